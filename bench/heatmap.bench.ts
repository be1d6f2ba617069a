/**
 * Heatmap speed: 50 α × 50 κ grid × 4 models on 60,000 rows with continuous scores (≈60k ROC points per model),
 * t uniform on [0.01, 0.7], the setting of the Partial VOROS paper's Fig. 4 (prevalence ≈ 4.6 %, κ from 0.5 % to 70 %
 * of |D|, α from 0.1 to 0.6). Target: under 2 s. Also times a single partial VOROS on 60k rows.
 */
import { countTableFromScores } from '../src/lib/metrics/counts';
import { rocCurve } from '../src/lib/metrics/roc';
import { tDistribution } from '../src/lib/metrics/cost';
import { feasibleRegion } from '../src/lib/metrics/feasible-region';
import { feasibleHull, partialVoros } from '../src/lib/metrics/partial-voros';
import { winnerHeatmap } from '../src/lib/metrics/heatmap';
import { mulberry32 } from '../src/lib/sim/random';

function gauss(rnd: () => number): number {
  return Math.sqrt(-2 * Math.log(1 - rnd())) * Math.cos(2 * Math.PI * rnd());
}

function linspace(a: number, b: number, n: number): number[] {
  return Array.from({ length: n }, (_, i) => a + ((b - a) * i) / (n - 1));
}

export default async function (): Promise<void> {
  const rows = 60_000;
  const rnd = mulberry32(20251121);
  const labels = new Uint8Array(rows);
  for (let i = 0; i < rows; i++) labels[i] = rnd() < 0.046 ? 1 : 0;
  const shifts = [1.0, 1.3, 1.5, 1.6];
  const t0 = performance.now();
  const models = shifts.map((mu, m) => {
    const scores = new Float64Array(rows);
    for (let i = 0; i < rows; i++) scores[i] = gauss(rnd) * (labels[i] && m === 3 ? 2.2 : 1) + labels[i] * mu;
    return { name: `model${m + 1}`, roc: rocCurve(countTableFromScores(labels, scores)) };
  });
  const t1 = performance.now();
  const P = models[0].roc.P;
  const N = models[0].roc.N;
  const D = P + N;
  const alphas = linspace(0.1, 0.6, 50);
  const kappas = linspace(0.005, 0.7, 50).map((s) => s * D);
  const dist = tDistribution({ t: [0.01, 0.7] }, P, N);
  console.log(`data: ${rows} rows, P = ${P}, N = ${N}, ROC points per model: ${models.map((m) => m.roc.fpr.length).join(', ')}`);
  console.log(`count tables + ROC curves (4 models): ${(t1 - t0).toFixed(0)} ms`);

  // Warm-up (JIT), then timed runs.
  winnerHeatmap(models, alphas.slice(0, 5), kappas.slice(0, 5), dist, 0.01);
  const times: number[] = [];
  let res = winnerHeatmap(models, alphas, kappas, dist, 0.01);
  for (let rep = 0; rep < 3; rep++) {
    const s = performance.now();
    res = winnerHeatmap(models, alphas, kappas, dist, 0.01);
    times.push(performance.now() - s);
  }
  times.sort((a, b) => a - b);
  const counts = new Map<string, number>();
  for (const row of res.cells) for (const c of row) counts.set(c.winners.join(' ≈ '), (counts.get(c.winners.join(' ≈ ')) ?? 0) + 1);
  console.log(`heatmap 50 × 50 × 4 models (t uniform on [0.01, 0.7]): median ${times[1].toFixed(0)} ms, min ${times[0].toFixed(0)} ms, max ${times[2].toFixed(0)} ms (target < 2000 ms)`);
  console.log(`winner categories: ${[...counts].map(([k, v]) => `${k}: ${v}`).join('; ')}`);

  const distR = tDistribution({ ratio: [0.01, 0.5] }, P, N);
  {
    const s = performance.now();
    winnerHeatmap(models, alphas, kappas, distR, 0.01);
    console.log(`heatmap 50 × 50 × 4 models (C0/C1 uniform on [0.01, 0.5]): ${(performance.now() - s).toFixed(0)} ms`);
  }

  // One partial VOROS on 60k rows, from the ROC curve (feasible filter + hull + exact integral).
  const region = feasibleRegion(0.3, 0.05 * D, P, N);
  const reps = 200;
  let s = performance.now();
  let v = 0;
  for (let r = 0; r < reps; r++) v += partialVoros(models[2].roc, region, dist).value;
  const one = (performance.now() - s) / reps;
  const hull = feasibleHull(models[2].roc, 0.3, 0.05 * D);
  s = performance.now();
  for (let r = 0; r < reps; r++) v += partialVoros(models[2].roc, region, dist, { hull }).value;
  const integ = (performance.now() - s) / reps;
  s = performance.now();
  const scores = new Float64Array(rows);
  for (let i = 0; i < rows; i++) scores[i] = gauss(rnd) + labels[i] * 1.5;
  const roc = rocCurve(countTableFromScores(labels, scores));
  const pv = partialVoros(roc, region, dist).value;
  const full = performance.now() - s;
  console.log(
    `one partial VOROS on 60k rows (α = 0.3, κ = 5 % of |D|, t ∈ [0.01, 0.7], ${hull.length} feasible hull vertices): ` +
      `${one.toFixed(2)} ms from the ROC curve, ${integ.toFixed(3)} ms given the feasible hull, ` +
      `${full.toFixed(0)} ms from raw scores (sort + ROC + PV = ${pv.toFixed(4)}) [checksum ${v.toFixed(3)}]`,
  );
}
