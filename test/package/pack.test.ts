/**
 * rocsite as a new user gets it: `npm pack` the repository into a temporary directory, install the tarball into an
 * empty project (from the local npm cache when it can), `rocsite init`, `rocsite build --base /sub/`, then check the
 * built site — pages, chart SVG, KaTeX markup, downloads, standalone HTML, PDFs when a browser is present, every local
 * link resolving to a file — and that nothing outside the temporary directory was written (the repository's
 * `git status` and its dist/ are unchanged). Then `rocsite dev` serves the project and recomputes a report when its
 * config changes.
 * Slow (install ~30 s, build ~30 s): the only test of its kind.
 */
import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, posix, relative } from 'node:path';
import { JSDOM } from 'jsdom';
import { root } from '../helpers/cli';
import { listFiles } from '../../src/lib/site/relativize';
import { findBrowser } from '../../src/lib/browser';
import { computeReportJson } from '../../src/lib/report/pipeline';
import { devOrigin } from '../helpers/dev-server';

interface Run {
  code: number | null;
  out: string;
  err: string;
}

/** Environment of the child processes: without the variables `npm test` sets for this package. */
const env = Object.fromEntries(Object.entries(process.env).filter(([k]) => !/^npm_(package|lifecycle)_/.test(k) && k !== 'INIT_CWD'));

function run(cmd: string, args: string[], cwd: string, extra: Record<string, string> = {}): Promise<Run> {
  return new Promise((res, rej) => {
    const c = spawn(cmd, args, { cwd, env: { ...env, ...extra } });
    let out = '';
    let err = '';
    c.stdout.on('data', (d) => (out += d));
    c.stderr.on('data', (d) => (err += d));
    c.on('error', rej);
    c.on('close', (code) => res({ code, out, err }));
  });
}

const git = async () => (await run('git', ['status', '--porcelain', '--untracked-files=all'], root)).out;
const mtime = (p: string) => (existsSync(p) ? statSync(p).mtimeMs : null);

let tmp: string;
let proj: string;
let dist: string;
const steps: Record<string, Run> = {};
let repoBefore: { status: string; dist: number | null; cache: number | null };

beforeAll(async () => {
  repoBefore = { status: await git(), dist: mtime(join(root, 'dist')), cache: mtime(join(root, '.cache')) };
  tmp = mkdtempSync(join(tmpdir(), 'rocsite-pack-'));
  proj = join(tmp, 'my-reports');
  dist = join(proj, 'dist');
  mkdirSync(proj);
  steps.pack = await run('npm', ['pack', '--pack-destination', tmp], root);
  if (steps.pack.code !== 0) return;
  const tgz = readdirSync(tmp).find((f) => f.endsWith('.tgz'))!;
  writeFileSync(join(proj, 'package.json'), JSON.stringify({ name: 'my-reports', version: '0.0.0', private: true }));
  steps.install = await run('npm', ['install', '--prefer-offline', '--no-audit', '--no-fund', join(tmp, tgz)], proj);
  if (steps.install.code !== 0) return;
  const bin = join(proj, 'node_modules', '.bin', 'rocsite');
  steps.init = await run(bin, ['init'], proj);
  steps.build = await run(bin, ['build', '--base', '/sub/'], proj, { SOURCE_DATE_EPOCH: '1700000000' });
}, 900_000);

// The temporary project holds a full install (~300 MB): removed unless ROCSITE_KEEP_PACK_TEST is set.
afterAll(() => {
  if (tmp && !process.env.ROCSITE_KEEP_PACK_TEST) rmSync(tmp, { recursive: true, force: true });
});

const html = (p: string) => readFileSync(join(dist, p), 'utf8');
const doc = (p: string) => new JSDOM(html(p)).window.document;

describe('the packed package in an empty project', () => {
  it('packs only what it needs: compiled CLI, site sources, template, example; no tests, fixtures, .ci/ or screenshots', async () => {
    expect(steps.pack.code, steps.pack.err).toBe(0);
    const files = (await run('tar', ['-tzf', join(tmp, readdirSync(tmp).find((f) => f.endsWith('.tgz'))!)], tmp)).out.split('\n').filter(Boolean);
    for (const f of ['package/lib/main.js', 'package/bin/rocsite.mjs', 'package/src/content.config.ts', 'package/template/gitignore', 'package/data/asah/asah.csv'])
      expect(files, f).toContain(f);
    expect(files.filter((f) => /^package\/(test|\.ci|bench|scripts)\//.test(f) || /\.(png|jpe?g)$/.test(f) || /fixtures/.test(f))).toEqual([]);
  });

  it('installs on this Node without engine warnings; the bin runs compiled JavaScript, no TypeScript loader', () => {
    expect(steps.install.code, steps.install.err).toBe(0);
    expect(steps.install.out + steps.install.err).not.toMatch(/EBADENGINE/);
    const pkg = join(proj, 'node_modules', 'rocsite');
    expect(existsSync(join(pkg, 'lib', 'main.js'))).toBe(true);
    expect(existsSync(join(proj, 'node_modules', 'tsx'))).toBe(false);
  });

  it('init scaffolds the example project', () => {
    expect(steps.init.code, steps.init.err).toBe(0);
    for (const f of ['data/asah/asah.yaml', 'content/reports/asah.mdx', '.gitignore', 'README.md', '.github/workflows/pages.yml'])
      expect(existsSync(join(proj, f)), f).toBe(true);
    const pkg = JSON.parse(readFileSync(join(proj, 'package.json'), 'utf8'));
    expect(pkg.scripts.build).toBe('rocsite build');
  });

  it('build writes the pages, a chart SVG, KaTeX formulas, downloads and standalone HTML', () => {
    expect(steps.build.code, steps.build.out + steps.build.err).toBe(0);
    const index = doc('index.html');
    expect([...index.querySelectorAll('a')].map((a) => a.getAttribute('href'))).toContain('./reports/asah/index.html');
    const page = doc('reports/asah/index.html');
    expect(page.querySelector('h1')?.textContent).toMatch(/subarachnoid haemorrhage/);
    expect(page.querySelectorAll('figure svg').length).toBeGreaterThan(3);
    expect(page.querySelectorAll('.katex .katex-mathml math').length).toBeGreaterThan(0);
    expect(html('reports/asah/index.html')).not.toMatch(/\$\$/);
    for (const f of ['reports/asah/heatmap/index.html', 'reports/asah/report.json', 'reports/asah/metrics.csv', 'reports/asah/standalone.html'])
      expect(existsSync(join(dist, f)), f).toBe(true);
    // The AUROCs of the shipped aSAH data equal those of R's pROC (0.7314, 0.6120, 0.8237).
    const report = JSON.parse(html('reports/asah/report.json')) as { models: { name: string; auroc: number }[] };
    expect(report.models.map((m) => [m.name, Number(m.auroc.toFixed(4))])).toEqual([
      ['s100b', 0.7314],
      ['ndka', 0.612],
      ['wfns', 0.8237],
    ]);
  });

  it('the installed package computes the same report JSON, byte for byte, as this checkout', async () => {
    const here = await computeReportJson(join(root, 'data', 'asah', 'asah.yaml'), { cache: false, env: { SOURCE_DATE_EPOCH: '1700000000' } });
    expect(html('reports/asah/report.json')).toBe(here.json);
  });

  it('with --base /sub/ every local link and asset of every page resolves to a file of the site', () => {
    const pages = listFiles(dist).filter((f) => f.endsWith('.html'));
    expect(pages.length).toBeGreaterThanOrEqual(3);
    let checked = 0;
    for (const p of pages) {
      const d = doc(p);
      for (const el of d.querySelectorAll('[href], [src]')) {
        const url = el.getAttribute('href') ?? el.getAttribute('src')!;
        if (/^(#|[a-z]+:|data:)/i.test(url)) continue;
        expect(url.startsWith('/'), `${p}: ${url}`).toBe(false);
        const target = posix.normalize(posix.join(posix.dirname(p), url.split(/[?#]/)[0]));
        expect(existsSync(join(dist, target)), `${p}: ${url}`).toBe(true);
        checked++;
      }
    }
    expect(checked).toBeGreaterThan(10);
  });

  it('writes the PDF when a browser is present', (ctx) => {
    try {
      findBrowser();
    } catch {
      ctx.skip();
    }
    const pdf = readFileSync(join(dist, 'pdf', 'asah.pdf'));
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pdf.length).toBeGreaterThan(50_000);
  });

  it('dev serves the project and recomputes a report when its config changes', async () => {
    const port = 43_000 + (process.pid % 1000);
    const child = spawn(join(proj, 'node_modules', '.bin', 'rocsite'), ['dev', '--port', String(port)], { cwd: proj, env });
    let log = '';
    child.stdout.on('data', (d) => (log += d));
    child.stderr.on('data', (d) => (log += d));
    const page = async (): Promise<string> => {
      for (let i = 0; i < 120; i++) {
        const origin = devOrigin(log);
        try {
          if (!origin) throw new Error('not listening yet');
          const r = await fetch(`${origin}/reports/asah/`);
          // The page's text (tags dropped: a table header keeps its range in a span, "FPR <span>0–0.5</span>").
          if (r.ok) return (await r.text()).replace(/<[^>]*>/g, '');
        } catch {
          /* not listening yet */
        }
        await new Promise((r) => setTimeout(r, 500));
      }
      throw new Error(`rocsite dev did not serve the page:\n${log}`);
    };
    try {
      expect(await page()).toMatch(/FPR 0–0\.5/);
      const cfg = join(proj, 'data', 'asah', 'asah.yaml');
      const text = readFileSync(cfg, 'utf8');
      expect(text).toContain('partialAuroc: [[0, 0.2], [0, 0.5]]');
      writeFileSync(cfg, text.replace('partialAuroc: [[0, 0.2], [0, 0.5]]', 'partialAuroc: [[0, 0.2], [0, 0.4]]'));
      let html = '';
      for (let i = 0; i < 60 && !/FPR 0–0\.4/.test(html); i++) {
        await new Promise((r) => setTimeout(r, 500));
        html = await page();
      }
      expect(html).toMatch(/FPR 0–0\.4/);
      expect(log).toMatch(/asah\.yaml changed: recomputing the reports/);
      writeFileSync(cfg, text);
    } finally {
      child.kill('SIGINT');
      await new Promise((r) => child.once('close', r));
    }
  }, 120_000);

  it('writes nothing outside the temporary project: the repository is unchanged', async () => {
    expect(await git()).toBe(repoBefore.status);
    expect(mtime(join(root, 'dist'))).toBe(repoBefore.dist);
    expect(mtime(join(root, '.cache'))).toBe(repoBefore.cache);
    // `npm pack` ran the prepare script: lib/ (ignored by git) holds the compiled CLI that bin/rocsite.mjs runs.
    expect(existsSync(join(root, 'lib', 'main.js'))).toBe(true);
    // The build's own files are in the project.
    for (const d of ['.cache', '.astro']) expect(existsSync(join(proj, d)), d).toBe(true);
    // The page script, which depends on rocsite's sources only, is kept beside them for every project they build.
    expect(existsSync(join(proj, 'node_modules', 'rocsite', '.cache', 'page-script.json'))).toBe(true);
    expect(existsSync(join(proj, '.cache', 'page-script.json'))).toBe(false);
    expect(relative(tmp, proj)).toBe('my-reports');
    expect(dirname(proj)).toBe(tmp);
  });
});
