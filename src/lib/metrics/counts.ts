/**
 * Building count tables (the core data model, see types.ts) from raw arrays. Pure and isomorphic; input validation
 * with file/row context happens in src/lib/io before these are called.
 */
import { MetricInputError } from './errors';
import { rankedCountTable } from './ranked-scores';
import { scoreIndex } from './score-index';
import { COUNT_SNAP_REL } from './tolerance';
import type { CountTable } from './types';

// The metric core's input error lives in errors.ts; re-exported here for existing importers.
export { MetricInputError } from './errors';

/**
 * Reduce per-example labels (1 = positive, 0 = negative) and scores to a count table: distinct scores in decreasing
 * order with their positives and negatives. O(n): the radix sort of ranked-scores.ts, which also gives each row's rank.
 */
export function countTableFromScores(labels: ArrayLike<number>, scores: ArrayLike<number>): CountTable {
  return rankedCountTable(labels, scores).ct;
}

/**
 * Count table from rows that are already counts (score, positives, negatives), e.g. a GROUP BY in SQL.
 * Rows may come in any order and repeat a score; the rows of a score are added up. Rows already in
 * decreasing (or increasing) order of score, as `ORDER BY score DESC` writes them, are merged in one pass; any
 * other order costs a typed-array sort of the scores and a hash lookup per row (score-index.ts).
 */
export function countTableFromCounts(
  scores: ArrayLike<number>,
  positives: ArrayLike<number>,
  negatives: ArrayLike<number>,
): CountTable {
  const n = scores.length;
  let down = true;
  let up = true;
  let P = 0;
  let N = 0;
  for (let i = 0; i < n; i++) {
    const x = scores[i];
    if (!Number.isFinite(x)) throw new MetricInputError(`score at row ${i} is not finite`);
    if (!(positives[i] >= 0) || !(negatives[i] >= 0)) throw new MetricInputError(`counts at row ${i} must be ≥ 0`);
    P += positives[i];
    N += negatives[i];
    if (i > 0) {
      if (x > scores[i - 1]) down = false;
      else if (x < scores[i - 1]) up = false;
    }
  }
  let s: Float64Array;
  let p: Float64Array;
  let q: Float64Array;
  let m = 0;
  if (down || up) {
    // One pass in decreasing order of score (equal scores, −0 and 0 among them, are adjacent).
    s = new Float64Array(n);
    p = new Float64Array(n);
    q = new Float64Array(n);
    let k = -1;
    for (let r = 0; r < n; r++) {
      const i = down ? r : n - 1 - r;
      if (k < 0 || s[k] !== scores[i]) { k++; s[k] = scores[i] === 0 ? 0 : scores[i]; }
      p[k] += positives[i];
      q[k] += negatives[i];
    }
    m = k + 1;
  } else {
    // The distinct scores by a typed-array sort (ascending, −0 before 0), written in decreasing order, then each row
    // added to its score's slot in row order.
    const asc = Float64Array.from(scores);
    asc.sort();
    s = new Float64Array(n);
    for (let r = n - 1; r >= 0; r--) {
      const x = asc[r] === 0 ? 0 : asc[r];
      if (m === 0 || s[m - 1] !== x) s[m++] = x;
    }
    s = s.slice(0, m);
    p = new Float64Array(m);
    q = new Float64Array(m);
    const slot = scoreIndex(s);
    for (let i = 0; i < n; i++) {
      const k = slot(scores[i]);
      p[k] += positives[i];
      q[k] += negatives[i];
    }
  }
  if (!(P > 0)) throw new MetricInputError('no positive examples in the count table');
  if (!(N > 0)) throw new MetricInputError('no negative examples in the count table');
  // Drop empty rows (0 positives and 0 negatives): they are not operating points.
  let w = 0;
  for (let r = 0; r < m; r++) {
    if (p[r] + q[r] > 0) { s[w] = s[r]; p[w] = p[r]; q[w] = q[r]; w++; }
  }
  return { scores: s.slice(0, w), pos: p.slice(0, w), neg: q.slice(0, w), P, N, hasThresholds: true };
}

/**
 * Count table from published ROC points (fpr, tpr) and the dataset's P and N (e.g. digitized curves).
 * Points are sorted by (fpr, tpr); (0,0) and (1,1) are added when missing. The increments P·ΔTPR and N·ΔFPR may be
 * fractional. With `thresholds` (decreasing along the curve) they become the scores; otherwise scores are ranks.
 */
export function countTableFromRoc(
  fpr: ArrayLike<number>,
  tpr: ArrayLike<number>,
  P: number,
  N: number,
  thresholds?: ArrayLike<number>,
): CountTable {
  if (!(P > 0) || !(N > 0)) throw new MetricInputError(`positives and negatives must be > 0 (got P=${P}, N=${N})`);
  const n = fpr.length;
  if (tpr.length !== n) throw new MetricInputError('fpr and tpr differ in length');
  const idx = Array.from({ length: n }, (_, i) => i);
  for (let i = 0; i < n; i++) {
    const x = fpr[i];
    const y = tpr[i];
    if (!(x >= 0 && x <= 1) || !(y >= 0 && y <= 1)) {
      throw new MetricInputError(`ROC point ${i} (${x}, ${y}) is outside [0,1]²`);
    }
  }
  idx.sort((a, b) => fpr[a] - fpr[b] || tpr[a] - tpr[b]);
  for (let r = 1; r < n; r++) {
    if (tpr[idx[r]] < tpr[idx[r - 1]]) {
      throw new MetricInputError(
        `ROC points are not monotone: (${fpr[idx[r]]}, ${tpr[idx[r]]}) follows (${fpr[idx[r - 1]]}, ${tpr[idx[r - 1]]})`,
      );
    }
  }
  const xs: number[] = [0];
  const ys: number[] = [0];
  const th: number[] = [Infinity];
  for (const i of idx) {
    const x = fpr[i];
    const y = tpr[i];
    const last = xs.length - 1;
    if (x === xs[last] && y === ys[last]) {
      if (thresholds && last > 0) th[last] = thresholds[i];
      continue;
    }
    xs.push(x);
    ys.push(y);
    th.push(thresholds ? thresholds[i] : NaN);
  }
  if (xs[xs.length - 1] !== 1 || ys[ys.length - 1] !== 1) {
    xs.push(1);
    ys.push(1);
    th.push(thresholds ? -Infinity : NaN);
  }
  const m = xs.length - 1;
  const scores = new Float64Array(m);
  const pos = new Float64Array(m);
  const neg = new Float64Array(m);
  // Cumulative counts P·tpr and N·fpr, snapped to whole numbers when within COUNT_SNAP_REL of one (published rates are
  // usually TP/P and FP/N rounded to floating point), so constraints on counts are exact at their boundaries.
  const snap = (v: number) => {
    const r = Math.round(v);
    return Math.abs(v - r) <= COUNT_SNAP_REL * Math.max(1, Math.abs(v)) ? r : v;
  };
  for (let k = 0; k < m; k++) {
    pos[k] = snap(P * ys[k + 1]) - snap(P * ys[k]);
    neg[k] = snap(N * xs[k + 1]) - snap(N * xs[k]);
    scores[k] = thresholds ? th[k + 1] : m - 1 - k;
  }
  if (thresholds) {
    for (let k = 1; k < m; k++) {
      if (!(scores[k] < scores[k - 1])) {
        throw new MetricInputError('thresholds must decrease strictly as FPR and TPR increase');
      }
    }
  }
  return { scores, pos, neg, P, N, hasThresholds: !!thresholds };
}
