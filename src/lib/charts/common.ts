/**
 * Shared pieces of the report's charts (one module per chart: roc.ts, pr.ts, feasible.ts, lesser.ts, heatmap.ts,
 * geometry.ts, dutch-draw.ts): the ChartOut type every chart returns, the model colour scale and legend, scenario/model lookup, best-point grouping, threshold text, the base plot style and the polygon mark.
 *
 * Colours come from {@link modelColors} (model order of the report), so a model has one colour in every chart. Charts
 * draw the report's display curves as they are: the one thinning rule is report/thin.ts's, applied when the report is
 * built.
 */
import type { Report, ModelReport, ScenarioSummary, Pt } from '../report/types';
import type { Plot } from './render';
import { Plot as PlotNs } from './render-core';
import { modelColors } from './palette';
import { labelPositions, modelStyles } from './model-style';
import { drawnModels } from './drawn-models';
import { fmt, threshold as fmtThreshold } from './format';
import { unknownName } from '../report-names';

export interface ChartTable {
  head: string[];
  rows: string[][];
}

export interface ChartOut {
  /** Value for the figure's data-chart attribute. */
  kind: 'roc' | 'pr' | 'feasible' | 'lesser' | 'heatmap' | 'dutch-draw' | 'leakage' | 'geometry' | 'forest' | 'win-probability' | 'selection-roc' | 'selection-thresholds';
  title: string;
  caption: string;
  /** The screen variant of the chart. */
  svg: string;
  /** The phone and print variants (render-core.ts renderVariants), shown instead of `svg` by CSS media queries. */
  variants?: { phone: string; print: string };
  table: ChartTable;
  /**
   * Legend entries (label, colour), in order; `key` is the entry's print key (heatmap: "1", "1≈2"); `dash` and `symbol`
   * are the model's line and point style (model-style.ts) when the chart draws models.
   */
  legend: { label: string; color: string; tie?: boolean; key?: string; dash?: string; symbol?: string }[];
}

export const SVG_NS = 'http://www.w3.org/2000/svg';
export const FONT = 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif';

export function colorScale(report: Report) {
  const names = report.models.map((m) => m.name);
  const c = modelColors(names);
  return { type: 'categorical' as const, domain: names, range: names.map((n) => c[n]) };
}

/**
 * Legend of the report's models, or of those a chart draws (`drawn`, in report order either way): colour, dash pattern
 * and symbol of each (model-style.ts, by position in the report).
 */
export function legendOf(report: Report, drawn?: readonly { name: string }[]) {
  const st = modelStyles(report.models.map((m) => m.name));
  const shown = drawn && new Set(drawn.map((m) => m.name));
  return report.models
    .filter((m) => !shown || shown.has(m.name))
    .map((m) => ({ label: m.name, color: st[m.name].color, dash: st[m.name].dash, symbol: st[m.name].symbol }));
}

/** Plot symbol scale of the report's models (model-style.ts), for point marks with `symbol: 'model'`. */
export function symbolScale(report: Report) {
  const names = report.models.map((m) => m.name);
  const st = modelStyles(names);
  return { type: 'ordinal' as const, domain: names, range: names.map((n) => st[n].symbol) };
}

/**
 * Model lines with their model's dash pattern (one line mark per model: a dash pattern is not a Plot channel) and a
 * direct label on each curve: the model's symbol and name at a point spread along the x domain (model-style.ts
 * labelPositions), so the curves read without colour.
 */
export function modelLines<T extends { model: string }>(
  /** Every model of the report, in report order (a model's style is by its position). */
  order: readonly string[],
  rows: T[],
  o: { x: keyof T & string; y: keyof T & string; domain: [number, number]; strokeWidth?: number; curve?: string; clip?: boolean; labels?: boolean },
): (PlotNs.Markish | null)[] {
  const names = order.filter((n) => rows.some((r) => r.model === n));
  const st = modelStyles(order);
  const lines = names.map((n) =>
    PlotNs.line(
      rows.filter((r) => r.model === n),
      { x: o.x, y: o.y, stroke: st[n].color, strokeWidth: o.strokeWidth ?? 2, strokeDasharray: st[n].dash === 'none' ? undefined : st[n].dash, curve: o.curve ?? 'linear', clip: o.clip, className: 'model-line' } as PlotNs.LineOptions,
    ),
  );
  if (o.labels === false) return lines;
  const pos = labelPositions(
    names.map((n) => {
      const rs = rows.filter((r) => r.model === n);
      return { model: n, xs: rs.map((r) => Number(r[o.x])), ys: rs.map((r) => Number(r[o.y])) };
    }),
    o.domain,
    o.curve ?? 'linear',
  ).map((p) => ({ ...p, fill: st[p.model].color, symbol: st[p.model].symbol }));
  return [
    ...lines,
    PlotNs.dot(pos, { x: 'x', y: 'y', fill: 'fill', symbol: (d: { symbol: string }) => d.symbol, r: 4.5, stroke: 'var(--plot-background)', strokeWidth: 1, className: 'model-label-symbol' } as PlotNs.DotOptions),
    PlotNs.text(pos, {
      x: 'x',
      y: 'y',
      text: 'model',
      dx: 7,
      dy: 9,
      textAnchor: 'start',
      fill: 'currentColor',
      stroke: 'var(--plot-background)',
      strokeWidth: 3,
      paintOrder: 'stroke',
      fontWeight: 600,
      className: 'model-label',
    } as PlotNs.TextOptions),
  ];
}

/** Scenario by name (default: the first; undefined when the report has none); throws listing the names when unknown. */
export function findScenario(report: Report, name?: string): ScenarioSummary | undefined {
  if (name === undefined) return report.scenarios[0];
  const problem = unknownName('scenario', name, report.scenarios.map((x) => x.name));
  if (problem) throw new Error(problem);
  return report.scenarios.find((x) => x.name === name);
}

/** The models named (in that order), or by default the models the chart draws (drawn-models.ts). */
export function selectModels(report: Report, names?: readonly string[]): ModelReport[] {
  if (!names || names.length === 0) return drawnModels(report);
  const known = report.models.map((x) => x.name);
  return names.map((n) => {
    const problem = unknownName('model', n, known);
    if (problem) throw new Error(problem);
    return report.models.find((x) => x.name === n)!;
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

/** Text of the t pieces where a point is optimal, e.g. "t = 0.5, t ∈ [0.1, 0.3]". */
export function tRanges(t: [number, number][]): string {
  return t.map(([a, b]) => (a === b ? `t = ${fmt(a)}` : `t ∈ [${fmt(a)}, ${fmt(b)}]`)).join(', ');
}

export const baseStyle = { fontFamily: FONT, fontSize: '12px', overflow: 'visible' } as const;

/** Plot render function drawing a filled polygon (vertices in data coordinates), e.g. a feasible region. */
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

