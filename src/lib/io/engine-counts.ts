/**
 * A model's count table from count-table CSVs (score, positives, negatives: one file, or the partitions of one
 * table) with DuckDB, the embedded engine of engine.ts: one multi-threaded scan parses the files and adds up the
 * rows of each score, so JS receives the distinct scores in decreasing order instead of parsing every row.
 *
 * Exactness, as in engine.ts: a fast path only. It returns what the reference reader (counts.ts `readCountsCsv`,
 * the files' rows concatenated) gives to `countTableFromCounts`, or DECLINES (returns undefined) and the reference
 * reader runs, so every error keeps its file, line and column. It declines on: any engine error (malformed CSV, a
 * field that is not a number, a wrong field count, CR-only or mixed line ends), a quoted, odd or differing header
 * (the three names in any order and any case, as the first file's in every file), a single file without rows or
 * only such files (a partition without rows is left out of the scan), data bytes DuckDB reads as numbers and the
 * reference does not ('_', a vertical tab or form feed, a line break in quotes: engine.ts `dataDecline`), a missing
 * or non-finite score, a count that is missing, negative, fractional or beyond 2^53, a total of 0 positives or
 * negatives, or totals beyond 2^53. Numbers are read as engine.ts reads scores (correctly rounded, as `Number`);
 * −0 and 0 are one score, written 0.
 */
import * as path from 'node:path';
import { COUNT_COLUMNS, type CountsData } from './counts';
import { csvTable, decline, fetchCountTable, onEngine, tracked } from './engine';

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
    // Of several files, one may have a header and no row (an empty partition): it is left out of the scan.
    const { head, source: csv, dataBytes } = await csvTable(abs);
    const columns = head.columns;
    // Exactly the three names, each once, in any order and case (the reference names any other header's fault).
    const at = COUNT_COLUMNS.map((c) => columns.findIndex((x) => x.toLowerCase() === c));
    if (columns.length !== 3 || at.some((i) => i < 0) || columns.some((c) => !/^[a-z]+$/i.test(c))) decline('header names');
    const [s, p, n] = at.map((i) => `c${i}`);
    const source = csv(['DOUBLE', 'DOUBLE', 'DOUBLE']);
    const count = (c: string) => `${c} IS NULL OR NOT isfinite(${c}) OR ${c} < 0 OR ${c} <> floor(${c}) OR ${c} > ${MAX_EXACT}`;
    const bad = `(${s} IS NULL OR NOT isfinite(${s}) OR ${count(p)} OR ${count(n)})::INTEGER`;
    const { ct, bad: nBad } = await tracked(con, 'reading', 1, () =>
      fetchCountTable(con, `SELECT ${s}, sum(${p})::DOUBLE, sum(${n})::DOUBLE, sum(${bad})::DOUBLE FROM ${source} GROUP BY ${s} ORDER BY ${s} DESC`),
    );
    const why = await dataBytes;
    if (why) decline(why);
    if (nBad > 0) decline('missing, non-finite or inexact values');
    if (!(ct.P > 0 && ct.N > 0)) decline('a total of 0 positives or negatives');
    if (ct.P > MAX_EXACT || ct.N > MAX_EXACT) decline('totals beyond 2^53');
    return { scores: ct.scores, positives: ct.pos, negatives: ct.neg, lines: new Int32Array(0), P: ct.P, N: ct.N };
  });
  if ('declined' in r) return void (lastCountsDecline = r.declined);
  lastCounts = { files: abs.length, scores: r.value.scores.length };
  return r.value;
}
