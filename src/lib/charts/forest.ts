/**
 * Forest chart: every model's AUROC, average precision and partial VOROS per scenario as a dot with its confidence
 * interval as an error bar (report/intervals-view.ts picks the interval: bootstrap when present, else DeLong).
 */
import type { Report } from '../report/types';
import { shownInterval } from '../report/intervals-view';
import { Plot, renderVariants } from './render';
import { fmt, int } from './format';
import { baseStyle, colorScale, legendOf, symbolScale, type ChartOut } from './common';
import { visibleBidi } from '../text';
import { descendingOrder } from '../report/paired-scope';

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

/** The rows of the forest chart (metric groups in order: AUROC, AP, then each scenario's PV), for the given models. */
export function forestRows(report: Report, shown: ReadonlySet<string> = new Set(report.models.map((m) => m.name))): Row[] {
  const rows: Row[] = [];
  const models = report.models.filter((m) => shown.has(m.name));
  const add = (group: string, model: string, v: number, iv: ReturnType<typeof shownInterval>) =>
    rows.push({ group, model, v, lo: iv?.ci[0] ?? null, hi: iv?.ci[1] ?? null, method: iv ? iv.method : 'none' });
  for (const m of models) add('AUROC', m.name, m.auroc, shownInterval(m, 'auroc'));
  for (const m of models) add('AP', m.name, m.auprc, shownInterval(m, 'auprc'));
  report.scenarios.forEach((s, si) => {
    for (const m of models) add(`PV “${visibleBidi(s.name)}”`, m.name, m.scenarios[si].partialVoros, shownInterval(m, 'scenario', si));
  });
  return rows;
}

/**
 * On paper the forest chart may fill the text block of an A4 page (971 px tall) less its title, legend and caption,
 * so the whole figure stays on one page.
 */
const FOREST_PRINT_BOX = { width: 640, height: 740 };
/** Smallest row on paper (px; the text is 10 px): below it the rows' labels would overlap. */
const MIN_PRINT_ROW = 11;
/** Height of the axis and the space between groups (px). */
const FOREST_FIXED = 60;
const GROUP_GAP = 16;

/** Row height: 18 px on screen and phone; on paper as much as the box allows, between 11 and 14 px (10 px text). */
function rowPx(variant: string, groups: number, rows: number): number {
  if (variant !== 'print') return 18;
  return Math.max(MIN_PRINT_ROW, Math.min(14, Math.floor((FOREST_PRINT_BOX.height - FOREST_FIXED - GROUP_GAP * groups) / (groups * rows))));
}

/**
 * How many groups and models fit one printed page at the smallest row: every group and model when they fit, else
 * the first groups that fit with at least one model, and the models of highest AUROC (ties in report order) —
 * the chart says so; the figure's data table and the metrics table keep every model.
 */
export function forestFit(groups: number, models: number): { groups: number; models: number } {
  const room = FOREST_PRINT_BOX.height - FOREST_FIXED;
  const g = Math.max(1, Math.min(groups, Math.floor(room / (MIN_PRINT_ROW + GROUP_GAP))));
  const m = Math.max(1, Math.min(models, Math.floor((room - GROUP_GAP * g) / (MIN_PRINT_ROW * g))));
  return { groups: g, models: m };
}

export function forestChart(report: Report, o: ForestOptions): ChartOut {
  const level = report.uncertainty?.level ?? 0.95;
  const allGroups = 2 + report.scenarios.length;
  const fit = forestFit(allGroups, report.models.length);
  const shown = new Set(descendingOrder(report.models.map((m) => m.auroc)).slice(0, fit.models).map((k) => report.models[k].name));
  const everyRow = forestRows(report);
  const groups = [...new Set(everyRow.map((r) => r.group))].slice(0, fit.groups);
  const rows = forestRows(report, shown).filter((r) => groups.includes(r.group));
  const names = report.models.filter((m) => shown.has(m.name)).map((m) => m.name);
  const partial =
    (fit.models < report.models.length ? ` The chart shows the ${fit.models === 1 ? 'model' : `${fit.models} models`} of highest AUROC of ${report.models.length}` : '') +
    (fit.groups < allGroups ? `${fit.models < report.models.length ? ', and' : ' The chart shows'} the first ${fit.groups} of ${allGroups} metrics` : '') +
    (fit.models < report.models.length || fit.groups < allGroups ? ' (what fits a printed page); the data table lists every model and metric.' : '');
  const withCi = rows.filter((r) => r.lo !== null && r.hi !== null);
  const { svg, variants } = renderVariants(
    (v) => {
      // A phone draws the chart at its own width (never scaled down: the rows and their names keep their size) and
      // titles each metric's panel above it, so the panels keep the width the metric names took on the right.
      const phone = v.variant === 'phone';
      // Room for the longest model name at the variant's text size (about 0.6 em a character), within reason.
      const marginLeft = Math.min(phone ? 150 : 200, Math.max(80, Math.ceil(12 + 0.6 * v.fontSize * Math.max(...names.map((n) => n.length)))));
      return {
      width: phone ? v.maxWidth : 640,
      // Rows are 18 px on screen; on paper the chart may take most of a page (box below), rows 11–14 px.
      height: 60 + (phone ? 12 : 0) + groups.length * (names.length * rowPx(v.variant, groups.length, names.length) + (phone ? 24 : 16)),
      marginLeft,
      marginRight: phone ? 12 : 140,
      marginTop: phone ? 32 : 20,
      // The axis title below its tick labels, clear of them.
      marginBottom: 44,
      style: baseStyle,
      x: { domain: [0, 1], label: `Value with ${Math.round(level * 100)}% interval →`, grid: true, labelAnchor: 'center', labelOffset: 38, ...(phone ? { ticks: [0, 0.5, 1] } : {}) },
      fy: phone ? { domain: groups, label: null, axis: null, padding: 0.12 } : { domain: groups, label: null },
      y: { domain: names, label: null },
      color: colorScale(report),
      symbol: symbolScale(report),
      marks: [
        phone
          ? Plot.text(groups, { fy: (d: string) => d, text: (d: string) => d, frameAnchor: 'top-left', dx: 4 - marginLeft, dy: -14, fontWeight: 'bold' } as Plot.TextOptions)
          : Plot.axisFy({ anchor: 'right', label: null, fontWeight: 'bold' }),
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
      };
    },
    { id: o.id, ariaLabel: 'Point values with confidence intervals per model', boxes: { print: FOREST_PRINT_BOX } },
  );
  const methods = [...new Set(rows.filter((r) => r.lo !== null).map((r) => r.method))];
  return {
    kind: 'forest',
    title: 'Point values with confidence intervals',
    caption: withCi.length
      ? `Each dot is a model's value; the bar is its ${Math.round(level * 100)}% ${methods.join(' / ')} interval (${methods.includes('bootstrap') ? `stratified bootstrap of ${int(report.uncertainty?.bootstrap?.resamples ?? 0)} resamples, percentile intervals` : "DeLong's interval; AP and partial VOROS need the bootstrap (config uncertainty.bootstrap)"}). Overlapping bars do not by themselves mean two models are indistinguishable: see the paired tests.${partial}`
      : 'No intervals: the input has no per-example data (see the notes on uncertainty).',
    svg,
    variants,
    table: { head: ['Metric', 'Model', 'Value', 'Lower', 'Upper', 'Method'], rows: everyRow.map((r) => [r.group, r.model, fmt(r.v), fmt(r.lo), fmt(r.hi), r.method]) },
    // Symbols only: the chart draws each model's values as points (its bars are intervals, not model lines).
    legend: legendOf(report).filter((l) => shown.has(l.label)).map((l) => ({ ...l, dash: undefined })),
  };
}
