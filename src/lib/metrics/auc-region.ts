/**
 * Partial AUROC inside the feasible region K (Partial VOROS Sec. 6 / App. D.4, strategy "max partial AUROC in the
 * feasible region"): the area of {(x, y) ∈ K : y ≤ ROC(x)}, where ROC is the empirical curve with straight lines
 * between its points (ties never split).
 *
 * The region under the curve is a union of trapezoids, one per segment [x_i, x_{i+1}]; each trapezoid ∩ K is convex,
 * obtained by clipping K with the strip x_i ≤ x ≤ x_{i+1} and the half-plane below the segment (polygon.ts), and
 * measured by the shoelace formula. Vertical segments have no width and add nothing. O(n·|K|).
 */
import type { FeasibleRegion } from './feasible-region';
import { clipHalfPlane, polygonArea } from './polygon';
import type { RocCurve } from './types';

/** Area of K under the piecewise-linear ROC curve (not normalized). 0 when K has zero area. */
export function aucInRegion(roc: RocCurve, region: FeasibleRegion): number {
  if (!(region.area > 0)) return 0;
  const { fpr: x, tpr: y } = roc;
  const K = region.vertices;
  // K lies in x ≤ xmax: segments beyond it add nothing.
  let xmax = 0;
  for (const v of K) if (v[0] > xmax) xmax = v[0];
  let total = 0;
  for (let i = 0; i + 1 < x.length; i++) {
    const x0 = x[i];
    const x1 = x[i + 1];
    if (!(x1 > x0)) continue;
    if (x0 >= xmax) break;
    const dx = x1 - x0;
    const dy = y[i + 1] - y[i];
    // Strip x0 ≤ x ≤ x1, then below the segment: dx·y − dy·x ≤ dx·y0 − dy·x0.
    let poly = clipHalfPlane(K, -1, 0, -x0);
    poly = clipHalfPlane(poly, 1, 0, x1);
    poly = clipHalfPlane(poly, -dy, dx, dx * y[i] - dy * x0);
    total += polygonArea(poly);
  }
  return total;
}
