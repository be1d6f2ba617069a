/**
 * The report's charts: one function per chart, each building one Observable Plot spec from a Report (the JSON
 * contract of src/lib/report/types.ts), rendering it to SVG at build time, and returning the title, a default caption
 * and the data as a table (the chart's text alternative).
 *
 * Colours come from {@link modelColors} (model order of the report), so a model has one colour in every chart.
 */
import type { Report, ModelReport, ScenarioSummary, Pt, Range } from '../report/types';
import { Plot, renderPlot } from './render';
import { modelColors, categoryFill, categorySwatch, categoryLabel, tiePatterns, NEUTRAL } from './palette';
import { fmt, pct, int, compact, threshold as fmtThreshold } from './format';

export interface ChartTable {
  head: string[];
  rows: string[][];
}

export interface ChartOut {
  /** Value for the figure's data-chart attribute. */
  kind: 'roc' | 'pr' | 'feasible' | 'lesser' | 'heatmap' | 'dutch-draw' | 'leakage' | 'geometry';
  title: string;
  caption: string;
  svg: string;
  table: ChartTable;
  /** Legend entries (label, colour), in order. */
  legend: { label: string; color: string; tie?: boolean }[];
}

export const SVG_NS = 'http://www.w3.org/2000/svg';
export const FONT = 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif';

export function colorScale(report: Report) {
  const names = report.models.map((m) => m.name);
  const c = modelColors(names);
  return { type: 'categorical' as const, domain: names, range: names.map((n) => c[n]) };
}

export function legendOf(report: Report) {
  const c = modelColors(report.models.map((m) => m.name));
  return report.models.map((m) => ({ label: m.name, color: c[m.name] }));
}

/** Keep at most ~maxPoints points of a curve (always the first, last and every hull vertex), for display only. */
export function thinCurve(x: ArrayLike<number>, y: ArrayLike<number>, keep: ReadonlySet<number>, maxPoints = 1500): number[] {
  const n = x.length;
  if (n <= maxPoints) return Array.from({ length: n }, (_, i) => i);
  const step = 1 / maxPoints;
  const out: number[] = [0];
  let lx = x[0];
  let ly = y[0];
  for (let i = 1; i < n - 1; i++) {
    if (keep.has(i) || Math.abs(x[i] - lx) >= step || Math.abs(y[i] - ly) >= step) {
      out.push(i);
      lx = x[i];
      ly = y[i];
    }
  }
  out.push(n - 1);
  return out;
}

function findScenario(report: Report, name?: string): ScenarioSummary | undefined {
  if (!report.scenarios.length) return undefined;
  if (name === undefined) return report.scenarios[0];
  const s = report.scenarios.find((x) => x.name === name);
  if (!s) throw new Error(`scenario "${name}" not found; the report has: ${report.scenarios.map((x) => x.name).join(', ') || 'none'}`);
  return s;
}

export function selectModels(report: Report, names?: readonly string[]): ModelReport[] {
  if (!names || names.length === 0) return report.models;
  return names.map((n) => {
    const m = report.models.find((x) => x.name === n);
    if (!m) throw new Error(`model "${n}" not found; the report has: ${report.models.map((x) => x.name).join(', ')}`);
    return m;
  });
}

/** Distinct best feasible points of a model in a scenario, each with the t pieces where it is optimal. */
export function distinctBestPoints(ms: ModelReport['scenarios'][number]) {
  const out: { fpr: number; tpr: number; threshold: number | null; tp: number; fp: number; t: [number, number][] }[] = [];
  for (const b of ms.bestPoints) {
    const last = out[out.length - 1];
    if (last && last.fpr === b.fpr && last.tpr === b.tpr) last.t.push([b.t[0], b.t[1]]);
    else out.push({ fpr: b.fpr, tpr: b.tpr, threshold: b.threshold, tp: b.tp, fp: b.fp, t: [[b.t[0], b.t[1]]] });
  }
  return out;
}

/** Threshold text: null is "never alarm" at the ROC origin, and "not given" elsewhere (ROC points without thresholds). */
export function thrText(th: number | null, fpr: number, tpr: number): string {
  if (th === null) return fpr === 0 && tpr === 0 ? fmtThreshold(null) : 'not given';
  return fmtThreshold(th);
}

function tRanges(t: [number, number][]): string {
  return t.map(([a, b]) => (a === b ? `t = ${fmt(a)}` : `t ∈ [${fmt(a)}, ${fmt(b)}]`)).join(', ');
}

export const baseStyle = { fontFamily: FONT, fontSize: '12px', overflow: 'visible' } as const;

// ---------------------------------------------------------------------------------------------------------------
// ROC

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
 * Acceptance curves of the report as drawn: the configured ROC points with (0,0) and (1,1) added, sorted by FPR;
 * one curve per distinct point list, with the WaAUROCC FPR ranges it applies to.
 */
export function acceptanceCurves(report: Report): { ranges: Range[]; points: Pt[] }[] {
  const out = new Map<string, { ranges: Range[]; points: Pt[] }>();
  for (const a of report.settings.waauroccAcceptance ?? []) {
    const pts: Pt[] = [[0, 0], ...a.points.map((p) => [p[0], p[1]] as Pt), [1, 1]];
    pts.sort((p, q) => p[0] - q[0] || p[1] - q[1]);
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
    const keep = new Set(m.hull);
    for (const i of thinCurve(m.roc.fpr, m.roc.tpr, keep)) curve.push({ model: m.name, fpr: m.roc.fpr[i], tpr: m.roc.tpr[i] });
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
  const svg = renderPlot(
    {
      width: 560,
      height: maxFpr < 1 ? 420 : 520,
      marginLeft: 52,
      marginBottom: 44,
      style: baseStyle,
      x: { domain: [0, maxFpr], label: 'False positive rate (1 − specificity) →', grid: true, labelAnchor: 'center' },
      y: { domain: [0, 1], label: '↑ True positive rate (sensitivity)', grid: true },
      color: colorScale(report),
      marks: [
        Plot.line([[0, 0], [1, 1]], { stroke: 'currentColor', strokeOpacity: 0.35, strokeDasharray: '4,4', clip: maxFpr < 1 }),
        accRows.length
          ? Plot.line(accRows, { x: 'fpr', y: 'tpr', z: 'curve', stroke: 'currentColor', strokeWidth: 1.6, strokeDasharray: '8,3,2,3', strokeOpacity: 0.8, clip: maxFpr < 1, className: 'acceptance-curve' } as Plot.LineOptions)
          : null,
        showHull ? Plot.line(hull, { x: 'fpr', y: 'tpr', z: 'model', stroke: 'model', strokeDasharray: '2,3', strokeWidth: 1.2, clip: maxFpr < 1 }) : null,
        Plot.line(curve, { x: 'fpr', y: 'tpr', z: 'model', stroke: 'model', strokeWidth: 2, curve: 'linear', clip: maxFpr < 1 }),
        Plot.dot(points, { x: 'fpr', y: 'tpr', fill: 'model', stroke: 'var(--plot-background)', strokeWidth: 1.5, r: 5, title: 'tip' }),
        Plot.frame({ strokeOpacity: 0.3 }),
      ],
    },
    { id: o.id, ariaLabel: `ROC curves of ${models.map((m) => m.name).join(', ')}` },
  );
  const caption =
    `ROC curves (solid) with their upper convex hulls (dotted) and the chance diagonal (dashed). ` +
    (scen ? `Dots: each model's best feasible operating points in scenario “${scen.name}” (precision ≥ ${fmt(scen.precision, 2)}, at most ${int(scen.capacityCount)} alerts). ` : '') +
    `AUROC: ${models.map((m) => `${m.name} ${fmt(m.auroc)}`).join(', ')}.` +
    (accRows.length ? ` Dash-dotted: the acceptance curve a model's ROC curve should reach. ${acceptanceText(report, models)}` : '');
  return {
    kind: 'roc',
    title: maxFpr < 1 ? `ROC curves (FPR ≤ ${fmt(maxFpr, 2)})` : 'ROC curves',
    caption,
    svg,
    table: { head: ['Model', 'Point', 'FPR', 'TPR', 'Threshold'], rows: table },
    legend: legendOf(report).filter((l) => models.some((m) => m.name === l.label)),
  };
}

// ---------------------------------------------------------------------------------------------------------------
// PR

export interface PrChartOptions {
  id: string;
  models?: readonly string[];
  /**
   * Draw the PR curves re-weighted to this deployment prevalence (models[].geometry.prAtPrevalence, Sameni eq. 21)
   * instead of the test set's. Must be one of report.settings.deploymentPrevalence.
   */
  prevalence?: number;
}

export function prChart(report: Report, o: PrChartOptions): ChartOut {
  const models = selectModels(report, o.models);
  const rows: { model: string; recall: number; precision: number }[] = [];
  const table: string[][] = [];
  const atPrev = o.prevalence;
  for (const m0 of models) {
    let m = m0;
    if (atPrev !== undefined) {
      const c = m0.geometry?.prAtPrevalence?.find((q) => Math.abs(q.prevalence - atPrev) < 1e-12);
      if (!c) throw new Error(`PR chart: model "${m0.name}" has no PR curve at prevalence ${atPrev}; the report has: ${(m0.geometry?.prAtPrevalence ?? []).map((q) => q.prevalence).join(', ') || 'none'}`);
      m = { ...m0, pr: { recall: c.recall, precision: c.precision, thresholds: c.recall.map(() => null) } };
    }
    const n = m.pr.recall.length;
    const keep = new Set<number>();
    const idx = thinCurve(m.pr.recall, m.pr.precision, keep);
    // Average precision weighs P_n over (R_{n-1}, R_n]: the first precision holds from recall 0 (drawn, not tabulated).
    const first = idx.find((i) => Number.isFinite(m.pr.precision[i]));
    if (first !== undefined && m.pr.recall[idx[0]] > 0) rows.push({ model: m.name, recall: 0, precision: m.pr.precision[first] });
    for (const i of idx) if (Number.isFinite(m.pr.precision[i])) rows.push({ model: m.name, recall: m.pr.recall[i], precision: m.pr.precision[i] });
    const step = Math.max(1, Math.floor(n / 12));
    for (let i = 0; i < n; i += step) table.push([m.name, fmt(m.pr.recall[i]), fmt(m.pr.precision[i]), m.pr.thresholds[i] === null ? 'not given' : fmtThreshold(m.pr.thresholds[i])]);
  }
  const prev = atPrev ?? report.dataset.prevalence;
  const svg = renderPlot(
    {
      width: 560,
      height: 420,
      marginLeft: 52,
      marginBottom: 44,
      style: baseStyle,
      x: { domain: [0, 1], label: 'Recall (sensitivity) →', grid: true, labelAnchor: 'center' },
      y: { domain: [0, 1], label: '↑ Precision (PPV)', grid: true },
      color: colorScale(report),
      marks: [
        Plot.ruleY([prev], { stroke: 'currentColor', strokeOpacity: 0.45, strokeDasharray: '4,4' }),
        Plot.text([{ x: 1, y: prev }], { x: 'x', y: 'y', text: () => `prevalence ${pct(prev)}`, textAnchor: 'end', dx: -4, dy: -7, fill: 'currentColor', stroke: 'var(--plot-background)', strokeWidth: 4, paintOrder: 'stroke' }),
        Plot.line(rows, { x: 'recall', y: 'precision', z: 'model', stroke: 'model', strokeWidth: 2, curve: 'step-before' }),
        Plot.frame({ strokeOpacity: 0.3 }),
      ],
    },
    { id: o.id, ariaLabel: `Precision–recall curves of ${models.map((m) => m.name).join(', ')}${atPrev !== undefined ? ` at prevalence ${pct(atPrev)}` : ''}` },
  );
  return {
    kind: 'pr',
    title: atPrev !== undefined ? `Precision–recall curves at prevalence ${pct(atPrev)}` : 'Precision–recall curves',
    caption:
      atPrev !== undefined
        ? `Precision against recall if the models were deployed where ${pct(atPrev)} of cases are positive (test set: ${pct(report.dataset.prevalence)}): ` +
          `recall is unchanged and precision = π·TPR / (π·TPR + (1 − π)·FPR) with π = ${fmt(atPrev, 3)} (Sameni, eq. 21). The dashed line is π, the precision of a random alarm there.`
        : `Precision against recall at every threshold; the dashed line is the prevalence (${pct(prev)}), the precision of a random alarm. ` +
          `Average precision: ${models.map((m) => `${m.name} ${fmt(m.auprc)}`).join(', ')}.`,
    svg,
    table: { head: ['Model', 'Recall', 'Precision', 'Threshold'], rows: table },
    legend: legendOf(report).filter((l) => models.some((m) => m.name === l.label)),
  };
}

// ---------------------------------------------------------------------------------------------------------------
// Feasible region

export interface FeasibleOptions {
  id: string;
  scenario?: string;
  /** Zoom the FPR axis; default: automatic (a little beyond the region and the best points). */
  maxFpr?: number;
}

export function polygonMark(vertices: Pt[], cls: string, label = 'feasible region'): Plot.RenderFunction {
  return (_index, scales, _values, _dim, context) => {
    const doc = context.document;
    const g = doc.createElementNS(SVG_NS, 'g') as SVGGElement;
    g.setAttribute('aria-label', label);
    if (vertices.length >= 3) {
      const poly = doc.createElementNS(SVG_NS, 'polygon');
      poly.setAttribute('points', vertices.map(([x, y]) => `${round2(scales.x!(x) as number)},${round2(scales.y!(y) as number)}`).join(' '));
      poly.setAttribute('class', cls);
      poly.setAttribute('fill', 'currentColor');
      poly.setAttribute('fill-opacity', '0.12');
      poly.setAttribute('stroke', 'currentColor');
      poly.setAttribute('stroke-opacity', '0.6');
      poly.setAttribute('stroke-width', '1');
      g.appendChild(poly);
    }
    return g as unknown as SVGElement;
  };
}

function round2(v: number): string {
  return (Math.round(v * 100) / 100).toString();
}

/** Segment of the line a·x + b·y = c inside [0, X] × [0, 1] (or null). */
export function clipLine(a: number, b: number, c: number, X: number, Y = 1): [Pt, Pt] | null {
  const pts: Pt[] = [];
  const add = (x: number, y: number) => {
    if (x >= -1e-12 && x <= X + 1e-12 && y >= -1e-12 && y <= Y + 1e-12 && !pts.some((p) => Math.abs(p[0] - x) < 1e-12 && Math.abs(p[1] - y) < 1e-12)) pts.push([x, y]);
  };
  if (b !== 0) {
    add(0, c / b);
    add(X, (c - a * X) / b);
  }
  if (a !== 0) {
    add(c / a, 0);
    add((c - b * Y) / a, Y);
  }
  if (pts.length < 2) return null;
  pts.sort((p, q) => p[0] - q[0] || p[1] - q[1]);
  return [pts[0], pts[pts.length - 1]];
}

export function feasibleChart(report: Report, o: FeasibleOptions): ChartOut {
  const scen = findScenario(report, o.scenario);
  if (!scen) throw new Error('feasible region chart: the report has no scenario');
  const { positives: P, negatives: N } = report.dataset;
  const verts = scen.feasibleRegion.vertices;
  const best: { model: string; fpr: number; tpr: number; tip: string }[] = [];
  const table: string[][] = [];
  for (const m of report.models) {
    const ms = m.scenarios.find((s) => s.name === scen.name);
    if (!ms) continue;
    for (const b of distinctBestPoints(ms)) {
      best.push({
        model: m.name,
        fpr: b.fpr,
        tpr: b.tpr,
        tip: `${m.name} — best feasible point\nFPR ${fmt(b.fpr)}, TPR ${fmt(b.tpr)}\n${int(b.tp)} TP, ${int(b.fp)} FP, precision ${b.tp + b.fp > 0 ? fmt(b.tp / (b.tp + b.fp)) : '—'}\nthreshold ${thrText(b.threshold, b.fpr, b.tpr)}\noptimal for ${tRanges(b.t)}\npartial VOROS ${fmt(ms.partialVoros)}`,
      });
      table.push([m.name, fmt(b.fpr), fmt(b.tpr), thrText(b.threshold, b.fpr, b.tpr), tRanges(b.t), fmt(ms.partialVoros)]);
    }
  }
  const xmaxRegion = Math.max(0, ...verts.map((v) => v[0]), ...best.map((b) => b.fpr));
  const maxFpr = o.maxFpr ?? (xmaxRegion < 0.45 ? Math.min(1, niceCeil(Math.max(xmaxRegion * 1.35, 0.01))) : 1);
  const ymaxRegion = Math.max(0, ...verts.map((v) => v[1]), ...best.map((b) => b.tpr));
  const maxTpr = maxFpr < 1 && ymaxRegion < 0.75 ? Math.min(1, niceCeil(Math.max(ymaxRegion * 1.25, 0.05))) : 1;
  const curves: { model: string; fpr: number; tpr: number }[] = [];
  for (const m of report.models) {
    const keep = new Set(m.hull);
    for (const i of thinCurve(m.roc.fpr, m.roc.tpr, keep, 2500)) {
      curves.push({ model: m.name, fpr: m.roc.fpr[i], tpr: m.roc.tpr[i] });
    }
  }
  // Constraint lines: precision α·N·x = (1−α)·P·y; capacity N·x + P·y = κ.
  const a = scen.precision;
  const precLine = clipLine(a * N, -(1 - a) * P, 0, maxFpr, maxTpr);
  const capLine = clipLine(N, P, scen.capacityCount, maxFpr, maxTpr);
  const lines: { kind: string; x: number; y: number }[] = [];
  if (precLine) for (const p of precLine) lines.push({ kind: `precision = ${fmt(a, 2)}`, x: p[0], y: p[1] });
  if (capLine) for (const p of capLine) lines.push({ kind: `${int(scen.capacityCount)} alerts`, x: p[0], y: p[1] });
  const labels = [precLine, capLine]
    .map((l, k) => (l ? { x: (l[0][0] + l[1][0]) / 2, y: (l[0][1] + l[1][1]) / 2, text: k === 0 ? `precision ${fmt(a, 2)}` : `capacity ${int(scen.capacityCount)}` } : null))
    .filter((v): v is { x: number; y: number; text: string } => v !== null);
  const svg = renderPlot(
    {
      width: 560,
      height: 460,
      marginLeft: 52,
      marginBottom: 44,
      style: baseStyle,
      x: { domain: [0, maxFpr], label: 'False positive rate →', grid: true, labelAnchor: 'center' },
      y: { domain: [0, maxTpr], label: '↑ True positive rate', grid: true, ticks: 8 },
      color: colorScale(report),
      marks: [
        polygonMark(verts, 'feasible-polygon'),
        Plot.line(lines, { x: 'x', y: 'y', z: 'kind', stroke: 'currentColor', strokeOpacity: 0.55, strokeDasharray: '5,3' }),
        Plot.text(labels, { x: 'x', y: 'y', text: 'text', fill: 'currentColor', fillOpacity: 0.75, dy: -7, fontSize: 11 }),
        Plot.line(curves, { x: 'fpr', y: 'tpr', z: 'model', stroke: 'model', strokeWidth: 1.8, clip: true }),
        Plot.dot(best, { x: 'fpr', y: 'tpr', fill: 'model', stroke: 'var(--plot-background)', strokeWidth: 1.5, r: 5.5, symbol: 'circle', title: 'tip' }),
        Plot.frame({ strokeOpacity: 0.3 }),
      ],
    },
    { id: o.id, ariaLabel: `Feasible region of scenario ${scen.name} with each model's ROC curve and best feasible points` },
  );
  return {
    kind: 'feasible',
    title: `Feasible region — scenario “${scen.name}”`,
    caption:
      `Shaded: the operating points that meet precision ≥ ${fmt(a, 2)} and at most ${int(scen.capacityCount)} alerts ` +
      `(case ${scen.feasibleRegion.case} of the Partial VOROS paper's Appendix A: ${scen.feasibleRegion.description}; area ${fmt(scen.feasibleArea, 4)}). ` +
      `Dots: each model's best feasible operating points for t ∈ [${fmt(scen.tRange[0])}, ${fmt(scen.tRange[1])}].` +
      (maxFpr < 1 ? ` The axes are cut at FPR ${fmt(maxFpr, 3)}${maxTpr < 1 ? ` and TPR ${fmt(maxTpr, 2)}` : ''} to show the region.` : ''),
    svg,
    table: { head: ['Model', 'FPR', 'TPR', 'Threshold', 'Optimal for', 'Partial VOROS'], rows: table },
    legend: legendOf(report),
  };
}

function niceCeil(v: number): number {
  const e = 10 ** Math.floor(Math.log10(v));
  for (const m of [1, 1.5, 2, 2.5, 3, 4, 5, 6, 8, 10]) if (m * e >= v) return m * e;
  return 10 * e;
}

// ---------------------------------------------------------------------------------------------------------------
// Lesser area against t

export interface LesserOptions {
  id: string;
  /** Scenario whose normalized partial area is drawn; 'none' draws the (unconstrained) area of lesser classifiers A_t. */
  scenario?: string | 'none';
}

/** Nice cost-ratio values (C0/C1) whose t lies inside (lo, hi). */
export function ratioTicks(lo: number, hi: number, P: number, N: number): { t: number; r: number }[] {
  const tOf = (r: number) => (r * N) / (r * N + P);
  const out: { t: number; r: number }[] = [];
  for (let e = -6; e <= 6; e++) {
    for (const m of [1, 2, 5]) {
      const r = m * 10 ** e;
      const t = tOf(r);
      if (t >= lo - 1e-9 && t <= hi + 1e-9) out.push({ t, r });
    }
  }
  if (out.length > 7) return out.filter((d) => /^1/.test(d.r.toExponential()));
  return out;
}

export function lesserChart(report: Report, o: LesserOptions): ChartOut {
  const scen = o.scenario === 'none' ? undefined : findScenario(report, o.scenario);
  const { positives: P, negatives: N } = report.dataset;
  const rows: { model: string; t: number; v: number }[] = [];
  const table: string[][] = [];
  for (const m of report.models) {
    const series = scen ? m.scenarios.find((s) => s.name === scen.name)?.partialArea : m.lesserArea;
    if (!series) continue;
    for (let i = 0; i < series.t.length; i++) {
      const v = series.value[i];
      if (Number.isFinite(v)) rows.push({ model: m.name, t: series.t[i], v });
    }
    const n = series.t.length;
    const step = Math.max(1, Math.floor(n / 10));
    for (let i = 0; i < n; i += step) table.push([m.name, fmt(series.t[i]), compact((series.t[i] / (1 - series.t[i])) * (P / N)), fmt(series.value[i])]);
  }
  const ts = rows.map((r) => r.t);
  const lo = scen ? scen.tRange[0] : ts.length ? Math.min(...ts) : 0;
  const hi = scen ? scen.tRange[1] : ts.length ? Math.max(...ts) : 1;
  const ticks = ratioTicks(lo, hi, P, N);
  const svg = renderPlot(
    {
      width: 640,
      height: 380,
      marginLeft: 56,
      marginTop: 46,
      marginBottom: 44,
      style: baseStyle,
      x: { domain: [lo, hi], label: 'Fractional cost t →', grid: true, labelAnchor: 'center' },
      y: { domain: [0, 1], label: scen ? 'Normalized partial area A*ₜ / A*' : 'Area of lesser classifiers Aₜ', grid: true, labelAnchor: 'center', labelArrow: 'none' },
      color: colorScale(report),
      marks: [
        Plot.axisX(ticks.map((d) => d.t), {
          anchor: 'top',
          tickFormat: (t: number) => compact((t / (1 - t)) * (P / N)),
          label: 'Cost ratio C0/C1 (false positive : false negative) →',
          labelAnchor: 'center',
        }),
        Plot.axisX({ anchor: 'bottom' }),
        Plot.line(rows, { x: 't', y: 'v', z: 'model', stroke: 'model', strokeWidth: 2 }),
        Plot.frame({ strokeOpacity: 0.3 }),
      ],
    },
    { id: o.id, ariaLabel: scen ? `Normalized partial area against t, scenario ${scen.name}` : 'Area of lesser classifiers against t' },
  );
  return {
    kind: 'lesser',
    title: scen ? `Normalized partial area against cost — scenario “${scen.name}”` : 'Area of lesser classifiers against cost',
    caption: scen
      ? `For each fractional cost t (bottom axis; top axis: the cost ratio C0/C1 = t/(1−t)·P/N), the share of the feasible region that the model's best feasible point beats. Partial VOROS is the average of this curve over the cost distribution: ${report.models
          .map((m) => `${m.name} ${fmt(m.scenarios.find((s) => s.name === scen.name)?.partialVoros)}`)
          .join(', ')}.`
      : `For each fractional cost t, the area of ROC space below the iso-cost line through the model's cost-optimal point; VOROS is its average over a t range.`,
    svg,
    table: { head: ['Model', 't', 'C0/C1', scen ? 'A*ₜ / A*' : 'Aₜ'], rows: table },
    legend: legendOf(report),
  };
}

// ---------------------------------------------------------------------------------------------------------------
// Winner heatmap

export interface HeatmapOptions {
  id: string;
}

export interface HeatCell {
  i: number;
  j: number;
  alpha: number;
  kappa: number;
  kappaLabel: string;
  category: string;
  color: string;
  swatch: string;
  tie: boolean;
  tip: string;
}

/** Label of a κ column: the share of |D| (as configured when given as a share) and the count. */
export function kappaLabel(kappa: number, total: number): string {
  const share = kappa / total;
  const s = share * 100;
  const str = s >= 10 ? s.toFixed(0) : s >= 1 ? Number(s.toFixed(1)).toString() : Number(s.toPrecision(2)).toString();
  return `${str}%`;
}

export function heatmapCells(report: Report, chartId: string): HeatCell[] {
  const h = report.heatmap;
  if (!h) throw new Error('the report has no heatmap');
  const names = report.models.map((m) => m.name);
  const total = report.dataset.positives + report.dataset.negatives;
  const out: HeatCell[] = [];
  h.alphas.forEach((alpha, i) => {
    h.kappas.forEach((kappa, j) => {
      const cell = h.cells[i][j];
      const category = categoryLabel(cell.winners, names);
      const pv = names.map((n) => `${n} ${fmt(cell.partialVoros[n])}`).join(', ');
      out.push({
        i,
        j,
        alpha,
        kappa,
        kappaLabel: kappaLabel(kappa, total),
        category,
        color: categoryFill(cell.winners, names, chartId),
        swatch: categorySwatch(cell.winners, names),
        tie: cell.winners.length > 1,
        tip: `α = ${fmt(alpha, 3)}, κ = ${int(kappa)} (${kappaLabel(kappa, total)} of |D|)\nwinner: ${category}\npartial VOROS: ${pv}`,
      });
    });
  });
  return out;
}

export function heatmapChart(report: Report, o: HeatmapOptions): ChartOut {
  const h = report.heatmap;
  if (!h) throw new Error('the report has no heatmap');
  const cells = heatmapCells(report, o.id);
  const total = report.dataset.positives + report.dataset.negatives;
  const xDomain = h.kappas.map((k) => kappaLabel(k, total));
  const yDomain = h.alphas.map((a) => fmt(a, 2)).reverse();
  const names = report.models.map((m) => m.name);
  // Legend: every category that occurs, singles first in model order, then ties.
  const seen = new Map<string, { label: string; color: string; tie: boolean }>();
  for (const c of cells) if (!seen.has(c.category)) seen.set(c.category, { label: c.category, color: c.swatch, tie: c.tie });
  const legend = [...seen.values()].sort((a, b) => Number(a.tie) - Number(b.tie) || catOrder(a.label, names) - catOrder(b.label, names) || (a.label < b.label ? -1 : 1));
  const showText = h.kappas.length <= 24 && h.alphas.length <= 24;
  const cellW = Math.max(26, Math.min(84, Math.floor(640 / Math.max(1, h.kappas.length))));
  const cellH = Math.max(18, Math.min(40, Math.floor(440 / Math.max(1, h.alphas.length))));
  const svg = renderPlot(
    {
      width: 70 + cellW * h.kappas.length + 20,
      height: 40 + 50 + cellH * h.alphas.length,
      marginLeft: 56,
      marginBottom: 50,
      marginTop: 16,
      style: baseStyle,
      padding: 0.04,
      x: { type: 'band', domain: xDomain, label: 'Capacity κ (share of |D|) →', labelAnchor: 'center', tickRotate: h.kappas.length > 10 ? -40 : 0 },
      y: { type: 'band', domain: yDomain, label: '↑ Minimum precision α' },
      color: { type: 'identity' },
      marks: [
        Plot.cell(cells, { x: 'kappaLabel', y: (d: HeatCell) => fmt(d.alpha, 2), fill: 'color', title: 'tip', inset: 0.5 }),
        showText
          ? Plot.text(
              cells.filter((c) => c.tie),
              { x: 'kappaLabel', y: (d: HeatCell) => fmt(d.alpha, 2), text: () => '≈', fill: '#111', stroke: '#fff', strokeWidth: 3, paintOrder: 'stroke', fontSize: 14, fontWeight: 'bold', pointerEvents: 'none' } as Plot.TextOptions,
            )
          : null,
      ],
    },
    {
      id: o.id,
      ariaLabel: 'Winner heatmap over minimum precision α and capacity κ',
      prepend: tiePatterns(o.id, names),
      decorate: (svg) => {
        const g = svg.querySelector('g[aria-label="cell"]');
        const rects = g ? Array.from(g.querySelectorAll('rect')) : [];
        if (rects.length !== cells.length) throw new Error(`heatmap: ${rects.length} rects for ${cells.length} cells`);
        rects.forEach((r, k) => {
          r.setAttribute('data-cell', `${cells[k].i},${cells[k].j}`);
          r.setAttribute('data-category', cells[k].category);
        });
        const tg = svg.querySelector('g[aria-label="text"]');
        if (tg) {
          const ties = cells.filter((c) => c.tie);
          Array.from(tg.querySelectorAll('text')).forEach((t, k) => {
            if (ties[k]) t.setAttribute('data-cell', `${ties[k].i},${ties[k].j}`);
          });
        }
      },
    },
  );
  const table: string[][] = cells.map((c) => [fmt(c.alpha, 3), c.kappaLabel, int(c.kappa), c.category, ...names.map((n) => fmt(h.cells[c.i][c.j].partialVoros[n]))]);
  const costText = 't' in h.cost ? `t uniform on [${fmt(h.cost.t[0], 2)}, ${fmt(h.cost.t[1], 2)}]` : `C0/C1 uniform on [${h.cost.ratio[0]}, ${h.cost.ratio[1]}]`;
  return {
    kind: 'heatmap',
    title: 'Which model wins? Partial VOROS over minimum precision × capacity',
    caption:
      `Each cell is a deployment scenario: minimum precision α (rows) and at most κ alerts (columns, as a share of the ${int(total)} cases). ` +
      `Colour: the model with the highest partial VOROS (${costText}); models within ${h.tie} of the best are tied and shown as one category such as “A ≈ B” (stripes of their colours, marked ≈).`,
    svg,
    table: { head: ['α', 'κ (share)', 'κ (count)', 'Winner', ...names.map((n) => `PV ${n}`)], rows: table },
    legend: legend.map((l) => ({ label: l.label, color: l.color, tie: l.tie })),
  };
}

function catOrder(label: string, names: string[]): number {
  const first = label.split(' ≈ ')[0];
  const i = names.indexOf(first);
  return i < 0 ? names.length : i;
}

export { NEUTRAL, modelColors };
