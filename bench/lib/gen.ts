/**
 * Benchmark data, generated with DuckDB (seeded, so every run writes the same rows): `rows` examples, prevalence
 * 10 %, label column `y` (0/1) and three model columns m1..m3 = sigmoid(shift·y + noise) printed with 6 decimals
 * (as exported model probabilities usually are, so a model has at most 10⁶ distinct scores).
 */
import { existsSync, mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DuckDBInstance } from '@duckdb/node-api';

export type GenFormat = 'csv' | 'parquet';

/** SQL of the generated table (deterministic: setseed + a single thread for the random stream). */
export function genSql(rows: number): string {
  return `SELECT y,
      round(1 / (1 + exp(-(0.8 * y + z1))), 6) AS m1,
      round(1 / (1 + exp(-(1.2 * y + z2))), 6) AS m2,
      round(1 / (1 + exp(-(1.6 * y + z3))), 6) AS m3
    FROM (SELECT (random() < 0.1)::INTEGER AS y,
      sqrt(-2 * ln(1 - random())) * cos(2 * pi() * random()) AS z1,
      sqrt(-2 * ln(1 - random())) * cos(2 * pi() * random()) AS z2,
      sqrt(-2 * ln(1 - random())) * cos(2 * pi() * random()) AS z3
      FROM range(${rows}))`;
}

/**
 * Write the table to `out` (CSV, or Parquet with Snappy and 1M-row groups). With `files` > 1, `out` is a folder of that
 * many part files (`part-00000.snappy.parquet`, …, rows / files each, as a Spark job with that many tasks writes them).
 */
export async function generate(rows: number, out: string, format: GenFormat, threads = 1, files = 1): Promise<void> {
  const inst = await DuckDBInstance.create(':memory:', { threads: String(threads) });
  const c = await inst.connect();
  await c.run('SELECT setseed(0.42)');
  const opts = format === 'csv' ? "FORMAT csv, HEADER true" : "FORMAT parquet, COMPRESSION snappy, ROW_GROUP_SIZE 1000000";
  const quoted = (p: string) => `'${p.replace(/'/g, "''")}'`;
  if (files <= 1) await c.run(`COPY (${genSql(rows)}) TO ${quoted(out)} (${opts})`);
  else {
    mkdirSync(out, { recursive: true });
    for (let i = 0; i < files; i++) {
      const part = join(out, `part-${String(i).padStart(5, '0')}.snappy.${format}`);
      await c.run(`COPY (${genSql(Math.floor(rows / files) + (i < rows % files ? 1 : 0))}) TO ${quoted(part)} (${opts})`);
    }
  }
  c.closeSync();
  inst.closeSync();
}

/**
 * Split a Parquet file into `files` part files of consecutive rows (`part-00000.snappy.parquet`, …) in `outDir`: the
 * same rows in the same order, as a Spark job writes a table in parts.
 */
export async function splitParquet(file: string, outDir: string, files: number): Promise<void> {
  const inst = await DuckDBInstance.create(':memory:', { threads: '2', preserve_insertion_order: 'true' });
  const c = await inst.connect();
  const quoted = (p: string) => `'${p.replace(/'/g, "''")}'`;
  const rows = Number((await c.runAndReadAll(`SELECT count(*) FROM read_parquet(${quoted(file)})`)).getRows()[0][0]);
  mkdirSync(outDir, { recursive: true });
  const per = Math.ceil(rows / files);
  for (let i = 0; i < files; i++) {
    const part = join(outDir, `part-${String(i).padStart(5, '0')}.snappy.parquet`);
    await c.run(`COPY (SELECT * FROM read_parquet(${quoted(file)}) LIMIT ${per} OFFSET ${i * per}) TO ${quoted(part)} (FORMAT parquet, COMPRESSION snappy, ROW_GROUP_SIZE 1000000)`);
  }
  c.closeSync();
  inst.closeSync();
}

/**
 * The rows of `file` (CSV or Parquet) written to `out` in `format` as `variant` says: `split` adds a split column
 * `part` (validation for about a third of the rows, by a hash of the scores, else test), the data of a model selection
 * at scale; `gaps` leaves about 1 % of m2's scores missing (empty in a CSV, null in Parquet), for `missing: drop`.
 */
export async function variant(file: string, out: string, format: GenFormat, kind: 'split' | 'gaps'): Promise<void> {
  const inst = await DuckDBInstance.create(':memory:', { threads: '2' });
  const c = await inst.connect();
  const quoted = (p: string) => `'${p.replace(/'/g, "''")}'`;
  const opts = format === 'csv' ? 'FORMAT csv, HEADER true' : 'FORMAT parquet, COMPRESSION snappy, ROW_GROUP_SIZE 1000000';
  const read = file.endsWith('.parquet') ? `read_parquet(${quoted(file)})` : `read_csv(${quoted(file)}, header = true)`;
  const select =
    kind === 'split'
      ? `SELECT *, CASE WHEN hash(m1, m2, m3) % 3 = 0 THEN 'validation' ELSE 'test' END AS part FROM ${read}`
      : `SELECT y, m1, CASE WHEN hash(m1, m3) % 100 = 0 THEN NULL ELSE m2 END AS m2, m3 FROM ${read}`;
  await c.run(`COPY (${select}) TO ${quoted(out)} (${opts})`);
  c.closeSync();
  inst.closeSync();
}

// `gen.ts ROWS OUT FORMAT [FILES]` generates; `gen.ts split|gaps IN OUT` writes a variant of IN (format from OUT's name).
if (process.argv[1]?.endsWith('gen.ts')) {
  const args = process.argv.slice(2);
  const t = performance.now();
  if (args[0] === 'split' || args[0] === 'gaps') {
    const [kind, file, out] = args;
    await variant(file, out, out.endsWith('.parquet') ? 'parquet' : 'csv', kind);
    console.log(`wrote ${out} (${kind}) in ${((performance.now() - t) / 1000).toFixed(1)} s`);
  } else {
    const [rows, out, format, files] = args;
    await generate(Number(rows), out, format as GenFormat, 2, Number(files ?? 1));
    console.log(`wrote ${rows} rows to ${out} in ${((performance.now() - t) / 1000).toFixed(1)} s`);
  }
}

/**
 * The benchmarks' rows: ROCSITE_BENCH_ROWS (default 10⁷) generated once as CSV into ROCSITE_BENCH_DIR (default
 * $TMPDIR/rocsite-bench) and reused by later runs.
 */
export async function benchCsv(): Promise<{ rows: number; dir: string; csv: string }> {
  const rows = Number(process.env.ROCSITE_BENCH_ROWS ?? 1e7);
  const dir = process.env.ROCSITE_BENCH_DIR ?? join(tmpdir(), 'rocsite-bench');
  mkdirSync(dir, { recursive: true });
  const csv = join(dir, `scores-${rows}.csv`);
  if (!existsSync(csv)) await generate(rows, csv, 'csv', 2);
  return { rows, dir, csv };
}
