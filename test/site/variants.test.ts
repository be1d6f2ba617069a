/**
 * Chart variants (src/lib/charts/render-core.ts renderVariants) and model styles (src/lib/charts/model-style.ts):
 * every shipped chart's print variant fits the print box with text of at least 7 pt at 1:1, its phone variant is at
 * most PHONE_WIDTH wide with text of at least 10 px, ids stay unique across variants, and each model has its own
 * dash pattern and symbol. Expected values are worked out here, not read from the code under test.
 */
import { describe, expect, it } from 'vitest';
import { JSDOM } from 'jsdom';
import { smallReport, exampleReport } from './fixtures/small-report';
import { rocChart, prChart, feasibleChart, lesserChart, heatmapChart, winProbabilityChart, type ChartOut } from '../../src/lib/charts/charts';
import { ddChart } from '../../src/lib/charts/dutch-draw';
import { leakageChart, geometryChart } from '../../src/lib/charts/geometry';
import { MODEL_SYMBOLS, labelPositions, modelStyles, pointAt } from '../../src/lib/charts/model-style';
import type { Report } from '../../src/lib/report/types';
import { forestChart } from '../../src/lib/charts/forest';
import { renderVariants, Plot } from '../../src/lib/charts/render';

const ews = await exampleReport('data/ews/ews-simulated.yaml');
const asah = await exampleReport('data/asah/asah.yaml');

function charts(r: Report): [string, ChartOut][] {
  const out: [string, ChartOut][] = [
    ['roc', rocChart(r, { id: 'roc-1' })],
    ['pr', prChart(r, { id: 'pr-1' })],
    ['lesser', lesserChart(r, { id: 'les-1', scenario: 'none' })],
    ['heatmap', heatmapChart(r, { id: 'hm-1' })],
    ['dutch-draw', ddChart(r, { id: 'dd-1' })],
    ['leakage', leakageChart(r, { id: 'lk-1' })],
    ['geometry', geometryChart(r, { id: 'geo-1' })],
  ];
  if (r.scenarios.length) out.push(['feasible', feasibleChart(r, { id: 'fe-1' })]);
  return out;
}

function parse(svg: string): SVGSVGElement {
  return new JSDOM(`<!doctype html><body>${svg}</body>`).window.document.querySelector('svg') as unknown as SVGSVGElement;
}

/** Font size in px of a text element: its own attribute or style, else its nearest ancestor's, else the SVG's style. */
function fontPx(t: Element): number {
  for (let e: Element | null = t; e; e = e.parentElement) {
    const style = /font-size:\s*([\d.]+)px/.exec(e.getAttribute('style') ?? '');
    if (style) return Number(style[1]);
    const attr = e.getAttribute('font-size');
    if (attr && e.tagName.toLowerCase() !== 'svg') return Number(attr);
  }
  throw new Error('no font size');
}

function checkVariants(kind: string, c: ChartOut): void {
  expect(c.variants, `${kind}: variants`).toBeDefined();
  const print = parse(c.variants!.print);
  const phone = parse(c.variants!.phone);
  const [pw, ph] = [Number(print.getAttribute('width')), Number(print.getAttribute('height'))];
  expect(pw, `${kind} print width`).toBeLessThanOrEqual(640);
  expect(ph, `${kind} print height`).toBeLessThanOrEqual(kind === 'heatmap' || kind === 'win-probability' ? 440 : 290);
  expect(Number(phone.getAttribute('width')), `${kind} phone width`).toBeLessThanOrEqual(300);
  // 1 CSS px = 0.75 pt on paper; the print variant is shown at its own size (print.css).
  for (const t of print.querySelectorAll('text')) expect(fontPx(t) * 0.75, `${kind} print "${t.textContent}"`).toBeGreaterThanOrEqual(7);
  for (const t of phone.querySelectorAll('text')) expect(fontPx(t), `${kind} phone "${t.textContent}"`).toBeGreaterThanOrEqual(10);
  expect(print.querySelectorAll('[data-tip], [tabindex]').length, `${kind}: print has no tooltips or focus`).toBe(0);
  // Screen and phone: one tab stop per chart (roving tabindex, src/client/chart-keys.ts): the first focusable mark.
  for (const v of [parse(c.svg), phone]) {
    const marks = [...v.querySelectorAll('[tabindex]')].map((e) => e.getAttribute('tabindex'));
    expect(marks.filter((t) => t === '0').length, `${kind}: one tab stop`).toBe(marks.length ? 1 : 0);
    expect(marks.every((t, k) => t === (k === 0 ? '0' : '-1')), `${kind}: the first mark is the tab stop`).toBe(true);
    // Focusable marks are named graphics symbols in a role="group" chart (an img's children are presentational);
    // everything else in it is hidden from assistive technology. A chart without them is one named image.
    expect(v.getAttribute('role'), `${kind}: chart role`).toBe(marks.length ? 'group' : 'img');
    expect(v.getAttribute('aria-label'), `${kind}: chart name`).toBeTruthy();
    for (const m of v.querySelectorAll('[tabindex]')) {
      expect(m.getAttribute('role')).toBe('graphics-symbol');
      expect(m.getAttribute('aria-label')).toBe(m.getAttribute('data-tip')!.replace(/\n/g, '; '));
      expect(m.closest('[aria-hidden="true"]'), `${kind}: a focusable mark hidden from assistive technology`).toBeNull();
    }
    if (marks.length)
      for (const part of v.children)
        if (!['style', 'defs'].includes(part.tagName.toLowerCase()) && !part.matches('[tabindex]') && !part.querySelector('[tabindex]'))
          expect(part.getAttribute('aria-hidden'), `${kind}: <${part.tagName} aria-label="${part.getAttribute('aria-label')}"> hidden`).toBe('true');
  }
  expect(print.getAttribute('aria-hidden')).toBe('true');
  // What Chromium's PDF printer is slow with is drawn as plain geometry on paper (polyline.ts, stripes.ts): no
  // pattern fill, no dashed path (other elements, e.g. <line> rules, may stay dashed: a few dashes each).
  expect(print.querySelectorAll('pattern, [fill^="url("]').length, `${kind}: print has no pattern fill`).toBe(0);
  for (const p of print.querySelectorAll('path')) {
    const dash = p.closest('[stroke-dasharray]')?.getAttribute('stroke-dasharray') ?? 'none';
    expect(dash === 'none' || !/^M[\d.,eE+-]+(L[\d.,eE+-]+)+$/.test(p.getAttribute('d') ?? ''), `${kind}: print path drawn dashed by Chromium`).toBe(true);
  }
  // Ids (clip paths, tie patterns) never repeat across the three variants of a figure.
  const ids = [c.svg, c.variants!.phone, c.variants!.print].flatMap((s) => [...parse(s).querySelectorAll('[id]')].map((e) => e.id));
  expect(new Set(ids).size, `${kind}: unique ids`).toBe(ids.length);
}

describe('chart variants', () => {
  for (const [name, r] of [['ews-simulated', ews], ['asah', asah], ['small', smallReport]] as const) {
    it(`${name}: print within 640 × 440 px (heatmap) or 640 × 290 px, text ≥ 7 pt at 1:1; phone ≤ 300 px, text ≥ 10 px; no tooltips on paper`, () => {
      for (const [kind, c] of charts(r)) checkVariants(kind, c);
    });
  }
  it('a 40 × 60 grid (runs, grid-runs.ts): the same rules for the winner heatmap and the win-probability chart', () => {
    const names = asah.models.map((m) => m.name);
    const win = (i: number, j: number) => (Math.abs(i - j) < 2 ? names.slice(0, 2) : [names[(i > 20 ? 1 : 0) + (j > 30 ? 1 : 0)]]);
    const cells = Array.from({ length: 40 }, (_, i) =>
      Array.from({ length: 60 }, (_, j) => ({
        winners: win(i, j),
        partialVoros: Object.fromEntries(names.map((n) => [n, win(i, j).includes(n) ? 0.5 : 0.3])),
        winProbability: Object.fromEntries(names.map((n) => [n, ((i + j) % 10) / 10])),
        ...(i === 5 && j < 4 ? { def11: ['alpha-below-prevalence'] } : {}),
      })),
    );
    const r: Report = {
      ...asah,
      heatmap: { ...asah.heatmap!, alphas: Array.from({ length: 40 }, (_, i) => 0.3 + i / 80), kappas: Array.from({ length: 60 }, (_, j) => j + 2), cells },
    };
    checkVariants('heatmap', heatmapChart(r, { id: 'big-1' }));
    checkVariants('win-probability', winProbabilityChart(r, { id: 'big-2' }));
  });
});

/** Width and height of an SVG's plot frame (Plot.frame's rect), or of every rect: none may be negative. */
function sizes(svg: SVGSVGElement): number[] {
  return [...svg.querySelectorAll('[width],[height]')].flatMap((e) => ['width', 'height'].map((a) => Number(e.getAttribute(a) ?? 0)));
}

describe('chart variants with many models', () => {
  // Thirteen models, as in the ICU example: the asah report's models copied under new names.
  const many = structuredClone(asah);
  many.models = Array.from({ length: 13 }, (_, k) => ({ ...structuredClone(asah.models[k % asah.models.length]), name: `model_${k}_with_a_long_name` }));
  const kinds: [string, () => ChartOut][] = [
    ['roc', () => rocChart(many, { id: 'roc-m' })],
    ['dutch-draw', () => ddChart(many, { id: 'dd-m' })],
    ['forest', () => forestChart(many, { id: 'fo-m' })],
    ['feasible', () => feasibleChart(many, { id: 'fe-m' })],
  ];
  it('every variant renders with no negative size; the forest chart fits an A4 text block with rows of at least 11 px', () => {
    for (const [kind, f] of kinds) {
      const c = f();
      for (const v of [c.svg, c.variants!.phone, c.variants!.print]) for (const x of sizes(parse(v))) expect(x, `${kind}: sizes`).toBeGreaterThanOrEqual(0);
    }
    const fo = parse(forestChart(many, { id: 'fo-m' }).variants!.print);
    // 4 groups (AUROC, AP, two scenarios) of 13 rows in a 740 px box: rows ⌊(740 − 60 − 4·16) / 52⌋ = 11 px, so
    // 60 + 4 · (13 · 11 + 16) = 696 px tall, at 1:1 (10 px text = 7.5 pt).
    expect([Number(fo.getAttribute('width')), Number(fo.getAttribute('height'))]).toEqual([640, 696]);
    // The longest name ("model_10_with_a_long_name", 25 characters at 10 px) gets ⌈12 + 0.6 · 10 · 25⌉ = 162 px of left margin.
    const frame = [...fo.querySelectorAll('rect')].find((r) => r.getAttribute('fill') === 'none' && r.getAttribute('stroke-opacity') === '0.3')!;
    expect(Number(frame.getAttribute('x'))).toBe(162);
  });
  it('more models or metrics than a printed page holds: the forest chart shows the highest AUROCs and the first metrics, says so, and its data table keeps every row', () => {
    // 40 models, 4 metric groups: the 680 px below the axis hold ⌊(680 − 4·16) / (4·11)⌋ = 14 models at 11 px rows.
    const forty = structuredClone(asah);
    forty.models = Array.from({ length: 40 }, (_, k) => ({ ...structuredClone(asah.models[k % 3]), name: `m${k}`, auroc: 0.5 + k / 100 }));
    const c = forestChart(forty, { id: 'fo-40' });
    const print = parse(c.variants!.print);
    // (The screen variant keeps the axis groups' names; screen and paper show the same models.)
    const ticks = [...parse(c.svg).querySelectorAll('g[aria-label="y-axis tick label"] text')].map((t) => t.textContent);
    // The 14 highest AUROCs are m26 … m39, listed in report order on every metric (4 groups).
    expect(new Set(ticks)).toEqual(new Set(Array.from({ length: 14 }, (_, k) => `m${26 + k}`)));
    expect(Number(print.getAttribute('height'))).toBe(60 + 4 * (14 * 11 + 16));
    expect(c.caption).toContain('the 14 models of highest AUROC of 40');
    expect(c.table.rows).toHaveLength(40 * 4);
    expect(c.legend.map((l) => l.label)).toEqual(Array.from({ length: 14 }, (_, k) => `m${26 + k}`));
    // 30 scenarios (32 groups): ⌊680 / 27⌋ = 25 groups with one model each.
    const wide = structuredClone(asah);
    wide.scenarios = Array.from({ length: 30 }, (_, k) => ({ ...structuredClone(asah.scenarios[0]), name: `s${k}` }));
    for (const m of wide.models) m.scenarios = Array.from({ length: 30 }, (_, k) => ({ ...structuredClone(m.scenarios[0]), name: `s${k}` }));
    const w = forestChart(wide, { id: 'fo-wide' });
    expect(w.caption).toMatch(/the model of highest AUROC of 3, and the first 25 of 32 metrics/);
    expect(Number(parse(w.variants!.print).getAttribute('height'))).toBe(60 + 25 * (11 + 16));
    expect(w.table.rows).toHaveLength(3 * 32);
  });

  it('the phone Dutch Draw stacks its panels: at most 300 px wide, each measure titled', () => {
    const dd = ddChart(many, { id: 'dd-m' });
    const ph = parse(dd.variants!.phone);
    expect(Number(ph.getAttribute('width'))).toBeLessThanOrEqual(300);
    const texts = [...ph.querySelectorAll('text')].map((t) => t.textContent);
    for (const row of dd.table.rows) expect(texts).toContain(row[0]);
  });
  it('a variant with no room inside its margins fails the build, naming the chart', () => {
    const spec = { width: 640, height: 1000, marginLeft: 80, marginRight: 140, marks: [Plot.frame()] };
    // Print box 640 × 290: scale 0.29, so 186 px wide with 220 px of margins.
    expect(() => renderVariants(spec, { id: 'tight' })).toThrow(/chart tight-print: .* plot area inside its margins/);
  });
});

describe('model styles', () => {
  it('each of up to seven models has its own colour, dash pattern and symbol; the first is solid', () => {
    const names = ['a', 'b', 'c', 'd', 'e', 'f', 'g'];
    const st = modelStyles(names);
    expect(new Set(names.map((n) => st[n].dash)).size).toBe(7);
    expect(new Set(names.map((n) => st[n].symbol)).size).toBe(7);
    expect(new Set(names.map((n) => st[n].color)).size).toBe(7);
    expect(st.a.dash).toBe('none');
    // Fourteen models: every dash pattern differs (colours and symbols repeat after seven).
    const many = Array.from({ length: 14 }, (_, i) => `m${i}`);
    const sm = modelStyles(many);
    expect(new Set(many.map((n) => sm[n].dash)).size).toBe(14);
    expect(MODEL_SYMBOLS).toHaveLength(7);
  });

  it('pointAt interpolates a polyline linearly; labels spread over the x domain by model position', () => {
    // Segment (0.1, 0.4)–(0.25, 0.7): at x = 0.2, y = 0.4 + (0.1/0.15)·0.3 = 0.6.
    expect(pointAt([0, 0.1, 0.25, 1], [0, 0.4, 0.7, 1], 0.2)![1]).toBeCloseTo(0.6, 12);
    expect(pointAt([0, 1], [0, 1], 1)).toEqual([1, 1]);
    expect(pointAt([], [], 0.5)).toBeNull();
    // Steps (d3's curves): between (0.1, 0.4) and (0.25, 0.7), step-before is at 0.7, step-after at 0.4, step at the
    // nearer point's y (0.2 is nearer 0.25); at a point itself, that point's y.
    expect(pointAt([0, 0.1, 0.25, 1], [0, 0.4, 0.7, 1], 0.2, 'step-before')).toEqual([0.2, 0.7]);
    expect(pointAt([0, 0.1, 0.25, 1], [0, 0.4, 0.7, 1], 0.2, 'step-after')).toEqual([0.2, 0.4]);
    expect(pointAt([0, 0.1, 0.25, 1], [0, 0.4, 0.7, 1], 0.2, 'step')).toEqual([0.2, 0.7]);
    expect(pointAt([0, 0.1, 0.25, 1], [0, 0.4, 0.7, 1], 0.1, 'step-before')).toEqual([0.1, 0.4]);
    // Two models on [0, 1]: x = 0.12 + 0.7·(k + 0.5)/2 → 0.295 and 0.645; on the diagonal y = x.
    const pos = labelPositions([{ model: 'A', xs: [0, 1], ys: [0, 1] }, { model: 'B', xs: [0, 1], ys: [0, 1] }], [0, 1]);
    expect(pos.map((p) => p.x)).toEqual([0.295, 0.645].map((v) => expect.closeTo(v, 12)));
    expect(pos.map((p) => p.y)).toEqual([0.295, 0.645].map((v) => expect.closeTo(v, 12)));
  });
});
