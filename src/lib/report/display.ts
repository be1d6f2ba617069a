/**
 * A model's display curves (ROC, PR, count table), thinned only for very large inputs (see thin.ts); every metric is
 * computed on the full curve.
 */
import { prCurve } from '../metrics/pr';
import type { CountTable, RocCurve } from '../metrics/types';
import { thinIndices } from './thin';
import type { ModelReport } from './types';
import { thr } from './util';

export interface DisplayCurves {
  thinned: boolean;
  /** ROC indices kept, ascending. */
  idx: number[];
  /** Position in the kept curve of a kept ROC index. */
  remap: (i: number) => number;
  roc: ModelReport['roc'];
  pr: ModelReport['pr'];
  countTable: ModelReport['countTable'];
}

/** The display curves of one model, keeping at least the ROC indices of `mustKeep`. */
export function displayCurves(roc: RocCurve, ct: CountTable, mustKeep: number[]): DisplayCurves {
  const keep = thinIndices(roc.fpr, roc.tpr, mustKeep);
  const map = new Map<number, number>();
  const idx = keep ? Array.from(keep) : Array.from({ length: roc.fpr.length }, (_, i) => i);
  idx.forEach((v, k) => map.set(v, k));
  const rocJson = {
    fpr: idx.map((i) => roc.fpr[i]),
    tpr: idx.map((i) => roc.tpr[i]),
    thresholds: idx.map((i) => thr(roc.thresholds[i], roc.hasThresholds)),
  };
  const pr = prCurve(ct); // pr point k = ROC point k + 1
  const prIdx = idx.filter((i) => i > 0).map((i) => i - 1);
  const prJson = {
    recall: prIdx.map((k) => pr.recall[k]),
    precision: prIdx.map((k) => pr.precision[k]),
    thresholds: prIdx.map((k) => (ct.hasThresholds ? pr.thresholds[k] : null)),
  };
  // Count table rows between kept ROC points, merged (exact when nothing is thinned).
  const ctJson = { scores: [] as (number | null)[], pos: [] as number[], neg: [] as number[] };
  for (let k = 1; k < idx.length; k++) {
    const a = idx[k - 1];
    const b = idx[k];
    ctJson.scores.push(ct.hasThresholds ? ct.scores[b - 1] : null);
    ctJson.pos.push(roc.tp[b] - roc.tp[a]);
    ctJson.neg.push(roc.fp[b] - roc.fp[a]);
  }
  return { thinned: keep !== null, idx, remap: (i) => map.get(i)!, roc: rocJson, pr: prJson, countTable: ctJson };
}
