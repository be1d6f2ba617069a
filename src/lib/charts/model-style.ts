/**
 * One style per model — colour, dash pattern and point symbol — by the model's position in the report, used by every
 * chart and by the legend swatches, so models stay apart in greyscale and for readers who cannot tell the colours
 * apart: lines differ in dash pattern, points in symbol, and line charts label each curve directly. Pure module.
 */
import { dict } from '../dict';
import { modelColors, styleCycle } from './palette';

/**
 * Dash patterns of model lines (SVG stroke-dasharray, in px; 'none' = solid), in model order: fourteen distinct ones, so
 * with the seven colours every model of a report of up to fourteen has its own pattern.
 */
export const MODEL_DASHES = [
  'none', '10,4', '2,3', '10,3,2,3', '6,6', '14,3,2,3,2,3', '1,5',
  '4,2', '16,4', '8,2,2,2,2,2', '3,6', '12,2,4,2', '20,3,4,3', '1,2,6,2',
] as const;
/** Point symbols (Observable Plot symbol names), in model order. */
export const MODEL_SYMBOLS = ['circle', 'square', 'triangle', 'diamond', 'star', 'cross', 'wye'] as const;

export interface ModelStyle {
  color: string;
  dash: string;
  symbol: string;
}

/**
 * Style of each model by its position in the report's model list: the first 14 each have their own dash pattern;
 * after that, colour and symbol shift by one per round of 14 (palette.ts styleCycle), so no two of the first 98 models
 * share colour, dash and symbol, and no two share dash and symbol (greyscale).
 */
export function modelStyles(names: readonly string[]): Record<string, ModelStyle> {
  const colors = modelColors(names);
  const out = dict<ModelStyle>();
  names.forEach((n, i) => {
    out[n] = { color: colors[n], dash: MODEL_DASHES[i % MODEL_DASHES.length], symbol: MODEL_SYMBOLS[styleCycle(i, MODEL_SYMBOLS.length)] };
  });
  return out;
}

/** SVG path of a symbol of radius r centred on (0, 0), for legend swatches (the charts draw Plot's own symbols). */
export function symbolPath(symbol: string, r = 4): string {
  const f = (v: number) => String(Math.round(v * 100) / 100);
  const poly = (pts: [number, number][]) => 'M' + pts.map(([x, y]) => `${f(x)},${f(y)}`).join('L') + 'Z';
  switch (symbol) {
    case 'square':
      return poly([[-r, -r], [r, -r], [r, r], [-r, r]]);
    case 'triangle':
      return poly([[0, -r * 1.15], [r * 1.1, r * 0.75], [-r * 1.1, r * 0.75]]);
    case 'diamond':
      return poly([[0, -r * 1.3], [r, 0], [0, r * 1.3], [-r, 0]]);
    case 'star': {
      const pts: [number, number][] = [];
      for (let k = 0; k < 10; k++) {
        const a = (Math.PI / 5) * k - Math.PI / 2;
        const rr = k % 2 ? r * 0.5 : r * 1.2;
        pts.push([rr * Math.cos(a), rr * Math.sin(a)]);
      }
      return poly(pts);
    }
    case 'cross': {
      const a = r / 3;
      return poly([[-a, -r], [a, -r], [a, -a], [r, -a], [r, a], [a, a], [a, r], [-a, r], [-a, a], [-r, a], [-r, -a], [-a, -a]]);
    }
    case 'wye': {
      const pts: [number, number][] = [];
      for (let k = 0; k < 3; k++) {
        const a = (2 * Math.PI * k) / 3 - Math.PI / 2;
        const n = a + Math.PI / 2;
        const w = r / 3.5;
        pts.push([w * Math.cos(n) - 0, w * Math.sin(n)], [r * Math.cos(a) + w * Math.cos(n), r * Math.sin(a) + w * Math.sin(n)], [r * Math.cos(a) - w * Math.cos(n), r * Math.sin(a) - w * Math.sin(n)]);
      }
      return poly(pts);
    }
    default:
      return `M${f(r)},0A${f(r)},${f(r)},0,1,1,${f(-r)},0A${f(r)},${f(r)},0,1,1,${f(r)},0Z`;
  }
}

/** Legend swatch of a model as inline SVG markup: a short line in its colour and dash pattern and/or its symbol. */
export function swatchSvg(style: { color: string; dash?: string; symbol?: string }): string {
  const dash = style.dash === undefined || style.dash === 'none' ? '' : ` stroke-dasharray="${style.dash}"`;
  const stroke = style.dash !== undefined ? `<line x1="1" y1="7" x2="29" y2="7" stroke="${style.color}" stroke-width="2.5"${dash}></line>` : '';
  return (
    `<svg class="swatch-line" width="30" height="14" viewBox="0 0 30 14" aria-hidden="true">${stroke}` +
    (style.symbol !== undefined ? `<path d="${symbolPath(style.symbol, 4)}" transform="translate(15,7)" fill="${style.color}" stroke="var(--bg, #fff)" stroke-width="0.8"></path>` : '') +
    '</svg>'
  );
}

/**
 * Point at x of the line Plot draws through the points with `curve` (the nearest end outside its x range; null when
 * there are no points): 'linear' interpolates; 'step-before' (d3.curveStepBefore) is at the next point's y between two
 * points, 'step-after' at the previous one's, 'step' changes halfway.
 */
export function pointAt(xs: readonly number[], ys: readonly number[], x: number, curve = 'linear'): [number, number] | null {
  let best: [number, number] | null = null;
  for (let i = 0; i < xs.length; i++) {
    if (!Number.isFinite(xs[i]) || !Number.isFinite(ys[i])) continue;
    if (xs[i] === x) return [x, ys[i]];
    const j = i + 1;
    if (j < xs.length && Number.isFinite(xs[j]) && Number.isFinite(ys[j]) && (xs[i] - x) * (xs[j] - x) < 0) {
      if (curve === 'step-before') return [x, ys[j]];
      if (curve === 'step-after') return [x, ys[i]];
      if (curve === 'step') return [x, Math.abs(x - xs[i]) < Math.abs(xs[j] - x) ? ys[i] : ys[j]];
      const u = (x - xs[i]) / (xs[j] - xs[i]);
      return [x, ys[i] + u * (ys[j] - ys[i])];
    }
    if (!best || Math.abs(xs[i] - x) < Math.abs(best[0] - x)) best = [xs[i], ys[i]];
  }
  return best;
}

/**
 * Where each model's direct label goes on a line chart: the curve's point at an x spread over the domain by model
 * position (so labels of curves that meet at their ends, as ROC curves at (0,0) and (1,1), do not pile up).
 */
export function labelPositions(
  series: { model: string; xs: readonly number[]; ys: readonly number[] }[],
  domain: [number, number],
  curve = 'linear',
): { model: string; x: number; y: number }[] {
  const n = series.length;
  const out: { model: string; x: number; y: number }[] = [];
  series.forEach((s, k) => {
    const x = domain[0] + (domain[1] - domain[0]) * (0.12 + (0.7 * (k + 0.5)) / Math.max(1, n));
    const p = pointAt(s.xs, s.ys, x, curve);
    if (p) out.push({ model: s.model, x: p[0], y: p[1] });
  });
  return out;
}
