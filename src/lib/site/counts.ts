/**
 * Confusion counts for display, one rule for every table of the site: whole cases, formatted by `int` (the site's
 * number format). Counts derived from published ROC points (TP = TPR·P, FP = FPR·N) are fractional; the report JSON
 * keeps them exact, the pages round them and give the exact value in a tooltip.
 */
import { int } from '../charts/format';

export function countText(v: number | null | undefined): string {
  return v === null || v === undefined ? '—' : int(Math.round(v));
}

/** The exact value, when rounding changed it (for a title attribute). */
export function countTitle(v: number | null | undefined): string | undefined {
  return v === null || v === undefined || Number.isInteger(v) ? undefined : `${v} exactly (derived from a published ROC point; rounded for display)`;
}
