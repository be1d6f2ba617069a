/**
 * What a report keeps of per-example rows given in pieces (src/lib/metrics/paired-rows.ts, resample.ts
 * RowGroupBuilder): the rows grouped by rank, built here by sorting, and DeLong's pair sums, counted here pair by pair —
 * whatever the pieces.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { countTableFromScores } from '../../src/lib/metrics/counts';
import { PairedRows } from '../../src/lib/metrics/paired-rows';
import { RowGroupBuilder, rowRanks } from '../../src/lib/metrics/resample';

/** 2N·V10 of positive row r (x10) or 2P·V01 of negative row r (x01), counted against every row of the other class. */
function placement(labels: number[], s: number[], r: number): number {
  let x = 0;
  labels.forEach((l, j) => {
    if (l === labels[r]) return;
    const [hi, lo] = labels[r] === 1 ? [s[r], s[j]] : [s[j], s[r]];
    x += hi > lo ? 2 : hi === lo ? 1 : 0;
  });
  return x;
}

describe('per-example rows in pieces', () => {
  it('property: the rows grouped by rank (by sorting) and the pair sums (pair by pair), for any cut into pieces', () => {
    const data = fc
      .record({ n: fc.integer({ min: 2, max: 50 }), models: fc.integer({ min: 1, max: 4 }), levels: fc.integer({ min: 1, max: 9 }) })
      .chain((c) =>
        fc.record({
          c: fc.constant(c),
          labels: fc.array(fc.integer({ min: 0, max: 1 }), { minLength: c.n, maxLength: c.n }).filter((l) => l.includes(0) && l.includes(1)),
          scores: fc.array(fc.array(fc.integer({ min: 0, max: c.levels }), { minLength: c.n, maxLength: c.n }), { minLength: c.models, maxLength: c.models }),
          cuts: fc.array(fc.nat(c.n), { maxLength: 5 }),
        }),
      );
    fc.assert(
      fc.property(data, ({ c, labels, scores, cuts }) => {
        const label = Uint8Array.from(labels);
        const cts = scores.map((s) => countTableFromScores(label, Float64Array.from(s)));
        const ranks = scores.map((s, k) => rowRanks(cts[k], Float64Array.from(s)));
        const pairs = cts.flatMap((_, i) => cts.slice(i + 1).map((__, d): [number, number] => [i, i + 1 + d]));
        const sink = new PairedRows(cts, pairs, (len) => new Int32Array(len));
        const at = [0, ...cuts.sort((x, y) => x - y), c.n];
        for (let k = 1; k < at.length; k++) sink.add(label, ranks, at[k - 1], at[k]);
        const { rowGroup: group, pairSums } = sink.finish();
        const P = labels.filter((l) => l === 1).length;
        const N = c.n - P;
        // Stratum index of row r: its place among the positive rows, or P + its place among the negative rows.
        const stratum = labels.map((l, r) => (l === 1 ? 0 : P) + labels.slice(0, r).filter((x) => x === l).length);
        scores.forEach((s, k) => {
          // Positive rows by decreasing score, then negative rows by decreasing score; row order within a score.
          const order = (cls: number) => labels.map((_, r) => r).filter((r) => labels[r] === cls).sort((x, y) => s[y] - s[x] || x - y);
          expect(Array.from(group!.models[k].byRank!)).toEqual([...order(1), ...order(0)].map((r) => stratum[r]));
          expect(group!.models[k].ct).toBe(cts[k]);
        });
        expect([group!.positives, group!.negatives]).toEqual([P, N]);
        if (P < 2 || N < 2) {
          expect(pairSums).toBeUndefined();
          return;
        }
        expect(pairSums).toEqual(
          pairs.map(([i, j]) => {
            let pos = 0n;
            let neg = 0n;
            labels.forEach((l, r) => {
              const p = BigInt(placement(labels, scores[i], r) * placement(labels, scores[j], r));
              if (l === 1) pos += p;
              else neg += p;
            });
            return { pair: [i, j], sums: { pos, neg } };
          }),
        );
      }),
      { numRuns: 200 },
    );
  });

  it('keeps only what is asked: no group without an allocator, no sums without pairs or below two of a class', () => {
    const label = Uint8Array.from([1, 0, 1, 0, 0]);
    const ct = countTableFromScores(label, Float64Array.from([0.9, 0.1, 0.5, 0.5, 0.2]));
    const rank = rowRanks(ct, Float64Array.from([0.9, 0.1, 0.5, 0.5, 0.2]));
    expect(new PairedRows([ct, ct], []).add(label, [rank, rank]).finish()).toEqual({ pairSums: [] });
    const one = Uint8Array.from([1, 0, 0, 0, 0]);
    const ct1 = countTableFromScores(one, Float64Array.from([0.9, 0.1, 0.5, 0.5, 0.2]));
    expect(new PairedRows([ct1, ct1], [[0, 1]]).add(one, [rank, rank]).finish()).toEqual({});
  });

  it('rows that do not match the count tables are an error naming the row or the score, not a wrong group', () => {
    const label = Uint8Array.from([1, 0, 1, 0]);
    const ct = countTableFromScores(label, Float64Array.from([0.9, 0.1, 0.5, 0.5]));
    const rank = Int32Array.from([0, 2, 1, 1]);
    const builder = () => new RowGroupBuilder([ct]);
    expect(() => builder().add(label, [rank], 0, 2).add(label, [rank], 2, 4).finish()).not.toThrow();
    // A rank out of range in the second piece: its row number counts the rows of the first.
    expect(() => builder().add(label, [rank], 0, 2).add(label, [Int32Array.from([0, 0, 3, 1])], 2, 4)).toThrow(/row 2: expected a rank in 0…2/);
    // Too many rows, too few, or the wrong ones.
    expect(() => builder().add(label, [rank]).add(label, [rank], 0, 1)).toThrow(/row 4: expected 2 positive and 2 negative rows \(as the count tables count\), found more/);
    expect(() => builder().add(label, [rank], 0, 3).finish()).toThrow(/score index 1: expected 1 positive and 1 negative rows \(as the count table counts\), found 1 and 0/);
    expect(() => builder().add(label, [Int32Array.from([0, 2, 0, 1])]).finish()).toThrow(/score index 0: expected 1 positive and 0 negative rows/);
    const other = countTableFromScores(Uint8Array.from([1, 0, 0]), Float64Array.from([1, 2, 3]));
    expect(() => new RowGroupBuilder([ct, other])).toThrow(/expected count tables of the same rows, found 2 \+ 2, 1 \+ 2 examples/);
  });
});
