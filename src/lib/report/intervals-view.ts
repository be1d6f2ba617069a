/**
 * Which interval the pages show beside a point value (one rule for tables, charts, prose and PDF): the bootstrap
 * interval when the report has one, else DeLong's (AUROC only). Pure; build and browser use it.
 */
import type { ModelReport } from './types';

export type CiPair = [number | null, number | null];

export interface ShownInterval {
  ci: CiPair;
  method: 'delong' | 'bootstrap';
  level: number;
}

function pick<T extends { method: 'delong' | 'bootstrap'; level: number; ci: CiPair }>(list: readonly T[] | undefined): T | undefined {
  return list?.find((x) => x.method === 'bootstrap') ?? list?.find((x) => x.method === 'delong');
}

/** The interval shown for `metric` of model `m` (`index`: the configured range or scenario, in config order). */
export function shownInterval(m: ModelReport, metric: 'auroc' | 'auprc' | 'partialAuroc' | 'partialAurocMcclish' | 'voros' | 'scenario', index = 0): ShownInterval | undefined {
  const iv = m.intervals;
  if (!iv) return undefined;
  let x: { method: 'delong' | 'bootstrap'; level: number; ci: CiPair } | undefined;
  if (metric === 'auroc') x = pick(iv.auroc);
  else if (metric === 'auprc') x = pick(iv.auprc);
  else if (metric === 'partialAuroc') x = iv.partialAuroc[index];
  else if (metric === 'partialAurocMcclish') x = iv.partialAuroc[index] && { ...iv.partialAuroc[index], ci: iv.partialAuroc[index].mcclish };
  else if (metric === 'voros') x = iv.voros[index];
  else x = iv.scenarios[index];
  return x ? { ci: x.ci, method: x.method, level: x.level } : undefined;
}

/** "[0.630, 0.833]" with `f` formatting each end. */
export function ciText(ci: CiPair, f: (v: number | null) => string): string {
  return `[${f(ci[0])}, ${f(ci[1])}]`;
}
