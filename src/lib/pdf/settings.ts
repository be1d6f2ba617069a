/**
 * The PDF export's settings from the environment (ROCSITE_PDF_TIMEOUT, ROCSITE_PDF_JOBS) with their defaults from
 * src/lib/limits.ts. No browser code: the site build checks them before it computes anything.
 */
import { availableParallelism } from 'node:os';
import { PDF_BUDGET_BASE_MS, PDF_BUDGET_PER_MIB_MS, PDF_JOBS_MAX } from '../limits';
import { PdfExportError } from './errors';

/**
 * The per-report budget in ms: ROCSITE_PDF_TIMEOUT (seconds) when set, else PDF_BUDGET_BASE_MS plus
 * PDF_BUDGET_PER_MIB_MS per MiB of the page's HTML (src/lib/limits.ts: loading and printing grow with the page).
 */
export function pdfTimeoutMs(env: NodeJS.ProcessEnv = process.env, pageBytes = 0): number {
  const v = env.ROCSITE_PDF_TIMEOUT?.trim();
  if (!v) return 1000 * Math.ceil((PDF_BUDGET_BASE_MS + (PDF_BUDGET_PER_MIB_MS * pageBytes) / 2 ** 20) / 1000);
  const n = Number(v);
  if (!Number.isFinite(n) || n <= 0) throw new PdfExportError(`ROCSITE_PDF_TIMEOUT: expected a positive number of seconds, found "${v}"`);
  return n * 1000;
}

/**
 * How many reports are printed at once: ROCSITE_PDF_JOBS when set (a whole number ≥ 1), else the available cores,
 * at most PDF_JOBS_MAX (src/lib/limits.ts). Each page loads, lays out and prints in a renderer process of its own
 * while this process post-processes another report's PDF, so a second page keeps a second core busy (docs/scale.md).
 */
export function pdfJobs(env: NodeJS.ProcessEnv = process.env, cores = availableParallelism()): number {
  const v = env.ROCSITE_PDF_JOBS?.trim();
  if (!v) return Math.max(1, Math.min(cores, PDF_JOBS_MAX));
  const n = Number(v);
  if (!Number.isInteger(n) || n < 1) throw new PdfExportError(`ROCSITE_PDF_JOBS: expected a whole number of reports printed at once (1 or more), found "${v}"`);
  return n;
}

/** What is wrong with the PDF settings of `env`, or null: a build fails on it before computing anything. */
export function pdfSettingsProblem(env: NodeJS.ProcessEnv = process.env): string | null {
  try {
    pdfTimeoutMs(env);
    pdfJobs(env);
    return null;
  } catch (e) {
    return (e as Error).message;
  }
}
