/**
 * Direct labels that do not overlap: where several model curves meet (13 models at one corner of an ROC chart), their
 * names would print on top of each other. Each label keeps its place if it is free, else moves up or down by whole
 * line heights to the nearest free place inside the chart (greedy, in the models' order, so the first models keep
 * theirs); a name with no free place within MAX_LABEL_SHIFT lines is left out (a 13-model chart on a phone). Text
 * widths are estimated from the character count (no layout engine at build time). The label's symbol stays on the
 * curve; the name sits a few lines from it at most.
 */

/** A label's box in pixels: left edge x, vertical centre y, width w, height h. */
export interface LabelBox {
  x: number;
  y: number;
  w: number;
  h: number;
}

/** How far (in line heights) a label may move up or down. */
export const MAX_LABEL_SHIFT = 10;

/**
 * Advance of a bold sans-serif character as a share of the font size, on the safe side: DejaVu Sans Bold (what
 * `system-ui` falls back to on Debian) averages about 0.68 em over names like `rf_depth16_leaf16`.
 */
export const CHAR_WIDTH_EM = 0.72;

/** Whether two label boxes overlap, a centred at ay and b at by. */
function overlaps(a: LabelBox, ay: number, b: LabelBox, by: number): boolean {
  return Math.min(a.x + a.w, b.x + b.w) > Math.max(a.x, b.x) && Math.min(ay + a.h / 2, by + b.h / 2) > Math.max(ay - a.h / 2, by - b.h / 2);
}

/**
 * Vertical offsets (pixels) that keep the labels apart and inside [top, bottom], label by label in order: 0 when its
 * place is inside and free of the labels kept before it; else the smallest shift ±k·h (k = 1 … MAX_LABEL_SHIFT, down
 * first) that is free and inside; null when none is: that label is left out (its symbol on the curve and the legend
 * still name the model; overlapping text would hide both names). `fixed`: boxes that do not move (the chart's other
 * texts: a baseline's or a constraint line's label), which no label may cover.
 */
export function declutterOffsets(boxes: readonly LabelBox[], top: number, bottom: number, fixed: readonly LabelBox[] = []): (number | null)[] {
  const kept: { box: LabelBox; y: number }[] = fixed.map((box) => ({ box, y: box.y }));
  return boxes.map((b) => {
    const free = (y: number) => kept.every((p) => !overlaps(b, y, p.box, p.y));
    const inside = (s: number) => b.y + s - b.h / 2 >= top && b.y + s + b.h / 2 <= bottom;
    // Its own place first (when inside), then the nearest lines, down first.
    const candidates = inside(0) ? [0] : [];
    for (let k = 1; k <= MAX_LABEL_SHIFT; k++) {
      for (const s of [k * b.h, -k * b.h]) if (inside(s)) candidates.push(s);
    }
    const dy = candidates.find((s) => free(b.y + s));
    if (dy === undefined) return null;
    kept.push({ box: b, y: b.y + dy });
    return dy;
  });
}

const TRANSLATE = /^translate\(\s*(-?[\d.e+-]+)[ ,]+(-?[\d.e+-]+)\s*\)$/;

/** Advance of a regular-weight character as a share of the font size, on the safe side (DejaVu Sans averages ~0.6). */
const CHAR_WIDTH_REGULAR_EM = 0.62;

/**
 * The nearest value of an attribute on an element or its ancestors: up to the svg element's children, or the svg
 * itself with `root` (Plot sets text-anchor="middle" there; its font-size attribute is overridden by the style).
 */
function inherited(el: Element, name: string, root = false): string | null {
  for (let e: Element | null = el; e; e = e.parentElement) {
    const svg = e.tagName.toLowerCase() === 'svg';
    if (svg && !root) return null;
    const v = e.getAttribute(name);
    if (v !== null) return v;
    if (svg) return null;
  }
  return null;
}

/**
 * Boxes of a rendered Plot SVG's texts outside the model-label groups (axis texts, a baseline's or a constraint line's
 * label), estimated from their placement (translations, x, y, the em offset), anchor, font size and weight, the
 * way the model labels are estimated. Texts placed otherwise (rotated, scaled) are left out.
 */
export function textBoxes(svg: SVGSVGElement, fontPx: number): LabelBox[] {
  const out: LabelBox[] = [];
  for (const t of Array.from(svg.querySelectorAll('text'))) {
    if (t.closest('g.model-label')) continue;
    const text = (t.textContent ?? '').trim();
    if (!text) continue;
    let x = Number(t.getAttribute('x') ?? 0) || 0;
    let y = 0;
    let placed = true;
    for (let e: Element | null = t; e && e !== svg; e = e.parentElement) {
      const tr = e.getAttribute('transform');
      if (!tr) continue;
      const m = TRANSLATE.exec(tr);
      if (!m) {
        placed = false;
        break;
      }
      x += Number(m[1]);
      y += Number(m[2]);
    }
    if (!placed) continue;
    const font = parseFloat(inherited(t, 'font-size') ?? '') || fontPx;
    const ya = t.getAttribute('y') ?? '0';
    // Plot writes y="0.32em" (centred on the point), "0.71em" (hanging) or a pixel offset (baseline).
    const em = /^(-?[\d.]+)em$/.exec(ya);
    const centre = em ? y + (Number(em[1]) - 0.32) * font : y + (Number(ya) || 0) - 0.32 * font;
    const bold = /^(bold|[6-9]00)$/.test(inherited(t, 'font-weight') ?? '');
    const w = (text.length + 0.5) * (bold ? CHAR_WIDTH_EM : CHAR_WIDTH_REGULAR_EM) * font;
    const anchor = inherited(t, 'text-anchor', true) ?? 'start';
    const left = anchor === 'middle' ? x - w / 2 : anchor === 'end' ? x - w : x;
    out.push({ x: left, y: centre, w, h: font * 1.25 });
  }
  return out;
}

/**
 * Moves the texts of each `g.model-label` group of a rendered Plot SVG (common.ts modelLines) so that they stay inside
 * the plot frame (`frame`: its top and left edges and its bottom, px; by default the whole SVG) and the chart's width,
 * clear of the axes' ticks and titles, and do not overlap; leaves out those that find no free place
 * ({@link declutterOffsets}); then moves the chart's text marks above its other marks, and the names above all (an
 * operating point's symbol drawn after them hid the name under it; a curve crossed a baseline's label). `fontPx` is
 * the chart's font size.
 */
export function declutterModelLabels(svg: SVGSVGElement, fontPx: number, frame: { top?: number; bottom?: number; left?: number } = {}): void {
  const width = Number(svg.getAttribute('width')) || Infinity;
  const height = Number(svg.getAttribute('height')) || Infinity;
  const { top = 0, bottom = height, left = 0 } = frame;
  const fixed = textBoxes(svg, fontPx);
  for (const g of Array.from(svg.querySelectorAll('g.model-label'))) {
    const gm = TRANSLATE.exec(g.getAttribute('transform') ?? 'translate(0,0)');
    const [gx, gy] = gm ? [Number(gm[1]), Number(gm[2])] : [0, 0];
    const texts = Array.from(g.querySelectorAll('text'));
    const at = texts.map((t) => TRANSLATE.exec(t.getAttribute('transform') ?? ''));
    if (at.some((m) => !m)) continue; // not Plot's per-text placement: leave as is
    const pos = at.map((m) => [Number(m![1]), Number(m![2])] as const);
    const h = fontPx * 1.25; // the laid-out text box (ascent + descent) is about 1.17 em
    const boxes = texts.map((t, i) => {
      const w = ((t.textContent ?? '').length + 0.5) * CHAR_WIDTH_EM * fontPx; // + the halo (stroke) and a little air
      // A name that would run past the right edge of the chart starts further left.
      const x = Math.max(left, Math.min(pos[i][0] + gx, width - w));
      return { x, y: pos[i][1] + gy, w, h };
    });
    declutterOffsets(boxes, top, bottom, fixed).forEach((dy, i) => {
      const [x0, y0] = pos[i];
      // The text's own x changes only when its box was moved inside the width (x0 + gx − gx need not give x0 back).
      const x = boxes[i].x === x0 + gx ? x0 : boxes[i].x - gx;
      if (dy === null) texts[i].remove();
      else if (dy !== 0 || x !== x0) texts[i].setAttribute('transform', `translate(${x},${y0 + dy})`);
    });
  }
  for (const g of Array.from(svg.querySelectorAll('g[aria-label="text"]:not(.model-label)'))) g.parentNode?.appendChild(g);
  for (const g of Array.from(svg.querySelectorAll('g.model-label'))) g.parentNode?.appendChild(g);
}
