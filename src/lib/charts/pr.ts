/**
 * Precision–recall chart: each model's PR curve, at the test set's prevalence or re-weighted to a deployment prevalence.
 * Isomorphic: the page re-renders {@link prSvg} for a prevalence the reader types (src/client/prevalence.ts).
 */
import type { Report } from '../report/types';
import { Plot, renderVariants, type ChartSvgs, type VariantBoxes } from './render-core';
import { fmt, pct, threshold as fmtThreshold } from './format';
import { baseStyle, colorScale, legendOf, modelLines, selectModels, type ChartOut } from './common';
import { drawnNote } from './drawn-models';
import { visibleBidi } from '../text';

export interface PrChartOptions {
  id: string;
  models?: readonly string[];
  /**
   * Draw the PR curves re-weighted to this deployment prevalence (models[].geometry.prAtPrevalence, Sameni eq. 21)
   * instead of the test set's. Must be one of report.settings.deploymentPrevalence.
   */
  prevalence?: number;
  /** Variant sizes (e.g. the print variant of a panel that prints two per row). */
  boxes?: VariantBoxes;
}

/** One model's PR points, drawn as a step-before line from recall 0. */
export interface PrCurveIn {
  name: string;
  recall: ArrayLike<number>;
  precision: ArrayLike<number>;
}

/** Title of a PR chart, at the test set's prevalence or at `atPrev`. */
export function prTitle(atPrev?: number): string {
  return atPrev !== undefined ? `Precision–recall curves at prevalence ${pct(atPrev)}` : 'Precision–recall curves';
}

/**
 * SVG of PR curves with the dashed prevalence line at `prev`; `color` maps model names to colours (report order).
 * `atPrev` (re-weighted curves) only changes the accessible name.
 */
export function prSvg(
  curves: readonly PrCurveIn[],
  prev: number,
  color: { domain: string[]; range: string[] },
  o: { id: string; atPrev?: number; document?: Document; boxes?: VariantBoxes },
): ChartSvgs {
  const rows: { model: string; recall: number; precision: number }[] = [];
  for (const m of curves) {
    // The report's display curve as it is (thinned once, by report/thin.ts, for very large inputs).
    const idx = Array.from({ length: m.recall.length }, (_, i) => i);
    // Average precision weighs P_n over (R_{n-1}, R_n]: the first precision holds from recall 0 (drawn, not tabulated).
    const first = idx.find((i) => Number.isFinite(m.precision[i]));
    if (first !== undefined && m.recall[idx[0]] > 0) rows.push({ model: m.name, recall: 0, precision: m.precision[first] });
    for (const i of idx) if (Number.isFinite(m.precision[i])) rows.push({ model: m.name, recall: m.recall[i], precision: m.precision[i] });
  }
  return renderVariants(
    {
      width: 560,
      height: 420,
      marginLeft: 52,
      marginBottom: 44,
      style: baseStyle,
      x: { domain: [0, 1], label: 'Recall (sensitivity) →', grid: true, labelAnchor: 'center' },
      y: { domain: [0, 1], label: '↑ Precision (PPV)', grid: true },
      color: { type: 'categorical', ...color },
      marks: [
        Plot.ruleY([prev], { stroke: 'currentColor', strokeOpacity: 0.45, strokeDasharray: '4,4' }),
        // At the left end of its line: the curves end on it at recall 1 (precision → prevalence), where the label sat
        // among the models' symbols and names.
        Plot.text([{ x: 0, y: prev }], { x: 'x', y: 'y', text: () => `prevalence ${pct(prev)}`, textAnchor: 'start', dx: 6, dy: -7, fill: 'currentColor', stroke: 'var(--plot-background)', strokeWidth: 4, paintOrder: 'stroke' }),
        ...modelLines(color.domain, rows, { x: 'recall', y: 'precision', domain: [0, 1], curve: 'step-before' }),
        Plot.frame({ strokeOpacity: 0.3 }),
      ],
    },
    { id: o.id, document: o.document, boxes: o.boxes, ariaLabel: `Precision–recall curves of ${curves.map((m) => visibleBidi(m.name)).join(', ')}${o.atPrev !== undefined ? ` at prevalence ${pct(o.atPrev)}` : ''}` },
  );
}

export function prChart(report: Report, o: PrChartOptions): ChartOut {
  const models = selectModels(report, o.models);
  const curves: (PrCurveIn & { thresholds: (number | null)[] })[] = [];
  const table: string[][] = [];
  const atPrev = o.prevalence;
  for (const m0 of models) {
    let m = m0;
    if (atPrev !== undefined) {
      const c = m0.geometry?.prAtPrevalence?.find((q) => Math.abs(q.prevalence - atPrev) < 1e-12);
      if (!c) throw new Error(`PR chart: model "${m0.name}" has no PR curve at prevalence ${atPrev}; the report has: ${(m0.geometry?.prAtPrevalence ?? []).map((q) => q.prevalence).join(', ') || 'none'}`);
      m = { ...m0, pr: { recall: c.recall, precision: c.precision, thresholds: c.recall.map(() => null) } };
    }
    curves.push({ name: m.name, ...m.pr });
    const n = m.pr.recall.length;
    const step = Math.max(1, Math.floor(n / 12));
    for (let i = 0; i < n; i += step) table.push([m.name, fmt(m.pr.recall[i]), fmt(m.pr.precision[i]), m.pr.thresholds[i] === null ? 'not given' : fmtThreshold(m.pr.thresholds[i])]);
  }
  const prev = atPrev ?? report.dataset.prevalence;
  const { domain, range } = colorScale(report);
  const { svg, variants } = prSvg(curves, prev, { domain, range }, { id: o.id, atPrev, boxes: o.boxes });
  return {
    kind: 'pr',
    title: prTitle(atPrev),
    caption:
      (atPrev !== undefined
        ? `Precision against recall if the models were deployed where ${pct(atPrev)} of cases are positive (test set: ${pct(report.dataset.prevalence)}): ` +
          `recall is unchanged and precision = π·TPR / (π·TPR + (1 − π)·FPR) with π = ${fmt(atPrev, 3)} (Sameni, eq. 21). The dashed line is π, the precision of a random alarm there.`
        : `Precision against recall at every threshold; the dashed line is the prevalence (${pct(prev)}), the precision of a random alarm. ` +
          `Average precision: ${models.map((m) => `${visibleBidi(m.name)} ${fmt(m.auprc)}`).join(', ')}.`) +
      (o.models?.length ? '' : drawnNote(report, models, 'AUROC')),
    svg,
    variants,
    table: { head: ['Model', 'Recall', 'Precision', 'Threshold'], rows: table },
    legend: legendOf(report, models),
  };
}
