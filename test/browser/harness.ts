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
 * A missing browser is a test failure with the install hint (BrowserNotFoundError), never a skip.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmdirSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { listReportSlugs } from '../../scripts/pdf';
import { makeFixtureSite } from './fixtures/make-fixture';

export const REPO = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');
export const ARTIFACTS = join(REPO, 'test-artifacts');

export interface SiteUnderTest {
  dist: string;
  slugs: string[];
  /** How the site was obtained: 'reused', 'built', 'env' or 'fixture'. */
  origin: 'reused' | 'built' | 'env' | 'fixture';
}

const SOURCES = ['src', 'content', 'data', 'public', 'scripts', 'astro.config.mjs', 'package.json'];
/** Files that do not change the built site (the PDF script runs after the build). */
const IGNORED = [join(REPO, 'scripts', 'pdf.ts')];

function newestMtime(path: string): number {
  if (!existsSync(path) || IGNORED.includes(path)) return 0;
  const st = statSync(path);
  if (!st.isDirectory()) return st.mtimeMs;
  let newest = 0;
  for (const name of readdirSync(path)) {
    if (name === 'node_modules' || name.startsWith('.')) continue;
    newest = Math.max(newest, newestMtime(join(path, name)));
  }
  return newest;
}

/** Why dist/ must be (re)built, or null when it is up to date. */
export function staleReason(dist: string): string | null {
  const index = join(dist, 'index.html');
  if (!existsSync(index)) return `${index} is missing`;
  if (listReportSlugs(dist).length === 0) return `${join(dist, 'reports')} has no report pages`;
  const built = statSync(index).mtimeMs;
  for (const s of SOURCES) {
    const m = newestMtime(join(REPO, s));
    if (m > built) return `${s} changed after the last build`;
  }
  return null;
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

let cached: Promise<SiteUnderTest> | undefined;

/** The built site to test (see the file comment). Builds dist/ at most once per test process. */
export function siteUnderTest(): Promise<SiteUnderTest> {
  cached ??= (async (): Promise<SiteUnderTest> => {
    if (process.env.ROCSITE_TEST_SITE === 'fixture') {
      const dir = mkdtempSync(join(tmpdir(), 'rocsite-fixture-'));
      const slugs = makeFixtureSite(dir);
      return { dist: dir, slugs, origin: 'fixture' };
    }
    if (process.env.ROCSITE_TEST_DIST) {
      const dist = resolve(process.env.ROCSITE_TEST_DIST);
      return { dist, slugs: listReportSlugs(dist), origin: 'env' };
    }
    const dist = join(REPO, 'dist');
    return withLock('rocsite-dist-build', () => {
      const reason = staleReason(dist);
      if (!reason) return { dist, slugs: listReportSlugs(dist), origin: 'reused' as const };
      process.stderr.write(`[browser tests] building the site: ${reason}\n`);
      const t0 = Date.now();
      const r = spawnSync('npm', ['run', 'build'], { cwd: REPO, encoding: 'utf8', env: process.env, maxBuffer: 64 << 20 });
      if (r.status !== 0)
        throw new Error(
          `\`npm run build\` failed (exit ${r.status}${r.signal ? `, signal ${r.signal}` : ''}):\n${(r.stdout ?? '').slice(-3000)}\n${(r.stderr ?? '').slice(-3000)}`,
        );
      process.stderr.write(`[browser tests] built in ${((Date.now() - t0) / 1000).toFixed(1)} s\n`);
      const slugs = listReportSlugs(dist);
      if (slugs.length === 0) throw new Error(`\`npm run build\` succeeded but ${join(dist, 'reports')} has no <slug>/index.html`);
      return { dist, slugs, origin: 'built' as const };
    });
  })();
  return cached;
}
