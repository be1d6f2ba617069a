/**
 * Upper convex hull of ROC points (the ROC convex hull, ROCCH). Its vertices are the only points that can be
 * cost-optimal for some cost parameter t (VOROS, Ratigan & Cowen, Sec. 3), so VOROS and partial VOROS work on it.
 */
import { onOrBelowChord } from './tolerance';

/**
 * One step of Andrew's monotone chain for the upper hull: push point i onto the stack st[0..m) of hull indices and
 * return the new stack length. Points must arrive sorted by x then y. Of points with equal x only the highest is
 * kept; a middle point on or below the segment from its predecessor to i is dropped (collinear points too).
 * Collinearity is decided with a relative tolerance of a few ulps, so rates computed from counts (fp/N, tp/P) behave
 * like the counts. Exported so that incremental users (the heatmap's κ sweep) share this exact rule.
 */
export function upperHullPush(x: ArrayLike<number>, y: ArrayLike<number>, st: Int32Array, m: number, i: number): number {
  // Equal x: keep only the highest y (points arrive with y non-decreasing for equal x).
  while (m >= 1 && x[st[m - 1]] === x[i] && y[st[m - 1]] <= y[i]) m--;
  while (m >= 2) {
    const a = st[m - 2];
    const b = st[m - 1];
    // Cross product of (b - a) x (i - a) >= 0 means b is on or below segment a-i: drop b (tolerance.ts).
    const u = (x[b] - x[a]) * (y[i] - y[a]);
    const v = (y[b] - y[a]) * (x[i] - x[a]);
    if (onOrBelowChord(u, v)) m--;
    else break;
  }
  st[m] = i;
  return m + 1;
}

/**
 * Indices of the upper convex hull of points sorted by x then y (as ROC curves are). Collinear middle points are
 * dropped, so consecutive hull edges have strictly decreasing slopes; of points with equal x only the highest is
 * kept (so a ROC hull starts at (0, y0) when the curve rises vertically from the origin: (0,0) is then dominated).
 * Andrew's monotone chain ({@link upperHullPush}), O(n).
 */
export function upperHull(x: ArrayLike<number>, y: ArrayLike<number>, idx?: ArrayLike<number>): Int32Array {
  const n = idx ? idx.length : x.length;
  const st = new Int32Array(Math.max(n, 1));
  let m = 0;
  for (let r = 0; r < n; r++) m = upperHullPush(x, y, st, m, idx ? idx[r] : r);
  return st.slice(0, m);
}

/**
 * Slopes of the hull edges: slopes[j] = (y[h[j+1]] - y[h[j]]) / (x[h[j+1]] - x[h[j]]), +Infinity for vertical edges.
 * Strictly decreasing along an upper hull.
 */
export function hullSlopes(x: ArrayLike<number>, y: ArrayLike<number>, h: ArrayLike<number>): Float64Array {
  const s = new Float64Array(Math.max(h.length - 1, 0));
  for (let j = 0; j + 1 < h.length; j++) {
    const dx = x[h[j + 1]] - x[h[j]];
    const dy = y[h[j + 1]] - y[h[j]];
    s[j] = dx === 0 ? Infinity : dy / dx;
  }
  return s;
}

/**
 * Index j (0 ≤ j < len) of the hull vertex that minimizes Cost_t(x, y) = t·x + (1−t)·(1−y) (VOROS Def. 10): the
 * optimal point has a supporting line of slope t/(1−t) (VOROS Def. 15, Lemma 13). Vertex j is (x[idx[j]], y[idx[j]]),
 * x increasing, edge slopes decreasing: an upper hull from {@link upperHull}. Used by VOROS (the ROC hull) and partial
 * VOROS (the feasible hull). O(log len) by bisection on the sign of Cost_t(v_{j+1}) − Cost_t(v_j), which is monotone
 * along a concave chain.
 *
 * Ties (t = s/(1+s) for an edge slope s, where both ends of the edge are optimal): the vertex with the smaller x
 * (fewer false alarms) is returned; e.g. at t = 0 the leftmost point with the largest y, at t = 1 the point at x = 0.
 */
export function optimalVertex(x: ArrayLike<number>, y: ArrayLike<number>, idx: ArrayLike<number>, t: number, len?: number): number {
  let lo = 0;
  let hi = (len ?? idx.length) - 1;
  // Vertex j is worse than j+1 iff Cost_t(j+1) < Cost_t(j) iff t·Δx − (1−t)·Δy < 0.
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    const a = idx[mid];
    const b = idx[mid + 1];
    if (t * (x[b] - x[a]) - (1 - t) * (y[b] - y[a]) < 0) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}
