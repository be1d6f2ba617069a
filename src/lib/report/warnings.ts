/** The report's warning list: collected in the order they arise, deduplicated by code and message. */
import type { WarningCode } from '../warning-codes';
import type { Warning } from './types';

/** A warning whose code is one of the vocabulary's (src/lib/warning-codes.ts, docs/warnings.md). */
export type CodedWarning = Omit<Warning, 'code'> & { code: WarningCode };

export type Warn = (w: CodedWarning) => void;

/** A warning list and the function that adds to it (a repeat of an existing code + message is dropped). */
export function warningCollector(): { warnings: Warning[]; warn: Warn } {
  const warnings: Warning[] = [];
  const warn: Warn = (w) => {
    if (!warnings.some((x) => x.code === w.code && x.message === w.message)) warnings.push(w);
  };
  return { warnings, warn };
}
