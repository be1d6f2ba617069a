/** Number formatting shared by charts, tables and the browser script (deterministic, locale-free). */
import { FEASIBLE_TOL } from '../metrics/selection-cost';

/** Fixed number of significant decimals; '—' for null/undefined/NaN. */
export function fmt(v: number | null | undefined, digits = 3): string {
  if (v === null || v === undefined || !Number.isFinite(v)) return v === Infinity ? '∞' : '—';
  if (v !== 0 && Math.abs(v) < 10 ** -digits) return v.toExponential(1);
  return v.toFixed(digits);
}

/**
 * A share (0…1: of resamples, of a cost distribution, of grid cells) as a whole percentage that never rounds to a
 * certainty it does not have: "100%" and "0%" only for 1 and 0 (within FEASIBLE_TOL, the tolerance with which the
 * selection counts a choice as always feasible), ">99%" and "<1%" for the shares in between that would round to them.
 */
export function sharePct(v: number): string {
  if (!Number.isFinite(v)) return '—';
  if (v >= 1 - FEASIBLE_TOL) return '100%';
  if (v <= FEASIBLE_TOL) return '0%';
  const r = Math.round(100 * v);
  return r >= 100 ? '>99%' : r <= 0 ? '<1%' : `${r}%`;
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

/**
 * The capacity κ as a number of alerts: whole when it is ("20"), else to two decimals ("33.9" for 30% of 113 cases,
 * "3 930.5"). κ bounds the expected number of alerts (Partial VOROS Def. 4), so it need not be whole.
 */
export function kappaText(kappa: number): string {
  if (!Number.isFinite(kappa)) return '—';
  const r = Math.round(kappa);
  if (Math.abs(kappa - r) < 1e-9) return int(r);
  const [whole, frac] = kappa.toFixed(2).replace(/0+$/, '').split('.');
  return `${int(Number(whole))}.${frac}`;
}

/**
 * The whole number of alerts a capacity κ allows, for "at most … alerts": ⌊κ⌋ (33 for κ = 33.9: 34 alerts exceed
 * it), with a tolerance for κ computed as a share of the cases (29% of 100 is 28.999999999999996).
 */
export function maxAlerts(kappa: number): string {
  return Number.isFinite(kappa) ? int(Math.floor(kappa + 1e-9)) : '—';
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

/** A number in prose: at most three significant digits, no trailing zeros ("0.111", "0.7", "20"). */
export function short(v: number): string {
  return Number.isFinite(v) ? Number(v.toPrecision(3)).toString() : fmt(v);
}

/** A cost distribution (scenario or heatmap `cost`) in words: "t uniform on [0.01, 0.7]", "C0/C1 uniform on [0.111, 0.167]". */
export function costText(c: { t: readonly [number, number] } | { ratio: readonly [number, number]; classRatio?: readonly [number, number] }): string {
  if ('t' in c) return `t uniform on [${short(c.t[0])}, ${short(c.t[1])}]`;
  return `C0/C1 uniform on [${short(c.ratio[0])}, ${short(c.ratio[1])}]${c.classRatio ? `, N/P in [${short(c.classRatio[0])}, ${short(c.classRatio[1])}]` : ''}`;
}

/** Threshold of a classifier `score >= τ`; null means never alarm (+∞). */
export function threshold(v: number | null): string {
  if (v === null) return '+∞ (never alarm)';
  if (!Number.isFinite(v)) return v > 0 ? '+∞' : '−∞';
  return Number(v.toPrecision(6)).toString();
}

/**
 * A best operating point as the what-if panel lists it, on the page and from its script: "FPR 0.302, TPR 0.505,
 * τ 0.15152 (t 0.51–0.54)", with every t range where it is optimal.
 */
export function bestPointText(fpr: number, tpr: number, thresholdText: string, t: readonly (readonly [number, number])[]): string {
  return `FPR ${fmt(fpr)}, TPR ${fmt(tpr)}, τ ${thresholdText} (t ${t.map(([a, b]) => `${fmt(a, 2)}–${fmt(b, 2)}`).join(', ')})`;
}

/** The what-if panel's κ as a share of the cases ("30.00% of the cases"), on the page and from its script. */
export const kappaShareText = (percent: number) => `${fmt(percent, 2)}% of the cases`;

/** The κ slider's spoken value ("30.00% of the cases, κ = 33.9 alerts"), on the page and from its script. */
export const kappaValueText = (percent: number, kappa: number) => `${kappaShareText(percent)}, κ = ${kappaText(kappa)} alerts`;

/** The what-if panel's feasible region, on the page and from its script: "Feasible region: case 1 (…), area 0.0779." */
export function regionText(caseNumber: number, description: string, area: number): string {
  return `Feasible region: case ${caseNumber} (${description}), area ${fmt(area, 4)}.`;
}

/** The kind of input a report was computed from, in words. */
export function inputKind(kind: string): string {
  return kind === 'roc' ? 'published ROC points' : kind === 'counts' ? 'count tables' : 'per-case scores';
}
