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
import { modelColors } from './palette';
import { fmt, threshold as fmtThreshold } from './format';

export interface ChartTable {
  head: string[];
  rows: string[][];
}

export interface ChartOut {
  /** Value for the figure's data-chart attribute. */
  kind: 'roc' | 'pr' | 'feasible' | 'lesser' | 'heatmap' | 'dutch-draw' | 'leakage' | 'geometry' | 'forest' | 'win-probability' | 'selection-roc' | 'selection-thresholds';
  title: string;
  caption: string;
  svg: string;
  table: ChartTable;
  /** Legend entries (label, colour), in order; `key` is the entry's print key (heatmap: "1", "1≈2"). */
  legend: { label: string; color: string; tie?: boolean; key?: string }[];
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

/** Scenario by name (default: the first; undefined when the report has none); throws listing the names when unknown. */
export function findScenario(report: Report, name?: string): ScenarioSummary | undefined {
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

