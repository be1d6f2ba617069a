/**
 * Winner heatmap over a grid of precision bounds α × capacities κ (Partial VOROS, Sec. 5 / Fig. 4, re-analysing
 * Edelson et al.): for each cell, every model's partial VOROS (Partial VOROS Def. 20) and the winners by the rule of winners.ts
 * (PV ≥ best − tie). A cell whose feasible region is degenerate (A* = 0) has PV 0 for every model,
 * so every model is a winner there.
 *
 * Speed (exact): the feasible hull of a cell is the upper hull of the ROC points that meet both bounds. Capacity admits a
 * prefix of the curve (TP + FP grows along it), so per model and κ the upper hull H of that prefix is computed once
 * (from the hull tree, hull-tree.ts). For a precision bound α, the vertices of H up to the first one failing the
 * precision test are exactly the feasible hull of the points up to there; the precision-feasible points after it come
 * from the hull tree (only node hulls and the blocks that straddle the bound), fed through the same monotone chain.
 * So a cell costs about the size of H plus the points near the precision line, not the number of ROC points, and the
 * chain ends with the same vertices as when fed every feasible point (test/helpers/heatmap-reference.ts keeps that
 * full scan; test/metrics/heatmap-early-stop.test.ts compares bit for bit). The partial VOROS then needs only the
 * hull vertices that are optimal somewhere in the t range.
 */
import type { RocCurve } from './types';
import type { TDistribution } from './cost';
import { feasibleRegion, type FeasibleRegion } from './feasible-region';
import { hullTree, pushFeasibleRange, pushRange } from './hull-tree';
import { winnerIndices } from './winners';
import { isFeasibleCounts, partialVolume } from './partial-voros';
import { integratorScratch } from './partial-voros-integral';
import { MetricInputError } from './errors';
import { dict } from '../dict';

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
 * O(models × (n + α·κ·(h + b))): n ROC points, h hull vertices, b points and node hulls visited near the precision line.
 */
export function winnerHeatmap(
  models: readonly HeatmapModel[],
  alphas: readonly number[],
  kappas: readonly number[],
  dist: TDistribution,
  tie: number,
  onProgress?: (done: number) => void,
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
  const kappaMax = nK ? kappas[order[nK - 1]] : 0;
  let done = 0;
  for (const model of models) {
    const { fpr, tpr, tp, fp, P, N } = model.roc;
    const regions = regionsFor(P, N);
    // Capacity cuts (Partial VOROS Def. 12, TP + FP ≤ κ): TP + FP grows along the curve, so the points that meet κ are
    // a prefix [0, cut) (never alarm always), found by bisection; the tree covers the prefix of the largest κ.
    const end = capacityCut(tp, fp, kappaMax);
    const tree = hullTree(fpr, tpr, tp, fp, end);
    // Per κ in increasing order: the cut and the upper hull of the points before it.
    const cuts = new Int32Array(nK);
    const prefixHulls: Int32Array[] = [];
    const stack = new Int32Array(Math.max(end, 1));
    for (let p = 0; p < nK; p++) {
      cuts[p] = capacityCut(tp, fp, kappas[order[p]]);
      prefixHulls.push(stack.slice(0, pushRange(tree, fpr, tpr, 0, cuts[p], stack, 0)));
    }
    for (let i = 0; i < nA; i++) {
      const alpha = alphas[i];
      for (let p = 0; p < nK; p++) {
        const j = order[p];
        // The hull's vertices up to the first precision-infeasible one are the feasible hull of the points up to
        // there; past it, the precision-feasible points come from the tree (hull-tree.ts), through the same chain.
        const H = prefixHulls[p];
        let q = 0;
        while (q < H.length && (H[q] === 0 || isFeasibleCounts(tp[H[q]], fp[H[q]], alpha, Infinity))) stack[q] = H[q++];
        let m = q;
        if (q < H.length) {
          m = pushFeasibleRange(tree, fpr, tpr, tp, fp, alpha, q > 0 ? H[q - 1] + 1 : 0, cuts[p], stack, m);
        }
        const region = regions[i][j];
        const pv = region.area > 0 ? Math.min(1, Math.max(0, partialVolume({ x: fpr, y: tpr, idx: stack, len: m, region, dist, scratch }) / region.area)) : 0;
        cells[i][j].partialVoros[model.name] = pv;
      }
      onProgress?.(++done);
    }
  }
  for (const row of cells) {
    for (const cell of row) {
      for (const k of winnerIndices(models.map((m) => cell.partialVoros[m.name]), tie)) cell.winners.push(models[k].name);
    }
  }
  return { cells, regions: models.length ? regionsFor(models[0].roc.P, models[0].roc.N) : [] };
}

/** Number of leading points (at least 1: never alarm) whose TP + FP meets the capacity κ (isFeasibleCounts), by bisection. */
function capacityCut(tp: ArrayLike<number>, fp: ArrayLike<number>, kappa: number): number {
  let lo = 1;
  let hi = tp.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (isFeasibleCounts(tp[mid], fp[mid], 0, kappa)) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}
