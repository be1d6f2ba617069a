/**
 * Charts and tables as readers see them, in a real browser (Debian's Chromium through puppeteer-core):
 *   - in greyscale (Chromium's achromatopsia emulation): the model lines of every chart differ in dash pattern and
 *     carry direct labels with the model names;
 *   - on a 390 px phone screen: every visible chart text is at least 10 CSS px as displayed (font size × the SVG's
 *     display scale) (that no word or number of a table breaks across lines is checked on every layout in
 *     review.test.ts);
 *   - on paper (print media at the A4 text width): the page is no wider than the paper, so Chromium never shrinks it;
 *   - every chart text contrasts with what lies behind it (WCAG 4.5:1), on screen in both themes and on paper: axe-core
 *     does not measure text in SVG (axe.test.ts), so it is measured here;
 *   - the direct model labels of every visible chart (desktop, phone, paper) do not overlap and stay inside the chart,
 *     measured on the laid-out text (the build places them from estimated widths: src/lib/charts/declutter.ts).
 * Screenshots go to test-artifacts/print-charts/.
 * Each report page is loaded once and read in every medium by every check in one pass ({@link read}); each test
 * asserts on its part.
 */
import { join } from 'node:path';
import type { Page } from 'puppeteer-core';
import { describe, expect } from 'vitest';
import { newIsolatedPage, settled, twoFrames, type LaunchedBrowser, type StaticServer } from '../../src/lib/browser';
import { MARGIN } from '../../src/lib/pdf/export';
import { browserSuite, readOnce, switchTheme, type SiteUnderTest } from './harness';

let site: SiteUnderTest;
let launched: LaunchedBrowser;
let server: StaticServer;
let shots: string;
const it = browserSuite({ serve: true, shots: () => 'print-charts' }, (s) => ({ site, launched, server, shots } = s));

/**
 * Where the charts are read: a desktop screen in the light and the dark theme, a phone, and paper (print media at the
 * A4 text width, 180 mm = 680 px).
 */
const MEDIA = [
  ['desktop', { width: 1200, height: 900 }, false, 'light'],
  ['desktop dark', { width: 1200, height: 900 }, false, 'dark'],
  ['phone', { width: 390, height: 844 }, false, 'light'],
  ['paper', { width: 680, height: 1000 }, true, 'light'],
] as const;

async function open(slug: string, viewport: { width: number; height: number }, scheme: 'light' | 'dark'): Promise<Page> {
  const { page } = await newIsolatedPage(launched.browser, [server.origin]);
  await page.setViewport({ ...viewport, deviceScaleFactor: 1 });
  await page.emulateMediaFeatures([{ name: 'prefers-color-scheme', value: scheme }]);
  await page.goto(`${server.url}reports/${encodeURIComponent(slug)}/index.html`, { waitUntil: 'load' });
  await settled(page);
  return page;
}

type Medium = (typeof MEDIA)[number][0];
interface Breaks { n: number; bad: string[] }
interface LineChart { id: string; kind: string | null; lines: string[]; labels: string[]; legend: string[] }
/** What the tests below read from one report page in one medium. */
interface Reading {
  slug: string;
  medium: Medium;
  /** Direct model labels outside their chart, over the axes' text or over one another; charts with two or more. */
  labels: { bad: string[]; charts: number };
  /** Chart texts overlapping one another (n: texts measured). */
  texts: Breaks;
  /** Desktop: each visible chart's model lines (dash patterns), direct labels and legend entries. */
  lineCharts?: LineChart[];
  /** Phone: visible chart texts below 10 CSS px as displayed. */
  small?: { small: string[]; texts: number };
  /** Paper: tables shorter than the A4 text block and whether they avoid a page break inside. */
  tables?: { caption: string; avoid: boolean }[];
  /** Paper: the page's width against the paper's. */
  width?: { scroll: number; client: number };
  /** Every medium but the phone: each chart text, its contrast ratio with what lies behind it, and what that is. */
  contrast?: { text: string; ratio: number; on: string }[];
}

/** Direct model labels outside their chart, over the axes' text, or over one another (in the page). */
function labelOverlaps(): Reading['labels'] {
  const bad: string[] = [];
  let charts = 0;
  for (const svg of document.querySelectorAll<SVGSVGElement>('figure.chart .chart-svg svg')) {
    if (!svg.getClientRects().length) continue;
    const texts = [...svg.querySelectorAll<SVGTextElement>('g.model-label text')];
    if (texts.length < 2) continue;
    charts++;
    const frame = svg.getBoundingClientRect();
    const boxes = texts.map((t) => ({ name: (t.textContent ?? '').trim(), r: t.getBoundingClientRect() }));
    const id = svg.getAttribute('data-chart-id');
    for (const b of boxes) {
      if (b.r.right > frame.right + 1 || b.r.left < frame.left - 1) bad.push(`${id}: "${b.name}" runs outside the chart (${Math.round(b.r.left - frame.left)}..${Math.round(b.r.right - frame.left)} of ${Math.round(frame.width)} px)`);
    }
    // Nor over the axes' tick labels and titles (Plot names their groups; the paper variant drops the names
    // but places its labels by the same rule).
    const axisTexts = [...svg.querySelectorAll<SVGTextElement>('g[aria-label$="axis tick label"] text, g[aria-label$="axis label"] text')];
    for (const t of axisTexts) {
      const r = t.getBoundingClientRect();
      for (const b of boxes) {
        const w = Math.min(r.right, b.r.right) - Math.max(r.left, b.r.left);
        const h = Math.min(r.bottom, b.r.bottom) - Math.max(r.top, b.r.top);
        if (w > 1 && h > 1) bad.push(`${id}: "${b.name}" covers the axis text "${(t.textContent ?? '').trim()}" (${w.toFixed(1)} × ${h.toFixed(1)} px)`);
      }
    }
    for (let i = 0; i < boxes.length; i++) {
      for (let j = i + 1; j < boxes.length; j++) {
        const a = boxes[i].r;
        const b = boxes[j].r;
        const w = Math.min(a.right, b.right) - Math.max(a.left, b.left);
        const h = Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top);
        if (w > 1 && h > 1) bad.push(`${id}: "${boxes[i].name}" and "${boxes[j].name}" overlap (${w.toFixed(1)} × ${h.toFixed(1)} px)`);
      }
    }
  }
  return { bad, charts };
}

/**
 * Chart texts that overlap (in the page). Laid-out boxes in Chromium; an overlap counts when it exceeds 2 px each way
 * (a text box holds the font's whole ascent and descent, so boxes of neighbouring lines touch without their glyphs
 * doing so). Rotated texts (slanted tick labels) are left out: their boxes are not their shape.
 */
function textOverlaps(): Breaks {
  const bad: string[] = [];
  let n = 0;
  for (const svg of document.querySelectorAll<SVGSVGElement>('figure.chart .chart-svg svg')) {
    if (!svg.getClientRects().length) continue;
    const id = svg.getAttribute('data-chart-id');
    const boxes: { s: string; r: DOMRect }[] = [];
    for (const t of svg.querySelectorAll<SVGTextElement>('text')) {
      if (!(t.textContent ?? '').trim() || !t.getClientRects().length) continue;
      let rotated = false;
      for (let e: Element | null = t; e && e !== svg; e = e.parentElement) if (/rotate/.test(e.getAttribute('transform') ?? '')) rotated = true;
      if (!rotated) boxes.push({ s: (t.textContent ?? '').trim(), r: t.getBoundingClientRect() });
    }
    n += boxes.length;
    for (let i = 0; i < boxes.length; i++)
      for (let j = i + 1; j < boxes.length; j++) {
        const [a, b] = [boxes[i].r, boxes[j].r];
        const w = Math.min(a.right, b.right) - Math.max(a.left, b.left);
        const h = Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top);
        if (w > 2 && h > 2) bad.push(`${id}: "${boxes[i].s}" and "${boxes[j].s}" (${w.toFixed(0)} × ${h.toFixed(0)} px)`);
      }
  }
  return { n, bad };
}

/** Each visible chart's model lines' dash patterns, direct labels and legend entries (in the page). */
function lineCharts(): LineChart[] {
  return [...document.querySelectorAll('figure.chart')]
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
    .filter((c) => c !== null);
}

/** Visible chart texts below 10 CSS px as displayed: font size × the SVG's display scale (in the page). */
function smallTexts(): NonNullable<Reading['small']> {
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
  return { small, texts };
}

/** Tables shorter than `block` px and whether they avoid a break inside (in the page). */
function shortTables(block: number): NonNullable<Reading['tables']> {
  const out: { caption: string; avoid: boolean }[] = [];
  for (const t of document.querySelectorAll<HTMLTableElement>('main table')) {
    const h = t.getBoundingClientRect().height;
    if (!h || h >= block) continue;
    out.push({ caption: (t.caption?.textContent ?? t.className).trim().slice(0, 60), avoid: getComputedStyle(t).breakInside === 'avoid' });
  }
  return out;
}

/**
 * Every visible chart text and its WCAG contrast ratio with what lies behind it (in the page; scrolls it): the chart's
 * background under the filled shapes below the text's centre (cells, areas, points; not lines), each with its fill
 * opacity and the opacity of its groups; the text's colour with its own. A text with a halo (a stroke painted under
 * its fill) is read against the halo.
 */
function chartTextContrast(): NonNullable<Reading['contrast']> {
  type RGBA = [number, number, number, number];
  const parse = (c: string): RGBA | null => {
    const m = c.match(/rgba?\(([^)]+)\)/);
    if (!m) return null;
    const v = m[1].split(/[\s,/]+/).filter(Boolean).map(Number);
    return [v[0], v[1], v[2], v.length > 3 ? v[3] : 1];
  };
  const over = (top: RGBA, alpha: number, back: RGBA): RGBA => {
    const a = top[3] * alpha;
    return [top[0] * a + back[0] * (1 - a), top[1] * a + back[1] * (1 - a), top[2] * a + back[2] * (1 - a), 1];
  };
  const lum = (c: RGBA) => {
    const [r, g, b] = c.slice(0, 3).map((v) => v / 255).map((v) => (v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4));
    return 0.2126 * r + 0.7152 * g + 0.0722 * b;
  };
  const ratio = (x: RGBA, y: RGBA) => {
    const [l1, l2] = [lum(x), lum(y)].sort((p, q) => q - p);
    return (l1 + 0.05) / (l2 + 0.05);
  };
  /** The opacity of an element within its SVG (its own and its groups'). */
  const opacity = (e: Element) => {
    let o = 1;
    for (let x: Element | null = e; x && x.tagName !== 'svg'; x = x.parentElement) o *= parseFloat(getComputedStyle(x).opacity);
    return o;
  };
  const background = (e: Element | null): RGBA => {
    for (let x = e; x; x = x.parentElement) {
      const c = parse(getComputedStyle(x).backgroundColor);
      if (c && c[3] > 0) return c;
    }
    return [255, 255, 255, 1];
  };
  const out: NonNullable<Reading['contrast']> = [];
  for (const t of document.querySelectorAll<SVGTextElement>('figure.chart svg text')) {
    const text = (t.textContent ?? '').trim();
    if (!text || !t.getBoundingClientRect().width || !t.checkVisibility({ visibilityProperty: true, opacityProperty: true })) continue;
    const st = getComputedStyle(t);
    const fill = parse(st.fill);
    if (!fill) continue;
    t.scrollIntoView({ block: 'center', inline: 'center' });
    const b = t.getBoundingClientRect();
    const svg = t.closest('svg')!;
    const stack = document.elementsFromPoint(b.left + b.width / 2, b.top + b.height / 2);
    let back = background(svg);
    const on: string[] = [];
    for (const e of stack.slice(stack.indexOf(t) + 1).reverse()) {
      if (!(e instanceof SVGGeometryElement) || e instanceof SVGLineElement || !svg.contains(e)) continue;
      const f = parse(getComputedStyle(e).fill);
      if (!f || f[3] === 0) continue;
      back = over(f, parseFloat(getComputedStyle(e).fillOpacity) * opacity(e), back);
      on.push(e.tagName);
    }
    const halo = parse(st.stroke);
    if (halo && parseFloat(st.strokeWidth) >= 1.5 && st.paintOrder.startsWith('stroke')) {
      back = over(halo, parseFloat(st.strokeOpacity) * opacity(t), back);
      on.push('halo');
    }
    out.push({ text, ratio: ratio(over(fill, parseFloat(st.fillOpacity) * opacity(t), back), back), on: on.join(' + ') || 'background' });
  }
  return out;
}

/** A4 text block: 297 mm less the PDF's top and bottom margins, at 96 px per inch. */
const A4_BLOCK_PX = ((297 - parseFloat(MARGIN.top) - parseFloat(MARGIN.bottom)) * 96) / 25.4;

/**
 * Every report page read in every medium of {@link MEDIA}, the page loaded once (at the phone's width, as a phone loads
 * it) and laid out again for each other medium: the viewport resized, the theme switched by its toggle (as a reader
 * switches it), print media emulated for paper. The media are the stylesheet's (media queries, html[data-theme], the
 * chart variants it shows); the page script sizes nothing at load. (A load per medium was 16 loads, most of these
 * tests' time.) The tests below assert on their part. The greyscale emulation, for the desktop screenshot, comes last.
 */
const read = readOnce(async (): Promise<Reading[]> => {
  const out: Reading[] = [];
  const medium = (m: Medium) => MEDIA.find(([name]) => name === m)!;
  const order = (['phone', 'desktop', 'desktop dark', 'paper'] as const).map(medium);
  expect(order.map((m) => m?.[0]).sort(), 'every medium, once').toEqual(MEDIA.map(([m]) => m).sort());
  for (const slug of site.slugs) {
    const [, first, , firstScheme] = order[0];
    const page = await open(slug, first, firstScheme);
    const roc = () => page.$('figure.chart[data-chart="roc"]');
    /** The page as `medium` shows it: its viewport, theme (by the toggle) and media type, at the top. */
    const layOut = async (viewport: { width: number; height: number }, print: boolean, scheme: 'light' | 'dark') => {
      await switchTheme(page, scheme);
      await page.emulateMediaType(print ? 'print' : undefined);
      await page.setViewport({ ...viewport, deviceScaleFactor: 1 });
      await page.evaluate(() => window.scrollTo(0, 0));
      await twoFrames(page);
      const now = await page.evaluate(() => [document.documentElement.clientWidth, matchMedia('print').matches, document.documentElement.dataset.theme]);
      expect(now, `${slug}: laid out for ${viewport.width} px, ${print ? 'print' : 'screen'}, ${scheme}`).toEqual([viewport.width, print, scheme]);
    };
    try {
      for (const [medium, viewport, print, scheme] of order) {
        await layOut(viewport, print, scheme);
        const r: Reading = { slug, medium, labels: await page.evaluate(labelOverlaps), texts: await page.evaluate(textOverlaps) };
        if (medium === 'desktop') {
          r.lineCharts = await page.evaluate(lineCharts);
          r.contrast = await page.evaluate(chartTextContrast);
        } else if (medium === 'desktop dark') {
          r.contrast = await page.evaluate(chartTextContrast);
        } else if (medium === 'phone') {
          r.small = await page.evaluate(smallTexts);
          await (await roc())?.screenshot({ path: join(shots, `${slug}-roc-phone.png`) });
        } else {
          r.tables = await page.evaluate(shortTables, A4_BLOCK_PX);
          r.width = await page.evaluate(() => ({ scroll: document.documentElement.scrollWidth, client: document.documentElement.clientWidth }));
          r.contrast = await page.evaluate(chartTextContrast);
        }
        out.push(r);
      }
      const [, desktop, print, scheme] = medium('desktop');
      await layOut(desktop, print, scheme);
      await page.emulateVisionDeficiency('achromatopsia');
      await (await roc())?.screenshot({ path: join(shots, `${slug}-roc-greyscale.png`) });
    } finally {
      await page.close();
    }
  }
  return out;
});

/** The readings of one medium, after checking there is one for every report. */
async function readingsIn(medium: Medium): Promise<Reading[]> {
  const r = (await read()).filter((x) => x.medium === medium);
  expect(r.map((x) => x.slug), `every report, ${medium}`).toEqual(site.slugs);
  return r;
}

describe('charts in greyscale', () => {
  it('ROC and every other line chart: model lines differ in dash pattern and carry the model names on the curves', async () => {
    let rocs = 0;
    for (const { slug, lineCharts: charts } of await readingsIn('desktop'))
      for (const c of charts!) {
        if (c.lines.length < 2) continue;
        if (c.kind === 'roc') rocs++;
        expect(new Set(c.lines).size, `${slug} ${c.id}: dash patterns ${JSON.stringify(c.lines)}`).toBe(c.lines.length);
        expect(c.labels.length, `${slug} ${c.id}: one direct label per model line`).toBe(c.lines.length);
        for (const l of c.labels) expect(c.legend, `${slug} ${c.id}: label "${l}" names a model of the legend`).toContain(l);
      }
    expect(rocs, 'ROC charts with two or more models').toBeGreaterThan(0);
  }, 300_000);
});

describe('direct model labels', () => {
  it('never overlap one another nor the axes\' text, and stay inside their chart: desktop, phone and paper, every report', async () => {
    let labelled = 0;
    for (const medium of MEDIA.map(([m]) => m))
      for (const { slug, labels } of await readingsIn(medium)) {
        labelled += labels.charts;
        expect(labels.bad, `${slug}, ${medium}`).toEqual([]);
      }
    expect(labelled, 'charts with two or more direct labels').toBeGreaterThan(10);
  }, 300_000);
});

describe('phone, 390 px wide', () => {
  it('every visible chart text is at least 10 CSS px as displayed', async () => {
    for (const { slug, small } of await readingsIn('phone')) {
      expect(small!.texts, `${slug}: chart texts seen`).toBeGreaterThan(0);
      expect(small!.small.slice(0, 10), `${slug}: chart text below 10 px at 390 px`).toEqual([]);
    }
  }, 300_000);
});

describe('chart text', () => {
  it('no two texts of a chart overlap (ticks, axis titles, panel titles, line labels, model names, cell marks): desktop, phone and paper, every report', async () => {
    let texts = 0;
    const found: string[] = [];
    for (const medium of MEDIA.map(([m]) => m))
      for (const { slug, texts: r } of await readingsIn(medium)) {
        texts += r.n;
        for (const b of r.bad) found.push(`${slug}, ${medium}: ${b}`);
      }
    expect(texts, 'chart texts checked').toBeGreaterThan(1000);
    expect(found.slice(0, 30), `${found.length} overlapping texts`).toEqual([]);
  }, 600_000);
});

describe('chart text contrast', () => {
  it('every chart text contrasts with what lies behind it (cell, area, point, or its halo): WCAG ratio ≥ 4.5 on screen, light and dark, and on paper', async () => {
    const low: string[] = [];
    for (const medium of ['desktop', 'desktop dark', 'paper'] as const) {
      let onShape = 0;
      let checked = 0;
      for (const { slug, contrast } of await readingsIn(medium)) {
        checked += contrast!.length;
        onShape += contrast!.filter((x) => x.on !== 'background' && x.on !== 'halo').length;
        for (const x of contrast!) if (x.ratio < 4.5) low.push(`${slug}, ${medium}: "${x.text}" on ${x.on}: ${x.ratio.toFixed(2)}`);
      }
      expect(checked, `${medium}: chart texts`).toBeGreaterThan(1000);
      expect(onShape, `${medium}: texts on a filled shape`).toBeGreaterThan(10);
    }
    expect(low.slice(0, 20), `${low.length} low-contrast chart texts`).toEqual([]);
  }, 300_000);
});

describe('print', () => {
  it('a table shorter than the page\'s text block is kept on one page (break-inside: avoid), every report', async () => {
    let short = 0;
    const split: string[] = [];
    for (const { slug, tables } of await readingsIn('paper')) {
      short += tables!.length;
      for (const t of tables!) if (!t.avoid) split.push(`${slug}: ${t.caption}`);
    }
    expect(short, 'tables shorter than a page').toBeGreaterThan(20);
    expect(split).toEqual([]);
  }, 300_000);

  it('at the A4 text width (180 mm = 680 px) the page is no wider than the paper (no shrink to fit)', async () => {
    for (const { slug, width } of await readingsIn('paper')) expect(width!.scroll, `${slug}: content width in print`).toBeLessThanOrEqual(width!.client);
  }, 300_000);
});
