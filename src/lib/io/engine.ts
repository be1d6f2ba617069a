/**
 * Count tables straight from a per-example scores file (CSV or Parquet) with DuckDB as an embedded engine: one
 * multi-threaded, streaming scan reduces every model to (label value, score, count) groups; JS then maps the label
 * values with the reference rule (scores.ts `labelParser`) and builds each {@link CountTable}. A second scan, in any
 * row order and inside DuckDB, sums DeLong's exact integer placements of every pair of models (metrics/delong.ts
 * PairSums) — or, only when the bootstrap needs them, brings each row's label and ranks to JS in file order. Without the bootstrap no row is kept,
 * so memory grows with the number of distinct scores, not with rows (docs/scale.md).
 *
 * Exactness. The engine is a fast path only: it handles a file when its result is provably the reference readers'
 * (scores.ts, parquet.ts) and otherwise DECLINES (returns undefined), and the reference reader runs — so every error
 * message (file, line or row, column) and every rule (missing values, label codings) stays the reference's.
 * It declines on: any engine error (malformed CSV, a non-number, a wrong field count, a line over DuckDB's default
 * max_line_size of 2 MB — a larger limit costs ~150 MB of CSV buffers at every scan), a missing label or score (null,
 * NaN, empty field), a non-finite score, '_' in CSV data (DuckDB reads 1_000 as 1000; `Number` does not), a quoted or
 * odd header, a label value the rule rejects or a negative label written two ways, Parquet DECIMAL/text/INT64 beyond
 * 2^53 columns, codecs the reference rejects. DuckDB's text-to-DOUBLE conversion is correctly rounded, as `Number`
 * is (test/io/engine.test.ts checks both on adversarial values: 17 digits, subnormals, exponents, −0, overflow).
 * −0 and 0 are one score (DuckDB groups them, as the reference's merge does), written 0.
 * Small files (below ENGINE_MIN_BYTES) skip the engine: the reference readers are fast enough there.
 */
import { open, stat } from 'node:fs/promises';
import { createReadStream } from 'node:fs';
import * as path from 'node:path';
import type { CountTable } from '../metrics/types';
import { isMissing, parseNumber } from './csv';
import { labelParser, type ScoresCsvOptions } from './scores';
import { startProgress } from '../progress';
import { delongPlacements, type PairSums } from '../metrics/delong';

/** What the caller needs besides the count tables. */
export interface EngineNeeds {
  /**
   * Per-row labels and ranks in file order (the bootstrap resamples rows; 13 bytes a row per 3 models). Without them
   * the second scan keeps no row and returns DeLong's {@link EngineCounts.pairSums} instead. Default true.
   */
  rows?: boolean;
  /** Without per-row results: the pairs of models [i, j] whose DeLong sums to compute (default: every i < j). */
  pairs?: (tables: CountTable[]) => [number, number][];
}

/** Result of the engine: what readScores* + countTableFromScores give, without the rows. */
export interface EngineCounts {
  columns: string[];
  /** `rank`: each row's distinct-score index in `ct`, in file order (only when per-row results were asked for). */
  models: { name: string; ct: CountTable; rank?: Int32Array }[];
  /** Each row's label (1 positive, 0 negative), in file order, aligned with every model's `rank` (per-row only). */
  rowLabels?: Uint8Array;
  /**
   * DeLong's exact row sums (metrics/delong.ts PairSums) of the pairs of models asked for ({@link EngineNeeds.pairs}):
   * computed in the engine when per-row results were not asked for and P, N ≥ 2.
   */
  pairSums?: { pair: [number, number]; sums: PairSums }[];
  rows: number;
  P: number;
  N: number;
  positiveValue: string;
  negativeValue: string;
}

/** Why the engine declined (for --verbose style diagnostics and tests). */
export let lastDecline: string | undefined;

type Duck = typeof import('@duckdb/node-api');
let duckPromise: Promise<Duck | undefined> | undefined;
/** DuckDB, loaded lazily (an optional native module: without it every file goes to the reference readers). */
function duck(): Promise<Duck | undefined> {
  duckPromise ??= import('@duckdb/node-api').then((m) => m as Duck, () => undefined);
  return duckPromise;
}

/** Files smaller than this go to the reference readers (fast enough there; no native engine started). */
export const ENGINE_MIN_BYTES = 16 * 1024 * 1024;

/**
 * Whether the engine reads a file of `bytes`: ROCSITE_ENGINE=js never (the reference readers alone), =duckdb always,
 * otherwise from {@link ENGINE_MIN_BYTES} on.
 */
export function engineEnabled(bytes: number, env: NodeJS.ProcessEnv = process.env): boolean {
  if (env.ROCSITE_ENGINE === 'js') return false;
  return env.ROCSITE_ENGINE === 'duckdb' || bytes >= ENGINE_MIN_BYTES;
}

const sqlString = (s: string) => `'${s.replace(/'/g, "''")}'`;
const ident = (s: string) => `"${s.replace(/"/g, '""')}"`;

/** Numeric DuckDB types whose conversion to DOUBLE equals the reference readers' number (hyparquet). */
const EXACT_NUMERIC = new Set(['DOUBLE', 'FLOAT', 'INTEGER', 'SMALLINT', 'TINYINT', 'UINTEGER', 'USMALLINT', 'UTINYINT', 'BIGINT', 'UBIGINT']);
/** Parquet codecs the reference reader accepts (parquet.ts). */
const CODECS = new Set(['UNCOMPRESSED', 'SNAPPY']);

class Decline extends Error {}
const decline = (why: string): never => {
  throw new Decline(why);
};

/** The header line and first data line of a CSV, when both are plain (no quotes, LF or CRLF). */
async function csvHead(abs: string): Promise<{ columns: string[]; first: string[] }> {
  const fh = await open(abs, 'r');
  try {
    const buf = Buffer.alloc(1 << 16);
    const { bytesRead } = await fh.read(buf, 0, buf.length, 0);
    let text = buf.subarray(0, bytesRead).toString('utf8');
    if (text.charCodeAt(0) === 0xfeff) text = text.slice(1);
    const lines = text.split('\n');
    if (lines.length < 3) decline('short file');
    const [h, f] = [lines[0], lines[1]].map((l) => (l.endsWith('\r') ? l.slice(0, -1) : l));
    if (/["\r]/.test(h) || f.includes('\r') || h.trim() === '' || f.trim() === '') decline('quoted, CR-only or blank head');
    const columns = h.split(',').map((c) => c.trim());
    if (columns.some((c) => c === '') || new Set(columns).size !== columns.length) decline('header names');
    // First data row (for the default models): a quoted field is taken when it is just "text" with no quote inside.
    const first = f.split(',').map((v) => (/^"[^"]*"$/.test(v) ? v.slice(1, -1) : v.includes('"') ? decline('quoted first row') : v));
    if (first.length !== columns.length) decline('first row');
    return { columns, first };
  } finally {
    await fh.close();
  }
}

/** True when some data byte (after the header line) is '_' — text DuckDB reads as a number and `Number` does not. */
async function hasUnderscore(abs: string): Promise<boolean> {
  let seenHeader = false;
  for await (const chunk of createReadStream(abs, { highWaterMark: 1 << 20 }) as AsyncIterable<Buffer>) {
    let from = 0;
    if (!seenHeader) {
      const nl = chunk.indexOf(10);
      if (nl < 0) continue;
      seenHeader = true;
      from = nl + 1;
    }
    if (chunk.indexOf(95, from) >= 0) return true;
  }
  return false;
}

/**
 * Count tables of the selected models, or undefined when the engine declines (see the module comment).
 * `format` names the reader whose rules apply; `onProgress(fraction)` follows the scan.
 */
export async function engineCountTables(
  file: string,
  format: 'csv' | 'parquet',
  opts: ScoresCsvOptions,
  needs: EngineNeeds = {},
): Promise<EngineCounts | undefined> {
  lastDecline = undefined;
  if (opts.missing === 'drop') return void (lastDecline = 'missing: drop');
  const d = await duck();
  if (!d) return void (lastDecline = 'DuckDB not installed');
  const abs = path.resolve(file);
  const st = await stat(abs).catch(() => undefined);
  if (!st?.isFile() || st.size === 0) return void (lastDecline = 'not a file');
  const inst = await d.DuckDBInstance.create(':memory:', { preserve_insertion_order: 'false' });
  const con = await inst.connect();
  try {
    return await run(d, con, abs, format, opts, needs);
  } catch (e) {
    // Any engine failure (a parse error, a type error) is the reference reader's to report.
    lastDecline = e instanceof Decline ? e.message : `engine: ${(e as Error).message?.split('\n')[0]}`;
    return undefined;
  } finally {
    con.closeSync();
    inst.closeSync();
  }
}

type Con = Awaited<ReturnType<Awaited<ReturnType<Duck['DuckDBInstance']['create']>>['connect']>>;

async function rows(con: Con, sql: string): Promise<unknown[][]> {
  return (await con.runAndReadAll(sql)).getRows() as unknown[][];
}

async function run(d: Duck, con: Con, abs: string, format: 'csv' | 'parquet', opts: ScoresCsvOptions, needs: EngineNeeds): Promise<EngineCounts> {
  const perRow = needs.rows ?? true;
  let columns: string[];
  let source: string;
  let models: string[];
  let integerModels: number[] = [];
  const underscore = format === 'csv' ? hasUnderscore(abs) : Promise.resolve(false);
  if (format === 'csv') {
    const head = await csvHead(abs);
    columns = head.columns;
    const labelIdx = columns.indexOf(opts.label);
    if (labelIdx < 0) decline('no label column');
    if (opts.models?.length) {
      models = opts.models.slice();
      if (models.some((m) => !columns.includes(m) || m === opts.label)) decline('model columns');
    } else {
      models = columns.filter((c, i) => i !== labelIdx && (parseNumber(head.first[i]) !== undefined || isMissing(head.first[i])));
      if (!models.length) decline('no model column');
    }
    // Positional names c0, c1, … (the header was read above); label as text, models as DOUBLE, the rest as text.
    const types = columns.map((c, i) => `'c${i}': '${models.includes(c) ? 'DOUBLE' : 'VARCHAR'}'`).join(', ');
    source = `read_csv(${sqlString(abs)}, header = true, columns = {${types}}, auto_detect = false, delim = ',', quote = '"', escape = '"', strict_mode = true, null_padding = false)`;
  } else {
    const schema = await rows(con, `SELECT name, type, converted_type, num_children FROM parquet_schema(${sqlString(abs)})`);
    const top = schema.slice(1);
    if (top.some((r) => Number(r[3] ?? 0) > 0)) decline('nested columns');
    columns = top.map((r) => String(r[0]));
    if (columns.some((c) => c.trim() === '') || new Set(columns).size !== columns.length) decline('column names');
    const described = new Map((await rows(con, `DESCRIBE SELECT * FROM read_parquet(${sqlString(abs)})`)).map((r) => [String(r[0]), String(r[1])]));
    const labelType = described.get(opts.label);
    if (!labelType) decline('no label column');
    if (opts.models?.length) {
      models = opts.models.slice();
      if (models.some((m) => !described.has(m) || m === opts.label)) decline('model columns');
    } else {
      models = columns.filter((c) => c !== opts.label && described.get(c) !== 'VARCHAR' && described.get(c) !== 'BOOLEAN');
      if (columns.some((c) => c !== opts.label && !models.includes(c) && described.get(c) !== 'VARCHAR' && described.get(c) !== 'BOOLEAN')) decline('column types');
    }
    if (!models.length || models.some((m) => !EXACT_NUMERIC.has(described.get(m)!))) decline('score column types');
    if (!EXACT_NUMERIC.has(labelType!) && labelType !== 'VARCHAR') decline('label type');
    const codecs = await rows(con, `SELECT DISTINCT path_in_schema, compression FROM parquet_metadata(${sqlString(abs)})`);
    const wanted = new Set([opts.label, ...models]);
    if (codecs.some((r) => wanted.has(String(r[0])) && !CODECS.has(String(r[1])))) decline('codec');
    integerModels = models.flatMap((c, k) => (/INT/.test(described.get(c)!) ? [k] : []));
    source = `read_parquet(${sqlString(abs)})`;
  }
  const col = (name: string) => (format === 'csv' ? ident(`c${columns.indexOf(name)}`) : ident(name));
  const lab = col(opts.label);
  const m = models.length;
  // One scan: (label value, score, count) per model, as grouping sets; an INT64 label or score beyond 2^53 and every
  // missing or non-finite value are counted so the engine can decline.
  const asDouble = (c: string) => `${col(c)}::DOUBLE`;
  const sets = models.map((c) => `(${lab}, ${col(c)})`).join(', ');
  const gid = models.map((c) => col(c)).join(', ');
  const scoreOf = models.map((c, k) => `WHEN ${k} THEN ${asDouble(c)}`).join(' ');
  // GROUPING(c1..cm) has bit (m-1-k) clear for the grouped column k; k = position of the clear bit.
  const setIndex = m === 1 ? '0' : `(${m - 1} - CAST(log2(((1 << ${m}) - 1) - GROUPING(${gid})) AS INTEGER))`;
  const sql = `CREATE TEMP TABLE g AS SELECT k, lab, CASE k ${scoreOf} END AS score, c FROM (
      SELECT ${setIndex} AS k, ${lab} AS lab, count(*) AS c, ${models.map((c) => col(c)).join(', ')} FROM ${source}
      GROUP BY GROUPING SETS (${sets})
    )`;
  const progress = await startProgress('counting', 100, { unit: '%' });
  const timer = setInterval(() => {
    const p = con.progress.percentage;
    if (p >= 0) progress.update(Math.floor(p));
  }, 200);
  try {
    await con.run(sql);
  } finally {
    clearInterval(timer);
    progress.stop();
  }
  if (await underscore) decline("'_' in the data");
  // Checks: no missing or non-finite score, no missing label, integers exact as doubles.
  const inexact = integerModels.length ? ` OR (k IN (${integerModels.join(', ')}) AND abs(score) > 9007199254740991)` : '';
  const [bad] = await rows(con, `SELECT count(*) FILTER (WHERE score IS NULL OR NOT isfinite(score) OR lab IS NULL${inexact}) FROM g`);
  if (Number(bad[0]) > 0) decline('missing, non-finite or inexact values');
  // Labels: the distinct values (with their first row in the file unknown, so a negative written two ways declines).
  const labs = await rows(con, `SELECT DISTINCT lab FROM g WHERE k = 0`);
  if (labs.length > 64) decline('too many label values');
  const texts = labs.map((r) => {
    const v = r[0];
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
      return lp.fn(t, 0);
    } catch {
      return decline('label value');
    }
  });
  const negTexts = new Set(texts.filter((_, i) => ys[i] === 0).map((t) => t.trim()));
  if (opts.negative === undefined && opts.positive !== undefined && negTexts.size > 1) decline('negative label written two ways');
  const [pv, nv] = lp.values();
  if (!ys.includes(1) || !ys.includes(0)) decline('one class only');
  // Label values → 0/1 in SQL (compared as the values they are), then per model: score DESC with P and N counts.
  const posList = labs.filter((_, i) => ys[i] === 1).map((r) => (typeof r[0] === 'string' ? sqlString(r[0]) : String(r[0])));
  const isPos = `lab IN (${posList.join(', ')})`;
  await con.run(`CREATE TEMP TABLE t AS SELECT k, score, sum(c) FILTER (WHERE ${isPos})::DOUBLE AS p, sum(c) FILTER (WHERE NOT (${isPos}))::DOUBLE AS n
    FROM g GROUP BY k, score`);
  const out: { name: string; ct: CountTable }[] = [];
  let P = -1;
  let N = -1;
  let total = 0;
  for (let k = 0; k < m; k++) {
    const result = await con.run(`SELECT score, coalesce(p, 0), coalesce(n, 0) FROM t WHERE k = ${k} ORDER BY score DESC`);
    const [len] = (await rows(con, `SELECT count(*) FROM t WHERE k = ${k}`))[0] as [bigint];
    const scores = new Float64Array(Number(len));
    const pos = new Float64Array(scores.length);
    const neg = new Float64Array(scores.length);
    let p = 0;
    let n = 0;
    let r = 0;
    for (let chunk = await result.fetchChunk(); chunk && chunk.rowCount > 0; chunk = await result.fetchChunk()) {
      const rowCount = chunk.rowCount;
      if (r + rowCount > scores.length) decline('result size');
      const cs = doubles(chunk.getColumnVector(0), rowCount);
      const cp = doubles(chunk.getColumnVector(1), rowCount);
      const cn = doubles(chunk.getColumnVector(2), rowCount);
      for (let i = 0; i < rowCount; i++, r++) {
        const s = cs[i];
        scores[r] = s === 0 ? 0 : s; // −0 is the score 0, as in counts.ts
        pos[r] = cp[i];
        neg[r] = cn[i];
        p += pos[r];
        n += neg[r];
      }
    }
    if (r !== scores.length) decline('result size');
    if (k === 0) {
      P = p;
      N = n;
      total = p + n;
    } else if (p !== P || n !== N) decline('rows differ between models');
    out.push({ name: models[k], ct: { scores, pos, neg, P: p, N: n, hasThresholds: true } });
  }
  await con.run('DROP TABLE g');
  const result = { columns, models: out, rows: total, P, N, positiveValue: pv, negativeValue: nv };
  if (!perRow) {
    const cts = out.map((o) => o.ct);
    const pairs = needs.pairs?.(cts) ?? cts.flatMap((_, i) => cts.slice(i + 1).map((__, k): [number, number] => [i, i + 1 + k]));
    return { ...result, pairSums: P >= 2 && N >= 2 && pairs.length ? await pairSums(d, con, source, models.map(col), lab, posList, cts, pairs) : undefined };
  }
  // Per-row labels and ranks in file order (the bootstrap resamples rows; DeLong's sums then come from the ranks): a
  // second, streaming scan; each score's rank is its index in the count table (as resample.ts rowRanks, by a hash lookup).
  const rowLabels = new Uint8Array(total);
  const ranks = out.map(() => new Int32Array(total));
  await con.run('SET preserve_insertion_order = true');
  // Labels as 1.0/0.0 by the rule applied above (every distinct value was checked), scores as DOUBLE: every column
  // arrives as a DOUBLE vector (no NULLs: checked in the first scan).
  const isPosRow = `(CASE WHEN ${lab} IN (${posList.join(', ')}) THEN 1 ELSE 0 END)::DOUBLE`;
  const stream = await con.stream(`SELECT ${isPosRow}, ${models.map((c) => asDouble(c)).join(', ')} FROM ${source}`);
  const index = out.map((o) => scoreIndex(o.ct.scores));
  let r = 0;
  for (let chunk = await stream.fetchChunk(); chunk && chunk.rowCount > 0; chunk = await stream.fetchChunk()) {
    const rc = chunk.rowCount;
    if (r + rc > total) decline('row count');
    const yv = doubles(chunk.getColumnVector(0), rc);
    for (let i = 0; i < rc; i++) rowLabels[r + i] = yv[i];
    for (let k = 0; k < m; k++) {
      const v = doubles(chunk.getColumnVector(k + 1), rc);
      const find = index[k];
      const rank = ranks[k];
      for (let i = 0; i < rc; i++) {
        const at = find(v[i]);
        if (at < 0) decline('score not in the count table');
        rank[r + i] = at;
      }
    }
    r += rc;
  }
  if (r !== total) decline('row count');
  return { ...result, models: out.map((o, k) => ({ ...o, rank: ranks[k] })), rowLabels };
}

/**
 * Index of each distinct score in `scores` (finite, distinct, 0 for −0): an open-addressing hash table on the bits of
 * the double, so a row's rank costs O(1) rather than a binary search with cache misses. Returns −1 when absent.
 */
function scoreIndex(scores: Float64Array): (x: number) => number {
  let size = 1;
  while (size < 2 * scores.length) size <<= 1;
  const mask = size - 1;
  const keys = new Float64Array(size).fill(NaN);
  const vals = new Int32Array(size);
  const f = new Float64Array(1);
  const u = new Uint32Array(f.buffer);
  const hash = (x: number) => {
    f[0] = x;
    return (Math.imul(u[0] ^ Math.imul(u[1], 0x9e3779b1), 0x85ebca6b) >>> 7) & mask;
  };
  for (let i = 0; i < scores.length; i++) {
    let h = hash(scores[i]);
    while (keys[h] === keys[h]) h = (h + 1) & mask;
    keys[h] = scores[i];
    vals[h] = i;
  }
  return (x) => {
    if (x === 0) x = 0; // −0 is the score 0
    let h = hash(x);
    for (;;) {
      const k = keys[h];
      if (k === x) return vals[h];
      if (k !== k) return -1;
      h = (h + 1) & mask;
    }
  };
}

/**
 * The values of a DOUBLE vector without NULLs as a Float64Array: the vector's own array when @duckdb/node-api exposes
 * it (version pinned in package.json; a view, no copy), else item by item through the public getItem.
 */
function doubles(v: { getItem(i: number): unknown }, n: number): Float64Array {
  const items = (v as unknown as { items?: unknown }).items;
  if (items instanceof Float64Array && items.length >= n) return items;
  const out = new Float64Array(n);
  for (let i = 0; i < n; i++) out[i] = v.getItem(i) as number;
  return out;
}

/**
 * DeLong's {@link PairSums} of every pair of models, in SQL from a second scan of the file in any row order: each
 * model's integer placements x10 = 2·(negatives below) + (negatives tied) and x01 = 2·(positives above) + (positives
 * tied) per score (delong.ts, from the count tables, appended to a table `pl`), joined to every row by its score; the
 * products are BIGINT and their sums HUGEINT, so exact (an overflow is an engine error: the engine declines). No row
 * reaches JS. The placement tables are the build sides (the optimiser, which cannot estimate the file's rows, would
 * build on the file): join order as written.
 */
async function pairSums(
  d: Duck,
  con: Con,
  source: string,
  cols: string[],
  lab: string,
  posList: string[],
  cts: CountTable[],
  pairs: [number, number][],
): Promise<{ pair: [number, number]; sums: PairSums }[]> {
  await con.run('DROP TABLE t');
  await con.run('CREATE TABLE pl (k INTEGER, score DOUBLE, x10 DOUBLE, x01 DOUBLE)');
  const appender = await con.createAppender('pl');
  const types = [d.INTEGER, d.DOUBLE, d.DOUBLE, d.DOUBLE];
  cts.forEach((ct, k) => {
    const { x10, x01 } = delongPlacements(ct);
    for (let at = 0; at < ct.scores.length; at += 2048) {
      const end = Math.min(ct.scores.length, at + 2048);
      const chunk = d.DuckDBDataChunk.create(types, end - at);
      chunk.setColumns([new Array<number>(end - at).fill(k), Array.from(ct.scores.subarray(at, end)), Array.from(x10.subarray(at, end)), Array.from(x01.subarray(at, end))]);
      appender.appendDataChunk(chunk);
    }
  });
  appender.closeSync();
  const { P, N } = cts[0];
  await con.run(`SET disabled_optimizers = 'join_order,build_side_probe_side'`);
  const sums = pairs.flatMap(([i, j]) => [`sum(j${i}.x10 * j${j}.x10) FILTER (WHERE pos_row_)`, `sum(j${i}.x01 * j${j}.x01) FILTER (WHERE NOT pos_row_)`]);
  const joins = cols.map((c, k) => `JOIN (SELECT score, x10::BIGINT AS x10, x01::BIGINT AS x01 FROM pl WHERE k = ${k}) j${k} ON r.${c}::DOUBLE = j${k}.score`).join(' ');
  const [row] = await rows(con, `SELECT count(*), ${sums.join(', ')} FROM (SELECT ${lab} IN (${posList.join(', ')}) AS pos_row_, ${cols.join(', ')} FROM ${source}) r ${joins}`);
  // Every row meets its score in each table (−0 and 0 are one score); otherwise the sums would be wrong: decline.
  if (Number(row[0]) !== P + N) decline('rows lost joining the placements');
  return pairs.map((pair, q) => ({ pair, sums: { pos: BigInt(row[1 + 2 * q] as bigint), neg: BigInt(row[2 + 2 * q] as bigint) } }));
}
