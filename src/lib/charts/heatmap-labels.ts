/**
 * Words and numbers of the winner heatmap, shared by the build (charts/heatmap.ts), the what-if panel (re-renders the
 * same chart in the page) and print (the per-cell keys): the κ column label, the category of a cell's winners ("A",
 * "A ≈ B"), the model numbers and cell keys ("1", "1≈3"), the legend order and the tooltip text. Pure, isomorphic.
 * Winners themselves are decided by src/lib/metrics/winners.ts.
 */
import { fmt, int, kappaText } from './format';
import { own } from '../dict';
import { visibleBidi } from '../text';
import { DEF11 } from '../warning-codes';

/** Mark of a tie between models, in category labels ("A ≈ B") and cell keys ("1≈2"). */
export const TIE_MARK = '≈';

/** Label of a κ column: its share of |D| in percent, 2 significant digits below 1 %, 1 decimal below 10 %. */
export function kappaLabel(kappa: number, total: number): string {
  const s = (kappa / total) * 100;
  const str = s >= 10 ? s.toFixed(0) : s >= 1 ? Number(s.toFixed(1)).toString() : Number(s.toPrecision(2)).toString();
  return `${str}%`;
}

/** Winners in report model order (names unknown to `order` last). */
function ordered(winners: readonly string[], order: readonly string[]): string[] {
  const rank = (w: string) => {
    const i = order.indexOf(w);
    return i < 0 ? order.length : i;
  };
  return [...winners].sort((a, b) => rank(a) - rank(b));
}

/** Label of the category of cells without a winner (metrics/winners.ts shownWinners: every partial VOROS 0). */
export const NO_WINNER_LABEL = 'no model (partial VOROS 0)';

/** Why a scenario or a cell has no winner, in the words every page, chart and statement uses. */
export const NO_REACH = 'no model reaches the feasible region except by never alerting';

/** Label of a winner category: `A`, `A ≈ B`, … in report model order; {@link NO_WINNER_LABEL} when no model wins. */
export function categoryLabel(winners: readonly string[], order: readonly string[]): string {
  if (winners.length === 0) return NO_WINNER_LABEL;
  return ordered(winners, order).map(visibleBidi).join(` ${TIE_MARK} `);
}

/** Number of each model for print (1, 2, … in report model order). */
export function modelKey(name: string, order: readonly string[]): string {
  const i = order.indexOf(name);
  return i < 0 ? '?' : String(i + 1);
}

/** Key of a winner category printed in its cells and legend entry: "1", "1≈3", …; '—' when no model is listed. */
export function categoryKey(winners: readonly string[], order: readonly string[]): string {
  if (winners.length === 0) return '—';
  return ordered(winners, order)
    .map((w) => modelKey(w, order))
    .join(TIE_MARK);
}

/**
 * Legend order of winner categories: single winners first, then ties, then no winner; within each, by the first model
 * in report order, then by label.
 */
export function compareCategories(a: readonly string[], b: readonly string[], order: readonly string[]): number {
  const first = (ws: readonly string[]) => {
    const i = ws.length ? order.indexOf(ordered(ws, order)[0]) : -1;
    return i < 0 ? order.length : i;
  };
  const la = categoryLabel(a, order);
  const lb = categoryLabel(b, order);
  return Number(a.length === 0) - Number(b.length === 0) || Number(a.length > 1) - Number(b.length > 1) || first(a) - first(b) || (la < lb ? -1 : la > lb ? 1 : 0);
}

/** Legend label of the mark on heatmap cells where a Partial VOROS Def. 11 assumption fails. */
export const DEF11_MARK_LABEL = 'Partial VOROS Def. 11 assumption fails (dot)';

/** Tooltip line of a cell's failing Partial VOROS Def. 11 assumptions (codes of warning-codes.ts DEF11); '' if none. */
export function def11Line(codes: readonly string[] | undefined): string {
  if (!codes?.length) return '';
  const words = codes.map((c) => (c in DEF11 ? DEF11[c as keyof typeof DEF11].assumption : c));
  return `Def. 11 assumption fails: ${words.join('; ')}`;
}

/** First tooltip line of a grid cell (winner and win-probability charts): its α and κ, κ also as a share of |D|. */
export function cellPlace(alpha: number, kappa: number, total: number): string {
  return `α = ${fmt(alpha, 3)}, κ = ${kappaText(kappa)} (${kappaLabel(kappa, total)} of |D|)`;
}

/** First tooltip line of a run of cells in a large grid (grid-runs.ts): the row's α, the κ range and the cell count. */
export function runPlace(alpha: number, kappas: readonly [number, number], cells: number, total: number): string {
  const [k0, k1] = kappas;
  const range = k0 === k1 ? `κ = ${kappaText(k0)} (${kappaLabel(k0, total)} of |D|)` : `κ = ${kappaText(k0)}–${kappaText(k1)} (${kappaLabel(k0, total)}–${kappaLabel(k1, total)} of |D|)`;
  return `α = ${fmt(alpha, 3)}, ${range}, ${int(cells)} cell${cells === 1 ? '' : 's'}`;
}

/**
 * Tooltip of a heatmap cell; `tRange` adds the t range the PVs were computed for (the what-if panel's sliders),
 * `def11` a line naming the cell's failing Partial VOROS Def. 11 assumptions.
 */
export function cellTip(
  alpha: number,
  kappa: number,
  total: number,
  winners: readonly string[],
  order: readonly string[],
  pv: Readonly<Record<string, number>>,
  tRange?: readonly [number, number],
  def11?: readonly string[],
): string {
  const pvs = order.map((n) => `${visibleBidi(n)} ${fmt(own(pv, n))}`).join(', ');
  let tip = `${cellPlace(alpha, kappa, total)}\nwinner: ${categoryLabel(winners, order)}\npartial VOROS: ${pvs}`;
  if (tRange) tip += `\n(t ∈ [${fmt(tRange[0], 2)}, ${fmt(tRange[1], 2)}])`;
  const d = def11Line(def11);
  return d ? `${tip}\n${d}` : tip;
}

/**
 * Tooltip of a run of a large heatmap (grid-runs.ts): the row's α, the run's κ range and its winners; the per-cell
 * partial VOROS values are in the data table's download (heatmap.csv).
 */
export function runTip(
  alpha: number,
  kappas: readonly [number, number],
  cells: number,
  total: number,
  winners: readonly string[],
  order: readonly string[],
  tRange?: readonly [number, number],
  def11?: readonly string[],
): string {
  let tip = `${runPlace(alpha, kappas, cells, total)}\nwinner: ${categoryLabel(winners, order)}`;
  if (tRange) tip += `\n(t ∈ [${fmt(tRange[0], 2)}, ${fmt(tRange[1], 2)}])`;
  const d = def11Line(def11);
  return d ? `${tip}\n${d}` : tip;
}
