/**
 * `npm run pdf [-- --format letter] [--dist dist] [--only slug,slug] [--optional]`
 *
 * Prints every report page `dist/reports/<slug>/index.html` to `dist/pdf/<slug>.pdf` with headless Chromium
 * (puppeteer-core): the built site is served on 127.0.0.1 by sirv, every request to another host is blocked, the page is
 * printed with src/styles/print.css (imported by the site), a running header (report title) and footer (page N of M,
 * rocsite version, short SHA-256 of the inputs), a tagged structure and an outline built from the headings.
 * pdf-lib then writes the document information (Title, Subject, Author, Producer, Creator, Keywords, CreationDate,
 * ModDate) and a deterministic file ID, so the same inputs give the same PDF text and metadata. The dates come from
 * SOURCE_DATE_EPOCH, else from the report's provenance date.
 *
 * `--optional`: a missing browser prints the install hint and exits 0 (used by the site build, which must succeed
 * without a browser). Without it, a missing browser exits with status 2.
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { PDFArray, PDFDict, PDFDocument, PDFHexString, PDFName, PDFStream, PDFString, type PDFObject } from 'pdf-lib';
import type { Page } from 'puppeteer-core';
import {
  BrowserNotFoundError,
  findBrowser,
  launchBrowser,
  newIsolatedPage,
  serveStatic,
} from '../src/lib/browser';

export type PaperFormat = 'A4' | 'Letter';

export interface ExportPdfsOptions {
  /** Built site directory (default `dist`, relative to the current directory). */
  dist?: string;
  /** Paper size (default A4). */
  format?: PaperFormat;
  /** Report slugs to print (default: every `dist/reports/<slug>/index.html`). */
  only?: string[];
  /** Output directory (default `<dist>/pdf`). */
  outDir?: string;
  /** Browser executable (default: {@link findBrowser}). */
  executablePath?: string;
  /** Progress lines (default: none). */
  log?: (line: string) => void;
}

export interface PdfInfo {
  slug: string;
  /** Absolute path of the written PDF. */
  path: string;
  title: string;
  subject: string;
  pages: number;
  bytes: number;
  /** Wall time for this report (load + print + metadata), in ms. */
  ms: number;
  rocsiteVersion: string;
  /** First 12 hex digits of the SHA-256 over the report's config and inputs (printed in the footer). */
  inputHashShort: string;
  /** Date written to CreationDate and ModDate (ISO). */
  date: string;
  /** Requests to other hosts that were blocked while loading the page (should be empty). */
  blockedRequests: string[];
}

export interface ExportPdfsResult {
  dist: string;
  outDir: string;
  format: PaperFormat;
  pdfs: PdfInfo[];
  /** Total wall time including the browser launch, in ms. */
  ms: number;
}

/** Report slugs present in `<dist>/reports/` (directories with an index.html), sorted. */
export function listReportSlugs(dist: string): string[] {
  const dir = join(dist, 'reports');
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((name) => existsSync(join(dir, name, 'index.html')) && statSync(join(dir, name)).isDirectory())
    .sort();
}

function escapeHtml(s: string): string {
  return s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');
}

function packageVersion(): string {
  const here = dirname(fileURLToPath(import.meta.url));
  try {
    return JSON.parse(readFileSync(join(here, '..', 'package.json'), 'utf8')).version as string;
  } catch {
    return 'unknown';
  }
}

interface ReportMeta {
  title?: string;
  description?: string;
  simulated?: boolean;
  rocsiteVersion?: string;
  generated?: string;
  inputHash?: string;
  models?: string[];
}

/** Reads what the PDF needs from `report.json` (the report JSON contract), when the site ships it. */
function readReportJson(dist: string, slug: string): ReportMeta {
  const file = join(dist, 'reports', slug, 'report.json');
  if (!existsSync(file)) return {};
  try {
    const r = JSON.parse(readFileSync(file, 'utf8'));
    return {
      title: typeof r.title === 'string' ? r.title : undefined,
      description: typeof r.description === 'string' ? r.description : undefined,
      simulated: r.simulated === true,
      rocsiteVersion: r.provenance?.rocsiteVersion,
      generated: r.provenance?.generated,
      inputHash: r.provenance?.inputHash,
      models: Array.isArray(r.models) ? r.models.map((m: { name: string }) => m.name) : undefined,
    };
  } catch (err) {
    throw new Error(`${file}: expected the report JSON, found unparsable content (${(err as Error).message})`);
  }
}

/** Reads the title and provenance from the page (fallback when report.json lacks them). */
async function readPageMeta(page: Page): Promise<ReportMeta> {
  return page.evaluate(() => {
    const h1 = document.querySelector('main h1, h1');
    const prov = document.querySelector<HTMLElement>('section.provenance');
    const attr = (name: string) =>
      prov?.getAttribute(name) ?? document.querySelector(`[${name}]`)?.getAttribute(name) ?? undefined;
    const text = prov?.textContent ?? '';
    const hash = attr('data-input-hash') ?? /\b[0-9a-f]{64}\b/i.exec(text)?.[0];
    const version = attr('data-rocsite-version') ?? /rocsite\s+v?(\d+\.\d+\.\d+[^\s,;]*)/i.exec(text)?.[1];
    const date =
      attr('data-generated') ??
      prov?.querySelector('time[datetime]')?.getAttribute('datetime') ??
      /\b\d{4}-\d{2}-\d{2}(T[0-9:.]+Z?)?\b/.exec(text)?.[0];
    return {
      title: h1?.textContent?.replace(/\s+/g, ' ').trim() || document.title || undefined,
      rocsiteVersion: version,
      generated: date,
      inputHash: hash,
    };
  });
}

/** Date for CreationDate/ModDate: SOURCE_DATE_EPOCH (seconds), else the report's provenance date. */
export function pdfDate(generated: string | undefined, env: NodeJS.ProcessEnv = process.env): Date {
  const sde = env.SOURCE_DATE_EPOCH?.trim();
  if (sde) {
    if (!/^\d+$/.test(sde)) throw new Error(`SOURCE_DATE_EPOCH: expected a whole number of seconds, found "${sde}"`);
    return new Date(Number(sde) * 1000);
  }
  if (generated) {
    const d = new Date(generated);
    if (!Number.isNaN(d.getTime())) return d;
  }
  // No date anywhere: a fixed date keeps the output reproducible (the Unix epoch, as SOURCE_DATE_EPOCH=0 would).
  return new Date(0);
}

/** Page preparation before printing: light theme, provenance right after the title, heatmap cells labelled. */
async function prepareForPrint(page: Page): Promise<void> {
  await page.evaluate(async () => {
    document.documentElement.setAttribute('data-theme', 'light');
    const main = document.querySelector('main') ?? document.body;
    const h1 = main.querySelector('h1');
    const prov = main.querySelector('section.provenance') ?? document.querySelector('section.provenance');
    if (h1 && prov && !prov.contains(h1)) {
      // Insert after the h1, or after the element that wraps it directly inside <main> (e.g. a <header>).
      let anchor: Element = h1;
      while (anchor.parentElement && anchor.parentElement !== main && anchor.parentElement !== document.body)
        anchor = anchor.parentElement;
      if (anchor.nextElementSibling !== prov) anchor.after(prov);
    }
    // Heatmaps readable in grayscale: number the models in the legend and print that number (or "1≈2" for a tie)
    // in every cell, so the winners do not depend on telling colours apart.
    const SVGNS = 'http://www.w3.org/2000/svg';
    for (const fig of document.querySelectorAll('figure.chart[data-chart="heatmap"]')) {
      if (fig.closest('[data-whatif]')) continue;
      const legend = [...fig.querySelectorAll('[data-legend]')];
      const names = legend.map((li) => li.getAttribute('data-legend') ?? '');
      const singles = names.filter((n) => !n.includes('≈'));
      const key = (category: string) =>
        category
          .split('≈')
          .map((n) => singles.indexOf(n.trim()) + 1 || '?')
          .join('≈');
      if (singles.length === 0) continue;
      for (const li of legend) {
        if (li.querySelector('.print-key')) continue;
        const b = document.createElement('b');
        b.className = 'print-key';
        b.textContent = key(li.getAttribute('data-legend') ?? '') + ' ';
        li.prepend(b);
      }
      const cells = fig.querySelectorAll<SVGRectElement>('svg rect[data-category]');
      // The site's own per-cell tie marks ("≈") are superseded by the "1≈2" labels.
      if (cells.length) for (const mark of fig.querySelectorAll('svg text[data-cell]')) mark.remove();
      for (const rect of cells) {
        const box = rect.getBBox();
        const text = document.createElementNS(SVGNS, 'text');
        text.textContent = key(rect.getAttribute('data-category') ?? '');
        text.setAttribute('x', String(box.x + box.width / 2));
        text.setAttribute('y', String(box.y + box.height / 2));
        text.setAttribute('text-anchor', 'middle');
        text.setAttribute('dominant-baseline', 'central');
        text.setAttribute('font-size', String(Math.max(6, Math.min(13, box.height * 0.42, (box.width / Math.max(1, text.textContent.length)) * 1.2))));
        text.setAttribute('font-weight', '700');
        text.setAttribute('fill', '#111');
        text.setAttribute('stroke', '#fff');
        text.setAttribute('stroke-width', '2.2');
        text.setAttribute('stroke-linejoin', 'round');
        text.setAttribute('paint-order', 'stroke');
        text.setAttribute('pointer-events', 'none');
        text.setAttribute('class', 'print-cell-key');
        rect.after(text);
      }
    }
    await document.fonts.ready;
  });
}

const MARGIN = { top: '20mm', bottom: '18mm', left: '15mm', right: '15mm' };

function headerTemplate(title: string): string {
  return `<div style="font-family: sans-serif; font-size: 8px; color: #333; width: 100%; padding: 0 15mm; display: flex; justify-content: space-between;"><span style="overflow: hidden; white-space: nowrap; text-overflow: ellipsis;">${escapeHtml(title)}</span></div>`;
}

function footerTemplate(version: string, hashShort: string): string {
  return `<div style="font-family: sans-serif; font-size: 8px; color: #333; width: 100%; padding: 0 15mm; display: flex; justify-content: space-between;"><span>Page <span class="pageNumber"></span> of <span class="totalPages"></span></span><span>rocsite ${escapeHtml(version)} · inputs SHA-256 ${escapeHtml(hashShort)}</span></div>`;
}

/**
 * Chromium names table-header structure elements after DOM node ids (`/ID (node00000375)`, referenced by `/Headers`
 * and the structure tree's `/IDTree`); those ids depend on how many nodes the browser created before, so two prints of
 * the same page differ. Renumber them 1, 2, 3, … in their original order (the name tree stays sorted).
 */
function renumberStructIds(doc: PDFDocument): number {
  const pattern = /^node(\d+)$/;
  const found = new Set<string>();
  const visit = (obj: PDFObject | undefined, fn: (o: PDFObject) => PDFObject | undefined, seen: Set<PDFObject>) => {
    if (!obj || seen.has(obj)) return;
    seen.add(obj);
    if (obj instanceof PDFDict || obj instanceof PDFStream) {
      const dict = obj instanceof PDFStream ? obj.dict : obj;
      for (const [key, value] of dict.entries()) {
        const repl = fn(value);
        if (repl) dict.set(key, repl);
        else visit(value, fn, seen);
      }
    } else if (obj instanceof PDFArray) {
      for (let i = 0; i < obj.size(); i++) {
        const value = obj.get(i);
        const repl = fn(value);
        if (repl) obj.set(i, repl);
        else visit(value, fn, seen);
      }
    }
  };
  const objects = doc.context.enumerateIndirectObjects().map(([, o]) => o);
  const asText = (o: PDFObject) => (o instanceof PDFString || o instanceof PDFHexString ? o.decodeText() : undefined);
  const collect = (o: PDFObject) => {
    const t = asText(o);
    if (t !== undefined && pattern.test(t)) found.add(t);
    return undefined;
  };
  const seen1 = new Set<PDFObject>();
  for (const o of objects) visit(o, collect, seen1);
  if (found.size === 0) return 0;
  const sorted = [...found].sort((a, b) => Number(pattern.exec(a)![1]) - Number(pattern.exec(b)![1]));
  const map = new Map(sorted.map((old, i) => [old, `node${String(i + 1).padStart(8, '0')}`]));
  const replace = (o: PDFObject) => {
    const t = asText(o);
    return t !== undefined && map.has(t) ? PDFString.of(map.get(t)!) : undefined;
  };
  const seen2 = new Set<PDFObject>();
  for (const o of objects) visit(o, replace, seen2);
  return map.size;
}

/** Applies `rewrite` to the target of every URI link action (`/A << /S /URI /URI (…) >>`). */
function rewriteLinks(doc: PDFDocument, rewrite: (uri: string) => string | undefined): number {
  let n = 0;
  const URI = PDFName.of('URI');
  for (const [, obj] of doc.context.enumerateIndirectObjects()) {
    const dicts: PDFDict[] = [];
    if (obj instanceof PDFDict) {
      dicts.push(obj);
      const a = obj.lookup(PDFName.of('A'));
      if (a instanceof PDFDict) dicts.push(a);
    }
    for (const d of dicts) {
      const v = d.get(URI);
      if (!(v instanceof PDFString || v instanceof PDFHexString)) continue;
      const next = rewrite(v.decodeText());
      if (next !== undefined) {
        d.set(URI, PDFString.of(next));
        n++;
      }
    }
  }
  return n;
}

/** Writes the document information dictionary and a deterministic ID; keeps the structure tree and the outline. */
export async function setPdfMetadata(
  pdf: Uint8Array,
  meta: {
    title: string;
    subject: string;
    version: string;
    date: Date;
    keywords: string[];
    idSeed: string;
    /** Rewrites link targets (URI actions); return undefined to keep one. */
    rewriteUri?: (uri: string) => string | undefined;
  },
): Promise<{ bytes: Uint8Array; pages: number }> {
  const doc = await PDFDocument.load(pdf, { updateMetadata: false });
  const producer = `rocsite ${meta.version}`;
  doc.setTitle(meta.title, { showInWindowTitleBar: true });
  doc.setSubject(meta.subject);
  doc.setAuthor(producer);
  doc.setProducer(producer);
  doc.setCreator(`${producer} (Chromium via puppeteer-core)`);
  doc.setKeywords(meta.keywords);
  doc.setCreationDate(meta.date);
  doc.setModificationDate(meta.date);
  if (!doc.catalog.has(PDFName.of('Lang'))) doc.setLanguage('en');
  renumberStructIds(doc);
  if (meta.rewriteUri) rewriteLinks(doc, meta.rewriteUri);
  // Chromium's file ID mixes in the time; derive it from the inputs and the printed text instead.
  const id = createHash('sha256').update(meta.idSeed).digest('hex').slice(0, 32);
  doc.context.trailerInfo.ID = doc.context.obj([PDFHexString.of(id), PDFHexString.of(id)]);
  const bytes = await doc.save({ useObjectStreams: false, addDefaultPage: false, updateFieldAppearances: false });
  return { bytes, pages: doc.getPageCount() };
}

/** Prints the reports of a built site to PDF. */
export async function exportPdfs(opts: ExportPdfsOptions = {}): Promise<ExportPdfsResult> {
  const t0 = performance.now();
  const dist = resolve(opts.dist ?? 'dist');
  const format: PaperFormat = opts.format ?? 'A4';
  const outDir = resolve(opts.outDir ?? join(dist, 'pdf'));
  const log = opts.log ?? (() => {});
  const executablePath = opts.executablePath ?? findBrowser(); // first: a missing browser is the one message
  if (!existsSync(join(dist, 'index.html')) && !existsSync(join(dist, 'reports')))
    throw new Error(`${dist}: expected a built site (index.html and reports/), found none. Run \`npm run build\` first.`);
  const all = listReportSlugs(dist);
  const slugs = opts.only ? opts.only : all;
  for (const s of slugs)
    if (!all.includes(s))
      throw new Error(`Report "${s}": expected ${join(dist, 'reports', s, 'index.html')}; found reports: ${all.join(', ') || 'none'}`);
  if (slugs.length === 0) throw new Error(`${join(dist, 'reports')}: expected report pages <slug>/index.html, found none.`);

  const server = await serveStatic(dist);
  const launched = await launchBrowser({ executablePath });
  mkdirSync(outDir, { recursive: true });
  const pdfs: PdfInfo[] = [];
  try {
    for (const slug of slugs) {
      const t1 = performance.now();
      const { page, blocked } = await newIsolatedPage(launched.browser, [server.origin]);
      try {
        const failed: string[] = [];
        page.on('requestfailed', (req) => {
          if (!blocked.includes(req.url())) failed.push(`${req.url()} (${req.failure()?.errorText ?? 'failed'})`);
        });
        page.on('response', (res) => {
          // Chromium asks for /favicon.ico on its own when the page declares no icon: not a request of the page.
          if (res.status() >= 400 && res.url() !== `${server.origin}/favicon.ico`) failed.push(`${res.url()} (HTTP ${res.status()})`);
        });
        await page.emulateMediaFeatures([{ name: 'prefers-color-scheme', value: 'light' }]);
        await page.emulateMediaType('print');
        const url = `${server.url}reports/${encodeURIComponent(slug)}/index.html`;
        const res = await page.goto(url, { waitUntil: 'networkidle0', timeout: 60_000 });
        if (!res || !res.ok()) throw new Error(`${url}: expected HTTP 200, found ${res ? res.status() : 'no response'}`);
        await prepareForPrint(page);
        if (failed.length)
          throw new Error(`Report "${slug}": ${failed.length} request(s) of the page failed: ${failed.join('; ')}`);

        const fromJson = readReportJson(dist, slug);
        const fromPage = await readPageMeta(page);
        // The page's <h1> is the report title (an MDX report may title itself differently from its config).
        const title = fromPage.title ?? fromJson.title ?? slug;
        const version = fromJson.rocsiteVersion ?? fromPage.rocsiteVersion ?? packageVersion();
        const inputHash = fromJson.inputHash ?? fromPage.inputHash;
        if (!inputHash)
          throw new Error(
            `Report "${slug}": expected the inputs' SHA-256 in report.json (provenance.inputHash) or the page's provenance block, found none`,
          );
        const hashShort = inputHash.slice(0, 12);
        const date = pdfDate(fromJson.generated ?? fromPage.generated);
        const subject =
          (fromJson.description?.trim() ? fromJson.description.trim() + ' — ' : '') +
          `rocsite report "${slug}"${fromJson.simulated ? ' (simulated data)' : ''}, inputs SHA-256 ${inputHash}`;

        const raw = await page.pdf({
          format,
          printBackground: true,
          displayHeaderFooter: true,
          headerTemplate: headerTemplate(title),
          footerTemplate: footerTemplate(version, hashShort),
          margin: MARGIN,
          preferCSSPageSize: false,
          tagged: true,
          outline: true,
          timeout: 120_000,
        });
        const { bytes, pages } = await setPdfMetadata(raw, {
          title,
          subject,
          version,
          date,
          keywords: ['rocsite', slug, ...(fromJson.models ?? [])],
          idSeed: `${slug}\n${format}\n${inputHash}\n${version}\n${title}`,
          // Links into the site were printed with the temporary server's address; make them relative to where the
          // PDF lives in the site (dist/pdf/<slug>.pdf), so they work next to the site, whatever the port was.
          rewriteUri: (uri) =>
            uri.startsWith(server.url) ? '../' + uri.slice(server.url.length) : uri.startsWith(server.origin) ? '..' + uri.slice(server.origin.length) : undefined,
        });
        const path = join(outDir, `${slug}.pdf`);
        writeFileSync(path, bytes);
        const ms = performance.now() - t1;
        pdfs.push({
          slug,
          path,
          title,
          subject,
          pages,
          bytes: bytes.length,
          ms,
          rocsiteVersion: version,
          inputHashShort: hashShort,
          date: date.toISOString(),
          blockedRequests: [...blocked],
        });
        log(
          `pdf: ${slug} → ${relative(process.cwd(), path) || path} (${pages} page${pages === 1 ? '' : 's'}, ${(bytes.length / 1024).toFixed(0)} kB, ${(ms / 1000).toFixed(1)} s)` +
            (blocked.length ? ` — blocked ${blocked.length} request(s) to other hosts: ${blocked.join(', ')}` : ''),
        );
      } finally {
        await page.close().catch(() => {});
      }
    }
  } finally {
    await launched.close();
    await server.close();
  }
  return { dist, outDir, format, pdfs, ms: performance.now() - t0 };
}

function parseArgs(argv: string[]): ExportPdfsOptions & { optional: boolean } {
  const out: ExportPdfsOptions & { optional: boolean } = { optional: false };
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    const [key, inline] = a.includes('=') ? [a.slice(0, a.indexOf('=')), a.slice(a.indexOf('=') + 1)] : [a, undefined];
    const value = () => {
      const v = inline ?? argv[++i];
      if (v === undefined) throw new Error(`${key}: expected a value, found the end of the arguments`);
      return v;
    };
    switch (key) {
      case '--format': {
        const v = value().toLowerCase();
        if (v === 'a4') out.format = 'A4';
        else if (v === 'letter') out.format = 'Letter';
        else throw new Error(`--format: expected "a4" or "letter", found "${v}"`);
        break;
      }
      case '--dist':
        out.dist = value();
        break;
      case '--out':
        out.outDir = value();
        break;
      case '--only':
        out.only = value().split(',').map((s) => s.trim()).filter(Boolean);
        break;
      case '--optional':
        out.optional = true;
        break;
      case '-h':
      case '--help':
        process.stdout.write('Usage: npm run pdf -- [--format a4|letter] [--dist dist] [--out dist/pdf] [--only slug,...] [--optional]\n');
        process.exit(0);
      default:
        throw new Error(`Unknown argument "${a}": expected --format, --dist, --out, --only or --optional`);
    }
  }
  return out;
}

export async function main(argv: string[] = process.argv.slice(2)): Promise<number> {
  let args: ReturnType<typeof parseArgs>;
  try {
    args = parseArgs(argv);
  } catch (err) {
    process.stderr.write(`rocsite pdf: ${(err as Error).message}\n`);
    return 1;
  }
  try {
    const r = await exportPdfs({ ...args, log: (l) => process.stdout.write(l + '\n') });
    process.stdout.write(
      `pdf: ${r.pdfs.length} report(s), ${r.pdfs.reduce((s, p) => s + p.pages, 0)} pages (${r.format}) in ${(r.ms / 1000).toFixed(1)} s → ${relative(process.cwd(), r.outDir) || r.outDir}\n`,
    );
    return 0;
  } catch (err) {
    if (err instanceof BrowserNotFoundError) {
      process.stderr.write(`rocsite pdf: ${err.message}\n`);
      if (args.optional) {
        process.stderr.write('rocsite pdf: PDFs were not written (the site itself is complete).\n');
        return 0;
      }
      return 2;
    }
    process.stderr.write(`rocsite pdf: ${(err as Error).stack ?? err}\n`);
    return 1;
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  main().then((code) => process.exit(code));
}
