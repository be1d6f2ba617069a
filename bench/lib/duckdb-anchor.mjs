// DuckDB anchor (docs/scale.md): load the file into a table and reduce each model column to its count table
// (score, positives, negatives), ordered by score, fetched to the client. Usage: node duckdb-anchor.mjs FILE [THREADS]
import { DuckDBInstance } from '@duckdb/node-api';

const [file, threads] = process.argv.slice(2);
const t0 = performance.now();
const inst = await DuckDBInstance.create(':memory:', threads ? { threads } : {});
const c = await inst.connect();
const src = file.endsWith('.parquet') ? `read_parquet('${file}')` : `read_csv('${file}')`;
await c.run(`CREATE TABLE t AS SELECT * FROM ${src}`);
let groups = 0;
for (const m of ['m1', 'm2', 'm3']) {
  const r = await c.run(`SELECT ${m} AS score, sum(y) AS positives, count(*) - sum(y) AS negatives FROM t GROUP BY ${m} ORDER BY ${m} DESC`);
  for (let ch = await r.fetchChunk(); ch && ch.rowCount; ch = await r.fetchChunk()) groups += ch.rowCount;
}
console.log(JSON.stringify({ seconds: (performance.now() - t0) / 1000, groups }));
