/** Number formatting shared by charts, tables and the browser script (deterministic, locale-free). */

/** Fixed number of significant decimals; '—' for null/undefined/NaN. */
export function fmt(v: number | null | undefined, digits = 3): string {
  if (v === null || v === undefined || !Number.isFinite(v)) return v === Infinity ? '∞' : '—';
  if (v !== 0 && Math.abs(v) < 10 ** -digits) return v.toExponential(1);
  return v.toFixed(digits);
}

/** Percentage with `digits` decimals. */
export function pct(v: number, digits = 1): string {
  if (!Number.isFinite(v)) return '—';
  return (v * 100).toFixed(digits) + '%';
}

/**
 * Thousands separator: U+202F NARROW NO-BREAK SPACE (the SI digit-group space). Unlike the thin space U+2009 it is not a
 * line-break opportunity, so a count such as "2 390" never prints as "2" over "390" (Unicode UAX #14, class GL).
 */
export const THOUSANDS_SEP = '\u202f';

/** Integer with narrow no-break thousands separators (locale-free). */
export function int(v: number): string {
  if (!Number.isFinite(v)) return '—';
  const s = Math.round(v).toString();
  return s.replace(/\B(?=(\d{3})+(?!\d))/g, THOUSANDS_SEP);
}

/** Compact number for axis ticks of cost ratios. */
export function compact(v: number): string {
  if (v === 0) return '0';
  if (v >= 100) return v.toFixed(0);
  if (v >= 10) return v.toFixed(0);
  if (v >= 1) return Number(v.toFixed(1)).toString();
  if (v >= 0.1) return Number(v.toFixed(2)).toString();
  return Number(v.toPrecision(1)).toString();
}

/** Threshold of a classifier `score >= τ`; null means never alarm (+∞). */
export function threshold(v: number | null): string {
  if (v === null) return '+∞ (never alarm)';
  if (!Number.isFinite(v)) return v > 0 ? '+∞' : '−∞';
  return Number(v.toPrecision(6)).toString();
}

/** The kind of input a report was computed from, in words. */
export function inputKind(kind: string): string {
  return kind === 'roc' ? 'published ROC points' : kind === 'counts' ? 'count tables' : 'per-case scores';
}
