/**
 * Model and threshold selection on a validation part (Partial VOROS, Sec. 6 and App. D.4): each strategy picks one
 * model from the validation ROC curves and a threshold τ(t) for every cost parameter t of the scenario's cost
 * distribution. selection-cost.ts then applies those fixed thresholds to the test part.
 *
 * Operating points of a part: "alert iff score ≥ s" for each distinct score s, plus "alert none" (τ = +∞), i.e. the
 * ROC points of roc.ts. Feasible: precision ≥ α (alert none counts as feasible) and alerts ≤ κ (Partial VOROS Def. 12).
 *
 * The four strategies (ties: the first model in the given order):
 * 1. `partialVoros`: largest partial VOROS (Def. 20); τ(t) = the feasible point of least cost at t.
 * 2. `voros`: largest VOROS (VOROS Defs. 20–21) over the same t distribution, α and κ ignored; τ(t) = the point of
 *    least cost at t among all points.
 * 3. `recall`: largest TPR among feasible points; one τ for every t: that point (fewest false positives among equal TPR).
 * 4. `partialAurocInRegion`: largest area under the ROC curve inside K (auc-region.ts); τ as for `recall`.
 *
 * Cost of (x, y) at t: t·x + (1−t)·(1−y) (App. D.4, eq. 1). The least-cost point is a vertex of the upper hull of the
 * candidate points; vertex j is optimal between the breakpoints t = Δtp·N/(Δtp·N + Δfp·P) of its two hull edges
 * (VOROS Lemma 11), so τ(t) is piecewise constant and the pieces are exact.
 */
import { aucInRegion } from './auc-region';
import type { TDistribution } from './cost';
import { MetricInputError } from './errors';
import type { FeasibleRegion } from './feasible-region';
import { optimalVertex } from './hull';
import { feasibleHull, feasibleIndices, partialVoros } from './partial-voros';
import { REL_TOL } from './tolerance';
import type { RocCurve } from './types';
import { rocHull, voros } from './voros';

export const STRATEGIES = ['partialVoros', 'voros', 'recall', 'partialAurocInRegion'] as const;
export type Strategy = (typeof STRATEGIES)[number];

/** What a scenario fixes on the validation part. */
export interface SelectionScenario {
  /** Minimum precision α. */
  readonly alpha: number;
  /** Feasible region K of the validation part (α and κ as a count of the validation part). */
  readonly region: FeasibleRegion;
  /** Distribution of t (built with the validation part's P and N, or the config's class ratio). */
  readonly dist: TDistribution;
}

/** One piece of τ(t): on t ∈ [t[0], t[1]] the validation ROC point `index` (threshold `threshold`) is used. */
export interface ThresholdPiece {
  readonly t: readonly [number, number];
  /** Index into the validation ROC curve (0 = alert none). */
  readonly index: number;
  /** Alert iff score ≥ threshold; +Infinity = alert none. */
  readonly threshold: number;
}

/** One strategy's choice on validation: the model (index into the given curves), its score and τ(t). */
export interface SelectionPick {
  readonly strategy: Strategy;
  readonly model: number;
  /** The strategy's criterion for the chosen model (PV, VOROS, TPR, or the area under the curve inside K). */
  readonly validationScore: number;
  /** τ(t) over the distribution's support, in increasing t, adjacent pieces sharing their ends. */
  readonly pieces: ThresholdPiece[];
}

/** Criterion of `strategy` for one validation ROC curve (larger is better). */
export function strategyScore(strategy: Strategy, roc: RocCurve, sc: SelectionScenario): number {
  switch (strategy) {
    case 'partialVoros':
      return partialVoros(roc, sc.region, sc.dist).value;
    case 'voros':
      return voros(roc, sc.dist);
    case 'recall':
      return roc.tpr[maxRecallIndex(roc, sc)];
    case 'partialAurocInRegion':
      return aucInRegion(roc, sc.region);
  }
}

/**
 * Index of the feasible validation point with the largest TPR, fewest false positives among equal TPR (alert none
 * when nothing else is feasible).
 */
export function maxRecallIndex(roc: RocCurve, sc: SelectionScenario): number {
  const f = feasibleIndices(roc, sc.region.alpha, sc.region.kappa);
  let best = 0;
  for (const i of f) if (roc.tp[i] > roc.tp[best]) best = i;
  return best;
}

/**
 * Pieces of the least-cost vertex of an upper hull (ROC indices sorted by x) over the support [a, b] of t, in
 * increasing t. A point mass (a = b) is one piece [a, a].
 */
export function leastCostPieces(roc: RocCurve, hull: ArrayLike<number>, range: readonly [number, number]): ThresholdPiece[] {
  const [a, b] = range;
  const m = hull.length;
  if (m === 0) throw new MetricInputError('least-cost pieces need at least one candidate point');
  const piece = (lo: number, hi: number, i: number): ThresholdPiece => ({ t: [lo, hi], index: i, threshold: roc.thresholds[i] });
  if (a === b) return [piece(a, a, hull[optimalVertex(roc.fpr, roc.tpr, hull, a)])];
  const out: ThresholdPiece[] = [];
  // Vertex j is optimal on [bp(j), bp(j−1)] with bp(j) the breakpoint of edge j → j+1 (decreasing in j).
  let lo = a;
  for (let j = m - 1; j >= 0 && lo < b; j--) {
    let upper = 1;
    if (j > 0) {
      const dtp = (roc.tp[hull[j]] - roc.tp[hull[j - 1]]) * roc.N;
      const dfp = (roc.fp[hull[j]] - roc.fp[hull[j - 1]]) * roc.P;
      upper = dtp + dfp > 0 ? dtp / (dtp + dfp) : 1;
    }
    const hi = upper < b ? upper : b;
    if (hi > lo) {
      out.push(piece(lo, hi, hull[j]));
      lo = hi;
    }
  }
  return out;
}

/** τ(t) of `strategy` for one validation curve. */
export function thresholdPieces(strategy: Strategy, roc: RocCurve, sc: SelectionScenario): ThresholdPiece[] {
  const range = sc.dist.range;
  if (strategy === 'partialVoros') return leastCostPieces(roc, feasibleHull(roc, sc.region.alpha, sc.region.kappa), range);
  if (strategy === 'voros') return leastCostPieces(roc, rocHull(roc), range);
  const i = maxRecallIndex(roc, sc);
  return [{ t: [range[0], range[1]], index: i, threshold: roc.thresholds[i] }];
}

/** Index of the largest score; ties (within REL_TOL relative) go to the first. */
export function argmaxFirst(scores: readonly number[]): number {
  let best = 0;
  for (let k = 1; k < scores.length; k++) {
    if (scores[k] > scores[best] + REL_TOL * Math.max(1, Math.abs(scores[best]))) best = k;
  }
  return best;
}

/** One strategy's pick among validation curves (in config order). */
export function selectModel(strategy: Strategy, rocs: readonly RocCurve[], sc: SelectionScenario): SelectionPick {
  if (rocs.length === 0) throw new MetricInputError('model selection needs at least one model');
  for (const r of rocs) {
    if (!r.hasThresholds) throw new MetricInputError('model selection needs thresholds (scores); ROC points without thresholds cannot be deployed');
  }
  const scores = rocs.map((r) => strategyScore(strategy, r, sc));
  const model = argmaxFirst(scores);
  return { strategy, model, validationScore: scores[model], pieces: thresholdPieces(strategy, rocs[model], sc) };
}
