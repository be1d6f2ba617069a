/** ROC chart: each model's ROC curve, its upper convex hull, best feasible points and WaAUROCC acceptance curves. */
import type { Report, ModelReport, Pt, Range } from '../report/types';
import { acceptancePolyline } from '../metrics/waaurocc';
import { Plot, renderVariants } from './render';
import { fmt, maxAlerts } from './format';
import { drawnNote } from './drawn-models';
import { baseStyle, colorScale, distinctBestPoints, findScenario, legendOf, modelLines, selectModels, symbolScale, thrText, tRanges, type ChartOut } from './common';

export interface RocChartOptions {
  id: string;
  models?: readonly string[];
  /** Show the best feasible operating points of this scenario (default: the first scenario, if any). 'none' to hide. */
  scenario?: string | 'none';
  hull?: boolean;
  /** Upper bound of the FPR axis (zoom into the low-FPR region). */
  maxFpr?: number;
  /** Draw the WaAUROCC acceptance curves of the config (report.settings.waauroccAcceptance); default true. */
  acceptance?: boolean;
}

/**
 * Acceptance curves of the report as drawn: the polyline WaAUROCC scores (metrics/waaurocc.ts acceptancePolyline:
 * the configured ROC points sorted by FPR, (0,0) and (1,1) added when missing); one curve per distinct point list,
 * with the WaAUROCC FPR ranges it applies to.
 */
export function acceptanceCurves(report: Report): { ranges: Range[]; points: Pt[] }[] {
  const out = new Map<string, { ranges: Range[]; points: Pt[] }>();
  for (const a of report.settings.waauroccAcceptance ?? []) {
    const line = acceptancePolyline(a.points);
    const pts: Pt[] = Array.from(line.x, (x, i) => [x, line.y[i]] as Pt);
    const key = JSON.stringify(pts);
    const cur = out.get(key);
    if (cur) cur.ranges.push([a.fpr[0], a.fpr[1]]);
    else out.set(key, { ranges: [[a.fpr[0], a.fpr[1]]], points: pts });
  }
  return [...out.values()];
}

/** Pass/fail sentence of each model against the acceptance curve of each WaAUROCC range. */
export function acceptanceText(report: Report, models: readonly ModelReport[]): string {
  const parts: string[] = [];
  for (const w of report.settings.waaurocc ?? []) {
    const rows = models
      .map((m) => ({ m, x: m.waaurocc?.find((q) => q.fpr[0] === w[0] && q.fpr[1] === w[1]) }))
      .filter((r) => r.x?.acceptance);
    if (!rows.length) continue;
    const acc = rows[0].x!.acceptance!;
    parts.push(
      `WaAUROCC over FPR ${fmt(w[0], 2)}–${fmt(w[1], 2)} (acceptance curve ${fmt(acc.value)}): ` +
        rows.map((r) => `${r.m.name} ${fmt(r.x!.value)} ${r.x!.acceptance!.passes ? 'passes' : 'fails'}`).join(', ') + '.',
    );
  }
  return parts.join(' ');
}

export function rocChart(report: Report, o: RocChartOptions): ChartOut {
  const models = selectModels(report, o.models);
  const showHull = o.hull ?? true;
  const scen = o.scenario === 'none' ? undefined : findScenario(report, o.scenario);
  const curve: { model: string; fpr: number; tpr: number }[] = [];
  const hull: { model: string; fpr: number; tpr: number }[] = [];
  const points: { model: string; fpr: number; tpr: number; tip: string }[] = [];
  const table: string[][] = [];
  for (const m of models) {
    // The report's display curve as it is (thinned once, by report/thin.ts, for very large inputs).
    m.roc.fpr.forEach((fpr, i) => curve.push({ model: m.name, fpr, tpr: m.roc.tpr[i] }));
    for (const i of m.hull) {
      hull.push({ model: m.name, fpr: m.roc.fpr[i], tpr: m.roc.tpr[i] });
      table.push([m.name, 'hull vertex', fmt(m.roc.fpr[i]), fmt(m.roc.tpr[i]), thrText(m.roc.thresholds[i], m.roc.fpr[i], m.roc.tpr[i])]);
    }
    if (scen) {
      const ms = m.scenarios.find((s) => s.name === scen.name);
      if (ms) {
        for (const b of distinctBestPoints(ms)) {
          points.push({
            model: m.name,
            fpr: b.fpr,
            tpr: b.tpr,
            tip: `${m.name} — best feasible point (${scen.name})\nFPR ${fmt(b.fpr)}, TPR ${fmt(b.tpr)}\nthreshold ${thrText(b.threshold, b.fpr, b.tpr)}\noptimal for ${tRanges(b.t)}`,
          });
          table.push([m.name, `best in “${scen.name}” (${tRanges(b.t)})`, fmt(b.fpr), fmt(b.tpr), thrText(b.threshold, b.fpr, b.tpr)]);
        }
      }
    }
  }
  const maxFpr = o.maxFpr ?? 1;
  const acc = o.acceptance === false ? [] : acceptanceCurves(report);
  const accRows: { curve: string; fpr: number; tpr: number }[] = [];
  acc.forEach((a, k) => {
    for (const p of a.points) {
      accRows.push({ curve: `acceptance ${k}`, fpr: p[0], tpr: p[1] });
      table.push([`acceptance curve (WaAUROCC FPR ${a.ranges.map((r) => `${fmt(r[0], 2)}–${fmt(r[1], 2)}`).join(', ')})`, 'acceptance point', fmt(p[0]), fmt(p[1]), '—']);
    }
  });
  const { svg, variants } = renderVariants(
    {
      width: 560,
      height: maxFpr < 1 ? 420 : 520,
      marginLeft: 52,
      marginBottom: 44,
      style: baseStyle,
      x: { domain: [0, maxFpr], label: 'False positive rate (1 − specificity) →', grid: true, labelAnchor: 'center' },
      y: { domain: [0, 1], label: '↑ True positive rate (sensitivity)', grid: true },
      color: colorScale(report),
      symbol: symbolScale(report),
      marks: [
        Plot.line([[0, 0], [1, 1]], { stroke: 'currentColor', strokeOpacity: 0.35, strokeDasharray: '4,4', clip: maxFpr < 1 }),
        accRows.length
          ? Plot.line(accRows, { x: 'fpr', y: 'tpr', z: 'curve', stroke: 'currentColor', strokeWidth: 1.6, strokeDasharray: '8,3,2,3', strokeOpacity: 0.8, clip: maxFpr < 1, className: 'acceptance-curve' } as Plot.LineOptions)
          : null,
        showHull ? Plot.line(hull, { x: 'fpr', y: 'tpr', z: 'model', stroke: 'model', strokeDasharray: '1,2', strokeWidth: 1, strokeOpacity: 0.7, clip: maxFpr < 1 }) : null,
        ...modelLines(report.models.map((m) => m.name), curve, { x: 'fpr', y: 'tpr', domain: [0, maxFpr], clip: maxFpr < 1 }),
        Plot.dot(points, { x: 'fpr', y: 'tpr', fill: 'model', symbol: 'model', stroke: 'var(--plot-background)', strokeWidth: 1.5, r: 5.5, title: 'tip' }),
        Plot.frame({ strokeOpacity: 0.3 }),
      ],
    },
    { id: o.id, ariaLabel: `ROC curves of ${models.map((m) => m.name).join(', ')}` },
  );
  const caption =
    `ROC curves (one dash pattern and symbol per model, labelled on the curve) with their upper convex hulls (thin dotted) and the chance diagonal (grey dashed). ` +
    (scen ? `Symbols with a white rim: each model's best feasible operating points in scenario “${scen.name}” (precision ≥ ${fmt(scen.precision, 2)}, at most ${maxAlerts(scen.capacityCount)} alerts). ` : '') +
    `AUROC: ${models.map((m) => `${m.name} ${fmt(m.auroc)}`).join(', ')}.` +
    (accRows.length ? ` Dash-dotted: the acceptance curve a model's ROC curve should reach. ${acceptanceText(report, models)}` : '') +
    (o.models?.length ? '' : drawnNote(report, models, 'AUROC'));
  return {
    kind: 'roc',
    title: maxFpr < 1 ? `ROC curves (FPR ≤ ${fmt(maxFpr, 2)})` : 'ROC curves',
    caption,
    svg,
    variants,
    table: { head: ['Model', 'Point', 'FPR', 'TPR', 'Threshold'], rows: table },
    legend: legendOf(report, models),
  };
}
