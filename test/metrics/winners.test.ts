/**
 * The one winner rule (PV ≥ best − tie, inclusive) at tie boundaries, with hand-written expectations. Floating-point
 * facts used: 0.3 − 0.01 === 0.29 (so PV 0.29 is exactly on the boundary) while 0.3 − 0.29 = 0.010000000000000009 > 0.01
 * (so a rule written as `best − pv ≤ tie` would reject it).
 */
import { describe, expect, it } from 'vitest';
import { SCENARIO_TIE, bestModels, isWinner, winnerIndices } from '../../src/lib/metrics/winners';
import { MetricInputError } from '../../src/lib/metrics/errors';

describe('winner rule', () => {
  it('best 0.3, PV 0.29, tie 0.01: a winner (the boundary is inclusive)', () => {
    expect(0.3 - 0.01).toBe(0.29);
    expect(0.3 - 0.29 > 0.01).toBe(true);
    expect(isWinner(0.29, 0.3, 0.01)).toBe(true);
    expect(winnerIndices([0.3, 0.29], 0.01)).toEqual([0, 1]);
  });

  it('one ulp below the boundary loses, the boundary itself and above win', () => {
    const below = 0.29 - Number.EPSILON * 0.29;
    expect(below < 0.29).toBe(true);
    expect(isWinner(below, 0.3, 0.01)).toBe(false);
    expect(winnerIndices([below, 0.3, 0.295], 0.01)).toEqual([1, 2]);
  });

  it('tie 0 keeps exact ties only; equal PVs all win; input order is kept', () => {
    expect(winnerIndices([0.5, 0.5, 0.4999999999999999], 0)).toEqual([0, 1]);
    expect(winnerIndices([0, 0, 0], 0)).toEqual([0, 1, 2]);
    expect(winnerIndices([0.1, 0.7, 0.2, 0.7], 0.01)).toEqual([1, 3]);
    expect(winnerIndices([], 0.01)).toEqual([]);
  });

  it('scenario tie: 1e-12; differences of 1e-13 tie, of 1e-11 do not', () => {
    expect(SCENARIO_TIE).toBe(1e-12);
    expect(winnerIndices([0.4, 0.4 - 1e-13], SCENARIO_TIE)).toEqual([0, 1]);
    expect(winnerIndices([0.4, 0.4 - 1e-11], SCENARIO_TIE)).toEqual([0]);
  });

  it('rejects a negative or NaN tie', () => {
    expect(() => winnerIndices([0.1], -0.01)).toThrow(MetricInputError);
    expect(() => winnerIndices([0.1], NaN)).toThrow(MetricInputError);
  });

  it('the models marked best: the winners, none when the best partial VOROS is 0 (never alarming only, or an empty region)', () => {
    expect(bestModels([0.2, 0.5, 0.495], 0.01)).toEqual([1, 2]);
    expect(bestModels([0.2, 0.5, 0.4], SCENARIO_TIE)).toEqual([1]);
    expect(bestModels([0, 0, 0], SCENARIO_TIE)).toEqual([]);
    expect(bestModels([0, 1e-300], SCENARIO_TIE)).toEqual([0, 1]);
    expect(bestModels([], SCENARIO_TIE)).toEqual([]);
  });
});
