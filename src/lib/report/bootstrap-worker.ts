/** Worker thread of bootstrap-run.ts: computes resamples [from, to) of a plan and posts the part back. */
import { parentPort, workerData } from 'node:worker_threads';
import { bootstrapRange, type BootstrapPlan } from './bootstrap';

const { plan, from, to } = workerData as { plan: BootstrapPlan; from: number; to: number };
let last = 0;
const part = bootstrapRange(plan, from, to, (done) => {
  // A message every 1 % of the range at most.
  if (done - last >= Math.max(1, (to - from) / 100) || done === to - from) {
    last = done;
    parentPort!.postMessage({ done });
  }
});
parentPort!.postMessage({ part }, [part.values.buffer as ArrayBuffer, part.wins.buffer as ArrayBuffer]);
