/**
 * The heatmap's early stop (suffix maximum of precision, capacity bound) changes no bit: winnerHeatmap equals the
 * full-scan reference kept in test/helpers/heatmap-reference.ts on random curves, with α placed exactly on the
 * precisions of ROC points (the boundary of the feasibility test) and κ on their predicted-positive counts.
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { winnerHeatmap } from '../../src/lib/metrics/heatmap';
import { countTableFromScores } from '../../src/lib/metrics/counts';
import { rocCurve } from '../../src/lib/metrics/roc';
import { tDistribution } from '../../src/lib/metrics/cost';
import { referenceWinnerHeatmap } from '../helpers/heatmap-reference';

const bits = (x: unknown) => JSON.stringify(x, (_k, v) => (typeof v === 'number' ? (Object.is(v, -0) ? '-0' : v.toString()) : v));

describe('heatmap early stop', () => {
  it('is bit-identical to the full scan (random curves, α on point precisions, κ on point counts)', () => {
    const example = fc.tuple(fc.boolean(), fc.integer({ min: 0, max: 30 }));
    fc.assert(
      fc.property(
        fc.array(fc.array(example, { minLength: 2, maxLength: 80 }), { minLength: 1, maxLength: 3 }),
        fc.array(fc.integer({ min: 0, max: 1000 }), { minLength: 1, maxLength: 6 }),
        fc.array(fc.double({ min: 0.001, max: 1, noNaN: true }), { minLength: 1, maxLength: 5 }),
        fc.constantFrom({ t: [0.01, 0.7] as [number, number] }, { t: [0, 1] as [number, number] }),
        (modelsRows, picks, kShares, cost) => {
          const len = Math.min(...modelsRows.map((r) => r.length));
          const labels = modelsRows[0].slice(0, len).map(([y]) => (y ? 1 : 0));
          labels[0] = 1;
          labels[1] = 0;
          const models = modelsRows.map((rows, m) => ({
            name: `m${m}`,
            roc: rocCurve(countTableFromScores(labels, rows.slice(0, len).map(([, s]) => s))),
          }));
          const roc = models[0].roc;
          const n = roc.tp.length;
          // α on the exact precisions of points (and just around them), κ on exact predicted-positive counts.
          const alphas = picks.flatMap((p) => {
            const r = 1 + (p % (n - 1));
            const a = roc.tp[r] / (roc.tp[r] + roc.fp[r]);
            return [a, a * (1 + 1e-13), a * (1 - 1e-13)].filter((x) => x > 0 && x <= 1);
          });
          if (!alphas.length) alphas.push(0.5);
          const D = roc.P + roc.N;
          const kappas = [...kShares.map((s) => s * D), ...picks.map((p) => roc.tp[p % n] + roc.fp[p % n])].filter((k) => k > 0);
          if (!kappas.length) kappas.push(D);
          const dist = tDistribution(cost, roc.P, roc.N);
          const fast = winnerHeatmap(models, alphas, kappas, dist, 0.01);
          const ref = referenceWinnerHeatmap(models, alphas, kappas, dist, 0.01);
          expect(bits(fast.cells)).toBe(bits(ref.cells));
        },
      ),
      { numRuns: 150 },
    );
  });

  it('reports progress once per model and precision row', () => {
    const labels = [1, 0, 1, 0, 0, 1];
    const roc = rocCurve(countTableFromScores(labels, [6, 5, 4, 3, 2, 1]));
    const seen: number[] = [];
    winnerHeatmap([{ name: 'a', roc }, { name: 'b', roc }], [0.2, 0.5, 0.8], [2, 4], tDistribution({ t: [0, 1] }, 3, 3), 0, (d) => seen.push(d));
    expect(seen).toEqual([1, 2, 3, 4, 5, 6]);
  });
});
