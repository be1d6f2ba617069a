/**
 * Area under the ROC curve: full (AUROC) and over an FPR range (partial AUROC, raw and McClish-standardized).
 * Pure, O(n) in the number of ROC points, no allocation.
 */
import { MetricInputError } from './errors';
import type { Range, RocCurve } from './types';

/**
 * AUROC (VOROS Def. 1: the area under the ROC curve y = f(x)), by the trapezoid rule over the tie-grouped
 * empirical ROC curve:
 *
 *   AUROC = Σᵢ (xᵢ₊₁ − xᵢ)·(yᵢ + yᵢ₊₁)/2.
 *
 * Because tied scores form one ROC point (a diagonal step of the curve), this equals the Mann–Whitney statistic
 * U/(P·N) = P(score⁺ > score⁻) + ½·P(score⁺ = score⁻). Computed in counts (Σ Δfp·(tpᵢ + tpᵢ₊₁)/2 / (P·N)) so integer
 * tables sum exactly.
 */
export function auroc(roc: RocCurve): number {
  const { tp, fp } = roc;
  const n = tp.length;
  let s = 0;
  for (let i = 0; i + 1 < n; i++) {
    const dx = fp[i + 1] - fp[i];
    if (dx !== 0) s += dx * (tp[i] + tp[i + 1]);
  }
  return s / (2 * roc.P * roc.N);
}

/**
 * Partial AUROC over the FPR range [lo, hi] ⊆ [0, 1].
 *
 * - `area`: the raw area ∫_lo^hi f(x) dx under the linearly interpolated ROC curve f (vertical segments at x = lo or
 *   x = hi have no width, so they add nothing: this matches pROC's `auc(partial.auc = c(1 − lo, 1 − hi),
 *   partial.auc.focus = "specificity")` and sklearn, which inserts the interpolated point at max_fpr taking the top of a
 *   vertical segment there).
 * - `mcclish`: McClish's (1989) standardization exactly as pROC's `partial.auc.correct = TRUE` for a specificity
 *   range: (1 + (area − min)/(max − min))/2 with min = (hi² − lo²)/2 (the area under the chance diagonal over the range)
 *   and max = hi − lo (the area of a perfect classifier). A perfect classifier scores 1, the chance diagonal 0.5.
 *   For lo = 0 this equals sklearn's `roc_auc_score(max_fpr = hi)`. pROC returns NA when area < min (a curve below the
 *   diagonal on the range); we return the formula's value (< 0.5) like sklearn, and callers may warn. For lo = hi
 *   the range is empty: area = 0 and mcclish = NaN.
 */
export function partialAuroc(roc: RocCurve, fpr: Range): { area: number; mcclish: number } {
  const lo = fpr[0];
  const hi = fpr[1];
  if (!(lo >= 0 && hi <= 1 && lo <= hi)) {
    throw new MetricInputError(`partial AUROC: FPR range must satisfy 0 ≤ lo ≤ hi ≤ 1, got [${lo}, ${hi}]`);
  }
  const x = roc.fpr;
  const y = roc.tpr;
  const n = x.length;
  let area = 0;
  for (let i = 0; i + 1 < n; i++) {
    const x0 = x[i];
    const x1 = x[i + 1];
    if (x1 <= lo || x0 === x1) continue; // left of the range, or vertical (no width)
    if (x0 >= hi) break;
    const y0 = y[i];
    const y1 = y[i + 1];
    const a = x0 < lo ? lo : x0;
    const b = x1 > hi ? hi : x1;
    const slope = (y1 - y0) / (x1 - x0);
    const ya = a === x0 ? y0 : y0 + slope * (a - x0);
    const yb = b === x1 ? y1 : y0 + slope * (b - x0);
    area += ((b - a) * (ya + yb)) / 2;
  }
  const min = (hi * hi - lo * lo) / 2;
  const max = hi - lo;
  const mcclish = max > 0 ? (1 + (area - min) / (max - min)) / 2 : NaN;
  return { area, mcclish };
}
