/**
 * The report pipeline behind the report cache, used by `rocsite compute --cache` and the site's content loader: the
 * key (cache.ts) hashes the config and every input file (provenance inputHash), the rocsite version, the engine
 * sources and the report date, so an unchanged report is read back byte for byte instead of being recomputed. An
 * entry that fails verification (cache.ts) is reported in one line and recomputed.
 */
import { loadConfig } from '../config/load';
import type { BuildOptions, BuildTimings } from './build';
import { cacheEntryFile, cacheKey, defaultCacheDir, readCached, writeCached, type ReportDigest } from './cache';
import { reportJson } from './json';
import { provenance } from './provenance';
import { sha256 } from '../hash';
import { fieldText } from '../text';
import { ALLOW_OUTSIDE_PATHS } from '../settings';

export interface PipelineOptions {
  /** Read and store through the cache (default true). */
  cache?: boolean;
  /** Cache directory (default `<cwd>/.cache/reports`). */
  cacheDir?: string;
  cwd?: string;
  env?: NodeJS.ProcessEnv;
  /**
   * Allow input paths outside the config's folder and the working directory (`--allow-outside-paths`). Default: the
   * environment variable ROCSITE_ALLOW_OUTSIDE_PATHS=1, which `rocsite build/dev --allow-outside-paths` set for the
   * site's content loader.
   */
  allowOutsidePaths?: boolean;
  /** Where a rejected cache entry is reported (one line; default: stderr). */
  notice?: (line: string) => void;
}

/** The report JSON text with its SHA-256 and sizes ({@link ReportDigest}: verified on a cache hit, not recomputed). */
export interface PipelineResult extends ReportDigest {
  /** The report JSON text (reportJson). */
  json: string;
  /** True when read from the cache. */
  cached: boolean;
  /** The report cache entry read or written (absent without the cache). */
  cacheFile?: string;
  /** Timings of the computation (absent for a cache hit). */
  timings?: BuildTimings;
  /** Warnings the command line repeats on stderr (input.identifier-column; absent for a cache hit). */
  notices?: string[];
}

/**
 * The report computed (build.ts), imported on first use: a cache hit needs none of the input readers and metrics,
 * so the site's content loader, which Astro runs through Vite on every build, loads them only for a report to
 * compute (`rocsite build` computes its reports before Astro starts).
 */
async function buildReport(configPath: string, opts: BuildOptions) {
  return (await import('./build')).buildReport(configPath, opts);
}

/** The report's warnings that `rocsite compute` repeats on stderr. */
const noticesOf = (r: { warnings: readonly { code: string; message: string }[] }) => r.warnings.filter((w) => w.code === 'input.identifier-column').map((w) => w.message);

/** Config → report JSON text, through the cache when enabled. */
export async function computeReportJson(configPath: string, opts: PipelineOptions = {}): Promise<PipelineResult> {
  const cwd = opts.cwd ?? process.cwd();
  const env = opts.env ?? process.env;
  opts = { ...opts, allowOutsidePaths: opts.allowOutsidePaths ?? ALLOW_OUTSIDE_PATHS.read(env) === true };
  if (opts.cache ?? true) {
    const loaded = await loadConfig(configPath, cwd, { allowOutsidePaths: opts.allowOutsidePaths });
    const prov = await provenance(loaded, env);
    const key = cacheKey(prov.inputHash, prov.generated);
    const dir = opts.cacheDir ?? defaultCacheDir(cwd);
    const hit = await readCached(key, prov.inputHash, dir);
    const cacheFile = cacheEntryFile(key, dir);
    if (hit.status === 'hit') return { json: hit.json, sha256: hit.sha256, models: hit.models, warnings: hit.warnings, cached: true, cacheFile };
    if (hit.status === 'invalid') {
      const notice = opts.notice ?? ((l: string) => process.stderr.write(`${l}\n`));
      notice(`rocsite: ignoring the cached report of ${fieldText(loaded.file.shown)} (${hit.reason}); recomputing it`);
    }
    const { report, timings } = await buildReport(configPath, { cwd, env, allowOutsidePaths: opts.allowOutsidePaths });
    const json = reportJson(report);
    const digest = sha256(json);
    await writeCached(key, prov.inputHash, json, dir, digest);
    return { json, sha256: digest, models: report.models.length, warnings: report.warnings.length, cached: false, timings, cacheFile, notices: noticesOf(report) };
  }
  const { report, timings } = await buildReport(configPath, { cwd, env, allowOutsidePaths: opts.allowOutsidePaths });
  const json = reportJson(report);
  // Hashed only when asked: `rocsite compute` without the cache writes the text and needs no digest.
  let digest: string | undefined;
  return {
    json,
    get sha256() {
      return (digest ??= sha256(json));
    },
    models: report.models.length,
    warnings: report.warnings.length,
    cached: false,
    timings,
    notices: noticesOf(report),
  };
}
