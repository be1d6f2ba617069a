/**
 * Charts of the ROC geometry of Sameni's paper: the leakage function G(u) = 1 − ROC(1 − u) with the binormal fit, and
 * the capacity line and bounded-risk region over ROC space with each model's implied operating point (Sec. 6).
 * Data come from the report JSON (models[].geometry, report.geometryRegions).
 */
import type { Report, Pt } from '../report/types';
import { Plot, renderVariants } from './render';
import { baseStyle, colorScale, legendOf, modelLines, polygonMark, selectModels, thrText, type ChartOut } from './common';
import { drawnNote } from './drawn-models';
import { fmt, int, pct } from './format';
import { visibleBidi } from '../text';

export interface LeakageOptions {
  id: string;
  models?: readonly string[];
}

/** u values tabulated in the leakage chart's data table. */
export const LEAKAGE_TABLE_U = [0.1, 0.25, 0.5, 0.75, 0.9];

/** G at u by linear interpolation of the report's (u, g) grid. */
export function leakageAt(u: number[], g: number[], x: number): number {
  if (!u.length) return NaN;
  if (x <= u[0]) return g[0];
  for (let i = 1; i < u.length; i++) {
    if (x <= u[i]) {
      const w = u[i] === u[i - 1] ? 1 : (x - u[i - 1]) / (u[i] - u[i - 1]);
      return g[i - 1] + w * (g[i] - g[i - 1]);
    }
  }
  return g[g.length - 1];
}

const klText = (v: number | null | undefined) => (v === null ? '∞' : fmt(v));

export function leakageChart(report: Report, o: LeakageOptions): ChartOut {
  const models = selectModels(report, o.models).filter((m) => m.geometry);
  if (!models.length) throw new Error('leakage chart: no model of the report has a geometry section');
  const rows: { model: string; u: number; g: number }[] = [];
  const table: string[][] = [];
  for (const m of models) {
    const { u, g } = m.geometry!.leakage;
    for (let i = 0; i < u.length; i++) if (Number.isFinite(g[i])) rows.push({ model: m.name, u: u[i], g: g[i] });
    const b = m.geometry!.binormal;
    table.push([
      m.name,
      fmt(b.a),
      fmt(b.b),
      fmt(b.auroc),
      fmt(m.auroc),
      klText(m.geometry!.binormalKl),
      klText(m.geometry!.klDivergence),
      ...LEAKAGE_TABLE_U.map((x) => fmt(leakageAt(u, g, x))),
    ]);
  }
  const { svg, variants } = renderVariants(
    {
      width: 520,
      height: 440,
      marginLeft: 52,
      marginBottom: 44,
      style: baseStyle,
      x: { domain: [0, 1], label: 'u = 1 − false positive rate (specificity) →', grid: true, labelAnchor: 'center' },
      y: { domain: [0, 1], label: '↑ G(u) = 1 − TPR (share of positives missed)', grid: true },
      color: colorScale(report),
      marks: [
        Plot.line([[0, 0], [1, 1]], { stroke: 'currentColor', strokeOpacity: 0.35, strokeDasharray: '4,4' }),
        ...modelLines(report.models.map((m) => m.name), rows, { x: 'u', y: 'g', domain: [0, 1] }),
        Plot.frame({ strokeOpacity: 0.3 }),
      ],
    },
    { id: o.id, ariaLabel: `Leakage functions G(u) of ${models.map((m) => visibleBidi(m.name)).join(', ')}` },
  );
  return {
    kind: 'leakage',
    title: 'Leakage: positives missed at each specificity',
    caption:
      `The leakage function G(u) = 1 − ROC(1 − u) (Sameni): at a threshold that clears a share u of the negatives, the share of positives that ` +
      `leak below it too. Lower is better; the dashed diagonal is chance; AUROC = 1 − ∫G. Binormal fit probit(TPR) = b + a·probit(FPR): ` +
      models
        .map((m) => {
          const b = m.geometry!.binormal;
          return `${visibleBidi(m.name)} a = ${fmt(b.a, 2)}, b = ${fmt(b.b, 2)}, AUROC Φ(b/√(1+a²)) = ${fmt(b.auroc)}, KL divergence of the fitted pair ${klText(m.geometry!.binormalKl)}`;
        })
        .join('; ') +
      '.' +
      (o.models?.length ? '' : drawnNote(report, models, 'AUROC')),
    svg,
    variants,
    table: {
      head: ['Model', 'a', 'b', 'Binormal AUROC', 'AUROC', 'KL (binormal)', 'KL (empirical hull)', ...LEAKAGE_TABLE_U.map((x) => `G(${x})`)],
      rows: table,
    },
    legend: legendOf(report, models),
  };
}

export interface GeometryOptions {
  id: string;
  models?: readonly string[];
}

export function geometryChart(report: Report, o: GeometryOptions): ChartOut {
  const reg = report.geometryRegions;
  if (!reg) throw new Error('geometry chart: the report has no geometryRegions (configure `geometry: { capacity, risk }`)');
  const models = selectModels(report, o.models);
  const P = report.dataset.positives;
  const N = report.dataset.negatives;
  const curves: { model: string; fpr: number; tpr: number }[] = [];
  for (const m of models) {
    // The report's display curve as it is (thinned once, by report/thin.ts, for very large inputs).
    m.roc.fpr.forEach((fpr, i) => curves.push({ model: m.name, fpr, tpr: m.roc.tpr[i] }));
  }
  const pts: { model: string; kind: string; fpr: number; tpr: number; tip: string }[] = [];
  const table: string[][] = [];
  for (const m of models) {
    const g = m.geometry;
    if (!g) continue;
    if (g.capacityPoint) {
      const q = g.capacityPoint;
      const load = reg.prevalence * q.tpr + (1 - reg.prevalence) * q.fpr;
      pts.push({
        model: m.name,
        kind: 'capacity',
        fpr: q.fpr,
        tpr: q.tpr,
        tip: `${visibleBidi(m.name)} — best point within capacity\nFPR ${fmt(q.fpr)}, TPR ${fmt(q.tpr)}\n${int(q.tp)} TP, ${int(q.fp)} FP (alarms on ${pct(load)} of cases)\nthreshold ${thrText(q.threshold, q.fpr, q.tpr)}`,
      });
      table.push([m.name, 'highest TPR within capacity', fmt(q.fpr), fmt(q.tpr), thrText(q.threshold, q.fpr, q.tpr), int(q.tp), int(q.fp), fmt(load), '—']);
    }
    if (g.riskPoint) {
      const q = g.riskPoint;
      pts.push({
        model: m.name,
        kind: 'risk',
        fpr: q.fpr,
        tpr: q.tpr,
        tip: `${visibleBidi(m.name)} — least-risk point\nFPR ${fmt(q.fpr)}, TPR ${fmt(q.tpr)}\n${int(q.tp)} TP, ${int(q.fp)} FP\nthreshold ${thrText(q.threshold, q.fpr, q.tpr)}\nrisk ${fmt(q.risk)} ${q.feasible ? '≤' : '>'} bound ${fmt(reg.risk?.maxRisk ?? null)}`,
      });
      table.push([m.name, `least risk (${q.feasible ? 'within the bound' : 'above the bound'})`, fmt(q.fpr), fmt(q.tpr), thrText(q.threshold, q.fpr, q.tpr), int(q.tp), int(q.fp), '—', fmt(q.risk)]);
    }
  }
  const marks: (Plot.Markish | null)[] = [Plot.line([[0, 0], [1, 1]], { stroke: 'currentColor', strokeOpacity: 0.3, strokeDasharray: '4,4' })];
  const labels: { x: number; y: number; text: string }[] = [];
  if (reg.risk && reg.risk.region.length >= 3) {
    marks.push(polygonMark(reg.risk.region as Pt[], 'risk-region', 'bounded-risk region'));
    const c = reg.risk.region.reduce((a, p) => [a[0] + p[0] / reg.risk!.region.length, a[1] + p[1] / reg.risk!.region.length], [0, 0]);
    labels.push({ x: c[0], y: c[1], text: `risk ≤ ${fmt(reg.risk.maxRisk, 2)}` });
  }
  if (reg.capacity?.line) {
    const l = reg.capacity.line;
    marks.push(Plot.line(l, { stroke: 'currentColor', strokeOpacity: 0.7, strokeDasharray: '6,3', strokeWidth: 1.5, className: 'capacity-line' } as Plot.LineOptions));
    labels.push({ x: (l[0][0] + l[1][0]) / 2, y: (l[0][1] + l[1][1]) / 2, text: `capacity m = ${fmt(reg.capacity.m, 2)}` });
  }
  marks.push(
    Plot.text(labels, { x: 'x', y: 'y', text: 'text', textAnchor: 'start', dx: 6, fill: 'currentColor', fillOpacity: 0.8, dy: -8, fontSize: 11, stroke: 'var(--plot-background)', strokeWidth: 3, paintOrder: 'stroke' }),
    ...modelLines(report.models.map((m) => m.name), curves, { x: 'fpr', y: 'tpr', domain: [0, 1], strokeWidth: 1.8 }),
    Plot.dot(pts, {
      x: 'fpr',
      y: 'tpr',
      fill: 'model',
      symbol: (d: { kind: string }) => (d.kind === 'capacity' ? 'circle' : 'diamond'),
      stroke: 'var(--plot-background)',
      strokeWidth: 1.5,
      r: 6,
      title: 'tip',
    }),
    Plot.frame({ strokeOpacity: 0.3 }),
  );
  const { svg, variants } = renderVariants(
    {
      width: 560,
      height: 500,
      marginLeft: 52,
      marginBottom: 44,
      style: baseStyle,
      x: { domain: [0, 1], label: 'False positive rate →', grid: true, labelAnchor: 'center' },
      y: { domain: [0, 1], label: '↑ True positive rate', grid: true },
      color: colorScale(report),
      symbol: { domain: ['circle', 'diamond'], range: ['circle', 'diamond'] },
      marks,
    },
    { id: o.id, ariaLabel: 'Capacity line and bounded-risk region over ROC space with each model\'s implied operating points' },
  );
  const parts: string[] = [];
  if (reg.capacity) {
    parts.push(
      `Dashed line: the capacity limit π_p·TPR + π_n·FPR = m with m = ${fmt(reg.capacity.m, 3)} (at most ${pct(reg.capacity.m)} of cases alarmed, ` +
        `π_p = ${fmt(reg.prevalence, 3)}); operating points below it fit. Circles: each model's highest-TPR point that fits.`,
    );
  }
  if (reg.risk) {
    parts.push(
      `Shaded: the bounded-risk region α·π_n·FPR + β·π_p·(1 − TPR) ≤ c with α = ${fmt(reg.risk.fpCost, 3)} (cost of a false positive), ` +
        `β = ${fmt(reg.risk.fnCost, 3)} (of a false negative), c = ${fmt(reg.risk.maxRisk, 3)}. Diamonds: each model's least-risk point.`,
    );
  }
  return {
    kind: 'geometry',
    title: 'Capacity and bounded risk in ROC space',
    caption: `Sameni's deployment geometry (Sec. 6) for ${int(P + N)} cases. ` + parts.join(' ') + (o.models?.length ? '' : drawnNote(report, models, 'AUROC')),
    svg,
    variants,
    table: { head: ['Model', 'Point', 'FPR', 'TPR', 'Threshold', 'TP', 'FP', 'Share alarmed', 'Risk'], rows: table },
    // Lines only: this chart's symbols tell the point kind (circle: capacity, diamond: least risk), not the model.
    legend: legendOf(report, models).map((l) => ({ ...l, symbol: undefined })),
  };
}
