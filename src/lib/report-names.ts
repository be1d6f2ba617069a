/**
 * Names a report's MDX props refer to (models, scenarios, configured ranges): the message when a prop names one the
 * report does not have, shared by the checks made at render (src/lib/site/metric.ts, src/lib/site/props.ts,
 * src/lib/charts/common.ts) and by `rocsite check` (src/lib/site/check-mdx.ts), which knows them from the config
 * without computing the report. Pure module.
 */
import type { Config } from './config/load';
import type { Range, Report } from './report/types';

/** The configured ranges a <Metric> selects by value (`t={[a, b]}`, `fpr={[a, b]}`), as the report echoes them. */
export interface ReportRanges {
  voros: Range[];
  partialAuroc: Range[];
  waaurocc: Range[];
}

/** The model and scenario names of a report (in report order) and, when known, its configured ranges. */
export interface ReportNames {
  models: readonly string[];
  scenarios: readonly string[];
  ranges?: ReportRanges;
}

/** Why `name` is not a `kind` of the report, or undefined when it is one. */
export function unknownName(kind: 'model' | 'scenario', name: string, known: readonly string[]): string | undefined {
  return known.includes(name) ? undefined : `no ${kind} "${name}"; the report has ${known.join(', ') || 'none'}`;
}

/** The ranges of a loaded config (after defaults): what the report's `settings` echo. */
export function configRanges(config: Pick<Config, 'voros' | 'partialAuroc' | 'waaurocc'>): ReportRanges {
  return {
    voros: config.voros.map((r) => [r[0], r[1]]),
    partialAuroc: config.partialAuroc.map((r) => [r[0], r[1]]),
    waaurocc: config.waaurocc.map((w) => [w.fpr[0], w.fpr[1]]),
  };
}

/**
 * The names and ranges of a report before it is computed: its model names (as read from its data) and a loaded
 * config's scenarios and ranges. What `rocsite check` checks MDX props against.
 */
export function loadedConfigNames(config: Pick<Config, 'scenarios' | 'voros' | 'partialAuroc' | 'waaurocc'>, models: readonly string[]): ReportNames {
  return { models, scenarios: config.scenarios.map((s) => s.name), ranges: configRanges(config) };
}

/** The names and ranges of a computed report. */
export function reportNames(report: Pick<Report, 'models' | 'scenarios' | 'settings'>): ReportNames {
  const { voros, partialAuroc } = report.settings;
  // A report without settings.waaurocc (ROC-point input of an older schema) has the models' own ranges.
  const waaurocc = report.settings.waaurocc ?? report.models[0]?.waaurocc?.map((w) => w.fpr) ?? [];
  return { models: report.models.map((m) => m.name), scenarios: report.scenarios.map((s) => s.name), ranges: { voros, partialAuroc, waaurocc } };
}

const show = (r: readonly number[]) => `[${r[0]}, ${r[1]}]`;

/**
 * Why the range prop `key` does not select exactly one of `known` (the report's `what`), or undefined when it does:
 * required unless there is exactly one, and equal to a configured range when given.
 */
export function unknownRange(key: 't' | 'fpr', want: unknown, known: readonly Range[], what: string): string | undefined {
  const list = known.length ? known.map(show).join(', ') : 'none';
  if (want === undefined) return known.length === 1 ? undefined : `needs ${key}={[a, b]}: the report has ${what} for ${key} ${list}`;
  if (!Array.isArray(want) || want.length !== 2) return `${key} must be [a, b], got ${JSON.stringify(want)}`;
  return known.some((r) => r[0] === want[0] && r[1] === want[1]) ? undefined : `no ${what} for ${key} = ${show(want)}; the report has ${list}`;
}
