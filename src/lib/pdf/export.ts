/**
 * Prints every report page `<dist>/reports/<slug>/index.html` to `<outDir>/<slug>.pdf` with headless Chromium
 * (puppeteer-core): the built site is served on 127.0.0.1, every request to another host is blocked, the page is
 * printed under `@media print` (src/styles/print.css and the components' print markup; nothing is rewritten here),
 * with a running header (report title) and footer (page N of M, rocsite version, short SHA-256 of the inputs), a
 * tagged structure and an outline built from the headings. Metadata come from report.json ({@link readReportMeta});
 * {@link setPdfMetadata} makes the file deterministic.
 */
import { existsSync, mkdirSync, readdirSync, statSync } from 'node:fs';
import { writeFileAtomicSync } from '../write-target';
import { join, relative, resolve } from 'node:path';
import type { Page } from 'puppeteer-core';
import { findBrowser, launchBrowser, newIsolatedPage, serveStatic, settled, type LaunchedBrowser } from '../browser';
import { pdfMeta, readReportMeta } from './metadata';
import { SHOW_BIDI_IN_DOCUMENT } from '../text';
import { pdfJobs, pdfTimeoutMs } from './settings';
import { setPdfMetadata, siteRelativeUri } from './postprocess';
import { PdfExportError } from './errors';

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
  /**
   * When the page is ready to print: `load` (default: the load event, then the web fonts, then two animation frames)
   * or `networkidle0` (also no request for 500 ms; slower, same PDF: test/pdf/wait.test.ts).
   */
  waitUntil?: 'load' | 'networkidle0';
  /** Time budget per report in ms (default: {@link pdfTimeoutMs} of the page); a report over it fails by name. */
  timeoutMs?: number;
  /**
   * Reports printed at once, each in its own page of the one browser (default: {@link pdfJobs}), the largest pages
   * first. The PDFs are the same bytes whatever the number; the log lines and the result keep the order of the slugs.
   */
  jobs?: number;
  /** Called with the launched browser (the site build registers its kill for an interruption). */
  onBrowser?: (b: LaunchedBrowser) => void;
  /** Called after each PDF, in the order they are done (progress bar). */
  onPdf?: (info: PdfInfo) => void;
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

/** Page margins of every PDF (the text width is the paper's less left and right). */
export const MARGIN = { top: '20mm', bottom: '18mm', left: '15mm', right: '15mm' };
const BAR = 'font-family: sans-serif; font-size: 10px; color: #333; width: 100%; padding: 0 15mm; display: flex; justify-content: space-between;';

function headerTemplate(title: string): string {
  return `<div style="${BAR}"><span style="overflow: hidden; white-space: nowrap; text-overflow: ellipsis;">${escapeHtml(title)}</span></div>`;
}

function footerTemplate(version: string, hashShort: string): string {
  return `<div style="${BAR}"><span>Page <span class="pageNumber"></span> of <span class="totalPages"></span></span><span>rocsite ${escapeHtml(version)} · inputs SHA-256 ${escapeHtml(hashShort)}</span></div>`;
}

/** The page's report title, its `<h1>` (docs/site-contract.md), once the web fonts are loaded. */
async function pageTitle(page: Page): Promise<string | undefined> {
  return page.evaluate(async () => {
    await document.fonts.ready;
    const h1 = document.querySelector('main h1') ?? document.querySelector('h1');
    return h1?.textContent?.replace(/\s+/g, ' ').trim() || undefined;
  });
}

/** Indices of `sizes`, largest first; equal sizes in their order. */
function longestFirst(sizes: readonly number[]): number[] {
  return sizes.map((_, i) => i).sort((a, b) => sizes[b] - sizes[a] || a - b);
}

/** Checks the site and the slugs before a browser is started. */
function reportsToPrint(dist: string, only: string[] | undefined): string[] {
  if (!existsSync(join(dist, 'index.html')) && !existsSync(join(dist, 'reports')))
    throw new PdfExportError(`${dist}: expected a built site (index.html and reports/), found none; build it first (rocsite build)`);
  const all = listReportSlugs(dist);
  const slugs = only ? [...new Set(only)] : all; // a slug named twice is printed once
  for (const s of slugs)
    if (!all.includes(s))
      throw new PdfExportError(`Report "${s}": expected ${join(dist, 'reports', s, 'index.html')}; found reports: ${all.join(', ') || 'none'}`);
  if (slugs.length === 0) throw new PdfExportError(`${join(dist, 'reports')}: expected report pages <slug>/index.html, found none.`);
  return slugs;
}

/** Prints the reports of a built site to PDF. */
export async function exportPdfs(opts: ExportPdfsOptions = {}): Promise<ExportPdfsResult> {
  const t0 = performance.now();
  const dist = resolve(opts.dist ?? 'dist');
  const format: PaperFormat = opts.format ?? 'A4';
  const outDir = resolve(opts.outDir ?? join(dist, 'pdf'));
  const log = opts.log ?? (() => {});
  const executablePath = opts.executablePath ?? findBrowser(); // first: a missing browser is the one message
  // The settings next (a bad ROCSITE_PDF_TIMEOUT or ROCSITE_PDF_JOBS fails before anything is read or started).
  if (opts.timeoutMs === undefined) pdfTimeoutMs();
  const jobsWanted = opts.jobs ?? pdfJobs();
  if (!Number.isInteger(jobsWanted) || jobsWanted < 1) throw new PdfExportError(`jobs: expected a whole number of reports printed at once (1 or more), found ${opts.jobs}`);
  const slugs = reportsToPrint(dist, opts.only);
  const reports = new Map(slugs.map((s) => [s, readReportMeta(dist, s)])); // a bad report.json fails before printing
  const jobs = Math.min(jobsWanted, slugs.length);
  const waitUntil = opts.waitUntil ?? 'load';
  // Each page's size sets its time budget and the order the reports are printed in (largest first, below).
  const pageBytes = new Map(slugs.map((s) => [s, statSync(join(dist, 'reports', s, 'index.html')).size]));
  const budgetOf = (slug: string) => opts.timeoutMs ?? pdfTimeoutMs(process.env, pageBytes.get(slug)!);
  const server = await serveStatic(dist);
  let launched: LaunchedBrowser;
  try {
    launched = await launchBrowser({ executablePath });
  } catch (e) {
    await server.close();
    throw e;
  }
  opts.onBrowser?.(launched);
  mkdirSync(outDir, { recursive: true });

  // Pages printed at once share the browser's window: only the tab in front is visible, and a hidden page draws no
  // frame, so waiting for two frames (settled) would wait until the others are done. Each page comes to the front for
  // that wait, one page at a time (a few tens of ms); loading and printing need no frame and overlap. Pages open in
  // the background, so that opening the next report's page does not take the front from a page waiting for frames.
  let front: Promise<void> = Promise.resolve();
  function settledInFront(page: Page, abandoned: Promise<void>): Promise<void> {
    const turn = front.then(() => Promise.race([page.bringToFront().then(() => settled(page)), abandoned]));
    front = turn.catch(() => {}); // a failed page gives the front to the next
    return turn;
  }

  async function printOne(slug: string, page: Page, blocked: string[], budget: number, abandoned: Promise<void>): Promise<PdfInfo> {
    const t1 = performance.now();
    const failed: string[] = [];
    const dialogs: string[] = [];
    page.on('requestfailed', (req) => {
      if (!blocked.includes(req.url())) failed.push(`${req.url()} (${req.failure()?.errorText ?? 'failed'})`);
    });
    page.on('response', (res) => {
      // Chromium asks for /favicon.ico on its own when the page declares no icon: not a request of the page.
      if (res.status() >= 400 && res.url() !== `${server.origin}/favicon.ico`) failed.push(`${res.url()} (HTTP ${res.status()})`);
    });
    // A dialog (alert, confirm, prompt) would block the page until the time budget runs out: dismissed, and the
    // report fails below.
    page.on('dialog', (d) => {
      dialogs.push(`${d.type()} "${d.message()}"`);
      void d.dismiss().catch(() => {});
    });
    // Paper is the light theme: print.css forces it under @media print; a light preference also keeps the
    // page's own theme script on light.
    await page.emulateMediaFeatures([{ name: 'prefers-color-scheme', value: 'light' }]);
    await page.emulateMediaType('print');
    const url = `${server.url}reports/${encodeURIComponent(slug)}/index.html`;
    const res = await page.goto(url, { waitUntil, timeout: budget });
    if (!res || !res.ok()) throw new Error(`${url}: expected HTTP 200, found ${res ? res.status() : 'no response'}`);
    await settledInFront(page, abandoned);
    if (dialogs.length) throw new Error(`the page opened a dialog (${dialogs.join('; ')}): a report page must not open alert, confirm or prompt dialogs`);
    // The PDF's text shows bidi controls of names as <U+XXXX> (the page isolates them with <bdi> instead).
    await page.evaluate(SHOW_BIDI_IN_DOCUMENT);
    const h1 = await pageTitle(page);
    if (failed.length) throw new Error(`${failed.length} request(s) of the page failed: ${failed.join('; ')}`);

    const meta = pdfMeta(slug, reports.get(slug)!, { pageTitle: h1, format });
    const raw = await page.pdf({
      format,
      printBackground: true,
      displayHeaderFooter: true,
      headerTemplate: headerTemplate(meta.title),
      footerTemplate: footerTemplate(meta.version, meta.hashShort),
      margin: MARGIN,
      preferCSSPageSize: false,
      tagged: true,
      outline: true,
      timeout: budget,
    });
    const { bytes, pages } = await setPdfMetadata(raw, { ...meta, rewriteUri: siteRelativeUri(server.url, server.origin) });
    const path = join(outDir, `${slug}.pdf`);
    writeFileAtomicSync(path, bytes); // into a live site's pdf/ (rocsite pdf): never a partial PDF
    return {
      slug,
      path,
      title: meta.title,
      subject: meta.subject,
      pages,
      bytes: bytes.length,
      ms: performance.now() - t1,
      rocsiteVersion: meta.version,
      inputHashShort: meta.hashShort,
      date: meta.date.toISOString(),
      blockedRequests: [...blocked],
    };
  }

  /** One report in a page of its own: printed, or failed with the report's name; the page is closed either way. */
  async function printReport(slug: string): Promise<PdfInfo> {
    const { page, blocked } = await newIsolatedPage(launched.browser, [server.origin], { background: true });
    let timer: NodeJS.Timeout | undefined;
    const budget = budgetOf(slug);
    // Resolved when this report is over, printed or not: a page stuck in front (a script that never ends) gives it up.
    let over!: () => void;
    const abandoned = new Promise<void>((ok) => (over = ok));
    try {
      return await Promise.race([
        printOne(slug, page, blocked, budget, abandoned),
        new Promise<never>((_ok, fail) => {
          timer = setTimeout(() => fail(new Error(`not printed within ${budget / 1000} s (set ROCSITE_PDF_TIMEOUT, in seconds, for a longer budget)`)), budget);
        }),
      ]).catch((e: Error) => {
        const message = `Report "${slug}": ${e.message.replace(/^Report "[^"]*": /, '')}`;
        // A fault of this code (not of the page, the browser or the machine) stays a bug, with its stack.
        if (e instanceof TypeError || e instanceof RangeError || e instanceof ReferenceError || e instanceof SyntaxError) {
          e.message = message;
          throw e;
        }
        throw new PdfExportError(message, { cause: e });
      });
    } finally {
      over();
      clearTimeout(timer);
      // A page stuck in a dialog or a script may not answer: the browser is closed (or killed) below anyway.
      await Promise.race([page.close().catch(() => {}), new Promise((ok) => setTimeout(ok, 5000).unref())]);
    }
  }

  function logLine(info: PdfInfo): string {
    const n = info.blockedRequests.length;
    return (
      `pdf: ${info.slug} → ${relative(process.cwd(), info.path) || info.path} (${info.pages} page${info.pages === 1 ? '' : 's'}, ${(info.bytes / 1024).toFixed(0)} kB, ${(info.ms / 1000).toFixed(1)} s)` +
      (n ? ` — blocked ${n} request(s) to other hosts: ${info.blockedRequests.join(', ')}` : '')
    );
  }

  // `jobs` workers take the reports longest first (by the size of the page, which the print time follows), so that the
  // longest does not start last while the other workers idle. After a failure, only the reports before it in slug
  // order are still started; the failure of the first failing slug (in slug order) is thrown, as a one-at-a-time
  // export in slug order would have.
  const done: (PdfInfo | undefined)[] = new Array(slugs.length);
  const order = longestFirst(slugs.map((s) => pageBytes.get(s)!));
  let next = 0;
  let logged = 0;
  let failure: { index: number; error: unknown } | undefined; // the failure of the first failing slug so far
  async function worker(): Promise<void> {
    while (next < order.length) {
      const index = order[next++];
      if (failure && index > failure.index) continue;
      try {
        done[index] = await printReport(slugs[index]);
      } catch (error) {
        if (!failure || index < failure.index) failure = { index, error };
        continue;
      }
      opts.onPdf?.(done[index]!);
      for (; logged < slugs.length && done[logged]; logged++) log(logLine(done[logged]!));
    }
  }
  try {
    await Promise.all(Array.from({ length: jobs }, worker));
  } finally {
    await launched.close();
    await server.close();
  }
  if (failure) throw failure.error;
  const pdfs = done as PdfInfo[];
  return { dist, outDir, format, pdfs, ms: performance.now() - t0 };
}
