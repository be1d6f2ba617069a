/**
 * Every Parquet codec rocsite reads (src/lib/io/file-format.ts PARQUET_CODECS), as DuckDB writes them: the values
 * read by the reference readers equal DuckDB's own reading of the same rows, per-example scores and count tables, and
 * the embedded engine gives the same report JSON as the reference readers. A codec outside the list (LZO) is an
 * error naming the column, and the engine declines it.
 */
import { describe, expect, it } from 'vitest';
import { join } from 'node:path';
import { DuckDBInstance } from '@duckdb/node-api';
import { readScoresParquet } from '../../src/lib/io/parquet';
import { readCountsParquet } from '../../src/lib/io/counts-parquet';
import { engineCountsTable, lastCountsDecline } from '../../src/lib/io/engine-counts';
import { lastDecline } from '../../src/lib/io/engine';
import { engineJson as json } from '../helpers/engine';
import { tempFiles } from '../helpers/files';
import { writeParquet } from '../helpers/parquet';

const { dir, write } = tempFiles('rocsite-parquet-codecs-');
/** DuckDB's COMPRESSION names and the codec its files then declare (`lz4` is written as LZ4_RAW). */
const CODECS: [string, string][] = [
  ['uncompressed', 'UNCOMPRESSED'],
  ['snappy', 'SNAPPY'],
  ['gzip', 'GZIP'],
  ['zstd', 'ZSTD'],
  ['brotli', 'BROTLI'],
  ['lz4', 'LZ4_RAW'],
];

describe('Parquet codecs', () => {
  it('each codec DuckDB writes: scores and count tables read as DuckDB reads them; engine and reference give one report', async () => {
    const inst = await DuckDBInstance.create(':memory:', { threads: '1' });
    const c = await inst.connect();
    await c.run('SELECT setseed(0.3)');
    // 5,000 rows in 3 row groups: a 0/1 label, a 17-digit score with ties of a rounded one, and text to compress.
    await c.run(`CREATE TABLE t AS SELECT i, (random() < 0.25)::INTEGER AS y, random() AS a, round(random(), 2) AS b, 'note ' || (i % 13) AS note FROM range(5000) t(i)`);
    await c.run(`CREATE TABLE ct AS SELECT b AS score, sum(y)::BIGINT AS positives, (count(*) - sum(y))::BIGINT AS negatives FROM t GROUP BY b`);
    const rows = (await c.runAndReadAll('SELECT y, a, b FROM t ORDER BY i')).getRows().map((r) => r.map(Number));
    const counts = (await c.runAndReadAll('SELECT score, positives, negatives FROM ct ORDER BY score')).getRows().map((r) => r.map(Number));
    for (const [name, codec] of CODECS) {
      await c.run(`COPY (SELECT y, a, b, note FROM t ORDER BY i) TO '${dir}/s-${name}.parquet' (FORMAT parquet, COMPRESSION ${name}, ROW_GROUP_SIZE 2048)`);
      await c.run(`COPY (SELECT * FROM ct ORDER BY score) TO '${dir}/c-${name}.parquet' (FORMAT parquet, COMPRESSION ${name})`);
      const used = (await c.runAndReadAll(`SELECT DISTINCT compression FROM parquet_metadata('${dir}/s-${name}.parquet')`)).getRows().map((r) => String(r[0]));
      expect([name, used]).toEqual([name, [codec]]);
    }
    c.closeSync();
    inst.closeSync();
    for (const [name] of CODECS) {
      const d = await readScoresParquet(join(dir, `s-${name}.parquet`), { label: 'y', models: ['a', 'b'] });
      expect([name, Array.from(d.labels)]).toEqual([name, rows.map((r) => r[0])]);
      expect(Array.from(d.scores[0])).toEqual(rows.map((r) => r[1]));
      expect(Array.from(d.scores[1])).toEqual(rows.map((r) => r[2]));
      const t = await readCountsParquet(join(dir, `c-${name}.parquet`));
      expect(Array.from(t.scores, (s, i) => [s, t.positives[i], t.negatives[i]])).toEqual(counts);
      const fast = await engineCountsTable([join(dir, `c-${name}.parquet`)]);
      expect([name, fast?.P, lastCountsDecline]).toEqual([name, t.P, undefined]);
      const cfg = write(`${name}.yaml`, `title: t\ndataset: { path: s-${name}.parquet, label: y, models: [a, b] }\nvoros: [[0, 1]]\n`);
      const viaEngine = await json(cfg, 'duckdb');
      expect([name, lastDecline]).toEqual([name, undefined]);
      expect(viaEngine === (await json(cfg, 'js')), name).toBe(true);
    }
  }, 60_000);

  it('another codec (LZO) is an error naming the column and the codecs read; the engine declines it', async () => {
    const f = writeParquet(join(dir, 'lzo.parquet'), [
      { name: 'score', data: [0.5, 0.1], type: 'DOUBLE' },
      { name: 'positives', data: [1n, 0n], type: 'INT64' },
      { name: 'negatives', data: [0n, 1n], type: 'INT64' },
    ], { codec: 'LZO', compressors: { LZO: (b: Uint8Array) => b } });
    await expect(readCountsParquet(f, 'lzo.parquet')).rejects.toThrow(
      "lzo.parquet, column 'score': expected a column uncompressed or compressed with Snappy, GZIP, Brotli, ZSTD or LZ4_RAW, found LZO compression",
    );
    expect(await engineCountsTable([f])).toBeUndefined();
    expect(lastCountsDecline).toBeTruthy();
  });
});
