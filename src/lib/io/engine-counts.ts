/**
 * A model's count table from count-table files (score, positives, negatives: one file, or the partitions of one
 * table; all CSV or all Parquet) with DuckDB, the embedded engine of engine.ts: one multi-threaded scan reads the
 * files and adds up the rows of each score, so JS receives the distinct scores in decreasing order instead of every row.
 * One table of all models (a `model` text column too: counts-long.ts) is read in one scan grouped by model and score
 * ({@link engineLongCounts}).
 *
 * Exactness, as in engine.ts: a fast path only. It returns what the reference readers (counts.ts `readCountsCsv`,
 * counts-parquet.ts `readCountsParquet`; the files' rows concatenated) give to `countTableFromCounts`, or DECLINES
 * (returns undefined) and the reference reader runs, so every error keeps its file, line or row, and column. It
 * declines on: any engine error (malformed CSV, a field that is not a number, a wrong field count, CR-only or mixed
 * line ends), CSV and Parquet files together, a quoted, odd or differing CSV header or differing Parquet schemas (the
 * three names in any order and any case, as the first file's in every file), Parquet text columns, DECIMAL values beyond
 * 2^53 unscaled (engine.ts `beyondExact`) or codecs the reference rejects, a single CSV file without rows or only such files (a partition
 * without rows is left out of the scan), CSV data bytes DuckDB reads as numbers and the reference does not ('_' or
 * '+-' in a count or score column, a vertical tab or form feed, a line break in quotes: engine.ts `dataDecline`,
 * `dataVerdict`), a missing or non-finite score, an
 * integer score beyond 2^53, a count that is missing, negative, fractional or beyond 2^53, a total of 0 positives or
 * negatives, or totals beyond 2^53. Numbers are read as engine.ts reads scores (CSV text correctly rounded, as
 * `Number`; Parquet integers and floats widened exactly); −0 and 0 are one score, written 0.
 */
import * as path from 'node:path';
import { COUNT_COLUMNS, type CountsData } from './counts';
import { LONG_COUNT_COLUMNS, modelName, type ModelCounts } from './counts-long';
import { beyondExact, csvTable, dataVerdict, exactType, fetchCountTable, onEngine, parquetTable } from './engine';
import { decline, ident, sqlString, tracked, type Con } from './engine-sql';
import { isParquetPath } from './file-format';
import { MAX_MODELS } from '../limits';
import { codePointOrder } from '../text';

/** Why the engine declined the last count-table files (for diagnostics and tests). */
export let lastCountsDecline: string | undefined;
/** What the engine handled last: its files and the distinct scores it returned (undefined after a decline). */
export let lastCounts: { files: number; scores: number } | undefined;

/** The largest whole number a double holds exactly (counts and totals beyond it are the reference's error). */
const MAX_EXACT = Number.MAX_SAFE_INTEGER;

/** A scan of count-table files: the source, the column of each wanted name, and extra decline conditions. */
interface CountsScan {
  source: string;
  /** SQL of each wanted column (by lower-case name). */
  col: Record<string, string>;
  /** Conditions a row must not meet (values the reference reads otherwise). */
  beyond: string[];
  /** The CSV data-byte check (engine.ts {@link dataVerdict}), to run after the scan. */
  dataCheck: () => Promise<string | undefined>;
}

/**
 * The scan of count-table files with exactly the columns `wanted` (the three count columns, or 'model' too: text),
 * declining as the module comment says. Column types: DOUBLE for numbers, VARCHAR for the model.
 */
async function countsScan(con: Con, abs: string[], wanted: readonly string[]): Promise<CountsScan> {
  let columns: string[];
  let source: string;
  let col: (i: number) => string;
  let beyond: string[] = [];
  let dataCheck = async (): Promise<string | undefined> => undefined;
  const parquet = abs.map(isParquetPath);
  if (parquet.some((x) => x !== parquet[0])) decline('CSV and Parquet files together');
  // Exactly the wanted names, each once, in any order and case (the reference names any other header's fault).
  const check = (cs: string[]) => {
    if (cs.length !== wanted.length || wanted.some((w) => !cs.some((c) => c.toLowerCase() === w)) || cs.some((c) => !/^[a-z]+$/i.test(c))) decline('header names');
  };
  if (parquet[0]) {
    // Parquet (counts-parquet.ts): every file's schema the first's, the count columns of types read exactly as the
    // reference reads them (no text; DECIMAL within 2^53 unscaled), the model as text, codecs it decodes (file-format.ts).
    const table = await parquetTable(con, abs);
    columns = table.columns;
    check(columns);
    source = table.source;
    col = (i) => ident(columns[i]);
    const types = columns.map((c) => table.types.get(c)!);
    if (!columns.every((c, i) => (c.toLowerCase() === 'model' ? types[i] === 'VARCHAR' : exactType(types[i])))) decline('column types');
    // Values the reference reads otherwise: integers beyond 2^53 (its error), DECIMALs beyond 2^53 unscaled.
    beyond = columns.flatMap((c, i) => (c.toLowerCase() === 'model' ? [] : (beyondExact(ident(c), types[i]) ?? [])));
    await table.codecs(columns);
  } else {
    // Of several files, one may have a header and no row (an empty partition): it is left out of the scan.
    const table = await csvTable(abs, true);
    columns = table.head.columns;
    check(columns);
    source = table.source(columns.map((c) => (c.toLowerCase() === 'model' ? 'VARCHAR' : 'DOUBLE')));
    col = (i) => `c${i}`;
    // '_' or '+-' declines in a count column only (a model named model_a does not).
    const numbers = columns.flatMap((c, i) => (c.toLowerCase() === 'model' ? [] : [{ sql: col(i), name: c }]));
    dataCheck = dataVerdict(con, table.dataBytes, table.source(columns.map(() => 'VARCHAR')), numbers);
  }
  const cols = Object.fromEntries(wanted.map((w) => [w, col(columns.findIndex((c) => c.toLowerCase() === w))]));
  return { source, col: cols, beyond, dataCheck };
}

/** SQL: 1 for a row whose score or counts the reference rejects or reads otherwise, else 0. */
function badRow(scan: CountsScan): string {
  const { score: s, positives: p, negatives: n } = scan.col;
  const count = (c: string) => `${c} IS NULL OR NOT isfinite(${c}) OR ${c} < 0 OR ${c} <> floor(${c}) OR ${c} > ${MAX_EXACT}`;
  return `(${s} IS NULL OR NOT isfinite(${s}) OR ${count(p)} OR ${count(n)}${scan.beyond.map((b) => ` OR ${b}`).join('')})::INTEGER`;
}

/** One table's checks after the scan: the data bytes, no rejected row, both classes, totals within 2^53. */
async function checkTable(scan: CountsScan, ct: { P: number; N: number }, bad: number): Promise<void> {
  const why = await scan.dataCheck();
  if (why) decline(why);
  if (bad > 0) decline('missing, non-finite or inexact values');
  if (!(ct.P > 0 && ct.N > 0)) decline('a total of 0 positives or negatives');
  if (ct.P > MAX_EXACT || ct.N > MAX_EXACT) decline('totals beyond 2^53');
}

/**
 * The rows of `files` (one model's count table, or its partitions in order) added up per score, in decreasing
 * order of score, with the totals P and N; undefined when the engine declines (see the module comment).
 */
export async function engineCountsTable(files: string[]): Promise<CountsData | undefined> {
  lastCountsDecline = undefined;
  lastCounts = undefined;
  const abs = files.map((f) => path.resolve(f));
  const r = await onEngine(abs, async (_d, con) => {
    const scan = await countsScan(con, abs, COUNT_COLUMNS);
    const { score: s, positives: p, negatives: n } = scan.col;
    // Grouped by the score as a double (the reference's number): two DECIMALs may be one double.
    const { ct, bad } = await tracked(con, 'reading', 1, () =>
      fetchCountTable(con, `SELECT ${s}::DOUBLE AS s_, sum(${p})::DOUBLE, sum(${n})::DOUBLE, sum(${badRow(scan)})::DOUBLE FROM ${scan.source} GROUP BY s_ ORDER BY s_ DESC`),
    );
    await checkTable(scan, ct, bad);
    return { scores: ct.scores, positives: ct.pos, negatives: ct.neg, P: ct.P, N: ct.N };
  });
  if ('declined' in r) return void (lastCountsDecline = r.declined);
  lastCounts = { files: abs.length, scores: r.value.scores.length };
  return r.value;
}

/**
 * The count tables of one table of all models (the long format, counts-long.ts: a `model` text column too), as
 * `ModelCountRows.finish` gives them from the reference readers — the models of `models` in that order, or every
 * model in code-point order — each added up per score in decreasing order; undefined when the engine declines. One
 * scan groups by model and score; a model name the reference would trim, a blank or missing one (unless `models` leaves
 * it out), a listed model without rows and more than MAX_MODELS models decline too (the reference's errors).
 */
export async function engineLongCounts(files: string[], models?: readonly string[]): Promise<ModelCounts[] | undefined> {
  lastCountsDecline = undefined;
  lastCounts = undefined;
  const abs = files.map((f) => path.resolve(f));
  const r = await onEngine(abs, async (_d, con) => {
    const scan = await countsScan(con, abs, LONG_COUNT_COLUMNS);
    const { model: m, score: s, positives: p, negatives: n } = scan.col;
    await tracked(con, 'reading', 1, () =>
      con.run(`CREATE TEMP TABLE g_ AS SELECT ${m} AS m_, ${s}::DOUBLE AS s_, sum(${p})::DOUBLE AS p_, sum(${n})::DOUBLE AS n_, sum(${badRow(scan)})::DOUBLE AS b_ FROM ${scan.source} GROUP BY m_, s_`),
    );
    const found = (await con.runAndReadAll('SELECT DISTINCT m_ FROM g_')).getRows().map((row) => row[0] as string | null);
    // The names as the reference reads them: a name with surrounding white space (it trims), a blank or missing name
    // (its error, unless dataset.models leaves it out) decline.
    const names = new Set<string>();
    for (const x of found) {
      if (x !== null && modelName(x) === x) names.add(x);
      else if (!models || (x !== null && modelName(x) !== undefined && models.includes(modelName(x)!))) decline('a model name the reference reads otherwise');
    }
    if (names.size === 0) decline('no model with rows');
    const chosen = models ? [...models] : [...names].sort(codePointOrder);
    if (chosen.length > MAX_MODELS || chosen.some((x) => !names.has(x))) decline('models the reference names in its error');
    const out: ModelCounts[] = [];
    for (const name of chosen) {
      const { ct, bad } = await fetchCountTable(con, `SELECT s_, p_, n_, b_ FROM g_ WHERE m_ = ${sqlString(name)} ORDER BY s_ DESC`);
      await checkTable(scan, ct, bad);
      out.push({ name, data: { scores: ct.scores, positives: ct.pos, negatives: ct.neg, P: ct.P, N: ct.N } });
    }
    return out;
  });
  if ('declined' in r) return void (lastCountsDecline = r.declined);
  lastCounts = { files: abs.length, scores: r.value.reduce((a, x) => a + x.data.scores.length, 0) };
  return r.value;
}
