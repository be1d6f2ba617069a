/** Dutch Draw baselines as report JSON, and the threshold measures of one operating point with its beats-baseline flags. */
import { beatsBaseline, ddAllBaselineSets, ddExpectationCurve, type DDBaselineSets, type ThetaSet } from '../metrics/dutch-draw';
import { MEASURES, measuresAtRocPoint, type MeasureName } from '../metrics/measures';
import type { RocCurve } from '../metrics/types';
import { context } from './errors';
import { DD_CURVE_MEASURES } from './schema';
import type { DutchDrawBaseline, DutchDrawExpectation, OperatingPoint, Report } from './types';
import type { Warn } from './warnings';

export type DDBaselines = Record<MeasureName, DDBaselineSets>;

/** Longest argmax/argmin list written in full; longer sets are truncated, with their count and exact runs. */
export const DD_ARG_LIMIT = 100;

/**
 * Dutch Draw baselines of every measure (Dutch Draw, Table 4) for M = P + N examples; undefined, with a warning, when
 * P or N is not a whole number (the DD classifier draws whole examples, Sec. 3.1).
 */
export function ddBaselines(P: number, N: number, beta: number, warn: Warn): DDBaselines | undefined {
  if (Number.isInteger(P) && Number.isInteger(N)) {
    try {
      return ddAllBaselineSets(P, P + N, beta);
    } catch (e) {
      context('Dutch Draw baselines', e);
    }
  }
  warn({
    code: 'dutchdraw.non-integer-counts',
    message: `Dutch Draw baselines need whole numbers of positives and negatives, found P = ${P}, N = ${N}; the baselines and the beats-baseline flags are left out.`,
  });
  return undefined;
}

/** Runs [first, last] of consecutive θ* = k/M in an ascending list. */
function runs(thetas: number[], M: number): [number, number][] {
  const out: [number, number][] = [];
  let start = 0;
  let prev = thetas.length ? Math.round(thetas[0] * M) : 0;
  for (let i = 1; i <= thetas.length; i++) {
    const k = i < thetas.length ? Math.round(thetas[i] * M) : NaN;
    if (k !== prev + 1) {
      out.push([thetas[start], thetas[i - 1]]);
      start = i;
    }
    prev = k;
  }
  return out;
}

/** A θ* set as JSON parts: its first {@link DD_ARG_LIMIT} values, its size and its runs (a range is one run). */
function setJson(set: ThetaSet, M: number): { head: number[]; count: number; runs: [number, number][] } {
  if ('range' in set) {
    const [lo, hi] = set.range;
    const head: number[] = [];
    for (let k = lo; k <= hi && head.length < DD_ARG_LIMIT; k++) head.push(k / M);
    return { head, count: hi - lo + 1, runs: [[lo / M, hi / M]] };
  }
  const l = set.list;
  return { head: l.length > DD_ARG_LIMIT ? l.slice(0, DD_ARG_LIMIT) : l.slice(), count: l.length, runs: runs(l, M) };
}

/** One measure's baseline as JSON (argmax/argmin truncated to {@link DD_ARG_LIMIT}, with counts and runs). */
export function ddJson(b: DDBaselineSets, M: number): DutchDrawBaseline {
  const a = setJson(b.argmax, M);
  const z = setJson(b.argmin, M);
  return {
    max: b.max,
    min: b.min,
    argmax: a.head,
    argmin: z.head,
    argmaxCount: a.count,
    argminCount: z.count,
    argmaxRuns: a.runs,
    argminRuns: z.runs,
  };
}

/** The report's `dutchDraw` section: every measure of MEASURES, in that order. */
export function dutchDrawJson(dd: DDBaselines, M: number): NonNullable<Report['dutchDraw']> {
  return Object.fromEntries(MEASURES.map((k) => [k, ddJson(dd[k], M)])) as NonNullable<Report['dutchDraw']>;
}

/** Points of each Dutch Draw expectation curve in the report (fewer when M + 1 is smaller). */
export const DD_CURVE_POINTS = 201;

/**
 * The report's `dutchDrawExpectation`: E[measure](θ*) of the Dutch Draw classifier (Dutch Draw Sec. 3.1, Table 3) for
 * the chart's measures, on one θ* grid shared by all of them (ddExpectationCurve's grid depends on M only).
 */
export function dutchDrawExpectationJson(P: number, M: number, beta: number): DutchDrawExpectation {
  const curves = DD_CURVE_MEASURES.map((k) => ddExpectationCurve(k, P, M, beta, DD_CURVE_POINTS));
  return {
    theta: curves[0].map((q) => q.theta),
    values: Object.fromEntries(DD_CURVE_MEASURES.map((k, i) => [k, curves[i].map((q) => q.value)])) as DutchDrawExpectation['values'],
  };
}

/** Threshold measures (Dutch Draw, Table 1) at ROC point i, each flagged by whether it beats its DD baseline. */
export function operatingPoint(
  source: string,
  roc: RocCurve,
  i: number,
  threshold: number | null,
  beta: number,
  dd: DDBaselines | undefined,
): OperatingPoint {
  const measures = measuresAtRocPoint(roc, i, beta);
  const beats = Object.fromEntries(MEASURES.map((k) => [k, dd ? beatsBaseline(k, measures[k], dd[k]) : null])) as OperatingPoint['beatsBaseline'];
  return { source, threshold, fpr: roc.fpr[i], tpr: roc.tpr[i], measures: { ...measures }, beatsBaseline: beats };
}
