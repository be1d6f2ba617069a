/**
 * Clean-up on interruption: while a long step runs, SIGINT, SIGTERM and SIGHUP run the registered clean-ups
 * (synchronous: remove a staging directory, release a lock, kill a browser) and then end the process with the
 * signal's usual exit status (128 + its number). SIGKILL runs nothing: what it leaves is cleaned by the next run.
 */
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
