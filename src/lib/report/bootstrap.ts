/**
 * The stratified bootstrap of the report (resample.ts): per resample, every model's weighted count table, its numbers
 * by the same pure metric step as the report ({@link modelMetrics}, no display work) and, with a heatmap, the winners
 * of every cell by the heatmap's own rule (winnerHeatmap, PV ≥ best − tie). Percentile intervals (type 7, as pROC)
 * and win probabilities are read off the collected values.
 *
 * A {@link BootstrapPlan} holds only data (typed arrays and config values), so it can be sent to worker threads;
 * {@link bootstrapRange} computes resamples [from, to) and depends on nothing else, each resample seeded by its index
 * (resample.ts resampleGenerator), so the result is the same however the range is split. Its rank arrays may be in
 * shared memory (bootstrap-plan.ts): workers then read them without a copy.
 *
 * With model selection, the resampled rows are the test part's: each selection choice (model and τ(t) fixed on
 * validation, {@link SelectionTarget}) gets its expected test cost and feasibleOnTest recomputed on every resample by
 * the pure selection-cost.ts step (Partial VOROS App. D.4, eq. 1) from the chosen model's resampled test curve. The
 * choice is not redone per resample, so the interval covers the test-sampling uncertainty of a fixed choice.
 *
 * Adding a per-model statistic is one entry in {@link statNames} and one line in {@link bootstrapRange}'s per-model
 * loop.
 */
import type { ScenarioConfig } from '../config/load';
import type { CostConfig } from '../config/schema';
import { tDistribution } from '../metrics/cost';
import { winnerHeatmap } from '../metrics/heatmap';
import { drawnTable, resampleGenerator, stratifiedCounts, tableScratch, weightedTable, type RowGroup } from '../metrics/resample';
import { rocCurve } from '../metrics/roc';
import type { CountTable, RocCurve } from '../metrics/types';
import type { Range } from './types';
import { expectedTestCostOf } from '../metrics/selection-cost';
import { modelMetrics } from './model-metrics';
import { scenarioRuns } from './scenarios';
import { selectionDistribution } from './selection-json';

/** A selection choice made on validation, evaluated on each resample of the test part. Structured-cloneable. */
export interface SelectionTarget {
  /** Index of the chosen model (its resampled test table). */
  model: number;
  /** τ(t): t interval and threshold (alert iff score ≥ threshold; +∞ = alert none). */
  pieces: { t: [number, number]; threshold: number }[];
  /** The scenario's cost and the validation part's P and N: the t distribution (selectionDistribution). */
  cost: ScenarioConfig['cost'];
  P: number;
  N: number;
  /** Minimum precision α and capacity κ as a count of the test part (fixed: resamples keep the test part's P and N). */
  alpha: number;
  kappa: number;
}

/** Everything a resample needs; structured-cloneable (sent to workers as is). */
export interface BootstrapPlan {
  names: string[];
  /** Groups of models that share rows; model k of the report is `groups[g].models[i]` with `index` k. */
  groups: (Omit<RowGroup, 'models'> & { models: { ct: CountTable; byRank?: Int32Array; index: number }[] })[];
  /** True when every model is in one group (resampled together: paired). */
  paired: boolean;
  P: number;
  N: number;
  partialAuroc: Range[];
  voros: Range[];
  scenarios: ScenarioConfig[];
  heatmap?: { alphas: number[]; kappas: number[]; cost: CostConfig; tie: number };
  /** Selection choices (scenarios × strategies, in the report's order) when the input has validation and test parts. */
  selection?: SelectionTarget[];
  seed: number;
  resamples: number;
}

/** Names of the per-model statistics, in the order of a resample's values. */
export function statNames(plan: Pick<BootstrapPlan, 'partialAuroc' | 'voros' | 'scenarios'>): string[] {
  return [
    'auroc',
    'auprc',
    ...plan.partialAuroc.map((_, i) => `partialAuroc.area.${i}`),
    ...plan.partialAuroc.map((_, i) => `partialAuroc.mcclish.${i}`),
    ...plan.voros.map((_, i) => `voros.${i}`),
    ...plan.scenarios.map((_, i) => `scenario.${i}`),
  ];
}

export interface BootstrapPart {
  from: number;
  to: number;
  /** values[((b − from)·models + k)·S + s]: statistic s of model k in resample b. */
  values: Float64Array;
  /** wins[(i·nK + j)·models + k]: resamples in which model k wins heatmap cell (i, j). */
  wins: Uint32Array;
  /** selection[((b − from)·E + e)·2 + j]: expected test cost (j = 0) and feasibleOnTest (j = 1) of target e in resample b. */
  selection: Float64Array;
}

/** Resamples [from, to) of the plan. `onProgress(done)` after each resample. */
export function bootstrapRange(plan: BootstrapPlan, from: number, to: number, onProgress?: (done: number) => void): BootstrapPart {
  const M = plan.names.length;
  const S = statNames(plan).length;
  const values = new Float64Array((to - from) * M * S);
  const hm = plan.heatmap;
  const nCells = hm ? hm.alphas.length * hm.kappas.length : 0;
  const wins = new Uint32Array(nCells * M);
  const runs = scenarioRuns(plan.scenarios, plan.P, plan.N, () => {});
  const settings = { partialAuroc: plan.partialAuroc, voros: plan.voros, waaurocc: [] };
  const dist = hm ? tDistribution(hm.cost, plan.P, plan.N) : undefined;
  // A byte per row of each group drawn row by row (none for a count table drawn per score).
  const counts = plan.groups.map((g) => new Uint8Array(g.perScore ? 0 : g.positives + g.negatives));
  const scratch = plan.groups.map((g) => g.models.map((m) => tableScratch(m.ct.scores.length)));
  const rocs: RocCurve[] = new Array(M);
  const targets = plan.selection ?? [];
  const E = targets.length;
  const selection = new Float64Array((to - from) * E * 2);
  const tdists = targets.map((x) => selectionDistribution(x.cost, x.P, x.N));
  for (let b = from; b < to; b++) {
    plan.groups.forEach((g, gi) => {
      const rnd = resampleGenerator(plan.seed, b, gi);
      const c = g.perScore ? undefined : stratifiedCounts(g, rnd, counts[gi]);
      g.models.forEach((m, mi) => {
        const ct = c ? weightedTable(m.ct, m.byRank, g.positives, c, scratch[gi][mi]) : drawnTable(m.ct, rnd, scratch[gi][mi]);
        const roc = rocCurve(ct);
        rocs[m.index] = roc;
        const x = modelMetrics(ct, roc, settings, runs);
        let o = ((b - from) * M + m.index) * S;
        values[o++] = x.auroc;
        values[o++] = x.auprc;
        for (const p of x.partialAuroc) values[o++] = p.area;
        for (const p of x.partialAuroc) values[o++] = p.mcclish;
        for (const v of x.voros) values[o++] = v.value;
        for (const s of x.scenarios) values[o++] = s.pv.value;
      });
    });
    if (hm && dist) {
      const res = winnerHeatmap(plan.names.map((name, k) => ({ name, roc: rocs[k] })), hm.alphas, hm.kappas, dist, hm.tie);
      const nameIndex = new Map(plan.names.map((n, k) => [n, k]));
      res.cells.forEach((row, i) =>
        row.forEach((cell, j) => {
          for (const w of cell.winners) wins[(i * hm.kappas.length + j) * M + nameIndex.get(w)!]++;
        }),
      );
    }
    targets.forEach((x, e) => {
      const r = expectedTestCostOf(x.pieces, rocs[x.model], tdists[e], { alpha: x.alpha, kappa: x.kappa });
      const o = ((b - from) * E + e) * 2;
      selection[o] = r.expectedCost;
      selection[o + 1] = r.feasibleOnTest;
    });
    onProgress?.(b - from + 1);
  }
  return { from, to, values, wins, selection };
}

/** The parts of a run (any split of [0, resamples)) joined in resample order. */
export function joinParts(plan: BootstrapPlan, parts: BootstrapPart[]): BootstrapPart {
  const M = plan.names.length;
  const S = statNames(plan).length;
  const values = new Float64Array(plan.resamples * M * S);
  const nCells = plan.heatmap ? plan.heatmap.alphas.length * plan.heatmap.kappas.length : 0;
  const wins = new Uint32Array(nCells * M);
  const E2 = (plan.selection?.length ?? 0) * 2;
  const selection = new Float64Array(plan.resamples * E2);
  for (const p of parts) {
    values.set(p.values, p.from * M * S);
    selection.set(p.selection, p.from * E2);
    for (let i = 0; i < wins.length; i++) wins[i] += p.wins[i];
  }
  return { from: 0, to: plan.resamples, values, wins, selection };
}

/** Statistic s of model k over every resample. */
export function statColumn(plan: BootstrapPlan, run: BootstrapPart, k: number, s: number): Float64Array {
  const M = plan.names.length;
  const S = statNames(plan).length;
  const n = run.to - run.from;
  const out = new Float64Array(n);
  for (let b = 0; b < n; b++) out[b] = run.values[(b * M + k) * S + s];
  return out;
}

/** Selection target e over every resample: its expected test cost (j = 0) or feasibleOnTest (j = 1). */
export function selectionColumn(plan: BootstrapPlan, run: BootstrapPart, e: number, j: 0 | 1): Float64Array {
  const E = plan.selection?.length ?? 0;
  const n = run.to - run.from;
  const out = new Float64Array(n);
  for (let b = 0; b < n; b++) out[b] = run.selection[(b * E + e) * 2 + j];
  return out;
}
