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
 *
 * The covariance is computed exactly in whole numbers: x10 = 2N·V10 and x01 = 2P·V01 are integers, and
 * Σ (V10a − Aa)(V10b − Ab) = (P·Σ x10a·x10b − Σx10a·Σx10b) / (P·(2N)²) (likewise for V01), so the row sums
 * Σ x10a·x10b and Σ x01a·x01b ({@link PairSums}) are exact integers whatever the order of the rows — the same value
 * whether summed here over ranks or by the embedded engine over the file (src/lib/io/engine.ts).
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
  /** 2N·V10 and 2P·V01 per score index: whole numbers. */
  readonly x10: Float64Array;
  readonly x01: Float64Array;
  /** Σ x10 over the positives and Σ x01 over the negatives, exact. */
  readonly sum10: bigint;
  readonly sum01: bigint;
  readonly P: number;
  readonly N: number;
}

/**
 * Exact sums of DeLong's integer placements over the rows of two models: `pos` = Σ x10a·x10b over the positive rows,
 * `neg` = Σ x01a·x01b over the negative rows.
 */
export interface PairSums {
  readonly pos: bigint;
  readonly neg: bigint;
}

const EXACT = 2 ** 53;

/**
 * Exact sum of non-negative whole numbers: a double while it stays below 2^53 (every sum below 2^53 of integers is
 * exact), carried into a bigint before it would round. Terms of 2^53 or more must go through {@link addBig}.
 */
export class ExactSum {
  private acc = 0;
  private big = 0n;
  /** Add a whole number x, 0 ≤ x < 2^53. */
  add(x: number): void {
    const s = this.acc + x;
    if (s < EXACT) this.acc = s;
    else {
      this.big += BigInt(this.acc);
      this.acc = x;
    }
  }
  /** Add a product of two whole numbers below 2^53 each, exactly. */
  addProduct(a: number, b: number): void {
    const p = a * b;
    if (p < EXACT) this.add(p);
    else this.big += BigInt(a) * BigInt(b);
  }
  addBig(x: bigint): void {
    this.big += x;
  }
  value(): bigint {
    return this.big + BigInt(this.acc);
  }
}

/** DeLong placements, AUROC and variance of one count table (whole-number counts; P, N ≥ 2). */
export function delongPlacements(ct: CountTable): Placements {
  const { pos, neg, P, N } = ct;
  const m = pos.length;
  if (!(P >= 2 && N >= 2)) throw new MetricInputError(`DeLong's variance needs at least 2 positives and 2 negatives (got P=${P}, N=${N})`);
  const v10 = new Float64Array(m);
  const v01 = new Float64Array(m);
  const x10 = new Float64Array(m);
  const x01 = new Float64Array(m);
  const sum10 = new ExactSum();
  const sum01 = new ExactSum();
  // Scores decrease with k: negatives below index k are those after it; positives above are those before it.
  let posAbove = 0;
  let negAbove = 0;
  for (let k = 0; k < m; k++) {
    const negBelow = N - negAbove - neg[k];
    v10[k] = (negBelow + 0.5 * neg[k]) / N;
    v01[k] = (posAbove + 0.5 * pos[k]) / P;
    x10[k] = 2 * negBelow + neg[k];
    x01[k] = 2 * posAbove + pos[k];
    sum10.addProduct(pos[k], x10[k]);
    sum01.addProduct(neg[k], x01[k]);
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
  return { v10, v01, auroc: a, variance, x10, x01, sum10: sum10.value(), sum01: sum01.value(), P, N };
}

/** Two-sided normal interval of the AUROC at `level`, clipped to [0, 1] (pROC's ci.auc, method "delong"). */
export function delongCi(p: Placements, level: number): [number, number] {
  const z = probit(1 - (1 - level) / 2);
  const sd = Math.sqrt(p.variance);
  return [Math.max(0, p.auroc - z * sd), Math.min(1, p.auroc + z * sd)];
}

/** Rows summed in doubles before a carry into bigints (each 16-bit-split partial product is below 2³³). */
const SPLIT_ROWS = 2 ** 19;

/**
 * {@link PairSums} of two models over the same rows: `label[r]` is 1 for a positive row, `rankA[r]`/`rankB[r]` the
 * row's distinct-score index in each model's count table. O(rows).
 */
export function delongPairSums(a: Placements, b: Placements, label: ArrayLike<number>, rankA: ArrayLike<number>, rankB: ArrayLike<number>): PairSums {
  return new PairSumsAccumulator(a, b).add(label, rankA, rankB).sums();
}

/**
 * {@link PairSums} of two models summed over rows given in pieces, in any order (e.g. chunk by chunk as a file is read,
 * so that no rank per row in row order is kept). A placement is below 2³² (x10 ≤ 2N, x01 ≤ 2P, rows < 2³¹), so with
 * x = x₁·2¹⁶ + x₀ a product is x₁y₁·2³² + (x₁y₀ + x₀y₁)·2¹⁶ + x₀y₀: three sums of terms below 2³³, exact in doubles
 * over 2¹⁹ rows, then carried into a bigint — exact for any number of rows, with no bigint per row. Placements of
 * 2³² or more (not reached with typed-array row indices) are summed by {@link ExactSum} instead.
 */
export class PairSumsAccumulator {
  private readonly slow?: { pos: ExactSum; neg: ExactSum };
  private pos = 0n;
  private neg = 0n;
  /** The split sums since the last carry (positive rows p₂ p₁ p₀, negative rows n₂ n₁ n₀) and how many rows they hold. */
  private p2 = 0;
  private p1 = 0;
  private p0 = 0;
  private n2 = 0;
  private n1 = 0;
  private n0 = 0;
  private held = 0;

  constructor(
    private readonly a: Placements,
    private readonly b: Placements,
  ) {
    if (2 * Math.max(a.P, a.N, b.P, b.N) >= 2 ** 32) this.slow = { pos: new ExactSum(), neg: new ExactSum() };
  }

  /** Adds rows `from` … `to` − 1: `label[r]` 1 for a positive row, `rankA[r]`/`rankB[r]` its rank in each table. */
  add(label: ArrayLike<number>, rankA: ArrayLike<number>, rankB: ArrayLike<number>, from = 0, to = label.length): this {
    const { x10: a10, x01: a01 } = this.a;
    const { x10: b10, x01: b01 } = this.b;
    if (this.slow) {
      const { pos, neg } = this.slow;
      for (let r = from; r < to; r++) {
        if (label[r] === 1) pos.addProduct(a10[rankA[r]], b10[rankB[r]]);
        else neg.addProduct(a01[rankA[r]], b01[rankB[r]]);
      }
      return this;
    }
    while (from < to) {
      const end = Math.min(to, from + SPLIT_ROWS - this.held);
      let { p2, p1, p0, n2, n1, n0 } = this;
      // The two classes written out, so that the six sums stay in locals (one array of sums: 1.5 × slower at 10⁷ rows).
      for (let r = from; r < end; r++) {
        if (label[r] === 1) {
          const x = a10[rankA[r]];
          const y = b10[rankB[r]];
          const x1 = x >>> 16;
          const x0 = x & 0xffff;
          const y1 = y >>> 16;
          const y0 = y & 0xffff;
          p2 += x1 * y1;
          p1 += x1 * y0 + x0 * y1;
          p0 += x0 * y0;
        } else {
          const x = a01[rankA[r]];
          const y = b01[rankB[r]];
          const x1 = x >>> 16;
          const x0 = x & 0xffff;
          const y1 = y >>> 16;
          const y0 = y & 0xffff;
          n2 += x1 * y1;
          n1 += x1 * y0 + x0 * y1;
          n0 += x0 * y0;
        }
      }
      this.p2 = p2;
      this.p1 = p1;
      this.p0 = p0;
      this.n2 = n2;
      this.n1 = n1;
      this.n0 = n0;
      this.held += end - from;
      from = end;
      if (this.held === SPLIT_ROWS) this.carry();
    }
    return this;
  }

  /** The sums of every row added so far. */
  sums(): PairSums {
    if (this.slow) return { pos: this.slow.pos.value(), neg: this.slow.neg.value() };
    this.carry();
    return { pos: this.pos, neg: this.neg };
  }

  private carry(): void {
    this.pos += (BigInt(this.p2) << 32n) + (BigInt(this.p1) << 16n) + BigInt(this.p0);
    this.neg += (BigInt(this.n2) << 32n) + (BigInt(this.n1) << 16n) + BigInt(this.n0);
    this.p2 = this.p1 = this.p0 = this.n2 = this.n1 = this.n0 = this.held = 0;
  }
}

/**
 * Covariance of two AUROCs on the same rows from their {@link PairSums}: S10ab/P + S01ab/N with
 * S10ab = (P·Σ x10a·x10b − Σx10a·Σx10b) / (P·(2N)²·(P − 1)) — the numerator an exact integer, rounded once.
 */
export function delongCovarianceFromSums(a: Placements, b: Placements, s: PairSums): number {
  const { P, N } = a;
  const c10 = Number(BigInt(P) * s.pos - a.sum10 * b.sum10) / (P * (4 * N * N));
  const c01 = Number(BigInt(N) * s.neg - a.sum01 * b.sum01) / (N * (4 * P * P));
  return c10 / (P - 1) / P + c01 / (N - 1) / N;
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
  return delongCovarianceFromSums(a, b, delongPairSums(a, b, label, rankA, rankB));
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
