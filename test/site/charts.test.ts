/**
 * Chart SVG snapshots (as Observable Plot tests its marks): each chart of src/lib/charts is rendered from reports made
 * by the pipeline (./fixtures/small-report.ts: the small fixture config and the shipped examples) and compared with
 * test/site/snapshots/<name>.svg, pretty-printed (./snapshot.ts). A mismatch writes <name>-changed.svg beside it and
 * fails; a missing snapshot fails in CI and is written elsewhere; UPDATE_SNAPSHOTS=1 rewrites them.
 * ROCSITE_SNAPSHOT_DIR=<dir> reads the snapshots from another directory (used by ./snapshot.test.ts).
 *
 * Beyond the snapshots, the structure is checked against values worked by hand from the fixture's counts (point
 * positions, constraint lines, closed forms), not against the chart code itself.
 */
import { describe, it, expect } from 'vitest';
import { join, dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { buildReport } from '../../src/lib/report/build';
import { JSDOM } from 'jsdom';
import { exampleReport, smallReport } from './fixtures/small-report';
import { compareSnapshot } from './snapshot';
import type { Report } from '../../src/lib/report/types';
import { rocChart, prChart, feasibleChart, lesserChart, heatmapChart, forestChart, winProbabilityChart, ratioTicks, type ChartOut } from '../../src/lib/charts/charts';
import { heatmapChartOf, type HeatmapData } from '../../src/lib/charts/heatmap';
import { costRatioTicks } from '../../src/lib/charts/lesser';
import { variantSpec } from '../../src/lib/charts/render-core';
import { LARGE_GRID_CELLS } from '../../src/lib/charts/grid-runs';
import { THIN_ABOVE, thinIndices } from '../../src/lib/report/thin';
import { ddChart, ddStatus, ddWarnings, ddWarningsByMeasure, DD_NOT_BEATABLE, opSource } from '../../src/lib/charts/dutch-draw';
import { leakageChart, geometryChart } from '../../src/lib/charts/geometry';
import { categoryLabel, categoryFill, winnerMask, modelColors, NEUTRAL, OKABE_ITO, tiePatterns } from '../../src/lib/charts/palette';
import { relativeUrl, relativizeCss } from '../../src/lib/site/relativize';
import { reportCsvs } from '../../src/lib/site/csv';
import { costText, fmt, int, kappaText, maxAlerts, sharePct } from '../../src/lib/charts/format';

const here = dirname(fileURLToPath(import.meta.url));
const snapDir = process.env.ROCSITE_SNAPSHOT_DIR ? resolve(process.env.ROCSITE_SNAPSHOT_DIR) : join(here, 'snapshots');

function snapshot(name: string, svg: string): void {
  const r = compareSnapshot(snapDir, name, svg);
  if (r.status === 'written' || r.status === 'updated') console.warn(r.message);
  expect(r.ok, r.message).toBe(true);
}

function parse(svg: string): SVGSVGElement {
  const dom = new JSDOM(`<!doctype html><body>${svg}</body>`);
  return dom.window.document.querySelector('svg') as unknown as SVGSVGElement;
}

/** Every chart of a report, as the default report page draws it. */
function chartsOf(r: Report, prefix = ''): [string, () => ChartOut][] {
  const pi = r.settings.deploymentPrevalence?.[0];
  return [
    [`${prefix}roc`, () => rocChart(r, { id: 'roc-1' })],
    [`${prefix}roc-zoom`, () => rocChart(r, { id: 'roc-2', maxFpr: 0.3, hull: false })],
    [`${prefix}pr`, () => prChart(r, { id: 'pr-1' })],
    [`${prefix}feasible`, () => feasibleChart(r, { id: 'feasible-1' })],
    [`${prefix}lesser`, () => lesserChart(r, { id: 'lesser-1' })],
    [`${prefix}lesser-unconstrained`, () => lesserChart(r, { id: 'lesser-2', scenario: 'none' })],
    [`${prefix}heatmap`, () => heatmapChart(r, { id: 'heatmap-1' })],
    [`${prefix}dutch-draw`, () => ddChart(r, { id: 'dutch-draw-1' })],
    [`${prefix}leakage`, () => leakageChart(r, { id: 'leakage-1' })],
    [`${prefix}geometry`, () => geometryChart(r, { id: 'geometry-1' })],
    ...(pi === undefined ? [] : ([[`${prefix}pr-prevalence`, () => prChart(r, { id: 'pr-2', prevalence: pi })]] as [string, () => ChartOut][])),
    ...(r.models.some((m) => m.intervals) ? ([[`${prefix}forest`, () => forestChart(r, { id: 'forest-1' })]] as [string, () => ChartOut][]) : []),
    ...(r.heatmap?.cells[0][0].winProbability ? ([[`${prefix}win-probability`, () => winProbabilityChart(r, { id: 'winprob-1' })]] as [string, () => ChartOut][]) : []),
  ];
}

// The shipped examples through the real report builder (ews-simulated, 362 926 cases, is left to the site build test:
// its report takes seconds to compute).
const EXAMPLES: [string, string][] = [
  ['asah', 'data/asah/asah.yaml'],
  ['sepsis-screening', 'data/published/sepsis-screening.yaml'],
];
const examples = await Promise.all(EXAMPLES.map(async ([slug, config]) => [slug, await exampleReport(config)] as const));
const charts: [string, () => ChartOut][] = [...chartsOf(smallReport), ...examples.flatMap(([slug, r]) => chartsOf(r, `${slug}-`))];

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
    // Best points: one per point, the model's symbol (model-style.ts: A a circle, B a square), white rim.
    const dots = Array.from(svg.querySelectorAll('g[aria-label="dot"] [data-tip]'));
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
    // Which case of the Partial VOROS paper's Appendix A (numbers of docs/metrics.md §5.1), from the definitions:
    // α = 0.6, κ = 30, P = 40, N = 60, |D| = 100, p = 0.4. ℓα: y = αN/((1−α)P)·x = 2.25x; ℓκ: 60x + 40y = 30.
    // vακ = ((1−α)κ/N, ακ/P) = (0.2, 0.45): inside the square (0 < 0.2 < 1, 0 < 0.45 < 1), so not case 2 (above
    // y = 1) nor 3A/3B (right of x = 1); 0 < α < 1 and 0 < κ < |D|, so not degenerate; κ = 30 < P = 40, so case 1A
    // (main-text case 1, rocsite case 1), the triangle v00 vακ v0κ with v0κ = (0, κ/P) = (0, 0.75) — the polygon above.
    expect(c.caption).toContain('case 1 of the Partial VOROS paper');
    expect(c.caption).toContain('area 0.0750'); // 0.2·0.75/2
    expect(c.caption).toContain('cut at FPR 0.300');
  });

  it('heatmap: cells are focusable with an accessible name up to LARGE_GRID_CELLS (one tab stop); beyond, runs with a tooltip on hover', () => {
    const grid = (n: number): HeatmapData => ({
      names: ['A', 'B'],
      total: 1000,
      alphas: Array.from({ length: n }, (_, i) => 0.1 + (0.8 * i) / n),
      kappas: Array.from({ length: n }, (_, j) => 10 + 10 * j),
      tie: 0.01,
      cost: { t: [0, 1] },
      cells: Array.from({ length: n }, (_, i) => Array.from({ length: n }, (_, j) => ({ winners: (i + j) % 3 ? ['A'] : ['A', 'B'], partialVoros: { A: 0.5, B: (i + j) % 3 ? 0.4 : 0.5 } }))),
    });
    // Runs of a row of this grid, counted by hand: a new run starts at j = 0 and wherever (i + j) % 3 turns 0 or stops being 0.
    const runsOfRow = (i: number, n: number) => 1 + Array.from({ length: n - 1 }, (_, j) => j + 1).filter((j) => ((i + j) % 3 === 0) !== ((i + j - 1) % 3 === 0)).length;
    for (const [n, focusable] of [[25, true], [26, false]] as const) {
      expect(n * n <= LARGE_GRID_CELLS).toBe(focusable);
      const c = heatmapChartOf(grid(n), { id: `g${n}` });
      const runs = Array.from({ length: n }, (_, i) => runsOfRow(i, n)).reduce((a, b) => a + b, 0);
      for (const v of [c.svg, c.variants!.phone]) {
        const rects = Array.from(parse(v).querySelectorAll(`g.heatmap-cells rect[${focusable ? 'data-cell' : 'data-run'}]`));
        expect(rects).toHaveLength(focusable ? n * n : runs);
        expect(rects.every((r) => r.hasAttribute('data-tip'))).toBe(true);
        // One tab stop per chart (roving tabindex): the first cell; the others are reached with the arrow keys.
        expect(rects.filter((r) => r.hasAttribute('aria-label') && r.getAttribute('role') === 'graphics-symbol')).toHaveLength(focusable ? n * n : 0);
        expect(rects.map((r) => r.getAttribute('tabindex')).filter((t) => t !== null)).toEqual(focusable ? ['0', ...Array(n * n - 1).fill('-1')] : []);
      }
      // The data table lists every cell, or every run.
      expect(c.table!.rows).toHaveLength(focusable ? n * n : runs);
    }
  });

  it('heatmap: one rect per cell with data-cell "i,j" and the report\'s winner category; no winner where every PV is 0; ties as "A ≈ B" stripes', () => {
    const c = heatmapChart(smallReport, { id: 'h' });
    const svg = parse(c.svg);
    const rects = Array.from(svg.querySelectorAll('rect[data-cell]'));
    expect(rects).toHaveLength(9);
    const byCell = new Map(rects.map((r) => [r.getAttribute('data-cell'), r]));
    // The chart draws the report's cells (row i = α index, column j = κ index). At κ = 10 alarms no ROC vertex of
    // either model other than (0,0) is feasible (A's first vertex raises 16 + 6 = 22 alarms, B's 8 + 3 = 11), so
    // both PVs are 0 there: no model reaches the feasible region but by never alarming, and the cell has no winner
    // (grey), though the winner rule (PV ≥ best − tie) makes both winners of the report's cell.
    const cells = smallReport.heatmap!.cells;
    for (let i = 0; i < 3; i++)
      for (let j = 0; j < 3; j++) {
        const cat = j === 0 ? 'no model (partial VOROS 0)' : cells[i][j].winners.join(' ≈ ');
        const r = byCell.get(`${i},${j}`)!;
        expect(r.getAttribute('data-category')).toBe(cat);
        expect(r.getAttribute('data-tip')).toContain(`winner: ${cat}`);
      }
    for (let i = 0; i < 3; i++) {
      expect(Object.values(cells[i][0].partialVoros)).toEqual([0, 0]);
      expect(cells[i][0].winners).toEqual(['A', 'B']);
      expect(byCell.get(`${i},0`)!.getAttribute('fill')).toBe(NEUTRAL);
    }
    const single = [...byCell.values()].find((r) => r.getAttribute('data-category') === 'A')!;
    expect(single.getAttribute('fill')?.toLowerCase()).toBe(OKABE_ITO[0].toLowerCase());
    // κ labels as shares of |D| = 100: 10, 30, 50 alerts.
    expect(byCell.get('0,0')!.getAttribute('data-tip')).toContain('κ = 10 (10% of |D|)');
    expect(c.legend.map((l) => l.label)).toEqual(['A', 'B', 'no model (partial VOROS 0)']);
    // No tie: no ≈ mark.
    expect(svg.querySelectorAll('text[data-cell]')).toHaveLength(0);
    // A tie (the published-points example: PVs within the 0.01 tie, above 0): stripes of the tied models' colours, one
    // ≈ mark per tie cell.
    const sepsis = examples.find(([slug]) => slug === 'sepsis-screening')![1];
    const t = heatmapChart(sepsis, { id: 's' });
    const tsvg = parse(t.svg);
    const ties = sepsis.heatmap!.cells.flatMap((row, i) => row.map((cell, j) => ({ i, j, cell }))).filter(({ cell }) => cell.winners.length > 1 && Math.max(...Object.values(cell.partialVoros)) > 0);
    expect(ties.length).toBeGreaterThan(0);
    for (const { i, j, cell } of ties) {
      const r = tsvg.querySelector(`rect[data-cell="${i},${j}"]`)!;
      expect(r.getAttribute('data-category')).toBe(cell.winners.join(' ≈ '));
      expect(r.getAttribute('fill')).toMatch(/^url\(#s-tie-\d+\)$/);
      expect(tsvg.querySelector(`pattern#${r.getAttribute('fill')!.slice(5, -1)}`)).not.toBeNull();
    }
    expect(Array.from(tsvg.querySelectorAll('text[data-cell]')).map((x) => x.getAttribute('data-cell')).sort()).toEqual(ties.map(({ i, j }) => `${i},${j}`).sort());
    expect(t.legend.map((l) => l.label)).toContain('no model (partial VOROS 0)');
  });

  it('win probability: a cell where every partial VOROS is 0 has no winner: white, "—", no share, a legend entry', () => {
    const asah = examples.find(([slug]) => slug === 'asah')![1];
    const plain = winProbabilityChart(asah, { id: 'w' });
    expect(plain.legend.map((l) => l.label)).not.toContain('— no model (partial VOROS 0)');
    // The same report with one cell's values all 0 (as where every model's first ROC point exceeds κ).
    const r = structuredClone(asah);
    const cell = r.heatmap!.cells[0][0];
    for (const n of Object.keys(cell.partialVoros)) cell.partialVoros[n] = 0;
    cell.winners = r.models.map((m) => m.name);
    const c = winProbabilityChart(r, { id: 'w' });
    const svg = parse(c.svg);
    const rect = [...svg.querySelectorAll('rect[data-tip]')].find((x) => x.getAttribute('data-tip')!.startsWith('α = 0.400, κ = 5.65 '))!;
    expect(rect.getAttribute('fill')).toBe('#ffffff');
    expect(rect.getAttribute('data-tip')).toContain('\nwinner: no model (partial VOROS 0)\n');
    expect(c.legend.at(-1)).toEqual({ label: '— no model (partial VOROS 0)', color: '#ffffff' });
    const row = c.table.rows.find((x) => x[0] === '0.40' && x[1] === '5%')!;
    expect(row[2]).toBe('no model (partial VOROS 0)');
  });

  it('lesser-area chart: the top axis shows cost ratios C0/C1 at t = r·N/(r·N + P)', () => {
    // P = 40, N = 60: r = 0.1 → t = 6/46 ≈ 0.1304; r = 0.2 → 12/52 ≈ 0.2308; r = 0.5 → 30/70 ≈ 0.4286.
    const ticks = ratioTicks(0.1, 0.5, 40, 60);
    expect(ticks.map((d) => d.r)).toEqual([0.1, 0.2, 0.5]);
    expect(ticks[0].t).toBeCloseTo(6 / 46, 12);
    expect(ticks[2].t).toBeCloseTo(30 / 70, 12);
  });

  it('lesser-area chart: top-axis ticks never pile up, even over t ∈ [0.001, 0.999] (ratios 10⁻⁶ … 10⁶)', () => {
    // P = 40, N = 60. Over the full t range every decade of r fits, but near t = 0 and t = 1 they crowd together.
    for (const [lo, hi] of [[0.001, 0.999], [0.01, 0.7], [0.2, 0.5]] as const) {
      const ticks = ratioTicks(lo, hi, 40, 60);
      expect(ticks.length, `[${lo}, ${hi}]`).toBeGreaterThanOrEqual(2);
      for (let i = 1; i < ticks.length; i++) expect(ticks[i].t - ticks[i - 1].t, `[${lo}, ${hi}] ticks ${i - 1}, ${i}`).toBeGreaterThanOrEqual(0.09 * (hi - lo) - 1e-12);
      for (const d of ticks) {
        expect(d.t).toBeCloseTo((d.r * 60) / (d.r * 60 + 40), 12);
        expect(/^[125]e/.test(d.r.toExponential()), `nice ratio ${d.r}`).toBe(true);
      }
    }
    // 1 = equal costs sits at t = P/(P + N) = 0.4 and is always kept when inside.
    expect(ratioTicks(0.001, 0.999, 40, 60).map((d) => d.r)).toContain(1);    // From t = 0 the axis starts at ratio 0, not at 0.000001 (t ≈ 10⁻⁶ · 60/40, the first nice ratio inside).
    const from0 = ratioTicks(0, 1, 40, 60);
    expect(from0[0]).toEqual({ t: 0, r: 0 });
    expect(from0.map((d) => d.r)).not.toContain(1e-6);
  });

  it('cost-ratio axis per variant: labels a phone can hold, and exact ratio steps where no nice ratio falls', () => {
    const [screen, phone] = [variantSpec('screen'), variantSpec('phone')];
    // A phone's 640 px chart is drawn 300 px wide: its 224 px plot holds labels ~60 px apart (0.27 of the range).
    const wide = costRatioTicks(0.001, 0.999, 40, 60, phone, 640, 380, 56).ticks;
    for (let i = 1; i < wide.length; i++) expect(wide[i] - wide[i - 1]).toBeGreaterThanOrEqual((9 * 0.62 * 11 + 6) / 224 * 0.998 - 1e-12);
    expect(costRatioTicks(0.001, 0.999, 40, 60, screen, 640, 380, 56).ticks.length).toBeGreaterThan(wide.length);
    // t ∈ [0.512, 0.611] with P = 40, N = 60: C0/C1 = t/(1 − t)·P/N runs from 0.699 to 1.047, which holds only the nice
    // ratio 1. About five ticks: step (1.047 − 0.699)/4 = 0.087 → 0.1: ratios 0.7, 0.8, 0.9, 1 at
    // t = rN/(rN + P): 42/82, 48/88, 54/94, 60/100. On a phone (three): step 0.174 → 0.2: ratios 0.8 and 1.
    const narrow = costRatioTicks(0.512, 0.611, 40, 60, screen, 640, 380, 56);
    expect(narrow.ticks).toEqual([42 / 82, 48 / 88, 54 / 94, 60 / 100].map((t) => expect.closeTo(t, 12)));
    expect(narrow.ticks.map(narrow.label)).toEqual(['0.7', '0.8', '0.9', '1']);
    const small = costRatioTicks(0.512, 0.611, 40, 60, phone, 640, 380, 56);
    expect(small.ticks.map(small.label)).toEqual(['0.8', '1']);
    // Labels never repeat: a range of ratios 0.03 to 0.05 gets steps of 0.005 ("0.035"), not 0.03, 0.03, 0.04, …
    const r2t = (r: number) => (r * 60) / (r * 60 + 40);
    const fine = costRatioTicks(r2t(0.03), r2t(0.05), 40, 60, screen, 640, 380, 56);
    expect(fine.ticks.map(fine.label)).toEqual(['0.03', '0.035', '0.04', '0.045', '0.05']);
  });
});

describe('palette, formatting, downloads, URLs', () => {
  it('capacity: κ as it is (33.9 for 30% of 113 cases), and "at most ⌊κ⌋ alerts" (34 alerts exceed κ = 33.9)', () => {
    const nb = (s: string) => s.replace(/\u202f/g, ' ');
    expect(kappaText(0.3 * 113)).toBe('33.9');
    expect(maxAlerts(0.3 * 113)).toBe('33');
    expect([kappaText(20), maxAlerts(20)]).toEqual(['20', '20']);
    expect([nb(kappaText(3930.5)), nb(maxAlerts(3930.5))]).toEqual(['3 930.5', '3 930']);
    expect(kappaText(0.05 * 113)).toBe('5.65');
    // κ computed as a share: 0.29 · 100 = 28.999999999999996 is 29, not 28.
    expect([kappaText(0.29 * 100), maxAlerts(0.29 * 100)]).toEqual(['29', '29']);
    expect(maxAlerts(0.9)).toBe('0');
  });

  it('shares: 100% and 0% only when they are (999 of 1 000 resamples is ">99%", 1 of 1 000 is "<1%"), else whole percents', () => {
    expect([1, 0, 1 - 1e-12, 1e-12].map(sharePct)).toEqual(['100%', '0%', '100%', '0%']);
    expect([0.999, 0.995, 0.9949, 0.001, 0.0049, 0.005].map(sharePct)).toEqual(['>99%', '>99%', '99%', '<1%', '<1%', '1%']);
    expect([0.5, 0.84, 0.915, 2 / 3].map(sharePct)).toEqual(['50%', '84%', '92%', '67%']);
    expect(sharePct(NaN)).toBe('—');
  });

  it('tie categories are labelled in report model order and map to striped patterns', () => {
    const order = ['NEWS', 'NEWS2', 'RI'];
    expect(categoryLabel(['RI', 'NEWS'], order)).toBe('NEWS ≈ RI');
    expect(winnerMask(['RI', 'NEWS'], order)).toBe(0b101);
    expect(categoryFill(['NEWS2'], order, 'c')).toBe(modelColors(order).NEWS2);
    expect(categoryFill(['NEWS', 'RI'], order, 'c')).toBe('url(#c-tie-5)');
    // 3 models → 4 tie subsets (3 pairs + all three).
    expect(tiePatterns('c', order).match(/<pattern /g)).toHaveLength(4);
  });

  it('model colours stand out from both themes\' backgrounds (WCAG contrast ≥ 2 on white, ≥ 3 on the dark theme)', () => {
    // Relative luminance and contrast ratio of WCAG 2.x, written out here. The Okabe–Ito yellow #F0E442 was 1.3:1 on white.
    const lum = (h: string) => {
      const [r, g, b] = [1, 3, 5].map((i) => parseInt(h.slice(i, i + 2), 16) / 255).map((v) => (v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4));
      return 0.2126 * r + 0.7152 * g + 0.0722 * b;
    };
    const ratio = (a: string, b: string) => {
      const [x, y] = [lum(a), lum(b)].sort((p, q) => q - p);
      return (x + 0.05) / (y + 0.05);
    };
    for (const c of OKABE_ITO) {
      expect(ratio(c, '#ffffff'), `${c} on white`).toBeGreaterThanOrEqual(2);
      expect(ratio(c, '#14171b'), `${c} on the dark theme`).toBeGreaterThanOrEqual(3);
    }
  });

  it('formats numbers deterministically', () => {
    expect(fmt(0.73144)).toBe('0.731');
    expect(fmt(null)).toBe('—');
    expect(int(362926)).toBe('362\u202f926');
    // Cost distributions in prose: three significant digits at most, as the config means them (1/9 is "0.111").
    expect(costText({ ratio: [1 / 9, 1 / 6] })).toBe('C0/C1 uniform on [0.111, 0.167]');
    expect(costText({ ratio: [5, 20], classRatio: [9, 12.5] })).toBe('C0/C1 uniform on [5, 20], N/P in [9, 12.5]');
    expect(costText({ t: [0.01, 0.7] })).toBe('t uniform on [0.01, 0.7]');
    // An operating point's t range: two decimals, more where the ends would print alike.
    expect(opSource('scenario:ward@t=[0.1, 0.5]')).toBe('best in “ward”, t 0.10–0.50');
    expect(opSource('scenario:ward@t=[0.5812, 0.5843]')).toBe('best in “ward”, t 0.581–0.584');
    expect(opSource('scenario:ward@t=[0.3, 0.3]')).toBe('best in “ward”, t 0.30–0.30');
    expect(opSource('scenario:ward@t=[0.5115531, 0.5115534]')).toBe('best in “ward”, t ≈ 0.512');
    expect(opSource('config')).toBe('threshold from the config');
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

  it('CSV downloads quote every text field, write numbers bare and hold one row per model / cell', () => {
    const files = reportCsvs(smallReport);
    expect(files.map((f) => f.name)).toEqual(['metrics.csv', 'scenarios.csv', 'operating-points.csv', 'roc.csv', 'heatmap.csv', 'intervals.csv']);
    const metrics = files[0].content.trim().split('\n');
    expect(metrics[0]).toBe('"model","auroc","auprc","pauroc_0_0.2","pauroc_mcclish_0_0.2","voros_0_1"');
    // A, by hand from its ROC (0,0) (0.1,0.4) (0.25,0.7) (0.5,0.9) (1,1) and PR points: AUROC (trapezoids)
    // 0.1·0.2 + 0.15·0.55 + 0.25·0.8 + 0.5·0.95 = 0.7775; AP = Σ ΔR·precision = 0.4·16/22 + 0.3·28/43 + 0.2·36/66
    // + 0.1·40/100; pAUC[0, 0.2] = 0.1·0.2 + 0.1·0.5 = 0.07; McClish ½(1 + (0.07 − 0.02)/(0.2 − 0.02)) = 23/36.
    // The CSV writes the report's numbers as JSON numbers; the VOROS column is the report's value.
    const a = metrics[1].split(',');
    expect(a[0]).toBe('"A"');
    const rel = (x: number, want: number) => expect(Math.abs(x - want), `${x} vs ${want}`).toBeLessThanOrEqual(1e-12 * Math.abs(want));
    rel(Number(a[1]), 0.7775);
    rel(Number(a[2]), 0.4 * 16 / 22 + 0.3 * 28 / 43 + 0.2 * 36 / 66 + 0.1 * 0.4);
    rel(Number(a[3]), 0.07);
    rel(Number(a[4]), 23 / 36);
    expect(a[5]).toBe(String(smallReport.models[0].voros[0].value));
    const heat = files[4].content.trim().split('\n');
    expect(heat).toHaveLength(1 + 9);
    const cell = smallReport.heatmap!.cells[0][0];
    expect(heat[1]).toBe(`0.5,10,"A ≈ B",${cell.partialVoros.A},${cell.partialVoros.B}`);
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
// Charts of the Dutch Draw, leakage, capacity / bounded risk, PR at a deployment prevalence, acceptance curve.
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
/** Distance from p to the polyline through `pts` (brute force over its segments). */
function distToPolyline(p: [number, number], pts: [number, number][]): number {
  let best = Infinity;
  for (let k = 0; k + 1 < pts.length; k++) {
    const [[ax, ay], [bx, by]] = [pts[k], pts[k + 1]];
    const L = (bx - ax) ** 2 + (by - ay) ** 2;
    const t = L === 0 ? 0 : Math.max(0, Math.min(1, ((p[0] - ax) * (bx - ax) + (p[1] - ay) * (by - ay)) / L));
    best = Math.min(best, Math.hypot(p[0] - (ax + t * (bx - ax)), p[1] - (ay + t * (by - ay))));
  }
  return best;
}

function pathPoints(d: string): [number, number][] {
  return [...d.matchAll(/[ML]([-\d.e]+),([-\d.e]+)/g)].map((m) => [Number(m[1]), Number(m[2])]);
}

describe('direct model labels on line charts', () => {
  it("each label's symbol lies on its model's drawn line (step curves included) and the names are drawn above every other mark", () => {
    let checked = 0;
    for (const [name, make] of charts) {
      const c = make();
      for (const [variant, svgText] of [['screen', c.svg], ['phone', c.variants?.phone], ['print', c.variants?.print]] as const) {
        if (!svgText) continue;
        const svg = parse(svgText);
        const symbols = Array.from(svg.querySelectorAll('g.model-label-symbol path'));
        for (const s of symbols) {
          const m = /translate\(([-\d.e]+),([-\d.e]+)\)/.exec(s.getAttribute('transform')!)!;
          const p: [number, number] = [Number(m[1]), Number(m[2])];
          const fill = s.getAttribute('fill')!.toLowerCase();
          // The model's line: the g.model-line of the same colour (a stroke on the group or on the path).
          const lines = Array.from(svg.querySelectorAll('g.model-line')).filter((g) => (g.getAttribute('stroke') ?? g.querySelector('path')?.getAttribute('stroke') ?? '').toLowerCase() === fill);
          const d = Math.min(...lines.flatMap((g) => Array.from(g.querySelectorAll('path')).map((path) => distToPolyline(p, pathPoints(path.getAttribute('d')!)))));
          expect(d, `${name} (${variant}): label symbol at (${p[0].toFixed(1)}, ${p[1].toFixed(1)}) is ${d.toFixed(2)} px from its line`).toBeLessThan(0.75);
          checked++;
        }
        // z-order: no mark after the last group of names, except the frame.
        const labels = Array.from(svg.querySelectorAll('g.model-label'));
        for (const g of labels) {
          const after: Element[] = [];
          for (let e = g.nextElementSibling; e; e = e.nextElementSibling) if (e.getAttribute('aria-label') !== 'frame' && !e.matches('g.model-label')) after.push(e);
          expect(after.map((e) => e.getAttribute('aria-label') ?? e.tagName), `${name} (${variant}): marks drawn over the model names`).toEqual([]);
        }
      }
    }
    expect(checked, 'label symbols checked').toBeGreaterThan(50);
  });
});

describe('Dutch Draw, leakage, geometry and PR-at-prevalence charts (hand-worked from the fixture)', () => {
  it('Dutch Draw: expectation curves match the closed forms E[ACC] = (N − k + 2kP/M)/M and E[F1] = 2kP/(M(P + k))', () => {
    const c = ddChart(smallReport, { id: 'dd' });
    // Facets F1, MCC, ACC, G2 (the report has every baseline).
    for (const k of ['F1', 'MCC', 'ACC', 'G2']) expect(c.svg).toContain(`>${k}<`);
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
    const dots = Array.from(svg.querySelectorAll('g[aria-label="dot"] [data-tip]'));
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
    const lo = 0;
    const hi = 1;
    for (const [px, py] of pts) {
      const theta = (px - X(0)) / (X(1) - X(0));
      const expected = (2 * theta * 40) / (40 + theta * 100);
      expect(py).toBeCloseTo(Y(expected, lo, hi), 1);
    }
    // θ* = 1/100, …, 1 (M + 1 = 101 < 201 requested; θ* = 0 is undefined for F1): the drawn line runs from the first to
    // the last and passes within the screen's simplification tolerance (0.02 px) of every one of the 100 points.
    expect(pts[0][0]).toBeCloseTo(X(0.01), 6);
    expect(pts[pts.length - 1][0]).toBeCloseTo(X(1), 6);
    for (let k = 1; k <= 100; k++) {
      const theta = k / 100;
      expect(distToPolyline([X(theta), Y((2 * theta * 40) / (40 + theta * 100), lo, hi)], pts)).toBeLessThan(0.02 + 1e-3);
    }
  });

  it('Dutch Draw flags: warnings only where a beatable measure does not beat its baseline; undefined stays undefined', () => {
    const op = (m: number, source: string, threshold: number) =>
      smallReport.models[m].operatingPoints!.find((o) => o.source === source && o.threshold === threshold)!;
    const a = op(0, 'config', 0.7); // TP 28, FP 15, FN 12, TN 45
    const b1 = op(1, 'config', 0.95); // TP 8, FP 3, FN 32, TN 57
    const b0 = op(1, 'config', 1); // above every score: no alarm, TP = FP = 0
    expect([b0.measures.TP, b0.fpr]).toEqual([0, 0]);
    expect(ddStatus(smallReport, a, 'FBETA')).toBe('beats');
    expect(ddStatus(smallReport, a, 'TPR')).toBe('not-beatable'); // beatsBaseline false, but TPR can never beat it
    expect(ddStatus(smallReport, b1, 'FBETA')).toBe('warn');
    expect(ddStatus(smallReport, b1, 'FM')).toBe('warn');
    expect(ddStatus(smallReport, b0, 'PPV')).toBe('undefined');
    expect(ddStatus(smallReport, b0, 'MCC')).toBe('undefined');
    for (const k of ['TP', 'TN', 'FP', 'FN', 'TPR', 'TNR', 'FPR', 'FNR']) expect(DD_NOT_BEATABLE.has(k)).toBe(true);
    expect(DD_NOT_BEATABLE.has('PPV')).toBe(false);
    const w = ddWarnings(smallReport);
    // Baselines for P = 40, N = 60, M = 100 (docs/metrics.md §8): F1 max 2P/(M + P) = 80/140, FM max √(P/M) = √0.4,
    // TS max P/M = 0.4, ACC max N/M = 0.6, NPV = N/M and FOR = P/M constant, BACC ½, J, KAPPA, MCC 0; G2 max
    // ≤ √(θ(1−θ)) ≤ ½ (Jensen) and above B's 0.436 (≈ 0.49 at θ* = ½).
    // - A at τ = 0.9 (best in "strict"; TP 16, FP 6, FN 24): F1 32/62, FM √(16/22·0.4) = 0.539, TS 16/46 below;
    //   G2 √(0.4·0.9) = 0.6 > ½ beats. A at τ = 0.7: F1 56/83, FM 0.675, TS 28/55, G2 √(0.7·0.75) all beat.
    // - B at τ = 0.95 (best in "strict" and from the config, listed once): F1 16/51, FM √(8/11·0.2) = 0.381,
    //   G2 √(0.2·0.95) = 0.436, TS 8/43 below.
    // - B at τ = 1 (no alarm): NPV 0.6 and FOR 0.4 equal their constants, ACC 0.6 equals its max, BACC ½, J 0,
    //   KAPPA 0 equal theirs (not above), G2 0 and TS 0 below; PPV, F1, MCC, FM, FDR, MK undefined.
    expect(w.map((x) => [x.model, x.op.threshold, [...x.measures].sort().join(',')])).toEqual([
      ['A', 0.9, 'FBETA,FM,TS'],
      ['B', 0.95, 'FBETA,FM,G2,TS'],
      ['B', 1, 'ACC,BACC,FOR,G2,J,KAPPA,NPV,TS'],
    ]);
    // The same warnings per measure (Table 1 order), then per model with its thresholds, read off the list above.
    const byMeasure = ddWarningsByMeasure(w).map((g) => [g.measure, g.count, g.models.map((x) => `${x.model}@${x.points.map((p) => p.op.threshold).join('+')}`).join(' ')]);
    expect(byMeasure).toEqual([
      ['NPV', 1, 'B@1'],
      ['FOR', 1, 'B@1'],
      ['ACC', 1, 'B@1'],
      ['BACC', 1, 'B@1'],
      ['FBETA', 2, 'A@0.9 B@0.95'],
      ['J', 1, 'B@1'],
      ['KAPPA', 1, 'B@1'],
      ['FM', 2, 'A@0.9 B@0.95'],
      ['G2', 2, 'B@0.95+1'],
      ['TS', 3, 'A@0.9 B@0.95+1'],
    ]);
    expect(ddStatus(smallReport, b0, 'FBETA')).toBe('undefined');
    // The report's measures agree with a hand computation.
    expect(b1.measures.FBETA).toBeCloseTo(16 / 51, 12);
    expect(a.measures.MCC).toBeCloseTo((28 * 45 - 15 * 12) / Math.sqrt(43 * 57 * 40 * 60), 12);
  });

  it('leakage: G(u) = 1 − ROC(1 − u) drawn through every kink; the binormal fit in caption and table', () => {
    const c = leakageChart(smallReport, { id: 'lk' });
    const svg = parse(c.svg);
    const { X, Y } = frameOf(svg);
    // One line mark per model (its own dash pattern, model-style.ts), its colour on the mark's group.
    const groups = Array.from(svg.querySelectorAll('g.model-line'));
    const a = groups.find((g) => g.getAttribute('stroke')!.toLowerCase() === OKABE_ITO[0].toLowerCase())!.querySelector('path')!;
    const pts = pathPoints(a.getAttribute('d')!);
    // A's ROC polyline, interpolated linearly here: G(u) = 1 − ROC(1 − u).
    const fpr = [0, 0.1, 0.25, 0.5, 1];
    const tpr = [0, 0.4, 0.7, 0.9, 1];
    const roc = (x: number) => {
      let k = 0;
      while (k < fpr.length - 2 && x > fpr[k + 1]) k++;
      return tpr[k] + ((tpr[k + 1] - tpr[k]) * (x - fpr[k])) / (fpr[k + 1] - fpr[k]);
    };
    // Kinks at u = 1 − FPR of A's vertices: u = 0, 0.5, 0.75, 0.9, 1 (points between them are on the line anyway).
    for (const u of [0, 0.5, 0.75, 0.9, 1]) expect(pts.some(([px]) => Math.abs(px - X(u)) < 1e-6), `vertex at u = ${u}`).toBe(true);
    for (const [px, py] of pts) {
      const u = (px - X(0)) / (X(1) - X(0));
      expect(py).toBeCloseTo(Y(1 - roc(1 - u)), 1);
    }
    // The ends and A's vertices are on the curve: u = 0 → 0, u = 1 → 1, u = 0.5 → 1 − 0.9.
    expect(pts[0][0]).toBeCloseTo(X(0), 6);
    expect(pts[pts.length - 1][1]).toBeCloseTo(Y(1), 6);
    // Binormal fit: the caption and the table show the report's a and b, and the AUROC of the fitted pair is
    // Φ(b/√(1 + a²)) (Sameni Sec. 8.3), checked with an independent Φ (Abramowitz–Stegun 26.2.17, error < 7.5e-8).
    const phi = (z: number) => {
      const t = 1 / (1 + 0.2316419 * Math.abs(z));
      const poly = t * (0.31938153 + t * (-0.356563782 + t * (1.781477937 + t * (-1.821255978 + t * 1.330274429))));
      const q = (Math.exp(-z * z / 2) / Math.sqrt(2 * Math.PI)) * poly;
      return z >= 0 ? 1 - q : q;
    };
    const fit = smallReport.models[0].geometry!.binormal!;
    expect(fit.a).not.toBeNull();
    expect(fit.b).not.toBeNull();
    expect(fit.auroc).not.toBeNull();
    const bn = { a: fit.a!, b: fit.b!, auroc: fit.auroc! };
    expect(Math.abs(bn.auroc - phi(bn.b / Math.sqrt(1 + bn.a * bn.a)))).toBeLessThan(1e-6);
    expect(c.caption).toContain(`A a = ${bn.a.toFixed(2)}, b = ${bn.b.toFixed(2)}, AUROC Φ(b/√(1+a²)) = ${bn.auroc.toFixed(3)}`);
    const rowA = c.table.rows.find((r) => r[0] === 'A')!;
    expect(rowA.slice(1, 4)).toEqual([bn.a.toFixed(3), bn.b.toFixed(3), bn.auroc.toFixed(3)]);
    expect(rowA[4]).toBe('0.777'); // empirical AUROC 0.7775 (see the CSV test), as the chart formats it
    // G at u = 0.1 (between (0, 0) and (0.25, 0.05): 0.02); 0.25 → 1 − 0.7·… = 0.05; 0.5 → 0.1; 0.75 → 0.3; 0.9 → 0.6.
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
    // The same triangle, whichever vertex the polygon starts from.
    expect(poly).toHaveLength(3);
    for (const [x, y] of tri)
      expect(poly.some((p) => Math.abs(p[0] - X(x)) < 0.05 && Math.abs(p[1] - Y(y)) < 0.05), `vertex (${x}, ${y})`).toBe(true);
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

  it('ROC: the acceptance curve (0,0), (0.2,0.7), (1,1) is drawn and its pass/fail is in the caption', () => {
    const c = rocChart(smallReport, { id: 'r' });
    const svg = parse(c.svg);
    const { X, Y } = frameOf(svg);
    const pts = pathPoints(svg.querySelector('.acceptance-curve path')!.getAttribute('d')!);
    const exp = [[0, 0], [0.2, 0.7], [1, 1]];
    pts.forEach(([px, py], i) => {
      expect(px).toBeCloseTo(X(exp[i][0]), 1);
      expect(py).toBeCloseTo(Y(exp[i][1]), 1);
    });
    // WaAUROCC over [0, 1] = 2·AUROC − 1 (docs/metrics.md §9): A 2·0.7775 − 1 = 0.555; B's AUROC 0.05·0.1 + 0.25·0.475
    // + 0.3·0.8 + 0.4·0.925 = 0.73375 → 0.4675; the acceptance curve's AUROC 0.2·0.35 + 0.8·0.85 = 0.75 → 0.5.
    expect(c.caption).toContain(`(acceptance curve 0.500): A 0.555 passes, B ${(0.4675).toFixed(3)} fails`);
    expect(c.table.rows.filter((r) => r[1] === 'acceptance point')).toHaveLength(3);
    expect(rocChart(smallReport, { id: 'r', acceptance: false }).svg).not.toContain('acceptance-curve');
  });
});

describe('heatmap: cells where a Partial VOROS Def. 11 assumption fails', () => {
  it('α = 0.3 below the prevalence 0.4 (and t up to 0.5 above its bound): every cell of that row marked, with legend entry and tooltip line', async () => {
    // The small fixture with a precision grid of 0.3 and 0.5. P = 40, N = 60, prevalence p = 0.4.
    // α = 0.3: Def. 11 needs p < α, fails; its t bound αN/(αN + (1−α)P) = 18/(18 + 28) = 0.391 < 0.5, fails too.
    // α = 0.5: p < α holds; bound 30/(30 + 20) = 0.6 ≥ 0.5 holds; κ = 10, 30, 50 of |D| = 100 are in (0, |D|).
    const dir = mkdtempSync(join(tmpdir(), 'rocsite-def11-'));
    try {
      const src = join(here, '..', 'fixtures', 'small');
      const yaml = readFileSync(join(src, 'small.yaml'), 'utf8').replace('precision: [0.5, 0.6, 0.7]', 'precision: [0.3, 0.5]');
      writeFileSync(join(dir, 'small.yaml'), yaml);
      writeFileSync(join(dir, 'small.csv'), readFileSync(join(src, 'small.csv')));
      const { report } = await buildReport(join(dir, 'small.yaml'), { cwd: dir, env: { SOURCE_DATE_EPOCH: '1700000000' } });
      const h = report.heatmap!;
      expect(h.alphas).toEqual([0.3, 0.5]);
      for (const c of h.cells[0]) expect([...(c.def11 ?? [])].sort()).toEqual(['def11.precision-below-prevalence', 'def11.t-above-bound']);
      for (const c of h.cells[1]) expect(c.def11).toBeUndefined();
      const chart = heatmapChart(report, { id: 'hm' });
      const svg = parse(chart.svg);
      expect(svg.querySelectorAll('g.heatmap-def11 circle')).toHaveLength(3);
      // The print variant marks them too (paper has the dots, not the tooltips).
      expect(parse(chart.variants!.print).querySelectorAll('g.heatmap-def11 circle')).toHaveLength(3);
      expect(chart.legend.map((l) => l.label)).toContain('Partial VOROS Def. 11 assumption fails (dot)');
      const tips = Array.from(svg.querySelectorAll('rect[data-cell]')).map((r) => [r.getAttribute('data-cell'), r.getAttribute('data-tip') ?? ''] as const);
      for (const [cell, tip] of tips) {
        const flagged = cell!.startsWith('0,');
        expect(tip.includes('Def. 11 assumption fails: '), `cell ${cell}`).toBe(flagged);
        if (flagged) expect(tip).toContain('the precision bound α exceeds the prevalence');
      }
      expect(chart.caption).toContain('A dot marks the 3 of 6 cells');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
