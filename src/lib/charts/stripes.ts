/**
 * Diagonal stripes of a tie category (`A ≈ B`): the one stripe rule of the charts. On screen a chart fills a tied cell
 * with an SVG `<pattern>` ({@link stripePattern}); on paper the same stripes are drawn as polygons
 * ({@link flattenStripePatterns}), because Chromium's PDF printer paints each use of a rotated pattern as a
 * page-sized raster image (36 tied cells made 36 images of 506 × 729 px and doubled the print time).
 *
 * Geometry: with u = (x + y)/√2 (the distance along the stripes' normal, the pattern's x after its 45° rotation),
 * the band j·w ≤ u < (j + 1)·w has the colour of model j mod n (n tied models, w = {@link STRIPE_WIDTH}).
 */
import { coordText } from './polyline';

/** Width of one stripe, px (along the normal). */
export const STRIPE_WIDTH = 4;

const SQRT1_2 = Math.SQRT1_2;

/** SVG `<pattern>` of stripes in `colors` (userSpaceOnUse, rotated 45°), with the data its flattening reads. */
export function stripePattern(id: string, colors: readonly string[]): string {
  const w = STRIPE_WIDTH;
  const size = w * colors.length;
  const rects = colors.map((c, k) => `<rect x="${k * w}" y="0" width="${w}" height="${size}" fill="${c}"></rect>`).join('');
  return `<pattern id="${id}" patternUnits="userSpaceOnUse" width="${size}" height="${size}" patternTransform="rotate(45)" data-stripes="${colors.join(' ')}">${rects}</pattern>`;
}

type Pt = [number, number];

/** The part of a convex polygon where s·u ≥ s·c (u = (x + y)/√2; s = ±1): Sutherland–Hodgman against one line. */
function clip(poly: Pt[], c: number, s: number): Pt[] {
  const f = (p: Pt) => s * ((p[0] + p[1]) * SQRT1_2 - c);
  const out: Pt[] = [];
  for (let i = 0; i < poly.length; i++) {
    const a = poly[i];
    const b = poly[(i + 1) % poly.length];
    const fa = f(a);
    const fb = f(b);
    if (fa >= 0) out.push(a);
    if ((fa >= 0) !== (fb >= 0)) {
      const t = fa / (fa - fb);
      out.push([a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t]);
    }
  }
  return out;
}

/**
 * The stripes of a `width × height` rectangle at (x, y) as polygons: each band of {@link STRIPE_WIDTH} intersected
 * with the rectangle, with the index of its colour (band j → j mod n). Bands that only touch the rectangle are left out.
 */
export function stripePolygons(x: number, y: number, width: number, height: number, n: number): { color: number; points: Pt[] }[] {
  const w = STRIPE_WIDTH;
  const rect: Pt[] = [[x, y], [x + width, y], [x + width, y + height], [x, y + height]];
  const lo = (x + y) * SQRT1_2;
  const hi = (x + width + y + height) * SQRT1_2;
  const out: { color: number; points: Pt[] }[] = [];
  for (let j = Math.floor(lo / w); j * w < hi; j++) {
    const band = clip(clip(rect, j * w, 1), (j + 1) * w, -1);
    if (band.length >= 3 && area(band) > 1e-9) out.push({ color: ((j % n) + n) % n, points: band });
  }
  return out;
}

function area(poly: Pt[]): number {
  let a = 0;
  for (let i = 0; i < poly.length; i++) {
    const [x1, y1] = poly[i];
    const [x2, y2] = poly[(i + 1) % poly.length];
    a += x1 * y2 - x2 * y1;
  }
  return Math.abs(a) / 2;
}

/**
 * Replace every `<rect>` filled with a stripe pattern ({@link stripePattern}) by the rectangle in the first colour
 * and polygons for the other bands (drawn over it, so no seam shows between bands), then drop the patterns no longer
 * used. Returns the number of rectangles replaced.
 */
export function flattenStripePatterns(svg: Element): number {
  const doc = svg.ownerDocument;
  const ns = svg.namespaceURI ?? 'http://www.w3.org/2000/svg';
  let replaced = 0;
  for (const pattern of Array.from(svg.querySelectorAll('pattern[data-stripes]'))) {
    const colors = (pattern.getAttribute('data-stripes') ?? '').split(' ').filter(Boolean);
    const ref = `url(#${pattern.getAttribute('id')})`;
    let users = 0;
    for (const el of Array.from(svg.querySelectorAll('[fill]'))) {
      if (el.getAttribute('fill') !== ref) continue;
      const nums = ['x', 'y', 'width', 'height'].map((a) => Number(el.getAttribute(a) ?? '0'));
      if (el.tagName.toLowerCase() !== 'rect' || !colors.length || nums.some((v) => !Number.isFinite(v))) {
        users++;
        continue;
      }
      const [x, y, width, height] = nums;
      const g = doc.createElementNS(ns, 'g');
      for (const a of Array.from(el.attributes)) if (!['x', 'y', 'width', 'height', 'fill'].includes(a.name)) g.setAttribute(a.name, a.value);
      const base = doc.createElementNS(ns, 'rect');
      for (const a of ['x', 'y', 'width', 'height']) base.setAttribute(a, el.getAttribute(a) ?? '0');
      base.setAttribute('fill', colors[0]);
      g.appendChild(base);
      for (const band of stripePolygons(x, y, width, height, colors.length)) {
        if (band.color === 0) continue;
        const p = doc.createElementNS(ns, 'polygon');
        p.setAttribute('points', band.points.map(([px, py]) => `${coordText(px)},${coordText(py)}`).join(' '));
        p.setAttribute('fill', colors[band.color]);
        g.appendChild(p);
      }
      el.replaceWith(g);
      replaced++;
    }
    if (users === 0) pattern.remove();
  }
  for (const defs of Array.from(svg.querySelectorAll('defs'))) if (!defs.firstElementChild) defs.remove();
  return replaced;
}
