/**
 * One number of the report for <Metric> (src/components/Metric.astro), selected by value, never by position: ranges
 * by their configured bounds (`t={[0, 1]}`, `fpr={[0, 0.2]}`), scenarios and models by name, measures by key.
 * Anything that does not name exactly one value of the report (an unknown metric, model, scenario, range or
 * measure, a missing or superfluous prop) is an error naming the report and the prop, so the build fails.
 */
import { ddTarget } from '../charts/dutch-draw';
import { fmt, int, pct } from '../charts/format';
import { LOWER_IS_BETTER, MEASURES, isMeasureName } from '../metrics/measures';
import type { ModelReport, Range, Report } from '../report/types';
import { MAX_ALL_PAIRS_MODELS } from '../limits';
import { holmStatement, pStatement } from '../pvalue';
import { reportNames, unknownName, unknownRange, type ReportNames } from '../report-names';

export interface MetricProps {
  metric: string;
  model?: string;
  scenario?: string;
  /** VOROS range of t, as configured. */
  t?: Range;
  /** FPR range of a partial AUROC or WaAUROCC, as configured. */
  fpr?: Range;
  /** Measure key for ddBaseline (FBETA, MCC, ACC, …). */
  measure?: string;
  /** The second model of a paired test (delongP). */
  other?: string;
  digits?: number;
  /** Removed: ranges are selected by value (t, fpr). */
  range?: unknown;
}

type Needs = { model?: boolean; scenario?: boolean; t?: boolean; fpr?: boolean; measure?: boolean; other?: boolean };

/** The metrics and the props each one takes. */
export const METRICS: Record<string, Needs> = {
  auroc: { model: true },
  auprc: { model: true },
  aurocCi: { model: true },
  delongP: { model: true, other: true },
  pauroc: { model: true, fpr: true },
  mcclish: { model: true, fpr: true },
  voros: { model: true, t: true },
  pv: { model: true, scenario: true },
  feasibleArea: { model: true, scenario: true },
  maxRecall: { model: true, scenario: true },
  waaurocc: { model: true, fpr: true },
  waauroccAcceptance: { model: true, fpr: true },
  binormalA: { model: true },
  binormalB: { model: true },
  binormalAuroc: { model: true },
  ddBaseline: { measure: true },
  prevalence: {},
  positives: {},
  negatives: {},
};

const show = (r: Range) => `[${r[0]}, ${r[1]}]`;
const same = (a: Range, b: Range) => a[0] === b[0] && a[1] === b[1];

/** How an error names a <Metric>. */
export function metricTag(p: MetricProps): string {
  return `<Metric metric="${p.metric}"${p.model !== undefined ? ` model="${p.model}"` : ''}>`;
}

/**
 * What is wrong with <Metric> props that needs no value of the report, only its model and scenario names (also
 * checked by `rocsite check`): an unknown metric, a prop it does not take or lacks, a model or scenario it lacks.
 */
export function metricPropProblems(p: MetricProps, names: ReportNames): string[] {
  const out: string[] = [];
  const add = (msg: string | undefined) => msg !== undefined && out.push(msg);
  if (p.range !== undefined) add('`range` is not supported: select the range by its bounds, t={[a, b]} (VOROS) or fpr={[a, b]} (partial AUROC, WaAUROCC)');
  const needs = Object.prototype.hasOwnProperty.call(METRICS, p.metric) ? METRICS[p.metric] : undefined;
  if (!needs) return [...out, `unknown metric; one of ${Object.keys(METRICS).join(', ')}`];
  for (const k of ['model', 'scenario', 't', 'fpr', 'measure', 'other'] as const) {
    if (p[k] !== undefined && !needs[k]) add(`takes no ${k}="…"`);
  }
  if (needs.model) add(p.model === undefined ? `needs model="…" (${names.models.join(', ')})` : unknownName('model', p.model, names.models));
  if (needs.other) add(p.other === undefined ? 'needs other="…" (the second model of the paired test)' : unknownName('model', p.other, names.models));
  if (needs.scenario) {
    if (p.scenario !== undefined) add(unknownName('scenario', p.scenario, names.scenarios));
    else if (names.scenarios.length !== 1) add(`needs scenario="…" (${names.scenarios.join(', ') || 'the report has no scenarios'})`);
  }
  if (needs.measure && p.measure === undefined) add(`needs measure="…" (${MEASURES.join(', ')})`);
  const r = names.ranges;
  if (r && needs.t) add(unknownRange('t', p.t, r.voros, 'VOROS'));
  if (r && needs.fpr) {
    const waa = p.metric === 'waaurocc' || p.metric === 'waauroccAcceptance';
    add(unknownRange('fpr', p.fpr, waa ? r.waaurocc : r.partialAuroc, waa ? 'WaAUROCC' : 'partial AUROC'));
  }
  return out;
}

/** `where` names the report (and its MDX file) in error messages. */
export function inlineMetric(report: Report, p: MetricProps, where: string): { text: string; title: string } {
  const fail = (msg: string): never => {
    throw new Error(`${where}: ${metricTag(p)}: ${msg}`);
  };
  const problem = metricPropProblems(p, reportNames(report))[0];
  if (problem !== undefined) fail(problem);
  const digits = p.digits ?? 3;

  // Names checked above (metricPropProblems): the lookups below find them.
  const model = (): ModelReport => report.models.find((m) => m.name === p.model) ?? fail(`no model "${p.model}"`);
  /** The entry of `list` whose range equals the prop `key` (required unless the list has exactly one entry). */
  const pick = <T>(list: T[] | undefined, key: 't' | 'fpr', range: (x: T) => Range, what: string): T => {
    const all = list ?? [];
    const problem = unknownRange(key, p[key], all.map(range), what);
    if (problem !== undefined) fail(problem);
    const want = p[key];
    return want === undefined ? all[0] : all.find((x) => same(range(x), want))!;
  };
  // Without scenario="…" the report has exactly one (checked above).
  const scenario = () => model().scenarios.find((s) => p.scenario === undefined || s.name === p.scenario) ?? fail(`no scenario "${p.scenario}"`);

  switch (p.metric) {
    case 'auroc': return { text: fmt(model().auroc, digits), title: 'AUROC' };
    case 'auprc': return { text: fmt(model().auprc, digits), title: 'Average precision' };
    case 'aurocCi': {
      const x = model().intervals?.auroc.find((i) => i.method === 'delong') ?? fail('the report has no DeLong interval for this model (ROC-point input?)');
      return { text: `[${fmt(x.ci[0], digits)}, ${fmt(x.ci[1], digits)}]`, title: `${Math.round(x.level * 100)}% DeLong interval of the AUROC` };
    }
    case 'delongP': {
      const a = model().name;
      const c = (report.comparisons ?? []).find((x) => (x.a === a && x.b === p.other) || (x.a === p.other && x.b === a)) ??
        fail(`no paired DeLong test of "${a}" and "${p.other}" in the report${report.models.length > MAX_ALL_PAIRS_MODELS ? ` (with more than ${MAX_ALL_PAIRS_MODELS} models only each model against the model of highest AUROC is tested)` : ''}`);
      // With several tests in the report, the statement carries Holm's adjusted p too (report/uncertainty.ts).
      const n = report.comparisons!.length;
      const adj = n > 1 && c.pHolm !== undefined ? `; ${holmStatement(c.pHolm, n)}` : '';
      return { text: pStatement(c.p) + adj, title: `Paired DeLong test of AUROC, ${c.a} vs ${c.b}` };
    }
    case 'pauroc': {
      const x = pick(model().partialAuroc, 'fpr', (v) => v.fpr, 'partial AUROC');
      return { text: fmt(x.area, digits), title: `Partial AUROC, FPR ∈ ${show(x.fpr)}` };
    }
    case 'mcclish': {
      const x = pick(model().partialAuroc, 'fpr', (v) => v.fpr, 'partial AUROC');
      return { text: fmt(x.mcclish, digits), title: `McClish-standardized partial AUROC, FPR ∈ ${show(x.fpr)}` };
    }
    case 'voros': {
      const x = pick(model().voros, 't', (v) => v.t, 'VOROS');
      return { text: fmt(x.value, digits), title: `VOROS, t ∈ ${show(x.t)}` };
    }
    case 'pv': { const s = scenario(); return { text: fmt(s.partialVoros, digits), title: `Partial VOROS, scenario ${s.name}` }; }
    case 'feasibleArea': { const s = scenario(); return { text: fmt(s.feasibleArea, digits), title: `Feasible area, scenario ${s.name}` }; }
    case 'maxRecall': { const s = scenario(); return { text: fmt(s.maxRecall, digits), title: `Maximum feasible recall, scenario ${s.name}` }; }
    case 'waaurocc': {
      const x = pick(model().waaurocc, 'fpr', (v) => v.fpr, 'WaAUROCC');
      return { text: fmt(x.value, digits), title: `WaAUROCC, FPR ∈ ${show(x.fpr)}` };
    }
    case 'waauroccAcceptance': {
      const x = pick(model().waaurocc, 'fpr', (v) => v.fpr, 'WaAUROCC');
      if (!x.acceptance) fail(`no acceptance curve is configured for FPR ${show(x.fpr)}`);
      return { text: fmt(x.acceptance!.value, digits), title: `WaAUROCC of the acceptance curve, FPR ∈ ${show(x.fpr)}` };
    }
    case 'binormalA':
    case 'binormalB':
    case 'binormalAuroc': {
      const g = model().geometry ?? fail('the report has no geometry section (add `geometry` to the config)');
      const b = g.binormal;
      if (p.metric === 'binormalA') return { text: fmt(b.a, digits), title: 'Binormal a = σn/σp' };
      if (p.metric === 'binormalB') return { text: fmt(b.b, digits), title: 'Binormal b = (μp − μn)/σp' };
      return { text: fmt(b.auroc, digits), title: 'AUROC of the binormal fit' };
    }
    case 'ddBaseline': {
      const k = p.measure ?? fail(`needs measure="…" (${MEASURES.join(', ')})`);
      if (!isMeasureName(k)) fail(`unknown measure "${k}"; one of ${MEASURES.join(', ')}`);
      if (!report.dutchDraw) fail('the report has no Dutch Draw baselines (P or N is not a whole number)');
      const lower = isMeasureName(k) && LOWER_IS_BETTER.has(k);
      const target = ddTarget(report, k);
      if (target === null || target === undefined) fail(`the report has no Dutch Draw baseline for ${k} (it is undefined for these counts)`);
      return {
        text: fmt(target, digits),
        title: `Dutch Draw baseline of ${k} (${lower ? 'minimum expectation: lower is better' : 'maximum expectation'})`,
      };
    }
    case 'prevalence': return { text: pct(report.dataset.prevalence, 1), title: 'Prevalence' };
    case 'positives': return { text: int(report.dataset.positives), title: 'Positives' };
    case 'negatives': return { text: int(report.dataset.negatives), title: 'Negatives' };
  }
  return fail('unknown metric');
}
