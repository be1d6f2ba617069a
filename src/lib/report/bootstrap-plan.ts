/** The bootstrap plan of a report: which rows each model is resampled from, and the statistics to collect. */
import type { Config } from '../config/load';
import { capacityCount, gridValues } from '../config/load';
import type { Capacity } from '../config/schema';
import { rowsOfTable, splitRows } from '../metrics/resample';
import type { BootstrapPlan } from './bootstrap';
import type { ModelData } from './inputs';

/**
 * The plan, or a reason why there is none: per-example scores are resampled together (paired); count tables each on
 * their own (unpaired); ROC points have no rows to resample.
 */
export function bootstrapPlan(config: Config, data: ModelData): { plan?: BootstrapPlan; reason?: string } {
  const b = config.uncertainty?.bootstrap;
  if (!b) return {};
  const { models, P, N } = data;
  let groups: BootstrapPlan['groups'];
  if (data.rowLabels && models.every((m) => m.rank)) {
    const label = data.rowLabels;
    groups = [{ label, ...splitRows(label), models: models.map((m, index) => ({ ct: m.ct, rank: m.rank!, index })) }];
  } else if (config.dataset.kind === 'counts') {
    if (!models.every((m) => m.ct.pos.every(Number.isInteger) && m.ct.neg.every(Number.isInteger))) {
      return { reason: 'the count tables have fractional counts, so there are no examples to resample' };
    }
    groups = models.map((m, index) => {
      const g = rowsOfTable(m.ct);
      return { ...g, models: [{ ...g.models[0], index }] };
    });
  } else {
    return { reason: 'the input is published ROC points, which do not say which example had which score; resampling needs per-example scores or count tables' };
  }
  const D = P + N;
  const h = config.heatmap;
  return {
    plan: {
      names: models.map((m) => m.name),
      groups,
      paired: groups.length === 1,
      P,
      N,
      partialAuroc: config.partialAuroc.map((r) => [r[0], r[1]]),
      voros: config.voros.map((r) => [r[0], r[1]]),
      scenarios: config.scenarios,
      ...(h
        ? {
            heatmap: {
              alphas: gridValues(h.precision, (v: number) => v),
              kappas: gridValues(h.capacity as Capacity[] | { from: Capacity; to: Capacity; steps: number }, (v: Capacity) => capacityCount(v, D)),
              cost: h.cost,
              tie: h.tie,
            },
          }
        : {}),
      seed: b.seed,
      resamples: b.resamples,
    },
  };
}
