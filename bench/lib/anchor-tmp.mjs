import { DuckDBInstance } from '@duckdb/node-api';
const [file, threads] = [process.argv[2], process.argv[3]];
const t0 = performance.now();
const inst = await DuckDBInstance.create(':memory:', threads ? { threads } : {});
const c = await inst.connect();
const src = file.endsWith('.parquet') ? `read_parquet('${file}')` : `read_csv('${file}')`;
await c.run(`CREATE TABLE t AS SELECT * FROM ${src}`);
const t1 = performance.now();
for (const m of ['m1', 'm2', 'm3']) {
  const r = await c.run(`SELECT ${m} AS score, sum(y) AS p, count(*) - sum(y) AS n FROM t GROUP BY ${m} ORDER BY ${m} DESC`);
  let rows = 0;
  for (let ch = await r.fetchChunk(); ch && ch.rowCount; ch = await r.fetchChunk()) rows += ch.rowCount;
  process.stdout.write(`${m}:${rows} `);
}
console.log(`load ${((t1 - t0) / 1000).toFixed(2)} s, total ${((performance.now() - t0) / 1000).toFixed(2)} s`);
