import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { reportJson } from '../../src/lib/report/json';
import { thinIndices, THIN_ABOVE, THIN_STEP } from '../../src/lib/report/thin';

describe('reportJson', () => {
  it('writes null for NaN and ±Infinity, 0 for -0, arrays for typed arrays, keeps key order', () => {
    const text = reportJson({ b: NaN, a: [Infinity, -Infinity, -0, 1.5], c: new Float64Array([0.1, 2]), d: undefined, e: { z: 1, y: [[0, 1], [1, 1]] } });
    expect(text).toBe('{\n  "b": null,\n  "a": [null,null,0,1.5],\n  "c": [0.1,2],\n  "e": {\n    "z": 1,\n    "y": [[0,1],[1,1]]\n  }\n}\n');
  });
  it('a row of scalars: each element written on its own (reference below), typed arrays as plain arrays', () => {
    // The rule element by element: finite numbers as JSON writes them, −0 as 0, NaN/±Infinity/undefined as null.
    const one = (v: unknown) =>
      typeof v === 'number' ? (Number.isFinite(v) ? JSON.stringify(v === 0 ? 0 : v) : 'null') : v === undefined ? 'null' : JSON.stringify(v);
    const row = (xs: ArrayLike<unknown>) => `[${Array.from(xs, one).join(',')}]`;
    const scalar = fc.oneof(fc.double(), fc.constant(-0), fc.constant(undefined), fc.constant(null), fc.boolean(), fc.string(), fc.string({ unit: 'binary' }));
    fc.assert(
      fc.property(fc.array(scalar, { minLength: 1 }), (xs) => {
        expect(reportJson(xs)).toBe(`${row(xs)}\n`);
      }),
      { numRuns: 500 },
    );
    fc.assert(
      fc.property(fc.float64Array({ minLength: 1 }), fc.float32Array({ minLength: 1 }), fc.int32Array({ minLength: 1 }), (a, b, c) => {
        expect(reportJson({ a, b, c })).toBe(`{\n  "a": ${row(a)},\n  "b": ${row(b)},\n  "c": ${row(c)}\n}\n`);
      }),
      { numRuns: 300 },
    );
    expect(reportJson([new Float64Array([NaN, -0, Infinity, 2.5])])).toBe('[[null,0,null,2.5]]\n');
  });
  it('numbers round-trip exactly (full precision)', () => {
    const xs = [0.1 + 0.2, 1 / 3, Math.PI, 1e-300, 123456789.123456789, 5e-324];
    expect(JSON.parse(reportJson(xs))).toEqual(xs);
  });
});

describe('thinIndices', () => {
  it('keeps small curves whole', () => {
    expect(thinIndices(new Float64Array(THIN_ABOVE), new Float64Array(THIN_ABOVE), [])).toBeNull();
  });
  it('keeps ends and must-keep points; consecutive kept points are ≥ THIN_STEP apart unless forced', () => {
    const n = 20001;
    const x = Float64Array.from({ length: n }, (_, i) => i / (n - 1));
    const y = Float64Array.from(x, (v) => Math.sqrt(v));
    const keep = Array.from(thinIndices(x, y, [7, 12345])!);
    expect(keep[0]).toBe(0);
    expect(keep[keep.length - 1]).toBe(n - 1);
    expect(keep).toContain(7);
    expect(keep).toContain(12345);
    const forced = new Set([0, 7, 12345, n - 1]);
    for (let k = 1; k < keep.length; k++) {
      const a = keep[k - 1];
      const b = keep[k];
      if (!forced.has(b)) expect(Math.max(x[b] - x[a], y[b] - y[a])).toBeGreaterThanOrEqual(THIN_STEP);
      // Every dropped point lies within THIN_STEP of the last kept point before it, in both coordinates.
      for (let i = a + 1; i < b; i++) expect(Math.max(x[i] - x[a], y[i] - y[a])).toBeLessThan(THIN_STEP);
    }
    expect(keep.length).toBeLessThanOrEqual(2 / THIN_STEP + 4);
  });
});
