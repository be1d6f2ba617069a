/**
 * AUDIT: invariants under transformations of the input. Each property compares the engine with itself on a
 * transformed input whose answer is known from the definitions (derivations in comments).
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { countTableFromScores } from '../../src/lib/metrics/counts';
import { rocCurve } from '../../src/lib/metrics/roc';
import { auroc, partialAuroc } from '../../src/lib/metrics/auc';
import { averagePrecision } from '../../src/lib/metrics/pr';
import { voros } from '../../src/lib/metrics/voros';
import { tDistribution } from '../../src/lib/metrics/cost';
import { feasibleRegion } from '../../src/lib/metrics/feasible-region';
import { partialVoros } from '../../src/lib/metrics/partial-voros';
import { waaurocc } from '../../src/lib/metrics/waaurocc';

/** Labelled integer scores in [−6, 6] (many ties), both classes present. */
const data = fc
  .array(fc.record({ y: fc.integer({ min: 0, max: 1 }), s: fc.integer({ min: -6, max: 6 }) }), { minLength: 2, maxLength: 40 })
  .filter((rows) => rows.some((r) => r.y === 1) && rows.some((r) => r.y === 0));

const RUNS = { numRuns: 150 };

function metrics(labels: number[], scores: number[]) {
  const ct = countTableFromScores(labels, scores);
  const roc = rocCurve(ct);
  const P = ct.P;
  const N = ct.N;
  const K = feasibleRegion(0.3, 0.4 * (P + N), P, N);
  return {
    roc,
    auroc: auroc(roc),
    ap: averagePrecision(ct),
    pauc: partialAuroc(roc, [0.1, 0.4]).area,
    v01: voros(roc, tDistribution({ t: [0, 1] }, P, N)),
    v24: voros(roc, tDistribution({ t: [0.2, 0.4] }, P, N)),
    vr: voros(roc, tDistribution({ ratio: [0.5, 3] }, P, N)),
    pv: partialVoros(roc, K, tDistribution({ t: [0.05, 0.3] }, P, N)).value,
    wa: waaurocc(roc, [0, 0.3], 10),
  };
}

function expectSameMetrics(a: ReturnType<typeof metrics>, b: ReturnType<typeof metrics>) {
  for (const k of ['auroc', 'ap', 'pauc', 'v01', 'v24', 'vr', 'pv', 'wa'] as const) {
    expect(b[k], k).toBeCloseTo(a[k], 12);
  }
}

describe('audit: invariants', () => {
  it('a strictly increasing transformation of the scores changes no ROC metric', () => {
    // Every metric depends only on the order of the scores and on ties; g(s) = exp(s/2) + s³ is strictly increasing
    // (and injective on the integers in floating point).
    fc.assert(
      fc.property(data, (rows) => {
        const y = rows.map((r) => r.y);
        const s = rows.map((r) => r.s);
        const a = metrics(y, s);
        const b = metrics(y, s.map((v) => Math.exp(v / 2) + v ** 3));
        expect(Array.from(b.roc.fpr)).toEqual(Array.from(a.roc.fpr));
        expect(Array.from(b.roc.tpr)).toEqual(Array.from(a.roc.tpr));
        expectSameMetrics(a, b);
      }),
      RUNS,
    );
  });

  it('duplicating every row leaves rates and every area metric unchanged (κ scaled with |D|)', () => {
    // Counts double, P and N double: every rate is unchanged. κ is set as a share of |D| in metrics(), so K is too.
    fc.assert(
      fc.property(data, (rows) => {
        const y = rows.map((r) => r.y);
        const s = rows.map((r) => r.s);
        const a = metrics(y, s);
        const b = metrics([...y, ...y], [...s, ...s]);
        expect(Array.from(b.roc.fpr)).toEqual(Array.from(a.roc.fpr));
        expect(Array.from(b.roc.tpr)).toEqual(Array.from(a.roc.tpr));
        expectSameMetrics(a, b);
      }),
      RUNS,
    );
  });

  it('swapping labels and negating scores: AUROC unchanged, ROC (x,y) → (1−y, 1−x), VOROS[a,b] → VOROS[1−b, 1−a]', () => {
    // After the swap, the first m groups of the new order are the last m groups of the old one, so the new point m is
    // (FP'/N', TP'/P') = ((P − TP_{n−m})/P, (N − FP_{n−m})/N) = (1 − y_{n−m}, 1 − x_{n−m}).
    // AUROC = Pr(s⁺ > s⁻) + ½Pr(=) is unchanged since −s⁻ > −s⁺ ⇔ s⁺ > s⁻.
    // Cost_{1−t}(1−y, 1−x) = (1−t)(1−y) + t·x = Cost_t(x, y) and t(1−t) is unchanged, so A_{1−t} of the mapped point equals
    // A_t of the original (Lemma 22) and uniform t on [a,b] maps to uniform on [1−b, 1−a].
    fc.assert(
      fc.property(data, (rows) => {
        const y = rows.map((r) => r.y);
        const s = rows.map((r) => r.s);
        const y2 = y.map((v) => 1 - v);
        const s2 = s.map((v) => -v);
        const r1 = rocCurve(countTableFromScores(y, s));
        const r2 = rocCurve(countTableFromScores(y2, s2));
        const n = r1.fpr.length - 1;
        expect(r2.fpr.length).toBe(n + 1);
        for (let m = 0; m <= n; m++) {
          expect(r2.fpr[m]).toBeCloseTo(1 - r1.tpr[n - m], 14);
          expect(r2.tpr[m]).toBeCloseTo(1 - r1.fpr[n - m], 14);
        }
        expect(auroc(r2)).toBeCloseTo(auroc(r1), 14);
        const P = r1.P;
        const N = r1.N;
        expect(voros(r2, tDistribution({ t: [0.5, 0.75] }, N, P))).toBeCloseTo(voros(r1, tDistribution({ t: [0.25, 0.5] }, P, N)), 12);
        expect(voros(r2, tDistribution({ t: [0, 1] }, N, P))).toBeCloseTo(voros(r1, tDistribution({ t: [0, 1] }, P, N)), 12);
        expect(voros(r2, tDistribution({ t: [0.625, 0.625] }, N, P))).toBeCloseTo(voros(r1, tDistribution({ t: [0.375, 0.375] }, P, N)), 12);
      }),
      RUNS,
    );
  });

  it('VOROS over [a,b] is the length-weighted mean of VOROS over [a,m] and [m,b]', () => {
    // Linearity of the integral (VOROS Def. 21 with uniform t).
    fc.assert(
      fc.property(data, fc.uniqueArray(fc.integer({ min: 0, max: 1000 }), { minLength: 3, maxLength: 3 }), (rows, uvw) => {
        const [a, m, b] = uvw.map((i) => i / 1000).sort((p, q) => p - q);
        const ct = countTableFromScores(rows.map((r) => r.y), rows.map((r) => r.s));
        const roc = rocCurve(ct);
        const V = (lo: number, hi: number) => voros(roc, tDistribution({ t: [lo, hi] }, ct.P, ct.N));
        expect(V(a, b)).toBeCloseTo(((m - a) * V(a, m) + (b - m) * V(m, b)) / (b - a), 10);
      }),
      RUNS,
    );
  });
});
