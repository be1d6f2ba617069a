/**
 * The winner heatmap as it was before the early stop of src/lib/metrics/heatmap.ts (every α scans every ROC point):
 * the reference the fast version must match bit for bit (test/metrics/heatmap-early-stop.test.ts).
 */
import type { RocCurve } from '../../src/lib/metrics/types';
import type { TDistribution } from '../../src/lib/metrics/cost';
import { feasibleRegion, type FeasibleRegion } from '../../src/lib/metrics/feasible-region';
import { upperHullPush } from '../../src/lib/metrics/hull';
import { winnerIndices } from '../../src/lib/metrics/winners';
import { isFeasibleCounts, partialVolume } from '../../src/lib/metrics/partial-voros';
import { integratorScratch } from '../../src/lib/metrics/partial-voros-integral';
import { MetricInputError } from '../../src/lib/metrics/errors';
import { dict } from '../../src/lib/dict';

export interface HeatmapModel {
  readonly name: string;
  readonly roc: RocCurve;
}

export interface HeatmapCellResult {
  /** Models within `tie` of the best PV (PV ≥ best − tie), in the order of the input models. */
  winners: string[];
  /** Partial VOROS per model name (a null-prototype object: any name is a plain key, dict.ts). */
  partialVoros: Record<string, number>;
}

export interface WinnerHeatmap {
  /** cells[i][j] belongs to alphas[i] and kappas[j]. */
  cells: HeatmapCellResult[][];
  /** Feasible region per cell (regions[i][j]); computed with the first model's P and N. */
  regions: FeasibleRegion[][];
}

/**
 * Partial VOROS of every model on the α × κ grid (κ as counts, not rounded) and the winners per cell.
 * O(models × α × (n + κ·h)) where n is the number of ROC points and h the number of hull vertices in the t range.
 */
export function referenceWinnerHeatmap(
  models: readonly HeatmapModel[],
  alphas: readonly number[],
  kappas: readonly number[],
  dist: TDistribution,
  tie: number,
): WinnerHeatmap {
  if (!(tie >= 0)) throw new MetricInputError(`tie must be ≥ 0, got ${tie}`);
  const names = new Set<string>();
  for (const m of models) {
    if (names.has(m.name)) throw new MetricInputError(`model names must be unique, found "${m.name}" twice`);
    names.add(m.name);
  }
  const nA = alphas.length;
  const nK = kappas.length;
  const cells: HeatmapCellResult[][] = [];
  for (let i = 0; i < nA; i++) {
    const row: HeatmapCellResult[] = [];
    for (let j = 0; j < nK; j++) row.push({ winners: [], partialVoros: dict<number>() });
    cells.push(row);
  }
  // Regions per (P, N) pair (models on the same dataset share them).
  const regionCache = new Map<string, FeasibleRegion[][]>();
  const regionsFor = (P: number, N: number): FeasibleRegion[][] => {
    const key = `${P}/${N}`;
    let r = regionCache.get(key);
    if (!r) {
      r = alphas.map((a) => kappas.map((k) => feasibleRegion(a, k, P, N)));
      regionCache.set(key, r);
    }
    return r;
  };
  // One set of integrator working arrays for the whole grid (K has at most 6 corners).
  const scratch = integratorScratch(6);
  const order = Array.from({ length: nK }, (_, j) => j).sort((a, b) => kappas[a] - kappas[b]);
  for (const model of models) {
    const { fpr, tpr, tp, fp, P, N } = model.roc;
    const regions = regionsFor(P, N);
    const n = fpr.length;
    const F = new Int32Array(n);
    const stack = new Int32Array(n);
    for (let i = 0; i < nA; i++) {
      const alpha = alphas[i];
      // Precision-feasible points, in curve order (never alarm always).
      let nf = 0;
      for (let r = 0; r < n; r++) {
        if (r === 0 || isFeasibleCounts(tp[r], fp[r], alpha, Infinity)) F[nf++] = r;
      }
      let m = 0;
      let r = 0;
      for (const j of order) {
        const kappa = kappas[j];
        while (r < nf && (F[r] === 0 || isFeasibleCounts(tp[F[r]], fp[F[r]], 0, kappa))) {
          // Andrew's monotone chain, one point at a time (the rule of hull.ts upperHull).
          m = upperHullPush(fpr, tpr, stack, m, F[r++]);
        }
        const region = regions[i][j];
        const pv = region.area > 0 ? Math.min(1, Math.max(0, partialVolume({ x: fpr, y: tpr, idx: stack, len: m, region, dist, scratch }) / region.area)) : 0;
        cells[i][j].partialVoros[model.name] = pv;
      }
    }
  }
  for (const row of cells) {
    for (const cell of row) {
      for (const k of winnerIndices(models.map((m) => cell.partialVoros[m.name]), tie)) cell.winners.push(models[k].name);
    }
  }
  return { cells, regions: models.length ? regionsFor(models[0].roc.P, models[0].roc.N) : [] };
}
