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
import { checkCountTotals, countColumns, countOf, type CountColumn, type CountsData } from './counts';
import { checkFlat, checkParquetRows, describeValue, openParquetTable, parquetNumber, readParquetColumns } from './parquet-file';

/** A value found, in messages; `x` is what parquetNumber made of it (an INT64 beyond 2^53 − 1 said so). */
const foundValue = (v: unknown, x: number | null | undefined) =>
  `found ${describeValue(v)}${typeof v === 'bigint' && x === null ? ' (an integer beyond 2^53 − 1 is not exact as a number)' : ''}`;

/** One count-table Parquet file, as readCountsCsv reads a CSV (same options, same result). */
export async function readCountsParquet(
  file: string,
  shown: string = file,
  opts: { partition?: boolean; onBytes?: (bytes: number) => void } = {},
): Promise<CountsData> {
  const t = await openParquetTable(path.resolve(file), shown);
  try {
    const idx = countColumns(t.columns, { file: shown });
    const names = { score: t.columns[idx.score], positives: t.columns[idx.positives], negatives: t.columns[idx.negatives] };
    for (const k of ['score', 'positives', 'negatives'] as const) checkFlat(t, idx[k], k === 'score' ? 'scores' : 'counts');
    const wanted = [names.score, names.positives, names.negatives];
    const rows = checkParquetRows(t, wanted, 1);
    if (rows === 0 && !opts.partition) throw new InputError({ file: shown }, 'expected count rows (score, positives, negatives), found none (the file has 0 rows)');
    const scores = new Float64Array(rows);
    const positives = new Float64Array(rows);
    const negatives = new Float64Array(rows);
    let P = 0;
    let N = 0;
    if (rows > 0) {
      const data = await readParquetColumns(t, wanted, rows);
      const [sc, pc, nc] = wanted.map((c) => data.get(c)!);
      const count = (v: unknown, k: Exclude<CountColumn, 'score'>, row: number) => {
        const x = parquetNumber(v);
        return countOf(x ?? undefined, k, () => ({ file: shown, row, field: names[k] }), () => foundValue(v, x));
      };
      for (let i = 0; i < rows; i++) {
        const v = sc[i];
        const s = parquetNumber(v);
        if (s === undefined || s === null) throw new InputError({ file: shown, row: i + 1, field: names.score }, `expected a finite number, ${foundValue(v, s)}`);
        scores[i] = s;
        P += positives[i] = count(pc[i], 'positives', i + 1);
        N += negatives[i] = count(nc[i], 'negatives', i + 1);
      }
    }
    opts.onBytes?.(t.size);
    return checkCountTotals({ scores, positives, negatives, P, N }, rows, shown, names, !!opts.partition);
  } finally {
    await t.close();
  }
}
