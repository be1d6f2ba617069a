/**
 * AUDIT: VOROS and partial VOROS against an independent brute force written here: own half-plane clipping
 * (Sutherland–Hodgman) + shoelace for the areas, min cost over ALL (feasible) ROC points (no hull, no breakpoints),
 * and composite Simpson over t (or over s = t/(1−t) for a uniform cost ratio). Also the papers' printed numbers that
 * can be reproduced without their data.
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { countTableFromScores } from '../../src/lib/metrics/counts';
import { rocCurve } from '../../src/lib/metrics/roc';
import type { RocCurve } from '../../src/lib/metrics/types';
import { auroc } from '../../src/lib/metrics/auc';
import { voros, lesserArea } from '../../src/lib/metrics/voros';
import { tDistribution } from '../../src/lib/metrics/cost';
import { feasibleRegion } from '../../src/lib/metrics/feasible-region';
import { partialVoros } from '../../src/lib/metrics/partial-voros';

type Pt = [number, number];
/** Keep a·x + b·y ≤ c. */
function clip(poly: Pt[], a: number, b: number, c: number): Pt[] {
  const out: Pt[] = [];
  const n = poly.length;
  for (let i = 0; i < n; i++) {
    const p = poly[i];
    const q = poly[(i + 1) % n];
    const fp = a * p[0] + b * p[1] - c;
    const fq = a * q[0] + b * q[1] - c;
    if (fp <= 0) out.push(p);
    if ((fp < 0 && fq > 0) || (fp > 0 && fq < 0)) {
      const u = fp / (fp - fq);
      out.push([p[0] + u * (q[0] - p[0]), p[1] + u * (q[1] - p[1])]);
    }
  }
  return out;
}
function area(poly: Pt[]): number {
  let s = 0;
  for (let i = 0; i < poly.length; i++) {
    const p = poly[i];
    const q = poly[(i + 1) % poly.length];
    s += p[0] * q[1] - q[0] * p[1];
  }
  return Math.abs(s) / 2;
}
const SQUARE: Pt[] = [[0, 0], [1, 0], [1, 1], [0, 1]];
/** Area of poly ∩ {Cost_t ≥ c}: t·x − (1−t)·y ≥ c − (1−t) ⇔ −t·x + (1−t)·y ≤ (1−t) − c. */
const costlier = (poly: Pt[], t: number, c: number) => area(clip(poly, -t, 1 - t, 1 - t - c));

function simpson(f: (x: number) => number, a: number, b: number, n = 4000): number {
  const h = (b - a) / n;
  let s = f(a) + f(b);
  for (let i = 1; i < n; i++) s += (i % 2 ? 4 : 2) * f(a + i * h);
  return (s * h) / 3;
}

const data = fc
  .array(fc.record({ y: fc.integer({ min: 0, max: 1 }), s: fc.integer({ min: 0, max: 12 }) }), { minLength: 2, maxLength: 30 })
  .filter((rows) => rows.some((r) => r.y === 1) && rows.some((r) => r.y === 0));
const unit = fc.integer({ min: 0, max: 1000 }).map((i) => i / 1000);

describe('audit: lesserArea (VOROS Def. 16) for any point = area of the unit square costlier than it', () => {
  it('matches own clipping for arbitrary (h, k, t)', () => {
    fc.assert(
      fc.property(unit, unit, fc.integer({ min: 1, max: 999 }).map((i) => i / 1000), (h, k, t) => {
        const c = t * h + (1 - t) * (1 - k);
        expect(lesserArea(h, k, t)).toBeCloseTo(costlier(SQUARE, t, c), 12);
      }),
      { numRuns: 300 },
    );
  });
});

describe('audit: VOROS vs brute force', () => {
  it('uniform t on a random range, and uniform C0/C1 on a random range', () => {
    fc.assert(
      fc.property(data, unit, unit, fc.integer({ min: 0, max: 40 }), fc.integer({ min: 0, max: 40 }), (rows, u, v, r1, r2) => {
        const y = rows.map((r) => r.y);
        const ct = countTableFromScores(y, rows.map((r) => r.s));
        const roc = rocCurve(ct);
        const pts: Pt[] = Array.from(roc.fpr, (x, i) => [x, roc.tpr[i]]);
        const best = (t: number) => {
          const c = Math.min(...pts.map(([x, yy]) => t * x + (1 - t) * (1 - yy)));
          return costlier(SQUARE, t, c);
        };
        const [a, b] = [u, v].sort((p, q) => p - q);
        if (b - a > 1e-3) {
          const expected = simpson(best, a, b) / (b - a);
          expect(voros(roc, tDistribution({ t: [a, b] }, ct.P, ct.N))).toBeCloseTo(expected, 6);
        }
        // C0/C1 uniform on [ra, rb] (ratios /10): s = r·N/P uniform; integrate in s.
        const [ra, rb] = [r1 / 10, r2 / 10].sort((p, q) => p - q);
        if (rb > ra) {
          const q = ct.N / ct.P;
          const fS = (s: number) => best(s / (1 + s));
          const expected = simpson(fS, ra * q, rb * q) / ((rb - ra) * q);
          expect(voros(roc, tDistribution({ ratio: [ra, rb] }, ct.P, ct.N))).toBeCloseTo(expected, 6);
        }
      }),
      { numRuns: Number(process.env.AUDIT_RUNS ?? 60) },
    );
  });
});

describe('audit: partial VOROS vs brute force (any α, κ, including Partial VOROS Def. 11 failures)', () => {
  it('uniform t and uniform C0/C1', () => {
    fc.assert(
      fc.property(
        data,
        fc.integer({ min: 1, max: 95 }).map((i) => i / 100),
        fc.integer({ min: 1, max: 130 }).map((i) => i / 100),
        unit,
        unit,
        fc.integer({ min: 0, max: 40 }),
        fc.integer({ min: 0, max: 40 }),
        (rows, alpha, kshare, u, v, r1, r2) => {
          const y = rows.map((r) => r.y);
          const ct = countTableFromScores(y, rows.map((r) => r.s));
          const roc = rocCurve(ct);
          const { P, N } = ct;
          const kappa = kshare * (P + N);
          // Own feasible region: square ∩ {αN x − (1−α)P y ≤ 0} ∩ {N x + P y ≤ κ}.
          const K = clip(clip(SQUARE, alpha * N, -(1 - alpha) * P, 0), N, P, kappa);
          const Kstar = area(K);
          const region = feasibleRegion(alpha, kappa, P, N);
          expect(region.area).toBeCloseTo(Kstar, 12);
          if (!(Kstar > 1e-9)) return;
          // Feasible points on counts (Partial VOROS Def. 12), never-alarm always.
          const feas: Pt[] = [];
          for (let i = 0; i < roc.fpr.length; i++) {
            const tp = roc.tp[i];
            const fp = roc.fp[i];
            if (i === 0 || (alpha * fp <= (1 - alpha) * tp + 1e-9 && tp + fp <= kappa + 1e-9)) feas.push([roc.fpr[i], roc.tpr[i]]);
          }
          const best = (t: number) => {
            const c = Math.min(...feas.map(([x, yy]) => t * x + (1 - t) * (1 - yy)));
            return costlier(K, t, c) / Kstar;
          };
          const [a, b] = [u, v].sort((p, q) => p - q);
          if (b - a > 1e-3) {
            const expected = simpson(best, a, b) / (b - a);
            const got = partialVoros(roc, region, tDistribution({ t: [a, b] }, P, N)).value;
            expect(got).toBeCloseTo(expected, 5);
          }
          const [ra, rb] = [r1 / 10, r2 / 10].sort((p, q) => p - q);
          if (rb > ra) {
            const q = N / P;
            const expected = simpson((s) => best(s / (1 + s)), ra * q, rb * q) / ((rb - ra) * q);
            const got = partialVoros(roc, region, tDistribution({ ratio: [ra, rb] }, P, N)).value;
            expect(got).toBeCloseTo(expected, 5);
          }
        },
      ),
      { numRuns: Number(process.env.AUDIT_RUNS ?? 60) },
    );
  });
});

describe("audit: the papers' printed numbers", () => {
  it('VOROS Example 25: chance diagonal over [0,1] ≈ .807', () => {
    const roc = rocCurve(countTableFromScores([1, 0], [0, 0]));
    expect(Math.round(voros(roc, tDistribution({ t: [0, 1] }, 1, 1)) * 1000) / 1000).toBe(0.807);
  });
  it('VOROS Table 5: the all-alarm baseline over [999/5999, 99/399] prints 86.9%', () => {
    // Baseline = {(0,0),(1,1)}; t < ½ so (1,1) is optimal: mean of 1.5 − 1/(2(1−t)) = 1.5 − ln((1−a)/(1−b))/(2(b−a)) ≈ 0.8686.
    const roc = rocCurve(countTableFromScores([1, 0], [0, 0]));
    const v = voros(roc, tDistribution({ t: [999 / 5999, 99 / 399] }, 1, 1));
    expect(Math.round(v * 1000) / 10).toBe(86.9);
  });
  it('Partial VOROS Sec. 6: C0/C1 ~ U(1/9, 1/6) at prevalence 10% gives t ∈ (0.5, 0.6); U(0.025, 0.05) gives (.18, .31)', () => {
    // N/P = 9: s ∈ [1, 1.5] → t ∈ [0.5, 0.6]. s ∈ [0.225, 0.45] → t ∈ [0.1837, 0.3103].
    const d1 = tDistribution({ ratio: [1 / 9, 1 / 6] }, 10, 90);
    expect(d1.range[0]).toBeCloseTo(0.5, 14);
    expect(d1.range[1]).toBeCloseTo(0.6, 14);
    const d2 = tDistribution({ ratio: [0.025, 0.05] }, 10, 90);
    expect(Math.round(d2.range[0] * 100) / 100).toBe(0.18);
    expect(Math.round(d2.range[1] * 100) / 100).toBe(0.31);
    // Density integrates to 1 (midpoint rule in t).
    const n = 20000;
    let s = 0;
    for (let i = 0; i < n; i++) s += d1.density(0.5 + ((i + 0.5) * 0.1) / n) * (0.1 / n);
    expect(s).toBeCloseTo(1, 8);
  });
  it('WaAUROCC Table 1 synthetic cases: AUROC 0.74, 0.78 (case 2, see docs/metrics.md §11), 0.74, 0.74', () => {
    // Mann–Whitney by hand (ties ½): case 1 18.5/25, case 2 19.5/25, case 3 18.5/25, case 4 18.5/25.
    const g = [0, 0, 0, 0, 0, 1, 1, 1, 1, 1];
    const cases = [
      [0.1, 0.1, 0.1, 0.5, 0.7, 0.2, 0.2, 0.5, 0.55, 0.75],
      [0.25, 0.25, 0.45, 0.55, 0.5, 0.5, 0.55, 0.35, 0.55, 0.75],
      [0.1, 0.1, 0.1, 0.3, 0.1, 0.3, 0.1, 0.1, 0.7, 0.5],
      [0.1, 0.4, 0.2, 0.25, 0.55, 0.35, 0.25, 0.75, 0.8, 0.35],
    ];
    const want = [0.74, 0.78, 0.74, 0.74];
    cases.forEach((s, i) => expect(auroc(rocCurve(countTableFromScores(g, s)))).toBeCloseTo(want[i], 14));
  });
});

/** Every cell of `hm` (two models m0, m1) equals the brute-force partial VOROS (polygon clipping + Simpson); winners within tie. */
function expectCellsMatchBruteForce(
  hm: { cells: { partialVoros: Record<string, number>; winners: string[] }[][] },
  rocs: RocCurve[],
  alphas: number[],
  kappas: number[],
  a: number,
  b: number,
): void {
  const { P, N } = rocs[0];
  alphas.forEach((alpha, i) =>
    kappas.forEach((kappa, j) => {
      const K = clip(clip(SQUARE, alpha * N, -(1 - alpha) * P, 0), N, P, kappa);
      const Kstar = area(K);
      const pv = rocs.map((roc) => {
        if (!(Kstar > 1e-12)) return 0;
        const feas: Pt[] = [];
        for (let r = 0; r < roc.fpr.length; r++) {
          const tp = roc.tp[r];
          const fp = roc.fp[r];
          if (r === 0 || (alpha * fp <= (1 - alpha) * tp + 1e-9 && tp + fp <= kappa + 1e-9)) feas.push([roc.fpr[r], roc.tpr[r]]);
        }
        const best = (t: number) => costlier(K, t, Math.min(...feas.map(([x, yy]) => t * x + (1 - t) * (1 - yy)))) / Kstar;
        return simpson(best, a, b) / (b - a);
      });
      const cell = hm.cells[i][j];
      expect(cell.partialVoros.m0, `α ${alpha} κ ${kappa}`).toBeCloseTo(pv[0], 5);
      expect(cell.partialVoros.m1, `α ${alpha} κ ${kappa}`).toBeCloseTo(pv[1], 5);
      const top = Math.max(cell.partialVoros.m0, cell.partialVoros.m1);
      const want = ['m0', 'm1'].filter((m) => cell.partialVoros[m] >= top - 0.01);
      expect(cell.winners).toEqual(want);
    }),
  );
}

const twoModels = fc
  .array(fc.record({ y: fc.integer({ min: 0, max: 1 }), s1: fc.integer({ min: 0, max: 9 }), s2: fc.integer({ min: 0, max: 9 }) }), { minLength: 2, maxLength: 30 })
  .filter((rows) => rows.some((r) => r.y === 1) && rows.some((r) => r.y === 0));
const rocsOf = (rows: { y: number; s1: number; s2: number }[]) => {
  const y = rows.map((r) => r.y);
  return [rows.map((r) => r.s1), rows.map((r) => r.s2)].map((s) => rocCurve(countTableFromScores(y, s)));
};

describe('audit: winner heatmap cells vs brute-force partial VOROS (unsorted, repeated κ; any α)', () => {
  it('every cell of two models equals the brute force, winners = models within tie of the best', async () => {
    const { winnerHeatmap } = await import('../../src/lib/metrics/heatmap');
    fc.assert(
      fc.property(
        twoModels,
        fc.array(fc.integer({ min: 1, max: 95 }).map((i) => i / 100), { minLength: 1, maxLength: 3 }),
        fc.array(fc.integer({ min: 0, max: 130 }).map((i) => i / 100), { minLength: 1, maxLength: 4 }),
        unit,
        unit,
        (rows, alphas, kshares, u, v) => {
          const [a, b] = [u, v].sort((p, q) => p - q);
          fc.pre(b - a > 1e-3);
          const rocs = rocsOf(rows);
          const { P, N } = rocs[0];
          const kappas = kshares.map((k) => Math.round(k * (P + N)));
          const hm = winnerHeatmap(rocs.map((roc, i) => ({ name: `m${i}`, roc })), alphas, kappas, tDistribution({ t: [a, b] }, P, N), 0.01);
          expectCellsMatchBruteForce(hm, rocs, alphas, kappas, a, b);
        },
      ),
      { numRuns: Number(process.env.AUDIT_RUNS ?? 25) },
    );
  });

  it('on the boundaries: α equal to an operating point\'s precision and κ to its number of alerts (the point on an edge of K)', async () => {
    const { winnerHeatmap } = await import('../../src/lib/metrics/heatmap');
    fc.assert(
      fc.property(twoModels, fc.array(fc.nat(), { minLength: 2, maxLength: 4 }), unit, unit, (rows, picks, u, v) => {
        const rocs = rocsOf(rows);
        const { P, N } = rocs[0];
        // Operating points of either model with at least one alert: their precision and their alerts.
        const points = rocs.flatMap((roc) => Array.from(roc.tp, (tp, r) => ({ tp, fp: roc.fp[r] })).filter((q) => q.tp + q.fp > 0));
        const chosen = picks.map((k) => points[k % points.length]);
        const alphas = [...new Set(chosen.map((q) => q.tp / (q.tp + q.fp)).filter((x) => x > 0 && x < 1))];
        fc.pre(alphas.length > 0);
        const kappas = [...new Set(chosen.map((q) => q.tp + q.fp))];
        // A t range containing t* where the iso line lies along the precision edge of the first α (slope αN/((1−α)P)).
        const slope = (alphas[0] * N) / ((1 - alphas[0]) * P);
        const tStar = slope / (1 + slope);
        const a = u * tStar;
        const b = tStar + v * (1 - tStar);
        fc.pre(b - a > 1e-3);
        const hm = winnerHeatmap(rocs.map((roc, i) => ({ name: `m${i}`, roc })), alphas, kappas, tDistribution({ t: [a, b] }, P, N), 0.01);
        expectCellsMatchBruteForce(hm, rocs, alphas, kappas, a, b);
      }),
      { numRuns: Number(process.env.AUDIT_RUNS ?? 120) },
    );
  });
});

describe('audit: costCrossings vs exact brute force on all pairwise-slope breakpoints', () => {
  it('crossings of two random models on random t ranges', async () => {
    const { costCrossings } = await import('../../src/lib/metrics/voros');
    fc.assert(
      fc.property(
        fc.array(fc.record({ y: fc.integer({ min: 0, max: 1 }), s1: fc.integer({ min: 0, max: 7 }), s2: fc.integer({ min: 0, max: 7 }) }), { minLength: 2, maxLength: 25 })
          .filter((rows) => rows.some((r) => r.y === 1) && rows.some((r) => r.y === 0)),
        unit,
        unit,
        (rows, u, v) => {
          const [lo, hi] = [u, v].sort((p, q) => p - q);
          const y = rows.map((r) => r.y);
          const rocs = [rows.map((r) => r.s1), rows.map((r) => r.s2)].map((s) => rocCurve(countTableFromScores(y, s)));
          const minCost = (k: number, t: number) => {
            const r = rocs[k];
            let c = Infinity;
            for (let i = 0; i < r.fpr.length; i++) c = Math.min(c, t * r.fpr[i] + (1 - t) * (1 - r.tpr[i]));
            return c;
          };
          // Every t where two points of one curve cost the same: t·Δx = (1−t)·Δy ⇔ t = Δy/(Δx + Δy) (counts as rates).
          const nodes = new Set<number>([lo, hi]);
          for (const r of rocs) {
            for (let i = 0; i < r.fpr.length; i++) {
              for (let j = i + 1; j < r.fpr.length; j++) {
                const dx = r.fpr[j] - r.fpr[i];
                const dy = r.tpr[j] - r.tpr[i];
                if (dx + dy > 0) {
                  const t = dy / (dx + dy);
                  if (t > lo && t < hi) nodes.add(t);
                }
              }
            }
          }
          const ts = [...nodes].sort((p, q) => p - q);
          const d = ts.map((t) => minCost(0, t) - minCost(1, t));
          const want: number[] = [];
          let lastSign = 0;
          let zeroStart = NaN;
          for (let i = 0; i < ts.length; i++) {
            const sg = d[i] > 1e-12 ? 1 : d[i] < -1e-12 ? -1 : 0;
            if (sg === 0) {
              if (Number.isNaN(zeroStart)) zeroStart = ts[i];
              continue;
            }
            if (lastSign !== 0 && sg !== lastSign) {
              const prevZero = !Number.isNaN(zeroStart);
              want.push(prevZero ? zeroStart : ts[i - 1] + (d[i - 1] * (ts[i] - ts[i - 1])) / (d[i - 1] - d[i]));
            }
            lastSign = sg;
            zeroStart = NaN;
          }
          const got = costCrossings(rocs[0], rocs[1], [lo, hi]);
          expect(got.length, `got ${got} want ${want}`).toBe(want.length);
          got.forEach((t, i) => expect(t).toBeCloseTo(want[i], 9));
        },
      ),
      { numRuns: Number(process.env.AUDIT_RUNS ?? 150) },
    );
  });
});

describe('audit: AUROC, partial AUROC, AP vs own brute force on random tied data', () => {
  it('Mann–Whitney, own clipped trapezoids, own sklearn-style AP', async () => {
    const { partialAuroc } = await import('../../src/lib/metrics/auc');
    const { averagePrecision } = await import('../../src/lib/metrics/pr');
    fc.assert(
      fc.property(data, unit, unit, (rows, u, v) => {
        const [lo, hi] = [u, v].sort((p, q) => p - q);
        const y = rows.map((r) => r.y);
        const s = rows.map((r) => r.s);
        const ct = countTableFromScores(y, s);
        const roc = rocCurve(ct);
        const P = y.filter((q) => q === 1).length;
        const N = y.length - P;
        // Mann–Whitney with ties ½.
        let w = 0;
        for (let i = 0; i < y.length; i++) for (let j = 0; j < y.length; j++) if (y[i] === 1 && y[j] === 0) w += s[i] > s[j] ? 1 : s[i] === s[j] ? 0.5 : 0;
        expect(auroc(roc)).toBeCloseTo(w / (P * N), 14);
        // Own ROC points (threshold = each distinct score, decreasing) and exact area of the polyline on [lo, hi].
        const taus = [...new Set(s)].sort((a, b) => b - a);
        const pts: Pt[] = [[0, 0]];
        const prec: number[] = [];
        const rec: number[] = [];
        for (const tau of taus) {
          let tp = 0;
          let fp = 0;
          for (let i = 0; i < s.length; i++) if (s[i] >= tau) (y[i] === 1 ? tp++ : fp++);
          pts.push([fp / N, tp / P]);
          prec.push(tp / (tp + fp));
          rec.push(tp / P);
        }
        let a = 0;
        for (let k = 0; k + 1 < pts.length; k++) {
          const [x0, y0] = pts[k];
          const [x1, y1] = pts[k + 1];
          const l = Math.max(x0, lo);
          const r = Math.min(x1, hi);
          if (r > l) {
            const f = (x: number) => y0 + ((y1 - y0) * (x - x0)) / (x1 - x0);
            a += ((r - l) * (f(l) + f(r))) / 2;
          }
        }
        if (hi > lo) {
          const pa = partialAuroc(roc, [lo, hi]);
          expect(pa.area).toBeCloseTo(a, 13);
          const mn = (hi * hi - lo * lo) / 2;
          expect(pa.mcclish).toBeCloseTo((1 + (a - mn) / (hi - lo - mn)) / 2, 10);
        }
        // sklearn AP: Σ (R_n − R_{n−1}) P_n.
        let ap = 0;
        for (let k = 0; k < rec.length; k++) ap += (rec[k] - (k ? rec[k - 1] : 0)) * prec[k];
        expect(averagePrecision(ct)).toBeCloseTo(ap, 13);
      }),
      { numRuns: Number(process.env.AUDIT_RUNS ?? 150) },
    );
  });
});

describe('audit: WaAUROCC vs own bars and own W1', () => {
  it('random curves, ranges and bin counts', async () => {
    const { waaurocc } = await import('../../src/lib/metrics/waaurocc');
    fc.assert(
      fc.property(data, unit, unit, fc.integer({ min: 1, max: 37 }), (rows, u, v, bins) => {
        const [lo, hi] = [u, v].sort((p, q) => p - q);
        fc.pre(hi - lo > 1e-3);
        const roc = rocCurve(countTableFromScores(rows.map((r) => r.y), rows.map((r) => r.s)));
        const pts: Pt[] = Array.from(roc.fpr, (x, i) => [x, roc.tpr[i]]);
        const integ = (l0: number, r0: number) => {
          let a = 0;
          for (let k = 0; k + 1 < pts.length; k++) {
            const [x0, y0] = pts[k];
            const [x1, y1] = pts[k + 1];
            const l = Math.max(x0, l0);
            const r = Math.min(x1, r0);
            if (r > l) {
              const f = (x: number) => y0 + ((y1 - y0) * (x - x0)) / (x1 - x0);
              a += ((r - l) * (f(l) + f(r))) / 2;
            }
          }
          return a;
        };
        const w = (hi - lo) / bins;
        const bars = Array.from({ length: bins }, (_, i) => integ(lo + i * w, lo + (i + 1) * w) / w);
        const chance = Array.from({ length: bins }, (_, i) => lo + (i + 0.5) * w);
        const W1 = (a: number[], b: number[]) => {
          const sa = [...a].sort((p, q) => p - q);
          const sb = [...b].sort((p, q) => p - q);
          return sa.reduce((acc, x, i) => acc + Math.abs(x - sb[i]), 0) / a.length;
        };
        const ideal = bars.map(() => 1);
        // W1(chance, ideal) can be small (range near FPR 1), which magnifies rounding of the own bars: 8 digits.
        expect(waaurocc(roc, [lo, hi], bins)).toBeCloseTo(1 - W1(bars, ideal) / W1(chance, ideal), 8);
      }),
      { numRuns: Number(process.env.AUDIT_RUNS ?? 150) },
    );
  });
});
