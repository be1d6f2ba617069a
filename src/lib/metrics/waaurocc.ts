/**
 * WaAUROCC: a Wasserstein-based score of how close a ROC curve is to the ideal one over an FPR range
 * (*WaAUROCC: measuring how steep the ROC curve is*, Sec. 2.2 and 2.4).
 *
 * The paper's Eq. 1 is missing from our copy. We use the reconstruction documented in docs/metrics.md §9
 * (consistent with the paper's synthetic cases over FPR [0, 0.2] and with the ratio of its Tables 2 and 3):
 *
 * - split the FPR range [lo, hi] into `bins` equal bins; bar i is the mean TPR of the linearly interpolated ROC
 *   curve over bin i (the exact integral of the piecewise-linear curve over the bin divided by its width);
 * - the ideal curve has every bar equal to 1, the chance diagonal has bars equal to the bin centres;
 * - W1 is the 1-D Wasserstein distance between the bar heights taken as equally weighted samples;
 * - WaAUROCC = 1 − W1(bars, ideal) / W1(chance, ideal).
 *
 * Exact relation (proved in docs and tested): every bar is ≤ 1, so W1(bars, ideal) = mean(1 − bar_i), and the mean of
 * the bars is pAUC/(hi − lo) exactly (bars are exact integrals), hence for any bin count
 *   WaAUROCC[lo, hi] = (pAUC − (hi − lo)·m) / ((hi − lo)·(1 − m)),  m = (lo + hi)/2,
 * which is 2·(McClish-standardized partial AUROC) − 1, and 2·AUROC − 1 over [0, 1].
 */
import { MetricInputError } from './errors';
import { REL_TOL } from './tolerance';
import type { Point, Range, RocCurve } from './types';

function checkRange(fpr: Range, bins: number): void {
  const [lo, hi] = fpr;
  if (!(lo >= 0 && hi <= 1 && lo < hi)) {
    throw new MetricInputError(`WaAUROCC FPR range must satisfy 0 ≤ lo < hi ≤ 1, got [${lo}, ${hi}]`);
  }
  if (!(Number.isInteger(bins) && bins >= 1)) {
    throw new MetricInputError(`WaAUROCC bin count must be a positive integer, got ${bins}`);
  }
}

/**
 * Mean height over each of `bins` equal bins of [lo, hi] of the polyline through (x[k], y[k]) (x non-decreasing).
 * Exact: each polyline segment is integrated piecewise-linearly over its overlap with each bin (trapezoid rule is exact
 * for a linear function). Vertical segments (x[k] = x[k+1]) have no width and contribute nothing. O(n + bins).
 */
function polylineBars(x: ArrayLike<number>, y: ArrayLike<number>, lo: number, hi: number, bins: number): Float64Array {
  const out = new Float64Array(bins);
  const w = (hi - lo) / bins;
  const edge = (i: number): number => (i === bins ? hi : lo + i * w);
  const n = x.length;
  let k = 0; // current segment [x[k], x[k+1]]
  for (let i = 0; i < bins; i++) {
    const a = edge(i);
    const b = edge(i + 1);
    // Skip segments that end at or before a.
    while (k + 1 < n && x[k + 1] <= a) k++;
    let s = 0;
    let j = k;
    while (j + 1 < n && x[j] < b) {
      const x0 = x[j];
      const x1 = x[j + 1];
      if (x1 > x0) {
        const u = x0 > a ? x0 : a;
        const v = x1 < b ? x1 : b;
        if (v > u) {
          const slope = (y[j + 1] - y[j]) / (x1 - x0);
          const yu = y[j] + slope * (u - x0);
          const yv = y[j] + slope * (v - x0);
          s += ((v - u) * (yu + yv)) / 2;
        }
      }
      j++;
    }
    out[i] = s / (b - a);
  }
  return out;
}

/**
 * WaAUROCC bars (reconstructed Eq. 1): bar i = (1/w)·∫ ROC(x) dx over bin i = [lo + i·w, lo + (i+1)·w],
 * w = (hi − lo)/bins, where ROC is the linearly interpolated empirical curve. Exact integration, no sampling.
 */
export function waBars(roc: RocCurve, fpr: Range, bins = 100): Float64Array {
  checkRange(fpr, bins);
  return polylineBars(roc.fpr, roc.tpr, fpr[0], fpr[1], bins);
}

/**
 * 1-D Wasserstein-1 distance between two equally weighted samples of the same size n:
 * W1 = (1/n)·Σ |a_(i) − b_(i)| over the sorted values (the optimal coupling on the line pairs order statistics).
 * Equals ∫ |F_a(t) − F_b(t)| dt for the empirical CDFs.
 */
export function wasserstein1(a: ArrayLike<number>, b: ArrayLike<number>): number {
  const n = a.length;
  if (b.length !== n) throw new MetricInputError(`wasserstein1 needs samples of equal size, got ${n} and ${b.length}`);
  if (n === 0) throw new MetricInputError('wasserstein1 needs non-empty samples');
  const sa = Float64Array.from(a).sort();
  const sb = Float64Array.from(b).sort();
  let s = 0;
  for (let i = 0; i < n; i++) s += Math.abs(sa[i] - sb[i]);
  return s / n;
}

/** Bars of the ideal curve (all 1) and of the chance diagonal (bin centres) over [lo, hi]. */
function referenceBars(fpr: Range, bins: number): { ideal: Float64Array; chance: Float64Array } {
  const [lo, hi] = fpr;
  const w = (hi - lo) / bins;
  const ideal = new Float64Array(bins).fill(1);
  const chance = new Float64Array(bins);
  for (let i = 0; i < bins; i++) chance[i] = lo + (i + 0.5) * w;
  return { ideal, chance };
}

function scoreOfBars(bars: Float64Array, fpr: Range, bins: number): number {
  const { ideal, chance } = referenceBars(fpr, bins);
  return 1 - wasserstein1(bars, ideal) / wasserstein1(chance, ideal);
}

/**
 * WaAUROCC over the FPR range `fpr` with `bins` bins (reconstructed Eq. 1, see the module comment):
 * 1 − W1(bars, ideal) / W1(chance, ideal). 1 for the ideal curve, 0 for the chance diagonal, negative below chance.
 */
export function waaurocc(roc: RocCurve, fpr: Range, bins = 100): number {
  return scoreOfBars(waBars(roc, fpr, bins), fpr, bins);
}

/**
 * The acceptance curve (Sec. 2.4) as a polyline: the (FPR, TPR) points sorted by FPR (then TPR), with (0,0) and (1,1)
 * added when missing. Points must lie in [0,1]² and TPR must not decrease as FPR increases. The one construction used
 * by the WaAUROCC bars and by the ROC chart.
 */
export function acceptancePolyline(points: readonly Point[]): { x: Float64Array; y: Float64Array } {
  if (points.length === 0) throw new MetricInputError('acceptance curve needs at least one (FPR, TPR) point');
  const pts = points.map((p, i) => {
    const [x, y] = p;
    if (!(x >= 0 && x <= 1 && y >= 0 && y <= 1)) {
      throw new MetricInputError(`acceptance point ${i} (${x}, ${y}) is outside [0,1]²`);
    }
    return [x, y] as const;
  });
  pts.sort((p, q) => p[0] - q[0] || p[1] - q[1]);
  for (let i = 1; i < pts.length; i++) {
    if (pts[i][1] < pts[i - 1][1]) {
      throw new MetricInputError(
        `acceptance curve is not monotone: (${pts[i][0]}, ${pts[i][1]}) follows (${pts[i - 1][0]}, ${pts[i - 1][1]})`,
      );
    }
  }
  if (pts[0][0] !== 0 || pts[0][1] !== 0) pts.unshift([0, 0]);
  const last = pts[pts.length - 1];
  if (last[0] !== 1 || last[1] !== 1) pts.push([1, 1]);
  return { x: Float64Array.from(pts, (p) => p[0]), y: Float64Array.from(pts, (p) => p[1]) };
}

/**
 * Bars of an acceptance-criteria curve (Sec. 2.4) given as (FPR, TPR) points: the curve is the polyline through
 * the points sorted by FPR, from (0,0) to (1,1) (added when missing), binned exactly like {@link waBars}.
 */
export function acceptanceBars(points: readonly Point[], fpr: Range, bins = 100): Float64Array {
  checkRange(fpr, bins);
  const { x, y } = acceptancePolyline(points);
  return polylineBars(x, y, fpr[0], fpr[1], bins);
}

/** Result of comparing a model with an acceptance curve (Sec. 2.4). */
export interface WaauroccAcceptance {
  /** WaAUROCC of the acceptance curve over the same range and bins. */
  value: number;
  /** W1 between the model's bars and the acceptance curve's bars. */
  distance: number;
  /** The model's WaAUROCC is ≥ the acceptance curve's (up to REL_TOL, tolerance.ts, for rounding). */
  passes: boolean;
}

/**
 * Compare a model with an acceptance curve (Sec. 2.4: "Models whose WaAUROCC would be equal or greater than the
 * WaAUROCC of such curve would be guaranteed to satisfy or supersede the acceptance criteria"): the acceptance
 * curve's WaAUROCC, the W1 distance between the two bar sets, and whether the model's WaAUROCC reaches it.
 */
export function waauroccAcceptance(
  roc: RocCurve,
  accPoints: readonly Point[],
  fpr: Range,
  bins = 100,
): WaauroccAcceptance {
  const bars = waBars(roc, fpr, bins);
  const acc = acceptanceBars(accPoints, fpr, bins);
  const model = scoreOfBars(bars, fpr, bins);
  const value = scoreOfBars(acc, fpr, bins);
  return { value, distance: wasserstein1(bars, acc), passes: model >= value - REL_TOL };
}
