/**
 * The 22 threshold measures of the Dutch Draw paper (van de Bijl, Klein, Pries et al., "The Dutch Draw",
 * Table 1), evaluated on a confusion table, with the domains of Table 2: where a measure divides by zero it is
 * undefined and returned as `null` — never NaN, never 0.
 *
 * Notation: P = TP + FN (positives), N = TN + FP (negatives), M = P + N, P̂ = TP + FP (predicted positive),
 * N̂ = TN + FN (predicted negative). Counts may be fractional (ROC points published as rates times P and N).
 *
 * Domains (Table 2; "-" = no requirement):
 * | measure                       | P>0 | N>0 | P̂>0 | N̂>0 |
 * | TP, TN, FP, FN, ACC, KAPPA    |  -  |  -  |  -  |  -  |
 * | TPR, FNR, TS                  |  ✓  |  -  |  -  |  -  |
 * | TNR, FPR                      |  -  |  ✓  |  -  |  -  |
 * | PPV, FDR                      |  -  |  -  |  ✓  |  -  |
 * | NPV, FOR                      |  -  |  -  |  -  |  ✓  |
 * | FBETA, FM                     |  ✓  |  -  |  ✓  |  -  |
 * | J, BACC, G2                   |  ✓  |  ✓  |  -  |  -  |
 * | MK                            |  -  |  -  |  ✓  |  ✓  |
 * | MCC                           |  ✓  |  ✓  |  ✓  |  ✓  |
 * Addition to Table 2 (the paper lists no requirement for κ, but its formula is 0/0 there): KAPPA is undefined when
 * its chance agreement Pe = 1, which happens exactly when (P = 0 and P̂ = 0) or (N = 0 and N̂ = 0).
 * Always M > 0 (an empty table throws).
 */
import { MetricInputError } from './errors';
import type { RocCurve } from './types';

/** The 22 measures of Table 1 (the Prevalence Threshold is left out, as in the paper). */
export const MEASURES = [
  'TP', 'TN', 'FP', 'FN',
  'TPR', 'TNR', 'FPR', 'FNR',
  'PPV', 'NPV', 'FDR', 'FOR',
  'ACC', 'BACC', 'FBETA', 'MCC',
  'J', 'MK', 'KAPPA', 'FM', 'G2', 'TS',
] as const;

export type MeasureName = (typeof MEASURES)[number];

/** A confusion table. Counts are finite and non-negative (they may be fractional). */
export interface Confusion {
  readonly tp: number;
  readonly fp: number;
  readonly tn: number;
  readonly fn: number;
}

/**
 * Measures for which a LOWER value is better: the counts and rates of errors. For all other measures higher is
 * better. Used by the Dutch Draw comparison (`beatsBaseline`) and the rescaling of Sec. 5.1.
 */
export const LOWER_IS_BETTER: ReadonlySet<MeasureName> = new Set<MeasureName>(['FP', 'FN', 'FPR', 'FNR', 'FDR', 'FOR']);

const MEASURE_SET: ReadonlySet<string> = new Set<string>(MEASURES);

/** True when `name` is one of the 22 measure keys. */
export function isMeasureName(name: string): name is MeasureName {
  return MEASURE_SET.has(name);
}

/** Throws a MetricInputError unless `name` is one of the 22 measure keys. */
export function assertMeasureName(name: string): asserts name is MeasureName {
  if (!MEASURE_SET.has(name)) {
    throw new MetricInputError(`unknown measure '${name}': expected one of ${MEASURES.join(', ')}`);
  }
}

/** Throws a MetricInputError unless β is finite and > 0 (F_β, Table 1). */
export function assertBeta(beta: number): void {
  if (!(Number.isFinite(beta) && beta > 0)) {
    throw new MetricInputError(`beta for FBETA must be a finite number > 0, got ${beta}`);
  }
}

function assertConfusion(c: Confusion): void {
  for (const key of ['tp', 'fp', 'tn', 'fn'] as const) {
    const v = c[key];
    if (typeof v !== 'number' || !Number.isFinite(v) || v < 0) {
      throw new MetricInputError(`confusion count ${key} must be a finite number >= 0, got ${v}`);
    }
  }
  if (c.tp + c.fp + c.tn + c.fn <= 0) {
    throw new MetricInputError('confusion table is empty (TP + FP + TN + FN = 0): the measures need M > 0');
  }
}

/**
 * Value of one measure on a confusion table, or `null` where Table 2 says it is undefined.
 *
 * Definitions (Dutch Draw, Table 1):
 * - TP, TN, FP, FN: the counts.
 * - TPR = TP/P, TNR = TN/N, FPR = FP/N, FNR = FN/P.
 * - PPV = TP/P̂, NPV = TN/N̂, FDR = FP/P̂, FOR = FN/N̂.
 * - ACC = (TP + TN)/M, BACC = (TPR + TNR)/2.
 * - FBETA = (1 + β²) / (1/PPV + β²/TPR) = (1 + β²)·TP / (β²·P + P̂) (the second form is the paper's Sec. 3.1.1 and
 *   also covers TP = 0, where the harmonic form is 0/0: F_β = 0 there).
 * - MCC = (TP·TN − FP·FN) / √(P̂·N̂·P·N).
 * - J = TPR + TNR − 1 (Youden), MK = PPV + NPV − 1 (markedness).
 * - KAPPA = (Po − Pe)/(1 − Pe), Po = ACC, Pe = (P̂·P + N̂·N)/M²; computed in the equivalent exact form
 *   2·(TP·TN − FP·FN) / (P̂·N + P·N̂).
 * - FM = √(TPR·PPV) (Fowlkes–Mallows), G2 = √(TPR·TNR) (G-mean 2), TS = TP/(P + FP) (threat score).
 *
 * @param beta β of F_β (default 1); only used by FBETA, validated always.
 * @throws MetricInputError for an unknown name, negative/non-finite counts, an empty table or β ≤ 0.
 */
export function measure(name: MeasureName, c: Confusion, beta = 1): number | null {
  assertMeasureName(name);
  assertConfusion(c);
  assertBeta(beta);
  return measureUnchecked(name, c.tp, c.fp, c.tn, c.fn, beta);
}

/** measure() without validation, for hot loops (inputs already validated). */
export function measureUnchecked(name: MeasureName, tp: number, fp: number, tn: number, fn: number, beta: number): number | null {
  const P = tp + fn;
  const N = tn + fp;
  const M = P + N;
  const Ph = tp + fp;
  const Nh = tn + fn;
  switch (name) {
    case 'TP': return tp;
    case 'TN': return tn;
    case 'FP': return fp;
    case 'FN': return fn;
    case 'TPR': return P > 0 ? tp / P : null;
    case 'TNR': return N > 0 ? tn / N : null;
    case 'FPR': return N > 0 ? fp / N : null;
    case 'FNR': return P > 0 ? fn / P : null;
    case 'PPV': return Ph > 0 ? tp / Ph : null;
    case 'NPV': return Nh > 0 ? tn / Nh : null;
    case 'FDR': return Ph > 0 ? fp / Ph : null;
    case 'FOR': return Nh > 0 ? fn / Nh : null;
    case 'ACC': return (tp + tn) / M;
    case 'BACC': return P > 0 && N > 0 ? (tp / P + tn / N) / 2 : null;
    case 'FBETA': {
      if (!(P > 0 && Ph > 0)) return null;
      const b2 = beta * beta;
      return ((1 + b2) * tp) / (b2 * P + Ph);
    }
    case 'MCC':
      if (!(P > 0 && N > 0 && Ph > 0 && Nh > 0)) return null;
      return (tp * tn - fp * fn) / (Math.sqrt(Ph) * Math.sqrt(Nh) * Math.sqrt(P) * Math.sqrt(N));
    case 'J': return P > 0 && N > 0 ? tp / P + tn / N - 1 : null;
    case 'MK': return Ph > 0 && Nh > 0 ? tp / Ph + tn / Nh - 1 : null;
    case 'KAPPA': {
      const den = Ph * N + P * Nh;
      return den > 0 ? (2 * (tp * tn - fp * fn)) / den : null;
    }
    case 'FM': return P > 0 && Ph > 0 ? tp / Math.sqrt(P * Ph) : null;
    case 'G2': return P > 0 && N > 0 ? Math.sqrt((tp / P) * (tn / N)) : null;
    case 'TS': return P > 0 ? tp / (P + fp) : null;
    default: {
      const never: never = name;
      throw new MetricInputError(`unknown measure '${String(never)}'`);
    }
  }
}

/** All 22 measures on one confusion table (Dutch Draw, Table 1), `null` where Table 2 says undefined. */
export function allMeasures(c: Confusion, beta = 1): Record<MeasureName, number | null> {
  assertConfusion(c);
  assertBeta(beta);
  const out = {} as Record<MeasureName, number | null>;
  for (const name of MEASURES) out[name] = measureUnchecked(name, c.tp, c.fp, c.tn, c.fn, beta);
  return out;
}

/**
 * All 22 measures at point i of a ROC curve: the classifier `score >= thresholds[i]`, whose confusion table is
 * TP = tp[i], FP = fp[i], FN = P − TP, TN = N − FP (point 0 = never alarm, the last point = always alarm).
 */
export function measuresAtRocPoint(roc: RocCurve, i: number, beta = 1): Record<MeasureName, number | null> {
  const n = roc.tp.length;
  if (!Number.isInteger(i) || i < 0 || i >= n) {
    throw new MetricInputError(`ROC point index must be an integer in [0, ${n - 1}], got ${i}`);
  }
  const tp = roc.tp[i];
  const fp = roc.fp[i];
  // Guard against rounding in fractional counts: FN and TN are never negative.
  const fn = Math.max(0, roc.P - tp);
  const tn = Math.max(0, roc.N - fp);
  return allMeasures({ tp, fp, tn, fn }, beta);
}
