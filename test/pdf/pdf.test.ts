/**
 * PDF export: runs `rocsite pdf` (`npm run pdf`) and the export's API on the built site and checks the PDFs with
 * poppler's tools, which are independent of the code under test: `pdfinfo` (pages, Tagged, title, dates, paper size),
 * `pdffonts` (every font embedded), `pdftotext` (title, PV numbers from report.json, header and footer), `pdftohtml
 * -xml` (the outline).
 * Determinism: two exports of the same inputs give the same text and metadata (and, here, the same bytes).
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { readFileSync, readdirSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { parsedOnce } from '../helpers/dom';
import { afterAll, beforeAll, describe, expect, it as vitestIt } from 'vitest';
import { BrowserNotFoundError, findBrowser } from '../../src/lib/browser';
import { exportPdfs, type ExportPdfsResult } from '../../src/lib/pdf/export';
import { REPO, removeTempDirs, siteUnderTest, tempDir, type SiteUnderTest, itAfterSetup } from '../browser/harness';

/** The command line, as `npm run pdf` runs it: `node bin/rocsite.mjs pdf …`. */
const rocsitePdf = (args: string[], env: NodeJS.ProcessEnv) =>
  spawnSync(process.execPath, [join(REPO, 'bin', 'rocsite.mjs'), 'pdf', ...args], { cwd: REPO, env, encoding: 'utf8' });
const SOURCE_DATE_EPOCH = '1700000000'; // 2023-11-14T22:13:20Z

function tool(name: string, args: string[]): string {
  try {
    return execFileSync(name, args, { encoding: 'utf8', maxBuffer: 64 << 20 });
  } catch (err) {
    const e = err as NodeJS.ErrnoException;
    if (e.code === 'ENOENT') throw new Error(`${name} not found: install poppler-utils (apt-get install -y poppler-utils)`);
    throw err;
  }
}

function pdfinfo(file: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const line of tool('pdfinfo', ['-isodates', file]).split('\n')) {
    const m = /^([^:]+):\s*(.*)$/.exec(line);
    if (m) out[m[1].trim()] = m[2].trim();
  }
  return out;
}

/** Rows of `pdffonts`: name and the "emb" column. */
function pdffonts(file: string): { name: string; embedded: boolean }[] {
  const lines = tool('pdffonts', [file]).split('\n');
  const header = lines[0];
  const embCol = header.indexOf('emb');
  return lines
    .slice(2)
    .filter((l) => l.trim())
    .map((l) => ({ name: l.split(/\s+/)[0], embedded: l.slice(embCol, embCol + 3).trim() === 'yes' }));
}

const text = (file: string) => tool('pdftotext', ['-enc', 'UTF-8', file, '-']);

const pageTexts = new Map<string, string[]>();
/** Page `p`'s text (from 1): one pdftotext run per file, split at the form feed it writes after every page. */
function pageText(file: string, p: number): string {
  let pages = pageTexts.get(file);
  if (!pages) pageTexts.set(file, (pages = text(file).split('\f').slice(0, -1)));
  if (!(p >= 1 && p <= pages.length)) throw new Error(`${file}: no page ${p} in pdftotext's ${pages.length}`);
  return pages[p - 1];
}

/** Outline (bookmark) titles read by poppler's pdftohtml. */
function outlineTitles(file: string): string[] {
  const xml = tool('pdftohtml', ['-xml', '-i', '-q', '-stdout', file]);
  const outline = xml.slice(xml.indexOf('<outline>'));
  return [...outline.matchAll(/<item[^>]*>([^<]*)<\/item>/g)].map((m) =>
    m[1].replace(/&amp;/g, '&').replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&quot;/g, '"').replace(/&#39;/g, "'").trim(),
  );
}

interface BoxWord {
  page: number;
  text: string;
  x0: number;
  y0: number;
  x1: number;
  y1: number;
}

/** Lines of `pdftotext -bbox-layout` (page by page): the words of each line, in order, with their boxes (pt). */
function bboxLines(file: string): BoxWord[][] {
  const xml = tool('pdftotext', ['-bbox-layout', '-enc', 'UTF-8', file, '-']);
  const out: BoxWord[][] = [];
  xml.split(/<page /).slice(1).forEach((page, p) => {
    for (const line of page.split(/<line /).slice(1))
      out.push(
        [...line.matchAll(/<word xMin="([\d.]+)" yMin="([\d.]+)" xMax="([\d.]+)" yMax="([\d.]+)">([^<]*)<\/word>/g)].map((m) => ({
          page: p + 1,
          x0: Number(m[1]),
          y0: Number(m[2]),
          x1: Number(m[3]),
          y1: Number(m[4]),
          text: m[5],
        })),
      );
  });
  return out;
}

/** Size in pt of every text run, from `pdftohtml -xml -zoom 2` (font sizes in half points). */
function textSizes(file: string): { page: number; pt: number; text: string }[] {
  const xml = tool('pdftohtml', ['-xml', '-i', '-q', '-zoom', '2', '-stdout', file]);
  const size = new Map([...xml.matchAll(/<fontspec id="(\d+)" size="([\d.]+)"/g)].map((m) => [m[1], Number(m[2]) / 2]));
  const out: { page: number; pt: number; text: string }[] = [];
  let page = 0;
  for (const line of xml.split('\n')) {
    const p = /<page number="(\d+)"/.exec(line);
    if (p) page = Number(p[1]);
    const t = /<text [^>]*font="(\d+)"[^>]*>(.*)<\/text>/.exec(line);
    if (t) {
      const text = t[2].replace(/<[^>]+>/g, '').trim();
      if (text) out.push({ page, pt: size.get(t[1])!, text });
    }
  }
  return out;
}

/** A report's built page, parsed once per test file. */
const reportDoc = (dist: string, slug: string): Document => parsedOnce(join(dist, 'reports', slug, 'index.html'));

/** The report title = the page's <h1> (docs/site-contract.md), read from the built HTML with jsdom. */
function pageTitle(dist: string, slug: string): string {
  const doc = reportDoc(dist, slug);
  const h1 = doc.querySelector('main h1') ?? doc.querySelector('h1');
  if (!h1) throw new Error(`reports/${slug}/index.html: expected an <h1> (the report title), found none`);
  return (h1.textContent ?? '').replace(/\s+/g, ' ').trim();
}

interface ReportJson {
  title: string;
  provenance: { rocsiteVersion: string; inputHash: string; generated: string };
  models: { name: string; scenarios: { name: string; partialVoros: number }[] }[];
  recommendations?: { scenario: string; model: string; thresholds: { threshold: number | null }[] }[];
}

let site: SiteUnderTest;
let first: ExportPdfsResult;
let cliOut: string;
let cliStdout: string;
let cliMs: number;

/** Set-up errors (no browser, failed build or export) make every test fail with the message, never skip. */
let setupError: unknown;
const it = itAfterSetup(() => setupError);

beforeAll(async () => {
  try {
    await setup();
  } catch (err) {
    setupError = err;
  }
}, 900_000);

afterAll(() => removeTempDirs());

async function setup(): Promise<void> {
  findBrowser(); // a missing browser fails here with the install hint (before any build), it is never skipped
  site = await siteUnderTest();
  // Three reports printed at once by the CLI, one at a time by the API: the same bytes (checked below).
  const env = { ...process.env, SOURCE_DATE_EPOCH, ROCSITE_PDF_JOBS: '3' };
  // 1. the CLI, as `npm run pdf` runs it (into a temporary directory, to leave dist/pdf alone)
  cliOut = tempDir('rocsite-pdf-cli-');
  const t0 = performance.now();
  const r = rocsitePdf(['--dist', site.dist, '--out', cliOut], env);
  cliMs = performance.now() - t0;
  if (r.status !== 0) throw new Error(`rocsite pdf exited with ${r.status}:\n${r.stdout}\n${r.stderr}`);
  cliStdout = r.stdout;
  // 2. the exported function, a second time, for the determinism checks
  const saved = process.env.SOURCE_DATE_EPOCH;
  process.env.SOURCE_DATE_EPOCH = SOURCE_DATE_EPOCH;
  try {
    first = await exportPdfs({ dist: site.dist, outDir: tempDir('rocsite-pdf-api-'), jobs: 1 });
  } finally {
    if (saved === undefined) delete process.env.SOURCE_DATE_EPOCH;
    else process.env.SOURCE_DATE_EPOCH = saved;
  }
  process.stderr.write(
    `[pdf tests] CLI export of ${site.slugs.length} report(s): ${(cliMs / 1000).toFixed(1)} s; API export: ${(first.ms / 1000).toFixed(1)} s; ` +
      first.pdfs.map((p) => `${p.slug} ${p.pages} p.`).join(', ') +
      '\n',
  );
}

describe('PDF export', () => {
  it('writes one PDF per report page and reports each on stdout', () => {
    const written = readdirSync(cliOut).filter((f) => f.endsWith('.pdf')).sort();
    expect(written).toEqual(site.slugs.map((s) => `${s}.pdf`).sort());
    // One line per report, in the order of the slugs although three were printed at once.
    const lines = [...cliStdout.matchAll(/^pdf: (\S+) → /gm)].map((m) => m[1]);
    expect(lines).toEqual([...site.slugs].sort());
    expect(first.pdfs.map((p) => p.slug)).toEqual([...site.slugs].sort());
  });

  it('pdfinfo: page count, tagged, title, subject, author, dates from SOURCE_DATE_EPOCH, A4', () => {
    for (const slug of site.slugs) {
      const file = join(cliOut, `${slug}.pdf`);
      const json = JSON.parse(readFileSync(join(site.dist, 'reports', slug, 'report.json'), 'utf8')) as ReportJson;
      const info = pdfinfo(file);
      const pages = Number(info.Pages);
      expect(pages, `${slug}: pages`).toBeGreaterThanOrEqual(1);
      expect(pages, `${slug}: pages`).toBe(first.pdfs.find((p) => p.slug === slug)!.pages);
      expect(info.Tagged, `${slug}: Tagged`).toBe('yes');
      expect(info.Title, `${slug}: Title`).toBe(pageTitle(site.dist, slug));
      expect(info.Subject, `${slug}: Subject names the inputs' hash`).toContain(json.provenance.inputHash);
      expect(info.Author, `${slug}: Author`).toBe(`rocsite ${json.provenance.rocsiteVersion}`);
      expect(info.Producer, `${slug}: Producer`).toBe(`rocsite ${json.provenance.rocsiteVersion}`);
      // 1700000000 s after the epoch = 2023-11-14T22:13:20Z (independent: date -u -d @1700000000)
      expect(info.CreationDate, `${slug}: CreationDate`).toMatch(/^2023-11-14T22:13:20(Z|\+00(:00)?)?$/);
      expect(info.ModDate, `${slug}: ModDate`).toMatch(/^2023-11-14T22:13:20(Z|\+00(:00)?)?$/);
      // A4 = 210 × 297 mm = 595.28 × 841.89 pt (Chromium rounds to 595.92 × 841.92)
      const [w, h] = /([\d.]+) x ([\d.]+) pts/.exec(info['Page size'])!.slice(1).map(Number);
      expect(Math.abs(w - 595.28), `${slug}: A4 width`).toBeLessThan(1.5);
      expect(Math.abs(h - 841.89), `${slug}: A4 height`).toBeLessThan(1.5);
    }
  });

  it('pdffonts: every font is embedded, KaTeX fonts included', () => {
    let katexFonts = 0;
    for (const slug of site.slugs) {
      const fonts = pdffonts(join(cliOut, `${slug}.pdf`));
      expect(fonts.length, `${slug}: fonts`).toBeGreaterThan(0);
      for (const f of fonts) expect(f.embedded, `${slug}: font ${f.name} embedded`).toBe(true);
      katexFonts += fonts.filter((f) => /KaTeX_/.test(f.name)).length;
    }
    expect(katexFonts, 'KaTeX fonts in the PDFs (reports with math)').toBeGreaterThan(0);
  });

  it("pdftotext: title, every model's PV from report.json, header and footer on every page", () => {
    for (const slug of site.slugs) {
      const file = join(cliOut, `${slug}.pdf`);
      const json = JSON.parse(readFileSync(join(site.dist, 'reports', slug, 'report.json'), 'utf8')) as ReportJson;
      const all = text(file);
      const flat = all.replace(/\s+/g, ' ');
      const title = pageTitle(site.dist, slug);
      expect(flat, `${slug}: title in the text`).toContain(title);
      // PV numbers: the PDF shows them rounded; accept 2 to 4 decimals, but every model's PV of the first scenario must appear.
      for (const m of json.models) {
        const pv = m.scenarios[0]?.partialVoros;
        if (typeof pv !== 'number') continue;
        const forms = [2, 3, 4].map((d) => pv.toFixed(d));
        expect(
          forms.some((f) => flat.includes(f)),
          `${slug}: PV of ${m.name} (${pv}) as one of ${forms.join(', ')} in the PDF text`,
        ).toBe(true);
      }
      const pages = Number(pdfinfo(file).Pages);
      const hash12 = json.provenance.inputHash.slice(0, 12);
      for (let p = 1; p <= pages; p++) {
        const t = pageText(file, p).replace(/\s+/g, ' ');
        expect(t, `${slug} page ${p}: header with the title`).toContain(title.slice(0, 40));
        expect(t, `${slug} page ${p}: footer "Page N of M"`).toContain(`Page ${p} of ${pages}`);
        expect(t, `${slug} page ${p}: footer version`).toContain(`rocsite ${json.provenance.rocsiteVersion}`);
        expect(t, `${slug} page ${p}: footer short input hash`).toContain(hash12);
      }
      // Model selection: the deployment decision (model and threshold of every scenario, from the summary box) is on
      // the first page; the full recommendation box follows it.
      if (json.recommendations) {
        const p1 = pageText(file, 1).replace(/\s+/g, ' ');
        expect(p1.match(/Deploy: /g) ?? [], `${slug}: one "Deploy:" line per scenario on page 1`).toHaveLength(json.recommendations.length);
        for (const r of json.recommendations) {
          expect(p1, `${slug}: recommended model of ${r.scenario} on page 1`).toContain(r.model);
          if (r.thresholds.length === 1 && r.thresholds[0].threshold !== null) expect(p1).toContain(String(Number(r.thresholds[0].threshold.toPrecision(6))));
        }
      }
      // Provenance block on the first page: the full inputs hash is printed there.
      expect(pageText(file, 1).replace(/\s+/g, ''), `${slug}: provenance (full input SHA-256) on page 1`).toContain(json.provenance.inputHash);
    }
  });

  it('heatmaps readable in grayscale: every cell of the α × κ grid carries its winner key as text', () => {
    let checked = 0;
    for (const slug of site.slugs) {
      const json = JSON.parse(readFileSync(join(site.dist, 'reports', slug, 'report.json'), 'utf8')) as {
        models: { name: string }[];
        heatmap?: { alphas: number[]; kappas: number[]; cells: { winners: string[]; partialVoros: Record<string, number> }[][] };
      };
      if (!json.heatmap) continue;
      checked++;
      // Each cell's key, worked out from report.json: its winners' numbers (1, 2, … in model order) joined by ≈, or
      // "—" for a cell without a winner (every partial VOROS 0).
      const names = json.models.map((m) => m.name);
      const expected = new Map<string, number>();
      for (const c of json.heatmap.cells.flat()) {
        const none = Object.values(c.partialVoros).every((v) => v <= 0);
        const k = none ? '—' : c.winners.map((w) => names.indexOf(w) + 1).sort((a, b) => a - b).join('≈');
        expected.set(k, (expected.get(k) ?? 0) + 1);
      }
      // The keys printed on the heatmap's page (its legend adds one of each).
      const file = join(cliOut, `${slug}.pdf`);
      const pages = text(file).split('\f').filter((t) => t.includes('Which model wins? Partial VOROS over minimum precision'));
      expect(pages, `${slug}: the winner heatmap's page`).toHaveLength(1);
      const printed = new Map<string, number>();
      for (const w of pages[0].split(/\s+/)) if (expected.has(w)) printed.set(w, (printed.get(w) ?? 0) + 1);
      for (const [k, n] of expected) expect(printed.get(k) ?? 0, `${slug}: cells keyed "${k}"`).toBeGreaterThanOrEqual(n);
      // Every model has a number: no key with an unnumbered model ("1≈?").
      expect(text(file), `${slug}: a heatmap key with "?"`).not.toMatch(/\d≈\?|\?≈\d/);
    }
    expect(checked, 'reports with a heatmap').toBeGreaterThan(0);
  });

  it('numbers never split across lines: every operating-point count of report.json prints its digit groups on one line (pdftotext -bbox-layout)', () => {
    let checked = 0;
    for (const slug of site.slugs) {
      const json = JSON.parse(readFileSync(join(site.dist, 'reports', slug, 'report.json'), 'utf8')) as {
        models: { operatingPoints?: { measures: Record<string, number | null> }[] }[];
      };
      const counts = new Set<number>();
      for (const m of json.models) for (const o of m.operatingPoints ?? []) for (const k of ['TP', 'FP', 'FN', 'TN']) {
        const v = o.measures[k];
        if (typeof v === 'number' && Number.isInteger(v) && v >= 1000) counts.add(v);
      }
      if (!counts.size) continue;
      const lines = bboxLines(join(cliOut, `${slug}.pdf`));
      for (const n of counts) {
        // Digit groups of n, written independently of the code under test: 2390 → ["2", "390"].
        const groups = String(n).replace(/\B(?=(\d{3})+(?!\d))/g, ' ').split(' ');
        const onOneLine = lines.some((l) => l.some((_, i) => groups.every((g, k) => l[i + k]?.text === g)));
        expect(onOneLine, `${slug}: count ${n} printed as "${groups.join(' ')}" on one line`).toBe(true);
        // …and never its first group at a line's end with the rest right below it (a wrapped cell: "2" over "390"),
        // told from the next table row by the gap: a wrapped line follows within a third of the text height.
        const alone = (l: BoxWord[], i: number, side: -1 | 1, g: string) => l[i + side]?.text !== g;
        const heads = lines.flatMap((l) => l.filter((w, i) => w.text === groups[0] && alone(l, i, 1, groups[1])));
        const tails = lines.flatMap((l) => l.filter((w, i) => w.text === groups[1] && alone(l, i, -1, groups[0])));
        const split = heads.flatMap((a) =>
          tails
            .filter((b) => {
              const h = a.y1 - a.y0;
              const gap = b.y0 - a.y1;
              return b.page === a.page && gap > -0.2 * h && gap < 0.35 * h && b.x0 < a.x1 + h && b.x1 > a.x0 - h;
            })
            .map((b) => `"${a.text}" at (${a.x0.toFixed(0)}, ${a.y0.toFixed(0)}) over "${b.text}"`),
        );
        expect(split, `${slug}: count ${n} split across lines`).toEqual([]);
        checked++;
      }
    }
    expect(checked, 'counts ≥ 1000 checked').toBeGreaterThan(0);
  });

  it('all text is at least 7 pt, chart text included (pdftohtml -xml font sizes at zoom 2)', () => {
    for (const slug of site.slugs) {
      const small = textSizes(join(cliOut, `${slug}.pdf`)).filter((t) => t.pt < 7);
      expect(small.slice(0, 10).map((t) => `page ${t.page}: ${t.pt} pt "${t.text}"`), `${slug}: text below 7 pt`).toEqual([]);
    }
  });

  it('no page ends with a heading (its section starts on the next page)', () => {
    for (const slug of site.slugs) {
      const file = join(cliOut, `${slug}.pdf`);
      const doc = reportDoc(site.dist, slug);
      const norm = (t: string) => t.replace(/\s+/g, '');
      const headings = [...doc.querySelectorAll('main h2, main h3, main h4')]
        .filter((h) => !h.closest('[data-whatif], nav, .no-print'))
        .map((h) => norm(h.textContent ?? ''))
        .filter(Boolean);
      const pages = Number(pdfinfo(file).Pages);
      for (let p = 1; p < pages; p++) {
        // Page text without the running header (first line) and footer (page number, version line).
        const lines = pageText(file, p).split('\n').map((l) => l.trim()).filter(Boolean);
        const body = lines.filter((l) => !/^Page \d+ of \d+$/.test(l) && !/^rocsite \S+ · inputs/.test(l)).slice(1);
        const tail = norm(body.slice(-3).join(' '));
        const last = norm(body[body.length - 1] ?? '');
        const alone = headings.find((h) => tail.endsWith(h) && h.endsWith(last));
        expect(alone, `${slug} page ${p} ends with the heading "${alone}"`).toBeUndefined();
      }
    }
  });

  it('outline (bookmarks) from the headings, read by pdftohtml', () => {
    for (const slug of site.slugs) {
      const file = join(cliOut, `${slug}.pdf`);
      const titles = outlineTitles(file);
      expect(titles.length, `${slug}: outline entries`).toBeGreaterThan(1);
      // (poppler joins the lines of a wrapped heading without a space: compare without whitespace)
      expect(titles[0].replace(/\s+/g, ''), `${slug}: first outline entry is the report title`).toBe(pageTitle(site.dist, slug).replace(/\s+/g, ''));
      // Every <h2> of the report that is printed (not in the what-if panel or the navigation) is a bookmark.
      const doc = reportDoc(site.dist, slug);
      const h2 = [...doc.querySelectorAll('main h2')]
        .filter((h) => !h.closest('[data-whatif], nav'))
        .map((h) => (h.textContent ?? '').replace(/\s+/g, ''));
      const flat = titles.map((t) => t.replace(/\s+/g, ''));
      expect(h2.length, `${slug}: <h2> headings`).toBeGreaterThan(0);
      for (const h of h2) expect(flat, `${slug}: outline has the heading "${h}"`).toContain(h);
    }
  });

  it('links point into the site relatively (no temporary server address, no local file path)', () => {
    for (const slug of site.slugs) {
      const urls = tool('pdfinfo', ['-url', join(cliOut, `${slug}.pdf`)])
        .split('\n')
        .slice(1)
        .map((l) => l.trim().split(/\s+/).slice(2).join(' '))
        .filter(Boolean);
      for (const u of urls) {
        expect(u, `${slug}: link target`).not.toMatch(/127\.0\.0\.1|localhost|^file:/);
        if (!/^[a-z]+:/i.test(u)) expect(existsSync(join(site.dist, 'pdf', decodeURI(u.replace(/[#?].*$/, '')))), `${slug}: relative link ${u} resolves from dist/pdf/`).toBe(true);
      }
    }
  });

  it('same inputs, same PDF: text, metadata and bytes of two exports agree (three at once, and one at a time)', () => {
    for (const slug of site.slugs) {
      const a = join(cliOut, `${slug}.pdf`);
      const b = first.pdfs.find((p) => p.slug === slug)!.path;
      expect(text(b), `${slug}: text`).toBe(text(a));
      const ia = pdfinfo(a);
      const ib = pdfinfo(b);
      for (const key of ['Title', 'Subject', 'Keywords', 'Author', 'Creator', 'Producer', 'CreationDate', 'ModDate', 'Pages', 'Tagged', 'Page size'])
        expect(ib[key], `${slug}: pdfinfo ${key}`).toBe(ia[key]);
      expect(readFileSync(b).equals(readFileSync(a)), `${slug}: identical bytes`).toBe(true);
    }
  });

  it('--format letter prints on US Letter (8.5 × 11 in = 612 × 792 pt)', () => {
    const slug = site.slugs[0];
    const out = tempDir('rocsite-pdf-letter-');
    const r = rocsitePdf(['--dist', site.dist, '--out', out, '--only', slug, '--format', 'letter'], process.env);
    expect(r.status, r.stderr).toBe(0);
    const info = pdfinfo(join(out, `${slug}.pdf`));
    const [w, h] = /([\d.]+) x ([\d.]+) pts/.exec(info['Page size'])!.slice(1).map(Number);
    expect(Math.abs(w - 612)).toBeLessThan(1.5);
    expect(Math.abs(h - 792)).toBeLessThan(1.5);
    expect(info.Tagged).toBe('yes');
  });
});

describe('missing browser', () => {
  vitestIt('findBrowser throws one clear error naming the install step and the env var', () => {
    let err: unknown;
    try {
      findBrowser({ PUPPETEER_EXECUTABLE_PATH: '/nonexistent/chromium' });
    } catch (e) {
      err = e;
    }
    expect(err).toBeInstanceOf(BrowserNotFoundError);
    expect((err as Error).message).toContain('apt-get install -y chromium');
    expect((err as Error).message).toContain('PUPPETEER_EXECUTABLE_PATH');
    expect((err as Error).message).toContain('/nonexistent/chromium');
  });

  vitestIt('`rocsite pdf` without a browser exits 3 with the hint; with --optional it exits 0', () => {
    const dist = site?.dist ?? join(REPO, 'dist');
    const env = { ...process.env, PUPPETEER_EXECUTABLE_PATH: '/nonexistent/chromium' };
    const args = ['--dist', dist, '--out', tempDir('rocsite-pdf-none-')];
    const r = rocsitePdf(args, env);
    expect(r.status).toBe(3);
    expect(r.stderr).toContain('apt-get install -y chromium');
    expect(r.stderr.trim().split('\n').length, `one message, found:\n${r.stderr}`).toBe(1);
    const o = rocsitePdf([...args, '--optional'], env);
    expect(o.status).toBe(0);
    expect(o.stderr).toContain('apt-get install -y chromium');
    expect(readdirSync(args[args.length - 1]).filter((f) => f.endsWith('.pdf')), 'no PDF written').toEqual([]);
  });
});
