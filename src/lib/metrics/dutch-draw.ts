/**
 * The Dutch Draw (DD) baseline (van de Bijl, Klein, Pries et al., "The Dutch Draw: Constructing a Universal Baseline
 * for Binary Prediction Models").
 *
 * A DD classifier σ_θ labels a uniformly drawn sample of ⌊M·θ⌉ of the M examples positive and the rest negative
 * (Sec. 3.1). With k = ⌊M·θ⌉ (θ* = k/M) its true positives are TP ~ Hypergeometric(M, P, k), and every measure of
 * Table 1 is a function of TP: FP = k − TP, FN = P − TP, TN = N − k + TP. The DD baseline of a measure is the maximum
 * and the minimum of its expectation over the θ* ∈ {0, 1/M, …, 1} for which the measure is defined (Table 2 with
 * P̂ = k, N̂ = M − k), with the sets of maximizing and minimizing θ* (Table 4).
 *
 * Rounding: ⌊x⌉ rounds half up (the paper's intervals, e.g. θ ∈ [0, 1/(2M)) ↦ θ* = 0, put x.5 on the upper side).
 *
 * How the extremes and the arg-max / arg-min sets are found (ties):
 * - Closed forms (Table 3, 20 measures): each expectation is monotone in θ* on its allowed range (Appendix A.1–A.20),
 *   so the extremes sit at the two ends of the range. The expectation counts as constant — every allowed θ* is then
 *   both an arg-max and an arg-min — when the two end values agree within τ = {@link DD_TIE_REL_CLOSED} = 1e-15
 *   relative. The constant cases of Table 4 (PPV, NPV, FDR, FOR, J, MK, BACC, MCC, KAPPA, ACC with P = M/2, counts with
 *   P = 0 or N = 0) are computed bit-identically, so τ only guards against rounding; non-constant ones differ by far
 *   more than τ between their ends.
 * - TS: Table 4's proven optimum (Appendix A.23.3), exact sets.
 * - G2: exact expectations summed over the pmf (accuracy ≈ 1e-15 relative); θ* is an arg-max when
 *   E(θ*) ≥ max − τ·|max| with τ = {@link DD_TIE_REL_SUM} = 1e-13. Two θ* whose expected G2 differ by less than 1e-13
 *   relatively are reported together (e.g. for P = N the expectation is symmetric in θ* ↔ 1 − θ*; when its maximum is
 *   not at θ* = 1/2 both maximizers are reported). Arg-min {0, 1} is exact (Appendix A.21.3).
 */
import { MetricInputError } from './errors';
import { DD_BEAT_REL, DD_PMF_EPS, DD_TIE_REL_CLOSED, DD_TIE_REL_SUM, REL_TOL } from './tolerance';
import { LOWER_IS_BETTER, MEASURES, assertBeta, assertMeasureName, measureUnchecked, type MeasureName } from './measures';

// Tolerances (documented in tolerance.ts), re-exported under their historical names.
export { DD_TIE_REL_CLOSED, DD_TIE_REL_SUM, DD_BEAT_REL } from './tolerance';
const PMF_EPS = DD_PMF_EPS;

/** DD baseline of one measure (Table 4). `null`/`[]` when the measure is undefined for every allowed θ*. */
export interface DDBaseline {
  max: number | null;
  min: number | null;
  /** Every θ* = k/M at which the expectation is maximal (ascending). */
  argmax: number[];
  /** Every θ* = k/M at which the expectation is minimal (ascending). */
  argmin: number[];
}

/** A set of θ* = k/M: every k of a range [lo, hi], or an explicit ascending list of θ*. */
export type ThetaSet = { range: [number, number] } | { list: number[] };

/** A DD baseline with its arg-max/arg-min as {@link ThetaSet}s (see ddAllBaselineSets). */
export interface DDBaselineSets {
  max: number | null;
  min: number | null;
  argmax: ThetaSet;
  argmin: ThetaSet;
}

function assertPM(P: number, M: number): void {
  if (!Number.isInteger(M) || M < 1) throw new MetricInputError(`Dutch Draw: M must be an integer >= 1, got ${M}`);
  if (!Number.isInteger(P) || P < 0 || P > M) {
    throw new MetricInputError(`Dutch Draw: P must be an integer in [0, M] = [0, ${M}], got ${P}`);
  }
}

function assertK(k: number, M: number): void {
  if (!Number.isInteger(k) || k < 0 || k > M) {
    throw new MetricInputError(`Dutch Draw: k = M·θ* must be an integer in [0, M] = [0, ${M}], got ${k}`);
  }
}

/** k = ⌊M·θ⌉ (round half up), the number of examples a DD classifier σ_θ predicts positive (Sec. 3.1). */
export function ddK(theta: number, M: number): number {
  if (!(Number.isFinite(theta) && theta >= 0 && theta <= 1)) {
    throw new MetricInputError(`Dutch Draw: theta must be a number in [0, 1], got ${theta}`);
  }
  if (!Number.isInteger(M) || M < 1) throw new MetricInputError(`Dutch Draw: M must be an integer >= 1, got ${M}`);
  return Math.min(M, Math.floor(M * theta + 0.5));
}

/** θ* = ⌊M·θ⌉ / M (Sec. 3.1). */
export function thetaStar(theta: number, M: number): number {
  return ddK(theta, M) / M;
}

/**
 * Whether a measure is defined for the DD classifier that predicts k of M positive (Table 2 with P̂ = k, N̂ = M − k;
 * KAPPA: 1 − Pe > 0, see measures.ts).
 */
export function ddDefined(name: MeasureName, P: number, M: number, k: number): boolean {
  const N = M - P;
  switch (name) {
    case 'TP': case 'TN': case 'FP': case 'FN': case 'ACC':
      return true;
    case 'KAPPA':
      return !((P === 0 && k === 0) || (N === 0 && k === M));
    case 'TPR': case 'FNR': case 'TS':
      return P > 0;
    case 'TNR': case 'FPR':
      return N > 0;
    case 'PPV': case 'FDR':
      return k > 0;
    case 'NPV': case 'FOR':
      return k < M;
    case 'FBETA': case 'FM':
      return P > 0 && k > 0;
    case 'J': case 'BACC': case 'G2':
      return P > 0 && N > 0;
    case 'MK':
      return k > 0 && k < M;
    case 'MCC':
      return P > 0 && N > 0 && k > 0 && k < M;
    default:
      return false;
  }
}

/** Table 3 closed form (no validation; the measure must be defined at k; not for G2/TS). */
function closedForm(name: MeasureName, P: number, M: number, k: number, b2: number): number {
  const N = M - P;
  switch (name) {
    case 'TP': return (k * P) / M; // θ*·P
    case 'TN': return ((M - k) * N) / M; // (1 − θ*)(M − P)
    case 'FN': return ((M - k) * P) / M; // (1 − θ*)·P
    case 'FP': return (k * N) / M; // θ*·(M − P)
    case 'TPR': case 'FPR': return k / M; // θ*
    case 'TNR': case 'FNR': return (M - k) / M; // 1 − θ*
    case 'PPV': case 'FOR': return P / M;
    case 'NPV': case 'FDR': return N / M; // 1 − P/M
    case 'FBETA': return ((1 + b2) * k * P) / (M * (b2 * P + k)); // (1+β²)θ*P / (β²P + Mθ*)
    case 'J': case 'MK': case 'MCC': case 'KAPPA': return 0;
    case 'BACC': return 0.5;
    case 'ACC': return ((M - k) * N + k * P) / (M * M); // ((1 − θ*)(M − P) + θ*P) / M, exact integers
    case 'FM': return Math.sqrt(k * P) / M; // √(θ*·P/M)
    default: throw new MetricInputError(`Dutch Draw: no closed form for ${name}`);
  }
}

/**
 * E[g(TP)] for TP ~ Hypergeometric(M, P, k), g = G2 (kind 0) or TS (kind 1), summed exactly over the pmf: weights are
 * built by the ratio recurrence p(x+1)/p(x) = (P−x)(k−x) / ((x+1)(N−k+x+1)) outward from the mode (weight 1) and
 * normalized by their sum, so no factorials or logarithms are needed and nothing under- or overflows. A side stops
 * once the next term and a geometric bound on the rest of the tail are below 1e-17 of the running total (the pmf is
 * log-concave, so the ratio keeps falling): truncation error < 1e-16 relative. Kahan-compensated sums.
 */
function hyperExpect(kind: 0 | 1, P: number, M: number, k: number): number {
  const N = M - P;
  const lo = Math.max(0, k - N);
  const hi = Math.min(P, k);
  // g(x) = √(x(N − k + x)/(P·N)) for G2 (TPR = x/P, TNR = (N − k + x)/N); g(x) = x/(P + k − x) for TS.
  const isG2 = kind === 0;
  const gScale = 1 / (P * N);
  const nk = N - k;
  const pk = P + k;
  if (lo === hi) return isG2 ? Math.sqrt(lo * (nk + lo) * gScale) : lo / (pk - lo);
  let mode = Math.floor(((k + 1) * (P + 1)) / (M + 2));
  if (mode < lo) mode = lo;
  if (mode > hi) mode = hi;
  let sw = 1;
  let cw = 0;
  let sv = isG2 ? Math.sqrt(mode * (nk + mode) * gScale) : mode / (pk - mode);
  let cv = 0;
  // Upward from the mode.
  let w = 1;
  for (let x = mode; x < hi; x++) {
    const r = ((P - x) * (k - x)) / ((x + 1) * (nk + x + 1));
    w *= r;
    const x1 = x + 1;
    const g = isG2 ? Math.sqrt(x1 * (nk + x1) * gScale) : x1 / (pk - x1);
    // Kahan-compensated sw += w, sv += w·g (written out in both loops: a closure over the sums measured ~10× slower)
    let y = w - cw;
    let t = sw + y;
    cw = t - sw - y;
    sw = t;
    y = w * g - cv;
    t = sv + y;
    cv = t - sv - y;
    sv = t;
    if (w < PMF_EPS * sw && r < 1 && (w * r) / (1 - r) < PMF_EPS * sw) break;
  }
  // Downward from the mode.
  w = 1;
  for (let x = mode; x > lo; x--) {
    const r = (x * (nk + x)) / ((P - x + 1) * (k - x + 1));
    w *= r;
    const x1 = x - 1;
    const g = isG2 ? Math.sqrt(x1 * (nk + x1) * gScale) : x1 / (pk - x1);
    let y = w - cw;
    let t = sw + y;
    cw = t - sw - y;
    sw = t;
    y = w * g - cv;
    t = sv + y;
    cv = t - sv - y;
    sv = t;
    if (w < PMF_EPS * sw && r < 1 && (w * r) / (1 - r) < PMF_EPS * sw) break;
  }
  return sv / sw;
}

/** Expectation without validation (the measure must be defined at k). */
function expectationUnchecked(name: MeasureName, P: number, M: number, k: number, b2: number): number {
  if (name === 'G2') return hyperExpect(0, P, M, k);
  if (name === 'TS') return hyperExpect(1, P, M, k);
  return closedForm(name, P, M, k, b2);
}

/**
 * Expected value of a measure for the DD classifier with θ* = k/M (Dutch Draw, Table 3), or `null` where the measure is
 * undefined (Table 2 with P̂ = k, N̂ = M − k). Closed forms: E[TP] = θ*P, E[TN] = (1−θ*)(M−P), E[FN] = (1−θ*)P,
 * E[FP] = θ*(M−P), E[TPR] = E[FPR] = θ*, E[TNR] = E[FNR] = 1−θ*, E[PPV] = E[FOR] = P/M, E[NPV] = E[FDR] = 1−P/M,
 * E[F_β] = (1+β²)θ*P/(β²P+Mθ*), E[J] = E[MK] = E[MCC] = E[κ] = 0, E[BACC] = 1/2,
 * E[ACC] = ((1−θ*)(M−P)+θ*P)/M, E[FM] = √(θ*P/M). G2 and TS have no closed form (Table 3 "-"): their expectation is
 * summed exactly over the hypergeometric pmf (see hyperExpect; O(√Var) terms, so M = 10⁶ is fast).
 *
 * @param k M·θ*, an integer in [0, M].
 */
export function ddExpectation(name: MeasureName, P: number, M: number, k: number, beta = 1): number | null {
  assertMeasureName(name);
  assertPM(P, M);
  assertK(k, M);
  assertBeta(beta);
  if (!ddDefined(name, P, M, k)) return null;
  return expectationUnchecked(name, P, M, k, beta * beta);
}

function emptyBaseline(): DDBaseline {
  return { max: null, min: null, argmax: [], argmin: [] };
}

/** Allowed k of a closed-form measure: an interval [lo, hi] (Table 2 restricts only k = 0 and k = M), or null. */
function allowedRange(name: MeasureName, P: number, M: number): [number, number] | null {
  let lo = 0;
  let hi = M;
  while (lo <= hi && !ddDefined(name, P, M, lo)) lo++;
  while (hi >= lo && !ddDefined(name, P, M, hi)) hi--;
  if (lo > hi) return null;
  // Table 2 only ever excludes the ends (k = 0, k = M) or everything; check that assumption on the interior ends.
  if (!ddDefined(name, P, M, Math.floor((lo + hi) / 2))) throw new Error(`internal: domain of ${name} is not an interval`);
  return [lo, hi];
}

/** θ* = k/M for k = lo..hi, cached per call of ddAllBaselines (the constant measures share these arrays). */
type ThetaCache = Map<string, number[]>;

function thetaRange(lo: number, hi: number, M: number, cache?: ThetaCache): number[] {
  const key = `${lo}:${hi}`;
  const hit = cache?.get(key);
  if (hit) return hit;
  const out: number[] = new Array(hi - lo + 1);
  for (let k = lo; k <= hi; k++) out[k - lo] = k / M;
  cache?.set(key, out);
  return out;
}

/**
 * Baseline of a closed-form measure. Every expectation of Table 3 is monotone in θ* on its allowed range (constant:
 * PPV, NPV, FDR, FOR, J, MK, MCC, KAPPA, BACC, and TP/FN when P = 0, TN/FP when N = 0, ACC when P = M/2; affine and
 * strictly monotone otherwise; FBETA and FM strictly increasing — Appendix A.1–A.20), so the extremes sit at the two
 * ends of the allowed range and ties happen only when the expectation is constant, in which case every allowed θ* is
 * both an arg-max and an arg-min. O(1) apart from writing those θ* lists.
 */
function closedFormBaseline(name: MeasureName, P: number, M: number, b2: number): DDBaselineSets {
  const range = allowedRange(name, P, M);
  if (range === null) return { max: null, min: null, argmax: { list: [] }, argmin: { list: [] } };
  const [lo, hi] = range;
  const eLo = closedForm(name, P, M, lo, b2);
  const eHi = closedForm(name, P, M, hi, b2);
  const scale = Math.max(Math.abs(eLo), Math.abs(eHi));
  if (Math.abs(eHi - eLo) <= DD_TIE_REL_CLOSED * scale) {
    // Constant: all allowed θ* tie (both arg-max and arg-min).
    return { max: Math.max(eLo, eHi), min: Math.min(eLo, eHi), argmax: { range: [lo, hi] }, argmin: { range: [lo, hi] } };
  }
  return eHi > eLo
    ? { max: eHi, min: eLo, argmax: { list: [hi / M] }, argmin: { list: [lo / M] } }
    : { max: eLo, min: eHi, argmax: { list: [lo / M] }, argmin: { list: [hi / M] } };
}

/**
 * TS baseline (Dutch Draw, Table 4 and its proof in Appendix A.23.3): max E[TS] = P/M, attained at θ* = 1 when P > 1
 * and at every θ* > 0 when P = 1 (E[TS] = 1/M there); min E[TS] = 0, attained only at θ* = 0 (for k > 0,
 * P(TP > 0) > 0). Undefined when P = 0. The value P/M is E[TS] at θ* = 1 (TP = P, FP = N).
 */
function tsBaseline(P: number, M: number): DDBaselineSets {
  if (P === 0) return { max: null, min: null, argmax: { list: [] }, argmin: { list: [] } };
  return { max: P / M, min: 0, argmax: P === 1 ? { range: [1, M] } : { list: [1] }, argmin: { list: [0] } };
}

/**
 * An upper bound of E[G2] at θ* = k/M, far closer to it than Jensen's √(θ*(1−θ*)) (whose gap is about 1/M; this one's
 * about √M times smaller). G2 = f(TP)/√(PN) with f(x) = √(x(c + x)), c = N − k (TN = c + TP): f is concave,
 * f''(x) = −c²/(4f(x)³), and −f'' falls as x grows. On the window |x − μ| ≤ w (μ = E[TP]) −f'' ≥ m, its value at the
 * window's upper end, so Taylor's remainder gives f(X) ≤ f(μ) + f'(μ)(X − μ) − (m/2)(X − μ)² inside the window, and
 * the same without the last term outside it. Hence E f(X) ≤ f(μ) − (m/2)(V − T), V the hypergeometric variance and T
 * its part beyond the window, bounded by Bernstein's inequality P(|X − μ| ≥ t) ≤ 2·exp(−t²/(2(s² + t/3))) with
 * s² = n·p(1 − p), p = P/M, n = min(k, M − k). It holds for draws without replacement (Hoeffding 1963, Sec. 6: bounds
 * from the moment generating function of draws with replacement carry over); TP counts the positives among the k
 * drawn, or P minus those among the M − k not drawn. For t ≥ w the exponent is at least λt, λ = w/(2(s² + w/3)), so
 * T = w²·P(|X − μ| > w) + ∫_w^∞ 2t·P(|X − μ| > t) dt ≤ 2e^(−λw)·(w² + 2w/λ + 2/λ²).
 */
export function g2UpperBound(P: number, M: number, k: number): number {
  const N = M - P;
  const c = N - k;
  const jensen = Math.sqrt(k * (M - k)) / M;
  if (!(k > 0 && k < M && P > 0 && N > 0) || c === 0) return jensen; // c = 0: f(x) = x, no curvature to use
  const lo = Math.max(0, k - N);
  const hi = Math.min(P, k);
  const mu = (k * P) / M;
  const s2 = Math.min(k, M - k) * (P / M) * (N / M);
  const w = 6 * Math.sqrt(s2) + 6; // T is then at most about 10⁻⁶ of V
  const x = Math.min(mu + w, hi); // where −f'' is least on the window (f grows on the support: x ≥ max(0, −c))
  const fx = Math.sqrt(x * (c + x));
  const m = (c * c) / (4 * fx * fx * fx);
  const V = (((k * P) / M) * (N / M) * (M - k)) / (M - 1);
  const lambda = w / (2 * (s2 + w / 3));
  // No mass beyond a window that holds the whole support.
  const T = mu - w <= lo && mu + w >= hi ? 0 : 2 * Math.exp(-lambda * w) * (w * w + (2 * w) / lambda + 2 / (lambda * lambda));
  const bound = (Math.sqrt(mu * (c + mu)) - (m / 2) * Math.max(0, V - T)) / Math.sqrt(P * N);
  return Math.min(bound, jensen);
}

/** Relative margin added to {@link g2UpperBound} before it rules a θ* out: far above its rounding error. */
const G2_BOUND_MARGIN = 1e-14;

/**
 * G2 baseline. Min (Appendix A.21.3): E[G2] = 0 at θ* ∈ {0, 1} and > 0 for every other θ*, so min = 0 with arg-min
 * {0, 1}. Max (no closed form, Table 4 "-"): exact expectations, searched outward from θ* = 1/2 with the bound
 * E[√(TPR·TNR)] ≤ √(E[TPR]·E[TNR]) = √(θ*(1−θ*)) (Jensen; the geometric mean is concave). A side of the search stops
 * when the bound drops below the best expectation found (minus the tie tolerance); the bound decreases away from
 * θ* = 1/2, so no θ* that could reach the maximum is skipped. Within a side, a θ* whose tighter bound
 * ({@link g2UpperBound}) is below is skipped without its expectation: about M^(1/4) expectations, plus those within
 * about 10⁻¹³ of the maximum (a number that grows as M), instead of about √M, each O(√M). Undefined unless P > 0 and N > 0.
 */
function g2Baseline(P: number, M: number): DDBaseline {
  const N = M - P;
  if (P === 0 || N === 0) return emptyBaseline();
  const ks: number[] = [];
  const es: number[] = [];
  let best = -Infinity;
  const bound = (k: number): number => Math.sqrt(k * (M - k)) / M;
  let left = Math.floor(M / 2);
  let right = left + 1;
  while (left >= 0 || right <= M) {
    // Take the side whose next bound is larger (the one closer to M/2).
    const useLeft = left >= 0 && (right > M || bound(left) >= bound(right));
    const k = useLeft ? left : right;
    const cut = best - DD_TIE_REL_SUM * Math.abs(best);
    if (bound(k) < cut) {
      // Every further k on this side has a smaller bound: close the side.
      if (useLeft) left = -1;
      else right = M + 1;
      continue;
    }
    if (useLeft) left--;
    else right++;
    // The bound costs a few operations; the expectation about as many per value of TP (checked only when it has more).
    if (Math.min(P, k) - Math.max(0, k - N) > 16 && g2UpperBound(P, M, k) * (1 + G2_BOUND_MARGIN) < cut) continue;
    const e = hyperExpect(0, P, M, k);
    ks.push(k);
    es.push(e);
    if (e > best) best = e;
  }
  const cut = best - DD_TIE_REL_SUM * Math.abs(best);
  const argmaxK: number[] = [];
  for (let i = 0; i < ks.length; i++) if (es[i] >= cut) argmaxK.push(ks[i]);
  argmaxK.sort((a, b) => a - b);
  return { max: best, min: 0, argmax: argmaxK.map((k) => k / M), argmin: [0, 1] };
}

/**
 * Dutch Draw baseline of one measure (Table 4): max and min of E[measure] over the θ* allowed by Table 2, with every
 * arg-max / arg-min θ* (ties: see the module comment). TS uses Table 4's proven optimum, G2's maximum is searched with
 * exact expectations, all others use the monotonicity of the closed forms of Table 3 (see closedFormBaseline).
 *
 * Note: for measures whose expectation is constant (PPV, NPV, FDR, FOR, J, MK, BACC, MCC, KAPPA; ACC when P = M/2)
 * argmax/argmin hold every allowed θ* (M + 1 values at most); in ddAllBaselines these lists may be shared between
 * measures and between argmax and argmin — treat them as read-only.
 */
export function ddBaseline(name: MeasureName, P: number, M: number, beta = 1): DDBaseline {
  assertMeasureName(name);
  assertPM(P, M);
  assertBeta(beta);
  return baselineUnchecked(name, P, M, beta * beta);
}

function baselineSets(name: MeasureName, P: number, M: number, b2: number): DDBaselineSets {
  if (name === 'TS') return tsBaseline(P, M);
  if (name === 'G2') {
    const g = g2Baseline(P, M);
    return { max: g.max, min: g.min, argmax: { list: g.argmax }, argmin: { list: g.argmin } };
  }
  return closedFormBaseline(name, P, M, b2);
}

function baselineUnchecked(name: MeasureName, P: number, M: number, b2: number, cache?: ThetaCache): DDBaseline {
  const b = baselineSets(name, P, M, b2);
  return { max: b.max, min: b.min, argmax: thetaList(b.argmax, M, cache), argmin: thetaList(b.argmin, M, cache) };
}

/** Dutch Draw baselines of all 22 measures (Table 4). */
export function ddAllBaselines(P: number, M: number, beta = 1): Record<MeasureName, DDBaseline> {
  assertPM(P, M);
  assertBeta(beta);
  const out = {} as Record<MeasureName, DDBaseline>;
  const cache: ThetaCache = new Map();
  for (const name of MEASURES) out[name] = baselineUnchecked(name, P, M, beta * beta, cache);
  return out;
}

/**
 * Dutch Draw baselines of all 22 measures with the arg-max/arg-min sets kept as ranges of k where every θ* = k/M ties
 * (constant expectations; TS when P = 1): O(1) memory in M, where ddAllBaselines lists up to M + 1 values per set (a
 * 10⁸-example dataset would need gigabytes). The same values: ddAllBaselines is this with the ranges listed.
 */
export function ddAllBaselineSets(P: number, M: number, beta = 1): Record<MeasureName, DDBaselineSets> {
  assertPM(P, M);
  assertBeta(beta);
  const out = {} as Record<MeasureName, DDBaselineSets>;
  for (const name of MEASURES) out[name] = baselineSets(name, P, M, beta * beta);
  return out;
}

/** The θ* values of a set, ascending (a range listed k/M for every k in it). */
export function thetaList(set: ThetaSet, M: number, cache?: ThetaCache): number[] {
  return 'range' in set ? thetaRange(set.range[0], set.range[1], M, cache) : set.list;
}

/**
 * Distribution of a measure for the DD classifier σ_θ (Sec. 3.1.1): with k = ⌊M·θ⌉, each TP = x in the support
 * max(0, k − N) ≤ x ≤ min(P, k) gives the confusion table (x, k − x, N − k + x, P − x) and the value of the measure
 * there (measures.ts), with probability C(P,x)·C(N,k−x)/C(M,k). Points whose probability is below 1e-17 of the mode's
 * are left out (their total mass is < 1e-16); points with equal values are merged. Sorted by value ascending.
 * Returns [] when the measure is undefined at this θ* (Table 2).
 */
export function ddMeasurePmf(
  name: MeasureName,
  P: number,
  M: number,
  theta: number,
  beta = 1,
): { value: number; p: number }[] {
  assertMeasureName(name);
  assertPM(P, M);
  assertBeta(beta);
  const k = ddK(theta, M);
  if (!ddDefined(name, P, M, k)) return [];
  const N = M - P;
  const lo = Math.max(0, k - N);
  const hi = Math.min(P, k);
  let mode = Math.floor(((k + 1) * (P + 1)) / (M + 2));
  if (mode < lo) mode = lo;
  if (mode > hi) mode = hi;
  const xs: number[] = [mode];
  const ws: number[] = [1];
  let w = 1;
  for (let x = mode; x < hi; x++) {
    w *= ((P - x) * (k - x)) / ((x + 1) * (N - k + x + 1));
    if (w < PMF_EPS) break;
    xs.push(x + 1);
    ws.push(w);
  }
  w = 1;
  for (let x = mode; x > lo; x--) {
    w *= (x * (N - k + x)) / ((P - x + 1) * (k - x + 1));
    if (w < PMF_EPS) break;
    xs.push(x - 1);
    ws.push(w);
  }
  let total = 0;
  for (const v of ws) total += v;
  const byValue = new Map<number, number>();
  for (let i = 0; i < xs.length; i++) {
    const x = xs[i];
    const v = measureUnchecked(name, x, k - x, N - k + x, P - x, beta);
    if (v === null) continue; // cannot happen when ddDefined holds
    byValue.set(v, (byValue.get(v) ?? 0) + ws[i] / total);
  }
  return [...byValue.entries()].map(([value, p]) => ({ value, p })).sort((a, b) => a.value - b.value);
}

/**
 * Expectation curve E[measure](θ*) for a chart: at most `points` θ* values evenly spread over {0, 1/M, …, 1} (all of
 * them when M + 1 ≤ points), `value` null where undefined.
 */
export function ddExpectationCurve(
  name: MeasureName,
  P: number,
  M: number,
  beta = 1,
  points = 201,
): { theta: number; value: number | null }[] {
  assertMeasureName(name);
  assertPM(P, M);
  assertBeta(beta);
  if (!Number.isInteger(points) || points < 2) throw new MetricInputError(`points must be an integer >= 2, got ${points}`);
  const out: { theta: number; value: number | null }[] = [];
  let last = -1;
  for (let i = 0; i < points; i++) {
    const k = Math.round((i * M) / (points - 1));
    if (k === last) continue;
    last = k;
    out.push({
      theta: k / M,
      value: ddDefined(name, P, M, k) ? expectationUnchecked(name, P, M, k, beta * beta) : null,
    });
  }
  return out;
}

/** Best attainable value of a measure (μ_max of Sec. 5.1; μ_min for the lower-is-better measures). */
export function measureBest(name: MeasureName, P: number, N: number): number {
  assertMeasureName(name);
  switch (name) {
    case 'TP': return P;
    case 'TN': return N;
    case 'FP': case 'FN': case 'FPR': case 'FNR': case 'FDR': case 'FOR': return 0;
    default: return 1; // rates, ACC, BACC, FBETA, FM, G2, TS, and MCC/J/MK/KAPPA whose range is [−1, 1]
  }
}

/**
 * Rescaled measure of Sec. 5.1 for a measure μ that is maximized, with Δmin/Δmax the min/max DD baseline and μmax =
 * `best` the top of the measure's range:
 *   −1                               if μ ≤ Δmin
 *   (μ − Δmax) / (Δmax − Δmin)       if Δmin ≤ μ ≤ Δmax   (so [Δmin, Δmax] ↦ [−1, 0])
 *   (μ − Δmax) / (μmax − Δmax)       otherwise            (so (Δmax, μmax] ↦ (0, 1])
 * Edge cases, following the order of the cases: μ = Δmin gives −1 (also when Δmin = Δmax, e.g. J = 0 against the
 * J baseline 0, where the middle formula would be 0/0); when Δmax = μmax (e.g. TPR, baseline 1) no μ ≤ μmax falls in the
 * last case. For a measure that is minimized (`direction: 'min'`, e.g. FPR; `best` = μmin) the definition is applied to
 * −μ (mirror image): μ ≥ Δmax ↦ −1, [Δmin, Δmax] ↦ [0, −1] linearly (Δmin ↦ 0), [μmin, Δmin) ↦ (1, 0].
 * Returns null when the value or the baseline is null.
 * @throws MetricInputError when μ is beyond `best`, or `best` is not beyond the baseline.
 */
export function rescale(
  value: number | null,
  baseline: { max: number | null; min: number | null },
  best: number,
  direction: 'max' | 'min' = 'max',
): number | null {
  if (value === null || baseline.max === null || baseline.min === null) return null;
  if (![value, baseline.max, baseline.min, best].every(Number.isFinite)) {
    throw new MetricInputError(`rescale: value, baseline and best must be finite numbers`);
  }
  if (direction === 'min') {
    return rescale(-value, { max: -baseline.min, min: -baseline.max }, -best, 'max');
  }
  const dMax = baseline.max;
  const dMin = baseline.min;
  if (dMin > dMax) throw new MetricInputError(`rescale: baseline min ${dMin} > max ${dMax}`);
  if (best < dMax) throw new MetricInputError(`rescale: best attainable value ${best} is below the baseline max ${dMax}`);
  if (value > best + REL_TOL * Math.max(1, Math.abs(best))) {
    throw new MetricInputError(`rescale: value ${value} is beyond the best attainable value ${best}`);
  }
  if (value <= dMin) return -1;
  if (value <= dMax) return (value - dMax) / (dMax - dMin);
  return Math.min(1, (value - dMax) / (best - dMax));
}

/** Sec. 5.1 rescaling of a named measure: direction and μmax/μmin from {@link measureBest} and LOWER_IS_BETTER. */
export function rescaleMeasure(
  name: MeasureName,
  value: number | null,
  baseline: { max: number | null; min: number | null },
  P: number,
  N: number,
): number | null {
  return rescale(value, baseline, measureBest(name, P, N), LOWER_IS_BETTER.has(name) ? 'min' : 'max');
}


/**
 * Whether a model's value beats the DD baseline (the paper's "major warning sign" when it does not, Sec. 1 and 4.1).
 * Higher-is-better measures: value > Δmax. Lower-is-better measures (FP, FN, FPR, FNR, FDR, FOR): value < Δmin.
 * Strict, with a margin of {@link DD_BEAT_REL}·max(1, |Δ|) so that a value equal to the baseline up to rounding does
 * not count. Consequence (the paper's point about these measures): where the baseline already attains the best
 * possible value (TP, TN, TPR, TNR: Δmax is the top; FP, FN, FPR, FNR: Δmin = 0) no model can beat it.
 * Returns null when the value or the baseline is undefined.
 */
export function beatsBaseline(
  name: MeasureName,
  value: number | null,
  baseline: { max: number | null; min: number | null },
): boolean | null {
  assertMeasureName(name);
  if (value === null || !Number.isFinite(value)) return null;
  if (LOWER_IS_BETTER.has(name)) {
    if (baseline.min === null) return null;
    return value < baseline.min - DD_BEAT_REL * Math.max(1, Math.abs(baseline.min));
  }
  if (baseline.max === null) return null;
  return value > baseline.max + DD_BEAT_REL * Math.max(1, Math.abs(baseline.max));
}
