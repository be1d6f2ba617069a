/**
 * Bootstrap intervals of the selection entries (the choice fixed on validation, the test part resampled):
 * - against an exact enumeration of every stratified resample of a 3 + 4 test part, each resample's cost and
 *   feasibility computed here from the drawn rows with the closed form for t uniform;
 * - through the whole pipeline on the hand-worked selection fixture, against a loop written here on the exposed seeded
 *   stream (resampleRandom): own draws, own counts from the CSV, own cost, own type-7 quantiles;
 * - byte-identical JSON for 0 and 2 worker threads, and any split of the resamples into ranges.
 */
import { cpSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { countTableFromScores } from '../../src/lib/metrics/counts';
import { resampleRandom, rowRanks } from '../../src/lib/metrics/resample';
import { pairedGroup } from '../../src/lib/report/bootstrap-plan';
import { bootstrapRange, joinParts, selectionColumn, type BootstrapPlan, type SelectionTarget } from '../../src/lib/report/bootstrap';
import { buildReport } from '../../src/lib/report/build';
import { reportJson } from '../../src/lib/report/json';
import type { Report } from '../../src/lib/report/types';
import { reportCsvs } from '../../src/lib/site/csv';
import { root, validateReport } from '../helpers/cli';
import { sharePct } from '../../src/lib/charts/format';
import { reportSchema } from '../../src/lib/report/schema';
import { tempFiles } from '../helpers/files';

type Piece = { t: [number, number]; threshold: number };

/** Cost and feasibility of fixed pieces on drawn rows (t uniform on [a, b]): per piece (hi − lo)/(b − a) times the cost at the piece's mean t. */
function ownCost(rows: { y: number; s: number }[], pieces: Piece[], [a, b]: [number, number], alpha: number, kappa: number): { cost: number; feasible: number } {
  const P = rows.filter((r) => r.y === 1).length;
  const N = rows.length - P;
  let cost = 0;
  let feasible = 0;
  for (const p of pieces) {
    const tp = rows.filter((r) => r.y === 1 && r.s >= p.threshold).length;
    const fp = rows.filter((r) => r.y === 0 && r.s >= p.threshold).length;
    const w = (p.t[1] - p.t[0]) / (b - a);
    const m = (p.t[0] + p.t[1]) / 2;
    cost += w * (m * (fp / N) + (1 - m) * (1 - tp / P));
    const alerts = tp + fp;
    if ((alerts === 0 || tp / alerts >= alpha) && alerts <= kappa) feasible += w;
  }
  return { cost, feasible };
}

describe('exact enumeration of a 3 + 4 test part', () => {
  const labels = Uint8Array.from([1, 1, 1, 0, 0, 0, 0]);
  const scores = [Float64Array.from([0.9, 0.5, 0.3, 0.6, 0.4, 0.2, 0.1]), Float64Array.from([0.8, 0.7, 0.2, 0.75, 0.5, 0.3, 0.1])];
  const tRange: [number, number] = [0.2, 0.7];
  const targets: (SelectionTarget & { pieces: Piece[] })[] = [
    { model: 0, pieces: [{ t: [0.2, 0.45], threshold: 0.55 }, { t: [0.45, 0.7], threshold: 0.25 }], cost: { t: tRange }, P: 9, N: 9, alpha: 0.5, kappa: 3 },
    { model: 1, pieces: [{ t: [0.2, 0.7], threshold: 0.5 }], cost: { t: tRange }, P: 9, N: 9, alpha: 0.6, kappa: 4 },
    // Alert none: the cost is E[1 − t] in every resample, always feasible.
    { model: 0, pieces: [{ t: [0.2, 0.7], threshold: Infinity }], cost: { t: tRange }, P: 9, N: 9, alpha: 0.5, kappa: 3 },
  ];
  const models = scores.map((s, index) => {
    const ct = countTableFromScores(labels, s);
    return { ct, rank: rowRanks(ct, s), index };
  });
  const plan: BootstrapPlan = {
    names: ['a', 'b'],
    groups: [pairedGroup(labels, models)],
    paired: true,
    P: 3,
    N: 4,
    partialAuroc: [],
    voros: [],
    scenarios: [],
    selection: targets,
    seed: 11,
    resamples: 20000,
  };
  const run = bootstrapRange(plan, 0, plan.resamples);

  /** Every ordered stratified resample (3³ · 4⁴ = 6,912, equally likely): target e's cost and feasibility. */
  function exact(e: number): { cost: number; feasible: number }[] {
    const out: { cost: number; feasible: number }[] = [];
    const x = targets[e];
    for (let i = 0; i < 27; i++) {
      const pr = [i % 3, Math.floor(i / 3) % 3, Math.floor(i / 9)];
      for (let j = 0; j < 256; j++) {
        const nr = [j % 4, Math.floor(j / 4) % 4, Math.floor(j / 16) % 4, Math.floor(j / 64)].map((k) => 3 + k);
        const rows = [...pr, ...nr].map((r) => ({ y: labels[r], s: scores[x.model][r] }));
        out.push(ownCost(rows, x.pieces, tRange, x.alpha, x.kappa));
      }
    }
    return out;
  }

  it('the percentile interval of the expected test cost sits at the exact 5 % and 95 % quantiles (within Monte Carlo error)', () => {
    const level = 0.9; // a 90 % interval: the 5 % and 95 % quantiles
    for (let e = 0; e < 2; e++) {
      const ex = exact(e).map((v) => v.cost);
      const boot = selectionColumn(plan, run, e, 0);
      const F = (v: number) => ex.filter((c) => c <= v + 1e-12).length / ex.length;
      const Fbelow = (v: number) => ex.filter((c) => c < v - 1e-12).length / ex.length;
      const Fb = (v: number) => boot.filter((c) => c <= v + 1e-12).length / boot.length;
      // The distribution is not degenerate (the interval is informative).
      expect(new Set(ex.map((c) => c.toFixed(9))).size).toBeGreaterThan(5);
      // The whole bootstrap CDF against the exact one (20,000 resamples: SE ≤ 0.0036).
      for (const v of new Set(ex)) expect(Math.abs(Fb(v) - F(v))).toBeLessThan(0.015);
      // Type-7 quantiles of the bootstrap values (the report's percentileCi).
      const sorted = Float64Array.from(boot).sort();
      const q = (p: number) => {
        const h = (sorted.length - 1) * p;
        const lo = Math.floor(h);
        return sorted[lo] + (h - lo) * (sorted[Math.min(lo + 1, sorted.length - 1)] - sorted[lo]);
      };
      const [lo, hi] = [q((1 - level) / 2), q((1 + level) / 2)];
      expect(F(lo)).toBeGreaterThanOrEqual(0.05 - 0.015);
      expect(Fbelow(lo)).toBeLessThanOrEqual(0.05 + 0.015);
      expect(F(hi)).toBeGreaterThanOrEqual(0.95 - 0.015);
      expect(Fbelow(hi)).toBeLessThanOrEqual(0.95 + 0.015);
    }
  });

  it('the mean of feasibleOnTest matches the exact expectation', () => {
    for (let e = 0; e < 2; e++) {
      const ex = exact(e);
      const mean = ex.reduce((s, v) => s + v.feasible, 0) / ex.length;
      expect(mean).toBeGreaterThan(0.05); // not trivially 0 or 1
      expect(mean).toBeLessThan(0.95);
      const boot = selectionColumn(plan, run, e, 1);
      expect(Math.abs(boot.reduce((s, v) => s + v, 0) / boot.length - mean)).toBeLessThan(0.015);
    }
  });

  it('alert none costs E[1 − t] = 0.55 in every resample and is always feasible', () => {
    for (const v of selectionColumn(plan, run, 2, 0)) expect(v).toBeCloseTo(0.55, 12);
    for (const v of selectionColumn(plan, run, 2, 1)) expect(v).toBe(1);
  });

  it('any split of the resamples into ranges gives the same selection values', () => {
    const small = { ...plan, resamples: 50 };
    const whole = bootstrapRange(small, 0, 50);
    const split = joinParts(small, [bootstrapRange(small, 20, 50), bootstrapRange(small, 0, 7), bootstrapRange(small, 7, 20)]);
    expect(Buffer.from(split.selection.buffer).equals(Buffer.from(whole.selection.buffer))).toBe(true);
  });
});

describe('through the pipeline (hand-worked selection fixture)', () => {
  const { dir, write } = tempFiles('rocsite-selboot-');
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  cpSync(join(root, 'test/fixtures/selection/hand.csv'), join(dir, 'hand.csv'));
  const B = 300;
  const seed = 7;
  const cfg = write(
    'hand.yaml',
    [
      'title: t',
      'dataset: { path: hand.csv, label: y, split: { column: part, validation: val, test: test } }',
      'scenarios:',
      '  - { name: hand, precision: 0.5, capacity: "50%", cost: { t: [0.3, 0.7] } }',
      `uncertainty: { bootstrap: ${B}, seed: ${seed}, level: 0.9 }`,
      '',
    ].join('\n'),
  );
  const env = { SOURCE_DATE_EPOCH: '1700000000' };
  let report: Report;
  let json: string;

  it('each entry\'s interval equals a bootstrap loop written here on the same seeded stream', async () => {
    ({ report } = await buildReport(cfg, { env: { ...env, ROCSITE_BOOTSTRAP_WORKERS: '0' } }));
    json = reportJson(report);
    // The test part as read from the CSV, in file order.
    const [head, ...lines] = readFileSync(join(dir, 'hand.csv'), 'utf8').trim().split('\n');
    const cols = head.split(',');
    const test = lines.map((l) => l.split(',')).filter((r) => r[0] === 'test');
    const y = test.map((r) => Number(r[1]));
    const pos = y.flatMap((v, i) => (v === 1 ? [i] : []));
    const neg = y.flatMap((v, i) => (v === 0 ? [i] : []));
    // Draws of resample b: P positive rows, then N negative rows, from the stream of (seed, b).
    const draws = Array.from({ length: B }, (_, b) => {
      const rnd = resampleRandom(seed, b);
      return [...pos.map(() => pos[Math.floor(rnd() * pos.length)]), ...neg.map(() => neg[Math.floor(rnd() * neg.length)])];
    });
    const type7 = (xs: number[], p: number) => {
      const s = [...xs].sort((u, v) => u - v);
      const h = (s.length - 1) * p;
      const lo = Math.floor(h);
      return s[lo] + (h - lo) * (s[Math.min(lo + 1, s.length - 1)] - s[lo]);
    };
    expect(report.selection).toHaveLength(4);
    const testKappa = 0.5 * test.length;
    for (const e of report.selection!) {
      const col = cols.indexOf(e.model);
      const pieces = e.thresholds.map((p) => ({ t: p.t as [number, number], threshold: p.threshold ?? Infinity }));
      const vals = draws.map((rows) => ownCost(rows.map((r) => ({ y: y[r], s: Number(test[r][col]) })), pieces, [0.3, 0.7], 0.5, testKappa));
      const costs = vals.map((v) => v.cost);
      const feas = vals.map((v) => v.feasible);
      const iv = e.intervals!;
      expect(iv.expectedTestCost).toHaveLength(1);
      expect(iv.expectedTestCost[0].method).toBe('bootstrap');
      expect(iv.expectedTestCost[0].level).toBe(0.9);
      expect(iv.expectedTestCost[0].ci[0]).toBeCloseTo(type7(costs, 0.05), 12);
      expect(iv.expectedTestCost[0].ci[1]).toBeCloseTo(type7(costs, 0.95), 12);
      expect(iv.feasibleOnTest[0].ci[0]).toBeCloseTo(type7(feas, 0.05), 12);
      expect(iv.feasibleOnTest[0].ci[1]).toBeCloseTo(type7(feas, 0.95), 12);
      expect(iv.feasibleOnTest[0].mean).toBeCloseTo(feas.reduce((s, v) => s + v, 0) / B, 12);
      // The point value is the same formula on the unresampled test part.
      const point = ownCost(test.map((r, i) => ({ y: y[i], s: Number(r[col]) })), pieces, [0.3, 0.7], 0.5, testKappa);
      expect(e.expectedTestCost).toBeCloseTo(point.cost, 12);
    }
    // The intervals differ between strategies that chose different models (the hand case picks four models).
    expect(new Set(report.selection!.map((e) => e.intervals!.expectedTestCost[0].ci.join())).size).toBeGreaterThan(1);
    expect(report.uncertainty!.notes.some((n) => /^Selection intervals cover the test part's sampling only/.test(n))).toBe(true);
    // The statement of the recommended choice (hand-worked: max partial AUROC in K, m2) quotes its interval.
    const rec = report.selection!.find((e) => e.strategy === 'partialAurocInRegion')!;
    expect(report.recommendations![0].strategy).toBe('partialAurocInRegion');
    const ci = rec.intervals!.expectedTestCost[0].ci.map((v) => v!.toFixed(3)).join(', ');
    expect(report.uncertainty!.statements).toContain(
      `Scenario 'hand': the recommended choice (max partial AUROC in the feasible region: m2) has expected test cost 0.167, 90% bootstrap interval [${ci}] ` +
        `(test part resampled, model and thresholds kept as chosen on validation); over the resamples its thresholds meet α and κ on test for ${sharePct(rec.intervals!.feasibleOnTest[0].mean)} of the cost distribution on average.`,
    );
  }, 60_000);

  it('the report validates against the zod schema and the generated JSON Schema', () => {
    expect(reportSchema.safeParse(JSON.parse(json)).success).toBe(true);
    expect(validateReport(JSON.parse(json)), JSON.stringify(validateReport.errors)).toBe(true);
  });

  it('selection.csv carries the intervals beside each entry', () => {
    const f = reportCsvs(report).find((c) => c.name === 'selection.csv')!;
    const [head, ...lines] = f.content.trim().split('\n').map((l) => l.split(','));
    const col = (name: string) => head.indexOf(`"${name}"`);
    expect(col('expected_test_cost_lower')).toBeGreaterThan(0);
    for (const l of lines) {
      const e = report.selection!.find((x) => `"${x.strategy}"` === l[col('strategy')])!;
      expect(Number(l[col('interval_level')])).toBe(0.9);
      expect(Number(l[col('expected_test_cost_lower')])).toBe(e.intervals!.expectedTestCost[0].ci[0]);
      expect(Number(l[col('expected_test_cost_upper')])).toBe(e.intervals!.expectedTestCost[0].ci[1]);
      expect(Number(l[col('feasible_on_test_bootstrap_mean')])).toBe(e.intervals!.feasibleOnTest[0].mean);
      expect(Number(l[col('threshold')])).toBe(e.thresholds.find((p) => String(p.threshold) === l[col('threshold')])!.threshold);
    }
  });

  it('the JSON is byte-identical with two worker threads', async () => {
    const { report: r2 } = await buildReport(cfg, { env: { ...env, ROCSITE_BOOTSTRAP_WORKERS: '2' } });
    expect(reportJson(r2) === json).toBe(true);
  }, 60_000);
});
