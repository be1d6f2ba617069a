/**
 * The first row a dataset's reference reader would reject, found by the embedded engine after it declined.
 *
 * A large file with one missing score (and no `missing: drop`) makes the engine decline, and the reference reader
 * would then read every row before the bad one — or stop at its size limit (docs/config.md, Limits) with a message
 * about the size instead of the row. So the engine lists the label and split values, judges each by the reference
 * rules, and finds in one scan the first row holding a value that could be rejected: a label or split value the rules
 * reject or a missing one, a missing, non-finite or inexact score. Every row before it passes the reference rules;
 * the reference reader then reads that row alone and reports its error in its own words: of Parquet files, the row's
 * row group (parquet.ts, a window of rows); of CSV files, each file's header and first record up to the row's file,
 * then the record where counting lines finds it (csv.ts `plainRecordAt`: one line a record before it in its file). Should it
 * accept the row, or the lines not tell, the whole reference read runs as before.
 */
import * as path from 'node:path';
import { beyondExact, classifyLabels, doubles, onEngine, prepareScan, type PreparedScan } from './engine';
import { missingLabel } from './engine-drop';
import { rows, sqlString, sqlValue, tracked, type Con } from './engine-sql';
import { isMissing } from './csv';
import { splitPart, type ScoresCsvOptions } from './scores';
import { readScoresRow } from './read-scores';

/** Errors reported from a located row, so far (tests: which way an error came). */
export let locatedErrors = 0;

/** A row of a file set: the file's index in the list and the row's 0-based index in that file. */
export interface FileRow {
  file: number;
  row: number;
}

/** Pairs of split and label values beyond which no row is located (a label column holding scores, say). */
const MAX_VALUES = 4096;

/** Whether one value passes the reference rule `judge` (which throws, or declines, to reject it). */
function passes(judge: () => void): boolean {
  try {
    judge();
    return true;
  } catch {
    return false;
  }
}

/**
 * The first row of the files `abs` (read in order as one table) that the reference rules could reject, or undefined
 * when there is none, or when the engine cannot tell (it declines: then the reference reader reads every row).
 * Without `missing: drop` only: there a missing value is no error.
 */
export async function firstRejectedRow(abs: string[], format: 'csv' | 'parquet', opts: ScoresCsvOptions): Promise<FileRow | undefined> {
  if (opts.missing === 'drop') return undefined;
  const files = abs.map((f) => path.resolve(f));
  const r = await onEngine(files, async (_d, con) => {
    // A CSV's missing-value tokens read as NULL, as under drop (then judged by the rules below).
    const p = await prepareScan(con, files, format, format === 'csv' ? { ...opts, missing: 'drop' } : opts);
    return format === 'csv' ? firstInCsv(con, p, files, opts) : firstInParquet(con, p, files, opts);
  });
  return 'value' in r ? r.value : undefined;
}

/** Parquet files: the row's file and its row there (`file_row_number`), the first file's first. */
async function firstInParquet(con: Con, p: PreparedScan, files: string[], opts: ScoresCsvOptions): Promise<FileRow | undefined> {
  // The scan's own columns must not meet those the table function adds.
  if (p.columns.includes('filename') || p.columns.includes('file_row_number')) return undefined;
  const where = await rejectedWhere(con, p, p.scan.source, 'parquet', opts);
  if (!where) return undefined;
  const source = `read_parquet([${files.map(sqlString).join(', ')}], filename = true, file_row_number = true)`;
  const first = await tracked(con, 'checking rows', 1, () => rows(con, `SELECT filename, min(file_row_number) FROM ${source} WHERE ${where} GROUP BY filename`));
  const at = first.map(([f, row]) => ({ file: files.indexOf(String(f)), row: Number(row) })).filter((x) => x.file >= 0);
  if (at.length !== first.length) return undefined;
  return at.sort((a, b) => a.file - b.file)[0];
}

/**
 * CSV files: the record's file and its data record's index there. DuckDB's CSV reader numbers no row, so one flag per
 * row is streamed with the row's file, in the list's order and each file's, to the first flag set; every column read
 * as text (a score DuckDB cannot read as a number is a row to find, not an engine error).
 */
async function firstInCsv(con: Con, p: PreparedScan, files: string[], opts: ScoresCsvOptions): Promise<FileRow | undefined> {
  const from = p.textSource!;
  const where = await rejectedWhere(con, p, from, 'csv', opts);
  // Bytes DuckDB reads otherwise than the reference: no record to match.
  if (!where || (await p.dataCheck())) return undefined;
  await con.run('SET preserve_insertion_order = true');
  return tracked(con, 'checking rows', 1, async () => {
    const stream = await con.stream(`SELECT (${where})::DOUBLE, filename FROM ${from}`);
    let file: unknown; // the file of the rows counted,
    let row = 0; // and its rows before the chunk
    const found = (r: number) => {
      const f = files.indexOf(String(file));
      return f >= 0 ? { file: f, row: r } : undefined;
    };
    for (let chunk = await stream.fetchChunk(); chunk && chunk.rowCount > 0; chunk = await stream.fetchChunk()) {
      const n = chunk.rowCount;
      const bad = doubles(chunk.getColumnVector(0), n);
      const names = chunk.getColumnVector(1);
      let first = 0;
      while (first < n && !bad[first]) first++;
      const last = Math.min(first, n - 1);
      // A file's rows are contiguous: a chunk that starts and ends (or flags a row) in the file counted is all its.
      if (names.getItem(0) === file && names.getItem(last) === file) {
        if (first < n) return found(row + first);
        row += n;
        continue;
      }
      for (let i = 0; i <= last; i++, row++) {
        if (names.getItem(i) !== file) [file, row] = [names.getItem(i), 0];
        if (i === first) return found(row);
      }
    }
    return undefined;
  });
}

/**
 * The SQL condition of a row of `from` the reference rules could reject: a label or split value they reject or a
 * missing one, a missing, non-finite or inexact score (a CSV's, read as text: one DuckDB does not read as a finite
 * number). The label and split values are listed and judged here, each by the reference rule; undefined when the
 * engine cannot tell.
 */
async function rejectedWhere(con: Con, p: PreparedScan, from: string, format: 'csv' | 'parquet', opts: ScoresCsvOptions): Promise<string | undefined> {
  const csv = format === 'csv';
  const { lab, cols } = p.scan;
  const sp = opts.split && (csv || p.types.get(opts.split.column) === 'VARCHAR') ? p.col(opts.split.column) : undefined;
  if (opts.split && !sp) return undefined;
  const values = await tracked(con, 'label values', 1, () => rows(con, `SELECT DISTINCT ${sp ?? 'NULL'}, ${lab} FROM ${from} LIMIT ${MAX_VALUES + 1}`));
  if (values.length > MAX_VALUES) return undefined;
  // Each label value on its own by the reference label rule; a negative written two ways is judged over rows (the
  // first spelling met stays), which this scan does not follow: then no row is located.
  const labelValues = [...new Set(values.map((v) => v[1]))].filter((v) => !missingLabel(v, format));
  const labels = labelValues.filter((v) => passes(() => classifyLabels([v], opts, true)));
  if (labels.length && !passes(() => classifyLabels(labels, opts, true))) return undefined;
  // A row is rejected whose label is missing or not among those; with none, every row.
  const among = (c: string, values: string[]) => (values.length ? `${c} IS NULL OR ${c} NOT IN (${values.join(', ')})` : 'true');
  const rejected = [among(lab, labels.map(sqlValue))];
  if (opts.split && sp) {
    const split = opts.split;
    // A CSV's missing tokens are NULL already; a Parquet text 'NA' is missing to the reference rule.
    const parts = [...new Set(values.map((v) => v[0]))].filter((v) => typeof v === 'string' && (csv || !isMissing(v)) && passes(() => splitPart(split, v, { file: '' }))).map(sqlValue);
    rejected.push(among(sp, parts));
  }
  // A score: missing, non-finite, or an integer (DECIMAL's unscaled integer) beyond 2^53, compared as written; in a
  // CSV (read as text), also text DuckDB does not read as a number (as the engine's own scan declines on it).
  cols.forEach((c, k) => {
    if (csv) return void rejected.push(`NOT coalesce(isfinite(TRY_CAST(${c} AS DOUBLE)), false)`);
    const beyond = beyondExact(c, p.types.get(p.models[k])!);
    rejected.push(`${c} IS NULL OR NOT isfinite(${c}::DOUBLE)${beyond ? ` OR ${beyond}` : ''}`);
  });
  return rejected.map((w) => `(${w})`).join(' OR ');
}

/**
 * When the engine declined a dataset without `missing: drop` (Parquet or CSV files): the reference reader's
 * error at the first row it would reject ({@link firstRejectedRow}), read alone, thrown at once; returns when there is
 * none to report that way.
 */
export async function rejectFirstBadRow(format: 'csv' | 'parquet', files: { abs: string; shown: string }[], shown: string, opts: ScoresCsvOptions): Promise<void> {
  const at = await firstRejectedRow(files.map((f) => f.abs), format, opts);
  if (!at) return;
  try {
    await readScoresRow(format, files, shown, opts, at);
  } catch (e) {
    locatedErrors++;
    throw e;
  }
}
