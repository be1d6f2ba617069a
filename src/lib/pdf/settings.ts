/**
 * The PDF export's settings (ROCSITE_PDF_TIMEOUT, ROCSITE_PDF_JOBS; their rules in src/lib/settings.ts) with their
 * defaults from src/lib/limits.ts. No browser code.
 */
import { availableParallelism } from 'node:os';
import { PDF_BUDGET_BASE_MS, PDF_BUDGET_PER_MIB_MS, PDF_JOBS_MAX } from '../limits';
import { PDF_JOBS, PDF_TIMEOUT } from '../settings';

/**
 * The per-report budget in ms: ROCSITE_PDF_TIMEOUT (seconds) when set, else PDF_BUDGET_BASE_MS plus
 * PDF_BUDGET_PER_MIB_MS per MiB of the page's HTML (src/lib/limits.ts: loading and printing grow with the page).
 */
export function pdfTimeoutMs(env: NodeJS.ProcessEnv = process.env, pageBytes = 0): number {
  const s = PDF_TIMEOUT.read(env);
  return s === undefined ? 1000 * Math.ceil((PDF_BUDGET_BASE_MS + (PDF_BUDGET_PER_MIB_MS * pageBytes) / 2 ** 20) / 1000) : s * 1000;
}

/**
 * How many reports are printed at once: ROCSITE_PDF_JOBS when set (a whole number ≥ 1), else the available cores,
 * at most PDF_JOBS_MAX (src/lib/limits.ts). Each page loads, lays out and prints in a renderer process of its own
 * while this process post-processes another report's PDF, so a second page keeps a second core busy (docs/scale.md).
 */
export function pdfJobs(env: NodeJS.ProcessEnv = process.env, cores = availableParallelism()): number {
  return PDF_JOBS.read(env) ?? Math.max(1, Math.min(cores, PDF_JOBS_MAX));
}
