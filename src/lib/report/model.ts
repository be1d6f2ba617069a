/** One model's section of the report: whole-curve metrics, scenarios, operating points, display curves, geometry. */
import type { Config } from '../config/load';
import { tDistribution } from '../metrics/cost';
import { auroc, partialAuroc } from '../metrics/auc';
import { averagePrecision } from '../metrics/pr';
import { lesserAreaCurve, rocHull, voros } from '../metrics/voros';
import { waaurocc, waauroccAcceptance } from '../metrics/waaurocc';
import { displayCurves } from './display';
import { operatingPoint, type DDBaselines } from './dutch-draw-json';
import { context } from './errors';
import { modelGeometry } from './geometry-json';
import type { ModelInput } from './inputs';
import { modelScenarios, type ScenarioRun } from './scenarios';
import type { ModelReport, Range } from './types';
import { grid, indexForThreshold } from './util';
import type { Warn } from './warnings';

/** Number of points of the t grid of lesserArea (A_t of the cost-optimal point, VOROS Def. 20) over [0, 1]. */
export const LESSER_AREA_GRID = 201;

/** Thresholds the config lists for this model (a list for every model, or per model name). */
function listedThresholds(config: Config, name: string): number[] {
  if (config.thresholds === undefined) return [];
  return Array.isArray(config.thresholds) ? config.thresholds : config.thresholds[name] ?? [];
}

/**
 * The report section of one model. Warnings, in this order: partial AUROC below chance, listed thresholds without a
 * threshold column, failed binormal fit. Errors are rethrown with the model's name.
 */
export function modelReport(
  m: ModelInput,
  config: Config,
  runs: ScenarioRun[],
  P: number,
  N: number,
  dd: DDBaselines | undefined,
  warn: Warn,
): ModelReport {
  const { roc, ct, name } = m;
  try {
    const hull = rocHull(roc);
    // Partial AUROC over each FPR range, raw and McClish-standardized (auc.ts).
    const pa = config.partialAuroc.map((r) => {
      const v = partialAuroc(roc, r);
      if (v.mcclish < 0.5) {
        warn({
          code: 'pauc.below-chance',
          message: `Model '${name}': its ROC curve lies below the chance diagonal on average over FPR [${r[0]}, ${r[1]}] (McClish ${v.mcclish.toFixed(4)} < 0.5); pROC reports NA here, rocsite reports the formula's value.`,
          model: name,
        });
      }
      return { fpr: [r[0], r[1]] as Range, area: v.area, mcclish: v.mcclish };
    });
    // VOROS (VOROS Defs. 20–21) with t uniform on each configured range.
    const vo = config.voros.map((r) => ({ t: [r[0], r[1]] as Range, value: voros(roc, tDistribution({ t: r }, P, N)) }));

    const sc = modelScenarios(roc, runs, config.beta, dd);
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
    const lesser = lesserAreaCurve(roc, lesserTs);

    const wa = config.waaurocc.map((w) => ({
      fpr: [w.fpr[0], w.fpr[1]] as Range,
      bins: w.bins,
      value: waaurocc(roc, w.fpr, w.bins),
      ...(w.acceptance ? { acceptance: waauroccAcceptance(roc, w.acceptance, w.fpr, w.bins) } : {}),
    }));

    const geometry = modelGeometry(roc, name, config, P, N, disp.idx, warn);

    return {
      name,
      auroc: auroc(roc),
      auprc: averagePrecision(ct),
      partialAuroc: pa,
      voros: vo,
      scenarios: sc.scenarios,
      roc: disp.roc,
      hull: Array.from(hull).map(disp.remap),
      pr: disp.pr,
      countTable: disp.countTable,
      lesserArea: { t: lesserTs, value: Array.from(lesser) },
      display: { thinned: disp.thinned, points: disp.idx.length, totalPoints: roc.fpr.length },
      waaurocc: wa,
      operatingPoints: ops,
      geometry,
    };
  } catch (e) {
    context(`model '${name}'`, e);
  }
}
