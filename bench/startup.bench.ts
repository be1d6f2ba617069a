/**
 * Start-up benchmark (`npm run bench startup`): how long the `rocsite` executable (bin/rocsite.mjs on the compiled
 * lib/) takes for `--help` and for a `compute` of a tiny config (100 cases × 2 models, all metrics), from CSV and from
 * Parquet, with anchors timed in the same run: Node doing nothing (the floor), the CLI run from its TypeScript
 * sources by tsx (what a checkout without lib/ runs), and scikit-learn reading the same CSV and computing ROC + AUROC +
 * AP (what users would otherwise pick). Each figure: `RUNS` processes under /usr/bin/time, the median and the best of
 * wall and CPU (user + system) seconds. Targets: `--help` under 0.2 s, the tiny compute under 0.3 s.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parquetWriteBuffer } from 'hyparquet-writer';
import { PYTHON, requireScikitLearn } from './lib/anchors';
import { median } from './lib/stats';

const here = dirname(fileURLToPath(import.meta.url));
const root = join(here, '..');
const RUNS = Number(process.env.ROCSITE_BENCH_RUNS ?? 9);

interface Row {
  name: string;
  wall: number[];
  cpu: number[];
}

function timedRuns(name: string, cmd: string, args: string[]): Row {
  const out = join(tmpdir(), `rocsite-bench-startup-${process.pid}.txt`);
  const row: Row = { name, wall: [], cpu: [] };
  for (let i = 0; i < RUNS; i++) {
    execFileSync('/usr/bin/time', ['-f', '%e %U %S', '-o', out, cmd, ...args], { cwd: root, stdio: ['ignore', 'ignore', 'inherit'] });
    const [e, u, s] = readFileSync(out, 'utf8').trim().split('\n').pop()!.split(' ').map(Number);
    row.wall.push(e);
    row.cpu.push(u + s);
  }
  rmSync(out, { force: true });
  return row;
}

export default async function (): Promise<void> {
  requireScikitLearn();
  // The executable users run: compiled here first, so bin/rocsite.mjs runs lib/ (not the sources).
  execFileSync(process.execPath, [join(root, 'scripts', 'compile.mjs')], { cwd: root, stdio: 'inherit' });
  const dir = join(tmpdir(), `rocsite-bench-startup-${process.pid}`);
  mkdirSync(dir, { recursive: true });
  const small = join(root, 'test', 'fixtures', 'small');
  const [head, ...lines] = readFileSync(join(small, 'small.csv'), 'utf8').trim().split('\n');
  const names = head.split(',');
  const columns = names.map((name, j) => ({ name, data: lines.map((l) => Number(l.split(',')[j])), type: j === 0 ? 'INT32' : 'DOUBLE' }) as const);
  writeFileSync(join(dir, 'small.parquet'), new Uint8Array(parquetWriteBuffer({ columnData: columns })));
  writeFileSync(join(dir, 'small.csv'), readFileSync(join(small, 'small.csv')));
  const yaml = readFileSync(join(small, 'small.yaml'), 'utf8');
  writeFileSync(join(dir, 'csv.yaml'), yaml);
  writeFileSync(join(dir, 'parquet.yaml'), yaml.replace('path: small.csv', 'path: small.parquet'));
  const sk = join(dir, 'sklearn-anchor.py');
  writeFileSync(
    sk,
    [
      'import sys, csv',
      'from sklearn.metrics import roc_curve, roc_auc_score, average_precision_score',
      'rows = list(csv.reader(open(sys.argv[1])))[1:]',
      'y = [int(r[0]) for r in rows]',
      'for j in (1, 2):',
      '    s = [float(r[j]) for r in rows]',
      '    roc_curve(y, s); roc_auc_score(y, s); average_precision_score(y, s)',
      '',
    ].join('\n'),
  );
  const bin = join(root, 'bin', 'rocsite.mjs');
  const tsx = join(root, 'node_modules', '.bin', 'tsx');
  const rows: Row[] = [
    timedRuns('node -e 0 (the floor)', process.execPath, ['-e', '0']),
    timedRuns('`rocsite --help`', process.execPath, [bin, '--help']),
    timedRuns('`rocsite compute`, 100 cases × 2 models, CSV', process.execPath, [bin, 'compute', join(dir, 'csv.yaml'), '--out', join(dir, 'a.json'), '-q']),
    timedRuns('`rocsite compute`, 100 cases × 2 models, Parquet', process.execPath, [bin, 'compute', join(dir, 'parquet.yaml'), '--out', join(dir, 'b.json'), '-q']),
    timedRuns('the CLI from its sources by tsx, `--help`', tsx, [join(root, 'src', 'cli', 'main.ts'), '--help']),
    timedRuns('the CLI from its sources by tsx, compute CSV', tsx, [join(root, 'src', 'cli', 'main.ts'), 'compute', join(dir, 'csv.yaml'), '--out', join(dir, 'c.json'), '-q']),
    timedRuns('scikit-learn: read the CSV, ROC + AUROC + AP of 2 models', PYTHON, [sk, join(dir, 'small.csv')]),
  ];
  rmSync(dir, { recursive: true, force: true });
  console.log(`Start-up, ${RUNS} runs each (median / best); targets: --help < 0.2 s, tiny compute < 0.3 s`);
  console.log('| run | wall s (median / best) | CPU s (median / best) |');
  console.log('|---|---:|---:|');
  for (const r of rows) {
    console.log(`| ${r.name} | ${median(r.wall).toFixed(2)} / ${Math.min(...r.wall).toFixed(2)} | ${median(r.cpu).toFixed(2)} / ${Math.min(...r.cpu).toFixed(2)} |`);
  }
}
