/**
 * Deployment cost on the test part of thresholds chosen on validation (Partial VOROS App. D.4, eq. 1 and eq. 2).
 *
 * A pick's τ(t) is piecewise constant (selection.ts), so on each piece the test operating point (h, k) is fixed and
 * the expected cost E[t·h + (1−t)·(1−k)] integrates in closed form:
 * - t uniform on [a, b]: ∫_lo^hi (c + (h − c)·t) dt / (b − a) with c = 1 − k;
 * - C0/C1 uniform, i.e. s = t/(1−t) uniform on [s1, s2] (t = s/(1+s), cost.ts): the cost is h + (c − h)/(1 + s), so
 *   ∫_slo^shi = h·(shi − slo) + (c − h)·ln((1 + shi)/(1 + slo)), divided by s2 − s1.
 * `feasibleOnTest` is the probability of the pieces whose test point meets α and κ on the test part.
 * {@link monteCarloTestCost} is the paper's eq. 2: the mean over seeded samples of the cost ratio (or of t).
 *
 * {@link expectedTestCostOf} is pure and cheap (one binary search per piece), so a bootstrap can call it per resample.
 */
import type { TDistribution } from './cost';
import { isFeasibleCounts } from './partial-voros';
import { mulberry32 } from '../sim/random';
import type { ThresholdPiece } from './selection';
import { rocCurve } from './roc';
import type { CountTable, RocCurve } from './types';

/** An operating point of a part: counts and rates for "alert iff score ≥ threshold". */
export interface PartPoint {
  readonly tp: number;
  readonly fp: number;
  readonly fpr: number;
  readonly tpr: number;
  /** TP / (TP + FP); null when nothing is alerted. */
  readonly precision: number | null;
  /** TP + FP. */
  readonly alerts: number;
}

/** The point of `roc` for "alert iff score ≥ threshold" (threshold +∞: alert none). O(log n). */
export function pointAtThreshold(roc: RocCurve, threshold: number): PartPoint {
  // thresholds[i] (i ≥ 1) are the distinct scores, decreasing: the point is the last i with thresholds[i] ≥ τ.
  const th = roc.thresholds;
  let lo = 0;
  let hi = th.length - 1;
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1;
    if (th[mid] >= threshold) lo = mid;
    else hi = mid - 1;
  }
  const tp = roc.tp[lo];
  const fp = roc.fp[lo];
  const alerts = tp + fp;
  return { tp, fp, fpr: roc.fpr[lo], tpr: roc.tpr[lo], precision: alerts > 0 ? tp / alerts : null, alerts };
}

/** Odds s = t/(1−t) of a piece end, exact at the distribution's own ends. */
function oddsOf(dist: TDistribution, t: number): number {
  if (dist.sRange) {
    if (t === dist.range[0]) return dist.sRange[0];
    if (t === dist.range[1]) return dist.sRange[1];
  }
  return t === 1 ? Infinity : t / (1 - t);
}

function isPointMass(dist: TDistribution): boolean {
  return dist.range[0] === dist.range[1] || (dist.sRange !== undefined && dist.sRange[0] === dist.sRange[1]);
}

/** Probability of t ∈ [lo, hi] under `dist`. */
export function pieceMass(dist: TDistribution, lo: number, hi: number): number {
  if (isPointMass(dist)) return lo <= dist.range[0] && dist.range[0] <= hi ? 1 : 0;
  if (dist.kind === 'uniform-ratio' && dist.sRange) {
    const [s1, s2] = dist.sRange;
    return (oddsOf(dist, hi) - oddsOf(dist, lo)) / (s2 - s1);
  }
  return (hi - lo) / (dist.range[1] - dist.range[0]);
}

/** ∫_lo^hi p(t)·(t·h + (1−t)·(1−k)) dt, exactly (module comment). For a point mass: the cost at its t. */
export function pieceCost(dist: TDistribution, lo: number, hi: number, h: number, k: number): number {
  const c = 1 - k;
  if (isPointMass(dist)) {
    const t = dist.range[0];
    return lo <= t && t <= hi ? t * h + (1 - t) * c : 0;
  }
  if (dist.kind === 'uniform-ratio' && dist.sRange) {
    const [s1, s2] = dist.sRange;
    const slo = oddsOf(dist, lo);
    const shi = oddsOf(dist, hi);
    const w = shi - slo;
    return (h * w + (c - h) * Math.log1p(w / (1 + slo))) / (s2 - s1);
  }
  const [a, b] = dist.range;
  return ((hi - lo) * (c + ((h - c) * (hi + lo)) / 2)) / (b - a);
}

/** The test part's constraints: minimum precision α and capacity κ as a count of the test part. */
export interface TestConstraints {
  readonly alpha: number;
  readonly kappa: number;
}

export interface TestCostResult {
  /** E_t[cost on test] (App. D.4, eq. 1), exact. */
  readonly expectedCost: number;
  /** Probability under the t distribution that the test point meets α and κ on the test part. */
  readonly feasibleOnTest: number;
  /** The test point of every piece (parallel to the pick's pieces). */
  readonly points: PartPoint[];
  /** Whether each piece's test point is feasible on test. */
  readonly feasible: boolean[];
}

/**
 * Expected test cost and feasibility of a pick's fixed thresholds τ(t) on a test curve. Pure; usable per bootstrap
 * resample of the test part (pass the resample's ROC curve).
 */
export function expectedTestCostOf(
  pieces: readonly Pick<ThresholdPiece, 't' | 'threshold'>[],
  test: RocCurve,
  dist: TDistribution,
  constraints: TestConstraints,
): TestCostResult {
  let expectedCost = 0;
  let feasibleOnTest = 0;
  const points: PartPoint[] = [];
  const feasible: boolean[] = [];
  for (const p of pieces) {
    const q = pointAtThreshold(test, p.threshold);
    const ok = isFeasibleCounts(q.tp, q.fp, constraints.alpha, constraints.kappa);
    points.push(q);
    feasible.push(ok);
    expectedCost += pieceCost(dist, p.t[0], p.t[1], q.fpr, q.tpr);
    if (ok) feasibleOnTest += pieceMass(dist, p.t[0], p.t[1]);
  }
  return { expectedCost, feasibleOnTest: Math.min(1, Math.max(0, feasibleOnTest)), points, feasible };
}

/** Tolerance when comparing probabilities of feasibility (1 = always feasible) and precisions with α. */
export const FEASIBLE_TOL = 1e-9;

/** Samples of the Monte Carlo estimate (App. D.4, eq. 2). */
export const MONTE_CARLO_SAMPLES = 20_000;
/** Seed of the Monte Carlo estimate: the same sampled costs for every strategy (common random numbers). */
export const MONTE_CARLO_SEED = 20_250_601;

/**
 * Mean test cost over `samples` seeded draws of the cost ratio C0/C1 (uniform-ratio; mapped to t) or of t
 * (uniform-t): the paper's eq. 2.
 */
export function monteCarloTestCost(
  pieces: readonly Pick<ThresholdPiece, 't' | 'threshold'>[],
  test: RocCurve,
  dist: TDistribution,
  samples: number = MONTE_CARLO_SAMPLES,
  seed: number = MONTE_CARLO_SEED,
): number {
  const rng = mulberry32(seed);
  const pts = pieces.map((p) => pointAtThreshold(test, p.threshold));
  const ends = pieces.map((p) => p.t[1]);
  const [a, b] = dist.range;
  let sum = 0;
  for (let n = 0; n < samples; n++) {
    const u = rng();
    let t: number;
    if (dist.kind === 'uniform-ratio' && dist.sRange) {
      const s = dist.sRange[0] + u * (dist.sRange[1] - dist.sRange[0]);
      t = s / (1 + s);
    } else t = a + u * (b - a);
    // First piece whose upper end reaches t.
    let lo = 0;
    let hi = ends.length - 1;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (ends[mid] >= t) hi = mid;
      else lo = mid + 1;
    }
    const q = pts[lo];
    sum += t * q.fpr + (1 - t) * (1 - q.tpr);
  }
  return sum / samples;
}

/**
 * {@link expectedTestCostOf} from a report's selection entry (thresholds as JSON: null = alert none) and a test count
 * table, e.g. one bootstrap resample of the test part.
 */
export function expectedTestCostOfEntry(
  entry: { readonly thresholds: readonly { readonly t: readonly [number, number]; readonly threshold: number | null }[] },
  test: CountTable,
  dist: TDistribution,
  constraints: TestConstraints,
): TestCostResult {
  const pieces = entry.thresholds.map((p) => ({ t: p.t, threshold: p.threshold === null ? Infinity : p.threshold }));
  return expectedTestCostOf(pieces, rocCurve(test), dist, constraints);
}
