/**
 * DeLong, DeLong & Clarke-Pearson (1988): the variance of the empirical AUROC and the covariance of two AUROCs
 * measured on the same examples, from the structural components (placement values)
 *
 *   V10(Xᵢ) = (1/N)·Σⱼ ψ(Xᵢ, Yⱼ)   for each positive Xᵢ,      V01(Yⱼ) = (1/P)·Σᵢ ψ(Xᵢ, Yⱼ)   for each negative Yⱼ,
 *
 * with ψ(x, y) = 1 if x > y, ½ if x = y, 0 otherwise (ties count half: the midrank rule). Then AUROC = mean V10 =
 * mean V01, S10 = Σ (V10 − A)²/(P − 1), S01 = Σ (V01 − A)²/(N − 1), Var = S10/P + S01/N, and for two models a, b on
 * the same rows Cov = S10ab/P + S01ab/N with S10ab = Σ (V10a − Aa)(V10b − Ab)/(P − 1). This is pROC's
 * `ci.auc(method = "delong")` (normal interval A ± z·√Var, clipped to [0, 1]) and `roc.test(method = "delong",
 * paired = TRUE)` (z = (Aa − Ab)/√(Var a + Var b − 2·Cov), two-sided p).
 *
 * Computed from the count table: the placement of every row depends only on its distinct-score index (its rank), so
 * the components are O(distinct scores) and the covariance one pass over the rows. Pure, no Node APIs.
 */
import { MetricInputError } from './errors';
import { normalCdf, probit } from './normal';
import type { CountTable } from './types';

/** Placement values per distinct score (index k of the count table, scores decreasing). */
export interface Placements {
  /** V10 of a positive with score index k: share of negatives below it, ties counting half. */
  readonly v10: Float64Array;
  /** V01 of a negative with score index k: share of positives above it, ties counting half. */
  readonly v01: Float64Array;
  readonly auroc: number;
  /** S10/P + S01/N. */
  readonly variance: number;
}

/** DeLong placements, AUROC and variance of one count table (whole-number counts; P, N ≥ 2). */
export function delongPlacements(ct: CountTable): Placements {
  const { pos, neg, P, N } = ct;
  const m = pos.length;
  if (!(P >= 2 && N >= 2)) throw new MetricInputError(`DeLong's variance needs at least 2 positives and 2 negatives (got P=${P}, N=${N})`);
  const v10 = new Float64Array(m);
  const v01 = new Float64Array(m);
  // Scores decrease with k: negatives below index k are those after it; positives above are those before it.
  let posAbove = 0;
  let negAbove = 0;
  for (let k = 0; k < m; k++) {
    const negBelow = N - negAbove - neg[k];
    v10[k] = (negBelow + 0.5 * neg[k]) / N;
    v01[k] = (posAbove + 0.5 * pos[k]) / P;
    posAbove += pos[k];
    negAbove += neg[k];
  }
  let a = 0;
  for (let k = 0; k < m; k++) a += pos[k] * v10[k];
  a /= P;
  let s10 = 0;
  let s01 = 0;
  for (let k = 0; k < m; k++) {
    s10 += pos[k] * (v10[k] - a) ** 2;
    s01 += neg[k] * (v01[k] - a) ** 2;
  }
  const variance = s10 / (P - 1) / P + s01 / (N - 1) / N;
  return { v10, v01, auroc: a, variance };
}

/** Two-sided normal interval of the AUROC at `level`, clipped to [0, 1] (pROC's ci.auc, method "delong"). */
export function delongCi(p: Placements, level: number): [number, number] {
  const z = probit(1 - (1 - level) / 2);
  const sd = Math.sqrt(p.variance);
  return [Math.max(0, p.auroc - z * sd), Math.min(1, p.auroc + z * sd)];
}

/**
 * Covariance of two AUROCs on the same rows: `label[r]` is 1 for a positive row, `rankA[r]`/`rankB[r]` the row's
 * distinct-score index in each model's count table. O(rows).
 */
export function delongCovariance(
  a: Placements,
  b: Placements,
  label: ArrayLike<number>,
  rankA: ArrayLike<number>,
  rankB: ArrayLike<number>,
): number {
  let s10 = 0;
  let s01 = 0;
  let P = 0;
  let N = 0;
  for (let r = 0; r < label.length; r++) {
    if (label[r] === 1) {
      s10 += (a.v10[rankA[r]] - a.auroc) * (b.v10[rankB[r]] - b.auroc);
      P++;
    } else {
      s01 += (a.v01[rankA[r]] - a.auroc) * (b.v01[rankB[r]] - b.auroc);
      N++;
    }
  }
  return s10 / (P - 1) / P + s01 / (N - 1) / N;
}

export interface DelongTest {
  /** AUROC of each model. */
  auroc: [number, number];
  z: number;
  /** Two-sided p-value; NaN when both AUROCs have zero variance of their difference and are equal. */
  p: number;
  /** Standard error of the difference Aa − Ab. */
  se: number;
}

/** DeLong's paired test of Aa = Ab (pROC's roc.test, method "delong", paired). */
export function delongTest(a: Placements, b: Placements, cov: number): DelongTest {
  const v = a.variance + b.variance - 2 * cov;
  const se = Math.sqrt(Math.max(0, v));
  const z = (a.auroc - b.auroc) / se;
  const p = Number.isNaN(z) ? NaN : 2 * normalCdf(-Math.abs(z));
  return { auroc: [a.auroc, b.auroc], z, p, se };
}
