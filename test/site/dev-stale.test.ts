/**
 * `rocsite dev` after a bad edit: the report keeps its last good version and its page (and its card on the index)
 * says that the report could not be recomputed, with the error; the next good edit removes the banner.
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { spawn, type ChildProcess } from 'node:child_process';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { JSDOM } from 'jsdom';
import { devOrigin } from '../helpers/dev-server';

const REPO = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');
const BANNER = 'This report could not be recomputed after the last change';
let dir: string | undefined;
let child: ChildProcess | undefined;

afterAll(async () => {
  if (child && child.exitCode === null) {
    const closed = new Promise((r) => child!.once('close', r));
    child.kill('SIGINT');
    await closed;
  }
  if (dir) rmSync(dir, { recursive: true, force: true });
});

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('rocsite dev after an edit that breaks a report', () => {
  it('shows a banner with the error over the last good version, and removes it when the edit is fixed', async () => {
    // Inside the repository, so that Astro resolves from its node_modules.
    const base = join(REPO, 'test-artifacts');
    mkdirSync(base, { recursive: true });
    dir = mkdtempSync(join(base, 'dev-stale-'));
    mkdirSync(join(dir, 'data', 'r'), { recursive: true });
    const rows = Array.from({ length: 40 }, (_, i) => `${i % 2},${((i * 7) % 10) / 10 + (i % 2) * 0.3},${((i * 3) % 10) / 10}`);
    writeFileSync(join(dir, 'data', 'r', 's.csv'), ['y,a,b', ...rows].join('\n') + '\n');
    const cfg = join(dir, 'data', 'r', 'r.yaml');
    const good = 'title: Stale test\ndataset: { path: s.csv, label: y, positive: 1 }\nscenarios:\n  - { name: ward, precision: 0.3, capacity: "30%", cost: { t: [0.2, 0.6] } }\n';
    writeFileSync(cfg, good);

    const port = 44_000 + (process.pid % 1000);
    child = spawn(process.execPath, [join(REPO, 'bin', 'rocsite.mjs'), 'dev', '--root', dir, '--port', String(port)], { cwd: REPO, env: { ...process.env, NO_COLOR: '1' } });
    let log = '';
    child.stdout!.on('data', (d) => (log += d));
    child.stderr!.on('data', (d) => (log += d));

    const get = async (path: string): Promise<Document | undefined> => {
      const origin = devOrigin(log);
      if (!origin) return undefined; // not listening yet
      try {
        const r = await fetch(`${origin}${path}`);
        return r.ok ? new JSDOM(await r.text()).window.document : undefined;
      } catch {
        return undefined; // not listening yet
      }
    };
    /** The banners of the report page and of the index, once `done` holds for the page (polled). */
    const until = async (done: (banner: string | undefined) => boolean, what: string) => {
      for (let i = 0; i < 80; i++) {
        const page = await get('/reports/r/');
        const banner = page?.querySelector('[role="alert"].stale-report')?.textContent?.replace(/\s+/g, ' ').trim();
        if (page && done(banner)) {
          const index = await get('/');
          return { page: banner, card: index?.querySelector('.report-card[data-slug="r"] [role="alert"]')?.textContent?.replace(/\s+/g, ' ').trim() };
        }
        await sleep(250);
      }
      throw new Error(`rocsite dev: ${what}:\n${log}`);
    };

    const first = await until(() => true, 'the report page was not served');
    expect(first).toEqual({ page: undefined, card: undefined });

    writeFileSync(cfg, good.replace('precision: 0.3', 'precision: 3'));
    const bad = await until((b) => b !== undefined, 'no banner after the bad edit');
    expect(bad.page).toMatch(new RegExp(`^${BANNER}: .*scenarios\\[0\\]\\.precision: .*\\. The page shows the last version that computed\\.$`));
    expect(bad.card).toBe(bad.page);
    // The last good version is still shown.
    expect((await get('/reports/r/'))?.querySelector('h1')?.textContent).toContain('Stale test');
    expect(log).toMatch(/scenarios\[0\]\.precision/);

    writeFileSync(cfg, good.replace('title: Stale test', 'title: Stale test fixed'));
    await until((b) => b === undefined, 'the banner stayed after the fix');
    const fixed = await get('/reports/r/');
    expect(fixed?.querySelector('h1')?.textContent).toContain('Stale test fixed');
    expect((await get('/'))?.querySelector('.stale-report')).toBeNull();
    expect(readFileSync(cfg, 'utf8')).toContain('precision: 0.3');
  }, 60_000);
});
