/**
 * DeLong intervals and paired tests, and stratified bootstrap intervals, against pROC 1.18 (test/references/proc.R
 * writes test/references/proc.json): on the aSAH data and on three simulated datasets (one with heavy ties, one
 * small). DeLong to 1e-8; bootstrap percentile intervals (2,000 resamples here and in pROC, different random
 * streams) within ±0.02 (Monte Carlo error).
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { countTableFromScores } from '../../src/lib/metrics/counts';
import { delongCi, delongCovariance, delongPlacements, delongTest } from '../../src/lib/metrics/delong';
import { percentileCi, rowRanks } from '../../src/lib/metrics/resample';
import { pairedGroup } from '../../src/lib/report/bootstrap-plan';
import { partialAuroc } from '../../src/lib/metrics/auc';
import { rocCurve } from '../../src/lib/metrics/roc';
import { bootstrapRange, statColumn, statNames, type BootstrapPlan } from '../../src/lib/report/bootstrap';

interface RefModel {
  name: string;
  auroc: number;
  delong95: [number, number];
  delong90: [number, number];
  bootstrap95: [number, number];
  partialArea020: number;
  partialArea020Bootstrap95: [number, number];
}
interface RefSet {
  file: string;
  models: RefModel[];
  tests: { a: string; b: string; z: number; p: number }[];
}
const ref = JSON.parse(readFileSync('test/references/proc.json', 'utf8')) as Record<string, unknown>;
const sets = Object.entries(ref).filter(([, v]) => typeof v === 'object' && v !== null && 'models' in v) as [string, RefSet][];

function readCsv(file: string, label: string) {
  const [head, ...lines] = readFileSync(file, 'utf8').trim().split(/\r?\n/);
  const cols = head.split(',').map((c) => c.replace(/"/g, ''));
  const rows = lines.map((l) => l.split(',').map(Number));
  const li = cols.indexOf(label);
  return { labels: Uint8Array.from(rows.map((r) => r[li])), col: (name: string) => Float64Array.from(rows.map((r) => r[cols.indexOf(name)])) };
}

describe.each(sets)('pROC reference: %s', (setName, set) => {
  const { labels, col } = readCsv(set.file, setName === 'asah' ? 'outcome' : 'label');
  const models = set.models.map((m) => {
    const scores = col(m.name);
    const ct = countTableFromScores(labels, scores);
    return { ref: m, ct, rank: rowRanks(ct, scores), pl: delongPlacements(ct) };
  });

  it('DeLong intervals (95 % and 90 %) within 1e-8', () => {
    for (const m of models) {
      expect(m.pl.auroc).toBeCloseTo(m.ref.auroc, 12);
      const c95 = delongCi(m.pl, 0.95);
      const c90 = delongCi(m.pl, 0.9);
      for (let i = 0; i < 2; i++) {
        expect(Math.abs(c95[i] - m.ref.delong95[i])).toBeLessThan(1e-8);
        expect(Math.abs(c90[i] - m.ref.delong90[i])).toBeLessThan(1e-8);
      }
      expect(partialAuroc(rocCurve(m.ct), [0, 0.2]).area).toBeCloseTo(m.ref.partialArea020, 12);
    }
  });

  it('DeLong paired tests within 1e-8', () => {
    for (const t of set.tests) {
      const a = models.find((m) => m.ref.name === t.a)!;
      const b = models.find((m) => m.ref.name === t.b)!;
      const r = delongTest(a.pl, b.pl, delongCovariance(a.pl, b.pl, labels, a.rank, b.rank));
      expect(Math.abs(r.z - t.z)).toBeLessThan(1e-8);
      expect(Math.abs(r.p - t.p)).toBeLessThan(1e-8);
    }
  });

  it('stratified bootstrap intervals of AUROC and partial area within ±0.02', () => {
    const plan: BootstrapPlan = {
      names: models.map((m) => m.ref.name),
      groups: [pairedGroup(labels, models)],
      paired: true,
      P: models[0].ct.P,
      N: models[0].ct.N,
      partialAuroc: [[0, 0.2]],
      voros: [],
      scenarios: [],
      seed: 1,
      resamples: 2000,
    };
    const run = bootstrapRange(plan, 0, plan.resamples);
    const names = statNames(plan);
    models.forEach((m, k) => {
      const ci = percentileCi(statColumn(plan, run, k, names.indexOf('auroc')), 0.95);
      const pa = percentileCi(statColumn(plan, run, k, names.indexOf('partialAuroc.area.0')), 0.95);
      for (let i = 0; i < 2; i++) {
        expect(Math.abs(ci[i] - m.ref.bootstrap95[i])).toBeLessThan(0.02);
        expect(Math.abs(pa[i] - m.ref.partialArea020Bootstrap95[i])).toBeLessThan(0.02);
      }
    });
  });
});
