/**
 * Exact integral over t of the partial area of lesser classifiers A*_t(h,k) of one point (Partial VOROS Def. 17),
 * for the breakpoint walk of partial-voros.ts (docs/metrics.md §5.5).
 *
 * Between breakpoints (the τ where the iso-performance line through (h,k) crosses a corner of K) the clipped polygon
 * keeps its combinatorics, its moving corners are (h,k) + μ(τ)·d(τ) with μ rational of degree (0,1), so 2·A*_τ is a
 * sum of constants and terms (p + qτ)/(a + bτ) (Partial VOROS Lemma 19: "rational linear in t"), integrated in closed
 * form (logarithms, evaluated with log1p). τ = t for t uniform; τ = s = t/(1−t) for C0/C1 uniform, where the density
 * is uniform in s. Other densities: adaptive Gauss–Legendre per smooth piece ({@link integrateGauss}).
 */
import type { TDistribution } from './cost';
import { clipHalfPlane, polygonArea } from './polygon';
import { GL20 } from './quadrature';
import { ISO_LINE_ABS, QUADRATURE_REL, SERIES_ABS } from './tolerance';
import type { Point } from './types';

/** Which variable the density is uniform in: τ = t ('t') or τ = s = t/(1−t) ('s'). */
export type Param = 't' | 's';

/** t as a function of τ. */
export function tOf(param: Param, tau: number): number {
  return param === 't' ? tau : tau === Infinity ? 1 : tau / (1 + tau);
}

/**
 * Working arrays of {@link integrateExact} for a region of up to `n` corners: owned by the caller (no module-level
 * state), allocated once per walk, or once per loop by callers that walk many hulls (HullWalk.scratch).
 */
export interface IntegratorScratch {
  /** Signed side of each corner of K. */
  readonly f: Float64Array;
  /** Tags of the clipped polygon's vertices: 0 = corner of K, 1 = moving point on the edge starting at that corner. */
  readonly kind: Int8Array;
  /** Corner of K each vertex belongs to (the corner itself, or the start of the edge the moving point is on). */
  readonly idx: Int32Array;
  /** Breakpoints of one integral ({@link cornerBreaksInto}): lo, the corners' τ, hi. */
  readonly br: Float64Array;
}

export function integratorScratch(n: number): IntegratorScratch {
  return { f: new Float64Array(n), kind: new Int8Array(2 * n), idx: new Int32Array(2 * n), br: new Float64Array(n + 2) };
}

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

/**
 * {@link cornerBreaks} into a caller's array (at least K.length + 2 long), without allocating: the same values in the
 * same order (insertion after equal values, as the stable sort). Returns how many were written. Exported for its test.
 */
export function cornerBreaksInto(K: readonly Point[], h: number, k: number, lo: number, hi: number, param: Param, br: Float64Array): number {
  if (!(lo < hi)) {
    // No τ lies strictly between: [lo, hi] sorted.
    br[0] = hi < lo ? hi : lo;
    br[1] = hi < lo ? lo : hi;
    return 2;
  }
  br[0] = lo;
  let n = 1;
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
    if (tau > lo && tau < hi) {
      let i = n;
      while (br[i - 1] > tau) {
        br[i] = br[i - 1];
        i--;
      }
      br[i] = tau;
      n++;
    }
  }
  br[n++] = hi;
  return n;
}

/** ∫_lo^hi A*_t(h,k)·density(t) dt by adaptive Gauss–Legendre (20 nodes) on each smooth piece. */
export function integrateGauss(K: readonly Point[], h: number, k: number, lo: number, hi: number, dist: TDistribution): number {
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
    if (depth <= 0 || Math.abs(l + r - whole) <= QUADRATURE_REL * Math.max(1, Math.abs(whole))) return l + r;
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
 * ∫_lo^hi A*_τ(h,k) dτ exactly. The lesser side is f_τ(p) ≥ 0 with f_τ(p) = d(τ) × (p − H) up to a positive factor.
 * `scratch` must come from {@link integratorScratch} with at least K.length corners.
 */
export function integrateExact(
  K: readonly Point[],
  h: number,
  k: number,
  lo: number,
  hi: number,
  param: Param,
  scratch: IntegratorScratch,
): number {
  const br = scratch.br;
  const nb = cornerBreaksInto(K, h, k, lo, hi, param, br);
  // d(τ) = d0 + τ·d1.
  const d0x = 1;
  const d0y = 0;
  const d1x = param === 't' ? -1 : 0;
  const d1y = 1;
  const n = K.length;
  const { f, kind: tagKind, idx: tagIdx } = scratch;
  let total = 0;
  for (let s = 0; s + 1 < nb; s++) {
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
      f[i] = Math.abs(v) <= ISO_LINE_ABS ? 0 : v;
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
    for (let j = 0; j < m; j++) {
      const j2 = j + 1 === m ? 0 : j + 1;
      const kindA = tagKind[j];
      const kindB = tagKind[j2];
      const iA = tagIdx[j];
      const iB = tagIdx[j2];
      if (kindA === 0 && kindB === 0) {
        const A = K[iA];
        const B = K[iB];
        C += A[0] * B[1] - A[1] * B[0];
      } else if (kindA === 0 && kindB === 1) {
        // w × (H + μ d) = w×H + μ (w×d)
        const w = K[iA];
        C += w[0] * k - w[1] * h;
        R += movingTerm(K, iB, h, k, d0x, d0y, d1x, d1y, w[0] * d0y - w[1] * d0x, w[0] * d1y - w[1] * d1x, a, b);
      } else if (kindA === 1 && kindB === 0) {
        // (H + μ d) × w = H×w + μ (d×w)
        const w = K[iB];
        C += h * w[1] - k * w[0];
        R += movingTerm(K, iA, h, k, d0x, d0y, d1x, d1y, d0x * w[1] - d0y * w[0], d1x * w[1] - d1y * w[0], a, b);
      } else {
        // (H + μe d) × (H + μf d) = (μf − μe)·(H×d)
        const p = h * d0y - k * d0x;
        const q = h * d1y - k * d1x;
        R += movingTerm(K, iB, h, k, d0x, d0y, d1x, d1y, p, q, a, b);
        R -= movingTerm(K, iA, h, k, d0x, d0y, d1x, d1y, p, q, a, b);
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
  // H on the line of edge e (within rounding, as the corners' sides are classified): the iso line meets that line at H
  // only, so the moving corner is H itself (μ = 0). Its denominator vanishes where the iso line lies along the edge, an
  // end of the piece; a rounded g of 1e-17 there would multiply a logarithmic pole (NaN for a point of precision
  // exactly α, on the precision edge of K).
  if (Math.abs(g) <= ISO_LINE_ABS) return 0;
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
      if (Math.abs(t1) < SERIES_ABS) break;
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
