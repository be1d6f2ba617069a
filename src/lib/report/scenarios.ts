/**
 * Deployment scenarios (Partial VOROS paper): the per-config runs (feasible region, t distribution, Partial VOROS Def. 11 checks),
 * one model's scenario section, and the scenario summaries with their winners.
 */
import type { ScenarioConfig } from '../config/load';
import { capacityCount } from '../config/load';
import { tDistribution } from '../metrics/cost';
import { def11ForScenario, feasibleRegion, type Def11Check, type FeasibleRegion } from '../metrics/feasible-region';
import { partialAreaCurve } from '../metrics/partial-voros';
import type { RocCurve } from '../metrics/types';
import { SCENARIO_TIE, winnerIndices } from '../metrics/winners';
import { operatingPoint, type DDBaselines } from './dutch-draw-json';
import { context } from './errors';
import type { ScenarioMetrics } from './model-metrics';
import type { ModelReport, ModelScenario, OperatingPoint, Range, ScenarioSummary } from './types';
import { costEcho, grid, regionJson, thr } from './util';
import type { Warn } from './warnings';

/** Number of points of the t grid of partialArea (over the scenario's t support). */
export const PARTIAL_AREA_GRID = 101;
export { SCENARIO_TIE } from '../metrics/winners';

/** One configured scenario, prepared once for every model. */
export interface ScenarioRun {
  cfg: ScenarioConfig;
  kappa: number;
  region: FeasibleRegion;
  tRange: Range;
  dist: ReturnType<typeof tDistribution>;
  def11: Def11Check;
}

/**
 * Region (Partial VOROS Def. 12, case of Appendix A), t distribution and the Partial VOROS Def. 11 checks of every scenario, shared by every
 * model. Each failed Partial VOROS Def. 11 assumption and each zero-area region is a warning.
 */
export function scenarioRuns(scenarios: ScenarioConfig[], P: number, N: number, warn: Warn): ScenarioRun[] {
  const D = P + N;
  return scenarios.map((s) => {
    const kappa = capacityCount(s.capacity, D);
    let region: FeasibleRegion;
    let dist: ReturnType<typeof tDistribution>;
    try {
      region = feasibleRegion(s.precision, kappa, P, N);
      dist = tDistribution(s.cost, P, N);
    } catch (e) {
      context(`scenario '${s.name}'`, e);
    }
    const tRange: Range = [dist.range[0], dist.range[1]];
    const def11 = def11ForScenario(region, tRange);
    def11.codes.forEach((code, i) => warn({ code, message: `Scenario '${s.name}': ${def11.failures[i]}`, scenario: s.name }));
    if (!(region.area > 0)) {
      warn({
        code: 'scenario.degenerate-region',
        message: `Scenario '${s.name}': the feasible region has zero area (Appendix A case ${region.caseNumber}: ${region.description}); partial VOROS is undefined and reported as 0 for every model.`,
        scenario: s.name,
      });
    }
    return { cfg: s, kappa, region, tRange, dist, def11 };
  });
}

/**
 * One model's scenarios from its partial VOROS results (Partial VOROS Def. 20, model-metrics.ts): the partial-area curve, the best
 * feasible point per t piece and the feasible hull. Also returns the ROC indices the display must keep (feasible hull,
 * best points, in that order per scenario) and the best points as operating points.
 */
export function modelScenarios(
  roc: RocCurve,
  runs: readonly ScenarioRun[],
  metrics: readonly ScenarioMetrics[],
  beta: number,
  dd: DDBaselines | undefined,
): { scenarios: ModelScenario[]; keep: number[]; ops: OperatingPoint[] } {
  const keep: number[] = [];
  const ops: OperatingPoint[] = [];
  const scenarios = runs.map((run, si): ModelScenario => {
    const { pv: res, maxRecall } = metrics[si];
    const fh = Array.from(res.hull);
    keep.push(...fh);
    const ts = grid(run.tRange[0], run.tRange[1], PARTIAL_AREA_GRID);
    const curve = partialAreaCurve(roc, run.region, ts, res.hull);
    const bestPoints = res.pieces.map((p) => {
      const i = p.index;
      keep.push(i);
      return {
        t: [p.t[0], p.t[1]] as Range,
        fpr: roc.fpr[i],
        tpr: roc.tpr[i],
        threshold: thr(roc.thresholds[i], roc.hasThresholds),
        tp: roc.tp[i],
        fp: roc.fp[i],
      };
    });
    for (const p of res.pieces) {
      ops.push(operatingPoint(`scenario:${run.cfg.name}@t=[${p.t[0]}, ${p.t[1]}]`, roc, p.index, thr(roc.thresholds[p.index], roc.hasThresholds), beta, dd));
    }
    return {
      name: run.cfg.name,
      partialVoros: res.value,
      degenerate: res.degenerate,
      feasibleArea: run.region.area,
      feasibleRegion: regionJson(run.region),
      partialArea: { t: curve.t, value: curve.value },
      bestPoints,
      feasibleHull: fh,
      maxRecall,
    };
  });
  return { scenarios, keep, ops };
}

/** Scenario summaries: the config echoed, region, Partial VOROS Def. 11 result, and the winners (PV within SCENARIO_TIE of the best). */
export function scenarioSummaries(runs: ScenarioRun[], modelReports: ModelReport[]): ScenarioSummary[] {
  return runs.map((run, si) => {
    const winners = winnerIndices(modelReports.map((m) => m.scenarios[si].partialVoros), SCENARIO_TIE);
    return {
      name: run.cfg.name,
      precision: run.cfg.precision,
      capacity: run.cfg.capacity,
      capacityCount: run.kappa,
      cost: costEcho(run.cfg.cost),
      tRange: run.tRange,
      feasibleArea: run.region.area,
      feasibleRegion: regionJson(run.region),
      winners: winners.map((k) => modelReports[k].name),
      def11: { holds: run.def11.holds, failures: run.def11.failures },
    };
  });
}
