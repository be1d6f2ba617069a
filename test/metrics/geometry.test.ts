/**
 * ROC/PR geometry (Sameni) against independent references:
 * - Φ and Φ⁻¹ against 20-digit values computed with mpmath (mp.dps = 30–60; ncdf and a root of log ncdf);
 * - the leakage identity AUROC = 1 − ∫G (eq. 17) against the Mann–Whitney statistic of the raw scores, and G at the
 *   knots of an exact binormal curve against eq. 43, with Φ computed in this file by Simpson quadrature;
 * - the binormal fit on exact binormal ROC points (~1e-9) and on a large seeded simulated binormal sample;
 * - KL divergence: equal-variance normals (μp−μn)²/(2σ²) from a fine binned table, and hand-worked hulls;
 * - precision at the test prevalence against TP/(TP+FP) counted from the raw scores;
 * - capacity and bounded-risk operating points against brute-force enumeration of all ROC points.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { countTableFromCounts, countTableFromRoc, countTableFromScores } from '../../src/lib/metrics/counts';
import {
  binormalFit,
  binormalKl,
  boundedRiskRegion,
  capacityLine,
  capacityOperatingPoint,
  capacityRegion,
  klDivergence,
  leakage,
  normalCdf,
  prAtPrevalence,
  probit,
  riskOperatingPoint,
} from '../../src/lib/metrics/geometry';
import { rocCurve } from '../../src/lib/metrics/roc';
import { upperHull } from '../../src/lib/metrics/hull';
import type { RocCurve } from '../../src/lib/metrics/types';
import { polygonArea, simpson } from '../helpers/geometry';
import { mulberry32, normal, randInt, randomScores } from '../helpers/random';

// ---------------------------------------------------------------------------------------------------------------
// Independent helpers
// ---------------------------------------------------------------------------------------------------------------

const phi = (x: number): number => Math.exp(-0.5 * x * x) / Math.sqrt(2 * Math.PI);

/** Φ by composite Simpson on [0, |z|]: absolute error ~1e-15 (rounding of the 20000-panel sum) for |z| ≤ 4. */
function PhiSimpson(z: number): number {
  const half = simpson(phi, 0, Math.abs(z), 20000);
  return z >= 0 ? 0.5 + half : 0.5 - half;
}

/** Probability mass of N(mu, 1) on [a, b] by Simpson (relative accuracy, no cancellation). */
function massNormal(a: number, b: number, mu: number): number {
  return simpson((x) => phi(x - mu), a, b, 8);
}

function mannWhitney(labels: number[], scores: number[]): number {
  let s = 0;
  let np = 0;
  for (const l of labels) if (l === 1) np++;
  const nn = labels.length - np;
  for (let i = 0; i < labels.length; i++) {
    if (labels[i] !== 1) continue;
    for (let j = 0; j < labels.length; j++) {
      if (labels[j] === 0) s += scores[i] > scores[j] ? 1 : scores[i] === scores[j] ? 0.5 : 0;
    }
  }
  return s / (np * nn);
}

/** Brute-force confusion counts for every distinct threshold (predict positive when s ≥ τ), plus never-alarm. */
function confusionBrute(labels: number[], scores: number[]): { tp: number; fp: number }[] {
  const taus = [Infinity, ...[...new Set(scores)].sort((a, b) => b - a)];
  return taus.map((tau) => {
    let tp = 0;
    let fp = 0;
    for (let i = 0; i < labels.length; i++) {
      if (scores[i] >= tau) {
        if (labels[i] === 1) tp++;
        else fp++;
      }
    }
    return { tp, fp };
  });
}

const asPoly = (pts: readonly (readonly [number, number])[]): [number, number][] => pts.map((p) => [p[0], p[1]]);

const rocOfScores = (labels: number[], scores: number[]): RocCurve => rocCurve(countTableFromScores(labels, scores));

// ---------------------------------------------------------------------------------------------------------------

describe('standard normal CDF and probit', () => {
  // 20-digit reference values (mpmath 1.3, mp.dps = 30: ncdf(z)).
  const cdfRef: [number, number][] = [
    [-1, 0.15865525393145705141],
    [-2, 0.0227501319481792072],
    [-3, 0.0013498980316300945267],
    [-5, 2.8665157187919391167e-7],
    [-10, 7.619853024160526066e-24],
    [-20, 2.7536241186062336951e-89],
    [-30, 4.9067139271481870595e-198],
    [-37.5, 4.6053530095819548438e-308],
    [0.5, 0.69146246127401310364],
    [1.5, 0.933192798731141934],
  ];
  it.each(cdfRef)('Φ(%f) to 1e-13 relative', (z, v) => {
    expect(Math.abs(normalCdf(z) - v) / v).toBeLessThan(1e-13);
  });

  it('Φ matches Simpson quadrature on a grid of [-4, 4] (absolute 1e-14: the quadrature\'s own rounding)', () => {
    for (let z = -4; z <= 4; z += 0.0625) expect(Math.abs(normalCdf(z) - PhiSimpson(z))).toBeLessThan(1e-14);
  });

  it('Φ edge values', () => {
    expect(normalCdf(0)).toBe(0.5);
    expect(normalCdf(-Infinity)).toBe(0);
    expect(normalCdf(Infinity)).toBe(1);
    expect(normalCdf(NaN)).toBeNaN();
  });

  // 20-digit references: mpmath sqrt(2)·erfinv(2p − 1) (mp.dps = 40) and, in the far tail, the root of
  // log ncdf(x) = log p (mp.dps = 60).
  const probitRef: [number, number][] = [
    [0.975, 1.9599639845400542355],
    [0.95, 1.6448536269514727149],
    [0.3, -0.52440051270804078404],
    [0.25, -0.6744897501960817432],
    [0.02425, -1.9729610513118848503],
    [0.001, -3.0902323061678135415],
    [1e-5, -4.2648907939228246285],
    [1e-10, -6.3613409024040562047],
    [1e-20, -9.2623400897984075737],
    [1e-50, -14.933337534788488981],
    [1e-300, -37.047096299361199237],
  ];
  it.each(probitRef)('probit(%f) to 1e-13 relative', (p, v) => {
    expect(Math.abs(probit(p) - v) / Math.abs(v)).toBeLessThan(1e-13);
  });

  it('round trip Φ(probit(p)) = p to 1e-15·(20 + x²) relative on a log grid of both tails; symmetry probit(1−p) = −probit(p)', () => {
    for (let e = -300; e <= -1; e += 0.5) {
      const p = 10 ** e;
      // Φ's relative condition number at x is ≈ x² in the tail, so a probit exact to rounding round-trips to ~x²·1e-16.
      const x = probit(p);
      expect(Math.abs(normalCdf(x) - p) / p).toBeLessThan(1e-15 * (20 + x * x));
      expect(probit(1 - p)).toBeCloseTo(-probit(1 - (1 - p)), 12); // 1 − (1 − p) is the representable tail
    }
    expect(probit(0)).toBe(-Infinity);
    expect(probit(1)).toBe(Infinity);
    expect(probit(0.5)).toBe(0);
    expect(probit(1.5)).toBeNaN();
  });
});

describe('leakage function G (eqs. 10, 13, 17)', () => {
  it('hand-worked: ROC (0,0),(0,0.5),(0.5,1),(1,1) → G(0)=0, G(0.5)=0, G(0.75)=0.25, G(1)=0.5', () => {
    const roc = rocCurve(countTableFromRoc([0, 0.5], [0.5, 1], 2, 2));
    const g = leakage(roc, [0, 0.5, 0.75, 1]);
    [0, 0, 0.25, 0.5].forEach((v, i) => expect(g[i]).toBeCloseTo(v, 14));
  });

  it('AUROC = 1 − ∫G (trapezoid on 100001 points, tolerance 1e-5) vs Mann–Whitney, random seeded data', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2 ** 31 - 1 }), fc.option(fc.integer({ min: 2, max: 10 }), { nil: undefined }), (seed, levels) => {
        const rng = mulberry32(seed);
        const { labels, scores } = randomScores(rng, { n: 80, levels, separation: 2 * rng() });
        const roc = rocOfScores(labels, scores);
        const n = 100000;
        const u = Float64Array.from({ length: n + 1 }, (_, i) => i / n);
        const g = leakage(roc, u);
        let integral = 0;
        for (let i = 0; i < n; i++) integral += (g[i] + g[i + 1]) / (2 * n);
        expect(Math.abs(1 - integral - mannWhitney(labels, scores))).toBeLessThan(1e-5);
      }),
      { seed: 3, numRuns: 30 },
    );
  });

  it('binormal: G at the knots equals Φ(a·Φ⁻¹(u) − b) (eq. 43), i.e. G(Φ(s)) = Φ(a·s − b), to 1e-9', () => {
    const a = 1.4;
    const b = 1.1;
    const s = Array.from({ length: 41 }, (_, k) => -2 + k / 10);
    const fpr = s.map((v) => 1 - PhiSimpson(v));
    const tpr = s.map((v) => 1 - PhiSimpson(a * v - b));
    const roc = rocCurve(countTableFromRoc(fpr, tpr, 1000, 1000));
    const g = leakage(roc, s.map((v) => PhiSimpson(v)));
    s.forEach((v, k) => expect(Math.abs(g[k] - PhiSimpson(a * v - b))).toBeLessThan(1e-9));
  });
});

describe('binormal fit (Sec. 8.3)', () => {
  it.each([
    [1, 1],
    [0.5, 0.8],
    [2, 1.5],
    [1.3, -0.4],
  ])('recovers a = %f, b = %f from exact binormal ROC points to 1e-9', (a, b) => {
    const us: number[] = [];
    for (let u = -2.5; u <= 2.5 + 1e-9; u += 0.125) if (Math.abs(a * u - b) <= 2.5) us.push(u);
    // eq. 41: (fpr, tpr) = (1 − Φ(u), 1 − Φ(a·u − b)), Φ by Simpson here.
    const fpr = us.map((u) => 1 - PhiSimpson(u));
    const tpr = us.map((u) => 1 - PhiSimpson(a * u - b));
    const fit = binormalFit(rocCurve(countTableFromRoc(fpr, tpr, 500, 700)));
    expect(Math.abs(fit.a - a)).toBeLessThan(1e-9);
    expect(Math.abs(fit.b - b)).toBeLessThan(1e-9);
    expect(fit.points).toBe(us.length);
  });

  it('AUROC = Φ(b/√(1+a²)) agrees with eq. 44 Φ((μp−μn)/√(σn²+σp²)) computed here', () => {
    // μn = 0, σn = 1, μp = 1.2, σp = 0.6 → a = 1/0.6, b = 2.
    const [mn, sn, mp, sp] = [0, 1, 1.2, 0.6];
    const us = Array.from({ length: 21 }, (_, k) => -1.5 + (3 * k) / 20);
    const fpr = us.map((u) => 1 - PhiSimpson(u));
    const tpr = us.map((u) => 1 - PhiSimpson((sn / sp) * u - (mp - mn) / sp));
    const fit = binormalFit(rocCurve(countTableFromRoc(fpr, tpr, 100, 100)));
    expect(fit.auroc).toBeCloseTo(PhiSimpson((mp - mn) / Math.sqrt(sn * sn + sp * sp)), 9);
  });

  it('recovers (a, b) from a seeded simulated binormal sample (20000 + 20000 scores)', () => {
    // μn = 0, σn = 1, μp = 1.5, σp = 0.8 → a = 1.25, b = 1.875, AUROC = Φ(1.875/√2.5625) ≈ 0.8792.
    // Over 20 seeds the fit's errors had SD 0.012 (a) and 0.019 (b); tolerances are ~4 SD.
    const rng = mulberry32(20250611);
    const labels: number[] = [];
    const scores: number[] = [];
    for (let i = 0; i < 20000; i++) {
      labels.push(0, 1);
      scores.push(normal(rng), 1.5 + 0.8 * normal(rng));
    }
    const fit = binormalFit(rocOfScores(labels, scores));
    expect(Math.abs(fit.a - 1.25)).toBeLessThan(0.05);
    expect(Math.abs(fit.b - 1.875)).toBeLessThan(0.08);
    expect(Math.abs(fit.auroc - PhiSimpson(1.875 / Math.sqrt(1 + 1.25 ** 2)))).toBeLessThan(0.01);
  });

  it('also works on rating data (6 score levels: 5 interior points)', () => {
    const rng = mulberry32(99);
    const labels: number[] = [];
    const scores: number[] = [];
    for (let i = 0; i < 20000; i++) {
      labels.push(0, 1);
      // Same binormal model, scores cut at fixed cut points (a monotone transform keeps a and b).
      const cut = (x: number): number => [-0.5, 0.2, 0.8, 1.4, 2.2].filter((c) => x >= c).length;
      scores.push(cut(normal(rng)), cut(1.5 + 0.8 * normal(rng)));
    }
    const fit = binormalFit(rocOfScores(labels, scores));
    expect(fit.points).toBe(5);
    expect(Math.abs(fit.a - 1.25)).toBeLessThan(0.06);
    expect(Math.abs(fit.b - 1.875)).toBeLessThan(0.08);
  });

  it('throws a precise error when no interior point exists (perfect separation)', () => {
    expect(() => binormalFit(rocOfScores([1, 1, 0, 0], [4, 3, 2, 1]))).toThrow(/found 0 interior point/);
  });
});

describe('KL divergence from the hull slopes (App. B, eq. 49)', () => {
  it.each([0.5, 1, 2])(
    'equal-variance normals, μp − μn = %f: binned table (h = 0.01) gives (μp−μn)²/2 within 1e-4, from below',
    (d) => {
      const h = 0.01;
      const lo = -9;
      const hi = 9 + d;
      const K = Math.round((hi - lo) / h);
      const sc: number[] = [];
      const pos: number[] = [];
      const neg: number[] = [];
      for (let k = 0; k < K; k++) {
        const a = lo + k * h;
        sc.push(a + h / 2);
        pos.push(massNormal(a, a + h, d));
        neg.push(massNormal(a, a + h, 0));
      }
      const kl = klDivergence(rocCurve(countTableFromCounts(sc, pos, neg)));
      const exact = (d * d) / 2;
      expect(Math.abs(kl - exact)).toBeLessThan(1e-4);
      expect(kl).toBeLessThanOrEqual(exact + 1e-12); // binning can only lose information
    },
  );

  it('hand-worked concave curve (0,0),(¼,½),(½,¾),(1,1): ¼·ln 2', () => {
    const roc = rocCurve(countTableFromRoc([0.25, 0.5], [0.5, 0.75], 4, 4));
    expect(klDivergence(roc)).toBeCloseTo(0.25 * Math.LN2, 14);
  });

  it('hand-worked non-concave table: pos [1,2,1], neg [1,1,2] → hull merges the first two groups: ¾·ln 1.5 + ¼·ln ½', () => {
    const roc = rocCurve(countTableFromCounts([3, 2, 1], [1, 2, 1], [1, 1, 2]));
    expect(klDivergence(roc)).toBeCloseTo(0.75 * Math.log(1.5) + 0.25 * Math.log(0.5), 14);
  });

  it('hand-worked flat tail: pos [2,2,0], neg [1,1,2] → ln 2 (0·ln 0 = 0)', () => {
    const roc = rocCurve(countTableFromCounts([3, 2, 1], [2, 2, 0], [1, 1, 2]));
    expect(klDivergence(roc)).toBeCloseTo(Math.LN2, 14);
  });

  it('the same on the hull of the counts (the default) as on the hull of the rates (fast-check)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2 ** 31 - 1 }), fc.option(fc.integer({ min: 2, max: 6 }), { nil: undefined }), (seed, levels) => {
        const rng = mulberry32(seed);
        const { labels, scores } = randomScores(rng, { n: 120, levels, prevalence: 0.1 + 0.8 * rng() });
        const roc = rocOfScores(labels, scores);
        const onRates = klDivergence(roc, upperHull(roc.fpr, roc.tpr));
        const kl = klDivergence(roc);
        if (Number.isFinite(onRates)) expect(Math.abs(kl - onRates)).toBeLessThanOrEqual(1e-12 * Math.max(1, Math.abs(onRates)));
        else expect(kl).toBe(onRates);
      }),
      { seed: 29, numRuns: 200 },
    );
  });

  it('chance is 0; a top score group of positives only (vertical hull edge) is +Infinity', () => {
    expect(klDivergence(rocCurve(countTableFromCounts([1], [3], [5])))).toBe(0);
    expect(klDivergence(rocCurve(countTableFromCounts([3, 2, 1], [1, 1, 1], [0, 1, 1])))).toBe(Infinity);
    expect(klDivergence(rocOfScores([1, 1, 0, 0], [4, 3, 2, 1]))).toBe(Infinity);
  });
});

describe('KL divergence of the binormal model', () => {
  it('equals b²/2 for a = 1 and ∫ f_p ln(f_p/f_n) by Simpson quadrature for a ≠ 1', () => {
    expect(binormalKl(1, 2)).toBeCloseTo(2, 14);
    for (const [a, b] of [
      [0.5, 0.8],
      [2, 1.5],
      [1.3, -0.4],
    ]) {
      // f_n = N(0, 1), f_p = N(b/a, (1/a)²).
      const mp = b / a;
      const sp = 1 / a;
      const fp = (x: number): number => phi((x - mp) / sp) / sp;
      const integral = simpson((x) => fp(x) * Math.log(fp(x) / phi(x)), mp - 12 * sp, mp + 12 * sp, 20000);
      expect(binormalKl(a, b)).toBeCloseTo(integral, 9);
    }
  });
});

describe('PR at another prevalence (eqs. 20–21, 24)', () => {
  it('at the test prevalence equals TP/(TP+FP) counted from the raw scores (fast-check)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2 ** 31 - 1 }), fc.option(fc.integer({ min: 2, max: 8 }), { nil: undefined }), (seed, levels) => {
        const rng = mulberry32(seed);
        const { labels, scores } = randomScores(rng, { n: 60, levels, prevalence: 0.1 + 0.8 * rng() });
        const P = labels.filter((l) => l === 1).length;
        const pr = prAtPrevalence(rocOfScores(labels, scores), P / labels.length);
        const brute = confusionBrute(labels, scores).filter((c) => c.tp + c.fp > 0);
        expect(pr.precision.length).toBe(brute.length);
        brute.forEach((c, i) => {
          expect(pr.precision[i]).toBeCloseTo(c.tp / (c.tp + c.fp), 12);
          expect(pr.recall[i]).toBeCloseTo(c.tp / P, 14);
        });
      }),
      { seed: 17, numRuns: 100 },
    );
  });

  it('hand-worked at π = 0.1: (fpr, tpr) = (0.1, 0.5) → 0.05/(0.05 + 0.09); the (0,0) point is dropped', () => {
    const roc = rocCurve(countTableFromRoc([0.1], [0.5], 10, 10));
    const pr = prAtPrevalence(roc, 0.1);
    expect(Array.from(pr.index)).toEqual([1, 2]);
    expect(pr.precision[0]).toBeCloseTo(0.05 / 0.14, 14);
    expect(pr.precision[1]).toBeCloseTo(0.1, 14); // always alarm: precision = prevalence
  });

  it('at chosen ROC indices: the whole curve\'s points at those indices, bit for bit, (0,0) still dropped (fast-check)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2 ** 31 - 1 }), fc.double({ min: 0.001, max: 0.999, noNaN: true }), (seed, pi) => {
        const rng = mulberry32(seed);
        const { labels, scores } = randomScores(rng, { n: 80, prevalence: 0.1 + 0.8 * rng() });
        const roc = rocOfScores(labels, scores);
        const at = Array.from({ length: roc.fpr.length }, (_, i) => i).filter(() => rng() < 0.4);
        const whole = prAtPrevalence(roc, pi);
        const some = prAtPrevalence(roc, pi, at);
        const keep = whole.index.reduce<number[]>((ks, i, k) => (at.includes(i) ? [...ks, k] : ks), []);
        expect(Array.from(some.index)).toEqual(keep.map((k) => whole.index[k]));
        expect(Array.from(some.precision)).toEqual(keep.map((k) => whole.precision[k]));
        expect(Array.from(some.recall)).toEqual(keep.map((k) => whole.recall[k]));
        if (at.includes(0)) expect(some.index[0]).not.toBe(0);
      }),
      { seed: 23, numRuns: 100 },
    );
  });

  it('rejects a prevalence outside (0, 1)', () => {
    const roc = rocCurve(countTableFromRoc([0.1], [0.5], 10, 10));
    expect(() => prAtPrevalence(roc, 1)).toThrow(/in \(0, 1\), got 1/);
  });
});

describe('capacity (Sec. 6.1, eq. 28)', () => {
  it('hand-worked lines: π = (0.2, 0.8), m = 0.1 → (0, 0.5)–(0.125, 0); m = 0.5 → (0.375, 1)–(0.625, 0); m = 1.5 → null', () => {
    const l1 = capacityLine(0.2, 0.8, 0.1)!;
    expect(l1[0][0]).toBeCloseTo(0, 14);
    expect(l1[0][1]).toBeCloseTo(0.5, 14);
    expect(l1[1][0]).toBeCloseTo(0.125, 14);
    expect(l1[1][1]).toBeCloseTo(0, 14);
    const l2 = capacityLine(0.2, 0.8, 0.5)!;
    expect(l2[0][0]).toBeCloseTo(0.375, 14);
    expect(l2[0][1]).toBeCloseTo(1, 14);
    expect(l2[1][0]).toBeCloseTo(0.625, 14);
    expect(l2[1][1]).toBeCloseTo(0, 14);
    expect(capacityLine(0.2, 0.8, 1.5)).toBeNull();
    expect(capacityLine(0.2, 0.8, -0.1)).toBeNull();
  });

  it('region area: triangle m²/(2·π_p·π_n) when m ≤ min(π_p, π_n) (the paper\'s triangular region)', () => {
    for (const [pp, m] of [
      [0.2, 0.1],
      [0.5, 0.3],
      [0.05, 0.04],
    ]) {
      expect(polygonArea(asPoly(capacityRegion(pp, 1 - pp, m)))).toBeCloseTo((m * m) / (2 * pp * (1 - pp)), 14);
    }
    expect(polygonArea(asPoly(capacityRegion(0.3, 0.7, 1)))).toBeCloseTo(1, 14);
  });

  it('operating point = brute-force max TP subject to TP + FP ≤ M (ties: fewest FP), random data (fast-check)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2 ** 31 - 1 }), (seed) => {
        const rng = mulberry32(seed);
        const { labels, scores } = randomScores(rng, { n: 50, levels: rng() < 0.5 ? 6 : undefined });
        const T = labels.length;
        const P = labels.filter((l) => l === 1).length;
        const M = randInt(rng, 0, T);
        const op = capacityOperatingPoint(rocOfScores(labels, scores), M / T, P / T)!;
        let best = { tp: -1, fp: Infinity };
        for (const c of confusionBrute(labels, scores)) {
          if (c.tp + c.fp > M) continue;
          if (c.tp > best.tp || (c.tp === best.tp && c.fp < best.fp)) best = c;
        }
        expect(op.tp).toBe(best.tp);
        expect(op.fp).toBe(best.fp);
      }),
      { seed: 23, numRuns: 200 },
    );
  });

  it('null when m < 0', () => {
    expect(capacityOperatingPoint(rocOfScores([1, 0], [1, 0]), -0.1, 0.5)).toBeNull();
  });
});

describe('bounded risk (Sec. 6.2, corrected eq. 29)', () => {
  it('hand-worked: α = β = 1, π_p = ½, c = ¼ → y ≥ x + ½: triangle (0,½),(½,1),(0,1), area ⅛', () => {
    const poly = boundedRiskRegion(1, 1, 0.5, 0.25);
    expect(polygonArea(asPoly(poly))).toBeCloseTo(0.125, 14);
    const sorted = poly.map((p) => [Number(p[0].toFixed(12)), Number(p[1].toFixed(12))]).sort((p, q) => p[0] - q[0] || p[1] - q[1]);
    expect(sorted).toEqual([
      [0, 0.5],
      [0, 1],
      [0.5, 1],
    ]);
    expect(boundedRiskRegion(1, 1, 0.5, -0.1)).toEqual([]);
  });

  it('region membership agrees with the inequality at random points (fast-check)', () => {
    fc.assert(
      fc.property(
        fc.double({ min: 0.01, max: 10, noNaN: true }),
        fc.double({ min: 0.01, max: 10, noNaN: true }),
        fc.double({ min: 0.01, max: 0.99, noNaN: true }),
        fc.double({ min: 0, max: 5, noNaN: true }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        (al, be, pp, c, x, y) => {
          const f = al * (1 - pp) * x + be * pp * (1 - y) - c;
          if (Math.abs(f) < 1e-9) return;
          const poly = boundedRiskRegion(al, be, pp, c);
          // Inside a CCW convex polygon: all cross products ≥ 0.
          let inside = poly.length >= 3;
          for (let i = 0; i < poly.length && inside; i++) {
            const p = poly[i];
            const q = poly[(i + 1) % poly.length];
            const len = Math.hypot(q[0] - p[0], q[1] - p[1]);
            if (len === 0) continue;
            // Signed distance of (x, y) from the edge's line (positive on the inner side).
            if (((q[0] - p[0]) * (y - p[1]) - (q[1] - p[1]) * (x - p[0])) / len < -1e-12) inside = false;
          }
          expect(inside).toBe(f < 0);
        },
      ),
      { seed: 31, numRuns: 500 },
    );
  });

  it('operating point = brute-force least risk over all ROC points, feasibility = (risk ≤ c) (fast-check)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2 ** 31 - 1 }), (seed) => {
        const rng = mulberry32(seed);
        const { labels, scores } = randomScores(rng, { n: 50, levels: rng() < 0.5 ? 6 : undefined });
        const T = labels.length;
        const P = labels.filter((l) => l === 1).length;
        const N = T - P;
        const al = 0.1 + 5 * rng();
        const be = 0.1 + 5 * rng();
        const c = rng() * 0.5;
        const op = riskOperatingPoint(rocOfScores(labels, scores), al, be, P / T, c);
        // Risk in counts: (α·FP + β·FN)/T.
        let bestRisk = Infinity;
        for (const k of confusionBrute(labels, scores)) bestRisk = Math.min(bestRisk, (al * k.fp + be * (P - k.tp)) / T);
        expect(op.risk).toBeCloseTo(bestRisk, 12);
        expect((al * op.fp + be * (P - op.tp)) / T).toBeCloseTo(bestRisk, 12);
        expect(op.fpr).toBeCloseTo(op.fp / N, 14);
        if (Math.abs(bestRisk - c) > 1e-9) expect(op.feasible).toBe(bestRisk <= c);
      }),
      { seed: 37, numRuns: 200 },
    );
  });
});
