/**
 * The metric step of one model's report section: numbers only, from a count table and its ROC curve (and the ROC
 * hull, computed once here or passed in). No display work — no thinning, operating points, chart curves or warnings —
 * so it can run once per bootstrap resample. model.ts turns the result into the report section.
 */
import type { Config } from '../config/load';
import { auroc, partialAuroc } from '../metrics/auc';
import { tDistribution } from '../metrics/cost';
import { partialVoros, type PartialVorosResult } from '../metrics/partial-voros';
import { averagePrecision } from '../metrics/pr';
import type { CountTable, RocCurve } from '../metrics/types';
import { rocHull, voros } from '../metrics/voros';
import { waaurocc, waauroccAcceptance, type WaauroccAcceptance } from '../metrics/waaurocc';
import type { ScenarioRun } from './scenarios';
import type { Range } from './types';

/** The config settings the metric step reads. */
export type MetricSettings = Pick<Config, 'partialAuroc' | 'voros' | 'waaurocc'>;

/** One scenario's numbers for one model. */
export interface ScenarioMetrics {
  /** Partial VOROS (Partial VOROS Def. 20) with its pieces, feasible hull and unclamped value. */
  readonly pv: PartialVorosResult;
  /** Highest TPR over the feasible hull (the best recall the scenario allows this model). */
  readonly maxRecall: number;
}

export interface ModelMetrics {
  /** Upper convex hull of the ROC curve (ROC indices, VOROS Def. 7), shared by VOROS and the display step. */
  readonly hull: Int32Array;
  readonly auroc: number;
  readonly auprc: number;
  /** Per configured FPR range: raw area and McClish-standardized partial AUROC. */
  readonly partialAuroc: { fpr: Range; area: number; mcclish: number }[];
  /** VOROS (VOROS Defs. 20–21) with t uniform on each configured range. */
  readonly voros: { t: Range; value: number }[];
  /** Per scenario run, in the runs' order. */
  readonly scenarios: ScenarioMetrics[];
  readonly waaurocc: { fpr: Range; bins: number; value: number; acceptance?: WaauroccAcceptance }[];
}

/** Every whole-curve and per-scenario number of one model. `hull` is the curve's {@link rocHull} when known. */
export function modelMetrics(
  ct: CountTable,
  roc: RocCurve,
  settings: MetricSettings,
  runs: readonly ScenarioRun[],
  hull: Int32Array = rocHull(roc),
): ModelMetrics {
  return {
    hull,
    auroc: auroc(roc),
    auprc: averagePrecision(ct),
    partialAuroc: settings.partialAuroc.map((r) => {
      const v = partialAuroc(roc, r);
      return { fpr: [r[0], r[1]] as Range, area: v.area, mcclish: v.mcclish };
    }),
    voros: settings.voros.map((r) => ({ t: [r[0], r[1]] as Range, value: voros(roc, tDistribution({ t: r }, roc.P, roc.N), hull) })),
    scenarios: runs.map((run) => {
      const pv = partialVoros(roc, run.region, run.dist);
      let maxRecall = 0;
      for (const i of pv.hull) if (roc.tpr[i] > maxRecall) maxRecall = roc.tpr[i];
      return { pv, maxRecall };
    }),
    waaurocc: settings.waaurocc.map((w) => ({
      fpr: [w.fpr[0], w.fpr[1]] as Range,
      bins: w.bins,
      value: waaurocc(roc, w.fpr, w.bins),
      ...(w.acceptance ? { acceptance: waauroccAcceptance(roc, w.acceptance, w.fpr, w.bins) } : {}),
    })),
  };
}
