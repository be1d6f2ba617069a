/**
 * The two extra input paths — count tables (dataset.counts) and Parquet per-example scores (dataset.path *.parquet) —
 * give the same report as the per-example CSV they are built from, and bad inputs fail with an exact message, exit
 * code 1 and the previous output untouched.
 *
 * The inputs are built here from test/fixtures/asah/asah.csv, independently of rocsite's readers: the count tables
 * by grouping the rows by hand, the Parquet file with hyparquet-writer.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Report } from '../../src/lib/report/types';
import { asahColumns, writeParquet } from '../helpers/parquet';
import { root, runCli, validateReport } from '../helpers/cli';

const fixtures = join(root, 'test', 'fixtures');
const dir = mkdtempSync(join(tmpdir(), 'rocsite-inputs-'));
const env = { SOURCE_DATE_EPOCH: '1700000000' };

const run = (args: string[], cwd = dir) => runCli(args, cwd, env);


const asahText = readFileSync(join(fixtures, 'asah', 'asah.csv'), 'utf8');
const asah = asahColumns(asahText);
const col = (name: string) => asah.cols[asah.head.indexOf(name)];
const MODELS = ['s100b', 'ndka', 'wfns'];
/** The aSAH config with another dataset line (every other setting as in the fixture). */
const asahYaml = readFileSync(join(fixtures, 'asah', 'asah.yaml'), 'utf8');
const withDataset = (dataset: string) => asahYaml.replace(/^dataset: .*$/m, `dataset: ${dataset}`);

/** Group (label, score) rows by score by hand: { score → [positives, negatives] }, in first-seen order. */
function groupByScore(y: number[], s: number[]): Map<number, [number, number]> {
  const g = new Map<number, [number, number]>();
  for (let i = 0; i < y.length; i++) {
    const e = g.get(s[i]) ?? [0, 0];
    e[y[i] === 1 ? 0 : 1]++;
    g.set(s[i], e);
  }
  return g;
}

/** Mann–Whitney U/(P·N) with ties ½, by comparing every pair. */
function mannWhitney(y: number[], s: number[]): number {
  let u = 0;
  let pn = 0;
  for (let i = 0; i < y.length; i++) {
    if (y[i] !== 1) continue;
    for (let j = 0; j < y.length; j++) {
      if (y[j] !== 0) continue;
      pn++;
      u += s[i] > s[j] ? 1 : s[i] === s[j] ? 0.5 : 0;
    }
  }
  return u / pn;
}

/** The report without the parts that name the input (dataset, provenance). */
function metricsOf(r: Report): Omit<Report, 'dataset' | 'provenance'> {
  const { dataset: _d, provenance: _p, ...rest } = r;
  return rest;
}

let baseline: Report;
beforeAll(async () => {
  const r = await run(['compute', join(fixtures, 'asah', 'asah.yaml'), '--out', join(dir, 'csv.json')]);
  expect(r.err).toBe('');
  baseline = JSON.parse(readFileSync(join(dir, 'csv.json'), 'utf8'));
});

describe('count tables (dataset.counts) give the report of the per-example CSV', () => {
  let report: Report;
  beforeAll(async () => {
    const y = col('outcome');
    for (const m of MODELS) {
      const g = [...groupByScore(y, col(m)).entries()];
      // Columns in another order, rows in reverse first-seen order, and the first score split over two rows
      // (duplicates are merged), plus an empty row (0, 0).
      const rows = g.reverse().flatMap(([s, [p, n]], i) => {
        if (i > 0 || p + n < 2) return [`${n},${s},${p}`];
        return p > 0 ? [`${n},${s},${p - 1}`, `0,${s},1`] : [`${n - 1},${s},0`, `1,${s},0`];
      });
      writeFileSync(join(dir, `${m}.csv`), ['negatives,score,positives', ...rows, '0,12345,0'].join('\n') + '\n');
    }
    writeFileSync(join(dir, 'counts.yaml'), withDataset('{ counts: { s100b: s100b.csv, ndka: ndka.csv, wfns: wfns.csv } }'));
    const r = await run(['compute', 'counts.yaml', '--out', 'counts.json']);
    expect(r.err).toBe('');
    expect(r.code).toBe(0);
    report = JSON.parse(readFileSync(join(dir, 'counts.json'), 'utf8'));
  });

  it('the hand-grouped tables sum to P = 41, N = 72 (pROC aSAH)', () => {
    for (const m of MODELS) {
      const lines = readFileSync(join(dir, `${m}.csv`), 'utf8').trim().split('\n').slice(1).map((l) => l.split(',').map(Number));
      expect(lines.reduce((a, r) => a + r[2], 0)).toBe(41);
      expect(lines.reduce((a, r) => a + r[0], 0)).toBe(72);
    }
  });

  it('validates against the schema; dataset.kind is counts, without rows or labels', () => {
    if (!validateReport(report)) throw new Error(JSON.stringify(validateReport.errors?.slice(0, 5)));
    expect(report.dataset).toEqual({ positives: 41, negatives: 72, kind: 'counts', prevalence: 41 / 113 });
  });

  it('every metric, interval, scenario, heatmap cell and warning equals the per-example report', () => {
    // Count tables do not pair examples across models: no paired tests, and the uncertainty notes say so.
    const { comparisons: _c, uncertainty: u, ...rest } = metricsOf(report);
    const { comparisons: cb, uncertainty: _u, ...restBaseline } = metricsOf(baseline);
    expect(rest).toEqual(restBaseline);
    expect(cb).toHaveLength(3);
    expect(_c).toBeUndefined();
    expect(u!.notes.join(' ')).toMatch(/no paired tests/);
  });

  it('AUROC equals the Mann–Whitney statistic of the raw rows', () => {
    for (const m of report.models) expect(m.auroc).toBeCloseTo(mannWhitney(col('outcome'), col(m.name)), 14);
  });

  it('provenance lists the three tables, relative to the config', () => {
    expect(report.provenance.inputs.map((i) => i.path)).toEqual(['s100b.csv', 'ndka.csv', 'wfns.csv']);
  });

  it('rocsite check counts P and N', async () => {
    const r = await run(['check', 'counts.yaml']);
    expect(r.out).toBe("rocsite: counts.yaml: 3 models ('s100b', 'ndka', 'wfns'), 41 positives, 72 negatives — OK\n");
  });
});

describe('Parquet per-example scores give the report of the CSV', () => {
  let report: Report;
  beforeAll(async () => {
    writeParquet(
      join(dir, 'asah.parquet'),
      [
        { name: 'outcome', data: col('outcome'), type: 'INT32' },
        { name: 's100b', data: col('s100b'), type: 'DOUBLE' },
        { name: 'ndka', data: col('ndka'), type: 'DOUBLE' },
        { name: 'wfns', data: col('wfns'), type: 'INT32' },
      ],
      { rowGroupSize: 40 },
    );
    writeFileSync(join(dir, 'parquet.yaml'), withDataset('{ path: asah.parquet, label: outcome, positive: 1, models: [s100b, ndka, wfns] }'));
    const r = await run(['compute', 'parquet.yaml', '--out', 'parquet.json']);
    expect(r.err).toBe('');
    expect(r.code).toBe(0);
    report = JSON.parse(readFileSync(join(dir, 'parquet.json'), 'utf8'));
  });

  it('validates; dataset is that of the CSV (kind scores, 113 rows, labels 1 / 0)', () => {
    if (!validateReport(report)) throw new Error(JSON.stringify(validateReport.errors?.slice(0, 5)));
    expect(report.dataset).toEqual(baseline.dataset);
    expect(report.dataset).toMatchObject({ kind: 'scores', rows: 113, positives: 41, negatives: 72 });
  });

  it('every metric equals the per-example CSV report', () => {
    expect(metricsOf(report)).toEqual(metricsOf(baseline));
  });

  it('AUROC equals the Mann–Whitney statistic of the raw rows', () => {
    for (const m of report.models) expect(m.auroc).toBeCloseTo(mannWhitney(col('outcome'), col(m.name)), 14);
  });
});

describe('bad inputs: exact message, exit 1, previous output untouched', () => {
  const H = 'score,positives,negatives\n';
  const y = col('outcome');
  const table = (m: string) => H + [...groupByScore(y, col(m)).entries()].map(([s, [p, n]]) => `${s},${p},${n}`).join('\n') + '\n';
  const counts = (files: Record<string, string>) => `{ counts: { ${Object.keys(files).map((k) => `${k}: ${k}.csv`).join(', ')} } }`;
  const parquetCols = () => [
    { name: 'outcome', data: col('outcome') as unknown[], type: 'INT32' as const },
    { name: 's100b', data: col('s100b') as unknown[], type: 'DOUBLE' as const },
  ];
  const cases: [string, () => string, string][] = [
    ['counts: a fractional count', () => {
      writeFileSync(join(dir, 'f1.csv'), H + '0.5,3,2\n0.25,2.5,1\n');
      return 'title: t\ndataset: { counts: { A: f1.csv } }\n';
    }, "f1.csv line 3, column 'positives': expected a whole number of positives ≥ 0, found '2.5' (a fractional count)"],
    ['counts: an extra column', () => {
      writeFileSync(join(dir, 'f2.csv'), 'score,positives,negatives,model\n0.5,3,2,A\n');
      return 'title: t\ndataset: { counts: { A: f2.csv } }\n';
    }, "f2.csv line 1: expected exactly the columns 'score', 'positives', 'negatives' (in any order), found the extra column 'model' (header: 'score', 'positives', 'negatives', 'model'); a table of all models is given as counts: file (docs/config.md)"],
    ['counts: totals differ between models', () => {
      writeFileSync(join(dir, 's100b.csv'), table('s100b'));
      writeFileSync(join(dir, 'wfns.csv'), table('wfns').replace(/\n1,(\d+),(\d+)\n/, (_, p, n) => `\n1,${p},${+n + 1}\n`));
      return `title: t\ndataset: ${counts({ s100b: '', wfns: '' })}\n`;
    }, "wfns.csv: expected the same totals as s100b.csv (model 's100b': 41 positives, 72 negatives), found 41 positives, 73 negatives (model 'wfns'): every model must be evaluated on the same examples"],
    ['counts: an infinite score', () => {
      writeFileSync(join(dir, 'f3.csv'), H + '0.5,3,2\n-Inf,1,1\n');
      return 'title: t\ndataset: { counts: { A: f3.csv } }\n';
    }, "f3.csv line 3, column 'score': expected a finite number, found '-Inf'"],
    ['counts: no negatives', () => {
      writeFileSync(join(dir, 'f4.csv'), H + '0.5,3,0\n');
      return 'title: t\ndataset: { counts: { A: f4.csv } }\n';
    }, "f4.csv, column 'negatives': expected at least one of the negatives, found a total of 0 over 1 row: ROC metrics need at least one positive and one negative"],
    ['counts: a missing file', () => 'title: t\ndataset: { counts: { A: nowhere.csv } }\n', 'nowhere.csv: cannot read the file: no such file'],
    ['counts: P and N in the config', () => 'title: t\ndataset: { counts: { A: f1.csv }, positives: 41, negatives: 72 }\n',
      "cfg.yaml: dataset.positives: 'positives' belongs to published ROC curves (dataset.roc); count tables (dataset.counts) give P and N by their sums (and 1 more problem)"],
    ['counts: thresholds for an unknown model', () => 'title: t\ndataset: { counts: { A: f1.csv } }\nthresholds: { B: [0.5] }\n', "cfg.yaml: thresholds.B: expected a model name (A), got 'B'"],
    ['parquet: a null score in the 2nd row group', () => {
      const c = parquetCols();
      c[1].data[56] = null;
      writeParquet(join(dir, 'p1.parquet'), c, { rowGroupSize: 50 });
      return 'title: t\ndataset: { path: p1.parquet, label: outcome }\n';
    }, "p1.parquet row 57, column 's100b': expected a number, found null"],
    ['parquet: label 2', () => {
      const c = parquetCols();
      c[0].data[8] = 2;
      writeParquet(join(dir, 'p2.parquet'), c);
      return 'title: t\ndataset: { path: p2.parquet, label: outcome }\n';
    }, "p2.parquet row 9, column 'outcome': expected a label 0 or 1 (set dataset.positive for other codings), found '2'"],
    ['parquet: a model column not in the file', () => {
      writeParquet(join(dir, 'p3.parquet'), parquetCols());
      return 'title: t\ndataset: { path: p3.parquet, label: outcome, models: [s100b, gcs] }\n';
    }, "p3.parquet: expected a score column 'gcs' (dataset.models) in the file, found columns 'outcome' (INT32), 's100b' (DOUBLE)"],
    ['parquet: LZO compression', () => {
      writeParquet(join(dir, 'p4.parquet'), parquetCols(), { codec: 'LZO', compressors: { LZO: (b: Uint8Array) => b } });
      return 'title: t\ndataset: { path: p4.parquet, label: outcome }\n';
    }, "p4.parquet, column 'outcome': expected a column uncompressed or compressed with Snappy, GZIP, Brotli, ZSTD or LZ4_RAW, found LZO compression (rewrite the file with one of them, e.g. DuckDB: COPY t TO 'x.parquet' (FORMAT parquet, COMPRESSION zstd))"],
    ['parquet: a CSV named .parquet', () => {
      writeFileSync(join(dir, 'p5.parquet'), asahText);
      return 'title: t\ndataset: { path: p5.parquet, label: outcome }\n';
    }, 'p5.parquet: cannot read the file as Parquet: parquet file invalid (footer != PAR1)'],
  ];
  for (const [name, make, expected] of cases) {
    it(name, async () => {
      writeFileSync(join(dir, 'cfg.yaml'), make());
      const previous = '{"previous": true}\n';
      writeFileSync(join(dir, 'prev.json'), previous);
      const r = await run(['compute', 'cfg.yaml', '--out', 'prev.json']);
      expect(r.err).toBe(`rocsite compute: ${expected}\n`);
      expect(r.code).toBe(1);
      expect(r.out).toBe('');
      expect(readFileSync(join(dir, 'prev.json'), 'utf8')).toBe(previous);
    });
  }
});
