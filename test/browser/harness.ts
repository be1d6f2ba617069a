/**
 * Shared set-up of the browser and PDF tests: the built site to test, and a browser.
 *
 * Site under test:
 *   - default: `dist/` of this checkout, built with `npm run build` when it is missing or older than any source
 *     (src/, content/, data/, public/, scripts/, astro.config.mjs, package.json); otherwise reused. A lock directory
 *     keeps two test files from building at once.
 *   - `ROCSITE_TEST_DIST=<dir>`: that directory as is (no build).
 *   - `ROCSITE_TEST_SITE=fixture`: the small contract fixture of test/browser/fixtures (harness development only).
 *
 * The tests read a private copy of dist/ (a concurrent build elsewhere cannot change it mid-test).
 * A missing browser is a test failure with the install hint (BrowserNotFoundError), never a skip.
 */
import { afterAll, beforeAll, it as vitestIt } from 'vitest';
import { spawn, spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, rmdirSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser, Page } from 'puppeteer-core';
import { fileUrl, launchBrowser, newIsolatedPage, serveStatic, settled, twoFrames, type LaunchedBrowser, type StaticServer } from '../../src/lib/browser';
import { listReportSlugs } from '../../src/lib/pdf/export';
import { listFiles } from '../../src/lib/site/relativize';
import { makeFixtureSite } from './fixtures/make-fixture';

export const REPO = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');
export const ARTIFACTS = join(REPO, 'test-artifacts');

const temps: string[] = [];
/** Removes the temporary directories of this test file (call in afterAll; the forks pool may not run 'exit'). */
export function removeTempDirs(): void {
  for (const d of temps.splice(0)) rmSync(d, { recursive: true, force: true });
}
process.on('exit', removeTempDirs);

/** A temporary directory removed when the test process exits. */
export function tempDir(prefix: string): string {
  const d = mkdtempSync(join(tmpdir(), prefix));
  temps.push(d);
  return d;
}

export interface SiteUnderTest {
  /** Directory the tests read: a private snapshot of dist/ (see {@link snapshot}), the env directory, or the fixture. */
  dist: string;
  /** The dist/ it was copied from. */
  source: string;
  slugs: string[];
  /** How the site was obtained: 'reused', 'built', 'env' or 'fixture'. */
  origin: 'reused' | 'built' | 'env' | 'fixture';
}

const SOURCES = ['src', 'content', 'data', 'public', 'scripts', 'astro.config.mjs', 'package.json'];
/** Files that do not change the built site (the PDF export runs after the build). */
const IGNORED = [join(REPO, 'scripts', 'pdf.ts'), join(REPO, 'src', 'lib', 'pdf')];

/** Newest modification time under `path`, and that file. */
function newest(path: string): { mtime: number; file: string } {
  if (!existsSync(path) || IGNORED.includes(path)) return { mtime: 0, file: path };
  const st = statSync(path);
  if (!st.isDirectory()) return { mtime: st.mtimeMs, file: path };
  let best = { mtime: 0, file: path };
  for (const name of readdirSync(path)) {
    if (name === 'node_modules' || name.startsWith('.')) continue;
    const n = newest(join(path, name));
    if (n.mtime > best.mtime) best = n;
  }
  return best;
}

/** Why dist/ must be (re)built, or null when it is up to date. */
export function staleReason(dist: string): string | null {
  const index = join(dist, 'index.html');
  if (!existsSync(index)) return `${index} is missing`;
  const slugs = listReportSlugs(dist);
  if (slugs.length === 0) return `${join(dist, 'reports')} has no report pages`;
  // A build without a browser (or --skip-pdf) links no PDF it could not print; the browser tests read the PDFs.
  const noPdf = slugs.filter((s) => !existsSync(join(dist, 'pdf', `${s}.pdf`)));
  if (noPdf.length) return `no PDF for ${noPdf.join(', ')} (built without a browser or with --skip-pdf)`;
  const built = statSync(index).mtimeMs;
  for (const s of SOURCES) {
    const n = newest(join(REPO, s));
    if (n.mtime > built) return `${n.file.slice(REPO.length + 1)} changed after the last build`;
  }
  return null;
}

/** Run a command without blocking the event loop; collects its output (the tail is what an error shows). */
function runAsync(cmd: string, args: string[], opts: { cwd: string; env: NodeJS.ProcessEnv }): Promise<{ status: number | null; signal: NodeJS.Signals | null; stdout: string; stderr: string }> {
  return new Promise((resolvePromise, reject) => {
    const child = spawn(cmd, args, { cwd: opts.cwd, env: opts.env, stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.setEncoding('utf8').on('data', (d: string) => (stdout = (stdout + d).slice(-(1 << 20))));
    child.stderr.setEncoding('utf8').on('data', (d: string) => (stderr = (stderr + d).slice(-(1 << 20))));
    child.on('error', reject);
    child.on('close', (status, signal) => resolvePromise({ status, signal, stdout, stderr }));
  });
}

async function withLock<T>(name: string, fn: () => T | Promise<T>): Promise<T> {
  const lock = join(tmpdir(), `${name}.lock`);
  const deadline = Date.now() + 15 * 60_000;
  for (;;) {
    try {
      mkdirSync(lock);
      break;
    } catch {
      // A lock left by a killed run older than 15 minutes is stale.
      try {
        if (Date.now() - statSync(lock).mtimeMs > 15 * 60_000) rmdirSync(lock);
      } catch {}
      if (Date.now() > deadline) throw new Error(`Timed out waiting for the lock ${lock}`);
      await new Promise((r) => setTimeout(r, 500));
    }
  }
  try {
    return await fn();
  } finally {
    rmdirSync(lock);
  }
}

/**
 * Copies dist/ (a few MB) to a private temporary directory, so a build started meanwhile by someone else (another
 * test run in the same checkout) cannot change the pages under the tests' feet. Retries when dist/ changed during
 * the copy.
 */
function snapshot(dist: string): string {
  for (let attempt = 0; attempt < 20; attempt++) {
    if (!existsSync(join(dist, 'index.html'))) {
      spawnSync('sleep', ['3']);
      continue;
    }
    const before = statSync(join(dist, 'index.html')).mtimeMs;
    const dir = tempDir('rocsite-dist-');
    try {
      cpSync(dist, dir, { recursive: true });
      const after = existsSync(join(dist, 'index.html')) ? statSync(join(dist, 'index.html')).mtimeMs : -1;
      if (after === before && listReportSlugs(dir).length > 0) return dir;
    } catch {
      // dist/ changed while copying (a file vanished): try again
    }
    rmSync(dir, { recursive: true, force: true });
    spawnSync('sleep', ['3']);
  }
  throw new Error(`Could not take a stable copy of ${dist}: it kept changing (is another build running?)`);
}

let cached: Promise<SiteUnderTest> | undefined;

/** The built site to test (see the file comment). Builds dist/ at most once per test process. */
export function siteUnderTest(): Promise<SiteUnderTest> {
  cached ??= (async (): Promise<SiteUnderTest> => {
    if (process.env.ROCSITE_TEST_SITE === 'fixture') {
      const dir = tempDir('rocsite-fixture-');
      const slugs = makeFixtureSite(dir);
      return { dist: dir, source: dir, slugs, origin: 'fixture' };
    }
    if (process.env.ROCSITE_TEST_DIST) {
      const dist = resolve(process.env.ROCSITE_TEST_DIST);
      return { dist, source: dist, slugs: listReportSlugs(dist), origin: 'env' };
    }
    const dist = join(REPO, 'dist');
    return withLock('rocsite-dist-build', async () => {
      const reason = staleReason(dist);
      if (!reason) return { dist: snapshot(dist), source: dist, slugs: listReportSlugs(dist), origin: 'reused' as const };
      process.stderr.write(`[browser tests] building the site: ${reason}\n`);
      const t0 = Date.now();
      // Asynchronous: a synchronous 30–60 s child would block this worker's RPC with vitest ("Timeout calling onTaskUpdate").
      const r = await runAsync('npm', ['run', 'build'], { cwd: REPO, env: process.env });
      if (r.status !== 0)
        throw new Error(
          `\`npm run build\` failed (exit ${r.status}${r.signal ? `, signal ${r.signal}` : ''}):\n${(r.stdout ?? '').slice(-3000)}\n${(r.stderr ?? '').slice(-3000)}`,
        );
      process.stderr.write(`[browser tests] built in ${((Date.now() - t0) / 1000).toFixed(1)} s\n`);
      const slugs = listReportSlugs(dist);
      if (slugs.length === 0) throw new Error(`\`npm run build\` succeeded but ${join(dist, 'reports')} has no <slug>/index.html`);
      return { dist: snapshot(dist), source: dist, slugs, origin: 'built' as const };
    });
  })();
  return cached;
}

/**
 * A test that first re-throws the suite's set-up error (no browser, failed build or export), so a broken set-up makes
 * every test fail with its message — never skip. `setupError` is read when the test runs.
 */
export function itAfterSetup(setupError: () => unknown): (name: string, fn: () => unknown, timeout?: number) => void {
  return (name, fn, timeout) =>
    vitestIt(
      name,
      async () => {
        const err = setupError();
        if (err) throw err;
        await fn();
      },
      timeout,
    );
}

/** Every HTML page of a built site, relative to it, sorted. */
export function htmlPages(dist: string): string[] {
  return listFiles(dist).filter((f) => f.endsWith('.html')).sort();
}

/** Opens `rel` of the site over file:// at `width` px in a colour scheme; resolves once fonts and layout settled. */
export async function openSitePage(browser: Browser, dist: string, rel: string, width: number, scheme: 'light' | 'dark'): Promise<Page> {
  const { page } = await newIsolatedPage(browser);
  await page.setViewport({ width, height: 900 });
  await page.emulateMediaFeatures([{ name: 'prefers-color-scheme', value: scheme }]);
  await page.goto(fileUrl(join(dist, rel)), { waitUntil: 'load', timeout: 60_000 });
  await settled(page);
  return page;
}

/**
 * Switches the open page to `scheme` by its theme toggle, as a reader does, and waits for the new colours to be drawn.
 * The choice the toggle remembers (localStorage, which the browser's pages share) is forgotten, so that a page opened
 * later takes its theme from prefers-color-scheme again.
 */
export async function switchTheme(page: Page, scheme: 'light' | 'dark'): Promise<void> {
  if ((await page.evaluate(() => document.documentElement.dataset.theme)) !== scheme) await page.click('[data-theme-toggle]');
  await page.evaluate(() => localStorage.clear());
  await twoFrames(page);
}

/**
 * `read` run once, at the first call, its promise shared by every later call: the pages a file's read-only checks
 * measure are loaded once for all of them, each test asserting on its part (a failed read fails each of them).
 */
export function readOnce<T>(read: () => Promise<T>): () => Promise<T> {
  let result: Promise<T> | undefined;
  return () => (result ??= read());
}

/** What a browser test file works with (see {@link browserSuite}). */
export interface BrowserSuite<Served extends boolean = boolean> {
  site: SiteUnderTest;
  launched: LaunchedBrowser;
  browser: Browser;
  /** The site over HTTP on 127.0.0.1: only with `serve: true` (its type says so). */
  server: Served extends true ? StaticServer : undefined;
  /** This run's screenshot folder under test-artifacts/ (with `shots`), emptied first. */
  shots: string;
}

/**
 * The set-up of a browser test file: launches the browser (first: no browser fails fast, before any build), takes
 * the site under test, serves it (`serve`) and empties a screenshot folder (`shots`, under test-artifacts/), then
 * hands them to `ready`; closes everything after the file. The returned `it` rethrows a set-up error in every test
 * (no browser: BrowserNotFoundError with the install hint; a failed build), so each test fails with it, never skips.
 */
export function browserSuite<Served extends boolean = false>(
  opts: { serve?: Served; shots?: (site: SiteUnderTest) => string },
  ready: (suite: BrowserSuite<Served>) => void,
): ReturnType<typeof itAfterSetup> {
  let setupError: unknown;
  let launched: LaunchedBrowser | undefined;
  let server: StaticServer | undefined;
  beforeAll(async () => {
    try {
      launched = await launchBrowser();
      const site = await siteUnderTest();
      if (opts.serve) server = await serveStatic(site.dist);
      const shots = opts.shots ? join(ARTIFACTS, opts.shots(site)) : '';
      if (shots) {
        rmSync(shots, { recursive: true, force: true });
        mkdirSync(shots, { recursive: true });
      }
      ready({ site, launched, browser: launched.browser, server: server as BrowserSuite<Served>['server'], shots });
    } catch (err) {
      setupError = err;
    }
  }, 900_000);
  afterAll(async () => {
    await launched?.close();
    await server?.close();
    removeTempDirs();
  });
  return itAfterSetup(() => setupError);
}
