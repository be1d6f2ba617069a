/**
 * Independent geometry and quadrature for brute-force checks in tests (shared). Plain number[][] polygons, no
 * dependence on src/.
 */

export type Poly = [number, number][];

/** The unit square, counter-clockwise. */
export const UNIT_SQUARE: Poly = [
  [0, 0],
  [1, 0],
  [1, 1],
  [0, 1],
];

/** Sutherland–Hodgman: the part of a convex polygon where a·x + b·y ≤ c. */
export function clipHalfPlane(poly: Poly, a: number, b: number, c: number): Poly {
  const out: Poly = [];
  const n = poly.length;
  for (let i = 0; i < n; i++) {
    const p = poly[i];
    const q = poly[(i + 1) % n];
    const fp = a * p[0] + b * p[1] - c;
    const fq = a * q[0] + b * q[1] - c;
    if (fp <= 0) out.push(p);
    if ((fp < 0 && fq > 0) || (fp > 0 && fq < 0)) {
      const s = fp / (fp - fq);
      out.push([p[0] + s * (q[0] - p[0]), p[1] + s * (q[1] - p[1])]);
    }
  }
  return out;
}

/** Shoelace area (absolute value) of a simple polygon. */
export function polygonArea(poly: Poly): number {
  let s = 0;
  for (let i = 0; i < poly.length; i++) {
    const p = poly[i];
    const q = poly[(i + 1) % poly.length];
    s += p[0] * q[1] - q[0] * p[1];
  }
  return Math.abs(s) / 2;
}

/** Composite Simpson's rule with n (even) intervals. */
export function simpson(f: (x: number) => number, a: number, b: number, n: number): number {
  if (n % 2) n++;
  const h = (b - a) / n;
  let s = f(a) + f(b);
  for (let i = 1; i < n; i++) s += (i % 2 ? 4 : 2) * f(a + i * h);
  return (s * h) / 3;
}

/**
 * Area of the points of the unit square whose normalized cost t·x + (1−t)·(1−y) is greater than that of (h, k)
 * (VOROS Def. 16), by clipping the square with the half-plane −t·x + (1−t)·y ≤ (1−t) − c.
 */
export function lesserAreaByClipping(h: number, k: number, t: number): number {
  const c = t * h + (1 - t) * (1 - k);
  return polygonArea(clipHalfPlane(UNIT_SQUARE, -t, 1 - t, 1 - t - c));
}

/** A half-plane a·x + b·y ≤ c. */
export type HalfPlane = [number, number, number];

/**
 * Vertices of the convex set {a·x + b·y ≤ c for every constraint} by brute force: every pairwise intersection of the
 * boundary lines that meets all constraints (within `tol`), duplicates (within `dedup`) removed, sorted around the
 * centroid. A constraint 0·x + 0·y ≤ c with c < 0 makes the set empty; with c ≥ 0 it is ignored.
 */
export function halfPlaneVertices(cons: HalfPlane[], tol = 1e-12, dedup = 1e-13): Poly {
  if (cons.some(([a, b, c]) => a === 0 && b === 0 && c < 0)) return [];
  const L = cons
    .map(([a, b, c]) => {
      const s = Math.hypot(a, b);
      return s === 0 ? null : ([a / s, b / s, c / s] as HalfPlane);
    })
    .filter((l): l is HalfPlane => l !== null);
  const pts: Poly = [];
  for (let i = 0; i < L.length; i++) {
    for (let j = i + 1; j < L.length; j++) {
      const [a1, b1, c1] = L[i];
      const [a2, b2, c2] = L[j];
      const det = a1 * b2 - a2 * b1;
      if (Math.abs(det) < 1e-14) continue;
      const x = (c1 * b2 - c2 * b1) / det;
      const y = (a1 * c2 - a2 * c1) / det;
      if (L.every(([a, b, c]) => a * x + b * y <= c + tol)) {
        if (!pts.some((p) => Math.abs(p[0] - x) < dedup && Math.abs(p[1] - y) < dedup)) pts.push([x, y]);
      }
    }
  }
  if (pts.length < 3) return pts;
  const cx = pts.reduce((s, p) => s + p[0], 0) / pts.length;
  const cy = pts.reduce((s, p) => s + p[1], 0) / pts.length;
  return pts.sort((p, q) => Math.atan2(p[1] - cy, p[0] - cx) - Math.atan2(q[1] - cy, q[0] - cx));
}

/** Adaptive Simpson quadrature (Richardson-corrected), to absolute tolerance `tol`, at most 40 levels deep. */
export function adaptiveSimpson(f: (x: number) => number, a: number, b: number, tol: number): number {
  const rec = (a: number, b: number, fa: number, fm: number, fb: number, whole: number, tol: number, depth: number): number => {
    const m = (a + b) / 2;
    const flm = f((a + m) / 2);
    const frm = f((m + b) / 2);
    const left = ((m - a) / 6) * (fa + 4 * flm + fm);
    const right = ((b - m) / 6) * (fm + 4 * frm + fb);
    const delta = left + right - whole;
    if (depth <= 0 || Math.abs(delta) <= 15 * tol) return left + right + delta / 15;
    return rec(a, m, fa, flm, fm, left, tol / 2, depth - 1) + rec(m, b, fm, frm, fb, right, tol / 2, depth - 1);
  };
  const fa = f(a);
  const fb = f(b);
  const fm = f((a + b) / 2);
  return rec(a, b, fa, fm, fb, ((b - a) / 6) * (fa + 4 * fm + fb), tol, 40);
}
