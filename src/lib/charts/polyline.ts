/**
 * Line geometry of a rendered chart, in its pixel coordinates (after Plot): Plot draws a curve as one `<path>` of
 * absolute M/L commands, a vertex per data point. Two passes act on those paths only (a path with any other command —
 * an area, a symbol, a closed ring — is left as it is):
 *
 * - {@link simplifyPolylines}: drops the vertices that lie within a tolerance of the line drawn without them
 *   (Ramer–Douglas–Peucker, simplify-js): {@link SIMPLIFY_TOLERANCE_PX} on phone and paper, so a curve of thousands of
 *   points costs the phone and the printer only the vertices that show, and {@link SCREEN_SIMPLIFY_TOLERANCE_PX} on
 *   screen, which drops the vertices that lie on the line anyway. Kept vertices keep their text, so they are drawn
 *   where Plot put them.
 * - {@link flattenDashes} (paper): writes a dashed stroke as its dashes — one subpath per dash, the SVG dash rule
 *   (pattern restarting at every subpath, odd lists repeated) — and sets `stroke-dasharray="none"`. Chromium's PDF
 *   printer otherwise turns every dash into an outline of its own, which made a 13-model report's PDF 2.5 × larger
 *   and twice as slow to print; the picture is the same.
 */
import simplify from 'simplify-js';

/** Largest distance, px, between a dropped vertex and the drawn line (0.05 mm on paper). */
export const SIMPLIFY_TOLERANCE_PX = 0.2;
/**
 * The same for the screen variant: 1/50 px, under a device pixel even at 500 % zoom on a 2× display. It halves the
 * screen SVGs of a 13-model report (2.15 → 1.16 MB).
 */
export const SCREEN_SIMPLIFY_TOLERANCE_PX = 0.02;

/** A vertex: its coordinates and the text Plot wrote for them (kept verbatim). */
export interface Vertex {
  x: number;
  y: number;
  text: string;
}

const NUM = '[-+]?(?:\\d+\\.?\\d*|\\.\\d+)(?:[eE][-+]?\\d+)?';
const COMMAND = new RegExp(`([ML])\\s*(${NUM})\\s*,?\\s*(${NUM})`, 'y');

/** The subpaths of a path written only with absolute M and L commands (each starting with M), or undefined. */
export function parsePolyline(d: string): Vertex[][] | undefined {
  const s = d.trim();
  if (!s.startsWith('M')) return undefined;
  const subpaths: Vertex[][] = [];
  let at = 0;
  while (at < s.length) {
    COMMAND.lastIndex = at;
    const m = COMMAND.exec(s);
    if (!m) return undefined;
    const x = Number(m[2]);
    const y = Number(m[3]);
    if (!Number.isFinite(x) || !Number.isFinite(y)) return undefined;
    const v = { x, y, text: `${m[2]},${m[3]}` };
    if (m[1] === 'M') subpaths.push([v]);
    else subpaths[subpaths.length - 1].push(v);
    at = COMMAND.lastIndex;
    while (at < s.length && s[at] === ' ') at++;
  }
  return subpaths;
}

/** Path data of subpaths (M to each first vertex, L to the rest). */
export function formatPolyline(subpaths: readonly (readonly Vertex[])[]): string {
  return subpaths.map((sp) => sp.map((v, i) => (i === 0 ? 'M' : 'L') + v.text).join('')).join('');
}

/** A subpath with the vertices within `tolerance` of the simplified line left out (first and last always kept). */
export function simplifyVertices(vertices: Vertex[], tolerance = SIMPLIFY_TOLERANCE_PX): Vertex[] {
  // highQuality: Douglas–Peucker alone, so every dropped vertex is within `tolerance` of a kept segment.
  return vertices.length <= 2 ? vertices : (simplify(vertices, tolerance, true) as Vertex[]);
}

/** Simplify every M/L path of `root` ({@link SIMPLIFY_TOLERANCE_PX}); returns how many vertices were dropped. */
export function simplifyPolylines(root: Element, tolerance = SIMPLIFY_TOLERANCE_PX): number {
  let dropped = 0;
  for (const path of Array.from(root.querySelectorAll('path'))) {
    const d = path.getAttribute('d');
    const sub = d ? parsePolyline(d) : undefined;
    if (!sub) continue;
    const out = sub.map((sp) => simplifyVertices(sp, tolerance));
    const n = out.reduce((a, sp) => a + sp.length, 0);
    const before = sub.reduce((a, sp) => a + sp.length, 0);
    if (n < before) {
      path.setAttribute('d', formatPolyline(out));
      dropped += before - n;
    }
  }
  return dropped;
}

/**
 * An SVG dash list as lengths, px (odd lists repeated to an even length); undefined for a solid line ('none', an empty,
 * negative or all-zero list: SVG draws those solid).
 */
export function dashPattern(value: string | null): number[] | undefined {
  if (value === null) return undefined;
  const v = value.trim();
  if (v === '' || v === 'none') return undefined;
  const parts = v.split(/[\s,]+/).map(Number);
  if (parts.some((x) => !Number.isFinite(x) || x < 0) || parts.every((x) => x === 0)) return undefined;
  return parts.length % 2 ? parts.concat(parts) : parts;
}

/** A computed coordinate as written into SVG: rounded to 0.001 px (stripes.ts uses it too). */
export const coordText = (x: number): string => String(Math.round(x * 1000) / 1000);

/**
 * The dashes of a subpath under `pattern` (dash, gap, dash, gap, … px, from the subpath's start): each dash a subpath
 * following the polyline through its vertices. A zero-length dash is a zero-length subpath (a dot with round caps, as SVG).
 */
export function dashVertices(vertices: readonly Vertex[], pattern: readonly number[]): Vertex[][] {
  const out: Vertex[][] = [];
  const at = (x: number, y: number): Vertex => ({ x, y, text: `${coordText(x)},${coordText(y)}` });
  let k = 0;
  let left = pattern[0];
  let cur: Vertex[] | undefined = left > 0 ? [vertices[0]] : undefined;
  if (left === 0) out.push([vertices[0], vertices[0]]);
  for (let i = 1; i < vertices.length; i++) {
    let a = vertices[i - 1];
    const b = vertices[i];
    let len = Math.hypot(b.x - a.x, b.y - a.y);
    while (len > 0) {
      if (left >= len) {
        // The segment ends inside the current dash or gap.
        left -= len;
        if (cur) cur.push(b);
        break;
      }
      const t = left / len;
      const p = at(a.x + (b.x - a.x) * t, a.y + (b.y - a.y) * t);
      if (cur) {
        cur.push(p);
        out.push(cur);
        cur = undefined;
      }
      len -= left;
      a = p;
      // Next entry of the pattern (a zero-length dash is a dot).
      for (;;) {
        k = (k + 1) % pattern.length;
        left = pattern[k];
        const dash = k % 2 === 0;
        if (left > 0) {
          if (dash) cur = cur ?? [p];
          break;
        }
        if (dash) out.push([p, p]);
      }
    }
  }
  if (cur && cur.length > 1) out.push(cur);
  return out;
}

/** The nearest `stroke-dasharray` of an element or its ancestors up to `root` (Plot sets it on the mark's group). */
function inherited(el: Element, root: Element, attr: string): string | null {
  for (let e: Element | null = el; e; e = e === root ? null : e.parentElement) {
    const v = e.getAttribute(attr);
    if (v !== null) return v;
  }
  return null;
}

/**
 * Write every dashed M/L path of `root` as its dashes ({@link dashVertices}) with `stroke-dasharray="none"`; paths
 * with a dash offset are left dashed. Returns the number of paths rewritten.
 */
export function flattenDashes(root: Element): number {
  let n = 0;
  for (const path of Array.from(root.querySelectorAll('path'))) {
    const pattern = dashPattern(inherited(path, root, 'stroke-dasharray'));
    if (!pattern || inherited(path, root, 'stroke-dashoffset') !== null) continue;
    const d = path.getAttribute('d');
    const sub = d ? parsePolyline(d) : undefined;
    if (!sub) continue;
    path.setAttribute('d', formatPolyline(sub.flatMap((sp) => dashVertices(sp, pattern))));
    path.setAttribute('stroke-dasharray', 'none');
    n++;
  }
  return n;
}
