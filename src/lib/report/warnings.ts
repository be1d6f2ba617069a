/** The report's warning list: collected in the order they arise, deduplicated by code and message. */
import type { Warning } from './types';

export type Warn = (w: Warning) => void;

/** A warning list and the function that adds to it (a repeat of an existing code + message is dropped). */
export function warningCollector(): { warnings: Warning[]; warn: Warn } {
  const warnings: Warning[] = [];
  const warn: Warn = (w) => {
    if (!warnings.some((x) => x.code === w.code && x.message === w.message)) warnings.push(w);
  };
  return { warnings, warn };
}
