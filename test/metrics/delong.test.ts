/**
 * DeLong's variance, covariance, interval and paired test: a hand-worked case with every structural component written
 * out, a brute-force double loop over (positive, negative) pairs on random data with ties, and the normal interval.
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { countTableFromScores } from '../../src/lib/metrics/counts';
import { delongCi, delongCovariance, delongCovarianceFromSums, delongPairSums, delongPlacements, delongTest, ExactSum, PairSumsAccumulator } from '../../src/lib/metrics/delong';
import { rowRanks } from '../../src/lib/metrics/resample';

function model(labels: number[], scores: number[]) {
  const ct = countTableFromScores(labels, scores);
  return { ct, rank: rowRanks(ct, scores), pl: delongPlacements(ct) };
}

describe('DeLong, hand-worked', () => {
  // Rows: three positives then two negatives. Model a scores 3, 2, 2 | 2, 1; model b scores 1, 3, 2 | 0, 2.
  const labels = [1, 1, 1, 0, 0];
  const a = model(labels, [3, 2, 2, 2, 1]);
  const b = model(labels, [1, 3, 2, 0, 2]);
  // ψ(x, y) = 1 if x > y, ½ if x = y. Model a:
  //   V10: X=3 → (1 + 1)/2 = 1; X=2 → (½ + 1)/2 = ¾ (twice).   V01: Y=2 → (1 + ½ + ½)/3 = ⅔; Y=1 → 1.
  //   A = (1 + ¾ + ¾)/3 = 5/6 = (⅔ + 1)/2.
  //   S10 = ((1/6)² + 2·(1/12)²)/2 = 1/48; S01 = ((1/6)² + (1/6)²)/1 = 1/18; Var = S10/3 + S01/2 = 5/144.
  // Model b:
  //   V10: X=1 → (1 + 0)/2 = ½; X=3 → 1; X=2 → (1 + ½)/2 = ¾.  V01: Y=0 → 1; Y=2 → (0 + 1 + ½)/3 = ½.  A = ¾.
  //   S10 = (¼² + ¼² + 0)/2 = 1/16; S01 = (¼² + ¼²)/1 = 1/8; Var = 1/48 + 1/16 = 1/12.
  // Covariance, row by row: S10ab = ((1/6)(−¼) + (−1/12)(¼) + (−1/12)(0))/2 = −1/32;
  //   S01ab = ((−1/6)(¼) + (1/6)(−¼))/1 = −1/12; Cov = (−1/32)/3 + (−1/12)/2 = −5/96.
  // z = (5/6 − ¾)/√(5/144 + 1/12 + 2·5/96) = (1/12)/√(32/144) = 1/√32.
  it('structural components', () => {
    const va = [0, 1, 2].map((r) => a.pl.v10[a.rank[r]]);
    expect(va).toEqual([1, 0.75, 0.75]);
    expect([3, 4].map((r) => a.pl.v01[a.rank[r]])).toEqual([2 / 3, 1].map((x) => expect.closeTo(x, 15)));
    expect([0, 1, 2].map((r) => b.pl.v10[b.rank[r]])).toEqual([0.5, 1, 0.75]);
    expect([3, 4].map((r) => b.pl.v01[b.rank[r]])).toEqual([1, 0.5]);
  });
  it('AUROC, variance, covariance, z', () => {
    expect(a.pl.auroc).toBeCloseTo(5 / 6, 15);
    expect(b.pl.auroc).toBeCloseTo(3 / 4, 15);
    expect(a.pl.variance).toBeCloseTo(5 / 144, 15);
    expect(b.pl.variance).toBeCloseTo(1 / 12, 15);
    const cov = delongCovariance(a.pl, b.pl, labels, a.rank, b.rank);
    expect(cov).toBeCloseTo(-5 / 96, 15);
    const t = delongTest(a.pl, b.pl, cov);
    expect(t.z).toBeCloseTo(1 / Math.sqrt(32), 14);
    // Two-sided p for z = 0.1767767: 2·(1 − Φ(0.1767767)) = 0.859684 (normal table).
    expect(t.p).toBeCloseTo(0.859684, 5);
  });
  it('interval A ± 1.959964·√Var, clipped to [0, 1]', () => {
    const [lo, hi] = delongCi(a.pl, 0.95);
    expect(lo).toBeCloseTo(5 / 6 - 1.959963985 * Math.sqrt(5 / 144), 8);
    expect(hi).toBe(1);
    // pROC 1.18 on the same five rows: ci.auc(method = "delong") = 0.468115608093091, 0.833333333333333, 1 (clipped),
    // and roc.test(method = "delong", paired = TRUE) Z = 0.176776695296637.
    expect(Math.abs(lo - 0.468115608093091)).toBeLessThan(1e-12);
    const t = delongTest(a.pl, b.pl, delongCovariance(a.pl, b.pl, labels, a.rank, b.rank));
    expect(Math.abs(t.z - 0.176776695296637)).toBeLessThan(1e-12);
  });
});

describe('DeLong against a brute-force double loop', () => {
  it('variance and covariance on random data with ties', () => {
    fc.assert(
      fc.property(
        fc.array(fc.tuple(fc.boolean(), fc.integer({ min: 0, max: 6 }), fc.integer({ min: 0, max: 6 })), { minLength: 4, maxLength: 40 }),
        (rows) => {
          const labels = rows.map((r) => (r[0] ? 1 : 0));
          const P = labels.filter((l) => l === 1).length;
          const N = labels.length - P;
          fc.pre(P >= 2 && N >= 2);
          const sa = rows.map((r) => r[1]);
          const sb = rows.map((r) => r[2]);
          const psi = (x: number, y: number) => (x > y ? 1 : x === y ? 0.5 : 0);
          const comps = (s: number[]) => {
            const pos = s.filter((_, i) => labels[i] === 1);
            const neg = s.filter((_, i) => labels[i] === 0);
            const v10 = pos.map((x) => neg.reduce((t, y) => t + psi(x, y), 0) / N);
            const v01 = neg.map((y) => pos.reduce((t, x) => t + psi(x, y), 0) / P);
            const A = v10.reduce((t, v) => t + v, 0) / P;
            return { v10, v01, A };
          };
          const ca = comps(sa);
          const cb = comps(sb);
          const S = (u: number[], v: number[], mu: number, mv: number) => u.reduce((t, x, i) => t + (x - mu) * (v[i] - mv), 0) / (u.length - 1);
          const varA = S(ca.v10, ca.v10, ca.A, ca.A) / P + S(ca.v01, ca.v01, ca.A, ca.A) / N;
          const cov = S(ca.v10, cb.v10, ca.A, cb.A) / P + S(ca.v01, cb.v01, ca.A, cb.A) / N;
          const a = model(labels, sa);
          const b = model(labels, sb);
          expect(a.pl.auroc).toBeCloseTo(ca.A, 12);
          expect(a.pl.variance).toBeCloseTo(varA, 12);
          expect(delongCovariance(a.pl, b.pl, labels, a.rank, b.rank)).toBeCloseTo(cov, 12);
        },
      ),
      { numRuns: 200, seed: 7 },
    );
  });
});

describe('exact pair sums', () => {
  it('ExactSum carries into a bigint before a double would round (sums and products beyond 2^53)', () => {
    const s = new ExactSum();
    let big = 0n;
    // 2^52 + 1 four times: the running double would reach 2^54 + 4, where an odd total is not representable.
    for (let i = 0; i < 4; i++) {
      s.add(2 ** 52 + 1);
      big += 2n ** 52n + 1n;
    }
    s.add(3);
    big += 3n;
    expect(s.value()).toBe(big);
    // 2^27 + 1 squared = 2^54 + 2^28 + 1: the double product rounds it; addProduct does not.
    const p = new ExactSum();
    p.addProduct(2 ** 27 + 1, 2 ** 27 + 1);
    p.addProduct(5, 7);
    expect(p.value()).toBe((2n ** 27n + 1n) ** 2n + 35n);
  });

  it('property: pair sums are Σ x10a·x10b over positives and Σ x01a·x01b over negatives, counted by brute force', () => {
    fc.assert(
      fc.property(
        fc.array(fc.tuple(fc.boolean(), fc.integer({ min: 0, max: 5 }), fc.integer({ min: 0, max: 5 })), { minLength: 4, maxLength: 40 }),
        (rows) => {
          const labels = rows.map((r) => (r[0] ? 1 : 0));
          const P = labels.filter((l) => l === 1).length;
          const N = labels.length - P;
          fc.pre(P >= 2 && N >= 2);
          const sa = rows.map((r) => r[1]);
          const sb = rows.map((r) => r[2]);
          // x10 of a positive row = 2·(negatives strictly below) + (negatives tied); x01 of a negative row likewise
          // with the positives above — i.e. 2N·V10 and 2P·V01 counted pair by pair.
          const x = (s: number[], r: number) =>
            labels.reduce((t: number, l, j) => (l === labels[r] ? t : t + (labels[r] === 1 ? (s[r] > s[j] ? 2 : s[r] === s[j] ? 1 : 0) : s[j] > s[r] ? 2 : s[j] === s[r] ? 1 : 0)), 0);
          let pos = 0n;
          let neg = 0n;
          labels.forEach((l, r) => {
            if (l === 1) pos += BigInt(x(sa, r) * x(sb, r));
            else neg += BigInt(x(sa, r) * x(sb, r));
          });
          const a = model(labels, sa);
          const b = model(labels, sb);
          const sums = delongPairSums(a.pl, b.pl, labels, a.rank, b.rank);
          expect(sums).toEqual({ pos, neg });
          // The covariance from the sums is the row-by-row float formula's value (here to 1e-14).
          let c10 = 0;
          let c01 = 0;
          labels.forEach((l, r) => {
            if (l === 1) c10 += (a.pl.v10[a.rank[r]] - a.pl.auroc) * (b.pl.v10[b.rank[r]] - b.pl.auroc);
            else c01 += (a.pl.v01[a.rank[r]] - a.pl.auroc) * (b.pl.v01[b.rank[r]] - b.pl.auroc);
          });
          expect(delongCovarianceFromSums(a.pl, b.pl, sums)).toBeCloseTo(c10 / (P - 1) / P + c01 / (N - 1) / N, 14);
          // Row order does not change the sums.
          const perm = labels.map((_, i) => i).reverse();
          const sums2 = delongPairSums(a.pl, b.pl, perm.map((i) => labels[i]), perm.map((i) => a.rank[i]), perm.map((i) => b.rank[i]));
          expect(sums2).toEqual(sums);
        },
      ),
      { numRuns: 200, seed: 11 },
    );
  });

  it('property: exact for placements up to 2³² − 1 and across the 2¹⁹-row carry (bigint sums written here)', () => {
    // Placements as 10⁸- or 10⁹-row data give them (x10 ≤ 2N, x01 ≤ 2P): products far beyond 2⁵³, sums beyond 2⁶⁴.
    const placements = (x10: number[], x01: number[], P: number, N: number) =>
      ({ x10: Float64Array.from(x10), x01: Float64Array.from(x01), P, N }) as unknown as ReturnType<typeof delongPlacements>;
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 6 }).chain((m) =>
          fc.record({
            a10: fc.array(fc.integer({ min: 0, max: 2 ** 32 - 1 }), { minLength: m, maxLength: m }),
            a01: fc.array(fc.integer({ min: 0, max: 2 ** 32 - 1 }), { minLength: m, maxLength: m }),
            b10: fc.array(fc.integer({ min: 0, max: 2 ** 32 - 1 }), { minLength: m, maxLength: m }),
            b01: fc.array(fc.integer({ min: 0, max: 2 ** 32 - 1 }), { minLength: m, maxLength: m }),
            rows: fc.array(fc.tuple(fc.boolean(), fc.nat(m - 1), fc.nat(m - 1)), { minLength: 1, maxLength: 60 }),
            repeat: fc.constantFrom(1, 3, 9000),
            cuts: fc.array(fc.double({ min: 0, max: 1, noNaN: true }), { maxLength: 6 }),
          }),
        ),
        ({ a10, a01, b10, b01, rows, repeat, cuts }) => {
          // `repeat` copies of the rows: 9000 × up to 60 rows crosses the 2¹⁹-row block.
          const all = Array.from({ length: repeat }, () => rows).flat();
          const label = Uint8Array.from(all, (r) => (r[0] ? 1 : 0));
          const rankA = Int32Array.from(all, (r) => r[1]);
          const rankB = Int32Array.from(all, (r) => r[2]);
          let pos = 0n;
          let neg = 0n;
          for (const [l, i, j] of rows) {
            if (l) pos += BigInt(a10[i]) * BigInt(b10[j]);
            else neg += BigInt(a01[i]) * BigInt(b01[j]);
          }
          const P = 2 ** 31 - 1; // the largest row count whose placements stay below 2³²
          const fast = delongPairSums(placements(a10, a01, P, P), placements(b10, b01, P, P), label, rankA, rankB);
          expect(fast).toEqual({ pos: pos * BigInt(repeat), neg: neg * BigInt(repeat) });
          // The rows added in pieces (as a file is read in chunks), cut anywhere, also across the carry: the same sums.
          const at = [0, ...cuts.map((c) => Math.floor(c * label.length)).sort((x, y) => x - y), label.length];
          const acc = new PairSumsAccumulator(placements(a10, a01, P, P), placements(b10, b01, P, P));
          for (let k = 1; k < at.length; k++) acc.add(label, rankA, rankB, at[k - 1], at[k]);
          expect(acc.sums()).toEqual(fast);
          // Beyond: the ExactSum path, the same sums.
          const slow = delongPairSums(placements(a10, a01, 2 ** 31, 3), placements(b10, b01, 2 ** 31, 3), label, rankA, rankB);
          expect(slow).toEqual(fast);
        },
      ),
      { numRuns: 60 },
    );
  });

  it('2²³ rows of the largest placements: the partial sums would pass 2⁵³ without the carry every 2¹⁹ rows', () => {
    const n = 2 ** 23;
    const x = 2 ** 32 - 1;
    const pl = { x10: Float64Array.of(x), x01: Float64Array.of(x), P: 2 ** 31 - 1, N: 2 ** 31 - 1 } as unknown as ReturnType<typeof delongPlacements>;
    const label = new Uint8Array(n).fill(1, 0, n / 2);
    const rank = new Int32Array(n);
    const half = BigInt(n / 2) * BigInt(x) * BigInt(x);
    expect(delongPairSums(pl, pl, label, rank, rank)).toEqual({ pos: half, neg: half });
    // In chunks of 2,047 rows, whose ends never fall on a block's end: the carry still every 2¹⁹ rows.
    const acc = new PairSumsAccumulator(pl, pl);
    for (let from = 0; from < n; from += 2047) acc.add(label, rank, rank, from, Math.min(n, from + 2047));
    expect(acc.sums()).toEqual({ pos: half, neg: half });
  });
});
