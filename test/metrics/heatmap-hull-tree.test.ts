/**
 * The heatmap's hull tree (src/lib/metrics/hull-tree.ts) and the heatmap built on it change no bit:
 *  - the chain fed by the tree ends with the same hull as the chain fed every precision-feasible point of the range
 *    (filtered here by the definition, Partial VOROS Def. 12), for any block size and any index range;
 *  - winnerHeatmap equals the full-scan reference (test/helpers/heatmap-reference.ts) cell by cell with Object.is, on
 *    random count tables with integer and fractional counts large enough to span many blocks, and on 2·10⁵ rows.
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { hullTree, pushFeasibleRange, pushRange } from '../../src/lib/metrics/hull-tree';
import { upperHull } from '../../src/lib/metrics/hull';
import { isFeasibleCounts } from '../../src/lib/metrics/partial-voros';
import { winnerHeatmap, type HeatmapModel, type WinnerHeatmap } from '../../src/lib/metrics/heatmap';
import { countTableFromCounts, countTableFromScores } from '../../src/lib/metrics/counts';
import { rocCurve } from '../../src/lib/metrics/roc';
import { tDistribution } from '../../src/lib/metrics/cost';
import { mulberry32 } from '../../src/lib/sim/random';
import type { RocCurve } from '../../src/lib/metrics/types';
import { referenceWinnerHeatmap } from '../helpers/heatmap-reference';

/** A count table row: (positives, negatives), integers or fractions with few bits (published-curve style). */
const countRow = fc.oneof(
  fc.tuple(fc.integer({ min: 0, max: 6 }), fc.integer({ min: 0, max: 6 })),
  fc.tuple(fc.integer({ min: 0, max: 40 }).map((k) => k / 8), fc.integer({ min: 0, max: 40 }).map((k) => k / 3)),
);

function curve(rows: [number, number][]): RocCurve {
  const pos = rows.map(([p]) => p);
  const neg = rows.map(([, q]) => q);
  pos.push(1); // at least one positive and one negative
  neg.push(1);
  return rocCurve(countTableFromCounts(pos.map((_, i) => -i), pos, neg));
}

/** α on exact point precisions (and one relative 1e−13 either side), plus arbitrary values. */
function alphasOn(roc: RocCurve, picks: number[], free: number[]): number[] {
  const n = roc.tp.length;
  const out = [...free];
  for (const p of picks) {
    const r = 1 + (p % (n - 1));
    const a = roc.tp[r] / (roc.tp[r] + roc.fp[r]);
    out.push(a, a * (1 + 1e-13), a * (1 - 1e-13));
  }
  return out.filter((a) => a > 0 && a <= 1);
}

function expectSameCells(fast: WinnerHeatmap, ref: WinnerHeatmap, names: string[]): void {
  expect(fast.cells.length).toBe(ref.cells.length);
  let differing = 0;
  fast.cells.forEach((row, i) =>
    row.forEach((cell, j) => {
      const r = ref.cells[i][j];
      if (names.some((name) => !Object.is(cell.partialVoros[name], r.partialVoros[name])) || cell.winners.join('\n') !== r.winners.join('\n')) differing++;
    }),
  );
  expect(differing).toBe(0);
}

describe('hull tree', () => {
  it('feeds the chain to the same hull as every precision-feasible point of the range (any block size, any range)', () => {
    fc.assert(
      fc.property(
        fc.array(countRow, { minLength: 1, maxLength: 120, size: 'medium' }),
        fc.integer({ min: 1, max: 5 }),
        fc.array(fc.nat(), { minLength: 1, maxLength: 3 }),
        fc.array(fc.double({ min: -0.1, max: 1.1, noNaN: true }), { maxLength: 2 }),
        fc.nat(),
        fc.nat(),
        (rows, block, picks, free, u, v) => {
          const roc = curve(rows);
          const { fpr, tpr, tp, fp } = roc;
          const n = tp.length;
          const end = 1 + (u % n);
          const tree = hullTree(fpr, tpr, tp, fp, end, block);
          const lo = v % (end + 1);
          const hi = lo + ((u >> 3) % (end + 1 - lo));
          const st = new Int32Array(n);
          const all: number[] = [];
          for (let r = lo; r < hi; r++) all.push(r);
          expect(Array.from(st.subarray(0, pushRange(tree, fpr, tpr, lo, hi, st, 0)))).toEqual(Array.from(upperHull(fpr, tpr, all)));
          for (const alpha of [...alphasOn(roc, picks, free), 0, 1, -0.5, 1.5, NaN]) {
            const feasible = all.filter((r) => r === 0 || isFeasibleCounts(tp[r], fp[r], alpha, Infinity));
            const m = pushFeasibleRange(tree, fpr, tpr, tp, fp, alpha, lo, hi, st, 0);
            expect(Array.from(st.subarray(0, m))).toEqual(Array.from(upperHull(fpr, tpr, feasible)));
          }
        },
      ),
      { numRuns: 400 },
    );
  });

  it('rejects a block size that is not a positive integer', () => {
    const roc = curve([[1, 0], [0, 1]]);
    expect(() => hullTree(roc.fpr, roc.tpr, roc.tp, roc.fp, 2, 0)).toThrow(/block/);
  });
});

describe('heatmap on the hull tree', () => {
  it('equals the full scan cell by cell (count tables of up to 600 rows, integer and fractional counts)', () => {
    fc.assert(
      fc.property(
        fc.array(countRow, { minLength: 40, maxLength: 600, size: 'max' }),
        fc.array(fc.array(fc.integer({ min: 0, max: 300 }), { minLength: 1, maxLength: 50, size: 'medium' }), { minLength: 1, maxLength: 3 }),
        fc.array(fc.nat(), { minLength: 1, maxLength: 4 }),
        fc.array(fc.double({ min: 0, max: 1, noNaN: true }), { maxLength: 3 }),
        fc.array(fc.double({ min: 0.001, max: 1.2, noNaN: true }), { minLength: 1, maxLength: 5 }),
        fc.constantFrom({ t: [0.01, 0.7] as [number, number] }, { t: [0, 1] as [number, number] }),
        (rows, scoreLists, picks, free, kShares, cost) => {
          // One dataset (the same rows), scored differently by each model (equal scores merge: ties).
          const pos = [...rows.map(([p]) => p), 1];
          const neg = [...rows.map(([, q]) => q), 1];
          const models: HeatmapModel[] = scoreLists.map((sc, m) => ({
            name: `m${m}`,
            roc: rocCurve(countTableFromCounts(pos.map((_, i) => (m === 0 ? -i : sc[(i * 7) % sc.length] + (i % 3))), pos, neg)),
          }));
          const { P, N } = models[0].roc;
          const roc = models[0].roc;
          const n = roc.tp.length;
          const alphas = [...alphasOn(roc, picks, free), 0, 1];
          const kappas = [...kShares.map((s) => s * (P + N)), ...picks.map((p) => roc.tp[p % n] + roc.fp[p % n])].filter((k) => k > 0);
          const dist = tDistribution(cost, P, N);
          expectSameCells(winnerHeatmap(models, alphas, kappas, dist, 0.01), referenceWinnerHeatmap(models, alphas, kappas, dist, 0.01), models.map((m) => m.name));
        },
      ),
      { numRuns: 120 },
    );
  });

  it('equals the full scan cell by cell on 2·10⁵ rows (continuous scores, 3 models, 14 × 12 grid)', () => {
    const rows = 200_000;
    const rnd = mulberry32(7);
    const labels = new Uint8Array(rows);
    for (let i = 0; i < rows; i++) labels[i] = rnd() < 0.1 ? 1 : 0;
    const models: HeatmapModel[] = [0, 1, 2].map((m) => {
      const scores = new Float64Array(rows);
      for (let i = 0; i < rows; i++) scores[i] = Math.sqrt(-2 * Math.log(1 - rnd())) * Math.cos(2 * Math.PI * rnd()) + labels[i] * (0.8 + 0.3 * m);
      return { name: `m${m}`, roc: rocCurve(countTableFromScores(labels, scores)) };
    });
    const roc = models[0].roc;
    const { P, N } = roc;
    // α from 0.1 to 0.6 and on the exact precisions of a few points; κ from 0.5 % to 70 % of the rows and on point counts.
    const alphas = [...Array.from({ length: 10 }, (_, i) => 0.1 + (0.5 * i) / 9), ...[1000, 20_000, 90_000, 150_000].map((r) => roc.tp[r] / (roc.tp[r] + roc.fp[r]))];
    const kappas = [...Array.from({ length: 10 }, (_, i) => (0.005 + (0.695 * i) / 9) * (P + N)), roc.tp[5000] + roc.fp[5000], roc.tp[60_000] + roc.fp[60_000]];
    const dist = tDistribution({ t: [0.01, 0.7] }, P, N);
    const fast = winnerHeatmap(models, alphas, kappas, dist, 0.01);
    expectSameCells(fast, referenceWinnerHeatmap(models, alphas, kappas, dist, 0.01), ['m0', 'm1', 'm2']);
    // Not a vacuous comparison: the grid has cells with different PVs and different winners.
    const pvs = new Set(fast.cells.flat().map((c) => c.partialVoros.m2));
    expect(pvs.size).toBeGreaterThan(50);
  }, 60_000);
});
