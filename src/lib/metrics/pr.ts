/**
 * Precision–recall curve and average precision from a count table. Ties are never split: each distinct score is
 * one operating point (predict positive when score ≥ τ). O(n), no per-point allocation.
 */
import type { CountTable } from './types';

/**
 * Precision–recall curve: one point per distinct score, in the count table's order, i.e. by DECREASING threshold
 * (recall non-decreasing). Point i is the classifier `score ≥ scores[i]`:
 *
 *   recall[i] = TPᵢ / P,   precision[i] = TPᵢ / (TPᵢ + FPᵢ),   thresholds[i] = scores[i].
 *
 * Same points as scikit-learn's `precision_recall_curve(drop_intermediate = False)`, but sklearn lists them by
 * increasing threshold and appends a sentinel (recall 0, precision 1) that has no threshold; we list them by
 * decreasing threshold and add no sentinel. (A row with no predictions cannot occur: every row of a count table has
 * examples; if TP + FP = 0 anyway, precision is 0 as in sklearn.) For tables built from ROC points without
 * thresholds the thresholds are the table's synthetic ranks.
 */
export function prCurve(ct: CountTable): { recall: Float64Array; precision: Float64Array; thresholds: Float64Array } {
  const n = ct.scores.length;
  const recall = new Float64Array(n);
  const precision = new Float64Array(n);
  const thresholds = ct.scores.slice();
  let tp = 0;
  let fp = 0;
  for (let i = 0; i < n; i++) {
    tp += ct.pos[i];
    fp += ct.neg[i];
    recall[i] = i === n - 1 ? 1 : tp / ct.P;
    const ps = tp + fp;
    precision[i] = ps > 0 ? tp / ps : 0;
  }
  if (n > 0) precision[n - 1] = ct.P / (ct.P + ct.N); // exact at the always-alarm point
  return { recall, precision, thresholds };
}

/**
 * Average precision, exactly scikit-learn's `average_precision_score` (no interpolation):
 *
 *   AP = Σₙ (Rₙ − Rₙ₋₁)·Pₙ,
 *
 * summed over the distinct thresholds in decreasing order with R₀ = 0, where Rₙ and Pₙ are the recall and precision
 * of `score ≥ τₙ`. Tied scores form one step (ties grouped, never split). Computed as Σ posₙ·Pₙ / P. Clipped below at
 * 0 like sklearn (it can only be −0 by rounding).
 */
export function averagePrecision(ct: CountTable): number {
  const n = ct.scores.length;
  let tp = 0;
  let fp = 0;
  let s = 0;
  for (let i = 0; i < n; i++) {
    const p = ct.pos[i];
    tp += p;
    fp += ct.neg[i];
    if (p !== 0) s += (p * tp) / (tp + fp);
  }
  const ap = s / ct.P;
  return ap > 0 ? ap : 0;
}
