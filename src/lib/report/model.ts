/**
 * One model's section of the report, in two pure steps: the numbers (model-metrics.ts: AUROC, AUPRC, partial AUROC,
 * VOROS, partial VOROS per scenario, WaAUROCC — no display work) and the display step here (warnings, operating
 * points, thinned display curves, chart curves, geometry).
 */
import type { Config } from '../config/load';
import { own } from '../dict';
import { isFeasibleCounts } from '../metrics/partial-voros';
import { lesserAreaCurve } from '../metrics/voros';
import { displayCurves } from './display';
import { operatingPoint, type DDBaselines } from './dutch-draw-json';
import { context } from './errors';
import { modelGeometry } from './geometry-json';
import type { ModelInput } from './inputs';
import { modelMetrics, type ModelMetrics } from './model-metrics';
import { modelScenarios, type ScenarioRun } from './scenarios';
import type { ModelReport } from './types';
import { grid, indexForThreshold, topPointText } from './util';
import type { Warn } from './warnings';

/** Number of points of the t grid of lesserArea (A_t of the cost-optimal point, VOROS Def. 20) over [0, 1]. */
export const LESSER_AREA_GRID = 201;

/** Thresholds the config lists for this model (a list for every model, or per model name). */
function listedThresholds(config: Config, name: string): number[] {
  if (config.thresholds === undefined) return [];
  return Array.isArray(config.thresholds) ? config.thresholds : own(config.thresholds, name) ?? [];
}

/** {@link modelMetrics} of one model; errors name the model. */
export function metricsOf(m: ModelInput, config: Config, runs: readonly ScenarioRun[]): ModelMetrics {
  try {
    return modelMetrics(m.ct, m.roc, config, runs);
  } catch (e) {
    context(`model '${m.name}'`, e);
  }
}

/**
 * The report section of one model: {@link modelSection} of its {@link modelMetrics} (computed here unless given).
 * Errors name the model.
 */
export function modelReport(
  m: ModelInput,
  config: Config,
  runs: readonly ScenarioRun[],
  P: number,
  N: number,
  dd: DDBaselines | undefined,
  warn: Warn,
  metrics: ModelMetrics = metricsOf(m, config, runs),
): ModelReport {
  try {
    return modelSection(m, metrics, config, runs, P, N, dd, warn);
  } catch (e) {
    context(`model '${m.name}'`, e);
  }
}

/**
 * The display step: a model's numbers (from {@link modelMetrics}) as its report section, with operating points,
 * display curves (thinned for very large inputs, thin.ts), the lesser-area and partial-area curves and geometry.
 * Warnings, in this order: AUROC below chance, partial AUROC below chance, listed thresholds without a threshold column, failed binormal
 * fit.
 */
export function modelSection(
  m: ModelInput,
  metrics: ModelMetrics,
  config: Config,
  runs: readonly ScenarioRun[],
  P: number,
  N: number,
  dd: DDBaselines | undefined,
  warn: Warn,
): ModelReport {
  const { roc, ct, name } = m;
  const hull = metrics.hull;
  if (metrics.auroc < 0.5) {
    warn({
      code: 'auroc.below-chance',
      message: `Model '${name}': AUROC ${metrics.auroc.toFixed(3)} is below 0.5, so it ranks negatives above positives more often than not. If higher scores of this model mean lower risk, or the positive class is the other label value, fix the config (dataset.positive) or the scores.`,
      model: name,
    });
  }
  for (const v of metrics.partialAuroc) {
    if (v.mcclish < 0.5) {
      warn({
        code: 'pauc.below-chance',
        message: `Model '${name}': its ROC curve lies below the chance diagonal on average over FPR [${v.fpr[0]}, ${v.fpr[1]}] (McClish ${v.mcclish.toFixed(4)} < 0.5); pROC reports NA here, rocsite reports the formula's value.`,
        model: name,
      });
    }
  }

  for (const run of runs) {
    // The first ROC point after never-alarm flags every case tied at the top score; beyond κ nothing but
    // never-alarm is feasible (Partial VOROS Def. 12) and PV is 0 without any other sign.
    const n = roc.fpr.length > 1 ? roc.tp[1] + roc.fp[1] : 0;
    if (run.region.area > 0 && n > 0 && !isFeasibleCounts(roc.tp[1], roc.fp[1], 0, run.kappa)) {
      warn({
        code: 'scenario.top-tie-exceeds-capacity',
        message: `Scenario '${run.cfg.name}', model '${name}': ${topPointText(roc)} exceed the capacity κ = ${+run.kappa.toPrecision(12)}, so no threshold flags at most κ cases and the model can only never alarm (PV 0).`,
        scenario: run.cfg.name,
        model: name,
      });
    }
  }
  const sc = modelScenarios(roc, runs, metrics.scenarios, config.beta, dd);
  const mustKeep: number[] = [...Array.from(hull), ...sc.keep];
  const ops = sc.ops;

  const listed = listedThresholds(config, name);
  if (listed.length && !roc.hasThresholds) {
    warn({
      code: 'thresholds.no-scores',
      message: `Model '${name}': thresholds are listed in the config but its ROC points have no threshold column; they are ignored.`,
      model: name,
    });
  } else {
    for (const tau of listed) {
      const i = indexForThreshold(ct, tau);
      mustKeep.push(i);
      ops.push(operatingPoint('config', roc, i, tau, config.beta, dd));
    }
  }

  const disp = displayCurves(roc, ct, mustKeep);
  for (const s of sc.scenarios) {
    s.feasibleHull = s.feasibleHull.map(disp.remap);
  }
  const lesserTs = grid(0, 1, LESSER_AREA_GRID);
  const lesser = lesserAreaCurve(roc, lesserTs, hull);

  const geometry = modelGeometry(roc, name, config, P, N, disp.idx, warn, hull);

  return {
    name,
    auroc: metrics.auroc,
    auprc: metrics.auprc,
    partialAuroc: metrics.partialAuroc,
    voros: metrics.voros,
    scenarios: sc.scenarios,
    roc: disp.roc,
    hull: Array.from(hull).map(disp.remap),
    pr: disp.pr,
    countTable: disp.countTable,
    lesserArea: { t: lesserTs, value: Array.from(lesser) },
    display: { thinned: disp.thinned, points: disp.idx.length, totalPoints: roc.fpr.length },
    waaurocc: metrics.waaurocc,
    operatingPoints: ops,
    geometry,
  };
}
