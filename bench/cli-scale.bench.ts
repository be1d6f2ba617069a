/**
 * Scale benchmark (docs/scale.md): `rocsite compute` end to end through the CLI (the compiled executable) on ROWS × 3 models (all metrics,
 * 50 × 50 heatmap) from CSV and from Parquet (also with validation and test parts marked by a split column, and with
 * 1 % of one model's scores missing under `missing: drop`), against two anchors timed in the same run: DuckDB (load the same file and
 * reduce the three models to count tables; default threads and one thread) and scikit-learn (ROC + AUROC + AP on
 * arrays already in memory). Every figure comes from /usr/bin/time (wall, user + system CPU, maximum RSS) of its own
 * process. Environment: ROCSITE_BENCH_ROWS (default 10⁷), ROCSITE_BENCH_DIR (default $TMPDIR/rocsite-bench),
 * ROCSITE_BENCH_REFERENCE=1 also times the reference readers (ROCSITE_ENGINE=js).
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PYTHON, requireScikitLearn } from './lib/anchors';
import { timed as run, type Timed } from './lib/timed';
import { benchCsv, generate, splitParquet, variant } from './lib/gen';

const here = dirname(fileURLToPath(import.meta.url));
const root = join(here, '..');

const timed = (name: string, cmd: string, args: string[], env: NodeJS.ProcessEnv = {}): Timed => run(name, cmd, args, root, env);

/**
 * The benchmark's report; with `split`, validation and test parts marked by the column `part` (model selection); with
 * `drop`, rows with a missing score dropped.
 */
function config(data: string, title: string, o: { split?: boolean; drop?: boolean } = {}): string {
  return `title: ${title}
simulated: true
dataset: { path: ${data}, label: y${o.split ? ', split: { column: part, validation: validation, test: test }' : ''}${o.drop ? ', missing: drop' : ''} }
voros: [[0, 1], [0.01, 0.7]]
partialAuroc: [[0, 0.1]]
scenarios:
  - { name: strict, precision: 0.4, capacity: "2%", cost: { t: [0.01, 0.7] } }
heatmap:
  precision: { from: 0.1, to: 0.6, steps: 50 }
  capacity: { from: "0.5%", to: "70%", steps: 50 }
  cost: { t: [0.01, 0.7] }
  tie: 0.01
waaurocc: [[0, 0.1], [0, 1]]
deploymentPrevalence: [0.02, 0.15]
geometry: { capacity: 0.05, risk: { fpCost: 1, fnCost: 20, maxRisk: 0.5 } }
`;
}

export default async function (): Promise<void> {
  requireScikitLearn();
  const { rows, dir, csv } = await benchCsv();
  const pq = join(dir, `scores-${rows}.parquet`);
  if (!existsSync(pq)) await generate(rows, pq, 'parquet', 2);
  // The Parquet file's rows in ten part files (consecutive rows each), read through a pattern.
  const PARTS = 10;
  const parts = join(dir, `parts-${rows}`);
  if (!existsSync(parts)) await splitParquet(pq, parts, PARTS);
  // The same rows with a split column (validation and test parts: model selection at scale), and with missing scores.
  for (const kind of ['split', 'gaps'] as const) {
    for (const format of ['csv', 'parquet'] as const) {
      const file = join(dir, `${kind}-${rows}.${format}`);
      if (!existsSync(file)) await variant(format === 'csv' ? csv : pq, file, format, kind);
      const what = kind === 'split' ? 'in two parts' : 'with 1 % missing scores dropped';
      writeFileSync(join(dir, `${kind}-${format}.yaml`), config(`${kind}-${rows}.${format}`, `Scale benchmark, ${rows} rows ${what} (${format})`, { split: kind === 'split', drop: kind === 'gaps' }));
    }
  }
  writeFileSync(join(dir, 'csv.yaml'), config(`scores-${rows}.csv`, `Scale benchmark, ${rows} rows (CSV)`));
  writeFileSync(join(dir, 'parquet.yaml'), config(`scores-${rows}.parquet`, `Scale benchmark, ${rows} rows (Parquet)`));
  writeFileSync(join(dir, 'parts.yaml'), config(`"parts-${rows}/*.parquet"`, `Scale benchmark, ${rows} rows (Parquet)`));
  // The executable users run: bin/rocsite.mjs on the compiled lib/ (compiled here first, so it is current).
  execFileSync(process.execPath, [join(root, 'scripts', 'compile.mjs')], { cwd: root, stdio: 'ignore' });
  const cli = (name: string, yaml: string, env: NodeJS.ProcessEnv = {}) =>
    timed(name, process.execPath, ['bin/rocsite.mjs', 'compute', join(dir, yaml), '--out', join(dir, `${yaml}.json`), '--quiet'], env);
  const anchor = join(here, 'lib', 'duckdb-anchor.mjs');
  const res: Timed[] = [];
  const show = (t: Timed) => console.log(`  measured: ${t.name}: ${t.wall.toFixed(2)} s wall, ${t.cpu.toFixed(2)} s CPU, ${t.rssMb.toFixed(0)} MB`);
  res.push(timed('DuckDB CSV → 3 count tables (default threads)', process.execPath, [anchor, csv]));
  res.push(timed('DuckDB CSV → 3 count tables (1 thread)', process.execPath, [anchor, csv, '1']));
  res.push(timed('DuckDB Parquet → 3 count tables (default threads)', process.execPath, [anchor, pq]));
  res.push(timed(`DuckDB Parquet, ${PARTS} part files → 3 count tables (default threads)`, process.execPath, [anchor, join(parts, '*.parquet')]));
  res.push(timed('scikit-learn ROC + AUROC + AP, 3 models (arrays in memory)', PYTHON, [join(here, 'lib', 'sklearn-anchor.py'), String(rows)]));
  const engineOnly = join(here, 'lib', 'engine-only.ts');
  res.push(timed('rocsite engine only (run by tsx), CSV → 3 count tables + DeLong pair sums', process.execPath, ['--import', 'tsx', engineOnly, csv]));
  res.push(timed('rocsite engine only (run by tsx), Parquet → 3 count tables + DeLong pair sums', process.execPath, ['--import', 'tsx', engineOnly, pq]));
  res.push(cli('rocsite compute, CSV (engine)', 'csv.yaml'));
  res.push(cli('rocsite compute, Parquet (engine)', 'parquet.yaml'));
  res.push(cli(`rocsite compute, Parquet in ${PARTS} part files (engine)`, 'parts.yaml'));
  // The part files hold the one file's rows: the same report but for the provenance (which lists the files).
  const body = (f: string) => {
    const r = JSON.parse(readFileSync(join(dir, f), 'utf8'));
    delete r.provenance;
    return JSON.stringify(r);
  };
  if (body('parts.yaml.json') !== body('parquet.yaml.json')) throw new Error('the report from the part files differs from the report from the one Parquet file');
  const variants = [
    ['CSV with validation and test parts', 'split-csv.yaml'],
    ['Parquet with validation and test parts', 'split-parquet.yaml'],
    ['CSV with missing scores (missing: drop)', 'gaps-csv.yaml'],
    ['Parquet with missing scores (missing: drop)', 'gaps-parquet.yaml'],
  ];
  for (const [what, yaml] of variants) res.push(cli(`rocsite compute, ${what} (engine)`, yaml));
  if (process.env.ROCSITE_BENCH_REFERENCE === '1') {
    const json = (yaml: string) => readFileSync(join(dir, `${yaml}.json`), 'utf8');
    const engineReports = variants.map(([, yaml]) => json(yaml));
    res.push(cli('rocsite compute, CSV (reference readers)', 'csv.yaml', { ROCSITE_ENGINE: 'js' }));
    res.push(cli('rocsite compute, Parquet (reference readers)', 'parquet.yaml', { ROCSITE_ENGINE: 'js' }));
    for (const [what, yaml] of variants) res.push(cli(`rocsite compute, ${what} (reference readers)`, yaml, { ROCSITE_ENGINE: 'js' }));
    // The engine's reports are the reference readers' (byte for byte).
    variants.forEach(([what, yaml], i) => {
      if (json(yaml) !== engineReports[i]) throw new Error(`the engine and the reference readers give different reports: ${what}`);
    });
  }
  res.forEach(show);
  const [duckCsv, , duckPq, duckParts] = res;
  const ratio = (t: Timed, a: Timed) => `${(t.wall / a.wall).toFixed(2)} × / ${(t.cpu / a.cpu).toFixed(2)} ×`;
  console.log(`${rows.toLocaleString('en-US')} rows × 3 models, all metrics, 50 × 50 heatmap; ${process.env.ROCSITE_BENCH_NOTE ?? ''}`);
  console.log('| run | wall s | CPU s | max RSS MB | vs DuckDB (wall / CPU) |');
  console.log('|---|---:|---:|---:|---|');
  for (const t of res) {
    const a = /part files/.test(t.name) ? duckParts : /Parquet/.test(t.name) ? duckPq : duckCsv;
    const vs = t.name.startsWith('rocsite') || t.name.startsWith('DuckDB CSV → 3 count tables (1') ? ratio(t, a) : '';
    console.log(`| ${t.name} | ${t.wall.toFixed(2)} | ${t.cpu.toFixed(2)} | ${t.rssMb.toFixed(0)} | ${vs} |`);
  }
}
