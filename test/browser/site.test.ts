/**
 * Real-browser tests of the built site, with Debian's Chromium through puppeteer-core.
 *
 * Every page is opened twice: served by a local static server on 127.0.0.1 (sirv) and from disk (file://).
 * Every request to another host is intercepted and failed, and the test asserts none was attempted.
 * Hooks are those of docs/site-contract.md. Screenshots (light and dark) go to test-artifacts/screenshots/.
 * The read-only checks of the report pages over HTTP share one load of each ({@link readReports}).
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, ElementHandle, Page } from 'puppeteer-core';
import { describe, expect, it as vitestIt } from 'vitest';
import { fileUrl, isLocalUrl, newIsolatedPage, settled, type StaticServer } from '../../src/lib/browser';
import { browserSuite, readOnce, tempDir, type SiteUnderTest } from './harness';
import { verdictLine } from '../../src/lib/site/verdict';

let site: SiteUnderTest;
let browser: Browser;
let server: StaticServer;
let shots: string;
// Screenshots of this run only; the fixture site's apart.
const it = browserSuite({ serve: true, shots: (s) => (s.origin === 'fixture' ? 'screenshots-fixture' : 'screenshots') }, (s) => ({ site, browser, server, shots } = s));

type Mode = 'http' | 'file';
const MODES: Mode[] = ['http', 'file'];

interface Problems {
  consoleErrors: string[];
  pageErrors: string[];
  failedRequests: string[];
  blocked: string[];
  requests: string[];
}

function urlOf(mode: Mode, rel: string): string {
  return mode === 'http' ? server.url + rel : fileUrl(join(site.dist, rel));
}

/** Opens a page of the site with every problem recorded. */
async function open(
  mode: Mode,
  rel: string,
  opts: { scheme?: 'light' | 'dark'; width?: number } = {},
): Promise<{ page: Page; problems: Problems }> {
  const { page, blocked } = await newIsolatedPage(browser, mode === 'http' ? [server.origin] : []);
  const problems: Problems = { consoleErrors: [], pageErrors: [], failedRequests: [], blocked, requests: [] };
  page.on('console', (msg) => {
    // (the browser's own /favicon.ico probe, see below)
    if (msg.type() === 'error' && msg.location()?.url !== `${server.origin}/favicon.ico`) problems.consoleErrors.push(`${msg.text()} @ ${msg.location()?.url ?? '?'}`);
  });
  page.on('pageerror', (err) => problems.pageErrors.push(String((err as Error).message ?? err)));
  page.on('request', (req) => problems.requests.push(req.url()));
  page.on('requestfailed', (req) => {
    if (!blocked.includes(req.url())) problems.failedRequests.push(`${req.url()}: ${req.failure()?.errorText}`);
  });
  page.on('response', (res) => {
    // Chromium fetches /favicon.ico by itself when a page declares no icon; that is not a request of the page.
    if (res.status() >= 400 && res.url() !== `${server.origin}/favicon.ico`)
      problems.failedRequests.push(`${res.url()}: HTTP ${res.status()}`);
  });
  await page.setViewport({ width: opts.width ?? 1200, height: 900 });
  await page.emulateMediaFeatures([{ name: 'prefers-color-scheme', value: opts.scheme ?? 'light' }]);
  const res = await page.goto(urlOf(mode, rel), { waitUntil: 'load', timeout: 60_000 });
  if (mode === 'http') expect(res?.status(), `HTTP status of ${rel}`).toBe(200);
  // Let the enhancement scripts finish (they run on load; give them the fonts and two frames).
  await settled(page);
  return { page, problems };
}

function expectClean(problems: Problems, what: string): void {
  expect(problems.blocked, `${what}: requests to another host (blocked)`).toEqual([]);
  expect(problems.consoleErrors, `${what}: console errors`).toEqual([]);
  expect(problems.pageErrors, `${what}: uncaught page errors`).toEqual([]);
  expect(problems.failedRequests, `${what}: failed requests`).toEqual([]);
  const foreign = problems.requests.filter((u) => !/^(file:|data:|blob:|about:)/.test(u) && !u.startsWith(server.origin));
  expect(foreign, `${what}: requests that left 127.0.0.1/file://`).toEqual([]);
}

/** Relative luminance (WCAG) of a CSS rgb()/rgba() colour. */
function luminance(css: string): number {
  const m = /rgba?\(\s*([\d.]+)[,\s]+([\d.]+)[,\s]+([\d.]+)/.exec(css);
  if (!m) throw new Error(`expected an rgb() colour, found "${css}"`);
  const lin = (v: number) => {
    const c = v / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * lin(+m[1]) + 0.7152 * lin(+m[2]) + 0.0722 * lin(+m[3]);
}

/** Effective background colour of the page (first non-transparent of body, html; white when both are transparent). */
async function pageColors(page: Page): Promise<{ bg: string; fg: string; theme: string | null }> {
  return page.evaluate(() => {
    const transparent = (c: string) => c === 'transparent' || /rgba\([^)]*,\s*0\)$/.test(c);
    const b = getComputedStyle(document.body).backgroundColor;
    const h = getComputedStyle(document.documentElement).backgroundColor;
    const bg = !transparent(b) ? b : !transparent(h) ? h : 'rgb(255, 255, 255)';
    const main = document.querySelector('main') ?? document.body;
    const p = main.querySelector('p') ?? main;
    return { bg, fg: getComputedStyle(p).color, theme: document.documentElement.getAttribute('data-theme') };
  });
}

interface ChartInfo { kind: string | null; svg: boolean; width: number; height: number; marks: number; caption: number; table: boolean }
interface MetricSpan { key: string; model: string | null; title: string; text: string }
/** What the read-only tests below take from one report page, served over HTTP, 1200 px, light. */
interface ReportReading {
  slug: string;
  problems: Problems;
  /** <main data-report>. */
  main: string | null;
  charts: ChartInfo[];
  /** The text of <main> without KaTeX's output and code, and the number of KaTeX-rendered formulas. */
  tex: { text: string; katex: number };
  spans: MetricSpan[];
}

/** Each chart figure's shown SVG, its size and marks, caption and data table (in the page). */
function chartInfo(): ChartInfo[] {
  return [...document.querySelectorAll('figure.chart')].map((f) => {
    // The chart variant shown (screen at this width; legend swatches are SVGs too).
    const svg = [...f.querySelectorAll('.chart-svg svg')].find((s) => s.getClientRects().length > 0) ?? null;
    const r = svg?.getBoundingClientRect();
    return {
      kind: f.getAttribute('data-chart'),
      svg: !!svg,
      width: r?.width ?? 0,
      height: r?.height ?? 0,
      marks: svg ? svg.querySelectorAll('path, circle, rect, line, polygon, polyline, text').length : 0,
      caption: (f.querySelector('figcaption')?.textContent ?? '').trim().length,
      table: !!f.querySelector('details.data-table table'),
    };
  });
}

/** The page's text outside KaTeX's output and code, and its count of KaTeX-rendered formulas (in the page). */
function textOutsideMath(): ReportReading['tex'] {
  const root = document.querySelector('main') ?? document.body;
  const clone = root.cloneNode(true) as HTMLElement;
  for (const e of clone.querySelectorAll('.katex, .katex-display, code, pre, script, style, kbd, samp, textarea')) e.remove();
  return { text: clone.textContent ?? '', katex: root.querySelectorAll('.katex .katex-html').length };
}

/**
 * Every report page over HTTP, loaded once and read by the read-only tests below (clean load, charts, KaTeX, inline
 * metrics), which assert on their part; the tests that hover, type or toggle open pages of their own.
 */
const readReports = readOnce(async (): Promise<ReportReading[]> => {
  const out: ReportReading[] = [];
  for (const slug of site.slugs) {
    const { page, problems } = await open('http', `reports/${slug}/index.html`);
    try {
      out.push({
        slug,
        problems,
        main: await page.$eval('main', (m) => m.getAttribute('data-report')),
        charts: await page.evaluate(chartInfo),
        tex: await page.evaluate(textOutsideMath),
        spans: await page.$$eval('span.metric[data-metric]', (ss) =>
          ss.map((s) => ({ key: s.getAttribute('data-metric')!, model: s.getAttribute('data-model'), title: s.getAttribute('title') ?? '', text: (s.textContent ?? '').trim() })),
        ),
      });
    } finally {
      await page.close();
    }
  }
  expect(out.map((r) => r.slug)).toEqual(site.slugs);
  return out;
});

interface TooltipState {
  count: number;
  visible: boolean;
  text: string;
}

async function tooltipState(page: Page): Promise<TooltipState> {
  return page.evaluate(() => {
    const tips = [...document.querySelectorAll<HTMLElement>('.tooltip[role="tooltip"]')];
    const t = tips[0];
    if (!t) return { count: 0, visible: false, text: '' };
    const cs = getComputedStyle(t);
    const r = t.getBoundingClientRect();
    const visible =
      !t.hidden && cs.display !== 'none' && cs.visibility !== 'hidden' && Number(cs.opacity) > 0 && r.width > 0 && r.height > 0;
    return { count: tips.length, visible, text: (t.textContent ?? '').replace(/\s+/g, ' ').trim() };
  });
}

/**
 * First element matching `selector` that the mouse can actually reach (the top element at its centre is itself or
 * inside it), so overlapping marks do not make the test hover a neighbour.
 */
async function reachable(page: Page, selector: string): Promise<ElementHandle<Element> | null> {
  for (const el of await page.$$(selector)) {
    await el.scrollIntoView();
    const ok = await el.evaluate((e) => {
      const r = e.getBoundingClientRect();
      if (r.width === 0 && r.height === 0) return false;
      const top = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
      return !!top && (top === e || e.contains(top));
    });
    if (ok) return el;
  }
  return null;
}

/** Hovers an element with the real mouse and returns the tooltip shown. */
async function hoverAndReadTip(page: Page, el: ElementHandle<Element>): Promise<{ expected: string; tip: TooltipState }> {
  const expected = (await el.evaluate((e) => e.getAttribute('data-tip') ?? '')).replace(/\s+/g, ' ').trim();
  await page.mouse.move(1, 1);
  await el.scrollIntoView();
  await el.hover();
  await page.waitForFunction(
    () => {
      const t = document.querySelector<HTMLElement>('.tooltip[role="tooltip"]');
      return !!t && !t.hidden && getComputedStyle(t).display !== 'none' && (t.textContent ?? '').trim().length > 0;
    },
    { timeout: 5_000 },
  ).catch(() => undefined);
  return { expected, tip: await tooltipState(page) };
}

/**
 * The what-if panel as shown: each model's partial VOROS, the heatmap's cells, the verdict line (a polite status) and
 * the models marked best (rows `tr.winner`) and shown in bold.
 */
async function whatIfState(page: Page): Promise<{ pv: Record<string, string>; cells: string[]; verdict: { line: string; role: string | null }; best: string[]; bold: string[]; region: string }> {
  return page.evaluate(() => {
    const pv: Record<string, string> = {};
    for (const o of document.querySelectorAll<HTMLElement>('[data-whatif-pv][data-model]'))
      pv[o.dataset.model!] = (o.textContent ?? '').trim();
    const cells = [...document.querySelectorAll('[data-whatif-heatmap] .chart-svg[data-variant="screen"] [data-tip]')].map(
      (c) => `${c.getAttribute('data-tip')}|${c.getAttribute('fill') ?? ''}|${getComputedStyle(c).fill}`,
    );
    const v = document.querySelector('[data-whatif-verdict]');
    const best = [...document.querySelectorAll<HTMLElement>('[data-whatif] tr.winner[data-model]')].map((r) => r.dataset.model!);
    const bold = [...document.querySelectorAll<HTMLElement>('[data-whatif-pv][data-model]')].filter((o) => Number(getComputedStyle(o).fontWeight) >= 700).map((o) => o.dataset.model!);
    const region = (document.querySelector('[data-whatif-region]')?.textContent ?? '').trim();
    return { pv, cells, verdict: { line: (v?.textContent ?? '').trim(), role: v?.getAttribute('role') ?? null }, best, bold, region };
  });
}

/** The models a verdict line names as best: its winner, the tied models, or none (src/lib/site/verdict.ts's words). */
function namedBest(line: string, models: string[]): string[] {
  const said = line.slice(line.indexOf(': ') + 2);
  if (said.startsWith('no clear winner: no model')) return [];
  if (said.startsWith('no clear winner: ')) return models.filter((m) => said.slice(0, said.indexOf(' tie (')).includes(m));
  return models.filter((m) => said.startsWith(`${m} (partial VOROS`));
}

/** Moves a range input with the keyboard (real input events): to its end, or its start when already there. */
async function moveSlider(page: Page, name: string, to: 'End' | 'Home'): Promise<string> {
  const sel = `[data-whatif] input[type="range"][name="${name}"]`;
  const input = await page.$(sel);
  expect(input, `what-if slider ${sel}`).not.toBeNull();
  await input!.scrollIntoView();
  await input!.focus();
  await page.keyboard.press(to);
  return input!.evaluate((e) => (e as HTMLInputElement).value);
}

/** Sets a range input's value and fires the events a user's drag fires (input, then change). */
async function setSlider(page: Page, name: string, value: string): Promise<void> {
  await page.$eval(
    `[data-whatif] input[name="${name}"]`,
    (e, v) => {
      const input = e as HTMLInputElement;
      input.value = v;
      input.dispatchEvent(new Event('input', { bubbles: true }));
      input.dispatchEvent(new Event('change', { bubbles: true }));
    },
    value,
  );
}

describe('harness self-check', () => {
  vitestIt('isLocalUrl: file, data, blob and the test server are local; any other host is not', () => {
    expect(isLocalUrl('file:///tmp/x.html')).toBe(true);
    expect(isLocalUrl('data:image/png;base64,AAAA')).toBe(true);
    expect(isLocalUrl('http://127.0.0.1:8080/a.css', ['http://127.0.0.1:8080'])).toBe(true);
    expect(isLocalUrl('http://127.0.0.1:8081/a.css', ['http://127.0.0.1:8080'])).toBe(false);
    expect(isLocalUrl('https://cdn.jsdelivr.net/npm/katex/dist/katex.min.css')).toBe(false);
    expect(isLocalUrl('file://server/share/x.html')).toBe(false);
  });

  it('interception really fails and records requests to another host (so "none happened" means something)', async () => {
    const dir = tempDir('rocsite-intercept-');
    const file = join(dir, 'page.html');
    writeFileSync(
      file,
      '<!doctype html><html><head><link rel="stylesheet" href="https://cdn.example.com/x.css"></head>' +
        '<body><img src="http://fonts.example.org/a.png"><p>ok</p></body></html>',
    );
    const { page, blocked } = await newIsolatedPage(browser, []);
    try {
      await page.goto(fileUrl(file), { waitUntil: 'load' });
      expect([...blocked].sort()).toEqual(['http://fonts.example.org/a.png', 'https://cdn.example.com/x.css']);
    } finally {
      await page.close();
    }
  });
});

describe('built site in Chromium', () => {
  it('has reports to test', async () => {
    expect(site.slugs.length, `report pages under ${site.dist}/reports`).toBeGreaterThan(0);
  });

  for (const mode of MODES) {
    describe(`opened ${mode === 'http' ? 'from http://127.0.0.1' : 'from file://'}`, () => {
      it('index page: loads cleanly and links every report with a relative URL', async () => {
        const { page, problems } = await open(mode, 'index.html');
        try {
          const hrefs = await page.$$eval('a[href]', (as) => as.map((a) => a.getAttribute('href')!));
          for (const slug of site.slugs) {
            const link = hrefs.find((h) => new RegExp(`(^|/)reports/${slug}(/|/index\\.html)?$`).test(h));
            expect(link, `index links to report "${slug}" (hrefs: ${hrefs.join(' ')})`).toBeDefined();
            expect(link!, 'relative URL').not.toMatch(/^(\/|[a-z]+:)/i);
          }
          expectClean(problems, `index (${mode})`);
        } finally {
          await page.close();
        }
      });

      it('every report page and heatmap page loads with no console error, failed or foreign request', async () => {
        for (const slug of site.slugs) {
          const pages = [`reports/${slug}/index.html`];
          if (existsSync(join(site.dist, 'reports', slug, 'heatmap', 'index.html'))) pages.push(`reports/${slug}/heatmap/index.html`);
          for (const rel of pages) {
            if (mode === 'http' && !rel.includes('/heatmap/')) {
              // (read once with the other read-only checks of the report pages)
              const r = (await readReports()).find((x) => x.slug === slug)!;
              expectClean(r.problems, `${rel} (${mode})`);
              expect(r.main, `${rel}: <main data-report>`).toBe(slug);
              continue;
            }
            const { page, problems } = await open(mode, rel);
            try {
              expectClean(problems, `${rel} (${mode})`);
              if (!rel.includes('/heatmap/'))
                expect(await page.$eval('main', (m) => m.getAttribute('data-report')), `${rel}: <main data-report>`).toBe(slug);
            } finally {
              await page.close();
            }
          }
        }
      });
    });
  }

  it('every chart has a rendered SVG, a caption and a data-table alternative', async () => {
    for (const { slug, charts } of await readReports()) {
      expect(charts.length, `${slug}: figure.chart elements`).toBeGreaterThan(0);
      for (const c of charts) {
        const what = `${slug}: chart data-chart="${c.kind}"`;
        expect(c.kind, `${what}: data-chart`).toBeTruthy();
        expect(c.svg, `${what}: has an <svg>`).toBe(true);
        expect(c.width, `${what}: rendered width`).toBeGreaterThan(50);
        expect(c.height, `${what}: rendered height`).toBeGreaterThan(50);
        expect(c.marks, `${what}: drawn marks`).toBeGreaterThan(3);
        expect(c.caption, `${what}: figcaption text`).toBeGreaterThan(0);
        expect(c.table, `${what}: details.data-table with a table`).toBe(true);
      }
    }
  });

  it('hovering a chart point and a heatmap cell shows its tooltip', async () => {
    let heatmapCellsSeen = 0;
    for (const slug of site.slugs) {
      const rels = [`reports/${slug}/index.html`];
      if (existsSync(join(site.dist, 'reports', slug, 'heatmap', 'index.html'))) rels.push(`reports/${slug}/heatmap/index.html`);
      for (const rel of rels) {
        const { page, problems } = await open('http', rel);
        try {
          const point = await reachable(page, 'figure.chart:not([data-chart="heatmap"]) svg g[aria-label="dot"] [data-tip]');
          if (!rel.includes('/heatmap/')) {
            expect(point, `${rel}: a chart point (svg g[aria-label="dot"] [data-tip], a circle or the model's symbol)`).not.toBeNull();
            const { expected, tip } = await hoverAndReadTip(page, point!);
            expect(tip.count, `${rel}: exactly one .tooltip[role=tooltip]`).toBe(1);
            expect(tip.visible, `${rel}: tooltip visible after hovering a point`).toBe(true);
            expect(tip.text, `${rel}: tooltip text = the point's data-tip`).toBe(expected);
          }
          const cell = await reachable(page, 'figure.chart[data-chart="heatmap"] rect[data-tip], [data-whatif-heatmap] rect[data-tip]');
          if (cell) {
            heatmapCellsSeen++;
            const { expected, tip } = await hoverAndReadTip(page, cell);
            expect(tip.visible, `${rel}: tooltip visible after hovering a heatmap cell`).toBe(true);
            expect(tip.text, `${rel}: tooltip text = the cell's data-tip`).toBe(expected);
            // Moving away hides it.
            await page.mouse.move(2, 2);
            await page.waitForFunction(
              () => {
                const t = document.querySelector<HTMLElement>('.tooltip[role="tooltip"]');
                return !t || t.hidden || getComputedStyle(t).display === 'none' || getComputedStyle(t).visibility === 'hidden' || getComputedStyle(t).opacity === '0';
              },
              { timeout: 5_000 },
            );
          }
          expectClean(problems, rel);
        } finally {
          await page.close();
        }
      }
    }
    expect(heatmapCellsSeen, 'heatmap cells (rect[data-tip]) found in at least one page').toBeGreaterThan(0);
  });

  it('moving the what-if sliders recomputes PV and the heatmap', async () => {
    let panels = 0;
    for (const slug of site.slugs) {
      const { page, problems } = await open('http', `reports/${slug}/index.html`);
      try {
        if (!(await page.$('[data-whatif]'))) continue;
        panels++;
        for (const name of ['alpha', 'kappa', 'tmin', 'tmax'])
          expect(await page.$(`[data-whatif] input[type="range"][name="${name}"]`), `${slug}: slider ${name}`).not.toBeNull();
        const initial = await page.$$eval('[data-whatif] input[type="range"]', (is) =>
          Object.fromEntries(is.map((i) => [(i as HTMLInputElement).name, (i as HTMLInputElement).value])),
        );
        // Every slider's step grid starts at the scenario's exact value (WhatIf.astro), so the browser does not snap
        // it and moving a slider back restores the build-time numbers.
        // (Browsers keep 15 significant digits of a slider's value; the page uses the attribute's exact value while
        // the slider sits there.)
        const onGrid = await page.$$eval('[data-whatif] input[type="range"]', (is) =>
          is.every((i) => {
            const a = Number(i.getAttribute('value'));
            return Math.abs(a - Number((i as HTMLInputElement).value)) <= 1e-14 * Math.max(1, Math.abs(a));
          }),
        );
        expect(onGrid, `${slug}: every what-if slider's initial value lies on its step grid`).toBe(true);
        const before = await whatIfState(page);
        expect(Object.keys(before.pv).length, `${slug}: [data-whatif-pv][data-model] outputs`).toBeGreaterThan(0);
        for (const [model, text] of Object.entries(before.pv))
          expect(text, `${slug}: initial PV of ${model}`).toMatch(/\d/);
        // The verdict on the first scenario, as the summary box says it (verdict.ts), its best models in bold.
        const report = JSON.parse(readFileSync(join(site.dist, 'reports', slug, 'report.json'), 'utf8')) as {
          models: { name: string; scenarios: { name: string; partialVoros: number }[] }[];
          scenarios: { name: string; precision: number; capacityCount: number; tRange: [number, number] }[];
        };
        const models = report.models.map((m) => m.name);
        const s0 = report.scenarios[0];
        expect(before.verdict.role, `${slug}: the verdict line is a status`).toBe('status');
        if (s0) {
          const said = verdictLine(models, report.models.map((m) => m.scenarios.find((x) => x.name === s0.name)!.partialVoros), s0.precision, s0.capacityCount, s0.tRange[0], s0.tRange[1]);
          expect(before.verdict.line, `${slug}: the verdict on scenario "${s0.name}"`).toBe(said.line);
          const summary = await page.$eval(`[data-summary] dd[data-scenario="${s0.name}"]`, (d) => (d.textContent ?? '').replace(/\s+/g, ' '));
          expect(summary, `${slug}: the summary box says the same verdict`).toContain(said.line.slice(said.line.indexOf(': ') + 2));
          expect([before.best, before.bold], `${slug}: the best models marked and in bold`).toEqual([said.best, said.best]);
        }

        // α to its maximum: the precision bound tightens, so the feasible region and PV change.
        const alphaValue = await moveSlider(page, 'alpha', 'End');
        await page.waitForFunction(
          (prev: Record<string, string>) =>
            [...document.querySelectorAll<HTMLElement>('[data-whatif-pv][data-model]')].some((o) => (o.textContent ?? '').trim() !== prev[o.dataset.model!]),
          { timeout: 15_000 },
          before.pv,
        ).catch(() => undefined);
        const afterAlpha = await whatIfState(page);
        expect(afterAlpha.pv, `${slug}: PV after moving α to ${alphaValue}`).not.toEqual(before.pv);
        expect(afterAlpha.verdict.line, `${slug}: the verdict for α ${alphaValue}`).toMatch(new RegExp(`^Best at precision ≥ ${Number(alphaValue).toFixed(2)}, at most [\\d\u202f]+ alerts, t from \\d\\.\\d\\d to \\d\\.\\d\\d: `));
        expect([afterAlpha.best, afterAlpha.bold], `${slug}: the models the verdict names are marked and in bold`).toEqual([namedBest(afterAlpha.verdict.line, models), namedBest(afterAlpha.verdict.line, models)]);

        // The t range changes every cell's PV, hence the heatmap (α and κ are its axes).
        await moveSlider(page, 'tmax', 'Home');
        await moveSlider(page, 'tmin', 'Home');
        await moveSlider(page, 'tmax', 'End');
        if (before.cells.length) {
          await page.waitForFunction(
            (prev: string[]) => {
              const now = [...document.querySelectorAll('[data-whatif-heatmap] .chart-svg[data-variant="screen"] [data-tip]')].map(
                (c) => `${c.getAttribute('data-tip')}|${c.getAttribute('fill') ?? ''}|${getComputedStyle(c).fill}`,
              );
              return now.join('\n') !== prev.join('\n');
            },
            { timeout: 30_000 },
            before.cells,
          ).catch(() => undefined);
          const afterT = await whatIfState(page);
          expect(afterT.cells.join('\n'), `${slug}: heatmap cells after moving the t range`).not.toBe(before.cells.join('\n'));
          // The panel re-renders the build's chart: one cell, one print key per cell, and model numbers in the legend.
          const fig = await page.$eval('[data-whatif-heatmap]', (f) => ({
            rects: f.querySelectorAll('.chart-svg[data-variant="screen"] svg g.heatmap-cells rect[data-cell][data-tip]').length,
            keys: f.querySelectorAll('.chart-svg[data-variant="print"] svg g.heatmap-keys[display="none"] text').length,
            screenKeys: f.querySelectorAll('.chart-svg:not([data-variant="print"]) svg g.heatmap-keys').length,
            // Winner categories (the entry of the Def. 11 dot, a mark rather than a category, has no number).
            items: f.querySelectorAll('ul.legend li[data-legend]:not([data-legend^="Partial VOROS Def. 11"])').length,
            numbered: f.querySelectorAll('ul.legend li[data-legend] > b.print-key').length,
          }));
          expect(fig.rects, `${slug}: re-rendered heatmap cells`).toBe(before.cells.length);
          expect(fig.keys, `${slug}: print keys of the re-rendered heatmap`).toBe(fig.rects);
          expect(fig.screenKeys, `${slug}: no print keys in the screen and phone variants`).toBe(0);
          expect(fig.numbered, `${slug}: numbered legend entries`).toBe(fig.items);
        } else {
          // No heatmap on the page: the report has none to re-render (its config asks for no α × κ grid).
          const json = JSON.parse(readFileSync(join(site.dist, 'reports', slug, 'report.json'), 'utf8'));
          expect(json.heatmap, `${slug}: the page shows no heatmap, so the report has none`).toBeUndefined();
        }
        // Back to the initial settings: the page's recomputation reproduces the build-time numbers (report.json).
        for (const [name, value] of Object.entries(initial)) await setSlider(page, name, value);
        await page.waitForFunction(
          (prev: Record<string, string>) =>
            [...document.querySelectorAll<HTMLElement>('[data-whatif-pv][data-model]')].every((o) => (o.textContent ?? '').trim() === prev[o.dataset.model!]),
          { timeout: 15_000 },
          before.pv,
        ).catch(() => undefined);
        const restored = await whatIfState(page);
        expect(restored.pv, `${slug}: PV recomputed in the page at the initial α, κ, t range = the build's`).toEqual(before.pv);
        if (s0) {
          expect([restored.verdict.line, restored.best], `${slug}: the verdict recomputed at the initial settings = the build's`).toEqual([before.verdict.line, before.best]);
          expect(restored.region, `${slug}: the feasible region recomputed at the initial settings = the build's`).toBe(before.region);
          expect(before.region, `${slug}: the feasible region names its case`).toMatch(/^Feasible region: case \d+ \(.+\), area \d\.\d{4}\.$/);
        }
        // The heatmap as loaded is the one for the sliders' initial t range (the first scenario's), which the page
        // recomputes after a change: not the report's heatmap, whose cost may be another.
        expect(restored.cells.join('\n'), `${slug}: heatmap recomputed at the initial t range = the heatmap as loaded`).toBe(before.cells.join('\n'));
        const json = report;
        const scenario = json.scenarios.find(
          (sc) => Math.abs(sc.precision - Number(initial.alpha)) < 1e-9 && Math.abs(sc.tRange[0] - Number(initial.tmin)) < 1e-6 && Math.abs(sc.tRange[1] - Number(initial.tmax)) < 1e-6,
        );
        if (scenario)
          for (const m of json.models) {
            const shown = restored.pv[m.name];
            const pv = m.scenarios.find((x) => x.name === scenario.name)?.partialVoros;
            if (shown === undefined || typeof pv !== 'number' || !/^-?\d*\.\d+$/.test(shown)) continue;
            const decimals = shown.split('.')[1].length;
            expect(Math.abs(Number(shown) - pv), `${slug}: PV of ${m.name} in the page ${shown}, report.json scenario "${scenario.name}" ${pv}`).toBeLessThanOrEqual(0.5 * 10 ** -decimals + 1e-12);
          }
        expectClean(problems, `${slug} what-if`);
      } finally {
        await page.close();
      }
    }
    expect(panels, 'reports with a what-if panel ([data-whatif])').toBeGreaterThan(0);
  });

  it('PR curves at a prevalence typed in the page are drawn by the build\'s chart function', async () => {
    let figures = 0;
    for (const slug of site.slugs) {
      const { page, problems } = await open('http', `reports/${slug}/index.html`);
      try {
        if (!(await page.$('figure[data-pr-prevalence][data-pr-ready]'))) continue;
        figures++;
        await page.select('figure[data-pr-prevalence] select[data-pr-select]', 'custom');
        await page.$eval('figure[data-pr-prevalence] input[data-pr-custom]', (i) => {
          (i as HTMLInputElement).value = '0.2';
          i.dispatchEvent(new Event('input', { bubbles: true }));
        });
        const custom = await page.$eval('[data-pr-panel="custom"]', (p) => ({
          title: p.querySelector('.pr-panel-title')?.textContent ?? '',
          chartId: p.querySelector('svg')?.getAttribute('data-chart-id') ?? '',
          lines: p.querySelectorAll('svg g[aria-label="line"] path').length,
          label: p.querySelector('svg')?.getAttribute('aria-label') ?? '',
        }));
        expect(custom.title, `${slug}: custom panel title`).toContain('20.0%');
        expect(custom.chartId, `${slug}: custom chart id`).toMatch(/-custom$/);
        expect(custom.lines, `${slug}: PR lines`).toBeGreaterThan(0);
        expect(custom.label, `${slug}: accessible name`).toContain('at prevalence 20.0%');
        expectClean(problems, `${slug} PR at a custom prevalence`);
      } finally {
        await page.close();
      }
    }
    expect(figures, 'reports with PR curves at several prevalences').toBeGreaterThan(0);
  });

  it('no raw TeX is left and math is rendered by KaTeX', async () => {
    let katexCount = 0;
    for (const { slug, tex: r } of await readReports()) {
      katexCount += r.katex;
      const leftovers = [
        ...r.text.matchAll(/\$\$[^$]+\$\$|\$[^$\s][^$]*?\$|\\(?:frac|alpha|kappa|mathrm|operatorname|sum|int|le|ge|cdot|left|right|begin|text)\b|\\\(|\\\[/g),
      ].map((m) => m[0].slice(0, 60));
      expect(leftovers, `${slug}: raw TeX in the page text`).toEqual([]);
    }
    expect(katexCount, 'KaTeX-rendered formulas (.katex .katex-html) across the reports').toBeGreaterThan(0);
  });

  it('dark mode follows prefers-color-scheme and the toggle; screenshots light and dark', async () => {
    for (const slug of site.slugs) {
      const rel = `reports/${slug}/index.html`;
      for (const scheme of ['light', 'dark'] as const) {
        const { page, problems } = await open('http', rel, { scheme });
        try {
          const c = await pageColors(page);
          expect(c.theme, `${slug}: <html data-theme> under prefers-color-scheme: ${scheme}`).toBe(scheme);
          const bgL = luminance(c.bg);
          const fgL = luminance(c.fg);
          if (scheme === 'dark') {
            expect(bgL, `${slug}: dark background (${c.bg})`).toBeLessThan(0.2);
            expect(fgL, `${slug}: light text on dark (${c.fg})`).toBeGreaterThan(bgL + 0.3);
          } else {
            expect(bgL, `${slug}: light background (${c.bg})`).toBeGreaterThan(0.7);
            expect(fgL, `${slug}: dark text on light (${c.fg})`).toBeLessThan(bgL - 0.3);
          }
          // The whole page of one report, the first screen of the others (the eight whole pages took 10 of this test's
          // 17 s on an idle host). (optimizeForSpeed: faster PNG compression; the 33,000 px ICU page 2.2–2.6 → 1.6 s.)
          const whole = slug === (site.slugs.includes('asah') ? 'asah' : site.slugs[0]);
          await page.screenshot({ path: join(shots, `${slug}-${scheme}.png`) as `${string}.png`, fullPage: whole, optimizeForSpeed: true });

          // The toggle switches to the other theme.
          const toggle = await page.$('[data-theme-toggle]');
          expect(toggle, `${slug}: [data-theme-toggle]`).not.toBeNull();
          await toggle!.click();
          await page.waitForFunction((s: string) => document.documentElement.getAttribute('data-theme') !== s, { timeout: 5_000 }, scheme);
          const t = await pageColors(page);
          const other = scheme === 'dark' ? 'light' : 'dark';
          expect(t.theme, `${slug}: data-theme after the toggle`).toBe(other);
          if (other === 'dark') expect(luminance(t.bg), `${slug}: background after toggling to dark (${t.bg})`).toBeLessThan(0.2);
          else expect(luminance(t.bg), `${slug}: background after toggling to light (${t.bg})`).toBeGreaterThan(0.7);
          expectClean(problems, `${slug} (${scheme})`);
        } finally {
          await page.close();
        }
      }
      expect(existsSync(join(shots, `${slug}-dark.png`))).toBe(true);
    }
  });

  it('inline metrics (<Metric>) show the numbers of the report JSON', async () => {
    let checked = 0;
    for (const slug of site.slugs) {
      const jsonPath = join(site.dist, 'reports', slug, 'report.json');
      expect(existsSync(jsonPath), `${jsonPath} (JSON download)`).toBe(true);
      const report = JSON.parse(readFileSync(jsonPath, 'utf8')) as {
        dataset: Record<string, number | string>;
        models: (Record<string, unknown> & {
          name: string;
          voros: { value: number }[];
          scenarios: { name: string; partialVoros: number }[];
        })[];
      };
      const { spans } = (await readReports()).find((r) => r.slug === slug)!;
      for (const s of spans) {
        const what = `${slug}: <span class="metric" data-metric="${s.key}"${s.model ? ` data-model="${s.model}"` : ''}> "${s.text}"`;
        // The values it may show, read from report.json.
        let candidates: number[] = [];
        if (s.model) {
          const model = report.models.find((m) => m.name === s.model);
          expect(model, `${what}: data-model names a model of report.json`).toBeDefined();
          if (s.key === 'voros') candidates = model!.voros.map((v) => v.value);
          else if (s.key === 'pv' || s.key === 'partialVoros') {
            const sc = /scenario\s+(.+)$/.exec(s.title)?.[1]?.trim();
            candidates = model!.scenarios.filter((x) => !sc || x.name === sc).map((x) => x.partialVoros);
          } else if (typeof model![s.key] === 'number') candidates = [model![s.key] as number];
        } else if (typeof report.dataset[s.key] === 'number') candidates = [report.dataset[s.key] as number];
        if (candidates.length === 0) continue; // a key this test does not know how to look up
        const percent = s.text.endsWith('%');
        const shown = Number(s.text.replace(/[^\d.eE+-]/g, '')) / (percent ? 100 : 1);
        const decimals = (s.text.split('.')[1] ?? '').replace(/\D.*$/, '').length + (percent ? 2 : 0);
        const tol = 0.5 * 10 ** -decimals + 1e-12;
        expect(
          candidates.some((v) => Math.abs(shown - v) <= tol),
          `${what} = one of report.json's ${candidates.join(', ')} (±${tol})`,
        ).toBe(true);
        checked++;
      }
    }
    process.stderr.write(`[browser tests] ${checked} inline metrics checked against report.json\n`);
  });

  it('each standalone.html is self-contained: from file:// it requests nothing but itself', async () => {
    for (const slug of site.slugs) {
      const file = join(site.dist, 'reports', slug, 'standalone.html');
      expect(existsSync(file), `${file}`).toBe(true);
      const { page, blocked } = await newIsolatedPage(browser, []);
      const requests: string[] = [];
      const errors: string[] = [];
      page.on('request', (r) => requests.push(r.url()));
      page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
      page.on('pageerror', (e) => errors.push(String(e)));
      try {
        await page.goto(fileUrl(file), { waitUntil: 'load' });
        const self = fileUrl(file);
        const other = requests.filter((u) => u !== self && !/^(data:|blob:|about:)/.test(u));
        expect(other, `${slug}/standalone.html: requests for other files or hosts`).toEqual([]);
        expect(blocked, `${slug}/standalone.html: blocked requests to other hosts`).toEqual([]);
        expect(errors, `${slug}/standalone.html: console errors`).toEqual([]);
        expect(await page.$$eval('figure.chart svg', (s) => s.length), `${slug}/standalone.html: chart SVGs`).toBeGreaterThan(0);
      } finally {
        await page.close();
      }
    }
  });
});
