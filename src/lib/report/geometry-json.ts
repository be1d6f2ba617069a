/**
 * ROC geometry of Sameni's paper as report JSON: per model the binormal fit, KL divergences, leakage G(u), PR curves
 * at deployment prevalences and the capacity / bounded-risk operating points; for the report the shared regions.
 */
import type { Config } from '../config/load';
import {
  binormalFit,
  binormalKl,
  boundedRiskRegion,
  capacityLine,
  capacityOperatingPoint,
  klDivergence,
  leakage,
  prAtPrevalence,
  riskOperatingPoint,
} from '../metrics/geometry';
import type { RocCurve } from '../metrics/types';
import type { GeometryPoint, GeometryRegions, ModelReport, Pt } from './types';
import { grid, thr } from './util';
import type { Warn } from './warnings';

/** Points of the leakage curve G(u) (u = 0, 0.01, …, 1). */
export const LEAKAGE_GRID = 101;

/** A geometry operating point as JSON (threshold null when unknown or infinite). */
function geometryPoint(roc: RocCurve, q: { index: number } | null): GeometryPoint | null {
  if (!q) return null;
  const i = q.index;
  return { fpr: roc.fpr[i], tpr: roc.tpr[i], threshold: thr(roc.thresholds[i], roc.hasThresholds), tp: roc.tp[i], fp: roc.fp[i] };
}

/**
 * One model's geometry section. `shown` are the ROC indices kept for display (increasing): the PR curves at a deployment
 * prevalence (Sameni eqs. 20–21) keep only their points. A failed binormal fit is a warning and leaves a, b, AUROC NaN.
 * `hull`: the curve's hull (voros.ts `rocHull`), when already computed.
 */
export function modelGeometry(
  roc: RocCurve,
  name: string,
  config: Config,
  P: number,
  N: number,
  shown: number[],
  warn: Warn,
  hull?: ArrayLike<number>,
): NonNullable<ModelReport['geometry']> {
  const u = grid(0, 1, LEAKAGE_GRID);
  let binormal: { a: number; b: number; auroc: number };
  let bKl: number | null = null;
  try {
    const f = binormalFit(roc);
    binormal = { a: f.a, b: f.b, auroc: f.auroc };
    const v = binormalKl(f.a, f.b);
    bKl = Number.isFinite(v) ? v : null;
  } catch (e) {
    binormal = { a: NaN, b: NaN, auroc: NaN };
    warn({ code: 'geometry.binormal-fit', message: `Model '${name}': no binormal fit (${(e as Error).message}); a, b and its AUROC are null.`, model: name });
  }
  const kl = klDivergence(roc, hull);
  return {
    binormal,
    klDivergence: Number.isFinite(kl) ? kl : null,
    leakage: { u, g: Array.from(leakage(roc, u)) },
    binormalKl: bKl,
    ...(config.geometry.capacity !== undefined
      ? { capacityPoint: geometryPoint(roc, capacityOperatingPoint(roc, config.geometry.capacity, P / (P + N))) }
      : {}),
    ...(config.geometry.risk
      ? (() => {
          const g = config.geometry.risk!;
          const q = riskOperatingPoint(roc, g.fpCost, g.fnCost, P / (P + N), g.maxRisk);
          return { riskPoint: { ...geometryPoint(roc, q)!, risk: q.risk, feasible: q.feasible } };
        })()
      : {}),
    ...(config.deploymentPrevalence.length
      ? {
          prAtPrevalence: config.deploymentPrevalence.map((pi) => {
            const c = prAtPrevalence(roc, pi, shown);
            return { prevalence: pi, recall: Array.from(c.recall), precision: Array.from(c.precision) };
          }),
        }
      : {}),
  };
}

/** Capacity line and bounded-risk region of Sameni Sec. 6 for the dataset's prevalence. */
export function geometryRegions(config: Config, prevalence: number): GeometryRegions {
  const g = config.geometry;
  return {
    prevalence,
    ...(g.capacity !== undefined
      ? { capacity: { m: g.capacity, line: (capacityLine(prevalence, 1 - prevalence, g.capacity) as [Pt, Pt] | null) ?? null } }
      : {}),
    ...(g.risk
      ? { risk: { ...g.risk, region: boundedRiskRegion(g.risk.fpCost, g.risk.fnCost, prevalence, g.risk.maxRisk).map((p) => [p[0], p[1]] as Pt) } }
      : {}),
  };
}
