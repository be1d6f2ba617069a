/**
 * Convex polygon helpers for the feasible region of Partial VOROS (Ratigan et al., App. A: "the feasible region
 * consists of the convex hull of 6 lines in the plane") and its partial areas (Partial VOROS Def. 17): half-plane clipping
 * (Sutherland–Hodgman, one half-plane at a time) and the shoelace area.
 *
 * Polygons are arrays of {@link Point}, counter-clockwise (positive area). A clipped polygon may be degenerate
 * (a segment or a single point, area 0) or empty.
 */
import { REL_TOL } from './tolerance';
import type { Point } from './types';

/** Relative tolerance for "on the line" tests: |a·x + b·y − c| ≤ EPS·(|a| + |b| + |c|). */
const EPS = REL_TOL;

/**
 * Clip a convex polygon to the half-plane a·x + b·y ≤ c (Sutherland–Hodgman on one half-plane).
 *
 * Robust to degenerate inputs: a vertex within a relative tolerance of the line counts as on the line (kept, and no
 * extra intersection point is created next to it), so clipping through a vertex or along an edge never produces
 * near-duplicate points; consecutive duplicates are removed. The result keeps the orientation of the input.
 * With a = b = 0 the half-plane is everything (c ≥ 0) or nothing (c < 0).
 */
export function clipHalfPlane(poly: readonly Point[], a: number, b: number, c: number): Point[] {
  const n = poly.length;
  if (n === 0) return [];
  if (c === Infinity) return poly.slice();
  if (c === -Infinity) return [];
  const tol = EPS * (Math.abs(a) + Math.abs(b) + Math.abs(c));
  const d = new Float64Array(n);
  let anyOut = false;
  let anyIn = false;
  for (let i = 0; i < n; i++) {
    const v = a * poly[i][0] + b * poly[i][1] - c;
    d[i] = Math.abs(v) <= tol ? 0 : v;
    if (d[i] > 0) anyOut = true;
    else anyIn = true;
  }
  if (!anyOut) return poly.slice();
  if (!anyIn) return [];
  const out: Point[] = [];
  for (let i = 0; i < n; i++) {
    const j = i + 1 === n ? 0 : i + 1;
    const p = poly[i];
    const q = poly[j];
    if (d[i] <= 0) pushDistinct(out, p);
    if ((d[i] < 0 && d[j] > 0) || (d[i] > 0 && d[j] < 0)) {
      const s = d[i] / (d[i] - d[j]);
      pushDistinct(out, [p[0] + s * (q[0] - p[0]), p[1] + s * (q[1] - p[1])]);
    }
  }
  if (out.length > 1 && samePoint(out[0], out[out.length - 1])) out.pop();
  return out;
}

function samePoint(p: Point, q: Point): boolean {
  return p[0] === q[0] && p[1] === q[1];
}

function pushDistinct(out: Point[], p: Point): void {
  if (out.length === 0 || !samePoint(out[out.length - 1], p)) out.push(p);
}

/** Signed area by the shoelace formula: ½ Σ (x_i·y_{i+1} − x_{i+1}·y_i); positive for counter-clockwise order. */
export function signedArea(poly: readonly Point[]): number {
  const n = poly.length;
  if (n < 3) return 0;
  let s = 0;
  // Translate to the first vertex to limit cancellation.
  const x0 = poly[0][0];
  const y0 = poly[0][1];
  for (let i = 1; i + 1 < n; i++) {
    const ax = poly[i][0] - x0;
    const ay = poly[i][1] - y0;
    const bx = poly[i + 1][0] - x0;
    const by = poly[i + 1][1] - y0;
    s += ax * by - bx * ay;
  }
  return s / 2;
}

/** Area of a simple polygon (shoelace formula, absolute value); 0 for fewer than 3 vertices. */
export function polygonArea(poly: readonly Point[]): number {
  return Math.abs(signedArea(poly));
}

/**
 * Remove consecutive vertices closer than `tol` (in both coordinates) and middle vertices of collinear runs
 * (cross product within tol·scale), keeping the order. Used to report the feasible region's corners only.
 */
export function simplifyPolygon(poly: readonly Point[], tol = REL_TOL): Point[] {
  let pts: Point[] = [];
  for (const p of poly) {
    const last = pts[pts.length - 1];
    if (!last || Math.abs(last[0] - p[0]) > tol || Math.abs(last[1] - p[1]) > tol) pts.push(p);
  }
  while (pts.length > 1) {
    const f = pts[0];
    const l = pts[pts.length - 1];
    if (Math.abs(f[0] - l[0]) <= tol && Math.abs(f[1] - l[1]) <= tol) pts.pop();
    else break;
  }
  let changed = true;
  while (changed && pts.length > 2) {
    changed = false;
    const n = pts.length;
    const keep: Point[] = [];
    for (let i = 0; i < n; i++) {
      const p = pts[(i + n - 1) % n];
      const q = pts[i];
      const r = pts[(i + 1) % n];
      const cross = (q[0] - p[0]) * (r[1] - p[1]) - (q[1] - p[1]) * (r[0] - p[0]);
      const scale = Math.hypot(q[0] - p[0], q[1] - p[1]) * Math.hypot(r[0] - p[0], r[1] - p[1]);
      // q is a middle point of a collinear run when it lies between p and r.
      const between = (q[0] - p[0]) * (r[0] - q[0]) + (q[1] - p[1]) * (r[1] - q[1]) >= 0;
      if (Math.abs(cross) <= tol * Math.max(scale, tol) && between) {
        changed = true;
        continue;
      }
      keep.push(q);
    }
    pts = keep.length >= 2 || !changed ? keep : pts.slice(0, 2);
  }
  return pts;
}
