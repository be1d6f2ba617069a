import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { countTableFromRoc, countTableFromScores } from '../../src/lib/metrics/counts';
import { averagePrecision, prCurve } from '../../src/lib/metrics/pr';
import { mulberry32, randomScores } from '../helpers/random';

/** Brute force: for each distinct threshold τ (descending), count TP/FP by scanning every example. */
function bruteCurve(labels: number[], scores: number[]) {
  const taus = [...new Set(scores)].sort((a, b) => b - a);
  const P = labels.filter((l) => l === 1).length;
  return taus.map((tau) => {
    let tp = 0;
    let fp = 0;
    for (let i = 0; i < scores.length; i++) if (scores[i] >= tau) (labels[i] === 1 ? tp++ : fp++);
    return { tau, recall: tp / P, precision: tp / (tp + fp) };
  });
}

/** sklearn's definition: Σₙ (Rₙ − Rₙ₋₁)·Pₙ over thresholds in decreasing order, R₀ = 0. */
function bruteAP(labels: number[], scores: number[]): number {
  let prevR = 0;
  let ap = 0;
  for (const p of bruteCurve(labels, scores)) {
    ap += (p.recall - prevR) * p.precision;
    prevR = p.recall;
  }
  return ap;
}

/** Second definition: mean over positives of the precision at that positive's own (tie-grouped) threshold. */
function meanPrecisionAtPositives(labels: number[], scores: number[]): number {
  let s = 0;
  let P = 0;
  for (let i = 0; i < labels.length; i++) {
    if (labels[i] !== 1) continue;
    P++;
    let tp = 0;
    let fp = 0;
    for (let j = 0; j < labels.length; j++) if (scores[j] >= scores[i]) (labels[j] === 1 ? tp++ : fp++);
    s += tp / (tp + fp);
  }
  return s / P;
}

describe('prCurve', () => {
  it("sklearn's documented example, in decreasing-threshold order and without the (0, 1) sentinel", () => {
    // sklearn: precision [0.5, 0.667, 0.5, 1, 1], recall [1, 1, 0.5, 0.5, 0], thresholds [0.1, 0.35, 0.4, 0.8].
    const ct = countTableFromScores([0, 0, 1, 1], [0.1, 0.4, 0.35, 0.8]);
    const { recall, precision, thresholds } = prCurve(ct);
    expect(Array.from(thresholds)).toEqual([0.8, 0.4, 0.35, 0.1]);
    expect(Array.from(recall)).toEqual([0.5, 0.5, 1, 1]);
    expect(precision[0]).toBe(1);
    expect(precision[1]).toBe(0.5);
    expect(precision[2]).toBeCloseTo(2 / 3, 15);
    expect(precision[3]).toBe(0.5);
  });

  it('equals the brute-force curve on seeded data with ties', () => {
    const rng = mulberry32(3);
    for (let r = 0; r < 30; r++) {
      const { labels, scores } = randomScores(rng, { n: 150, levels: r % 2 ? 9 : undefined });
      const got = prCurve(countTableFromScores(labels, scores));
      const want = bruteCurve(labels, scores);
      expect(got.recall.length).toBe(want.length);
      want.forEach((w, i) => {
        expect(got.thresholds[i]).toBe(w.tau);
        expect(got.recall[i]).toBeCloseTo(w.recall, 14);
        expect(got.precision[i]).toBeCloseTo(w.precision, 14);
      });
    }
  });
});

describe('averagePrecision', () => {
  it("sklearn's documented example: 0.8333", () => {
    expect(averagePrecision(countTableFromScores([0, 0, 1, 1], [0.1, 0.4, 0.35, 0.8]))).toBeCloseTo(5 / 6, 15);
  });

  it('hand-worked case with a tie between a positive and a negative', () => {
    // Scores 0.9(+) 0.8(+) 0.8(−) 0.7(−) 0.6(+): steps R 1/3 @ P 1, R 2/3 @ P 2/3, R 2/3 @ 1/2, R 1 @ 3/5.
    // AP = 1/3 + (1/3)(2/3) + 0 + (1/3)(3/5) = 34/45. (Splitting the tie would give a different value.)
    const ct = countTableFromScores([1, 1, 0, 0, 1], [0.9, 0.8, 0.8, 0.7, 0.6]);
    expect(averagePrecision(ct)).toBeCloseTo(34 / 45, 15);
    // All tied: one step to recall 1 at precision = prevalence.
    expect(averagePrecision(countTableFromScores([1, 0, 0, 1, 0], [2, 2, 2, 2, 2]))).toBeCloseTo(0.4, 15);
    // Perfect ranking: 1.
    expect(averagePrecision(countTableFromScores([1, 1, 0], [3, 2, 1]))).toBe(1);
    // Worst ranking with P = 1, N = 3: the positive is last, precision 1/4.
    expect(averagePrecision(countTableFromScores([1, 0, 0, 0], [0, 1, 2, 3]))).toBeCloseTo(0.25, 15);
  });

  it('equals both brute-force definitions (property, integer scores with many ties)', () => {
    fc.assert(
      fc.property(
        fc.array(fc.tuple(fc.integer({ min: 0, max: 1 }), fc.integer({ min: 0, max: 6 })), { minLength: 2, maxLength: 50 }),
        (rows) => {
          const labels = rows.map((r) => r[0]);
          const scores = rows.map((r) => r[1]);
          fc.pre(labels.includes(1) && labels.includes(0));
          const ap = averagePrecision(countTableFromScores(labels, scores));
          expect(ap).toBeCloseTo(bruteAP(labels, scores), 12);
          expect(ap).toBeCloseTo(meanPrecisionAtPositives(labels, scores), 12);
        },
      ),
      { numRuns: 400, seed: 3 },
    );
  });

  it('works with fractional counts from published ROC points (P·ΔTPR, N·ΔFPR)', () => {
    // ROC (0,0) → (0.1,0.5) → (1,1) with P = 10, N = 90: first step TP 5, FP 9 → precision 5/14 at recall 0.5;
    // then recall 1 at precision 10/100.
    const ct = countTableFromRoc([0.1], [0.5], 10, 90);
    expect(averagePrecision(ct)).toBeCloseTo(0.5 * (5 / 14) + 0.5 * 0.1, 14);
  });
});
