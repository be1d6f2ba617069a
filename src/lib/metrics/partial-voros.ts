/**
 * Partial VOROS (Ratigan, Heuton, Wang, Cowen, Hughes), Def. 12 (feasible points), Def. 17–18 (partial area of
 * lesser classifiers, normalized) and Def. 20 (partial volume over the ROC surface):
 *
 *   PV = E_t[ max over feasible points (h,k) of A*_t(h,k) ] / A*,
 *
 * where A* is the area of the feasible region K (see feasible-region.ts), A*_t(h,k) the area of the part of K that
 * lies strictly on the costlier side of the iso-performance line through (h,k) (VOROS Def. 5), and the expectation is
 * over the distribution of the cost parameter t (uniform on [a,b] in the paper; also C0/C1 uniform, cost.ts).
 *
 * Feasible operating points are the ROC points whose counts satisfy α·FP ≤ (1−α)·TP and FP + TP ≤ κ; their upper
 * convex hull is taken AFTER filtering (the paper's Appendix C filters the hull of the whole curve, which misses a
 * feasible point lying under an infeasible hull vertex). Never-alarm (0,0) is always feasible.
 *
 * Exact integration: t is split where the optimal feasible hull vertex changes (t = s/(1+s) for the hull slopes s)
 * and where the iso-performance line through that vertex crosses a corner of K (VOROS-style breakpoints, Lemma 28).
 * Between breakpoints the clipped polygon keeps its combinatorics, its moving corners are (h,k) + μ(τ)·d(τ) with μ
 * rational of degree (0,1), so 2·A*_t is a sum of constants and terms (p + qτ)/(a + bτ) (Lemma 19: "rational linear in
 * t"), integrated in closed form (logarithms, evaluated with log1p). τ = t for t uniform; τ = s = t/(1−t) for C0/C1
 * uniform, where the density becomes uniform in s (so that case is exact too). Other densities fall back to
 * Gauss–Legendre per smooth piece.
 *
 * Degenerate region (A* = 0: κ = 0 or α = 1, Appendix A cases 6–7): PV is undefined; rocsite reports 0 and sets
 * `degenerate: true` with a warning.
 */
import type { Point, RocCurve } from './types';
import type { TDistribution } from './cost';
import type { FeasibleRegion } from './feasible-region';
import { upperHull } from './hull';
import { clipHalfPlane, polygonArea } from './polygon';
import { GL20 } from './quadrature';

/** Relative tolerance on the count constraints, so that e.g. a precision of exactly α or TP + FP = κ counts as feasible. */
const COUNT_TOL = 1e-12;

/** Def. 12 on counts: α·FP ≤ (1−α)·TP (precision ≥ α) and FP + TP ≤ κ (capacity), with a 1e-12 relative tolerance. */
export function isFeasibleCounts(tp: number, fp: number, alpha: number, kappa: number): boolean {
  const n = tp + fp;
  return alpha * fp - (1 - alpha) * tp <= COUNT_TOL * n && n - kappa <= COUNT_TOL * Math.max(kappa, 1);
}

/** Indices of the ROC points that are feasible (Def. 12), in curve order. Index 0 (never alarm) is always included. */
export function feasibleIndices(roc: RocCurve, alpha: number, kappa: number): Int32Array {
  const n = roc.fpr.length;
  const out = new Int32Array(n);
  let m = 0;
  for (let i = 0; i < n; i++) {
    if (i === 0 || isFeasibleCounts(roc.tp[i], roc.fp[i], alpha, kappa)) out[m++] = i;
  }
  return out.slice(0, m);
}

/**
 * Upper convex hull (ROC indices) of the feasible ROC points (Def. 12): filter first, then hull. Only these points can
 * be the best feasible point for some t (the cost t·x + (1−t)(1−y) is linear).
 */
export function feasibleHull(roc: RocCurve, alpha: number, kappa: number): Int32Array {
  return upperHull(roc.fpr, roc.tpr, feasibleIndices(roc, alpha, kappa));
}

/**
 * Partial area of lesser classifiers A*_t(h,k) (Def. 17): area of K ∩ {t·x − (1−t)·y ≥ Cost_t(h,k) − (1−t)}, i.e. of
 * the feasible points whose cost t·x + (1−t)(1−y) is at least that of (h,k). Not normalized (divide by region.area).
 */
export function partialLesserArea(region: FeasibleRegion, h: number, k: number, t: number): number {
  // Keep −t·x + (1−t)·y ≤ −t·h + (1−t)·k.
  return polygonArea(clipHalfPlane(region.vertices, -t, 1 - t, -t * h + (1 - t) * k));
}

/** One interval of t on which one feasible hull vertex is the best (lowest-cost) feasible point. */
export interface PartialVorosPiece {
  readonly t: [number, number];
  /** ROC index of the best feasible point on this interval. */
  readonly index: number;
}

export interface PartialVorosResult {
  /** Normalized partial VOROS in [0, 1] (0 when the region is degenerate). */
  readonly value: number;
  /** Best feasible point per interval of t, in increasing t (adjacent intervals share their end points). */
  readonly pieces: PartialVorosPiece[];
  /** True when A* = 0 (PV undefined, reported as 0). */
  readonly degenerate: boolean;
  readonly warnings: string[];
  /** Feasible hull (ROC indices). */
  readonly hull: Int32Array;
}

export interface PartialVorosOptions {
  /** 'exact' (default): closed forms for uniform t and uniform C0/C1. 'gauss': Gauss–Legendre per smooth piece. */
  readonly method?: 'exact' | 'gauss';
  /** Precomputed feasible hull (ROC indices), e.g. from {@link feasibleHull}. */
  readonly hull?: ArrayLike<number>;
}

/** Partial VOROS (Def. 20) of a ROC curve for a feasible region and a distribution of t. */
export function partialVoros(
  roc: RocCurve,
  region: FeasibleRegion,
  dist: TDistribution,
  opts: PartialVorosOptions = {},
): PartialVorosResult {
  // The same dataset may arrive with P and N summed differently (fractional counts): allow rounding, not mismatches.
  const off = (a: number, b: number) => Math.abs(a - b) > 1e-9 * Math.max(a, b);
  if (off(roc.P, region.P) || off(roc.N, region.N)) {
    throw new RangeError(
      `the feasible region was built for P = ${region.P}, N = ${region.N} but the ROC curve has P = ${roc.P}, N = ${roc.N}`,
    );
  }
  const hull = opts.hull ? Int32Array.from(opts.hull) : feasibleHull(roc, region.alpha, region.kappa);
  const pieces: PartialVorosPiece[] = [];
  const warnings: string[] = [];
  const raw = hullPartialVolume(roc.fpr, roc.tpr, hull, hull.length, region, dist, opts.method ?? 'exact', pieces);
  const degenerate = !(region.area > 0);
  if (degenerate) {
    warnings.push(
      `the feasible region has zero area (Appendix A case ${region.caseNumber}: ${region.description}); partial VOROS is undefined and reported as 0`,
    );
  }
  return { value: degenerate ? 0 : clamp01(raw / region.area), pieces, degenerate, warnings, hull };
}

function clamp01(x: number): number {
  return x < 0 ? 0 : x > 1 ? 1 : x;
}

/**
 * Index j (0 ≤ j < len) of the lowest-cost vertex among hull vertices idx[0..len) at cost parameter t: the first
 * vertex whose outgoing edge has slope ≤ t/(1−t) (ties go to the left vertex). Binary search, O(log len).
 */
export function bestHullVertex(x: ArrayLike<number>, y: ArrayLike<number>, idx: ArrayLike<number>, len: number, t: number): number {
  let lo = 0;
  let hi = len - 1;
  // Vertex j is worse than j+1 iff cost(j+1) < cost(j) iff t·dx − (1−t)·dy < 0.
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    const a = idx[mid];
    const b = idx[mid + 1];
    if (t * (x[b] - x[a]) - (1 - t) * (y[b] - y[a]) < 0) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** ROC index of the best (lowest-cost) feasible point at t, given the feasible hull (ROC indices). */
export function bestFeasiblePoint(roc: RocCurve, hull: ArrayLike<number>, t: number): number {
  return hull[bestHullVertex(roc.fpr, roc.tpr, hull, hull.length, t)];
}

/**
 * Normalized partial area A*_t/A* of the best feasible point against t (for charts), with the ROC index of that point.
 * Values are 0 for a degenerate region.
 */
export function partialAreaCurve(
  roc: RocCurve,
  region: FeasibleRegion,
  ts: ArrayLike<number>,
  hull: ArrayLike<number> = feasibleHull(roc, region.alpha, region.kappa),
): { t: number[]; value: number[]; index: number[] } {
  const out = { t: [] as number[], value: [] as number[], index: [] as number[] };
  for (let i = 0; i < ts.length; i++) {
    const t = ts[i];
    const j = hull[bestHullVertex(roc.fpr, roc.tpr, hull, hull.length, t)];
    const a = region.area > 0 ? clamp01(partialLesserArea(region, roc.fpr[j], roc.tpr[j], t) / region.area) : 0;
    out.t.push(t);
    out.value.push(a);
    out.index.push(j);
  }
  return out;
}

// ---------------------------------------------------------------------------------------------------------------
// Exact integration over t.

/** Which variable the density is uniform in: τ = t ('t') or τ = s = t/(1−t) ('s'). */
type Param = 't' | 's';

/** t as a function of τ. */
function tOf(param: Param, tau: number): number {
  return param === 't' ? tau : tau === Infinity ? 1 : tau / (1 + tau);
}

/**
 * Un-normalized partial VOROS of a feasible hull: E_t[max over the hull's vertices of A*_t] (divide by A* to get PV).
 * Uniform densities: (1/(τ_b − τ_a))·Σ over pieces ∫ A*_τ dτ in closed form; other densities (or method 'gauss'):
 * Σ ∫ A*_t·density(t) dt by adaptive Gauss–Legendre per smooth piece; a point mass: A*_t at that t.
 * Hull vertices are (x[idx[j]], y[idx[j]]) for j < len, sorted by x: the upper hull of the feasible points.
 * When `pieces` is given, the best point per t interval is appended (in increasing t).
 */
export function hullPartialVolume(
  x: ArrayLike<number>,
  y: ArrayLike<number>,
  idx: ArrayLike<number>,
  len: number,
  region: FeasibleRegion,
  dist: TDistribution,
  method: 'exact' | 'gauss' = 'exact',
  pieces?: PartialVorosPiece[],
): number {
  const [ta, tb] = dist.range;
  const K = region.vertices;
  if (len === 0) return 0;
  const pointMass = ta === tb || (dist.kind === 'uniform-ratio' && dist.sRange !== undefined && dist.sRange[0] === dist.sRange[1]);
  if (pointMass) {
    const j = bestHullVertex(x, y, idx, len, ta);
    pieces?.push({ t: [ta, ta], index: idx[j] });
    if (!(region.area > 0)) return 0;
    return polygonArea(clipHalfPlane(K, -ta, 1 - ta, -ta * x[idx[j]] + (1 - ta) * y[idx[j]]));
  }
  let param: Param;
  let tauA: number;
  let tauB: number;
  const exact = method === 'exact' && (dist.kind === 'uniform-t' || (dist.kind === 'uniform-ratio' && dist.sRange));
  if (exact && dist.kind === 'uniform-ratio') {
    param = 's';
    tauA = dist.sRange![0];
    tauB = dist.sRange![1];
  } else {
    param = 't';
    tauA = ta;
    tauB = tb;
  }
  const jStart = bestHullVertex(x, y, idx, len, tb);
  const found: PartialVorosPiece[] | undefined = pieces ? [] : undefined;
  let total = 0;
  // Walk from the vertex optimal at the top of the range (left on the curve) to the one optimal at the bottom.
  let hiTau = tauB;
  for (let j = jStart; j < len; j++) {
    // Lower end of vertex j's optimality interval: slope of edge j → j+1.
    let loTau = tauA;
    if (j + 1 < len) {
      const dx = x[idx[j + 1]] - x[idx[j]];
      const dy = y[idx[j + 1]] - y[idx[j]];
      const s = dx === 0 ? Infinity : dy / dx;
      const b = param === 's' ? s : s === Infinity ? 1 : dy / (dx + dy);
      if (b > loTau) loTau = b;
    }
    if (loTau > hiTau) loTau = hiTau;
    if (hiTau > loTau) {
      const h = x[idx[j]];
      const k = y[idx[j]];
      if (region.area > 0) {
        if (exact) total += integrateExact(K, h, k, loTau, hiTau, param);
        else total += integrateGauss(K, h, k, loTau, hiTau, dist);
      }
      found?.push({ t: [tOf(param, loTau), tOf(param, hiTau)], index: idx[j] });
    }
    hiTau = loTau;
    if (loTau <= tauA) break;
  }
  if (pieces && found) for (let i = found.length - 1; i >= 0; i--) pieces.push(found[i]);
  return exact ? total / (tauB - tauA) : total;
}

// Scratch buffers of integrateExact (K has at most 6 corners; grown on demand). Not re-entrant, which is fine: the
// function never calls itself.
let SCRATCH_F = new Float64Array(8);
let SCRATCH_KIND = new Int8Array(16);
let SCRATCH_IDX = new Int32Array(16);

/** Breakpoints in (lo, hi) where the iso line through (h,k) crosses a corner of K, sorted, with lo and hi. */
function cornerBreaks(K: readonly Point[], h: number, k: number, lo: number, hi: number, param: Param): number[] {
  const br = [lo];
  for (const v of K) {
    const dx = v[0] - h;
    const dy = v[1] - k;
    let tau: number;
    if (param === 't') {
      const den = dx + dy;
      if (den === 0) continue;
      tau = dy / den;
    } else {
      if (dx === 0) continue;
      tau = dy / dx;
    }
    if (tau > lo && tau < hi) br.push(tau);
  }
  br.push(hi);
  br.sort((a, b) => a - b);
  return br;
}

function integrateGauss(K: readonly Point[], h: number, k: number, lo: number, hi: number, dist: TDistribution): number {
  const br = cornerBreaks(K, h, k, lo, hi, 't');
  const f = (t: number) => dist.density(t) * polygonArea(clipHalfPlane(K, -t, 1 - t, -t * h + (1 - t) * k));
  const gl = (a: number, b: number): number => {
    const { nodes, weights } = GL20;
    const half = (b - a) / 2;
    const mid = a + half;
    let s = 0;
    for (let q = 0; q < nodes.length; q++) s += weights[q] * f(mid + half * nodes[q]);
    return s * half;
  };
  // Adaptive bisection: a pole of the rational integrand just beyond a piece's end slows Gauss–Legendre down.
  const adapt = (a: number, b: number, whole: number, depth: number): number => {
    const m = (a + b) / 2;
    const l = gl(a, m);
    const r = gl(m, b);
    if (depth <= 0 || Math.abs(l + r - whole) <= 1e-15 * Math.max(1, Math.abs(whole))) return l + r;
    return adapt(a, m, l, depth - 1) + adapt(m, b, r, depth - 1);
  };
  let total = 0;
  for (let i = 0; i + 1 < br.length; i++) {
    const a = br[i];
    const b = br[i + 1];
    if (b > a) total += adapt(a, b, gl(a, b), 30);
  }
  return total;
}

/**
 * ∫_lo^hi A*_τ(h,k) dτ exactly. The lesser side is f_τ(p) ≥ 0 with f_τ(p) = d(τ) × (p − H) up to a positive factor,
 * where H = (h,k) and the iso line's direction is d(τ) = (1−τ, τ) (τ = t) or (1, τ) (τ = s).
 */
function integrateExact(K: readonly Point[], h: number, k: number, lo: number, hi: number, param: Param): number {
  const br = cornerBreaks(K, h, k, lo, hi, param);
  // d(τ) = d0 + τ·d1.
  const d0x = 1;
  const d0y = 0;
  const d1x = param === 't' ? -1 : 0;
  const d1y = 1;
  const n = K.length;
  if (SCRATCH_F.length < n) {
    SCRATCH_F = new Float64Array(n);
    SCRATCH_KIND = new Int8Array(2 * n);
    SCRATCH_IDX = new Int32Array(2 * n);
  }
  const f = SCRATCH_F;
  const tagKind = SCRATCH_KIND; // 0 = corner, 1 = moving point on edge
  const tagIdx = SCRATCH_IDX;
  let total = 0;
  for (let s = 0; s + 1 < br.length; s++) {
    const a = br[s];
    const b = br[s + 1];
    if (!(b > a)) continue;
    const tm = (a + b) / 2;
    // f(p) = dy·(x − h) − dx·(y − k) with d = d(tm): positive on the lesser (costlier) side.
    const dmx = d0x + tm * d1x;
    const dmy = d0y + tm * d1y;
    let anyIn = false;
    let anyOut = false;
    for (let i = 0; i < n; i++) {
      const v = dmy * (K[i][0] - h) - dmx * (K[i][1] - k);
      f[i] = Math.abs(v) <= 1e-15 ? 0 : v;
      if (f[i] >= 0) anyIn = true;
      if (f[i] < 0) anyOut = true;
    }
    if (!anyIn) continue;
    let m = 0;
    for (let i = 0; i < n; i++) {
      const j = i + 1 === n ? 0 : i + 1;
      if (f[i] >= 0) {
        tagKind[m] = 0;
        tagIdx[m++] = i;
      }
      if ((f[i] > 0 && f[j] < 0) || (f[i] < 0 && f[j] > 0)) {
        tagKind[m] = 1;
        tagIdx[m++] = i;
      }
    }
    if (m < 3) continue;
    if (!anyOut) {
      // Whole region on the lesser side.
      total += polygonArea(K) * (b - a);
      continue;
    }
    // 2·A(τ) = Σ_j P_j × P_{j+1}. Accumulate constant part C and rational terms g·(p + qτ)/(a + bτ).
    let C = 0;
    let R = 0;
    const Hx = h;
    const Hy = k;
    for (let j = 0; j < m; j++) {
      const j2 = j + 1 === m ? 0 : j + 1;
      const kindA = tagKind[j];
      const kindB = tagKind[j2];
      if (kindA === 0 && kindB === 0) {
        const A = K[tagIdx[j]];
        const B = K[tagIdx[j2]];
        C += A[0] * B[1] - A[1] * B[0];
      } else if (kindA === 0 && kindB === 1) {
        // w × (H + μ d) = w×H + μ (w×d)
        const w = K[tagIdx[j]];
        C += w[0] * Hy - w[1] * Hx;
        R += movingTerm(K, tagIdx[j2], Hx, Hy, d0x, d0y, d1x, d1y, w[0] * d0y - w[1] * d0x, w[0] * d1y - w[1] * d1x, a, b);
      } else if (kindA === 1 && kindB === 0) {
        // (H + μ d) × w = H×w + μ (d×w)
        const w = K[tagIdx[j2]];
        C += Hx * w[1] - Hy * w[0];
        R += movingTerm(K, tagIdx[j], Hx, Hy, d0x, d0y, d1x, d1y, d0x * w[1] - d0y * w[0], d1x * w[1] - d1y * w[0], a, b);
      } else {
        // (H + μe d) × (H + μf d) = (μf − μe)·(H×d)
        const p = Hx * d0y - Hy * d0x;
        const q = Hx * d1y - Hy * d1x;
        R += movingTerm(K, tagIdx[j2], Hx, Hy, d0x, d0y, d1x, d1y, p, q, a, b);
        R -= movingTerm(K, tagIdx[j], Hx, Hy, d0x, d0y, d1x, d1y, p, q, a, b);
      }
    }
    total += (C * (b - a) + R) / 2;
  }
  return total;
}

/**
 * ∫_lo^hi μ_e(τ)·(p + qτ) dτ for the moving corner on edge e of K (from K[e] to K[e+1]):
 * μ_e = g/(α + βτ) with g = (K[e] − H)×E, α = d0×E, β = d1×E, E = K[e+1] − K[e].
 */
function movingTerm(
  K: readonly Point[],
  e: number,
  Hx: number,
  Hy: number,
  d0x: number,
  d0y: number,
  d1x: number,
  d1y: number,
  p: number,
  q: number,
  lo: number,
  hi: number,
): number {
  const v = K[e];
  const w = K[e + 1 === K.length ? 0 : e + 1];
  const Ex = w[0] - v[0];
  const Ey = w[1] - v[1];
  const g = (v[0] - Hx) * Ey - (v[1] - Hy) * Ex;
  if (g === 0) return 0;
  const al = d0x * Ey - d0y * Ex;
  const be = d1x * Ey - d1y * Ex;
  return g * ratIntegral(p, q, al, be, lo, hi);
}

/**
 * ∫_lo^hi (p + qτ)/(a + bτ) dτ, for a + bτ ≠ 0 on [lo, hi]. Expanded around the end where |a + bτ| is larger, so
 * z = ∓bΔ/D ∈ (−1, 0] and the logarithm is evaluated with log1p (no cancellation when b is small).
 */
export function ratIntegral(p: number, q: number, a: number, b: number, lo: number, hi: number): number {
  const delta = hi - lo;
  const D0 = a + b * lo;
  const D1 = a + b * hi;
  let D: number;
  let Dother: number;
  let P: number;
  let Q: number;
  let z: number;
  if (Math.abs(D0) >= Math.abs(D1)) {
    D = D0;
    Dother = D1;
    P = p + q * lo;
    Q = q;
    z = (b * delta) / D0;
  } else {
    D = D1;
    Dother = D0;
    P = p + q * hi;
    Q = -q;
    z = (-b * delta) / D1;
  }
  if (D === 0) return 0; // a = b = 0 cannot happen for a proper moving corner; be safe.
  // ∫_0^Δ (P + Q u)/(D + b' u) du = (Δ/D)·[P·L1(z) + QΔ·L2(z)], L1 = ∫_0^1 dv/(1+zv), L2 = ∫_0^1 v dv/(1+zv).
  let L1: number;
  let L2: number;
  if (Math.abs(z) < 0.5) {
    // Series: L1 = Σ (−z)^n/(n+1), L2 = Σ (−z)^n/(n+2).
    L1 = 0;
    L2 = 0;
    let pw = 1;
    for (let nn = 0; nn < 60; nn++) {
      const t1 = pw / (nn + 1);
      L1 += t1;
      L2 += pw / (nn + 2);
      if (Math.abs(t1) < 1e-18) break;
      pw *= -z;
    }
  } else {
    // 1 + z = Dother/D: take the ratio of the denominators directly (accurate when the pole is near the other end).
    const lg = Math.log(Dother / D);
    L1 = lg / z;
    L2 = (z - lg) / (z * z);
  }
  return (delta / D) * (P * L1 + Q * delta * L2);
}
