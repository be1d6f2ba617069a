/**
 * Partial VOROS (Ratigan, Heuton, Wang, Cowen, Hughes): Partial VOROS Def. 12 (feasible points), Partial VOROS
 * Defs. 17–18 (partial area of lesser classifiers, normalized) and Partial VOROS Def. 20 (partial volume over the ROC
 * surface):
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
 * Exact integration (the breakpoint walk, {@link partialVolume}): t is split where the optimal feasible hull vertex
 * changes (t = s/(1+s) for the hull slopes s); on each such piece partial-voros-integral.ts integrates A*_t of that
 * vertex exactly (closed forms for t uniform and C0/C1 uniform, Gauss–Legendre for other densities).
 *
 * Degenerate region (A* = 0: κ = 0 or α = 1, Appendix A cases 6–7): PV is undefined; rocsite reports 0 and sets
 * `degenerate: true` with a warning.
 */
import type { RocCurve } from './types';
import type { TDistribution } from './cost';
import { MetricInputError } from './errors';
import type { FeasibleRegion } from './feasible-region';
import { optimalVertex, upperHull } from './hull';
import { integrateExact, integrateGauss, integratorScratch, tOf, type IntegratorScratch, type Param } from './partial-voros-integral';
import { clipHalfPlane, polygonArea } from './polygon';
import { COUNT_MATCH_REL, REL_TOL } from './tolerance';

export { integratorScratch, ratIntegral, type IntegratorScratch } from './partial-voros-integral';

/** Partial VOROS Def. 12 on counts: α·FP ≤ (1−α)·TP (precision ≥ α) and FP + TP ≤ κ (capacity), up to REL_TOL relative (so that a
 * precision of exactly α or TP + FP = κ counts as feasible). */
export function isFeasibleCounts(tp: number, fp: number, alpha: number, kappa: number): boolean {
  const n = tp + fp;
  return alpha * fp - (1 - alpha) * tp <= REL_TOL * n && n - kappa <= REL_TOL * Math.max(kappa, 1);
}

/** Indices of the ROC points that are feasible (Partial VOROS Def. 12), in curve order. Index 0 (never alarm) is always included. */
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
 * Upper convex hull (ROC indices) of the feasible ROC points (Partial VOROS Def. 12): filter first, then hull. Only these points can
 * be the best feasible point for some t (the cost t·x + (1−t)(1−y) is linear).
 */
export function feasibleHull(roc: RocCurve, alpha: number, kappa: number): Int32Array {
  return upperHull(roc.fpr, roc.tpr, feasibleIndices(roc, alpha, kappa));
}

/**
 * Partial area of lesser classifiers A*_t(h,k) (Partial VOROS Def. 17): area of K ∩ {t·x − (1−t)·y ≥ Cost_t(h,k) − (1−t)}, i.e. of
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
  /** Normalized partial VOROS in [0, 1]: {@link PartialVorosResult.raw} clamped to [0, 1] (0 when degenerate). */
  readonly value: number;
  /**
   * The normalized volume before clamping, E_t[A*_t]/A* as integrated (0 when degenerate). In [0, 1] on paper; may
   * leave it by rounding only (the clamp in `value` removes that).
   */
  readonly raw: number;
  /** Best feasible point per interval of t, in increasing t (adjacent intervals share their end points). */
  readonly pieces: PartialVorosPiece[];
  /**
   * True when A* = 0 (PV undefined, reported as 0). The report warns once per scenario for this
   * ('scenario.degenerate-region', report/warning-codes.ts), not once per model.
   */
  readonly degenerate: boolean;
  /** Feasible hull (ROC indices). */
  readonly hull: Int32Array;
}

export interface PartialVorosOptions {
  /** 'exact' (default): closed forms for uniform t and uniform C0/C1. 'gauss': Gauss–Legendre per smooth piece. */
  readonly method?: 'exact' | 'gauss';
  /** Precomputed feasible hull (ROC indices), e.g. from {@link feasibleHull}. */
  readonly hull?: ArrayLike<number>;
}

/** Partial VOROS (Partial VOROS Def. 20) of a ROC curve for a feasible region and a distribution of t. */
export function partialVoros(
  roc: RocCurve,
  region: FeasibleRegion,
  dist: TDistribution,
  opts: PartialVorosOptions = {},
): PartialVorosResult {
  // The same dataset may arrive with P and N summed differently (fractional counts): allow rounding, not mismatches.
  const off = (a: number, b: number) => Math.abs(a - b) > COUNT_MATCH_REL * Math.max(a, b);
  if (off(roc.P, region.P) || off(roc.N, region.N)) {
    throw new MetricInputError(
      `the feasible region was built for P = ${region.P}, N = ${region.N} but the ROC curve has P = ${roc.P}, N = ${roc.N}`,
    );
  }
  const hull = opts.hull ? Int32Array.from(opts.hull) : feasibleHull(roc, region.alpha, region.kappa);
  const pieces: PartialVorosPiece[] = [];
  const volume = partialVolume({ x: roc.fpr, y: roc.tpr, idx: hull, region, dist, method: opts.method, pieces });
  const degenerate = !(region.area > 0);
  const raw = degenerate ? 0 : volume / region.area;
  return { value: clamp01(raw), raw, pieces, degenerate, hull };
}

function clamp01(x: number): number {
  return x < 0 ? 0 : x > 1 ? 1 : x;
}

/** ROC index of the best (lowest-cost) feasible point at t, given the feasible hull (ROC indices). */
export function bestFeasiblePoint(roc: RocCurve, hull: ArrayLike<number>, t: number): number {
  return hull[optimalVertex(roc.fpr, roc.tpr, hull, t)];
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
    const j = hull[optimalVertex(roc.fpr, roc.tpr, hull, t)];
    const a = region.area > 0 ? clamp01(partialLesserArea(region, roc.fpr[j], roc.tpr[j], t) / region.area) : 0;
    out.t.push(t);
    out.value.push(a);
    out.index.push(j);
  }
  return out;
}

// ---------------------------------------------------------------------------------------------------------------
// The breakpoint walk over t.

/** Input of {@link partialVolume}: a feasible hull, the region and the distribution of t. */
export interface HullWalk {
  /** Point coordinates (FPR, TPR); hull vertex j is (x[idx[j]], y[idx[j]]). */
  readonly x: ArrayLike<number>;
  readonly y: ArrayLike<number>;
  /** Hull vertices (indices into x, y), sorted by x: the upper hull of the feasible points. */
  readonly idx: ArrayLike<number>;
  /** Number of vertices used from idx (default idx.length), so a caller can reuse one buffer. */
  readonly len?: number;
  readonly region: FeasibleRegion;
  readonly dist: TDistribution;
  /** 'exact' (default) or 'gauss' (see {@link PartialVorosOptions}). */
  readonly method?: 'exact' | 'gauss';
  /** When given, the best point per t interval is appended (in increasing t). */
  readonly pieces?: PartialVorosPiece[];
  /** Working arrays of the exact integrator, for callers that walk many hulls in a loop (allocated here when absent). */
  readonly scratch?: IntegratorScratch;
}

/** Width of a range of t below which {@link partialVolume} takes it as a point mass at its middle. */
export const NEAR_POINT = 1e-9;

/**
 * Un-normalized partial VOROS of a feasible hull: E_t[max over the hull's vertices of A*_t] (divide by A* to get PV).
 * Uniform densities: (1/(τ_b − τ_a))·Σ over pieces ∫ A*_τ dτ in closed form; other densities (or method 'gauss'):
 * Σ ∫ A*_t·density(t) dt by adaptive Gauss–Legendre per smooth piece; a point mass: A*_t at that t. A range of t
 * narrower than {@link NEAR_POINT} is taken as a point mass at its middle: the mean ∫/(τ_b − τ_a) would divide a
 * difference of O(1) antiderivatives, rounded to 1e-16, by the width (a relative error of 1e-16/width: 1e-6 at a
 * width of 1e-10), while A*_t is continuous in t, so its middle value is within 1e-9 of the mean.
 */
export function partialVolume(w: HullWalk): number {
  const { x, y, idx, region, dist, pieces } = w;
  const len = w.len ?? idx.length;
  const [ta, tb] = dist.range;
  const K = region.vertices;
  if (len === 0) return 0;
  // (An s range of one point, C0/C1 fixed, is a t range of one point too.)
  if (tb - ta < NEAR_POINT) {
    const t = (ta + tb) / 2;
    const j = optimalVertex(x, y, idx, t, len);
    pieces?.push({ t: [ta, tb], index: idx[j] });
    if (!(region.area > 0)) return 0;
    return polygonArea(clipHalfPlane(K, -t, 1 - t, -t * x[idx[j]] + (1 - t) * y[idx[j]]));
  }
  let param: Param;
  let tauA: number;
  let tauB: number;
  const exact = (w.method ?? 'exact') === 'exact' && (dist.kind === 'uniform-t' || (dist.kind === 'uniform-ratio' && dist.sRange));
  if (exact && dist.kind === 'uniform-ratio') {
    param = 's';
    tauA = dist.sRange![0];
    tauB = dist.sRange![1];
  } else {
    param = 't';
    tauA = ta;
    tauB = tb;
  }
  const given = w.scratch;
  const scratch = exact && region.area > 0 ? (given && given.f.length >= K.length ? given : integratorScratch(K.length)) : undefined;
  const jStart = optimalVertex(x, y, idx, tb, len);
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
        if (scratch) total += integrateExact(K, h, k, loTau, hiTau, param, scratch);
        else total += integrateGauss(K, h, k, loTau, hiTau, dist);
      }
      found?.push({ t: [tOf(param, loTau), tOf(param, hiTau)], index: idx[j] });
    }
    hiTau = loTau;
    if (loTau <= tauA) break;
  }
  if (pieces && found) for (let i = found.length - 1; i >= 0; i--) pieces.push(found[i]);
  const volume = exact ? total / (tauB - tauA) : total;
  // Never a silent NaN in a report or a heatmap cell (it would print as a missing value): an internal error, with
  // what reproduces it.
  if (!Number.isFinite(volume)) {
    const pts = Array.from({ length: len }, (_, j) => `(${x[idx[j]]}, ${y[idx[j]]})`).join(' ');
    throw new Error(`internal error: partial VOROS volume is ${volume} for α = ${region.alpha}, κ = ${region.kappa}, P = ${region.P}, N = ${region.N}, t ∈ [${ta}, ${tb}], feasible hull ${pts}`);
  }
  return volume;
}

