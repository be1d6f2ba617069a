/**
 * Column data as the decoding thread sends it (parquet-worker.ts): hyparquet assembles a nullable column as an Array
 * of boxed values, which a thread can only send by copying it value by value (about 14 of the 23 s of decoding
 * 10⁷ rows × 4 columns, and 2.3 GB) — so numbers become a Float64Array and 64-bit integers a BigInt64Array, with a
 * byte per row marking the nulls, whose buffers move to the reading thread without a copy. Anything else (text,
 * booleans, dates, bytes, integers beyond 64 bits) stays an Array. {@link packedValue} reads a value back as hyparquet
 * gave it (null for a null; NaN, −0 and every bigint kept).
 */

/** One column's values of a chunk of rows: typed with a null mask, or as hyparquet gave them. */
export interface PackedValues {
  values: ArrayLike<unknown>;
  /** 1 where the value is null (only when some is). */
  nulls?: Uint8Array;
}

/**
 * The values of `data` packed (see the module comment). Runs in the decoding thread from its own source text
 * (`packValues.toString()`), so it must stay self-contained: no imports, no other functions.
 */
export function packValues(data: ArrayLike<unknown>): PackedValues {
  if (!Array.isArray(data)) return { values: data }; // a typed array already
  const n = data.length;
  let kind = ''; // 'number' or 'bigint' when every non-null value is one
  for (let i = 0; i < n; i++) {
    const v = data[i];
    if (v === null || v === undefined) continue;
    const t = typeof v;
    if ((t !== 'number' && t !== 'bigint') || (kind !== '' && t !== kind)) return { values: data };
    if (t === 'bigint' && ((v as bigint) < -(2n ** 63n) || (v as bigint) >= 2n ** 63n)) return { values: data };
    kind = t;
  }
  if (kind === '') return { values: data };
  const values = kind === 'number' ? new Float64Array(n) : new BigInt64Array(n);
  let nulls: Uint8Array | undefined;
  for (let i = 0; i < n; i++) {
    const v = data[i];
    if (v === null || v === undefined) (nulls ??= new Uint8Array(n))[i] = 1;
    else (values as { [k: number]: unknown })[i] = v;
  }
  return nulls ? { values, nulls } : { values };
}

/** Value `j` of packed values: null where the mask says so, else the value. */
export function packedValue(p: PackedValues, j: number): unknown {
  return p.nulls !== undefined && p.nulls[j] === 1 ? null : p.values[j];
}
