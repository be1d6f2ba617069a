/**
 * Resource limits of a report, in one place (documented in docs/config.md, "Limits"; a test keeps both in agreement).
 * Each bounds work or memory that grows with the input, so that an oversized report fails early with a message
 * naming the file and the key instead of running out of time or memory.
 */

/** Models (score columns, ROC or count tables) in one report. */
export const MAX_MODELS = 500;
/**
 * Models up to which DeLong's paired tests cover every pair (the M × M matrix of the page still fits the text width of
 * an A4 page at 7.5 pt, src/styles/print.css); with more, each model is tested against the model of highest AUROC
 * only (M − 1 tests instead of M(M − 1)/2), src/lib/report/paired-scope.ts.
 */
export const MAX_ALL_PAIRS_MODELS = 12;
/** Values on one heatmap axis (precision or capacity); the heatmap has at most this squared cells. */
export const MAX_HEATMAP_AXIS = 200;
/** Scores in one per-example dataset, all its files together (data rows kept × models). */
export const MAX_SCORES = 100_000_000;
/** Files of one key naming data files (`dataset.path`, `dataset.test.path`, a model's count tables), patterns expanded. */
export const MAX_INPUT_FILES = 10_000;
/** Extra thresholds per model (config `thresholds`). */
export const MAX_THRESHOLDS = 10_000;
/** Characters in one line (or quoted record) of a CSV file. */
export const MAX_RECORD_CHARS = 16 * 1024 * 1024;
/** Time budget of decoding a Parquet file: a base plus a share per MiB of file (milliseconds). */
export const PARQUET_BUDGET_BASE_MS = 30_000;
export const PARQUET_BUDGET_PER_MIB_MS = 1_000;
/**
 * Time budget of printing one report page to PDF: a base plus a share per MiB of the page's HTML (milliseconds;
 * `ROCSITE_PDF_TIMEOUT` replaces both). Pages of a few MB print in 1–2 s on a 2-core machine (a 200 × 200 heatmap is
 * drawn as runs, src/lib/charts/grid-runs.ts); the budget leaves room for slow machines and very long reports.
 */
export const PDF_BUDGET_BASE_MS = 60_000;
export const PDF_BUDGET_PER_MIB_MS = 2_000;
/**
 * Reports printed to PDF at once by default (one page each in the one browser): the available cores, at most this
 * many (`ROCSITE_PDF_JOBS` replaces it). More pages ask more memory of the browser for little gain.
 */
export const PDF_JOBS_MAX = 4;
/** Heap of the Parquet decoding worker (MiB). */
export const PARQUET_HEAP_MB = 4096;

/** "1,000" for messages. */
export const shownLimit = (n: number): string => n.toLocaleString('en-US');
