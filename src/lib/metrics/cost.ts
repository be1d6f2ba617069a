/**
 * Cost parameter t and its distributions (VOROS Def. 10, Ratigan & Cowen).
 *
 * t = C0·N / (C0·N + C1·P), where C0 is the cost of a false positive and C1 of a false negative, so
 * t/(1−t) = (C0/C1)·(N/P). The normalized cost of ROC point (x, y) is Cost_t(x, y) = t·x + (1−t)·(1−y).
 *
 * A report averages over a distribution of t:
 * - `{ t: [a, b] }`: t uniform on [a, b] (the papers' VOROS / partial VOROS over a range);
 * - `{ ratio: [r1, r2] }`: C0/C1 uniform on [r1, r2] with the dataset's class ratio q = N/P, i.e. s = r·q and
 *   t = s/(1+s); a non-uniform density over t (see {@link TDistribution.density});
 * - `{ ratio: [r1, r2], classRatio: [q1, q2] }`: bounds on both ratios combine as products (VOROS, credit-card
 *   example): t uniform on [t(r1·q1), t(r2·q2)].
 */
import { MetricInputError } from './errors';
import type { Range } from './types';

export type CostSpec =
  | { readonly t: Range }
  | { readonly ratio: Range; readonly classRatio?: Range };

/** A probability distribution of t on [range[0], range[1]] ⊆ [0, 1]. */
export interface TDistribution {
  /** 'uniform-t': t uniform on range. 'uniform-ratio': s = t/(1−t) uniform on [sRange[0], sRange[1]]. */
  readonly kind: 'uniform-t' | 'uniform-ratio';
  /** Support of t. A degenerate range (a === b) is a point mass at a. */
  readonly range: Range;
  /** For 'uniform-ratio': the support of s = t/(1−t) = (C0/C1)·(N/P). */
  readonly sRange?: Range;
  /** Density with respect to t on the support (for a point mass: +Infinity at a). Integrates to 1. */
  density(t: number): number;
}

/** t from s = t/(1−t) (s may be +Infinity: t = 1). */
export function tFromOdds(s: number): number {
  return s === Infinity ? 1 : s / (1 + s);
}

/** Largest odds t/(1−t) a cost distribution may reach: beyond it 1 − t and the ratio density lose their precision. */
export const MAX_ODDS = 1e12;

/** C0/C1 cost ratio that corresponds to t for a dataset with class ratio N/P: r = t/(1−t) · P/N. */
export function costRatioFromT(t: number, P: number, N: number): number {
  return (t / (1 - t)) * (P / N);
}

/** t for a C0/C1 cost ratio r and class ratio N/P (VOROS Def. 10). */
export function tFromCostRatio(r: number, P: number, N: number): number {
  return tFromOdds(r * (N / P));
}

/** Build the distribution of t for a cost specification and the dataset's P and N. */
export function tDistribution(spec: CostSpec, P: number, N: number): TDistribution {
  if ('t' in spec) {
    const [a, b] = spec.t;
    if (!(a >= 0 && b <= 1 && a <= b)) throw new MetricInputError(`t range must satisfy 0 ≤ a ≤ b ≤ 1, got [${a}, ${b}]`);
    return { kind: 'uniform-t', range: [a, b], density: (t) => (a === b ? (t === a ? Infinity : 0) : t >= a && t <= b ? 1 / (b - a) : 0) };
  }
  const [r1, r2] = spec.ratio;
  // A uniform distribution needs a bounded range: [r1, ∞) is not a probability distribution.
  if (!(r1 >= 0 && r1 <= r2 && Number.isFinite(r2))) {
    throw new MetricInputError(`cost ratio range must satisfy 0 ≤ r1 ≤ r2 < ∞, got [${r1}, ${r2}]`);
  }
  if (spec.classRatio) {
    const [q1, q2] = spec.classRatio;
    if (!(q1 > 0 && q1 <= q2 && Number.isFinite(q2))) {
      throw new MetricInputError(`class ratio range must satisfy 0 < q1 ≤ q2 < ∞, got [${q1}, ${q2}]`);
    }
    if (!(r2 * q2 <= MAX_ODDS)) {
      throw new MetricInputError(`cost ratio and class ratio ranges reach the odds (C0/C1)·(N/P) = ${r2 * q2}, above ${MAX_ODDS} (t closer to 1 than double precision can integrate)`);
    }
    return tDistribution({ t: [tFromOdds(r1 * q1), tFromOdds(r2 * q2)] }, P, N);
  }
  const q = N / P;
  const s1 = r1 * q;
  const s2 = r2 * q;
  if (!(s2 <= MAX_ODDS)) {
    throw new MetricInputError(`cost ratio range [${r1}, ${r2}] is too wide: the odds t/(1−t) = (C0/C1)·(N/P) reach ${s2}, above ${MAX_ODDS} (t closer to 1 than double precision can integrate)`);
  }
  const a = tFromOdds(s1);
  const b = tFromOdds(s2);
  // s uniform on [s1, s2], t = s/(1+s): ds/dt = 1/(1−t)², so density(t) = 1 / ((s2 − s1)(1 − t)²).
  return {
    kind: 'uniform-ratio',
    range: [a, b],
    sRange: [s1, s2],
    density: (t) => (s1 === s2 ? (t === a ? Infinity : 0) : t >= a && t <= b ? 1 / ((s2 - s1) * (1 - t) ** 2) : 0),
  };
}
