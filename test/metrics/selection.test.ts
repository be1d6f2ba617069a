/**
 * Model selection on validation and deployment cost on test (Partial VOROS Sec. 6, App. D.4). Every expected value
 * here is either worked out by hand in the comments or recomputed by an independent brute force written in this file
 * (enumeration of raw rows, its own polygon clipping, fine quadrature), never by the code under test.
 */
import { describe, expect, it } from 'vitest';
import { countTableFromScores } from '../../src/lib/metrics/counts';
import { tDistribution, tFromCostRatio } from '../../src/lib/metrics/cost';
import { feasibleRegion } from '../../src/lib/metrics/feasible-region';
import { rocCurve } from '../../src/lib/metrics/roc';
import { selectModel, STRATEGIES, strategyScore, type SelectionScenario } from '../../src/lib/metrics/selection';
import { expectedTestCostOf, expectedTestCostOfEntry, monteCarloTestCost } from '../../src/lib/metrics/selection-cost';
import { mulberry32 } from '../../src/lib/sim/random';
import { selectionDistribution } from '../../src/lib/report/selection-json';

type Pt2 = [number, number];

// ---- independent helpers (no src/ code) ----
/** Operating points of raw rows: alert iff score ≥ s for each distinct s, plus alert none. */
function points(labels: number[], scores: number[]): { th: number; tp: number; fp: number }[] {
  const ths = [Infinity, ...[...new Set(scores)].sort((a, b) => b - a)];
  return ths.map((th) => {
    let tp = 0;
    let fp = 0;
    scores.forEach((s, i) => {
      if (s >= th) {
        if (labels[i] === 1) tp++;
        else fp++;
      }
    });
    return { th, tp, fp };
  });
}
function countsAt(labels: number[], scores: number[], th: number): { tp: number; fp: number } {
  let tp = 0;
  let fp = 0;
  scores.forEach((s, i) => {
    if (s >= th) {
      if (labels[i] === 1) tp++;
      else fp++;
    }
  });
  return { tp, fp };
}
const feasible = (tp: number, fp: number, alpha: number, kappa: number) => tp + fp <= kappa && (tp + fp === 0 || tp / (tp + fp) >= alpha);
/** τ(t) by enumeration: the least-cost point (feasible only when `cons`), ties to fewer alerts. */
function tauAt(pts: { th: number; tp: number; fp: number }[], P: number, N: number, t: number, cons?: { alpha: number; kappa: number }): number {
  let best = Infinity;
  let th = Infinity;
  for (const p of pts) {
    if (cons && !feasible(p.tp, p.fp, cons.alpha, cons.kappa)) continue;
    const c = (t * p.fp) / N + (1 - t) * (1 - p.tp / P);
    if (c < best - 1e-15) {
      best = c;
      th = p.th;
    }
  }
  return th;
}
/** Clip a convex polygon to a·x + b·y ≤ c (own Sutherland–Hodgman). */
function clip(poly: Pt2[], a: number, b: number, c: number): Pt2[] {
  const out: Pt2[] = [];
  for (let i = 0; i < poly.length; i++) {
    const p = poly[i];
    const q = poly[(i + 1) % poly.length];
    const dp = a * p[0] + b * p[1] - c;
    const dq = a * q[0] + b * q[1] - c;
    if (dp <= 0) out.push(p);
    if ((dp < 0 && dq > 0) || (dp > 0 && dq < 0)) {
      const s = dp / (dp - dq);
      out.push([p[0] + s * (q[0] - p[0]), p[1] + s * (q[1] - p[1])]);
    }
  }
  return out;
}
function area(poly: Pt2[]): number {
  let s = 0;
  for (let i = 0; i < poly.length; i++) {
    const p = poly[i];
    const q = poly[(i + 1) % poly.length];
    s += p[0] * q[1] - q[0] * p[1];
  }
  return Math.abs(s) / 2;
}
function simpson(f: (t: number) => number, a: number, b: number, n: number): number {
  const h = (b - a) / n;
  let s = f(a) + f(b);
  for (let i = 1; i < n; i++) s += (i % 2 ? 4 : 2) * f(a + i * h);
  return (s * h) / 3;
}

// ---- the hand-worked case: 12 validation rows, 12 test rows, four candidate models ----
const vLab = [1, 1, 1, 1, 0, 0, 0, 0, 0, 0, 0, 0]; // P = 4, N = 8
const vScores = [
  [9, 6, 6, 5, 0, 3, 7, 8, 3, 5, 8, 8],
  [0, 7, 0, 6, 3, 8, 1, 3, 4, 8, 5, 2],
  [9, 6, 8, 4, 2, 3, 8, 7, 8, 0, 6, 6],
  [5, 8, 9, 0, 5, 3, 7, 3, 4, 9, 7, 2],
];
const tLab = [1, 1, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0]; // P = 3, N = 9
const tScores = [
  [9, 7, 4, 8, 1, 3, 5, 2, 6, 0, 4, 1],
  [6, 5, 1, 2, 8, 0, 3, 7, 4, 2, 5, 1],
  [8, 9, 6, 3, 7, 2, 1, 0, 5, 4, 6, 2],
  [7, 6, 9, 8, 2, 4, 0, 1, 3, 5, 2, 6],
];
// Scenario: α = 0.5, κ = 50% of each part (6 of 12), t uniform on [0.3, 0.7].
const ALPHA = 0.5;
const KAPPA = 6;
const vRocs = vScores.map((s) => rocCurve(countTableFromScores(vLab, s)));
const tRocs = tScores.map((s) => rocCurve(countTableFromScores(tLab, s)));
const sc: SelectionScenario = { alpha: ALPHA, region: feasibleRegion(ALPHA, KAPPA, 4, 8), dist: tDistribution({ t: [0.3, 0.7] }, 4, 8) };

describe('hand-worked selection (12 rows per part): all four strategies pick differently', () => {
  const picks = Object.fromEntries(STRATEGIES.map((s) => [s, selectModel(s, vRocs, sc)]));
  const cost = (s: (typeof STRATEGIES)[number]) => expectedTestCostOf(picks[s].pieces, tRocs[picks[s].model], sc.dist, { alpha: ALPHA, kappa: KAPPA });

  it('picks four different models', () => {
    expect(STRATEGIES.map((s) => picks[s].model)).toEqual([3, 0, 1, 2]);
  });

  it('recall: feasible max TPR 0.25, 0.5, 0.5, 0.5 → the first of the tie (model 1), threshold 6 (TP 2, FP 2)', () => {
    // Model 0's feasible points: (TP, FP) = (0,0), (1,0); (1,3) has precision 0.25 < α. Models 1–3 reach TP = 2:
    // model 1 at score ≥ 6 → (2, 2), precision 0.5, 4 alerts ≤ 6.
    expect(vRocs.map((r) => strategyScore('recall', r, sc))).toEqual([0.25, 0.5, 0.5, 0.5]);
    expect(picks.recall.pieces).toEqual([{ t: [0.3, 0.7], index: 3, threshold: 6 }]);
    // Test, model 1, score ≥ 6: rows 6 (pos), 8, 7 (neg) → TP 1, FP 2: h = 2/9, k = 1/3. With t uniform on
    // [0.3, 0.7], E[t] = 1/2, so E[cost] = (h + 1 − k)/2 = (2/9 + 2/3)/2 = 4/9. Precision 1/3 < α: never feasible.
    expect(cost('recall').expectedCost).toBeCloseTo(4 / 9, 14);
    expect(cost('recall').feasibleOnTest).toBe(0);
  });

  it('partial AUROC in K: 1/64, 0, 1/32, 1/64 → model 2, threshold 8', () => {
    // K: y ≥ 2x (precision 0.5 with P = 4, N = 8) and 8x + 4y ≤ 6, corners (0,0), (3/8, 3/4), (1/4, 1), (0, 1).
    // Model 2's curve rises from (0, 1/4) along y = 1/4 + x to (1/4, 1/2): ∫_0^{1/4} (1/4 + x − 2x) dx = 1/32.
    // Model 0 stays at y = 1/4 until x = 3/8: ∫_0^{1/8} (1/4 − 2x) dx = 1/64. Model 1 starts at (1/4, 0): 0.
    expect(vRocs.map((r) => strategyScore('partialAurocInRegion', r, sc))).toEqual([1 / 64, 0, 1 / 32, 1 / 64].map((v) => expect.closeTo(v, 15)));
    expect(picks.partialAurocInRegion.pieces.map((p) => p.threshold)).toEqual([8]);
    // Test, model 2, score ≥ 8: 8, 9 (both positive) → h = 0, k = 2/3: E[cost] = (0 + 1/3)/2 = 1/6; feasible.
    expect(cost('partialAurocInRegion').expectedCost).toBeCloseTo(1 / 6, 14);
    expect(cost('partialAurocInRegion').feasibleOnTest).toBe(1);
  });

  it('VOROS: models 0 and 2 share the hull (0,1/4), (5/8,1), (1,1) → the first (model 0), τ = 5 then 9', () => {
    // Hull edge (FP, TP) (0,1) → (5,4): both ends cost the same at t = ΔTP·N/(ΔTP·N + ΔFP·P) = 24/44 = 6/11.
    expect(picks.voros.pieces.map((p) => [p.t[0], p.t[1], p.threshold])).toEqual([
      [0.3, expect.closeTo(6 / 11, 15), 5],
      [expect.closeTo(6 / 11, 15), 0.7, 9],
    ]);
    // Independent VOROS: A_t of the cost-optimal point is 1 − c²/(2t(1−t)); Simpson over [0.3, 0.7].
    const indep = vScores.map((s) => {
      const pts = points(vLab, s);
      const f = (t: number) => {
        let c = Infinity;
        for (const p of pts) c = Math.min(c, (t * p.fp) / 8 + (1 - t) * (1 - p.tp / 4));
        return 1 - (c * c) / (2 * t * (1 - t));
      };
      return simpson(f, 0.3, 0.7, 40000) / 0.4;
    });
    vRocs.forEach((r, i) => expect(strategyScore('voros', r, sc)).toBeCloseTo(indep[i], 8));
    // Test, model 0: score ≥ 5 → 9, 7 (pos), 8, 5, 6 (neg): h = 1/3, k = 2/3, cost 1/3 for every t; score ≥ 9 →
    // TP 1, FP 0: cost (1 − t)·2/3. E = 2.5·[(6/11 − 0.3)/3 + (2/3)·((5/11)² − 0.3²)/2] = 0.3017217630853995…
    const exact = 2.5 * ((6 / 11 - 0.3) / 3 + ((2 / 3) * ((5 / 11) ** 2 - 0.09)) / 2);
    expect(cost('voros').expectedCost).toBeCloseTo(exact, 14);
    // Precision 2/5 < α for τ = 5: feasible only on [6/11, 0.7], probability (0.7 − 6/11)/0.4 = 17/44.
    expect(cost('voros').feasibleOnTest).toBeCloseTo(17 / 44, 14);
    // The same from the JSON form of the pick and the test count table (the entry point for bootstrap resamples).
    const entry = { thresholds: picks.voros.pieces.map((p) => ({ t: p.t, threshold: Number.isFinite(p.threshold) ? p.threshold : null })) };
    const again = expectedTestCostOfEntry(entry, countTableFromScores(tLab, tScores[0]), sc.dist, { alpha: ALPHA, kappa: KAPPA });
    expect(again.expectedCost).toBeCloseTo(exact, 14);
  });

  it('partial VOROS: model 3 is best (independent clipping + Simpson), τ = 8 on the whole range', () => {
    const K: Pt2[] = [[0, 0], [3 / 8, 3 / 4], [1 / 4, 1], [0, 1]];
    const AK = area(K);
    expect(AK).toBeCloseTo(sc.region.area, 15);
    const indep = vScores.map((s) => {
      const pts = points(vLab, s).filter((p) => feasible(p.tp, p.fp, ALPHA, KAPPA));
      const f = (t: number) => {
        let c = Infinity;
        for (const p of pts) c = Math.min(c, (t * p.fp) / 8 + (1 - t) * (1 - p.tp / 4));
        // Points of K costing at least c: t·x + (1−t)(1−y) ≥ c ⇔ −t·x + (1−t)·y ≤ 1 − t − c.
        return area(clip(K, -t, 1 - t, 1 - t - c)) / AK;
      };
      return simpson(f, 0.3, 0.7, 20000) / 0.4;
    });
    vRocs.forEach((r, i) => expect(strategyScore('partialVoros', r, sc)).toBeCloseTo(indep[i], 7));
    expect(indep.indexOf(Math.max(...indep))).toBe(3);
    expect(picks.partialVoros.pieces.map((p) => p.threshold)).toEqual([8]);
    // Test, model 3, score ≥ 8: 9 (pos), 8 (neg) → h = 1/9, k = 1/3: E = (1/9 + 2/3)/2 = 7/18; precision 1/2 = α.
    expect(cost('partialVoros').expectedCost).toBeCloseTo(7 / 18, 14);
    expect(cost('partialVoros').feasibleOnTest).toBe(1);
  });
});

describe('cost ratio → t', () => {
  it('t = rN/(rN + P)', () => {
    // P = 10, N = 90, r = 1/9: t = 10/(10 + 10) = 1/2.
    expect(tFromCostRatio(1 / 9, 10, 90)).toBeCloseTo(0.5, 15);
    // The paper's validation part: 7,802 stays, prevalence 0.103 (P = 804, N = 6,998). C0/C1 ∈ [1/9, 1/6] → t ∈ [.49, .59]
    // (printed as [.5, .6]); [0.025, 0.05] → [.18, .30] (printed [.18, .31]).
    const d1 = tDistribution({ ratio: [1 / 9, 1 / 6] }, 804, 6998);
    expect(d1.range[0]).toBeCloseTo((6998 / 9) / (6998 / 9 + 804), 15);
    expect(d1.range[1]).toBeCloseTo((6998 / 6) / (6998 / 6 + 804), 15);
    const d2 = tDistribution({ ratio: [0.025, 0.05] }, 804, 6998);
    expect(d2.range[0]).toBeCloseTo(0.18, 2);
    expect(d2.range[1]).toBeCloseTo((0.05 * 6998) / (0.05 * 6998 + 804), 15); // 0.303 (printed .31)
    expect(Math.abs(d2.range[1] - 0.31)).toBeLessThan(0.01);
  });
  it("with the config's single class ratio q: t = rq/(rq + 1), C0/C1 still uniform", () => {
    // r ∈ [0.1, 0.5], q = 4: s ∈ [0.4, 2], t ∈ [0.4/1.4, 2/3]; the density of t is uniform in s (not in t).
    const d = selectionDistribution({ ratio: [0.1, 0.5], classRatio: [4, 4] }, 10, 90);
    expect(d.kind).toBe('uniform-ratio');
    expect(d.sRange).toEqual([expect.closeTo(0.4, 15), expect.closeTo(2, 15)]);
    expect(d.range[0]).toBeCloseTo(0.4 / 1.4, 15);
    expect(d.range[1]).toBeCloseTo(2 / 3, 15);
    // A class-ratio range keeps the report's product rule: t uniform on [t(0.1·2), t(0.5·6)].
    const e = selectionDistribution({ ratio: [0.1, 0.5], classRatio: [2, 6] }, 10, 90);
    expect(e.kind).toBe('uniform-t');
    expect(e.range).toEqual([expect.closeTo(0.2 / 1.2, 15), expect.closeTo(3 / 4, 15)]);
  });
});

/** A random dataset of raw rows: scores from two overlapping normals, rounded to make ties. */
function randomPart(seed: number, n: number, prev: number, shift: number): { labels: number[]; scores: number[][] } {
  const rng = mulberry32(seed);
  const labels = Array.from({ length: n }, () => (rng() < prev ? 1 : 0));
  labels[0] = 1;
  labels[1] = 0;
  const scores = [0.5, 1, 1.5].map((d) =>
    labels.map((y) => {
      const z = Math.sqrt(-2 * Math.log(1 - rng())) * Math.cos(2 * Math.PI * rng());
      return Math.round((z + (y ? d + shift : 0)) * 20) / 20;
    }),
  );
  return { labels, scores };
}

describe('exact expected test cost against an independent fine quadrature', () => {
  for (const [seed, spec] of [
    [11, { ratio: [0.1, 0.4] as [number, number] }],
    [12, { t: [0.2, 0.6] as [number, number] }],
  ] as const) {
    it(`seed ${seed}, ${JSON.stringify(spec)}`, () => {
      const v = randomPart(seed, 300, 0.2, 0);
      const te = randomPart(seed + 100, 280, 0.25, 0.1);
      const Pv = v.labels.filter((y) => y === 1).length;
      const Nv = v.labels.length - Pv;
      const Pt = te.labels.filter((y) => y === 1).length;
      const Nt = te.labels.length - Pt;
      const alpha = 0.4;
      const share = 0.2;
      const dist = tDistribution(spec, Pv, Nv);
      const scen: SelectionScenario = { alpha, region: feasibleRegion(alpha, share * v.labels.length, Pv, Nv), dist };
      const vr = v.scores.map((s) => rocCurve(countTableFromScores(v.labels, s)));
      const tr = te.scores.map((s) => rocCurve(countTableFromScores(te.labels, s)));
      for (const strategy of ['partialVoros', 'voros'] as const) {
        const pick = selectModel(strategy, vr, scen);
        const res = expectedTestCostOf(pick.pieces, tr[pick.model], dist, { alpha, kappa: share * te.labels.length });
        // Independent: τ(t) by enumeration at each node, test point by counting rows, midpoint rule in the variable
        // that is uniform (t, or s = t/(1−t) for C0/C1 uniform).
        const pts = points(v.labels, v.scores[pick.model]);
        const cons = strategy === 'partialVoros' ? { alpha, kappa: share * v.labels.length } : undefined;
        const isRatio = 'ratio' in spec;
        const [u1, u2] = isRatio ? [spec.ratio[0] * (Nv / Pv), spec.ratio[1] * (Nv / Pv)] : (spec as { t: [number, number] }).t;
        const n = 200_000;
        let sum = 0;
        let feas = 0;
        for (let i = 0; i < n; i++) {
          const u = u1 + ((i + 0.5) / n) * (u2 - u1);
          const t = isRatio ? u / (1 + u) : u;
          const th = tauAt(pts, Pv, Nv, t, cons);
          const { tp, fp } = countsAt(te.labels, te.scores[pick.model], th);
          sum += (t * fp) / Nt + (1 - t) * (1 - tp / Pt);
          if (feasible(tp, fp, alpha, share * te.labels.length)) feas++;
        }
        expect(Math.abs(res.expectedCost - sum / n)).toBeLessThan(2e-6);
        expect(Math.abs(res.feasibleOnTest - feas / n)).toBeLessThan(2e-5);
      }
    });
  }
});

describe('Monte Carlo average (App. D.4, eq. 2) converges to the exact value', () => {
  it('error shrinks like 1/√S and stays within 4 standard errors', () => {
    const v = randomPart(21, 400, 0.15, 0);
    const te = randomPart(22, 400, 0.15, 0);
    const Pv = v.labels.filter((y) => y === 1).length;
    const dist = tDistribution({ ratio: [1 / 9, 1 / 6] }, Pv, 400 - Pv);
    const scen: SelectionScenario = { alpha: 0.3, region: feasibleRegion(0.3, 200, Pv, 400 - Pv), dist };
    const vr = v.scores.map((s) => rocCurve(countTableFromScores(v.labels, s)));
    const tr = te.scores.map((s) => rocCurve(countTableFromScores(te.labels, s)));
    const pick = selectModel('voros', vr, scen);
    const exact = expectedTestCostOf(pick.pieces, tr[pick.model], dist, { alpha: 0.3, kappa: 200 }).expectedCost;
    // Costs lie in [0, 1], so the standard error of a mean of S draws is at most 0.5/√S.
    for (const S of [2_000, 20_000, 200_000]) {
      const mc = monteCarloTestCost(pick.pieces, tr[pick.model], dist, S, 7);
      expect(Math.abs(mc - exact)).toBeLessThan((4 * 0.5) / Math.sqrt(S));
    }
    const errs = [1, 2, 3, 4, 5].map((seed) => Math.abs(monteCarloTestCost(pick.pieces, tr[pick.model], dist, 200_000, seed) - exact));
    expect(Math.max(...errs)).toBeLessThan(2e-3);
  });
});

describe('properties (fast-check)', () => {
  it('area under the curve inside K = the unit square (α = 0, κ ≥ |D|) is the AUROC by pair counting', async () => {
    const fc = await import('fast-check');
    const { aucInRegion } = await import('../../src/lib/metrics/auc-region');
    fc.assert(
      fc.property(fc.array(fc.tuple(fc.boolean(), fc.integer({ min: 0, max: 6 })), { minLength: 2, maxLength: 30 }), (rows) => {
        const labels = rows.map(([y]) => (y ? 1 : 0));
        if (!labels.includes(1) || !labels.includes(0)) return;
        const scores = rows.map(([, s]) => s);
        const P = labels.filter((y) => y === 1).length;
        const N = labels.length - P;
        let u = 0;
        labels.forEach((yi, i) => labels.forEach((yj, j) => {
          if (yi === 1 && yj === 0) u += scores[i] > scores[j] ? 1 : scores[i] === scores[j] ? 0.5 : 0;
        }));
        const roc = rocCurve(countTableFromScores(labels, scores));
        expect(aucInRegion(roc, feasibleRegion(0, P + N, P, N))).toBeCloseTo(u / (P * N), 12);
      }),
      { numRuns: 200, seed: 7 },
    );
  });

  it('exact expected test cost and feasibleOnTest match a midpoint rule over the uniform variable', async () => {
    const fc = await import('fast-check');
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 10_000 }), fc.boolean(), fc.double({ min: 0.05, max: 0.5, noNaN: true }), (seed, ratio, alpha) => {
        const v = randomPart(seed, 80, 0.3, 0);
        const te = randomPart(seed + 1, 90, 0.3, 0.2);
        const Pv = v.labels.filter((y) => y === 1).length;
        const Nv = 80 - Pv;
        const spec = ratio ? { ratio: [0.2, 0.9] as [number, number] } : { t: [0.15, 0.65] as [number, number] };
        const dist = tDistribution(spec, Pv, Nv);
        const scen: SelectionScenario = { alpha, region: feasibleRegion(alpha, 0.3 * 80, Pv, Nv), dist };
        const vr = v.scores.map((s) => rocCurve(countTableFromScores(v.labels, s)));
        const pick = selectModel('partialVoros', vr, scen);
        const tr = rocCurve(countTableFromScores(te.labels, te.scores[pick.model]));
        const res = expectedTestCostOf(pick.pieces, tr, dist, { alpha, kappa: 0.3 * 90 });
        const [u1, u2] = ratio ? dist.sRange! : dist.range;
        const n = 20_000;
        let sum = 0;
        let feas = 0;
        const Pt = te.labels.filter((y) => y === 1).length;
        const vpts = points(v.labels, v.scores[pick.model]);
        for (let i = 0; i < n; i++) {
          const u = u1 + ((i + 0.5) / n) * (u2 - u1);
          const t = ratio ? u / (1 + u) : u;
          const th = tauAt(vpts, Pv, Nv, t, { alpha, kappa: 0.3 * 80 });
          const { tp, fp } = countsAt(te.labels, te.scores[pick.model], th);
          sum += (t * fp) / (90 - Pt) + (1 - t) * (1 - tp / Pt);
          if (feasible(tp, fp, alpha, 0.3 * 90)) feas++;
        }
        expect(Math.abs(res.expectedCost - sum / n)).toBeLessThan(2e-4);
        expect(Math.abs(res.feasibleOnTest - feas / n)).toBeLessThan(1e-3);
      }),
      { numRuns: 15, seed: 11 },
    );
  });
});
