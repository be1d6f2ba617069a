/**
 * The count-table SQL of docs/scale.md, run for real with DuckDB on a Parquet dataset split into several files:
 * the report from the count tables (one list of partition files per model, one file per model from the glob, and
 * the folders of one partitioned write; in CSV and in Parquet, the latter read by the engine and by the reference
 * reader; and the query's own output, one table of all models with a model column, whole or in partitions, read by both)
 * equals the report from the raw rows (reference readers and engine), in every section but the dataset
 * description and provenance.
 */
import { describe, expect, it } from 'vitest';
import { readFileSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { DuckDBInstance } from '@duckdb/node-api';
import { buildReport } from '../../src/lib/report/build';
import { lastDecline } from '../../src/lib/io/engine';
import { lastCounts, lastCountsDecline } from '../../src/lib/io/engine-counts';
import { tempFiles } from '../helpers/files';

/** The query of docs/scale.md (the block after the count-table-sql marker). */
function documentedSql(): string {
  const doc = readFileSync(join(__dirname, '../../docs/scale.md'), 'utf8');
  const m = /<!-- count-table-sql -->\s*```sql\n([\s\S]*?)```/.exec(doc);
  if (!m) throw new Error('docs/scale.md: no count-table-sql block');
  return m[1];
}

const settings = `voros: [[0, 1], [0.01, 0.7]]
partialAuroc: [[0, 0.1]]
scenarios:
  - { name: strict, precision: 0.3, capacity: "10%", cost: { t: [0.01, 0.7] } }
heatmap:
  precision: { from: 0.1, to: 0.6, steps: 6 }
  capacity: ["1%", "5%", "20%", "50%"]
  cost: { t: [0.01, 0.7] }
  tie: 0.01
waaurocc: [[0, 0.1], [0, 1]]
`;

describe('count tables from the documented SQL', () => {
  it('give the same report as the raw rows (DuckDB, Parquet split into 4 files, partitions as lists)', async () => {
    const { dir, write } = tempFiles('rocsite-sql-');
    mkdirSync(join(dir, 'parts'));
    const inst = await DuckDBInstance.create(':memory:', { threads: '1' });
    const c = await inst.connect();
    await c.run('SELECT setseed(0.25)');
    // 4,000 rows: m1 with many ties (2 decimals), m2 with full 17-digit doubles, m3 integers with -0/0.
    await c.run(`CREATE TABLE rows AS SELECT i, (random() < 0.15)::INTEGER AS y,
        round(random(), 2) AS m1, random() AS m2, (floor(random() * 40) - 5)::DOUBLE * (CASE WHEN random() < 0.5 THEN -1 ELSE 1 END) AS m3
      FROM range(4000) t(i)`);
    for (let k = 0; k < 4; k++) {
      await c.run(`COPY (SELECT y, m1, m2, m3 FROM rows WHERE i % 4 = ${k} ORDER BY i) TO '${dir}/parts/part-${k}.parquet' (FORMAT parquet)`);
    }
    await c.run(`COPY (SELECT y, m1, m2, m3 FROM rows ORDER BY i) TO '${dir}/rows.csv' (HEADER)`);
    const sql = documentedSql();
    const models = ['m1', 'm2', 'm3'];
    const counts = async (source: string, prefix: string) => {
      await c.run(`CREATE OR REPLACE VIEW predictions AS SELECT y AS label, m1, m2, m3 FROM read_parquet('${source}')`);
      await c.run(`CREATE OR REPLACE TABLE counts AS ${sql}`);
      for (const m of models) {
        await c.run(`COPY (SELECT score, positives, negatives FROM counts WHERE model = '${m}' ORDER BY score DESC) TO '${dir}/${prefix}-${m}.csv' (HEADER)`);
        // Parquet as docs/scale.md writes it (DuckDB's SUM over integers: HUGEINT, written as DOUBLE), in GROUP BY order.
        await c.run(`COPY (SELECT score, positives, negatives FROM counts WHERE model = '${m}') TO '${dir}/${prefix}-${m}.parquet' (FORMAT parquet)`);
      }
      // The query's own output, all models in one table (the long format), as CSV and Parquet.
      await c.run(`COPY counts TO '${dir}/${prefix}-long.csv' (HEADER)`);
      await c.run(`COPY counts TO '${dir}/${prefix}-long.parquet' (FORMAT parquet)`);
    };
    for (let k = 0; k < 4; k++) await counts(`${dir}/parts/part-${k}.parquet`, `part${k}`);
    await counts(`${dir}/parts/*.parquet`, 'all');
    // All models in one partitioned write, as docs/scale.md says (Hive layout: hive/model=m1/data_0.parquet, …).
    await c.run(`COPY counts TO '${dir}/hive' (FORMAT parquet, PARTITION_BY (model))`);
    c.closeSync();
    inst.closeSync();

    const cfg = (name: string, dataset: string) => write(name, `title: sql\n${dataset}\n${settings}`);
    const listed = models.map((m) => `${m}: [${[0, 1, 2, 3].map((k) => `part${k}-${m}.csv`).join(', ')}]`).join(', ');
    const env = { SOURCE_DATE_EPOCH: '0' };
    const fromParts = (await buildReport(cfg('parts.yaml', `dataset: { counts: { ${listed} } }`), { env })).report;
    const fromGlob = (await buildReport(cfg('glob.yaml', `dataset: { counts: { ${models.map((m) => `${m}: all-${m}.csv`).join(', ')} } }`), { env })).report;
    const listedParquet = models.map((m) => `${m}: "part*-${m}.parquet"`).join(', ');
    const saved = process.env.ROCSITE_ENGINE;
    let fromRows;
    let fromRowsRef;
    let fromRowsChosen;
    const fromParquet: (typeof fromParts)[] = [];
    const fromLong: (typeof fromParts)[] = [];
    const fromLongChosen: (typeof fromParts)[] = [];
    try {
      // Parquet count tables, partitions as a pattern and one file per model, by the engine and by the reference reader.
      for (const engine of ['duckdb', 'js']) {
        process.env.ROCSITE_ENGINE = engine;
        fromParquet.push((await buildReport(cfg(`pq-parts-${engine}.yaml`, `dataset: { counts: { ${listedParquet} } }`), { env })).report);
        if (engine === 'duckdb') expect([lastCountsDecline, lastCounts?.files]).toEqual([undefined, 4]);
        fromParquet.push((await buildReport(cfg(`pq-hive-${engine}.yaml`, `dataset: { counts: { ${models.map((m) => `${m}: hive/model=${m}`).join(', ')} } }`), { env })).report);
        fromParquet.push((await buildReport(cfg(`pq-glob-${engine}.yaml`, `dataset: { counts: { ${models.map((m) => `${m}: all-${m}.parquet`).join(', ')} } }`), { env })).report);
      }
      // One table of all models with a model column: one file, partitions (each a GROUP BY of one part file), CSV
      // and Parquet, engine and reference reader; and with dataset.models choosing two models in another order.
      for (const engine of ['duckdb', 'js']) {
        process.env.ROCSITE_ENGINE = engine;
        for (const [name, files] of [['one-csv', 'all-long.csv'], ['one-pq', 'all-long.parquet'], ['parts-csv', '"part*-long.csv"'], ['parts-pq', '[part0-long.parquet, part1-long.parquet, part2-long.parquet, part3-long.parquet]']]) {
          fromLong.push((await buildReport(cfg(`long-${name}-${engine}.yaml`, `dataset: { counts: ${files} }`), { env })).report);
          if (engine === 'duckdb') expect([name, lastCountsDecline, lastCounts?.files]).toEqual([name, undefined, name.startsWith('one') ? 1 : 4]);
        }
        fromLongChosen.push((await buildReport(cfg(`long-chosen-${engine}.yaml`, 'dataset: { counts: all-long.parquet, models: [m3, m1] }'), { env })).report);
        if (engine === 'duckdb') expect(lastCountsDecline).toBeUndefined();
      }
      process.env.ROCSITE_ENGINE = 'duckdb';
      fromRowsChosen = (await buildReport(cfg('rows-chosen.yaml', 'dataset: { path: rows.csv, label: y, models: [m3, m1] }'), { env })).report;
      fromRows = (await buildReport(cfg('rows.yaml', 'dataset: { path: rows.csv, label: y }'), { env })).report;
      expect(lastDecline).toBeUndefined();
      process.env.ROCSITE_ENGINE = 'js';
      fromRowsRef = (await buildReport(cfg('rows-ref.yaml', 'dataset: { path: rows.csv, label: y }'), { env })).report;
    } finally {
      if (saved === undefined) delete process.env.ROCSITE_ENGINE;
      else process.env.ROCSITE_ENGINE = saved;
    }
    const body = (r: typeof fromParts) => {
      // Count tables do not pair examples across models: no paired tests, and the uncertainty notes say so.
      const { dataset, provenance: _p, comparisons: _c, uncertainty: _u, ...rest } = r as typeof r & { comparisons?: unknown; uncertainty?: unknown };
      return { P: dataset.positives, N: dataset.negatives, ...rest };
    };
    expect(fromRows.dataset.rows).toBe(4000);
    expect(fromRows.models.map((m) => m.name)).toEqual(models);
    // From the raw rows, engine and reference readers give the same report, paired tests included.
    const { provenance: _a, ...engineReport } = fromRows;
    const { provenance: _b, ...referenceReport } = fromRowsRef;
    expect(engineReport).toEqual(referenceReport);
    expect(body(fromParts)).toEqual(body(fromRowsRef));
    expect(body(fromGlob)).toEqual(body(fromRowsRef));
    for (const r of fromParquet) expect(body(r)).toEqual(body(fromRowsRef));
    expect(fromLong).toHaveLength(8);
    for (const r of fromLong) expect(body(r)).toEqual(body(fromRowsRef));
    expect(fromLongChosen.map((r) => r.models.map((m) => m.name))).toEqual([['m3', 'm1'], ['m3', 'm1']]);
    for (const r of fromLongChosen) expect(body(r)).toEqual(body(fromRowsChosen!));
  }, 60_000);
});
