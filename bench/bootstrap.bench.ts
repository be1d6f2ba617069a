/**
 * Bootstrap speed: 1,000 stratified paired resamples of 60,000 rows × 4 models (continuous scores, prevalence ≈ 4.6 %)
 * with AUROC, AUPRC, two partial AUROC ranges, two VOROS ranges, two scenarios and a 20 × 20 winner heatmap per
 * resample. Target: under 60 s on 2 cores. Worker threads as in the report (ROCSITE_BOOTSTRAP_WORKERS, default: the
 * available cores). Prints wall time and the CPU time of all threads (process.cpuUsage counts the workers too).
 */
import { countTableFromScores } from '../src/lib/metrics/counts';
import { rowRanks } from '../src/lib/metrics/resample';
import { pairedGroup } from '../src/lib/report/bootstrap-plan';
import { mulberry32, normal } from '../src/lib/sim/random';
import type { BootstrapPlan } from '../src/lib/report/bootstrap';
import { bootstrapRange } from '../src/lib/report/bootstrap';
import { runBootstrap, workerCount } from '../src/lib/report/bootstrap-run';

function linspace(a: number, b: number, n: number): number[] {
  return Array.from({ length: n }, (_, i) => a + ((b - a) * i) / (n - 1));
}

export default async function (): Promise<void> {
  const rows = 60_000;
  const resamples = Number(process.env.BENCH_RESAMPLES ?? 1000);
  const rnd = mulberry32(20251121);
  const labels = new Uint8Array(rows);
  for (let i = 0; i < rows; i++) labels[i] = rnd() < 0.046 ? 1 : 0;
  const shifts = [1.0, 1.3, 1.5, 1.6];
  const models = shifts.map((mu, m) => {
    const scores = new Float64Array(rows);
    for (let i = 0; i < rows; i++) scores[i] = normal(rnd) * (labels[i] && m === 3 ? 2.2 : 1) + labels[i] * mu;
    const ct = countTableFromScores(labels, scores);
    return { ct, rank: rowRanks(ct, scores), index: m };
  });
  const P = models[0].ct.P;
  const N = models[0].ct.N;
  const plan: BootstrapPlan = {
    names: models.map((_, m) => `model${m + 1}`),
    groups: [pairedGroup(labels, models)],
    paired: true,
    P,
    N,
    partialAuroc: [[0, 0.2], [0, 0.5]],
    voros: [[0, 1], [0.2, 0.6]],
    scenarios: [
      { name: 'a', precision: 0.3, capacity: '5%', cost: { t: [0.01, 0.7] } },
      { name: 'b', precision: 0.5, capacity: 1000, cost: { ratio: [0.5, 2] } },
    ],
    heatmap: { alphas: linspace(0.1, 0.6, 20), kappas: linspace(0.005, 0.7, 20).map((s) => s * (P + N)), cost: { t: [0.01, 0.7] }, tie: 0.01 },
    seed: 1,
    resamples,
  };
  // One resample in this thread: the cost of each (JIT warm-up included in the first).
  bootstrapRange(plan, 0, 2);
  let s = performance.now();
  bootstrapRange(plan, 2, 12);
  const one = (performance.now() - s) / 10;
  console.log(`one resample (4 × 60k rows, all metrics + 20 × 20 heatmap), this thread: ${one.toFixed(0)} ms`);
  const workers = workerCount(plan);
  const cpu0 = process.cpuUsage();
  s = performance.now();
  await runBootstrap(plan);
  const wall = (performance.now() - s) / 1000;
  const cpu = process.cpuUsage(cpu0);
  console.log(
    `bootstrap ${resamples} resamples × 60,000 rows × 4 models + 20 × 20 heatmap, ${workers} worker thread(s): ` +
      `${wall.toFixed(1)} s wall, CPU of all threads ${((cpu.user + cpu.system) / 1e6).toFixed(1)} s (target < 60 s)`,
  );
}
