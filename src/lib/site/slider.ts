/**
 * Range inputs snap their value to min + k·step, computed by browsers in exact decimal arithmetic on the attribute
 * strings. To open a slider exactly on a configured value v (e.g. a t bound of 0.43664590499209815) while keeping round
 * steps, start its grid at v − k·step, computed here in exact decimal arithmetic as well.
 */

/**
 * The smallest `min` ≥ lo on the grid v − k·step (k a whole number), as a decimal string. `stepDecimals` is the number
 * of decimals of step = 10^−stepDecimals (0.01 → 2). Values printed in exponent form fall back to `lo`.
 */
export function sliderGridMin(v: number, lo: number, stepDecimals: number): string {
  const s = String(v);
  if (!/^\d+(\.\d+)?$/.test(s) || v < lo) return String(lo);
  const [ip, fp = ''] = s.split('.');
  const d = Math.max(fp.length, stepDecimals);
  const scaled = BigInt(ip + fp.padEnd(d, '0'));
  const unit = 10n ** BigInt(d - stepDecimals);
  const loScaled = BigInt(Math.round(lo * 10 ** stepDecimals)) * unit;
  const min = scaled - ((scaled - loScaled) / unit) * unit;
  const digits = min.toString().padStart(d + 1, '0');
  const out = `${digits.slice(0, digits.length - d)}.${digits.slice(digits.length - d)}`;
  return out.replace(/\.?0+$/, '') || '0';
}

/**
 * The what-if capacity slider is logarithmic in κ as a share of the cases, from 0.1% to 100%: position
 * u = log10(percent) + 1 ∈ [0, 3], so each decade (0.1–1%, 1–10%, 10–100%) takes a third of the track and the
 * capacities that matter in practice (0.5–3%) are no longer squeezed into a few pixels.
 */
export const KAPPA_SLIDER = { min: 0, max: 3, step: 2 /* decimals: 0.01 */, lowPercent: 0.1, highPercent: 100 } as const;

export function kappaSliderOf(percent: number): number {
  const p = Math.min(KAPPA_SLIDER.highPercent, Math.max(KAPPA_SLIDER.lowPercent, percent));
  return Math.log10(p) + 1;
}

export function kappaPercentOf(u: number): number {
  return 10 ** (u - 1);
}
