/**
 * Which models a chart draws (src/lib/charts/drawn-models.ts): at most MAX_DRAWN_MODELS, one per dash pattern of
 * model-style.ts (whose styles stay distinct up to 98 models); report-wide charts the models of highest AUROC, a scenario's charts those of highest partial VOROS
 * in it. Checked on a 20-model report built from a seeded CSV, against rankings worked out here from the report JSON.
 */
import { describe, it, expect, afterAll } from 'vitest';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { JSDOM } from 'jsdom';
import { buildReport } from '../../src/lib/report/build';
import { drawnForScenario, drawnModels, MAX_DRAWN_MODELS } from '../../src/lib/charts/drawn-models';
import { MODEL_DASHES, MODEL_SYMBOLS, modelStyles } from '../../src/lib/charts/model-style';
import { OKABE_ITO, STYLE_ROUND } from '../../src/lib/charts/palette';
import { rocChart, prChart, feasibleChart, lesserChart, type ChartOut } from '../../src/lib/charts/charts';
import { ddChart } from '../../src/lib/charts/dutch-draw';
import { leakageChart, geometryChart } from '../../src/lib/charts/geometry';
import type { Report } from '../../src/lib/report/types';

const M = 20;
const dir = mkdtempSync(join(tmpdir(), 'rocsite-drawn-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** 600 rows, 20 scores whose separation grows with the model number but not monotonically (seeded LCG). */
async function twentyModels(): Promise<Report> {
  let s = 12345;
  const rnd = () => ((s = (s * 1103515245 + 12345) % 2 ** 31) / 2 ** 31);
  const names = Array.from({ length: M }, (_, k) => `m${String(k).padStart(2, '0')}`);
  // Even models: a strong signal in a third of the positives only (precise at the top, lower AUROC); odd models: a
  // moderate signal in every positive (higher AUROC, less precise at the top). Strength grows with k, shuffled.
  const strength = names.map((_, k) => 0.5 + ((k * 7) % M) / M);
  const rows = ['y,' + names.join(',')];
  for (let i = 0; i < 600; i++) {
    const y = rnd() < 0.3 ? 1 : 0;
    rows.push([y, ...strength.map((d, k) => (k % 2 === 0 ? y * (rnd() < 0.35 ? 4 * d : 0) : y * 1.2 * d) + rnd() * 2).map((v) => v.toFixed(3))].join(','));
  }
  writeFileSync(join(dir, 'scores.csv'), rows.join('\n') + '\n');
  writeFileSync(
    join(dir, 'twenty.yaml'),
    `title: Twenty models\ndataset: { path: scores.csv, label: y, positive: 1, models: [${names.join(', ')}] }\n` +
      `scenarios:\n  - { name: ward, precision: 0.5, capacity: "20%", cost: { t: [0.2, 0.6] } }\n` +
      `geometry: { capacity: 0.3 }\n`,
  );
  return (await buildReport(join(dir, 'twenty.yaml'), { cwd: dir, env: { SOURCE_DATE_EPOCH: '1700000000' } })).report;
}

const report = await twentyModels();
const names = report.models.map((m) => m.name);
/** The k names of highest value (ties: earlier model first), in report order: worked out independently of the module. */
const top = (value: (name: string) => number, k = MAX_DRAWN_MODELS) => {
  const ranked = [...names].sort((a, b) => value(b) - value(a) || names.indexOf(a) - names.indexOf(b)).slice(0, k);
  return names.filter((n) => ranked.includes(n));
};
const auroc = (n: string) => report.models.find((m) => m.name === n)!.auroc;
const pv = (n: string) => report.models.find((m) => m.name === n)!.scenarios.find((s) => s.name === 'ward')!.partialVoros ?? -Infinity;
const parse = (svg: string) => new JSDOM(`<body>${svg}</body>`).window.document;

describe('drawn models', () => {
  it('14 curves at most, one per dash pattern; model styles stay distinct up to 98 models (first 14 as before)', () => {
    expect(MAX_DRAWN_MODELS).toBe(MODEL_DASHES.length);
    expect(MODEL_DASHES.length).toBe(STYLE_ROUND);
    const names98 = Array.from({ length: 98 }, (_, k) => `x${k}`);
    const st = modelStyles(names98);
    const full = (n: string) => `${st[n].color}|${st[n].dash}|${st[n].symbol}`;
    const grey = (n: string) => `${st[n].dash}|${st[n].symbol}`;
    expect(new Set(names98.map(full)).size).toBe(98);
    expect(new Set(names98.map(grey)).size).toBe(98);
    // The first round: colour and symbol by position mod 7, dash by position (the examples' styles).
    for (let k = 0; k < 14; k++) expect(st[`x${k}`]).toEqual({ color: OKABE_ITO[k % 7], dash: MODEL_DASHES[k], symbol: MODEL_SYMBOLS[k % 7] });
    // The 15th model (position 14): the first dash, the next colour and symbol.
    expect(st.x14).toEqual({ color: OKABE_ITO[1], dash: MODEL_DASHES[0], symbol: MODEL_SYMBOLS[1] });
  });

  it('report-wide: the 14 of highest AUROC in report order; a scenario: the 14 of highest partial VOROS in it', () => {
    expect(drawnModels(report).map((m) => m.name)).toEqual(top(auroc));
    expect(drawnForScenario(report, 'ward').map((m) => m.name)).toEqual(top(pv));
    // The two rankings differ on this data, so each chart's choice is visible.
    expect(top(auroc)).not.toEqual(top(pv));
    // Up to 14 models: every one, as before.
    const few = { ...report, models: report.models.slice(0, 14) };
    expect(drawnModels(few)).toHaveLength(14);
  });

  it('each chart draws its 14 (curves, symbols, legend) and says so; styles stay those of the report order', () => {
    const lineModels = (c: ChartOut) => {
      const st = modelStyles(names);
      // One line mark per model, with the model's colour and dash (model-style.ts, by report position).
      return Array.from(parse(c.svg).querySelectorAll('g.model-line')).map((g) => {
        const dash = g.getAttribute('stroke-dasharray') ?? g.querySelector('path')?.getAttribute('stroke-dasharray') ?? 'none';
        return names.find((n) => st[n].color.toLowerCase() === g.getAttribute('stroke')!.toLowerCase() && st[n].dash === dash)!;
      });
    };
    const cases: [string, ChartOut, string[], string][] = [
      ['roc', rocChart(report, { id: 'r', scenario: 'ward' }), top(auroc), 'AUROC'],
      ['pr', prChart(report, { id: 'p' }), top(auroc), 'AUROC'],
      ['leakage', leakageChart(report, { id: 'l' }), top(auroc), 'AUROC'],
      ['geometry', geometryChart(report, { id: 'g' }), top(auroc), 'AUROC'],
      ['feasible', feasibleChart(report, { id: 'f', scenario: 'ward' }), top(pv), 'partial VOROS in “ward”'],
      ['lesser', lesserChart(report, { id: 'ls', scenario: 'ward' }), top(pv), 'partial VOROS in “ward”'],
      ['lesser-unconstrained', lesserChart(report, { id: 'lu', scenario: 'none' }), top(auroc), 'AUROC'],
    ];
    for (const [kind, c, want, by] of cases) {
      expect(c.legend.map((l) => l.label), `${kind} legend`).toEqual(want);
      if (kind !== "geometry") expect(lineModels(c).join(" "), `${kind} lines`).toEqual(want.join(" "));
      expect(c.caption, `${kind} caption`).toContain(`The chart draws the 14 models of highest ${by} of the report's 20`);
    }
    const dd = ddChart(report, { id: 'd' });
    expect(dd.legend.map((l) => l.label)).toEqual(top(auroc));
    expect(dd.caption).toContain("of the report's 20");
    // Models named by the author are drawn as named, without the note.
    const named = rocChart(report, { id: 'n', models: names.slice(0, 16) });
    expect(named.legend).toHaveLength(16);
    expect(named.caption).not.toContain('The chart draws the');
  });
});
