/**
 * argmaxRuns / argminRuns of the Dutch Draw JSON: maximal runs of consecutive θ* = k/M, against a brute force; a set
 * kept as a range of k gives the JSON of its list.
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { ddJson } from '../../src/lib/report/dutch-draw-json';
import { ddAllBaselines, ddAllBaselineSets, thetaList } from '../../src/lib/metrics/dutch-draw';
import { MEASURES } from '../../src/lib/metrics/measures';

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
        const j = ddJson({ max: 1, min: 0, argmax: { list: thetas }, argmin: { list: [] } }, M);
        expect(j.argmaxRuns).toEqual(expected);
        expect(j.argminRuns).toEqual([]);
        // A range of k is the same set: listed, it gives the same JSON.
        if (sorted.length) {
          const lo = sorted[0];
          const hi = sorted[sorted.length - 1];
          const range = ddJson({ max: 1, min: 0, argmax: { range: [lo, hi] }, argmin: { list: [] } }, M);
          const listed = ddJson({ max: 1, min: 0, argmax: { list: Array.from({ length: hi - lo + 1 }, (_, i) => (lo + i) / M) }, argmin: { list: [] } }, M);
          expect(range).toEqual(listed);
        }
      }),
    );
  });

  it('baselines with ranges list to the baselines of ddAllBaselines', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 200 }), fc.integer({ min: 0, max: 200 }), fc.constantFrom(0.5, 1, 2), (M, p, beta) => {
        const P = p % (M + 1);
        const sets = ddAllBaselineSets(P, M, beta);
        const lists = ddAllBaselines(P, M, beta);
        for (const m of MEASURES) {
          expect({ ...sets[m], argmax: thetaList(sets[m].argmax, M), argmin: thetaList(sets[m].argmin, M) }).toEqual(lists[m]);
        }
      }),
      { numRuns: 60 },
    );
  });
});
