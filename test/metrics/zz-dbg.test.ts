/**
 * Partial VOROS (Def. 12, 17, 18, 20) against an independent brute force written here:
 *  - ROC points built directly from labels and scores (not via roc.ts),
 *  - feasibility tested point by point from the definition (precision ≥ α, alarms ≤ κ), every feasible point enumerated
 *    (no hull),
 *  - areas by vertex enumeration of the half-plane system {unit square, ℓα, ℓκ, ℓt} (not Sutherland–Hodgman),
 *  - the average over t by composite Simpson between the integrand's kinks, located independently: the t where two
 *    feasible points have equal cost and where the iso line through a feasible point meets a corner of K.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { tDistribution } from '../../src/lib/metrics/cost';
import { countTableFromRoc, countTableFromScores } from '../../src/lib/metrics/counts';
import { feasibleRegion } from '../../src/lib/metrics/feasible-region';
import {
  bestFeasiblePoint,
  feasibleHull,
  partialAreaCurve,
  partialLesserArea,
  partialVoros,
  ratIntegral,
} from '../../src/lib/metrics/partial-voros';
import { rocCurve } from '../../src/lib/metrics/roc';

// ---------------------------------------------------------------- independent brute force
type Line = [number, number, number];
type Pt = [number, number];

function mulberry(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Vertices of {a·x + b·y ≤ c for all lines}, sorted around their centroid. */
function enumerate(cons: Line[]): Pt[] {
  const L = cons
    .map(([a, b, c]) => {
      const s = Math.hypot(a, b);
      return s === 0 ? null : ([a / s, b / s, c / s] as Line);
    })
    .filter((l): l is Line => l !== null);
  const pts: Pt[] = [];
  for (let i = 0; i < L.length; i++) {
    for (let j = i + 1; j < L.length; j++) {
      const [a1, b1, c1] = L[i];
      const [a2, b2, c2] = L[j];
      const det = a1 * b2 - a2 * b1;
      if (Math.abs(det) < 1e-14) continue;
      const x = (c1 * b2 - c2 * b1) / det;
      const y = (a1 * c2 - a2 * c1) / det;
      if (L.every(([a, b, c]) => a * x + b * y <= c + 1e-12)) {
        if (!pts.some((p) => Math.abs(p[0] - x) < 1e-13 && Math.abs(p[1] - y) < 1e-13)) pts.push([x, y]);
      }
    }
  }
  if (pts.length < 3) return pts;
  const cx = pts.reduce((s, p) => s + p[0], 0) / pts.length;
  const cy = pts.reduce((s, p) => s + p[1], 0) / pts.length;
  return pts.sort((p, q) => Math.atan2(p[1] - cy, p[0] - cx) - Math.atan2(q[1] - cy, q[0] - cx));
}

function area(pts: Pt[]): number {
  if (pts.length < 3) return 0;
  let s = 0;
  for (let i = 0; i < pts.length; i++) {
    const p = pts[i];
    const q = pts[(i + 1) % pts.length];
    s += p[0] * q[1] - q[0] * p[1];
  }
  return Math.abs(s) / 2;
}

const kLines = (alpha: number, kappa: number, P: number, N: number): Line[] => [
  [-1, 0, 0],
  [0, -1, 0],
  [1, 0, 1],
  [0, 1, 1],
  [alpha * N, -(1 - alpha) * P, 0],
  [N, P, kappa],
];
/** Lesser side of the iso-performance line through (h,k) at t: cost ≥ cost(h,k) ⟺ −t·x + (1−t)·y ≤ −t·h + (1−t)·k. */
const lesserLine = (h: number, k: number, t: number): Line => [-t, 1 - t, -t * h + (1 - t) * k];

interface Pts { tp: number[]; fp: number[]; P: number; N: number }

/** ROC points straight from the data: threshold = each distinct score (score ≥ τ predicts positive) plus +∞. */
function rocPoints(labels: number[], scores: number[]): Pts {
  const distinct = [...new Set(scores)].sort((a, b) => b - a);
  const P = labels.filter((l) => l === 1).length;
  const N = labels.length - P;
  const tp = [0];
  const fp = [0];
  for (const tau of distinct) {
    let a = 0;
    let b = 0;
    for (let i = 0; i < labels.length; i++) if (scores[i] >= tau) labels[i] === 1 ? a++ : b++;
    tp.push(a);
    fp.push(b);
  }
  return { tp, fp, P, N };
}

/** Def. 12 from the definition: precision TP/(TP+FP) ≥ α (never alarm included) and TP + FP ≤ κ. */
function feasiblePoints(d: Pts, alpha: number, kappa: number): Pt[] {
  const out: Pt[] = [];
  for (let i = 0; i < d.tp.length; i++) {
    const n = d.tp[i] + d.fp[i];
    const prec = n === 0 ? 1 : d.tp[i] / n;
    if (prec >= alpha - 1e-12 && n <= kappa + 1e-9) out.push([d.fp[i] / d.N, d.tp[i] / d.P]);
  }
  return out;
}

function bruteAt(K: Line[], pts: Pt[], t: number): number {
  let best = 0;
  for (const [h, k] of pts) best = Math.max(best, area(enumerate([...K, lesserLine(h, k, t)])));
  return best;
}

let SIMPSON_N = Number(process.env.SIMPSON_N ?? 24);
function simpson(f: (x: number) => number, a: number, b: number, n: number): number {
  const h = (b - a) / n;
  let s = f(a) + f(b);
  for (let i = 1; i < n; i++) s += (i % 2 ? 4 : 2) * f(a + i * h);
  return (s * h) / 3;
}

/**
 * Brute-force PV. dist: t uniform on [a,b], or C0/C1 uniform on [r1, r2] (density over t derived here:
 * s = r·N/P, t = s/(1+s), density 1/((s2 − s1)(1 − t)²)).
 */
function brutePV(d: Pts, alpha: number, kappa: number, dist: { t: [number, number] } | { ratio: [number, number] }): number {
  const K = kLines(alpha, kappa, d.P, d.N);
  const Kpoly = enumerate(K);
  const Astar = area(Kpoly);
  if (!(Astar > 1e-300)) return 0;
  const pts = feasiblePoints(d, alpha, kappa);
  let a: number;
  let b: number;
  let dens: (t: number) => number;
  if ('t' in dist) {
    [a, b] = dist.t;
    dens = () => 1 / (b - a);
  } else {
    const s1 = (dist.ratio[0] * d.N) / d.P;
    const s2 = (dist.ratio[1] * d.N) / d.P;
    a = s1 / (1 + s1);
    b = s2 / (1 + s2);
    dens = (t) => 1 / ((s2 - s1) * (1 - t) ** 2);
  }
  if (a === b) return bruteAt(K, pts, a) / Astar;
  const br = new Set<number>([a, b]);
  for (let i = 0; i < pts.length; i++) {
    for (let j = i + 1; j < pts.length; j++) {
      const dy = pts[i][1] - pts[j][1];
      const den = pts[i][0] - pts[j][0] + dy;
      if (den !== 0) br.add(dy / den);
    }
    for (const v of Kpoly) {
      const dy = v[1] - pts[i][1];
      const den = v[0] - pts[i][0] + dy;
      if (den !== 0) br.add(dy / den);
    }
  }
  const cuts = [...br].filter((t) => t >= a && t <= b).sort((x, y) => x - y);
  let total = 0;
  for (let i = 0; i + 1 < cuts.length; i++) {
    if (cuts[i + 1] - cuts[i] < 1e-15) continue;
    total += simpson((t) => bruteAt(K, pts, t) * dens(t), cuts[i], cuts[i + 1], SIMPSON_N);
  }
  return total / Astar;
}

// ---------------------------------------------------------------- random data and the 13 cases
function randomData(rng: () => number, n: number, prevalence: number, levels: number): { labels: number[]; scores: number[] } {
  const labels: number[] = [];
  const scores: number[] = [];
  for (let i = 0; i < n; i++) {
    const l = i === 0 ? 1 : i === 1 ? 0 : rng() < prevalence ? 1 : 0;
    labels.push(l);
    const z = rng() + rng() + rng() + (l ? 1.2 * rng() : 0);
    scores.push(Math.round(z * levels) / levels);
  }
  return { labels, scores };
}

/** (α, κ) inside each Appendix A case (rocsite's numbering, see feasible-region.ts), from u, v ∈ (0,1). */
function caseParams(c: number, P: number, N: number, u: number, v: number): [number, number] {
  const D = P + N;
  const p = P / D;
  const w = (x: number) => 0.02 + 0.96 * x;
  switch (c) {
    case 1: return [p + (1 - p) * w(u), P * w(v)];
    case 2: { const a = p + (1 - p) * w(u); return [a, P + (P / a - P) * w(v)]; }
    case 3: { const a = p + (1 - p) * w(u); return [a, P / a + (D - P / a) * w(v)]; }
    case 4: { const a = p * w(u); const lo = Math.max(N / (1 - a), P); return [a, lo + (D - lo) * w(v)]; }
    case 5: { const a = Math.min(p, 1 - N / P) * w(u); const lo = N / (1 - a); return [a, lo + (P - lo) * w(v)]; }
    case 6: return [u, 0];
    case 7: return [1, 1 + 2 * D * v];
    case 8: return [p + (1 - p) * w(u), D * (1 + v)];
    case 9: return [p * w(u), D * (1 + v)];
    case 10: return [0, Math.min(P, N) * w(v)];
    case 11: return [0, P + (N - P) * w(v)];
    case 12: return [0, N + (P - N) * w(v)];
    default: return [0, Math.max(P, N) + Math.min(P, N) * 1.5 * w(v)];
  }
}

/** Cases 5 and 12 need more positives than negatives; the others use a minority of positives. */
const needsMajority = (c: number) => c === 5 || c === 12;


import { partialAreaCurve as pac } from '../../src/lib/metrics/partial-voros';
it('dbg', () => {
    const rng = mulberry(2024);
    for (let c = 1; c <= 13; c++) {
      for (let rep = 0; rep < 4; rep++) {
        const { labels, scores } = randomData(rng, 30 + Math.floor(rng() * 40), needsMajority(c) ? 0.75 : 0.25, 4 + Math.floor(rng() * 4));
        const d = rocPoints(labels, scores);
        const [alpha, kappa] = caseParams(c, d.P, d.N, rng(), rng());
        const region = feasibleRegion(alpha, kappa, d.P, d.N);
        let ta = rng(); let tb = rng(); if (ta > tb) [ta, tb] = [tb, ta]; if (rep === 0) [ta, tb] = [0, 1];
        if (!((c===8 && Math.abs(alpha-0.9206160913200843)<1e-12) || (c===1 && Math.abs(alpha-0.9272091628983616)<1e-12))) continue;
        const roc = rocCurve(countTableFromScores(labels, scores));
        const K = kLines(alpha, kappa, d.P, d.N); const Ast = area(enumerate(K)); const pts = feasiblePoints(d, alpha, kappa);
        console.log('case', c, 'A*', Ast, region.area, JSON.stringify(region.vertices), 'pts', JSON.stringify(pts));
        const ts = Array.from({length: 2001}, (_, i) => ta + (tb-ta)*i/2000);
        const cv = pac(roc, region, ts);
        let worst = 0, wt = 0;
        ts.forEach((t, i) => { const b = bruteAt(K, pts, t)/Ast; const e = Math.abs(b - cv.value[i]); if (e > worst) { worst = e; wt = t; } });
        console.log('worst pointwise', worst, 'at', wt);
        const res = partialVoros(roc, region, tDistribution({ t: [ta, tb] }, d.P, d.N));
        console.log('engine', res.value, 'gauss', partialVoros(roc, region, tDistribution({ t: [ta, tb] }, d.P, d.N), {method:'gauss'}).value, 'simpson fine', simpson((t)=>bruteAt(K,pts,t),ta,tb,20000)/Ast/(tb-ta), 'brute', brutePV(d, alpha, kappa, {t:[ta,tb]}), JSON.stringify(res.pieces));
      }
    }
});
