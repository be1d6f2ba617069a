/**
 * The built site: runs `npm run build` once (PDFs included) and checks dist/:
 * the index, the three example reports and their heatmap pages, KaTeX-rendered math (no raw `$` left), Plot SVG
 * charts with captions and data tables (docs/site-contract.md), downloads, the standalone files, relative URLs only
 * and no reference to another host; then builds again with --force (no reuse of the cached output) and checks that
 * dist/ is byte-identical (reproducible; the PDFs of the identical pages come from the PDF cache).
 */
import { describe, it, expect, beforeAll } from 'vitest';
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { JSDOM } from 'jsdom';
import { parsedOnce, parseHtmlFile } from '../helpers/dom';
import { listFiles } from '../../src/lib/site/relativize';
import { markStalePdfLinks, STALE_PDF_NOTE } from '../../src/lib/site/pdf-links';
import { STANDALONE_NOTE } from '../../src/lib/site/standalone';
import { initPrPrevalence } from '../../src/client/prevalence';
import { sharePct } from '../../src/lib/charts/format';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const dist = join(root, 'dist');
const SLUGS = ['asah', 'ews-simulated', 'sepsis-screening'];
const HEATMAPS = ['asah', 'ews-simulated', 'sepsis-screening'];
/** Every report of the build: the three above and the model-selection example (data/icu, simulated). */
const ALL = [...SLUGS, 'icu-simulated'];

/** `npm run build` (asynchronous, so the test worker stays responsive during the ~1 min build). */
function build(...extra: string[]): Promise<{ ms: number; out: string }> {
  const t = Date.now();
  return new Promise((res, rej) => {
    const c = spawn(process.execPath, ['scripts/build.mjs', ...extra], {
      cwd: root,
      env: { ...process.env, SOURCE_DATE_EPOCH: '1700000000' },
    });
    let out = '';
    let err = '';
    c.stdout.on('data', (d) => (out += d));
    c.stderr.on('data', (d) => (err += d));
    c.on('error', rej);
    c.on('close', (code) => (code === 0 ? res({ ms: Date.now() - t, out }) : rej(new Error(`npm run build failed (${code}):\n${out}\n${err}`))));
  });
}

function hashes(): Map<string, string> {
  return new Map(listFiles(dist).map((f) => [f, createHash('sha256').update(readFileSync(join(dist, f))).digest('hex')]));
}

const html = (p: string) => readFileSync(join(dist, p), 'utf8');
/** A built page parsed anew, for a test that changes it. */
const freshDoc = (p: string) => parseHtmlFile(join(dist, p));
/** A built page parsed once, for the tests that only read it. */
const doc = (p: string) => parsedOnce(join(dist, p));

let first: { ms: number; out: string };
let firstHashes: Map<string, string>;

beforeAll(async () => {
  first = await build();
  firstHashes = hashes();
}, 600_000);

describe('npm run build', () => {
  it('prints one progress line per report', () => {
    for (const s of ALL) expect(first.out).toMatch(new RegExp(`\\[\\d/${ALL.length}\\] ${s} \\(`));
  });

  it('writes an index that lists every report with headline numbers', () => {
    const d = doc('index.html');
    const cards = Array.from(d.querySelectorAll('.report-card'));
    expect(cards.map((c) => c.getAttribute('data-slug')).sort()).toEqual([...ALL].sort());
    for (const c of cards) {
      expect(c.querySelector('a')!.getAttribute('href')).toMatch(/^\.\/reports\/[a-z-]+\/index\.html$/);
      expect(c.querySelectorAll('table.headline tbody tr').length).toBeGreaterThanOrEqual(2);
    }
    expect(d.querySelector('.report-card[data-slug="ews-simulated"]')!.textContent).toMatch(/Simulated/i);
    // The first scenario's best models are starred (and in bold): PV within 1e-12 of the highest, none when that is 0,
    // as the report's summary box says it; the column's header says what ★ means.
    let starred = 0;
    for (const c of cards) {
      const slug = c.getAttribute('data-slug')!;
      const r = JSON.parse(html(`reports/${slug}/report.json`)) as { models: { name: string; scenarios: { name: string; partialVoros: number }[] }[]; scenarios: { name: string }[] };
      const s0 = r.scenarios[0];
      if (!s0) continue;
      const pv = r.models.map((m) => m.scenarios.find((x) => x.name === s0.name)!.partialVoros);
      const top = Math.max(...pv);
      const best = r.models.filter((_, k) => top > 0 && pv[k] >= top - 1e-12).map((m) => m.name);
      const rows = [...c.querySelectorAll('table.headline tbody tr')];
      expect(rows.filter((tr) => tr.querySelector('td[data-best]')).map((tr) => tr.querySelector('th')!.textContent!.trim()), `${slug}: starred models`).toEqual(best);
      for (const tr of rows.filter((x) => x.querySelector('td[data-best]'))) expect(tr.querySelector('td[data-best]')!.innerHTML).toMatch(/^<strong>[\d.]+<\/strong> ★$/);
      expect(c.querySelector('table.headline thead')!.textContent).toContain('★ best');
      const winner = doc(`reports/${slug}/index.html`).querySelector(`[data-summary] dd[data-scenario="${s0.name}"]`)!.getAttribute('data-winner');
      expect(winner, `${slug}: the summary box's winner`).toBe(best.length === 1 ? best[0] : '');
      starred += best.length;
    }
    expect(starred, 'starred models in all').toBeGreaterThan(0);
  });

  for (const slug of SLUGS) {
    it(`report ${slug}: contract DOM hooks, charts with SVG, caption and data table, provenance`, () => {
      const d = doc(`reports/${slug}/index.html`);
      expect(['light', 'dark']).toContain(d.documentElement.getAttribute('data-theme'));
      expect(d.querySelector('[data-theme-toggle]')).not.toBeNull();
      expect(d.querySelector(`main[data-report="${slug}"]`)).not.toBeNull();
      expect(d.querySelector('h1')!.textContent!.length).toBeGreaterThan(5);
      const figs = Array.from(d.querySelectorAll('figure.chart'));
      expect(figs.length).toBeGreaterThanOrEqual(4);
      for (const f of figs) {
        expect(f.getAttribute('data-chart')).toMatch(/^(roc|pr|feasible|lesser|heatmap|dutch-draw|leakage|geometry|forest|win-probability|selection-roc|selection-thresholds)$/);
        expect(f.querySelector('svg')).not.toBeNull();
        expect(f.querySelector('figcaption')!.textContent!.length).toBeGreaterThan(20);
        expect(f.querySelector('details.data-table table tbody tr')).not.toBeNull();
      }
      for (const kind of ['roc', 'pr', 'feasible', 'lesser']) expect(d.querySelector(`figure.chart[data-chart="${kind}"] svg`)).not.toBeNull();
      expect(d.querySelectorAll('[data-tip]').length).toBeGreaterThan(0);
      expect(d.querySelectorAll('div.tooltip[role="tooltip"]')).toHaveLength(1);
      const prov = d.querySelector('section.provenance')!;
      expect(prov.textContent).toMatch(/[0-9a-f]{64}/);
      expect(prov.textContent).toContain('2023-11-14'); // SOURCE_DATE_EPOCH=1700000000
      // What-if panel with the inputs and outputs of the contract.
      const w = d.querySelector('section[data-whatif]')!;
      for (const n of ['alpha', 'kappa', 'tmin', 'tmax']) expect(w.querySelector(`input[type="range"][name="${n}"]`)).not.toBeNull();
      expect(w.querySelectorAll('[data-whatif-pv][data-model]').length).toBeGreaterThanOrEqual(2);
      expect(w.querySelector('script[data-whatif-data]')).not.toBeNull();
      // Downloads.
      const json = JSON.parse(html(`reports/${slug}/report.json`));
      expect(json.models.length).toBeGreaterThanOrEqual(2);
      expect(existsSync(join(dist, `reports/${slug}/metrics.csv`))).toBe(true);
      expect(existsSync(join(dist, `reports/${slug}/roc.csv`))).toBe(true);
    });
  }

  it('report icu-simulated: the deployment recommendation comes first, then the selection table and charts; simulated everywhere', () => {
    const d = doc('reports/icu-simulated/index.html');
    const json = JSON.parse(html('reports/icu-simulated/report.json'));
    const main = d.querySelector('main')!;
    const rec = main.querySelector('section[data-recommendation]')!;
    // Right after the report header and the summary box: before the warnings, the provenance and the report body.
    expect(rec.previousElementSibling!.matches('section[data-summary]')).toBe(true);
    expect(rec.previousElementSibling!.previousElementSibling!.matches('header.report-header')).toBe(true);
    expect(rec.textContent).toMatch(/Simulated data/);
    for (const r of json.recommendations) {
      const card = rec.querySelector(`[data-scenario="${r.scenario}"]`)!;
      expect(card.textContent).toContain(r.model);
      expect(card.textContent!.replace(/\s+/g, ' ')).toMatch(/alerts per 1 000 cases|Alerts per 1 000/);
      // A point that meets the limits says how often it still does on resampled test parts (the bootstrap mean).
      const e = json.selection.find((x: { strategy: string; scenario: string }) => x.strategy === r.strategy && x.scenario === r.scenario);
      const mean = e.intervals.feasibleOnTest[0].mean as number;
      const ok = card.querySelector('.recommendation-ok')?.textContent!.replace(/\s+/g, ' ');
      if (!r.warning) {
        const share = sharePct(mean);
        expect(ok).toContain(share === '100%' ? 'It does so in every bootstrap resample of the test part.' : `for ${share} of the cost distribution on average`);
        // The uncertainty statement of the same choice gives the same share.
        const statement = json.uncertainty.statements.find((x: string) => x.startsWith(`Scenario '${r.scenario}': the recommended choice (`));
        expect(statement).toContain(`on test for ${share} of the cost distribution on average.`);
      }
    }
    // The example's second scenario is such a point: feasible on test, but not in every resample.
    expect(json.recommendations.some((r: { scenario: string; strategy: string; warning?: string }) => !r.warning && json.selection.find((x: { strategy: string; scenario: string }) => x.strategy === r.strategy && x.scenario === r.scenario).intervals.feasibleOnTest[0].mean < 1)).toBe(true);
    expect(main.querySelector('.parts-note')!.textContent).toMatch(/computed on the test part/);
    const cells = main.querySelectorAll('figure.selection-table td[data-strategy]');
    expect(cells).toHaveLength(json.selection.length);
    // The example runs a bootstrap: each cell shows its entry's interval of the expected test cost (test part resampled,
    // the choice fixed on validation), as in the JSON.
    for (const td of Array.from(cells) as HTMLElement[]) {
      const e = json.selection.find((x: { strategy: string; scenario: string }) => x.strategy === td.dataset.strategy && x.scenario === td.dataset.scenario);
      const ci = e.intervals.expectedTestCost[0].ci as number[];
      expect(td.textContent).toContain(`95% interval [${ci[0].toFixed(3)}, ${ci[1].toFixed(3)}]`);
      expect(ci[0]).toBeLessThanOrEqual(e.expectedTestCost);
      expect(e.expectedTestCost).toBeLessThanOrEqual(ci[1]);
    }
    for (const kind of ['selection-roc', 'selection-thresholds']) expect(main.querySelectorAll(`figure.chart[data-chart="${kind}"] svg[data-variant="screen"]`)).toHaveLength(json.scenarios.length);
    expect(d.querySelector('.simulated-banner')).not.toBeNull();
    expect(d.querySelector('.report-card')).toBeNull();
  });

  it('uncertainty: the statements, paired tests, intervals in the metric table, forest and win-probability charts as the JSON says', () => {
    const d = doc('reports/asah/index.html');
    const json = JSON.parse(html('reports/asah/report.json'));
    const st = Array.from(d.querySelectorAll('.uncertainty-statements li')).map((li) => li.textContent!.replace(/\s+/g, ' ').trim());
    expect(st).toEqual(json.uncertainty.statements);
    // Model names in the statements and the summary's briefs never wrap inside ("NEWS-" / "sim"): each is one nowrap run.
    const names = json.models.map((m: { name: string }) => m.name);
    for (const sel of ['.uncertainty-statements bdi.nowrap', '[data-summary] [data-uncertainty] bdi.nowrap']) {
      const kept = Array.from(d.querySelectorAll(sel)).map((b) => b.textContent);
      expect(kept.length, sel).toBeGreaterThan(0);
      for (const k of kept) expect(names).toContain(k);
    }
    // The paired-test matrix: one off-diagonal cell per ordered pair, bold when Holm's adjusted p < 0.05: wfns − ndka
    // (p = 0.0051, adjusted 3 × 0.0051 = 0.015) but not wfns − s100b (p = 0.0272, adjusted 2 × 0.0272 = 0.054).
    const cells = d.querySelectorAll('table.paired-tests td[data-p]');
    expect(cells).toHaveLength(json.models.length * (json.models.length - 1));
    expect(d.querySelectorAll('table.paired-tests td.best[data-p]')).toHaveLength(2);
    expect(d.querySelectorAll('table.metric-table span.ci[data-ci-method="bootstrap"]').length).toBeGreaterThan(0);
    expect(d.querySelector('figure.chart[data-chart="forest"] svg')).not.toBeNull();
    expect(d.querySelectorAll('figure.chart[data-chart="win-probability"] svg rect').length).toBeGreaterThanOrEqual(json.heatmap.alphas.length * json.heatmap.kappas.length);
    expect(existsSync(join(dist, 'reports/asah/intervals.csv'))).toBe(true);
    // ROC-point input: the note, no intervals.
    const s = doc('reports/sepsis-screening/index.html');
    expect(s.querySelector('.uncertainty-notes')!.textContent).toMatch(/published ROC points/);
    expect(s.querySelector('figure.chart[data-chart="forest"]')).toBeNull();
  });

  for (const slug of SLUGS) {
    it(`report ${slug}: Dutch Draw, WaAUROCC and geometry sections (Dutch Draw, WaAUROCC, leakage, PR at deployment prevalences, capacity / risk)`, () => {
      const d = doc(`reports/${slug}/index.html`);
      const json = JSON.parse(html(`reports/${slug}/report.json`));
      const main = d.querySelector('main')!;
      // Dutch Draw: one table per model with operating points; every cell agrees with the JSON.
      const dd = main.querySelector('[data-dutch-draw]')!;
      expect(dd, 'Dutch Draw section').not.toBeNull();
      const NOT_BEATABLE = ['TP', 'TN', 'FP', 'FN', 'TPR', 'TNR', 'FPR', 'FNR'];
      let warn = 0;
      for (const m of json.models.filter((x: { operatingPoints?: unknown[] }) => x.operatingPoints?.length)) {
        const table = dd.querySelector(`table.dd-table[data-model="${m.name}"]`)!;
        expect(table, `Dutch Draw table of ${m.name}`).not.toBeNull();
        const distinct: { threshold: number | null; fpr: number; tpr: number; measures: Record<string, number | null>; beatsBaseline: Record<string, boolean | null> }[] = [];
        for (const op of m.operatingPoints) if (!distinct.some((o) => o.threshold === op.threshold && o.fpr === op.fpr && o.tpr === op.tpr)) distinct.push(op);
        expect(table.querySelectorAll('thead th').length).toBe(3 + distinct.length);
        for (const k of Object.keys(distinct[0].measures)) {
          const cells = Array.from(table.querySelectorAll(`tbody tr[data-measure="${k}"] td[data-measure]`));
          expect(cells).toHaveLength(distinct.length);
          cells.forEach((td, j) => {
            const v = distinct[j].measures[k];
            const b = distinct[j].beatsBaseline[k];
            const st = td.getAttribute('data-status');
            if (v === null) {
              expect(td.textContent!.trim()).toBe('undefined');
              expect(st).toBe('undefined');
            } else if (NOT_BEATABLE.includes(k)) expect(st).toBe('not-beatable');
            else if (b === false) {
              expect(st).toBe('warn');
              expect(td.classList.contains('dd-warn')).toBe(true);
              warn++;
            } else if (b === true) expect(st).toBe('beats');
          });
        }
      }
      expect(dd.querySelectorAll('td.dd-warn')).toHaveLength(warn);
      if (warn > 0) expect(dd.querySelector('.dd-summary.warning-box')!.textContent).toMatch(/no better than the Dutch Draw baseline/);
      // The summary: one item per measure, whose count is that measure's flagged cells in the tables.
      const items = Array.from(dd.querySelectorAll('.dd-summary.warning-box li[data-measure]'));
      expect(items.reduce((a, li) => a + Number(/\), (\d+) points?:/.exec(li.textContent!)![1]), 0)).toBe(warn);
      for (const li of items) {
        const k = li.getAttribute('data-measure')!;
        expect(Number(/\), (\d+) points?:/.exec(li.textContent!)![1]), k).toBe(dd.querySelectorAll(`td.dd-warn[data-measure="${k}"]`).length);
      }
      for (const k of NOT_BEATABLE) expect(dd.querySelector(`td.dd-warn[data-measure="${k}"]`)).toBeNull();
      expect(main.querySelector('figure.chart[data-chart="dutch-draw"] svg .dd-expectation')).not.toBeNull();
      // WaAUROCC columns in the metric table, with pass/fail where an acceptance curve is configured.
      const mt = main.querySelector('table.metric-table:not(.dd-table):not(.operating-points)')!;
      const heads = Array.from(mt.querySelectorAll('thead th')).map((t) => t.textContent!);
      for (const w of json.settings.waaurocc) expect(heads).toContain(`WaAUROCC FPR ${w[0]}–${w[1]}`);
      const acc = json.settings.waauroccAcceptance;
      if (acc) {
        expect(main.querySelector('figure.chart[data-chart="roc"] .acceptance-curve path')).not.toBeNull();
        for (const m of json.models) {
          const cells = Array.from(mt.querySelectorAll(`tr[data-model="${m.name}"] td[data-acceptance]`));
          const want = m.waaurocc.filter((w: { acceptance?: unknown }) => w.acceptance).map((w: { acceptance: { passes: boolean } }) => (w.acceptance.passes ? 'pass' : 'fail'));
          expect(cells.map((c) => c.getAttribute('data-acceptance'))).toEqual(want);
        }
      }
      // Leakage chart with the binormal fit in its caption.
      const lk = main.querySelector('figure.chart[data-chart="leakage"]')!;
      expect(lk.querySelector('figcaption')!.textContent).toMatch(/Binormal fit/);
      expect(lk.querySelectorAll('details.data-table tbody tr')).toHaveLength(json.models.length);
      // PR at the test set's and each deployment prevalence: one panel each, in one figure.
      const prs = main.querySelector('figure.chart[data-chart="pr"][data-pr-prevalence]')!;
      expect(Array.from(prs.querySelectorAll('[data-pr-panel]')).map((p) => Number(p.getAttribute('data-prevalence')))).toEqual([json.dataset.prevalence, ...json.settings.deploymentPrevalence]);
      expect(prs.querySelectorAll('[data-pr-panel] .chart-svg[data-variant="screen"] svg')).toHaveLength(1 + json.settings.deploymentPrevalence.length);
      // …each also rendered for phones and for paper (render-core.ts renderVariants).
      expect(prs.querySelectorAll('[data-pr-panel] .chart-svg[data-variant="print"] svg[data-variant="print"]')).toHaveLength(1 + json.settings.deploymentPrevalence.length);
      expect(prs.querySelector('script[data-pr-data]')).not.toBeNull();
      // Capacity line and bounded-risk region with each model's implied points.
      const g = main.querySelector('figure.chart[data-chart="geometry"]')!;
      expect(g.querySelector('.capacity-line path')).not.toBeNull();
      expect(g.querySelector('polygon.risk-region')).not.toBeNull();
      expect(g.querySelectorAll('.chart-svg[data-variant="screen"] [data-tip]').length).toBe(2 * json.models.length);
      // The phone variant keeps the tooltips; the print variant is a static picture.
      expect(g.querySelectorAll('.chart-svg[data-variant="phone"] [data-tip]').length).toBe(2 * json.models.length);
      expect(g.querySelectorAll('.chart-svg[data-variant="print"] [data-tip]').length).toBe(0);
    });
  }

  it('PR prevalence control (src/client/prevalence.ts in jsdom): "other…" at a deployment prevalence redraws exactly the server-rendered panel', () => {
    const dom = new JSDOM(html('reports/asah/index.html'));
    const fig = dom.window.document.querySelector<HTMLElement>('figure[data-pr-prevalence]')!;
    initPrPrevalence(fig);
    expect(fig.hasAttribute('data-pr-ready')).toBe(true);
    const panels = () => Array.from(fig.querySelectorAll<HTMLElement>('[data-pr-panel]'));
    expect(panels().map((p) => p.hidden)).toEqual([false, true, true]);
    const select = fig.querySelector<HTMLSelectElement>('select[data-pr-select]')!;
    select.value = 'custom';
    select.dispatchEvent(new dom.window.Event('change'));
    const input = fig.querySelector<HTMLInputElement>('input[data-pr-custom]')!;
    const json = JSON.parse(html('reports/asah/report.json'));
    const pi = json.settings.deploymentPrevalence[0];
    input.value = String(pi);
    input.dispatchEvent(new dom.window.Event('input'));
    const paths = (key: string) => Array.from(fig.querySelectorAll(`[data-pr-panel="${key}"] .chart-svg[data-variant="screen"] g.model-line path`)).map((p) => p.getAttribute('d'));
    // Plot's step-before paths at π (rendered at build time) and the page's own recomputation agree to the pixel digit.
    expect(paths('custom')).toEqual(paths('d0'));
    expect(paths('custom')).not.toEqual(paths('test'));
    expect(panels().filter((p) => !p.hidden).map((p) => p.getAttribute('data-pr-panel'))).toEqual(['custom']);
  });

  it('heatmap pages exist for the reports with a heatmap, with α × κ cells', () => {
    for (const slug of HEATMAPS) {
      const d = doc(`reports/${slug}/heatmap/index.html`);
      const json = JSON.parse(html(`reports/${slug}/report.json`));
      const cells = d.querySelectorAll('figure.chart[data-chart="heatmap"]:not([data-whatif-heatmap]) .chart-svg[data-variant="screen"] rect[data-cell]');
      expect(cells.length).toBe(json.heatmap.alphas.length * json.heatmap.kappas.length);
      expect(d.querySelector('[data-whatif-heatmap] rect[data-cell]')).not.toBeNull();
    }
    const ews = JSON.parse(html('reports/ews-simulated/report.json'));
    expect(ews.dataset.positives + ews.dataset.negatives).toBe(362926);
    // The grid's end points are the config's numbers themselves (data/ews/ews-simulated.yaml: 0.1 to 0.6), written as is.
    expect(ews.heatmap.alphas[0]).toBe(0.1);
    expect(ews.heatmap.alphas[ews.heatmap.alphas.length - 1]).toBe(0.6);
  });

  it('the simulated report is labelled as simulated on its pages', () => {
    for (const p of ['reports/ews-simulated/index.html', 'reports/ews-simulated/heatmap/index.html', 'reports/ews-simulated/standalone.html']) {
      expect(html(p)).toMatch(/SIMULATED/);
    }
  });

  it('math is rendered by KaTeX: no raw $ left in the text of the MDX report', () => {
    const d = freshDoc('reports/asah/index.html'); // (its scripts and styles are removed below)
    expect(d.querySelectorAll('.katex').length).toBeGreaterThan(5);
    expect(d.querySelectorAll('.katex-display').length).toBeGreaterThan(3);
    for (const el of Array.from(d.querySelectorAll('script, style, annotation'))) el.remove();
    expect(d.querySelector('article')!.textContent).not.toContain('$');
    // The Dutch Draw, WaAUROCC and geometry sections of the hand-written report carry KaTeX formulas too.
    for (const h of ['Are these thresholds better than chance? The Dutch Draw', 'Capacity and bounded risk', 'Leakage and the binormal fit']) {
      const heading = Array.from(d.querySelectorAll('h2, h3')).find((x) => x.textContent === h);
      expect(heading, h).toBeTruthy();
    }
    expect(d.querySelectorAll('span.metric[data-metric][data-model]').length).toBeGreaterThan(5);
    // Inline Dutch Draw and WaAUROCC numbers: the F1 Dutch Draw baseline 2P/(M + P) = 82/154 with P = 41, M = 113; the acceptance
    // curve (0,0), (0.1,0.5), (0.3,0.75), (1,1) has AUROC 0.1·0.25 + 0.2·0.625 + 0.7·0.875 = 0.7625, and WaAUROCC over
    // [0, 1] is exactly 2·AUROC − 1 (docs/metrics.md §9) = 0.525: equal up to rounding (relative 1e-12).
    expect(d.querySelector('span.metric[data-metric="ddBaseline"][data-measure="FBETA"]')!.textContent).toBe((82 / 154).toFixed(3));
    const accJson = JSON.parse(html('reports/asah/report.json')).models[0].waaurocc[1].acceptance.value;
    expect(Math.abs(accJson - 0.525)).toBeLessThanOrEqual(1e-12 * 0.525);
  });

  it('uses relative URLs only and references no other host', () => {
    const files = listFiles(dist);
    const bad: string[] = [];
    for (const f of files.filter((x) => x.endsWith('.html'))) {
      const text = readFileSync(join(dist, f), 'utf8');
      for (const m of text.matchAll(/\s(src|href|action|poster|srcset)=["']([^"']*)["']/g)) {
        const u = m[2];
        if (u.startsWith('#') || u.startsWith('./') || u.startsWith('../') || u.startsWith('data:')) continue;
        bad.push(`${f}: ${m[1]}="${u}"`);
      }
      for (const m of text.matchAll(/url\(\s*["']?([^)"']*)/g)) {
        if (!/^(#|\.\.?\/|data:)/.test(m[1])) bad.push(`${f}: url(${m[1]})`);
      }
      for (const m of text.matchAll(/@import\s+[^;]*/g)) bad.push(`${f}: ${m[0]}`);
    }
    for (const f of files.filter((x) => x.endsWith('.css'))) {
      const text = readFileSync(join(dist, f), 'utf8');
      for (const m of text.matchAll(/url\(\s*["']?([^)"']*)/g)) if (!/^(#|\.\.?\/|data:|[\w.-]+$)/.test(m[1])) bad.push(`${f}: url(${m[1]})`);
      for (const m of text.matchAll(/@import\s+[^;]*/g)) bad.push(`${f}: ${m[0]}`);
    }
    expect(bad).toEqual([]);
  });

  it('a PDF kept from an earlier build is marked at every link the components write to it (index, navigation, header)', () => {
    const copy = mkdtempSync(join(tmpdir(), 'rocsite-stale-links-'));
    try {
      cpSync(dist, copy, { recursive: true, filter: (f) => !f.endsWith('.pdf') });
      // Counted in the text (the pages are megabytes: a DOM per page would cost gigabytes); the index through a DOM.
      const count = (text: string, re: RegExp) => text.match(re)?.length ?? 0;
      const pages = listFiles(copy).filter((f) => f.endsWith('.html') && readFileSync(join(copy, f), 'utf8').includes(' data-pdf'));
      expect(pages).toEqual(expect.arrayContaining(['index.html', ...ALL.map((s) => `reports/${s}/index.html`)]));
      expect(pages.filter((f) => f.endsWith('standalone.html')), 'the single files link to no PDF').toEqual([]);
      markStalePdfLinks(copy, [...ALL]);
      for (const f of pages) {
        const text = readFileSync(join(copy, f), 'utf8');
        const links = count(text, / data-pdf(?:="[^"]*")? /g);
        expect(links, f).toBeGreaterThan(0);
        expect(count(text, / data-pdf="stale" /g), `${f}: every link marked`).toBe(links);
        expect(count(text, /<\/a> <span class="pdf-stale"/g), `${f}: one note right after each link`).toBe(links);
      }
      const { window } = new JSDOM(readFileSync(join(copy, 'index.html'), 'utf8'));
      const cards = [...window.document.querySelectorAll('.report-card')];
      expect(cards.map((c) => c.querySelector('a[data-pdf="stale"] + .pdf-stale')?.textContent)).toEqual(cards.map(() => STALE_PDF_NOTE));
      window.close();
      // Marking again changes nothing.
      expect(markStalePdfLinks(copy, [...ALL])).toEqual([]);
    } finally {
      rmSync(copy, { recursive: true, force: true });
    }
  });

  it('emits one self-contained HTML per report (no external stylesheet, script or font; no link into the site)', () => {
    for (const slug of ALL) {
      const t = html(`reports/${slug}/standalone.html`);
      expect(html(`reports/${slug}/index.html`)).toMatch(/<a href="\.\.\/\.\.\/pdf\/[^"]+\.pdf" data-pdf/);
      // Every href is an in-page anchor (a mailed file has no site around it), and it says where the rest is.
      expect([...t.matchAll(/ href="([^"]*)"/g)].map((m) => m[1]).filter((h) => !h.startsWith('#')), `${slug}: links out of the file`).toEqual([]);
      expect(t).toContain(STANDALONE_NOTE);
      expect(t).not.toMatch(/<link[^>]+rel="stylesheet"/);
      expect(t).not.toMatch(/<script[^>]+src=/);
      expect(t).not.toMatch(/url\(\s*["']?\.\.?\//);
      expect(t).toMatch(/font\/woff2;base64/);
      expect(t).toMatch(/<svg/);
    }
  });

  it('is reproducible: a second build (--force: Astro renders every page again) gives a byte-identical dist/', async () => {
    // (--skip-pdf: the PDFs of the identical pages come from .cache/pdf; their printing is reproducible by test/pdf.)
    const second = await build('--force', '--skip-pdf');
    expect(second.out).toMatch(/pages rendered by Astro/);
    expect(second.out).toMatch(new RegExp(`${ALL.length} PDF\\(s\\) unchanged \\(from \\.cache/pdf\\)`));
    const again = hashes();
    const diff = [...new Set([...firstHashes.keys(), ...again.keys()])].filter((f) => firstHashes.get(f) !== again.get(f));
    expect(diff).toEqual([]);
    console.log(`site build: first ${(first.ms / 1000).toFixed(1)} s, second (cached reports, --force) ${(second.ms / 1000).toFixed(1)} s`);
  }, 600_000);
});
