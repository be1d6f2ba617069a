/**
 * Stratified bootstrap resampling on the count-table data model (Efron & Tibshirani; pROC's `boot.stratified = TRUE`).
 *
 * A model keeps, besides its count table, each row's rank (its distinct-score index in the table, scores decreasing)
 * and each row's label. A resample draws P positive rows and N negative rows with replacement (so P and N stay fixed),
 * which is a vector of row weights; the weighted count table of a model is then one pass over the rows (weights added
 * at each row's rank), compacted to the ranks drawn — O(rows) per model and never a re-sort. Models scored on the same
 * rows share one weight vector (paired resampling). Pure, no Node APIs.
 */
import { MetricInputError } from './errors';
import { xoshiro128 } from '../sim/random';
import type { CountTable } from './types';

/** Rows of one resampling group: models that share rows (and so one weight vector per resample). */
export interface RowGroup {
  /** label[r] = 1 for a positive row, 0 for a negative. */
  readonly label: Uint8Array;
  /** Indices of the positive rows and of the negative rows. */
  readonly posRows: Int32Array;
  readonly negRows: Int32Array;
  /** Per model of the group: its count table and each row's rank in it. */
  readonly models: readonly { readonly ct: CountTable; readonly rank: Int32Array }[];
}

/** Each row's index in the count table's distinct scores (strictly decreasing): binary search, O(rows · log m). */
export function rowRanks(ct: CountTable, scores: ArrayLike<number>): Int32Array {
  const s = ct.scores;
  const out = new Int32Array(scores.length);
  for (let r = 0; r < scores.length; r++) {
    const x = scores[r];
    let lo = 0;
    let hi = s.length - 1;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (s[mid] > x) lo = mid + 1;
      else hi = mid;
    }
    if (s[lo] !== x) throw new MetricInputError(`row ${r}: score ${x} is not in the count table`);
    out[r] = lo;
  }
  return out;
}

/** Positive and negative row indices of a label vector. */
export function splitRows(label: Uint8Array): { posRows: Int32Array; negRows: Int32Array } {
  let P = 0;
  for (let r = 0; r < label.length; r++) P += label[r];
  const posRows = new Int32Array(P);
  const negRows = new Int32Array(label.length - P);
  for (let r = 0, a = 0, b = 0; r < label.length; r++) {
    if (label[r] === 1) posRows[a++] = r;
    else negRows[b++] = r;
  }
  return { posRows, negRows };
}

/**
 * Rows of a count table with whole-number counts (one row per counted example; rank = the score index), for inputs
 * that are count tables: each model is then its own group (no pairing across models).
 */
export function rowsOfTable(ct: CountTable): RowGroup {
  const n = ct.P + ct.N;
  const label = new Uint8Array(n);
  const rank = new Int32Array(n);
  let r = 0;
  for (let k = 0; k < ct.pos.length; k++) {
    if (!Number.isInteger(ct.pos[k]) || !Number.isInteger(ct.neg[k])) {
      throw new MetricInputError(`resampling needs whole-number counts; score index ${k} has ${ct.pos[k]} positives and ${ct.neg[k]} negatives`);
    }
    for (let i = 0; i < ct.pos[k]; i++) { label[r] = 1; rank[r++] = k; }
    for (let i = 0; i < ct.neg[k]; i++) { label[r] = 0; rank[r++] = k; }
  }
  return { label, ...splitRows(label), models: [{ ct, rank }] };
}

/** Stratified draw: `w[r]` = how often row r is drawn; P draws among the positive rows, N among the negative. */
export function stratifiedWeights(group: RowGroup, rnd: () => number, w: Int32Array): Int32Array {
  w.fill(0);
  const { posRows, negRows } = group;
  for (let i = 0; i < posRows.length; i++) w[posRows[Math.floor(rnd() * posRows.length)]]++;
  for (let i = 0; i < negRows.length; i++) w[negRows[Math.floor(rnd() * negRows.length)]]++;
  return w;
}

/** Working arrays for {@link weightedTable}, sized for a count table of m distinct scores. */
export interface TableScratch {
  pos: Float64Array;
  neg: Float64Array;
  scores: Float64Array;
}

export function tableScratch(m: number): TableScratch {
  return { pos: new Float64Array(m), neg: new Float64Array(m), scores: new Float64Array(m) };
}

/**
 * The count table of a model under row weights `w`: counts added at each row's rank, then the ranks not drawn
 * dropped (compacted in place). O(rows + m). The table's arrays are views of `scratch`: valid until the next call
 * with the same scratch (no allocation per resample).
 */
export function weightedTable(ct: CountTable, label: Uint8Array, rank: Int32Array, w: Int32Array, scratch: TableScratch = tableScratch(ct.scores.length)): CountTable {
  const m = ct.scores.length;
  const { pos, neg, scores } = scratch;
  pos.fill(0, 0, m);
  neg.fill(0, 0, m);
  for (let r = 0; r < label.length; r++) {
    const x = w[r];
    if (x === 0) continue;
    if (label[r] === 1) pos[rank[r]] += x;
    else neg[rank[r]] += x;
  }
  let P = 0;
  let N = 0;
  let j = 0;
  for (let k = 0; k < m; k++) {
    const p = pos[k];
    const q = neg[k];
    if (p + q > 0) {
      scores[j] = ct.scores[k];
      pos[j] = p;
      neg[j] = q;
      P += p;
      N += q;
      j++;
    }
  }
  return { scores: scores.subarray(0, j), pos: pos.subarray(0, j), neg: neg.subarray(0, j), P, N, hasThresholds: ct.hasThresholds };
}

/**
 * The random source of resample `b`, group `g`: its own xoshiro128** stream, keyed by (seed, b, g), so every resample is
 * the same however the resamples are split among workers, and two seeds share no resample.
 */
export function resampleRandom(seed: number, b: number, g = 0): () => number {
  return xoshiro128(seed, b, g);
}

/**
 * R's default sample quantile (type 7, as pROC's percentile intervals use): linear interpolation between order
 * statistics at h = (n − 1)·p. Non-finite values are left out; NaN when none remains. Sorts a copy.
 */
export function quantile7(values: ArrayLike<number>, probs: readonly number[]): number[] {
  const xs = Float64Array.from(Array.prototype.filter.call(values, (v: number) => Number.isFinite(v)) as number[]).sort();
  const n = xs.length;
  return probs.map((p) => {
    if (n === 0) return NaN;
    const h = (n - 1) * p;
    const lo = Math.floor(h);
    const hi = Math.min(n - 1, lo + 1);
    return xs[lo] + (h - lo) * (xs[hi] - xs[lo]);
  });
}

/** Percentile interval at `level`: type-7 quantiles at (1 − level)/2 and 1 − (1 − level)/2. */
export function percentileCi(values: ArrayLike<number>, level: number): [number, number] {
  const [lo, hi] = quantile7(values, [(1 - level) / 2, 1 - (1 - level) / 2]);
  return [lo, hi];
}
