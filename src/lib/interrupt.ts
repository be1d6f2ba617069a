/**
 * Clean-up on interruption: while a long step runs, SIGINT, SIGTERM and SIGHUP run the registered clean-ups
 * (synchronous: remove a staging directory, release a lock, kill a browser) and then end the process with the
 * signal's usual exit status (128 + its number). SIGKILL runs nothing: what it leaves is cleaned by the next run.
 */
import { existsSync, rmSync } from 'node:fs';
import { constants } from 'node:os';

type Cleanup = () => void;

const cleanups = new Set<Cleanup>();
const SIGNALS = ['SIGINT', 'SIGTERM', 'SIGHUP'] as const;

function onSignal(signal: (typeof SIGNALS)[number]): void {
  for (const c of [...cleanups].reverse()) {
    try {
      c();
    } catch {
      /* a clean-up that fails must not keep the others from running */
    }
  }
  cleanups.clear();
  process.exit(128 + (constants.signals[signal] ?? 1));
}

const handlers = new Map(SIGNALS.map((s) => [s, () => onSignal(s)] as const));

/** Runs `cleanup` if the process is interrupted; returns the function that unregisters it. */
export function onInterrupt(cleanup: Cleanup): () => void {
  if (cleanups.size === 0) for (const [s, h] of handlers) process.on(s, h);
  cleanups.add(cleanup);
  return () => {
    cleanups.delete(cleanup);
    if (cleanups.size === 0) for (const [s, h] of handlers) process.off(s, h);
  };
}

/**
 * Removes the directory `dir` in a clean-up (synchronously). Writes already queued on libuv's threadpool — a page
 * generator's mkdir and writeFile — go on while this thread removes: the removal can fail (ENOTEMPTY) or the directory
 * come back after it (a recursive mkdir). This thread blocks, so that no new write is queued, and removes again until
 * the directory has stayed gone for two waits of 25 ms (at most 40 rounds).
 */
export function removeSettled(dir: string): void {
  const wait = new Int32Array(new SharedArrayBuffer(4));
  for (let round = 0, quiet = 0; round < 40; round++) {
    if (existsSync(dir)) {
      quiet = 0;
      try {
        rmSync(dir, { recursive: true, force: true });
      } catch {
        /* a queued write landed in it: again after the wait */
      }
    } else if (++quiet === 2) return;
    Atomics.wait(wait, 0, 0, 25);
  }
}
