/**
 * VOROS — the volume over the ROC surface (Ratigan & Cowen, "The VOROS: Lifting ROC Curves to 3D").
 *
 * For a cost parameter t ∈ [0, 1] (VOROS Def. 10) the normalized cost of ROC point (x, y) is Cost_t(x, y) = t·x + (1−t)·(1−y).
 * The area of lesser classifiers A_t(h, k) (VOROS Def. 16) is the area of the points of the unit square that cost more than
 * (h, k). A curve's value at t is the A_t of its cost-optimal point, which is a vertex of the upper convex hull
 * (VOROS Def. 15, Lemma 13); VOROS averages it over a distribution of t (VOROS Defs. 20–21):
 *
 *   VOROS(f, [a, b], μ) = (1/μ([a, b])) ∫ max_x A_t(x, f(x)) dμ(t).
 *
 * Everything here is exact and piecewise closed form: hull vertex j is optimal for the t between the breakpoints of
 * its two hull edges (an edge of slope s in ROC space is the iso-performance slope t/(1−t) of t = s/(1+s), Lemma 11),
 * and on each such interval the integral of A_t has an elementary antiderivative. O(n) after the count table.
 */
import { MetricInputError } from './errors';
import type { TDistribution } from './cost';
import { optimalVertex, upperHull } from './hull';
import { REL_TOL } from './tolerance';
import type { Range, RocCurve } from './types';

/**
 * Area of lesser classifiers A_t(h, k) (VOROS Def. 16): the area of {(x, y) ∈ [0,1]² : Cost_t(x, y) > Cost_t(h, k)}.
 *
 * When (h, k) does at least as well as both baselines (Cost_t(h, k) ≤ min(t, 1−t): always true for the cost-optimal
 * point of a curve that contains (0,0) and (1,1)), the cheaper points form a right triangle at (0, 1) and
 * (Lemma 22, Theorem 24)
 *
 *   A_t(h, k) = 1 − Cost_t(h, k)² / (2t(1−t)) = 1 + (1−k−h)²/2 − (1−k)²/(2t) − h²/(2(1−t)).
 *
 * Other points get the exact area of VOROS Def. 16 too (c = Cost_t(h, k), lo = min(t, 1−t), hi = max(t, 1−t); the
 * cheaper region is a triangle, a trapezoid, or the square minus a triangle at (1, 0)):
 *   c ≤ lo: 1 − c²/(2t(1−t));   lo < c ≤ hi: 1 − (2c − lo)/(2·hi);   c > hi: (1 − c)²/(2t(1−t)).
 * The limits at the ends are exact: at t = 0 (Cost = 1 − y) A_0 = k, at t = 1 (Cost = x) A_1 = 1 − h; in both cases
 * A = 1 − Cost.
 */
export function lesserArea(h: number, k: number, t: number): number {
  const c = t * h + (1 - t) * (1 - k);
  if (c <= 0) return 1;
  if (c >= 1) return 0;
  const lo = t < 1 - t ? t : 1 - t;
  const hi = 1 - lo;
  if (c <= lo) return 1 - (c * c) / (2 * t * (1 - t)); // lo > 0 here since c > 0
  if (c <= hi) return 1 - (2 * c - lo) / (2 * hi);
  const r = 1 - c;
  return (r * r) / (2 * t * (1 - t));
}

/**
 * Antiderivative in t of Lemma 22's A_t(h, k) (the printed Lemma 23 is garbled; see docs/metrics.md §11, errata):
 *
 *   F(t) = t + t·(1−k−h)²/2 − ((1−k)²/2)·ln t + (h²/2)·ln(1−t),   F′(t) = A_t(h, k).
 *
 * Limits: at t = 0 the ln t term is 0 when k = 1 (the only vertex that can be optimal at t = 0) and +∞ otherwise; at
 * t = 1 the ln(1−t) term is 0 when h = 0 and −∞ otherwise.
 */
export function vorosAntiderivative(h: number, k: number, t: number): number {
  const u = 1 - k;
  const d = u - h;
  let f = t + (t * d * d) / 2;
  if (u !== 0) f -= ((u * u) / 2) * Math.log(t);
  if (h !== 0) f += ((h * h) / 2) * Math.log(1 - t);
  return f;
}

/**
 * Mean of Lemma 22's A_t(h, k) over [a, b] (0 ≤ a < b ≤ 1): (F(b) − F(a))/(b − a), written with differences and
 * log1p so that short intervals keep full relative precision (even b − a in the subnormal range):
 *   mean = 1 + (1−k−h)²/2 − ((1−k)²/2)·ln(b/a)/(b−a) + (h²/2)·ln((1−b)/(1−a))/(b−a).
 */
function meanT(h: number, k: number, a: number, b: number): number {
  const w = b - a;
  const u = 1 - k;
  const d = u - h;
  let s = 1 + (d * d) / 2;
  if (u !== 0) s -= ((u * u) / 2) * (a === 0 ? Infinity : Math.log1p(w / a) / w); // ln(b/a)/w
  if (h !== 0) s += ((h * h) / 2) * (b === 1 ? -Infinity : Math.log1p(-w / (1 - a)) / w); // ln((1−b)/(1−a))/w
  return s;
}

/**
 * Mean of A over s = t/(1−t) ∈ [a, b] (0 ≤ a < b < ∞), for the ratio distribution.
 *
 * Derivation: with t = s/(1+s), 1 − t = 1/(1+s), t(1−t) = s/(1+s)² and Cost_t(h, k) = (s·h + 1 − k)/(1+s), so
 *   A = 1 − Cost²/(2t(1−t)) = 1 − (s·h + 1 − k)²/(2s) = 1 − h(1−k) − s·h²/2 − (1−k)²/(2s),
 * whose antiderivative in s is G(s) = s·(1 − h(1−k)) − s²·h²/4 − ((1−k)²/2)·ln s; the mean is
 *   (G(b) − G(a))/(b − a) = 1 − h(1−k) − h²(a + b)/4 − ((1−k)²/2)·ln(b/a)/(b − a).
 * The ln s term vanishes when k = 1 (the only vertex optimal at s = 0).
 */
function meanS(h: number, k: number, a: number, b: number): number {
  const w = b - a;
  const u = 1 - k;
  let s = 1 - h * u - (h * h * (a + b)) / 4;
  if (u !== 0) s -= ((u * u) / 2) * (a === 0 ? Infinity : Math.log1p(w / a) / w);
  return s;
}

/**
 * Indices into `roc` of its upper convex hull (ROCCH, VOROS Def. 7 / Lemma 8), computed on the integer counts
 * (fp, tp) so that collinearity is decided exactly; the hull is the same as in (FPR, TPR) since the scaling is
 * positive. Starts at x = 0 (the highest point there) and ends at (1, 1); edge slopes strictly decrease and are ≥ 0.
 */
export function rocHull(roc: RocCurve): Int32Array {
  return upperHull(roc.fp, roc.tp);
}

// The cost-optimal hull vertex (VOROS Def. 15) is found by hull.ts's optimalVertex, shared with partial VOROS.
export { optimalVertex };

/**
 * Breakpoints of the hull edges in t: edge j (v_j → v_{j+1}) with counts (Δfp, Δtp) has ROC slope
 * s = (Δtp/P)/(Δfp/N), so both ends are optimal at t = s/(1+s) = Δtp·N/(Δtp·N + Δfp·P) (Lemma 11). Decreasing in j.
 * When `odds` is true the breakpoints are returned as s = t/(1−t) instead.
 */
function breakpoints(roc: RocCurve, hull: ArrayLike<number>, odds: boolean): Float64Array {
  const m = hull.length - 1;
  const out = new Float64Array(Math.max(m, 0));
  const { tp, fp, P, N } = roc;
  let prev = odds ? Infinity : 1;
  for (let j = 0; j < m; j++) {
    const dtp = (tp[hull[j + 1]] - tp[hull[j]]) * N;
    const dfp = (fp[hull[j + 1]] - fp[hull[j]]) * P;
    let v = odds ? dtp / dfp : dtp / (dtp + dfp);
    if (!(v <= prev)) v = prev; // guard against rounding: keep the sequence non-increasing
    if (!(v >= 0)) v = 0;
    out[j] = v;
    prev = v;
  }
  return out;
}

/** Hull vertex coordinates (FPR, TPR). */
function hullXY(roc: RocCurve, hull: ArrayLike<number>): { hx: Float64Array; hy: Float64Array } {
  const m = hull.length;
  const hx = new Float64Array(m);
  const hy = new Float64Array(m);
  for (let j = 0; j < m; j++) {
    hx[j] = roc.fpr[hull[j]];
    hy[j] = roc.tpr[hull[j]];
  }
  return { hx, hy };
}

/**
 * VOROS of a ROC curve for a distribution of t (VOROS Defs. 20–21), exact.
 *
 * - 'uniform-t' on [a, b]: VOROS = Σⱼ (Fⱼ(bⱼ) − Fⱼ(aⱼ)) / (b − a) with F of {@link vorosAntiderivative} for hull vertex
 *   j and [aⱼ, bⱼ] the part of [a, b] on which vertex j is optimal (Lemma 23 as corrected in docs/metrics.md §11; Theorem 24).
 *   VOROS over [0, 1] of the chance diagonal is 3/2 − ln 2 (Example 25); of a perfect classifier, 1.
 * - 'uniform-ratio' (s = t/(1−t) = (C0/C1)·(N/P) uniform on [s1, s2]): VOROS = (1/(s2 − s1)) ∫ A ds, integrated in s
 *   with the closed form of the ratio antiderivative (see `meanS`: A = 1 − (s·h + 1 − k)²/(2s)) over the
 *   vertices' optimality intervals, whose ends are the hull slopes themselves.
 * - A degenerate range (a = b, or s1 = s2) is a point mass: the value is A_t of the optimal point at that t.
 *
 * `hull` is the curve's {@link rocHull}, computed here when not given (pass it when it is already known).
 */
export function voros(roc: RocCurve, dist: TDistribution, hull: ArrayLike<number> = rocHull(roc)): number {
  const m = hull.length - 1;
  const fpr = roc.fpr;
  const tpr = roc.tpr;
  if (dist.kind === 'uniform-ratio') {
    const [s1, s2] = dist.sRange ?? [odds(dist.range[0]), odds(dist.range[1])];
    if (!(s1 >= 0 && s1 <= s2)) throw new MetricInputError(`VOROS: ratio range must satisfy 0 ≤ s1 ≤ s2, got [${s1}, ${s2}]`);
    if (s1 === s2) return pointValue(roc, hull, s1 === Infinity ? 1 : s1 / (1 + s1));
    if (s2 === Infinity) throw new MetricInputError('VOROS: a uniform distribution of the cost ratio needs a finite upper bound');
    const bp = breakpoints(roc, hull, true);
    let sum = 0;
    for (let j = 0; j <= m; j++) {
      const upper = j === 0 ? Infinity : bp[j - 1];
      const lower = j === m ? 0 : bp[j];
      const lo = lower > s1 ? lower : s1;
      const hi = upper < s2 ? upper : s2;
      if (hi > lo) sum += ((hi - lo) / (s2 - s1)) * meanS(fpr[hull[j]], tpr[hull[j]], lo, hi);
    }
    return sum;
  }
  const [a, b] = dist.range;
  if (!(a >= 0 && b <= 1 && a <= b)) throw new MetricInputError(`VOROS: t range must satisfy 0 ≤ a ≤ b ≤ 1, got [${a}, ${b}]`);
  if (a === b) return pointValue(roc, hull, a);
  const bp = breakpoints(roc, hull, false);
  let sum = 0;
  for (let j = 0; j <= m; j++) {
    const upper = j === 0 ? 1 : bp[j - 1];
    const lower = j === m ? 0 : bp[j];
    const lo = lower > a ? lower : a;
    const hi = upper < b ? upper : b;
    if (hi > lo) sum += ((hi - lo) / (b - a)) * meanT(fpr[hull[j]], tpr[hull[j]], lo, hi);
  }
  return sum;
}

function odds(t: number): number {
  return t === 1 ? Infinity : t / (1 - t);
}

function pointValue(roc: RocCurve, hull: ArrayLike<number>, t: number): number {
  const i = hull[optimalVertex(roc.fpr, roc.tpr, hull, t)];
  return lesserArea(roc.fpr[i], roc.tpr[i], t);
}

/**
 * The area of lesser classifiers of the cost-optimal point against t, max over the curve of A_t (the integrand of
 * VOROS Def. 20), at each t of `ts` (any order). For charts. O(n + |ts|·log n); O(|ts|·log n) given `hull`
 * ({@link rocHull} of the curve).
 */
export function lesserAreaCurve(roc: RocCurve, ts: ArrayLike<number>, hull: ArrayLike<number> = rocHull(roc)): Float64Array {
  const { fpr, tpr } = roc;
  const out = new Float64Array(ts.length);
  for (let k = 0; k < ts.length; k++) {
    const t = ts[k];
    const i = hull[optimalVertex(fpr, tpr, hull, t)];
    out[k] = lesserArea(fpr[i], tpr[i], t);
  }
  return out;
}

/**
 * Values of t in `range` at which the winner between two models changes: the minimal costs
 * Cₐ(t) = min over a's points of Cost_t and C_b(t) are equal and the sign of Cₐ − C_b differs on the two sides.
 *
 * Each minimal cost is concave and piecewise linear in t with kinks at its hull breakpoints, so the difference is
 * linear between consecutive merged breakpoints; its sign changes are found exactly (linear root inside a piece).
 * |difference| ≤ REL_TOL (tolerance.ts) counts as equal. When the two costs are equal over a whole interval and the sign differs on
 * its two sides, the crossing is reported at the start (smallest t) of that interval. Touching without a change of
 * winner is not a crossing. Returned in increasing order. O(n_a + n_b). `hulls` are the curves' {@link rocHull}s when
 * already known.
 */
export function costCrossings(
  a: RocCurve,
  b: RocCurve,
  range: Range,
  hulls: readonly [ArrayLike<number>, ArrayLike<number>] = [rocHull(a), rocHull(b)],
): number[] {
  const [lo, hi] = range;
  if (!(lo >= 0 && hi <= 1 && lo <= hi)) throw new MetricInputError(`costCrossings: t range must satisfy 0 ≤ lo ≤ hi ≤ 1, got [${lo}, ${hi}]`);
  const [ha, hb] = hulls;
  const A = hullXY(a, ha);
  const B = hullXY(b, hb);
  const bpa = breakpoints(a, ha, false); // decreasing
  const bpb = breakpoints(b, hb, false);
  const out: number[] = [];
  const EPS = REL_TOL; // absolute here: costs are in [0, 1]
  // Walk t upwards through lo, the merged breakpoints inside (lo, hi), and hi. Optimal vertex indices only decrease
  // as t grows, so each walk is amortized O(n).
  let ia = bpa.length - 1;
  let ib = bpb.length - 1;
  let ja = A.hx.length - 1;
  let jb = B.hx.length - 1;
  let prevT = NaN;
  let prevD = NaN;
  let lastSign = 0;
  let lastNonzeroWasPrev = false;
  let zeroStart = NaN;
  let t = lo;
  for (;;) {
    ja = descend(A.hx, A.hy, ja, t);
    jb = descend(B.hx, B.hy, jb, t);
    const ca = t * A.hx[ja] + (1 - t) * (1 - A.hy[ja]);
    const cb = t * B.hx[jb] + (1 - t) * (1 - B.hy[jb]);
    const d = ca - cb;
    const sg = d > EPS ? 1 : d < -EPS ? -1 : 0;
    if (sg === 0) {
      if (lastNonzeroWasPrev || Number.isNaN(zeroStart)) zeroStart = t;
      lastNonzeroWasPrev = false;
    } else {
      if (lastSign !== 0 && sg !== lastSign) {
        out.push(lastNonzeroWasPrev ? prevT + (prevD * (t - prevT)) / (prevD - d) : zeroStart);
      }
      lastSign = sg;
      lastNonzeroWasPrev = true;
      zeroStart = NaN;
    }
    prevT = t;
    prevD = d;
    if (t >= hi) break;
    // Next candidate: the smallest breakpoint of either curve that is > t, capped at hi.
    while (ia >= 0 && bpa[ia] <= t) ia--;
    while (ib >= 0 && bpb[ib] <= t) ib--;
    let next = hi;
    if (ia >= 0 && bpa[ia] < next) next = bpa[ia];
    if (ib >= 0 && bpb[ib] < next) next = bpb[ib];
    t = next;
  }
  return out;
}

/** From vertex j, move to lower indices while that does not raise Cost_t (cost is unimodal along a concave chain). */
function descend(hx: Float64Array, hy: Float64Array, j: number, t: number): number {
  let c = t * hx[j] + (1 - t) * (1 - hy[j]);
  while (j > 0) {
    const c2 = t * hx[j - 1] + (1 - t) * (1 - hy[j - 1]);
    if (c2 > c) break;
    c = c2;
    j--;
  }
  return j;
}
