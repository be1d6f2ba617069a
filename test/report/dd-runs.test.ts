/** argmaxRuns / argminRuns of the Dutch Draw JSON: maximal runs of consecutive θ* = k/M, against a brute force. */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { ddJson } from '../../src/lib/report/dutch-draw-json';

describe('Dutch Draw runs', () => {
  it('are the maximal runs of consecutive k in θ* = k/M', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 60 }), fc.uniqueArray(fc.integer({ min: 0, max: 60 })), (M, ks) => {
        const sorted = ks.filter((k) => k <= M).sort((a, b) => a - b);
        const thetas = sorted.map((k) => k / M);
        // Brute force: a run starts at k when k − 1 is absent and ends at the first absent k + j.
        const set = new Set(sorted);
        const expected: [number, number][] = [];
        for (const k of sorted) {
          if (set.has(k - 1)) continue;
          let e = k;
          while (set.has(e + 1)) e++;
          expected.push([k / M, e / M]);
        }
        const b = { max: 1, min: 0, argmax: thetas, argmin: [] as number[] };
        const j = ddJson(b as unknown as Parameters<typeof ddJson>[0], M);
        expect(j.argmaxRuns).toEqual(expected);
        expect(j.argminRuns).toEqual([]);
      }),
    );
  });
});
