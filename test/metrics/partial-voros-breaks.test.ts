/**
 * The exact integrator's breakpoints without allocation (cornerBreaksInto, partial-voros-integral.ts) are the values
 * of the definition — lo, every τ where the iso-performance line through (h, k) crosses a corner of K strictly inside
 * (lo, hi), hi — sorted as a stable sort would, bit for bit (Object.is, so −0 and 0 are told apart).
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { cornerBreaksInto } from '../../src/lib/metrics/partial-voros-integral';
import type { Point } from '../../src/lib/metrics/types';

/** The definition, written here: collect, then Array.prototype.sort (stable). */
function breaks(K: Point[], h: number, k: number, lo: number, hi: number, param: 't' | 's'): number[] {
  const br = [lo];
  for (const [x, y] of K) {
    const dx = x - h;
    const dy = y - k;
    const den = param === 't' ? dx + dy : dx;
    if (den === 0) continue;
    const tau = dy / den;
    if (tau > lo && tau < hi) br.push(tau);
  }
  br.push(hi);
  return br.sort((a, b) => a - b);
}

describe('cornerBreaksInto', () => {
  it('writes the sorted breakpoints of the definition (corners on a coarse grid: ties, −0, empty ranges)', () => {
    const coord = fc.integer({ min: -2, max: 10 }).map((i) => (i === -2 ? -0 : i / 8));
    const tau = fc.oneof(fc.integer({ min: -4, max: 12 }).map((i) => (i === -4 ? -0 : i / 8)), fc.double({ min: -1, max: 3, noNaN: true }));
    fc.assert(
      fc.property(fc.array(fc.tuple(coord, coord), { minLength: 1, maxLength: 6 }), coord, coord, tau, tau, fc.constantFrom<'t' | 's'>('t', 's'), (K, h, k, lo, hi, param) => {
        const out = new Float64Array(K.length + 2);
        const n = cornerBreaksInto(K as Point[], h, k, lo, hi, param, out);
        const want = breaks(K as Point[], h, k, lo, hi, param);
        expect(n).toBe(want.length);
        for (let i = 0; i < n; i++) expect(Object.is(out[i], want[i]), `${i}: ${out[i]} vs ${want[i]}`).toBe(true);
      }),
      { numRuns: 3000 },
    );
  });
});
