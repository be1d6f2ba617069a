/**
 * The winner rule of the heatmap, the scenarios and the what-if panel (Partial VOROS, Sec. 5 / Fig. 4): a model wins
 * when its partial VOROS is within `tie` of the best, PV ≥ best − tie (inclusive: `tie = 0` keeps exact ties; the
 * paper uses 0.01 and shows a cell such as "NEWS ≈ RI"). Build, browser and PDF all decide winners here.
 */
import { MetricInputError } from './errors';
import { REL_TOL } from './tolerance';

/** Scenario winners: PV within this of the best (ties up to rounding; tolerance.ts). */
export const SCENARIO_TIE = REL_TOL;

/** Whether a model with partial VOROS `pv` wins when the best is `best` (PV ≥ best − tie). */
export function isWinner(pv: number, best: number, tie: number): boolean {
  return pv >= best - tie;
}

/** Indices of the winners among `pvs` (in input order); every index when all PVs are equal. */
export function winnerIndices(pvs: readonly number[], tie: number): number[] {
  if (!(tie >= 0)) throw new MetricInputError(`tie must be ≥ 0, got ${tie}`);
  let best = -Infinity;
  for (const v of pvs) best = Math.max(best, v);
  const out: number[] = [];
  pvs.forEach((v, k) => {
    if (isWinner(v, best, tie)) out.push(k);
  });
  return out;
}

/**
 * Whether no partial VOROS of `pvs` is above 0: no model reaches the feasible region except by never alarming (or the
 * region is empty), where the rule makes every model a winner at 0.
 */
export function noneReaches(pvs: Iterable<number>): boolean {
  let best = -Infinity;
  for (const v of pvs) best = Math.max(best, v);
  return !(best > 0);
}

/**
 * The winners to show for a scenario or a heatmap cell whose rule winners are `winners` and partial VOROS values
 * `pvs`: none when {@link noneReaches}. Pages, charts and the summary show winners by this.
 */
export function shownWinners<T>(winners: readonly T[], pvs: Iterable<number>): readonly T[] {
  return noneReaches(pvs) ? [] : winners;
}

/** The winners to show for a heatmap cell (the report's `{ winners, partialVoros }`): {@link shownWinners}. */
export function cellWinners(cell: { readonly winners: readonly string[]; readonly partialVoros: Readonly<Record<string, number>> }): readonly string[] {
  return shownWinners(cell.winners, Object.values(cell.partialVoros));
}

/** The models a scenario marks as best (indices into `pvs`): its winners, or none ({@link shownWinners}). */
export function bestModels(pvs: readonly number[], tie: number): number[] {
  return [...shownWinners(winnerIndices(pvs, tie), pvs)];
}
