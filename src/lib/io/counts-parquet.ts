/**
 * Count tables in Parquet (what Spark, BigQuery and DuckDB write by default): the columns and rules of the count-table
 * CSV (counts.ts: exactly `score`, `positives`, `negatives` in any order and case; finite scores; whole counts ≥ 0;
 * no missing values), read with hyparquet as the per-example Parquet reader reads (parquet-file.ts: codecs, guards,
 * values). Errors name the data row (1 = the file's first row, across row groups) where the CSV reader names a line:
 * `m1.parquet row 17, column 'positives': expected a whole number of positives ≥ 0, found 1.5 (a fractional count)`.
 *
 * Values: numeric columns (INT32, INT64, FLOAT, DOUBLE, DECIMAL) as numbers, an INT64 beyond 2^53 − 1 an error; text
 * as the CSV reader reads it ('0.5' a number). Counts as DOUBLE (DuckDB writes SUM over integers so) must be whole.
 */
import * as path from 'node:path';
import { InputError } from './errors';
import { checkCountTotals, COUNT_COLUMNS, countColumns, countOf, CountRows, type CountColumn, type CountsData } from './counts';
import { LONG_COUNT_COLUMNS, type ModelCountRows } from './counts-long';
import { checkFlat, checkParquetRows, ColumnValues, describeValue, openParquetTable, parquetNumber, readParquetColumns, type ParquetTable } from './parquet-file';

/** A value found, in messages; `x` is what parquetNumber made of it (an INT64 beyond 2^53 − 1 said so). */
const foundValue = (v: unknown, x: number | null | undefined) =>
  `found ${describeValue(v)}${typeof v === 'bigint' && x === null ? ' (an integer beyond 2^53 − 1 is not exact as a number)' : ''}`;

/** The score and count columns of one file, their names as written, and the file for messages. */
interface CountColumns {
  shown: string;
  names: Record<CountColumn, string>;
  values: Record<CountColumn, ColumnValues>;
}

/** Row `i` (0-based) of `c` added to `t`, by the rules of counts.ts, or the error naming the row and the column. */
function addRow(t: CountRows, c: CountColumns, i: number): void {
  const at = (k: CountColumn) => () => ({ file: c.shown, row: i + 1, field: c.names[k] });
  const v = c.values.score.get(i);
  const s = parquetNumber(v);
  if (s === undefined || s === null) throw new InputError(at('score')(), `expected a finite number, ${foundValue(v, s)}`);
  const count = (k: Exclude<CountColumn, 'score'>) => {
    const x = c.values[k].get(i);
    const n = parquetNumber(x);
    return countOf(n ?? undefined, k, at(k), () => foundValue(x, n));
  };
  t.add(s, count('positives'), count('negatives'));
}

/**
 * The columns `wanted` of a file (the count columns, and 'model' for one table of all models): each flat, the codecs
 * and metadata checked; their names as written and their values (none when the file has no rows).
 */
async function countValues(t: ParquetTable, idx: Record<string, number>, wanted: readonly string[], partition: boolean) {
  for (const k of wanted) checkFlat(t, idx[k], k === 'model' ? 'model names' : k === 'score' ? 'scores' : 'counts');
  const columns = wanted.map((k) => t.columns[idx[k]]);
  const rows = checkParquetRows(t, columns, 1);
  if (rows === 0 && !partition) throw new InputError({ file: t.shown }, `expected count rows (${wanted.join(', ')}), found none (the file has 0 rows)`);
  const data = rows > 0 ? await readParquetColumns(t, columns, rows) : undefined;
  const c = {
    shown: t.shown,
    names: Object.fromEntries(wanted.map((k, j) => [k, columns[j]])),
    values: Object.fromEntries(wanted.map((k, j) => [k, data?.get(columns[j]) ?? new ColumnValues([], 0)])),
  } as CountColumns & { names: Record<string, string>; values: Record<string, ColumnValues> };
  return { rows, c };
}

/** One count-table Parquet file, as readCountsCsv reads a CSV (same options, same result). */
export async function readCountsParquet(
  file: string,
  shown: string = file,
  opts: { partition?: boolean; onBytes?: (bytes: number) => void } = {},
): Promise<CountsData> {
  const t = await openParquetTable(path.resolve(file), shown);
  try {
    const idx = countColumns(t.columns, { file: shown });
    const { rows, c } = await countValues(t, idx, COUNT_COLUMNS, !!opts.partition);
    const out = new CountRows();
    out.reserve(rows);
    for (let i = 0; i < rows; i++) addRow(out, c, i);
    opts.onBytes?.(t.size);
    return checkCountTotals(out.finish(), rows, shown, c.names, !!opts.partition);
  } finally {
    await t.close();
  }
}

/** One Parquet file of the long format (counts-long.ts: a `model` text column beside the three) added to `acc`, as addLongCountsCsv adds a CSV; errors name the data row. */
export async function addLongCountsParquet(
  acc: ModelCountRows,
  file: string,
  shown: string = file,
  opts: { partition?: boolean; onBytes?: (bytes: number) => void } = {},
): Promise<void> {
  const t = await openParquetTable(path.resolve(file), shown);
  try {
    const idx = countColumns(t.columns, { file: shown }, LONG_COUNT_COLUMNS);
    const { rows, c } = await countValues(t, idx, LONG_COUNT_COLUMNS, !!opts.partition);
    acc.field ??= c.names.model;
    const models = c.values.model;
    for (let i = 0; i < rows; i++) {
      const m = models.get(i);
      const into = acc.rowsFor(m);
      if (into === null) {
        throw new InputError(
          { file: shown, row: i + 1, field: c.names.model },
          typeof m === 'string' || m === null || m === undefined
            ? `expected a model name with a visible character, found ${describeValue(m)}`
            : `expected a model name as text, found ${describeValue(m)} (write the model column as a string)`,
        );
      }
      if (into) addRow(into, c, i);
    }
    acc.rows += rows;
    opts.onBytes?.(t.size);
  } finally {
    await t.close();
  }
}
