/**
 * Colours of the charts. One colour per model, the same in every chart of a report, from the Okabe–Ito palette
 * (colour-blind safe; black is left out so it stays readable in the dark theme). Its yellow (#F0E442) is darkened to
 * #A89400: on white it had a contrast of 1.3:1 (a 13-model chart's yellow line was all but invisible), now 3.0:1 on
 * white and 5.9:1 on the dark theme; it still comes last. Pure module: also used by the browser script.
 */
import { dict } from '../dict';
import { STRIPE_WIDTH, stripePattern } from './stripes';

export const OKABE_ITO = ['#0072B2', '#D55E00', '#009E73', '#CC79A7', '#E69F00', '#56B4E9', '#A89400'] as const;

/** Neutral colour for "no model" (nothing feasible) and for ties of more models than can be told apart. */
export const NEUTRAL = '#9a9a9a';

/**
 * Models per round of styles: model-style.ts has this many dash patterns (a test keeps both equal). From the next
 * round on, colours (and symbols) shift by one per round, so that no two of the first 98 models look alike.
 */
export const STYLE_ROUND = 14;

/** Index into a cycle of `n` (colours, symbols) of the model at position `i`: shifted by one per round of styles. */
export function styleCycle(i: number, n: number): number {
  return (i + Math.floor(i / STYLE_ROUND)) % n;
}

/** Colour of each model, by its position in the report's model list (stable across charts). */
export function modelColors(names: readonly string[]): Record<string, string> {
  const out = dict<string>();
  names.forEach((n, i) => {
    out[n] = OKABE_ITO[styleCycle(i, OKABE_ITO.length)];
  });
  return out;
}

function hex(c: string): [number, number, number] {
  const h = c.replace('#', '');
  return [parseInt(h.slice(0, 2), 16), parseInt(h.slice(2, 4), 16), parseInt(h.slice(4, 6), 16)];
}

function toHex(rgb: number[]): string {
  return '#' + rgb.map((v) => Math.max(0, Math.min(255, Math.round(v))).toString(16).padStart(2, '0')).join('');
}

/** Average of colours, mixed with white by `lighten` (0–1): the colour of a tie category such as `A ≈ B`. */
export function mixColors(colors: readonly string[], lighten = 0.35): string {
  if (colors.length === 0) return NEUTRAL;
  const acc = [0, 0, 0];
  for (const c of colors) {
    const [r, g, b] = hex(c);
    acc[0] += r; acc[1] += g; acc[2] += b;
  }
  return toHex(acc.map((v) => (v / colors.length) * (1 - lighten) + 255 * lighten));
}

export { categoryLabel } from './heatmap-labels';

/** Bit mask of the winners in the report's model order (bit i = model i). */
export function winnerMask(winners: readonly string[], order: readonly string[]): number {
  let m = 0;
  for (const w of winners) {
    const i = order.indexOf(w);
    if (i >= 0) m |= 1 << i;
  }
  return m;
}

/** Models of a mask, in order. */
export function maskModels(mask: number, order: readonly string[]): string[] {
  return order.filter((_, i) => (mask >> i) & 1);
}

/** Striped patterns are used for ties when the report has at most this many models (else a light mix). */
export const MAX_PATTERN_MODELS = 5;

/** Id of the striped pattern of a tie category inside a chart. */
export function tiePatternId(chartId: string, mask: number): string {
  return `${chartId}-tie-${mask}`;
}

/**
 * Fill of a winner category: the model's colour for a single winner; for a tie (`A ≈ B`) diagonal stripes of the
 * tied models' colours (an SVG pattern defined in the chart, see {@link tiePatterns}); grey when nobody is listed.
 */
export function categoryFill(winners: readonly string[], order: readonly string[], chartId: string): string {
  const colors = modelColors(order);
  if (winners.length === 0) return NEUTRAL;
  if (winners.length === 1) return colors[winners[0]] ?? NEUTRAL;
  if (order.length <= MAX_PATTERN_MODELS) return `url(#${tiePatternId(chartId, winnerMask(winners, order))})`;
  return mixColors(winners.map((w) => colors[w] ?? NEUTRAL));
}

/** CSS background of a category's legend swatch (stripes for ties, as in the chart). */
export function categorySwatch(winners: readonly string[], order: readonly string[]): string {
  const colors = modelColors(order);
  if (winners.length === 0) return NEUTRAL;
  if (winners.length === 1) return colors[winners[0]] ?? NEUTRAL;
  const cs = winners.map((w) => colors[w] ?? NEUTRAL);
  const w = STRIPE_WIDTH;
  const stops = cs.map((c, k) => `${c} ${k * w}px ${(k + 1) * w}px`).join(', ');
  return `repeating-linear-gradient(45deg, ${stops})`;
}

/** SVG markup of the striped patterns for every tie category (every subset of ≥ 2 models) of a chart (stripes.ts). */
export function tiePatterns(chartId: string, order: readonly string[]): string {
  if (order.length > MAX_PATTERN_MODELS || order.length < 2) return '';
  const colors = modelColors(order);
  const parts: string[] = [];
  for (let mask = 1; mask < 1 << order.length; mask++) {
    const ms = maskModels(mask, order);
    if (ms.length >= 2) parts.push(stripePattern(tiePatternId(chartId, mask), ms.map((m) => colors[m])));
  }
  return `<defs>${parts.join('')}</defs>`;
}
