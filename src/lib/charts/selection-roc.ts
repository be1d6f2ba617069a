/**
 * Selection ROC chart (Partial VOROS Fig. 5, left): the test-part ROC curves of the models the selection strategies
 * chose in one scenario, with the scenario's feasible region on the test part and each strategy's test operating points
 * (the thresholds fixed on validation, applied to test).
 */
import type { Report } from '../report/types';
import { STRATEGY_LABELS } from '../report/recommendation';
import { Plot, renderVariants } from './render';
import { fmt, int, maxAlerts, threshold as thr } from './format';
import { baseStyle, colorScale, findScenario, legendOf, modelLines, polygonMark, type ChartOut } from './common';
import { visibleBidi } from '../text';

export interface SelectionRocOptions {
  id: string;
  scenario?: string;
}

/** Marker symbol of each strategy (the colour is the model's). */
export const STRATEGY_SYMBOLS = { partialVoros: 'star', voros: 'circle', recall: 'square', partialAurocInRegion: 'triangle' } as const;

export function selectionRocChart(report: Report, o: SelectionRocOptions): ChartOut {
  const scen = findScenario(report, o.scenario);
  if (!scen || !report.selection) throw new Error('selection ROC chart: the report has no model selection');
  const entries = report.selection.filter((e) => e.scenario === scen.name);
  const chosen = [...new Set(entries.map((e) => e.model))];
  const curves: { model: string; fpr: number; tpr: number }[] = [];
  for (const m of report.models.filter((x) => chosen.includes(x.name))) m.roc.fpr.forEach((fpr, i) => curves.push({ model: m.name, fpr, tpr: m.roc.tpr[i] }));
  const pts: { model: string; strategy: string; fpr: number; tpr: number; tip: string; symbol: string }[] = [];
  const table: string[][] = [];
  for (const e of entries) {
    for (const p of e.thresholds) {
      const tip = `${STRATEGY_LABELS[e.strategy]}: ${visibleBidi(e.model)}\nthreshold ${thr(p.threshold)} for t ∈ [${fmt(p.t[0])}, ${fmt(p.t[1])}]\ntest FPR ${fmt(p.test.fpr)}, TPR ${fmt(p.test.tpr)}, precision ${fmt(p.test.precision)}, ${int(p.test.alerts)} alerts`;
      pts.push({ model: e.model, strategy: e.strategy, fpr: p.test.fpr, tpr: p.test.tpr, tip, symbol: STRATEGY_SYMBOLS[e.strategy] });
      table.push([STRATEGY_LABELS[e.strategy], e.model, `${fmt(p.t[0])}–${fmt(p.t[1])}`, thr(p.threshold), fmt(p.test.fpr), fmt(p.test.tpr), fmt(p.test.precision), int(p.test.alerts)]);
    }
  }
  const { svg, variants } = renderVariants(
    {
      width: 560,
      height: 460,
      marginLeft: 52,
      marginBottom: 44,
      style: baseStyle,
      x: { domain: [0, 1], label: 'False positive rate (test) →', grid: true, labelAnchor: 'center' },
      y: { domain: [0, 1], label: '↑ True positive rate (test)', grid: true, ticks: 8 },
      color: colorScale(report),
      symbol: { type: 'identity' },
      marks: [
        polygonMark(scen.feasibleRegion.vertices, 'feasible-polygon', 'feasible region on the test part'),
        ...modelLines(report.models.map((m) => m.name), curves, { x: 'fpr', y: 'tpr', domain: [0, 1], strokeWidth: 1.8 }),
        Plot.dot(pts, { x: 'fpr', y: 'tpr', fill: 'model', stroke: 'var(--plot-background)', strokeWidth: 1.2, r: 6, symbol: 'symbol', title: 'tip' }),
        Plot.frame({ strokeOpacity: 0.3 }),
      ],
    },
    { id: o.id, ariaLabel: `Test ROC curves of the models chosen in scenario ${visibleBidi(scen.name)}, with the feasible region` },
  );
  return {
    kind: 'selection-roc',
    title: `Chosen models on the test part — scenario “${visibleBidi(scen.name)}”`,
    caption:
      `Test-part ROC curves of the models the strategies chose on validation (${chosen.map(visibleBidi).join(', ')}), with the feasible region on the test part ` +
      `(precision ≥ ${fmt(scen.precision, 2)}, at most ${maxAlerts(scen.capacityCount)} alerts). Markers: each strategy's fixed thresholds applied to test ` +
      `(★ ${STRATEGY_LABELS.partialVoros}, ● ${STRATEGY_LABELS.voros}, ■ ${STRATEGY_LABELS.recall}, ▲ ${STRATEGY_LABELS.partialAurocInRegion}).`,
    svg,
    variants,
    table: { head: ['Strategy', 'Model', 't', 'Threshold', 'Test FPR', 'Test TPR', 'Test precision', 'Test alerts'], rows: table },
    // Lines only: this chart's symbols tell the strategy, not the model.
    legend: legendOf(report).filter((l) => chosen.includes(l.label)).map((l) => ({ ...l, symbol: undefined })),
  };
}
