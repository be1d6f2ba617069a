/**
 * A model's count table from count-table files (score, positives, negatives: one file, or the partitions of one
 * table; all CSV or all Parquet) with DuckDB, the embedded engine of engine.ts: one multi-threaded scan reads the
 * files and adds up the rows of each score, so JS receives the distinct scores in decreasing order instead of every row.
 *
 * Exactness, as in engine.ts: a fast path only. It returns what the reference readers (counts.ts `readCountsCsv`,
 * counts-parquet.ts `readCountsParquet`; the files' rows concatenated) give to `countTableFromCounts`, or DECLINES
 * (returns undefined) and the reference reader runs, so every error keeps its file, line or row, and column. It
 * declines on: any engine error (malformed CSV, a field that is not a number, a wrong field count, CR-only or mixed
 * line ends), CSV and Parquet files together, a quoted, odd or differing CSV header or differing Parquet schemas (the
 * three names in any order and any case, as the first file's in every file), Parquet text columns, DECIMAL values beyond
 * 2^53 unscaled (engine.ts `decimalBeyond`) or codecs the reference rejects, a single CSV file without rows or only such files (a partition
 * without rows is left out of the scan), CSV data bytes DuckDB reads as numbers and the reference does not ('_', a
 * vertical tab or form feed, a line break in quotes: engine.ts `dataDecline`), a missing or non-finite score, an
 * integer score beyond 2^53, a count that is missing, negative, fractional or beyond 2^53, a total of 0 positives or
 * negatives, or totals beyond 2^53. Numbers are read as engine.ts reads scores (CSV text correctly rounded, as
 * `Number`; Parquet integers and floats widened exactly); −0 and 0 are one score, written 0.
 */
import * as path from 'node:path';
import { COUNT_COLUMNS, type CountsData } from './counts';
import { beyondExact, csvTable, decline, exactType, fetchCountTable, ident, onEngine, parquetTable, tracked } from './engine';
import { isParquetPath } from './file-format';

/** Why the engine declined the last count-table files (for diagnostics and tests). */
export let lastCountsDecline: string | undefined;
/** What the engine handled last: its files and the distinct scores it returned (undefined after a decline). */
export let lastCounts: { files: number; scores: number } | undefined;

/** The largest whole number a double holds exactly (counts and totals beyond it are the reference's error). */
const MAX_EXACT = Number.MAX_SAFE_INTEGER;

/**
 * The rows of `files` (one model's count table, or its partitions in order) added up per score, in decreasing
 * order of score, with the totals P and N; undefined when the engine declines (see the module comment).
 */
export async function engineCountsTable(files: string[]): Promise<CountsData | undefined> {
  lastCountsDecline = undefined;
  lastCounts = undefined;
  const abs = files.map((f) => path.resolve(f));
  const r = await onEngine(abs, async (_d, con) => {
    let columns: string[];
    let source: string;
    let col: (i: number) => string;
    let beyond: string[] = [];
    let dataBytes: Promise<string | undefined> = Promise.resolve(undefined);
    const parquet = abs.map(isParquetPath);
    if (parquet.some((x) => x !== parquet[0])) decline('CSV and Parquet files together');
    if (parquet[0]) {
      // Parquet (counts-parquet.ts): every file's schema the first's, the three columns of types read exactly as the
      // reference reads them (no text; DECIMAL within 2^53 unscaled), codecs it decodes (file-format.ts).
      const table = await parquetTable(con, abs);
      columns = table.columns;
      source = table.source;
      col = (i) => ident(columns[i]);
      const types = columns.map((c) => table.types.get(c)!);
      if (!types.every(exactType)) decline('column types');
      // Values the reference reads otherwise: integers beyond 2^53 (its error), DECIMALs beyond 2^53 unscaled.
      beyond = columns.flatMap((c, i) => beyondExact(ident(c), types[i]) ?? []);
      await table.codecs(columns);
    } else {
      // Of several files, one may have a header and no row (an empty partition): it is left out of the scan.
      const table = await csvTable(abs);
      columns = table.head.columns;
      source = table.source(['DOUBLE', 'DOUBLE', 'DOUBLE']);
      col = (i) => `c${i}`;
      dataBytes = table.dataBytes;
    }
    // Exactly the three names, each once, in any order and case (the reference names any other header's fault).
    const at = COUNT_COLUMNS.map((c) => columns.findIndex((x) => x.toLowerCase() === c));
    if (columns.length !== 3 || at.some((i) => i < 0) || columns.some((c) => !/^[a-z]+$/i.test(c))) decline('header names');
    const [s, p, n] = at.map(col);
    const count = (c: string) => `${c} IS NULL OR NOT isfinite(${c}) OR ${c} < 0 OR ${c} <> floor(${c}) OR ${c} > ${MAX_EXACT}`;
    const bad = `(${s} IS NULL OR NOT isfinite(${s}) OR ${count(p)} OR ${count(n)}${beyond.map((b) => ` OR ${b}`).join('')})::INTEGER`;
    // Grouped by the score as a double (the reference's number): two DECIMALs may be one double.
    const { ct, bad: nBad } = await tracked(con, 'reading', 1, () =>
      fetchCountTable(con, `SELECT ${s}::DOUBLE AS s_, sum(${p})::DOUBLE, sum(${n})::DOUBLE, sum(${bad})::DOUBLE FROM ${source} GROUP BY s_ ORDER BY s_ DESC`),
    );
    const why = await dataBytes;
    if (why) decline(why);
    if (nBad > 0) decline('missing, non-finite or inexact values');
    if (!(ct.P > 0 && ct.N > 0)) decline('a total of 0 positives or negatives');
    if (ct.P > MAX_EXACT || ct.N > MAX_EXACT) decline('totals beyond 2^53');
    return { scores: ct.scores, positives: ct.pos, negatives: ct.neg, P: ct.P, N: ct.N };
  });
  if ('declined' in r) return void (lastCountsDecline = r.declined);
  lastCounts = { files: abs.length, scores: r.value.scores.length };
  return r.value;
}
