/**
 * Segment tree of upper hulls over the ROC points [0, end) of one curve, for the winner heatmap: it feeds the
 * monotone chain (hull.ts upperHullPush) the precision-feasible points of an index range (Partial VOROS Def. 12,
 * precision part: isFeasibleCounts with κ = ∞) without visiting every point of the range.
 *
 * Each node (a block of BLOCK points at level 0, two children above) keeps the upper hull of its points and their
 * largest precision TP/(TP+FP). For a range, a node inside it is
 *  - skipped when its largest precision is below α − PRECISION_MARGIN (every point fails the test, whose tolerance
 *    is 1e−12 relative);
 *  - replaced by its hull vertices when every vertex passes: the feasible points of the node then have that same
 *    upper hull (a subset that keeps every vertex), so the points under it cannot be hull vertices of the range;
 *  - otherwise opened (a level-0 block: its points are tested one by one).
 * The points fed are a subset of the feasible points of the range, in curve order, containing every vertex of their
 * upper hull, so the chain ends with the same hull as when fed every feasible point.
 */
import { upperHullPush } from './hull';
import { isFeasibleCounts } from './partial-voros';

/** Points per leaf block (default). */
const BLOCK = 32;

/** Margin below α under which a precision certainly fails isFeasibleCounts (its tolerance is 1e−12 relative). */
const PRECISION_MARGIN = 1e-9;

export interface HullTree {
  readonly end: number;
  /** Points per leaf block. */
  readonly block: number;
  /** Per level: the hull vertices (ROC indices) of node k are data[l][start[l][k] .. start[l][k+1]). */
  readonly data: readonly Int32Array[];
  readonly start: readonly Int32Array[];
  /** Per level: largest precision of the node's points (+∞ for a point with TP + FP = 0, never alarm: always kept). */
  readonly maxPrecision: readonly Float64Array[];
  /** Working stack of a walk: pending (level, node) pairs, at most one waiting sibling per level. */
  readonly pending: Int32Array;
}

/** Builds the tree over points [0, end) of the curve (x, y) = (FPR, TPR) with counts tp, fp. O(end). */
export function hullTree(
  x: ArrayLike<number>,
  y: ArrayLike<number>,
  tp: ArrayLike<number>,
  fp: ArrayLike<number>,
  end: number,
  block: number = BLOCK,
): HullTree {
  if (!(Number.isInteger(block) && block >= 1)) throw new RangeError(`block must be a positive integer, got ${block}`);
  const stack = new Int32Array(Math.max(end, 1));
  const data: Int32Array[] = [];
  const start: Int32Array[] = [];
  const maxPrecision: Float64Array[] = [];
  // Level 0: blocks of points.
  let count = Math.max(1, Math.ceil(end / block));
  {
    const d = new Int32Array(Math.max(end, 1));
    const s = new Int32Array(count + 1);
    const mp = new Float64Array(count);
    let len = 0;
    for (let k = 0; k < count; k++) {
      let m = 0;
      let best = -Infinity;
      const to = Math.min((k + 1) * block, end);
      for (let r = k * block; r < to; r++) {
        m = upperHullPush(x, y, stack, m, r);
        const n = tp[r] + fp[r];
        const p = r === 0 || !(n > 0) ? Infinity : tp[r] / n;
        if (p > best) best = p;
      }
      for (let q = 0; q < m; q++) d[len++] = stack[q];
      s[k + 1] = len;
      mp[k] = best;
    }
    data.push(d.slice(0, len));
    start.push(s);
    maxPrecision.push(mp);
  }
  // Upper levels: the hull of two children is the chain over their hull vertices.
  while (count > 1) {
    const cd = data[data.length - 1];
    const cs = start[start.length - 1];
    const cmp = maxPrecision[maxPrecision.length - 1];
    const childCount = count;
    count = Math.ceil(count / 2);
    const d = new Int32Array(cd.length);
    const s = new Int32Array(count + 1);
    const mp = new Float64Array(count);
    let len = 0;
    for (let k = 0; k < count; k++) {
      let m = 0;
      const a = 2 * k;
      const b = Math.min(2 * k + 2, childCount);
      for (let q = cs[a]; q < cs[b]; q++) m = upperHullPush(x, y, stack, m, cd[q]);
      for (let q = 0; q < m; q++) d[len++] = stack[q];
      s[k + 1] = len;
      mp[k] = b - a === 2 ? Math.max(cmp[a], cmp[a + 1]) : cmp[a];
    }
    data.push(d.slice(0, len));
    start.push(s);
    maxPrecision.push(mp);
  }
  return { end, block, data, start, maxPrecision, pending: new Int32Array(4 * data.length + 4) };
}

/**
 * Pushes onto the chain st[0..m) (upperHullPush) the precision-feasible points (precision ≥ α, Partial VOROS
 * Def. 12; index 0 always) of the index range [lo, hi), pruned as in the module comment, and returns the new length.
 */
export function pushFeasibleRange(
  tree: HullTree,
  x: ArrayLike<number>,
  y: ArrayLike<number>,
  tp: ArrayLike<number>,
  fp: ArrayLike<number>,
  alpha: number,
  lo: number,
  hi: number,
  st: Int32Array,
  m: number,
): number {
  return walk(tree, x, y, tp, fp, alpha, true, lo, hi, st, m);
}

/**
 * Pushes onto the chain st[0..m) the points of the index range [lo, hi) (no precision bound): the hull vertices of the
 * nodes that cover it, points of partly covered blocks one by one. Returns the new length. O(log(end) · hull size).
 */
export function pushRange(tree: HullTree, x: ArrayLike<number>, y: ArrayLike<number>, lo: number, hi: number, st: Int32Array, m: number): number {
  return walk(tree, x, y, x, x, 0, false, lo, hi, st, m);
}

/** Depth-first walk of the tree over [lo, hi), children left to right (curve order), with or without the precision test. */
function walk(
  tree: HullTree,
  x: ArrayLike<number>,
  y: ArrayLike<number>,
  tp: ArrayLike<number>,
  fp: ArrayLike<number>,
  alpha: number,
  bounded: boolean,
  lo: number,
  hi: number,
  st: Int32Array,
  m: number,
): number {
  const { data, start, maxPrecision, end, block, pending } = tree;
  if (hi > end) hi = end;
  if (lo >= hi) return m;
  const threshold = alpha - PRECISION_MARGIN;
  let top = 0;
  pending[top++] = data.length - 1;
  pending[top++] = 0;
  while (top > 0) {
    const k = pending[--top];
    const l = pending[--top];
    const width = block * 2 ** l;
    const s = k * width;
    const t = Math.min(s + width, end);
    // A node holding point 0 (never alarm, always kept) is never skipped, whatever α (even NaN).
    if (t <= lo || s >= hi || (bounded && s > 0 && !(maxPrecision[l][k] >= threshold))) continue;
    if (lo <= s && t <= hi) {
      const d = data[l];
      const a = start[l][k];
      const b = start[l][k + 1];
      let all = true;
      if (bounded) {
        for (let q = a; q < b; q++) {
          const r = d[q];
          if (r !== 0 && !isFeasibleCounts(tp[r], fp[r], alpha, Infinity)) {
            all = false;
            break;
          }
        }
      }
      if (all) {
        for (let q = a; q < b; q++) m = upperHullPush(x, y, st, m, d[q]);
        continue;
      }
    }
    if (l === 0) {
      const to = Math.min(t, hi);
      for (let r = Math.max(s, lo); r < to; r++) {
        if (!bounded || r === 0 || isFeasibleCounts(tp[r], fp[r], alpha, Infinity)) m = upperHullPush(x, y, st, m, r);
      }
      continue;
    }
    // Right child first on the stack, so the left one is walked first.
    if (2 * k + 1 < maxPrecision[l - 1].length) {
      pending[top++] = l - 1;
      pending[top++] = 2 * k + 1;
    }
    pending[top++] = l - 1;
    pending[top++] = 2 * k;
  }
  return m;
}
