/**
 * Threshold measures (Dutch Draw paper, Table 1 definitions, Table 2 domains).
 * Expectations come from hand-worked fractions, and from a reference written here from the paper's Table 1 formulas
 * in their textbook form (harmonic-mean F_β, Po/Pe kappa, rates multiplied out) — not from the module under test.
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { MEASURES, allMeasures, measure, measuresAtRocPoint, type MeasureName } from '../../src/lib/metrics/measures';
import { countTableFromScores } from '../../src/lib/metrics/counts';
import { rocCurve } from '../../src/lib/metrics/roc';
import { mulberry32, randomScores } from '../helpers/random';
import { table1Measure } from '../helpers/table1';

describe('MEASURES', () => {
  it('lists exactly the 22 keys of the issue, in order', () => {
    expect([...MEASURES]).toEqual([
      'TP', 'TN', 'FP', 'FN', 'TPR', 'TNR', 'FPR', 'FNR', 'PPV', 'NPV', 'FDR', 'FOR', 'ACC', 'BACC', 'FBETA', 'MCC',
      'J', 'MK', 'KAPPA', 'FM', 'G2', 'TS',
    ]);
  });
});

describe('measure: hand-worked confusion table TP=3, FP=2, TN=4, FN=1 (P=4, N=6, P̂=5, N̂=5, M=10)', () => {
  const c = { tp: 3, fp: 2, tn: 4, fn: 1 };
  const expected: Record<MeasureName, number> = {
    TP: 3, TN: 4, FP: 2, FN: 1,
    TPR: 3 / 4, TNR: 2 / 3, FPR: 1 / 3, FNR: 1 / 4,
    PPV: 3 / 5, NPV: 4 / 5, FDR: 2 / 5, FOR: 1 / 5,
    ACC: 7 / 10, BACC: 17 / 24,
    FBETA: 2 / 3, // 2·3 / (4 + 5)
    MCC: 1 / Math.sqrt(6), // (12 − 2) / √(5·5·4·6) = 10/√600
    J: 5 / 12, MK: 2 / 5,
    KAPPA: 0.4, // Po = 0.7, Pe = (5·4 + 5·6)/100 = 0.5
    FM: Math.sqrt(0.45), G2: Math.sqrt(0.5),
    TS: 1 / 2, // 3 / (4 + 2)
  };
  for (const name of MEASURES) {
    it(name, () => {
      expect(measure(name, c)).toBeCloseTo(expected[name], 14);
    });
  }
  it('F_β with β = 2 is 5·3/(4·4 + 5) = 5/7 and with β = 0.5 is 1.25·3/(0.25·4 + 5) = 0.625', () => {
    expect(measure('FBETA', c, 2)).toBeCloseTo(5 / 7, 14);
    expect(measure('FBETA', c, 0.5)).toBeCloseTo(0.625, 14);
  });
  it('allMeasures gives the same 22 values', () => {
    const all = allMeasures(c);
    expect(Object.keys(all)).toEqual([...MEASURES]);
    for (const name of MEASURES) expect(all[name]).toBeCloseTo(expected[name], 14);
  });
});

describe('measure: a table with TP = 0 (TP=0, FP=3, TN=5, FN=2)', () => {
  const c = { tp: 0, fp: 3, tn: 5, fn: 2 };
  it('F_β, FM, PPV, TS and TPR are 0 (defined: P > 0, P̂ > 0)', () => {
    for (const name of ['FBETA', 'FM', 'PPV', 'TS', 'TPR'] as const) expect(measure(name, c)).toBe(0);
  });
  it('MCC = −6/√336, κ = 2(0 − 6)/(3·8 + 2·7) = −12/38, MK = 0 + 5/7 − 1', () => {
    expect(measure('MCC', c)).toBeCloseTo(-6 / Math.sqrt(336), 14);
    expect(measure('KAPPA', c)).toBeCloseTo(-12 / 38, 14);
    expect(measure('MK', c)).toBeCloseTo(5 / 7 - 1, 14);
  });
});

describe('measure: Table 2 domains (undefined → null, never NaN)', () => {
  const nullsOf = (c: { tp: number; fp: number; tn: number; fn: number }) =>
    MEASURES.filter((m) => measure(m, c) === null).sort();
  it('P = 0: TPR, FNR, TS, F_β, FM, J, BACC, G2, MCC undefined', () => {
    expect(nullsOf({ tp: 0, fn: 0, fp: 2, tn: 3 })).toEqual(
      ['BACC', 'FBETA', 'FM', 'FNR', 'G2', 'J', 'MCC', 'TPR', 'TS'].sort(),
    );
  });
  it('N = 0: TNR, FPR, J, BACC, G2, MCC undefined', () => {
    expect(nullsOf({ tp: 2, fn: 1, fp: 0, tn: 0 })).toEqual(['BACC', 'FPR', 'G2', 'J', 'MCC', 'TNR'].sort());
  });
  it('P̂ = 0: PPV, FDR, F_β, FM, MK, MCC undefined', () => {
    expect(nullsOf({ tp: 0, fp: 0, fn: 2, tn: 3 })).toEqual(['FBETA', 'FDR', 'FM', 'MCC', 'MK', 'PPV'].sort());
  });
  it('N̂ = 0: NPV, FOR, MK, MCC undefined', () => {
    expect(nullsOf({ tp: 2, fp: 3, fn: 0, tn: 0 })).toEqual(['FOR', 'MCC', 'MK', 'NPV'].sort());
  });
  it('κ is undefined exactly when Pe = 1: P = 0 with P̂ = 0, or N = 0 with N̂ = 0', () => {
    // P = 0 and P̂ = 0: everything is negative and predicted negative.
    expect(measure('KAPPA', { tp: 0, fp: 0, fn: 0, tn: 5 })).toBeNull();
    // N = 0 and N̂ = 0.
    expect(measure('KAPPA', { tp: 5, fp: 0, fn: 0, tn: 0 })).toBeNull();
    // P = 0 but P̂ > 0: Po = 3/5, Pe = (2·0 + 3·5)/25 = 3/5 → κ = 0.
    expect(measure('KAPPA', { tp: 0, fp: 2, fn: 0, tn: 3 })).toBe(0);
  });
  it('never returns NaN or ±Infinity on random tables with zeros (property)', () => {
    const count = fc.oneof(fc.constant(0), fc.integer({ min: 0, max: 50 }));
    fc.assert(
      fc.property(count, count, count, count, (tp, fp, tn, fn) => {
        fc.pre(tp + fp + tn + fn > 0);
        for (const m of MEASURES) {
          const v = measure(m, { tp, fp, tn, fn });
          if (v !== null && !Number.isFinite(v)) return false;
        }
        return true;
      }),
      { numRuns: 500 },
    );
  });
});

describe('measure agrees with the literal Table 1 formulas (property, integer and fractional counts)', () => {
  it('all 22 measures, random tables and β', () => {
    const cnt = fc.oneof(fc.integer({ min: 0, max: 1000 }), fc.integer({ min: 0, max: 100000 }).map((x) => x / 100));
    fc.assert(
      fc.property(cnt, cnt, cnt, cnt, fc.double({ min: 0.1, max: 5, noNaN: true }), (tp, fp, tn, fn, beta) => {
        fc.pre(tp + fp + tn + fn > 0);
        for (const m of MEASURES) {
          const got = measure(m, { tp, fp, tn, fn }, beta);
          const want = table1Measure(m, tp, fp, tn, fn, beta);
          if (want === null || got === null) {
            if (want !== got) throw new Error(`${m}: expected ${want}, got ${got} for ${[tp, fp, tn, fn]}`);
            continue;
          }
          if (Math.abs(got - want) > 1e-9 * Math.max(1, Math.abs(want))) {
            throw new Error(`${m}: expected ${want}, got ${got} for ${[tp, fp, tn, fn]} β=${beta}`);
          }
        }
        return true;
      }),
      { numRuns: 1000 },
    );
  });
});

describe('measure: input errors', () => {
  it('rejects negative or non-finite counts, an empty table, β ≤ 0 and unknown names with precise messages', () => {
    expect(() => measure('TPR', { tp: -1, fp: 0, tn: 1, fn: 1 })).toThrow(/tp must be a finite number >= 0, got -1/);
    expect(() => measure('TPR', { tp: 1, fp: NaN, tn: 1, fn: 1 })).toThrow(/fp must be a finite number >= 0, got NaN/);
    expect(() => measure('TPR', { tp: 0, fp: 0, tn: 0, fn: 0 })).toThrow(/empty/);
    expect(() => measure('FBETA', { tp: 1, fp: 1, tn: 1, fn: 1 }, 0)).toThrow(/beta .* > 0, got 0/);
    expect(() => measure('XYZ' as MeasureName, { tp: 1, fp: 1, tn: 1, fn: 1 })).toThrow(/unknown measure 'XYZ'/);
  });
});

describe('measuresAtRocPoint', () => {
  it('matches confusion tables counted example by example at every threshold', () => {
    const rng = mulberry32(7);
    const { labels, scores } = randomScores(rng, { n: 300, prevalence: 0.3, levels: 15, separation: 1 });
    const roc = rocCurve(countTableFromScores(labels, scores));
    for (let i = 0; i < roc.tp.length; i++) {
      const tau = roc.thresholds[i];
      let tp = 0, fp = 0, tn = 0, fn = 0;
      for (let j = 0; j < labels.length; j++) {
        const alarm = scores[j] >= tau;
        if (labels[j] === 1) alarm ? tp++ : fn++;
        else alarm ? fp++ : tn++;
      }
      const got = measuresAtRocPoint(roc, i, 2);
      for (const m of MEASURES) {
        const want = table1Measure(m, tp, fp, tn, fn, 2);
        if (want === null) expect(got[m], `${m} at point ${i}`).toBeNull();
        else expect(got[m], `${m} at point ${i}`).toBeCloseTo(want, 12);
      }
    }
  });
  it('point 0 (never alarm) leaves PPV, FDR, FBETA, FM, MK, MCC undefined; the last point leaves NPV, FOR, MK, MCC', () => {
    const roc = rocCurve(countTableFromScores([1, 0, 1, 0], [0.9, 0.8, 0.3, 0.1]));
    const first = measuresAtRocPoint(roc, 0);
    const last = measuresAtRocPoint(roc, roc.tp.length - 1);
    expect(MEASURES.filter((m) => first[m] === null).sort()).toEqual(['FBETA', 'FDR', 'FM', 'MCC', 'MK', 'PPV'].sort());
    expect(MEASURES.filter((m) => last[m] === null).sort()).toEqual(['FOR', 'MCC', 'MK', 'NPV'].sort());
  });
  it('rejects an index out of range', () => {
    const roc = rocCurve(countTableFromScores([1, 0], [0.9, 0.1]));
    expect(() => measuresAtRocPoint(roc, 3)).toThrow(/integer in \[0, 2\], got 3/);
  });
});
