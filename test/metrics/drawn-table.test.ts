/**
 * Count tables resampled per score (resample.ts drawnTable): the drawn positives at the scores are
 * Multinomial(P; pos[k]/P) and the negatives Multinomial(N; neg[k]/N), the distribution of drawing the table's examples
 * one by one. Checked against the exact probabilities of a small table (enumerated here), against the multinomial's
 * moments at 4·10⁹ examples, against the row-by-row draw (AUROC by Mann–Whitney, written here), and end to end: a
 * report of count tables with 4·10⁹ examples gets bootstrap intervals as wide as DeLong's.
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  drawnTable,
  drawsPerScore,
  PER_SCORE_FROM,
  resampleGenerator,
  rowsOfTable,
  stratifiedCounts,
  weightedTable,
} from '../../src/lib/metrics/resample';
import type { CountTable } from '../../src/lib/metrics/types';
import { bootstrapRange, joinParts, type BootstrapPlan } from '../../src/lib/report/bootstrap';
import { runBootstrap } from '../../src/lib/report/bootstrap-run';
import { buildReport } from '../../src/lib/report/build';
import { tempFiles } from '../helpers/files';

const table = (scores: number[], pos: number[], neg: number[]): CountTable => ({
  scores: Float64Array.from(scores),
  pos: Float64Array.from(pos),
  neg: Float64Array.from(neg),
  P: pos.reduce((a, b) => a + b, 0),
  N: neg.reduce((a, b) => a + b, 0),
  hasThresholds: true,
});

/** The drawn counts of every score of `ct` (0 for a score left out), positives then negatives. */
function full(ct: CountTable, drawn: CountTable): { pos: number[]; neg: number[] } {
  const at = new Map(Array.from(drawn.scores, (s, j) => [s, j]));
  const pick = (a: Float64Array) => Array.from(ct.scores, (s) => (at.has(s) ? a[at.get(s)!] : 0));
  return { pos: pick(drawn.pos), neg: pick(drawn.neg) };
}

/** AUROC by Mann–Whitney on a count table (scores decreasing): pairs ranked right, ties half. */
function mannWhitney(ct: CountTable): number {
  let below = ct.N;
  let sum = 0;
  for (let k = 0; k < ct.scores.length; k++) {
    below -= ct.neg[k];
    sum += ct.pos[k] * (below + ct.neg[k] / 2);
  }
  return sum / (ct.P * ct.N);
}

const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;
const variance = (xs: number[]) => {
  const m = mean(xs);
  return xs.reduce((a, x) => a + (x - m) ** 2, 0) / (xs.length - 1);
};

describe('a count table drawn per score', () => {
  it('has the exact multinomial distribution of its examples drawn one by one (small table, 20,000 draws, chi-square)', () => {
    // P = 3 positives at scores 3, 2 (1 and 2 of them), N = 3 negatives at scores 2, 1 (1 and 2).
    const ct = table([3, 2, 1], [1, 2, 0], [0, 1, 2]);
    const binom3 = (a: number, p: number) => [1, 3, 3, 1][a] * p ** a * (1 - p) ** (3 - a);
    // Exact: positives at score 3 ~ Binomial(3, 1/3), the rest at score 2; negatives at score 2 ~ Binomial(3, 1/3).
    const exact = new Map<string, number>();
    for (let a = 0; a <= 3; a++) for (let b = 0; b <= 3; b++) exact.set(`${a},${3 - a},0|0,${b},${3 - b}`, binom3(a, 1 / 3) * binom3(b, 1 / 3));
    const n = 20_000;
    const seen = new Map<string, number>();
    for (let r = 0; r < n; r++) {
      const d = full(ct, drawnTable(ct, resampleGenerator(11, r)));
      const key = `${d.pos.join(',')}|${d.neg.join(',')}`;
      expect(exact.has(key), key).toBe(true);
      seen.set(key, (seen.get(key) ?? 0) + 1);
    }
    let chi2 = 0;
    for (const [key, p] of exact) chi2 += ((seen.get(key) ?? 0) - n * p) ** 2 / (n * p);
    // 16 outcomes, 15 degrees of freedom: P(χ² > 42.6) = 10⁻⁴.
    expect(chi2).toBeLessThan(42.6);
  });

  it('has the multinomial means and variances at 5·10⁹ examples, and always their totals (2,000 draws)', () => {
    const pos = [1e9, 5e8, 3, 0, 2e8];
    const neg = [0, 1e9, 7e8, 1e9, 6e8];
    const ct = table([0.9, 0.7, 0.5, 0.3, 0.1], pos, neg);
    expect(ct.P + ct.N).toBeGreaterThan(2 ** 32);
    const draws = 2000;
    const got = { pos: pos.map(() => [] as number[]), neg: neg.map(() => [] as number[]) };
    for (let r = 0; r < draws; r++) {
      const d = drawnTable(ct, resampleGenerator(5, r));
      expect([d.P, d.N]).toEqual([ct.P, ct.N]);
      const f = full(ct, d);
      f.pos.forEach((v, k) => got.pos[k].push(v));
      f.neg.forEach((v, k) => got.neg[k].push(v));
    }
    for (const [side, counts, total] of [['pos', pos, ct.P], ['neg', neg, ct.N]] as const) {
      counts.forEach((c, k) => {
        const xs = got[side][k];
        const p = c / total;
        const v = total * p * (1 - p);
        if (c === 0) return expect(xs.every((x) => x === 0)).toBe(true);
        expect(xs.every(Number.isInteger)).toBe(true);
        expect(Math.abs(mean(xs) - total * p) / Math.sqrt(v / draws), `${side} ${k}`).toBeLessThan(5);
        // Sample variance of 2,000 draws: within ±15 % (its standard error is about 3 %).
        expect(variance(xs) / v, `${side} ${k}`).toBeGreaterThan(0.85);
        expect(variance(xs) / v, `${side} ${k}`).toBeLessThan(1.15);
      });
    }
  });

  it('property: totals P and N, the table\'s scores in its order, none drawn where the table has none, same seed same table', () => {
    const tables = fc
      .array(fc.tuple(fc.nat(40), fc.nat(40)), { minLength: 1, maxLength: 20 })
      .filter((rows) => rows.some(([p]) => p > 0) && rows.some(([, q]) => q > 0));
    fc.assert(
      fc.property(tables, fc.nat(2 ** 31 - 1), fc.nat(1000), (rows, seed, b) => {
        const ct = table(rows.map((_, i) => rows.length - i), rows.map(([p]) => p), rows.map(([, q]) => q));
        const d = drawnTable(ct, resampleGenerator(seed, b));
        expect([d.P, d.N]).toEqual([ct.P, ct.N]);
        expect(Array.from(d.pos).reduce((a, x) => a + x, 0)).toBe(ct.P);
        expect(Array.from(d.neg).reduce((a, x) => a + x, 0)).toBe(ct.N);
        const f = full(ct, d);
        expect(Array.from(d.scores).every((s) => ct.scores.includes(s))).toBe(true);
        expect(Array.from(d.scores)).toEqual([...d.scores].sort((x, y) => y - x));
        f.pos.forEach((v, k) => expect(v === 0 || ct.pos[k] > 0).toBe(true));
        f.neg.forEach((v, k) => expect(v === 0 || ct.neg[k] > 0).toBe(true));
        expect(Array.from(d.pos).every((v, j) => Number.isInteger(v) && v + d.neg[j] > 0)).toBe(true);
        const again = drawnTable(ct, resampleGenerator(seed, b));
        expect([Array.from(again.scores), Array.from(again.pos), Array.from(again.neg)]).toEqual([Array.from(d.scores), Array.from(d.pos), Array.from(d.neg)]);
      }),
      { numRuns: 300 },
    );
  });

  it('gives the AUROC the row-by-row draw gives: same mean and spread over 3,000 resamples', () => {
    // 60 scores, 6,000 examples: a positive's share rising with the score.
    const m = 60;
    const scores = Array.from({ length: m }, (_, k) => m - k);
    const pos = scores.map((_, k) => 10 + Math.round(90 * (1 - k / m)));
    const neg = scores.map((_, k) => 10 + Math.round(90 * (k / m)));
    const ct = table(scores, pos, neg);
    const group = rowsOfTable(ct);
    const counts = new Uint8Array(ct.P + ct.N);
    const n = 3000;
    const byRow: number[] = [];
    const perScore: number[] = [];
    for (let b = 0; b < n; b++) {
      const c = stratifiedCounts(group, resampleGenerator(21, b), counts);
      byRow.push(mannWhitney(weightedTable(ct, undefined, group.positives, c)));
      perScore.push(mannWhitney(drawnTable(ct, resampleGenerator(22, b))));
    }
    const sd = Math.sqrt(variance(byRow));
    expect(Math.abs(mean(perScore) - mean(byRow)) / (sd * Math.sqrt(2 / n))).toBeLessThan(4);
    // Two sample SDs of 3,000 draws: their ratio within ±10 % (standard error about 1.8 %).
    expect(Math.sqrt(variance(perScore)) / sd).toBeGreaterThan(0.9);
    expect(Math.sqrt(variance(perScore)) / sd).toBeLessThan(1.1);
  });

  it(`is chosen from ${PER_SCORE_FROM} examples per distinct score on average, or beyond 2²⁸ examples`, () => {
    expect(drawsPerScore(PER_SCORE_FROM * 100 - 1, 100)).toBe(false);
    expect(drawsPerScore(PER_SCORE_FROM * 100, 100)).toBe(true);
    expect(drawsPerScore(2 ** 28, 2 ** 27)).toBe(false);
    expect(drawsPerScore(2 ** 28 + 1, 2 ** 27)).toBe(true);
    expect(rowsOfTable(table([2, 1], [40, 0], [0, 30])).perScore).toBe(true); // 70 examples, 2 scores
    expect(rowsOfTable(table([2, 1], [20, 0], [0, 30])).perScore).toBe(false); // 50 examples, 2 scores
  });
});

describe('count tables drawn per score in the bootstrap', () => {
  it('any split into ranges, and worker threads, give the same values', async () => {
    const m = 300;
    const tables = [0, 1].map((shift) =>
      table(
        Array.from({ length: m }, (_, k) => m - k),
        Array.from({ length: m }, (_, k) => 40 + (((k + 97 * shift) * 37) % 200)),
        Array.from({ length: m }, (_, k) => 240 - (((k + 97 * shift) * 37) % 200)),
      ),
    );
    const groups = tables.map((ct, index) => ({ ...rowsOfTable(ct), models: [{ ct, index }] }));
    expect(groups.every((g) => g.perScore)).toBe(true);
    const plan: BootstrapPlan = {
      names: ['A', 'B'],
      groups,
      paired: false,
      P: tables[0].P,
      N: tables[0].N,
      partialAuroc: [[0, 0.2]],
      voros: [[0, 1]],
      scenarios: [],
      seed: 8,
      resamples: 40,
    };
    const whole = bootstrapRange(plan, 0, plan.resamples);
    const split = joinParts(plan, [bootstrapRange(plan, 25, 40), bootstrapRange(plan, 0, 9), bootstrapRange(plan, 9, 25)]);
    expect(Buffer.from(split.values.buffer).equals(Buffer.from(whole.values.buffer))).toBe(true);
    const viaWorkers = await runBootstrap(plan, { ROCSITE_BOOTSTRAP_WORKERS: '2' });
    expect(Buffer.from(viaWorkers.values.buffer).equals(Buffer.from(whole.values.buffer))).toBe(true);
    // Not a constant: the resamples differ.
    expect(new Set(Array.from(whole.values)).size).toBeGreaterThan(plan.resamples);
  }, 60_000);
});

describe('a report of count tables with 4·10⁹ examples', () => {
  it('has bootstrap intervals of AUROC about as wide as DeLong\'s (200 resamples; a byte per example would be 4 GB per worker)', async () => {
    const { dir, write } = tempFiles('rocsite-drawn-');
    // 400 scores of 10⁷ examples each, a positive's share from 0.1 to 0.9: P = N = 2·10⁹ (B: the shares rotated).
    const share = Array.from({ length: 200 }, (_, k) => Math.round(1e7 * (0.1 + (0.8 * k) / 399)));
    const ps = [...share, ...share.map((p) => 1e7 - p).reverse()];
    const rows = (shift: number) =>
      'score,positives,negatives\n' + ps.map((_, k) => `${(k / 400).toFixed(4)},${ps[(k + shift) % 400]},${1e7 - ps[(k + shift) % 400]}`).join('\n') + '\n';
    write('a.csv', rows(0));
    write('b.csv', rows(150));
    write('c.yaml', 'title: t\ndataset: { counts: { A: a.csv, B: b.csv } }\nuncertainty: { bootstrap: 200, seed: 4 }\n');
    const { report } = await buildReport(`${dir}/c.yaml`, { env: { SOURCE_DATE_EPOCH: '1700000000' } });
    expect(report.dataset.positives + report.dataset.negatives).toBe(4e9);
    for (const m of report.models) {
      const [delong, boot] = m.intervals!.auroc;
      expect([delong.method, boot.method]).toEqual(['delong', 'bootstrap']);
      const [lo, hi] = boot.ci as [number, number];
      const [dlo, dhi] = delong.ci as [number, number];
      const ratio = (hi - lo) / (dhi - dlo);
      expect(ratio, m.name).toBeGreaterThan(0.8);
      expect(ratio, m.name).toBeLessThan(1.25);
      expect(lo).toBeLessThan(m.auroc);
      expect(hi).toBeGreaterThan(m.auroc);
    }
  }, 60_000);
});
