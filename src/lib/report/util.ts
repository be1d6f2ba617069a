/** Small helpers shared by the report sections: grids, thresholds as JSON, echoes of config values. */
import type { CostSpec } from '../metrics/cost';
import type { FeasibleRegion } from '../metrics/feasible-region';
import type { CountTable } from '../metrics/types';
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
