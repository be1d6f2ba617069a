/**
 * Count-table benchmark (docs/scale.md "Count-table files"): `rocsite compute` (the compiled executable) on three
 * count-table CSVs, the reduction of ROWS × 3 models (bench/lib/gen.ts; about 9·10⁵ rows per table at 10⁷ rows), in the
 * order DuckDB's GROUP BY writes them and sorted by score, on the same tables in Parquet (GROUP BY order), and on one
 * table of all models with a model column (CSV and Parquet), read by the embedded engine and by the reference readers
 * (ROCSITE_ENGINE=js); against, in the same run, DuckDB reading the
 * same files and adding up each score's rows, and numpy.loadtxt + scikit-learn (ROC + AUROC + AP with the counts as
 * sample weights; CSV). All metrics but the heatmap,
 * as in cli-scale. /usr/bin/time gives each process's wall, CPU and maximum RSS. Environment: ROCSITE_BENCH_ROWS
 * (default 10⁷), ROCSITE_BENCH_DIR (default $TMPDIR/rocsite-bench).
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { DuckDBInstance } from '@duckdb/node-api';
import { PYTHON, requireScikitLearn } from './lib/anchors';
import { timed as run, type Timed } from './lib/timed';
import { benchCsv } from './lib/gen';

const here = dirname(fileURLToPath(import.meta.url));
const root = join(here, '..');
const MODELS = ['m1', 'm2', 'm3'];

const timed = (name: string, cmd: string, args: string[], env: NodeJS.ProcessEnv = {}): Timed => run(name, cmd, args, root, env);

/**
 * Each model's count table of the rows in `csv`, written by DuckDB: in GROUP BY order, or sorted by score; in CSV, and
 * also in Parquet for the GROUP BY order (DuckDB's defaults: Snappy, BIGINT counts).
 */
async function countTables(csv: string, dir: string, sorted: boolean): Promise<void> {
  mkdirSync(dir, { recursive: true });
  const inst = await DuckDBInstance.create(':memory:');
  const c = await inst.connect();
  for (const m of MODELS) {
    const q = `SELECT ${m} AS score, count(*) FILTER (WHERE y = 1) AS positives, count(*) FILTER (WHERE y = 0) AS negatives FROM read_csv('${csv}') GROUP BY 1${sorted ? ' ORDER BY 1 DESC' : ''}`;
    await c.run(`COPY (${q}) TO '${join(dir, `${m}.csv`)}' (FORMAT csv, HEADER true)`);
    if (!sorted) await c.run(`COPY (SELECT * FROM read_csv('${join(dir, `${m}.csv`)}')) TO '${join(dir, `${m}.parquet`)}' (FORMAT parquet)`);
  }
  if (!sorted) {
    // All models in one table with a model column, as the GROUP BY model, score query of docs/scale.md writes it.
    const all = MODELS.map((m) => `SELECT '${m}' AS model, * FROM read_csv('${join(dir, `${m}.csv`)}')`).join(' UNION ALL ');
    await c.run(`COPY (${all}) TO '${join(dir, 'all.csv')}' (FORMAT csv, HEADER true)`);
    await c.run(`COPY (${all}) TO '${join(dir, 'all.parquet')}' (FORMAT parquet)`);
  }
  c.closeSync();
  inst.closeSync();
}

const config = (dir: string, ext = 'csv', long = false) => `title: Count-table benchmark
simulated: true
dataset: { counts: ${long ? `${dir}/all.${ext}` : `{ ${MODELS.map((m) => `${m}: ${dir}/${m}.${ext}`).join(', ')} }`} }
voros: [[0, 1], [0.01, 0.7]]
partialAuroc: [[0, 0.1]]
scenarios:
  - { name: strict, precision: 0.4, capacity: "2%", cost: { t: [0.01, 0.7] } }
waaurocc: [[0, 0.1], [0, 1]]
deploymentPrevalence: [0.02, 0.15]
geometry: { capacity: 0.05, risk: { fpCost: 1, fnCost: 20, maxRisk: 0.5 } }
`;

export default async function (): Promise<void> {
  requireScikitLearn();
  const { rows, dir, csv } = await benchCsv();
  const grouped = `counts-${rows}`;
  const sorted = `counts-${rows}-sorted`;
  if (!existsSync(join(dir, grouped, 'all.parquet'))) await countTables(csv, join(dir, grouped), false);
  if (!existsSync(join(dir, sorted, 'm3.csv'))) await countTables(csv, join(dir, sorted), true);
  writeFileSync(join(dir, 'counts.yaml'), config(grouped));
  writeFileSync(join(dir, 'counts-sorted.yaml'), config(sorted));
  writeFileSync(join(dir, 'counts-parquet.yaml'), config(grouped, 'parquet'));
  writeFileSync(join(dir, 'counts-long.yaml'), config(grouped, 'csv', true));
  writeFileSync(join(dir, 'counts-long-parquet.yaml'), config(grouped, 'parquet', true));
  execFileSync(process.execPath, [join(root, 'scripts', 'compile.mjs')], { cwd: root, stdio: 'ignore' });
  const files = (d: string, ext = 'csv') => MODELS.map((m) => join(dir, d, `${m}.${ext}`));
  const cli = (name: string, yaml: string, engine: string) =>
    timed(name, process.execPath, ['bin/rocsite.mjs', 'compute', join(dir, yaml), '--out', join(dir, `${yaml}.${engine}.json`), '--quiet'], { ROCSITE_ENGINE: engine });
  const duck = `import { DuckDBInstance } from '@duckdb/node-api';
    const c = await (await DuckDBInstance.create(':memory:')).connect();
    for (const f of process.argv.slice(1)) {
      const r = await c.run("SELECT score, sum(positives), sum(negatives) FROM '" + f + "' GROUP BY score ORDER BY score DESC");
      while ((await r.fetchChunk())?.rowCount);
    }`;
  const res: Timed[] = [];
  res.push(timed('DuckDB: read the 3 count tables, add up each score (default threads)', process.execPath, ['--input-type=module', '-e', duck, ...files(grouped)]));
  res.push(timed('DuckDB: the same from the Parquet tables', process.execPath, ['--input-type=module', '-e', duck, ...files(grouped, 'parquet')]));
  const duckLong = `import { DuckDBInstance } from '@duckdb/node-api';
    const c = await (await DuckDBInstance.create(':memory:')).connect();
    const r = await c.run("SELECT model, score, sum(positives), sum(negatives) FROM '" + process.argv[1] + "' GROUP BY model, score ORDER BY model, score DESC");
    while ((await r.fetchChunk())?.rowCount);`;
  res.push(timed('DuckDB: one table of all models (CSV), add up each model\'s scores', process.execPath, ['--input-type=module', '-e', duckLong, join(dir, grouped, 'all.csv')]));
  res.push(timed('DuckDB: the same from Parquet', process.execPath, ['--input-type=module', '-e', duckLong, join(dir, grouped, 'all.parquet')]));
  res.push(timed('numpy.loadtxt + scikit-learn ROC + AUROC + AP (counts as weights)', PYTHON, [join(here, 'lib', 'sklearn-counts-anchor.py'), ...files(grouped)]));
  res.push(cli('rocsite compute, GROUP BY order (engine)', 'counts.yaml', 'duckdb'));
  res.push(cli('rocsite compute, GROUP BY order (reference reader)', 'counts.yaml', 'js'));
  res.push(cli('rocsite compute, sorted by score (engine)', 'counts-sorted.yaml', 'duckdb'));
  res.push(cli('rocsite compute, sorted by score (reference reader)', 'counts-sorted.yaml', 'js'));
  res.push(cli('rocsite compute, Parquet (engine)', 'counts-parquet.yaml', 'duckdb'));
  res.push(cli('rocsite compute, Parquet (reference reader)', 'counts-parquet.yaml', 'js'));
  res.push(cli('rocsite compute, one table of all models, CSV (engine)', 'counts-long.yaml', 'duckdb'));
  res.push(cli('rocsite compute, one table of all models, CSV (reference reader)', 'counts-long.yaml', 'js'));
  res.push(cli('rocsite compute, one table of all models, Parquet (engine)', 'counts-long-parquet.yaml', 'duckdb'));
  res.push(cli('rocsite compute, one table of all models, Parquet (reference reader)', 'counts-long-parquet.yaml', 'js'));
  // Both readers and both orders give one report (the title and provenance aside).
  const body = (f: string) => {
    const r = JSON.parse(readFileSync(join(dir, f), 'utf8'));
    delete r.provenance;
    return JSON.stringify(r);
  };
  const first = body('counts.yaml.duckdb.json');
  const others = ['counts.yaml.js.json', 'counts-sorted.yaml.duckdb.json', 'counts-sorted.yaml.js.json', 'counts-parquet.yaml.duckdb.json', 'counts-parquet.yaml.js.json'];
  for (const f of [...others, ...['counts-long', 'counts-long-parquet'].flatMap((y) => [`${y}.yaml.duckdb.json`, `${y}.yaml.js.json`])])
    if (body(f) !== first) throw new Error(`${f}: not the report of counts.yaml read by the engine`);
  const sizes = files(grouped).map((f) => readFileSync(f, 'utf8').split('\n').filter((l) => l !== '').length - 1);
  console.log(`${rows.toLocaleString('en-US')} rows × 3 models as count tables of ${sizes.map((k) => k.toLocaleString('en-US')).join(', ')} rows; all metrics but the heatmap`);
  console.log('| run | wall s | CPU s | max RSS MB |');
  console.log('|---|---:|---:|---:|');
  for (const t of res) console.log(`| ${t.name} | ${t.wall.toFixed(2)} | ${t.cpu.toFixed(2)} | ${t.rssMb.toFixed(0)} |`);
}
