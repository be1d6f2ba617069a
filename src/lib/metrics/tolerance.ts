/**
 * Numerical tolerances of the metric core and the report, in one place. Each constant says what it protects; the
 * rule for every one of them is "absorb floating-point rounding of a quantity that is exact on paper, never more".
 * Relative tolerances are scaled by the magnitude of the compared quantities (see each use); see docs/metrics.md
 * §11 ("What the report shows at the edges") for how boundary cases are decided.
 */

/**
 * Collinearity in the upper convex hull (hull.ts, and the heatmap's hull): the middle point b of a, b, i is dropped
 * when the cross product u − v of (b − a) × (i − a) is ≥ −HULL_COLLINEAR_ULPS·ε·(|u| + |v|). Four ulps absorb the
 * rounding of rates computed from counts (fp/N, tp/P), so three points collinear in counts are collinear in rates.
 */
export const HULL_COLLINEAR_ULPS = 4;

/**
 * The hull's collinearity rule: true when b lies on or below the chord from a to i, given u = (x_b − x_a)(y_i − y_a)
 * and v = (y_b − y_a)(x_i − x_a). Shared by every upper-hull implementation so they drop the same points.
 */
export function onOrBelowChord(u: number, v: number): boolean {
  return u - v >= -HULL_COLLINEAR_ULPS * Number.EPSILON * (Math.abs(u) + Math.abs(v));
}

/**
 * Relative tolerance of comparisons between quantities that are equal on paper: count constraints at their boundary
 * (Partial VOROS Def. 12: precision exactly α, TP + FP exactly κ), feasible-region case boundaries (Partial VOROS
 * App. A), "on the line" tests of polygon clipping, equal minimal costs in crossings, ties between PV values,
 * acceptance-curve and risk comparisons, and the Dutch Draw "beats the baseline" margin.
 */
export const REL_TOL = 1e-12;

/**
 * Relative mismatch allowed between the P and N of a feasible region and those of a ROC curve: the same dataset's
 * fractional counts (published ROC points) may be summed in a different order. Anything larger is a real mismatch.
 */
export const COUNT_MATCH_REL = 1e-9;

/**
 * Snap of cumulative counts P·TPR, N·FPR to whole numbers when within this relative distance of one (published rates
 * are usually TP/P, FP/N rounded to floating point), so constraints on counts are exact at their boundaries.
 */
export const COUNT_SNAP_REL = 1e-9;

/**
 * Exact partial VOROS integrator: a corner of K whose signed distance to the iso-performance line is within this
 * (absolute, coordinates are in [0, 1]) lies on the line, so a breakpoint at that corner does not flip its side.
 */
export const ISO_LINE_ABS = 1e-15;

/** Adaptive Gauss–Legendre (partial VOROS, non-uniform densities): stop bisecting at this relative change. */
export const QUADRATURE_REL = 1e-15;

/** Series truncation: stop summing when a term is below this (absolute, terms ≤ 1) — ratIntegral's log1p series. */
export const SERIES_ABS = 1e-18;

/** Series truncation relative to the running sum (normal.ts's upper-tail series of Φ): far below one ulp of the sum. */
export const SERIES_REL = 1e-17;

/** Newton iteration for the Gauss–Legendre nodes (quadrature.ts): stop when the step is below this (nodes in [−1, 1]). */
export const NEWTON_ABS = 1e-16;

/** Dutch Draw (Table 3): relative tolerance under which a closed-form expectation counts as constant in θ*. */
export const DD_TIE_REL_CLOSED = 1e-15;

/** Dutch Draw: relative tie tolerance for expectations summed over the hypergeometric pmf (G2). */
export const DD_TIE_REL_SUM = 1e-13;

/** Dutch Draw: pmf terms below this fraction of the running total (with the bound on the tail) are dropped. */
export const DD_PMF_EPS = 1e-17;

/** Dutch Draw: relative margin by which a model must pass the baseline to "beat" it (equal up to rounding does not). */
export const DD_BEAT_REL = REL_TOL;

/** a ≥ b up to {@link REL_TOL} relative to the larger magnitude. */
export function geRel(a: number, b: number): boolean {
  return a >= b - REL_TOL * Math.max(Math.abs(a), Math.abs(b));
}
