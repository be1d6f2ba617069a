import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { tDistribution, type TDistribution } from '../../src/lib/metrics/cost';
import { countTableFromRoc, countTableFromScores } from '../../src/lib/metrics/counts';
import { feasibleRegion } from '../../src/lib/metrics/feasible-region';
import { partialVoros } from '../../src/lib/metrics/partial-voros';
import { rocCurve } from '../../src/lib/metrics/roc';
import type { RocCurve } from '../../src/lib/metrics/types';
import {
  costCrossings,
  lesserArea,
  lesserAreaCurve,
  optimalVertex,
  rocHull,
  voros,
  vorosAntiderivative,
} from '../../src/lib/metrics/voros';
import { lesserAreaByClipping, simpson } from '../helpers/geometry';
import { mulberry32, randInt, randomRocPoints, randomScores } from '../helpers/random';

const uniformT = (a: number, b: number): TDistribution => tDistribution({ t: [a, b] }, 1, 1);
const rocFromPoints = (fpr: number[], tpr: number[], P = 1000, N = 1000) => rocCurve(countTableFromRoc(fpr, tpr, P, N));
const chance = () => rocCurve(countTableFromScores([1, 0], [1, 1]));
const perfect = () => rocCurve(countTableFromScores([1, 1, 0, 0], [4, 3, 2, 1]));

/** Brute force at one t: max over ALL ROC points of the clipped-polygon area of lesser classifiers (VOROS Def. 16). */
function bruteMaxArea(roc: RocCurve, t: number): number {
  let best = -Infinity;
  for (let i = 0; i < roc.fpr.length; i++) best = Math.max(best, lesserAreaByClipping(roc.fpr[i], roc.tpr[i], t));
  return best;
}

/** Brute-force VOROS over uniform t on [a, b]: fine composite Simpson of bruteMaxArea. */
function bruteVoros(roc: RocCurve, a: number, b: number, n = 4000): number {
  if (a === b) return bruteMaxArea(roc, a);
  return simpson((t) => bruteMaxArea(roc, t), a, b, n) / (b - a);
}

/** Brute-force minimal cost over all ROC points. */
function bruteMinCost(roc: RocCurve, t: number): number {
  let c = Infinity;
  for (let i = 0; i < roc.fpr.length; i++) c = Math.min(c, t * roc.fpr[i] + (1 - t) * (1 - roc.tpr[i]));
  return c;
}

function randomCurve(rng: () => number): RocCurve {
  const { fpr, tpr } = randomRocPoints(rng, randInt(rng, 1, 25), 997);
  return rocFromPoints(fpr, tpr, 997, 997);
}

describe('lesserArea (VOROS Def. 16, Lemma 22, Theorem 24)', () => {
  it("equals Lemma 22's closed form for points that beat both baselines", () => {
    const rng = mulberry32(2);
    let checked = 0;
    for (let r = 0; r < 5000; r++) {
      const h = rng();
      const k = rng();
      const t = rng();
      const c = t * h + (1 - t) * (1 - k);
      if (c > Math.min(t, 1 - t)) continue;
      checked++;
      const lemma22 = 1 + (1 - k) ** 2 / 2 + h ** 2 / 2 - h * (1 - k) - (1 - k) ** 2 / (2 * t) - h ** 2 / (2 * (1 - t));
      expect(lesserArea(h, k, t)).toBeCloseTo(lemma22, 12);
    }
    expect(checked).toBeGreaterThan(500);
  });

  it('equals the clipped-polygon area for every point and t (incl. points worse than a baseline)', () => {
    const rng = mulberry32(3);
    for (let r = 0; r < 5000; r++) {
      const h = r % 10 === 0 ? 0 : rng();
      const k = r % 13 === 0 ? 1 : rng();
      const t = r % 17 === 0 ? 0 : r % 19 === 0 ? 1 : rng();
      expect(lesserArea(h, k, t)).toBeCloseTo(lesserAreaByClipping(h, k, t), 12);
    }
  });

  it('limits at t = 0 and t = 1 (A = 1 − Cost); optimal points at the ends give 1', () => {
    expect(lesserArea(0.3, 0.6, 0)).toBeCloseTo(0.6, 15);
    expect(lesserArea(0.3, 0.6, 1)).toBeCloseTo(0.7, 15);
    expect(lesserArea(0.4, 1, 0)).toBe(1);
    expect(lesserArea(0, 0.2, 1)).toBe(1);
    expect(lesserArea(0, 1, 0.37)).toBe(1);
    expect(lesserArea(1, 0, 0.5)).toBe(0);
    // Chance diagonal at t = 1/2: Cost = 1/2, A = 1 − (1/4)/(1/2) = 1/2.
    expect(lesserArea(0, 0, 0.5)).toBeCloseTo(0.5, 15);
    // Near the ends the formula stays accurate (no cancellation): (h,1) at t = 1e-9 → 1 − t·h²/(2(1−t)).
    expect(lesserArea(0.5, 1, 1e-9)).toBeCloseTo(1 - (1e-9 * 0.25) / (2 * (1 - 1e-9)), 15);
  });
});

describe('vorosAntiderivative', () => {
  it("is an antiderivative of Lemma 22's A_t (central differences)", () => {
    const rng = mulberry32(4);
    for (let r = 0; r < 300; r++) {
      const h = rng();
      const k = rng();
      const t = 0.02 + 0.96 * rng();
      const e = 1e-5;
      const deriv = (vorosAntiderivative(h, k, t + e) - vorosAntiderivative(h, k, t - e)) / (2 * e);
      const lemma22 = 1 + (1 - k) ** 2 / 2 + h ** 2 / 2 - h * (1 - k) - (1 - k) ** 2 / (2 * t) - h ** 2 / (2 * (1 - t));
      expect(deriv).toBeCloseTo(lemma22, 5);
    }
  });

  it('has the limits of docs/metrics.md §4 at t = 0 and t = 1', () => {
    // k = 1: F(0) = 0; h = 0: F(1) = 1 + (1−k)²/2.
    expect(vorosAntiderivative(0.3, 1, 0)).toBe(0);
    expect(vorosAntiderivative(0, 0.4, 1)).toBeCloseTo(1 + 0.36 / 2, 15);
    expect(vorosAntiderivative(0.3, 0.5, 0)).toBe(Infinity);
    expect(vorosAntiderivative(0.3, 0.5, 1)).toBe(-Infinity);
    // Chance diagonal by hand: vertex (1,1) on [0, ½], (0,0) on [½, 1]; total 3/2 − ln 2.
    const v =
      vorosAntiderivative(1, 1, 0.5) - vorosAntiderivative(1, 1, 0) + vorosAntiderivative(0, 0, 1) - vorosAntiderivative(0, 0, 0.5);
    expect(v).toBeCloseTo(1.5 - Math.LN2, 14);
  });
});

describe('voros (uniform t)', () => {
  it('chance diagonal over [0, 1] = 3/2 − ln 2 (Example 25); over [0.1, 0.3] = 3/2 + ln(0.7/0.9)/(2·0.2)', () => {
    expect(voros(chance(), uniformT(0, 1))).toBeCloseTo(1.5 - Math.LN2, 14);
    // On t ≤ ½ the optimal point is (1,1): A_t = 1 − t/(2(1−t)); ∫ = 1.5(b−a) + ½ ln((1−b)/(1−a)).
    expect(voros(chance(), uniformT(0.1, 0.3))).toBeCloseTo(1.5 + (0.5 * Math.log(0.7 / 0.9)) / 0.2, 14);
    // By symmetry [0, ½] and [½, 1] give the same as [0, 1].
    expect(voros(chance(), uniformT(0, 0.5))).toBeCloseTo(1.5 - Math.LN2, 14);
    expect(voros(chance(), uniformT(0.5, 1))).toBeCloseTo(1.5 - Math.LN2, 14);
  });

  it('perfect classifier = 1 for any range and both distributions', () => {
    for (const [a, b] of [[0, 1], [0, 0], [1, 1], [0.2, 0.4], [0.99, 1]] as [number, number][]) {
      expect(voros(perfect(), uniformT(a, b))).toBeCloseTo(1, 14);
    }
    expect(voros(perfect(), tDistribution({ ratio: [0, 3] }, 10, 40))).toBeCloseTo(1, 14);
  });

  it('single-vertex curve {(0,0),(h,k),(1,1)}: closed form of Lemma 23 (corrected) on each optimality interval', () => {
    const h = 0.2;
    const k = 0.7;
    const roc = rocFromPoints([h], [k], 10, 10);
    // Breakpoints: slope k/h = 3.5 → t = 3.5/4.5; slope (1−k)/(1−h) = 0.375 → t = 0.375/1.375.
    const t1 = 0.375 / 1.375;
    const t2 = 3.5 / 4.5;
    const F = (hh: number, kk: number, t: number) =>
      t + (t * (1 - kk - hh) ** 2) / 2 - ((1 - kk) ** 2 / 2) * (t === 0 ? 0 : Math.log(t)) + (hh ** 2 / 2) * (t === 1 ? 0 : Math.log(1 - t));
    const want = F(1, 1, t1) - F(1, 1, 0) + F(h, k, t2) - F(h, k, t1) + F(0, 0, 1) - F(0, 0, t2);
    expect(voros(roc, uniformT(0, 1))).toBeCloseTo(want, 13);
    // Inside one interval: Theorem 24 average of 1 − Cost²/(2t(1−t)).
    const a = 0.35;
    const b = 0.6;
    expect(voros(roc, uniformT(a, b))).toBeCloseTo((F(h, k, b) - F(h, k, a)) / (b - a), 13);
    expect(voros(roc, uniformT(a, b))).toBeCloseTo(
      simpson((t) => 1 - (t * h + (1 - t) * (1 - k)) ** 2 / (2 * t * (1 - t)), a, b, 2000) / (b - a),
      11,
    );
  });

  it('equals the brute force (clipping + Simpson over all ROC points) on random curves and ranges', () => {
    const rng = mulberry32(12);
    for (let r = 0; r < 30; r++) {
      const roc = randomCurve(rng);
      let a = r % 4 === 0 ? 0 : rng();
      let b = r % 3 === 0 ? 1 : rng();
      if (a > b) [a, b] = [b, a];
      if (r === 5) [a, b] = [0, 1];
      const got = voros(roc, uniformT(a, b));
      expect(Math.abs(got - bruteVoros(roc, a, b)), `curve ${r}, [${a}, ${b}]`).toBeLessThan(2e-6);
    }
  });

  it('a degenerate range a = b is the point value (max over all points of the clipped area)', () => {
    const rng = mulberry32(13);
    for (let r = 0; r < 40; r++) {
      const roc = randomCurve(rng);
      const t = r === 0 ? 0 : r === 1 ? 1 : rng();
      expect(voros(roc, uniformT(t, t))).toBeCloseTo(bruteMaxArea(roc, t), 12);
    }
  });

  it('works on a data set with ties and heavy imbalance (brute force)', () => {
    const rng = mulberry32(14);
    const { labels, scores } = randomScores(rng, { n: 2000, prevalence: 0.05, separation: 1.5, levels: 30 });
    const roc = rocCurve(countTableFromScores(labels, scores));
    expect(Math.abs(voros(roc, uniformT(0.01, 0.7)) - bruteVoros(roc, 0.01, 0.7, 2000))).toBeLessThan(5e-6);
  });

  it('is finite and in [0, 1] on fractional published curves that reach TPR 1 early (regression)', () => {
    const rng = mulberry32(15);
    for (let r = 0; r < 2000; r++) {
      const m = randInt(rng, 1, 10);
      const xs = Array.from({ length: m }, () => rng()).sort((a, b) => a - b);
      const ys = Array.from({ length: m }, () => rng()).sort((a, b) => a - b);
      ys[m - 1] = 1;
      const P = randInt(rng, 1, 1000);
      const N = randInt(rng, 1, 1000);
      const roc = rocCurve(countTableFromRoc(xs, ys, P, N));
      for (const d of [uniformT(0, 1), uniformT(0, 0.3), tDistribution({ ratio: [0, 2] }, P, N)]) {
        const v = voros(roc, d);
        expect(v).toBeGreaterThanOrEqual(0);
        expect(v).toBeLessThanOrEqual(1);
      }
    }
  });

  it('rejects ranges outside [0, 1]', () => {
    const d = { kind: 'uniform-t', range: [0.5, 0.2], density: () => 0 } as TDistribution;
    expect(() => voros(chance(), d)).toThrow(/0 ≤ a ≤ b ≤ 1, got \[0.5, 0.2\]/);
  });
});

describe('voros (uniform cost ratio)', () => {
  it('equals direct numerical integration over the cost ratio r (t = rN/(rN + P))', () => {
    const rng = mulberry32(21);
    for (let r = 0; r < 20; r++) {
      const roc = randomCurve(rng);
      const P = randInt(rng, 5, 100);
      const N = randInt(rng, 5, 400);
      let r1 = r % 4 === 0 ? 0 : 2 * rng();
      let r2 = 2 * rng();
      if (r1 > r2) [r1, r2] = [r2, r1];
      const dist = tDistribution({ ratio: [r1, r2] }, P, N);
      const want = simpson((c) => bruteMaxArea(roc, (c * N) / (c * N + P)), r1, r2, 4000) / (r2 - r1);
      expect(Math.abs(voros(roc, dist) - want), `curve ${r}`).toBeLessThan(2e-6);
      // Cross-check with the density over t given by cost.ts.
      const [a, b] = dist.range;
      const viaDensity = simpson((t) => bruteMaxArea(roc, t) * dist.density(t), a, b, 4000);
      expect(Math.abs(voros(roc, dist) - viaDensity)).toBeLessThan(1e-5);
    }
  });

  it('chance diagonal with s uniform on [0, 1]: ∫₀¹ 1 − s/2 ds = 3/4 (optimal point (1,1), A = 1 − s/2)', () => {
    expect(voros(chance(), tDistribution({ ratio: [0, 1] }, 5, 5))).toBeCloseTo(0.75, 14);
    // s on [1, 3]: optimal (0,0), A = 1 − 1/(2s): 1 − ln 3/4.
    expect(voros(chance(), tDistribution({ ratio: [1, 3] }, 5, 5))).toBeCloseTo(1 - Math.log(3) / 4, 14);
  });

  it('a degenerate ratio range is the point value at t = s/(1+s)', () => {
    const roc = rocFromPoints([0.1, 0.3], [0.5, 0.8], 10, 10);
    const dist = tDistribution({ ratio: [0.5, 0.5] }, 10, 30); // s = 1.5, t = 0.6
    expect(voros(roc, dist)).toBeCloseTo(bruteMaxArea(roc, 0.6), 12);
  });
});

describe('voros properties', () => {
  const curveArb = fc
    .array(fc.tuple(fc.integer({ min: 0, max: 1 }), fc.integer({ min: 0, max: 30 })), { minLength: 2, maxLength: 40 })
    .filter((rows) => rows.some((r) => r[0] === 1) && rows.some((r) => r[0] === 0));
  const rangeArb = fc
    .tuple(fc.double({ min: 0, max: 1, noNaN: true }), fc.double({ min: 0, max: 1, noNaN: true }))
    .map(([x, y]) => (x <= y ? [x, y] : [y, x]) as [number, number]);

  it('VOROS ∈ [0, 1]', () => {
    fc.assert(
      fc.property(curveArb, rangeArb, (rows, rg) => {
        const roc = rocCurve(countTableFromScores(rows.map((r) => r[0]), rows.map((r) => r[1])));
        const v = voros(roc, uniformT(rg[0], rg[1]));
        expect(v).toBeGreaterThanOrEqual(-1e-12);
        expect(v).toBeLessThanOrEqual(1 + 1e-12);
      }),
      { numRuns: 300, seed: 1 },
    );
  });

  it('a dominating curve (some positives scored higher) never scores lower', () => {
    fc.assert(
      fc.property(curveArb, rangeArb, fc.array(fc.integer({ min: 0, max: 10 }), { minLength: 40, maxLength: 40 }), (rows, rg, bumps) => {
        const labels = rows.map((r) => r[0]);
        const scores = rows.map((r) => r[1]);
        const better = scores.map((s, i) => (labels[i] === 1 ? s + bumps[i] : s));
        const v0 = voros(rocCurve(countTableFromScores(labels, scores)), uniformT(rg[0], rg[1]));
        const v1 = voros(rocCurve(countTableFromScores(labels, better)), uniformT(rg[0], rg[1]));
        expect(v1).toBeGreaterThanOrEqual(v0 - 1e-12);
      }),
      { numRuns: 300, seed: 2 },
    );
  });
});

describe('optimalVertex and lesserAreaCurve', () => {
  it('optimalVertex minimizes the cost over the hull (brute force) and breaks ties towards the smaller FPR', () => {
    const rng = mulberry32(31);
    for (let r = 0; r < 50; r++) {
      const roc = randomCurve(rng);
      const hull = rocHull(roc);
      const hx = Array.from(hull, (i) => roc.fpr[i]);
      const hy = Array.from(hull, (i) => roc.tpr[i]);
      for (let q = 0; q < 50; q++) {
        const t = q === 0 ? 0 : q === 1 ? 1 : rng();
        const j = optimalVertex(roc.fpr, roc.tpr, hull, t);
        expect(t * hx[j] + (1 - t) * (1 - hy[j])).toBeCloseTo(bruteMinCost(roc, t), 14);
      }
    }
    // Tie at t = ½ on the chance diagonal: (0,0) and (1,1) both cost ½ → (0,0).
    expect(optimalVertex([0, 1], [0, 1], [0, 1], 0.5)).toBe(0);
    // At t = 0 every point with TPR = 1 is optimal: the leftmost one.
    expect(optimalVertex([0, 0.4, 1], [0.5, 1, 1], [0, 1, 2], 0)).toBe(1);
    expect(optimalVertex([0, 0.4, 1], [0.5, 1, 1], [0, 1, 2], 1)).toBe(0);
    // Through an index list: vertices 0, 2, 3 of four points (point 1 is not on the chain).
    expect(optimalVertex([0, 0.1, 0.4, 1], [0.5, 0.5, 1, 1], [0, 2, 3], 0)).toBe(1);
  });

  it('lesserAreaCurve equals the brute-force maximum at each t', () => {
    const rng = mulberry32(32);
    for (let r = 0; r < 20; r++) {
      const roc = randomCurve(rng);
      const ts = Array.from({ length: 101 }, (_, i) => i / 100);
      const got = lesserAreaCurve(roc, ts);
      ts.forEach((t, i) => expect(got[i]).toBeCloseTo(bruteMaxArea(roc, t), 12));
    }
  });
});

describe('costCrossings', () => {
  /** Brute-force sign scan on a fine grid: the cells where min-cost(a) − min-cost(b) changes sign. */
  function bruteSignChanges(a: RocCurve, b: RocCurve, lo: number, hi: number, n: number): [number, number][] {
    const cells: [number, number][] = [];
    let lastSign = 0;
    let lastT = lo;
    for (let i = 0; i <= n; i++) {
      const t = lo + ((hi - lo) * i) / n;
      const d = bruteMinCost(a, t) - bruteMinCost(b, t);
      const s = Math.abs(d) < 1e-12 ? 0 : Math.sign(d);
      if (s !== 0) {
        if (lastSign !== 0 && s !== lastSign) cells.push([lastT, t]);
        lastSign = s;
        lastT = t;
      }
    }
    return cells;
  }

  it('matches a brute-force sign scan on random pairs of curves', () => {
    const rng = mulberry32(41);
    let total = 0;
    for (let r = 0; r < 60; r++) {
      const a = randomCurve(rng);
      const b = randomCurve(rng);
      let lo = r % 3 === 0 ? 0 : rng();
      let hi = r % 4 === 0 ? 1 : rng();
      if (lo > hi) [lo, hi] = [hi, lo];
      const got = costCrossings(a, b, [lo, hi]);
      const cells = bruteSignChanges(a, b, lo, hi, 20000);
      expect(got.length, `pair ${r}`).toBe(cells.length);
      got.forEach((t, i) => {
        expect(t).toBeGreaterThanOrEqual(cells[i][0] - 1e-12);
        expect(t).toBeLessThanOrEqual(cells[i][1] + 1e-12);
        expect(Math.abs(bruteMinCost(a, t) - bruteMinCost(b, t))).toBeLessThan(1e-12);
      });
      total += got.length;
    }
    expect(total).toBeGreaterThan(20);
  });

  it('hand-worked: two single-vertex curves cross once; identical curves never cross', () => {
    // a = {(0,0),(0.1,0.5),(1,1)}, b = {(0,0),(0.4,0.9),(1,1)}. For t in the middle both use their vertex:
    // cost_a = 0.1t + 0.5(1−t), cost_b = 0.4t + 0.1(1−t) → equal when 0.5 − 0.4t = 0.1 + 0.3t → t = 4/7.
    const a = rocFromPoints([0.1], [0.5], 10, 10);
    const b = rocFromPoints([0.4], [0.9], 10, 10);
    const c = costCrossings(a, b, [0, 1]);
    expect(c.length).toBe(1);
    expect(c[0]).toBeCloseTo(4 / 7, 14);
    expect(costCrossings(a, b, [0.6, 1])).toEqual([]);
    expect(costCrossings(a, a, [0, 1])).toEqual([]);
  });

  it('a shared optimal vertex over an interval: the crossing is reported at the start of the tie', () => {
    // Both curves have the vertex (0.2, 0.8); a is better for small t (a point (0.5, 1)), b for large t ((0.05, 0.6)).
    const a = rocFromPoints([0.2, 0.5], [0.8, 1], 20, 20);
    const b = rocFromPoints([0.05, 0.2], [0.6, 0.8], 20, 20);
    // a's breakpoint (0.2,0.8)→(0.5,1): slope 2/3 → t = 0.4; b's (0.05,0.6)→(0.2,0.8): slope 4/3 → t = 4/7.
    // For t < 0.4 a is strictly better; on [0.4, 4/7] both use (0.2,0.8); above 4/7 b is better.
    const c = costCrossings(a, b, [0, 1]);
    expect(c.length).toBe(1);
    expect(c[0]).toBeCloseTo(0.4, 14);
  });
});

describe('cross-check with partial VOROS (an independent implementation: clipping + rational integrals)', () => {
  it('partial VOROS with the whole unit square feasible (α = 0, κ = |D|) equals VOROS, both distributions', () => {
    const rng = mulberry32(51);
    for (let r = 0; r < 30; r++) {
      const { labels, scores } = randomScores(rng, { n: 200, levels: r % 2 ? 25 : undefined });
      const ct = countTableFromScores(labels, scores);
      const roc = rocCurve(ct);
      let a = r % 5 === 0 ? 0 : rng();
      let b = r % 7 === 0 ? 1 : rng();
      if (a > b) [a, b] = [b, a];
      const region = feasibleRegion(0, ct.P + ct.N, ct.P, ct.N);
      for (const d of [tDistribution({ t: [a, b] }, ct.P, ct.N), tDistribution({ ratio: [a, 3 * b] }, ct.P, ct.N)]) {
        expect(partialVoros(roc, region, d).value).toBeCloseTo(voros(roc, d), 12);
      }
    }
  });
});
