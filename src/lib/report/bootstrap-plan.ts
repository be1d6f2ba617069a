/** The bootstrap plan of a report: which rows each model is resampled from, and the statistics to collect. */
import type { Config } from '../config/load';
import { capacityCount, gridValues } from '../config/load';
import type { Capacity } from '../config/schema';
import type { CountTable } from '../metrics/types';
import { rowGroup, rowsOfTable, type Int32Alloc, type RowGroup } from '../metrics/resample';
import type { BootstrapPlan } from './bootstrap';
import type { ModelData } from './inputs';
import { selectionChoices } from './selection-json';

/**
 * The selection choices to evaluate on every resample of the test part: each scenario × strategy's model and τ(t), made
 * once on the (not resampled) validation part by the same function as the report's selection section.
 */
function selectionTargets(config: Config, data: ModelData): BootstrapPlan['selection'] {
  const parts = data.parts;
  if (!parts || config.scenarios.length === 0) return undefined;
  const { validation, test } = parts;
  return selectionChoices(config, validation, test).map(({ run, pick }) => ({
    model: pick.model,
    pieces: pick.pieces.map((p) => ({ t: [p.t[0], p.t[1]] as [number, number], threshold: p.threshold })),
    cost: run.cfg.cost,
    P: validation.P,
    N: validation.N,
    alpha: run.cfg.precision,
    kappa: run.testKappa,
  }));
}

/**
 * Rank arrays in shared memory: the bootstrap's worker threads read them without a copy (at 10⁷ rows × 3 models, 120 MB
 * per worker).
 */
export const sharedInt32: Int32Alloc = (n) => new Int32Array(new SharedArrayBuffer(4 * n));

/** The one group of models scored on the same rows (resampled together: paired), model k of the group at index k. */
const paired = (g: RowGroup): BootstrapPlan['groups'][number] => ({ ...g, models: g.models.map((m, index) => ({ ...m, index })) });

/**
 * The {@link paired} group of rows given by their labels and each model's ranks in row order (for tests and benches;
 * a report's rows come grouped from inputs.ts).
 */
export function pairedGroup(label: Uint8Array, models: readonly { ct: CountTable; rank: Int32Array }[]): BootstrapPlan['groups'][number] {
  return paired(rowGroup(label, models, sharedInt32));
}

/**
 * The plan, or a reason why there is none: per-example scores are resampled together (paired); count tables each on
 * their own (unpaired); ROC points have no rows to resample.
 */
export function bootstrapPlan(config: Config, data: ModelData): { plan?: BootstrapPlan; reason?: string } {
  const b = config.uncertainty?.bootstrap;
  if (!b) return {};
  const { models, P, N } = data;
  let groups: BootstrapPlan['groups'];
  if (data.rowGroup) {
    groups = [paired(data.rowGroup)];
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
  const selection = selectionTargets(config, data);
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
      ...(selection ? { selection } : {}),
      seed: b.seed,
      resamples: b.resamples,
    },
  };
}
