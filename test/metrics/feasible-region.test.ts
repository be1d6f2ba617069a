/**
 * Feasible region of Partial VOROS (Partial VOROS Def. 12–13, Lemma 22–24, Appendix A), the convex polygon helpers and the
 * Gauss–Legendre rule. Expected values come from the paper's closed forms (Lemma 22 vertices, Lemma 24 areas with
 * the corrected ½ in case 3), from an independent half-plane intersection written here (enumerate all pairwise line
 * intersections, keep the feasible ones, hull, shoelace) and from grid counting of the indicator.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  checkDef11,
  checkDef11T,
  def11ForScenario,
  def11TBound,
  feasibleCase,
  feasibleRegion,
} from '../../src/lib/metrics/feasible-region';
import { clipHalfPlane, polygonArea, simplifyPolygon } from '../../src/lib/metrics/polygon';
import { gaussLegendre, integrate } from '../../src/lib/metrics/quadrature';
import { halfPlaneVertices, polygonArea as refArea } from '../helpers/geometry';

// ---------- independent geometry: vertex enumeration of {a·x + b·y ≤ c} constraints ----------
type Line = [number, number, number];

/** The region by brute-force vertex enumeration (shared helper), with this file's tighter tolerances. */
const regionByEnumeration = (cons: Line[]) => halfPlaneVertices(cons, 1e-13, 1e-14);

function kConstraints(alpha: number, kappa: number, P: number, N: number): Line[] {
  return [
    [-1, 0, 0],
    [0, -1, 0],
    [1, 0, 1],
    [0, 1, 1],
    [alpha * N, -(1 - alpha) * P, 0],
    [N, P, kappa],
  ];
}

const areaByEnumeration = (alpha: number, kappa: number, P: number, N: number) =>
  refArea(regionByEnumeration(kConstraints(alpha, kappa, P, N)));

/** Fraction of an m×m grid of cell centres inside K (Partial VOROS Def. 12 tested point by point). */
function areaByGrid(alpha: number, kappa: number, P: number, N: number, m = 800): number {
  let c = 0;
  for (let i = 0; i < m; i++) {
    const x = (i + 0.5) / m;
    for (let j = 0; j < m; j++) {
      const y = (j + 0.5) / m;
      const tp = P * y;
      const fp = N * x;
      if (tp / (tp + fp) >= alpha && tp + fp <= kappa) c++;
    }
  }
  return c / (m * m);
}

// ---------- the 13 cases: parameter generators written from the case conditions of Appendix A ----------
const P1 = 1000;
const N1 = 9000; // the paper's Fig. 2 (p = 0.1)
const P2 = 3000;
const N2 = 1000; // more positives than negatives (needed by cases 5 and 12)

/** Per case: a dataset and a generator of (α, κ) from two uniforms in (0,1). */
const CASES: Record<number, { P: number; N: number; gen: (u: number, v: number) => [number, number] }> = {
  1: { P: P1, N: N1, gen: (u, v) => [0.1 + 0.89 * u + 0.005, P1 * (0.01 + 0.98 * v)] }, // α ∈ (p,1), κ < P
  2: { P: P1, N: N1, gen: (u, v) => { const a = 0.11 + 0.88 * u; return [a, P1 + (P1 / a - P1) * 0.98 * v]; } }, // P ≤ κ < P/α
  3: { P: P1, N: N1, gen: (u, v) => { const a = 0.11 + 0.88 * u; return [a, P1 / a + (P1 + N1 - P1 / a) * 0.98 * v]; } }, // P/α ≤ κ < |D|
  4: { P: P1, N: N1, gen: (u, v) => { const a = 0.01 + 0.08 * u; const lo = N1 / (1 - a); return [a, lo + (P1 + N1 - lo) * (0.01 + 0.98 * v)]; } },
  5: { P: P2, N: N2, gen: (u, v) => { const a = 0.01 + 0.6 * u; const lo = N2 / (1 - a); return [a, lo + (P2 - lo) * (0.01 + 0.98 * v)]; } },
  6: { P: P1, N: N1, gen: (u) => [u, 0] },
  7: { P: P1, N: N1, gen: (_u, v) => [1, 1 + 20000 * v] },
  8: { P: P1, N: N1, gen: (u, v) => [0.1 + 0.89 * u, (P1 + N1) * (1 + v)] },
  9: { P: P1, N: N1, gen: (u, v) => [0.001 + 0.098 * u, (P1 + N1) * (1 + v)] },
  10: { P: P1, N: N1, gen: (_u, v) => [0, P1 * (0.01 + 0.98 * v)] },
  11: { P: P1, N: N1, gen: (_u, v) => [0, P1 + (N1 - P1) * 0.99 * v] },
  12: { P: P2, N: N2, gen: (_u, v) => [0, N2 + (P2 - N2) * 0.99 * v] },
  13: { P: P1, N: N1, gen: (_u, v) => [0, N1 + P1 * 1.5 * v] },
};

describe('feasible region: closed forms of the three Partial VOROS Def. 11 cases (Lemma 22–24)', () => {
  it('case 1 (κ < P): A* = (1−α)κ²/(2NP), triangle v00 vακ v0κ', () => {
    fc.assert(
      fc.property(fc.double({ min: 0.11, max: 0.99, noNaN: true }), fc.double({ min: 1, max: 999, noNaN: true }), (alpha, kappa) => {
        const r = feasibleRegion(alpha, kappa, P1, N1);
        expect(r.caseNumber).toBe(1);
        expect(r.area).toBeCloseTo(((1 - alpha) * kappa ** 2) / (2 * N1 * P1), 12);
        const v = r.vertices;
        expect(v).toHaveLength(3);
        expect(v[0]).toEqual([0, 0]);
        expect(v[1][0]).toBeCloseTo(((1 - alpha) * kappa) / N1, 12); // vακ, Lemma 22
        expect(v[1][1]).toBeCloseTo((alpha * kappa) / P1, 12);
        expect(v[2][0]).toBe(0); // v0κ
        expect(v[2][1]).toBeCloseTo(kappa / P1, 12);
        expect(r.def11.holds).toBe(true);
      }),
    );
  });
  it('case 2 (P ≤ κ < P/α): A* = (2κP − ακ² − P²)/(2NP), quadrilateral v00 vακ vκ1 v01', () => {
    fc.assert(
      fc.property(fc.double({ min: 0.11, max: 0.99, noNaN: true }), fc.double({ min: 0, max: 0.999, noNaN: true }), (alpha, u) => {
        const kappa = P1 + (P1 / alpha - P1) * u;
        const r = feasibleRegion(alpha, kappa, P1, N1);
        expect(r.caseNumber).toBe(2);
        expect(r.area).toBeCloseTo((2 * kappa * P1 - alpha * kappa ** 2 - P1 ** 2) / (2 * N1 * P1), 12);
        if (u > 1e-6) {
          expect(r.vertices).toHaveLength(4);
          expect(r.vertices[2][0]).toBeCloseTo((kappa - P1) / N1, 12); // vκ1
          expect(r.vertices[2][1]).toBe(1);
          expect(r.vertices[3]).toEqual([0, 1]);
        }
      }),
    );
  });
  it('case 3 (κ ≥ P/α): A* = (1−α)P/(2αN) — with the ½ the printed Lemma 24 drops', () => {
    fc.assert(
      fc.property(fc.double({ min: 0.11, max: 0.99, noNaN: true }), fc.double({ min: 0, max: 0.999, noNaN: true }), (alpha, u) => {
        const kappa = P1 / alpha + (P1 + N1 - P1 / alpha) * u;
        const r = feasibleRegion(alpha, kappa, P1, N1);
        expect(r.caseNumber).toBe(3);
        expect(r.area).toBeCloseTo(((1 - alpha) * P1) / (2 * alpha * N1), 12);
        expect(r.vertices[1][0]).toBeCloseTo(((1 - alpha) * P1) / (alpha * N1), 12); // vα1
        expect(r.vertices[1][1]).toBe(1);
      }),
    );
  });
  it("the paper's Fig. 2 setting: hand-computed values", () => {
    // P = 1000, N = 9000, α = 0.3: vακ = (0.7κ/9000, 0.3κ/1000).
    expect(feasibleRegion(0.3, 500, P1, N1).area).toBeCloseTo((0.7 * 500 ** 2) / (2 * 9e6), 14); // 0.009722…
    expect(feasibleRegion(0.3, 2000, P1, N1).area).toBeCloseTo(0.1, 14); // (4e6 − 1.2e6 − 1e6)/1.8e7
    expect(feasibleRegion(0.3, 5000, P1, N1).area).toBeCloseTo(0.7 / 5.4, 14);
  });
});

describe('feasible region: all 13 cases of Appendix A', () => {
  it('every case: case number, area = independent vertex enumeration, vertices CCW from (0,0) inside K', () => {
    const rng = fc.sample(fc.tuple(fc.double({ min: 0, max: 1, noNaN: true }), fc.double({ min: 0, max: 1, noNaN: true })), { numRuns: 40, seed: 7 });
    for (const [c, spec] of Object.entries(CASES)) {
      for (const [u, v] of rng) {
        const [alpha, kappa] = spec.gen(u, v);
        const r = feasibleRegion(alpha, kappa, spec.P, spec.N);
        expect(r.caseNumber, `α=${alpha}, κ=${kappa}`).toBe(Number(c));
        expect(feasibleCase(alpha, kappa, spec.P, spec.N)).toBe(Number(c));
        const ref = areaByEnumeration(alpha, kappa, spec.P, spec.N);
        expect(Math.abs(r.area - ref), `case ${c}, α=${alpha}, κ=${kappa}`).toBeLessThan(1e-12);
        expect(r.vertices[0]).toEqual([0, 0]);
        // Every vertex satisfies all constraints; orientation counter-clockwise (positive signed area).
        for (const [x, y] of r.vertices) {
          for (const [a, b, cc] of kConstraints(alpha, kappa, spec.P, spec.N)) {
            expect(a * x + b * y).toBeLessThanOrEqual(cc + 1e-9 * (Math.abs(a) + Math.abs(b) + Math.abs(cc)));
          }
        }
        let s = 0;
        for (let i = 0; i < r.vertices.length; i++) {
          const p = r.vertices[i];
          const q = r.vertices[(i + 1) % r.vertices.length];
          s += p[0] * q[1] - q[0] * p[1];
        }
        expect(s).toBeGreaterThanOrEqual(0);
        expect(r.description.length).toBeGreaterThan(20);
      }
    }
  });

  it('every case: the polygon has the shape Appendix A names (vertex count), for parameters inside the case', () => {
    const nominal: Record<number, number> = { 1: 3, 2: 4, 3: 3, 4: 5, 5: 4, 6: 1, 7: 2, 8: 3, 9: 4, 10: 3, 11: 4, 12: 4, 13: 5 };
    const w = (x: number) => 0.02 + 0.96 * x;
    const inside = (c: number, P: number, N: number, u: number, v: number): [number, number] => {
      const D = P + N;
      const p = P / D;
      switch (c) {
        case 1: return [p + (1 - p) * w(u), P * w(v)];
        case 2: { const a = p + (1 - p) * w(u); return [a, P + (P / a - P) * w(v)]; }
        case 3: { const a = p + (1 - p) * w(u); return [a, P / a + (D - P / a) * w(v)]; }
        case 4: { const a = p * w(u); const lo = Math.max(N / (1 - a), P); return [a, lo + (D - lo) * w(v)]; }
        case 5: { const a = Math.min(p, 1 - N / P) * w(u); const lo = N / (1 - a); return [a, lo + (P - lo) * w(v)]; }
        case 6: return [u, 0];
        case 7: return [1, D * w(v)];
        case 8: return [p + (1 - p) * w(u), D * (1 + v)];
        case 9: return [p * w(u), D * (1 + v)];
        case 10: return [0, Math.min(P, N) * w(v)];
        case 11: return [0, P + (N - P) * w(v)];
        case 12: return [0, N + (P - N) * w(v)];
        default: return [0, Math.max(P, N) + Math.min(P, N) * w(v)];
      }
    };
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 13 }), fc.double({ min: 0, max: 1, noNaN: true }), fc.double({ min: 0, max: 1, noNaN: true }), (c, u, v) => {
        const [P, N] = c === 5 || c === 12 ? [P2, N2] : [P1, N1];
        const [alpha, kappa] = inside(c, P, N, u, v);
        const r = feasibleRegion(alpha, kappa, P, N);
        expect(r.caseNumber).toBe(c);
        expect(r.vertices).toHaveLength(nominal[c]);
      }),
      { numRuns: 500 },
    );
  });

  it('any α, κ, P, N (boundaries included): area = vertex enumeration, shape no larger than the case allows', () => {
    const maxVertices: Record<number, number> = { 1: 3, 2: 4, 3: 3, 4: 5, 5: 4, 6: 1, 7: 2, 8: 3, 9: 4, 10: 3, 11: 4, 12: 4, 13: 5 };
    fc.assert(
      fc.property(
        fc.oneof(fc.constant(0), fc.constant(1), fc.double({ min: 0, max: 1, noNaN: true })),
        fc.oneof(fc.constant(0), fc.double({ min: 0, max: 3, noNaN: true })),
        fc.integer({ min: 1, max: 5000 }),
        fc.integer({ min: 1, max: 5000 }),
        (alpha, kShare, P, N) => {
          const kappa = kShare * (P + N);
          const r = feasibleRegion(alpha, kappa, P, N);
          expect(Math.abs(r.area - areaByEnumeration(alpha, kappa, P, N))).toBeLessThan(1e-11);
          expect(r.vertices.length).toBeLessThanOrEqual(r.caseNumber === 13 && kappa >= P + N ? 4 : maxVertices[r.caseNumber]);
        },
      ),
      { numRuns: 1000 },
    );
  });

  it('every case: area agrees with grid counting of the indicator of Partial VOROS Def. 12', () => {
    for (const [c, spec] of Object.entries(CASES)) {
      const [alpha, kappa] = spec.gen(0.37, 0.61);
      const r = feasibleRegion(alpha, kappa, spec.P, spec.N);
      expect(Math.abs(r.area - areaByGrid(alpha, kappa, spec.P, spec.N)), `case ${c}`).toBeLessThan(4e-3);
    }
  });

  it('polygon shapes named in Appendix A, from Lemma 22 coordinates', () => {
    // Case 4 (3A): pentagon v00 v1α v1κ vκ1 v01.
    let a = 0.05;
    let k = 9800;
    let r = feasibleRegion(a, k, P1, N1);
    const v1a = (a * N1) / ((1 - a) * P1);
    const exp4 = [[0, 0], [1, v1a], [1, (k - N1) / P1], [(k - P1) / N1, 1], [0, 1]];
    expect(r.vertices).toHaveLength(5);
    r.vertices.forEach((p, i) => { expect(p[0]).toBeCloseTo(exp4[i][0], 12); expect(p[1]).toBeCloseTo(exp4[i][1], 12); });
    // Case 5 (3B): trapezoid v00 v1α v1κ v0κ (P = 3000, N = 1000, α = 0.2, κ = 2000).
    a = 0.2;
    k = 2000;
    r = feasibleRegion(a, k, P2, N2);
    const exp5 = [[0, 0], [1, (a * N2) / ((1 - a) * P2)], [1, (k - N2) / P2], [0, k / P2]];
    expect(r.caseNumber).toBe(5);
    r.vertices.forEach((p, i) => { expect(p[0]).toBeCloseTo(exp5[i][0], 12); expect(p[1]).toBeCloseTo(exp5[i][1], 12); });
    // Trapezoid area by hand: ½·(left side + right side)·width = ½·(2/3 + (1/3 − 1/12))·1.
    expect(r.area).toBeCloseTo(0.5 * (2 / 3 + (1 / 3 - 1 / 12)), 12);
    // Case 6: the point (0,0); case 7: a segment of the y-axis; both area 0.
    expect(feasibleRegion(0.4, 0, P1, N1)).toMatchObject({ caseNumber: 6, area: 0, vertices: [[0, 0]] });
    expect(feasibleRegion(1, 500, P1, N1)).toMatchObject({ caseNumber: 7, area: 0, vertices: [[0, 0], [0, 0.5]] });
    // Case 9: quadrilateral v00 v1α v11 v01; area = 1 − ½·v1α.
    r = feasibleRegion(0.05, 1e9, P1, N1);
    expect(r.caseNumber).toBe(9);
    expect(r.area).toBeCloseTo(1 - 0.5 * ((0.05 * N1) / (0.95 * P1)), 12);
    // Cases 10–13 (capacity only).
    expect(feasibleRegion(0, 500, P1, N1).area).toBeCloseTo(0.5 * (500 / N1) * (500 / P1), 14);
    expect(feasibleRegion(0, 5000, P1, N1).area).toBeCloseTo(0.5 * (5000 / N1 + 4000 / N1), 14); // trapezoid in x
    expect(feasibleRegion(0, 2000, P2, N2).area).toBeCloseTo(0.5 * (2000 / P2 + 1000 / P2), 14); // trapezoid in y
    expect(feasibleRegion(0, 9500, P1, N1).area).toBeCloseTo(1 - 0.5 * (500 / N1) * (500 / P1), 14);
    expect(feasibleRegion(0, 1e6, P1, N1).area).toBe(1);
  });

  it('input validation names the bad value', () => {
    expect(() => feasibleRegion(1.2, 10, P1, N1)).toThrow(/α must be in \[0, 1\], got 1.2/);
    expect(() => feasibleRegion(0.2, -1, P1, N1)).toThrow(/κ must be a count ≥ 0, got -1/);
    expect(() => feasibleRegion(0.2, 10, 0, N1)).toThrow(/P = 0/);
  });
});

describe('Partial VOROS Def. 11 checks', () => {
  it('holds in the three main-text cases, fails with the right codes elsewhere', () => {
    expect(checkDef11(0.3, 500, P1, N1)).toEqual({ holds: true, failures: [], codes: [] });
    expect(checkDef11(0.05, 9800, P1, N1).codes).toEqual(['def11.precision-below-prevalence']);
    expect(checkDef11(0.3, 2000, P2, N2).codes).toEqual(['def11.positives-not-minority', 'def11.precision-below-prevalence']);
    expect(checkDef11(1, 500, P1, N1).codes).toEqual(['def11.precision-one']);
    expect(checkDef11(0.3, 0, P1, N1).codes).toEqual(['def11.capacity-zero']);
    expect(checkDef11(0.3, 10000, P1, N1).codes).toEqual(['def11.capacity-not-binding']);
    expect(checkDef11(0.05, 9800, P1, N1).failures[0]).toMatch(/prevalence p = 0\.1, found α = 0\.05/);
  });
  it('t bound αN/(αN + (1−α)P) (Lemma 26)', () => {
    // α = 0.3, P = 1000, N = 9000: 2700 / (2700 + 700).
    expect(def11TBound(0.3, P1, N1)).toBeCloseTo(2700 / 3400, 15);
    expect(checkDef11T(0.3, P1, N1, [0.1, 0.7]).holds).toBe(true);
    expect(checkDef11T(0.3, P1, N1, [0.1, 2700 / 3400]).holds).toBe(true); // equality allowed (Lemma 26)
    const f = checkDef11T(0.3, P1, N1, [0.1, 0.9]);
    expect(f.holds).toBe(false);
    expect(f.codes).toEqual(['def11.t-above-bound']);
    expect(f.failures[0]).toMatch(/0\.794118.*0\.9/);
    // Scenario view: region failures then the t failure.
    const all = def11ForScenario(feasibleRegion(0.05, 9800, P1, N1), [0, 0.9]);
    expect(all.codes).toEqual(['def11.precision-below-prevalence', 'def11.t-above-bound']);
    expect(all.holds).toBe(false);
    expect(def11ForScenario(feasibleRegion(0.3, 500, P1, N1), [0.1, 0.7])).toEqual({ holds: true, failures: [], codes: [] });
  });
});

describe('polygon helpers', () => {
  const sq: [number, number][] = [[0, 0], [1, 0], [1, 1], [0, 1]];
  it('clipping through vertices and along edges stays exact and duplicate-free', () => {
    // Diagonal through two vertices: x − y ≤ 0 keeps the upper-left triangle.
    const tri = clipHalfPlane(sq, 1, -1, 0);
    expect(tri).toEqual([[0, 0], [1, 1], [0, 1]]);
    expect(polygonArea(tri)).toBe(0.5);
    // Along an edge: x ≤ 1 keeps everything; x ≤ 0 keeps the left edge (area 0).
    expect(clipHalfPlane(sq, 1, 0, 1)).toEqual(sq);
    expect(simplifyPolygon(clipHalfPlane(sq, 1, 0, 0))).toEqual([[0, 0], [0, 1]]);
    expect(clipHalfPlane(sq, 1, 1, -0.5)).toEqual([]);
    // Cut one corner: x + y ≤ 0.5.
    expect(polygonArea(clipHalfPlane(sq, 1, 1, 0.5))).toBeCloseTo(0.125, 15);
    // Random lines: area = independent vertex enumeration.
    fc.assert(
      fc.property(fc.double({ min: -3, max: 3, noNaN: true }), fc.double({ min: -3, max: 3, noNaN: true }), fc.double({ min: -3, max: 3, noNaN: true }), (a, b, c) => {
        const ref = refArea(regionByEnumeration([[-1, 0, 0], [0, -1, 0], [1, 0, 1], [0, 1, 1], [a, b, c]]));
        expect(polygonArea(clipHalfPlane(sq, a, b, c))).toBeCloseTo(ref, 9);
      }),
    );
  });
});

describe('Gauss–Legendre quadrature', () => {
  it('20 points: weights sum to 2, symmetric nodes, exact for degree 39, ∫ exp', () => {
    const { nodes, weights } = gaussLegendre(20);
    expect(weights.reduce((s, w) => s + w, 0)).toBeCloseTo(2, 14);
    for (let i = 0; i < 20; i++) expect(nodes[i]).toBeCloseTo(-nodes[19 - i], 15);
    // ∫_0^1 x^39 dx = 1/40, ∫_0^1 x^38 = 1/39.
    expect(integrate((x) => x ** 39, 0, 1)).toBeCloseTo(1 / 40, 14);
    expect(integrate((x) => 3 * x ** 38 - x, 0, 1)).toBeCloseTo(3 / 39 - 0.5, 14);
    expect(integrate(Math.exp, 0, 1)).toBeCloseTo(Math.E - 1, 14);
    // Known 3-point rule: nodes ±√(3/5), 0; weights 5/9, 8/9.
    const g3 = gaussLegendre(3);
    expect(g3.nodes[2]).toBeCloseTo(Math.sqrt(0.6), 15);
    expect(g3.weights[1]).toBeCloseTo(8 / 9, 15);
  });
});
