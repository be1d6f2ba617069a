/**
 * Heatmap at scale (docs/scale.md): 50 α × 50 κ × 5 models on 2·10⁶ rows (target < 1 s), and 200 × 200 cells × 3
 * models at 2·10⁵ and 2·10⁶ rows (target: better than linear in rows). Continuous scores (every row its own ROC
 * point), prevalence 10 %, t uniform on [0.01, 0.7]. Also times the full scan without the early stop
 * (test/helpers/heatmap-reference.ts) on the 50 × 50 grid, and reports CPU time next to wall time.
 */
import { countTableFromScores } from '../src/lib/metrics/counts';
import { rocCurve } from '../src/lib/metrics/roc';
import { tDistribution } from '../src/lib/metrics/cost';
import { winnerHeatmap, type HeatmapModel } from '../src/lib/metrics/heatmap';
import { mulberry32 } from '../src/lib/sim/random';
import { referenceWinnerHeatmap } from '../test/helpers/heatmap-reference';

function gauss(rnd: () => number): number {
  return Math.sqrt(-2 * Math.log(1 - rnd())) * Math.cos(2 * Math.PI * rnd());
}

const linspace = (a: number, b: number, n: number) => Array.from({ length: n }, (_, i) => a + ((b - a) * i) / (n - 1));

function models(rows: number, count: number): HeatmapModel[] {
  const rnd = mulberry32(20251125);
  const labels = new Uint8Array(rows);
  for (let i = 0; i < rows; i++) labels[i] = rnd() < 0.1 ? 1 : 0;
  return Array.from({ length: count }, (_, m) => {
    const scores = new Float64Array(rows);
    for (let i = 0; i < rows; i++) scores[i] = gauss(rnd) + labels[i] * (0.8 + 0.2 * m);
    return { name: `m${m + 1}`, roc: rocCurve(countTableFromScores(labels, scores)) };
  });
}

function time(f: () => void): { wall: number; cpu: number } {
  const c = process.cpuUsage();
  const t = performance.now();
  f();
  const u = process.cpuUsage(c);
  return { wall: performance.now() - t, cpu: (u.user + u.system) / 1000 };
}

export default async function (): Promise<void> {
  const ms = (x: { wall: number; cpu: number }) => `${x.wall.toFixed(0)} ms wall, ${x.cpu.toFixed(0)} ms CPU`;
  {
    const ms5 = models(2_000_000, 5);
    const { P, N } = ms5[0].roc;
    const alphas = linspace(0.1, 0.6, 50);
    const kappas = linspace(0.005, 0.7, 50).map((s) => s * (P + N));
    const dist = tDistribution({ t: [0.01, 0.7] }, P, N);
    winnerHeatmap(ms5, alphas.slice(0, 3), kappas.slice(0, 3), dist, 0.01);
    const fast = time(() => winnerHeatmap(ms5, alphas, kappas, dist, 0.01));
    const full = time(() => referenceWinnerHeatmap(ms5, alphas, kappas, dist, 0.01));
    console.log(`heatmap 50 × 50 × 5 models, 2·10⁶ rows (${ms5[0].roc.fpr.length - 1} ROC points per model): ${ms(fast)} (target < 1000 ms); full scan: ${ms(full)}`);
  }
  const big: Record<number, { wall: number; cpu: number }> = {};
  for (const rows of [200_000, 2_000_000]) {
    const ms3 = models(rows, 3);
    const { P, N } = ms3[0].roc;
    const alphas = linspace(0.1, 0.6, 200);
    const kappas = linspace(0.005, 0.7, 200).map((s) => s * (P + N));
    const dist = tDistribution({ t: [0.01, 0.7] }, P, N);
    big[rows] = time(() => winnerHeatmap(ms3, alphas, kappas, dist, 0.01));
    console.log(`heatmap 200 × 200 × 3 models, ${rows.toLocaleString('en-US')} rows: ${ms(big[rows])}`);
  }
  console.log(`200 × 200: 10 × the rows took ${(big[2_000_000].cpu / big[200_000].cpu).toFixed(1)} × the CPU time (linear would be 10 ×)`);
}
