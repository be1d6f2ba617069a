/**
 * The winner heatmap over precision bounds α × capacities κ (Partial VOROS, Sec. 5 / Fig. 4) as report JSON, with one
 * summary warning per kind of Def. 11 failure over the grid.
 */
import type { HeatmapConfig } from '../config/load';
import { capacityCount, gridValues } from '../config/load';
import type { Capacity } from '../config/schema';
import { tDistribution } from '../metrics/cost';
import { checkDef11T } from '../metrics/feasible-region';
import { winnerHeatmap } from '../metrics/heatmap';
import { context } from './errors';
import type { ModelInput } from './inputs';
import type { Heatmap } from './types';
import { costEcho } from './util';
import type { Warn } from './warnings';

/** The Def. 11 assumption behind each failure code, as a clause. */
const HEATMAP_DEF11: Record<string, string> = {
  'def11.positives-not-minority': 'positives are the minority class (P < N)',
  'def11.precision-below-prevalence': 'the precision bound α exceeds the prevalence',
  'def11.precision-one': 'α < 1',
  'def11.capacity-zero': 'the capacity κ is positive',
  'def11.capacity-not-binding': 'the capacity κ is below |D|',
  'def11.t-above-bound': 't stays below αN/(αN + (1−α)P)',
};

/** What each failure changes in the cells where it occurs. */
const HEATMAP_WHY: Record<string, string> = {
  'def11.positives-not-minority': 'the feasible region takes shapes outside the paper\'s main text; PV is computed with the general method of Appendix A',
  'def11.precision-below-prevalence': 'the precision bound cuts little or nothing, so those cells mostly compare models by capacity alone',
  'def11.precision-one': 'only classifiers without false positives are feasible: the region has zero area and PV is reported as 0 for every model',
  'def11.capacity-zero': 'only never-alarm is feasible: the region has zero area and PV is reported as 0 for every model',
  'def11.capacity-not-binding': 'the capacity does not bind there, only the precision bound shapes the region',
  'def11.t-above-bound': 'never-alarm gets a positive partial area there, so PV no longer has never-alarm at 0',
};

/** The heatmap section: every cell's partial VOROS (Def. 20) per model and its winners within `tie`. */
export function heatmapSection(h: HeatmapConfig, models: ModelInput[], P: number, N: number, warn: Warn): Heatmap {
  const D = P + N;
  const alphas = gridValues(h.precision, (v: number) => v);
  const kappas = gridValues(h.capacity as Capacity[] | { from: Capacity; to: Capacity; steps: number }, (v: Capacity) => capacityCount(v, D));
  let dist: ReturnType<typeof tDistribution>;
  let res: ReturnType<typeof winnerHeatmap>;
  try {
    dist = tDistribution(h.cost, P, N);
    res = winnerHeatmap(models.map((m) => ({ name: m.name, roc: m.roc })), alphas, kappas, dist, h.tie);
  } catch (e) {
    context('heatmap', e);
  }
  // Def. 11 over the grid: one summary warning per kind of failure.
  const counts = new Map<string, number>();
  const tCheck = alphas.map((a) => checkDef11T(a, P, N, [dist.range[0], dist.range[1]]));
  res.regions.forEach((row, i) =>
    row.forEach((reg) => {
      for (const c of [...reg.def11.codes, ...tCheck[i].codes]) counts.set(c, (counts.get(c) ?? 0) + 1);
    }),
  );
  const total = alphas.length * kappas.length;
  for (const [code, n] of [...counts.entries()].sort()) {
    warn({ code: `heatmap.${code}`, message: `Heatmap: ${n} of ${total} cells violate the Def. 11 assumption that ${HEATMAP_DEF11[code] ?? code}; ${HEATMAP_WHY[code] ?? 'their partial VOROS is computed with the general method of Appendix A'}.` });
  }
  return {
    precision: Array.isArray(h.precision) ? h.precision.slice() : { ...h.precision },
    capacity: Array.isArray(h.capacity) ? h.capacity.slice() : { ...h.capacity },
    alphas,
    kappas,
    cost: costEcho(h.cost),
    tie: h.tie,
    tRange: [dist.range[0], dist.range[1]],
    cells: res.cells.map((row) => row.map((c) => ({ winners: c.winners.slice(), partialVoros: { ...c.partialVoros } }))),
  };
}
