/**
 * The summary box that opens every report (generated or MDX), computed from the report JSON: what was compared, the
 * winner per deployment scenario by partial VOROS (or "no clear winner"), and the main caveat. An MDX report may
 * state its conclusion and its own caveat in the frontmatter (`conclusion`, `caveat`, src/lib/site/frontmatter.ts).
 * Rendered by src/components/Summary.astro; printed on page 1 of the PDF.
 */
import { fmt, int, pct, threshold } from '../charts/format';
import { constraintsText, nameList as list, scenarioVerdict } from './verdict';
import type { Report } from '../report/types';
import { STRATEGY_LABELS } from '../report/recommendation';

type Recommendation = NonNullable<Report['recommendations']>[number];

/** The recommended deployment in words: model, then threshold (one, or “depends on t”) and how it was chosen. */
export function deployText(r: Recommendation): { model: string; rest: string } {
  const one = r.thresholds.length === 1 ? r.thresholds[0] : undefined;
  const how = `chosen on validation by ${STRATEGY_LABELS[r.strategy]}; expected test cost ${fmt(r.expectedTestCost)}`;
  const at = !one ? 'with a threshold that depends on the cost parameter t' : one.threshold === null ? 'never alerting' : `alerting at score ≥ ${threshold(one.threshold)}`;
  return { model: r.model, rest: `${at} (${how}).` };
}

export interface ScenarioVerdict {
  name: string;
  /** The deployment constraints in words. */
  constraints: string;
  /** The single winner, or null when there is no clear winner. */
  winner: string | null;
  /** The verdict in words, with the margin to the next model. */
  text: string;
  /** With model selection: the recommended deployment (model and threshold chosen on validation), in words. */
  deploy?: { model: string; rest: string };
}

export interface ReportSummary {
  compared: string;
  /** Overall discrimination (AUROC), for reports without scenarios and as context. */
  overall: string;
  scenarios: ScenarioVerdict[];
  /** The short forms of the report's uncertainty statements (is the best model distinguishable from every other one?). */
  uncertainty: string[];
  conclusion?: string;
  caveat: string;
}

/** Up to this many models the summary names them all; beyond, it points to the metrics table. */
export const NAMED_MODELS = 6;

/** Below this many positives (or negatives) the summary warns that second-decimal differences are noise. */
export const SMALL_SAMPLE = 100;

export function reportSummary(report: Report, fm: { conclusion?: string; caveat?: string } = {}): ReportSummary {
  const d = report.dataset;
  const names = report.models.map((m) => m.name);
  const compared =
    `${report.models.length} model${report.models.length === 1 ? '' : 's'} (${names.length <= NAMED_MODELS ? list(names) : 'listed in the metrics table'}) on ${int(d.positives + d.negatives)} cases, ` +
    `${int(d.positives)} positive (${pct(d.prevalence)})${report.simulated ? ' — simulated data' : ''}.`;
  const byAuroc = [...report.models].sort((a, b) => b.auroc - a.auroc);
  const overall = byAuroc.length
    ? `Highest AUROC: ${byAuroc[0].name} (${fmt(byAuroc[0].auroc)})${byAuroc[1] ? `, next ${byAuroc[1].name} (${fmt(byAuroc[1].auroc)})` : ''}.`
    : '';
  const scenarios = report.scenarios.map((s): ScenarioVerdict => {
    const { winner, text } = scenarioVerdict(report, s.name);
    const constraints = constraintsText(s.precision, s.capacityCount);
    const rec = report.recommendations?.find((r) => r.scenario === s.name);
    return { name: s.name, constraints, winner, text, ...(rec ? { deploy: deployText(rec) } : {}) };
  });
  return { compared, overall, scenarios, uncertainty: report.uncertainty?.briefs ?? [], ...(fm.conclusion ? { conclusion: fm.conclusion } : {}), caveat: fm.caveat ?? mainCaveat(report) };
}

/**
 * The caveat that matters most, by rule: every model below chance (inverted labels?), simulated data, a small sample,
 * failed assumptions, warnings.
 */
export function mainCaveat(report: Report): string {
  const d = report.dataset;
  if (report.models.length && report.models.every((m) => m.auroc < 0.5))
    return `Every model's AUROC is below 0.5: the positive label (${'`'}dataset.positive${'`'}) or the direction of the scores is probably inverted, and every ranking in this report is then upside down. Check the config before reading further.`;
  if (report.simulated) return 'Simulated data: the numbers illustrate the method and say nothing about patients.';
  if (Math.min(d.positives, d.negatives) < SMALL_SAMPLE)
    return `Small sample (${int(d.positives)} positive, ${int(d.negatives)} negative): differences in the second decimal are within sampling noise; confirm on an independent cohort.`;
  const def11 = report.scenarios.filter((s) => !s.def11.holds).map((s) => s.name);
  if (def11.length) return `Assumptions of Partial VOROS Def. 11 fail for ${list(def11.map((n) => `“${n}”`))}: read those partial VOROS values with care (see Warnings).`;
  if (report.warnings.length) {
    const n = report.warnings.length;
    return n > 1 ? `${n} warnings (see Warnings); the first: ${report.warnings[0].message}` : report.warnings[0].message;
  }
  return report.models.some((m) => m.intervals)
    ? 'Estimates on one data set: the intervals cover its sampling noise, not a different population or setting; confirm on an independent cohort before deployment.'
    : 'Estimates on one data set, without confidence intervals: confirm on an independent cohort before deployment.';
}
