/**
 * Chart SVG snapshots (as Observable Plot tests its marks): each chart of src/lib/charts is rendered with the fixed
 * fixture of ./fixtures/small-report.ts and compared byte for byte with test/site/snapshots/<name>.svg.
 * A missing snapshot is written (and the test reports it); UPDATE_SNAPSHOTS=1 rewrites them all.
 *
 * Beyond the snapshots, the structure is checked against values worked by hand from the fixture (cell categories,
 * point positions, constraint lines), not against the chart code itself.
 */
import { describe, it, expect } from 'vitest';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { JSDOM } from 'jsdom';
import { smallReport } from './fixtures/small-report';
import { rocChart, prChart, feasibleChart, lesserChart, heatmapChart, ratioTicks, thinCurve, type ChartOut } from '../../src/lib/charts/charts';
import { categoryLabel, categoryFill, winnerMask, modelColors, OKABE_ITO, tiePatterns } from '../../src/lib/charts/palette';
import { relativeUrl, relativizeCss } from '../../src/lib/site/relativize';
import { reportCsvs } from '../../src/lib/site/csv';
import { fmt, int } from '../../src/lib/charts/format';

const here = dirname(fileURLToPath(import.meta.url));
const snapDir = join(here, 'snapshots');

function snapshot(name: string, svg: string): void {
  const file = join(snapDir, `${name}.svg`);
  const text = svg + '\n';
  if (process.env.UPDATE_SNAPSHOTS === '1' || !existsSync(file)) {
    mkdirSync(snapDir, { recursive: true });
    writeFileSync(file, text);
    console.warn(`snapshot written: ${file}`);
    return;
  }
  expect(text, `chart ${name} differs from ${file} (UPDATE_SNAPSHOTS=1 to accept)`).toBe(readFileSync(file, 'utf8'));
}

function parse(svg: string): SVGSVGElement {
  const dom = new JSDOM(`<!doctype html><body>${svg}</body>`);
  return dom.window.document.querySelector('svg') as unknown as SVGSVGElement;
}

const charts: [string, () => ChartOut][] = [
  ['roc', () => rocChart(smallReport, { id: 'roc-1' })],
  ['roc-zoom', () => rocChart(smallReport, { id: 'roc-2', maxFpr: 0.3, hull: false })],
  ['pr', () => prChart(smallReport, { id: 'pr-1' })],
  ['feasible', () => feasibleChart(smallReport, { id: 'feasible-1' })],
  ['lesser', () => lesserChart(smallReport, { id: 'lesser-1' })],
  ['lesser-unconstrained', () => lesserChart(smallReport, { id: 'lesser-2', scenario: 'none' })],
  ['heatmap', () => heatmapChart(smallReport, { id: 'heatmap-1' })],
];

describe('chart SVG snapshots', () => {
  for (const [name, make] of charts) {
    it(`${name} matches test/site/snapshots/${name}.svg and renders deterministically`, () => {
      const a = make();
      const b = make();
      expect(a.svg).toBe(b.svg);
      expect(a.svg).not.toMatch(/plot-clip-\d|plot-pattern-\d/);
      expect(a.svg).toMatch(/^<svg[^>]*viewBox=/);
      expect(a.title.length).toBeGreaterThan(0);
      expect(a.caption.length).toBeGreaterThan(20);
      expect(a.table.rows.length).toBeGreaterThan(0);
      for (const r of a.table.rows) expect(r.length).toBe(a.table.head.length);
      snapshot(name, a.svg);
    });
  }
});

describe('chart structure (hand-worked from the fixture)', () => {
  it('ROC: one dot per best feasible point, with a tooltip naming model, FPR, TPR and threshold', () => {
    const c = rocChart(smallReport, { id: 'r' });
    const svg = parse(c.svg);
    const dots = Array.from(svg.querySelectorAll('circle[data-tip]'));
    expect(dots).toHaveLength(2);
    expect(dots[0].getAttribute('data-tip')).toContain('A — best feasible point');
    expect(dots[0].getAttribute('data-tip')).toContain('FPR 0.100, TPR 0.400');
    expect(dots[0].getAttribute('data-tip')).toContain('threshold 0.9');
    expect(dots[1].getAttribute('data-tip')).toContain('FPR 0.050, TPR 0.200');
    // Model colours: A is the first Okabe–Ito colour, B the second.
    expect(dots[0].getAttribute('fill')?.toLowerCase()).toBe(OKABE_ITO[0].toLowerCase());
    expect(dots[1].getAttribute('fill')?.toLowerCase()).toBe(OKABE_ITO[1].toLowerCase());
    // Hull rows in the data table: A has 5 hull vertices, B 4.
    expect(c.table.rows.filter((r) => r[1] === 'hull vertex')).toHaveLength(9);
  });

  it('feasible region: the polygon is the triangle (0,0), (0.2,0.45), (0,0.75) in pixel space', () => {
    const c = feasibleChart(smallReport, { id: 'f' });
    const svg = parse(c.svg);
    const poly = svg.querySelector('polygon.feasible-polygon');
    expect(poly).not.toBeNull();
    const pts = poly!.getAttribute('points')!.split(' ').map((p) => p.split(',').map(Number));
    expect(pts).toHaveLength(3);
    // Linear scales: x = 52 + fpr/0.3·(560−52−20), y = (460−44) − tpr·(460−44−20) with Plot's default margins
    // (right 20, top 20) and the chart's marginLeft 52 / marginBottom 44; the FPR axis is cut at 0.3
    // (region max x 0.2 × 1.35 = 0.27 → nice ceiling 0.3).
    const X = (x: number) => 52 + (x / 0.3) * (560 - 52 - 20);
    const Y = (y: number) => 460 - 44 - y * (460 - 44 - 20);
    const expected = [[X(0), Y(0)], [X(0.2), Y(0.45)], [X(0), Y(0.75)]];
    pts.forEach((p, i) => {
      expect(p[0]).toBeCloseTo(expected[i][0], 1);
      expect(p[1]).toBeCloseTo(expected[i][1], 1);
    });
    expect(c.caption).toContain('case 3');
    expect(c.caption).toContain('cut at FPR 0.300');
  });

  it('heatmap: one rect per cell with data-cell "i,j" and the winner category; ties as "A ≈ B" stripes', () => {
    const c = heatmapChart(smallReport, { id: 'h' });
    const svg = parse(c.svg);
    const rects = Array.from(svg.querySelectorAll('rect[data-cell]'));
    expect(rects).toHaveLength(9);
    const byCell = new Map(rects.map((r) => [r.getAttribute('data-cell'), r]));
    // Fixture winners: row α=0.5: A, A≈B, B; row 0.6: A, A, B; row 0.7: B, A≈B, A.
    const expected: Record<string, string> = { '0,0': 'A', '0,1': 'A ≈ B', '0,2': 'B', '1,0': 'A', '1,1': 'A', '1,2': 'B', '2,0': 'B', '2,1': 'A ≈ B', '2,2': 'A' };
    for (const [k, cat] of Object.entries(expected)) {
      const r = byCell.get(k)!;
      expect(r.getAttribute('data-category')).toBe(cat);
      expect(r.getAttribute('data-tip')).toContain(`winner: ${cat}`);
    }
    expect(byCell.get('0,1')!.getAttribute('fill')).toBe('url(#h-tie-3)');
    expect(svg.querySelector('pattern#h-tie-3')).not.toBeNull();
    expect(byCell.get('0,0')!.getAttribute('fill')?.toLowerCase()).toBe(OKABE_ITO[0].toLowerCase());
    // κ labels as shares of |D| = 100: 10, 30, 50 alerts.
    expect(byCell.get('0,0')!.getAttribute('data-tip')).toContain('κ = 10 (10% of |D|)');
    expect(c.legend.map((l) => l.label)).toEqual(['A', 'B', 'A ≈ B']);
    // Two ≈ marks (the two tie cells).
    expect(Array.from(svg.querySelectorAll('text[data-cell]')).map((t) => t.getAttribute('data-cell'))).toEqual(['0,1', '2,1']);
  });

  it('lesser-area chart: the top axis shows cost ratios C0/C1 at t = r·N/(r·N + P)', () => {
    // P = 40, N = 60: r = 0.1 → t = 6/46 ≈ 0.1304; r = 0.2 → 12/52 ≈ 0.2308; r = 0.5 → 30/70 ≈ 0.4286.
    const ticks = ratioTicks(0.1, 0.5, 40, 60);
    expect(ticks.map((d) => d.r)).toEqual([0.1, 0.2, 0.5]);
    expect(ticks[0].t).toBeCloseTo(6 / 46, 12);
    expect(ticks[2].t).toBeCloseTo(30 / 70, 12);
  });
});

describe('palette, formatting, downloads, URLs', () => {
  it('tie categories are labelled in report model order and map to striped patterns', () => {
    const order = ['NEWS', 'NEWS2', 'RI'];
    expect(categoryLabel(['RI', 'NEWS'], order)).toBe('NEWS ≈ RI');
    expect(winnerMask(['RI', 'NEWS'], order)).toBe(0b101);
    expect(categoryFill(['NEWS2'], order, 'c')).toBe(modelColors(order).NEWS2);
    expect(categoryFill(['NEWS', 'RI'], order, 'c')).toBe('url(#c-tie-5)');
    // 3 models → 4 tie subsets (3 pairs + all three).
    expect(tiePatterns('c', order).match(/<pattern /g)).toHaveLength(4);
  });

  it('formats numbers deterministically', () => {
    expect(fmt(0.73144)).toBe('0.731');
    expect(fmt(null)).toBe('—');
    expect(int(362926)).toBe('362\u2009926');
  });

  it('thinning keeps first, last and must-keep points', () => {
    const n = 10000;
    const x = Float64Array.from({ length: n }, (_, i) => i / (n - 1));
    const idx = thinCurve(x, x, new Set([4321]), 100);
    expect(idx[0]).toBe(0);
    expect(idx[idx.length - 1]).toBe(n - 1);
    expect(idx).toContain(4321);
    expect(idx.length).toBeLessThan(250);
  });

  it('CSV downloads quote fields and hold one row per model / cell', () => {
    const files = reportCsvs(smallReport);
    expect(files.map((f) => f.name)).toEqual(['metrics.csv', 'scenarios.csv', 'operating-points.csv', 'roc.csv', 'heatmap.csv']);
    const metrics = files[0].content.trim().split('\n');
    expect(metrics[0]).toBe('model,auroc,auprc,pauroc_0_0.2,pauroc_mcclish_0_0.2,voros_0_1');
    expect(metrics[1]).toBe('A,0.7775,0.71,0.06,0.6842,0.88');
    const heat = files[4].content.trim().split('\n');
    expect(heat).toHaveLength(1 + 9);
    expect(heat[2]).toBe('0.5,30,A ≈ B,0.6,0.595');
  });

  it('root-relative URLs become relative to the file that holds them', () => {
    expect(relativeUrl('index.html', '/_astro/a.css')).toBe('./_astro/a.css');
    expect(relativeUrl('reports/x/index.html', '/_astro/a.css')).toBe('../../_astro/a.css');
    expect(relativeUrl('reports/x/heatmap/index.html', '/reports/x/')).toBe('../index.html');
    expect(relativeUrl('reports/x/index.html', '/reports/x/report.json#top')).toBe('./report.json#top');
    expect(relativizeCss('a{src:url(/_astro/K.woff2) format("woff2")}', '_astro/s.css')).toBe('a{src:url(./K.woff2) format("woff2")}');
  });
});
