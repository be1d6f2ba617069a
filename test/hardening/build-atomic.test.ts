/**
 * "Nothing lost": a site build replaces the output only when everything (pages, standalone files, PDFs) succeeded.
 * On a tiny project (two MDX reports on the 100-case fixture, test/fixtures/small) built through the real CLI
 * (bin/rocsite.mjs) with the real browser:
 * - a rebuild with nothing changed restores the output from the cache, byte-identical;
 * - two builds at once: the second waits for the first (or, with ROCSITE_LOCK_TIMEOUT=0, fails naming it); the first,
 *   SIGKILLed while Chromium prints, leaves dist/ byte-identical and no Chromium process behind (found by its profile
 *   directory, under the build's TMPDIR), and the second then builds;
 * - builds killed early (SIGKILL) or during Astro (SIGTERM) leave dist/ byte-identical; SIGTERM also removes the
 *   staging directory and the lock, and what SIGKILL left is cleaned by the next build;
 * - an MDX render error exits 1 naming the file, dist/ unchanged;
 * - a build without a browser keeps the PDFs: from the PDF cache when the page is unchanged, else the previous one,
 *   reported as STALE; after `rocsite pdf` printed into the site, those PDFs are in the cache too;
 * - the PDF export: waiting for `load` + fonts + two frames prints the same bytes as waiting for network idle; a page
 *   that opens a dialog, or that never finishes, fails by its report's name within the budget.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { createHash } from 'node:crypto';
import { appendFileSync, cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { listFiles } from '../../src/lib/site/relativize';
import { acquireLock, projectLockFile } from '../../src/lib/site/lock';
import { exportPdfs } from '../../src/lib/pdf/export';
import { launchBrowser, newIsolatedPage, twoFrames } from '../../src/lib/browser';
import { withCsp } from '../../src/lib/site/csp';
import { root } from '../helpers/cli';

let proj: string;
let dist: string;
let before: Map<string, string>;
/** Temporary directories of this file, removed at the end. */
const temps: string[] = [];
const temp = (prefix: string) => {
  const d = mkdtempSync(join(tmpdir(), prefix));
  temps.push(d);
  return d;
};

const mdx = (title: string) => `---\ntitle: ${title}\nconfig: data/small/small.yaml\n---\n\n## Models\n\nAUROC of A: <Metric metric="auroc" model="A" />, with $\\alpha = 0.5$ and\n\n$$\\kappa = \\frac{1}{2}$$\n`;

interface Build {
  child: ChildProcess;
  tmp: string;
  /** What it printed on stdout so far. */
  out: () => string;
  done: Promise<{ code: number | null; signal: NodeJS.Signals | null; out: string; err: string }>;
}

/**
 * `rocsite build --root <proj>` in a new process with its own TMPDIR (where Chromium's profile goes), run in `cwd`;
 * with `closedStdout`, the reading end of its stdout is closed at once (`rocsite build | head -1`).
 */
function build(args: string[] = [], env: Record<string, string> = {}, cwd = root, closedStdout = false): Build {
  return rocsite(['build', '--root', proj, ...args], env, cwd, closedStdout);
}

/** `rocsite <args>` in a child process (its own TMPDIR). */
function rocsite(args: string[], env: Record<string, string> = {}, cwd = root, closedStdout = false): Build {
  const tmp = temp('rocsite-atomic-');
  const child = spawn(process.execPath, [join(root, 'bin', 'rocsite.mjs'), ...args], {
    cwd,
    env: { ...process.env, SOURCE_DATE_EPOCH: '1700000000', TMPDIR: tmp, CI: '1', ...env },
  });
  if (closedStdout) child.stdout!.destroy();
  let out = '';
  let err = '';
  child.stdout!.on('data', (d) => (out += d));
  child.stderr!.on('data', (d) => (err += d));
  const done = new Promise<{ code: number | null; signal: NodeJS.Signals | null; out: string; err: string }>((res) =>
    child.on('close', (code, signal) => res({ code, signal, out, err })),
  );
  return { child, tmp, done, out: () => out };
}

/** SHA-256 of every file under `dir` (default: the project's dist/), by relative path. */
function hashes(dir = dist): Map<string, string> {
  return new Map(listFiles(dir).map((f) => [f, createHash('sha256').update(readFileSync(join(dir, f))).digest('hex')]));
}

/** True while a process whose command line names `dir` (Chromium's --user-data-dir under the build's TMPDIR) runs. */
const running = (dir: string) => spawnSync('pgrep', ['-f', dir]).status === 0;

async function until(cond: () => boolean, ms: number, step = 50): Promise<boolean> {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    if (cond()) return true;
    await new Promise((r) => setTimeout(r, step));
  }
  return cond();
}

/**
 * `fn`, with the process `holder` stopped (SIGSTOP) until it settles, then continued: a command that holds the
 * project lock keeps it however slowly the machine starts the one that must find it held.
 */
async function whileStopped<T>(holder: ChildProcess, fn: () => Promise<T>): Promise<T> {
  holder.kill('SIGSTOP');
  try {
    return await fn();
  } finally {
    holder.kill('SIGCONT');
  }
}

const leftovers = () => readdirSync(proj).filter((n) => n.startsWith('.dist.rocsite-'));

beforeAll(async () => {
  // Inside the repository, so that Astro resolves its packages from node_modules.
  mkdirSync(join(root, 'test-artifacts'), { recursive: true });
  proj = mkdtempSync(join(root, 'test-artifacts', 'atomic-'));
  dist = join(proj, 'dist');
  mkdirSync(join(proj, 'data', 'small'), { recursive: true });
  mkdirSync(join(proj, 'content', 'reports'), { recursive: true });
  for (const f of ['small.yaml', 'small.csv']) cpSync(join(root, 'test', 'fixtures', 'small', f), join(proj, 'data', 'small', f));
  writeFileSync(join(proj, 'content', 'reports', 'one.mdx'), mdx('Report one'));
  writeFileSync(join(proj, 'content', 'reports', 'two.mdx'), mdx('Report two'));
  const r = await build().done;
  expect(r.code, r.out + r.err).toBe(0);
  before = hashes();
  expect([...before.keys()]).toEqual(expect.arrayContaining(['index.html', 'reports/one/index.html', 'reports/two/standalone.html', 'pdf/one.pdf', 'pdf/two.pdf']));
}, 300_000);

afterAll(() => {
  for (const d of [proj, ...temps]) if (d) rmSync(d, { recursive: true, force: true });
});

describe('site build: the previous output is replaced only by a complete one', () => {
  it('a rebuild with nothing changed restores the output from the cache, byte-identical, without Astro or a browser', async () => {
    const r = await build().done;
    expect(r.code, r.err).toBe(0);
    expect(r.out).toMatch(/nothing changed since the last build/);
    expect(r.out).not.toMatch(/rendered by Astro|printed/);
    expect(hashes()).toEqual(before);
    // The page script is kept beside rocsite's sources (here: this repository's .cache/), for every project.
    expect(existsSync(join(proj, '.cache', 'page-script.json'))).toBe(false);
    expect(existsSync(join(root, '.cache', 'page-script.json'))).toBe(true);
  }, 120_000);

  it('a build whose reader stops reading (rocsite build | head -1) runs to its end: exit 0, the output restored, no lock left', async () => {
    // (Node ignores SIGPIPE: each write fails with EPIPE, which used to end the build mid-way, its lock left behind.)
    const r = await build([], {}, root, true).done;
    expect([r.code, r.signal, r.err]).toEqual([0, null, '']);
    expect(hashes()).toEqual(before);
    expect(existsSync(projectLockFile(proj))).toBe(false);
    expect(leftovers()).toEqual([]);
  }, 120_000);

  it('two builds at once: the second waits for the first; the first, SIGKILLed while Chromium prints, leaves dist/ as it was and no Chromium; then the second builds', async () => {
    const a = build(['--force']);
    await new Promise((r) => setTimeout(r, 500));
    const b = build(['--force']);
    // Whichever took the lock first, the other says it waits (naming it).
    const waiting = () => [a, b].find((x) => /waiting for the rocsite build already running in this project \(PID \d+, since /.test(x.out()));
    expect(await until(() => waiting() !== undefined, 120_000), 'one build waits for the other').toBe(true);
    const waiter = waiting()!;
    const holder = waiter === a ? b : a;
    expect(await until(() => running(holder.tmp), 240_000, 20), 'Chromium of the first build started').toBe(true);
    holder.child.kill('SIGKILL');
    const r = await holder.done;
    expect(r.signal).toBe('SIGKILL');
    expect(hashes()).toEqual(before);
    // Chromium talks to the build over a pipe: it ends with it.
    expect(await until(() => !running(holder.tmp), 15_000), 'Chromium still running after its build was killed').toBe(true);
    // The waiting build takes over the dead build's lock, removes its staging directory and builds the same site.
    const w = await waiter.done;
    expect(w.code, w.err).toBe(0);
    expect(w.out).toMatch(/removed \.dist\.rocsite-new-\d+, left by an interrupted build/);
    expect(hashes()).toEqual(before);
  }, 400_000);

  it('with ROCSITE_LOCK_TIMEOUT=0 a second build fails at once, naming the running one', async () => {
    const a = build(['--force']);
    expect(await until(() => existsSync(join(proj, '.cache', 'build.lock')), 60_000, 20)).toBe(true);
    const r = await whileStopped(a.child, () => build([], { ROCSITE_LOCK_TIMEOUT: '0' }).done);
    a.child.kill('SIGTERM');
    await a.done;
    expect(r.code).toBe(1);
    expect(r.err).toMatch(/a rocsite build is already running in this project \(PID \d+, since [^;]+; lock .*build\.lock\): waited 0 s/);
    expect(hashes()).toEqual(before);
  }, 120_000);

  it('rocsite pdf into a site of the project takes the project lock: it waits for a build (or fails naming it), and a build waits for it', async () => {
    const site = temp('rocsite-pdflock-');
    cpSync(dist, site, { recursive: true });
    const pdf = (env: Record<string, string> = {}) => rocsite(['pdf', '--dist', site, '--root', proj], env);
    // A build holds the lock (this process stands in for it).
    const held = acquireLock(projectLockFile(proj));
    try {
      const refused = await pdf({ ROCSITE_LOCK_TIMEOUT: '0' }).done;
      expect(refused.code).toBe(1);
      expect(refused.err.trim()).toMatch(new RegExp(`^rocsite pdf: a rocsite build is already running in this project \\(PID ${process.pid}, since [^;]+; lock .*build\\.lock\\): waited 0 s`));
      expect(hashes(site)).toEqual(hashes(dist));
      const waiting = pdf();
      expect(await until(() => /rocsite pdf: waiting for the rocsite build already running in this project \(PID \d+/.test(waiting.out()), 60_000)).toBe(true);
      expect(hashes(site), 'nothing printed while waiting').toEqual(hashes(dist));
      held.release();
      const r = await waiting.done;
      expect(r.code, r.err).toBe(0);
      expect(r.out).toMatch(/pdf: 2 report\(s\)/);
    } finally {
      held.release();
    }
    // While rocsite pdf prints, a build of the project waits for it (here: fails at once, naming it).
    const printing = pdf();
    const lockFile = projectLockFile(proj);
    expect(await until(() => existsSync(lockFile) && readFileSync(lockFile, 'utf8').includes('rocsite pdf'), 60_000, 10)).toBe(true);
    // Held still while the build starts and tries the lock: two small PDFs may otherwise be printed before a loaded
    // machine has started the build, which then finds no lock.
    const b = await whileStopped(printing.child, () => build([], { ROCSITE_LOCK_TIMEOUT: '0' }).done);
    expect(b.code).toBe(1);
    expect(b.err).toMatch(/a PDF export \(rocsite pdf\) is already running in this project \(PID \d+, since /);
    expect((await printing.done).code).toBe(0);
    expect(existsSync(lockFile)).toBe(false);
    // Into another directory it leaves the site and the cache alone, and takes no lock.
    const elsewhere = acquireLock(lockFile);
    try {
      const o = await rocsite(['pdf', '--dist', site, '--root', proj, '--out', temp('rocsite-pdf-elsewhere-')], { ROCSITE_LOCK_TIMEOUT: '0' }).done;
      expect(o.code, o.err).toBe(0);
    } finally {
      elsewhere.release();
    }
  }, 180_000);

  it('a bad setting fails the build before it computes anything (one line naming it)', async () => {
    const bad = [['ROCSITE_PDF_JOBS', '0'], ['ROCSITE_PDF_TIMEOUT', 'soon'], ['ROCSITE_LOCK_TIMEOUT', 'forever'], ['ROCSITE_ENGINE', 'DuckDB'], ['ROCSITE_BOOTSTRAP_WORKERS', '1.5'], ['SOURCE_DATE_EPOCH', 'today']];
    for (const [name, value] of bad) {
      const r = await build(['--force'], { [name]: value }).done;
      expect(r.code, name).toBe(1);
      expect(r.err, name).toMatch(new RegExp(`^rocsite build: ${name}: expected .*, found "${value}"\n$`));
      expect(r.out, name).not.toMatch(/computed|rendered by Astro/);
      expect(hashes()).toEqual(before);
    }
  }, 120_000);

  for (const [signal, ms] of [['SIGKILL', 1500], ['SIGTERM', 6000]] as const) {
    it(`a build killed by ${signal} after ${ms / 1000} s leaves dist/ byte-identical`, async () => {
      const b = build(['--force']);
      await new Promise((r) => setTimeout(r, ms));
      b.child.kill(signal);
      const r = await b.done;
      expect(r.code === 143 || r.signal === signal, `${r.code} ${r.signal}\n${r.err}`).toBe(true);
      expect(hashes()).toEqual(before);
      if (signal === 'SIGTERM') {
        expect(leftovers()).toEqual([]);
        expect(existsSync(join(proj, '.cache', 'build.lock'))).toBe(false);
      }
      expect(await until(() => !running(b.tmp), 15_000)).toBe(true);
    }, 120_000);
  }

  it('an MDX render error exits 1 naming the file; dist/ is unchanged and what killed builds left is removed', async () => {
    writeFileSync(join(proj, 'content', 'reports', 'bad.mdx'), mdx('Bad').replace('metric="auroc"', 'metric="nosuchmetric"'));
    try {
      const r = await build().done;
      expect(r.code).toBe(1);
      expect(r.err).toMatch(/bad\.mdx/);
      expect(r.err).toMatch(/nosuchmetric/);
      expect(r.err).toMatch(/dist is unchanged/);
      expect(hashes()).toEqual(before);
      expect(leftovers()).toEqual([]);
    } finally {
      rmSync(join(proj, 'content', 'reports', 'bad.mdx'));
    }
  }, 300_000);

  it('without a browser, the PDFs are kept: an unchanged page’s from the cache, a changed one’s reported as STALE', async () => {
    appendFileSync(join(proj, 'content', 'reports', 'two.mdx'), '\nA new paragraph.\n');
    const r = await build([], { PUPPETEER_EXECUTABLE_PATH: join(proj, 'no-such-browser') }).done;
    expect(r.code, r.err).toBe(0);
    expect(r.out).toMatch(/1 PDF\(s\) unchanged/);
    expect(r.err).toMatch(/kept 1 STALE PDF\(s\) of an earlier build in .*dist\/pdf\/ \(their report changed since\): two/);
    const now = hashes();
    expect(now.get('pdf/one.pdf')).toBe(before.get('pdf/one.pdf'));
    expect(now.get('pdf/two.pdf')).toBe(before.get('pdf/two.pdf'));
    expect(now.get('reports/two/index.html')).not.toBe(before.get('reports/two/index.html'));
    expect(now.get('reports/one/index.html')).toBe(before.get('reports/one/index.html'));
    // The kept PDF is marked at every link to it; the fresh one is not.
    const page = readFileSync(join(dist, 'reports', 'two', 'index.html'), 'utf8');
    expect(page.match(/data-pdf="stale"/g)).toHaveLength(page.match(/data-pdf/g)!.length);
    expect(page).toContain('<span class="pdf-stale">(from an earlier build: the report has changed since, so this PDF may not match the page)</span>');
    const index = readFileSync(join(dist, 'index.html'), 'utf8');
    expect(index).toContain('<a href="./pdf/two.pdf" data-pdf="stale" type="application/pdf">PDF</a> <span class="pdf-stale">');
    expect(index).toContain('<a href="./pdf/one.pdf" data-pdf type="application/pdf">PDF</a>');
  }, 300_000);

  it('with --skip-pdf into a new directory (and bad settings of printing, which it ignores), a report with no PDF (none cached, none kept) is linked to none', async () => {
    const out = temp('rocsite-nopdf-');
    // Run from a directory with an .astro/ of its own (another Astro project), outside which the output lies.
    const cwd = temp('rocsite-cwd-');
    mkdirSync(join(cwd, '.astro'));
    writeFileSync(join(cwd, '.astro', 'types.d.ts'), '// another project');
    // Two changed above: its PDF was never printed. The settings of printing are not read (a build that prints fails
    // on them, as above).
    const r = await build(['--skip-pdf', '--out', out], { ROCSITE_PDF_JOBS: '0', ROCSITE_PDF_TIMEOUT: 'soon' }, cwd).done;
    expect(r.code, r.err).toBe(0);
    // Astro builds an output outside its working directory in <cwd>/.astro/, copies it all and deletes it: not here.
    expect(readFileSync(join(cwd, '.astro', 'types.d.ts'), 'utf8')).toBe('// another project');
    expect(existsSync(join(out, 'types.d.ts'))).toBe(false);
    expect(r.out).toMatch(/PDFs skipped \(--skip-pdf\): 1 PDF\(s\) not written; none for two/);
    const files = listFiles(out);
    expect(files).toContain('pdf/one.pdf');
    expect(files).not.toContain('pdf/two.pdf');
    const pages = files.filter((f) => f.endsWith('.html'));
    // Set aside in comments (for `rocsite pdf`), which no browser or link checker reads.
    const live = (f: string) => readFileSync(join(out, f), 'utf8').replace(/<!--[\s\S]*?-->/g, '');
    expect(pages.filter((f) => live(f).includes('pdf/two.pdf'))).toEqual([]);
    expect(readFileSync(join(out, 'index.html'), 'utf8')).toContain('<a href="./pdf/one.pdf" data-pdf type="application/pdf">PDF</a>');
    expect(readFileSync(join(out, 'reports', 'one', 'index.html'), 'utf8')).toContain('<p class="pdf-link no-print"><a href="../../pdf/one.pdf" data-pdf');
    expect(live('reports/two/index.html')).not.toContain('class="pdf-link');
    // Every local link of every page resolves to a file of the site.
    const broken: string[] = [];
    for (const f of pages)
      for (const m of live(f).matchAll(/ href="([^"#?]+)[^"]*"/g))
        if (!/^[a-z]+:/i.test(m[1]) && !existsSync(join(out, dirname(f), m[1]))) broken.push(`${f}: ${m[1]}`);
    expect(broken).toEqual([]);
    // Then `rocsite pdf` where a browser is: the site is the one a build with a browser makes, byte for byte, and the
    // project's PDF cache has both PDFs.
    const p = spawnSync(process.execPath, [join(root, 'bin', 'rocsite.mjs'), 'pdf', '--dist', out, '--root', proj], {
      cwd: root,
      env: { ...process.env, SOURCE_DATE_EPOCH: '1700000000', TMPDIR: temp('rocsite-pdfcmd-'), CI: '1' },
      encoding: 'utf8',
    });
    expect(p.status, p.stdout + p.stderr).toBe(0);
    expect(p.stdout).toMatch(/pdf: 2 page\(s\) of .* now link the printed PDFs/);
    expect(p.stdout).toMatch(/pdf: 2 PDF\(s\) stored in .*\.cache\/pdf\/ for later builds of /);
    // So a later build without a browser takes both, current (not kept as from an earlier build): the same site. With
    // --force too: Astro renders every page again, and a build that cannot print takes the cached PDF of an identical page.
    const later = temp('rocsite-later-');
    const l = await build(['--skip-pdf', '--force', '--out', later]).done;
    expect(l.code, l.err).toBe(0);
    expect(l.out).toMatch(/pages rendered by Astro/);
    expect(l.out).toMatch(/2 PDF\(s\) unchanged \(from \.cache\/pdf\)/);
    expect(l.err).not.toMatch(/STALE/);
    expect(hashes(later)).toEqual(hashes(out));
    const full = temp('rocsite-full-');
    const b = await build(['--force', '--out', full]).done;
    expect(b.code, b.err).toBe(0);
    expect(b.out).toMatch(/2 PDF\(s\) printed/);
    expect(hashes(out)).toEqual(hashes(full));
  }, 300_000);
});

describe('PDF export', () => {
  it('waiting for load, fonts and two frames prints the same bytes as waiting for network idle', async () => {
    const out = temp('rocsite-idle-');
    const site = temp('rocsite-site-');
    cpSync(dist, site, { recursive: true });
    const idle = await exportPdfs({ dist: site, outDir: out, waitUntil: 'networkidle0' });
    const load = await exportPdfs({ dist: site, outDir: join(out, 'load'), waitUntil: 'load' });
    for (const s of ['one', 'two']) expect(readFileSync(join(out, 'load', `${s}.pdf`)).equals(readFileSync(join(out, `${s}.pdf`))), s).toBe(true);
    // A report named twice is printed once (not twice at once into the same file).
    const twice = await exportPdfs({ dist: site, outDir: join(out, 'twice'), only: ['one', 'one'], jobs: 2 });
    expect(twice.pdfs.map((p) => p.slug)).toEqual(['one']);
    expect(readFileSync(join(out, 'twice', 'one.pdf')).equals(readFileSync(join(out, 'one.pdf')))).toBe(true);
    const ms = (r: typeof idle) => r.pdfs.reduce((t, p) => t + p.ms, 0);
    console.log(`PDF per report: load ${(ms(load) / 2).toFixed(0)} ms, networkidle0 ${(ms(idle) / 2).toFixed(0)} ms (machine load inflates both)`);
  }, 120_000);

  /** A copy of the built site whose report "one" runs `script`, and "two" `script2` if given (hashes in the pages' policy). */
  function siteWith(script: string | undefined, script2?: string): string {
    const site = temp('rocsite-dialog-');
    cpSync(dist, site, { recursive: true });
    for (const [slug, js] of [['one', script], ['two', script2]]) {
      if (js === undefined) continue;
      const page = join(site, 'reports', slug!, 'index.html');
      writeFileSync(page, withCsp(readFileSync(page, 'utf8').replace('</head>', `<script>${js}</script></head>`)));
    }
    return site;
  }

  it('a page that opens a dialog fails by its report name, without waiting for the budget', async () => {
    const site = siteWith('alert("hello from the report")');
    const t = performance.now();
    await expect(exportPdfs({ dist: site, only: ['one'], timeoutMs: 60_000 })).rejects.toThrow(/^Report "one": the page opened a dialog \(alert "hello from the report"\)/);
    expect(performance.now() - t).toBeLessThan(30_000);
  }, 90_000);

  it('printed at once, the failure reported is that of the first failing report in slug order, as one at a time', async () => {
    // "two" fails at once, "one" only when its budget runs out: the error still names "one".
    const site = siteWith('for (;;) {}', 'alert("two")');
    await expect(exportPdfs({ dist: site, jobs: 2, timeoutMs: 3000 })).rejects.toThrow(/^Report "one": not printed within 3 s/);
    // With "one" fine, the failure of "two" stops the export.
    const fine = siteWith(undefined, 'alert("two")');
    await expect(exportPdfs({ dist: fine, jobs: 2, timeoutMs: 60_000 })).rejects.toThrow(/^Report "two": the page opened a dialog \(alert "two"\)/);
  }, 120_000);

  /** Makes report `slug`'s page the larger one of the copy `site` (a comment of 1 MB: nothing printed changes). */
  function enlarge(site: string, slug: string): void {
    const page = join(site, 'reports', slug, 'index.html');
    writeFileSync(page, readFileSync(page, 'utf8').replace('</body>', `<!--${'x'.repeat(1 << 20)}--></body>`));
  }

  it('the larger page is printed first; the log and the result keep the order of the slugs', async () => {
    const site = siteWith(undefined);
    enlarge(site, 'two');
    const started: string[] = [];
    const lines: string[] = [];
    const r = await exportPdfs({ dist: site, outDir: temp('rocsite-order-'), jobs: 1, onPdf: (p) => started.push(p.slug), log: (l) => lines.push(l) });
    expect(started).toEqual(['two', 'one']);
    expect(r.pdfs.map((p) => p.slug)).toEqual(['one', 'two']);
    expect(lines.map((l) => /^pdf: (\S+)/.exec(l)?.[1])).toEqual(['one', 'two']);
  }, 120_000);

  it('a failure of a larger page, printed first, still lets an earlier slug fail first, as one at a time in slug order', async () => {
    // "two" is printed first (larger) and fails; "one", before it in slug order, is printed next and fails too.
    const site = siteWith('alert("one")', 'alert("two")');
    enlarge(site, 'two');
    await expect(exportPdfs({ dist: site, jobs: 1, timeoutMs: 60_000 })).rejects.toThrow(/^Report "one": the page opened a dialog \(alert "one"\)/);
  }, 120_000);

  it('printed at once, a report does not wait for the other (a page in a background tab draws no frame until in front)', async () => {
    // "two" keeps its page busy for 6 s before its load event; "one", whose tab the later page "two" hides, must not
    // wait for it to settle (about 1 s alone; 3 s of slack for a loaded machine; waiting for "two" it took as long).
    const site = siteWith(undefined, "document.addEventListener('DOMContentLoaded', () => { const t = Date.now(); while (Date.now() < t + 6000); })");
    const r = await exportPdfs({ dist: site, outDir: temp('rocsite-front-'), jobs: 2 });
    const [one, two] = r.pdfs;
    expect(two.ms).toBeGreaterThan(6000);
    expect(one.ms, `one ${one.ms.toFixed(0)} ms, two ${two.ms.toFixed(0)} ms`).toBeLessThan(two.ms - 3000);
  }, 120_000);

  it('a page opened for the next report does not hide the page in front, which waits for frames (else: a hang until the budget)', async () => {
    const { browser, close } = await launchBrowser();
    try {
      const { page: first } = await newIsolatedPage(browser, [], { background: true });
      await first.setContent('<p>first</p>');
      await first.bringToFront();
      await newIsolatedPage(browser, [], { background: true }); // another report's page, opened meanwhile
      expect(await first.evaluate(() => document.visibilityState)).toBe('visible');
      const framed = twoFrames(first).then(() => 'two frames');
      expect(await Promise.race([framed, new Promise((ok) => setTimeout(() => ok('no frame within 5 s'), 5000))])).toBe('two frames');
    } finally {
      await close();
    }
  }, 60_000);

  it('a page that never finishes fails by its report name when the per-report budget runs out', async () => {
    const site = siteWith('for (;;) {}');
    const t = performance.now();
    await expect(exportPdfs({ dist: site, only: ['one'], timeoutMs: 3000 })).rejects.toThrow(/^Report "one": not printed within 3 s \(set ROCSITE_PDF_TIMEOUT/);
    expect(performance.now() - t).toBeLessThan(40_000);
  }, 90_000);
});
