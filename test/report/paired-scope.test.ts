/**
 * Which pairs DeLong's paired tests compare (src/lib/report/paired-scope.ts): every pair up to MAX_ALL_PAIRS_MODELS
 * models, else each model against the model of highest AUROC (M − 1 tests). The report's tests are checked against
 * the DeLong functions called directly here on every pair, and the best model against a brute-force AUROC.
 */
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildReport } from '../../src/lib/report/build';
import type { Report } from '../../src/lib/report/types';
import { MAX_ALL_PAIRS_MODELS } from '../../src/lib/limits';
import { descendingOrder, pairedScope, testedPairs } from '../../src/lib/report/paired-scope';
import { countTableFromScores } from '../../src/lib/metrics/counts';
import { delongCovariance, delongPlacements, delongTest } from '../../src/lib/metrics/delong';
import { probit } from '../../src/lib/metrics/normal';
import { mulberry32 } from '../helpers/random';
import { tempFiles } from '../helpers/files';

const env = { SOURCE_DATE_EPOCH: '1700000000', ROCSITE_BOOTSTRAP_WORKERS: '0' };
const ROWS = 60;

/** Seeded scores of M models on ROWS rows (labels alternate), two decimals (ties); model `strong` separates best. */
function data(M: number, strong: number, seed: number): { labels: number[]; cols: number[][] } {
  const rng = mulberry32(seed);
  const labels = Array.from({ length: ROWS }, (_, i) => i % 2);
  const cols = Array.from({ length: M }, (_, k) =>
    labels.map((y) => Math.round((rng() + y * (k === strong ? 0.9 : (0.5 * k) / M)) * 100) / 100),
  );
  return { labels, cols };
}

/** Brute-force AUROC: P(score⁺ > score⁻) + ½·P(score⁺ = score⁻) over every positive–negative pair. */
function bruteAuroc(labels: number[], s: number[]): number {
  let w = 0;
  let n = 0;
  for (let i = 0; i < labels.length; i++) {
    if (labels[i] !== 1) continue;
    for (let j = 0; j < labels.length; j++) {
      if (labels[j] !== 0) continue;
      n++;
      w += s[i] > s[j] ? 1 : s[i] === s[j] ? 0.5 : 0;
    }
  }
  return w / n;
}

/** The full DeLong computation of every pair (i, j), from the DeLong functions directly. */
function fullPairs(labels: number[], cols: number[][], level: number) {
  const cts = cols.map((c) => countTableFromScores(labels, c));
  const pl = cts.map(delongPlacements);
  const ranks = cts.map((ct, k) => {
    const at = new Map([...ct.scores].map((s, r) => [s, r]));
    return Int32Array.from(cols[k], (s) => at.get(s)!);
  });
  const zq = probit(1 - (1 - level) / 2);
  const out = new Map<string, { auroc: number[]; z: number; p: number; difference: number[] }>();
  for (let i = 0; i < cols.length; i++) {
    for (let j = 0; j < cols.length; j++) {
      if (i === j) continue;
      const t = delongTest(pl[i], pl[j], delongCovariance(pl[i], pl[j], labels, ranks[i], ranks[j]));
      const d = pl[i].auroc - pl[j].auroc;
      out.set(`m${i}|m${j}`, { auroc: t.auroc, z: t.z, p: t.p, difference: [d - zq * t.se, d + zq * t.se] });
    }
  }
  return out;
}

async function report(M: number, strong: number, seed: number): Promise<{ report: Report; labels: number[]; cols: number[][] }> {
  const { labels, cols } = data(M, strong, seed);
  const { dir, write } = tempFiles('rocsite-pairs-');
  const head = ['y', ...cols.map((_, k) => `m${k}`)].join(',');
  write('s.csv', [head, ...labels.map((y, i) => [y, ...cols.map((c) => c[i])].join(','))].join('\n') + '\n');
  write('c.yaml', 'title: t\ndataset: { path: s.csv, label: y, positive: 1 }\n');
  const { report } = await buildReport(join(dir, 'c.yaml'), { env });
  return { report, labels, cols };
}

/** Brute-force min over the ROC points (score ≥ s for every distinct s, and never alarm) of Cost_t = t·FPR + (1 − t)(1 − TPR). */
function bruteMinCost(labels: number[], s: number[], t: number): number {
  const P = labels.filter((y) => y === 1).length;
  const N = labels.length - P;
  let best = 1 - t; // never alarm: FPR 0, TPR 0
  for (const th of new Set(s)) {
    let tp = 0;
    let fp = 0;
    for (let i = 0; i < s.length; i++) if (s[i] >= th) labels[i] === 1 ? tp++ : fp++;
    best = Math.min(best, t * (fp / N) + (1 - t) * (1 - tp / P));
  }
  return best;
}

/** The report's crossings are for the tested pairs (the comparisons' pairs) and every VOROS range; at each t the two models' brute-force minimal costs are equal. */
function expectCrossingsFollowPairs(r: Report, labels: number[], cols: number[][]) {
  const ranges = r.settings.voros;
  expect(ranges.length).toBeGreaterThan(0);
  const want = r.comparisons!.flatMap((c) => ranges.map((range) => `${c.a}|${c.b}|${range.join(',')}`));
  expect(r.crossings!.map((x) => `${x.models.join('|')}|${x.range.join(',')}`)).toEqual(want);
  let checked = 0;
  for (const x of r.crossings!) {
    const [a, b] = x.models.map((n) => cols[Number(n.slice(1))]);
    for (const t of x.t) {
      expect(bruteMinCost(labels, a, t)).toBeCloseTo(bruteMinCost(labels, b, t), 10);
      checked++;
    }
  }
  return checked;
}

function expectSame(c: NonNullable<Report['comparisons']>[number], full: ReturnType<typeof fullPairs>) {
  const f = full.get(`${c.a}|${c.b}`)!;
  expect(c.auroc).toEqual(f.auroc);
  expect(c.z).toBeCloseTo(f.z, 12);
  expect(c.p).toBeCloseTo(f.p, 12);
  expect(c.difference[0]).toBeCloseTo(f.difference[0], 12);
  expect(c.difference[1]).toBeCloseTo(f.difference[1], 12);
}

describe('paired tests: every pair, or each model against the best by AUROC', () => {
  it(`${MAX_ALL_PAIRS_MODELS + 1} models: M − 1 tests, each the AUROC-best model (a) against another, as the full computation`, async () => {
    const M = MAX_ALL_PAIRS_MODELS + 1;
    const strong = 7;
    const { report: r, labels, cols } = await report(M, strong, 11);
    const aurocs = cols.map((c) => bruteAuroc(labels, c));
    const best = aurocs.indexOf(Math.max(...aurocs));
    expect(best).toBe(strong);
    expect(r.comparisons).toHaveLength(M - 1);
    expect(r.comparisons!.every((c) => c.a === `m${best}`)).toBe(true);
    expect(r.comparisons!.map((c) => c.b)).toEqual(cols.map((_, k) => `m${k}`).filter((n) => n !== `m${best}`));
    const full = fullPairs(labels, cols, 0.95);
    for (const c of r.comparisons!) expectSame(c, full);
    // The AUROCs are the brute-force ones.
    r.comparisons!.forEach((c) => expect(c.auroc[1]).toBeCloseTo(aurocs[Number(c.b.slice(1))], 12));
    // The note says so; the statement (best against next by AUROC) still has its DeLong test.
    expect(r.uncertainty!.notes.join(' ')).toContain(`With ${M} models (more than ${MAX_ALL_PAIRS_MODELS}), the paired DeLong tests compare each model with the model of highest AUROC, m${best}, only: ${M - 1} tests instead of all ${(M * (M - 1)) / 2} pairs.`);
    // Holm over the M − 1 tests, by hand: sorted p times M − 1, M − 2, …, 1, running maximum.
    const ps = r.comparisons!.map((c) => c.p!).sort((x, y) => x - y);
    let run = 0;
    const holmOf = new Map<number, number>();
    ps.forEach((x, k) => {
      run = Math.max(run, Math.min(1, (ps.length - k) * x));
      if (!holmOf.has(x)) holmOf.set(x, run);
    });
    for (const c of r.comparisons!) expect(c.pHolm).toBeCloseTo(holmOf.get(c.p!)!, 14);
    // The statement names the closest model: the largest adjusted p, ties to the higher AUROC.
    const byAuroc = aurocs.map((a, k) => [a, k] as const).filter(([, k]) => k !== best).sort((x, y) => y[0] - x[0] || x[1] - y[1]).map(([, k]) => k);
    const pH = (k: number) => r.comparisons!.find((c) => c.b === `m${k}`)!.pHolm!;
    const closest = byAuroc.reduce((w, k) => (pH(k) > pH(w) ? k : w));
    expect(r.uncertainty!.statements[0]).toMatch(new RegExp(`^m${best} has the highest AUROC .*m${closest}\\b.*paired DeLong test p = .* after Holm's adjustment for the ${M - 1} paired tests`));
    // Crossings of minimal cost follow the same pairs (M − 1 per range, not M(M − 1)/2).
    expect(r.crossings).toHaveLength((M - 1) * r.settings.voros.length);
    expectCrossingsFollowPairs(r, labels, cols);
  }, 120_000);

  it(`${MAX_ALL_PAIRS_MODELS} models: every pair (i < j in the models' order), as the full computation`, async () => {
    const M = MAX_ALL_PAIRS_MODELS;
    const { report: r, labels, cols } = await report(M, 3, 12);
    expect(r.comparisons).toHaveLength((M * (M - 1)) / 2);
    const want: string[] = [];
    for (let i = 0; i < M; i++) for (let j = i + 1; j < M; j++) want.push(`m${i}|m${j}`);
    expect(r.comparisons!.map((c) => `${c.a}|${c.b}`)).toEqual(want);
    const full = fullPairs(labels, cols, 0.95);
    for (const c of r.comparisons!) expectSame(c, full);
    expect(r.uncertainty!.notes.join(' ')).not.toMatch(/paired DeLong tests compare each model/);
    expect(r.crossings).toHaveLength(((M * (M - 1)) / 2) * r.settings.voros.length);
    expect(expectCrossingsFollowPairs(r, labels, cols)).toBeGreaterThan(0);
  }, 120_000);

  it('the best is the highest AUROC, ties to the first listed; the scope follows MAX_ALL_PAIRS_MODELS', () => {
    expect(descendingOrder([0.7, 0.9, 0.9, 0.5])).toEqual([1, 2, 0, 3]);
    expect(descendingOrder([NaN, 0.6, 0.6])).toEqual([1, 2, 0]);
    const many = Array.from({ length: MAX_ALL_PAIRS_MODELS + 1 }, (_, k) => (k === 4 || k === 9 ? 0.8 : 0.6));
    expect(pairedScope(many)).toEqual({ kind: 'best', best: 4 });
    expect(testedPairs(many)).toEqual(many.map((_, k) => [4, k]).filter(([, k]) => k !== 4));
    expect(pairedScope(many.slice(0, MAX_ALL_PAIRS_MODELS))).toEqual({ kind: 'all' });
    expect(testedPairs([0.5, 0.6, 0.7])).toEqual([[0, 1], [0, 2], [1, 2]]);
  });
});
