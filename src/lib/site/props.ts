/**
 * The props of every component an MDX report can use, as zod schemas: one source for the components (which parse
 * their props with {@link componentProps}), for the build-time check of the MDX files (remark-props.ts, which names
 * the file and line of a wrong prop) and for docs/authoring.md (a test keeps the two in sync).
 * Checks that need the report's values (does model "x" exist?) are made by the components when they render; the MDX
 * check passes them the source position as `__at` so those errors name the file and line too.
 */
import { z } from 'zod';
import { MEASURES } from '../metrics/measures';
import { METRICS, metricPropProblems, metricTag, type MetricProps } from './metric';
import { reportNames, unknownName, type ReportNames } from '../report-names';
import type { Report } from '../report/types';

const range = z.tuple([z.number(), z.number()]).refine((r) => r[0] <= r[1], 'must be [a, b] with a ≤ b');
const models = z.array(z.string().min(1)).min(1).describe('only these models (by name)');
const title = z.string().min(1).describe('figure title (default: the chart\'s own)');
const caption = z.string().min(1).describe('caption (default: the chart\'s own)');
const id = z
  .string()
  .regex(/^[a-z][a-z0-9-]*$/, 'must be lower-case letters, digits and hyphens, starting with a letter')
  .describe('id of the figure or table, for `<Ref to="…">` (default: `<kind>-<n>`)');
const scenario = z.string().min(1).describe('scenario name, as in the config');
const measures = z.array(z.enum(MEASURES as unknown as [string, ...string[]])).min(1).describe(`only these measures (${MEASURES.join(', ')})`);

export const COMPONENT_PROPS = {
  RocChart: z.object({ scenario: z.string().min(1).describe('mark the best feasible points of this scenario (default: the first; "none" to hide)').optional(), models: models.optional(), hull: z.boolean().describe('draw the upper convex hull (default true)').optional(), maxFpr: z.number().gt(0).max(1).describe('right end of the FPR axis').optional(), title: title.optional(), caption: caption.optional(), id: id.optional() }).strict(),
  PrChart: z.object({ models: models.optional(), prevalence: z.number().gt(0).lt(1).describe('a deployment prevalence of the config: the curves re-weighted to it').optional(), title: title.optional(), caption: caption.optional(), id: id.optional() }).strict(),
  PrPrevalence: z.object({ models: models.optional(), title: title.optional(), id: id.optional() }).strict(),
  FeasibleRegion: z.object({ scenario: scenario.describe('scenario name, as in the config (default: the first)').optional(), maxFpr: z.number().gt(0).max(1).describe('right end of the FPR axis').optional(), title: title.optional(), caption: caption.optional(), id: id.optional() }).strict(),
  LesserAreaCurve: z.object({ scenario: z.string().min(1).describe('scenario name, or "none" for the unconstrained VOROS curve').optional(), title: title.optional(), caption: caption.optional(), id: id.optional() }).strict(),
  WinnerHeatmap: z.object({ title: title.optional(), caption: caption.optional(), id: id.optional() }).strict(),
  LeakageChart: z.object({ models: models.optional(), title: title.optional(), caption: caption.optional(), id: id.optional() }).strict(),
  GeometryChart: z.object({ models: models.optional(), title: title.optional(), caption: caption.optional(), id: id.optional() }).strict(),
  DutchDrawChart: z.object({ measures: measures.optional(), models: models.optional(), title: title.optional(), caption: caption.optional(), id: id.optional() }).strict(),
  DutchDrawTable: z.object({ models: models.optional(), measures: measures.optional() }).strict(),
  MetricTable: z.object({ columns: z.array(z.enum(['auroc', 'auprc', 'pauroc', 'voros', 'pv', 'waaurocc'])).min(1).describe('only these columns: auroc, auprc, pauroc, voros, pv, waaurocc').optional(), caption: caption.optional(), id: id.optional() }).strict(),
  OperatingPoints: z.object({ models: models.optional(), caption: caption.optional() }).strict(),
  Metric: z
    .object({
      metric: z.enum(Object.keys(METRICS) as [string, ...string[]]).describe(`the number: ${Object.keys(METRICS).join(', ')}`),
      model: z.string().min(1).describe('model name (metrics per model)').optional(),
      scenario: scenario.optional(),
      t: range.describe('VOROS: the configured t range, e.g. {[0, 1]}').optional(),
      fpr: range.describe('partial AUROC, McClish, WaAUROCC: the configured FPR range, e.g. {[0, 0.2]}').optional(),
      measure: z.enum(MEASURES as unknown as [string, ...string[]]).describe(`ddBaseline: the measure (${MEASURES.join(', ')})`).optional(),
      other: z.string().min(1).describe('delongP: the second model of the paired test').optional(),
      digits: z.number().int().min(0).max(6).describe('decimals (default 3)').optional(),
    })
    .strict(),
  Uncertainty: z.object({ chart: z.boolean().describe('include the forest chart (default true)').optional(), tests: z.boolean().describe('include the paired tests (default true)').optional() }).strict(),
  ForestChart: z.object({ title: title.optional(), caption: caption.optional(), id: id.optional() }).strict(),
  PairedTests: z.object({ caption: caption.optional() }).strict(),
  WinProbability: z.object({ title: title.optional(), caption: caption.optional(), id: id.optional() }).strict(),
  Recommendation: z.object({}).strict().describe('no props'),
  SelectionTable: z.object({}).strict().describe('no props'),
  SelectionCharts: z.object({ scenario: scenario.describe('scenario name, as in the config (default: the first)').optional() }).strict(),
  Ref: z.object({ to: z.string().regex(/^[a-z][a-z0-9-]*$/, 'must be the id of a figure or table').describe('id of a figure or table: its `id` prop, else the id in the page (`roc-2`, `table-3`)') }).strict(),
  ScreenOnly: z.object({}).strict().describe('children: text about the interactive parts; not printed'),
  Warnings: z.object({ compact: z.boolean().describe('smaller heading').optional() }).strict(),
  Provenance: z.object({ downloads: z.string().describe('relative URL of the folder with report.json and the CSVs (default ./)').optional(), placement: z.enum(['print', 'end']).describe('print: the copy on page 1 of the PDF; end: the screen copy').optional() }).strict(),
  WhatIf: z.object({ heatmap: z.boolean().describe('include the live heatmap (default: when the config has one)').optional() }).strict(),
} as const;

export type ComponentName = keyof typeof COMPONENT_PROPS;
export type ComponentProps<N extends ComponentName> = z.infer<(typeof COMPONENT_PROPS)[N]>;

/** Source position the MDX check adds to each component (file:line). */
export const AT = '__at';

export function isComponentName(name: string): name is ComponentName {
  return Object.prototype.hasOwnProperty.call(COMPONENT_PROPS, name);
}

/** Why `props` are wrong for component `name`, one line per problem, or [] when they are right. */
export function propProblems(name: ComponentName, props: Record<string, unknown>): string[] {
  const r = COMPONENT_PROPS[name].safeParse(props);
  if (r.success) return [];
  return r.error.issues.map((i) => {
    if (i.code === 'unrecognized_keys') return `unknown prop${i.keys.length > 1 ? 's' : ''} ${i.keys.join(', ')}; <${name}> takes ${Object.keys(COMPONENT_PROPS[name].shape).join(', ') || 'no props'}`;
    return `${i.path.join('.') || '(props)'}: ${i.message}`;
  });
}

/** A component's props, checked; errors name the source position (`__at`) when the MDX check gave one. */
export function componentProps<N extends ComponentName>(name: N, props: Record<string, unknown>): ComponentProps<N> & { [AT]?: string } {
  const { [AT]: at, ...rest } = props;
  const problems = propProblems(name, rest);
  if (problems.length) throw new Error(`${at ? `${String(at)}: ` : ''}<${name}>: ${problems.join('; ')}`);
  return { ...(rest as ComponentProps<N>), ...(at !== undefined ? { [AT]: String(at) } : {}) };
}

/** Components whose `scenario` may be "none" (no scenario marked). */
const SCENARIO_NONE: ReadonlySet<ComponentName> = new Set(['RocChart', 'LesserAreaCurve']);

/**
 * Props (already valid by the schema) naming a model or scenario the report does not have, one line per problem
 * starting with the component. Only names are needed: `rocsite check` gets them from the config.
 */
export function reportNameProblems(name: ComponentName, props: Record<string, unknown>, names: ReportNames): string[] {
  if (name === 'Metric') return metricPropProblems(props as unknown as MetricProps, names).map((p) => `${metricTag(props as unknown as MetricProps)}: ${p}`);
  const out: string[] = [];
  for (const m of Array.isArray(props.models) ? props.models : []) {
    const p = unknownName('model', String(m), names.models);
    if (p) out.push(`<${name}>: models: ${p}`);
  }
  if (typeof props.scenario === 'string' && !(props.scenario === 'none' && SCENARIO_NONE.has(name))) {
    const p = unknownName('scenario', props.scenario, names.scenarios);
    if (p) out.push(`<${name}>: scenario: ${p}`);
  }
  return out;
}

/**
 * A report component's props, checked by the schema and against the report's model and scenario names: the same
 * rules, in the same words, as `rocsite check` (check-mdx.ts), so a name the check rejects fails the build too.
 */
export function reportComponentProps<N extends ComponentName>(name: N, props: Record<string, unknown>, report: Pick<Report, 'models' | 'scenarios' | 'settings'>): ComponentProps<N> & { [AT]?: string } {
  const checked = componentProps(name, props);
  const { [AT]: at, ...rest } = checked as Record<string, unknown>;
  const problems = reportNameProblems(name, rest, reportNames(report));
  if (problems.length) throw new Error(`${at !== undefined ? `${String(at)}: ` : ''}${problems.join('; ')}`);
  return checked;
}

/** <Ref>'s props (used by Ref.astro). */
export function refProps(props: Record<string, unknown>): { to: string } {
  return componentProps('Ref', props);
}
