/**
 * The bootstrap: weighted tables equal tables rebuilt from the resampled rows; coverage of the percentile interval by
 * simulation (binormal data with known AUROC); heatmap win probabilities against an exact enumeration of every
 * stratified resample of a tiny dataset; identical results for any split into worker ranges and worker threads.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { countTableFromScores } from '../../src/lib/metrics/counts';
import { normalCdf } from '../../src/lib/metrics/normal';
import { tDistribution } from '../../src/lib/metrics/cost';
import { winnerHeatmap } from '../../src/lib/metrics/heatmap';
import { percentileCi, quantile7, resampleGenerator, resampleRandom, rowGroup, rowRanks, rowsOfTable, stratifiedCounts, weightedTable } from '../../src/lib/metrics/resample';
import { pairedGroup } from '../../src/lib/report/bootstrap-plan';
import { rocCurve } from '../../src/lib/metrics/roc';
import { bootstrapRange, joinParts, statColumn, statNames, type BootstrapPlan } from '../../src/lib/report/bootstrap';
import { runBootstrap } from '../../src/lib/report/bootstrap-run';
import { mulberry32, normal } from '../helpers/random';

function planOf(labels: Uint8Array, scores: Float64Array[], extra: Partial<BootstrapPlan> = {}): BootstrapPlan {
  const models = scores.map((s, index) => {
    const ct = countTableFromScores(labels, s);
    return { ct, rank: rowRanks(ct, s), index };
  });
  return {
    names: scores.map((_, k) => `m${k}`),
    groups: [pairedGroup(labels, models)],
    paired: true,
    P: models[0].ct.P,
    N: models[0].ct.N,
    partialAuroc: [],
    voros: [],
    scenarios: [],
    seed: 1,
    resamples: 100,
    ...extra,
  };
}

describe('weighted count tables', () => {
  it('equal the count table of the resampled rows, rebuilt by sorting', () => {
    const rnd = mulberry32(3);
    const n = 300;
    const labels = Uint8Array.from({ length: n }, () => (rnd() < 0.3 ? 1 : 0));
    const scores = Float64Array.from({ length: n }, (_, i) => Math.round((normal(rnd) + labels[i]) * 4) / 4);
    const plan = planOf(labels, [scores]);
    const g = plan.groups[0];
    const pos = [...labels.keys()].filter((r) => labels[r] === 1);
    const neg = [...labels.keys()].filter((r) => labels[r] === 0);
    for (let b = 0; b < 5; b++) {
      // The rows drawn, by the stream of (seed 1, resample b): P among the positive rows, then N among the negative.
      const rnd = resampleRandom(1, b);
      const drawn = [...pos.map(() => pos[Math.floor(rnd() * pos.length)]), ...neg.map(() => neg[Math.floor(rnd() * neg.length)])];
      const ls = drawn.map((r) => labels[r]);
      const ss = drawn.map((r) => scores[r]);
      const direct = countTableFromScores(ls, ss);
      const counts = stratifiedCounts(g, resampleGenerator(1, b), new Uint8Array(n));
      const sum = (xs: ArrayLike<number>) => Array.from(xs).reduce((x, y) => x + y, 0);
      expect(sum(counts)).toBe(n);
      expect(sum(counts.subarray(0, g.positives))).toBe(pos.length); // P fixed, so N too
      const wt = weightedTable(g.models[0].ct, g.models[0].byRank, g.positives, counts);
      expect(wt.P).toBe(direct.P);
      expect(wt.N).toBe(direct.N);
      expect(Array.from(wt.scores)).toEqual(Array.from(direct.scores));
      expect(Array.from(wt.pos)).toEqual(Array.from(direct.pos));
      expect(Array.from(wt.neg)).toEqual(Array.from(direct.neg));
    }
  });

  it('property: one draw gives every model of a group the table of the same drawn rows (paired); count-table groups too', () => {
    const data = fc
      .record({
        n: fc.integer({ min: 2, max: 60 }),
        models: fc.integer({ min: 1, max: 3 }),
        seed: fc.integer({ min: 0, max: 2 ** 31 - 1 }),
        b: fc.nat(1000),
        levels: fc.integer({ min: 1, max: 8 }),
      })
      .chain((c) =>
        fc.record({
          c: fc.constant(c),
          labels: fc.array(fc.integer({ min: 0, max: 1 }), { minLength: c.n, maxLength: c.n }).filter((l) => l.includes(0) && l.includes(1)),
          scores: fc.array(fc.array(fc.integer({ min: 0, max: c.levels }), { minLength: c.n, maxLength: c.n }), { minLength: c.models, maxLength: c.models }),
        }),
      );
    fc.assert(
      fc.property(data, ({ c, labels: l, scores: sc }) => {
        const labels = Uint8Array.from(l);
        const scores = sc.map((s) => Float64Array.from(s, (v) => v / 4));
        const plan = { ...planOf(labels, scores), seed: c.seed };
        const g = plan.groups[0];
        const pos = [...labels.keys()].filter((r) => labels[r] === 1);
        const neg = [...labels.keys()].filter((r) => labels[r] === 0);
        const rnd = resampleRandom(c.seed, c.b);
        const drawn = [...pos.map(() => pos[Math.floor(rnd() * pos.length)]), ...neg.map(() => neg[Math.floor(rnd() * neg.length)])];
        const counts = stratifiedCounts(g, resampleGenerator(c.seed, c.b), new Uint8Array(c.n));
        g.models.forEach((m, k) => {
          const direct = countTableFromScores(drawn.map((r) => labels[r]), drawn.map((r) => scores[k][r]));
          const wt = weightedTable(m.ct, m.byRank, g.positives, counts);
          expect([Array.from(wt.scores), Array.from(wt.pos), Array.from(wt.neg), wt.P, wt.N]).toEqual([
            Array.from(direct.scores), Array.from(direct.pos), Array.from(direct.neg), direct.P, direct.N,
          ]);
          // The same model given as a count table: its own group, whose rows are the table's examples.
          const t = rowsOfTable(m.ct);
          expect([t.positives, t.negatives]).toEqual([pos.length, neg.length]);
          const tc = stratifiedCounts(t, resampleGenerator(c.seed, c.b), new Uint8Array(c.n));
          const fromTable = weightedTable(m.ct, t.models[0].byRank, t.positives, tc);
          // Rows of the table, positives then negatives, each by decreasing score: the row drawn at stratum index j.
          const sorted = (idx: number[]) => [...idx].sort((x, y) => scores[k][y] - scores[k][x] || x - y);
          const rows = [...sorted(pos), ...sorted(neg)];
          const rndT = resampleRandom(c.seed, c.b);
          const drawnT = [...pos.map(() => rows[Math.floor(rndT() * pos.length)]), ...neg.map(() => rows[pos.length + Math.floor(rndT() * neg.length)])];
          const directT = countTableFromScores(drawnT.map((r) => labels[r]), drawnT.map((r) => scores[k][r]));
          expect([Array.from(fromTable.scores), Array.from(fromTable.pos), Array.from(fromTable.neg)]).toEqual([
            Array.from(directT.scores), Array.from(directT.pos), Array.from(directT.neg),
          ]);
        });
      }),
      { numRuns: 200 },
    );
  });

  it('a row drawn 256 times or more: the draw goes on in 32-bit counts, the same counts as drawn one by one', () => {
    // 300 positive and 700 negative rows; a source that keeps returning a few values draws some rows hundreds of times.
    const labels = Uint8Array.from({ length: 1000 }, (_, r) => (r % 10 < 3 ? 1 : 0));
    const scores = Float64Array.from({ length: 1000 }, (_, r) => (r * 7919) % 13);
    const g = planOf(labels, [scores]).groups[0];
    for (const cycle of [[0], [0.5, 0.999], [0.9, 0.1, 0.1]]) {
      const source = () => {
        let i = 0;
        return { uniform: () => cycle[i++ % cycle.length] };
      };
      const counts = stratifiedCounts(g, source(), new Uint8Array(1000));
      expect(counts).toBeInstanceOf(Int32Array);
      // One by one: P draws among the positive rows, then N among the negative.
      const s = source();
      const own = new Array<number>(1000).fill(0);
      for (let i = 0; i < 300; i++) own[Math.floor(s.uniform() * 300)]++;
      for (let i = 0; i < 700; i++) own[300 + Math.floor(s.uniform() * 700)]++;
      expect(Array.from(counts)).toEqual(own);
      expect(Math.max(...own)).toBeGreaterThan(255);
      // The table of the drawn rows: row r of the data is stratum index j (positives in row order, then negatives).
      const pos = [...labels.keys()].filter((r) => labels[r] === 1);
      const neg = [...labels.keys()].filter((r) => labels[r] === 0);
      const drawn = [...pos, ...neg].flatMap((r, j) => new Array<number>(own[j]).fill(r));
      const direct = countTableFromScores(drawn.map((r) => labels[r]), drawn.map((r) => scores[r]));
      const wt = weightedTable(g.models[0].ct, g.models[0].byRank, g.positives, counts);
      expect([Array.from(wt.scores), Array.from(wt.pos), Array.from(wt.neg)]).toEqual([Array.from(direct.scores), Array.from(direct.pos), Array.from(direct.neg)]);
    }
    // Below 256 draws of any row the byte counts are returned.
    expect(stratifiedCounts(g, resampleGenerator(1, 0), new Uint8Array(1000))).toBeInstanceOf(Uint8Array);
  });

  it('a rank that does not match the count table is an error, not a wrong table', () => {
    const labels = Uint8Array.from([1, 0, 1, 0]);
    const scores = Float64Array.from([0.9, 0.1, 0.5, 0.5]);
    const ct = countTableFromScores(labels, scores);
    expect(() => rowGroup(labels, [{ ct, rank: Int32Array.from([0, 2, 1, 1]) }])).not.toThrow();
    expect(() => rowGroup(labels, [{ ct, rank: Int32Array.from([0, 2, 0, 1]) }])).toThrow(/score index 0: expected 1 positive and 0 negative rows \(as the count table counts\), found 2 and 0/);
    expect(() => rowGroup(labels, [{ ct, rank: Int32Array.from([0, 3, 1, 1]) }])).toThrow(/row 1: expected a rank in 0…2/);
    expect(() => rowGroup(labels.subarray(0, 3), [{ ct, rank: Int32Array.from([0, 2, 1]) }])).toThrow(/a count table of the same rows/);
  });

  it('quantile7 is R type 7', () => {
    // R: quantile(c(1, 2, 3, 4, 10), c(0.025, 0.5, 0.975)) = 1.1, 3.0, 9.4
    const q = quantile7([10, 2, 4, 1, 3], [0.025, 0.5, 0.975]);
    expect(q[0]).toBeCloseTo(1.1, 12);
    expect(q[1]).toBe(3);
    expect(q[2]).toBeCloseTo(9.4, 12);
  });
});

describe('coverage of the 95 % percentile interval', () => {
  // Negatives N(0, 1), positives N(μ, 1): true AUROC = Φ(μ/√2). 500 datasets of 60 positives and 90 negatives, 400
  // stratified resamples each (enough for the 2.5 % and 97.5 % quantiles; the test's tolerance is the 93–97 %,
  // ±2 points around 95 %, about 2 binomial standard errors for 500 datasets).
  it('covers the true AUROC in 93–97 % of 500 datasets', () => {
    const mu = 1;
    const truth = normalCdf(mu / Math.SQRT2);
    const rnd = mulberry32(20251125);
    const P = 60;
    const N = 90;
    const labels = Uint8Array.from({ length: P + N }, (_, i) => (i < P ? 1 : 0));
    let covered = 0;
    const sets = 500;
    for (let d = 0; d < sets; d++) {
      const scores = Float64Array.from({ length: P + N }, (_, i) => normal(rnd) + (i < P ? mu : 0));
      const plan = planOf(labels, [scores], { resamples: 400, seed: d });
      const run = bootstrapRange(plan, 0, plan.resamples);
      const [lo, hi] = percentileCi(statColumn(plan, run, 0, 0), 0.95);
      if (lo <= truth && truth <= hi) covered++;
    }
    const share = covered / sets;
    expect(share).toBeGreaterThanOrEqual(0.93);
    expect(share).toBeLessThanOrEqual(0.97);
  }, 120_000);
});

describe('heatmap win probabilities', () => {
  // 3 positives and 3 negatives: 3³ · 3³ = 729 equally likely ordered stratified resamples, enumerated here. Each
  // resample's tables are rebuilt from the drawn rows by sorting (countTableFromScores), not from the weights.
  const labels = Uint8Array.from([1, 1, 1, 0, 0, 0]);
  const a = Float64Array.from([0.9, 0.6, 0.3, 0.5, 0.2, 0.1]);
  const b = Float64Array.from([0.4, 0.8, 0.7, 0.6, 0.3, 0.2]);
  const alphas = [0.5, 0.7];
  const kappas = [2, 4];
  const cost = { t: [0.2, 0.6] as [number, number] };
  const tie = 0.01;

  function exact(): number[][][] {
    const dist = tDistribution(cost, 3, 3);
    const wins = alphas.map(() => kappas.map(() => [0, 0]));
    const pos = [0, 1, 2];
    const neg = [3, 4, 5];
    for (let x = 0; x < 27; x++) {
      const pr = [x % 3, Math.floor(x / 3) % 3, Math.floor(x / 9)].map((i) => pos[i]);
      for (let y = 0; y < 27; y++) {
        const nr = [y % 3, Math.floor(y / 3) % 3, Math.floor(y / 9)].map((i) => neg[i]);
        const rows = [...pr, ...nr];
        const ls = rows.map((r) => labels[r]);
        const models = [a, b].map((s, k) => ({ name: `m${k}`, roc: rocCurve(countTableFromScores(ls, rows.map((r) => s[r]))) }));
        const res = winnerHeatmap(models, alphas, kappas, dist, tie);
        res.cells.forEach((row, i) => row.forEach((c, j) => c.winners.forEach((w) => wins[i][j][Number(w.slice(1))]++)));
      }
    }
    return wins.map((row) => row.map((c) => c.map((v) => v / 729)));
  }

  it('match the exact enumeration (20,000 resamples, within 0.02)', () => {
    const plan = planOf(labels, [a, b], { resamples: 20000, heatmap: { alphas, kappas, cost, tie } });
    const run = bootstrapRange(plan, 0, plan.resamples);
    const ex = exact();
    let maxDiff = 0;
    let informative = 0;
    ex.forEach((row, i) =>
      row.forEach((c, j) =>
        c.forEach((p, k) => {
          const est = run.wins[(i * kappas.length + j) * 2 + k] / plan.resamples;
          if (p > 0.05 && p < 0.95) informative++;
          maxDiff = Math.max(maxDiff, Math.abs(est - p));
        }),
      ),
    );
    expect(informative).toBeGreaterThan(0); // the case is not trivial: some win probabilities are far from 0 and 1
    expect(maxDiff).toBeLessThan(0.02);
  }, 60_000);
});

describe('reproducibility', () => {
  const rnd = mulberry32(9);
  const n = 400;
  const labels = Uint8Array.from({ length: n }, () => (rnd() < 0.2 ? 1 : 0));
  const scores = [0, 1].map((m) => Float64Array.from({ length: n }, (_, i) => normal(rnd) + labels[i] * (1 + m / 2)));
  const plan = planOf(labels, scores, {
    resamples: 60,
    partialAuroc: [[0, 0.2]],
    voros: [[0, 1]],
    scenarios: [{ name: 's', precision: 0.4, capacity: '20%', cost: { t: [0.1, 0.5] } }],
    heatmap: { alphas: [0.3, 0.5], kappas: [40, 120], cost: { t: [0.1, 0.5] }, tie: 0.01 },
  });
  const whole = bootstrapRange(plan, 0, plan.resamples);

  it('any split into ranges gives the same values and win counts', () => {
    const split = joinParts(plan, [bootstrapRange(plan, 37, 60), bootstrapRange(plan, 0, 13), bootstrapRange(plan, 13, 37)]);
    expect(Buffer.from(split.values.buffer).equals(Buffer.from(whole.values.buffer))).toBe(true);
    expect(Array.from(split.wins)).toEqual(Array.from(whole.wins));
    expect(statNames(plan)).toEqual(['auroc', 'auprc', 'partialAuroc.area.0', 'partialAuroc.mcclish.0', 'voros.0', 'scenario.0']);
  });

  it('worker threads give the same result as one thread', async () => {
    const viaWorkers = await runBootstrap(plan, { ROCSITE_BOOTSTRAP_WORKERS: '2' });
    expect(Buffer.from(viaWorkers.values.buffer).equals(Buffer.from(whole.values.buffer))).toBe(true);
    expect(Array.from(viaWorkers.wins)).toEqual(Array.from(whole.wins));
  }, 60_000);
});
