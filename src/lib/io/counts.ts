/**
 * Count tables as input: one CSV (here) or Parquet file (counts-parquet.ts) per model, or its partitions, with
 * exactly the columns `score`, `positives`, `negatives` (any order, names case-insensitive), one row per score, e.g.
 * the output of `SELECT score, SUM(label) AS positives, COUNT(*) - SUM(label) AS negatives FROM t GROUP BY score`.
 * This is the core data model itself (src/lib/metrics/types.ts, CountTable), built with countTableFromCounts.
 *
 * Checks, shared by both formats, each naming the file, the line (CSV) or data row (Parquet) and the column: no column
 * other than the three (an extra column is named); scores are finite numbers; counts are whole numbers ≥ 0 (a
 * fractional count is an error); missing values are errors (a count table has no rows to drop). A score may repeat:
 * its rows are added up. Both totals must be > 0, except in one partition of a table (`partition`), which may also
 * have no rows. Equal totals across the models of one dataset are checked by the caller (src/lib/report/inputs.ts).
 */
import * as path from 'node:path';
import { contentHidden, InputError, quoteColumns, type InputLocation } from './errors';
import { F64Builder, found, parseNumber, streamCsv } from './csv';

export interface CountsData {
  /** Per row of the file, in file order (not merged, not sorted). */
  scores: Float64Array;
  positives: Float64Array;
  negatives: Float64Array;
  /** Totals P = Σ positives, N = Σ negatives. */
  P: number;
  N: number;
}

/** The columns a count-table file must have, in the order they are named in messages. */
export const COUNT_COLUMNS = ['score', 'positives', 'negatives'] as const;
export type CountColumn = (typeof COUNT_COLUMNS)[number];

/**
 * Index of each wanted column in `columns` (one file's header or schema): exactly those, each once, names in any case.
 * `wanted` is the count columns of one model's table, or with 'model' first, the columns of a table of all models
 * (counts-long.ts).
 */
export function countColumns<K extends string = CountColumn>(
  columns: string[],
  at: InputLocation,
  wanted: readonly K[] = COUNT_COLUMNS as unknown as readonly K[],
): Record<K, number> {
  const idx = Object.fromEntries(wanted.map((k) => [k, -1])) as Record<K, number>;
  const expected = `exactly the columns ${wanted.map((c) => `'${c}'`).join(', ')} (in any order)`;
  const list = quoteColumns(columns);
  const extra: string[] = [];
  columns.forEach((c, i) => {
    const k = c.toLowerCase() as K;
    if (!(wanted as readonly string[]).includes(k)) {
      extra.push(c);
      return;
    }
    if (idx[k] >= 0) throw new InputError({ ...at, field: c }, `duplicate column name (columns ${idx[k] + 1} and ${i + 1})`);
    idx[k] = i;
  });
  // The other form of count tables, named (docs/config.md): one table of all models, or one model's table.
  const form = (ks: string[]) =>
    !ks.includes('model') ? '' : wanted.includes('model' as K) ? '; one model\'s table is given as counts: { name: file }' : '; a table of all models is given as counts: file (docs/config.md)';
  if (extra.length) {
    throw new InputError(
      at,
      `expected ${expected}, found the extra column${extra.length > 1 ? 's' : ''} ${quoteColumns(extra)}${contentHidden() ? '' : ` (${at.line ? 'header' : 'columns'}: ${list})`}${form(extra.map((c) => c.toLowerCase()))}`,
    );
  }
  const missing = wanted.filter((k) => idx[k] < 0);
  if (missing.length) {
    throw new InputError(
      at,
      `expected ${expected}, the column${missing.length > 1 ? 's' : ''} ${missing.map((c) => `'${c}'`).join(', ')} ${missing.length > 1 ? 'are' : 'is'} missing (${at.line ? 'header' : 'columns'}: ${list})${form(missing)}`,
    );
  }
  return idx;
}

/** The count of `k` in one row: a whole number from 0 to 2^53 − 1, or the error naming `at` and what was `found`. */
export function countOf(v: number | undefined, k: 'positives' | 'negatives', at: () => InputLocation, found: () => string): number {
  if (v === undefined || !Number.isInteger(v) || v < 0 || v > Number.MAX_SAFE_INTEGER) {
    throw new InputError(at(), `expected a whole number of ${k} ≥ 0, ${found()}${v !== undefined && v >= 0 && !Number.isInteger(v) ? ' (a fractional count)' : ''}`);
  }
  return v;
}

/**
 * The checks on a file's totals once its `rows` rows are read: below 2^53, and at least one positive and one negative
 * unless the file is a partition of a table (its caller checks the sum over the partitions).
 */
export function checkCountTotals(d: CountsData, rows: number, shown: string, names: Record<CountColumn, string>, partition: boolean): CountsData {
  if (d.P > Number.MAX_SAFE_INTEGER || d.N > Number.MAX_SAFE_INTEGER) {
    throw new InputError({ file: shown }, `expected totals below 2^53 (exact in floating point), found P = ${d.P}, N = ${d.N}`);
  }
  for (const [k, total] of [['positives', d.P], ['negatives', d.N]] as const) {
    if (total === 0 && !partition) {
      throw new InputError(
        { file: shown, field: names[k] },
        `expected at least one of the ${k}, found a total of 0 over ${rows} row${rows > 1 ? 's' : ''}: ROC metrics need at least one positive and one negative`,
      );
    }
  }
  return d;
}

export async function readCountsCsv(
  file: string,
  shown: string = file,
  /** `partition`: one of several files of a table (may hold one class only, or no rows); `onBytes`: bytes read (a progress bar). */
  opts: { partition?: boolean; onBytes?: (bytes: number) => void } = {},
): Promise<CountsData> {
  let idx: Record<CountColumn, number> = { score: -1, positives: -1, negatives: -1 };
  let names: string[] = [];
  const rows = new CountRows();
  const lines = await streamCsv(
    path.resolve(file),
    shown,
    (h) => {
      names = h.columns;
      idx = countColumns(h.columns, { file: shown, line: h.line });
    },
    (rec, line) => addCountRow(rows, rec, idx, names, shown, line),
    undefined,
    opts.onBytes,
  );
  // A partition may have no rows (a header only, as a partitioned writer leaves for an empty partition), as the part
  // files of per-example scores may; its caller checks the totals over the partitions.
  if (lines === 0 && !opts.partition) throw new InputError({ file: shown }, 'expected count rows (score, positives, negatives) after the header, found none');
  const named = { score: names[idx.score], positives: names[idx.positives], negatives: names[idx.negatives] };
  return checkCountTotals(rows.finish(), lines, shown, named, !!opts.partition);
}

/** A count table's rows as they are read (file order), growing, and their totals. */
export class CountRows {
  scores = new F64Builder();
  positives = new F64Builder();
  negatives = new F64Builder();
  P = 0;
  N = 0;
  /** One row: its score and counts (already checked). */
  add(score: number, positives: number, negatives: number): void {
    this.scores.push(score);
    this.positives.push(positives);
    this.negatives.push(negatives);
    this.P += positives;
    this.N += negatives;
  }
  /** Room for `n` more rows (a Parquet file's rows are known before they are read). */
  reserve(n: number): void {
    this.scores.reserve(n);
    this.positives.reserve(n);
    this.negatives.reserve(n);
  }
  finish(): CountsData {
    return { scores: this.scores.finish(), positives: this.positives.finish(), negatives: this.negatives.finish(), P: this.P, N: this.N };
  }
}

/**
 * One CSV record's score and counts added to `t`, by the rules above (a finite score, whole counts ≥ 0), or the
 * error naming the line and the column.
 */
export function addCountRow(t: CountRows, rec: string[], idx: Record<CountColumn, number>, names: string[], shown: string, line: number): void {
  const ss = rec[idx.score];
  const s = parseNumber(ss);
  if (s === undefined || !Number.isFinite(s)) {
    throw new InputError({ file: shown, line, field: names[idx.score] }, `expected a finite number, ${found(ss)}`);
  }
  const count = (k: 'positives' | 'negatives'): number => {
    const v = rec[idx[k]];
    return countOf(parseNumber(v), k, () => ({ file: shown, line, field: names[idx[k]] }), () => found(v));
  };
  t.add(s, count('positives'), count('negatives'));
}
