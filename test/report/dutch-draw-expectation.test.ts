/**
 * The report's `dutchDrawExpectation` (the Dutch Draw chart's data) against closed forms worked here: the Dutch Draw
 * classifier alarms on k of the M cases drawn at random, so E[TP] = kP/M and E[TN] = (M − k)N/M (Dutch Draw Sec. 3.1);
 * ACC and Fβ have fixed denominators given k, so their expectations are E[ACC] = (kP + (M − k)N)/M² and
 * E[Fβ] = (1 + β²)(kP/M)/(β²P + k) (undefined at k = 0, Table 2); MCC has expectation 0 where defined (0 < k < M).
 * And the chart draws these numbers, not its own.
 */
import { describe, it, expect, beforeAll } from 'vitest';
import { join } from 'node:path';
import { buildReport } from '../../src/lib/report/build';
import { reportJson } from '../../src/lib/report/json';
import { ddChart } from '../../src/lib/charts/dutch-draw';
import type { Report } from '../../src/lib/report/types';
import { root } from '../helpers/cli';

const env = { SOURCE_DATE_EPOCH: '1700000000' };
const load = async (p: string): Promise<Report> => JSON.parse(reportJson((await buildReport(join(root, p), { env })).report));

let asah: Report;
let sepsis: Report;
beforeAll(async () => {
  asah = await load('data/asah/asah.yaml');
  sepsis = await load('data/published/sepsis-screening.yaml');
}, 120_000);

function check(r: Report, expectedKs: number[]) {
  const P = r.dataset.positives;
  const N = r.dataset.negatives;
  const M = P + N;
  const b2 = (r.settings.beta ?? 1) ** 2;
  const ex = r.dutchDrawExpectation!;
  expect(Object.keys(ex.values)).toEqual(['FBETA', 'MCC', 'ACC', 'G2']);
  expect(ex.theta).toEqual(expectedKs.map((k) => k / M));
  expectedKs.forEach((k, i) => {
    expect(ex.values.ACC[i]!).toBeCloseTo((k * P + (M - k) * N) / (M * M), 13);
    if (k === 0) expect(ex.values.FBETA[i]).toBeNull();
    else expect(ex.values.FBETA[i]!).toBeCloseTo(((1 + b2) * (k * P)) / M / (b2 * P + k), 13);
    if (k === 0 || k === M) expect(ex.values.MCC[i]).toBeNull();
    else expect(Math.abs(ex.values.MCC[i]!)).toBeLessThan(1e-12);
    for (const k2 of ['FBETA', 'MCC', 'ACC', 'G2'] as const) expect(ex.values[k2]).toHaveLength(ex.theta.length);
  });
}

describe('dutchDrawExpectation', () => {
  it('asah (M = 113 ≤ 200): every θ* = k/M, closed forms for ACC, Fβ, MCC', () => {
    const M = asah.dataset.positives + asah.dataset.negatives;
    expect(M).toBe(113);
    check(asah, Array.from({ length: M + 1 }, (_, k) => k));
  });

  it('sepsis-screening (M = 20,000): 201 θ* = round(iM/200)/M, closed forms', () => {
    const M = sepsis.dataset.positives + sepsis.dataset.negatives;
    check(sepsis, Array.from({ length: 201 }, (_, i) => Math.round((i * M) / 200)));
  });

  it('is present exactly when the Dutch Draw baselines are', () => {
    for (const r of [asah, sepsis]) expect(!!r.dutchDrawExpectation).toBe(!!r.dutchDraw);
  });

  it('the Dutch Draw chart draws the report numbers (a changed curve shows in its data table)', () => {
    const r = structuredClone(asah);
    r.dutchDrawExpectation!.values.ACC = r.dutchDrawExpectation!.values.ACC.map(() => 0.123456);
    const c = ddChart(r, { id: 'dd', measures: ['ACC'] });
    const rows = c.table!.rows.filter((row) => row[0] === 'ACC');
    expect(rows.length).toBe(11);
    for (const row of rows) expect(row[2]).toBe('0.123');
    const { dutchDrawExpectation: _, ...without } = asah;
    expect(() => ddChart(without as Report, { id: 'dd' })).toThrow(/no dutchDrawExpectation/);
    expect(() => ddChart(asah, { id: 'dd', measures: ['PPV'] })).toThrow(/no expectation curve of PPV/);
  });
});
