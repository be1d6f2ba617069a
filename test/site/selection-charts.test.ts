/**
 * Model-selection section of a report built by the pipeline from the hand-worked case (test/fixtures/selection, the
 * same rows as test/metrics/selection.test.ts): the JSON entries, the recommendation and the two charts (snapshots,
 * and structure checked against the hand-worked values).
 */
import { describe, expect, it, beforeAll } from 'vitest';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { JSDOM } from 'jsdom';
import { buildReport } from '../../src/lib/report/build';
import { selectionRocChart, selectionThresholdsChart } from '../../src/lib/charts/charts';
import type { Report } from '../../src/lib/report/types';
import { compareSnapshot } from './snapshot';
import { reportCsvs } from '../../src/lib/site/csv';

const here = dirname(fileURLToPath(import.meta.url));
const snapDir = process.env.ROCSITE_SNAPSHOT_DIR ?? join(here, 'snapshots');
let report: Report;
beforeAll(async () => {
  report = (await buildReport(join(here, '..', 'fixtures', 'selection', 'hand.yaml'), { env: { SOURCE_DATE_EPOCH: '1700000000' } })).report;
});

describe('selection section of the hand-worked report', () => {
  it('entries: models, exact costs and feasibility worked out by hand', () => {
    const by = Object.fromEntries(report.selection!.map((e) => [e.strategy, e]));
    expect([by.partialVoros.model, by.voros.model, by.recall.model, by.partialAurocInRegion.model]).toEqual(['m3', 'm0', 'm1', 'm2']);
    // See test/metrics/selection.test.ts for the derivations: 7/18, 2.5·[(6/11 − 0.3)/3 + (2/3)((5/11)² − 0.09)/2], 4/9, 1/6.
    expect(by.partialVoros.expectedTestCost).toBeCloseTo(7 / 18, 14);
    expect(by.voros.expectedTestCost).toBeCloseTo(2.5 * ((6 / 11 - 0.3) / 3 + ((2 / 3) * ((5 / 11) ** 2 - 0.09)) / 2), 14);
    expect(by.recall.expectedTestCost).toBeCloseTo(4 / 9, 14);
    expect(by.partialAurocInRegion.expectedTestCost).toBeCloseTo(1 / 6, 14);
    expect([by.partialVoros, by.voros, by.recall, by.partialAurocInRegion].map((e) => e.feasibleOnTest)).toEqual([1, expect.closeTo(17 / 44, 14), 0, 1]);
    // Test point of the recall pick (m1, score ≥ 6): TP 1, FP 2 of P 3, N 9.
    expect(by.recall.thresholds[0].test).toEqual({ fpr: 2 / 9, tpr: 1 / 3, precision: 1 / 3, alerts: 3 });
    for (const e of report.selection!) expect(Math.abs(e.expectedTestCostMonteCarlo - e.expectedTestCost)).toBeLessThan(4 * 0.5 / Math.sqrt(e.samples));
  });

  it('recommendation: always feasible on test and cheapest → max partial AUROC in K (m2, threshold 8)', () => {
    const [r] = report.recommendations!;
    expect(r).toMatchObject({ scenario: 'hand', strategy: 'partialAurocInRegion', model: 'm2', feasibleOnTest: 1, warning: null });
    // Score ≥ 8 on test: 2 alerts of 12 cases → 166.67 per 1,000, precision 1, recall 2/3.
    expect(r.thresholds).toEqual([{ t: [0.3, 0.7], threshold: 8, alertsPer1000: 1000 / 6, precision: 1, recall: 2 / 3, breaks: [] }]);
    expect(report.dataset.parts!.note).toMatch(/test part \(12 cases\).*validation part \(12 cases\)/);
  });

  it('selection.csv: one row per scenario, strategy and t piece', () => {
    const f = reportCsvs(report).find((c) => c.name === 'selection.csv')!;
    const lines = f.content.trim().split(/\r?\n/);
    expect(lines[0].split(',').slice(0, 4)).toEqual(['"scenario"', '"strategy"', '"model"', '"validation_score"']);
    expect(lines).toHaveLength(1 + 5);
    // The VOROS pick's second piece: t from 6/11 to 0.7, threshold 9, test point TP 1, FP 0 (precision 1, 1 alert).
    const voros2 = lines.filter((l) => l.includes(',"voros",'))[1].split(',');
    expect(Number(voros2[8])).toBeCloseTo(6 / 11, 15);
    expect(voros2.slice(9, 11).map(Number)).toEqual([0.7, 9]);
    expect(voros2.slice(15).map(Number)).toEqual([0, 1 / 3, 1, 1]);
  });

  it('selection ROC chart: one marker per threshold piece, at the test points', () => {
    const c = selectionRocChart(report, { id: 'selection-roc-1' });
    const doc = new JSDOM(`<body>${c.svg}</body>`).window.document;
    const tips = [...doc.querySelectorAll('[data-tip]')];
    expect(tips).toHaveLength(report.selection!.reduce((n, e) => n + e.thresholds.length, 0));
    expect(c.table.rows.map((r) => r[1])).toEqual(['m3', 'm0', 'm0', 'm1', 'm2']);
    const r = compareSnapshot(snapDir, 'selection-roc', c.svg);
    expect(r.ok, r.message).toBe(true);
  });

  it('selection thresholds chart: τ(t) steps with the C0/C1 axis on top', () => {
    const c = selectionThresholdsChart(report, { id: 'selection-thresholds-1' });
    // VOROS's τ changes at t = 6/11 from 5 to 9 (hand-worked); the others are flat.
    expect(c.table.rows.filter((r) => r[0] === 'max VOROS').map((r) => [r[2], r[3], r[6]])).toEqual([
      ['0.300', '0.545', '5'],
      ['0.545', '0.700', '9'],
    ]);
    // Top axis: C0/C1 = t/(1−t)·P/N with the validation part's P = 4, N = 8: t = 0.3 → 0.214, t = 0.7 → 1.17.
    expect(c.svg).toContain('Cost ratio C0/C1');
    const r = compareSnapshot(snapDir, 'selection-thresholds', c.svg);
    expect(r.ok, r.message).toBe(true);
  });
});
