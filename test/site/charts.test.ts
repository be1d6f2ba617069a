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
import { rocChart, prChart, feasibleChart, lesserChart, heatmapChart, ratioTicks, type ChartOut } from '../../src/lib/charts/charts';
import { THIN_ABOVE, thinIndices } from '../../src/lib/report/thin';
import { ddChart, ddStatus, ddWarnings, DD_NOT_BEATABLE } from '../../src/lib/charts/dutch-draw';
import { leakageChart, geometryChart } from '../../src/lib/charts/geometry';
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
  ['dutch-draw', () => ddChart(smallReport, { id: 'dutch-draw-1' })],
  ['leakage', () => leakageChart(smallReport, { id: 'leakage-1' })],
  ['geometry', () => geometryChart(smallReport, { id: 'geometry-1' })],
  ['pr-prevalence', () => prChart(smallReport, { id: 'pr-2', prevalence: 0.1 })],
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

  it("thinning (the report's one rule; charts draw its result) keeps first, last and must-keep points", () => {
    const n = 10000;
    const x = Float64Array.from({ length: n }, (_, i) => i / (n - 1));
    const idx = Array.from(thinIndices(x, x, [4321])!);
    expect(idx[0]).toBe(0);
    expect(idx[idx.length - 1]).toBe(n - 1);
    expect(idx).toContain(4321);
    expect(idx.length).toBeLessThan(2500);
    expect(thinIndices(x.subarray(0, THIN_ABOVE), x.subarray(0, THIN_ABOVE), [])).toBeNull();
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

// ---------------------------------------------------------------------------------------------------------------
// Issue 4 charts: Dutch Draw, leakage, capacity / bounded risk, PR at a deployment prevalence, acceptance curve.
// Expected values are worked by hand from the fixture (P = 40, N = 60, M = 100) or written out here.

/** Pixel mapping of a Plot chart from its frame rect (the plotting area), for linear [0,1]-type domains. */
function frameOf(svg: Element, nth = 0) {
  const f = svg.querySelectorAll('rect[aria-label="frame"], g[aria-label="frame"] rect')[nth]!;
  const x = Number(f.getAttribute('x'));
  const y = Number(f.getAttribute('y'));
  const w = Number(f.getAttribute('width'));
  const h = Number(f.getAttribute('height'));
  return { X: (v: number, lo = 0, hi = 1) => x + ((v - lo) / (hi - lo)) * w, Y: (v: number, lo = 0, hi = 1) => y + h - ((v - lo) / (hi - lo)) * h };
}

/** Vertices of an SVG path made of M/L commands. */
function pathPoints(d: string): [number, number][] {
  return [...d.matchAll(/[ML]([-\d.e]+),([-\d.e]+)/g)].map((m) => [Number(m[1]), Number(m[2])]);
}

describe('issue 4 charts (hand-worked from the fixture)', () => {
  it('Dutch Draw: expectation curves match the closed forms E[ACC] = (N − k + 2kP/M)/M and E[F1] = 2kP/(M(P + k))', () => {
    const c = ddChart(smallReport, { id: 'dd' });
    // No G2 baseline in the fixture, so G2 is left out: facets F1, MCC, ACC.
    expect(c.svg).toContain('>F1<');
    expect(c.svg).toContain('>MCC<');
    expect(c.svg).toContain('>ACC<');
    expect(c.svg).not.toContain('>G2<');
    const row = (m: string, theta: string) => c.table.rows.find((r) => r[0] === m && r[1] === theta)!;
    // θ* = 0.5 (k = 50): ACC (60 − 50 + 40)/100 = 0.5; F1 = 2·50·40/(100·90) = 0.4444; MCC 0 (hypergeometric: E[TP·TN − FP·FN] = 0).
    expect(row('ACC', '0.500')[2]).toBe('0.500');
    expect(row('F1', '0.500')[2]).toBe('0.444');
    expect(row('MCC', '0.500')[2]).toBe('0.000');
    // θ* = 0: ACC = N/M = 0.6; F1 and MCC undefined (no predicted positives, Dutch Draw Table 2).
    expect(row('ACC', '0.000')[2]).toBe('0.600');
    expect(row('F1', '0.000')[2]).toBe('undefined');
    expect(row('MCC', '0.000')[2]).toBe('undefined');
    // θ* = 1: ACC = P/M = 0.4; F1 = 2P/(M + P) = 80/140 = 0.5714, the F1 baseline.
    expect(row('ACC', '1.000')[2]).toBe('0.400');
    expect(row('F1', '1.000')[2]).toBe('0.571');
    expect(row('F1', '1.000')[3]).toBe('0.571');
    // The F1 curve's path in pixels: first facet, y = E[F1] at x = θ*. Check θ* = 0.3: 2·30·40/(100·70) = 0.342857.
    const svg = parse(c.svg);
    const path = svg.querySelector('g.dd-expectation path, g[aria-label="line"] .dd-expectation path, .dd-expectation path')!;
    expect(path).not.toBeNull();
    // Dots: A's point (θ = 43/100, F1 = 56/83), B's two points; tooltips flag B's F1 = 16/51 as a warning.
    const dots = Array.from(svg.querySelectorAll('circle[data-tip]'));
    const tips = dots.map((d) => d.getAttribute('data-tip')!);
    expect(tips.some((t) => t.includes('A — threshold from the config') && t.includes('θ = 0.430') && t.includes(`F1 ${(56 / 83).toFixed(3)}`))).toBe(true);
    expect(tips.some((t) => t.includes('B — ') && t.includes(`F1 ${(16 / 51).toFixed(3)}`) && t.includes('does not beat'))).toBe(true);
    expect(dots[0].getAttribute('fill')?.toLowerCase()).toBe(OKABE_ITO[0].toLowerCase());
  });

  it('Dutch Draw: the F1 expectation curve drawn in pixels matches 2θP/(P + θM) at every vertex', () => {
    const c = ddChart(smallReport, { id: 'dd', measures: ['FBETA'] });
    const svg = parse(c.svg);
    const { X, Y } = frameOf(svg);
    const path = svg.querySelector('.dd-expectation path')!;
    const pts = pathPoints(path.getAttribute('d')!);
    expect(pts.length).toBe(100); // θ* = 1/100, …, 1 (M + 1 = 101 < 201 requested; θ* = 0 is undefined for F1)
    const lo = 0;
    const hi = 1;
    for (const [px, py] of pts) {
      const theta = (px - X(0)) / (X(1) - X(0));
      const expected = (2 * theta * 40) / (40 + theta * 100);
      expect(py).toBeCloseTo(Y(expected, lo, hi), 1);
    }
  });

  it('Dutch Draw flags: warnings only where a beatable measure does not beat its baseline; undefined stays undefined', () => {
    const [a] = smallReport.models[0].operatingPoints!;
    const [b1, b0] = smallReport.models[1].operatingPoints!;
    expect(ddStatus(smallReport, a, 'FBETA')).toBe('beats');
    expect(ddStatus(smallReport, a, 'TPR')).toBe('not-beatable'); // beatsBaseline false, but TPR can never beat it
    expect(ddStatus(smallReport, b1, 'FBETA')).toBe('warn');
    expect(ddStatus(smallReport, b1, 'FM')).toBe('warn');
    expect(ddStatus(smallReport, b0, 'PPV')).toBe('undefined');
    expect(ddStatus(smallReport, b0, 'MCC')).toBe('undefined');
    for (const k of ['TP', 'TN', 'FP', 'FN', 'TPR', 'TNR', 'FPR', 'FNR']) expect(DD_NOT_BEATABLE.has(k)).toBe(true);
    expect(DD_NOT_BEATABLE.has('PPV')).toBe(false);
    const w = ddWarnings(smallReport);
    // B at τ = 0.95: F1 16/51 < 0.571, FM √(8/11·0.2) = 0.381 < √0.4; B never alarming: ACC 0.6 = baseline (not above).
    expect(w.map((x) => [x.model, x.op.threshold, x.measures.sort().join(',')])).toEqual([
      ['B', 0.95, 'FBETA,FM'],
      ['B', null, 'ACC'],
    ]);
    expect(ddStatus(smallReport, b0, 'FBETA')).toBe('undefined');
    // The fixture's own measures agree with a hand computation.
    expect(b1.measures.FBETA).toBeCloseTo(16 / 51, 6);
    expect(a.measures.MCC).toBeCloseTo((28 * 45 - 15 * 12) / Math.sqrt(43 * 57 * 40 * 60), 6);
  });

  it('leakage: G(u) = 1 − ROC(1 − u) drawn at the hand-worked points; the binormal fit in caption and table', () => {
    const c = leakageChart(smallReport, { id: 'lk' });
    const svg = parse(c.svg);
    const { X, Y } = frameOf(svg);
    const paths = Array.from(svg.querySelectorAll('g[aria-label="line"] path[stroke]'));
    const a = paths.find((p) => p.getAttribute('stroke')!.toLowerCase() === OKABE_ITO[0].toLowerCase())!;
    const pts = pathPoints(a.getAttribute('d')!);
    // A: ROC (0,0) (0.1,0.4) (0.25,0.7) (0.5,0.9) (1,1): G(0.5) = 1 − 0.9, G(0.75) = 1 − 0.7, G(0.9) = 1 − 0.4.
    const expected: [number, number][] = [[0, 0], [0.25, 0.05], [0.5, 0.1], [0.75, 0.3], [0.9, 0.6], [1, 1]];
    expect(pts).toHaveLength(expected.length);
    pts.forEach(([px, py], i) => {
      expect(px).toBeCloseTo(X(expected[i][0]), 1);
      expect(py).toBeCloseTo(Y(expected[i][1]), 1);
    });
    // Binormal a = 1, b = 1: AUROC Φ(1/√2) = 0.760250; KL of two unit-variance normals b apart = b²/2 = 0.5.
    expect(c.caption).toContain('a = 1.00, b = 1.00, AUROC Φ(b/√(1+a²)) = 0.760');
    expect(c.caption).toContain('KL divergence of the fitted pair 0.500');
    const rowA = c.table.rows.find((r) => r[0] === 'A')!;
    expect(rowA.slice(1, 7)).toEqual(['1.000', '1.000', '0.760', '0.777', '0.500', '0.557']);
    // G at u = 0.1 (interpolated between (0, 0) and (0.25, 0.05)) = 0.02; 0.5 → 0.1; 0.9 → 0.6.
    expect(rowA.slice(7)).toEqual(['0.020', '0.050', '0.100', '0.300', '0.600']);
  });

  it('capacity / bounded risk: the line 0.4·y + 0.6·x = 0.3, the risk triangle and the implied points in pixels', () => {
    const c = geometryChart(smallReport, { id: 'g' });
    const svg = parse(c.svg);
    const { X, Y } = frameOf(svg);
    const cap = pathPoints(svg.querySelector('.capacity-line path')!.getAttribute('d')!);
    expect(cap[0][0]).toBeCloseTo(X(0), 1);
    expect(cap[0][1]).toBeCloseTo(Y(0.75), 1);
    expect(cap[1][0]).toBeCloseTo(X(0.5), 1);
    expect(cap[1][1]).toBeCloseTo(Y(0), 1);
    const poly = svg.querySelector('polygon.risk-region')!.getAttribute('points')!.split(' ').map((p) => p.split(',').map(Number));
    const tri = [[0, 0.5], [2 / 3, 1], [0, 1]];
    poly.forEach((p, i) => {
      expect(p[0]).toBeCloseTo(X(tri[i][0]), 1);
      expect(p[1]).toBeCloseTo(Y(tri[i][1]), 1);
    });
    // Every risk-region vertex meets 0.6·x + 0.8·(1 − y) ≤ 0.4 (on the boundary or inside).
    for (const [x, y] of tri) expect(0.6 * x + 0.8 * (1 - y)).toBeLessThanOrEqual(0.4 + 1e-12);
    const tips = Array.from(svg.querySelectorAll('[data-tip]')).map((e) => e.getAttribute('data-tip')!);
    expect(tips.some((t) => t.startsWith('A — best point within capacity') && t.includes('FPR 0.100, TPR 0.400') && t.includes('alarms on 22.0% of cases'))).toBe(true);
    expect(tips.some((t) => t.startsWith('B — least-risk point') && t.includes('FPR 0.300, TPR 0.750') && t.includes('risk 0.380 ≤ bound 0.400'))).toBe(true);
    expect(c.table.rows).toHaveLength(4);
  });

  it("PR at prevalence 0.1: precision = 0.1·tpr / (0.1·tpr + 0.9·fpr) at A's points, dashed line at 0.1", () => {
    const c = prChart(smallReport, { id: 'p', prevalence: 0.1 });
    expect(c.title).toBe('Precision–recall curves at prevalence 10.0%');
    const a = c.table.rows.filter((r) => r[0] === 'A');
    // (0.1, 0.4): 0.04/0.13; (0.25, 0.7): 0.07/0.295; (0.5, 0.9): 0.09/0.54; (1, 1): 0.1.
    expect(a.map((r) => r[2])).toEqual([0.04 / 0.13, 0.07 / 0.295, 0.09 / 0.54, 0.1].map((v) => v.toFixed(3)));
    const svg = parse(c.svg);
    const { Y } = frameOf(svg);
    const rule = svg.querySelector('g[aria-label="rule"] line')!;
    expect(Number(rule.getAttribute('y1'))).toBeCloseTo(Y(0.1), 6);
    expect(() => prChart(smallReport, { id: 'p', prevalence: 0.2 })).toThrow(/no PR curve at prevalence 0.2; the report has: 0.1/);
  });

  it('ROC: the acceptance curve (0,0), (0.1,0.5), (1,1) is drawn and its pass/fail is in the caption', () => {
    const c = rocChart(smallReport, { id: 'r' });
    const svg = parse(c.svg);
    const { X, Y } = frameOf(svg);
    const pts = pathPoints(svg.querySelector('.acceptance-curve path')!.getAttribute('d')!);
    const exp = [[0, 0], [0.1, 0.5], [1, 1]];
    pts.forEach(([px, py], i) => {
      expect(px).toBeCloseTo(X(exp[i][0]), 1);
      expect(py).toBeCloseTo(Y(exp[i][1]), 1);
    });
    expect(c.caption).toContain('A 0.555 passes, B 0.475 fails');
    expect(c.table.rows.filter((r) => r[1] === 'acceptance point')).toHaveLength(3);
    expect(rocChart(smallReport, { id: 'r', acceptance: false }).svg).not.toContain('acceptance-curve');
  });
});
