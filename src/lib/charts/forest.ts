/**
 * Forest chart: every model's AUROC, average precision and partial VOROS per scenario as a dot with its confidence
 * interval as an error bar (report/intervals-view.ts picks the interval: bootstrap when present, else DeLong).
 */
import type { Report } from '../report/types';
import { shownInterval } from '../report/intervals-view';
import { Plot, renderVariants } from './render';
import { fmt } from './format';
import { baseStyle, colorScale, legendOf, symbolScale, type ChartOut } from './common';
import { visibleBidi } from '../text';

export interface ForestOptions {
  id: string;
}

interface Row {
  group: string;
  model: string;
  v: number;
  lo: number | null;
  hi: number | null;
  method: string;
}

/** The rows of the forest chart (metric groups in order: AUROC, AP, then each scenario's PV). */
export function forestRows(report: Report): Row[] {
  const rows: Row[] = [];
  const add = (group: string, model: string, v: number, iv: ReturnType<typeof shownInterval>) =>
    rows.push({ group, model, v, lo: iv?.ci[0] ?? null, hi: iv?.ci[1] ?? null, method: iv ? iv.method : 'none' });
  for (const m of report.models) add('AUROC', m.name, m.auroc, shownInterval(m, 'auroc'));
  for (const m of report.models) add('AP', m.name, m.auprc, shownInterval(m, 'auprc'));
  report.scenarios.forEach((s, si) => {
    for (const m of report.models) add(`PV “${visibleBidi(s.name)}”`, m.name, m.scenarios[si].partialVoros, shownInterval(m, 'scenario', si));
  });
  return rows;
}

/**
 * On paper the forest chart may fill the text block of an A4 page (971 px tall) less its title, legend and caption,
 * so the whole figure stays on one page.
 */
const FOREST_PRINT_BOX = { width: 640, height: 740 };

/** Row height: 18 px on screen and phone; on paper as much as the box allows, between 11 and 14 px (10 px text). */
function rowPx(variant: string, groups: number, rows: number): number {
  if (variant !== 'print') return 18;
  return Math.max(11, Math.min(14, Math.floor((FOREST_PRINT_BOX.height - 60 - 16 * groups) / (groups * rows))));
}

export function forestChart(report: Report, o: ForestOptions): ChartOut {
  const rows = forestRows(report);
  const level = report.uncertainty?.level ?? 0.95;
  const groups = [...new Set(rows.map((r) => r.group))];
  const names = report.models.map((m) => m.name);
  const withCi = rows.filter((r) => r.lo !== null && r.hi !== null);
  const { svg, variants } = renderVariants(
    (v) => ({
      width: 640,
      // Rows are 18 px on screen; on paper the chart may take most of a page (box below), rows 11–14 px.
      height: 60 + groups.length * (names.length * rowPx(v.variant, groups.length, names.length) + 16),
      // Room for the longest model name at the variant's text size (about 0.6 em a character), within reason.
      marginLeft: Math.min(v.variant === 'phone' ? 120 : 200, Math.max(80, Math.ceil(12 + 0.6 * v.fontSize * Math.max(...names.map((n) => n.length))))),
      // On a phone the metric names (right axis) get less room, so the intervals keep some width.
      marginRight: v.variant === 'phone' ? 96 : 140,
      style: baseStyle,
      x: { domain: [0, 1], label: `Value with ${Math.round(level * 100)}% interval →`, grid: true, labelAnchor: 'center' },
      fy: { domain: groups, label: null },
      y: { domain: names, label: null },
      color: colorScale(report),
      symbol: symbolScale(report),
      marks: [
        Plot.axisFy({ anchor: 'right', label: null, fontWeight: 'bold' }),
        Plot.axisY({ anchor: 'left', label: null }),
        Plot.ruleY(withCi, { fy: 'group', y: 'model', x1: 'lo', x2: 'hi', stroke: 'model', strokeWidth: 2 }),
        Plot.tickX(withCi, { fy: 'group', y: 'model', x: 'lo', stroke: 'model' }),
        Plot.tickX(withCi, { fy: 'group', y: 'model', x: 'hi', stroke: 'model' }),
        Plot.dot(rows, {
          fy: 'group',
          y: 'model',
          x: 'v',
          fill: 'model',
          symbol: 'model',
          r: 4,
          stroke: 'white',
          title: (r: Row) => `${r.model}, ${r.group}: ${fmt(r.v)}${r.lo !== null ? ` [${fmt(r.lo)}, ${fmt(r.hi)}] (${r.method})` : ''}`,
        }),
        Plot.frame({ strokeOpacity: 0.3 }),
      ],
    }),
    { id: o.id, ariaLabel: 'Point values with confidence intervals per model', boxes: { print: FOREST_PRINT_BOX } },
  );
  const methods = [...new Set(rows.filter((r) => r.lo !== null).map((r) => r.method))];
  return {
    kind: 'forest',
    title: 'Point values with confidence intervals',
    caption: withCi.length
      ? `Each dot is a model's value; the bar is its ${Math.round(level * 100)}% ${methods.join(' / ')} interval (${methods.includes('bootstrap') ? `stratified bootstrap of ${report.uncertainty?.bootstrap?.resamples} resamples, percentile intervals` : "DeLong's interval; AP and partial VOROS need the bootstrap (config uncertainty.bootstrap)"}). Overlapping bars do not by themselves mean two models are indistinguishable: see the paired tests.`
      : 'No intervals: the input has no per-example data (see the notes on uncertainty).',
    svg,
    variants,
    table: { head: ['Metric', 'Model', 'Value', 'Lower', 'Upper', 'Method'], rows: rows.map((r) => [r.group, r.model, fmt(r.v), fmt(r.lo), fmt(r.hi), r.method]) },
    // Symbols only: the chart draws each model's values as points (its bars are intervals, not model lines).
    legend: legendOf(report).map((l) => ({ ...l, dash: undefined })),
  };
}
