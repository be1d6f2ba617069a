/**
 * Names a report's MDX props refer to (models, scenarios): the message when a prop names one the report does not
 * have, shared by the checks made at render (src/lib/site/metric.ts, src/lib/charts/common.ts) and by `rocsite check`
 * (src/lib/site/check-mdx.ts), which knows the names from the config without computing the report. Pure module.
 */

/** The model and scenario names of a report (in report order). */
export interface ReportNames {
  models: readonly string[];
  scenarios: readonly string[];
}

/** Why `name` is not a `kind` of the report, or undefined when it is one. */
export function unknownName(kind: 'model' | 'scenario', name: string, known: readonly string[]): string | undefined {
  return known.includes(name) ? undefined : `no ${kind} "${name}"; the report has ${known.join(', ') || 'none'}`;
}
