/**
 * Selection thresholds chart (Partial VOROS Fig. 5, centre style): the threshold τ(t) each strategy fixed on validation,
 * against the cost parameter t (bottom axis) and the cost ratio C0/C1 (top axis, mapped with the validation part's
 * class ratio), one step line per strategy.
 */
import type { Report } from '../report/types';
import { costRatioOf, STRATEGY_LABELS } from '../report/recommendation';
import { Plot, renderVariants } from './render';
import { compact, fmt, threshold as thr } from './format';
import { baseStyle, findScenario, type ChartOut } from './common';
import { costRatioTicks } from './lesser';
import { OKABE_ITO } from './palette';
import { visibleBidi } from '../text';

export interface SelectionThresholdsOptions {
  id: string;
  scenario?: string;
}

const STRATEGY_ORDER = ['partialVoros', 'voros', 'recall', 'partialAurocInRegion'] as const;
const DASHES = ['none', '7,4', '2,3', '10,3,2,3'];
const WIDTHS = [3.2, 2.6, 2, 1.4];
const STRATEGY_COLORS = Object.fromEntries(STRATEGY_ORDER.map((s, i) => [STRATEGY_LABELS[s], OKABE_ITO[i]]));

export function selectionThresholdsChart(report: Report, o: SelectionThresholdsOptions): ChartOut {
  const scen = findScenario(report, o.scenario);
  const val = report.dataset.parts?.validation;
  if (!scen || !report.selection || !val) throw new Error('selection thresholds chart: the report has no model selection');
  const entries = report.selection.filter((e) => e.scenario === scen.name);
  const rows: { strategy: string; t: number; threshold: number; tip: string }[] = [];
  const table: string[][] = [];
  for (const e of entries) {
    const label = STRATEGY_LABELS[e.strategy];
    for (const p of e.thresholds) {
      // Alert none (null) has no finite threshold to draw: it is listed in the table only.
      if (p.threshold !== null) {
        const tip = `${label}: ${visibleBidi(e.model)}\nalert when score ≥ ${thr(p.threshold)}\nt ∈ [${fmt(p.t[0])}, ${fmt(p.t[1])}]`;
        rows.push({ strategy: label, t: p.t[0], threshold: p.threshold, tip }, { strategy: label, t: p.t[1], threshold: p.threshold, tip });
      }
      table.push([label, e.model, fmt(p.t[0]), fmt(p.t[1]), compact(costRatioOf(p.t[0], val.positives, val.negatives)), compact(costRatioOf(p.t[1], val.positives, val.negatives)), thr(p.threshold)]);
    }
  }
  const [lo, hi] = [entries[0]?.thresholds[0].t[0] ?? scen.tRange[0], entries[0]?.thresholds.at(-1)!.t[1] ?? scen.tRange[1]];
  const labels = STRATEGY_ORDER.map((s) => STRATEGY_LABELS[s]).filter((l) => rows.some((r) => r.strategy === l));
  const { svg, variants } = renderVariants(
    (v) => {
      const ratioAxis = costRatioTicks(lo, hi, val.positives, val.negatives, v, 640, 360, 60);
      return {
      width: 640,
      height: 360,
      marginLeft: 60,
      marginTop: 46,
      marginBottom: 44,
      style: baseStyle,
      x: { domain: [lo, hi], label: 'Fractional cost t →', grid: true, labelAnchor: 'center' },
      // A phone's plot is too short for the whole title (the caption says how a threshold is used).
      y: { label: v.variant === 'phone' ? 'Threshold τ(t)' : 'Threshold τ(t) (alert when score ≥ τ)', grid: true, labelAnchor: 'center', labelArrow: 'none', nice: true },
      color: { type: 'categorical', domain: labels, range: labels.map((l) => STRATEGY_COLORS[l]) },
      marks: [
        Plot.axisX(ratioAxis.ticks, {
          anchor: 'top',
          tickFormat: ratioAxis.label,
          label: 'Cost ratio C0/C1 (validation class ratio) →',
          labelAnchor: 'center',
        }),
        Plot.axisX({ anchor: 'bottom' }),
        // One line per strategy, each with its own dash pattern, so strategies that chose the same thresholds stay visible.
        ...labels.map((l, i) =>
          Plot.line(rows.filter((r) => r.strategy === l), { x: 't', y: 'threshold', stroke: 'strategy', strokeWidth: WIDTHS[i % WIDTHS.length], strokeDasharray: DASHES[i % DASHES.length] }),
        ),
        Plot.dot(rows, { x: 't', y: 'threshold', fill: 'strategy', r: 3, title: 'tip' }),
        Plot.frame({ strokeOpacity: 0.3 }),
      ],
      };
    },
    { id: o.id, ariaLabel: `Thresholds chosen on validation against t, scenario ${visibleBidi(scen.name)}` },
  );
  return {
    kind: 'selection-thresholds',
    title: `Thresholds chosen on validation against cost — scenario “${visibleBidi(scen.name)}”`,
    caption:
      'Each strategy fixes, on the validation part, a threshold τ(t) for every cost parameter t (bottom axis; top axis: the cost ratio C0/C1 = t/(1−t)·P/N with the validation part\'s P and N). ' +
      'Cost-aware strategies (partial VOROS, VOROS) change the threshold with t; recall and partial AUROC use one threshold. Strategies that chose the same thresholds overlap (dashes tell them apart). Different models have different score scales.',
    svg,
    variants,
    table: { head: ['Strategy', 'Model', 't from', 't to', 'C0/C1 from', 'C0/C1 to', 'Threshold'], rows: table },
    legend: labels.map((l) => ({ label: l, color: STRATEGY_COLORS[l] })),
  };
}
