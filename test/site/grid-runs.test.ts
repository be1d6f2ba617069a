/**
 * Large α × κ grids drawn as runs (src/lib/charts/grid-runs.ts): the run and block rules against brute-force cell
 * checks, and the winner heatmap and win-probability charts of a 60 × 80 grid checked cell by cell against the input
 * (which rect covers a cell and what it says), by pixel geometry (the rects tile the plot area), and the what-if
 * panel's nearest-cell outline.
 */
import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { JSDOM } from 'jsdom';
import { isLargeGrid, LARGE_GRID_CELLS, rowRuns, runBlocks, tickIndices, type Run } from '../../src/lib/charts/grid-runs';
import { heatmapChartOf, markHeatmapCell, type HeatmapData } from '../../src/lib/charts/heatmap';
import { winProbabilityChart } from '../../src/lib/charts/charts';
import { kappaLabel } from '../../src/lib/charts/heatmap-labels';
import { winStep } from '../../src/lib/charts/win-probability';
import { fmt } from '../../src/lib/charts/format';
import { smallReport } from './fixtures/small-report';
import type { Report } from '../../src/lib/report/types';

const parse = (svg: string) => new JSDOM(`<!doctype html><body>${svg}</body>`).window.document;

const gridArb = fc
  .record({ rows: fc.integer({ min: 1, max: 12 }), cols: fc.integer({ min: 1, max: 15 }), k: fc.integer({ min: 1, max: 3 }) })
  .chain(({ rows, cols, k }) => fc.array(fc.array(fc.integer({ min: 0, max: k - 1 }).map(String), { minLength: cols, maxLength: cols }), { minLength: rows, maxLength: rows }));

describe('grid runs', () => {
  it('property: runs cover every cell once, hold one key each, and are maximal (one per key change in a row)', () => {
    fc.assert(
      fc.property(gridArb, (g) => {
        const rows = g.length;
        const cols = g[0].length;
        const runs = rowRuns(rows, cols, (i, j) => g[i][j]);
        const seen = g.map((r) => r.map(() => 0));
        for (const r of runs) for (let j = r.j0; j <= r.j1; j++) {
          seen[r.i][j]++;
          expect(g[r.i][j]).toBe(g[r.i][r.j0]);
        }
        expect(seen.flat().every((n) => n === 1)).toBe(true);
        for (let i = 0; i < rows; i++) {
          const changes = g[i].filter((v, j) => j > 0 && v !== g[i][j - 1]).length;
          expect(runs.filter((r) => r.i === i)).toHaveLength(1 + changes);
        }
      }),
      { numRuns: 300 },
    );
  });

  it('property: blocks tile the grid with one key each, stacked runs of equal columns and key merged', () => {
    fc.assert(
      fc.property(gridArb, (g) => {
        const rows = g.length;
        const cols = g[0].length;
        const runs = rowRuns(rows, cols, (i, j) => g[i][j]);
        const key = (r: Run) => g[r.i][r.j0];
        const blocks = runBlocks(runs, key);
        const seen = g.map((r) => r.map(() => 0));
        for (const b of blocks)
          for (let i = b.i0; i <= b.i1; i++)
            for (let j = b.j0; j <= b.j1; j++) {
              seen[i][j]++;
              expect(g[i][j]).toBe(g[b.i0][b.j0]);
            }
        expect(seen.flat().every((n) => n === 1)).toBe(true);
        // Each block row is exactly one run (same columns), and no block continues right above another's top row.
        for (const b of blocks)
          for (let i = b.i0; i <= b.i1; i++) expect(runs.some((r) => r.i === i && r.j0 === b.j0 && r.j1 === b.j1)).toBe(true);
        for (const a of blocks)
          for (const b of blocks) if (a !== b && a.j0 === b.j0 && a.j1 === b.j1 && g[a.i0][a.j0] === g[b.i0][b.j0]) expect(a.i1 + 1 === b.i0).toBe(false);
      }),
      { numRuns: 300 },
    );
  });

  it('tick indices: at most `max` labels, every k-th band with k in 1, 2, 5, 10, 20, 25, 50, …', () => {
    expect(tickIndices(7, 10)).toEqual([0, 1, 2, 3, 4, 5, 6]);
    expect(tickIndices(26, 10)).toEqual([0, 5, 10, 15, 20, 25]); // 2 leaves 13; 2.5 is not a band step
    expect(tickIndices(200, 10)).toEqual([0, 20, 40, 60, 80, 100, 120, 140, 160, 180]);
    expect(tickIndices(200, 9)).toEqual([0, 25, 50, 75, 100, 125, 150, 175]);
    for (let n = 1; n <= 400; n += 7)
      for (const max of [2, 3, 5, 9, 10, 16]) {
        const t = tickIndices(n, max);
        expect(t.length).toBeLessThanOrEqual(max);
        expect(t[0]).toBe(0);
        const k = t.length > 1 ? t[1] : n;
        expect(t.every((j, q) => j === q * k && j < n)).toBe(true);
      }
  });

  it('a grid is large beyond 25 × 25 cells', () => {
    expect(LARGE_GRID_CELLS).toBe(625);
    expect([isLargeGrid(25, 25), isLargeGrid(24, 27), isLargeGrid(1, 626), isLargeGrid(200, 200)]).toEqual([false, true, true, true]);
  });
});

/** A 60 × 80 heatmap: A wins left of column 20 and in the top 10 rows, B elsewhere, A ≈ B on the diagonal band. */
function bigHeatmap(): HeatmapData {
  const nA = 60;
  const nK = 80;
  const winners = (i: number, j: number) => (Math.abs(i - j) <= 1 ? ['A', 'B'] : j < 20 || i >= 50 ? ['A'] : ['B']);
  return {
    names: ['A', 'B'],
    total: 1000,
    alphas: Array.from({ length: nA }, (_, i) => 0.3 + i / 100),
    kappas: Array.from({ length: nK }, (_, j) => 5 * (j + 1)),
    tie: 0.01,
    cost: { t: [0, 1] },
    cells: Array.from({ length: nA }, (_, i) =>
      Array.from({ length: nK }, (_, j) => ({ winners: winners(i, j), partialVoros: { A: 0.5, B: winners(i, j).length === 2 ? 0.5 : 0.4 }, ...(i === 3 && j >= 40 && j < 43 ? { def11: ['low-alpha'] } : {}) })),
    ),
  };
}

describe('large winner heatmap (runs)', () => {
  const h = bigHeatmap();
  const c = heatmapChartOf(h, { id: 'big' });
  const cat = (i: number, j: number) => h.cells[i][j].winners.join(' ≈ ');

  it('every cell is covered by exactly one rect whose category, tooltip and table row are the cell\'s', () => {
    for (const svg of [c.svg, c.variants!.phone]) {
      const rects = Array.from(parse(svg).querySelectorAll('g.heatmap-cells rect[data-run]'));
      const cover = new Map<string, Element[]>();
      for (const r of rects) {
        const [i, j0, j1] = r.getAttribute('data-run')!.split(',').map(Number);
        for (let j = j0; j <= j1; j++) cover.set(`${i},${j}`, [...(cover.get(`${i},${j}`) ?? []), r]);
      }
      for (let i = 0; i < 60; i++)
        for (let j = 0; j < 80; j++) {
          const rs = cover.get(`${i},${j}`) ?? [];
          expect(rs).toHaveLength(1);
          expect(rs[0].getAttribute('data-category')).toBe(cat(i, j));
          const tip = rs[0].getAttribute('data-tip')!;
          expect(tip).toContain(`winner: ${cat(i, j)}`);
          expect(tip).toContain(`α = ${fmt(h.alphas[i], 3)}`);
        }
      // Maximal runs: brute-force count of category changes along each row.
      let runs = 0;
      for (let i = 0; i < 60; i++) runs += 1 + Array.from({ length: 79 }, (_, j) => j + 1).filter((j) => cat(i, j) !== cat(i, j - 1) || !!h.cells[i][j].def11 !== !!h.cells[i][j - 1].def11).length;
      expect(rects).toHaveLength(runs);
      expect(c.table.rows).toHaveLength(runs);
      // Not tab stops: the data table and heatmap.csv are the accessible equivalent.
      expect(rects.some((r) => r.hasAttribute('tabindex') || r.hasAttribute('aria-label'))).toBe(false);
    }
    // The run of row 3 over the Def. 11 cells names the κ range and the failing assumption.
    const d11 = Array.from(parse(c.svg).querySelectorAll('rect[data-run^="3,40,"]'));
    expect(d11).toHaveLength(1);
    expect(d11[0].getAttribute('data-run')).toBe('3,40,42');
    // 205/1000 = 20.5 % and 215/1000 = 21.5 % (whole percent at 10 % and above, half up).
    expect(d11[0].getAttribute('data-tip')).toContain('κ = 205–215 (21%–22% of |D|), 3 cells');
    expect(d11[0].getAttribute('data-tip')).toContain('Def. 11 assumption fails');
    expect(parse(c.svg).querySelectorAll('g.heatmap-def11 circle')).toHaveLength(1);
  });

  it('the rects tile the plot area: widths ∝ cells, one row height, no overlap (pixel geometry)', () => {
    for (const svg of [c.svg, c.variants!.phone, c.variants!.print]) {
      const rects = Array.from(parse(svg).querySelectorAll('g.heatmap-cells rect'));
      const box = rects.map((r) => ['x', 'y', 'width', 'height'].map((a) => Number(r.getAttribute(a))));
      const x0 = Math.min(...box.map((b) => b[0]));
      const x1 = Math.max(...box.map((b) => b[0] + b[2]));
      const y0 = Math.min(...box.map((b) => b[1]));
      const y1 = Math.max(...box.map((b) => b[1] + b[3]));
      const area = box.reduce((a, b) => a + b[2] * b[3], 0);
      expect(area).toBeCloseTo((x1 - x0) * (y1 - y0), 6);
      const cw = (x1 - x0) / 80;
      const rh = (y1 - y0) / 60;
      for (const b of box) expect(b[3]).toBeCloseTo(rh, 9);
      // In the screen and phone variants the rect's width is its run's cells (print keeps no data-run).
      for (const r of Array.from(parse(svg).querySelectorAll('rect[data-run]'))) {
        const [i, j0, j1] = r.getAttribute('data-run')!.split(',').map(Number);
        expect(Number(r.getAttribute('width'))).toBeCloseTo((j1 - j0 + 1) * cw, 9);
        expect(Number(r.getAttribute('x'))).toBeCloseTo(x0 + j0 * cw, 9);
        expect(Number(r.getAttribute('y'))).toBeCloseTo(y1 - (i + 1) * rh, 9); // row 0 (lowest α) at the bottom
      }
    }
  });

  it('axis labels: a readable few, each naming the band under it', () => {
    const doc = parse(c.svg);
    const xTicks = Array.from(doc.querySelectorAll('g[aria-label="x-axis tick label"] text')).map((t) => t.textContent);
    const yTicks = Array.from(doc.querySelectorAll('g[aria-label="y-axis tick label"] text')).map((t) => t.textContent);
    expect(xTicks.length).toBeGreaterThanOrEqual(4);
    expect(xTicks.length).toBeLessThanOrEqual(12);
    expect(yTicks.length).toBeLessThanOrEqual(17);
    const step = 80 / xTicks.length;
    expect(xTicks).toEqual(Array.from({ length: xTicks.length }, (_, q) => kappaLabel(h.kappas[q * Math.ceil(step)], 1000)));
    expect(yTicks.every((t) => h.alphas.some((a) => fmt(a, 2) === t))).toBe(true);
  });

  it('paper: one printed key per block that fits, inside a region of its category; stripes as polygons', () => {
    const doc = parse(c.variants!.print);
    const rects = Array.from(doc.querySelectorAll('g.heatmap-cells > *'));
    expect(rects.length).toBeGreaterThan(0);
    const keys = Array.from(doc.querySelectorAll('g.heatmap-keys text'));
    // Regions big enough for a key: "1" (A, left and top) and "2" (B); the 3-cell-wide tie band has none.
    expect(new Set(keys.map((k) => k.textContent))).toEqual(new Set(['1', '2']));
    expect(doc.querySelectorAll('[fill^="url(#"]')).toHaveLength(0);
  });

  it('what-if outline: a cell-sized rect over the run that holds the cell', () => {
    const doc = parse(c.svg);
    const run = Array.from(doc.querySelectorAll('rect[data-run]')).find((r) => r.getAttribute('data-run')!.startsWith('30,'))!;
    const [, j0, j1] = run.getAttribute('data-run')!.split(',').map(Number);
    const j = Math.floor((j0 + j1) / 2);
    markHeatmapCell(doc.body, 30, j);
    markHeatmapCell(doc.body, 30, j); // again: one outline, not two
    const marks = Array.from(doc.querySelectorAll('rect.nearest'));
    expect(marks).toHaveLength(1);
    const w = Number(run.getAttribute('width')) / (j1 - j0 + 1);
    expect(Number(marks[0].getAttribute('x'))).toBeCloseTo(Number(run.getAttribute('x')) + (j - j0) * w, 9);
    expect(Number(marks[0].getAttribute('width'))).toBeCloseTo(w, 9);
    expect(marks[0].getAttribute('y')).toBe(run.getAttribute('y'));
  });
});

describe('large win-probability chart (runs)', () => {
  it('one rect per run of equal winners and grey step; each cell covered once with its step', () => {
    // The small fixture's 3 × 3 heatmap widened to 30 × 30 (each cell repeated 10 × 10): 900 cells, beyond 25 × 25.
    const h = smallReport.heatmap!;
    const wp = (i: number, j: number) => ({ A: ((i * 7 + j * 3) % 10) / 10, B: 1 - ((i * 7 + j * 3) % 10) / 10 });
    const cells = Array.from({ length: 30 }, (_, i) => Array.from({ length: 30 }, (_, j) => ({ ...h.cells[Math.floor(i / 10)][Math.floor(j / 10)], winProbability: wp(Math.floor(i / 10), Math.floor(j / 10)) })));
    const report: Report = {
      ...smallReport,
      uncertainty: { ...(smallReport.uncertainty ?? {}), bootstrap: { resamples: 100 } } as Report['uncertainty'],
      heatmap: { ...h, alphas: Array.from({ length: 30 }, (_, i) => 0.3 + i / 100), kappas: Array.from({ length: 30 }, (_, j) => j + 1), cells },
    };
    const c = winProbabilityChart(report, { id: 'wp' });
    const doc = parse(c.svg);
    const rects = Array.from(doc.querySelectorAll('rect[data-tip]'));
    // A cell where both PVs are 0 (the fixture's κ = 10 column) has no winner: white (win-probability.ts NO_WINNER_STEP).
    const none = (i: number, j: number) => Object.values(cells[i][j].partialVoros).every((v) => v === 0);
    const step = (i: number, j: number) => (none(i, j) ? '#ffffff' : winStep(Math.min(...cells[i][j].winners.map((w) => cells[i][j].winProbability[w as 'A' | 'B'] ?? 0))).fill);
    const key = (i: number, j: number) => `${none(i, j) ? '' : cells[i][j].winners.join()}|${step(i, j)}`;
    expect(cells.flat().filter((_, k) => none(Math.floor(k / 30), k % 30))).toHaveLength(300);
    let runs = 0;
    for (let i = 0; i < 30; i++) runs += 1 + Array.from({ length: 29 }, (_, j) => j + 1).filter((j) => key(i, j) !== key(i, j - 1)).length;
    expect(rects).toHaveLength(runs);
    expect(c.table.rows).toHaveLength(runs);
    // Fill of each rect = the grey step of every cell it covers (found by x position).
    const box = rects.map((r) => ['x', 'y', 'width', 'height'].map((a) => Number(r.getAttribute(a))));
    const x0 = Math.min(...box.map((b) => b[0]));
    const y1 = Math.max(...box.map((b) => b[1] + b[3]));
    const cw = (Math.max(...box.map((b) => b[0] + b[2])) - x0) / 30;
    const rh = box[0][3];
    for (let i = 0; i < 30; i++)
      for (let j = 0; j < 30; j++) {
        const cx = x0 + (j + 0.5) * cw;
        const cy = y1 - (i + 0.5) * rh;
        const hit = rects.filter((_, k) => box[k][0] <= cx && cx < box[k][0] + box[k][2] && box[k][1] <= cy && cy < box[k][1] + box[k][3]);
        expect(hit).toHaveLength(1);
        expect(hit[0].getAttribute('fill')).toBe(step(i, j));
        // The tooltip's place line, as the winner heatmap's: the row's α, the κ range holding the cell (also as
        // shares of |D|) and the number of cells.
        const place = hit[0].getAttribute('data-tip')!.split('\n')[0];
        const m = /^α = ([\d.]+), κ = (\d+)(?:–(\d+))? \((\d+)%(?:–(\d+)%)? of \|D\|\), (\d+) cells?$/.exec(place);
        expect(m, place).not.toBeNull();
        expect(Number(m![1])).toBeCloseTo(0.3 + i / 100, 9);
        const [lo, hi] = [Number(m![2]), Number(m![3] ?? m![2])];
        expect(lo <= j + 1 && j + 1 <= hi, place).toBe(true);
        expect(Number(m![6])).toBe(hi - lo + 1);
        const total = report.dataset.positives + report.dataset.negatives;
        expect(Number(m![4])).toBe(Math.round((100 * lo) / total));
      }
  });
});
