/**
 * Per-example scores in a Parquet file (read with hyparquet, pure JS): the same dataset keys and the same rules as
 * the scores CSV (src/lib/io/scores.ts), with a data row number (1 = the first row of the file, counted across row
 * groups) where the CSV reader names a line: `scores.parquet row 17, column 's100b': expected a number, found null`.
 *
 * Values. Numeric columns (INT32, INT64, FLOAT, DOUBLE, DECIMAL) are read as numbers; an INT64 beyond 2^53 − 1 is an
 * error (it would not be exact). Text columns are read as the CSV reader reads text, so '0.5' is a number and 'NA' a
 * missing value. Missing values are null and NaN (and the missing-value tokens in text columns); as in the CSV they
 * are an error by default, and with `missing: drop` the whole row is dropped and counted. ±Infinity, booleans, dates
 * and binary values are not scores. Labels follow the CSV rule: without `positive` they must be 0 or 1; with it, a
 * label equals `positive` as a number (numeric `positive`) or as text (booleans read as true / false).
 *
 * Default models (no `models` key): every flat column but the label whose Parquet type is numeric, in schema order
 * (the CSV reader instead looks at the first data value; a Parquet file declares its types).
 *
 * Compression: uncompressed and Snappy (the defaults of DuckDB, Spark and pandas/pyarrow); another codec is an error
 * that names the column and the codec.
 */
import * as path from 'node:path';
import { parquetMetadataAsync, parquetSchema } from 'hyparquet';
import type { AsyncBuffer, ColumnData, FileMetaData, SchemaTree } from 'hyparquet';
import { contentHidden, InputError, quote, quoteColumns } from './errors';
import { DECIMAL_COMMA, isDecimalComma, isMissing, parseNumber } from './csv';
import { checkPageHeaders, checkParquetMetadata, readColumnsWatched } from './parquet-guard';
import { openRegularFile } from './regular-file';
import { checkModelCount, ScoresSink, splitPart, type ScoresCsvOptions, type ScoresData } from './scores';


const SUPPORTED_CODECS = new Set(['UNCOMPRESSED', 'SNAPPY']);
const NUMERIC_TYPES = new Set(['INT32', 'INT64', 'FLOAT', 'DOUBLE']);
const NOT_A_SCORE = new Set(['DATE', 'TIME_MILLIS', 'TIME_MICROS', 'TIMESTAMP_MILLIS', 'TIMESTAMP_MICROS', 'INTERVAL']);

/** Parquet type of a column, for messages: "DOUBLE", "INT64", "BYTE_ARRAY (UTF8)", "a nested column". */
function typeName(t: SchemaTree): string {
  if (t.children.length) return 'a nested column';
  const e = t.element;
  const logical = e.logical_type?.type;
  const ann = logical ?? e.converted_type;
  return `${e.type ?? 'unknown'}${ann && ann !== 'INTEGER' ? ` (${ann})` : ''}`;
}

function isNumericColumn(t: SchemaTree): boolean {
  const e = t.element;
  if (t.children.length || e.repetition_type === 'REPEATED') return false;
  const logical = e.logical_type?.type;
  if (e.converted_type === 'DECIMAL' || logical === 'DECIMAL') return true;
  if (!e.type || !NUMERIC_TYPES.has(e.type)) return false;
  if (e.converted_type && NOT_A_SCORE.has(e.converted_type)) return false;
  if (logical === 'DATE' || logical === 'TIME' || logical === 'TIMESTAMP' || logical === 'INTERVAL') return false;
  return true;
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

/** A score: a finite number, `undefined` for a missing value, `null` for anything else (an error). */
function scoreOf(v: unknown): number | undefined | null {
  if (typeof v === 'number') {
    if (v !== v) return undefined; // NaN is a missing value, as the token 'NaN' is in a CSV
    return Number.isFinite(v) ? v : null;
  }
  if (v === null || v === undefined) return undefined;
  if (typeof v === 'bigint') {
    return v <= BigInt(Number.MAX_SAFE_INTEGER) && v >= BigInt(-Number.MAX_SAFE_INTEGER) ? Number(v) : null;
  }
  if (typeof v === 'string') {
    const x = parseNumber(v);
    if (x !== undefined) return Number.isFinite(x) ? x : null;
    return isMissing(v) ? undefined : null;
  }
  return null;
}

/** A label as the CSV reader sees text; `undefined` for a missing value (null, NaN, a missing token). */
function labelText(v: unknown): string | undefined | null {
  if (v === null || v === undefined) return undefined;
  if (typeof v === 'number') return v !== v ? undefined : String(v);
  if (typeof v === 'bigint' || typeof v === 'boolean') return String(v);
  if (typeof v === 'string') return isMissing(v) ? undefined : v;
  return null;
}

/**
 * Open a Parquet file (a regular file: see regular-file.ts) and read its metadata. The buffer reads from the opened
 * handle; the caller calls `close`.
 */
async function openParquet(abs: string, shown: string): Promise<{ file: AsyncBuffer; metadata: FileMetaData; size: number; close: () => Promise<void> }> {
  const { handle, size } = await openRegularFile(abs, (d) => new InputError({ file: shown }, d));
  const close = () => handle.close();
  if (size === 0) {
    await close();
    throw new InputError({ file: shown }, 'the file is empty: expected a Parquet file');
  }
  const file: AsyncBuffer = {
    byteLength: size,
    async slice(start: number, end: number = size) {
      const s = Math.min(Math.max(0, start), size);
      const b = Buffer.alloc(Math.max(0, Math.min(end, size) - s));
      await handle.read(b, 0, b.length, s);
      return b.buffer.slice(b.byteOffset, b.byteOffset + b.length) as ArrayBuffer;
    },
  };
  try {
    const metadata = await parquetMetadataAsync(file);
    return { file, metadata, size, close };
  } catch (e) {
    await close();
    throw new InputError({ file: shown }, `cannot read the file as Parquet: ${(e as Error).message ?? String(e)}`);
  }
}

/** Read per-example labels and scores from a Parquet file; same options and result as readScoresCsv. */
export async function readScoresParquet(file: string, opts: ScoresCsvOptions): Promise<ScoresData> {
  const shown = opts.shown ?? file;
  const sink = new ScoresSink(opts, shown);
  await readScoresParquetInto(sink, file, shown);
  return sink.finish();
}

/** Read one per-example scores Parquet file into `sink` (one file of a dataset; see scores.ts {@link ScoresSink}). */
export async function readScoresParquetInto(sink: ScoresSink, file: string, shown: string): Promise<void> {
  const abs = path.resolve(file);
  sink.begin(shown, 'row');
  const { file: buffer, metadata, size, close } = await openParquet(abs, shown);
  try {
    await readOpened(abs, shown, sink, buffer, metadata, size);
  } finally {
    await close();
  }
}

async function readOpened(abs: string, shown: string, sink: ScoresSink, buffer: AsyncBuffer, metadata: FileMetaData, size: number): Promise<void> {
  const opts = sink.opts;
  const missing = opts.missing ?? 'error';
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
  const labelIdx = columns.indexOf(opts.label);
  if (labelIdx < 0) throw new InputError({ file: shown }, `expected a label column '${opts.label}' in the file, found columns ${list()}`);
  const flat = (i: number, what: string) => {
    const t = top[i];
    if (t.children.length || t.element.repetition_type === 'REPEATED') {
      throw new InputError({ file: shown, field: columns[i] }, `expected a flat column of ${what}, found ${t.children.length ? 'a nested column' : 'a repeated (list) column'}`);
    }
  };
  flat(labelIdx, 'labels');
  const splitIdx = opts.split ? columns.indexOf(opts.split.column) : -1;
  if (opts.split) {
    if (splitIdx < 0) throw new InputError({ file: shown }, `expected a split column '${opts.split.column}' (dataset.split.column) in the file, found columns ${list()}`);
    if (splitIdx === labelIdx) throw new InputError({ file: shown, field: opts.split.column }, 'the label column cannot also be the split column');
    flat(splitIdx, 'parts');
  }
  sink.checkColumns(columns, { file: shown });
  let models: string[];
  if (sink.models) {
    models = sink.models;
    for (const m of models) {
      const i = columns.indexOf(m);
      if (i < 0) throw new InputError({ file: shown }, `expected a score column '${m}' (dataset.models) in the file, found columns ${list()}`);
      if (i === labelIdx) throw new InputError({ file: shown, field: m }, 'the label column cannot also be a model');
      if (i === splitIdx) throw new InputError({ file: shown, field: m }, 'the split column cannot also be a model');
      flat(i, 'scores');
    }
  } else {
    models = columns.filter((c, i) => i !== labelIdx && i !== splitIdx && isNumericColumn(top[i]));
    if (!models.length) {
      throw new InputError({ file: shown }, `expected at least one numeric score column besides the label '${opts.label}', found none (columns ${list()})`);
    }
    checkModelCount(models.length, shown);
    sink.setModels(models);
  }
  const wanted = [opts.label, ...models, ...(opts.split ? [opts.split.column] : [])];
  for (const rg of metadata.row_groups) {
    for (const cc of rg.columns) {
      const md = cc.meta_data;
      if (!md || !wanted.includes(md.path_in_schema[0])) continue;
      if (!SUPPORTED_CODECS.has(md.codec)) {
        throw new InputError(
          { file: shown, field: md.path_in_schema[0] },
          `expected an uncompressed or Snappy-compressed column, found ${md.codec} compression (rewrite the file with Snappy, e.g. DuckDB: COPY t TO 'x.parquet' (FORMAT parquet, COMPRESSION snappy))`,
        );
      }
    }
  }
  checkParquetMetadata(metadata, size, shown, wanted, models.length);
  const rows = Number(metadata.num_rows);
  if (rows === 0) {
    if (sink.partitioned) return; // a partition without rows (Spark can write one for an empty task)
    throw new InputError({ file: shown }, 'expected data rows, found none (the file has 0 rows)');
  }
  await checkPageHeaders(buffer, metadata, shown, wanted);

  // Read the selected columns in a watched worker (column chunks arrive per row group; assemble them in row order).
  const chunks = new Map<string, ColumnData[]>(wanted.map((c) => [c, []]));
  for (const c of await readColumnsWatched(abs, shown, size, metadata, wanted)) chunks.get(c.columnName)?.push(c);
  const column = (name: string): ArrayLike<unknown> => {
    const parts = chunks.get(name)!.sort((a, b) => a.rowStart - b.rowStart);
    let at = 0;
    for (const p of parts) {
      if (p.rowStart !== at || p.rowEnd - p.rowStart !== p.columnData.length) {
        throw new InputError({ file: shown, field: name }, `cannot read the file as Parquet: the column's data do not cover rows ${at + 1}–${rows} exactly`);
      }
      at = p.rowEnd;
    }
    if (at !== rows) throw new InputError({ file: shown, field: name }, `cannot read the file as Parquet: the column has ${at} values for ${rows} rows`);
    if (parts.length === 1) return parts[0].columnData as ArrayLike<unknown>;
    const out: unknown[] = new Array(rows);
    let k = 0;
    for (const p of parts) for (let i = 0; i < p.columnData.length; i++) out[k++] = (p.columnData as ArrayLike<unknown>)[i];
    return out;
  };
  const labelCol = column(opts.label);
  const scoreCols = models.map(column);
  const splitCol = opts.split ? column(opts.split.column) : undefined;

  const label = sink.label.fn;
  sink.reserve(rows);
  const m = models.length;
  const scratch = new Float64Array(m);
  for (let i = 0; i < rows; i++) {
    const row = i + 1;
    let part = 0;
    if (opts.split) {
      const t = labelText(splitCol![i]);
      part = splitPart(opts.split, typeof t === 'string' ? t : undefined, { file: shown, row, field: opts.split.column });
    }
    const lv = labelCol[i];
    const lt = labelText(lv);
    let y: number;
    if (lt === undefined) {
      if (missing === 'drop') { sink.drop(row); continue; }
      y = label('', row, `found ${describeValue(lv)}`);
    } else if (lt === null) {
      y = label('', row, `found ${describeValue(lv)}`);
    } else {
      y = label(lt, row);
    }
    let skip = false;
    for (let k = 0; k < m; k++) {
      const v = scoreCols[k][i];
      const s = scoreOf(v);
      if (s === undefined) {
        if (missing === 'drop') { skip = true; continue; }
      }
      if (s === undefined || s === null) {
        const big = typeof v === 'bigint' ? ' (an integer beyond 2^53 − 1 is not exact as a number)' : '';
        throw new InputError({ file: shown, row, field: models[k] }, `expected a number, found ${describeValue(v)}${big}`);
      }
      scratch[k] = s;
    }
    if (skip) { sink.drop(row); continue; }
    sink.push(y, part, scratch, row);
  }
  sink.rows += rows;
}
