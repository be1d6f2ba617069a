/**
 * Core data model of rocsite.
 *
 * Every model is reduced to a {@link CountTable}: its distinct scores in decreasing order with the number of
 * positives and negatives at each score. All metrics are computed from count tables (or from the ROC curve derived
 * from one), so 10^7 rows per model or a table produced by SQL cost the same as a table of 100 rows.
 *
 * Conventions (see docs/metrics.md): higher score = more likely positive; an example is predicted positive when
 * `score >= tau`; tied scores form a single ROC point (ties are never split).
 */

/** A model's scores reduced to distinct values, sorted strictly decreasing. */
export interface CountTable {
  /**
   * Distinct scores, strictly decreasing. For a curve given as published ROC points without thresholds the scores
   * are synthetic ranks (n-1, ..., 0) and {@link CountTable.hasThresholds} is false.
   */
  readonly scores: Float64Array;
  /** Number of positives whose score equals scores[i]. May be fractional for published ROC points (P·ΔTPR). */
  readonly pos: Float64Array;
  /** Number of negatives whose score equals scores[i]. May be fractional for published ROC points (N·ΔFPR). */
  readonly neg: Float64Array;
  /** Total positives P = Σ pos (> 0). */
  readonly P: number;
  /** Total negatives N = Σ neg (> 0). */
  readonly N: number;
  /** False when the table was built from ROC points without thresholds (scores are ranks, not real thresholds). */
  readonly hasThresholds: boolean;
}

/**
 * Empirical ROC curve: points (fpr[i], tpr[i]) for the classifier `score >= thresholds[i]`.
 * Point 0 is (0, 0) with threshold +Infinity (never alarm); the last point is (1, 1) (always alarm).
 * fpr and tpr are non-decreasing. Also carries the cumulative counts (tp = P·tpr, fp = N·fpr) so constraints on
 * counts (precision, capacity) are evaluated without rounding.
 */
export interface RocCurve {
  readonly fpr: Float64Array;
  readonly tpr: Float64Array;
  /** Cumulative true positives at each point. */
  readonly tp: Float64Array;
  /** Cumulative false positives at each point. */
  readonly fp: Float64Array;
  /** thresholds[0] = +Infinity; thresholds[i] = scores[i-1] of the count table (NaN-free). */
  readonly thresholds: Float64Array;
  readonly P: number;
  readonly N: number;
  readonly hasThresholds: boolean;
}

/** A closed interval [lo, hi]. */
export type Range = readonly [number, number];

/** A point of ROC space (x = FPR, y = TPR). */
export type Point = readonly [number, number];
