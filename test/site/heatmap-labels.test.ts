/**
 * The heatmap's words and numbers (src/lib/charts/heatmap-labels.ts), shared by the build, the what-if panel and print:
 * hand-written expectations.
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { TIE_MARK, categoryKey, categoryLabel, cellTip, compareCategories, kappaLabel, modelKey } from '../../src/lib/charts/heatmap-labels';

const order = ['NEWS', 'ML', 'RI'];

describe('heatmap labels', () => {
  it('κ label: share of |D|, whole percent from 10 %, one decimal from 1 %, two significant digits below', () => {
    expect(kappaLabel(500, 1000)).toBe('50%');
    expect(kappaLabel(125, 1000)).toBe('13%'); // 12.5 is exact in binary: toFixed(0) rounds the half up
    expect(kappaLabel(25, 1000)).toBe('2.5%');
    expect(kappaLabel(20, 1000)).toBe('2%');
    expect(kappaLabel(5, 1000)).toBe('0.5%');
    expect(kappaLabel(1234, 1_000_000)).toBe('0.12%');
    expect(kappaLabel(1000, 1000)).toBe('100%');
  });

  it('category label and key: report model order whatever the winners order; numbers from 1', () => {
    expect(TIE_MARK).toBe('≈');
    expect(categoryLabel(['ML'], order)).toBe('ML');
    expect(categoryLabel(['RI', 'NEWS'], order)).toBe('NEWS ≈ RI');
    expect(categoryLabel(['RI', 'ML', 'NEWS'], order)).toBe('NEWS ≈ ML ≈ RI');
    expect(categoryLabel([], order)).toBe('no model (partial VOROS 0)');
    expect(modelKey('NEWS', order)).toBe('1');
    expect(modelKey('RI', order)).toBe('3');
    expect(modelKey('other', order)).toBe('?');
    expect(categoryKey(['ML'], order)).toBe('2');
    expect(categoryKey(['RI', 'NEWS'], order)).toBe('1≈3');
    expect(categoryKey(['RI', 'ML', 'NEWS'], order)).toBe('1≈2≈3');
    expect(categoryKey([], order)).toBe('—');
  });

  it('every model has a number, always: keys of any tie name each model by its position, never "?" (even for a model that never wins alone)', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.string({ minLength: 1, maxLength: 6 }), { minLength: 2, maxLength: 7 }),
        fc.func(fc.boolean()),
        (names, pick) => {
          // A tie of at least two models chosen from the report order; no model needs to win alone anywhere.
          let winners = names.filter((n) => pick(n));
          if (winners.length < 2) winners = names.slice(0, 2);
          const key = categoryKey([...winners].reverse(), names);
          expect(key).not.toContain('?');
          const nums = key.split(TIE_MARK).map(Number);
          expect(nums).toEqual(winners.map((w) => names.indexOf(w) + 1).sort((a, b) => a - b));
        },
      ),
    );
  });

  it('legend order: single winners in model order, then ties by their first model, then by label', () => {
    const cats = [['NEWS', 'RI'], ['RI'], ['ML', 'RI'], ['NEWS'], ['NEWS', 'ML'], ['ML'], ['NEWS', 'ML', 'RI']];
    const sorted = [...cats].sort((a, b) => compareCategories(a, b, order)).map((w) => categoryLabel(w, order));
    expect(sorted).toEqual(['NEWS', 'ML', 'RI', 'NEWS ≈ ML', 'NEWS ≈ ML ≈ RI', 'NEWS ≈ RI', 'ML ≈ RI']);
  });

  it('tooltip: α, κ as count and share, the category and every PV in model order; the panel adds its t range', () => {
    const pv = { RI: 0.25, NEWS: 0.5, ML: 0.495 };
    const tip = cellTip(0.3, 1234.4, 10_000, ['ML', 'NEWS'], order, pv);
    expect(tip).toBe('α = 0.300, κ = 1\u202f234.4 (12% of |D|)\nwinner: NEWS ≈ ML\npartial VOROS: NEWS 0.500, ML 0.495, RI 0.250');
    expect(cellTip(0.3, 1234.4, 10_000, ['ML', 'NEWS'], order, pv, [0.1, 0.55])).toBe(`${tip}\n(t ∈ [0.10, 0.55])`);
  });
});
