/**
 * Count tables in Parquet (src/lib/io/counts-parquet.ts): the values written (by hyparquet-writer, and by DuckDB as
 * its COPY writes a GROUP BY) read back exactly, the CSV reader's rules with a data row where the CSV names a line,
 * and the same report as the same table in CSV.
 */
import { describe, expect, it } from 'vitest';
import { join } from 'node:path';
import { copyFileSync, mkdirSync, writeFileSync } from 'node:fs';
import { DuckDBInstance } from '@duckdb/node-api';
import { readCountsParquet } from '../../src/lib/io/counts-parquet';
import { buildReport } from '../../src/lib/report/build';
import { reportJson } from '../../src/lib/report/json';
import { rejection, tempFiles } from '../helpers/files';
import { writeParquet, type ParquetColumn } from '../helpers/parquet';
import { simulatedCountRows } from '../helpers/random';

const { dir, write } = tempFiles('rocsite-counts-parquet-');
const pq = (name: string, cols: ParquetColumn[], opts: Parameters<typeof writeParquet>[2] = {}) => writeParquet(join(dir, name), cols, opts);
/** A table of three columns: score (DOUBLE), positives and negatives (INT64, as Spark's SUM writes them). */
const table = (name: string, s: unknown[], p: unknown[], n: unknown[], types: [string, string, string] = ['DOUBLE', 'INT64', 'INT64']) =>
  pq(name, [
    { name: 'score', data: s, type: types[0] },
    { name: 'positives', data: p, type: types[1] },
    { name: 'negatives', data: n, type: types[2] },
  ] as ParquetColumn[]);

describe('readCountsParquet: accepted inputs', () => {
  it('reads the rows as written, in file order, across row groups, with the totals', async () => {
    const s = Array.from({ length: 25 }, (_, i) => (i % 7) / 8 - 0.25);
    const p = s.map((_, i) => BigInt(i % 4));
    const n = s.map((_, i) => BigInt((i * 5) % 3));
    const f = pq('groups.parquet', [
      { name: 'score', data: s, type: 'DOUBLE' },
      { name: 'positives', data: p, type: 'INT64' },
      { name: 'negatives', data: n, type: 'INT64' },
    ], { rowGroupSize: 10 });
    const d = await readCountsParquet(f, 'groups.parquet');
    expect(Array.from(d.scores)).toEqual(s);
    expect(Array.from(d.positives)).toEqual(p.map(Number));
    expect(Array.from(d.negatives)).toEqual(n.map(Number));
    expect([d.P, d.N]).toEqual([p.reduce((a, b) => a + Number(b), 0), n.reduce((a, b) => a + Number(b), 0)]);
  });

  it('every numeric type, columns in any order and case, text as CSV text, 17-digit doubles and −0 exactly', async () => {
    const f = pq('types.parquet', [
      { name: 'Negatives', data: [2.0, 0, 7], type: 'DOUBLE' }, // DuckDB writes SUM over integers as DOUBLE
      { name: 'SCORE', data: [0.30000000000000004, -0, 5e-324], type: 'DOUBLE' },
      { name: 'positives', data: [3, 1, 0], type: 'INT32' },
    ]);
    const d = await readCountsParquet(f);
    expect(Array.from(d.scores)).toEqual([0.30000000000000004, -0, 5e-324]);
    expect([Array.from(d.positives), Array.from(d.negatives), d.P, d.N]).toEqual([[3, 1, 0], [2, 0, 7], 4, 9]);
    const g = table('float-text.parquet', [0.1, 0.5], ['3', ' 1e1 '], [1, 2], ['FLOAT', 'STRING', 'INT32']);
    const e = await readCountsParquet(g);
    expect(Array.from(e.scores)).toEqual([Math.fround(0.1), 0.5]);
    expect([Array.from(e.positives), e.P, e.N]).toEqual([[3, 10], 13, 3]);
    const big = table('big.parquet', [1n, -(2n ** 53n - 1n)], [2n ** 53n - 2n, 1n], [0n, 1n], ['INT64', 'INT64', 'INT64']);
    const b = await readCountsParquet(big);
    expect([Array.from(b.scores), b.P, b.N]).toEqual([[1, -(2 ** 53 - 1)], 2 ** 53 - 1, 1]);
  });

  it("reads DuckDB's own output of the documented GROUP BY (DOUBLE and BIGINT columns) as the same rows as its CSV", async () => {
    const inst = await DuckDBInstance.create(':memory:', { threads: '1' });
    const c = await inst.connect();
    await c.run('SELECT setseed(0.5)');
    await c.run(`CREATE TABLE t AS SELECT (random() < 0.2)::INTEGER AS y, round(random(), 3) AS s FROM range(5000)`);
    const q = 'SELECT s AS score, SUM(y) AS positives, COUNT(*) - SUM(y) AS negatives FROM t GROUP BY s ORDER BY s DESC';
    await c.run(`COPY (${q}) TO '${dir}/duck.parquet' (FORMAT parquet, ROW_GROUP_SIZE 2048)`);
    await c.run(`COPY (SELECT score::DOUBLE AS score, positives::BIGINT AS positives, negatives::BIGINT AS negatives FROM (${q})) TO '${dir}/duck-int.parquet' (FORMAT parquet)`);
    const rows = (await c.runAndReadAll(q)).getRows().map((r) => r.map(Number));
    c.closeSync();
    inst.closeSync();
    for (const f of ['duck.parquet', 'duck-int.parquet']) {
      const d = await readCountsParquet(join(dir, f));
      expect(Array.from(d.scores, (s, i) => [s, d.positives[i], d.negatives[i]]), f).toEqual(rows);
      expect([d.P + d.N, d.scores.length]).toEqual([5000, rows.length]);
    }
  });

  it('a partition may have no rows, or one class only; its caller checks the totals', async () => {
    const e = await readCountsParquet(table('empty.parquet', [], [], []), 'empty.parquet', { partition: true });
    expect([e.scores.length, e.P, e.N]).toEqual([0, 0, 0]);
    const one = await readCountsParquet(table('pos.parquet', [0.5], [2n], [0n]), 'pos.parquet', { partition: true });
    expect([one.P, one.N]).toEqual([2, 0]);
  });

  it('calls onBytes with the file size once read', async () => {
    const f = table('bytes.parquet', [0.5, 0.1], [1n, 0n], [0n, 1n]);
    let bytes = 0;
    await readCountsParquet(f, f, { onBytes: (b) => (bytes += b) });
    expect(bytes).toBe((await import('node:fs')).statSync(f).size);
  });
});

describe('readCountsParquet: errors name file, row, column, expected and found', () => {
  const cases: [string, () => string, string][] = [
    ['fraction', () => table('fraction.parquet', [0.9, 0.5], [5, 2.5], [3, 1], ['DOUBLE', 'DOUBLE', 'DOUBLE']), "fraction.parquet row 2, column 'positives': expected a whole number of positives ≥ 0, found 2.5 (a fractional count)"],
    ['negative', () => table('negative.parquet', [0.9], [5n], [-1n]), "negative.parquet row 1, column 'negatives': expected a whole number of negatives ≥ 0, found -1"],
    ['null count in row group 2', () => pq('null.parquet', [
      { name: 'score', data: Array.from({ length: 20 }, (_, i) => i / 20), type: 'DOUBLE' },
      { name: 'positives', data: Array.from({ length: 20 }, (_, i) => (i === 16 ? null : 1n)), type: 'INT64' },
      { name: 'negatives', data: Array.from({ length: 20 }, () => 1n), type: 'INT64' },
    ], { rowGroupSize: 8 }), "null.parquet row 17, column 'positives': expected a whole number of positives ≥ 0, found null"],
    ['NaN score', () => table('nan.parquet', [0.9, NaN], [1n, 1n], [1n, 1n]), "nan.parquet row 2, column 'score': expected a finite number, found NaN"],
    ['infinite score', () => table('inf.parquet', [Infinity, 0.5], [1n, 1n], [1n, 1n]), "inf.parquet row 1, column 'score': expected a finite number, found Infinity"],
    ['null score', () => table('null-score.parquet', [0.5, null], [1n, 1n], [1n, 1n]), "null-score.parquet row 2, column 'score': expected a finite number, found null"],
    ['boolean score', () => table('bool.parquet', [true, false], [1n, 1n], [1n, 1n], ['BOOLEAN', 'INT64', 'INT64']), "bool.parquet row 1, column 'score': expected a finite number, found true"],
    ['text count', () => table('text.parquet', [0.5, 0.1], ['1', 'NA'], [1n, 1n], ['DOUBLE', 'STRING', 'INT64']), "text.parquet row 2, column 'positives': expected a whole number of positives ≥ 0, found 'NA'"],
    ['INT64 score beyond 2^53', () => table('bigscore.parquet', [1n, 2n ** 60n], [1n, 1n], [1n, 1n], ['INT64', 'INT64', 'INT64']), "bigscore.parquet row 2, column 'score': expected a finite number, found 1152921504606846976 (an integer beyond 2^53 − 1 is not exact as a number)"],
    ['INT64 count beyond 2^53', () => table('bigcount.parquet', [0.5], [2n ** 53n + 1n], [1n]), "bigcount.parquet row 1, column 'positives': expected a whole number of positives ≥ 0, found 9007199254740993 (an integer beyond 2^53 − 1 is not exact as a number)"],
    ['totals beyond 2^53', () => table('total.parquet', [0.5, 0.1], [2n ** 52n, 2n ** 52n], [1n, 1n]), 'total.parquet: expected totals below 2^53 (exact in floating point), found P = 9007199254740992, N = 2'],
    ['no negatives', () => table('no-neg.parquet', [0.9, 0.1], [2n, 1n], [0n, 0n]), "no-neg.parquet, column 'negatives': expected at least one of the negatives, found a total of 0 over 2 rows: ROC metrics need at least one positive and one negative"],
    ['no rows', () => table('none.parquet', [], [], []), 'none.parquet: expected count rows (score, positives, negatives), found none (the file has 0 rows)'],
    ['extra column', () => pq('extra.parquet', [
      { name: 'score', data: [0.5], type: 'DOUBLE' }, { name: 'positives', data: [1n], type: 'INT64' },
      { name: 'negatives', data: [1n], type: 'INT64' }, { name: 'model', data: ['a'], type: 'STRING' },
    ]), "extra.parquet: expected exactly the columns 'score', 'positives', 'negatives' (in any order), found the extra column 'model' (columns: 'score', 'positives', 'negatives', 'model'); a table of all models is given as counts: file (docs/config.md)"],
    ['missing column', () => pq('missing.parquet', [{ name: 'score', data: [0.5], type: 'DOUBLE' }, { name: 'negatives', data: [1n], type: 'INT64' }]),
      "missing.parquet: expected exactly the columns 'score', 'positives', 'negatives' (in any order), the column 'positives' is missing (columns: 'score', 'negatives')"],
    ['a column twice in two cases', () => pq('dup.parquet', [
      { name: 'score', data: [0.5], type: 'DOUBLE' }, { name: 'Score', data: [0.5], type: 'DOUBLE' },
      { name: 'positives', data: [1n], type: 'INT64' }, { name: 'negatives', data: [1n], type: 'INT64' },
    ]), "dup.parquet, column 'Score': duplicate column name (columns 1 and 2)"],
    ['not Parquet', () => write('csv.parquet', 'score,positives,negatives\n0.5,1,1\n'), 'csv.parquet: cannot read the file as Parquet: parquet file invalid (footer != PAR1)'],
    ['empty file', () => write('zero.parquet', ''), 'zero.parquet: the file is empty: expected a Parquet file'],
  ];
  for (const [name, make, expected] of cases) {
    it(name, async () => {
      const f = make();
      expect(await rejection(readCountsParquet(f, f.slice(dir.length + 1)))).toBe(expected);
    });
  }

  it('a codec no reader here decodes (LZO), a nested or a list column: named, with what was expected', async () => {
    const inst = await DuckDBInstance.create(':memory:');
    const c = await inst.connect();
    await c.run(`COPY (SELECT 0.5::DOUBLE AS score, {'n': 1} AS positives, 1 AS negatives) TO '${dir}/nested.parquet' (FORMAT parquet)`);
    await c.run(`COPY (SELECT [0.5]::DOUBLE[] AS score, 1 AS positives, 1 AS negatives) TO '${dir}/list.parquet' (FORMAT parquet)`);
    c.closeSync();
    inst.closeSync();
    const lzo = writeParquet(join(dir, 'lzo.parquet'), [
      { name: 'score', data: [0.5], type: 'DOUBLE' }, { name: 'positives', data: [1n], type: 'INT64' }, { name: 'negatives', data: [1n], type: 'INT64' },
    ], { codec: 'LZO', compressors: { LZO: (b: Uint8Array) => b } });
    expect(await rejection(readCountsParquet(lzo, 'lzo.parquet'))).toBe("lzo.parquet, column 'score': expected a column uncompressed or compressed with Snappy, GZIP, Brotli, ZSTD or LZ4_RAW, found LZO compression (rewrite the file with one of them, e.g. DuckDB: COPY t TO 'x.parquet' (FORMAT parquet, COMPRESSION zstd))");
    expect(await rejection(readCountsParquet(join(dir, 'nested.parquet'), 'nested.parquet'))).toBe("nested.parquet, column 'positives': expected a flat column of counts, found a nested column");
    expect(await rejection(readCountsParquet(join(dir, 'list.parquet'), 'list.parquet'))).toBe("list.parquet, column 'score': expected a flat column of scores, found a nested column");
  });
});

describe('Parquet count tables through the pipeline', () => {
  it('give the report of the same tables in CSV; one model may be Parquet and another CSV; partitions (an empty one; a Spark folder)', async () => {
    // Two models on 400 examples, seeded, scores on a grid (ties), model b in three Parquet partitions.
    let seed = 7;
    const rnd = () => ((seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31);
    const rows = (shift: number) => simulatedCountRows(rnd, 400, 120, shift, 25);
    const a = rows(0.3);
    const b = rows(0.6);
    const csv = (name: string, r: readonly (readonly [number, number, number])[]) => write(name, `score,positives,negatives\n${r.map((x) => x.join(',')).join('\n')}\n`);
    const parquet = (name: string, r: readonly (readonly [number, number, number])[]) => table(name, r.map((x) => x[0]), r.map((x) => BigInt(x[1])), r.map((x) => BigInt(x[2])));
    csv('a.csv', a);
    csv('b.csv', b);
    parquet('a.parquet', a);
    for (let k = 0; k < 3; k++) parquet(`b${k}.parquet`, b.filter((_, i) => i % 3 === k));
    parquet('b-empty.parquet', []);
    const env = { SOURCE_DATE_EPOCH: '0' };
    const body = async (dataset: string) => {
      const r = (await buildReport(write(`c${dataset.length}-${Math.round(rnd() * 1e9)}.yaml`, `title: t\ndataset: ${dataset}\nvoros: [[0, 1]]\n`), { env })).report;
      const { provenance: _p, ...rest } = r;
      return reportJson(rest as typeof r);
    };
    const fromCsv = await body('{ counts: { a: a.csv, b: b.csv } }');
    expect(await body('{ counts: { a: a.parquet, b: [b0.parquet, b-empty.parquet, b1.parquet, b2.parquet] } }')).toBe(fromCsv);
    expect(await body('{ counts: { a: a.parquet, b: b.csv } }')).toBe(fromCsv);
    // A Spark output folder: its part files, the _SUCCESS marker and hidden checksums left out.
    mkdirSync(join(dir, 'b-spark'));
    for (let k = 0; k < 3; k++) copyFileSync(join(dir, `b${k}.parquet`), join(dir, `b-spark/part-0000${k}-x.snappy.parquet`));
    writeFileSync(join(dir, 'b-spark/_SUCCESS'), '');
    writeFileSync(join(dir, 'b-spark/.part-00000-x.snappy.parquet.crc'), 'crc');
    expect(await body('{ counts: { a: a.parquet, b: b-spark } }')).toBe(fromCsv);
    // One model's partitions are all CSV or all Parquet: a config error at the key.
    writeFileSync(join(dir, 'mixed.yaml'), 'title: t\ndataset: { counts: { a: a.csv, b: [b0.parquet, b.csv] } }\n');
    await expect(buildReport(join(dir, 'mixed.yaml'), { env })).rejects.toThrow("mixed.yaml: dataset.counts.b: expected files of one format, found Parquet ('b0.parquet') and CSV ('b.csv')");
  });
});
