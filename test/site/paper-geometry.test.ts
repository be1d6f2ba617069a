/**
 * Paper geometry of the charts (src/lib/charts/polyline.ts, stripes.ts): line simplification, dashes written as
 * subpaths, tie stripes as polygons. Each is checked against an independent computation written here (distances to
 * segments, arc-length bookkeeping of the SVG dash rule, point sampling of the stripe rule), by hand-worked cases and
 * fast-check properties; the print variants of the shipped reports are checked for what Chromium's PDF printer is slow
 * with (test/site/variants.test.ts).
 */
import fc from 'fast-check';
import { JSDOM } from 'jsdom';
import { describe, expect, it } from 'vitest';
import {
  dashPattern,
  dashVertices,
  flattenDashes,
  formatPolyline,
  parsePolyline,
  simplifyPolylines,
  simplifyVertices,
  SIMPLIFY_TOLERANCE_PX,
  type Vertex,
} from '../../src/lib/charts/polyline';
import { flattenStripePatterns, STRIPE_WIDTH, stripePattern, stripePolygons } from '../../src/lib/charts/stripes';

const v = (x: number, y: number): Vertex => ({ x, y, text: `${x},${y}` });

/** Distance from p to segment ab, written out here. */
function segDist(p: { x: number; y: number }, a: { x: number; y: number }, b: { x: number; y: number }): number {
  const dx = b.x - a.x;
  const dy = b.y - a.y;
  const L2 = dx * dx + dy * dy;
  const t = L2 === 0 ? 0 : Math.max(0, Math.min(1, ((p.x - a.x) * dx + (p.y - a.y) * dy) / L2));
  return Math.hypot(p.x - (a.x + t * dx), p.y - (a.y + t * dy));
}
const polyDist = (p: { x: number; y: number }, poly: readonly { x: number; y: number }[]) =>
  poly.length === 1 ? Math.hypot(p.x - poly[0].x, p.y - poly[0].y) : Math.min(...poly.slice(1).map((b, i) => segDist(p, poly[i], b)));

const svgDoc = (inner: string) => new JSDOM(`<!doctype html><body><svg xmlns="http://www.w3.org/2000/svg">${inner}</svg></body>`).window.document;

const point = fc.record({ x: fc.double({ min: 0, max: 600, noNaN: true }), y: fc.double({ min: 0, max: 400, noNaN: true }) });
const polyline = fc.array(point, { minLength: 2, maxLength: 60 }).map((ps) => ps.map((p) => v(p.x, p.y)));

describe('parsePolyline / formatPolyline', () => {
  it('reads the M/L paths Plot writes, subpath by subpath, and writes them back verbatim', () => {
    const d = 'M52,416L52,284L106.222,284M1e-7,-3.5L.5,2';
    const sub = parsePolyline(d)!;
    expect(sub.map((s) => s.map((q) => [q.x, q.y]))).toEqual([[[52, 416], [52, 284], [106.222, 284]], [[1e-7, -3.5], [0.5, 2]]]);
    expect(formatPolyline(sub)).toBe(d);
  });

  it('leaves alone any path with another command (areas, symbols, closed rings, relative moves)', () => {
    for (const d of ['M0,0L1,1Z', 'M0,0A1,1,0,0,1,2,2', 'M0,0H5', 'm0,0l1,1', 'M0,0C1,1,2,2,3,3', 'L1,1', '']) expect(parsePolyline(d)).toBeUndefined();
  });
});

describe('simplifyVertices (Douglas–Peucker at SIMPLIFY_TOLERANCE_PX)', () => {
  it('a staircase with collinear points keeps only its corners', () => {
    const stairs = [v(0, 0), v(1, 0), v(2, 0), v(2, 1), v(2, 2), v(3, 2), v(4, 2)];
    expect(simplifyVertices(stairs).map((q) => [q.x, q.y])).toEqual([[0, 0], [2, 0], [2, 2], [4, 2]]);
  });

  it('property: every dropped vertex lies within the tolerance of the drawn line; kept ones are a subsequence with both ends', () => {
    fc.assert(
      fc.property(polyline, fc.double({ min: 0.05, max: 5, noNaN: true }), (pts, tol) => {
        const out = simplifyVertices(pts, tol);
        expect(out[0]).toBe(pts[0]);
        expect(out[out.length - 1]).toBe(pts[pts.length - 1]);
        let at = 0;
        for (const q of out) {
          at = pts.indexOf(q, at);
          expect(at).toBeGreaterThanOrEqual(0);
        }
        for (const p of pts) expect(polyDist(p, out)).toBeLessThanOrEqual(tol + 1e-9);
      }),
      { numRuns: 300 },
    );
  });

  it('simplifyPolylines rewrites only M/L paths and keeps kept vertices as Plot wrote them', () => {
    const doc = svgDoc('<path d="M0,0L1,0.05L2,0L3,0"></path><path d="M0,0L1,0.05L2,0Z"></path>');
    const [a, b] = Array.from(doc.querySelectorAll('path'));
    expect(simplifyPolylines(doc.querySelector('svg')!)).toBe(2);
    expect(a.getAttribute('d')).toBe('M0,0L3,0');
    expect(b.getAttribute('d')).toBe('M0,0L1,0.05L2,0Z');
    expect(SIMPLIFY_TOLERANCE_PX).toBeLessThanOrEqual(0.25);
  });
});

/** Length of a polyline. */
const length = (ps: readonly { x: number; y: number }[]) => ps.slice(1).reduce((a, q, i) => a + Math.hypot(q.x - ps[i].x, q.y - ps[i].y), 0);
/** Point at arc length s along a polyline. */
function pointAt(ps: readonly Vertex[], s: number): { x: number; y: number } {
  for (let i = 1; i < ps.length; i++) {
    const L = Math.hypot(ps[i].x - ps[i - 1].x, ps[i].y - ps[i - 1].y);
    if (s <= L || i === ps.length - 1) {
      const t = L === 0 ? 0 : Math.min(1, s / L);
      return { x: ps[i - 1].x + (ps[i].x - ps[i - 1].x) * t, y: ps[i - 1].y + (ps[i].y - ps[i - 1].y) * t };
    }
    s -= L;
  }
  return ps[ps.length - 1];
}
/** The dash intervals [from, to] of the SVG dash rule on [0, L] (pattern of even length), written out here. */
function dashIntervals(pattern: readonly number[], L: number): [number, number][] {
  const out: [number, number][] = [];
  let s = 0;
  for (let k = 0; s <= L; k = (k + 1) % pattern.length) {
    if (k % 2 === 0) out.push([s, Math.min(L, s + pattern[k])]);
    s += pattern[k];
  }
  return out;
}

describe('dashVertices (the SVG dash rule as subpaths)', () => {
  it('hand-worked: a 10 px horizontal line under "3,2" is dashes [0,3] and [5,8] (the next would start at the very end)', () => {
    const out = dashVertices([v(0, 0), v(10, 0)], [3, 2]);
    expect(out.map((d) => d.map((q) => [q.x, q.y]))).toEqual([[[0, 0], [3, 0]], [[5, 0], [8, 0]]]);
  });

  it('hand-worked: a dash goes round a corner through the vertex', () => {
    const out = dashVertices([v(0, 0), v(2, 0), v(2, 5)], [4, 10]);
    expect(out.map((d) => d.map((q) => [q.x, q.y]))).toEqual([[[0, 0], [2, 0], [2, 2]]]);
  });

  it('dash lists as SVG reads them: odd lists repeated, none / all zero / negative are solid', () => {
    expect(dashPattern('10,3,2')).toEqual([10, 3, 2, 10, 3, 2]);
    expect(dashPattern('4 2')).toEqual([4, 2]);
    for (const s of [null, 'none', '', '0,0', '3,-1', 'x']) expect(dashPattern(s)).toBeUndefined();
  });

  it('property: the dashes lie on the line, cover exactly the dash intervals by arc length, and their total length is theirs', () => {
    const pattern = fc.array(fc.double({ min: 0.5, max: 30, noNaN: true }), { minLength: 1, maxLength: 6 }).map((p) => (p.length % 2 ? p.concat(p) : p));
    fc.assert(
      fc.property(polyline, pattern, (pts, pat) => {
        const L = length(pts);
        const dashes = dashVertices(pts, pat);
        const want = dashIntervals(pat, L).filter(([a, b]) => b > a + 1e-9);
        const got = dashes.map((d) => length(d)).filter((l) => l > 1e-9);
        expect(got.reduce((a, b) => a + b, 0)).toBeCloseTo(want.reduce((a, [x, y]) => a + y - x, 0), 6);
        for (const d of dashes) for (const q of d) expect(polyDist(q, pts)).toBeLessThan(1e-6);
        for (const [a, b] of want) {
          const mid = pointAt(pts, (a + b) / 2);
          expect(Math.min(...dashes.map((d) => polyDist(mid, d)))).toBeLessThan(1e-6);
        }
      }),
      { numRuns: 300 },
    );
  });

  it('flattenDashes: a path dashed by its group becomes its dashes, solid and non-polyline paths stay', () => {
    const doc = svgDoc(
      '<g stroke-dasharray="3,2"><path d="M0,0L10,0"></path><path d="M0,0C1,1,2,2,3,3"></path></g><g><path d="M0,0L10,0"></path></g><g stroke-dasharray="3,2" stroke-dashoffset="1"><path d="M0,0L10,0"></path></g>',
    );
    const paths = Array.from(doc.querySelectorAll('path'));
    expect(flattenDashes(doc.querySelector('svg')!)).toBe(1);
    expect(paths[0].getAttribute('d')).toBe('M0,0L3,0M5,0L8,0');
    expect(paths[0].getAttribute('stroke-dasharray')).toBe('none');
    expect(paths[1].getAttribute('d')).toBe('M0,0C1,1,2,2,3,3');
    expect(paths[2].getAttribute('d')).toBe('M0,0L10,0');
    expect(paths[3].getAttribute('d')).toBe('M0,0L10,0');
  });
});

/** Point-in-convex-polygon by the signs of cross products, written out here. */
function inside(p: [number, number], poly: [number, number][]): boolean {
  let sign = 0;
  for (let i = 0; i < poly.length; i++) {
    const [ax, ay] = poly[i];
    const [bx, by] = poly[(i + 1) % poly.length];
    const c = (bx - ax) * (p[1] - ay) - (by - ay) * (p[0] - ax);
    if (Math.abs(c) < 1e-9) continue;
    if (sign === 0) sign = Math.sign(c);
    else if (Math.sign(c) !== sign) return false;
  }
  return true;
}

describe('stripes (tie categories)', () => {
  it('property: the polygons tile the rectangle, and each point has the colour of its band under the pattern rule', () => {
    fc.assert(
      fc.property(
        fc.double({ min: -50, max: 500, noNaN: true }),
        fc.double({ min: -50, max: 500, noNaN: true }),
        fc.double({ min: 0.5, max: 40, noNaN: true }),
        fc.double({ min: 0.5, max: 40, noNaN: true }),
        fc.integer({ min: 2, max: 5 }),
        fc.array(fc.tuple(fc.double({ min: 0.01, max: 0.99, noNaN: true }), fc.double({ min: 0.01, max: 0.99, noNaN: true })), { minLength: 20, maxLength: 20 }),
        (x, y, w, h, n, samples) => {
          const bands = stripePolygons(x, y, w, h, n);
          const area = bands.reduce((a, b) => a + Math.abs(b.points.reduce((s, [x1, y1], i) => {
            const [x2, y2] = b.points[(i + 1) % b.points.length];
            return s + x1 * y2 - x2 * y1;
          }, 0)) / 2, 0);
          expect(area).toBeCloseTo(w * h, 6);
          for (const [fx, fy] of samples) {
            const p: [number, number] = [x + fx * w, y + fy * h];
            const u = (p[0] + p[1]) / Math.SQRT2; // the pattern's x after its 45° rotation
            if (Math.abs(u / STRIPE_WIDTH - Math.round(u / STRIPE_WIDTH)) < 1e-6) continue; // on a band edge
            const want = ((Math.floor(u / STRIPE_WIDTH) % n) + n) % n;
            const holders = bands.filter((b) => inside(p, b.points));
            expect(holders.map((b) => b.color)).toContain(want);
          }
        },
      ),
      { numRuns: 200 },
    );
  });

  it('flattenStripePatterns: a tied cell becomes its rectangle in the first colour plus polygons; the pattern goes', () => {
    const doc = svgDoc(
      `<defs>${stripePattern('t-3', ['#0072B2', '#D55E00'])}</defs><g class="cells"><rect x="10" y="20" width="12" height="6" fill="url(#t-3)" class="c"></rect><rect x="0" y="0" width="5" height="5" fill="#123456"></rect></g>`,
    );
    const svg = doc.querySelector('svg')!;
    expect(flattenStripePatterns(svg)).toBe(1);
    expect(svg.querySelector('pattern')).toBeNull();
    expect(svg.querySelector('defs')).toBeNull();
    const g = svg.querySelector('g.cells > g.c')!;
    expect(g.querySelector('rect')!.getAttribute('fill')).toBe('#0072B2');
    const polys = Array.from(g.querySelectorAll('polygon'));
    expect(polys.length).toBeGreaterThan(0);
    expect(new Set(polys.map((p) => p.getAttribute('fill')))).toEqual(new Set(['#D55E00']));
    expect(svg.querySelectorAll('[fill^="url("]').length).toBe(0);
  });
});
