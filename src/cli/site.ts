/**
 * `rocsite build` and `rocsite dev` (and `npm run build`, through scripts/build.mjs): the site of a project — its
 * data/, content/reports/ and public/ — rendered with rocsite's own pages, components and styles (the package's src/)
 * by Astro's programmatic API with rocsite's configuration (src/lib/site/astro-config.ts).
 *
 * build (one at a time per project: the lock <root>/.cache/build.lock, src/lib/site/lock.ts; a second build waits for
 * the first, at most ROCSITE_LOCK_TIMEOUT seconds, default 600):
 *  1. SOURCE_DATE_EPOCH: when unset, the time of the project's last git commit (a fresh clone builds byte-identical
 *     output; without git the report dates are the inputs' modification times);
 *  2. every report is computed through the report pipeline (src/lib/report/pipeline.ts, as `rocsite compute --cache`,
 *     cached in <root>/.cache/reports), one progress line per report;
 *  3. Astro renders the pages (its content loader, src/lib/site/loader.ts, reads the reports through the same cache),
 *     downloads (report.json, CSV) and charts into the output directory; every internal URL is made relative;
 *  4. one self-contained HTML per report: <out>/reports/<slug>/standalone.html;
 *  5. PDFs (src/lib/pdf) when a browser is present; otherwise the previous PDFs are kept (reported as STALE when their
 *     report changed), never deleted.
 * Steps 3–5 write into a staging directory next to the output, which replaces the output only when every step
 * succeeded (src/lib/site/swap.ts); a failed or interrupted build leaves the previous output as it was.
 * Caches (src/lib/site/output-cache.ts): with nothing changed since the last build the output is restored from
 * .cache/site (Astro and the browser are skipped); a report whose page is unchanged reuses its PDF from .cache/pdf.
 * Everything is written inside the project (output, .cache/, .astro/, node_modules/.astro, node_modules/.vite).
 */
import { execFileSync } from 'node:child_process';
import { copyFileSync, cpSync, existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { defaultCacheDir, packageRoot, pruneCache } from '../lib/report/cache';
import { markStalePdfLinks, removeMissingPdfLinks } from '../lib/site/pdf-links';
import { BUILD_PAPER_FORMAT } from '../lib/site/markers';
import { computeSite, NO_REPORTS, type PlannedReport } from '../lib/site/compute';
import { makeStandalone } from '../lib/site/standalone';
import { isRocsiteProject, siteInstallProblem } from '../lib/site/install-check';
import { checkEnvironment, COMMAND_SETTINGS, environmentProblem, PRINT_SETTINGS, SOURCE_DATE_EPOCH } from '../lib/settings';
import { outputDir, outputDirProblem, outputLabel, publicDirProblem } from '../lib/site/out-dir';
import { BrowserNotFoundError, findBrowser, type LaunchedBrowser } from '../lib/browser';
import type { PaperFormat } from '../lib/pdf/export';
import { acquireLockWaiting, BuildLockedError, lockTimeoutMs, projectLockFile, waitingMessage, type BuildLock } from '../lib/site/lock';
import { cleanLeftovers, stagingDir, swapIn } from '../lib/site/swap';
import { assetsHash, browserId, cachedPdf, pdfKey, prunePdfs, restoreOutput, siteKey, storeOutput, storePdf } from '../lib/site/output-cache';
import { onInterrupt, removeSettled } from '../lib/interrupt';
import { startProgress } from '../lib/progress';
import { terminalText } from '../lib/text';
import { plural } from './summary';

/** A failed build step (bad project, Astro error in a report, PDF export); the message says which. */
export class SiteBuildError extends Error {
  override name = 'SiteBuildError';
}

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
  /** Rebuild pages and PDFs even when nothing changed (bypass .cache/site and .cache/pdf). */
  force?: boolean;
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

async function astroOptions(o: SiteOptions) {
  const root = resolve(o.root);
  // Loaded on demand: Astro's configuration pulls in Vite, MDX and KaTeX (a build with nothing changed needs none).
  const { siteConfig } = await import('../lib/site/astro-config');
  // configFile: false: rocsite's configuration only (a project's own astro.config.* is not read).
  return { configFile: false as const, ...siteConfig({
    root,
    srcDir: rocsiteSrcDir(),
    outDir: resolve(root, o.out ?? 'dist'),
    ...(o.base !== undefined && { base: normalizeBase(o.base) }),
  }) };
}

function sourceDateEpoch(root: string): void {
  if (SOURCE_DATE_EPOCH.read() !== undefined) return;
  try {
    const ct = execFileSync('git', ['log', '-1', '--format=%ct'], { cwd: root, stdio: ['ignore', 'pipe', 'ignore'] }).toString().trim();
    if (/^\d+$/.test(ct)) process.env.SOURCE_DATE_EPOCH = ct;
  } catch {
    /* not a git checkout: the pipeline falls back to the inputs' modification times */
  }
}

/** A rocsite project, and (unless only its reports are computed) one Astro can render pages for, from a public/ that fits. */
function checkProject(root: string, pages = true): void {
  if (!isRocsiteProject(root))
    throw new SiteBuildError(`${root}: expected a rocsite project (data/ with configs, content/reports/ with MDX reports), found neither; \`rocsite init\` creates one`);
  const problem = pages ? (siteInstallProblem(root, rocsiteSrcDir()) ?? publicDirProblem(root)) : null;
  if (problem) throw new SiteBuildError(problem);
}

/** Build the site; throws on failure (the message names the step). The previous output is replaced only on success. */
export async function buildSite(o: BuildOptions): Promise<PlannedReport[]> {
  const root = resolve(o.root);
  const log = o.log ?? stdoutLog;
  const shown = relative(process.cwd(), resolve(root, o.out ?? 'dist')) || '.';
  const label = outputLabel(o.out, shown);
  const outDir = outputDir(root, o.out, label); // a dangling link: DanglingLinkError, a user error by name
  const t0 = performance.now();
  checkProject(root, !o.onlyCompute);
  const outProblem = o.onlyCompute ? null : outputDirProblem(root, outDir, label);
  if (outProblem) throw new SiteBuildError(outProblem);
  // A bad setting fails now, not after the reports are computed or the pages rendered; those of printing only when
  // the build prints.
  const all = COMMAND_SETTINGS.build;
  const settingsProblem = environmentProblem(o.onlyCompute || o.pdf === false ? all.filter((s) => !PRINT_SETTINGS.includes(s)) : all);
  if (settingsProblem) throw new SiteBuildError(settingsProblem);
  sourceDateEpoch(root);

  // One build at a time per project; an interruption removes what this build wrote and leaves the output as it was.
  let lock: BuildLock;
  try {
    lock = await acquireLockWaiting(projectLockFile(root), { timeoutMs: lockTimeoutMs(), onWait: (e) => log(`rocsite build: ${waitingMessage(e)}`) });
  } catch (e) {
    throw e instanceof BuildLockedError ? new SiteBuildError(e.message) : e;
  }
  const staging = stagingDir(outDir);
  let browser: LaunchedBrowser | undefined;
  const unregister = onInterrupt(() => {
    browser?.kill();
    removeSettled(staging); // Astro's writes in flight may still land in it
    lock.release();
  });
  try {
    for (const done of cleanLeftovers(outDir)) log(`rocsite build: ${done}, left by an interrupted build`);
    rmSync(staging, { recursive: true, force: true });
    const r = await buildInto(o, { root, outDir, staging, shown, log, onBrowser: (b) => (browser = b) });
    if (r.done) log(`rocsite build: done in ${secs(performance.now() - t0)} → ${shown}/index.html`);
    return r.plan;
  } catch (e) {
    browser?.kill();
    throw e;
  } finally {
    rmSync(staging, { recursive: true, force: true });
    unregister();
    lock.release();
  }
}

interface BuildContext {
  root: string;
  outDir: string;
  staging: string;
  shown: string;
  log: (line: string) => void;
  onBrowser: (b: LaunchedBrowser) => void;
}

/** Steps 2–5 into the staging directory, then the swap. */
async function buildInto(o: BuildOptions, c: BuildContext): Promise<{ plan: PlannedReport[]; done: boolean }> {
  const { root, outDir, staging, shown, log } = c;
  const tc = performance.now();
  const reports: { slug: string; configPath: string; mdx: string | null; sha256: string }[] = [];
  const cacheFiles = new Set<string>();
  const plan = await computeSite({
    root,
    cwd: root,
    onReport: (r) => {
      reports.push({ slug: r.slug, configPath: r.configPath, mdx: null, sha256: r.sha256 });
      if (r.cacheFile) cacheFiles.add(r.cacheFile);
      log(
        `rocsite build: [${r.index}/${r.total}] ${r.slug} (${r.configPath}): ${plural(r.models, 'model')}, ${plural(r.warnings, 'warning')} — ` +
          `${r.cached ? 'cached' : 'computed'} in ${secs(r.ms)}`,
      );
    },
  }).catch((e: Error) => {
    // Bad input: the message names the report, its config and the file/line/key (src/lib/site/compute.ts).
    throw new SiteBuildError(e.message);
  });
  if (plan.length === 0) throw new SiteBuildError(`${root}: ${NO_REPORTS}`);
  log(`rocsite build: ${plural(plan.length, 'report')} ready in ${secs(performance.now() - tc)}`);
  // The report cache keeps this build's reports only (as the site and PDF caches do).
  pruneCache(cacheFiles, defaultCacheDir(root));
  if (o.onlyCompute) return { plan, done: false };

  plan.forEach((p, i) => (reports[i].mdx = p.mdx));
  const executable = browserPath();
  const browser = browserId(executable);
  const format: PaperFormat = BUILD_PAPER_FORMAT;
  const key = siteKey({ root, packageRoot: packageRoot(), reports, base: normalizeBase(o.base ?? '/'), browser, format });
  if (!o.force && restoreOutput(root, key, staging)) {
    swapIn(staging, outDir);
    log('rocsite build: nothing changed since the last build: pages, standalone files and PDFs restored from .cache/site (--force rebuilds them)');
    return { plan, done: true };
  }

  const ta = performance.now();
  process.env.ASTRO_TELEMETRY_DISABLED = '1';
  const { build } = await import('astro');
  // Pages written so far (the index, and each report's page and heatmap page), counted while Astro renders.
  const bar = await startProgress('pages', 2 * plan.length + 1, { unit: 'pages' });
  // Astro renders into .cache/astro-out/, from the project as working directory, then the pages move to the staging
  // directory: its prerendering bundle, written there, must find the project's node_modules, and an output outside
  // the working directory would be built in <cwd>/.astro/, whose whole content Astro then copies into the site and
  // deletes (another project's types and content modules).
  const rendered = join(root, '.cache', 'astro-out');
  rmSync(rendered, { recursive: true, force: true }); // what a killed build left
  const unregister = onInterrupt(() => removeSettled(rendered));
  const timer = setInterval(() => bar.update(countPages(rendered)), 500);
  const options = { ...(await astroOptions({ ...o, root, out: rendered })), logLevel: 'silent' as const };
  const cwd = process.cwd();
  process.chdir(root);
  try {
    try {
      await build(options);
    } catch (e) {
      // Astro's errors name the file (an MDX syntax error, a bad <Metric> prop, a report that fails to compute).
      const err = e as Error & { loc?: { file?: string; line?: number; column?: number } };
      const at = err.loc?.file ? ` (${relative(root, err.loc.file)}${err.loc.line ? `:${err.loc.line}:${err.loc.column ?? 0}` : ''})` : '';
      throw new SiteBuildError(`astro build failed: ${err.message ?? e}${at}; ${shown} is unchanged`);
    } finally {
      process.chdir(cwd);
      clearInterval(timer);
      bar.stop();
    }
    moveDir(rendered, staging);
  } finally {
    rmSync(rendered, { recursive: true, force: true });
    unregister();
  }
  log(`rocsite build: pages rendered by Astro in ${secs(performance.now() - ta)}`);

  for (const e of plan) {
    const page = join(staging, 'reports', e.slug, 'index.html');
    writeFileSync(join(dirname(page), 'standalone.html'), makeStandalone(readFileSync(page, 'utf8'), dirname(page)));
  }
  log(`rocsite build: ${plural(plan.length, 'self-contained HTML file')} (${shown}/reports/<slug>/standalone.html)`);

  const fresh = await pdfStep(o, c, plan.map((p) => p.slug), executable, format);
  swapIn(staging, outDir);
  // Only an output that the key fully determines is cached (no PDF kept from an older build).
  if (fresh) storeOutput(root, key, outDir);
  return { plan, done: true };
}

/**
 * The PDFs of the staged site: a report whose page is unchanged gets its cached PDF; the others are printed when a
 * browser is present and allowed. Otherwise the previous output's PDF is kept and reported as STALE: a PDF is never
 * deleted by a build that cannot replace it; a report with no PDF at all is linked to none (src/lib/site/pdf-links.ts).
 * Returns true when every report has an up-to-date PDF.
 */
async function pdfStep(o: BuildOptions, c: BuildContext, slugs: string[], executable: string | null, format: PaperFormat): Promise<boolean> {
  const { root, outDir, staging, shown, log } = c;
  const assets = assetsHash(staging);
  const keys = new Map(slugs.map((s) => [s, pdfKey(staging, s, assets, format)]));
  const pdfDir = join(staging, 'pdf');
  mkdirSync(pdfDir, { recursive: true });
  const todo: string[] = [];
  // --force prints again; a build that cannot print (no browser, --skip-pdf) still takes the PDF of an identical page.
  const print = o.pdf !== false && executable !== null;
  for (const s of slugs) {
    const hit = o.force && print ? null : cachedPdf(root, keys.get(s)!);
    if (hit) copyFileSync(hit, join(pdfDir, `${s}.pdf`));
    else todo.push(s);
  }
  if (slugs.length > todo.length) log(`rocsite build: ${slugs.length - todo.length} PDF(s) unchanged (from .cache/pdf)`);
  if (todo.length === 0) {
    prunePdfs(root, new Set(keys.values()));
    return true;
  }
  if (!print) {
    const why = o.pdf === false ? 'PDFs skipped (--skip-pdf)' : 'no Chromium/Chrome found (install chromium or set PUPPETEER_EXECUTABLE_PATH, then build again)';
    const kept = todo.filter((s) => existsSync(join(outDir, 'pdf', `${s}.pdf`)));
    for (const s of kept) copyFileSync(join(outDir, 'pdf', `${s}.pdf`), join(pdfDir, `${s}.pdf`));
    const missing = todo.filter((s) => !kept.includes(s));
    log(`rocsite build: ${why}: ${todo.length} PDF(s) not written` + (missing.length ? `; none for ${missing.join(', ')}` : ''));
    if (kept.length) {
      process.stderr.write(`rocsite build: warning: kept ${kept.length} STALE PDF(s) of an earlier build in ${shown}/pdf/ (their report changed since): ${kept.join(', ')}\n`);
      // The pages say so next to every link to those PDFs.
      markStalePdfLinks(staging, kept);
    }
    // No PDF at all for these: the site does not link one.
    removeMissingPdfLinks(staging, missing);
    if (readdirSync(pdfDir).length === 0) rmSync(pdfDir, { recursive: true });
    return false;
  }
  const { exportPdfs } = await import('../lib/pdf/export');
  const bar = await startProgress('PDFs', todo.length, { unit: 'PDFs' });
  try {
    const r = await exportPdfs({
      dist: staging,
      outDir: pdfDir,
      format,
      only: todo,
      executablePath: executable,
      onBrowser: c.onBrowser,
      onPdf: (info) => {
        storePdf(root, keys.get(info.slug)!, info.path);
        bar.tick();
      },
      log: (l) => log(terminalText(l.split(relative(process.cwd(), staging)).join(shown))),
    });
    log(`rocsite build: ${r.pdfs.length} PDF(s) printed in ${secs(r.ms)}`);
  } catch (e) {
    throw new SiteBuildError(`PDF export failed: ${(e as Error).message}; ${shown} is unchanged`);
  } finally {
    bar.stop();
  }
  prunePdfs(root, new Set(keys.values()));
  return true;
}

/** Moves the directory `from` to `to` (which must not exist): a rename, or a copy across file systems. */
function moveDir(from: string, to: string): void {
  try {
    renameSync(from, to);
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code !== 'EXDEV') throw e;
    cpSync(from, to, { recursive: true });
    rmSync(from, { recursive: true, force: true });
  }
}

/** Number of index.html pages under `dir` (0 while it does not exist). */
function countPages(dir: string): number {
  try {
    return readdirSync(dir, { recursive: true }).filter((f) => f === 'index.html' || String(f).endsWith(`${sep}index.html`)).length;
  } catch {
    return 0;
  }
}

/** The browser executable, or null when there is none. */
function browserPath(): string | null {
  try {
    return findBrowser();
  } catch (e) {
    if (e instanceof BrowserNotFoundError) return null;
    throw e;
  }
}

/** Serve the project with live reload until SIGINT/SIGTERM; a changed config, input or MDX file recomputes its report. */
export async function devSite(o: SiteOptions & { port?: number; host?: string | boolean }): Promise<void> {
  const root = resolve(o.root);
  checkProject(root);
  checkEnvironment(COMMAND_SETTINGS.dev);
  sourceDateEpoch(root);
  process.env.ASTRO_TELEMETRY_DISABLED = '1';
  // Astro's update check suggests upgrading Astro (the user's project does not pick the version: rocsite does) and
  // records its last check in the user's global Astro preferences, outside the project.
  process.env.ASTRO_DISABLE_UPDATE_CHECK = 'true';
  const { dev } = await import('astro');
  const server = await dev({ ...(await astroOptions(o)), server: { ...(o.port !== undefined && { port: o.port }), ...(o.host !== undefined && { host: o.host }) } });
  await new Promise<void>((done) => {
    const stop = () => void server.stop().finally(done);
    process.once('SIGINT', stop);
    process.once('SIGTERM', stop);
  });
}
