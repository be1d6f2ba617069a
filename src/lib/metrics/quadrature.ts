/**
 * Gauss–Legendre quadrature for smooth integrands (used where a closed form is not available, e.g. partial VOROS
 * under a general density of t, Partial VOROS Def. 20). An n-point rule integrates polynomials of degree ≤ 2n − 1
 * exactly; on analytic integrands the error falls geometrically with n.
 */
import { NEWTON_ABS } from './tolerance';
import { MetricInputError } from './errors';

/** Nodes (on [−1, 1]) and weights of the n-point Gauss–Legendre rule, by Newton's method on P_n. */
export function gaussLegendre(n: number): { nodes: Float64Array; weights: Float64Array } {
  if (!(Number.isInteger(n) && n >= 1)) throw new MetricInputError(`Gauss–Legendre order must be a positive integer, got ${n}`);
  const nodes = new Float64Array(n);
  const weights = new Float64Array(n);
  for (let i = 0; i < Math.ceil(n / 2); i++) {
    // Initial guess (Tricomi), then Newton iterations on P_n(x).
    let x = Math.cos((Math.PI * (i + 0.75)) / (n + 0.5));
    let dp = 0;
    for (let it = 0; it < 100; it++) {
      let p0 = 1;
      let p1 = x;
      for (let k = 2; k <= n; k++) {
        const p2 = ((2 * k - 1) * x * p1 - (k - 1) * p0) / k;
        p0 = p1;
        p1 = p2;
      }
      // P_n = p1, P_{n-1} = p0; P_n'(x) = n (x P_n − P_{n−1}) / (x² − 1).
      dp = (n * (x * p1 - p0)) / (x * x - 1);
      const dx = p1 / dp;
      x -= dx;
      if (Math.abs(dx) < NEWTON_ABS) break;
    }
    // Recompute the derivative at the converged node for the weight.
    let p0 = 1;
    let p1 = x;
    for (let k = 2; k <= n; k++) {
      const p2 = ((2 * k - 1) * x * p1 - (k - 1) * p0) / k;
      p0 = p1;
      p1 = p2;
    }
    dp = (n * (x * p1 - p0)) / (x * x - 1);
    const w = 2 / ((1 - x * x) * dp * dp);
    nodes[i] = -x;
    nodes[n - 1 - i] = x;
    weights[i] = w;
    weights[n - 1 - i] = w;
  }
  if (n % 2 === 1) nodes[(n - 1) / 2] = 0;
  return { nodes, weights };
}

/** The 20-point rule used by {@link integrate} (computed once). */
export const GL20 = gaussLegendre(20);

/**
 * ∫_a^b f(t) dt by the 20-point Gauss–Legendre rule on `pieces` equal sub-intervals (default 1). Exact for
 * polynomials of degree ≤ 39; use it on pieces where f is smooth (split at kinks and breakpoints first).
 */
export function integrate(f: (t: number) => number, a: number, b: number, pieces = 1): number {
  if (a === b) return 0;
  const { nodes, weights } = GL20;
  const h = (b - a) / pieces;
  let total = 0;
  for (let p = 0; p < pieces; p++) {
    const lo = a + p * h;
    const half = h / 2;
    const mid = lo + half;
    let s = 0;
    for (let i = 0; i < nodes.length; i++) s += weights[i] * f(mid + half * nodes[i]);
    total += s * half;
  }
  return total;
}
