/**
 * Empirical ROC curve from a count table. Ties are never split: each distinct score is one operating point
 * (predict positive when score >= tau), and the curve runs from (0,0) (tau = +Inf, never alarm) to (1,1).
 */
import type { CountTable, RocCurve } from './types';

/** ROC curve of a count table: n+1 points for n distinct scores. O(n). */
export function rocCurve(ct: CountTable): RocCurve {
  const n = ct.scores.length;
  const fpr = new Float64Array(n + 1);
  const tpr = new Float64Array(n + 1);
  const tp = new Float64Array(n + 1);
  const fp = new Float64Array(n + 1);
  const thresholds = new Float64Array(n + 1);
  thresholds[0] = Infinity;
  let a = 0;
  let b = 0;
  for (let i = 0; i < n; i++) {
    a += ct.pos[i];
    b += ct.neg[i];
    // Fractional counts (P·ΔTPR from published points) can sum to slightly more than P or N by rounding; clamp so
    // the curve stays monotone and inside the unit square.
    tp[i + 1] = a < ct.P ? a : ct.P;
    fp[i + 1] = b < ct.N ? b : ct.N;
    thresholds[i + 1] = ct.scores[i];
  }
  // Exact end point (1,1) even when fractional counts accumulate rounding error.
  tp[n] = ct.P;
  fp[n] = ct.N;
  for (let i = 0; i <= n; i++) {
    tpr[i] = tp[i] / ct.P;
    fpr[i] = fp[i] / ct.N;
  }
  return { fpr, tpr, tp, fp, thresholds, P: ct.P, N: ct.N, hasThresholds: ct.hasThresholds };
}

/** TPR of the linearly interpolated ROC curve at false positive rate x (vertical segments take their top). */
export function interpolateTpr(roc: RocCurve, x: number): number {
  const { fpr, tpr } = roc;
  const n = fpr.length;
  if (x <= 0) {
    // Top of the vertical segment at x = 0.
    let i = 0;
    while (i + 1 < n && fpr[i + 1] <= 0) i++;
    return tpr[i];
  }
  if (x >= 1) return 1;
  // Binary search for the last index with fpr <= x.
  let lo = 0;
  let hi = n - 1;
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1;
    if (fpr[mid] <= x) lo = mid;
    else hi = mid - 1;
  }
  if (fpr[lo] === x) return tpr[lo];
  const x0 = fpr[lo];
  const x1 = fpr[lo + 1];
  return tpr[lo] + ((tpr[lo + 1] - tpr[lo]) * (x - x0)) / (x1 - x0);
}
