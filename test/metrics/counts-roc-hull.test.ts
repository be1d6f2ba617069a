import fc from 'fast-check';
import { rankedCountTable } from '../../src/lib/metrics/ranked-scores';
import { describe, expect, it } from 'vitest';
import {
  countTableFromCounts,
  countTableFromRoc,
  countTableFromScores,
  MetricInputError,
} from '../../src/lib/metrics/counts';
import { hullSlopes, upperHull } from '../../src/lib/metrics/hull';
import { interpolateTpr, rocCurve } from '../../src/lib/metrics/roc';
import type { CountTable } from '../../src/lib/metrics/types';
import { mulberry32, randInt, randomRocPoints, randomScores } from '../helpers/random';

/** Brute-force grouping with a Map: distinct scores descending with class counts. */
function bruteTable(labels: number[], scores: number[]) {
  const m = new Map<number, [number, number]>();
  scores.forEach((s, i) => {
    const key = s === 0 ? 0 : s; // -0 and 0 are the same score
    const c = m.get(key) ?? [0, 0];
    c[labels[i] === 1 ? 0 : 1]++;
    m.set(key, c);
  });
  const keys = [...m.keys()].sort((a, b) => b - a);
  return { scores: keys, pos: keys.map((k) => m.get(k)![0]), neg: keys.map((k) => m.get(k)![1]) };
}

function expectTable(ct: CountTable, want: { scores: number[]; pos: number[]; neg: number[] }) {
  // -0 and +0 are the same score; the table may keep either sign of zero.
  expect(Array.from(ct.scores, (x) => x + 0)).toEqual(want.scores.map((x) => x + 0));
  expect(Array.from(ct.pos)).toEqual(want.pos);
  expect(Array.from(ct.neg)).toEqual(want.neg);
  expect(ct.P).toBe(want.pos.reduce((a, b) => a + b, 0));
  expect(ct.N).toBe(want.neg.reduce((a, b) => a + b, 0));
}

const rowsArb = fc
  .array(fc.tuple(fc.integer({ min: 0, max: 1 }), fc.oneof(fc.integer({ min: -4, max: 4 }), fc.double({ min: -1e6, max: 1e6, noNaN: true }))), {
    minLength: 2,
    maxLength: 80,
  })
  .filter((r) => r.some((x) => x[0] === 1) && r.some((x) => x[0] === 0));

describe('countTableFromScores', () => {
  it('groups ties and sorts scores strictly decreasing (brute-force Map grouping, property)', () => {
    fc.assert(
      fc.property(rowsArb, (rows) => {
        const labels = rows.map((r) => r[0]);
        const scores = rows.map((r) => r[1]);
        const ct = countTableFromScores(labels, scores);
        expectTable(ct, bruteTable(labels, scores));
        for (let i = 1; i < ct.scores.length; i++) expect(ct.scores[i]).toBeLessThan(ct.scores[i - 1]);
        expect(ct.hasThresholds).toBe(true);
      }),
      { numRuns: 500, seed: 1 },
    );
  });

  it('hand-worked table; -0 and 0 are one score', () => {
    const ct = countTableFromScores([1, 0, 1, 0, 1, 0], [0.5, 0.5, 2, -0, 0, -1]);
    expectTable(ct, { scores: [2, 0.5, 0, -1], pos: [1, 1, 1, 0], neg: [0, 1, 1, 1] });
  });

  it('rejects bad inputs with precise messages', () => {
    expect(() => countTableFromScores([1, 0], [1, NaN])).toThrow(/index 1 is not a finite number: NaN/);
    expect(() => countTableFromScores([1, 0], [1, Infinity])).toThrow(MetricInputError);
    expect(() => countTableFromScores([1, 2], [1, 0])).toThrow(/must be 0 or 1, got 2/);
    expect(() => countTableFromScores([1, 1], [1, 0])).toThrow(/no negative examples/);
    expect(() => countTableFromScores([0, 0], [1, 0])).toThrow(/no positive examples/);
    expect(() => countTableFromScores([0, 1, 0], [1, 0])).toThrow(/differ in length/);
  });

  it('the same table from a class split by hand (scores 5, 3, 2, 1, 0)', () => {
    const ct = countTableFromScores([1, 1, 1, 1, 0, 0, 0, 0, 0], [1, 2, 2, 5, 0, 2, 3, 5, 5]);
    expectTable(ct, { scores: [5, 3, 2, 1, 0], pos: [1, 0, 2, 1, 0], neg: [2, 1, 1, 0, 1] });
  });
});

describe('rankedCountTable (radix sort of the scores\' bit patterns)', () => {
  /** Brute force: a comparator sort of distinct scores (−0 as 0), counts and ranks by lookup. */
  const brute = (labels: number[], scores: number[]) => {
    const distinct = [...new Set(scores.map((s) => (s === 0 ? 0 : s)))].sort((a, b) => b - a);
    const at = new Map(distinct.map((s, k) => [s, k]));
    const pos = distinct.map(() => 0);
    const neg = distinct.map(() => 0);
    const ranks = scores.map((s, i) => {
      const k = at.get(s === 0 ? 0 : s)!;
      if (labels[i] === 1) pos[k]++;
      else neg[k]++;
      return k;
    });
    return { scores: distinct, pos, neg, ranks };
  };
  const plain = (r: ReturnType<typeof rankedCountTable>) => ({
    scores: Array.from(r.ct.scores, (x) => (Object.is(x, -0) ? '-0' : x)),
    pos: Array.from(r.ct.pos),
    neg: Array.from(r.ct.neg),
    ranks: Array.from(r.ranks),
  });

  it('hand-worked: ties, −0 and 0 as one score written 0, negative scores, extremes', () => {
    const r = rankedCountTable([1, 0, 1, 0, 1, 0, 1], [-0, 0, -1e-300, 1.7976931348623157e308, -1.7976931348623157e308, 5e-324, -0]);
    expect(plain(r)).toEqual({
      scores: [1.7976931348623157e308, 5e-324, 0, -1e-300, -1.7976931348623157e308],
      pos: [0, 0, 2, 1, 1],
      neg: [1, 1, 1, 0, 0],
      ranks: [2, 2, 3, 0, 4, 1, 2],
    });
    expect(r.ct.P + r.ct.N).toBe(7);
  });

  it('property: table and ranks equal a brute force on any doubles (ties, signs, subnormals), any size', () => {
    const score = fc.oneof(fc.double({ noNaN: true, noDefaultInfinity: true }), fc.integer({ min: -3, max: 3 }), fc.constantFrom(0, -0, 5e-324, -5e-324, 0.1, 0.30000000000000004));
    fc.assert(
      fc.property(fc.array(fc.tuple(fc.constantFrom(0, 1), score), { minLength: 2, maxLength: 120 }), (rows) => {
        rows.push([1, 0.5], [0, 0.5]);
        const labels = rows.map(([l]) => l);
        const scores = rows.map(([, s]) => s);
        // A boolean, so that shrinking a failure does not diff arrays at every step.
        return JSON.stringify(plain(rankedCountTable(labels, Float64Array.from(scores)))) === JSON.stringify(brute(labels, scores));
      }),
      // Shrinking arrays of doubles takes minutes: the first counterexample is reported as found.
      { numRuns: 300, endOnFailure: true },
    );
  });

  it('a large input where every radix pass moves rows (random 17-digit doubles of both signs), against the brute force', () => {
    const rng = mulberry32(11);
    const n = 50_000;
    const labels = Array.from({ length: n }, () => (rng() < 0.3 ? 1 : 0));
    const scores = Array.from({ length: n }, (_, i) => (i % 7 === 0 ? Math.round(rng() * 20) / 4 : (rng() - 0.5) * 10 ** Math.floor(rng() * 40 - 20)));
    const got = plain(rankedCountTable(labels, Float64Array.from(scores)));
    const want = brute(labels, scores);
    // The first difference of each array (−1: none), not a diff of 50,000 values.
    const firstDiff = (a: unknown[], b: unknown[]) => (a.length !== b.length ? -2 : a.findIndex((x, i) => !Object.is(x, b[i])));
    expect((['scores', 'pos', 'neg', 'ranks'] as const).map((k) => [k, firstDiff(got[k], want[k])])).toEqual([['scores', -1], ['pos', -1], ['neg', -1], ['ranks', -1]]);
    expect(want.scores.length).toBeGreaterThan(40_000);
  });
});

describe('countTableFromCounts', () => {
  it('merges repeated scores in any order and drops empty rows (brute force)', () => {
    const rng = mulberry32(7);
    for (let r = 0; r < 100; r++) {
      const n = randInt(rng, 1, 30);
      const s: number[] = [];
      const p: number[] = [];
      const q: number[] = [];
      for (let i = 0; i < n; i++) {
        s.push(randInt(rng, -5, 5) / 2);
        p.push(rng() < 0.3 ? 0 : randInt(rng, 0, 9));
        q.push(rng() < 0.3 ? 0 : randInt(rng, 0, 9));
      }
      p.push(1);
      q.push(1);
      s.push(100);
      const m = new Map<number, [number, number]>();
      s.forEach((x, i) => {
        const c = m.get(x) ?? [0, 0];
        c[0] += p[i];
        c[1] += q[i];
        m.set(x, c);
      });
      const keys = [...m.keys()].filter((k) => m.get(k)![0] + m.get(k)![1] > 0).sort((a, b) => b - a);
      expectTable(countTableFromCounts(s, p, q), {
        scores: keys,
        pos: keys.map((k) => m.get(k)![0]),
        neg: keys.map((k) => m.get(k)![1]),
      });
    }
  });

  // Rows as ORDER BY score DESC (or ASC) writes them take a one-pass merge, other orders a sort and a hash lookup per
  // row: every order of the same rows must give the same table, 0 written for −0, against a Map in the test.
  it('gives the same table for rows in decreasing, increasing, nearly sorted and any order (property)', () => {
    const score = fc.oneof(fc.constantFrom(0, -0, 1, -1, 0.1, 1e-300, 5e-324, -5e-324, 1.7976931348623157e308), fc.double({ noNaN: true, noDefaultInfinity: true }));
    const row = fc.record({ s: score, p: fc.nat(20), q: fc.nat(20) });
    fc.assert(
      fc.property(fc.array(row, { minLength: 1, maxLength: 60 }), fc.constantFrom('given', 'down', 'up', 'swapped'), (rows, order) => {
        rows = [...rows, { s: 0.5, p: 1, q: 1 }];
        if (order !== 'given') rows.sort((a, b) => (order === 'up' ? a.s - b.s : b.s - a.s));
        if (order === 'swapped' && rows.length > 2) [rows[0], rows[rows.length - 1]] = [rows[rows.length - 1], rows[0]];
        const m = new Map<number, [number, number]>();
        for (const { s, p, q } of rows) {
          const c = m.get(s) ?? [0, 0]; // a Map key: −0 and 0 are one key
          c[0] += p;
          c[1] += q;
          m.set(s, c);
        }
        const keys = [...m.keys()].filter((k) => m.get(k)![0] + m.get(k)![1] > 0).sort((a, b) => b - a);
        const ct = countTableFromCounts(rows.map((r) => r.s), rows.map((r) => r.p), rows.map((r) => r.q));
        expectTable(ct, { scores: keys, pos: keys.map((k) => m.get(k)![0]), neg: keys.map((k) => m.get(k)![1]) });
        expect(Array.from(ct.scores).some((x) => Object.is(x, -0))).toBe(false);
      }),
      { numRuns: 500 },
    );
  });

  it('rejects bad rows', () => {
    expect(() => countTableFromCounts([1, NaN], [1, 0], [0, 1])).toThrow(/row 1 is not finite/);
    expect(() => countTableFromCounts([1, 2], [1, -1], [0, 1])).toThrow(/row 1 must be ≥ 0/);
    expect(() => countTableFromCounts([1, 2], [0, 0], [3, 1])).toThrow(/no positive/);
    expect(() => countTableFromCounts([1, 2], [1, 0], [0, 0])).toThrow(/no negative/);
  });
});

describe('countTableFromRoc', () => {
  it('adds (0,0) and (1,1), sorts and dedupes points; increments are P·ΔTPR and N·ΔFPR', () => {
    const ct = countTableFromRoc([0.5, 0.1, 0.1, 0.5], [0.9, 0.4, 0.4, 0.6], 10, 20);
    // Points (0,0),(0.1,0.4),(0.5,0.6),(0.5,0.9),(1,1).
    // Fractional arithmetic: 10·(0.6 − 0.4) is 1.9999999999999996, hence the rounding to 12 places.
    expect(Array.from(ct.pos).map((x) => +x.toFixed(12))).toEqual([4, 2, 3, 1]);
    expect(Array.from(ct.neg).map((x) => +x.toFixed(12))).toEqual([2, 8, 0, 10]);
    expect(Array.from(ct.scores)).toEqual([3, 2, 1, 0]);
    expect(ct.hasThresholds).toBe(false);
    const roc = rocCurve(ct);
    expect(Array.from(roc.fpr).map((x) => +x.toFixed(12))).toEqual([0, 0.1, 0.5, 0.5, 1]);
    expect(Array.from(roc.tpr).map((x) => +x.toFixed(12))).toEqual([0, 0.4, 0.6, 0.9, 1]);
  });

  it('round-trips random curves: rocCurve(countTableFromRoc(points)) passes through every distinct point', () => {
    const rng = mulberry32(8);
    for (let r = 0; r < 100; r++) {
      const { fpr, tpr } = randomRocPoints(rng, randInt(rng, 1, 20), 40);
      const roc = rocCurve(countTableFromRoc(fpr, tpr, 40, 40));
      const want = [[0, 0], ...fpr.map((x, i) => [x, tpr[i]]), [1, 1]]
        .filter((p, i, arr) => i === 0 || p[0] !== arr[i - 1][0] || p[1] !== arr[i - 1][1]);
      const got = Array.from(roc.fpr, (x, i) => [x, roc.tpr[i]]);
      expect(got.length).toBe(want.length);
      got.forEach((p, i) => {
        expect(p[0]).toBeCloseTo(want[i][0], 12);
        expect(p[1]).toBeCloseTo(want[i][1], 12);
      });
      expect(roc.fpr[roc.fpr.length - 1]).toBe(1);
      expect(roc.tpr[roc.tpr.length - 1]).toBe(1);
    }
  });

  it('keeps thresholds (strictly decreasing) and validates inputs', () => {
    const ct = countTableFromRoc([0.2, 0.6], [0.5, 0.8], 10, 10, [0.9, 0.4]);
    expect(ct.hasThresholds).toBe(true);
    expect(Array.from(ct.scores)).toEqual([0.9, 0.4, -Infinity]);
    expect(() => countTableFromRoc([0.2, 0.6], [0.5, 0.4], 10, 10)).toThrow(/not monotone/);
    expect(() => countTableFromRoc([1.2], [0.5], 10, 10)).toThrow(/outside \[0,1\]²/);
    expect(() => countTableFromRoc([0.2], [0.5], 0, 10)).toThrow(/P=0/);
    expect(() => countTableFromRoc([0.2, 0.6], [0.5, 0.8], 10, 10, [0.4, 0.9])).toThrow(/decrease strictly/);
  });
});

describe('rocCurve', () => {
  it('point i is the classifier score ≥ τᵢ (brute-force counting), from (0,0) at +∞ to (1,1)', () => {
    const rng = mulberry32(9);
    for (let r = 0; r < 30; r++) {
      const { labels, scores } = randomScores(rng, { n: 120, levels: r % 2 ? 8 : undefined });
      const roc = rocCurve(countTableFromScores(labels, scores));
      const P = labels.filter((l) => l === 1).length;
      const N = labels.length - P;
      expect(roc.thresholds[0]).toBe(Infinity);
      expect([roc.fpr[0], roc.tpr[0], roc.tp[0], roc.fp[0]]).toEqual([0, 0, 0, 0]);
      const last = roc.fpr.length - 1;
      expect([roc.fpr[last], roc.tpr[last]]).toEqual([1, 1]);
      for (let i = 1; i <= last; i++) {
        const tau = roc.thresholds[i];
        let tp = 0;
        let fp = 0;
        for (let j = 0; j < labels.length; j++) if (scores[j] >= tau) (labels[j] ? tp++ : fp++);
        expect(roc.tp[i]).toBe(tp);
        expect(roc.fp[i]).toBe(fp);
        expect(roc.tpr[i]).toBe(tp / P);
        expect(roc.fpr[i]).toBe(fp / N);
      }
    }
  });
});

describe('rocCurve on fractional counts (published points)', () => {
  it('stays monotone and inside [0,1]² when P·ΔTPR sums overshoot P (regression: TPR reached 1 + 2e-16)', () => {
    const rng = mulberry32(13);
    const bad: string[] = [];
    for (let r = 0; r < 3000; r++) {
      const m = randInt(rng, 1, 10);
      const xs = Array.from({ length: m }, () => rng()).sort((a, b) => a - b);
      const ys = Array.from({ length: m }, () => rng()).sort((a, b) => a - b);
      ys[m - 1] = 1; // TPR 1 reached before FPR 1
      const roc = rocCurve(countTableFromRoc(xs, ys, randInt(rng, 1, 1000), randInt(rng, 1, 1000)));
      for (let i = 1; i < roc.tp.length; i++) {
        if (!(roc.tp[i] >= roc.tp[i - 1] && roc.fp[i] >= roc.fp[i - 1] && roc.tpr[i] <= 1 && roc.fpr[i] <= 1)) {
          bad.push(`curve ${r} point ${i}: tp ${roc.tp[i - 1]} → ${roc.tp[i]}, tpr ${roc.tpr[i]}, fpr ${roc.fpr[i]}`);
        }
      }
    }
    expect(bad.slice(0, 5)).toEqual([]);
  });
});

describe('interpolateTpr', () => {
  it('linear interpolation; vertical segments give their top; clamps outside [0,1]', () => {
    // (0,0) → (0,0.3) → (0.2,0.5) → (0.2,0.8) → (1,1)
    const roc = rocCurve(countTableFromRoc([0, 0.2, 0.2], [0.3, 0.5, 0.8], 10, 10));
    expect(interpolateTpr(roc, 0)).toBeCloseTo(0.3, 15);
    expect(interpolateTpr(roc, -1)).toBeCloseTo(0.3, 15);
    expect(interpolateTpr(roc, 0.1)).toBeCloseTo(0.4, 12);
    expect(interpolateTpr(roc, 0.2)).toBeCloseTo(0.8, 12);
    expect(interpolateTpr(roc, 0.6)).toBeCloseTo(0.9, 12);
    expect(interpolateTpr(roc, 1)).toBe(1);
    expect(interpolateTpr(roc, 2)).toBe(1);
  });

  it('equals a brute-force linear scan on random curves', () => {
    const rng = mulberry32(10);
    for (let r = 0; r < 100; r++) {
      const { fpr, tpr } = randomRocPoints(rng, randInt(rng, 1, 15), 20);
      const roc = rocCurve(countTableFromRoc(fpr, tpr, 20, 20));
      for (let q = 0; q < 20; q++) {
        const x = q < 3 ? roc.fpr[randInt(rng, 0, roc.fpr.length - 1)] : rng();
        // Brute: the max over all segments containing x of the interpolated value (= top of a vertical segment).
        let y = -Infinity;
        for (let i = 0; i + 1 < roc.fpr.length; i++) {
          const x0 = roc.fpr[i];
          const x1 = roc.fpr[i + 1];
          if (x < x0 || x > x1) continue;
          y = Math.max(y, x1 === x0 ? roc.tpr[i + 1] : roc.tpr[i] + ((roc.tpr[i + 1] - roc.tpr[i]) * (x - x0)) / (x1 - x0));
        }
        expect(interpolateTpr(roc, x)).toBeCloseTo(y, 12);
      }
    }
  });
});

describe('upperHull / hullSlopes', () => {
  /**
   * Characterization of the upper hull, checked by brute force: vertices are input points, starting at the highest
   * point of the smallest x and ending at the last point, edge slopes strictly decreasing (no collinear middle
   * vertices), and every input point lies on or below the hull polyline.
   */
  function checkHull(x: number[], y: number[], h: Int32Array) {
    const n = x.length;
    expect(h.length).toBeGreaterThanOrEqual(1);
    const maxY0 = Math.max(...x.map((xi, i) => (xi === x[0] ? y[i] : -Infinity)));
    expect(x[h[0]]).toBe(x[0]);
    expect(y[h[0]]).toBe(maxY0);
    expect(h[h.length - 1]).toBe(n - 1);
    const s = hullSlopes(x, y, h);
    for (let j = 0; j < s.length; j++) {
      expect(s[j]).toBeCloseTo((y[h[j + 1]] - y[h[j]]) / (x[h[j + 1]] - x[h[j]]), 12);
      expect(x[h[j + 1]]).toBeGreaterThan(x[h[j]]);
      if (j > 0) expect(s[j]).toBeLessThan(s[j - 1]);
    }
    for (let i = 0; i < n; i++) {
      // Height of the hull polyline at x[i].
      let j = 0;
      while (j + 1 < h.length && x[h[j + 1]] < x[i]) j++;
      const xa = x[h[j]];
      const xb = j + 1 < h.length ? x[h[j + 1]] : xa;
      const yh = xb === xa ? y[h[j]] : y[h[j]] + ((y[h[j + 1]] - y[h[j]]) * (x[i] - xa)) / (xb - xa);
      expect(y[i]).toBeLessThanOrEqual(yh + 1e-12);
    }
  }

  it('hand-worked: collinear and dominated points are dropped; vertical start', () => {
    // (0,0),(0,0.4),(0.2,0.6),(0.4,0.8),(0.5,0.7),(1,1): (0,0) dominated at x = 0; (0.2,0.6) collinear; (0.5,0.7) below.
    const x = [0, 0, 0.2, 0.4, 0.5, 1];
    const y = [0, 0.4, 0.6, 0.8, 0.7, 1];
    expect(Array.from(upperHull(x, y))).toEqual([1, 3, 5]);
    // Horizontal last edge kept: (0,0),(0.3,1),(1,1).
    expect(Array.from(upperHull([0, 0.3, 1], [0, 1, 1]))).toEqual([0, 1, 2]);
    expect(Array.from(hullSlopes([0, 0.3, 1], [0, 1, 1], [0, 1, 2]))).toEqual([1 / 0.3, 0]);
    // Chance diagonal with a middle point: only the ends remain.
    expect(Array.from(upperHull([0, 0.5, 1], [0, 0.5, 1]))).toEqual([0, 2]);
    // With an index subset.
    expect(Array.from(upperHull(x, y, [0, 2, 4, 5]))).toEqual([0, 2, 5]);
  });

  it('satisfies the characterization on random published-point ROC curves', () => {
    const rng = mulberry32(11);
    for (let r = 0; r < 300; r++) {
      const { fpr, tpr } = randomRocPoints(rng, randInt(rng, 1, 30), r % 2 ? 10 : 1000);
      const roc = rocCurve(countTableFromRoc(fpr, tpr, 1000, 1000));
      const x = Array.from(roc.fpr);
      const y = Array.from(roc.tpr);
      checkHull(x, y, upperHull(x, y));
    }
  });

  // The hull of the integer counts (fp, tp) is exact; the hull of the rates (FPR, TPR) can keep an exactly collinear
  // middle vertex because fp/N and tp/P are rounded (seen with this seed: index 35). Exact integer cross products:
  it('on integer count tables (from scores) the hull of (fp, tp) is exact: strictly convex, all points below', () => {
    const rng = mulberry32(12);
    for (let r = 0; r < 200; r++) {
      const { labels, scores } = randomScores(rng, { n: randInt(rng, 2, 200), levels: r % 3 ? randInt(rng, 2, 12) : undefined });
      const roc = rocCurve(countTableFromScores(labels, scores));
      const x = Array.from(roc.fpr);
      const y = Array.from(roc.tpr);
      const h = upperHull(roc.fp, roc.tp);
      checkHull(x, y, h);
      const X = roc.fp;
      const Y = roc.tp;
      const cross = (a: number, b: number, c: number) => (X[b] - X[a]) * (Y[c] - Y[a]) - (Y[b] - Y[a]) * (X[c] - X[a]);
      for (let j = 1; j + 1 < h.length; j++) expect(cross(h[j - 1], h[j], h[j + 1])).toBeLessThan(0);
      for (let i = 0; i < X.length; i++) {
        let j = 0;
        while (j + 1 < h.length && X[h[j + 1]] < X[i]) j++;
        if (j + 1 < h.length && X[i] >= X[h[j]]) expect(cross(h[j], i, h[j + 1])).toBeGreaterThanOrEqual(0);
      }
      // The rate hull is never smaller than the exact one (it can only keep extra near-collinear vertices).
      expect(upperHull(x, y).length).toBeGreaterThanOrEqual(h.length);
    }
  });
});
