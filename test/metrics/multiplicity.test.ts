/**
 * Holm's adjustment against hand-worked values (the definition applied by hand, as R's `p.adjust(p, "holm")` does) and
 * its defining property: rejecting where p̃ < α is the step-down procedure itself.
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { holm } from '../../src/lib/metrics/multiplicity';

describe('holm', () => {
  it('the aSAH report’s three paired DeLong tests (s100b–ndka, s100b–wfns, ndka–wfns)', () => {
    // sorted 0.005146 · 3 = 0.015438, then max(0.015438, 0.02718 · 2) = 0.05436, then max(0.05436, 0.1643 · 1) = 0.1643
    const a = holm([0.1643, 0.02718, 0.005146]);
    expect(a[0]).toBeCloseTo(0.1643, 12);
    expect(a[1]).toBeCloseTo(0.05436, 12);
    expect(a[2]).toBeCloseTo(0.015438, 12);
  });

  it('hand-worked: monotone step-down, capped at 1, ties, and undefined tests left out of m', () => {
    // sorted 0.01, 0.02, 0.03, 0.5 with m = 4: 0.04, max(0.04, 0.06) = 0.06, max(0.06, 0.06) = 0.06, max(0.06, 0.5) = 0.5
    expect(holm([0.03, 0.5, 0.01, 0.02])).toEqual([0.06, 0.5, 0.04, 0.06]);
    expect(holm([0.6, 0.7])).toEqual([1, 1]);
    expect(holm([0.02, 0.02])).toEqual([0.04, 0.04]);
    expect(holm([0.01, null, NaN, 0.04])).toEqual([0.02, null, null, 0.04]);
    expect(holm([])).toEqual([]);
    expect(holm([0.3])).toEqual([0.3]);
  });

  it('property: p̃ ≥ p, p̃ ≤ 1, order kept, and p̃ < α exactly where the step-down procedure rejects', () => {
    fc.assert(
      fc.property(fc.array(fc.double({ min: 0, max: 1, noNaN: true }), { minLength: 1, maxLength: 12 }), fc.double({ min: 0.001, max: 0.2, noNaN: true }), (p, alpha) => {
        const a = holm(p) as number[];
        const m = p.length;
        const order = p.map((_, i) => i).sort((i, j) => p[i] - p[j] || i - j);
        // Step-down: reject H₍ₖ₎ while p₍ₖ₎ < α/(m − k + 1), stop at the first that does not.
        const reject = new Set<number>();
        for (let k = 0; k < m; k++) {
          if (p[order[k]] * (m - k) < alpha) reject.add(order[k]);
          else break;
        }
        return p.every((x, i) => a[i] >= x - 1e-15 && a[i] <= 1 && (a[i] < alpha) === reject.has(i)) &&
          order.every((i, k) => k === 0 || a[order[k - 1]] <= a[i]);
      }),
      { numRuns: 2000 },
    );
  });
});
