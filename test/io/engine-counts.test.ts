/**
 * Count-table CSVs read by the embedded engine (src/lib/io/engine-counts.ts) against the reference reader
 * (readCountsCsv per file, the rows concatenated): the same table from countTableFromCounts on adversarial inputs, and
 * a decline (so the reference reader's error, with its line and column) on everything the reference rejects or reads
 * differently. Then the same report JSON through the pipeline with ROCSITE_ENGINE=duckdb and =js.
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { engineCountsTable, lastCounts, lastCountsDecline } from '../../src/lib/io/engine-counts';
import { readCountsCsv, type CountsData } from '../../src/lib/io/counts';
import { readCountsParquet } from '../../src/lib/io/counts-parquet';
import { DuckDBInstance } from '@duckdb/node-api';
import { writeParquet } from '../helpers/parquet';
import { join } from 'node:path';
import { countTableFromCounts } from '../../src/lib/metrics/counts';
import type { CountTable } from '../../src/lib/metrics/types';
import { tempFiles } from '../helpers/files';
import { engineJson as json } from '../helpers/engine';
import { numberNotation } from '../helpers/notation';
import { simulatedCountRows } from '../helpers/random';

const { dir, write } = tempFiles('rocsite-engine-counts-');
let n = 0;

/** Every value of a table, −0 told apart from 0. */
const plain = (ct: CountTable) => ({
  scores: Array.from(ct.scores, (x) => (Object.is(x, -0) ? '-0' : x)),
  pos: Array.from(ct.pos),
  neg: Array.from(ct.neg),
  P: ct.P,
  N: ct.N,
});

/** The reference: each file read on its own (partitions may hold one class), the rows concatenated, then merged. */
async function reference(files: string[]): Promise<CountTable | { error: string }> {
  try {
    const parts: CountsData[] = [];
    for (const f of files) parts.push(await (f.endsWith('.parquet') ? readCountsParquet : readCountsCsv)(f, f, { partition: files.length > 1 }));
    const cat = (k: 'scores' | 'positives' | 'negatives') => parts.flatMap((p) => Array.from(p[k]));
    return countTableFromCounts(cat('scores'), cat('positives'), cat('negatives'));
  } catch (e) {
    return { error: (e as Error).message };
  }
}

/** Engine result equals the reference (tables and totals); returns whether the engine handled the files. */
async function same(...texts: string[]): Promise<boolean> {
  return sameFiles(texts.map((t) => write(`c${n++}.csv`, t)));
}

/** {@link same} for files already written (CSV or Parquet). */
async function sameFiles(files: string[]): Promise<boolean> {
  const fast = await engineCountsTable(files);
  const ref = await reference(files);
  if ('error' in ref) expect(fast, ref.error).toBeUndefined();
  if (!fast) return false;
  expect(fast.P).toBe(fast.positives.reduce((a, b) => a + b, 0));
  expect(plain(countTableFromCounts(fast.scores, fast.positives, fast.negatives))).toEqual(plain(ref as CountTable));
  return true;
}

describe('count tables: engine = reference', () => {
  it('handles (does not decline) BOM, CRLF, quoted fields, exponents, -0, 17-digit values, repeated scores, any column order and case', async () => {
    const cases: [string, string[]][] = [
      ['plain', ['score,positives,negatives\n0.9,3,1\n0.5,2,2\n0.1,0,5\n']],
      ['BOM', ['\ufeffscore,positives,negatives\n0.9,3,1\n0.5,2,2\n']],
      ['CRLF', ['score,positives,negatives\r\n0.9,3,1\r\n0.5,2,2\r\n0.1,1,4\r\n']],
      ['no final newline', ['score,positives,negatives\n0.9,3,1\n0.5,2,2\n0.1,1,4']],
      ['quoted data fields', ['score,positives,negatives\n"0.9","3",1\n0.5,"2","2"\n0.1,1,4\n']],
      ['exponents and signs', ['score,positives,negatives\n1e-5,1,2\n+2.5E+3,3,0\n-.5e-300,0,1\n5.,1e1,2E0\n.5,+4,0.0\n']],
      ['-0 and 0 as one score', ['score,positives,negatives\n-0,1,0\n0,0,2\n0.0,3,1\n-0.0,1,1\n1,1,1\n']],
      ['17 significant digits', ['score,positives,negatives\n0.30000000000000004,1,2\n0.3,2,1\n9007199254740993,1,1\n2.2250738585072011e-308,3,1\n4.9e-324,1,0\n2.4703282292062328e-324,0,1\n']],
      ['repeated scores in any order', ['score,positives,negatives\n' + Array.from({ length: 300 }, (_, i) => `${(i * 7) % 11 / 8},${i % 4},${i % 3}`).join('\n') + '\n']],
      ['columns in another order and case', ['Negatives,SCORE,positives\n1,0.9,3\n2,0.5,2\n4,0.1,1\n']],
      ['spaces around numbers', ['score,positives,negatives\n 0.9 , 3 ,1\n0.5,\t2,2\n0.1,1,4\n']],
      ['blank lines', ['score,positives,negatives\n0.9,3,1\n\n0.5,2,2\n\n0.1,1,4\n']],
      ['empty rows (0 and 0) dropped', ['score,positives,negatives\n0.9,3,1\n0.7,0,0\n0.5,2,2\n']],
      ['counts up to 2^53 - 1 in total', ['score,positives,negatives\n0.9,4503599627370495,1\n0.5,1,4503599627370495\n']],
      ['a partition without rows (first, middle or last)', ['score,positives,negatives\n', 'score,positives,negatives\n0.9,3,1\n', 'score,positives,negatives\n\n', 'score,positives,negatives\n0.5,1,2\n', 'score,positives,negatives\r\n']],
      ['partitions, one of them positives only', ['score,positives,negatives\n0.9,3,0\n0.5,2,0\n', 'score,positives,negatives\n0.5,1,2\n0.1,0,4\n', 'score,positives,negatives\n0.9,0,1\n']],
    ];
    for (const [name, texts] of cases) {
      const handled = await same(...texts);
      expect([name, handled, lastCountsDecline]).toEqual([name, true, undefined]);
    }
  });

  it('declines (so the reference reports file, line and column) on every input the reference rejects or reads differently', async () => {
    const h = 'score,positives,negatives\n0.9,3,1\n';
    const cases: [string, string[]][] = [
      ['NA score', [`${h}NA,1,1\n`]],
      ['empty score', [`${h},1,1\n`]],
      ['text score', [`${h}abc,1,1\n`]],
      ['underscore digits', [`${h}1_000,1,1\n`]],
      // Whitespace DuckDB trims around a number and the reference's parseNumber does not accept.
      ['vertical tab before a score', [`${h}\v0.5,1,1\n`]],
      ['form feed after a count', [`${h}0.5,1\f,1\n`]],
      ['line feed in a quoted score', [`${h}"0.5\n",1,1\n`]],
      ['carriage return in a quoted count, in a later partition', [`${h}0.5,1,1\n`, `${h}0.1,"\r2",1\n`]],
      ['inf score', [`${h}inf,1,1\n`]],
      ['NaN score', [`${h}NaN,1,1\n`]],
      ['overflow to Infinity', [`${h}1e400,1,1\n`]],
      ['hex', [`${h}0x10,1,1\n`]],
      ['fractional count', [`${h}0.5,1.5,1\n`]],
      ['negative count', [`${h}0.5,-1,1\n`]],
      ['empty count', [`${h}0.5,,1\n`]],
      ['count beyond 2^53', [`${h}0.5,9007199254740993,1\n`]],
      ['total beyond 2^53', ['score,positives,negatives\n0.9,4503599627370496,1\n0.5,4503599627370496,1\n']],
      ['no negatives at all', ['score,positives,negatives\n0.9,3,0\n0.5,2,0\n']],
      ['no positives over the partitions', ['score,positives,negatives\n0.9,0,1\n0.5,0,2\n', 'score,positives,negatives\n0.1,0,3\n0.2,0,1\n']],
      ['an extra column', ['score,positives,negatives,note\n0.9,3,1,x\n0.5,2,2,y\n']],
      ['a missing column', ['score,positives\n0.9,3\n0.5,2\n']],
      ['a column twice in two cases', ['score,Score,positives,negatives\n0.9,0.9,3,1\n0.5,0.5,2,2\n']],
      ['a field too many', [`${h}0.5,1,1,1\n`]],
      ['a field too few', [`${h}0.5,1\n`]],
      ['quoted header', ['"score","positives","negatives"\n0.9,3,1\n0.5,2,2\n']],
      ['CR-only line ends', ['score,positives,negatives\r0.9,3,1\r0.5,2,2\r']],
      ['mixed LF and CRLF', ['score,positives,negatives\n0.9,3,1\r\n0.5,2,2\n0.1,1,1\n']],
      ['unclosed quote', ['score,positives,negatives\n0.9,"3,1\n0.5,2,2\n']],
      ['whitespace-only line', [`${h}   \n0.5,2,2\n`]],
      // (Read by position as the first file's columns, these rows would be valid counts: a wrong table, not an error.)
      ['partitions with different column orders', [h + '0.5,1,1\n', 'positives,score,negatives\n1,3,1\n2,4,2\n']],
      ['every partition without rows', ['score,positives,negatives\n', 'score,positives,negatives\n']],
      ['a single file without rows', ['score,positives,negatives\n']],
      ['a partition without rows, its header another', [h + '0.5,1,1\n', 'score,negatives,positives\n']],
    ];
    for (const [name, texts] of cases) {
      const files = texts.map((t) => write(`d${n++}.csv`, t));
      expect([name, await engineCountsTable(files)]).toEqual([name, undefined]);
      expect(lastCountsDecline, name).toBeTruthy();
    }
    // The message is the reference reader's, with its line and column.
    const file = write('na.csv', `${h}NA,1,1\n`);
    expect(await reference([file])).toEqual({ error: expect.stringMatching(/na\.csv line 3, column 'score': expected a finite number, found 'NA'/) });
  });

  it('property: random count tables in random notations, quoting, line ends, row orders and partitions give identical tables', async () => {
    const score = numberNotation(fc.integer({ min: -40, max: 40 }));
    const count = fc.oneof(fc.nat(50).map(String), fc.constantFrom('0', '1e2', '3.0', '+7', '1E1'));
    const row = fc.tuple(score, count, count, fc.boolean());
    await fc.assert(
      fc.asyncProperty(fc.array(row, { minLength: 1, maxLength: 40 }), fc.constantFrom('\n', '\r\n'), fc.integer({ min: 1, max: 3 }), async (rows, eol, parts) => {
        rows.push(['0.5', '1', '1', false]);
        const q = (s: string, quoted: boolean) => (quoted ? `"${s}"` : s);
        const files: string[] = [];
        const per = Math.ceil(rows.length / parts);
        for (let i = 0; i < rows.length; i += per) {
          files.push(`score,positives,negatives${eol}${rows.slice(i, i + per).map(([s, p, m, quoted]) => `${q(s, quoted)},${p},${m}`).join(eol)}${eol}`);
        }
        const handled = await same(...files);
        // Declined only when the reference rejects the files (here: a score that overflows to ±Infinity).
        const overflow = rows.some(([s]) => !Number.isFinite(Number(s)));
        expect([handled, lastCountsDecline]).toEqual(overflow ? [false, expect.any(String)] : [true, undefined]);
      }),
      { numRuns: 40 },
    );
  });
});

/** Parquet files written by DuckDB: one per SELECT (columns named score, positives, negatives in some case and order). */
async function duckParquet(selects: string[], options = 'FORMAT parquet'): Promise<string[]> {
  const inst = await DuckDBInstance.create(':memory:', { threads: '1' });
  const c = await inst.connect();
  try {
    await c.run('SELECT setseed(0.125)');
    const files: string[] = [];
    for (const q of selects) {
      const f = join(dir, `q${n++}.parquet`);
      await c.run(`COPY (${q}) TO '${f}' (${options})`);
      files.push(f);
    }
    return files;
  } finally {
    c.closeSync();
    inst.closeSync();
  }
}

describe('Parquet count tables: engine = reference', () => {
  /** A SELECT of `rows` rows with the given column expressions over i (0 … rows − 1). */
  const sel = (rows: number, s: string, p: string, q: string, names = ['score', 'positives', 'negatives']) =>
    `SELECT ${s} AS ${names[0]}, ${p} AS ${names[1]}, ${q} AS ${names[2]} FROM range(${rows}) t(i)`;

  it('handles every numeric type DuckDB and Spark write, −0, 17-digit doubles, subnormals, repeats, row groups, partitions (an empty one too)', async () => {
    const cases: [string, string[], string?][] = [
      ['DOUBLE score, BIGINT counts (Spark)', [sel(300, '(i % 37) / 7', '(i % 3)::BIGINT', '(i % 5)::BIGINT')]],
      ['HUGEINT sums as DuckDB writes them', [`SELECT round(random(), 2) AS score, sum((random() < 0.3)::INTEGER) AS positives, count(*) - sum(0) AS negatives FROM range(3000) GROUP BY ALL`]],
      ['FLOAT score, INTEGER counts', [sel(200, '((i % 17) / 3)::FLOAT', '(i % 2)::INTEGER', '1::INTEGER')]],
      ['TINYINT scores, unsigned counts', [sel(50, '(i - 25)::TINYINT', '1::UTINYINT', '2::USMALLINT')]],
      ['SMALLINT scores, UINTEGER and SMALLINT counts', [sel(50, '(i * 600 - 15000)::SMALLINT', '(i % 2)::UINTEGER', '1::SMALLINT')]],
      ['BIGINT scores to ±(2^53 − 1), UBIGINT counts', [`SELECT * FROM (VALUES (9007199254740991::BIGINT, 1::UBIGINT, 1::BIGINT), (-9007199254740991, 2, 0), (0, 0, 3)) v(score, positives, negatives)`]],
      ['UBIGINT scores to 2^53 − 1', [sel(3, '(9007199254740991 - i)::UBIGINT', '1', '1')]],
      ['−0 and 0 as one score', [sel(10, 'CASE WHEN i % 2 = 0 THEN -0.0 ELSE 0.0 END::DOUBLE', '1', '2'), sel(1, '1.0::DOUBLE', '3', '0')]],
      ['17 significant digits and subnormals', [`SELECT * FROM (VALUES (0.30000000000000004::DOUBLE, 1, 2), (0.3::DOUBLE, 2, 1), (5e-324::DOUBLE, 1, 0), (2.2250738585072014e-308::DOUBLE, 0, 1), (1.7976931348623157e308::DOUBLE, 1, 1)) v(score, positives, negatives)`]],
      ['columns in another order and case', [sel(40, '(i % 9) / 4', '1', '(i % 2)', ['SCORE', 'Negatives', 'positives'])]],
      ['DECIMAL scores (INT32, INT64, 16-byte) and DECIMAL counts', [sel(500, '(i / 7)::DECIMAL(9, 4)', '(i % 3)::DECIMAL(18, 0)', '1::DECIMAL(38, 0)'), sel(500, '(i / 7 + 0.5)::DECIMAL(9, 4)', '1::DECIMAL(18, 0)', '0::DECIMAL(38, 0)')]],
      ['DECIMAL(38, 9) scores within 2^53 unscaled', [sel(300, '(i / 3 - 50)::DECIMAL(38, 9)', '1', '(i % 2)')]],
      ['DECIMAL(18, 6) scores at ±2^53 unscaled', [`SELECT * FROM (VALUES (9007199254.740992::DECIMAL(18, 6), 1, 1), (-9007199254.740992, 2, 0), (0.000001, 0, 3)) v(score, positives, negatives)`]],
      ['counts up to 2^53 − 1 in total', [`SELECT * FROM (VALUES (0.9::DOUBLE, 4503599627370495::BIGINT, 1::BIGINT), (0.5, 1, 4503599627370495)) v(score, positives, negatives)`]],
      ['many row groups', [sel(50_000, '(i % 997) / 13', '(i % 3)', '(i % 4)')], 'FORMAT parquet, ROW_GROUP_SIZE 2048'],
      ['uncompressed', [sel(100, 'i / 3', '1', '1')], 'FORMAT parquet, COMPRESSION uncompressed'],
      ['partitions, one positives only, one without rows', [sel(20, 'i / 4', '1::BIGINT', '0::BIGINT'), sel(0, '0.5::DOUBLE', '1::BIGINT', '1::BIGINT'), sel(30, 'i / 6', '(i % 2)::BIGINT', '1::BIGINT')]],
    ];
    for (const [name, selects, options] of cases) {
      const files = await duckParquet(selects, options);
      const handled = await sameFiles(files);
      expect([name, handled, lastCountsDecline]).toEqual([name, true, undefined]);
      expect(lastCounts?.files).toBe(files.length);
    }
    // Files from another writer (hyparquet-writer): plain and dictionary pages, INT32 and DOUBLE counts.
    const hw = writeParquet(join(dir, 'hw.parquet'), [
      { name: 'positives', data: Array.from({ length: 500 }, (_, i) => i % 3), type: 'INT32' },
      { name: 'score', data: Array.from({ length: 500 }, (_, i) => ((i * 7919) % 101) / 100), type: 'DOUBLE' },
      { name: 'negatives', data: Array.from({ length: 500 }, (_, i) => (i % 5) * 1.0), type: 'DOUBLE' },
    ], { rowGroupSize: 128 });
    expect([await sameFiles([hw]), lastCountsDecline]).toEqual([true, undefined]);
  });

  it('declines (so the reference reports file, row and column) on every input the reference rejects or reads differently', async () => {
    const ok = sel(5, 'i / 5', '1', '1');
    // `read`: the reference reads the files (the engine cannot prove it reads them the same); otherwise it rejects them.
    const cases: [string, string[], string?, 'read'?][] = [
      // A DECIMAL whose unscaled integer is beyond 2^53: DuckDB's DOUBLE is not always the nearest (the reference's).
      ['DECIMAL(38, 9) score beyond 2^53 unscaled', [sel(5, '(i * 123456789.123456789)::DECIMAL(38, 9)', '1', '1')], undefined, 'read'],
      ['DECIMAL(18, 6) score one past 2^53 unscaled', [`SELECT * FROM (VALUES (9007199254.740993::DECIMAL(18, 6), 1, 1), (0.5, 1, 1)) v(score, positives, negatives)`], undefined, 'read'],
      ['text score', [sel(5, '(i / 7)::VARCHAR', '1', '1')], undefined, 'read'],
      ['text counts', [sel(5, 'i / 7', "'1'", '1')], undefined, 'read'],
      ['boolean score', [sel(5, 'i % 2 = 0', '1', '1')]],
      ['date score', [sel(5, "DATE '2020-01-01' + i::INTEGER", '1', '1')]],
      ['null score', [sel(5, 'CASE WHEN i = 3 THEN NULL ELSE i END', '1', '1')]],
      ['NaN score', [sel(5, "CASE WHEN i = 3 THEN 'nan'::DOUBLE ELSE i END", '1', '1')]],
      ['infinite score', [sel(5, "CASE WHEN i = 3 THEN 'inf'::DOUBLE ELSE i END", '1', '1')]],
      ['null count', [sel(5, 'i', 'CASE WHEN i = 3 THEN NULL ELSE 1 END', '1')]],
      ['fractional count', [sel(5, 'i', 'CASE WHEN i = 3 THEN 1.5 ELSE 1 END::DOUBLE', '1')]],
      ['negative count', [sel(5, 'i', '1', 'CASE WHEN i = 3 THEN -1 ELSE 1 END')]],
      ['BIGINT score beyond 2^53', [sel(3, '(9007199254740993 - i)::BIGINT', '1', '1')]],
      ['BIGINT score below −2^53', [sel(3, '(-9007199254740993 + i)::BIGINT', '1', '1')]],
      ['count beyond 2^53', [sel(2, 'i', '9007199254740993::BIGINT', '1')]],
      ['totals beyond 2^53', [sel(2, 'i', '4503599627370496::BIGINT', '1')]],
      ['no negatives', [sel(5, 'i', '1', '0')]],
      ['no positives over the partitions', [sel(5, 'i', '0', '1'), sel(5, 'i + 10', '0', '2')]],
      ['only partitions without rows', [sel(0, '0.5::DOUBLE', '1::BIGINT', '1::BIGINT'), sel(0, '0.5::DOUBLE', '1::BIGINT', '1::BIGINT')]],
      ['a single file without rows', [sel(0, '0.5::DOUBLE', '1::BIGINT', '1::BIGINT')]],
      ['an extra column', [`SELECT i / 5 AS score, 1 AS positives, 1 AS negatives, 'a' AS model FROM range(5) t(i)`]],
      ['a missing column', [`SELECT i / 5 AS score, 1 AS positives FROM range(5) t(i)`]],
      ['schemas differ between partitions', [sel(5, 'i / 5', '1::BIGINT', '1::BIGINT'), sel(5, 'i / 5', '1::INTEGER', '1::BIGINT')], undefined, 'read'],
      ['column orders differ between partitions', [ok, sel(5, '1', 'i / 5 + 1', '1', ['positives', 'score', 'negatives'])], undefined, 'read'],
      ['nested column', [`SELECT i / 5 AS score, 1 AS positives, {'n': 1} AS negatives FROM range(5) t(i)`]],
      ['list column', [`SELECT i / 5 AS score, 1 AS positives, [1] AS negatives FROM range(5) t(i)`]],
    ];
    for (const [name, selects, options, read] of cases) {
      const files = await duckParquet(selects, options);
      expect([name, await engineCountsTable(files)]).toEqual([name, undefined]);
      expect(lastCountsDecline, name).toBeTruthy();
      const ref = await reference(files);
      expect([name, 'error' in ref ? 'rejects' : 'reads']).toEqual([name, read === 'read' ? 'reads' : 'rejects']);
    }
    // A DECIMAL wider than DuckDB's 38 digits, which it reads as a DOUBLE (not the reference's nearest double).
    const wide = writeParquet(join(dir, 'wide.parquet'), [{ name: 'score', data: [0.5, 0.25] }, { name: 'positives', data: [1, 0] }, { name: 'negatives', data: [0, 1] }], {
      schema: [
        { name: 'root', num_children: 3 },
        { name: 'score', type: 'FIXED_LEN_BYTE_ARRAY', type_length: 18, converted_type: 'DECIMAL', scale: 2, precision: 40, repetition_type: 'REQUIRED' },
        { name: 'positives', type: 'INT32', repetition_type: 'REQUIRED' },
        { name: 'negatives', type: 'INT32', repetition_type: 'REQUIRED' },
      ],
    });
    expect([await engineCountsTable([wide]), lastCountsDecline]).toEqual([undefined, expect.any(String)]);
    expect(await reference([wide])).toMatchObject({ scores: Float64Array.from([0.5, 0.25]) });
    // CSV and Parquet partitions together: the engine declines (the config loader rejects such a list before).
    const [pqFile] = await duckParquet([ok]);
    expect(await engineCountsTable([pqFile, write(`m${n++}.csv`, 'score,positives,negatives\n0.5,1,1\n')])).toBeUndefined();
    expect(lastCountsDecline).toMatch(/CSV and Parquet/);
    // The message is the reference reader's, with its row and column.
    const [bad] = await duckParquet([sel(5, 'i', 'CASE WHEN i = 3 THEN 1.5 ELSE 1 END::DOUBLE', '1')]);
    expect(await reference([bad])).toEqual({ error: expect.stringMatching(/row 4, column 'positives': expected a whole number of positives ≥ 0, found 1\.5 \(a fractional count\)/) });
  });

  it('property: random tables of random column types, row groups and partitions give identical tables', async () => {
    const scoreType = fc.constantFrom('DOUBLE', 'FLOAT', 'INTEGER', 'BIGINT', 'SMALLINT', 'DECIMAL(9, 3)', 'DECIMAL(38, 10)');
    const countType = fc.constantFrom('DOUBLE', 'INTEGER', 'BIGINT', 'HUGEINT', 'UINTEGER', 'DECIMAL(18, 0)');
    const row = fc.tuple(fc.integer({ min: -40, max: 40 }), fc.nat(30), fc.nat(30));
    await fc.assert(
      fc.asyncProperty(fc.array(row, { minLength: 1, maxLength: 60 }), scoreType, countType, fc.integer({ min: 1, max: 3 }), fc.constantFrom(7, 64, 100_000), async (rows, st, ct, parts, group) => {
        rows.push([1, 1, 1]);
        // Scores on a grid of eighths (exact in every type after the cast: integers scaled for the integer types).
        const value = (s: number) => (st === 'DOUBLE' || st === 'FLOAT' || st.startsWith('DECIMAL') ? `${s / 8}` : `${s}`);
        const per = Math.ceil(rows.length / parts);
        const selects: string[] = [];
        for (let i = 0; i < rows.length; i += per) {
          const values = rows.slice(i, i + per).map(([s, p, q]) => `(${value(s)}::${st}, ${p}::${ct}, ${q}::${ct})`).join(', ');
          selects.push(`SELECT * FROM (VALUES ${values}) v(score, positives, negatives)`);
        }
        const files = await duckParquet(selects, `FORMAT parquet, ROW_GROUP_SIZE ${group}`);
        expect([await sameFiles(files), lastCountsDecline]).toEqual([true, undefined]);
      }),
      { numRuns: 25 },
    );
  });
});

describe('count tables through the pipeline', () => {
  it('the report JSON is byte-identical with ROCSITE_ENGINE=duckdb and =js (partitions, unsorted rows, ties, validation and test parts, the bootstrap)', async () => {
    // Two models on the same 600 examples, seeded: scores on a grid (repeated rows), rows shuffled, model b in 3 parts.
    let seed = 99;
    const rnd = () => ((seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31);
    const table = (shift: number) => {
      const lines = simulatedCountRows(rnd, 600, 200, shift, 20).flatMap(([s, p, q]) => (p > 1 ? [`${s},${p - 1},${q}`, `${s},1,0`] : [`${s},${p},${q}`]));
      return lines.sort(() => rnd() - 0.5);
    };
    const head = 'score,positives,negatives\n';
    for (const part of ['v', 't']) {
      write(`${part}-a.csv`, head + table(0.3).join('\n') + '\n');
      const b = table(0.5);
      for (let k = 0; k < 3; k++) write(`${part}-b${k}.csv`, head + b.filter((_, i) => i % 3 === k).join('\n') + '\n');
    }
    write('empty.csv', head);
    // The same tables in Parquet (DuckDB: DOUBLE scores, BIGINT counts, as Spark writes them).
    const inst = await DuckDBInstance.create(':memory:', { threads: '1' });
    const c = await inst.connect();
    for (const f of ['v-a', 't-a', 'v-b0', 'v-b1', 'v-b2', 't-b0', 't-b1', 't-b2', 'empty']) {
      await c.run(`COPY (SELECT score::DOUBLE AS score, positives::BIGINT AS positives, negatives::BIGINT AS negatives
        FROM read_csv('${join(dir, f)}.csv', columns = {'score': 'DOUBLE', 'positives': 'BIGINT', 'negatives': 'BIGINT'}, header = true))
        TO '${join(dir, f)}.parquet' (FORMAT parquet)`);
    }
    c.closeSync();
    inst.closeSync();
    const models = (p: string, empty = '', x = 'csv') => `{ a: ${p}-a.${x}, b: [${p}-b0.${x}, ${empty}${p}-b1.${x}, ${p}-b2.${x}] }`;
    const configs = [
      `title: t\ndataset: { counts: ${models('t')} }\nvoros: [[0, 1]]\n`,
      `title: t\ndataset: { counts: ${models('t')} }\nuncertainty: { bootstrap: 20, seed: 3 }\n`,
      `title: t\ndataset: { counts: ${models('v')}, test: { counts: ${models('t')} } }\n`,
      // An empty partition (a header only) among the parts of b: left out of the engine's scan, no rows for the reference.
      `title: t\ndataset: { counts: ${models('t', 'empty.csv, ')} }\nvoros: [[0, 1]]\n`,
      // Parquet: partitions (an empty one), the bootstrap, validation and test parts.
      `title: t\ndataset: { counts: ${models('t', 'empty.parquet, ', 'parquet')} }\nuncertainty: { bootstrap: 20, seed: 3 }\n`,
      `title: t\ndataset: { counts: ${models('v', '', 'parquet')}, test: { counts: ${models('t', '', 'parquet')} } }\n`,
    ];
    for (const text of configs) {
      const cfg = write(`p${n++}.yaml`, text);
      const fast = await json(cfg, 'duckdb');
      // The engine read the last model's files (b, in three parts, or four with the empty one).
      expect([lastCountsDecline, lastCounts?.files], text).toEqual([undefined, text.includes('empty') ? 4 : 3]);
      expect(fast === (await json(cfg, 'js')), text).toBe(true);
    }
  });

  it('a file the engine declines still fails with the reference message (file, line, column)', async () => {
    write('ok.csv', 'score,positives,negatives\n0.9,3,1\n0.5,2,2\n');
    write('bad.csv', 'score,positives,negatives\n0.9,3,1\n0.5,2.5,2\n');
    const cfg = write('bad.yaml', 'title: t\ndataset: { counts: { a: ok.csv, b: bad.csv } }\n');
    expect(await json(write('ok.yaml', 'title: t\ndataset: { counts: { a: ok.csv } }\n'), 'duckdb')).toContain('"auroc"');
    expect(lastCounts).toEqual({ files: 1, scores: 2 });
    await expect(json(cfg, 'duckdb')).rejects.toThrow(/bad\.csv line 3, column 'positives': expected a whole number of positives ≥ 0, found '2\.5' \(a fractional count\)/);
    expect([lastCountsDecline, lastCounts]).toEqual([expect.stringMatching(/missing, non-finite or inexact/), undefined]);
  });
});

describe('data bytes the engine declines (engine.ts dataDecline)', () => {
  it("finds each reason anywhere in a file of several 1 MiB chunks, quoted fields and '+-' across a chunk boundary included, and nothing in clean data", async () => {
    const { dataDecline } = await import('../../src/lib/io/engine');
    // 70,000 rows of about 18 bytes: 1.2 MiB, so the stream gives two chunks.
    const rows = Array.from({ length: 70_000 }, (_, i) => `${i % 2 ? `"${i / 7}"` : i / 7},${i % 5},1`);
    const file = (at: number, row: string) => write(`b${n++}.csv`, `score,positives,negatives\n${rows.map((r, i) => (i === at ? row : r)).join('\n')}\n`);
    expect(await dataDecline(file(-1, ''))).toBeUndefined();
    // The header's own bytes are not data ('_' in a header is the header check's).
    expect(await dataDecline(write(`b${n++}.csv`, 'sc_ore,positives,negatives\n0.5,1,1\n'))).toBeUndefined();
    // '_' or '+-' is returned only when no other reason is found (the caller then checks the score columns' text).
    expect(await dataDecline(write(`b${n++}.csv`, 'id,score\np_1,0.5\np_2,0.25\fx\n'))).toMatch(/vertical tab or form feed/);
    expect(await dataDecline(write(`b${n++}.csv`, 'id,score\np_1,0.5\np+-2,0.25\n'))).toBe("'_' in the data");
    // A quoted field with a doubled quote inside, and quotes in the last row: still clean.
    expect(await dataDecline(write(`b${n++}.csv`, 'score,note\n0.5,"a ""b"" c"\n0.25,""\n'))).toBeUndefined();
    for (const at of [0, 35_000, 69_999])
      for (const [row, why] of [
        ['1_0,1,1', /'_'/],
        ['\v0.5,1,1', /vertical tab or form feed/],
        ['0.5,1,1\f', /vertical tab or form feed/],
        ['"0.5\n",1,1', /line break inside a quoted field/],
        ['"0.5",1,"\r1"', /line break inside a quoted field/],
        ['+-1,1,1', /'\+-'/],
        ['0.5,1,"+-2"', /'\+-'/],
      ] as const)
        expect([at, row, await dataDecline(file(at, row))]).toEqual([at, row, expect.stringMatching(why)]);
    // A quoted field that opens in one chunk and holds a line break in the next.
    const long = `"${'1'.repeat((1 << 20) + 10)}\n"`;
    expect(await dataDecline(write(`b${n++}.csv`, `score,positives,negatives\n${long},1,1\n`))).toMatch(/line break inside a quoted field/);
    // '+-' split by the chunks: '+' the first chunk's last byte (2^20 − 3 bytes before the row), the second's first,
    // both in the first; signs apart are clean.
    for (const pad of [(1 << 20) - 3, (1 << 20) - 2, (1 << 20) - 4]) {
      const head = 'score,positives,negatives\n';
      expect(await dataDecline(write(`b${n++}.csv`, `${head}${'0'.repeat(pad - head.length - 1)}\n0,+-1\n`))).toBe("'+-' in the data");
    }
    expect(await dataDecline(write(`b${n++}.csv`, 'score,positives,negatives\n+1,1,1\n-1,1,1\n+0.5e-3,1,1\n'))).toBeUndefined();
    // A line break outside quotes after a field that ended in the previous chunk is a row's end.
    expect(await dataDecline(write(`b${n++}.csv`, `score,positives,negatives\n"${'1'.repeat((1 << 20) + 10)}",1,1\n0.5,1,1\n`))).toBeUndefined();
  });
});
