import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { KAPPA_SLIDER, kappaPercentOf, kappaSliderOf, sliderGridMin } from '../../src/lib/site/slider';

/** Exact decimal check: (v − min) is a whole number of steps, using scaled BigInts built from the decimal strings. */
function steps(v: string, min: string, stepDecimals: number): bigint | null {
  const d = Math.max((v.split('.')[1] ?? '').length, (min.split('.')[1] ?? '').length, stepDecimals);
  const sc = (x: string) => BigInt(x.split('.')[0] + (x.split('.')[1] ?? '').padEnd(d, '0'));
  const diff = sc(v) - sc(min);
  const unit = 10n ** BigInt(d - stepDecimals);
  return diff % unit === 0n ? diff / unit : null;
}

describe('sliderGridMin', () => {
  it('hand-worked values', () => {
    expect(sliderGridMin(0.43664590499209815, 0, 2)).toBe('0.00664590499209815');
    expect(sliderGridMin(0.6, 0.01, 2)).toBe('0.01');
    expect(sliderGridMin(30.088495575221238, 0.1, 1)).toBe('0.188495575221238');
    expect(sliderGridMin(0.05, 0.1, 1)).toBe('0.1'); // below lo: the grid cannot reach v, fall back to lo
    expect(sliderGridMin(1e-7, 0, 2)).toBe('0');
  });
  it('the value is a whole number of steps above min, and min lies in [lo, lo + step)', () => {
    for (const v of [0.01, 0.123456789, 0.7561171925305858, 0.999, 0.5, 0.30000000000000004]) {
      const min = sliderGridMin(v, 0.01, 2);
      expect(steps(String(v), min, 2), `v = ${v}, min = ${min}`).not.toBeNull();
      expect(Number(min)).toBeGreaterThanOrEqual(0.01);
      expect(Number(min)).toBeLessThan(0.02 + 1e-15);
    }
  });
});

describe('logarithmic capacity slider', () => {
  it('hand-worked positions: one decade per third of the track', () => {
    expect(kappaSliderOf(0.1)).toBe(0);
    expect(kappaSliderOf(1)).toBe(1);
    expect(kappaSliderOf(10)).toBe(2);
    expect(kappaSliderOf(100)).toBe(3);
    expect(kappaSliderOf(0.01)).toBe(0); // clamped to the track
    expect(kappaPercentOf(2)).toBeCloseTo(10, 12);
  });
  it('0.5–3% of the cases spans about a quarter of the track (a linear 0.1–100% slider: 2.5%)', () => {
    const share = (kappaSliderOf(3) - kappaSliderOf(0.5)) / (KAPPA_SLIDER.max - KAPPA_SLIDER.min);
    expect(share).toBeCloseTo(Math.log10(6) / 3, 12); // 0.2594
    expect(share).toBeGreaterThan(0.25);
  });
  it('position and percentage round-trip over the whole track', () => {
    fc.assert(
      fc.property(fc.double({ min: 0.1, max: 100, noNaN: true }), (p) => {
        const back = kappaPercentOf(kappaSliderOf(p));
        return Math.abs(back - p) <= 1e-12 * p;
      }),
    );
  });
});
