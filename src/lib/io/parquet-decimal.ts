/**
 * DECIMAL values of a Parquet column as the double nearest to the decimal written, as a CSV reader (or DuckDB) reads
 * the same text. hyparquet gives `unscaled × 10^−scale` in floating point, an ulp off for most values (0.5714 as
 * 0.5713999999999999: 59% of the four-decimal values from 0.0001 to 0.9999), and leaves a column with the DECIMAL
 * logical type but no converted type unscaled (5714, or its bytes). The unscaled integer u is recovered exactly
 * when |u| < 10^15 (the product's error is below 4 ulps, so rounding u·10^scale back gives u) and then divided:
 * u / 10^scale is correctly rounded (both exact doubles for scale ≤ 22). Larger values keep hyparquet's number.
 */
import type { SchemaElement } from 'hyparquet';

/** Below this, u·10^scale computed from hyparquet's product rounds back to u exactly. */
const EXACT_UNSCALED = 1e15;

/** The scale of a DECIMAL column (converted or logical type), or undefined for any other column. */
export function decimalScale(e: SchemaElement): number | undefined {
  if (e.logical_type?.type === 'DECIMAL') return e.logical_type.scale ?? e.scale ?? 0;
  if (e.converted_type === 'DECIMAL') return e.scale ?? 0;
  return undefined;
}

/** A big-endian two's-complement integer (FIXED_LEN_BYTE_ARRAY / BYTE_ARRAY DECIMAL). */
function bytesInteger(b: Uint8Array): bigint {
  let v = 0n;
  for (const x of b) v = (v << 8n) | BigInt(x);
  return b.length && b[0] & 0x80 ? v - (1n << BigInt(8 * b.length)) : v;
}

/** The number written as the unscaled integer `u` at `scale`, correctly rounded (JS parses decimal text so). */
function scaled(u: bigint | number, scale: number): number {
  return Number(`${u}e${-scale}`);
}

/**
 * The values of a DECIMAL column at `scale` as hyparquet returned them (`converted`: it scaled them; otherwise they
 * are unscaled integers or their bytes), each as the double nearest to its decimal; nulls and anything else unchanged.
 */
export function decimalValues(values: ArrayLike<unknown>, scale: number, converted: boolean): unknown[] {
  const out = Array.from(values);
  const p = 10 ** scale;
  for (let i = 0; i < out.length; i++) {
    const v = out[i];
    if (!converted) {
      if (typeof v === 'bigint' || (typeof v === 'number' && Number.isInteger(v))) out[i] = scaled(v, scale);
      else if (v instanceof Uint8Array) out[i] = scaled(bytesInteger(v), scale);
    } else if (typeof v === 'number' && scale > 0 && scale <= 22) {
      const u = Math.round(v * p);
      if (Math.abs(u) < EXACT_UNSCALED) out[i] = u / p;
    }
  }
  return out;
}
