/**
 * Charts and tables as readers see them, in a real browser (Debian's Chromium through puppeteer-core):
 *   - in greyscale (Chromium's achromatopsia emulation): the model lines of every chart differ in dash pattern and
 *     carry direct labels with the model names;
 *   - on a 390 px phone screen: every visible chart text is at least 10 CSS px as displayed (font size × the SVG's
 *     display scale), and no number in a table breaks across lines;
 *   - on paper (print media at the A4 text width): the page is no wider than the paper, so Chromium never shrinks it.
 * Screenshots go to test-artifacts/print-charts/.
 */
import { mkdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'puppeteer-core';
import { afterAll, beforeAll, describe, expect } from 'vitest';
import { launchBrowser, newIsolatedPage, serveStatic, type LaunchedBrowser, type StaticServer } from '../../src/lib/browser';
import { ARTIFACTS, itAfterSetup, removeTempDirs, siteUnderTest, type SiteUnderTest } from './harness';

let site: SiteUnderTest;
let launched: LaunchedBrowser;
let server: StaticServer;
let shots: string;
let setupError: unknown;

beforeAll(async () => {
  try {
    launched = await launchBrowser();
    site = await siteUnderTest();
    server = await serveStatic(site.dist);
    shots = join(ARTIFACTS, 'print-charts');
    rmSync(shots, { recursive: true, force: true });
    mkdirSync(shots, { recursive: true });
  } catch (err) {
    setupError = err;
  }
}, 900_000);

const it = itAfterSetup(() => setupError);

afterAll(async () => {
  await launched?.close();
  await server?.close();
  removeTempDirs();
});

async function open(slug: string, viewport: { width: number; height: number }): Promise<Page> {
  const { page } = await newIsolatedPage(launched.browser, [server.origin]);
  await page.setViewport({ ...viewport, deviceScaleFactor: 1 });
  await page.emulateMediaFeatures([{ name: 'prefers-color-scheme', value: 'light' }]);
  await page.goto(`${server.url}reports/${encodeURIComponent(slug)}/index.html`, { waitUntil: 'networkidle0' });
  return page;
}

describe('charts in greyscale', () => {
  it('ROC and every other line chart: model lines differ in dash pattern and carry the model names on the curves', async () => {
    let rocs = 0;
    for (const slug of site.slugs) {
      const page = await open(slug, { width: 1200, height: 900 });
      try {
        await page.emulateVisionDeficiency('achromatopsia');
        const charts = await page.$$eval('figure.chart', (figs) =>
          figs
            .map((f) => {
              const svg = [...f.querySelectorAll<SVGSVGElement>('.chart-svg svg')].find((s) => s.getClientRects().length > 0);
              if (!svg) return null;
              const lines = [...svg.querySelectorAll<SVGGElement>('g.model-line')].map((g) => {
                const path = g.querySelector('path');
                return path ? getComputedStyle(path).strokeDasharray : '';
              });
              const labels = [...svg.querySelectorAll('g.model-label text')].map((t) => (t.textContent ?? '').trim());
              const legend = [...f.querySelectorAll('ul.legend li[data-legend]')].map((l) => l.getAttribute('data-legend') ?? '');
              return { id: f.id, kind: f.getAttribute('data-chart'), lines, labels, legend };
            })
            .filter((c) => c !== null),
        );
        for (const c of charts) {
          if (c.lines.length < 2) continue;
          if (c.kind === 'roc') rocs++;
          expect(new Set(c.lines).size, `${slug} ${c.id}: dash patterns ${JSON.stringify(c.lines)}`).toBe(c.lines.length);
          expect(c.labels.length, `${slug} ${c.id}: one direct label per model line`).toBe(c.lines.length);
          for (const l of c.labels) expect(c.legend, `${slug} ${c.id}: label "${l}" names a model of the legend`).toContain(l);
        }
        const roc = await page.$('figure.chart[data-chart="roc"]');
        if (roc) await roc.screenshot({ path: join(shots, `${slug}-roc-greyscale.png`) });
      } finally {
        await page.close();
      }
    }
    expect(rocs, 'ROC charts with two or more models').toBeGreaterThan(0);
  }, 300_000);
});

describe('phone, 390 px wide', () => {
  it('every visible chart text is at least 10 CSS px as displayed; no number in a table breaks across lines', async () => {
    for (const slug of site.slugs) {
      const page = await open(slug, { width: 390, height: 844 });
      try {
        const r = await page.evaluate(() => {
          const small: string[] = [];
          let texts = 0;
          for (const svg of document.querySelectorAll<SVGSVGElement>('figure.chart svg:not(.swatch-line)')) {
            if (!svg.getClientRects().length || svg.closest('[hidden]')) continue;
            const vb = svg.viewBox.baseVal;
            const scale = vb && vb.width ? svg.getBoundingClientRect().width / vb.width : 1;
            for (const t of svg.querySelectorAll('text')) {
              if (!t.getClientRects().length || !(t.textContent ?? '').trim()) continue;
              texts++;
              const px = parseFloat(getComputedStyle(t).fontSize) * scale;
              if (px < 10 - 1e-6) small.push(`${svg.closest('figure')?.id}: "${t.textContent}" ${px.toFixed(1)} px`);
            }
          }
          // No number of a table breaks across lines: each number ("2 390", "0.731", "−0.05"), its digit groups joined
          // by U+202F (or a thin space U+2009), lies on one line (digits inside a name such as "l2-1e-4" are not numbers) (its boxes overlap vertically; a cell may still hold a value over its interval).
          const wrapped: string[] = [];
          const walker = document.createTreeWalker(document.querySelector('main') ?? document.body, NodeFilter.SHOW_TEXT);
          for (let n = walker.nextNode(); n; n = walker.nextNode()) {
            const cell = n.parentElement?.closest('td, th');
            if (!cell || !cell.getClientRects().length || cell.closest('details:not([open])')) continue;
            for (const m of (n.textContent ?? '').matchAll(/(?<![\p{L}\d_.])[−-]?\d+(?:[\u2009\u202f]\d{3})*(?:[.,]\d+)?/gu)) {
              const range = document.createRange();
              range.setStart(n, m.index!);
              range.setEnd(n, m.index! + m[0].length);
              const boxes = [...range.getClientRects()].filter((b) => b.width > 0);
              if (boxes.some((p) => boxes.some((q) => q.top >= p.bottom - 0.5))) wrapped.push(`"${m[0]}" in "${(cell.textContent ?? '').trim().slice(0, 40)}"`);
            }
          }
          return { small, texts, wrapped };
        });
        expect(r.texts, `${slug}: chart texts seen`).toBeGreaterThan(0);
        expect(r.small.slice(0, 10), `${slug}: chart text below 10 px at 390 px`).toEqual([]);
        expect(r.wrapped.slice(0, 10), `${slug}: numbers broken across lines at 390 px (${r.wrapped.length})`).toEqual([]);
        const roc = await page.$('figure.chart[data-chart="roc"]');
        if (roc) await roc.screenshot({ path: join(shots, `${slug}-roc-phone.png`) });
      } finally {
        await page.close();
      }
    }
  }, 300_000);
});

describe('print', () => {
  it('at the A4 text width (180 mm = 680 px) the page is no wider than the paper (no shrink to fit)', async () => {
    for (const slug of site.slugs) {
      const page = await open(slug, { width: 680, height: 1000 });
      try {
        await page.emulateMediaType('print');
        const w = await page.evaluate(() => ({ scroll: document.documentElement.scrollWidth, client: document.documentElement.clientWidth }));
        expect(w.scroll, `${slug}: content width in print`).toBeLessThanOrEqual(w.client);
      } finally {
        await page.close();
      }
    }
  }, 300_000);
});
