/**
 * Stratified bootstrap resampling on the count-table data model (Efron & Tibshirani; pROC's `boot.stratified = TRUE`).
 *
 * A resample draws P positive rows and N negative rows with replacement (so P and N stay fixed): a count per row, how
 * often it was drawn. The rows are kept by stratum (the positive rows, then the negative rows), so a draw touches one
 * array. Each model keeps its count table and the rows grouped by their rank in it (the distinct-score index, scores
 * decreasing); the weighted count table of a model is then one pass in rank order (each score's drawn rows summed,
 * the scores not drawn left out) — O(rows + m) per model and never a re-sort. Models scored on the same rows share one
 * draw (paired resampling). A count table with many examples per distinct score is drawn per score instead
 * ({@link drawnTable}: the same distribution in O(m), whatever its number of examples). Pure, no Node APIs.
 */
import { randomBinomial } from 'd3-random';
import { MetricInputError } from './errors';
import { xoshiro128, xoshiro128Generator } from '../sim/random';
import type { CountTable } from './types';

/**
 * Rows of one resampling group: models that share rows, and so one draw per resample. A row is known by its stratum
 * index: 0 … P − 1 for the positive rows, P … P + N − 1 for the negative rows, each stratum in row order.
 */
export interface RowGroup {
  readonly positives: number;
  readonly negatives: number;
  /**
   * Per model of the group: its count table, and the rows by rank — the positive rows of rank 0 (`ct.pos[0]` of them),
   * of rank 1, …, then the negative rows of rank 0 (`ct.neg[0]`), of rank 1, … (stratum indices, in row order within a rank).
   * Absent when the rows are in that order already: a count table's own examples ({@link rowsOfTable}), row t at place t.
   */
  readonly models: readonly { readonly ct: CountTable; readonly byRank?: Int32Array }[];
  /** One count table's own examples, resampled per score ({@link drawnTable}) instead of row by row ({@link drawsPerScore}). */
  readonly perScore?: boolean;
}

/** Allocates the row arrays of a {@link RowGroup} (e.g. in shared memory, so that worker threads read them without a copy). */
export type Int32Alloc = (length: number) => Int32Array;

/**
 * The row group of models scored on the same rows: `label[r]` = 1 for a positive row, 0 for a negative; each model's
 * `rank[r]` in row order (as {@link rowRanks} gives), from the rows its count table counts.
 */
export function rowGroup(
  label: Uint8Array,
  models: readonly { ct: CountTable; rank: Int32Array }[],
  alloc: Int32Alloc = (n) => new Int32Array(n),
): RowGroup {
  const n = label.length;
  let positives = 0;
  for (let r = 0; r < n; r++) positives += label[r];
  for (const { ct, rank } of models) {
    if (rank.length !== n || ct.P !== positives || ct.N !== n - positives)
      throw new MetricInputError(`expected a rank per row and a count table of the same rows (${positives} positives, ${n - positives} negatives), found ${rank.length} ranks and ${ct.P} + ${ct.N} examples`);
  }
  return new RowGroupBuilder(models.map((m) => m.ct), alloc).add(label, models.map((m) => m.rank)).finish();
}

/**
 * Builds the {@link RowGroup} of models scored on the same rows from rows given in pieces, in row order (e.g. chunk by
 * chunk as a file is read): each row goes straight to its place among its model's rows by rank (a counting sort by
 * the count tables' own counts), so no rank per row in row order is kept. Every table counts the same P and N.
 */
export class RowGroupBuilder {
  private readonly positives: number;
  private readonly negatives: number;
  /** Per model: where the rows of each rank go next, positives at [k], negatives at [m + k]. */
  private readonly next: Int32Array[];
  private readonly byRank: Int32Array[];
  /** Stratum indices of the next positive and negative row, and the rows added. */
  private a = 0;
  private b: number;
  private rows = 0;

  constructor(
    private readonly cts: readonly CountTable[],
    alloc: Int32Alloc = (n) => new Int32Array(n),
  ) {
    this.positives = cts[0].P;
    this.negatives = cts[0].N;
    this.b = this.positives;
    if (cts.some((ct) => ct.P !== this.positives || ct.N !== this.negatives))
      throw new MetricInputError(`expected count tables of the same rows, found ${cts.map((ct) => `${ct.P} + ${ct.N}`).join(', ')} examples`);
    this.next = cts.map((ct) => {
      const m = ct.scores.length;
      const next = new Int32Array(2 * m);
      for (let k = 0, a = 0, b = this.positives; k < m; k++) {
        next[k] = a;
        next[m + k] = b;
        a += ct.pos[k];
        b += ct.neg[k];
      }
      return next;
    });
    this.byRank = cts.map(() => alloc(this.positives + this.negatives));
  }

  /** Adds rows `from` … `to` − 1, the next in row order: `label[r]` 1 for a positive row, `ranks[i][r]` its rank in table i. */
  add(label: ArrayLike<number>, ranks: readonly ArrayLike<number>[], from = 0, to = label.length): this {
    let added = 0;
    for (let r = from; r < to; r++) added += label[r];
    if (this.a + added > this.positives || this.b + (to - from - added) > this.positives + this.negatives)
      throw new MetricInputError(`row ${this.rows + to - from - 1}: expected ${this.positives} positive and ${this.negatives} negative rows (as the count tables count), found more`);
    for (let i = 0; i < this.cts.length; i++) {
      const rank = ranks[i];
      const next = this.next[i];
      const byRank = this.byRank[i];
      const m = this.cts[i].scores.length;
      for (let r = from, a = this.a, b = this.b; r < to; r++) {
        const k = rank[r];
        if (!(k >= 0 && k < m)) throw new MetricInputError(`row ${this.rows + r - from}: expected a rank in 0…${m - 1} (the count table's scores), found ${k}`);
        if (label[r] === 1) byRank[next[k]++] = a++;
        else byRank[next[m + k]++] = b++;
      }
    }
    this.a += added;
    this.b += to - from - added;
    this.rows += to - from;
    return this;
  }

  /** The group, once every row is added: each rank's rows must be as many as its table counts. */
  finish(): RowGroup {
    this.cts.forEach((ct, i) => checkRanks(ct, this.next[i], this.positives));
    return { positives: this.positives, negatives: this.negatives, models: this.cts.map((ct, i) => ({ ct, byRank: this.byRank[i] })) };
  }
}

/** After the counting sort: each rank's rows ended where the next rank's begin, i.e. the table counts these rows. */
function checkRanks(ct: CountTable, next: Int32Array, positives: number): void {
  const m = ct.scores.length;
  for (let k = 0, a = 0, b = positives; k < m; k++) {
    a += ct.pos[k];
    b += ct.neg[k];
    if (next[k] !== a || next[m + k] !== b)
      throw new MetricInputError(`score index ${k}: expected ${ct.pos[k]} positive and ${ct.neg[k]} negative rows (as the count table counts), found ${next[k] - a + ct.pos[k]} and ${next[m + k] - b + ct.neg[k]}`);
  }
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

/**
 * The row group of one count table with whole-number counts (one row per counted example, its rank the score index),
 * for inputs that are count tables: each model is then its own group (no pairing across models).
 */
export function rowsOfTable(ct: CountTable): RowGroup {
  let positives = 0;
  let negatives = 0;
  for (let k = 0; k < ct.pos.length; k++) {
    if (!Number.isInteger(ct.pos[k]) || !Number.isInteger(ct.neg[k])) {
      throw new MetricInputError(`resampling needs whole-number counts; score index ${k} has ${ct.pos[k]} positives and ${ct.neg[k]} negatives`);
    }
    positives += ct.pos[k];
    negatives += ct.neg[k];
  }
  // The rows are made in rank order (positives of each score, then negatives): grouped by rank as they are, so no
  // array says where each rank's rows are (it would be the identity: 4 bytes per counted example).
  return { positives, negatives, models: [{ ct }], perScore: drawsPerScore(positives + negatives, ct.scores.length) };
}

/**
 * Examples per distinct score (on average) from which a count table's resamples are drawn per score: {@link drawnTable}
 * costs 0.15–1.3 µs per score, a draw of the examples one by one ({@link stratifiedCounts}, {@link weightedTable})
 * 13–70 ns per example, the more once its byte per example outgrows the processor's caches; from 32 on, per score is
 * at most twice as slow for small tables and faster for large ones (docs/scale.md, "The bootstrap at scale").
 */
export const PER_SCORE_FROM = 32;

/**
 * Above this many examples a count table is drawn per score whatever its number of scores: a draw row by row would
 * need a byte per example in every worker thread (256 MiB here), and at 8·10⁶ scores or more {@link drawnTable} is
 * the faster anyway.
 */
export const ROW_DRAW_MAX = 2 ** 28;

/** True when a count table of `examples` examples and `m` distinct scores is resampled per score ({@link drawnTable}). */
export function drawsPerScore(examples: number, m: number): boolean {
  return examples >= PER_SCORE_FROM * m || examples > ROW_DRAW_MAX;
}

/** A source of uniform numbers in [0, 1) (e.g. {@link resampleGenerator}). */
export interface Uniform {
  uniform(): number;
}

/**
 * Stratified draw: `counts[j]` = how often row j of the group (stratum index) is drawn; P draws among the positive
 * rows (`floor(u · P)`), then N among the negative rows. The counts are bytes, a quarter of the memory the pass in
 * {@link weightedTable} reads at random; should a row be drawn a 256th time (only in a stratum of 256 rows or more,
 * with a probability of about 10⁻⁵⁰⁷ per row: a Poisson(1) tail), the draw goes on in 32-bit counts, which are
 * returned instead: the same counts.
 */
export function stratifiedCounts(group: Pick<RowGroup, 'positives' | 'negatives'>, rnd: Uniform, counts: Uint8Array): Uint8Array | Int32Array {
  const P = group.positives;
  const N = group.negatives;
  const n = P + N;
  counts.fill(0, 0, n);
  for (let i = 0; i < P; i++) {
    const j = Math.floor(rnd.uniform() * P);
    if (counts[j] === 255) return drawWide(Int32Array.from(counts.subarray(0, n)), j, i, P, N, rnd);
    counts[j]++;
  }
  for (let i = 0; i < N; i++) {
    const j = P + Math.floor(rnd.uniform() * N);
    if (counts[j] === 255) return drawWide(Int32Array.from(counts.subarray(0, n)), j, P + i, P, N, rnd);
    counts[j]++;
  }
  return counts;
}

/** {@link stratifiedCounts} from draw i on (whose row is j), in 32-bit counts. */
function drawWide(counts: Int32Array, j: number, i: number, P: number, N: number, rnd: Uniform): Int32Array {
  counts[j]++;
  for (i++; i < P + N; i++) counts[i < P ? Math.floor(rnd.uniform() * P) : P + Math.floor(rnd.uniform() * N)]++;
  return counts;
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
 * The count table of a model under a draw (`counts` per row of the group, {@link stratifiedCounts}): in rank order,
 * each score's positives and negatives are the counts of its rows summed; scores not drawn are left out. O(rows + m).
 * Without `byRank` the rows are in rank order already ({@link RowGroup}): each score's counts are a run of `counts`.
 * The table's arrays are views of `scratch`: valid until the next call with the same scratch (no allocation per resample).
 */
export function weightedTable(
  ct: CountTable,
  byRank: Int32Array | undefined,
  positives: number,
  counts: Uint8Array | Int32Array,
  scratch: TableScratch = tableScratch(ct.scores.length),
): CountTable {
  const m = ct.scores.length;
  const { pos, neg, scores } = scratch;
  let P = 0;
  let N = 0;
  let j = 0;
  for (let k = 0, a = 0, b = positives; k < m; k++) {
    let p = 0;
    let q = 0;
    if (byRank) {
      for (const end = a + ct.pos[k]; a < end; a++) p += counts[byRank[a]];
      for (const end = b + ct.neg[k]; b < end; b++) q += counts[byRank[b]];
    } else {
      for (const end = a + ct.pos[k]; a < end; a++) p += counts[a];
      for (const end = b + ct.neg[k]; b < end; b++) q += counts[b];
    }
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
 * The table of the counts drawn at each of `ct`'s scores (`scratch.pos`, `scratch.neg`), scores not drawn left out (in
 * place), for {@link drawnTable}. {@link weightedTable} leaves them out in its own loop: a second pass there took
 * 10 → 16 ms per table of 10⁶ scores, on the bootstrap's hot path.
 */
function drawnScores(ct: CountTable, scratch: TableScratch): CountTable {
  const { pos, neg, scores } = scratch;
  let P = 0;
  let N = 0;
  let j = 0;
  for (let k = 0; k < ct.scores.length; k++) {
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
 * A stratified resample of a count table's own examples, drawn per score: P draws among its positives and N among its
 * negatives, as {@link stratifiedCounts} and {@link weightedTable} draw them one by one from {@link rowsOfTable}'s
 * rows, so the positives drawn at the scores are Multinomial(P; pos[k] / P) and the negatives Multinomial(N; neg[k] / N).
 * Drawn as conditional binomials: score k gets Binomial(r, c[k] / R) of the r draws left, R being the examples of scores
 * k, k + 1, … (d3-random's binomial: exact, by beta splitting then geometric gaps). O(m) per resample, whatever P + N.
 * The scores not drawn are left out; the table's arrays are views of `scratch`, as for {@link weightedTable}.
 */
export function drawnTable(ct: CountTable, rnd: Uniform, scratch: TableScratch = tableScratch(ct.scores.length)): CountTable {
  const binomial = randomBinomial.source(() => rnd.uniform());
  const { pos, neg } = scratch;
  drawStratum(ct.pos, ct.P, binomial, pos);
  drawStratum(ct.neg, ct.N, binomial, neg);
  return drawnScores(ct, scratch);
}

/** `total` draws among the `total` examples counted by `c` (one stratum): how many fall on each score, into `out`. */
function drawStratum(c: ArrayLike<number>, total: number, binomial: typeof randomBinomial, out: Float64Array): void {
  let R = total; // examples of the scores from k on
  let r = total; // draws left
  for (let k = 0; k < c.length; k++) {
    const x = r === 0 || c[k] === 0 ? 0 : c[k] >= R ? r : binomial(r, c[k] / R)();
    out[k] = x;
    r -= x;
    R -= c[k];
  }
}

/**
 * The random source of resample `b`, group `g`: its own xoshiro128** stream, keyed by (seed, b, g), so every resample is
 * the same however the resamples are split among workers, and two seeds share no resample.
 */
export function resampleGenerator(seed: number, b: number, g = 0): Uniform {
  return xoshiro128Generator(seed, b, g);
}

/** {@link resampleGenerator}'s numbers as a function. */
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
