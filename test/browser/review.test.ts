/**
 * The built site as a review committee reads it, in Chromium (puppeteer-core) against dist/ over file://:
 * - at 390 px (a phone) no page scrolls sideways;
 * - in a forced-colors mode (a contrast theme) the colour keys keep their colours;
 * - no word or number of a table breaks across lines, on paper and on screen;
 * - the index and every report page link to the report's PDF (`pdf/<slug>.pdf`, relative) and the link resolves;
 * - page 1 of every shipped PDF holds the summary box (pdftotext).
 * Screenshots (desktop 1280, phone 390, light and dark) go to test-artifacts/review/.
 * The layout checks (captions, words and model names split over lines, sideways scrolling) read each page once per
 * layout in one pass ({@link read}) and assert on their part of it (the examples: 38 page loads instead of 72).
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser, ElementHandle, Page } from 'puppeteer-core';
import { describe, expect } from 'vitest';
import { MARGIN } from '../../src/lib/pdf/export';
import { twoFrames } from '../../src/lib/browser';
import { browserSuite, htmlPages, openSitePage, readOnce, type SiteUnderTest } from './harness';

let site: SiteUnderTest;
let browser: Browser;
let shots: string;
const it = browserSuite({ shots: () => 'review' }, (s) => ({ site, browser, shots } = s));

const pages = () => htmlPages(site.dist);
const open = (rel: string, width: number, scheme: 'light' | 'dark'): Promise<Page> => openSitePage(browser, site.dist, rel, width, scheme);

const mm = 96 / 25.4;
const SIDES = (parseFloat(MARGIN.left) + parseFloat(MARGIN.right)) * mm;
/** Two screens, and paper at the A4 and Letter text widths (210 mm and 8.5 in less the PDF's left and right margins). */
const LAYOUTS = [
  { name: '1280 px', width: 1280, print: false },
  { name: '390 px', width: 390, print: false },
  { name: 'A4', width: Math.floor(210 * mm - SIDES), print: true },
  { name: 'Letter', width: Math.floor(8.5 * 96 - SIDES), print: true },
] as const;

/**
 * Focuses the what-if panel's number box of `name` and empties it, ready for typing. (Its old value is selected
 * outright: a triple click's selection failed once on a loaded machine, the new digits then joined what was left and
 * the page, rightly, showed another κ.)
 */
async function emptyBox(page: Page, name: string): Promise<ElementHandle<HTMLInputElement>> {
  const box = (await page.$(`[data-whatif] input[name="${name}-box"]`)) as ElementHandle<HTMLInputElement> | null;
  expect(box, `number box ${name}`).not.toBeNull();
  await box!.click();
  await box!.evaluate((b) => b.select());
  await page.keyboard.press('Backspace');
  return box!;
}

/** A report page or a heatmap page (the pages printed to PDF and their heatmap pages), not the index or a standalone file. */
const isReportPage = (rel: string) => rel.startsWith('reports/') && rel.endsWith('/index.html');

interface Breaks { n: number; bad: string[] }
/** What the layout tests below read from one page in one layout. */
interface Reading {
  rel: string;
  layout: (typeof LAYOUTS)[number]['name'];
  /** Screens: each table caption's overflow past its scroller (px). */
  captions?: { text: string; over: number; left: number }[];
  /** Report and heatmap pages: words of table cells laid out on more than one line. */
  words?: Breaks;
  /** Report pages at 390 px and on A4: model names in the generated prose laid out on more than one line. */
  names?: Breaks;
  /** 390 px: the page's width against the phone's, and the navigation's height. */
  sideways?: { scrollWidth: number; clientWidth: number; over: string[]; closed: string[]; nav: number };
  /** 1280 px: table cells wider than the visible width of their scroller, and the cells measured. */
  wideCells?: { n: number; wide: string[] };
  /** 1280 px: colour keys (see {@link colourKeys}) and those whose colour a forced-colors mode replaced. */
  forcedKeys?: { n: number; swatches: number; lost: string[] };
}

/**
 * The page's colour keys, each by its index and with its colours as drawn (in the page): the swatches whose colour
 * names a model or a category (an inline background) and the chart marks drawn in a colour of the data (an SVG fill
 * or stroke attribute).
 */
function colourKeys(): Record<string, string> {
  const keys: Record<string, string> = {};
  [...document.body.querySelectorAll('*')].forEach((e, i) => {
    const s = getComputedStyle(e);
    const what = `${i} <${e.tagName.toLowerCase()} class="${e.getAttribute('class') ?? ''}">`;
    if (/background/.test(e.getAttribute('style') ?? '')) keys[what] = `${s.backgroundColor} ${s.backgroundImage}`;
    else if (e instanceof SVGElement && /^(#|rgb|hsl|url)/.test(`${e.getAttribute('fill') ?? ''}${e.getAttribute('stroke') ?? ''}`)) keys[what] = `${s.fill} ${s.stroke}`;
  });
  return keys;
}

/**
 * The colour keys of the open page (its theme the light one) drawn in a forced-colors mode (Windows' contrast themes,
 * emulated), against the same keys as the page draws them: a mode that replaces a key's colour by the theme's leaves
 * the reader no way to tell the models apart. The page is back in its own colours afterwards.
 */
async function forcedColourKeys(page: Page): Promise<NonNullable<Reading['forcedKeys']>> {
  const before = await page.evaluate(colourKeys);
  const cdp = await page.createCDPSession();
  try {
    await cdp.send('Emulation.setEmulatedMedia', { features: [{ name: 'forced-colors', value: 'active' }, { name: 'prefers-color-scheme', value: 'light' }] });
    await twoFrames(page);
    expect(await page.evaluate(() => matchMedia('(forced-colors: active)').matches), 'forced colours emulated').toBe(true);
    const after = await page.evaluate(colourKeys);
    await cdp.send('Emulation.setEmulatedMedia', { features: [{ name: 'prefers-color-scheme', value: 'light' }] });
    await twoFrames(page);
    expect(await page.evaluate(() => matchMedia('(forced-colors: active)').matches), 'forced colours ended').toBe(false);
    const lost = Object.keys(before).filter((k) => after[k] !== before[k]).map((k) => `${k}: ${before[k]} → ${after[k]}`);
    return { n: Object.keys(before).length, swatches: Object.keys(before).filter((k) => k.includes(' <span class="swatch')).length, lost };
  } finally {
    await cdp.detach();
  }
}

/** Table cells (in scrollers, details opened) wider than their scroller's visible width: read only by scrolling (in the page). */
function wideTableCells(): NonNullable<Reading['wideCells']> {
  const wide: string[] = [];
  let n = 0;
  const closed = [...document.querySelectorAll('details:not([open])')] as HTMLDetailsElement[];
  for (const d of closed) d.open = true;
  for (const scroller of document.querySelectorAll<HTMLElement>('.table-scroll')) {
    for (const cell of scroller.querySelectorAll<HTMLElement>('td, th')) {
      n++;
      const w = cell.getBoundingClientRect().width;
      if (w > scroller.clientWidth) wide.push(`${Math.round(w)} px > ${scroller.clientWidth} px: ${(cell.textContent ?? '').trim().slice(0, 60)}`);
    }
  }
  for (const d of closed) d.open = false;
  return { n, wide };
}

/** Table cells' words split over lines (in the page). */
function tableWordBreaks(): Breaks {
  const bad: string[] = [];
  let n = 0;
  // Left out: the model names of the paired-tests list, which wrap anywhere by design so that the list fits a
  // phone with any number of models (src/styles/site.css, test/site/paired-tests.test.ts).
  for (const cell of Array.from(document.querySelectorAll('main table th, main table td'))) {
    if (cell.matches('table.paired-list tbody th')) continue;
    if ((cell as HTMLElement).getClientRects().length === 0) continue; // not displayed in this layout
    const walker = document.createTreeWalker(cell, NodeFilter.SHOW_TEXT);
    for (let t = walker.nextNode(); t; t = walker.nextNode()) {
      for (const m of t.textContent!.matchAll(/\S+/g)) {
        const range = document.createRange();
        range.setStart(t, m.index!);
        range.setEnd(t, m.index! + m[0].length);
        const tops = new Set(Array.from(range.getClientRects()).filter((b) => b.width > 0).map((b) => Math.round(b.top)));
        if (tops.size === 0) continue;
        n++;
        if (tops.size > 1) bad.push(`“${m[0]}” in ${cell.closest('table')!.className || 'table'}`);
      }
    }
  }
  return { n, bad };
}

/** Model names in the generated prose split over lines (in the page). */
function modelNameBreaks(models: string[]): Breaks {
  const bad: string[] = [];
  let n = 0;
  // Longest names first, so that "lr_C0.01" is not also counted as "lr_C0.1"'s prefix.
  const sorted = [...models].sort((a, b) => b.length - a.length);
  for (const box of Array.from(document.querySelectorAll('main [data-summary], main ul.findings, main [data-recommendation], main header.report-header dl, main .warnings, main .dd-summary'))) {
    if ((box as HTMLElement).getClientRects().length === 0) continue;
    for (const block of Array.from(box.querySelectorAll('li, p, dd'))) {
      if (block.querySelector('li, p, dd')) continue; // innermost blocks only
      // The block's text with each character's node and offset, so a name split over nodes is found whole.
      const nodes: { node: Text; start: number }[] = [];
      let text = '';
      const walker = document.createTreeWalker(block, NodeFilter.SHOW_TEXT);
      for (let t = walker.nextNode() as Text | null; t; t = walker.nextNode() as Text | null) {
        nodes.push({ node: t, start: text.length });
        text += t.textContent;
      }
      const at = (i: number) => {
        let k = nodes.length - 1;
        while (k > 0 && nodes[k].start > i) k--;
        return { node: nodes[k].node, offset: i - nodes[k].start };
      };
      const taken = new Array(text.length).fill(false);
      for (const name of sorted) {
        for (let i = text.indexOf(name); i >= 0; i = text.indexOf(name, i + 1)) {
          if (taken[i]) continue;
          for (let j = i; j < i + name.length; j++) taken[j] = true;
          const range = document.createRange();
          const s = at(i);
          const e = at(i + name.length - 1);
          range.setStart(s.node, s.offset);
          range.setEnd(e.node, e.offset + 1);
          const tops = new Set(Array.from(range.getClientRects()).filter((b) => b.width > 0).map((b) => Math.round(b.top)));
          if (tops.size === 0) continue;
          n++;
          if (tops.size > 1) bad.push(`“${name}” in “${text.slice(Math.max(0, i - 30), i + name.length + 10)}”`);
        }
      }
    }
  }
  return { n, bad };
}

/**
 * The page's width against the viewport's, the first elements past it, and the navigation's height (in the page).
 * What a closed <details> holds (a chart's data table) adds nothing to the page's width until a reader opens it, but
 * the browser lays it out when asked for its boxes, at the width it gets when opened: its elements past the viewport
 * (`closed`) would make the page scroll sideways once opened.
 */
function sidewaysOverflow(): NonNullable<Reading['sideways']> {
  const doc = document.documentElement;
  const past = (e: Element) => e.getBoundingClientRect().right > doc.clientWidth + 0.5 && !e.closest('.table-scroll, .chart-svg, .katex-display');
  const name = (e: Element) => `${e.tagName.toLowerCase()}.${e.getAttribute('class') ?? ''} → ${Math.round(e.getBoundingClientRect().right)} px`;
  const over = [...document.body.querySelectorAll('*')].filter((e) => past(e) && !e.closest('details:not([open])')).slice(0, 3).map(name);
  const closed = [...document.body.querySelectorAll('details:not([open]) > :not(summary) *, details:not([open]) > :not(summary)')].filter(past).slice(0, 3).map(name);
  const nav = document.querySelector('.site-header')!.getBoundingClientRect().height;
  return { scrollWidth: doc.scrollWidth, clientWidth: doc.clientWidth, over, closed, nav };
}

/**
 * Every page read in each layout it is checked in: screens for every page, paper too for the report and heatmap pages.
 * Each page is loaded once, at the phone's width, and laid out again for each other layout (the viewport resized, print
 * media emulated for paper): the layouts are the stylesheet's (its media queries and the chart variants it shows), and
 * the page script sizes nothing at load. (A load per layout was 38 loads, most of these tests' time.) Read once for the
 * file; each test asserts on its part (and that its part covers the pages it names).
 */
const read = readOnce(async (): Promise<Reading[]> => {
  const out: Reading[] = [];
  // The phone first (loaded at its width, as a phone loads it), then the wide screen, then paper.
  const order = [...LAYOUTS].sort((a, b) => Number(a.print) - Number(b.print) || a.width - b.width);
  for (const rel of pages()) {
    const slug = /^reports\/([^/]+)\/index\.html$/.exec(rel)?.[1];
    const models: string[] = slug ? JSON.parse(readFileSync(join(site.dist, 'reports', slug, 'report.json'), 'utf8')).models.map((m: { name: string }) => m.name) : [];
    const page = await open(rel, order[0].width, 'light');
    try {
      for (const l of order) {
        if (l.print && !isReportPage(rel)) continue;
        if (l !== order[0]) {
          if (l.print) await page.emulateMediaType('print');
          await page.setViewport({ width: l.width, height: 900 });
          await twoFrames(page);
        }
        const r: Reading = { rel, layout: l.name };
        expect(await page.evaluate(() => [document.documentElement.clientWidth, matchMedia('print').matches]), `${rel}: laid out for ${l.name}`).toEqual([l.width, l.print]);
        if (!l.print)
          r.captions = await page.$$eval('.table-scroll > table > caption', (cs) =>
            cs.map((c) => {
              const box = c.closest('.table-scroll')!.getBoundingClientRect();
              const cap = c.getBoundingClientRect();
              return { text: (c.textContent ?? '').slice(0, 50), over: Math.round(cap.right - box.right), left: Math.round(cap.left - box.left) };
            }),
          );
        if (isReportPage(rel)) r.words = await page.evaluate(tableWordBreaks);
        if (slug && (l.name === '390 px' || l.name === 'A4')) r.names = await page.evaluate(modelNameBreaks, models);
        if (l.name === '390 px') r.sideways = await page.evaluate(sidewaysOverflow);
        if (l.name === '1280 px') {
          r.wideCells = await page.evaluate(wideTableCells);
          r.forcedKeys = await forcedColourKeys(page);
        }
        out.push(r);
      }
    } finally {
      await page.close();
    }
  }
  return out;
});

describe('built site for a review committee', () => {
  it('has pages to test', () => {
    expect(pages().length, 'HTML pages in dist/').toBeGreaterThanOrEqual(1 + 2 * site.slugs.length);
  });

  it('the caption of a table wider than its scroller wraps at the visible width (desktop and 390 px), nothing cut off', async () => {
    const r = (await read()).filter((x) => x.captions);
    expect(r.map((x) => `${x.rel} ${x.layout}`).sort(), 'every page at 1280 and 390 px').toEqual(pages().flatMap((rel) => [`${rel} 1280 px`, `${rel} 390 px`]).sort());
    const cut: string[] = [];
    let captions = 0;
    for (const { rel, layout, captions: cs } of r) {
      captions += cs!.length;
      for (const c of cs!) if (c.over > 1 || c.left < -1) cut.push(`${rel} at ${layout}: “${c.text}…” extends ${c.over} px past its scroller`);
    }
    expect(captions, 'table captions checked').toBeGreaterThan(0);
    expect(cut).toEqual([]);
  }, 600_000);

  it('at 1280 px every table cell fits the visible width of its table: none is read only by scrolling sideways', async () => {
    const r = (await read()).filter((x) => x.wideCells);
    expect(r.map((x) => x.rel).sort(), 'every page at 1280 px').toEqual(pages());
    expect(r.reduce((a, x) => a + x.wideCells!.n, 0), 'table cells measured').toBeGreaterThan(10_000);
    expect(r.flatMap((x) => x.wideCells!.wide.map((w) => `${x.rel}: ${w}`))).toEqual([]);
  }, 600_000);

  it('in a forced-colors mode (a contrast theme) every colour key keeps its colour: legend and table swatches, chart marks', async () => {
    const r = (await read()).filter((x) => x.forcedKeys);
    expect(r.map((x) => x.rel).sort(), 'every page at 1280 px').toEqual(pages());
    expect(r.reduce((a, x) => a + x.forcedKeys!.n, 0), 'colour keys compared').toBeGreaterThan(1_000);
    expect(r.reduce((a, x) => a + x.forcedKeys!.swatches, 0), 'swatches compared').toBeGreaterThan(100);
    expect(r.flatMap((x) => x.forcedKeys!.lost.map((w) => `${x.rel}: ${w}`))).toEqual([]);
  }, 600_000);

  it('no word or number in a table breaks across lines: on paper (A4 and Letter text widths), at 1280 and at 390 px', async () => {
    // Each word of a table cell (a run of non-spaces: "7.1e-4]", "0.51–0.56", "“scenario") is laid out in one line
    // box: its client rects share one top. A cell squeezed below its longest word, or broken after a hyphen or en dash,
    // fails (a break at a space is what wrapping is for). Text widths: A4 210 mm and Letter 8.5 in, less the PDF's left and right margins.
    expect(MARGIN.left.endsWith('mm') && MARGIN.right.endsWith('mm')).toBe(true);
    const r = (await read()).filter((x) => x.words);
    const reportPages = pages().filter(isReportPage);
    expect(r.map((x) => `${x.rel} ${x.layout}`).sort(), 'every report and heatmap page in every layout').toEqual(reportPages.flatMap((rel) => LAYOUTS.map((l) => `${rel} ${l.name}`)).sort());
    const broken: string[] = [];
    let words = 0;
    for (const { rel, layout, words: w } of r) {
      words += w!.n;
      for (const b of w!.bad) broken.push(`${rel} (${layout}): ${b}`);
    }
    expect(words, 'table words checked').toBeGreaterThan(1000);
    expect(broken).toEqual([]);
  }, 600_000);

  it('in the generated prose (header, summary, findings, recommendation, uncertainty statements, warnings) no model name breaks across lines: at 390 px and on A4', async () => {
    const r = (await read()).filter((x) => x.names);
    expect(r.map((x) => `${x.rel} ${x.layout}`).sort(), 'every report page at 390 px and on A4').toEqual(site.slugs.flatMap((s) => [`reports/${s}/index.html 390 px`, `reports/${s}/index.html A4`]).sort());
    const broken: string[] = [];
    let seen = 0;
    for (const { rel, layout, names } of r) {
      seen += names!.n;
      for (const b of names!.bad) broken.push(`${rel} (${layout}): ${b}`);
    }
    expect(seen, 'model names checked').toBeGreaterThan(50);
    expect(broken).toEqual([]);
  }, 600_000);

  it('at 390 px no page scrolls sideways; screenshots of the index and a report', async () => {
    const r = (await read()).filter((x) => x.sideways);
    expect(r.map((x) => x.rel).sort(), 'every page at 390 px').toEqual(pages().sort());
    const wide: string[] = [];
    for (const { rel, sideways: m } of r) {
      if (m!.scrollWidth > m!.clientWidth) wide.push(`${rel}: scrollWidth ${m!.scrollWidth} > ${m!.clientWidth} (${m!.over.join('; ')})`);
      if (m!.closed.length) wide.push(`${rel}: once its <details> are opened (${m!.closed.join('; ')})`);
      expect(m!.nav, `${rel}: height of the navigation at 390 px`).toBeLessThanOrEqual(120);
    }
    expect(wide, 'pages wider than a 390 px phone').toEqual([]);
    const slug = site.slugs.includes('asah') ? 'asah' : site.slugs[0];
    for (const [rel, name] of [['index.html', 'index'], [`reports/${slug}/index.html`, slug]] as const)
      for (const width of [1280, 390])
        for (const scheme of ['light', 'dark'] as const) {
          const page = await open(rel, width, scheme);
          try {
            await page.screenshot({ path: join(shots, `${name}-${width}-${scheme}.png`) as `${string}.png` });
          } finally {
            await page.close();
          }
        }
  }, 900_000);

  it('what-if t boxes: a number typed on its way past the other t moves nothing; committed (Enter, or leaving the box) it moves the other t, as the sliders do', async () => {
    const slug = site.slugs.find((s) => readFileSync(join(site.dist, 'reports', s, 'index.html'), 'utf8').includes('data-cost-mode="t"'));
    expect(slug, 'a report whose what-if panel has a t range').toBeDefined();
    const page = await open(`reports/${slug}/index.html`, 1280, 'light');
    try {
      /** The t boxes' and sliders' values: [t from box, t to box, t from slider, t to slider]. */
      const ts = () =>
        page.$eval('[data-whatif]', (w) => ['tmin-box', 'tmax-box', 'tmin', 'tmax'].map((n) => Number(w.querySelector<HTMLInputElement>(`input[name="${n}"]`)!.value)));
      /** Types `text` into a t box at a reader's pace (the page recomputes in each pause), then `then` (a key), and waits for the recompute. */
      const typeIn = async (name: 'tmin' | 'tmax', text: string, then?: 'Enter' | 'Tab') => {
        await emptyBox(page, name);
        await page.keyboard.type(text, { delay: 150 });
        if (then) await page.keyboard.press(then);
        await new Promise((r) => setTimeout(r, 150));
        await page.waitForFunction(() => !document.querySelector('[data-whatif].busy'));
      };
      const [t0, t1] = await ts();
      expect(t0).toBeGreaterThan(0);
      expect(t1).toBeGreaterThan(t0);
      const mid = Number(((t0 + t1) / 2).toFixed(2));
      const below = Number((t0 / 2).toFixed(2));
      // On its way to a t to between the two, "0" is below t from: held, t from stays.
      await typeIn('tmax', String(mid));
      expect(await ts(), `typed t to ${mid}`).toEqual([t0, mid, t0, mid]);
      // A t to below t from, committed by Enter: t from moves down to it.
      await typeIn('tmax', String(below), 'Enter');
      expect(await ts(), `t to ${below}, Enter`).toEqual([below, below, below, below]);
      // A t from above t to, committed by leaving the box: t to moves up to it (not the typed t from down).
      await typeIn('tmin', String(mid), 'Tab');
      expect(await ts(), `t from ${mid}, Tab`).toEqual([mid, mid, mid, mid]);
      // And a t to below it, committed by leaving the box: t from moves down.
      await typeIn('tmax', String(below), 'Tab');
      expect(await ts(), `t to ${below}, Tab`).toEqual([below, below, below, below]);
    } finally {
      await page.close();
    }
  });

  it('keyboard: one tab stop per chart; the arrow keys move between its marks (heatmap on its grid) and the tooltip follows', async () => {
    const slug = site.slugs.includes('asah') ? 'asah' : site.slugs[0];
    const page = await open(`reports/${slug}/index.html`, 1280, 'light');
    try {
      // Every visible chart SVG with focusable marks has exactly one of them in the tab order.
      const stops = await page.evaluate(() =>
        [...document.querySelectorAll('.chart-svg svg')]
          .filter((svg) => svg.getClientRects().length && svg.querySelector('[data-tip][tabindex]'))
          .map((svg) => svg.querySelectorAll('[data-tip][tabindex="0"]').length),
      );
      expect(stops.length).toBeGreaterThan(3);
      expect(stops.every((n) => n === 1)).toBe(true);
      // Tab from the heatmap's figure title lands on its first cell; Tab again leaves the chart.
      const sel = 'figure[data-chart="heatmap"]:not([data-whatif-heatmap]) .chart-svg[data-variant="screen"] svg';
      await page.$eval(sel, (svg) => {
        const before = document.createElement('button');
        before.id = 'kb-start';
        svg.closest('figure')!.prepend(before);
        before.focus();
      });
      await page.keyboard.press('Tab');
      const state = () =>
        page.evaluate((s) => {
          const a = document.activeElement;
          const tip = document.querySelector<HTMLElement>('div.tooltip[role="tooltip"]');
          return { cell: a?.getAttribute('data-cell') ?? null, inChart: !!a?.closest(s), tip: tip && !tip.hidden ? tip.textContent : null, own: a?.getAttribute('data-tip') ?? null };
        }, sel);
      expect((await state()).cell).toBe('0,0');
      for (const [key, want] of [['ArrowRight', '0,1'], ['ArrowUp', '1,1'], ['ArrowLeft', '1,0'], ['ArrowDown', '0,0']] as const) {
        await page.keyboard.press(key);
        const st = await state();
        expect(st.cell, key).toBe(want);
        expect(st.tip, `${key}: the tooltip shows the focused cell`).toBe(st.own);
      }
      // Screen readers get the focused mark: a named graphics symbol in the accessibility tree (inside a role="img"
      // chart it would be presentational, absent from the tree).
      type AxNode = { role?: string; name?: string; focused?: boolean; children?: AxNode[] };
      const focusedIn = (n: AxNode | null): AxNode | undefined =>
        !n ? undefined : n.focused ? n : (n.children ?? []).map(focusedIn).find(Boolean);
      const own = (await state()).own!;
      const ax = focusedIn((await page.accessibility.snapshot()) as AxNode | null);
      expect(ax?.role, 'the focused heatmap cell in the accessibility tree').toBe('graphics-symbol');
      expect(ax?.name).toBe(own.replace(/\n/g, '; '));
      await page.keyboard.press('Tab');
      expect((await state()).inChart, 'Tab leaves the chart').toBe(false);
    } finally {
      await page.close();
    }
  }, 120_000);

  it('the index and every report page link to the report PDF with a relative URL that resolves', async () => {
    const index = await open('index.html', 1280, 'light');
    try {
      for (const slug of site.slugs) {
        const href = await index.$eval(`[data-slug="${slug}"] a[data-pdf]`, (a) => a.getAttribute('href')).catch(() => null);
        expect(href, `index: PDF link of ${slug}`).toBe(`./pdf/${slug}.pdf`);
      }
    } finally {
      await index.close();
    }
    for (const slug of site.slugs) {
      const page = await open(`reports/${slug}/index.html`, 1280, 'light');
      try {
        const links = await page.$$eval('a[data-pdf]', (as) => as.map((a) => ({ href: a.getAttribute('href'), abs: (a as HTMLAnchorElement).href })));
        expect(links.length, `${slug}: links to the PDF`).toBeGreaterThan(0);
        for (const l of links) {
          expect(l.href, `${slug}: PDF link`).toBe(`../../pdf/${slug}.pdf`);
          expect(existsSync(fileURLToPath(l.abs)), `${slug}: ${l.abs} exists`).toBe(true);
        }
      } finally {
        await page.close();
      }
    }
  });

  it('values typed in the what-if number boxes reproduce the report\'s heatmap cells; the κ slider follows on its log scale', async () => {
    let checked = 0;
    for (const slug of site.slugs) {
      const json = JSON.parse(readFileSync(join(site.dist, 'reports', slug, 'report.json'), 'utf8')) as {
        models: { name: string }[];
        dataset: { positives: number; negatives: number };
        heatmap?: { alphas: number[]; kappas: number[]; cost: { t?: [number, number] }; cells: { partialVoros: Record<string, number> }[][] };
      };
      const h = json.heatmap;
      if (!h?.cost.t) continue;
      const page = await open(`reports/${slug}/index.html`, 1280, 'light');
      try {
        if ((await page.$eval('[data-whatif]', (w) => (w as HTMLElement).dataset.costMode)) !== 't') continue;
        const total = json.dataset.positives + json.dataset.negatives;
        const i = Math.floor(h.alphas.length / 2);
        const j = Math.floor(h.kappas.length / 3);
        const type = async (name: string, v: number) => {
          const box = await emptyBox(page, name);
          // As a reader who pauses before the last digit: the page recomputes in the pause (it waits 60 ms for the next
          // keystroke) and must leave the box being typed in alone (it rewrote "0." as "0", and the 5 then made "50").
          const text = String(v);
          await page.keyboard.type(text.slice(0, -1));
          await new Promise((r) => setTimeout(r, 250));
          await page.keyboard.type(text.slice(-1));
          expect(await box.evaluate((b) => b.value), `${slug}: number box ${name} after typing`).toBe(String(v));
        };
        // t to first (a value typed past the other t is held until committed, see the test above).
        await type('tmax', h.cost.t[1]);
        await type('tmin', h.cost.t[0]);
        await type('alpha', h.alphas[i]);
        await type('kappa', h.kappas[j]);
        const want = Object.fromEntries(json.models.map((m) => [m.name, h.cells[i][j].partialVoros[m.name]]));
        await page.waitForFunction(
          (w: Record<string, number>) =>
            [...document.querySelectorAll<HTMLElement>('[data-whatif-pv][data-model]')].every(
              (o) => Math.abs(Number(o.textContent) - w[o.dataset.model!]) <= 0.0005 + 1e-12,
            ),
          { timeout: 20_000 },
          want,
        ).catch(() => undefined);
        const shown = await page.$$eval('[data-whatif-pv][data-model]', (os) => os.map((o) => [(o as HTMLElement).dataset.model!, o.textContent!.trim()]));
        for (const [model, text] of shown)
          expect(Math.abs(Number(text) - want[model]), `${slug}: PV of ${model} at α ${h.alphas[i]}, κ ${h.kappas[j]}: page ${text}, heatmap cell ${want[model]}`).toBeLessThanOrEqual(0.0005 + 1e-12);
        const slider = await page.$eval('[data-whatif] input[name="kappa"]', (e) => Number((e as HTMLInputElement).value));
        expect(Math.abs(slider - (Math.log10((h.kappas[j] / total) * 100) + 1)), `${slug}: κ slider at log10(percent) + 1`).toBeLessThanOrEqual(0.005 + 1e-9);
        checked++;
      } finally {
        await page.close();
      }
    }
    expect(checked, 'reports with a heatmap over t and a what-if panel').toBeGreaterThan(0);
  });

  it('figures and tables are numbered in order, every <Ref> names its target\'s number, the contents link to the headings and stay in view on a wide screen', async () => {
    for (const slug of site.slugs) {
      const page = await open(`reports/${slug}/index.html`, 1400, 'light');
      try {
        const o = await page.evaluate(() => {
          const nums = (sel: string) => [...document.querySelectorAll(sel)].map((e) => e.querySelector('.fig-num')?.textContent ?? '');
          const figs = nums('figure.chart[data-chart] .chart-title');
          const tables = nums('table > caption');
          const refs = [...document.querySelectorAll<HTMLAnchorElement>('a.ref[data-ref]')].map((a) => {
            const t = document.getElementById(a.dataset.ref!);
            const num = t?.matches('figure') ? t.querySelector('.chart-title .fig-num')?.textContent : t?.querySelector('caption .fig-num')?.textContent;
            return { text: a.textContent, target: num ?? null, href: a.getAttribute('href') };
          });
          const toc = [...document.querySelectorAll<HTMLAnchorElement>('nav[data-toc] a')].map((a) => {
            const h = document.getElementById(a.getAttribute('href')!.slice(1));
            return { text: a.textContent, heading: h && /^H[23]$/.test(h.tagName) ? h.textContent!.replace(/[ \t\n]+/g, ' ').trim() : null };
          });
          return { figs, tables, refs, toc };
        });
        expect(o.figs, `${slug}: figure numbers`).toEqual(o.figs.map((_, k) => `Figure ${k + 1}.`));
        expect(o.tables, `${slug}: table numbers`).toEqual(o.tables.map((_, k) => `Table ${k + 1}.`));
        for (const r of o.refs) expect(`${r.text}.`, `${slug}: <Ref> ${r.href}`).toBe(r.target);
        expect(o.toc.length, `${slug}: entries in the table of contents`).toBeGreaterThan(3);
        for (const t of o.toc) expect(t.heading, `${slug}: contents entry “${t.text}”`).toBe(t.text);
        await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight / 2));
        await twoFrames(page);
        const box = await page.$eval('nav[data-toc]', (n) => n.getBoundingClientRect().toJSON() as DOMRect);
        expect(box.top, `${slug}: contents in view halfway down the page at 1400 px`).toBeGreaterThanOrEqual(0);
        expect(box.top).toBeLessThan(900);
      } finally {
        await page.close();
      }
    }
    const asah = readFileSync(join(site.dist, 'reports', 'asah', 'index.html'), 'utf8');
    if (site.slugs.includes('asah')) expect((asah.match(/<a class="ref"/g) ?? []).length, 'asah: references in the prose').toBeGreaterThan(3);
  });

  it('text about the interactive parts (ScreenOnly) is on the page but not in the PDF', async () => {
    let seen = 0;
    for (const slug of site.slugs) {
      const html = readFileSync(join(site.dist, 'reports', slug, 'index.html'), 'utf8');
      const texts = [...html.matchAll(/<div class="screen-only no-print" data-screen-only>([\s\S]*?)<\/div>/g)].map((m) => m[1].replace(/<[^>]+>/g, '').replace(/\s+/g, ' ').trim());
      if (!texts.length) continue;
      const r = spawnSync('pdftotext', [join(site.dist, 'pdf', `${slug}.pdf`), '-'], { encoding: 'utf8' });
      expect(r.status).toBe(0);
      const pdf = r.stdout.replace(/\s+/g, ' ');
      for (const t of texts) {
        seen++;
        expect(pdf, `${slug}.pdf contains “${t}”`).not.toContain(t.slice(0, 30));
      }
      expect(pdf, `${slug}.pdf: the rest of the text is there`).toContain('Provenance');
    }
    expect(seen, 'ScreenOnly texts in the reports').toBeGreaterThan(0);
  });

  it('page 1 of every shipped PDF holds the summary box', async () => {
    for (const slug of site.slugs) {
      const pdf = join(site.dist, 'pdf', `${slug}.pdf`);
      expect(existsSync(pdf), `${pdf} exists`).toBe(true);
      const r = spawnSync('pdftotext', ['-f', '1', '-l', '1', pdf, '-'], { encoding: 'utf8' });
      expect(r.status, `pdftotext ${pdf}: ${r.stderr}`).toBe(0);
      const page1 = r.stdout.replace(/\s+/g, ' ');
      // The summary box as built into the page: its heading and each of its lines.
      const html = readFileSync(join(site.dist, 'reports', slug, 'index.html'), 'utf8');
      const box = /<section[^>]*data-summary[^>]*>([\s\S]*?)<\/section>/.exec(html);
      expect(box, `${slug}: summary box in the page`).not.toBeNull();
      const texts = [...box![1].matchAll(/<(h2|dt|dd|p|li)[^>]*>([\s\S]*?)<\/\1>/g)]
        .map((m) => m[2].replace(/<[^>]+>/g, '').replace(/&[a-z#0-9]+;/gi, (e) => ({ '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#39;': "'" })[e] ?? e).replace(/\s+/g, ' ').trim())
        .filter(Boolean);
      expect(texts.length, `${slug}: lines of the summary box`).toBeGreaterThan(2);
      for (const t of texts) expect(page1, `${slug}.pdf page 1 contains “${t.slice(0, 60)}”`).toContain(t.slice(0, 40));
    }
  });
});
