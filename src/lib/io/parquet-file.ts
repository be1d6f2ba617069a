/**
 * A Parquet file opened for one of the readers (per-example scores: parquet.ts; count tables: counts-parquet.ts):
 * its flat top-level columns by name, then the selected columns decoded under parquet-guard.ts's checks. The rules
 * both readers share live here: names (none blank, none repeated), codecs (file-format.ts PARQUET_CODECS), the
 * metadata and page checks, the columns' data covering every row exactly once, and DECIMAL values as the decimal
 * written (parquet-decimal.ts).
 */
import { parquetMetadataAsync, parquetSchema } from 'hyparquet';
import type { AsyncBuffer, FileMetaData, SchemaTree } from 'hyparquet';
import { contentHidden, InputError, quote, quoteColumns } from './errors';
import { DECIMAL_COMMA, isDecimalComma, isMissing, parseNumber } from './csv';
import { checkPageHeaders, checkParquetMetadata, readColumnsWatched, rowGroups, type PackedChunk } from './parquet-guard';
import { packedValue } from './parquet-pack';
import { openRegularFile } from './regular-file';
import { decimalScale, decimalValues } from './parquet-decimal';
import { PARQUET_CODECS } from './file-format';

/** Parquet type of a column, for messages: "DOUBLE", "INT64", "BYTE_ARRAY (UTF8)", "a nested column". */
export function typeName(t: SchemaTree): string {
  if (t.children.length) return 'a nested column';
  const e = t.element;
  const logical = e.logical_type?.type;
  const ann = logical ?? e.converted_type;
  return `${e.type ?? 'unknown'}${ann && ann !== 'INTEGER' ? ` (${ann})` : ''}`;
}

/** A value found in the file, as named in messages (text quoted as in the CSV reader). */
export function describeValue(v: unknown): string {
  if (v === null || v === undefined) return 'null';
  if (typeof v === 'string') return v.trim() === '' ? "an empty string ''" : `${quote(v)}${isDecimalComma(v) ? ` (${DECIMAL_COMMA})` : ''}`;
  if (typeof v === 'number' || typeof v === 'bigint' || typeof v === 'boolean') return String(v);
  if (v instanceof Date) return `a date (${Number.isNaN(v.getTime()) ? 'invalid' : v.toISOString()})`;
  if (v instanceof Uint8Array) return `binary data (${v.length} bytes)`;
  try {
    const s = JSON.stringify(v, (_k, x) => (typeof x === 'bigint' ? String(x) : x));
    return s.length > 60 ? `${s.slice(0, 57)}...` : s;
  } catch {
    return String(v);
  }
}

const MAX_EXACT = BigInt(Number.MAX_SAFE_INTEGER);

/**
 * A number as the readers take it from a Parquet value: a finite number (a bigint within ±(2^53 − 1); text as the CSV
 * reader reads it), `undefined` for a missing value (null, NaN, a missing-value token), `null` for anything else.
 */
export function parquetNumber(v: unknown): number | undefined | null {
  if (typeof v === 'number') {
    if (v !== v) return undefined; // NaN is a missing value, as the token 'NaN' is in a CSV
    return Number.isFinite(v) ? v : null;
  }
  if (v === null || v === undefined) return undefined;
  if (typeof v === 'bigint') {
    return v <= MAX_EXACT && v >= -MAX_EXACT ? Number(v) : null;
  }
  if (typeof v === 'string') {
    const x = parseNumber(v);
    if (x !== undefined) return Number.isFinite(x) ? x : null;
    return isMissing(v) ? undefined : null;
  }
  return null;
}

/** An opened Parquet file and its top-level columns; `close` it when done. */
export interface ParquetTable {
  abs: string;
  shown: string;
  metadata: FileMetaData;
  size: number;
  /** The schema's top-level columns and their names (each a non-blank name, none repeated). */
  top: SchemaTree[];
  columns: string[];
  /** The columns as messages list them: names and types (names only when content is hidden). */
  list(): string;
  close(): Promise<void>;
  buffer: AsyncBuffer;
}

/**
 * Open a Parquet file (a regular file: see regular-file.ts), read its metadata and check its top-level column names.
 * Every failure is an InputError naming `shown`.
 */
export async function openParquetTable(abs: string, shown: string): Promise<ParquetTable> {
  const { handle, size } = await openRegularFile(abs, (d) => new InputError({ file: shown }, d));
  const close = () => handle.close();
  try {
    if (size === 0) throw new InputError({ file: shown }, 'the file is empty: expected a Parquet file');
    const buffer: AsyncBuffer = {
      byteLength: size,
      async slice(start: number, end: number = size) {
        const s = Math.min(Math.max(0, start), size);
        const b = Buffer.alloc(Math.max(0, Math.min(end, size) - s));
        await handle.read(b, 0, b.length, s);
        return b.buffer.slice(b.byteOffset, b.byteOffset + b.length) as ArrayBuffer;
      },
    };
    let metadata: FileMetaData;
    try {
      metadata = await parquetMetadataAsync(buffer);
    } catch (e) {
      throw new InputError({ file: shown }, `cannot read the file as Parquet: ${(e as Error).message ?? String(e)}`);
    }
    let top: SchemaTree[];
    try {
      top = parquetSchema(metadata).children;
    } catch (e) {
      throw new InputError({ file: shown }, `cannot read the file as Parquet: its schema is invalid (${(e as Error).name})`);
    }
    if (top.some((c) => typeof c.element.name !== 'string')) throw new InputError({ file: shown }, 'cannot read the file as Parquet: its schema has a column without a name');
    const columns = top.map((c) => c.element.name);
    const seen = new Map<string, number>();
    columns.forEach((c, i) => {
      if (c.trim() === '') throw new InputError({ file: shown }, `column ${i + 1} of the file has no name: every column needs one`);
      if (seen.has(c)) throw new InputError({ file: shown, field: c }, `duplicate column name (columns ${seen.get(c)! + 1} and ${i + 1})`);
      seen.set(c, i);
    });
    const list = () => (contentHidden() ? quoteColumns(columns) : top.map((c) => `${quote(c.element.name)} (${typeName(c)})`).join(', '));
    return { abs, shown, metadata, size, top, columns, list, close, buffer };
  } catch (e) {
    await close();
    throw e;
  }
}

/** Column `i` must be flat (not nested, not a list): its values are `what` ("labels", "scores", …). */
export function checkFlat(t: ParquetTable, i: number, what: string): void {
  const c = t.top[i];
  if (c.children.length || c.element.repetition_type === 'REPEATED') {
    throw new InputError({ file: t.shown, field: t.columns[i] }, `expected a flat column of ${what}, found ${c.children.length ? 'a nested column' : 'a repeated (list) column'}`);
  }
}

/**
 * The number of rows of the file, after checking the codecs of the `wanted` columns (file-format.ts) and the metadata
 * (parquet-guard.ts, 1); `models` scales the file's rows for the limit on scores (0: no limit, no row is kept).
 */
export function checkParquetRows(t: ParquetTable, wanted: readonly string[], models: number): number {
  for (const rg of t.metadata.row_groups) {
    for (const cc of rg.columns) {
      const md = cc.meta_data;
      if (!md || !wanted.includes(md.path_in_schema[0])) continue;
      if (!PARQUET_CODECS.has(md.codec)) {
        throw new InputError(
          { file: t.shown, field: md.path_in_schema[0] },
          `expected a column uncompressed or compressed with Snappy, GZIP, Brotli, ZSTD or LZ4_RAW, found ${md.codec} compression (rewrite the file with one of them, e.g. DuckDB: COPY t TO 'x.parquet' (FORMAT parquet, COMPRESSION zstd))`,
        );
      }
    }
  }
  checkParquetMetadata(t.metadata, t.size, t.shown, wanted, models);
  return Number(t.metadata.num_rows);
}

/**
 * One column's values over a file's rows, in the chunks the decoder gave (no copy into one array): `get(i)` is value
 * i (0-based) as hyparquet gives it (null for a null). Reads in row order find their chunk in constant time.
 */
export class ColumnValues {
  private k = 0;
  constructor(
    private readonly parts: readonly PackedChunk[],
    readonly length: number,
  ) {}

  get(i: number): unknown {
    let p = this.parts[this.k];
    if (i < p.rowStart || i >= p.rowEnd) {
      let lo = 0;
      let hi = this.parts.length - 1;
      while (lo < hi) {
        const mid = (lo + hi + 1) >> 1;
        if (this.parts[mid].rowStart <= i) lo = mid;
        else hi = mid - 1;
      }
      this.k = lo;
      p = this.parts[lo];
    }
    return packedValue(p, i - p.rowStart);
  }
}

/** Rows `from` … `to` − 1 (0-based) of a file: the only rows a reader judges and keeps. */
export interface RowWindow {
  from: number;
  to: number;
}

/**
 * The values of the `wanted` columns of a file of `rows` rows (> 0), each in row order: the page headers checked
 * (parquet-guard.ts, 2), then decoded in the watched worker (3), the chunks of each column covering every row once —
 * or, with `only`, every row of the row groups that hold a row of that window.
 */
export async function readParquetColumns(t: ParquetTable, wanted: string[], rows: number, only?: RowWindow): Promise<Map<string, ColumnValues>> {
  // Every row group's page headers, whatever rows are decoded: a window reports what a whole read would report first.
  await checkPageHeaders(t.buffer, t.metadata, t.shown, wanted);
  const chunks = new Map<string, PackedChunk[]>(wanted.map((c) => [c, []]));
  // With a window, the row groups holding a row of it (their indices in the file), and the rows they cover.
  const all = rowGroups(t.metadata);
  const groups = only && all.flatMap(([s, e], i) => (s < only.to && e > only.from ? [i] : []));
  const [start, end] = !groups ? [0, rows] : groups.length ? [all[groups[0]][0], all[groups[groups.length - 1]][1]] : [0, 0];
  if (!groups || groups.length) for (const c of await readColumnsWatched(t.abs, t.shown, t.size, t.metadata, wanted, { groups })) chunks.get(c.columnName)?.push(c);
  const column = (name: string): ColumnValues => {
    const parts = chunks.get(name)!.sort((a, b) => a.rowStart - b.rowStart);
    let at = start;
    for (const p of parts) {
      if (p.rowStart !== at || p.rowEnd - p.rowStart !== p.values.length) {
        throw new InputError({ file: t.shown, field: name }, `cannot read the file as Parquet: the column's data do not cover rows ${at + 1}–${end} exactly`);
      }
      at = p.rowEnd;
    }
    if (at !== end) throw new InputError({ file: t.shown, field: name }, `cannot read the file as Parquet: the column has ${at - start} values for ${end - start} rows`);
    // DECIMAL values arrive unscaled (parquet-worker.ts): scaled here to the decimal written (parquet-decimal.ts).
    const element = t.top[t.columns.indexOf(name)].element;
    const scale = decimalScale(element);
    const scaled = scale === undefined
      ? parts
      : parts.map((p) => ({ ...p, nulls: undefined, values: decimalValues(Array.from({ length: p.values.length }, (_, j) => packedValue(p, j)), scale) }));
    return new ColumnValues(scaled, rows);
  };
  return new Map(wanted.map((c) => [c, column(c)]));
}
