/**
 * Pure part of the what-if panel (no DOM): rebuild each model's ROC curve from the count table embedded in the page
 * and recompute partial VOROS (Partial VOROS Def. 20), the best feasible points and the α × κ winners with the
 * pipeline's own metrics code (src/lib/metrics: the heatmap with the build's winnerHeatmap, winners by winners.ts).
 * Used by src/client/whatif.ts; tested against the pipeline's report.
 *
 * The embedded count tables are the report's display tables: exact unless a model has more than THIN_ABOVE ROC
 * points (report/thin.ts), then merged between kept points. {@link panelAccuracy} measures, at build time, how far
 * the panel's values on the report's own grid and scenarios are from the report's exact ones; the panel shows it.
 */
import type { CountTable, RocCurve } from '../lib/metrics/types';
import { rocCurve } from '../lib/metrics/roc';
import { feasibleRegion, type FeasibleRegion } from '../lib/metrics/feasible-region';
import { partialVoros, type PartialVorosPiece } from '../lib/metrics/partial-voros';
import { costRatioFromT, tDistribution, type TDistribution } from '../lib/metrics/cost';
import { winnerHeatmap, type HeatmapCellResult } from '../lib/metrics/heatmap';
import { def11ForScenario } from '../lib/metrics/feasible-region';
import type { Report } from '../lib/report/types';
import type { HeatmapData } from '../lib/charts/heatmap';
import { THIN_STEP } from '../lib/report/thin';

export interface EmbeddedModel {
  name: string;
  scores: (number | null)[];
  pos: number[];
  neg: number[];
}

export interface Embedded {
  P: number;
  N: number;
  models: EmbeddedModel[];
  heatmap: { alphas: number[]; kappas: number[]; tie: number } | null;
}

export interface ModelState {
  name: string;
  roc: RocCurve;
}

/** Count table from the embedded arrays (null scores = curves given without thresholds: ranks are used). */
export function embeddedCountTable(m: EmbeddedModel): CountTable {
  const n = m.pos.length;
  const scores = new Float64Array(n);
  let hasThresholds = true;
  for (let i = 0; i < n; i++) {
    const s = m.scores[i];
    if (s === null || !Number.isFinite(s)) hasThresholds = false;
    scores[i] = s === null || !Number.isFinite(s) ? n - 1 - i : s;
  }
  const pos = Float64Array.from(m.pos);
  const neg = Float64Array.from(m.neg);
  let P = 0;
  let N = 0;
  for (let i = 0; i < n; i++) {
    P += pos[i];
    N += neg[i];
  }
  return { scores, pos, neg, P, N, hasThresholds };
}

export function modelStates(data: Embedded): ModelState[] {
  return data.models.map((m) => ({ name: m.name, roc: rocCurve(embeddedCountTable(m)) }));
}

export interface ScenarioResult {
  region: FeasibleRegion;
  dist: TDistribution;
  models: { name: string; pv: number; degenerate: boolean; pieces: PartialVorosPiece[] }[];
}

/**
 * The cost distribution of the panel's t sliders on [t0, t1]: t uniform (mode 't'), or the C0/C1 cost ratio uniform
 * between the ratios of t0 and t1 (mode 'ratio', the scenario's `{ ratio }` cost; t1 < 1 there).
 */
export function panelDistribution(data: Embedded, t0: number, t1: number, mode: 't' | 'ratio' = 't'): TDistribution {
  return mode === 'ratio' && t1 < 1
    ? tDistribution({ ratio: [costRatioFromT(t0, data.P, data.N), costRatioFromT(t1, data.P, data.N)] }, data.P, data.N)
    : tDistribution({ t: [t0, t1] }, data.P, data.N);
}

/**
 * PV of every model for α, κ (a count of alerts) and the cost distribution of the t sliders on [t0, t1]
 * ({@link panelDistribution}).
 */
export function recomputeScenario(
  data: Embedded,
  models: ModelState[],
  alpha: number,
  kappa: number,
  t0: number,
  t1: number,
  mode: 't' | 'ratio' = 't',
): ScenarioResult {
  const dist = panelDistribution(data, t0, t1, mode);
  const region = feasibleRegion(alpha, kappa, data.P, data.N);
  return {
    region,
    dist,
    models: models.map((m) => {
      const r = partialVoros(m.roc, region, dist);
      return { name: m.name, pv: r.value, degenerate: r.degenerate, pieces: r.pieces };
    }),
  };
}

/** The data the what-if panel embeds in the page: P, N, each model's count table and the heatmap grid. */
export function embeddedFromReport(report: Report): Embedded {
  return {
    P: report.dataset.positives,
    N: report.dataset.negatives,
    models: report.models.map((m) => ({ name: m.name, scores: m.countTable.scores, pos: m.countTable.pos, neg: m.countTable.neg })),
    heatmap: report.heatmap ? { alphas: report.heatmap.alphas, kappas: report.heatmap.kappas, tie: report.heatmap.tie } : null,
  };
}

/** Every cell of the embedded heatmap grid for `dist`, with the build's own function (metrics/heatmap.ts). */
export function recomputeHeatmap(data: Embedded, models: ModelState[], dist: TDistribution): (HeatmapCellResult & { def11?: string[] })[][] {
  if (!data.heatmap) throw new Error('the embedded data have no heatmap grid');
  const h = data.heatmap;
  const res = winnerHeatmap(models, h.alphas, h.kappas, dist, h.tie);
  // Each cell's failing Partial VOROS Def. 11 assumptions for the panel's t range (the chart marks them), by the
  // report's own rule (metrics/feasible-region.ts).
  return res.cells.map((row, i) =>
    row.map((c, j) => {
      const codes = [...new Set(def11ForScenario(res.regions[i][j], [dist.range[0], dist.range[1]]).codes)];
      return codes.length ? { ...c, def11: codes } : c;
    }),
  );
}

/**
 * The what-if panel's heatmap for `dist` (the t range of its sliders): every cell recomputed, each tooltip naming the
 * t range. The page draws it for the panel's initial settings at build time (WhatIf.astro), its script after a change.
 * (The figure has its own caption: `cost`, read only by the chart's default caption, is just the t range.)
 */
export function whatIfHeatmapData(data: Embedded, models: ModelState[], dist: TDistribution): HeatmapData {
  if (!data.heatmap) throw new Error('the embedded data have no heatmap grid');
  const { alphas, kappas, tie } = data.heatmap;
  const t: [number, number] = [dist.range[0], dist.range[1]];
  return { names: data.models.map((m) => m.name), total: data.P + data.N, alphas, kappas, tie, cost: { t }, cells: recomputeHeatmap(data, models, dist), tipTRange: t };
}

/** How far the panel's numbers, recomputed from the embedded (possibly thinned) data, are from the report's. */
export interface PanelAccuracy {
  /** Models whose embedded count table is thinned; empty: the panel's data are the report's exact count tables. */
  thinned: string[];
  /** On the report's own α × κ grid and cost: largest |ΔPV| and the number of cells whose winners differ. */
  heatmap: { maxAbsPv: number; cellsDiffering: number; cells: number } | null;
  /** At the report's scenarios (every model): largest |ΔPV|. */
  scenarios: { maxAbsPv: number; count: number } | null;
}

/**
 * Compare the panel's recomputation from the embedded data with the report's exact values, on the report's own
 * heatmap grid (same cost and tie) and at its scenarios (their exact cost distributions).
 */
export function panelAccuracy(report: Report): PanelAccuracy {
  const data = embeddedFromReport(report);
  const models = modelStates(data);
  const thinned = report.models.filter((m) => m.display?.thinned).map((m) => m.name);
  let heatmap: PanelAccuracy['heatmap'] = null;
  if (report.heatmap) {
    const h = report.heatmap;
    const cells = recomputeHeatmap(data, models, tDistribution(h.cost, data.P, data.N));
    let maxAbsPv = 0;
    let cellsDiffering = 0;
    h.cells.forEach((row, i) =>
      row.forEach((want, j) => {
        const got = cells[i][j];
        for (const m of models) maxAbsPv = Math.max(maxAbsPv, Math.abs(got.partialVoros[m.name] - want.partialVoros[m.name]));
        if (got.winners.join('\u0000') !== want.winners.join('\u0000')) cellsDiffering++;
      }),
    );
    heatmap = { maxAbsPv, cellsDiffering, cells: h.alphas.length * h.kappas.length };
  }
  let scenarios: PanelAccuracy['scenarios'] = null;
  if (report.scenarios.length) {
    let maxAbsPv = 0;
    let count = 0;
    for (const s of report.scenarios) {
      const region = feasibleRegion(s.precision, s.capacityCount, data.P, data.N);
      const dist = tDistribution(s.cost, data.P, data.N);
      report.models.forEach((m, k) => {
        const want = m.scenarios.find((x) => x.name === s.name)!.partialVoros;
        maxAbsPv = Math.max(maxAbsPv, Math.abs(partialVoros(models[k].roc, region, dist).value - want));
        count++;
      });
    }
    scenarios = { maxAbsPv, count };
  }
  return { thinned, heatmap, scenarios };
}

/** The panel's statement of where its numbers differ from the report's (empty when its data are exact). */
export function accuracyText(a: PanelAccuracy): string {
  if (!a.thinned.length) return '';
  const d = (v: number) => (v === 0 ? '0' : v.toExponential(1));
  const parts: string[] = [];
  if (a.heatmap)
    parts.push(`on the report's own α × κ grid by at most ${d(a.heatmap.maxAbsPv)} in partial VOROS, with other winners in ${a.heatmap.cellsDiffering} of ${a.heatmap.cells} cells`);
  if (a.scenarios) parts.push(`at the report's scenarios by at most ${d(a.scenarios.maxAbsPv)}`);
  return (
    `The count tables of ${a.thinned.join(', ')} are thinned for display (points at least 1/${1 / THIN_STEP} apart, hull vertices kept), ` +
    `so values recomputed here differ from the report's exact ones` +
    (parts.length ? `: ${parts.join('; ')} (measured when the page was built).` : '.')
  );
}
