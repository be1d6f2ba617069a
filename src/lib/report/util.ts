/** Small helpers shared by the report sections: grids, thresholds as JSON, echoes of config values. */
import type { CostSpec } from '../metrics/cost';
import type { FeasibleRegion } from '../metrics/feasible-region';
import type { CountTable, RocCurve } from '../metrics/types';
import type { FeasibleRegionJson, ScenarioSummary } from './types';

/** n evenly spaced points from a to b (the last exactly b); [a] when a = b or n < 2. */
export function grid(a: number, b: number, n: number): number[] {
  if (a === b || n < 2) return [a];
  return Array.from({ length: n }, (_, i) => (i === n - 1 ? b : a + ((b - a) * i) / (n - 1)));
}

/** A threshold as JSON: null when the curve has no thresholds or the value is ±∞. */
export function thr(v: number, hasThresholds: boolean): number | null {
  return hasThresholds && Number.isFinite(v) ? v : null;
}

/** A feasible region (Partial VOROS, Appendix A) as JSON. */
export function regionJson(r: FeasibleRegion): FeasibleRegionJson {
  return { case: r.caseNumber, description: r.description, vertices: r.vertices.map((p) => [p[0], p[1]]) };
}

/** The cost distribution of the config, echoed as plain arrays. */
export function costEcho(c: CostSpec): ScenarioSummary['cost'] {
  if ('t' in c) return { t: [c.t[0], c.t[1]] };
  return c.classRatio ? { ratio: [c.ratio[0], c.ratio[1]], classRatio: [c.classRatio[0], c.classRatio[1]] } : { ratio: [c.ratio[0], c.ratio[1]] };
}

/** ROC index of the classifier `score >= tau`: the number of distinct scores ≥ tau. */
export function indexForThreshold(ct: CountTable, tau: number): number {
  const s = ct.scores;
  let lo = 0;
  let hi = s.length; // count of scores >= tau, scores strictly decreasing
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (s[mid] >= tau) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/**
 * The cases a model's first ROC point flags (every case at its top score), for the top-tie warnings: "the 22 cases
 * tied at the top score 5" for whole counts, "the 367.252 cases of its first ROC point (threshold 4)" otherwise.
 */
export function topPointText(roc: RocCurve): string {
  const n = roc.tp[1] + roc.fp[1];
  const count = +n.toPrecision(12);
  if (Number.isInteger(n)) return roc.hasThresholds ? `the ${count} cases tied at the top score ${roc.thresholds[1]}` : `the ${count} cases of its first ROC point`;
  // Published ROC points give expected counts P·TPR + N·FPR, rarely whole: the sentence rounds, the digits follow.
  return `about ${Math.round(n)} cases (${count} expected from its rates) of its first ROC point${roc.hasThresholds ? ` (threshold ${roc.thresholds[1]})` : ''}`;
}
