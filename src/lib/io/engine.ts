/**
 * Count tables straight from a per-example scores file (CSV or Parquet), or from several read as one table, with
 * DuckDB as an embedded engine. The label
 * values of the file's first rows (a CSV's: and those the rule names, {@link namedLabels}), mapped by the reference
 * rule (scores.ts `labelParser`), make the label a 0/1 code
 * in SQL, and multi-threaded, streaming scans count each model by score (positives and negatives as filtered counts);
 * a row with another label value sends the file to the general path: (label value, score, count) groups per model,
 * the values mapped afterwards and merged per score. Either way JS builds each {@link CountTable}. A second scan, in any
 * row order and inside DuckDB, sums DeLong's exact integer placements of every pair of models (metrics/delong.ts
 * PairSums) — or, only for the bootstrap, streams the rows to JS in file order, where each block of rows is added to
 * the rows grouped by rank and to DeLong's sums (metrics/paired-rows.ts). Without the bootstrap no row is kept, so memory grows
 * with the number of distinct scores, not with rows (docs/scale.md). Validation and test parts marked by a split
 * column: engine-split.ts.
 *
 * Exactness. The engine is a fast path only: it handles a file when its result is provably the reference readers'
 * (scores.ts, parquet.ts) and otherwise DECLINES (returns undefined), and the reference reader runs — so every error
 * message (file, line or row, column) and every rule (missing values, label codings) stays the reference's.
 * It declines on: any engine error (malformed CSV, a non-number, a wrong field count, a line over DuckDB's default
 * max_line_size of 2 MB — a larger limit costs ~150 MB of CSV buffers at every scan), a missing label or score (null,
 * NaN, empty field; with `missing: drop` the rows the reference keeps are counted instead, engine-drop.ts), a non-finite score, CSV data bytes DuckDB reads as part of a number and the reference does not
 * ('_' or '+-' in a score column: DuckDB reads 1_000 as 1000, +-1 as −1; a vertical tab, form feed or, in quotes, a line break around a number: DuckDB
 * trims them, `parseNumber` allows spaces and tabs only; see {@link dataDecline}), a quoted or odd header, a label
 * value the rule rejects or a negative label written two ways, Parquet text score columns, INT64 values beyond 2^53,
 * DECIMAL values beyond 2^53 unscaled ({@link inexactScore}) or wider than DuckDB's DECIMAL, codecs the reference rejects. DuckDB's text-to-DOUBLE conversion is correctly rounded, as `Number`
 * is (test/io/engine.test.ts checks both on adversarial values: 17 digits, subnormals, exponents, −0, overflow).
 * −0 and 0 are one score (DuckDB groups them, as the reference's merge does), written 0.
 * Small files (below ENGINE_MIN_BYTES) skip the engine: the reference readers are fast enough there.
 */
import { open, stat } from 'node:fs/promises';
import { createReadStream } from 'node:fs';
import * as path from 'node:path';
import type { CountTable } from '../metrics/types';
import { isMissing, parseNumber } from './csv';
import { census, MISSING_SPELLINGS, scoresPresent } from './engine-drop';
import { labelParser, type ScoresCsvOptions } from './scores';
import { startProgress } from '../progress';
import { ENGINE, ENGINE_MIN_BYTES } from '../settings';
import { delongPlacements, type PairSums } from '../metrics/delong';
import { PairedRows, type PairSumsOf } from '../metrics/paired-rows';
import type { Int32Alloc, RowGroup } from '../metrics/resample';
import { scoreIndex } from '../metrics/score-index';
import { PARQUET_CODECS } from './file-format';
import { Decline, decline, ident, rows, sqlString, sqlValue, tracked, type Con, type Duck } from './engine-sql';

/** What the caller needs besides the count tables. */
export interface EngineNeeds {
  /**
   * For the bootstrap (it resamples rows): each model's rows grouped by rank (metrics/resample.ts RowGroup), in arrays
   * from this allocator, built as a second scan streams the rows to JS (4 bytes a row per model; DeLong's sums are
   * summed in the same pass). Without it no row reaches JS: the second scan sums DeLong's products inside DuckDB.
   */
  group?: Int32Alloc;
  /** The pairs of models [i, j] whose DeLong sums to compute (default: every i < j). */
  pairs?: (tables: CountTable[]) => [number, number][];
  /** With a group: rows per block handed to the sink (default 2²⁰; tests make blocks end inside DuckDB's chunks). */
  blockRows?: number;
}

/** Result of the engine: what readScores* + countTableFromScores give, without the rows. */
export interface EngineCounts {
  columns: string[];
  models: { name: string; ct: CountTable }[];
  /** The rows grouped by rank, model k of the list at index k (when {@link EngineNeeds.group} was given). */
  rowGroup?: RowGroup;
  /**
   * DeLong's exact row sums (metrics/delong.ts PairSums) of the pairs of models asked for ({@link EngineNeeds.pairs});
   * undefined when P or N is below 2.
   */
  pairSums?: PairSumsOf[];
  /** Rows read (with `missing: drop`, the rows kept and the rows dropped). */
  rows: number;
  /** Rows dropped for a missing value (`missing: drop`; else 0). */
  dropped: number;
  P: number;
  N: number;
  positiveValue: string;
  negativeValue: string;
}

/** Why the engine declined (tests, and the reference readers' size-limit message: report/inputs.ts). */
export let lastDecline: string | undefined;
/** How the engine counted the last file it handled: label values known from the first rows, or the general path. */
export let lastPath: 'known' | 'general' | undefined;

let duckPromise: Promise<Duck | undefined> | undefined;
/** DuckDB, loaded lazily (an optional native module: without it every file goes to the reference readers). */
function duck(): Promise<Duck | undefined> {
  duckPromise ??= import('@duckdb/node-api').then((m) => m as Duck, () => undefined);
  return duckPromise;
}

/**
 * Whether the engine reads a file of `bytes`: ROCSITE_ENGINE=js never (the reference readers alone), =duckdb always,
 * otherwise from {@link ENGINE_MIN_BYTES} on.
 */
export function engineEnabled(bytes: number, env: NodeJS.ProcessEnv = process.env): boolean {
  const set = ENGINE.read(env);
  return set === undefined ? bytes >= ENGINE_MIN_BYTES : set === 'duckdb';
}

/** Numeric DuckDB types whose conversion to DOUBLE equals the reference readers' number (hyparquet). */
const EXACT_NUMERIC = new Set(['DOUBLE', 'FLOAT', 'INTEGER', 'SMALLINT', 'TINYINT', 'UINTEGER', 'USMALLINT', 'UTINYINT', 'BIGINT', 'UBIGINT']);

/**
 * Width and scale of a DuckDB DECIMAL type (`DECIMAL(9,4)`) of scale ≤ 22, or undefined. Its DOUBLE is the reference
 * readers' number (io/parquet-decimal.ts: the unscaled integer over 10^scale) while the unscaled integer is within
 * 2^53 (test/io/parquet-decimal.test.ts); a scan must decline beyond ({@link beyondExact}, {@link inexactScore}).
 */
export function decimalType(t: string): { width: number; scale: number } | undefined {
  const m = /^DECIMAL\((\d+),\s*(\d+)\)$/.exec(t);
  return m && Number(m[2]) <= 22 ? { width: Number(m[1]), scale: Number(m[2]) } : undefined;
}

/**
 * SQL true for a `score` (a column of DuckDB type `t` as a DOUBLE) the reference reads otherwise: an integer beyond
 * 2^53 (the reference's error), or a DECIMAL whose unscaled integer may be beyond 2^53 (judged on the double, with a
 * margin: a value near the bound declines too, which is always safe); undefined for other types.
 */
function inexactScore(t: string): string | undefined {
  const d = decimalType(t);
  if (!d) return beyondExact('score', t); // an integer's bound holds on its double as well (2^53 + 1 → 2^53)
  if (d.width <= 15) return undefined;
  return `abs(score) >= ${(2 ** 53 / 10 ** d.scale) * (1 - 2 ** -40)}`;
}

/** Whether a column of DuckDB type `t` reads as the reference readers' number (EXACT_NUMERIC, or {@link decimalType}). */
export const exactType = (t: string): boolean => EXACT_NUMERIC.has(t) || decimalType(t) !== undefined;

/**
 * SQL true for a value of column `c` (DuckDB type `t`, compared raw, before any cast) that the reference reads
 * otherwise: an integer beyond ±(2^53 − 1) (its error), or a DECIMAL whose unscaled integer is beyond 2^53 (an exact
 * decimal literal); undefined when no value of the type can be. ({@link inexactScore} judges a value already cast.)
 */
export function beyondExact(c: string, t: string): string | undefined {
  if (/INT/.test(t)) return `(${c} > 9007199254740991 OR ${c} < -9007199254740991)`;
  const d = decimalType(t);
  if (!d || d.width <= 15) return undefined; // 15 digits are below 2^53
  const digits = (2n ** 53n).toString().padStart(d.scale + 1, '0');
  const limit = d.scale ? `${digits.slice(0, digits.length - d.scale)}.${digits.slice(digits.length - d.scale)}` : digits;
  return `abs(${c}) > ${limit}`;
}

interface CsvHead {
  columns: string[];
  first?: string[];
  sample: string[][];
}

/**
 * The header line and first data line of a CSV, when both are plain (no quotes, LF or CRLF), and the data lines of the
 * first 64 KiB split at commas (`sample`; empty when one of them has a quote). With `headerOnly`, a file with a header
 * and only blank lines after it (a part file without rows) gives its columns and no `first` row. With `rowsOnly` (a
 * scan that needs no value of the first row: count tables), `first` is empty when a data line follows, quoted or not.
 */
async function csvHead(abs: string, headerOnly = false, rowsOnly = false): Promise<CsvHead> {
  const fh = await open(abs, 'r');
  try {
    const buf = Buffer.alloc(1 << 16);
    const { bytesRead } = await fh.read(buf, 0, buf.length, 0);
    let text = buf.subarray(0, bytesRead).toString('utf8');
    if (text.charCodeAt(0) === 0xfeff) text = text.slice(1);
    const lines = text.split('\n');
    const strip = (l: string) => (l.endsWith('\r') ? l.slice(0, -1) : l);
    const empty = headerOnly && bytesRead < buf.length && lines.slice(1).every((l) => strip(l).trim() === '');
    if (lines.length < 3 && !empty) decline('short file');
    const [h, f] = [lines[0], lines[1] ?? ''].map(strip);
    if (/["\r]/.test(h) || f.includes('\r') || h.trim() === '' || (f.trim() === '' && !empty)) decline('quoted, CR-only or blank head');
    // Text that is not UTF-8: the reference reader names it.
    if (h.includes('\uFFFD')) decline('header not UTF-8');
    const columns = h.split(',').map((c) => c.trim());
    if (columns.some((c) => c === '') || new Set(columns).size !== columns.length) decline('header names');
    if (empty) return { columns, sample: [] };
    if (rowsOnly) return { columns, first: [], sample: [] };
    // First data row (for the default models): a quoted field is taken when it is just "text" with no quote inside.
    const first = f.split(',').map((v) => (/^"[^"]*"$/.test(v) ? v.slice(1, -1) : v.includes('"') ? decline('quoted first row') : v));
    if (first.length !== columns.length) decline('first row');
    // Whole lines only (the last one may be cut by the 64 KiB read).
    const data = lines.slice(1, bytesRead === buf.length ? -1 : undefined).map((l) => (l.endsWith('\r') ? l.slice(0, -1) : l)).filter((l) => l !== '');
    const sample = data.some((l) => l.includes('"')) ? [] : data.map((l) => l.split(','));
    return { columns, first, sample };
  } finally {
    await fh.close();
  }
}

const PLUS_MINUS = Buffer.from('+-');

/** {@link dataDecline}'s reasons that only a score column's text can cause: DuckDB reads them as part of a number. */
export const NUMBER_TEXT_REASONS: ReadonlySet<string> = new Set(["'_' in the data", "'+-' in the data"]);

/**
 * Why the engine must decline a CSV, from its data bytes (after the header line): text DuckDB reads as a number and
 * the reference readers' `parseNumber` does not — '_' (DuckDB reads 1_000 as 1000), '+-' (DuckDB reads +-1 as −1:
 * two signs, the only such form a fuzz of number-like text against `parseNumber` found, test/io/engine.test.ts), a
 * vertical tab or form feed, or a line break inside a quoted field (DuckDB trims all three around a number;
 * `parseNumber` allows spaces and tabs only) — or undefined. '_' and '+-' ({@link NUMBER_TEXT_REASONS}) matter only in
 * a score column, which the caller checks (prepareScan): they are returned only when no other reason is found. Native
 * searches for each byte; only a quoted field's own bytes are looked at one by one.
 */
export async function dataDecline(abs: string): Promise<string | undefined> {
  let seenHeader = false;
  let quoted = false; // inside a quoted field where the previous chunk ended
  let plusLast = false; // the previous chunk ended in '+'
  let numberText: string | undefined; // the first of NUMBER_TEXT_REASONS found
  for await (const chunk of createReadStream(abs, { highWaterMark: 1 << 20 }) as AsyncIterable<Buffer>) {
    let i = 0;
    if (!seenHeader) {
      const nl = chunk.indexOf(10);
      if (nl < 0) continue;
      seenHeader = true;
      i = nl + 1;
    }
    if (chunk.indexOf(11, i) >= 0 || chunk.indexOf(12, i) >= 0) return 'a vertical tab or form feed in the data';
    if (chunk.indexOf(95, i) >= 0) numberText ??= "'_' in the data";
    if (chunk.indexOf(PLUS_MINUS, i) >= 0 || (plusLast && chunk[i] === 45)) numberText ??= "'+-' in the data";
    plusLast = chunk[chunk.length - 1] === 43;
    while (i < chunk.length) {
      if (!quoted) {
        const q = chunk.indexOf(34, i);
        if (q < 0) break;
        quoted = true;
        i = q + 1;
      }
      // Inside quotes up to the next quote ("" inside a field closes and reopens: the same state either way).
      const q = chunk.indexOf(34, i);
      const end = q < 0 ? chunk.length : q;
      for (; i < end; i++) if (chunk[i] === 10 || chunk[i] === 13) return 'a line break inside a quoted field';
      if (q < 0) break;
      quoted = false;
      i = q + 1;
    }
  }
  return numberText;
}

/**
 * A CSV's data-byte reason ({@link dataDecline}) as a check to run after the scans: '_' or '+-' declines only when a
 * column read as a number holds one (`numbers`: each column's SQL name in the all-text scan `text` and its header
 * name), looked for by one scan that stops at the first row with a hit; the reason names what it found where
 * (`'_' in column "s"`, a score or a count column). An id like pt_001 does not decline. Run once, however often called.
 */
export function dataVerdict(con: Con, bytes: Promise<string | undefined>, text: string, numbers: { sql: string; name: string }[]): () => Promise<string | undefined> {
  let verdict: Promise<string | undefined> | undefined;
  return () =>
    (verdict ??= bytes.then(async (why) => {
      if (!why || !NUMBER_TEXT_REASONS.has(why)) return why;
      const marks = ['_', '+-'];
      const flags = numbers.flatMap((c) => marks.map((m) => `contains(${c.sql}, '${m}')`));
      const found = await tracked(con, 'checking numbers', 1, () => rows(con, `SELECT ${flags.join(', ')} FROM ${text} WHERE ${flags.join(' OR ')} LIMIT 1`));
      if (!found.length) return undefined;
      const at = found[0].findIndex((v) => v === true);
      return `'${marks[at % marks.length]}' in column ${JSON.stringify(numbers[Math.floor(at / marks.length)].name)}`;
    }));
}

/**
 * CSV files as the engine reads them, one table: the first file's head that has rows (`head`; of several files, one
 * may have a header and no row, left out of the scan), declining unless some file has rows and every file's header is
 * the first's (the columns are positional in the scan); `source(types)`, the read_csv of the files with rows, columns
 * named c0, c1, … of the given DuckDB types, with the options whose reading the tests compare to the reference
 * readers'; and `dataBytes`, {@link dataDeclines} of every file, scanned while DuckDB reads (to be awaited).
 * `rowsOnly`: no value of the first row is needed ({@link csvHead}).
 */
export async function csvTable(
  abs: string[],
  rowsOnly = false,
): Promise<{ head: CsvHead; source: (types: string[], nulls?: string[], filename?: boolean) => string; dataBytes: Promise<string | undefined> }> {
  const dataBytes = dataDeclines(abs);
  dataBytes.catch(() => undefined); // awaited by the caller; a decline before then must not leave a read error unhandled
  const heads: CsvHead[] = [];
  for (const f of abs) heads.push(await csvHead(f, abs.length > 1, rowsOnly));
  const head = heads.find((h) => h.first) ?? decline('no data rows');
  if (heads.some((h) => h.columns.join('\n') !== head.columns.join('\n'))) decline('headers differ between files');
  const withRows = `[${abs.filter((_, i) => heads[i].first).map(sqlString).join(', ')}]`;
  // `nulls`: the fields read as NULL besides an empty one (quoted or not, as the reference readers unquote first);
  // `filename`: a column of each row's file (named filename).
  const source = (types: string[], nulls?: string[], filename = false) =>
    `read_csv(${withRows}, header = true, columns = {${types.map((t, i) => `'c${i}': '${t}'`).join(', ')}}, auto_detect = false, delim = ',', quote = '"', escape = '"', strict_mode = true, null_padding = false${nulls ? `, nullstr = [${nulls.map(sqlString).join(', ')}], allow_quoted_nulls = true` : ''}${filename ? ', filename = true' : ''})`;
  return { head, source, dataBytes };
}

/** The first of {@link dataDecline}'s reasons over `files`, read one after another; '_' or '+-' only when no file has another. */
async function dataDeclines(files: string[]): Promise<string | undefined> {
  let numberText: string | undefined;
  for (const f of files) {
    const why = await dataDecline(f);
    if (why && !NUMBER_TEXT_REASONS.has(why)) return why;
    numberText ??= why;
  }
  return numberText;
}

/**
 * The Parquet set-up of the engine's scans (per-example files here, count tables in engine-counts.ts): every file's
 * schema the first's, no nested column, names non-blank and distinct; the columns' DuckDB types (`types`), the table
 * function over all files (`source`), and `codecs(columns)`, which declines unless those columns use, in every file,
 * a codec the reference readers decode (file-format.ts PARQUET_CODECS).
 */
export async function parquetTable(con: Con, abs: string[]): Promise<{ columns: string[]; types: Map<string, string>; source: string; codecs: (columns: string[]) => Promise<void> }> {
  const files = `[${abs.map(sqlString).join(', ')}]`;
  const json = (x: unknown) => JSON.stringify(x, (_k, v) => (typeof v === 'bigint' ? String(v) : v));
  const schemaOf = async (f: string) => rows(con, `SELECT name, type, converted_type, num_children, logical_type FROM parquet_schema(${sqlString(f)})`);
  const schema = await schemaOf(abs[0]);
  const same = json(schema);
  for (const f of abs.slice(1)) if (json(await schemaOf(f)) !== same) decline('schemas differ between files');
  const top = schema.slice(1);
  if (top.some((r) => Number(r[3] ?? 0) > 0)) decline('nested columns');
  const columns = top.map((r) => String(r[0]));
  if (columns.some((c) => c.trim() === '') || new Set(columns).size !== columns.length) decline('column names');
  const source = `read_parquet(${files})`;
  const types = new Map((await rows(con, `DESCRIBE SELECT * FROM ${source}`)).map((r) => [String(r[0]), String(r[1])]));
  // A DECIMAL DuckDB reads as another type (wider than 38 digits: a DOUBLE) is not the reference's number.
  const decimal = (r: unknown[]) => r[2] === 'DECIMAL' || /decimal/i.test(String(r[4] ?? ''));
  if (top.some((r) => decimal(r) && !/^DECIMAL\(/.test(types.get(String(r[0])) ?? ''))) decline('a DECIMAL read as another type');
  const codecs = async (wanted: string[]) => {
    const used = await rows(con, `SELECT DISTINCT path_in_schema, compression FROM parquet_metadata(${files})`);
    if (used.some((r) => wanted.includes(String(r[0])) && !PARQUET_CODECS.has(String(r[1])))) decline('codec');
  };
  return { columns, types, source, codecs };
}

/**
 * Count tables of the selected models, or undefined when the engine declines (see the module comment). `file` is one
 * file or several read in order as one table (dataset.path as a list; the engine reads them all in one scan and
 * declines unless every header, or every Parquet schema, is the first file's). `format` names the reader whose rules apply.
 */
export async function engineCountTables(
  file: string | string[],
  format: 'csv' | 'parquet',
  opts: ScoresCsvOptions,
  needs: EngineNeeds = {},
): Promise<EngineCounts | undefined> {
  lastDecline = undefined;
  lastPath = undefined;
  const abs = (typeof file === 'string' ? [file] : file).map((f) => path.resolve(f));
  const r = await onEngine(abs, (d, con) => run(d, con, abs, format, opts, needs));
  if ('declined' in r) return void (lastDecline = r.declined);
  return r.value;
}

/**
 * Runs `work` on a new in-memory DuckDB connection when DuckDB is installed and every file is a non-empty regular
 * file; the value, or why the engine declined (a {@link Decline}, or any engine failure: the reference reader's to
 * report). Closes the connection either way.
 */
export async function onEngine<T>(abs: string[], work: (d: Duck, con: Con) => Promise<T>): Promise<{ value: T } | { declined: string }> {
  const d = await duck();
  if (!d) return { declined: 'DuckDB not installed' };
  for (const f of abs) {
    const st = await stat(f).catch(() => undefined);
    if (!st?.isFile() || st.size === 0) return { declined: 'not a file' };
  }
  const inst = await d.DuckDBInstance.create(':memory:', { preserve_insertion_order: 'false' });
  const con = await inst.connect();
  try {
    // DuckDB tracks a query's progress only with its progress bar on (never printed: ours is progress.ts's); without
    // it `con.progress` stays at −1 and no bar would move.
    await con.run('SET enable_progress_bar = true');
    await con.run('SET enable_progress_bar_print = false');
    return { value: await work(d, con) };
  } catch (e) {
    return { declined: e instanceof Decline ? e.message : `engine: ${(e as Error).message?.split('\n')[0]}` };
  } finally {
    con.closeSync();
    inst.closeSync();
  }
}

async function run(d: Duck, con: Con, abs: string[], format: 'csv' | 'parquet', opts: ScoresCsvOptions, needs: EngineNeeds): Promise<EngineCounts> {
  const file = await prepareScan(con, abs, format, opts);
  const { scan } = file;
  if (opts.missing === 'drop') {
    // A CSV: the rows dropped are coded and counted in the counting scan, with the label values of its head; else (a
    // label beyond the head, or Parquet) the rows kept, counted with every present label value known from a first scan
    // (engine-drop.ts).
    const folded = format === 'csv' ? await countKnownLabels(scan, file.csvSample, { drop: true }) : undefined;
    lastPath = 'known';
    if (folded) {
      const { rows: total, dropped } = folded.totals!;
      return { ...(await finishRows(d, file, folded, needs)), rows: total, dropped };
    }
    const c = await census(scan);
    const result = await countRowsOf(d, file, `(SELECT * FROM ${scan.source} WHERE ${c.kept})`, c.labels, needs);
    return { ...result, rows: c.rows, dropped: c.dropped };
  }
  // The usual case first: label values known from the first rows; else (or when a row has another one) the general path.
  const sampled = format === 'csv' ? file.csvSample : (await rows(con, `SELECT DISTINCT ${scan.lab} FROM (SELECT ${scan.lab} FROM ${scan.source} LIMIT ${SAMPLE_ROWS})`)).map((r) => r[0]);
  let counted = sampled.length ? await countKnownLabels(scan, sampled) : undefined;
  lastPath = counted ? 'known' : 'general';
  counted ??= await countGeneral(scan);
  return finishRows(d, file, counted, needs);
}

/**
 * The engine's result for the rows of `source`, a subquery of the file's rows (those kept under `missing: drop`, or
 * one part), whose label values are all among `labels` (from a census of every row, engine-drop.ts): counted with
 * those labels known, then {@link finishCounts}. Declines when the rows hold one class only (the reference's error).
 */
export async function countRowsOf(d: Duck, file: PreparedScan, source: string, labels: unknown[], needs: EngineNeeds): Promise<EngineCounts> {
  const scan = { ...file.scan, source };
  const counted = (await countKnownLabels(scan, labels)) ?? decline('a label or score the reference reads otherwise');
  return finishRows(d, { ...file, scan }, counted, needs);
}

/** {@link finishCounts} of rows counted, declining when they hold one class only (the reference's error). */
export async function finishRows(d: Duck, file: PreparedScan, counted: Counted, needs: EngineNeeds): Promise<EngineCounts> {
  const { P, N } = counted.tables[0];
  if (P === 0 || N === 0) decline('one class only in the rows counted');
  return finishCounts(d, file, counted, needs);
}

/**
 * The CSV spellings of label values that the reference label rule (scores.ts `labelParser`) names without seeing the
 * file: 0 and 1 under the default rule, else the positive value as the config writes it (a number or trimmed text).
 * Counted as seen in the head, they need no census when the head shows one class only; a value written otherwise
 * ('1.0') still sends the file to the general path or the census.
 */
function namedLabels(opts: ScoresCsvOptions): string[] {
  const { positive } = opts;
  if (positive === undefined) return ['0', '1'];
  if (typeof positive === 'number') return [String(positive)];
  return typeof positive === 'string' && positive === positive.trim() && positive !== '' ? [positive] : [];
}

/** A per-example file set up for the engine's scans: its columns, the selected models, the scan and (CSV) what its head shows. */
export interface PreparedScan {
  columns: string[];
  models: string[];
  scan: Scan;
  /** The label values of the CSV's first 64 KiB (as the scan reads them, NULLs left out) and those the label rule names, or none. */
  csvSample: unknown[];
  /** The distinct values of a column in the CSV's first 64 KiB (as the scan reads them as text, NULLs left out), or none. */
  csvSampleOf: (name: string) => string[];
  /** DuckDB type of each Parquet column (none for a CSV, whose non-model columns are read as VARCHAR). */
  types: Map<string, string>;
  /** The SQL identifier of a column in the scan. */
  col: (name: string) => string;
  /**
   * Why the CSV's bytes must be declined ({@link dataDecline}; '_' or '+-' only when a score column holds one, checked
   * by a scan of those columns as text); to be awaited, after the scans, before a result is returned.
   */
  dataCheck: () => Promise<string | undefined>;
  /** A CSV's scan with every column as text (the same NULL spellings) and each row's file: scores judged in SQL (engine-locate.ts). */
  textSource?: string;
}

/**
 * The columns, models and scan of per-example files, declining where the reference reader would choose or read
 * otherwise. The split column (opts.split) is never a default model, as in the reference readers.
 */
export async function prepareScan(con: Con, abs: string[], format: 'csv' | 'parquet', opts: ScoresCsvOptions): Promise<PreparedScan> {
  let columns: string[];
  let source: string;
  let models: string[];
  let inexact: (string | undefined)[] = [];
  let csvSample: unknown[] = [];
  let csvSampleOf = (_name: string): string[] => [];
  let types = new Map<string, string>();
  let dataCheck = async (): Promise<string | undefined> => undefined;
  let textSource: string | undefined;
  const split = opts.split?.column;
  if (format === 'csv') {
    const table = await csvTable(abs);
    const head = table.head;
    columns = head.columns;
    const labelIdx = columns.indexOf(opts.label);
    if (labelIdx < 0) decline('no label column');
    if (opts.models?.length) {
      models = opts.models.slice();
      if (models.some((m) => !columns.includes(m) || m === opts.label || m === split)) decline('model columns');
    } else {
      const first = head.first!;
      models = columns.filter((c, i) => i !== labelIdx && c !== split && (parseNumber(first[i]) !== undefined || isMissing(first[i])));
      if (!models.length) decline('no model column');
    }
    // Positional names c0, c1, … (the header was read above); label as text, models as DOUBLE, the rest as text.
    // With `missing: drop`, the usual spellings of the missing-value tokens are NULL (engine-drop.ts); a rarer one or a
    // token with spaces around it stays text, which declines (a score DuckDB cannot read; a label the rule judges missing).
    const nulls = opts.missing === 'drop' ? MISSING_SPELLINGS : undefined;
    source = table.source(columns.map((c) => (models.includes(c) ? 'DOUBLE' : 'VARCHAR')), nulls);
    textSource = table.source(columns.map(() => 'VARCHAR'), nulls, true);
    dataCheck = dataVerdict(con, table.dataBytes, textSource, models.map((m) => ({ sql: ident(`c${columns.indexOf(m)}`), name: m })));
    // The head's values as that scan reads them: those it reads as NULL left out.
    const read = (values: string[]) => values.filter((v) => !nulls?.includes(v));
    const whole = head.sample.filter((r) => r.length === columns.length);
    csvSampleOf = (name) => read([...new Set(whole.map((r) => r[columns.indexOf(name)]))]);
    // With the label values the rule names (a file sorted by label shows one class in its head), when the head has rows.
    csvSample = whole.length ? read([...new Set([...csvSampleOf(opts.label), ...namedLabels(opts)])]) : [];
  } else {
    const table = await parquetTable(con, abs);
    columns = table.columns;
    types = table.types;
    const labelType = types.get(opts.label);
    if (!labelType) decline('no label column');
    const other = (c: string) => types.get(c) === 'VARCHAR' || types.get(c) === 'BOOLEAN';
    if (opts.models?.length) {
      models = opts.models.slice();
      if (models.some((m) => !types.has(m) || m === opts.label || m === split)) decline('model columns');
    } else {
      models = columns.filter((c) => c !== opts.label && c !== split && !other(c));
      if (columns.some((c) => c !== opts.label && c !== split && !models.includes(c) && !other(c))) decline('column types');
    }
    if (!models.length || models.some((m) => !exactType(types.get(m)!))) decline('score column types');
    if (!EXACT_NUMERIC.has(labelType!) && labelType !== 'VARCHAR') decline('label type');
    await table.codecs([opts.label, ...models, ...(split ? [split] : [])]);
    inexact = models.map((c) => inexactScore(types.get(c)!));
    source = table.source;
  }
  const col = (name: string) => (format === 'csv' ? ident(`c${columns.indexOf(name)}`) : ident(name));
  const scan: Scan = { con, format, source, lab: col(opts.label), cols: models.map(col), inexact, opts };
  return { columns, models, scan, csvSample, csvSampleOf, types, col, dataCheck, ...(textSource ? { textSource } : {}) };
}

/**
 * The engine's result from counted rows: the CSV's bytes checked ({@link dataDecline}), both classes in every model's
 * table alike, then DeLong's pair sums (a scan in SQL) or, for the bootstrap, the rows streamed to JS and grouped by rank.
 */
async function finishCounts(d: Duck, file: PreparedScan, counted: Counted, needs: EngineNeeds): Promise<EngineCounts> {
  const why = await file.dataCheck();
  if (why) decline(why);
  const { columns, models, scan } = file;
  const { con } = scan;
  const m = models.length;
  const { P, N } = counted.tables[0];
  if (counted.tables.some((ct) => ct.P !== P || ct.N !== N)) decline('rows differ between models');
  const out = counted.tables.map((ct, k) => ({ name: models[k], ct }));
  const total = P + N;
  const { pv, nv } = counted;
  const result = { columns, models: out, rows: total, dropped: 0, P, N, positiveValue: pv, negativeValue: nv };
  const cts = counted.tables;
  const pairs = needs.pairs?.(cts) ?? cts.flatMap((_, i) => cts.slice(i + 1).map((__, k): [number, number] => [i, i + 1 + k]));
  if (!needs.group) {
    const delong = P >= 2 && N >= 2;
    return { ...result, ...(delong ? { pairSums: pairs.length ? await pairSums(d, con, counted.rows, scan.cols, counted.isPos, cts, pairs) : [] } : {}) };
  }
  // For the bootstrap: a second, streaming scan brings each row's label and scores to JS in file order; each score's
  // rank is its index in the count table (as resample.ts rowRanks, by a hash lookup), and each block of rows goes to
  // the rows grouped by rank and to DeLong's sums (metrics/paired-rows.ts), so no rank per row in row order is kept.
  const sink = new PairedRows(cts, pairs, needs.group);
  await con.run('SET preserve_insertion_order = true');
  // Labels as 1.0/0.0 by the rule applied above (the counted rows' own test of a positive row), scores as DOUBLE:
  // every column arrives as a DOUBLE vector (no NULLs: checked in the first scan).
  const stream = await con.stream(`SELECT (${counted.isPos})::DOUBLE, ${scan.cols.map((c) => `${c}::DOUBLE`).join(', ')} FROM ${counted.rows}`);
  const index = out.map((o) => scoreIndex(o.ct.scores));
  // The chunks are gathered into blocks of BLOCK_ROWS before they go to the sink: one model's rows at a time over a
  // block keeps its arrays in cache (per chunk of 2,048 rows the sink took about twice as long).
  const size = Math.min(needs.blockRows ?? BLOCK_ROWS, total);
  const label = new Uint8Array(size);
  const ranks = out.map(() => new Int32Array(size));
  let held = 0;
  let r = 0;
  const progress = await startProgress('ranking rows', total, { unit: 'rows' });
  try {
    for (let chunk = await stream.fetchChunk(); chunk && chunk.rowCount > 0; chunk = await stream.fetchChunk()) {
      const rc = chunk.rowCount;
      if (r + rc > total) decline('row count');
      const yv = doubles(chunk.getColumnVector(0), rc);
      const vs = index.map((_, k) => doubles(chunk.getColumnVector(k + 1), rc));
      for (let from = 0; from < rc; ) {
        const to = Math.min(rc, from + size - held);
        for (let i = from; i < to; i++) label[held + i - from] = yv[i];
        for (let k = 0; k < m; k++) {
          const v = vs[k];
          const find = index[k];
          const rank = ranks[k];
          for (let i = from; i < to; i++) {
            const at = find(v[i]);
            if (at < 0) decline('score not in the count table');
            rank[held + i - from] = at;
          }
        }
        held += to - from;
        from = to;
        if (held === size) {
          sink.add(label, ranks, 0, held);
          held = 0;
        }
      }
      r += rc;
      progress.update(r);
    }
    sink.add(label, ranks, 0, held);
  } finally {
    progress.stop();
  }
  if (r !== total) decline('row count');
  return { ...result, ...sink.finish() };
}

/** Rows of the blocks the bootstrap's row scan hands to the sink (13 MB of labels and ranks for 3 models). */
const BLOCK_ROWS = 2 ** 20;

/** Rows read in a Parquet file's head for its label values. */
const SAMPLE_ROWS = 65536;

/** What the counting scans read. */
export interface Scan {
  con: Con;
  format: 'csv' | 'parquet';
  /** Table function of the file. */
  source: string;
  /** Label and model columns (SQL identifiers). */
  lab: string;
  cols: string[];
  /** Per model, SQL true for a `score` (its value as a DOUBLE) the reference reads otherwise, or undefined ({@link inexactScore}). */
  inexact: (string | undefined)[];
  opts: ScoresCsvOptions;
}

/** SQL of the grouping set's index k in `GROUP BY GROUPING SETS ((…, c₀), (…, c₁), …)`: GROUPING(c₀..cₘ₋₁) has bit m−1−k clear. */
function setIndexSql(cols: string[]): string {
  const m = cols.length;
  return m === 1 ? '0' : `(${m - 1} - CAST(log2(((1 << ${m}) - 1) - GROUPING(${cols.join(', ')})) AS INTEGER))`;
}

/** Count tables and what the second scan needs: the rows (SQL source, in file order) and the SQL of a positive row there. */
export interface Counted {
  tables: CountTable[];
  rows: string;
  isPos: string;
  pv: string;
  nv: string;
  /** With a {@link RowFilter}: the file's rows, the part's rows (kept or dropped), and the part's rows dropped. */
  totals?: { rows: number; part: number; dropped: number };
}

/**
 * Which rows to count, decided as the counting scan reads them (a CSV whose head shows its label values: `run` under
 * `missing: drop`, engine-split.ts `foldedParts`): with `part`, those of one part (SQL true for its rows); with `drop`
 * (`missing: drop`), those whose label and selected scores are present.
 */
export interface RowFilter {
  part?: string;
  drop: boolean;
}

/**
 * A count table from a query returning (score, positives, negatives, bad) in decreasing score order, where `bad` is
 * nonzero for a group the engine must decline (missing, non-finite or inexact score, or a label outside the known values);
 * a fifth column, if any, is summed as `worse` (the caller's meaning).
 */
export async function fetchCountTable(con: Con, sql: string): Promise<{ ct: CountTable; bad: number; worse: number }> {
  const result = await con.run(sql);
  const parts: Float64Array[][] = [];
  let len = 0;
  let bad = 0;
  let worse = 0;
  for (let chunk = await result.fetchChunk(); chunk && chunk.rowCount > 0; chunk = await result.fetchChunk()) {
    const rc = chunk.rowCount;
    const cols = [0, 1, 2, 3].map((c) => doubles(chunk.getColumnVector(c), rc).slice(0, rc));
    for (let i = 0; i < rc; i++) bad += cols[3][i];
    if (chunk.columnCount > 4) {
      const w = doubles(chunk.getColumnVector(4), rc);
      for (let i = 0; i < rc; i++) worse += w[i];
    }
    parts.push(cols);
    len += rc;
  }
  const scores = new Float64Array(len);
  const pos = new Float64Array(len);
  const neg = new Float64Array(len);
  let r = 0;
  let P = 0;
  let N = 0;
  for (const [cs, cp, cn] of parts) {
    for (let i = 0; i < cs.length; i++, r++) {
      const s = cs[i];
      scores[r] = s === 0 ? 0 : s; // −0 is the score 0, as in counts.ts
      pos[r] = cp[i];
      neg[r] = cn[i];
      P += cp[i];
      N += cn[i];
    }
  }
  return { ct: { scores, pos, neg, P, N, hasThresholds: true }, bad, worse };
}

/**
 * Counting when the label values are known from the file's first rows (`sampled`, as DuckDB reads them): the label
 * becomes a 0/1 code in SQL (NULL for any other value), and each model is counted by score alone, its positives and
 * negatives as filtered counts — one group per distinct score, nothing to merge. Returns undefined — and the general path
 * runs — when a row has a label outside the sample; declines as the general path does on everything else.
 * With `only` ({@link RowFilter}), the rows outside it are coded too (2: dropped for a missing value, 3: another
 * part's) and counted in the same scan, their scores left out of the groups: {@link Counted.totals}.
 */
export async function countKnownLabels(scan: Scan, sampled: unknown[], only?: RowFilter): Promise<Counted | undefined> {
  const { con, source, lab, cols, inexact, opts } = scan;
  let known: ReturnType<typeof classifyLabels>;
  try {
    known = classifyLabels(sampled, opts);
  } catch (e) {
    if (e instanceof Decline) return undefined; // e.g. one class only in the first rows: the general path decides
    throw e;
  }
  const labelCode = `CASE WHEN ${lab} IN (${known.posList.join(', ')}) THEN 1 WHEN ${lab} IN (${known.negList.join(', ')}) THEN 0 END`;
  let code = labelCode;
  if (only) {
    // Another part's row: 3, its label judged by that part's scan. Under `missing: drop` a missing label (NULL) or, on a
    // row with a known label, a missing score: 2. Any other label stays NULL (the caller takes the census's way).
    const kept = only.drop ? `WHEN ${lab} IS NULL THEN 2 WHEN NOT (${scoresPresent(scan)}) AND ${lab} IN (${[...known.posList, ...known.negList].join(', ')}) THEN 2 ` : '';
    code = `CASE ${only.part ? `WHEN (${only.part}) IS NOT TRUE THEN 3 ` : ''}${kept}ELSE ${labelCode} END`;
  }
  const coded = `(SELECT (${code})::UTINYINT AS y_, ${cols.join(', ')} FROM ${source})`;
  // Rows outside `only` group under a NULL score, left out of the tables (no score of theirs becomes a group).
  const input = only ? `(SELECT y_, ${cols.map((c) => `CASE WHEN y_ >= 2 THEN NULL ELSE ${c} END AS ${c}`).join(', ')} FROM ${coded})` : coded;
  const others = only ? ', count(*) FILTER (WHERE y_ = 2)::DOUBLE AS d, count(*) FILTER (WHERE y_ = 3)::DOUBLE AS x' : '';
  const counts = `count(*) FILTER (WHERE y_ = 1)::DOUBLE AS p, count(*) FILTER (WHERE y_ = 0)::DOUBLE AS n, count(*) FILTER (WHERE y_ IS NULL)::DOUBLE AS u${others}`;
  // A CSV: every model in one scan (grouping sets), so the file is parsed once here; Parquet: a scan per model reads
  // only its column and the label (columnar), each grouping one score column (less memory than all at once). The
  // totals of a RowFilter come from the one scan's table.
  const oneScan = only !== undefined || (scan.format === 'csv' && cols.length > 1);
  const tables: CountTable[] = [];
  let totals: Counted['totals'];
  // One progress bar over the scans: the CSV's grouping scan, or Parquet's scan per model.
  const complete = await tracked(con, 'counting', oneScan ? 1 : cols.length, async (next) => {
    if (oneScan) {
      const scoreOf = cols.map((c, k) => `WHEN ${k} THEN ${c}::DOUBLE`).join(' ');
      await con.run(`CREATE TEMP TABLE g_ AS SELECT k, CASE k ${scoreOf} END AS score, p, n, u${only ? ', d, x' : ''} FROM (
        SELECT ${setIndexSql(cols)} AS k, ${counts}, ${cols.join(', ')} FROM ${input}
        GROUP BY GROUPING SETS (${cols.map((c) => `(${c})`).join(', ')}))`);
    }
    if (only) {
      // Every row is in one group of the first model's: the file's rows, this part's, and its rows dropped.
      const [t] = await rows(con, `SELECT sum(p + n + u + d + x), sum(p + n + u + d), sum(d) FROM g_ WHERE k = 0`);
      totals = { rows: Number(t[0]), part: Number(t[1]), dropped: Number(t[2]) };
    }
    for (let k = 0; k < cols.length; k++) {
      if (k > 0 && !oneScan) next();
      const groups = oneScan
        ? `(SELECT score, p, n, u FROM g_ WHERE k = ${k}${only ? ' AND p + n + u > 0' : ''})`
        : `(SELECT ${cols[k]}::DOUBLE AS score, ${counts} FROM ${input} GROUP BY 1)`;
      const badScore = `(score IS NULL OR NOT isfinite(score)${inexact[k] ? ` OR ${inexact[k]}` : ''})::DOUBLE`;
      const { ct, bad, worse } = await fetchCountTable(con, `SELECT score, p, n, ${badScore} + u, ${badScore} * (p + n) FROM ${groups} ORDER BY score DESC`);
      // A bad score on a row of a known label (one kept, under missing: drop) declines on every path: at once.
      if (worse > 0) decline('missing, non-finite or inexact values');
      // A label outside the sample (or a missing one) → the general path, or the census's way.
      if (bad > 0) return false;
      tables.push(ct);
    }
    return true;
  });
  await con.run('DROP TABLE IF EXISTS g_');
  if (!complete) return undefined;
  return { tables, rows: only ? `(SELECT * FROM ${input} WHERE y_ < 2)` : input, isPos: 'y_ = 1', pv: known.pv, nv: known.nv, totals };
}

/**
 * Counting for any label values: one scan of (label value, score, count) groups per model as grouping sets, checks,
 * the label values classified, then the groups merged per score.
 */
async function countGeneral(scan: Scan): Promise<Counted> {
  const { con, source, lab, cols, inexact, opts } = scan;
  const m = cols.length;
  // An INT64 label or score beyond 2^53 and every missing or non-finite value are counted so the engine can decline.
  const sets = cols.map((c) => `(${lab}, ${c})`).join(', ');
  const scoreOf = cols.map((c, k) => `WHEN ${k} THEN ${c}::DOUBLE`).join(' ');
  const sql = `CREATE TEMP TABLE g AS SELECT k, lab, CASE k ${scoreOf} END AS score, c FROM (
      SELECT ${setIndexSql(cols)} AS k, ${lab} AS lab, count(*) AS c, ${cols.join(', ')} FROM ${source}
      GROUP BY GROUPING SETS (${sets})
    )`;
  await tracked(con, 'counting', 1, () => con.run(sql));
  // Checks: no missing or non-finite score, no missing label, integers exact as doubles.
  const beyond = inexact.flatMap((c, k) => (c ? [` OR (k = ${k} AND ${c})`] : [])).join('');
  const [bad] = await rows(con, `SELECT count(*) FILTER (WHERE score IS NULL OR NOT isfinite(score) OR lab IS NULL${beyond}) FROM g`);
  if (Number(bad[0]) > 0) decline('missing, non-finite or inexact values');
  // Labels: the distinct values (with their first row in the file unknown, so a negative written two ways declines).
  const labs = await rows(con, `SELECT DISTINCT lab FROM g WHERE k = 0`);
  if (labs.length > 64) decline('too many label values');
  const known = classifyLabels(labs.map((r) => r[0]), opts);
  const isPos = `lab IN (${known.posList.join(', ')})`;
  const tables: CountTable[] = [];
  for (let k = 0; k < m; k++) {
    const { ct } = await fetchCountTable(
      con,
      `SELECT score, coalesce(sum(c) FILTER (WHERE ${isPos}), 0)::DOUBLE, coalesce(sum(c) FILTER (WHERE NOT (${isPos})), 0)::DOUBLE, 0::DOUBLE
        FROM g WHERE k = ${k} GROUP BY score ORDER BY score DESC`,
    );
    tables.push(ct);
  }
  await con.run('DROP TABLE g');
  return { tables, rows: source, isPos: `${lab} IN (${known.posList.join(', ')})`, pv: known.pv, nv: known.nv };
}

/**
 * The label values of a file (as DuckDB returns them) under the reference label rule (scores.ts `labelParser`):
 * the SQL literals of the positive and of the negative ones, and the values the report names. Declines on a missing,
 * non-integer-exact or rejected value, one class only (unless `oneClass`), or a negative written two ways.
 */
export function classifyLabels(values: unknown[], opts: ScoresCsvOptions, oneClass = false): { posList: string[]; negList: string[]; pv: string; nv: string } {
  const texts = values.map((v) => {
    if (typeof v === 'string') {
      if (isMissing(v)) decline('missing label');
      return v;
    }
    if (typeof v === 'bigint') {
      if (v > BigInt(Number.MAX_SAFE_INTEGER) || v < -BigInt(Number.MAX_SAFE_INTEGER)) decline('label beyond 2^53');
      return String(v);
    }
    if (typeof v === 'number') {
      if (v !== v) decline('NaN label');
      return String(v);
    }
    return decline('label type');
  });
  const lp = labelParser(opts, () => ({}), opts.label);
  const ys = texts.map((t) => {
    try {
      return lp.fn(t, 0) as 0 | 1;
    } catch {
      return decline('a label value the label rule rejects');
    }
  });
  const negTexts = new Set(texts.filter((_, i) => ys[i] === 0).map((t) => t.trim()));
  if (opts.negative === undefined && opts.positive !== undefined && negTexts.size > 1) decline('negative label written two ways');
  const [pv, nv] = lp.values();
  if (!oneClass && (!ys.includes(1) || !ys.includes(0))) decline('one class only');
  // Compared in SQL as the values they are (text, or numbers).
  const posList = values.filter((_, i) => ys[i] === 1).map(sqlValue);
  const negList = values.filter((_, i) => ys[i] === 0).map(sqlValue);
  return { posList, negList, pv, nv };
}

/**
 * The values of a DOUBLE vector without NULLs as a Float64Array: the vector's own array when @duckdb/node-api exposes
 * it (version pinned in package.json; a view, no copy), else item by item through the public getItem.
 */
export function doubles(v: { getItem(i: number): unknown }, n: number): Float64Array {
  const items = (v as unknown as { items?: unknown }).items;
  if (items instanceof Float64Array && items.length >= n) return items;
  const out = new Float64Array(n);
  for (let i = 0; i < n; i++) out[i] = v.getItem(i) as number;
  return out;
}

/**
 * DeLong's {@link PairSums} of every pair of models, in SQL from a second scan of the rows (`source`, with `isPos` the SQL
 * of a positive row) in any row order: each
 * model's integer placements x10 = 2·(negatives below) + (negatives tied) and x01 = 2·(positives above) + (positives
 * tied) per score (delong.ts, from the count tables, appended to a table `pl<k>` per model), joined to every row by its score; the
 * products are BIGINT and their sums HUGEINT, so exact (an overflow is an engine error: the engine declines). No row
 * reaches JS. The placement tables are the build sides (the optimiser, which cannot estimate the file's rows, would
 * build on the file): join order as written.
 */
async function pairSums(
  d: Duck,
  con: Con,
  source: string,
  cols: string[],
  isPos: string,
  cts: CountTable[],
  pairs: [number, number][],
): Promise<{ pair: [number, number]; sums: PairSums }[]> {
  // One table per model (score, x10, x01), appended straight from the typed arrays.
  const types = [d.DOUBLE, d.DOUBLE, d.DOUBLE];
  for (const [k, ct] of cts.entries()) {
    await con.run(`CREATE TABLE pl${k} (score DOUBLE, x10 DOUBLE, x01 DOUBLE)`);
    const appender = await con.createAppender(`pl${k}`);
    const { x10, x01 } = delongPlacements(ct);
    for (let at = 0; at < ct.scores.length; at += 2048) {
      const end = Math.min(ct.scores.length, at + 2048);
      const chunk = d.DuckDBDataChunk.create(types, end - at);
      // setColumns reads `length` and indexed items: a Float64Array view serves (no copy into a JS array).
      chunk.setColumns([ct.scores.subarray(at, end), x10.subarray(at, end), x01.subarray(at, end)] as unknown as number[][]);
      appender.appendDataChunk(chunk);
    }
    appender.closeSync();
  }
  const { P, N } = cts[0];
  await con.run(`SET disabled_optimizers = 'join_order,build_side_probe_side'`);
  const sums = pairs.flatMap(([i, j]) => [`sum(j${i}.x10 * j${j}.x10) FILTER (WHERE pos_row_)`, `sum(j${i}.x01 * j${j}.x01) FILTER (WHERE NOT pos_row_)`]);
  const joins = cols.map((c, k) => `JOIN (SELECT score, x10::BIGINT AS x10, x01::BIGINT AS x01 FROM pl${k}) j${k} ON r.${c}::DOUBLE = j${k}.score`).join(' ');
  const sql = `SELECT count(*), ${sums.join(', ')} FROM (SELECT ${isPos} AS pos_row_, ${cols.join(', ')} FROM ${source}) r ${joins}`;
  const [row] = await tracked(con, 'DeLong sums', 1, () => rows(con, sql));
  // Every row meets its score in each table (−0 and 0 are one score); otherwise the sums would be wrong: decline.
  if (Number(row[0]) !== P + N) decline('rows lost joining the placements');
  return pairs.map((pair, q) => ({ pair, sums: { pos: BigInt(row[1 + 2 * q] as bigint), neg: BigInt(row[2 + 2 * q] as bigint) } }));
}
