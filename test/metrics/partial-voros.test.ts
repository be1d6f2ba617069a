/**
 * Partial VOROS (Partial VOROS Def. 12, 17, 18, 20) against an independent brute force written here:
 *  - ROC points built directly from labels and scores (not via roc.ts),
 *  - feasibility tested point by point from the definition (precision ≥ α, alarms ≤ κ), every feasible point enumerated
 *    (no hull),
 *  - areas by vertex enumeration of the half-plane system {unit square, ℓα, ℓκ, ℓt} (not Sutherland–Hodgman),
 *  - the average over t by composite Simpson between the integrand's kinks, located independently: the t where two
 *    feasible points have equal cost and where the iso line through a feasible point meets a corner of K.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { tDistribution } from '../../src/lib/metrics/cost';
import { countTableFromRoc, countTableFromScores } from '../../src/lib/metrics/counts';
import { feasibleRegion } from '../../src/lib/metrics/feasible-region';
import {
  bestFeasiblePoint,
  feasibleHull,
  partialAreaCurve,
  partialLesserArea,
  partialVoros,
  ratIntegral,
} from '../../src/lib/metrics/partial-voros';
import { rocCurve } from '../../src/lib/metrics/roc';
import { mulberry32 as mulberry } from '../../src/lib/sim/random';
import { adaptiveSimpson, halfPlaneVertices, polygonArea } from '../helpers/geometry';

// ---------------------------------------------------------------- independent brute force
type Line = [number, number, number];
type Pt = [number, number];


const kLines = (alpha: number, kappa: number, P: number, N: number): Line[] => [
  [-1, 0, 0],
  [0, -1, 0],
  [1, 0, 1],
  [0, 1, 1],
  [alpha * N, -(1 - alpha) * P, 0],
  [N, P, kappa],
];
/** Lesser side of the iso-performance line through (h,k) at t: cost ≥ cost(h,k) ⟺ −t·x + (1−t)·y ≤ −t·h + (1−t)·k. */
const lesserLine = (h: number, k: number, t: number): Line => [-t, 1 - t, -t * h + (1 - t) * k];

interface Pts { tp: number[]; fp: number[]; P: number; N: number }

/** ROC points straight from the data: threshold = each distinct score (score ≥ τ predicts positive) plus +∞. */
function rocPoints(labels: number[], scores: number[]): Pts {
  const distinct = [...new Set(scores)].sort((a, b) => b - a);
  const P = labels.filter((l) => l === 1).length;
  const N = labels.length - P;
  const tp = [0];
  const fp = [0];
  for (const tau of distinct) {
    let a = 0;
    let b = 0;
    for (let i = 0; i < labels.length; i++) if (scores[i] >= tau) labels[i] === 1 ? a++ : b++;
    tp.push(a);
    fp.push(b);
  }
  return { tp, fp, P, N };
}

/** Partial VOROS Def. 12 from the definition: precision TP/(TP+FP) ≥ α (never alarm included) and TP + FP ≤ κ. */
function feasiblePoints(d: Pts, alpha: number, kappa: number): Pt[] {
  const out: Pt[] = [];
  for (let i = 0; i < d.tp.length; i++) {
    const n = d.tp[i] + d.fp[i];
    const prec = n === 0 ? 1 : d.tp[i] / n;
    if (prec >= alpha - 1e-12 && n <= kappa + 1e-9) out.push([d.fp[i] / d.N, d.tp[i] / d.P]);
  }
  return out;
}

function bruteAt(K: Line[], pts: Pt[], t: number): number {
  let best = 0;
  for (const [h, k] of pts) best = Math.max(best, polygonArea(halfPlaneVertices([...K, lesserLine(h, k, t)])));
  return best;
}

/** Adaptive Simpson (Richardson-corrected), refining where the integrand bends (e.g. near a pole beyond the piece). */

/**
 * Brute-force PV. dist: t uniform on [a,b], or C0/C1 uniform on [r1, r2] (density over t derived here:
 * s = r·N/P, t = s/(1+s), density 1/((s2 − s1)(1 − t)²)).
 */
function brutePV(d: Pts, alpha: number, kappa: number, dist: { t: [number, number] } | { ratio: [number, number] }): number {
  const K = kLines(alpha, kappa, d.P, d.N);
  const Kpoly = halfPlaneVertices(K);
  const Astar = polygonArea(Kpoly);
  if (!(Astar > 1e-300)) return 0;
  const pts = feasiblePoints(d, alpha, kappa);
  let a: number;
  let b: number;
  let dens: (t: number) => number;
  if ('t' in dist) {
    [a, b] = dist.t;
    dens = () => 1 / (b - a);
  } else {
    const s1 = (dist.ratio[0] * d.N) / d.P;
    const s2 = (dist.ratio[1] * d.N) / d.P;
    a = s1 / (1 + s1);
    b = s2 / (1 + s2);
    dens = (t) => 1 / ((s2 - s1) * (1 - t) ** 2);
  }
  if (a === b) return bruteAt(K, pts, a) / Astar;
  const br = new Set<number>([a, b]);
  for (let i = 0; i < pts.length; i++) {
    for (let j = i + 1; j < pts.length; j++) {
      const dy = pts[i][1] - pts[j][1];
      const den = pts[i][0] - pts[j][0] + dy;
      if (den !== 0) br.add(dy / den);
    }
    for (const v of Kpoly) {
      const dy = v[1] - pts[i][1];
      const den = v[0] - pts[i][0] + dy;
      if (den !== 0) br.add(dy / den);
    }
  }
  const cuts = [...br].filter((t) => t >= a && t <= b).sort((x, y) => x - y);
  let total = 0;
  for (let i = 0; i + 1 < cuts.length; i++) {
    if (cuts[i + 1] - cuts[i] < 1e-15) continue;
    total += adaptiveSimpson((t) => bruteAt(K, pts, t) * dens(t), cuts[i], cuts[i + 1], 1e-13 * Astar);
  }
  return total / Astar;
}

// ---------------------------------------------------------------- random data and the 13 cases
function randomData(rng: () => number, n: number, prevalence: number, levels: number): { labels: number[]; scores: number[] } {
  const labels: number[] = [];
  const scores: number[] = [];
  for (let i = 0; i < n; i++) {
    const l = i === 0 ? 1 : i === 1 ? 0 : rng() < prevalence ? 1 : 0;
    labels.push(l);
    const z = rng() + rng() + rng() + (l ? 1.2 * rng() : 0);
    scores.push(Math.round(z * levels) / levels);
  }
  return { labels, scores };
}

/** (α, κ) inside each Appendix A case (rocsite's numbering, see feasible-region.ts), from u, v ∈ (0,1). */
function caseParams(c: number, P: number, N: number, u: number, v: number): [number, number] {
  const D = P + N;
  const p = P / D;
  const w = (x: number) => 0.02 + 0.96 * x;
  switch (c) {
    case 1: return [p + (1 - p) * w(u), P * w(v)];
    case 2: { const a = p + (1 - p) * w(u); return [a, P + (P / a - P) * w(v)]; }
    case 3: { const a = p + (1 - p) * w(u); return [a, P / a + (D - P / a) * w(v)]; }
    case 4: { const a = p * w(u); const lo = Math.max(N / (1 - a), P); return [a, lo + (D - lo) * w(v)]; }
    case 5: { const a = Math.min(p, 1 - N / P) * w(u); const lo = N / (1 - a); return [a, lo + (P - lo) * w(v)]; }
    case 6: return [u, 0];
    case 7: return [1, 1 + 2 * D * v];
    case 8: return [p + (1 - p) * w(u), D * (1 + v)];
    case 9: return [p * w(u), D * (1 + v)];
    case 10: return [0, Math.min(P, N) * w(v)];
    case 11: return [0, P + (N - P) * w(v)];
    case 12: return [0, N + (P - N) * w(v)];
    default: return [0, Math.max(P, N) + Math.min(P, N) * 1.5 * w(v)];
  }
}

/** Cases 5 and 12 need more positives than negatives; the others use a minority of positives. */
const needsMajority = (c: number) => c === 5 || c === 12;

// ---------------------------------------------------------------- tests
describe('partial VOROS vs independent brute force', () => {
  it('random curves, random α, κ, t in every Appendix A case (uniform t)', () => {
    const rng = mulberry(2024);
    const hit = new Set<number>();
    let worst = 0;
    for (let c = 1; c <= 13; c++) {
      for (let rep = 0; rep < 4; rep++) {
        const { labels, scores } = randomData(rng, 30 + Math.floor(rng() * 40), needsMajority(c) ? 0.75 : 0.25, 4 + Math.floor(rng() * 4));
        const d = rocPoints(labels, scores);
        const [alpha, kappa] = caseParams(c, d.P, d.N, rng(), rng());
        const region = feasibleRegion(alpha, kappa, d.P, d.N);
        expect(region.caseNumber, `target case ${c}: α=${alpha}, κ=${kappa}, P=${d.P}, N=${d.N}`).toBe(c);
        hit.add(region.caseNumber);
        let ta = rng();
        let tb = rng();
        if (ta > tb) [ta, tb] = [tb, ta];
        if (rep === 0) [ta, tb] = [0, 1];
        const roc = rocCurve(countTableFromScores(labels, scores));
        const got = partialVoros(roc, region, tDistribution({ t: [ta, tb] }, d.P, d.N));
        const want = brutePV(d, alpha, kappa, { t: [ta, tb] });
        worst = Math.max(worst, Math.abs(got.value - want));
        expect(got.value, `case ${c}, α=${alpha}, κ=${kappa}, t=[${ta}, ${tb}]`).toBeCloseTo(want, 8);
        expect(got.degenerate).toBe(region.area === 0);
      }
    }
    expect([...hit].sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13]);
    expect(worst).toBeLessThan(1e-8);
  });

  it("'uniform-ratio' (C0/C1 uniform, non-uniform density in t) in every case", () => {
    const rng = mulberry(99);
    for (let c = 1; c <= 13; c++) {
      const { labels, scores } = randomData(rng, 40, needsMajority(c) ? 0.75 : 0.25, 6);
      const d = rocPoints(labels, scores);
      const [alpha, kappa] = caseParams(c, d.P, d.N, rng(), rng());
      const region = feasibleRegion(alpha, kappa, d.P, d.N);
      expect(region.caseNumber).toBe(c);
      // C0/C1 from r1 to r2 with s = r·N/P kept below 20 (t < 0.95).
      const sMax = 20 * (d.P / d.N);
      const r1 = rng() * sMax * 0.5;
      const r2 = r1 + rng() * sMax * 0.5 + 1e-3;
      const roc = rocCurve(countTableFromScores(labels, scores));
      const got = partialVoros(roc, region, tDistribution({ ratio: [r1, r2] }, d.P, d.N)).value;
      expect(got, `case ${c}, r=[${r1}, ${r2}]`).toBeCloseTo(brutePV(d, alpha, kappa, { ratio: [r1, r2] }), 8);
    }
  });

  it('larger curve (300 examples, 60 levels) in the three Partial VOROS Def. 11 cases', () => {
    const rng = mulberry(5);
    const { labels, scores } = randomData(rng, 300, 0.2, 60);
    const d = rocPoints(labels, scores);
    const roc = rocCurve(countTableFromScores(labels, scores));
    for (const c of [1, 2, 3]) {
      const [alpha, kappa] = caseParams(c, d.P, d.N, 0.3, 0.5);
      const region = feasibleRegion(alpha, kappa, d.P, d.N);
      const got = partialVoros(roc, region, tDistribution({ t: [0.05, 0.6] }, d.P, d.N)).value;
      expect(got).toBeCloseTo(brutePV(d, alpha, kappa, { t: [0.05, 0.6] }), 8);
    }
  });

  it('point mass of t: the best feasible point at that t', () => {
    const rng = mulberry(11);
    const { labels, scores } = randomData(rng, 60, 0.3, 8);
    const d = rocPoints(labels, scores);
    const roc = rocCurve(countTableFromScores(labels, scores));
    for (const t0 of [0, 0.2, 0.55, 1]) {
      const [alpha, kappa] = caseParams(2, d.P, d.N, 0.4, 0.5);
      const region = feasibleRegion(alpha, kappa, d.P, d.N);
      const got = partialVoros(roc, region, tDistribution({ t: [t0, t0] }, d.P, d.N));
      expect(got.value).toBeCloseTo(brutePV(d, alpha, kappa, { t: [t0, t0] }), 12);
      expect(got.pieces).toHaveLength(1);
      expect(got.pieces[0].t).toEqual([t0, t0]);
    }
  });

  it('partial area, area curve and best point per t equal the brute force', () => {
    const rng = mulberry(3);
    const { labels, scores } = randomData(rng, 80, 0.3, 10);
    const d = rocPoints(labels, scores);
    const roc = rocCurve(countTableFromScores(labels, scores));
    for (const c of [1, 2, 3, 4, 9, 13]) {
      const [alpha, kappa] = caseParams(c, d.P, d.N, rng(), rng());
      const region = feasibleRegion(alpha, kappa, d.P, d.N);
      const K = kLines(alpha, kappa, d.P, d.N);
      const Astar = polygonArea(halfPlaneVertices(K));
      const pts = feasiblePoints(d, alpha, kappa);
      const ts = [0, 0.013, 0.2, 0.37, 0.5, 0.81, 0.99, 1];
      const curve = partialAreaCurve(roc, region, ts);
      const hull = feasibleHull(roc, alpha, kappa);
      ts.forEach((t, i) => {
        expect(curve.value[i]).toBeCloseTo(bruteAt(K, pts, t) / Astar, 11);
        const minCost = Math.min(...pts.map(([x, y]) => t * x + (1 - t) * (1 - y)));
        const j = bestFeasiblePoint(roc, hull, t);
        expect(t * roc.fpr[j] + (1 - t) * (1 - roc.tpr[j])).toBeCloseTo(minCost, 14);
        expect(curve.index[i]).toBe(j);
      });
      for (const [h, k] of pts) {
        const t = rng();
        expect(partialLesserArea(region, h, k, t)).toBeCloseTo(polygonArea(halfPlaneVertices([...K, lesserLine(h, k, t)])), 12);
      }
    }
  });

  it('pieces tile the t range and name feasible hull points', () => {
    const rng = mulberry(8);
    const { labels, scores } = randomData(rng, 200, 0.2, 30);
    const roc = rocCurve(countTableFromScores(labels, scores));
    const region = feasibleRegion(0.35, 0.3 * (roc.P + roc.N), roc.P, roc.N);
    const res = partialVoros(roc, region, tDistribution({ t: [0.1, 0.8] }, roc.P, roc.N));
    expect(res.pieces[0].t[0]).toBe(0.1);
    expect(res.pieces[res.pieces.length - 1].t[1]).toBe(0.8);
    for (let i = 1; i < res.pieces.length; i++) expect(res.pieces[i].t[0]).toBe(res.pieces[i - 1].t[1]);
    for (const p of res.pieces) {
      expect(0.35 * roc.fp[p.index]).toBeLessThanOrEqual(0.65 * roc.tp[p.index] + 1e-9);
      // The piece's point is the cheapest feasible point at the piece's midpoint.
      const tm = (p.t[0] + p.t[1]) / 2;
      const d = rocPoints(labels, scores);
      const minCost = Math.min(...feasiblePoints(d, 0.35, region.kappa).map(([x, y]) => tm * x + (1 - tm) * (1 - y)));
      expect(tm * roc.fpr[p.index] + (1 - tm) * (1 - roc.tpr[p.index])).toBeCloseTo(minCost, 14);
    }
  });
});

describe("filter feasible points first, then hull (the paper's Appendix C would not)", () => {
  // P = 100, N = 900. A = (0.02, 0.30): FP 18, TP 30, 48 alarms, precision 0.625 — feasible for α = 0.5, κ = 60.
  // B = (0.05, 0.80): 125 alarms — infeasible. A lies under the chord (0,0)–B (slope 15 < 16), so the hull of the whole
  // curve is (0,0), B, (0.3, 0.95), (1,1): filtering it leaves only never-alarm.
  const P = 100;
  const N = 900;
  const roc = rocCurve(countTableFromRoc([0.02, 0.05, 0.3], [0.3, 0.8, 0.95], P, N));
  const region = feasibleRegion(0.5, 60, P, N);
  const dist = tDistribution({ t: [0.2, 0.6] }, P, N);
  it('the engine finds the feasible point under the infeasible hull vertex', () => {
    const hull = Array.from(feasibleHull(roc, 0.5, 60));
    expect(hull.map((i) => [roc.fpr[i], roc.tpr[i]])).toEqual([[0, 0], [0.02, 0.3]]);
    const d: Pts = { tp: [0, 30, 80, 95, 100], fp: [0, 18, 45, 270, 900], P, N };
    const want = brutePV(d, 0.5, 60, { t: [0.2, 0.6] });
    expect(want).toBeGreaterThan(0.3);
    expect(partialVoros(roc, region, dist).value).toBeCloseTo(want, 10);
  });
  it('hull-then-filter gives a different, lower value (0: only never-alarm survives)', () => {
    const d: Pts = { tp: [0, 80, 95, 100], fp: [0, 45, 270, 900], P, N }; // the full hull's vertices
    const hullThenFilter = brutePV(d, 0.5, 60, { t: [0.2, 0.6] });
    expect(hullThenFilter).toBe(0);
    expect(partialVoros(roc, region, dist, { hull: [0] }).value).toBe(0);
    expect(partialVoros(roc, region, dist).value).toBeGreaterThan(hullThenFilter + 0.3);
  });
});

describe('an operating point of precision exactly α lies on the edge of K (the iso line meets that edge along it at one t)', () => {
  // P = 5, N = 9: the point (1/9, 4/5) has TP 4, FP 1, precision 0.8 = α, 5 alerts ≤ κ = 6: on K's precision edge
  // y = 7.2·x. At t = 0.878… (slope 7.2) the iso line through it lies along that edge. Found by the audit's property
  // test: PV was NaN (a rounded 1e-17 times a logarithmic pole at the end of a piece).
  const P = 5;
  const N = 9;
  const d: Pts = { tp: [0, 4, 5], fp: [0, 1, 9], P, N };
  const roc = rocCurve(countTableFromRoc([1 / 9, 1], [0.8, 1], P, N));
  it('t ∈ [0, 0.879] (the slope of the edge inside the range): PV equals the brute force', () => {
    const want = brutePV(d, 0.8, 6, { t: [0, 0.879] });
    expect(want).toBeGreaterThan(0.5);
    const got = partialVoros(roc, feasibleRegion(0.8, 6, P, N), tDistribution({ t: [0, 0.879] }, P, N));
    expect(got.value).toBeCloseTo(want, 9);
    // C0/C1 uniform, its s range spanning the edge's slope 7.2 (a ratio of 7.2·P/N = 4).
    const r = partialVoros(roc, feasibleRegion(0.8, 6, P, N), tDistribution({ ratio: [1, 8] }, P, N));
    expect(r.value).toBeCloseTo(brutePV(d, 0.8, 6, { ratio: [1, 8] }), 9);
  });

  it('property: every point of precision exactly α (TP/(TP + FP) = α by construction), any κ and t range: finite and equal to the brute force', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 6 }),
        fc.integer({ min: 1, max: 6 }),
        fc.integer({ min: 1, max: 4 }),
        fc.integer({ min: 0, max: 5 }),
        fc.integer({ min: 0, max: 12 }),
        fc.integer({ min: 0, max: 1000 }),
        fc.integer({ min: 0, max: 1000 }),
        (tp1, fp1, scale, extraP, extraN, u, v) => {
          // One point of precision α = tp1/(tp1 + fp1) (scaled counts), then the all-alarm point.
          const tp = tp1 * scale;
          const fp = fp1 * scale;
          const alpha = tp1 / (tp1 + fp1);
          const PP = tp + extraP;
          const NN = fp + extraN;
          const kappa = tp + fp + (u % 3);
          const [a, b] = [u / 1000, v / 1000].sort((x, y) => x - y);
          fc.pre(b - a > 1e-3);
          const r = rocCurve(countTableFromRoc([fp / NN, 1], [tp / PP, 1], PP, NN));
          const got = partialVoros(r, feasibleRegion(alpha, kappa, PP, NN), tDistribution({ t: [a, b] }, PP, NN)).value;
          expect(Number.isFinite(got)).toBe(true);
          expect(got).toBeCloseTo(brutePV({ tp: [0, tp, PP], fp: [0, fp, NN], P: PP, N: NN }, alpha, kappa, { t: [a, b] }), 7);
        },
      ),
      { numRuns: 300 },
    );
  });
});

describe('properties', () => {
  /** Labels in rank order (first = highest score), distinct scores. */
  const fromRanking = (labels: number[]) => rocCurve(countTableFromScores(labels, labels.map((_, i) => labels.length - i)));

  it('a better ranking (positives moved up, so TP is at least as high at every number of alarms) never scores lower', () => {
    fc.assert(
      fc.property(
        fc.array(fc.boolean(), { minLength: 6, maxLength: 40 }),
        fc.array(fc.nat(1000), { minLength: 1, maxLength: 30 }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        fc.double({ min: 0, max: 1.2, noNaN: true }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        (bits, swaps, alpha, kShare, t1, t2) => {
          const a = bits.map((b) => (b ? 1 : 0));
          a[0] = 1;
          a[a.length - 1] = 0;
          const b = a.slice();
          for (const s of swaps) {
            const i = s % (b.length - 1);
            if (b[i] === 0 && b[i + 1] === 1) { b[i] = 1; b[i + 1] = 0; }
          }
          const ra = fromRanking(a);
          const rb = fromRanking(b);
          const kappa = kShare * a.length;
          const region = feasibleRegion(alpha, kappa, ra.P, ra.N);
          const dist = tDistribution({ t: [Math.min(t1, t2), Math.max(t1, t2)] }, ra.P, ra.N);
          expect(partialVoros(rb, region, dist).value).toBeGreaterThanOrEqual(partialVoros(ra, region, dist).value - 1e-12);
        },
      ),
      { numRuns: 300 },
    );
  });

  it('note: a ROC polyline lying above another can score lower when capacity binds (discrete operating points)', () => {
    // Lemma 21 holds for curves whose every point is an operating point. With discrete points, B = (0.1, 0.9) lies above
    // A = (0.1, 0.5) but needs 100·0.9 + 900·0.1 = 180 alarms > κ = 150, while A needs 140: B's only feasible point is (0,0).
    const P = 100;
    const N = 900;
    const A = rocCurve(countTableFromRoc([0.1], [0.5], P, N));
    const B = rocCurve(countTableFromRoc([0.1], [0.9], P, N));
    const region = feasibleRegion(0.3, 150, P, N);
    const dist = tDistribution({ t: [0.1, 0.5] }, P, N);
    expect(partialVoros(A, region, dist).value).toBeCloseTo(brutePV({ tp: [0, 50, 100], fp: [0, 90, 900], P, N }, 0.3, 150, { t: [0.1, 0.5] }), 10);
    expect(partialVoros(A, region, dist).value).toBeGreaterThan(0);
    expect(partialVoros(B, region, dist).value).toBe(0);
  });

  it('PV ∈ [0, 1] for any curve, α, κ and t range (Partial VOROS Def. 11 or not)', () => {
    fc.assert(
      fc.property(
        fc.array(fc.tuple(fc.boolean(), fc.integer({ min: 0, max: 12 })), { minLength: 2, maxLength: 60 }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        fc.double({ min: 0, max: 1.3, noNaN: true }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        (rows, alpha, kShare, t1, t2) => {
          const labels = rows.map(([l]) => (l ? 1 : 0));
          labels[0] = 1;
          labels[1] = 0;
          const roc = rocCurve(countTableFromScores(labels, rows.map(([, s]) => s)));
          const region = feasibleRegion(alpha, kShare * labels.length, roc.P, roc.N);
          const v = partialVoros(roc, region, tDistribution({ t: [Math.min(t1, t2), Math.max(t1, t2)] }, roc.P, roc.N)).value;
          expect(v).toBeGreaterThanOrEqual(0);
          expect(v).toBeLessThanOrEqual(1);
        },
      ),
      { numRuns: 300 },
    );
  });

  it('the unclamped volume E_t[A*_t]/A* (raw) lies in [0, 1] up to rounding, for t and C0/C1 uniform', () => {
    // `value` clamps to [0, 1], so the test above cannot fail by overshoot; this one checks the integrated quantity.
    const TINY = 1e-12;
    fc.assert(
      fc.property(
        fc.array(fc.tuple(fc.boolean(), fc.integer({ min: 0, max: 12 })), { minLength: 2, maxLength: 60 }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        fc.double({ min: 0, max: 1.3, noNaN: true }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        fc.double({ min: 0, max: 3, noNaN: true }),
        fc.double({ min: 0, max: 3, noNaN: true }),
        (rows, alpha, kShare, t1, t2, r1, r2) => {
          const labels = rows.map(([l]) => (l ? 1 : 0));
          labels[0] = 1;
          labels[1] = 0;
          const roc = rocCurve(countTableFromScores(labels, rows.map(([, s]) => s)));
          const region = feasibleRegion(alpha, kShare * labels.length, roc.P, roc.N);
          const dists = [
            tDistribution({ t: [Math.min(t1, t2), Math.max(t1, t2)] }, roc.P, roc.N),
            tDistribution({ ratio: [Math.min(r1, r2), Math.max(r1, r2)] }, roc.P, roc.N),
          ];
          for (const dist of dists) {
            const res = partialVoros(roc, region, dist);
            // Near-point ranges (a width of t below NEAR_POINT, down to subnormal widths) are taken at their middle,
            // so the bound is the same for every range (a counterexample before: s ∈ [0, 5e-324] gave 1 + 1.000000e-6).
            expect(res.raw).toBeGreaterThanOrEqual(-TINY);
            expect(res.raw).toBeLessThanOrEqual(1 + TINY);
            // value is raw clamped, nothing else.
            expect(res.value).toBe(Math.min(1, Math.max(0, res.raw)));
          }
          // The integrand before any clamping: A*_t of the best feasible point never exceeds A*.
          if (region.area > 0) {
            const hull = feasibleHull(roc, alpha, region.kappa);
            for (const t of [t1, t2, (t1 + t2) / 2]) {
              const j = bestFeasiblePoint(roc, hull, t);
              const a = partialLesserArea(region, roc.fpr[j], roc.tpr[j], t) / region.area;
              expect(a).toBeGreaterThanOrEqual(0);
              expect(a).toBeLessThanOrEqual(1 + TINY);
            }
          }
        },
      ),
      { numRuns: 300 },
    );
  });

  it('never-alarm as the only feasible point scores 0 under Partial VOROS Def. 11, and > 0 (= brute force) when t exceeds the bound', () => {
    // Points on the chance diagonal have precision p < α: only (0,0) is feasible.
    const P = 200;
    const N = 1800;
    const roc = rocCurve(countTableFromRoc([0.1, 0.3, 0.6], [0.1, 0.3, 0.6], P, N));
    fc.assert(
      fc.property(
        fc.double({ min: 0.11, max: 0.99, noNaN: true }),
        fc.double({ min: 0.001, max: 0.999, noNaN: true }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        (alpha, kShare, u1, u2) => {
          const bound = (alpha * N) / (alpha * N + (1 - alpha) * P);
          const region = feasibleRegion(alpha, kShare * (P + N), P, N);
          expect(region.def11.holds).toBe(true);
          const dist = tDistribution({ t: [Math.min(u1, u2) * bound, Math.max(u1, u2) * bound] }, P, N);
          const res = partialVoros(roc, region, dist);
          expect(Array.from(res.hull)).toEqual([0]);
          expect(res.value).toBeLessThan(1e-14);
        },
      ),
      { numRuns: 200 },
    );
    const region = feasibleRegion(0.5, 500, P, N);
    const bound = (0.5 * N) / (0.5 * N + 0.5 * P); // 0.9
    const v = partialVoros(roc, region, tDistribution({ t: [0.5, 0.97] }, P, N)).value;
    expect(bound).toBeCloseTo(0.9, 15);
    expect(v).toBeGreaterThan(0);
    expect(v).toBeCloseTo(brutePV({ tp: [0], fp: [0], P, N }, 0.5, 500, { t: [0.5, 0.97] }), 10);
  });

  it('best possible PV is 1: the highest feasible point on the y-axis (Partial VOROS Def. 11)', () => {
    const P = 100;
    const N = 900;
    // (0, 0.4) reaches v0κ for κ = 40 (case 1), and (0,1) is v01 in cases 2 and 3.
    const roc1 = rocCurve(countTableFromRoc([0], [0.4], P, N));
    expect(partialVoros(roc1, feasibleRegion(0.3, 40, P, N), tDistribution({ t: [0.1, 0.6] }, P, N)).value).toBeCloseTo(1, 14);
    const perfect = rocCurve(countTableFromRoc([0], [1], P, N));
    expect(partialVoros(perfect, feasibleRegion(0.3, 150, P, N), tDistribution({ t: [0.1, 0.6] }, P, N)).value).toBeCloseTo(1, 14);
    expect(partialVoros(perfect, feasibleRegion(0.3, 800, P, N), tDistribution({ t: [0, 1] }, P, N)).value).toBeCloseTo(1, 14);
  });
});

describe('input checks', () => {
  it('a region built for another dataset is rejected with both sizes named', () => {
    const roc = rocCurve(countTableFromRoc([0.1], [0.5], 100, 900));
    expect(() => partialVoros(roc, feasibleRegion(0.3, 50, 100, 800), tDistribution({ t: [0, 1] }, 100, 900))).toThrow(
      /built for P = 100, N = 800 but the ROC curve has P = 100, N = 900/,
    );
  });
});

describe('degenerate inputs', () => {
  it('A* = 0 (κ = 0 or α = 1): PV reported as 0 and flagged degenerate (the report warns per scenario)', () => {
    const roc = rocCurve(countTableFromRoc([0, 0.2], [0.5, 0.9], 100, 900));
    for (const [a, k] of [[0.3, 0], [1, 50]]) {
      const region = feasibleRegion(a, k, 100, 900);
      const res = partialVoros(roc, region, tDistribution({ t: [0.1, 0.5] }, 100, 900));
      expect(res).toMatchObject({ value: 0, degenerate: true });
      expect(res.raw).toBe(0);
      expect(region.area).toBe(0);
      expect([6, 7]).toContain(region.caseNumber);
      expect(res.pieces.length).toBeGreaterThan(0);
    }
  });
});

describe('closed-form integral of (p + qτ)/(a + bτ)', () => {
  it('matches hand-integrated values, including nearly constant denominators', () => {
    expect(ratIntegral(1, 0, 1, 1, 0, 1)).toBeCloseTo(Math.LN2, 15); // ∫ 1/(1+τ)
    expect(ratIntegral(0, 1, 1, 1, 0, 1)).toBeCloseTo(1 - Math.LN2, 15); // ∫ τ/(1+τ)
    expect(ratIntegral(2, 3, 5, 0, 0.2, 0.7)).toBeCloseTo((2 * 0.5 + 1.5 * (0.49 - 0.04)) / 5, 15);
    // b = 1e-12: ∫_0^1 (1 + τ)/(1 + 1e-12 τ) ≈ 1.5 − 1e-12·(1/2 + 1/3).
    expect(ratIntegral(1, 1, 1, 1e-12, 0, 1)).toBeCloseTo(1.5 - 1e-12 * (5 / 6), 15);
    // Pole just beyond the end: ∫_0^1 1/(c − τ) = ln(c/(c − 1)), c = 1.000001 (c − 1 taken in floating point, as the
    // integrand sees it).
    const c = 1.000001;
    expect(ratIntegral(1, 0, c, -1, 0, 1) / Math.log(c / (c - 1))).toBeCloseTo(1, 13);
  });

  it("exact and Gauss–Legendre ('gauss' method) agree", () => {
    const rng = mulberry(77);
    const { labels, scores } = randomData(rng, 120, 0.3, 20);
    const roc = rocCurve(countTableFromScores(labels, scores));
    const region = feasibleRegion(0.4, 0.2 * (roc.P + roc.N), roc.P, roc.N);
    for (const dist of [tDistribution({ t: [0.05, 0.9] }, roc.P, roc.N), tDistribution({ ratio: [0.1, 2] }, roc.P, roc.N)]) {
      expect(partialVoros(roc, region, dist, { method: 'gauss' }).value).toBeCloseTo(partialVoros(roc, region, dist).value, 9);
    }
  });
});
