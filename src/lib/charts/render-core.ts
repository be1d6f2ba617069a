/**
 * Rendering of Observable Plot specs to SVG strings, isomorphic: the page's own `document` in the browser (the what-if
 * panel re-renders the heatmap with the build's chart function), a jsdom document at build time (render.ts provides
 * it). Output is deterministic: Plot's global clip-path counter is replaced by ids derived from the chart id, `<title>`
 * children (Plot's `title` channel) become `data-tip` attributes for the page's tooltip script (and `aria-label`
 * for screen readers), and the markup is serialized in document order (outerHTML).
 */
import * as Plot from '@observablehq/plot';
import { declutterModelLabels } from './declutter';
import { flattenDashes, SCREEN_SIMPLIFY_TOLERANCE_PX, SIMPLIFY_TOLERANCE_PX, simplifyPolylines } from './polyline';
import { flattenStripePatterns } from './stripes';

const SVG_NS = 'http://www.w3.org/2000/svg';
let provider: (() => Document) | undefined;

/** Set the document used when a render call passes none (render.ts sets a jsdom document in Node). */
export function setDocumentProvider(f: () => Document): void {
  provider = f;
}

function defaultDocument(): Document {
  if (provider) return provider();
  if (typeof document !== 'undefined') return document;
  throw new Error('renderPlot: no DOM document; in Node import src/lib/charts/render.ts (jsdom) or pass `document`');
}

export interface RenderOptions {
  /** Unique, stable id of the chart in its page (used for clip-path ids). */
  id: string;
  /** Accessible name of the SVG. */
  ariaLabel?: string;
  /**
   * Called with each mark's group element and its data, after rendering: lets a chart put data attributes on the
   * elements of a mark (e.g. heatmap cells `data-cell="i,j"`).
   */
  decorate?: (svg: SVGSVGElement) => void;
  /** Markup inserted as the first children of the <svg> (e.g. <defs> of patterns); a function gets the variant's id. */
  prepend?: string | ((id: string) => string);
  /** Document to render with (default: the provider's, else the global one). */
  document?: Document;
  /**
   * Whether marks with a tooltip are also focusable and named for screen readers (`tabindex`, `aria-label`; default
   * true). False for charts with hundreds of such marks (a large heatmap): the tooltip then shows on hover, and the
   * figure's data table is the accessible equivalent, rather than hundreds of tab stops.
   */
  focusableTips?: boolean;
}

/** Render a Plot spec to an SVG string. The spec must not contain title/subtitle/caption/legend (the figure has them). */
export function renderPlot(spec: Plot.PlotOptions, opts: RenderOptions): string {
  const node = Plot.plot({ ...spec, document: opts.document ?? defaultDocument() } as Plot.PlotOptions) as unknown as Element;
  const svg = (node.tagName.toLowerCase() === 'svg' ? node : node.querySelector('svg')) as SVGSVGElement | null;
  if (!svg) throw new Error(`chart ${opts.id}: Plot returned no <svg>`);
  // Tooltips: <title> → data-tip (+ aria-label and focus, unless opts.focusableTips is false). One tab stop per chart
  // (roving tabindex): the first mark is in the tab order, the others are reached with the arrow keys
  // (src/client/chart-keys.ts), so a page of charts is not hundreds of Tab presses long.
  let stops = 0;
  for (const t of Array.from(svg.querySelectorAll('title'))) {
    const parent = t.parentElement;
    const text = (t.textContent ?? '').trim();
    if (parent && parent !== (svg as Element)) {
      parent.setAttribute('data-tip', text);
      if (opts.focusableTips !== false) {
        parent.setAttribute('aria-label', text.replace(/\n/g, '; '));
        parent.setAttribute('tabindex', stops++ === 0 ? '0' : '-1');
      }
    }
    t.remove();
  }
  // Deterministic clip ids.
  const ids = new Map<string, string>();
  let k = 0;
  for (const el of Array.from(svg.querySelectorAll('[id]'))) {
    const old = el.getAttribute('id')!;
    const nu = `${opts.id}-c${++k}`;
    ids.set(old, nu);
    el.setAttribute('id', nu);
  }
  if (ids.size) {
    for (const el of Array.from(svg.querySelectorAll('[clip-path]'))) {
      const v = el.getAttribute('clip-path')!;
      const m = /^url\(#(.+)\)$/.exec(v);
      if (m && ids.has(m[1])) el.setAttribute('clip-path', `url(#${ids.get(m[1])})`);
    }
  }
  // Invalid SVG (a browser logs an error for each): a negative size means the chart did not fit its box.
  for (const el of Array.from(svg.querySelectorAll('[width],[height],[r]')))
    for (const a of ['width', 'height', 'r']) {
      const v = el.getAttribute(a);
      if (v !== null && Number(v) < 0) throw new Error(`chart ${opts.id}: <${el.tagName.toLowerCase()}> ${a}="${v}" (negative); the chart does not fit its box`);
    }
  // Markup given by the chart (e.g. <defs> of patterns), first in the <svg>, with the ids it chose.
  const prepend = typeof opts.prepend === 'function' ? opts.prepend(opts.id) : opts.prepend;
  if (prepend) {
    const holder = svg.ownerDocument.createElementNS(svg.namespaceURI ?? SVG_NS, 'svg');
    holder.innerHTML = prepend;
    svg.prepend(...Array.from(holder.childNodes));
  }
  // Direct model labels moved apart where curves meet (declutter.ts).
  const styleFont = typeof spec.style === 'object' && spec.style ? parseFloat(String((spec.style as { fontSize?: unknown }).fontSize ?? '')) : NaN;
  // Inside the plot frame (Plot's default margins where the spec gives none), clear of ticks and axis titles.
  const h = spec.height ?? 400;
  declutterModelLabels(svg, Number.isFinite(styleFont) ? styleFont : 10, {
    top: spec.marginTop ?? 20,
    bottom: h - (spec.marginBottom ?? 30),
    left: spec.marginLeft ?? 40,
  });
  if (opts.ariaLabel) svg.setAttribute('aria-label', opts.ariaLabel);
  svg.setAttribute('data-chart-id', opts.id);
  opts.decorate?.(svg);
  if (svg.getAttribute('aria-hidden') !== 'true') exposeChart(svg);
  return svg.outerHTML;
}

/**
 * The chart's accessibility tree. ARIA permits aria-label only with a role: the marks that carry a tooltip are graphics
 * symbols (named), Plot's labelled groups are groups. A chart with focusable marks is a group of them: role="img" would
 * make its children presentational, and the keyboard focus would land on marks absent from the accessibility tree.
 * Its parts without such a mark (axes, frame, lines, labels) are hidden from assistive technology, as an image's
 * are; the figure's data table is the accessible equivalent of the whole. A chart without focusable marks is one image
 * with its text alternative.
 */
function exposeChart(svg: SVGSVGElement): void {
  for (const el of Array.from(svg.querySelectorAll('[aria-label]:not([role])')))
    el.setAttribute('role', el.hasAttribute('data-tip') ? 'graphics-symbol' : 'group');
  const focusable = '[data-tip][tabindex]';
  if (!svg.querySelector(focusable)) {
    svg.setAttribute('role', 'img');
    return;
  }
  svg.setAttribute('role', 'group');
  for (const el of Array.from(svg.children))
    if (!el.matches(focusable) && !el.querySelector(focusable) && !['style', 'defs'].includes(el.tagName.toLowerCase()))
      el.setAttribute('aria-hidden', 'true');
}

/**
 * Variants of a chart, each rendered for its medium rather than an SVG scaled down (scaling shrinks the text):
 *   screen: the chart's own size, 12 px text;
 *   phone:  at most PHONE_WIDTH px wide, 11 px text (shown 1:1 on a 390 px screen, so text stays ≥ 10 CSS px);
 *   print:  within PRINT_BOX px (1 CSS px = 0.75 pt: 480 × 218 pt, so two figures share a page), 10 px = 7.5 pt text, shown 1:1 on paper.
 * Which one shows is decided by CSS media queries (src/styles/site.css, print.css).
 */
export type Variant = 'screen' | 'phone' | 'print';
export const VARIANT_FONT_PX: Record<Variant, number> = { screen: 12, phone: 11, print: 10 };
export const PHONE_WIDTH = 300;
export const PRINT_BOX = { width: 640, height: 290 };

export interface VariantSpec {
  variant: Variant;
  /** Text size of the variant, px. */
  fontSize: number;
  /** Largest size of the variant, px (screen: none). */
  maxWidth: number;
  maxHeight: number;
}

export interface ChartSvgs {
  /** The screen variant (what the what-if panel, snapshots and tooltips see first). */
  svg: string;
  variants: { phone: string; print: string };
}

export interface VariantBoxes {
  phone?: { width: number };
  print?: { width: number; height: number };
}

export function variantSpec(variant: Variant, boxes: VariantBoxes = {}): VariantSpec {
  const fontSize = VARIANT_FONT_PX[variant];
  if (variant === 'phone') return { variant, fontSize, maxWidth: boxes.phone?.width ?? PHONE_WIDTH, maxHeight: Infinity };
  if (variant === 'print') return { variant, fontSize, maxWidth: boxes.print?.width ?? PRINT_BOX.width, maxHeight: boxes.print?.height ?? PRINT_BOX.height };
  return { variant, fontSize, maxWidth: Infinity, maxHeight: Infinity };
}

/** Scale that fits a width × height chart into a variant (never enlarges). */
export function variantScale(width: number, height: number, v: VariantSpec): number {
  return Math.min(1, v.maxWidth / width, v.maxHeight / height);
}

/** Smallest plot area (inside the margins) a variant may get, px: below it marks are unreadable or invalid SVG. */
export const MIN_PLOT_AREA = 40;

/** Fail the build, naming the chart, when fitting a variant leaves no room inside its margins. */
function checkPlotArea(spec: Plot.PlotOptions, id: string): void {
  const w = (spec.width ?? 640) - (spec.marginLeft ?? 0) - (spec.marginRight ?? 0);
  const h = (spec.height ?? 400) - (spec.marginTop ?? 0) - (spec.marginBottom ?? 0);
  if (w < MIN_PLOT_AREA || h < MIN_PLOT_AREA)
    throw new Error(`chart ${id}: ${spec.width} × ${spec.height} px leaves a ${Math.round(w)} × ${Math.round(h)} px plot area inside its margins (at least ${MIN_PLOT_AREA} px each way); give this variant a larger box or a different layout`);
}

/** Attributes of interactive marks, left out of the print variant (paper has no tooltips or focus). */
const INTERACTIVE = ['data-tip', 'tabindex', 'data-cell', 'data-run', 'data-category'];

/**
 * Render a chart's three variants. `spec` is a Plot spec at screen size, or a function of the variant returning one
 * (for marks that depend on it); its width and height are fitted to the variant and its text set to the variant's
 * size. Ids get a suffix per variant (-phone, -print), so the variants' clip paths and patterns stay apart.
 */
export function renderVariants(spec: Plot.PlotOptions | ((v: VariantSpec) => Plot.PlotOptions), opts: RenderOptions & { boxes?: VariantBoxes }): ChartSvgs {
  const one = (variant: Variant): string => {
    const v = variantSpec(variant, opts.boxes);
    const base = typeof spec === 'function' ? spec(v) : spec;
    const w = base.width ?? 640;
    const h = base.height ?? 400;
    const s = variantScale(w, h, v);
    const sized: Plot.PlotOptions = {
      ...base,
      width: Math.round(w * s),
      height: Math.round(h * s),
      style: { ...(typeof base.style === 'object' && base.style ? base.style : {}), fontSize: `${v.fontSize}px` },
    };
    const id = variant === 'screen' ? opts.id : `${opts.id}-${variant}`;
    const decorate = (svg: SVGSVGElement) => {
      // The variant first: a chart's own decoration may depend on it.
      svg.setAttribute('data-variant', variant);
      opts.decorate?.(svg);
      // Lines with the vertices that show (polyline.ts): phone and paper within 0.2 px (a 300 px chart needs a fraction
      // of them, and the phone downloads less), the screen within 0.02 px (the vertices on the line anyway: collinear
      // ROC points, PR curves interpolated between them). Tooltips sit on point marks, not on line vertices.
      simplifyPolylines(svg, variant === 'screen' ? SCREEN_SIMPLIFY_TOLERANCE_PX : SIMPLIFY_TOLERANCE_PX);
      if (variant !== 'print') return;
      // Paper: a static picture; the screen variant keeps the tooltips, names and focus.
      svg.setAttribute('aria-hidden', 'true');
      svg.removeAttribute('role');
      for (const a of INTERACTIVE) for (const el of Array.from(svg.querySelectorAll(`[${a}]`))) el.removeAttribute(a);
      for (const el of Array.from(svg.querySelectorAll('[aria-label]'))) el.removeAttribute('aria-label');
      // Paper draws stripes and dashes as plain geometry (stripes.ts, polyline.ts): the same picture, a fraction of the
      // PDF printer's work.
      flattenStripePatterns(svg);
      flattenDashes(svg);
    };
    checkPlotArea(sized, id);
    return renderPlot(sized, { ...opts, id, decorate });
  };
  return { svg: one('screen'), variants: { phone: one('phone'), print: one('print') } };
}

export { Plot };

/**
 * Put a chart's variants into the boxes of a figure already in the page (`div.chart-svg[data-variant]`, as
 * Figure.astro writes them): the page scripts that re-render a chart (what-if panel, PR at another prevalence) use it.
 */
export function fillChartBoxes(root: Element, out: { svg: string; variants?: ChartSvgs['variants'] }): void {
  for (const box of Array.from(root.querySelectorAll<HTMLElement>('.chart-svg'))) {
    const v = box.getAttribute('data-variant');
    box.innerHTML = v === 'phone' && out.variants ? out.variants.phone : v === 'print' && out.variants ? out.variants.print : out.svg;
  }
}
