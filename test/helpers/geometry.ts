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
