/**
 * ROC/PR geometry (Sameni, *On the Geometry of ROC and PR Curves*): the leakage function G, a binormal fit, the
 * Kullback–Leibler divergence from the ROC hull slopes, precision at another prevalence, and the capacity and
 * bounded-risk regions of ROC space with the operating points they imply.
 *
 * The standard normal CDF Φ and its inverse (probit) live in ./normal and are re-exported here.
 */
import { MetricInputError } from './errors';
import { rocHull } from './voros';
import { normalCdf, normalPdf, probit } from './normal';
import { clipHalfPlane } from './polygon';
import { interpolateTpr } from './roc';
import { REL_TOL } from './tolerance';
import type { Point, RocCurve } from './types';

export { normalCdf, normalPdf, probit } from './normal';

// ---------------------------------------------------------------------------------------------------------------
// Leakage function
// ---------------------------------------------------------------------------------------------------------------

/**
 * Positive-to-negative class leakage function G(u) = F_p(F_n⁻¹(u)) (Sameni eq. 10), read off the empirical ROC
 * curve through eq. 13, tpr = 1 − G(1 − fpr): G(u) = 1 − ROC(1 − u), with ROC the linearly interpolated curve
 * (at a vertical segment ROC takes its top, so G takes its bottom; G is non-decreasing, G(0) = 0, G(1) = 1 − ROC(0)).
 * AUROC = 1 − ∫₀¹ G(u) du (eq. 17).
 */
export function leakage(roc: RocCurve, u: ArrayLike<number>): Float64Array {
  const out = new Float64Array(u.length);
  for (let i = 0; i < u.length; i++) {
    const v = u[i];
    if (!(v >= 0 && v <= 1)) throw new MetricInputError(`leakage: u must be in [0, 1], got ${v} at index ${i}`);
    out[i] = 1 - interpolateTpr(roc, 1 - v);
  }
  return out;
}

// ---------------------------------------------------------------------------------------------------------------
// Binormal fit
// ---------------------------------------------------------------------------------------------------------------

/** Largest number of ROC points the binormal fit uses (longer curves are thinned evenly along the curve). */
export const MAX_FIT_POINTS = 4096;

/** Binormal ROC model (Sameni Sec. 8.3): probit(TPR) = b + a·probit(FPR). */
export interface BinormalFit {
  /** a = σn/σp (eq. 40, printed as α). */
  a: number;
  /** b = (μp − μn)/σp (eq. 40). */
  b: number;
  /** AUROC = Φ(b/√(1 + a²)) (eq. 44 rewritten with a and b). */
  auroc: number;
  /** Number of interior ROC points (0 < FPR < 1 and 0 < TPR < 1) used by the fit (after thinning). */
  points: number;
}

/**
 * Binormal fit of an empirical ROC curve (Sameni Sec. 8.3, eqs. 39–44): probit(TPR) = b + a·probit(FPR),
 * a = σn/σp, b = (μp − μn)/σp, AUROC = Φ(b/√(1 + a²)).
 *
 * Method: iteratively reweighted ("effective variance") least squares on the probit-transformed interior ROC points
 * (0 < FPR < 1, 0 < TPR < 1; the end points map to ±∞). Each point (x, y) = (probit(fpr), probit(tpr)) gets the weight
 * 1/(Var y + a²·Var x) from the binomial delta method, Var y = tpr(1 − tpr)/(P·φ(y)²), Var x = fpr(1 − fpr)/(N·φ(x)²),
 * so tail points resting on a few counts barely count; the weights are recomputed with the new slope (4 passes,
 * starting from a = 1). On exact binormal points the residuals are 0 and any weighting returns (a, b) exactly.
 * Curves with more than {@link MAX_FIT_POINTS} interior points are thinned to that many, evenly spaced by index
 * (first and last kept), which bounds the probit work (≈ 0.2 s for 10⁶ distinct scores, dominated by the scan).
 * This is not the Dorfman–Alf maximum-likelihood fit; on large samples both are consistent. Over 20 seeded samples of
 * 20000 + 20000 binormal scores (a = 1.25, b = 1.875) the errors had mean −0.005/−0.007 and SD 0.012/0.019 (a/b).
 *
 * @throws MetricInputError when fewer than two interior points with distinct FPR exist (e.g. perfect separation).
 */
export function binormalFit(roc: RocCurve): BinormalFit {
  const { fpr, tpr, P, N } = roc;
  // Interior points (the curve is monotone, so they form one index range).
  const interior: number[] = [];
  for (let i = 0; i < fpr.length; i++) if (fpr[i] > 0 && fpr[i] < 1 && tpr[i] > 0 && tpr[i] < 1) interior.push(i);
  // Thin very long curves to MAX_FIT_POINTS points evenly spaced along the curve (first and last kept): consecutive
  // points of a large sample are nearly redundant, and this bounds the cost (two probits per point).
  let pick = interior;
  if (interior.length > MAX_FIT_POINTS) {
    pick = [];
    const m = interior.length - 1;
    for (let k = 0; k < MAX_FIT_POINTS; k++) pick.push(interior[Math.round((k * m) / (MAX_FIT_POINTS - 1))]);
  }
  const xs: number[] = [];
  const ys: number[] = [];
  const vx: number[] = [];
  const vy: number[] = [];
  for (const i of pick) {
    const f = fpr[i];
    const t = tpr[i];
    const x = probit(f);
    const y = probit(t);
    xs.push(x);
    ys.push(y);
    const px = normalPdf(x);
    const py = normalPdf(y);
    vx.push((f * (1 - f)) / (N * px * px));
    vy.push((t * (1 - t)) / (P * py * py));
  }
  const n = xs.length;
  let distinct = false;
  for (let i = 1; i < n && !distinct; i++) if (xs[i] !== xs[0]) distinct = true;
  if (n < 2 || !distinct) {
    throw new MetricInputError(
      `binormal fit needs at least two ROC points with 0 < FPR < 1, 0 < TPR < 1 and distinct FPR; found ${n} interior point(s)`,
    );
  }
  let a = 1;
  let b = 0;
  for (let pass = 0; pass < 4; pass++) {
    let sw = 0;
    let sx = 0;
    let sy = 0;
    for (let i = 0; i < n; i++) {
      const w = 1 / (vy[i] + a * a * vx[i]);
      sw += w;
      sx += w * xs[i];
      sy += w * ys[i];
    }
    const mx = sx / sw;
    const my = sy / sw;
    let sxx = 0;
    let sxy = 0;
    for (let i = 0; i < n; i++) {
      const w = 1 / (vy[i] + a * a * vx[i]);
      const dx = xs[i] - mx;
      sxx += w * dx * dx;
      sxy += w * dx * (ys[i] - my);
    }
    a = sxy / sxx;
    b = my - a * mx;
  }
  return { a, b, auroc: normalCdf(b / Math.sqrt(1 + a * a)), points: n };
}

// ---------------------------------------------------------------------------------------------------------------
// KL divergence
// ---------------------------------------------------------------------------------------------------------------

/**
 * D_KL(f_p ‖ f_n) = ∫₀¹ g(u) log g(u) du with g = G′ the ROC slope (Sameni App. B, eq. 49), in nats, computed on the
 * ROC convex hull where g is piecewise constant: Σ over hull edges with Δx > 0 and Δy > 0 of Δy·ln(Δy/Δx)
 * (flat edges contribute 0·ln 0 = 0). The hull is the curve of the score's monotone (isotonic) recalibration, so this
 * is the KL divergence between the class distributions of the hull segments' score groups.
 *
 * +Infinity when the hull has a vertical edge with mass — it can only rise at FPR = 0, i.e. the top score group holds
 * positives and no negatives (perfect separation of part of the positives: f_p puts mass where f_n has none).
 * `h` is the curve's hull (voros.ts {@link rocHull}, collinearity decided on the counts), when already known.
 */
export function klDivergence(roc: RocCurve, h: ArrayLike<number> = rocHull(roc)): number {
  const { fpr, tpr } = roc;
  if (h.length === 0) return 0;
  if (fpr[h[0]] === 0 && tpr[h[0]] > 0) return Infinity;
  let s = 0;
  for (let j = 0; j + 1 < h.length; j++) {
    const dx = fpr[h[j + 1]] - fpr[h[j]];
    const dy = tpr[h[j + 1]] - tpr[h[j]];
    if (dy <= 0) continue;
    if (dx <= 0) return Infinity;
    s += dy * Math.log(dy / dx);
  }
  return s;
}

/**
 * KL divergence D_KL(f_p ‖ f_n) of the fitted binormal model (a finite companion of {@link klDivergence}, which is
 * +Infinity as soon as the top score group holds only positives). With f_n = N(0, 1) and f_p = N(b/a, 1/a²)
 * (eq. 40: a = σn/σp, b = (μp − μn)/σp, in units of σn):
 *   D_KL = ln a + (1 + b²)/(2a²) − ½   (the Gaussian KL ln(σn/σp) + (σp² + (μp − μn)²)/(2σn²) − ½), in nats.
 * For a = 1 this is b²/2, the equal-variance value of App. B.
 */
export function binormalKl(a: number, b: number): number {
  if (!(a > 0) || !Number.isFinite(b)) throw new MetricInputError(`binormal KL needs a > 0 and finite b, got a=${a}, b=${b}`);
  return Math.log(a) + (1 + b * b) / (2 * a * a) - 0.5;
}

// ---------------------------------------------------------------------------------------------------------------
// PR at another prevalence
// ---------------------------------------------------------------------------------------------------------------

/** PR curve at a given prevalence; `index` maps each kept point back to the ROC curve. */
export interface PrCurve {
  recall: Float64Array;
  precision: Float64Array;
  /** Index into the ROC curve of each PR point. */
  index: Int32Array;
}

/**
 * PR curve re-weighted to prevalence π (Sameni eqs. 20–21, 24): recall = tpr,
 * precision = π·tpr / (π·tpr + (1 − π)·fpr). Points where precision is undefined (tpr = fpr = 0, i.e. the
 * never-alarm point (0,0)) are dropped; `index` says which ROC points were kept. With `at` (ROC indices in increasing
 * order), only those points: the same values as the whole curve's at them.
 */
export function prAtPrevalence(roc: RocCurve, pi: number, at?: ArrayLike<number>): PrCurve {
  if (!(pi > 0 && pi < 1)) throw new MetricInputError(`prevalence must be in (0, 1), got ${pi}`);
  const { fpr, tpr } = roc;
  const n = at ? at.length : fpr.length;
  const recall = new Float64Array(n);
  const precision = new Float64Array(n);
  const index = new Int32Array(n);
  let m = 0;
  for (let k = 0; k < n; k++) {
    const i = at ? at[k] : k;
    const num = pi * tpr[i];
    const den = num + (1 - pi) * fpr[i];
    if (!(den > 0)) continue;
    recall[m] = tpr[i];
    precision[m] = num / den;
    index[m] = i;
    m++;
  }
  return { recall: recall.slice(0, m), precision: precision.slice(0, m), index: index.slice(0, m) };
}

// ---------------------------------------------------------------------------------------------------------------
// Capacity and bounded risk (Sec. 6)
// ---------------------------------------------------------------------------------------------------------------

/** An empirical ROC operating point. */
export interface RocOperatingPoint {
  /** Index into the ROC curve. */
  index: number;
  fpr: number;
  tpr: number;
  /** Threshold (predict positive when score ≥ threshold); +Infinity for never-alarm, NaN without thresholds. */
  threshold: number;
  tp: number;
  fp: number;
}

function pointAt(roc: RocCurve, i: number): RocOperatingPoint {
  return { index: i, fpr: roc.fpr[i], tpr: roc.tpr[i], threshold: roc.thresholds[i], tp: roc.tp[i], fp: roc.fp[i] };
}

function checkPrior(piP: number): void {
  if (!(piP > 0 && piP < 1)) throw new MetricInputError(`positive class prior π_p must be in (0, 1), got ${piP}`);
}

const UNIT_SQUARE: Point[] = [
  [0, 0],
  [1, 0],
  [1, 1],
  [0, 1],
];

/**
 * Capacity line of Sec. 6.1 (eq. 28), π_p·tpr + π_n·fpr = m with m = M/T the maximum admission rate, as the segment
 * of ROC space it crosses, clipped to the unit square, ordered by increasing FPR. Null when the line misses the square
 * (m < 0 or m > π_p + π_n). The feasible side is below the line (see {@link capacityRegion}).
 */
export function capacityLine(piP: number, piN: number, m: number): [Point, Point] | null {
  if (!(piP > 0) || !(piN > 0)) throw new MetricInputError(`class priors must be > 0, got π_p=${piP}, π_n=${piN}`);
  if (!Number.isFinite(m)) throw new MetricInputError(`admission rate m must be finite, got ${m}`);
  // y = (m − π_n·x)/π_p; 0 ≤ y ≤ 1 ⇔ (m − π_p)/π_n ≤ x ≤ m/π_n.
  const x0 = Math.max(0, (m - piP) / piN);
  const x1 = Math.min(1, m / piN);
  if (!(x0 <= x1)) return null;
  const y = (x: number): number => Math.min(1, Math.max(0, (m - piN * x) / piP));
  return [
    [x0, y(x0)],
    [x1, y(x1)],
  ];
}

/** Feasible region of Sec. 6.1 (eq. 28): unit square ∩ {π_p·tpr + π_n·fpr ≤ m}, a convex polygon (CCW; [] if empty). */
export function capacityRegion(piP: number, piN: number, m: number): Point[] {
  if (!(piP > 0) || !(piN > 0)) throw new MetricInputError(`class priors must be > 0, got π_p=${piP}, π_n=${piN}`);
  return clipHalfPlane(UNIT_SQUARE, piN, piP, m);
}

/**
 * Operating point implied by a capacity m = M/T (Sec. 6.1, eq. 28): the ROC point of highest TPR with
 * π_p·tpr + (1 − π_p)·fpr ≤ m (ties: lowest FPR). The load π_p·tpr + π_n·fpr never decreases along the curve, so
 * this is the last feasible point — the empirical version of "the intersection of the ROC curve with the line".
 * A relative tolerance of 1e-12 absorbs rounding when a point lies exactly on the line. Null when m < 0.
 */
export function capacityOperatingPoint(roc: RocCurve, m: number, piP: number): RocOperatingPoint | null {
  checkPrior(piP);
  if (Number.isNaN(m)) throw new MetricInputError('admission rate m is NaN');
  const piN = 1 - piP;
  const tol = REL_TOL * Math.max(1, Math.abs(m));
  let best = -1;
  for (let i = 0; i < roc.fpr.length; i++) {
    if (piP * roc.tpr[i] + piN * roc.fpr[i] > m + tol) continue;
    if (best < 0 || roc.tpr[i] > roc.tpr[best] || (roc.tpr[i] === roc.tpr[best] && roc.fpr[i] < roc.fpr[best])) best = i;
  }
  return best < 0 ? null : pointAt(roc, best);
}

/**
 * Bounded-risk region of Sec. 6.2 in ROC space: unit square ∩ {α·π_n·fpr + β·π_p·(1 − tpr) ≤ c}, with α, β the costs of
 * a false positive and a false negative and c = C/T the population-normalized maximum cost. The printed eq. 29 has a
 * typo (fpr in place of 1 − tpr in its first form); this is the corrected form. The region lies above a line of slope
 * α·π_n/(β·π_p). Returned as a convex polygon (CCW; [] when no point of the square meets the bound).
 */
export function boundedRiskRegion(alpha: number, beta: number, piP: number, c: number): Point[] {
  checkPrior(piP);
  if (!(alpha >= 0) || !(beta >= 0)) throw new MetricInputError(`costs must be ≥ 0, got α=${alpha}, β=${beta}`);
  const piN = 1 - piP;
  // α·π_n·x + β·π_p − β·π_p·y ≤ c  ⇔  α·π_n·x − β·π_p·y ≤ c − β·π_p
  return clipHalfPlane(UNIT_SQUARE, alpha * piN, -beta * piP, c - beta * piP);
}

/**
 * Operating point implied by the bounded-risk constraint (Sec. 6.2): the ROC point of least risk
 * r = α·π_n·fpr + β·π_p·(1 − tpr) (ties: lowest index), with `feasible` = (r ≤ c, up to 1e-12 relative).
 * When it is not feasible no threshold of the model meets the bound.
 */
export function riskOperatingPoint(
  roc: RocCurve,
  alpha: number,
  beta: number,
  piP: number,
  c: number,
): RocOperatingPoint & { risk: number; feasible: boolean } {
  checkPrior(piP);
  if (!(alpha >= 0) || !(beta >= 0)) throw new MetricInputError(`costs must be ≥ 0, got α=${alpha}, β=${beta}`);
  const piN = 1 - piP;
  let best = 0;
  let bestRisk = Infinity;
  for (let i = 0; i < roc.fpr.length; i++) {
    const r = alpha * piN * roc.fpr[i] + beta * piP * (1 - roc.tpr[i]);
    if (r < bestRisk) {
      bestRisk = r;
      best = i;
    }
  }
  return { ...pointAt(roc, best), risk: bestRisk, feasible: bestRisk <= c + REL_TOL * Math.max(1, Math.abs(c)) };
}
