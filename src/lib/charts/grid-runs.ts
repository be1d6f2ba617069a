/**
 * Large α × κ grids (the winner heatmap and the win-probability chart) drawn as runs. Up to {@link LARGE_GRID_CELLS}
 * cells each cell is its own mark (tooltip, tab stop, printed key). Beyond, the cells of a row that share a key (the
 * winner category) are one rect, a run, on linear axes whose tick labels are thinned to a readable few: a 200 × 200
 * grid of three categories draws about 700 rects per variant instead of 40,000, and its page shrinks accordingly. Pure,
 * isomorphic (the what-if panel re-renders the heatmap in the page).
 */

import { int } from './format';

/** Cells up to which a grid draws one mark per cell (25 × 25). */
export const LARGE_GRID_CELLS = 625;

/** Whether a grid of `rows` × `cols` cells is drawn as runs. */
export function isLargeGrid(rows: number, cols: number): boolean {
  return rows * cols > LARGE_GRID_CELLS;
}

/** A run: columns `j0`…`j1` (inclusive) of row `i`, all with the same key. */
export interface Run {
  i: number;
  j0: number;
  j1: number;
}

/** The maximal runs of equal keys in each row, row by row, left to right; together they cover every cell once. */
export function rowRuns(rows: number, cols: number, key: (i: number, j: number) => string): Run[] {
  const out: Run[] = [];
  for (let i = 0; i < rows; i++) {
    let j0 = 0;
    let k0 = cols ? key(i, 0) : '';
    for (let j = 1; j <= cols; j++) {
      const k = j < cols ? key(i, j) : undefined;
      if (k === k0) continue;
      out.push({ i, j0, j1: j - 1 });
      j0 = j;
      k0 = k ?? '';
    }
  }
  return out;
}

/** A block: the same columns `j0`…`j1` in rows `i0`…`i1`, one run of equal key in each row (`first`: the lowest). */
export interface Block {
  i0: number;
  i1: number;
  j0: number;
  j1: number;
}

/**
 * Runs (of {@link rowRuns}, row by row) stacked into blocks: a run joins the block above it when it spans the same
 * columns with the same key. Paper prints one key per block where it fits (a run of a 200-row grid is 2 px tall).
 */
export function runBlocks<R extends Run>(runs: readonly R[], key: (r: R) => string): (Block & { first: R })[] {
  const out: (Block & { first: R })[] = [];
  const open = new Map<string, Block & { first: R }>();
  for (const r of runs) {
    const sig = `${r.j0},${r.j1},${key(r)}`;
    const b = open.get(sig);
    if (b && b.i1 === r.i - 1) b.i1 = r.i;
    else {
      const nb = { i0: r.i, i1: r.i, j0: r.j0, j1: r.j1, first: r };
      out.push(nb);
      open.set(sig, nb);
    }
  }
  return out;
}

/**
 * Indices of the bands that get a tick label: every k-th from 0, k the smallest of 1, 2, 5, 10, 20, 25, 50, … that leaves
 * at most `max` labels.
 */
export function tickIndices(n: number, max = 10): number[] {
  let k = 1;
  for (let m = 1; Math.ceil(n / k) > max; m *= 10) k = [m, 2 * m, 2.5 * m, 5 * m].find((s) => Number.isInteger(s) && Math.ceil(n / s) <= max) ?? 10 * m;
  const out: number[] = [];
  for (let j = 0; j < n; j += k) out.push(j);
  return out;
}

/** Tick labels that fit an axis `px` long in its variant: one per 56 px across, one per 2.5 lines of text up the side. */
export function runTicks(px: number, fontSize: number, vertical = false): number {
  return Math.max(2, Math.floor(px / (vertical ? fontSize * 2.5 : 56)));
}

/**
 * Plot options of a run grid's axis over `labels.length` bands: a linear scale on [0, n], band j spanning [j, j + 1],
 * ticks at the centres of {@link tickIndices}, labelled with the band's label.
 */
export function runAxis(labels: readonly string[], max = 10) {
  return {
    type: 'linear' as const,
    domain: [0, labels.length] as [number, number],
    ticks: tickIndices(labels.length, max).map((j) => j + 0.5),
    tickFormat: (v: number) => labels[Math.floor(v)] ?? '',
  };
}

/** Axis titles of an α × κ grid chart (rows: minimum precision α, columns: capacity κ). */
export const GRID_AXIS_LABELS = {
  x: { label: 'Capacity κ (share of |D|) →', labelAnchor: 'center' as const },
  y: { label: '↑ Minimum precision α' },
};

/** Plot area of a large grid at screen size, px: its cells shrink to fill it. */
export const RUN_AREA = { width: 640, height: 440 };

/**
 * The x and y scales of a large grid (bands of `xLabels` across, `yLabels` up, row 0 at the bottom) in a variant drawn
 * at scale `s` of its screen size with text of `fontSize` px, with their axis titles.
 */
export function runScales(xLabels: readonly string[], yLabels: readonly string[], s: number, fontSize: number) {
  return {
    x: { ...runAxis(xLabels, runTicks(RUN_AREA.width * s, fontSize)), ...GRID_AXIS_LABELS.x },
    y: { ...runAxis(yLabels, runTicks(RUN_AREA.height * s, fontSize, true)), ...GRID_AXIS_LABELS.y },
  };
}

/** Plot rect channels of a run: columns j0…j1 of row i; crisp edges, so neighbouring runs meet without seams. */
export const RUN_RECT = { x1: 'j0', x2: (r: Run) => r.j1 + 1, y1: 'i', y2: (r: Run) => r.i + 1, shapeRendering: 'crispEdges' } as const;

/** Caption sentence of a grid drawn as runs: how many cells and bars, and where every cell is listed. */
export function runsCaption(cells: number, runs: number, same: string, everyCell: string): string {
  return ` The ${int(cells)} cells are drawn as ${int(runs)} bars, each a row's neighbouring cells with the same ${same}; the data table lists the bars, and heatmap.csv (Download) ${everyCell}.`;
}
