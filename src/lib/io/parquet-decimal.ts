/**
 * DECIMAL values of a Parquet column as the double nearest to the decimal written, as a CSV reader (or DuckDB) reads
 * the same text. hyparquet computes `unscaled × 10^−scale` in floating point, an ulp off for most values (0.5714 as
 * 0.5713999999999999: 59% of the four-decimal values from 0.0001 to 0.9999), rounds unscaled integers beyond 2^53
 * before scaling, and leaves a DECIMAL with the logical type only unscaled (5714). So the decoding thread
 * (parquet-worker.ts) asks hyparquet for the unscaled integers ({@link unscaledDecimals}), and {@link decimalValues}
 * scales them here: u / 10^scale when both are exact doubles (|u| ≤ 2^53, scale ≤ 22: one correctly rounded
 * division), otherwise by parsing the decimal text `${u}e-${scale}` (JavaScript parses decimal text correctly rounded).
 */
import type { SchemaElement } from 'hyparquet';

/** The scale of a DECIMAL column (converted or logical type), or undefined for any other column. */
export function decimalScale(e: SchemaElement): number | undefined {
  if (e.logical_type?.type === 'DECIMAL') return e.logical_type.scale ?? e.scale ?? 0;
  if (e.converted_type === 'DECIMAL') return e.scale ?? 0;
  return undefined;
}

/**
 * Makes hyparquet decode every DECIMAL column of `schema` (a file's flat schema, changed in place: the decoding
 * thread's own copy) to its unscaled integers: INT32 as numbers, INT64 as bigints, FIXED_LEN_BYTE_ARRAY as bytes (no
 * DECIMAL type left for hyparquet to convert). A BYTE_ARRAY DECIMAL (rare) keeps the type at scale 0, as hyparquet
 * would otherwise read its bytes as text: a number, exact up to 2^53. Self-contained (no reference outside its body):
 * the decoding thread runs its source text (parquet-worker.ts).
 */
export function unscaledDecimals(schema: SchemaElement[]): void {
  for (const e of schema) {
    const logical = e.logical_type && e.logical_type.type === 'DECIMAL';
    if (!logical && e.converted_type !== 'DECIMAL') continue;
    if (e.type === 'BYTE_ARRAY') {
      e.converted_type = 'DECIMAL';
      e.scale = 0;
      if (logical) e.logical_type = { ...e.logical_type!, scale: 0 } as SchemaElement['logical_type'];
    } else {
      delete e.converted_type;
      delete e.logical_type;
    }
  }
}

/** A big-endian two's-complement integer (FIXED_LEN_BYTE_ARRAY / BYTE_ARRAY DECIMAL). */
function bytesInteger(b: Uint8Array): bigint {
  let v = 0n;
  for (const x of b) v = (v << 8n) | BigInt(x);
  return b.length && b[0] & 0x80 ? v - (1n << BigInt(8 * b.length)) : v;
}

/**
 * The values of a DECIMAL column at `scale`, decoded to unscaled integers (numbers, bigints or bytes: see
 * {@link unscaledDecimals}), each as the double nearest to its decimal; nulls and anything else unchanged.
 */
export function decimalValues(values: ArrayLike<unknown>, scale: number): unknown[] {
  const out = Array.from(values);
  const p = 10 ** scale;
  const exact = scale <= 22;
  for (let i = 0; i < out.length; i++) {
    const v = out[i];
    if (typeof v === 'number') {
      if (!Number.isInteger(v)) continue;
      out[i] = exact && Math.abs(v) <= 2 ** 53 ? v / p : Number(`${BigInt(v)}e${-scale}`);
    } else if (typeof v === 'bigint') {
      out[i] = exact && v <= 2n ** 53n && v >= -(2n ** 53n) ? Number(v) / p : Number(`${v}e${-scale}`);
    } else if (v instanceof Uint8Array) {
      out[i] = Number(`${bytesInteger(v)}e${-scale}`);
    }
  }
  return out;
}
