/**
 * Site build step 1 (Node only, run by scripts/build.ts): find every report of the site and compute it through the
 * report pipeline (src/lib/report/build.ts, the same code as `rocsite compute`, cached by a hash of its inputs), then
 * write the manifest read by the Astro pages (src/lib/site/data.ts).
 *
 * Reports: one per MDX file in content/reports/ (its frontmatter names a config), plus a generated default report for
 * every config under data/ that no MDX file uses. A config is a .yaml/.yml/.json file with `title` and `dataset`.
 */
import { readFileSync, readdirSync, statSync, existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join, resolve, relative, basename, extname, sep } from 'node:path';
import { parse as parseYaml } from 'yaml';
import type { Report } from '../report/types';
import type { Manifest, ManifestEntry } from './data';
import { buildReport } from '../report/build';
import { cacheKey, readCached, writeCached } from '../report/cache';
import { provenance } from '../report/provenance';
import { loadConfig } from '../config/load';

export interface PlannedReport {
  slug: string;
  /** Repository-relative POSIX path of the config. */
  configPath: string;
  mdx: string | null;
}

const posix = (p: string) => p.split(sep).join('/');

function walk(dir: string, out: string[] = []): string[] {
  if (!existsSync(dir)) return out;
  for (const name of readdirSync(dir).sort()) {
    if (name.startsWith('.') || name === 'node_modules') continue;
    const p = join(dir, name);
    if (statSync(p).isDirectory()) walk(p, out);
    else out.push(p);
  }
  return out;
}

/** Frontmatter of an MDX file (YAML between the leading --- lines), or {}. */
export function frontmatter(text: string): Record<string, unknown> {
  const m = /^(?:\uFEFF)?---\r?\n([\s\S]*?)\r?\n---\r?\n?/.exec(text);
  if (!m) return {};
  const v = parseYaml(m[1]);
  return v && typeof v === 'object' ? (v as Record<string, unknown>) : {};
}

/** True when a data file looks like a rocsite config (has title and dataset). */
export function isConfigFile(file: string): boolean {
  const ext = extname(file).toLowerCase();
  if (!['.yaml', '.yml', '.json'].includes(ext)) return false;
  try {
    const text = readFileSync(file, 'utf8');
    const v = ext === '.json' ? JSON.parse(text) : parseYaml(text);
    return !!v && typeof v === 'object' && 'dataset' in v && 'title' in v;
  } catch {
    return false;
  }
}

/** The site's reports: MDX reports first (by file name), then generated reports for unused configs (by path). */
export function planReports(root: string = process.cwd()): PlannedReport[] {
  const out: PlannedReport[] = [];
  const used = new Set<string>();
  const contentDir = join(root, 'content', 'reports');
  for (const f of walk(contentDir).filter((p) => p.endsWith('.mdx'))) {
    const fm = frontmatter(readFileSync(f, 'utf8'));
    const slug = basename(f, '.mdx');
    if (typeof fm.config !== 'string') throw new Error(`${posix(relative(root, f))}: frontmatter needs \`config: data/…/file.yaml\` (found ${JSON.stringify(fm.config)})`);
    const cfg = posix(fm.config.replace(/^\.\//, ''));
    if (!existsSync(join(root, cfg))) throw new Error(`${posix(relative(root, f))}: config ${cfg} does not exist`);
    used.add(resolve(root, cfg));
    out.push({ slug, configPath: cfg, mdx: slug });
  }
  const slugs = new Set(out.map((r) => r.slug));
  for (const f of walk(join(root, 'data')).filter(isConfigFile)) {
    if (used.has(resolve(f))) continue;
    let slug = basename(f, extname(f)).toLowerCase().replace(/[^a-z0-9-]+/g, '-').replace(/^-+|-+$/g, '') || 'report';
    if (slugs.has(slug)) {
      const parent = basename(join(f, '..')).toLowerCase().replace(/[^a-z0-9-]+/g, '-');
      slug = `${parent}-${slug}`;
      let k = 2;
      while (slugs.has(slug)) slug = `${parent}-${basename(f, extname(f))}-${k++}`;
    }
    slugs.add(slug);
    out.push({ slug, configPath: posix(relative(root, f)), mdx: null });
  }
  return out;
}

export type ComputeFn = (configPath: string) => Promise<{ report: Report; cached?: boolean }>;

/**
 * The report pipeline (src/lib/report/build.ts, as `rocsite compute`) behind the report cache
 * (src/lib/report/cache.ts): the key hashes the config and every input file (provenance inputHash), the rocsite
 * version, the engine sources and the report date, so an unchanged report is read back instead of recomputed.
 */
export function pipeline(opts: { cacheDir?: string; cache?: boolean } = {}): ComputeFn {
  return async (configPath) => {
    const useCache = opts.cache ?? true;
    if (useCache) {
      const loaded = await loadConfig(configPath);
      const prov = await provenance(loaded);
      const key = cacheKey(prov.inputHash, prov.generated);
      const hit = await readCached(key, opts.cacheDir);
      if (hit !== undefined) return { report: JSON.parse(hit) as Report, cached: true };
      const { report } = await buildReport(configPath);
      await writeCached(key, JSON.stringify(report), opts.cacheDir);
      return { report, cached: false };
    }
    const { report } = await buildReport(configPath);
    return { report, cached: false };
  };
}

export interface ComputeProgress {
  (info: { index: number; total: number; slug: string; configPath: string; ms: number; cached?: boolean; models: number; warnings: number }): void;
}

/**
 * Compute every planned report and write the manifest plus one JSON per report into `outDir`.
 * Returns the manifest path.
 */
export async function computeSite(opts: {
  root?: string;
  outDir?: string;
  compute?: ComputeFn;
  onReport?: ComputeProgress;
  generated?: string;
}): Promise<{ manifest: string; entries: ManifestEntry[] }> {
  const root = opts.root ?? process.cwd();
  const outDir = resolve(root, opts.outDir ?? '.cache/rocsite/site');
  mkdirSync(outDir, { recursive: true });
  const plan = planReports(root);
  const compute = opts.compute ?? pipeline();
  const entries: ManifestEntry[] = [];
  for (const [i, p] of plan.entries()) {
    const t0 = performance.now();
    let res: { report: Report; cached?: boolean };
    try {
      res = await compute(join(root, p.configPath));
    } catch (e) {
      throw new Error(`report "${p.slug}" (${p.configPath}): ${(e as Error).message}`);
    }
    const file = `${p.slug}.json`;
    writeFileSync(join(outDir, file), JSON.stringify(res.report));
    entries.push({ ...p, reportFile: file });
    opts.onReport?.({
      index: i + 1,
      total: plan.length,
      slug: p.slug,
      configPath: p.configPath,
      ms: performance.now() - t0,
      cached: res.cached,
      models: res.report.models.length,
      warnings: res.report.warnings.length,
    });
  }
  const manifest: Manifest = { generated: opts.generated ?? new Date(0).toISOString(), reports: entries };
  const path = join(outDir, 'manifest.json');
  writeFileSync(path, JSON.stringify(manifest, null, 2) + '\n');
  return { manifest: path, entries };
}
