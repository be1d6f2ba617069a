/**
 * The winner heatmap over precision bounds α × capacities κ (Partial VOROS, Sec. 5 / Fig. 4) as report JSON, with one
 * summary warning per kind of Partial VOROS Def. 11 failure over the grid.
 */
import type { HeatmapConfig } from '../config/load';
import { capacityCount, gridValues } from '../config/load';
import type { Capacity } from '../config/schema';
import { tDistribution } from '../metrics/cost';
import { checkDef11T } from '../metrics/feasible-region';
import { winnerHeatmap } from '../metrics/heatmap';
import { isFeasibleCounts } from '../metrics/partial-voros';
import { dict } from '../dict';
import { context } from './errors';
import type { ModelInput } from './inputs';
import type { Heatmap } from './types';
import { costEcho, topPointText } from './util';
import type { Warn } from './warnings';
import { DEF11, heatmapDef11Code, type Def11Code } from '../warning-codes';

/** The heatmap section: every cell's partial VOROS (Partial VOROS Def. 20) per model and its winners within `tie`. */
export function heatmapSection(
  h: HeatmapConfig,
  models: ModelInput[],
  P: number,
  N: number,
  warn: Warn,
  onProgress?: (done: number) => void,
): Heatmap {
  const D = P + N;
  const alphas = gridValues(h.precision, (v: number) => v);
  const kappas = gridValues(h.capacity as Capacity[] | { from: Capacity; to: Capacity; steps: number }, (v: Capacity) => capacityCount(v, D));
  let dist: ReturnType<typeof tDistribution>;
  let res: ReturnType<typeof winnerHeatmap>;
  try {
    dist = tDistribution(h.cost, P, N);
    res = winnerHeatmap(models.map((m) => ({ name: m.name, roc: m.roc })), alphas, kappas, dist, h.tie, onProgress);
  } catch (e) {
    context('heatmap', e);
  }
  // Partial VOROS Def. 11 over the grid: one summary warning per kind of failure.
  const counts = new Map<Def11Code, number>();
  const tCheck = alphas.map((a) => checkDef11T(a, P, N, [dist.range[0], dist.range[1]]));
  res.regions.forEach((row, i) =>
    row.forEach((reg) => {
      for (const c of [...reg.def11.codes, ...tCheck[i].codes]) counts.set(c, (counts.get(c) ?? 0) + 1);
    }),
  );
  const total = alphas.length * kappas.length;
  for (const [code, n] of [...counts.entries()].sort()) {
    warn({ code: heatmapDef11Code(code), message: `Heatmap: ${n} of ${total} cells violate the Partial VOROS Def. 11 assumption that ${DEF11[code].assumption}; ${DEF11[code].effect}.` });
  }
  // A model whose top-score tie exceeds κ can only never alarm in that column (as scenario.top-tie-exceeds-capacity).
  for (const m of models) {
    const { roc } = m;
    if (roc.fpr.length < 2) continue;
    let cells = 0;
    res.regions.forEach((row) =>
      row.forEach((reg, j) => {
        if (reg.area > 0 && !isFeasibleCounts(roc.tp[1], roc.fp[1], 0, kappas[j])) cells++;
      }),
    );
    if (cells > 0) {
      warn({
        code: 'heatmap.top-tie-exceeds-capacity',
        message: `Heatmap: model '${m.name}' can only never alarm in ${cells} of ${total} cells (PV 0 there): ${topPointText(roc)} exceed their capacity κ.`,
        model: m.name,
      });
    }
  }
  return {
    precision: Array.isArray(h.precision) ? h.precision.slice() : { ...h.precision },
    capacity: Array.isArray(h.capacity) ? h.capacity.slice() : { ...h.capacity },
    alphas,
    kappas,
    cost: costEcho(h.cost),
    tie: h.tie,
    tRange: [dist.range[0], dist.range[1]],
    cells: res.cells.map((row) => row.map((c) => ({ winners: c.winners.slice(), partialVoros: dict(Object.entries(c.partialVoros)) }))),
  };
}
