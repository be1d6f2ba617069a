/**
 * The report's model-selection section (Partial VOROS Sec. 6, App. D.4): for every scenario and strategy, the model
 * and thresholds chosen on the validation part, and what those fixed choices cost on the test part (exact expectation,
 * the paper's Monte Carlo average, and how often the test point stays feasible).
 *
 * The scenario is applied per part: on validation, κ is a share of the validation part (or the configured count) and
 * the cost ratio maps to t with the validation part's N and P (or the config's class ratio); on test, feasibility is
 * judged with κ as a share of the test part.
 */
import type { Config, ScenarioConfig } from '../config/load';
import { capacityCount } from '../config/load';
import { tDistribution, type TDistribution } from '../metrics/cost';
import { feasibleRegion } from '../metrics/feasible-region';
import { selectModel, type SelectionScenario, type Strategy } from '../metrics/selection';
import { expectedTestCostOf, MONTE_CARLO_SAMPLES, monteCarloTestCost, pointAtThreshold, type PartPoint } from '../metrics/selection-cost';
import type { RocCurve } from '../metrics/types';
import { context } from './errors';
import type { PartData } from './inputs';
import type { Range, SelectionEntry } from './types';

/**
 * The cost distribution of selection: C0/C1 uniform maps to t = rN/(rN + P) with the validation part's N and P, or with
 * the config's class ratio when it is one value (classRatio [q, q]: s = r·q uniform). A class-ratio range [q1, q2]
 * combines with the cost-ratio range as products, t uniform (cost.ts), as everywhere in the report.
 */
export function selectionDistribution(cost: ScenarioConfig['cost'], P: number, N: number): TDistribution {
  if ('ratio' in cost && cost.classRatio && cost.classRatio[0] === cost.classRatio[1]) {
    const q = cost.classRatio[0];
    // With P = N = 1 the odds are s = r, so the ratio range [r1·q, r2·q] is s itself.
    return tDistribution({ ratio: [cost.ratio[0] * q, cost.ratio[1] * q] }, 1, 1);
  }
  return tDistribution(cost, P, N);
}

/** A scenario prepared for selection: the validation scenario and the test constraints. */
export interface SelectionRun {
  cfg: ScenarioConfig;
  validation: SelectionScenario;
  dist: TDistribution;
  testKappa: number;
}

/** Each scenario's validation region and t distribution (validation P and N) and its κ on the test part. */
export function selectionRuns(scenarios: readonly ScenarioConfig[], validation: PartData, test: PartData): SelectionRun[] {
  return scenarios.map((s) => {
    try {
      const kappa = capacityCount(s.capacity, validation.P + validation.N);
      const dist = selectionDistribution(s.cost, validation.P, validation.N);
      const region = feasibleRegion(s.precision, kappa, validation.P, validation.N);
      return { cfg: s, validation: { alpha: s.precision, region, dist }, dist, testKappa: capacityCount(s.capacity, test.P + test.N) };
    } catch (e) {
      context(`scenario '${s.name}' (validation part)`, e);
    }
  });
}

function pointJson(p: PartPoint): SelectionEntry['thresholds'][number]['test'] {
  return { fpr: p.fpr, tpr: p.tpr, precision: p.precision, alerts: p.alerts };
}

/** One scenario × strategy entry. */
export function selectionEntry(run: SelectionRun, strategy: Strategy, validation: PartData, test: PartData): SelectionEntry {
  const vr: RocCurve[] = validation.models.map((m) => m.roc);
  const pick = selectModel(strategy, vr, run.validation);
  const testRoc = test.models[pick.model].roc;
  const res = expectedTestCostOf(pick.pieces, testRoc, run.dist, { alpha: run.cfg.precision, kappa: run.testKappa });
  return {
    scenario: run.cfg.name,
    strategy,
    model: validation.models[pick.model].name,
    validationScore: pick.validationScore,
    expectedTestCost: res.expectedCost,
    expectedTestCostMonteCarlo: monteCarloTestCost(pick.pieces, testRoc, run.dist, MONTE_CARLO_SAMPLES),
    samples: MONTE_CARLO_SAMPLES,
    feasibleOnTest: res.feasibleOnTest,
    thresholds: pick.pieces.map((p, i) => ({
      t: [p.t[0], p.t[1]] as Range,
      threshold: Number.isFinite(p.threshold) ? p.threshold : null,
      validation: pointJson(pointAtThreshold(vr[pick.model], p.threshold)),
      test: pointJson(res.points[i]),
    })),
  };
}

/** The selection section: scenarios × strategies (config order of both). */
export function selectionSection(config: Config, parts: { validation: PartData; test: PartData }, onProgress?: (done: number) => void): SelectionEntry[] {
  const { validation, test } = parts;
  const runs = selectionRuns(config.scenarios, validation, test);
  const out: SelectionEntry[] = [];
  for (const run of runs) {
    for (const s of config.strategies) {
      out.push(selectionEntry(run, s, validation, test));
      onProgress?.(out.length);
    }
  }
  return out;
}
