/**
 * Running a bootstrap plan: in this thread, or split into contiguous ranges of resamples over worker threads
 * (ROCSITE_BOOTSTRAP_WORKERS, default: the available cores when the work is large enough to pay for starting them).
 * Every resample is seeded by its index, so the result is identical for any number of workers. One progress bar
 * (progress.ts) counts resamples.
 */
import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import { startProgress } from '../progress';
import { bootstrapRange, joinParts, type BootstrapPart, type BootstrapPlan } from './bootstrap';
import { BOOTSTRAP_WORKERS } from '../settings';

/** Work (rows × models × resamples) below which workers cost more than they save. */
const WORKER_MIN_WORK = 2e7;

/** Number of worker threads for a plan (0: run in this thread). */
export function workerCount(plan: BootstrapPlan, env: NodeJS.ProcessEnv = process.env): number {
  const set = BOOTSTRAP_WORKERS.read(env);
  if (set !== undefined) return Math.min(set, plan.resamples);
  const rows = plan.groups.reduce((s, g) => s + (g.positives + g.negatives) * g.models.length, 0);
  if (rows * plan.resamples < WORKER_MIN_WORK) return 0;
  const cores = availableParallelism();
  return cores > 1 ? Math.min(cores, plan.resamples) : 0;
}

/** The worker entry: compiled JS next to the bundle, or the TypeScript source through tsx's loader. */
function workerUrl(): URL {
  const here = import.meta.url;
  if (here.endsWith('.ts')) return new URL('./bootstrap-worker-tsx.mjs', here);
  // scripts/compile.mjs writes lib/bootstrap-worker.js; this code may sit in lib/main.js or in lib/chunks/.
  return new URL(here.includes('/chunks/') ? '../bootstrap-worker.js' : './bootstrap-worker.js', here);
}

/** All resamples of the plan, with a progress bar on a terminal. */
export async function runBootstrap(plan: BootstrapPlan, env: NodeJS.ProcessEnv = process.env): Promise<BootstrapPart> {
  const progress = await startProgress('Bootstrap', plan.resamples, { unit: 'resamples' });
  try {
    const n = workerCount(plan, env);
    if (n === 0) return joinParts(plan, [bootstrapRange(plan, 0, plan.resamples, (d) => progress.update(d))]);
    const done = new Array<number>(n).fill(0);
    const parts = await Promise.all(
      Array.from({ length: n }, (_, w) => {
        const from = Math.floor((plan.resamples * w) / n);
        const to = Math.floor((plan.resamples * (w + 1)) / n);
        return new Promise<BootstrapPart>((resolve, reject) => {
          const worker = new Worker(workerUrl(), { workerData: { plan, from, to } });
          worker.on('message', (m: { done?: number; part?: BootstrapPart }) => {
            if (m.done !== undefined) {
              done[w] = m.done;
              progress.update(done.reduce((a, b) => a + b, 0));
            }
            if (m.part) resolve(m.part);
          });
          worker.on('error', reject);
          worker.on('exit', (code) => {
            if (code !== 0) reject(new Error(`bootstrap worker stopped with exit code ${code}`));
          });
        });
      }),
    );
    return joinParts(plan, parts);
  } finally {
    progress.stop();
  }
}
