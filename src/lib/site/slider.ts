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
