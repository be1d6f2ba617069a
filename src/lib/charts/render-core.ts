/**
 * Rendering of Observable Plot specs to SVG strings, isomorphic: the page's own `document` in the browser (the what-if
 * panel re-renders the heatmap with the build's chart function), a jsdom document at build time (render.ts provides
 * it). Output is deterministic: Plot's global clip-path counter is replaced by ids derived from the chart id, `<title>`
 * children (Plot's `title` channel) become `data-tip` attributes for the page's tooltip script (and `aria-label`
 * for screen readers), and the markup is serialized in document order (outerHTML).
 */
import * as Plot from '@observablehq/plot';

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
  /** Markup inserted as the first children of the <svg> (e.g. <defs> of patterns). */
  prepend?: string;
  /** Document to render with (default: the provider's, else the global one). */
  document?: Document;
}

/** Render a Plot spec to an SVG string. The spec must not contain title/subtitle/caption/legend (the figure has them). */
export function renderPlot(spec: Plot.PlotOptions, opts: RenderOptions): string {
  const node = Plot.plot({ ...spec, document: opts.document ?? defaultDocument() } as Plot.PlotOptions) as unknown as Element;
  const svg = (node.tagName.toLowerCase() === 'svg' ? node : node.querySelector('svg')) as SVGSVGElement | null;
  if (!svg) throw new Error(`chart ${opts.id}: Plot returned no <svg>`);
  // Tooltips: <title> → data-tip (+ aria-label).
  for (const t of Array.from(svg.querySelectorAll('title'))) {
    const parent = t.parentElement;
    const text = (t.textContent ?? '').trim();
    if (parent && parent !== (svg as Element)) {
      parent.setAttribute('data-tip', text);
      parent.setAttribute('aria-label', text.replace(/\n/g, '; '));
      parent.setAttribute('tabindex', '0');
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
  svg.setAttribute('role', 'img');
  if (opts.ariaLabel) svg.setAttribute('aria-label', opts.ariaLabel);
  svg.setAttribute('data-chart-id', opts.id);
  opts.decorate?.(svg);
  // ARIA permits aria-label only with a role: the marks that carry a tooltip are graphics symbols (focusable, named),
  // Plot's labelled groups are groups. The <svg> itself is role="img" with its text alternative; the figure's data
  // table is the accessible equivalent of the marks.
  for (const el of Array.from(svg.querySelectorAll('[aria-label]:not([role])')))
    el.setAttribute('role', el.hasAttribute('data-tip') ? 'graphics-symbol' : 'group');
  const html = svg.outerHTML;
  if (!opts.prepend) return html;
  const end = html.indexOf('>') + 1;
  return html.slice(0, end) + opts.prepend + html.slice(end);
}

export { Plot };
