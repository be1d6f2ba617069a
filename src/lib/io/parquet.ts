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
 * Compression: file-format.ts PARQUET_CODECS (Snappy, the default of DuckDB, Spark and pyarrow; ZSTD, Polars'; …);
 * another codec is an error that names the column and the codec.
 */
import * as path from 'node:path';
import type { SchemaTree } from 'hyparquet';
import { InputError } from './errors';
import { isMissing } from './csv';
import { checkFlat, checkParquetRows, describeValue, openParquetTable, readParquetColumns, parquetNumber, type ParquetTable, type RowWindow } from './parquet-file';
import { checkModelCount, ScoresSink, splitPart, type ScoresCsvOptions, type ScoresData } from './scores';

const NUMERIC_TYPES = new Set(['INT32', 'INT64', 'FLOAT', 'DOUBLE']);
const NOT_A_SCORE = new Set(['DATE', 'TIME_MILLIS', 'TIME_MICROS', 'TIMESTAMP_MILLIS', 'TIMESTAMP_MICROS', 'INTERVAL']);

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

/** A label as the CSV reader sees text; `undefined` for a missing value (null, NaN, a missing token). */
function labelText(v: unknown): string | undefined | null {
  if (v === null || v === undefined) return undefined;
  if (typeof v === 'number') return v !== v ? undefined : String(v);
  if (typeof v === 'bigint' || typeof v === 'boolean') return String(v);
  if (typeof v === 'string') return isMissing(v) ? undefined : v;
  return null;
}

/** Read per-example labels and scores from a Parquet file; same options and result as readScoresCsv. */
export async function readScoresParquet(file: string, opts: ScoresCsvOptions): Promise<ScoresData> {
  const shown = opts.shown ?? file;
  const sink = new ScoresSink(opts, shown);
  await readScoresParquetInto(sink, file, shown);
  return sink.finish();
}

/**
 * Read one per-example scores Parquet file into `sink` (one file of a dataset; see scores.ts {@link ScoresSink}).
 * With `only`, every check of the file but its rows, then only the rows of that window (decoding the row groups that
 * hold them), named as in a whole read; the size limit (MAX_SCORES) is not applied: nothing else is kept.
 */
export async function readScoresParquetInto(sink: ScoresSink, file: string, shown: string, only?: RowWindow): Promise<void> {
  sink.begin(shown, 'row');
  const t = await openParquetTable(path.resolve(file), shown);
  try {
    await readOpened(t, sink, only);
  } finally {
    await t.close();
  }
}

async function readOpened(t: ParquetTable, sink: ScoresSink, only?: RowWindow): Promise<void> {
  const { shown, top, columns, list } = t;
  const opts = sink.opts;
  const missing = opts.missing ?? 'error';
  const labelIdx = columns.indexOf(opts.label);
  if (labelIdx < 0) throw new InputError({ file: shown }, `expected a label column '${opts.label}' in the file, found columns ${list()}`);
  const flat = (i: number, what: string) => checkFlat(t, i, what);
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
  const rows = checkParquetRows(t, wanted, only ? 0 : models.length);
  if (rows === 0) {
    if (sink.partitioned) return; // a partition without rows (Spark can write one for an empty task)
    throw new InputError({ file: shown }, 'expected data rows, found none (the file has 0 rows)');
  }
  const from = Math.min(rows, only?.from ?? 0);
  const to = Math.min(rows, only?.to ?? rows);
  const data = await readParquetColumns(t, wanted, rows, only && { from, to });
  const column = (name: string) => data.get(name)!;
  const labelCol = column(opts.label);
  const scoreCols = models.map(column);
  const splitCol = opts.split ? column(opts.split.column) : undefined;

  const label = sink.label.fn;
  sink.reserve(to - from);
  const m = models.length;
  const scratch = new Float64Array(m);
  for (let i = from; i < to; i++) {
    const row = i + 1;
    let part = 0;
    if (opts.split) {
      const t = labelText(splitCol!.get(i));
      part = splitPart(opts.split, typeof t === 'string' ? t : undefined, { file: shown, row, field: opts.split.column });
    }
    const lv = labelCol.get(i);
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
      const v = scoreCols[k].get(i);
      const s = parquetNumber(v);
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
