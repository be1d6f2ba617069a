/**
 * The site's reports (Node only): find every report and compute it through the cached report pipeline
 * (src/lib/report/pipeline.ts, the same code as `rocsite compute --cache`). The Astro content loader (loader.ts) and
 * `rocsite build` (src/cli/site.ts, which prints one progress line per report before Astro runs) both use it.
 *
 * Reports: one per MDX file in content/reports/ (its frontmatter names a config), plus a generated default report for
 * every config under data/ that no MDX file uses. A config is a .yaml/.yml/.json file with `title` and `dataset`.
 */
import { readdirSync, statSync, existsSync } from 'node:fs';
import { join, resolve, relative, basename, dirname, extname, sep } from 'node:path';
import { ConfigError, parseYaml, yamlValue } from '../config/load';
import { readRegularFileSync } from '../io/regular-file';
import { computeReportJson, type PipelineOptions, type PipelineResult } from '../report/pipeline';
import { reportFrontmatter } from './frontmatter';
import { mdxSlug, slugProblem, toSlug } from './slug';

export { frontmatter } from './frontmatter';

export interface PlannedReport {
  slug: string;
  /** Repository-relative POSIX path of the config. */
  configPath: string;
  mdx: string | null;
}

const posix = (p: string) => p.split(sep).join('/');

/** What `rocsite build` and `rocsite check` say about a project without a report. */
export const NO_REPORTS = 'no report found: expected configs in data/ or MDX reports in content/reports/ (`rocsite init` creates a project)';

function walk(dir: string, out: string[] = []): string[] {
  if (!existsSync(dir)) return out;
  for (const name of readdirSync(dir).sort()) {
    if (name.startsWith('.') || name === 'node_modules') continue;
    const p = join(dir, name);
    const st = statSync(p);
    if (st.isDirectory()) walk(p, out);
    else if (st.isFile()) out.push(p); // a FIFO or device would block or never end
  }
  return out;
}

/**
 * True when a data file looks like a rocsite config (has title and dataset). A .yaml/.yml/.json file that does not
 * parse is a ConfigError naming its file, line and column (a config with a typo must not silently lose its report).
 */
export function isConfigFile(file: string, root: string = process.cwd()): boolean {
  const ext = extname(file).toLowerCase();
  if (!['.yaml', '.yml', '.json'].includes(ext)) return false;
  const shown = posix(relative(root, file));
  const v = yamlValue(parseYaml(readRegularFileSync(file, (d) => new ConfigError(shown, '', d)).toString('utf8').replace(/^\uFEFF/, ''), shown), shown);
  return !!v && typeof v === 'object' && 'dataset' in v && 'title' in v;
}

/**
 * The site's reports: MDX reports first (by file name; the .mdx files directly in content/reports/), then generated
 * reports for unused configs (by path). Slugs: src/lib/site/slug.ts.
 */
export function planReports(root: string = process.cwd()): PlannedReport[] {
  const out: PlannedReport[] = [];
  const used = new Set<string>();
  const contentDir = join(root, 'content', 'reports');
  /** Slugs taken, by lower case: two that differ only in case would be one directory on macOS or Windows. */
  const taken = new Map<string, string>();
  for (const f of walk(contentDir).filter((p) => p.endsWith('.mdx'))) {
    const shown = posix(relative(root, f));
    if (dirname(f) !== contentDir)
      throw new Error(`${shown}: reports are the .mdx files directly in content/reports/ (sub-folders are not read); move it there`);
    const slug = mdxSlug(basename(f));
    const problem = slugProblem(slug, shown);
    if (problem) throw new Error(problem);
    const twin = taken.get(slug.toLowerCase());
    if (twin) throw new Error(`${shown}: its address reports/${slug}/ differs only in case from ${twin}'s, which is one directory on macOS and Windows; rename one of them`);
    taken.set(slug.toLowerCase(), shown);
    const fm = reportFrontmatter(readRegularFileSync(f, (d) => new Error(`${shown}: ${d}`)).toString('utf8'), shown);
    const cfg = posix(fm.config.replace(/^\.\//, ''));
    if (!existsSync(join(root, cfg))) throw new Error(`${shown}: config ${cfg} does not exist`);
    used.add(resolve(root, cfg));
    out.push({ slug, configPath: cfg, mdx: slug });
  }
  for (const f of walk(join(root, 'data')).filter((f) => isConfigFile(f, root))) {
    if (used.has(resolve(f))) continue;
    const name = toSlug(basename(f, extname(f)));
    let slug = name;
    if (taken.has(slug)) {
      const parent = toSlug(basename(join(f, '..')));
      slug = `${parent}-${name}`;
      let k = 2;
      while (taken.has(slug)) slug = `${parent}-${name}-${k++}`;
    }
    taken.set(slug, posix(relative(root, f)));
    out.push({ slug, configPath: posix(relative(root, f)), mdx: null });
  }
  return out;
}

/** One planned report through the cached pipeline; errors name the report and its config. */
export async function computePlanned(root: string, p: PlannedReport, opts: PipelineOptions = {}): Promise<PipelineResult> {
  try {
    return await computeReportJson(join(root, p.configPath), opts);
  } catch (e) {
    throw new Error(`report "${p.slug}" (${p.configPath}): ${(e as Error).message}`);
  }
}

export interface ComputeProgress {
  (info: { index: number; total: number; slug: string; configPath: string; ms: number; cached: boolean; models: number; warnings: number; sha256: string; cacheFile?: string }): void;
}

/**
 * Compute (or read from the report cache) every planned report, in plan order, so that the content loader finds them
 * cached; `onReport` is called after each one.
 */
export async function computeSite(opts: { root?: string; onReport?: ComputeProgress } & PipelineOptions = {}): Promise<PlannedReport[]> {
  const { root = process.cwd(), onReport, ...pipeline } = opts;
  const plan = planReports(root);
  for (const [i, p] of plan.entries()) {
    const t0 = performance.now();
    const res = await computePlanned(root, p, pipeline);
    onReport?.({
      index: i + 1,
      total: plan.length,
      slug: p.slug,
      configPath: p.configPath,
      ms: performance.now() - t0,
      cached: res.cached,
      models: res.models,
      warnings: res.warnings,
      sha256: res.sha256,
      cacheFile: res.cacheFile,
    });
  }
  return plan;
}
