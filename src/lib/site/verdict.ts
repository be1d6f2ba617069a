/**
 * A deployment scenario's verdict in words, from each model's partial VOROS: the best model with its margin to the
 * next, a tie, or none when no model reaches the feasible region except by never alarming (winners.ts, `bestModels`).
 * The summary box says it for each scenario of the report (summary.ts), the what-if panel for the constraints a reader
 * sets (WhatIf.astro at build time, src/client/whatif.ts in the page).
 */
import { fmt, maxAlerts } from '../charts/format';
import { bestModels, SCENARIO_TIE } from '../metrics/winners';
import type { Report } from '../report/types';
import { NO_REACH } from '../charts/heatmap-labels';

/** "a", "a and b", "a, b and c". */
export const nameList = (xs: readonly string[]) => (xs.length <= 1 ? xs.join('') : `${xs.slice(0, -1).join(', ')} and ${xs[xs.length - 1]}`);

/** A scenario's constraints in words: "precision ≥ 0.60, at most 33 alerts" (κ alerts, rounded down). */
export const constraintsText = (precision: number, capacityCount: number) => `precision ≥ ${fmt(precision, 2)}, at most ${maxAlerts(capacityCount)} alerts`;

export interface Verdict {
  /** The single best model, or null (a tie, or none). */
  winner: string | null;
  /** The models marked best: the winner, the tied models, or none. */
  best: string[];
  /** The highest partial VOROS. */
  top: number;
  /** The best of the other models, when there are best models and others. */
  next?: { name: string; pv: number };
  /** In words, with the margin to the next model: "wfns (partial VOROS 0.522; next s100b, 0.510)." */
  text: string;
}

/** The verdict on models `names` with partial VOROS `pvs` (in the same order). */
export function verdict(names: readonly string[], pvs: readonly number[]): Verdict {
  const best = bestModels(pvs, SCENARIO_TIE).map((k) => names[k]);
  // Highest first; equal values keep the models' order.
  const ranked = names.map((name, k) => ({ name, pv: pvs[k] })).sort((a, b) => b.pv - a.pv);
  const top = ranked[0]?.pv ?? 0;
  if (best.length === 0) return { winner: null, best, top, text: `no clear winner: ${NO_REACH} (partial VOROS 0).` };
  const next = ranked.find((r) => !best.includes(r.name));
  if (best.length > 1) return { winner: null, best, top, ...(next && { next }), text: `no clear winner: ${nameList(best)} tie (partial VOROS ${fmt(top)}).` };
  return { winner: best[0], best, top, ...(next && { next }), text: `${best[0]} (partial VOROS ${fmt(top)}${next ? `; next ${next.name}, ${fmt(next.pv)}` : ''}).` };
}

/** Each model's partial VOROS in the report's scenario `name`, in model order. */
export const scenarioPvs = (report: Report, name: string) => report.models.map((m) => m.scenarios.find((x) => x.name === name)?.partialVoros ?? 0);

/** The verdict on the report's scenario `name`: the report's pages (header, summary, scenario sections, index) say it. */
export const scenarioVerdict = (report: Report, name: string) => verdict(report.models.map((m) => m.name), scenarioPvs(report, name));

/**
 * The what-if panel's verdict line for precision `alpha`, `kappa` alerts and t from `t0` to `t1` (a polite status:
 * a screen reader says it after each change), and the models it marks best.
 */
export function verdictLine(names: readonly string[], pvs: readonly number[], alpha: number, kappa: number, t0: number, t1: number): { line: string; best: string[] } {
  const v = verdict(names, pvs);
  return { line: `Best at ${constraintsText(alpha, kappa)}, t from ${fmt(t0, 2)} to ${fmt(t1, 2)}: ${v.text}`, best: v.best };
}
