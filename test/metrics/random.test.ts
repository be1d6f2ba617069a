/**
 * The bootstrap's random numbers: xoshiro128** against the reference C implementation's outputs, MurmurHash3's
 * finalizer against its reference values, and the property the bootstrap needs of resample streams: every
 * (seed, resample, group) has its own stream, so two seeds share no resample (the former seed hash combined seed and
 * resample index by XOR, so seeds 1 and 2 shared 998 of their first 1 000 resamples).
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { fmix32, xoshiro128, xoshiro128ss } from '../../src/lib/sim/random';
import { resampleRandom } from '../../src/lib/metrics/resample';

describe('xoshiro128**', () => {
  it('gives the reference implementation’s outputs (Blackman & Vigna’s xoshiro128starstar.c, compiled with gcc)', () => {
    const a = xoshiro128ss(1, 2, 3, 4);
    expect(Array.from({ length: 8 }, a)).toEqual([11520, 0, 5927040, 70819200, 2031721883, 1637235492, 1287239034, 3734860849]);
    const b = xoshiro128ss(0x9e3779b9, 0x7f4a7c15, 0xf39cc060, 0x5cedc834);
    for (let i = 0; i < 1000; i++) b();
    expect(Array.from({ length: 4 }, b)).toEqual([2111852563, 3620382005, 705346844, 699172880]);
  });

  it('refuses the all-zero state (a fixed point)', () => {
    expect(() => xoshiro128ss(0, 0, 0, 0)).toThrow(/not all zero/);
  });

  it('fmix32 gives MurmurHash3’s finalizer values', () => {
    expect([fmix32(0), fmix32(1), fmix32(0xdeadbeef)]).toEqual([0, 1364076727, 233162409]);
  });

  it('draws uniform numbers in [0, 1) with 53 bits (χ² over 20 bins; odd low bits occur)', () => {
    const rnd = xoshiro128(7);
    const bins = new Array(20).fill(0);
    let odd = 0;
    const n = 200_000;
    for (let i = 0; i < n; i++) {
      const u = rnd();
      expect(u >= 0 && u < 1).toBe(true);
      bins[Math.floor(u * 20)]++;
      if ((u * 2 ** 53) % 2 === 1) odd++;
    }
    const e = n / 20;
    const chi2 = bins.reduce((s, o) => s + (o - e) ** 2 / e, 0);
    expect(chi2).toBeLessThan(43.8); // χ²(19) at p = 0.001
    expect(odd / n).toBeGreaterThan(0.48); // a 32-bit generator scaled to [0, 1) has no odd 53-bit multiples
    expect(odd / n).toBeLessThan(0.52);
  });
});

describe('resample streams', () => {
  /** The first two draws of a stream: a 106-bit fingerprint of the resample. */
  const key = (rnd: () => number) => `${rnd()}:${rnd()}`;

  it('seeds 1 and 2 (and 1 and 3, 2 and 3) share none of their first 1 000 resamples', () => {
    const sets = [1, 2, 3].map((seed) => new Set(Array.from({ length: 1000 }, (_, b) => key(resampleRandom(seed, b)))));
    for (const s of sets) expect(s.size).toBe(1000);
    for (const [i, j] of [[0, 1], [0, 2], [1, 2]]) expect([...sets[i]].filter((k) => sets[j].has(k))).toEqual([]);
  });

  it('any two distinct (seed, resample, group) give distinct streams (property)', () => {
    const tuple = fc.tuple(fc.integer({ min: 0, max: 2 ** 31 - 1 }), fc.integer({ min: 0, max: 99_999 }), fc.integer({ min: 0, max: 9 }));
    fc.assert(
      fc.property(tuple, tuple, ([s1, b1, g1], [s2, b2, g2]) => {
        fc.pre(s1 !== s2 || b1 !== b2 || g1 !== g2);
        return key(resampleRandom(s1, b1, g1)) !== key(resampleRandom(s2, b2, g2));
      }),
      { numRuns: 2000 },
    );
  });

  it('neighbouring resamples are uncorrelated (10 000 draws: |r| < 0.04, 4 standard errors)', () => {
    for (const [x, y] of [[resampleRandom(1, 0), resampleRandom(1, 1)], [resampleRandom(1, 0), resampleRandom(2, 0)], [resampleRandom(1, 0, 0), resampleRandom(1, 0, 1)]]) {
      const n = 10_000;
      let sx = 0, sy = 0, sxx = 0, syy = 0, sxy = 0;
      for (let i = 0; i < n; i++) {
        const a = x();
        const b = y();
        sx += a; sy += b; sxx += a * a; syy += b * b; sxy += a * b;
      }
      const r = (sxy - (sx * sy) / n) / Math.sqrt((sxx - (sx * sx) / n) * (syy - (sy * sy) / n));
      expect(Math.abs(r)).toBeLessThan(0.04);
    }
  });
});
