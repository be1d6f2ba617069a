/**
 * The first row a Parquet dataset's reference reader would reject, found by the embedded engine after it declined.
 *
 * A large file with one missing score (and no `missing: drop`) makes the engine decline, and the reference reader
 * would then decode every row before the bad one — or stop at its size limit (docs/config.md, Limits) with a message
 * about the size instead of the row. So the engine lists the label and split values, judges each by the reference
 * rules, and finds in one scan the first row (file by file, in the list's order) holding a value that could be
 * rejected: a label or split value the rules reject or a missing one, a missing, non-finite or inexact score. Every
 * row before it passes the reference rules; the reference reader then reads that row alone (parquet.ts, a window of
 * rows) and reports its error in its own words. Should it accept the row, the whole reference read runs as before.
 */
import * as path from 'node:path';
import { beyondExact, classifyLabels, onEngine, prepareScan } from './engine';
import { missingLabel } from './engine-drop';
import { rows, sqlString, sqlValue, tracked } from './engine-sql';
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
 * The first row of the Parquet files `abs` (read in order as one table) that the reference rules could reject, or
 * undefined when there is none, or when the engine cannot tell (it declines: then the reference reader reads every row).
 * Without `missing: drop` only: there a missing value is no error.
 */
export async function firstRejectedRow(abs: string[], opts: ScoresCsvOptions): Promise<FileRow | undefined> {
  if (opts.missing === 'drop') return undefined;
  const files = abs.map((f) => path.resolve(f));
  const r = await onEngine(files, async (_d, con) => {
    const { scan, columns, models, types, col } = await prepareScan(con, files, 'parquet', opts);
    // The scan's own columns must not meet those the table function adds.
    if (columns.includes('filename') || columns.includes('file_row_number')) return undefined;
    const { lab, cols } = scan;
    const sp = opts.split && types.get(opts.split.column) === 'VARCHAR' ? col(opts.split.column) : undefined;
    if (opts.split && !sp) return undefined;
    const values = await tracked(con, 'label values', 1, () => rows(con, `SELECT DISTINCT ${sp ?? 'NULL'}, ${lab} FROM ${scan.source} LIMIT ${MAX_VALUES + 1}`));
    if (values.length > MAX_VALUES) return undefined;
    // Each label value on its own by the reference label rule; a negative written two ways is judged over rows (the
    // first spelling met stays), which this scan does not follow: then no row is located.
    const labelValues = [...new Set(values.map((v) => v[1]))].filter((v) => !missingLabel(v, 'parquet'));
    const labels = labelValues.filter((v) => passes(() => classifyLabels([v], opts, true)));
    if (labels.length && !passes(() => classifyLabels(labels, opts, true))) return undefined;
    // A row is rejected whose label is missing or not among those; with none, every row.
    const among = (c: string, values: string[]) => (values.length ? `${c} IS NULL OR ${c} NOT IN (${values.join(', ')})` : 'true');
    const rejected = [among(lab, labels.map(sqlValue))];
    if (opts.split && sp) {
      const split = opts.split;
      const parts = [...new Set(values.map((v) => v[0]))].filter((v) => typeof v === 'string' && !isMissing(v) && passes(() => splitPart(split, v, { file: '' }))).map(sqlValue);
      rejected.push(among(sp, parts));
    }
    // A score: missing, non-finite, or an integer (DECIMAL's unscaled integer) beyond 2^53, compared as written.
    cols.forEach((c, k) => {
      const beyond = beyondExact(c, types.get(models[k])!);
      rejected.push(`${c} IS NULL OR NOT isfinite(${c}::DOUBLE)${beyond ? ` OR ${beyond}` : ''}`);
    });
    const source = `read_parquet([${files.map(sqlString).join(', ')}], filename = true, file_row_number = true)`;
    const first = await tracked(con, 'checking rows', 1, () =>
      rows(con, `SELECT filename, min(file_row_number) FROM ${source} WHERE ${rejected.map((w) => `(${w})`).join(' OR ')} GROUP BY filename`),
    );
    const at = first.map(([f, row]) => ({ file: files.indexOf(String(f)), row: Number(row) })).filter((x) => x.file >= 0);
    if (at.length !== first.length) return undefined;
    return at.sort((a, b) => a.file - b.file)[0];
  });
  return 'value' in r ? r.value : undefined;
}

/**
 * When the engine declined a Parquet dataset without `missing: drop`: the reference reader's error at the first row it
 * would reject ({@link firstRejectedRow}), read alone, thrown at once; returns when there is none to report that way.
 */
export async function rejectFirstBadRow(files: { abs: string; shown: string }[], shown: string, opts: ScoresCsvOptions): Promise<void> {
  const at = await firstRejectedRow(files.map((f) => f.abs), opts);
  if (!at) return;
  try {
    await readScoresRow(files, shown, opts, at);
  } catch (e) {
    locatedErrors++;
    throw e;
  }
}
