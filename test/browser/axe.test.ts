/**
 * axe-core (WCAG 2.0/2.1/2.2 A and AA rules) finds no violation on any page of the built site, in Chromium against
 * dist/ over file://, in the light and the dark theme, with every <details> open: axe leaves hidden content out, and
 * the charts' data tables (the accessible alternative to each chart) sit in closed <details>, so the pages as loaded
 * would leave 5,865 of the ICU report's 9,248 table cells unchecked. Opened, the pages show all their content; closed,
 * nothing more (the <summary> lines are shown either way).
 *
 * The contrast of every HTML text is measured: the rules that read colours run in a colour view of the page (no box
 * clips what it holds, the scroll cue of tables and formulas at its darkest behind all their texts, symbols and
 * one-character texts measured; see colourView and axeRun), as axe leaves a text to review, unmeasured, over a
 * background gradient or partly scrolled out of view: as loaded, 11,382 of the ICU report's 12,000 texts (all its
 * table cells), among which a green marker at 3.4:1 went unseen; and over the cue at its darkest the texts of every
 * wide table (its caption among them, which stays over the cue while the table scrolls) were at 3.1–4.3:1 until its
 * shadow was made lighter. What is still left to review is a text whose box overlaps another (a formula's glyphs,
 * the line after an inline formula), listed in the log; any other reason fails. Chart text in SVG is not measured by
 * axe.
 *
 * Texts are measured by class (colourRun; render-diff.ts, colourClasses): the ICU report's 11,703 texts fall into 235
 * classes that axe's colour rules cannot tell apart (the same look on the text and on every ancestor, the same boxes
 * over it, text of the same kind), and color-contrast measures the first and the last text of each, far apart, for
 * all; where both are left to review (boxes that overlap them), the class's other texts are measured. Checked by
 * measuring every text of every example page in both themes: each text's result (its contrast, colours or reason to
 * review) was its class's, but for texts that a run on the whole page left to review for overlapping boxes (3 on the
 * asah page) and texts axe does not measure (punctuation alone). A restyled text is a class of its own (a test below).
 *
 * The dark theme changes colours only: html[data-theme], the toggle's aria-pressed and its icon, and the CSS custom
 * properties. So every rule runs on every page in the light theme and on the index and the first report in the dark
 * one (loaded in it, from prefers-color-scheme), after a check that the page's markup is the light page's but for
 * those two attributes; the other pages are switched to the dark theme by the toggle, as a reader switches it, once
 * the light theme is checked (the page's colour view kept: the theme moves no box), and checked by the rules that
 * read colours (contrast, links told apart from text).
 *
 * A report's single file (standalone.html) is its report page with the stylesheets and script inlined and the links
 * into the site taken out. It is compared with the report page checked just before, element by element (render-diff.ts:
 * tag, attributes, text and every style property the colour rules read): under 1 % of its elements may differ, and the
 * colour rules run on those (in the ICU report 44 of 21,068, about 2 s a theme instead of 9); the other rules run on all.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Browser, Page } from 'puppeteer-core';
import { describe, expect } from 'vitest';
import { twoFrames } from '../../src/lib/browser';
import { browserSuite, htmlPages, openSitePage, switchTheme, type SiteUnderTest } from './harness';
import { colourClasses, differingRoots, renderTree, type RenderTree } from './render-diff';

const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];
/** The WCAG rules whose result depends on colours. */
const COLOUR_RULES = ['color-contrast', 'link-in-text-block'];

let site: SiteUnderTest;
let browser: Browser;
const it = browserSuite({}, (s) => ({ site, browser } = s));

interface AxeViolation { id: string; impact: string | null; help: string; nodes: { target: string[]; html: string; at: number }[] }

/** Which rules: the {@link COLOUR_RULES}, every WCAG A/AA rule but those, or the rules named. */
type Rules = 'colour' | 'not colour' | string[];

/** What axe-core found on a page: violations, and the texts whose contrast it could not measure (see {@link axeRun}). */
interface AxeResult { violations: AxeViolation[]; unmeasured: string[] }

/** What {@link axeRun} found. */
interface AxeRun extends AxeResult {
  /** The elements of `unmeasured` (indices as in {@link Where}). */
  toReview: number[];
  /** Of `contrastOn`, the elements color-contrast neither passed, failed nor left to review though axe finds them visible. */
  silent: number[];
}

/** Where {@link axeRun} runs: within some elements, and color-contrast on some of them only. */
interface Where {
  /** Within these elements (indices into the page's {@link RenderTree}: `<html>`, `<body>`, then what `<body>` holds). */
  within?: number[];
  /** color-contrast on these elements only (other rules on all). */
  contrastOn?: number[];
}

/**
 * axe-core's `rules` on the open page, or where `where` says. Symbols (∞, ▲, ⚠) and one-character texts get their
 * contrast measured like any text (axe's default leaves them to review). `unmeasured`: the HTML texts whose contrast
 * color-contrast left to review, each with its reason (chart text in SVG, which it never measures, aside).
 */
async function axeRun(page: Page, rules: Rules, where: Where = {}): Promise<AxeRun> {
  await page.evaluate(AXE_SOURCE); // (the pages' CSP forbids inline script tags; evaluation by the debugger is not one)
  return (await page.evaluate(
    async (tags: string[], colour: string[], rules: Rules, within: number[] | null, contrastOn: number[] | null) => {
      type Node = { target: string[]; html: string; element?: Element; any: { data?: { messageKey?: string } }[] };
      type Results = { id: string; nodes: Node[] }[];
      const axe = (globalThis as unknown as {
        axe: {
          run: (c: unknown, o: unknown) => Promise<{ violations: Results; incomplete: Results; passes: Results }>;
          getRules: (t: string[]) => { ruleId: string }[];
          configure: (c: unknown) => void;
          setup: (d: Document) => void;
          teardown: () => void;
          commons: { dom: { isVisibleOnScreen: (e: Element) => boolean } };
        };
      }).axe;
      const values = Array.isArray(rules) ? rules : rules === 'colour' ? colour : axe.getRules(tags).map((r) => r.ruleId).filter((r) => !colour.includes(r));
      const els = [document.documentElement, document.body, ...document.body.querySelectorAll('*')];
      const context = within ? { include: within.map((i) => els[i]) } : document;
      // (An attribute no style of the site's reads: it changes no computed style.)
      if (contrastOn) {
        for (const i of contrastOn) els[i].setAttribute('data-axe-contrast', '');
        axe.configure({ rules: [{ id: 'color-contrast', selector: '[data-axe-contrast]' }] });
      }
      const r = await axe.run(context, {
        runOnly: { type: 'rule', values },
        resultTypes: contrastOn ? ['violations', 'incomplete', 'passes'] : ['violations', 'incomplete'],
        elementRef: true,
        checks: { 'color-contrast': { options: { ignoreUnicode: false, ignoreLength: true } } },
      });
      const review = r.incomplete
        .filter((v) => v.id === 'color-contrast')
        .flatMap((v) => v.nodes)
        .filter((n) => !(n.element instanceof SVGElement));
      const unmeasured = review.map((n) => `${n.any[0]?.data?.messageKey ?? '?'}: ${n.target.join(' ')} ${n.html.slice(0, 120)}`);
      const seen = new Set([...r.violations, ...r.incomplete, ...r.passes].filter((v) => v.id === 'color-contrast').flatMap((v) => v.nodes.map((n) => n.element)));
      const unseen = (contrastOn ?? []).filter((i) => !seen.has(els[i]));
      let silent: number[] = [];
      if (unseen.length) {
        axe.setup(document); // (axe's functions read its tree of the page, which a run takes down at its end)
        silent = unseen.filter((i) => axe.commons.dom.isVisibleOnScreen(els[i]));
        axe.teardown();
      }
      // (The page keeps no mark; the next run evaluates axe afresh, with its own configuration.)
      for (const i of contrastOn ?? []) els[i].removeAttribute('data-axe-contrast');
      // (Each node also by its index: the marks of contrastOn, in its selector, are taken out.)
      const at = new Map(els.map((e, i) => [e, i]));
      const toReview = review.map((n) => at.get(n.element!) ?? -1);
      for (const v of r.violations)
        for (const n of v.nodes) {
          (n as Node & { at: number }).at = at.get(n.element!) ?? -1;
          delete n.element;
        }
      return { violations: r.violations, unmeasured, toReview, silent };
    },
    WCAG_TAGS,
    COLOUR_RULES,
    rules,
    where.within ?? null,
    where.contrastOn ?? null,
  )) as unknown as AxeRun;
}

/** The violations of {@link axeRun}. */
const violations = async (page: Page, rules: Rules, where?: Where) => (await axeRun(page, rules, where)).violations;

/** What {@link colourRun} measured: axe's findings, the page's texts and their classes, the texts measured one by one. */
interface ColourRun extends AxeResult {
  texts: number;
  classes: number;
  alone: number;
  tree: RenderTree;
  /** Each text's class, by its first text (colourClasses' repOf). */
  classOf: Int32Array;
  /** The texts measured for their class. */
  measured: number[];
}

/**
 * The colour rules on the open page, in its colour view: link-in-text-block on every link, color-contrast on the first
 * and the last text of each colour class (render-diff.ts, colourClasses: texts axe cannot tell apart), which it
 * measures for their class. A class whose two texts axe leaves to review (where boxes overlap them), or passes over
 * though it finds them visible (and not of punctuation alone), has each of its other texts measured.
 */
async function colourRun(page: Page): Promise<ColourRun> {
  const tree = await renderTree(page);
  await page.evaluate(AXE_SOURCE);
  // Own text of punctuation or emoji alone ('p'), which axe does not measure (its own functions say), or other ('t').
  const kind = await page.evaluate(() => {
    const text = (globalThis as unknown as { axe: { commons: { text: { sanitize: (s: string) => string; removeUnicode: (s: string, o: unknown) => string } } } }).axe.commons.text;
    return [document.documentElement, document.body, ...document.body.querySelectorAll('*')].map((e) => {
      const own = [...e.childNodes].filter((n) => n.nodeType === Node.TEXT_NODE).map((n) => n.nodeValue).join(' ');
      return text.removeUnicode(text.sanitize(own), { emoji: true, nonBmp: false, punctuations: true }) === '' ? 'p' : 't';
    });
  });
  const c = colourClasses(tree, kind);
  const r = await axeRun(page, 'colour', { contrastOn: c.reps });
  // A violation names the texts it stands for.
  const size = new Map<number, number>();
  for (const first of c.repOf) if (first >= 0) size.set(first, (size.get(first) ?? 0) + 1);
  for (const v of r.violations)
    for (const n of v.nodes) if (v.id === 'color-contrast' && n.at >= 0) n.html = `(measured for ${size.get(c.repOf[n.at])} texts alike) ${n.html}`;
  let alone = 0;
  // A text left to review (where boxes overlap it) or passed over stands for no other: its class's other texts are
  // measured (axe measures no text of punctuation or emoji alone: a class of those has nothing to measure).
  const unsettled = new Set([...r.toReview, ...r.silent.filter((i) => kind[i] === 't')]);
  const reps = new Set(c.reps);
  // Classes (by their first text) whose texts measured, the first and the last, are both unsettled.
  const settled = new Set(c.reps.filter((j) => !unsettled.has(j)).map((j) => c.repOf[j]));
  const open = new Set(c.reps.filter((i) => c.repOf[i] === i && !settled.has(i)));
  if (open.size) {
    const members = [...c.repOf.keys()].filter((i) => open.has(c.repOf[i]) && !reps.has(i));
    alone = members.length;
    if (members.length) {
      const again = await axeRun(page, ['color-contrast'], { contrastOn: members });
      r.violations.push(...again.violations);
      r.unmeasured.push(...again.unmeasured);
    }
  }
  return { violations: r.violations, unmeasured: r.unmeasured, texts: c.texts, classes: c.classes, alone, tree, classOf: c.repOf, measured: c.reps };
}

/**
 * Lays the open page out for the colour rules, which then measure every text: no box clips what it holds (axe leaves
 * a text partly scrolled out of view to review: 1,903 cells of the ICU report's wide and long tables), the chart grid
 * is one column and the window as wide as the widest table, and the tables' and formulas' scroll cue (a background
 * gradient, over which axe measures nothing: 9,676 of that page's texts) is replaced by its darkest colour (see
 * {@link cueAtDarkest}). Other colours and backgrounds are the page's.
 */
async function colourView(page: Page): Promise<void> {
  const wide = await page.evaluate(() => {
    const sheet = new CSSStyleSheet();
    sheet.replaceSync(
      '* { max-width: none !important; overflow: visible !important; } .chart-grid { display: block !important; } ' +
        '.table-scroll, .katex-display { background: var(--axe-cue) !important; }',
    );
    document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
    return document.documentElement.scrollWidth;
  });
  await cueAtDarkest(page);
  // (Texts still out of the window would be left to review by axe, and fail the test that reads its review list.)
  if (wide > page.viewport()!.width) await page.setViewport({ width: wide + 40, height: 900 });
  await twoFrames(page);
}

/**
 * Sets the colour view's background of every scroller (`--axe-cue`) to the scroll cue at its darkest, in the page's
 * theme: the page background under the cue's shadow colour at its full opacity, which it has at a scroller's edge.
 * Text scrolls under that edge, and a table's caption stays there (sticky) while the table scrolls, so every text of
 * a scroller is measured against it. Called again after the theme changes.
 */
async function cueAtDarkest(page: Page): Promise<void> {
  await page.evaluate(() => {
    const probe = document.createElement('i');
    document.body.append(probe);
    const rgba = (v: string) => {
      probe.style.color = v;
      const [r, g, b, a = 1] = getComputedStyle(probe).color.match(/[\d.]+/g)!.map(Number);
      return { r, g, b, a };
    };
    const root = getComputedStyle(document.documentElement);
    const bg = rgba(root.getPropertyValue('--bg'));
    const cue = rgba(root.getPropertyValue('--scroll-shadow'));
    probe.remove();
    if (bg.a !== 1 || !(cue.a > 0)) throw new Error(`the page background or the scroll cue is not as expected: ${JSON.stringify({ bg, cue })}`);
    const mix = (k: 'r' | 'g' | 'b') => Math.round(cue.a * cue[k] + (1 - cue.a) * bg[k]);
    const w = window as unknown as { axeCueSheet?: CSSStyleSheet };
    if (!w.axeCueSheet) {
      w.axeCueSheet = new CSSStyleSheet();
      document.adoptedStyleSheets = [...document.adoptedStyleSheets, w.axeCueSheet];
    }
    w.axeCueSheet.replaceSync(`:root { --axe-cue: rgb(${mix('r')}, ${mix('g')}, ${mix('b')}); }`);
  });
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

/** The smallest example report (else the first report). */
const smallest = () => (site.slugs.includes('sepsis-screening') ? 'sepsis-screening' : site.slugs[0]);

describe('accessibility (axe-core)', () => {
  it('axe-core (WCAG 2.2 A/AA) finds no violation on any page, light and dark, and measures the contrast of every text', async () => {
    const pages = htmlPages(site.dist);
    const report = `reports/${site.slugs[0]}/index.html`;
    expect(pages, 'the index and a report page').toEqual(expect.arrayContaining(['index.html', report]));
    const standalone = pages.filter((p) => p.endsWith('/standalone.html'));
    const reportOf = (p: string) => p.replace(/standalone\.html$/, 'index.html');
    expect(standalone.length, 'a single file per report').toBe(site.slugs.length);
    // (A report page comes before its single file: 'index.html' sorts before 'standalone.html'.)
    expect(standalone.every((p) => pages.indexOf(reportOf(p)) >= 0 && pages.indexOf(reportOf(p)) < pages.indexOf(p))).toBe(true);
    const found: string[] = [];
    const unmeasured: string[] = [];
    const runs: { rel: string; scheme: string; rules: 'not colour' | 'colour'; how?: string }[] = [];
    let texts = 0;
    const trees = new Map<string, RenderTree>();
    let opened = 0;
    for (const rel of pages) {
      let lightMarkup = '';
      // The index and the first report are loaded in each theme (the dark one from prefers-color-scheme), and every rule
      // runs in both; the other pages are loaded once and switched to the dark theme by its toggle, as a reader does.
      const reload = rel === 'index.html' || rel === report;
      let page: Page | undefined;
      try {
        for (const scheme of ['light', 'dark'] as const) {
          if (reload || scheme === 'light') {
            await page?.close();
            page = await openSitePage(browser, site.dist, rel, 1280, scheme);
            opened += await openAllDetails(page);
          } else {
            await switchTheme(page!, scheme);
            await cueAtDarkest(page!);
            await twoFrames(page!);
          }
          expect(await page!.evaluate(() => document.documentElement.dataset.theme), `${rel}: theme`).toBe(scheme);
          if (scheme === 'light') lightMarkup = await markupDigest(page!);
          else expect(await markupDigest(page!), `${rel}: the dark page's markup is the light page's`).toBe(lightMarkup);
          const record = (r: AxeResult) => {
            for (const v of r.violations)
              found.push(`${rel} (${scheme}): ${v.id} [${v.impact}] ${v.help} — ${v.nodes.length} node(s), e.g. ${v.nodes[0]?.target.join(' ')} ${v.nodes[0]?.html.slice(0, 160)}`);
            unmeasured.push(...r.unmeasured.map((u) => `${rel} (${scheme}) ${u}`));
          };
          // The rules that do not read colours see the page as laid out (every rule in the light theme, and on the
          // index and the first report in both); then the colour rules see it in the colour view.
          if (reload || scheme === 'light') {
            record(await axeRun(page!, 'not colour'));
            runs.push({ rel, scheme, rules: 'not colour' });
            await colourView(page!);
          }
          if (standalone.includes(rel)) {
            const diff = differingRoots(trees.get(`${reportOf(rel)} ${scheme}`)!, await renderTree(page!));
            // The single file looks like its report page: every element equal to the page's, in markup and in every
            // style the colour rules read, but for what it takes out (the links into the site) and what that moved.
            expect(diff.inRoots, `${rel} (${scheme}): elements that differ from the report page's, of ${diff.inRoots + diff.equal}`).toBeLessThan((diff.inRoots + diff.equal) / 100);
            record(await axeRun(page!, 'colour', { within: diff.roots }));
            runs.push({ rel, scheme, rules: 'colour', how: `on ${diff.inRoots} of ${diff.inRoots + diff.equal} elements, where it differs from its report page` });
          } else {
            const r = await colourRun(page!);
            record(r);
            if (standalone.includes(rel.replace(/index\.html$/, 'standalone.html'))) trees.set(`${rel} ${scheme}`, r.tree);
            texts += r.texts;
            runs.push({ rel, scheme, rules: 'colour', how: `${r.texts} texts in ${r.classes} classes${r.alone ? `, ${r.alone} measured one by one` : ''}` });
          }
        }
      } finally {
        await page?.close();
      }
    }
    // Every page has had every rule in the light theme, and the colour rules in the dark one.
    const had = (rel: string, scheme: string, rules: string) => runs.some((r) => r.rel === rel && r.scheme === scheme && r.rules === rules);
    for (const rel of pages) {
      expect(had(rel, 'light', 'not colour') && had(rel, 'light', 'colour'), `${rel}: every rule, light`).toBe(true);
      expect(had(rel, 'dark', 'colour'), `${rel}: the colour rules, dark`).toBe(true);
    }
    expect(pages.filter((rel) => had(rel, 'dark', 'not colour'))).toEqual(['index.html', report]);
    console.log(runs.filter((r) => r.how).map((r) => `${r.rel} (${r.scheme}): colour rules ${r.how}`).join('\n'));
    expect(texts, 'texts measured by class on the pages (single files aside)').toBeGreaterThan(20_000);
    expect(opened, 'closed <details> opened (data tables, notes)').toBeGreaterThan(100);
    expect(found, 'axe-core violations').toEqual([]);
    // Every HTML text's contrast was measured but where its box overlaps another (a formula's glyphs, the line after
    // an inline formula, a table's cells and its caption), where axe cannot tell which is in front: those are listed.
    console.log(`texts left to review by axe (boxes that overlap): ${unmeasured.length}\n${unmeasured.join('\n')}`);
    const overlap = /\) (bgOverlap|elmPartiallyObscured|elmPartiallyObscuring): /;
    expect(unmeasured.filter((u) => !overlap.test(u)), 'texts whose contrast axe did not measure').toEqual([]);
  }, 900_000);

  it('a single file is checked where it differs from its report page: colours changed there, by a style rule or on one element, are found', async () => {
    const rel = `reports/${smallest()}/`;
    // As in the test above, both in the colour view. One page at a time: a page behind another draws no frame
    // (openAllDetails waits for two).
    const a = await openSitePage(browser, site.dist, `${rel}index.html`, 1280, 'light');
    let tree: RenderTree;
    try {
      await openAllDetails(a);
      await colourView(a);
      tree = await renderTree(a);
    } finally {
      await a.close();
    }
    const b = await openSitePage(browser, site.dist, `${rel}standalone.html`, 1280, 'light');
    try {
      await openAllDetails(b);
      await colourView(b);
      // As built: what differs is what the single file takes out (the links into the site) and what that moved.
      const as = differingRoots(tree, await renderTree(b));
      expect(as.roots.length).toBeGreaterThan(0);
      expect(as.inRoots, 'elements to check, of ' + (as.inRoots + as.equal)).toBeLessThan((as.inRoots + as.equal) / 100);
      expect(await violations(b, 'colour', { within: as.roots }), 'the parts that differ as built').toEqual([]);
      // A light grey (2:1 or less on white) for the summary's terms, by a rule added to a stylesheet, and for the
      // last cell of the last data table (in a scroller), by its own style: neither adds or changes an attribute.
      const marked = await b.evaluate(() => {
        const els = [document.documentElement, document.body, ...document.body.querySelectorAll('*')];
        const sheet = [...document.styleSheets].find((s) => s.ownerNode instanceof HTMLStyleElement)!;
        sheet.insertRule('.summary-box dt { color: #b0b0b0 !important }', sheet.cssRules.length);
        const cells = document.querySelectorAll('details td');
        const cell = cells[cells.length - 1] as HTMLElement;
        if (!cell.closest('.table-scroll')) throw new Error('the last data cell is not in a scroller');
        cell.style.color = '#bbb';
        return [cell, ...document.querySelectorAll('.summary-box dt')].map((e) => els.indexOf(e));
      });
      expect(marked.length).toBeGreaterThan(1);
      await twoFrames(b);
      const diff = differingRoots(tree, await renderTree(b));
      expect(diff.inRoots - as.inRoots, 'only the changed elements are added').toBeLessThan(marked.length * 20);
      const contrast = (await violations(b, 'colour', { within: diff.roots })).filter((v) => v.id === 'color-contrast');
      const reported = contrast.flatMap((v) => v.nodes.map((n) => n.at));
      expect(marked.map((i) => reported.includes(i)), 'each changed element reported').toEqual(marked.map(() => true));
    } finally {
      await b.close();
    }
  });

  it('a text measured for its class: one cell restyled among thousands alike, and a stylesheet rule for a few, are found', async () => {
    const page = await openSitePage(browser, site.dist, `reports/${smallest()}/index.html`, 1280, 'light');
    try {
      await openAllDetails(page);
      await colourView(page);
      const before = await colourRun(page);
      expect(before.violations, 'as built').toEqual([]);
      expect(before.classes, 'classes of the texts').toBeLessThan(before.texts / 5);
      // The middle one of the data tables' cells with a number, and the summary's terms: each in a class with others.
      const marked = await page.evaluate(() => {
        const els = [document.documentElement, document.body, ...document.body.querySelectorAll('*')];
        const cells = [...document.querySelectorAll('details td')].filter((td) => /\d/.test(td.textContent!));
        return [cells[cells.length >> 1], ...document.querySelectorAll('.summary-box dt')].map((e) => els.indexOf(e));
      });
      expect(marked.length).toBeGreaterThan(2);
      const classSize = (r: ColourRun, i: number) => r.classOf.filter((x) => x === r.classOf[i]).length;
      expect(before.measured, 'the cell is measured for its class, by other cells').not.toContain(marked[0]);
      expect(classSize(before, marked[0]), 'cells in its class').toBeGreaterThan(100);
      await page.evaluate((marked: number[]) => {
        const els = [document.documentElement, document.body, ...document.body.querySelectorAll('*')];
        (els[marked[0]] as HTMLElement).style.color = '#bbb';
        const sheet = new CSSStyleSheet();
        sheet.replaceSync('.summary-box dt { color: #b0b0b0 !important }');
        document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
      }, marked);
      await twoFrames(page);
      const after = await colourRun(page);
      const reported = after.violations.filter((v) => v.id === 'color-contrast').flatMap((v) => v.nodes.map((n) => n.at));
      expect(classSize(after, marked[0]), 'the restyled cell is a class of its own').toBe(1);
      const reportedClasses = new Set(reported.map((i) => after.classOf[i]));
      expect(marked.map((i) => reportedClasses.has(after.classOf[i])), 'each restyled text, or those measured for its class, reported').toEqual(marked.map(() => true));
      expect(after.violations.map((v) => v.id)).toEqual(['color-contrast']);
    } finally {
      await page.close();
    }
  });

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
      const ids = (await violations(page, 'colour')).map((v) => v.id).sort();
      expect(ids).toEqual(['color-contrast', 'link-in-text-block']);
    } finally {
      await page.close();
    }
  });
});
