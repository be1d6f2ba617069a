/**
 * Pure part of the what-if panel (no DOM): rebuild each model's ROC curve from the count table embedded in the page
 * and recompute partial VOROS (Partial VOROS, Def. 20), the best feasible points and the α × κ winners with the
 * pipeline's own metrics code (src/lib/metrics). Used by src/client/whatif.ts; tested against the pipeline's report.
 */
import type { CountTable, RocCurve } from '../lib/metrics/types';
import { rocCurve } from '../lib/metrics/roc';
import { feasibleRegion, type FeasibleRegion } from '../lib/metrics/feasible-region';
import { partialVoros, type PartialVorosPiece } from '../lib/metrics/partial-voros';
import { costRatioFromT, tDistribution, type TDistribution } from '../lib/metrics/cost';
import { winnerIndices } from '../lib/metrics/winners';

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
 * PV of every model for α, κ (a count of alerts) and t on [t0, t1]: t uniform (mode 't'), or the C0/C1 cost ratio
 * uniform between the ratios of t0 and t1 (mode 'ratio', the scenario's `{ ratio }` cost; t1 < 1 there).
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
  const dist =
    mode === 'ratio' && t1 < 1
      ? tDistribution({ ratio: [costRatioFromT(t0, data.P, data.N), costRatioFromT(t1, data.P, data.N)] }, data.P, data.N)
      : tDistribution({ t: [t0, t1] }, data.P, data.N);
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

/** Winners (the rule of metrics/winners.ts) and PVs of one heatmap cell. */
export function recomputeCell(data: Embedded, models: ModelState[], alpha: number, kappa: number, dist: TDistribution, tie: number): { winners: string[]; pv: number[] } {
  const region = feasibleRegion(alpha, kappa, data.P, data.N);
  const pv = models.map((m) => partialVoros(m.roc, region, dist).value);
  return { winners: winnerIndices(pv, tie).map((k) => models[k].name), pv };
}

/** The data the what-if panel embeds in the page: P, N, each model's count table and the heatmap grid. */
export function embeddedFromReport(report: import('../lib/report/types').Report): Embedded {
  return {
    P: report.dataset.positives,
    N: report.dataset.negatives,
    models: report.models.map((m) => ({ name: m.name, scores: m.countTable.scores, pos: m.countTable.pos, neg: m.countTable.neg })),
    heatmap: report.heatmap ? { alphas: report.heatmap.alphas, kappas: report.heatmap.kappas, tie: report.heatmap.tie } : null,
  };
}
