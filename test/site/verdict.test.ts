/**
 * A scenario's verdict in words (src/lib/site/verdict.ts), said by the summary box for each scenario and by the
 * what-if panel for the constraints a reader sets: hand-written expectations.
 */
import { describe, expect, it } from 'vitest';
import { constraintsText, nameList, verdict, verdictLine } from '../../src/lib/site/verdict';

describe('scenario verdict', () => {
  it('one best model, with the next one (the highest of the others, the first in order among equals)', () => {
    expect(verdict(['a', 'b', 'c'], [0.31, 0.5224, 0.31])).toEqual({ winner: 'b', best: ['b'], top: 0.5224, next: { name: 'a', pv: 0.31 }, text: 'b (partial VOROS 0.522; next a, 0.310).' });
    expect(verdict(['only'], [0.4])).toEqual({ winner: 'only', best: ['only'], top: 0.4, text: 'only (partial VOROS 0.400).' });
  });

  it('a tie (within the scenario tie, 1e-12) names every tied model; no model above 0 is no winner', () => {
    // The next model of a tie is the best of the others, not a tied one.
    expect(verdict(['a', 'b', 'c'], [0.5, 0.2, 0.5 - 1e-13])).toEqual({ winner: null, best: ['a', 'c'], top: 0.5, next: { name: 'b', pv: 0.2 }, text: 'no clear winner: a and c tie (partial VOROS 0.500).' });
    const none = { winner: null, best: [], top: 0, text: 'no clear winner: no model reaches the feasible region except by never alerting (partial VOROS 0).' };
    expect(verdict(['a', 'b'], [0, 0])).toEqual(none);
    expect(verdict([], [])).toEqual(none);
  });

  it('the what-if line: the constraints (κ alerts rounded down), the t range, the verdict', () => {
    expect(constraintsText(0.6, 33.9)).toBe('precision ≥ 0.60, at most 33 alerts');
    expect(constraintsText(0.4, 7258)).toBe('precision ≥ 0.40, at most 7\u202f258 alerts');
    expect(verdictLine(['x', 'y'], [0.1, 0.25], 0.8, 20, 0.2, 0.6)).toEqual({
      line: 'Best at precision ≥ 0.80, at most 20 alerts, t from 0.20 to 0.60: y (partial VOROS 0.250; next x, 0.100).',
      best: ['y'],
    });
    expect(nameList(['a', 'b', 'c'])).toBe('a, b and c');
  });
});
