/**
 * Winner heatmap (Partial VOROS Sec. 6, Fig. 4): every cell's PV against an independent brute force written here
 * (ROC points from the data, feasible points by the definition, areas by vertex enumeration, adaptive Simpson over t
 * between independently located kinks), and winners = every model with PV ≥ best − tie (inclusive), ties included.
 */
import { describe, expect, it } from 'vitest';
import { tDistribution } from '../../src/lib/metrics/cost';
import { countTableFromScores } from '../../src/lib/metrics/counts';
import { feasibleRegion } from '../../src/lib/metrics/feasible-region';
import { winnerHeatmap } from '../../src/lib/metrics/heatmap';
import { partialVoros } from '../../src/lib/metrics/partial-voros';
import { rocCurve } from '../../src/lib/metrics/roc';
import { adaptiveSimpson, halfPlaneVertices, polygonArea } from '../helpers/geometry';

type Line = [number, number, number];
type Pt = [number, number];


/** Brute-force PV for t uniform on [ta, tb] (Partial VOROS Def. 20), from labels and scores. */
function brutePV(labels: number[], scores: number[], alpha: number, kappa: number, ta: number, tb: number): number {
  const P = labels.filter((l) => l === 1).length;
  const N = labels.length - P;
  const K: Line[] = [[-1, 0, 0], [0, -1, 0], [1, 0, 1], [0, 1, 1], [alpha * N, -(1 - alpha) * P, 0], [N, P, kappa]];
  const Kpoly = halfPlaneVertices(K);
  const Astar = polygonArea(Kpoly);
  if (!(Astar > 0)) return 0;
  const pts: Pt[] = [[0, 0]];
  for (const tau of new Set(scores)) {
    let tp = 0;
    let fp = 0;
    for (let i = 0; i < labels.length; i++) if (scores[i] >= tau) labels[i] ? tp++ : fp++;
    if (tp >= alpha * (tp + fp) - 1e-12 && tp + fp <= kappa + 1e-9) pts.push([fp / N, tp / P]);
  }
  const at = (t: number) => Math.max(...pts.map(([h, k]) => polygonArea(halfPlaneVertices([...K, [-t, 1 - t, -t * h + (1 - t) * k]]))));
  const br = new Set([ta, tb]);
  for (const p of pts) {
    for (const q of [...pts, ...Kpoly]) {
      const den = q[0] - p[0] + q[1] - p[1];
      if (den !== 0) br.add((q[1] - p[1]) / den);
    }
  }
  const cuts = [...br].filter((t) => t >= ta && t <= tb).sort((a, b) => a - b);
  let total = 0;
  for (let i = 0; i + 1 < cuts.length; i++) if (cuts[i + 1] > cuts[i]) total += adaptiveSimpson(at, cuts[i], cuts[i + 1], 1e-13 * Astar);
  return total / (tb - ta) / Astar;
}

function data(seed: number, n: number): { labels: number[]; a: number[]; b: number[] } {
  let s = seed;
  const rnd = () => ((s = (s * 48271) % 2147483647) / 2147483647);
  const labels: number[] = [];
  const a: number[] = [];
  const b: number[] = [];
  for (let i = 0; i < n; i++) {
    const l = i < 2 ? 1 - i : rnd() < 0.3 ? 1 : 0;
    labels.push(l);
    // Model a separates well at the top; model b is noisier but has a few very confident positives.
    a.push(Math.round((rnd() + (l ? 0.7 : 0)) * 12));
    b.push(Math.round((rnd() * 1.6 + (l ? (rnd() < 0.3 ? 2 : 0.3) : 0)) * 12));
  }
  return { labels, a, b };
}

describe('winner heatmap', () => {
  const { labels, a, b } = data(3, 90);
  const rocA = rocCurve(countTableFromScores(labels, a));
  const rocB = rocCurve(countTableFromScores(labels, b));
  const P = rocA.P;
  const N = rocA.N;
  const D = P + N;
  const models = [
    { name: 'A', roc: rocA },
    { name: 'B', roc: rocB },
    { name: 'A-copy', roc: rocCurve(countTableFromScores(labels, a)) },
  ];
  // α rows include 0 (capacity only) and 1 (degenerate); κ columns unsorted, including 0 and ≥ |D|.
  const alphas = [0, 0.35, 0.6, 1];
  const kappas = [0.5 * D, 0, 0.1 * D, 2 * D, P];
  const [ta, tb] = [0.05, 0.75];
  const dist = tDistribution({ t: [ta, tb] }, P, N);
  // Brute-force PVs per cell, computed once.
  const cache = new Map<string, number>();
  const brute = (m: 'A' | 'B', i: number, j: number): number => {
    const key = `${m}/${i}/${j}`;
    if (!cache.has(key)) cache.set(key, brutePV(labels, m === 'A' ? a : b, alphas[i], kappas[j], ta, tb));
    return cache.get(key)!;
  };

  it('cell PVs equal the brute force, cells[i][j] ↔ alphas[i], kappas[j]', () => {
    const hm = winnerHeatmap(models, alphas, kappas, dist, 0);
    expect(hm.cells).toHaveLength(alphas.length);
    for (let i = 0; i < alphas.length; i++) {
      expect(hm.cells[i]).toHaveLength(kappas.length);
      for (let j = 0; j < kappas.length; j++) {
        const cell = hm.cells[i][j];
        const wantA = brute('A', i, j);
        const wantB = brute('B', i, j);
        expect(cell.partialVoros.A, `α=${alphas[i]}, κ=${kappas[j]}`).toBeCloseTo(wantA, 9);
        expect(cell.partialVoros.B, `α=${alphas[i]}, κ=${kappas[j]}`).toBeCloseTo(wantB, 9);
        expect(cell.partialVoros['A-copy']).toBe(cell.partialVoros.A);
      }
    }
  });

  it('winners: every model with PV ≥ best − tie (inclusive); identical models always tie', () => {
    let sawBWin = false;
    let sawAWin = false;
    for (const tie of [0, 0.01, 0.05]) {
      const hm = winnerHeatmap(models, alphas, kappas, dist, tie);
      for (let i = 0; i < alphas.length; i++) {
        for (let j = 0; j < kappas.length; j++) {
          const pa = brute('A', i, j);
          const pb = brute('B', i, j);
          const best = Math.max(pa, pb);
          // Skip the knife edge where the brute force cannot decide (|difference − tie| below its accuracy).
          if (Math.abs(Math.abs(pa - pb) - tie) < 1e-8 && pa !== pb) continue;
          const want = [
            ...(pa >= best - tie - 1e-9 ? ['A'] : []),
            ...(pb >= best - tie - 1e-9 ? ['B'] : []),
            ...(pa >= best - tie - 1e-9 ? ['A-copy'] : []),
          ];
          expect(hm.cells[i][j].winners, `tie=${tie}, α=${alphas[i]}, κ=${kappas[j]}, A=${pa}, B=${pb}`).toEqual(want);
          if (tie === 0 && pb > pa + 1e-6) sawBWin = true;
          if (tie === 0 && pa > pb + 1e-6) sawAWin = true;
        }
      }
    }
    expect(sawAWin && sawBWin).toBe(true);
  });

  it('a tie just above / below the gap between two models', () => {
    const i = 1;
    const j = 2; // α = 0.35, κ = 10 % of |D|
    const pa = brute('A', i, j);
    const pb = brute('B', i, j);
    const gap = Math.abs(pa - pb);
    expect(gap).toBeGreaterThan(1e-3);
    const loser = pa > pb ? 'B' : 'A';
    expect(winnerHeatmap(models, [alphas[i]], [kappas[j]], dist, gap * 1.001).cells[0][0].winners).toContain(loser);
    expect(winnerHeatmap(models, [alphas[i]], [kappas[j]], dist, gap * 0.999).cells[0][0].winners).not.toContain(loser);
  });

  it('degenerate cells (κ = 0 or α = 1): every PV is 0, every model wins', () => {
    const hm = winnerHeatmap(models, alphas, kappas, dist, 0);
    for (let j = 0; j < kappas.length; j++) expect(hm.cells[3][j].winners).toEqual(['A', 'B', 'A-copy']);
    for (let i = 0; i < alphas.length; i++) expect(hm.cells[i][1]).toEqual({ winners: ['A', 'B', 'A-copy'], partialVoros: { A: 0, B: 0, 'A-copy': 0 } });
  });

  it('the incremental per-κ hulls give the same PV as partialVoros on each cell (also for C0/C1 uniform)', () => {
    const distR = tDistribution({ ratio: [0.2, 3] }, P, N);
    const alphasFine = [0, 0.1, 0.2, 0.3, 0.45, 0.7, 0.9];
    const kappasFine = [3, 40, 1, 10, 25, 60, 90, 200, 0.5, 17.25];
    for (const d of [dist, distR]) {
      const hm = winnerHeatmap(models, alphasFine, kappasFine, d, 0.01);
      alphasFine.forEach((al, i) =>
        kappasFine.forEach((k, j) => {
          const region = feasibleRegion(al, k, P, N);
          expect(hm.cells[i][j].partialVoros.B).toBeCloseTo(partialVoros(rocB, region, d).value, 13);
          expect(hm.regions[i][j].caseNumber).toBe(region.caseNumber);
        }),
      );
    }
  });

  it('rejects duplicate model names and a negative tie', () => {
    expect(() => winnerHeatmap([models[0], { ...models[1], name: 'A' }], alphas, kappas, dist, 0)).toThrow(/"A" twice/);
    expect(() => winnerHeatmap(models, alphas, kappas, dist, -0.1)).toThrow(/tie must be ≥ 0, got -0.1/);
  });
});
