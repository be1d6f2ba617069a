/**
 * Report fields the site needs for the Dutch Draw, WaAUROCC and geometry sections: settings.waauroccAcceptance (the configured acceptance curves, drawn on
 * the ROC chart) in a report built from a config written here, validated against schema/report.schema.json; and the
 * in-page PR recomputation (src/client/prevalence.ts): a hand-worked step line, and the build's own panel.
 */
import { describe, it, expect } from 'vitest';
import { copyFileSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildReport } from '../../src/lib/report/build';
import { JSDOM } from 'jsdom';
import { customPrSvg, type PrData } from '../../src/client/prevalence';
import { prChart } from '../../src/lib/charts/charts';
import { modelColors } from '../../src/lib/charts/palette';
import { validateReport } from '../helpers/cli';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

describe('settings.waauroccAcceptance', () => {
  it('echoes the configured acceptance points per WaAUROCC range, only for ranges that have one, and validates', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'rocsite-acc-'));
    copyFileSync(join(root, 'data/asah/asah.csv'), join(dir, 'asah.csv'));
    writeFileSync(
      join(dir, 'acc.yaml'),
      'title: acc\ndataset: { path: asah.csv, label: outcome, positive: 1, models: [s100b, wfns] }\n' +
        'waaurocc:\n  - [0, 1]\n  - { fpr: [0, 0.5], bins: 50, acceptance: [[0.2, 0.6], [0.05, 0.3]] }\n',
    );
    const { report } = await buildReport(join(dir, 'acc.yaml'), { env: { SOURCE_DATE_EPOCH: '0' } });
    expect(report.settings.waaurocc).toEqual([[0, 1], [0, 0.5]]);
    expect(report.settings.waauroccAcceptance).toEqual([{ fpr: [0, 0.5], points: [[0.2, 0.6], [0.05, 0.3]] }]);
    for (const m of report.models) {
      expect(m.waaurocc![0].acceptance).toBeUndefined();
      const a = m.waaurocc![1].acceptance!;
      expect(a.passes).toBe(m.waaurocc![1].value >= a.value);
    }
    expect(validateReport(JSON.parse(JSON.stringify(report))), JSON.stringify(validateReport.errors)).toBe(true);
  });

  it('is absent without an acceptance curve', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'rocsite-acc-'));
    copyFileSync(join(root, 'data/asah/asah.csv'), join(dir, 'asah.csv'));
    writeFileSync(join(dir, 'plain.yaml'), 'title: plain\ndataset: { path: asah.csv, label: outcome, positive: 1, models: [s100b, wfns] }\n');
    const { report } = await buildReport(join(dir, 'plain.yaml'), { env: { SOURCE_DATE_EPOCH: '0' } });
    expect(report.settings.waauroccAcceptance).toBeUndefined();
  });
});

describe('in-page PR recomputation (src/client/prevalence.ts)', () => {
  /** Vertices of the first line path in data coordinates, read back through the chart's frame. */
  function lineVertices(svgText: string): [number, number][] {
    const doc = new JSDOM(`<body>${svgText}</body>`).window.document;
    const frame = doc.querySelector('g[aria-label="frame"] rect, rect[aria-label="frame"]')!;
    const [fx, fy, fw, fh] = ['x', 'y', 'width', 'height'].map((a) => Number(frame.getAttribute(a)));
    const path = doc.querySelector('g[aria-label="line"] path')!;
    const g = path.closest('g[aria-label="line"]')!;
    const t = /translate\(([-\d.e]+),([-\d.e]+)\)/.exec(g.getAttribute('transform') ?? '') ?? ['', '0', '0'];
    const nums = (path.getAttribute('d') ?? '').match(/-?[\d.]+(e-?\d+)?/g)!.map(Number);
    const out: [number, number][] = [];
    for (let k = 0; k < nums.length; k += 2) out.push([(nums[k] + Number(t[1]) - fx) / fw, 1 - (nums[k + 1] + Number(t[2]) - fy) / fh]);
    return out;
  }

  it('draws a step-before line from recall 0 with the build\'s chart function (hand-worked, π = 0.5)', () => {
    // ROC (0,0), (0.1,0.4), (0.4,0.7), (1,1) at π = 0.5: precision = tpr / (tpr + fpr) = 0.8, 7/11, 0.5 at recall 0.4,
    // 0.7, 1; (0,0) has no precision. Step-before from recall 0, each step vertical first (so Plot repeats the first
    // vertex, and the screen's simplification drops the repeat): (0,0.8) (0.4,0.8) (0.4,7/11) (0.7,7/11) (0.7,0.5) (1,0.5).
    const data: PrData = { chartId: 'pr-t', testPrevalence: 0.3, models: [{ name: 'm', color: '#0072B2', fpr: [0, 0.1, 0.4, 1], tpr: [0, 0.4, 0.7, 1] }] };
    const v = lineVertices(customPrSvg(data, 0.5));
    const want: [number, number][] = [[0, 0.8], [0.4, 0.8], [0.4, 7 / 11], [0.7, 7 / 11], [0.7, 0.5], [1, 0.5]];
    expect(v.length).toBe(want.length);
    v.forEach(([x, y], k) => {
      expect(x).toBeCloseTo(want[k][0], 2);
      expect(y).toBeCloseTo(want[k][1], 2);
    });
  });

  it('at a deployment prevalence of the report, the page draws exactly the build\'s panel', async () => {
    const { report } = await buildReport(join(root, 'data/asah/asah.yaml'));
    const colors = modelColors(report.models.map((m) => m.name));
    // The data <PrPrevalence> embeds: every model's display ROC points.
    const data: PrData = {
      chartId: 'pr-1',
      testPrevalence: report.dataset.prevalence,
      models: report.models.map((m) => ({ name: m.name, color: colors[m.name], fpr: m.roc.fpr, tpr: m.roc.tpr })),
    };
    const pi = report.settings.deploymentPrevalence![0];
    expect(customPrSvg(data, pi)).toBe(prChart(report, { id: 'pr-1-custom', prevalence: pi }).svg);
  });

  it('with only some models drawn, the page draws them in the styles of their report positions, as the build does', async () => {
    const { report } = await buildReport(join(root, 'data/asah/asah.yaml'));
    const colors = modelColors(report.models.map((m) => m.name));
    const drawn = report.models.slice(1); // ndka and wfns: positions 1 and 2 keep their dash patterns and symbols
    const data: PrData = {
      chartId: 'pr-1',
      testPrevalence: report.dataset.prevalence,
      models: drawn.map((m) => ({ name: m.name, color: colors[m.name], fpr: m.roc.fpr, tpr: m.roc.tpr })),
      order: report.models.map((m) => ({ name: m.name, color: colors[m.name] })),
    };
    const pi = report.settings.deploymentPrevalence![0];
    const build = prChart(report, { id: 'pr-1-custom', prevalence: pi, models: drawn.map((m) => m.name) }).svg;
    expect(customPrSvg(data, pi)).toBe(build);
    // Without the order, the first drawn model would take the first model's style: a different picture.
    expect(customPrSvg({ ...data, order: undefined }, pi)).not.toBe(build);
  });
});
