/**
 * `rocsite build` and `rocsite dev` (and `npm run build`, through scripts/build.ts): the site of a project — its
 * data/, content/reports/ and public/ — rendered with rocsite's own pages, components and styles (the package's src/)
 * by Astro's programmatic API with rocsite's configuration (src/lib/site/astro-config.ts).
 *
 * build:
 *  1. SOURCE_DATE_EPOCH: when unset, the time of the project's last git commit (a fresh clone builds byte-identical
 *     output; without git the report dates are the inputs' modification times);
 *  2. every report is computed through the report pipeline (src/lib/report/pipeline.ts, as `rocsite compute --cache`,
 *     cached in <root>/.cache/reports), one progress line per report;
 *  3. Astro renders the pages (its content loader, src/lib/site/loader.ts, reads the reports through the same cache),
 *     downloads (report.json, CSV) and charts into the output directory; every internal URL is made relative;
 *  4. one self-contained HTML per report: <out>/reports/<slug>/standalone.html;
 *  5. PDFs (src/lib/pdf) when a browser is present; otherwise one line says why there are none.
 * Everything is written inside the project (output, .cache/, .astro/, node_modules/.astro, node_modules/.vite).
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { packageRoot } from '../lib/report/cache';
import { computeSite, type PlannedReport } from '../lib/site/compute';
import { siteConfig } from '../lib/site/astro-config';
import { makeStandalone } from '../lib/site/standalone';
import { BrowserNotFoundError, findBrowser } from '../lib/browser';
import { runPdfExport } from '../lib/pdf/cli';

/** A failed build step (bad project, Astro error in a report, PDF export); the message says which. */
export class SiteBuildError extends Error {}

export interface SiteOptions {
  /** The project directory (data/, content/reports/, public/). */
  root: string;
  /** Output directory, relative to the root (default dist). */
  out?: string;
  /** Public path the site is served under (default /). */
  base?: string;
  log?: (line: string) => void;
}

export interface BuildOptions extends SiteOptions {
  pdf?: boolean;
  /** Stop after computing the reports (step 2). */
  onlyCompute?: boolean;
}

const secs = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
const stdoutLog = (s: string) => void process.stdout.write(s + '\n');

/** rocsite's src/ (Astro srcDir): pages, components, layouts, styles, content collections. */
export function rocsiteSrcDir(): string {
  return join(packageRoot(), 'src');
}

/** A base path as Astro wants it: leading and trailing slash ("reports" → "/reports/"). */
export function normalizeBase(base: string): string {
  const inner = base.trim().replace(/^\/+|\/+$/g, '');
  return inner === '' ? '/' : `/${inner}/`;
}

function astroOptions(o: SiteOptions) {
  const root = resolve(o.root);
  // configFile: false: rocsite's configuration only (a project's own astro.config.* is not read).
  return { configFile: false as const, ...siteConfig({
    root,
    srcDir: rocsiteSrcDir(),
    outDir: resolve(root, o.out ?? 'dist'),
    ...(o.base !== undefined && { base: normalizeBase(o.base) }),
  }) };
}

function sourceDateEpoch(root: string): void {
  if (process.env.SOURCE_DATE_EPOCH) return;
  try {
    const ct = execFileSync('git', ['log', '-1', '--format=%ct'], { cwd: root, stdio: ['ignore', 'pipe', 'ignore'] }).toString().trim();
    if (/^\d+$/.test(ct)) process.env.SOURCE_DATE_EPOCH = ct;
  } catch {
    /* not a git checkout: the pipeline falls back to the inputs' modification times */
  }
}

function checkProject(root: string): void {
  if (!existsSync(join(root, 'data')) && !existsSync(join(root, 'content', 'reports')))
    throw new SiteBuildError(`${root}: expected a rocsite project (data/ with configs, content/reports/ with MDX reports), found neither; \`rocsite init\` creates one`);
}

/** Build the site; throws on failure (the message names the step). */
export async function buildSite(o: BuildOptions): Promise<PlannedReport[]> {
  const root = resolve(o.root);
  const log = o.log ?? stdoutLog;
  const outDir = resolve(root, o.out ?? 'dist');
  const shown = relative(process.cwd(), outDir) || '.';
  const t0 = performance.now();
  checkProject(root);
  sourceDateEpoch(root);

  const tc = performance.now();
  const entries = await computeSite({
    root,
    cwd: root,
    onReport: (r) =>
      log(
        `rocsite build: [${r.index}/${r.total}] ${r.slug} (${r.configPath}): ${r.models} models, ${r.warnings} warning${r.warnings === 1 ? '' : 's'} — ` +
          `${r.cached ? 'cached' : 'computed'} in ${secs(r.ms)}`,
      ),
  }).catch((e: Error) => {
    // Bad input: the message names the report, its config and the file/line/key (src/lib/site/compute.ts).
    throw new SiteBuildError(e.message);
  });
  log(`rocsite build: ${entries.length} reports ready in ${secs(performance.now() - tc)}`);
  if (o.onlyCompute) return entries;

  const ta = performance.now();
  process.env.ASTRO_TELEMETRY_DISABLED = '1';
  const { build } = await import('astro');
  try {
    await build({ ...astroOptions(o), logLevel: 'silent' });
  } catch (e) {
    // Astro's errors name the file (an MDX syntax error, a bad <Metric> prop, a report that fails to compute).
    const err = e as Error & { loc?: { file?: string; line?: number; column?: number } };
    const at = err.loc?.file ? ` (${relative(root, err.loc.file)}${err.loc.line ? `:${err.loc.line}:${err.loc.column ?? 0}` : ''})` : '';
    throw new SiteBuildError(`astro build failed: ${err.message ?? e}${at}`);
  }
  log(`rocsite build: pages rendered by Astro in ${secs(performance.now() - ta)}`);

  for (const e of entries) {
    const page = join(outDir, 'reports', e.slug, 'index.html');
    writeFileSync(join(dirname(page), 'standalone.html'), makeStandalone(readFileSync(page, 'utf8'), dirname(page)));
  }
  log(`rocsite build: ${entries.length} self-contained HTML files (${shown}/reports/<slug>/standalone.html)`);

  if (o.pdf === false) {
    log('rocsite build: PDFs skipped (--skip-pdf)');
  } else if (!hasBrowser()) {
    log('rocsite build: no Chromium/Chrome found, PDFs not written (install chromium or set PUPPETEER_EXECUTABLE_PATH, then `rocsite pdf`)');
  } else {
    const code = await runPdfExport({ dist: outDir, format: 'A4', optional: true }, { stdout: (s) => log(s.replace(/\n$/, '')), stderr: (s) => process.stderr.write(s) });
    if (code !== 0) throw new SiteBuildError(`PDF export failed (exit status ${code}); run \`rocsite pdf --dist ${shown}\` to see why`);
  }
  log(`rocsite build: done in ${secs(performance.now() - t0)} → ${shown}/index.html`);
  return entries;
}

function hasBrowser(): boolean {
  try {
    findBrowser();
    return true;
  } catch (e) {
    if (e instanceof BrowserNotFoundError) return false;
    throw e;
  }
}

/** Serve the project with live reload until SIGINT/SIGTERM; a changed config, input or MDX file recomputes its report. */
export async function devSite(o: SiteOptions & { port?: number; host?: string | boolean }): Promise<void> {
  const root = resolve(o.root);
  checkProject(root);
  sourceDateEpoch(root);
  process.env.ASTRO_TELEMETRY_DISABLED = '1';
  // Astro's update check suggests upgrading Astro (the user's project does not pick the version: rocsite does) and
  // records its last check in the user's global Astro preferences, outside the project.
  process.env.ASTRO_DISABLE_UPDATE_CHECK = 'true';
  const { dev } = await import('astro');
  const server = await dev({ ...astroOptions(o), server: { ...(o.port !== undefined && { port: o.port }), ...(o.host !== undefined && { host: o.host }) } });
  await new Promise<void>((done) => {
    const stop = () => void server.stop().finally(done);
    process.once('SIGINT', stop);
    process.once('SIGTERM', stop);
  });
}
