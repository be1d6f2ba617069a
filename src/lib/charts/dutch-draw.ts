/**
 * Dutch Draw charts and tables of a report: the expected value of a measure for the Dutch Draw classifier against
 * θ* (Dutch Draw paper, Sec. 3.1 and Table 3), with each model's operating points, and the per-model comparison of
 * operating points with the Dutch Draw baseline (Table 4: the best expectation over θ*).
 *
 * Everything drawn comes from the report JSON: the expectation curves (`dutchDrawExpectation`), the baselines
 * (`dutchDraw`) and the operating points with their beats-baseline flags.
 */
import type { Report, ModelReport, OperatingPoint } from '../report/types';
import { DD_CURVE_MEASURES } from '../report/schema';
import { LOWER_IS_BETTER, MEASURES, isMeasureName, type MeasureName } from '../metrics/measures';
import { Plot, renderVariants } from './render';
import { baseStyle, colorScale, legendOf, symbolScale, type ChartOut } from './common';
import { drawnModels, drawnNote } from './drawn-models';
import { fmt, int, threshold as fmtThreshold } from './format';
import { visibleBidi } from '../text';

/**
 * Measures that can never beat their Dutch Draw baseline by construction (Dutch Draw paper, Sec. 4): the baseline of
 * TP, TN, TPR, TNR is attained by always (or never) alarming, and FP, FN, FPR, FNR are minimized the same way, so no
 * classifier does better than the best DD classifier on them.
 */
export const DD_NOT_BEATABLE: ReadonlySet<string> = new Set(['TP', 'TN', 'FP', 'FN', 'TPR', 'TNR', 'FPR', 'FNR']);

/** Display name of a measure (FBETA as F1, F2, … with the report's β). */
export function measureLabel(name: string, beta = 1): string {
  if (name === 'FBETA') return `F${Number(beta.toPrecision(4))}`;
  return name;
}

/** The Dutch Draw baseline a measure must beat: the maximum expectation, or the minimum for lower-is-better measures. */
export function ddTarget(report: Report, name: string): number | null | undefined {
  if (!isMeasureName(name)) return undefined;
  const b = report.dutchDraw?.[name];
  if (!b) return undefined;
  return LOWER_IS_BETTER.has(name) ? b.min : b.max;
}

/** How one measure of an operating point compares with its baseline. */
export type DDStatus = 'beats' | 'warn' | 'not-beatable' | 'undefined' | 'no-baseline';

export function ddStatus(report: Report, op: OperatingPoint, name: string): DDStatus {
  const v = isMeasureName(name) ? op.measures[name] : undefined;
  if (v === null || v === undefined) return 'undefined';
  if (DD_NOT_BEATABLE.has(name)) return 'not-beatable';
  const b = isMeasureName(name) ? op.beatsBaseline[name] : undefined;
  if (b === true) return 'beats';
  if (b === false) return 'warn';
  return 'no-baseline';
}

/**
 * A model's operating points with identical ROC points merged (the same threshold is often the best point of several
 * scenarios or t ranges): one entry per distinct (threshold, FPR, TPR), with every source that gave it.
 */
export function mergedOperatingPoints(m: ModelReport): { sources: string[]; op: OperatingPoint }[] {
  const out: { sources: string[]; op: OperatingPoint }[] = [];
  for (const op of m.operatingPoints ?? []) {
    const same = out.find((x) => x.op.threshold === op.threshold && x.op.fpr === op.fpr && x.op.tpr === op.tpr);
    if (same) same.sources.push(op.source);
    else out.push({ sources: [op.source], op });
  }
  return out;
}

/**
 * Per model and distinct operating point, the measures that do not beat their baseline although they could (the
 * paper's warning sign); points without such a measure are left out.
 */
export function ddWarnings(report: Report): { model: string; sources: string[]; op: OperatingPoint; measures: string[] }[] {
  const out: { model: string; sources: string[]; op: OperatingPoint; measures: string[] }[] = [];
  for (const m of report.models) {
    for (const { sources, op } of mergedOperatingPoints(m)) {
      const measures = Object.keys(op.measures).filter((k) => ddStatus(report, op, k) === 'warn');
      if (measures.length) out.push({ model: m.name, sources, op, measures });
    }
  }
  return out;
}

/** The warning signs of {@link ddWarnings} grouped by measure (in the order of `MEASURES`), then by model. */
export interface DDMeasureWarnings {
  measure: string;
  /** The points, per model in report order, each with its value of the measure. */
  models: { model: string; points: { op: OperatingPoint; sources: string[] }[] }[];
  /** Number of points (all models). */
  count: number;
}

/**
 * {@link ddWarnings} read the other way: per measure, which models' operating points do not beat its baseline. A
 * report with many operating points repeats one measure at almost every point (accuracy at a low prevalence, where
 * never alarming is already accurate); grouped, the summary is a line per measure instead of a line per point.
 */
export function ddWarningsByMeasure(warnings: ReturnType<typeof ddWarnings>): DDMeasureWarnings[] {
  const byMeasure = new Map<string, DDMeasureWarnings>();
  for (const w of warnings) {
    for (const k of w.measures) {
      let g = byMeasure.get(k);
      if (!g) byMeasure.set(k, (g = { measure: k, models: [], count: 0 }));
      let m = g.models.find((x) => x.model === w.model);
      if (!m) g.models.push((m = { model: w.model, points: [] }));
      m.points.push({ op: w.op, sources: w.sources });
      g.count++;
    }
  }
  const order: string[] = [...MEASURES];
  return [...byMeasure.values()].sort((a, b) => order.indexOf(a.measure) - order.indexOf(b.measure));
}

/**
 * Readable origin of an operating point ('config' or 'scenario:<name>@t=[a, b]'): the t range with two decimals, three
 * where its ends would print alike ("t 0.581–0.584", not "t 0.58–0.58"), and one value when they still do (a range
 * narrower than 0.001: "t ≈ 0.512").
 */
export function opSource(s: string): string {
  if (s === 'config') return 'threshold from the config';
  const m = /^scenario:(.*)@t=\[(.*), (.*)\]$/.exec(s);
  if (!m) return s;
  const [a, b] = [Number(m[2]), Number(m[3])];
  const t = fmt(a, 2) !== fmt(b, 2) ? `${fmt(a, 2)}–${fmt(b, 2)}` : fmt(a, 3) !== fmt(b, 3) ? `${fmt(a, 3)}–${fmt(b, 3)}` : a === b ? `${fmt(a, 2)}–${fmt(b, 2)}` : `≈ ${fmt(a, 3)}`;
  return `best in “${m[1]}”, t ${t}`;
}

export function opThreshold(op: OperatingPoint): string {
  return op.threshold === null ? (op.fpr === 0 && op.tpr === 0 ? 'never alarm' : 'not given') : fmtThreshold(op.threshold);
}

/** Share of cases an operating point alarms on: θ = (TP + FP)/M = (P·TPR + N·FPR)/M. */
export function opTheta(report: Report, op: OperatingPoint): number {
  const { positives: P, negatives: N } = report.dataset;
  return (P * op.tpr + N * op.fpr) / (P + N);
}

export interface DDChartOptions {
  id: string;
  /** Measures to draw (default: every curve in the report, FBETA, MCC, ACC, G2; those without a baseline are left out). */
  measures?: readonly string[];
  models?: readonly string[];
}

export const DD_CHART_MEASURES = DD_CURVE_MEASURES;

export function ddChart(report: Report, o: DDChartOptions): ChartOut {
  const { positives: P, negatives: N } = report.dataset;
  if (!Number.isInteger(P) || !Number.isInteger(N)) {
    throw new Error(`Dutch Draw chart: needs whole numbers of positives and negatives, found P = ${P}, N = ${N}`);
  }
  const M = P + N;
  const beta = report.settings.beta ?? 1;
  const ex = report.dutchDrawExpectation;
  if (!ex) throw new Error('Dutch Draw chart: the report has no dutchDrawExpectation (recompute it with this rocsite version)');
  const curves: Partial<Record<string, (number | null)[]>> = ex.values;
  for (const k of o.measures ?? []) {
    if (!isMeasureName(k)) throw new Error(`Dutch Draw chart: unknown measure "${k}"`);
    if (!curves[k]) throw new Error(`Dutch Draw chart: the report has no expectation curve of ${k} (it has ${Object.keys(curves).join(', ')})`);
  }
  const wanted = (o.measures ?? Object.keys(curves)).filter((k) => isMeasureName(k) && (!report.dutchDraw || report.dutchDraw[k]));
  const names = wanted as MeasureName[];
  if (!names.length) throw new Error('Dutch Draw chart: no measure to draw');
  const models: ModelReport[] = o.models ? report.models.filter((m) => o.models!.includes(m.name)) : drawnModels(report);
  const curve: { measure: string; theta: number; value: number }[] = [];
  const baseline: { measure: string; value: number }[] = [];
  const dots: { measure: string; model: string; theta: number; value: number; tip: string }[] = [];
  const table: string[][] = [];
  for (const k of names) {
    const label = measureLabel(k, beta);
    const c = ex.theta.map((theta, i) => ({ theta, value: curves[k]![i] }));
    for (const q of c) if (q.value !== null) curve.push({ measure: label, theta: q.theta, value: q.value });
    const target = ddTarget(report, k);
    if (target !== null && target !== undefined) baseline.push({ measure: label, value: target });
    // Table: the curve at θ* nearest to 0, 0.1, …, 1.
    for (let j = 0; j <= 10; j++) {
      const q = c.reduce((best, x) => (Math.abs(x.theta - j / 10) < Math.abs(best.theta - j / 10) ? x : best), c[0]);
      table.push([label, fmt(q.theta), q.value === null ? 'undefined' : fmt(q.value), target === undefined ? '—' : fmt(target)]);
    }
    for (const m of models) {
      for (const op of m.operatingPoints ?? []) {
        const v = op.measures[k];
        if (v === null || v === undefined) continue;
        const th = opTheta(report, op);
        const st = ddStatus(report, op, k);
        dots.push({
          measure: label,
          model: m.name,
          theta: th,
          value: v,
          tip: `${visibleBidi(m.name)} — ${opSource(op.source)}\nthreshold ${opThreshold(op)}, alarms on θ = ${fmt(th)} of cases\n${label} ${fmt(v)}; Dutch Draw baseline ${fmt(target ?? null)}${st === 'warn' ? '\n⚠ does not beat the baseline' : st === 'beats' ? '\nbeats the baseline' : ''}`,
        });
      }
    }
  }
  const vals = [...curve.map((r) => r.value), ...dots.map((d) => d.value)];
  const lo = Math.min(0, ...vals);
  const hi = Math.max(1, ...vals);
  const labels = names.map((k) => measureLabel(k, beta));
  // Screen and paper: one panel per measure side by side. A phone has no room for that: the panels stack, each
  // titled by its measure (a facet axis on the right would take the panel's width).
  const { svg, variants } = renderVariants(
    (v) => {
      const stacked = v.variant === 'phone' && names.length > 1;
      const at = (mark: 'fx' | 'fy') => (stacked ? mark === 'fy' : mark === 'fx') ? 'measure' : undefined;
      const facet = (o: object) => ({ ...o, fx: at('fx'), fy: at('fy') });
      return {
        width: stacked ? v.maxWidth : Math.max(420, 220 * names.length + 60),
        // Stacked, the first panel's title sits below the y-axis title, not beside it.
        height: stacked ? 46 + 44 + names.length * 190 : 300,
        marginLeft: 48,
        marginBottom: 44,
        marginTop: stacked ? 46 : 28,
        style: baseStyle,
        // Grid every 0.25, labels at 0, 0.5 and 1: side-by-side panels with 0.0 … 1.0 printed their "1.0" against the
        // next panel's "0.0".
        x: { domain: [0, 1], label: 'θ* — share of cases the random classifier alarms on →', labelAnchor: 'center', grid: true, ticks: [0, 0.25, 0.5, 0.75, 1], tickFormat: (d: number) => (d === 0.25 || d === 0.75 ? '' : String(d)) },
        y: { domain: [lo, hi], label: '↑ Expected value', grid: true },
        ...(stacked
          ? { fy: { domain: labels, label: null, padding: 0.18, axis: null } }
          : { fx: { domain: labels, label: null, padding: 0.12 } }),
        color: colorScale(report),
        symbol: symbolScale(report),
        marks: [
          ...(stacked ? [Plot.text(labels, { fy: (d: string) => d, text: (d: string) => d, frameAnchor: 'top-left', dy: -14, fontWeight: 'bold' } as Plot.TextOptions)] : []),
          Plot.ruleY([0], { stroke: 'currentColor', strokeOpacity: 0.25 }),
          Plot.ruleY(baseline, facet({ y: 'value', stroke: 'currentColor', strokeOpacity: 0.6, strokeDasharray: '3,3' })),
          Plot.line(curve, facet({ x: 'theta', y: 'value', stroke: 'currentColor', strokeWidth: 1.8, className: 'dd-expectation' }) as Plot.LineOptions),
          Plot.dot(dots, facet({ x: 'theta', y: 'value', fill: 'model', symbol: 'model', stroke: 'var(--plot-background)', strokeWidth: 1.5, r: 5.5, title: 'tip' })),
          Plot.frame({ strokeOpacity: 0.3 }),
        ],
      };
    },
    { id: o.id, ariaLabel: `Expected ${names.map((k) => measureLabel(k, beta)).join(', ')} of the Dutch Draw classifier against θ, with the models' operating points` },
  );
  return {
    kind: 'dutch-draw',
    title: 'Dutch Draw: what a random classifier can expect',
    caption:
      `Solid: the expected value of each measure for the Dutch Draw classifier, which alarms on a random θ*·M of the ${int(M)} cases ` +
      `(P = ${int(P)}, N = ${int(N)}), against θ*. Dashed: the Dutch Draw baseline, the best of these expectations over θ*. ` +
      `Symbols (one per model): the models' operating points, at the share of cases they alarm on; a symbol on or below the dashed line does no better than chance on that measure.` +
      (o.models ? '' : drawnNote(report, models, 'AUROC')),
    svg,
    variants,
    table: { head: ['Measure', 'θ*', 'E[measure]', 'Baseline'], rows: table },
    // Symbols only: this chart draws each model's operating points, not lines.
    legend: legendOf(report, models).map((l) => ({ ...l, dash: undefined })),
  };
}
