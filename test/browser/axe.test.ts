/**
 * axe-core (WCAG 2.0/2.1/2.2 A and AA rules) finds no violation on any page of the built site, in Chromium against
 * dist/ over file://, in the light and the dark theme, with every <details> open: axe leaves hidden content out, and
 * the charts' data tables (the accessible alternative to each chart) sit in closed <details>, so the pages as loaded
 * would leave 5,865 of the ICU report's 9,248 table cells unchecked. Opened, the pages show all their content; closed,
 * nothing more (the <summary> lines are shown either way).
 *
 * The dark theme changes colours only: html[data-theme], the toggle's aria-pressed and its icon, and the CSS custom
 * properties. So every rule runs on every page in the light theme and on the index and the first report in the dark
 * one, and on the other pages the dark theme is checked by the rules that read colours (contrast, links told apart
 * from text), after a check that the page's markup is the light page's but for those two attributes. With the
 * <details> open, this file takes about 128 s on an idle 2-core host (96 s with them closed).
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Browser, Page } from 'puppeteer-core';
import { describe, expect } from 'vitest';
import { twoFrames } from '../../src/lib/browser';
import { browserSuite, htmlPages, openSitePage, type SiteUnderTest } from './harness';

const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];
/** The WCAG rules whose result depends on colours. */
const COLOUR_RULES = ['color-contrast', 'link-in-text-block'];

let site: SiteUnderTest;
let browser: Browser;
const it = browserSuite({}, (s) => ({ site, browser } = s));

interface AxeViolation { id: string; impact: string | null; help: string; nodes: { target: string[]; html: string }[] }

/** axe-core's violations of `rules` (or of every WCAG A/AA rule) on the open page. */
async function violations(page: Page, rules?: string[]): Promise<AxeViolation[]> {
  await page.evaluate(AXE_SOURCE); // (the pages' CSP forbids inline script tags; evaluation by the debugger is not one)
  return (await page.evaluate(
    (tags: string[], only: string[] | null) =>
      (globalThis as unknown as { axe: { run: (c: unknown, o: unknown) => Promise<{ violations: unknown[] }> } }).axe
        .run(document, { runOnly: only ? { type: 'rule', values: only } : { type: 'tag', values: tags }, resultTypes: ['violations'] })
        .then((r) => r.violations),
    WCAG_TAGS,
    rules ?? null,
  )) as AxeViolation[];
}

/** Opens every closed <details> of the page and waits for the layout; how many it opened. */
async function openAllDetails(page: Page): Promise<number> {
  const n = await page.evaluate(() => {
    const closed = [...document.querySelectorAll('details:not([open])')] as HTMLDetailsElement[];
    for (const d of closed) d.open = true;
    return closed.length;
  });
  await twoFrames(page);
  return n;
}

/** SHA-256 of the page's markup without the attributes the theme sets (html[data-theme], aria-pressed). */
async function markupDigest(page: Page): Promise<string> {
  const html = await page.evaluate(() => document.body.outerHTML.replace(/ aria-pressed="(true|false)"/g, ''));
  return createHash('sha256').update(html).digest('hex');
}

describe('accessibility (axe-core)', () => {
  it('axe-core (WCAG 2.2 A/AA) finds no violation on any page, light and dark', async () => {
    const pages = htmlPages(site.dist);
    const report = `reports/${site.slugs[0]}/index.html`;
    expect(pages, 'the index and a report page').toEqual(expect.arrayContaining(['index.html', report]));
    const found: string[] = [];
    const runs: string[] = [];
    let opened = 0;
    for (const rel of pages) {
      let lightMarkup = '';
      for (const scheme of ['light', 'dark'] as const) {
        const page = await openSitePage(browser, site.dist, rel, 1280, scheme);
        try {
          expect(await page.evaluate(() => document.documentElement.dataset.theme), `${rel}: theme`).toBe(scheme);
          opened += await openAllDetails(page);
          const every = scheme === 'light' || rel === 'index.html' || rel === report;
          if (scheme === 'light') lightMarkup = await markupDigest(page);
          else expect(await markupDigest(page), `${rel}: the dark page's markup is the light page's`).toBe(lightMarkup);
          for (const v of await violations(page, every ? undefined : COLOUR_RULES))
            found.push(`${rel} (${scheme}): ${v.id} [${v.impact}] ${v.help} — ${v.nodes.length} node(s), e.g. ${v.nodes[0]?.target.join(' ')} ${v.nodes[0]?.html.slice(0, 160)}`);
          runs.push(`${rel} ${scheme} ${every ? 'all' : 'colour'}`);
        } finally {
          await page.close();
        }
      }
    }
    expect(runs.filter((r) => r.endsWith(' all')).length).toBe(pages.length + 2);
    expect(runs.length).toBe(pages.length * 2);
    expect(opened, 'closed <details> opened (data tables, notes)').toBeGreaterThan(100);
    expect(found, 'axe-core violations').toEqual([]);
  }, 900_000);

  it('a violation inside a closed <details> is found once it is opened, and only then', async () => {
    const page = await openSitePage(browser, site.dist, 'index.html', 1280, 'light');
    try {
      await page.evaluate(() => {
        const d = document.createElement('details');
        d.innerHTML = '<summary>Data</summary><p>Low contrast <span style="color: #ccc">text</span>.</p><img src="data:image/gif;base64,R0lGODlhAQABAAAAACw=">';
        document.querySelector('main')!.append(d);
      });
      const ids = async () => (await violations(page, ['color-contrast', 'image-alt'])).map((v) => v.id).sort();
      expect(await ids(), 'closed: hidden from axe').toEqual([]);
      expect(await openAllDetails(page)).toBeGreaterThan(0);
      expect(await ids(), 'opened').toEqual(['color-contrast', 'image-alt']);
    } finally {
      await page.close();
    }
  });

  it('the colour rules find what they look for: a low-contrast text and a link told apart by colour alone', async () => {
    const page = await openSitePage(browser, site.dist, 'index.html', 1280, 'dark');
    try {
      await page.evaluate(() => {
        const p = document.createElement('p');
        p.innerHTML = 'Some text with <a href="#x" style="text-decoration: none; color: #6f9bff">a link</a> inside it.';
        p.style.color = '#7aa2ff'; // the link differs from the text by colour only, below 3:1
        const q = document.createElement('p');
        q.textContent = 'Grey on grey';
        q.style.cssText = 'color: #777; background: #6f6f6f';
        document.querySelector('main')!.append(p, q);
      });
      const ids = (await violations(page, COLOUR_RULES)).map((v) => v.id).sort();
      expect(ids).toEqual(['color-contrast', 'link-in-text-block']);
    } finally {
      await page.close();
    }
  });
});
