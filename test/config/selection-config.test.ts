import { readFileSync } from 'node:fs';
/**
 * Validation and test parts for model selection (dataset.split, dataset.test { path | counts }): the config keys, the
 * routing of rows, the errors, and that every metric of models[] is the test part's.
 */
import { describe, expect, it } from 'vitest';
import { join } from 'node:path';
import { parseConfig } from '../../src/lib/config/load';
import { buildReport } from '../../src/lib/report/build';
import { rejection, tempFiles } from '../helpers/files';
import { writeParquet } from '../helpers/parquet';

const env = { SOURCE_DATE_EPOCH: '1700000000' };
const scen = `scenarios:
  - { name: s, precision: 0.5, capacity: "50%", cost: { t: [0.3, 0.7] } }
`;
// 6 validation rows (P 2, N 4) and 6 test rows (P 3, N 3), two models.
const rows = [
  ['validation', 1, 0.9, 0.2],
  ['validation', 0, 0.8, 0.1],
  ['validation', 1, 0.3, 0.7],
  ['validation', 0, 0.2, 0.6],
  ['validation', 0, 0.1, 0.5],
  ['validation', 0, 0.05, 0.4],
  ['test', 1, 0.9, 0.3],
  ['test', 1, 0.7, 0.9],
  ['test', 0, 0.6, 0.8],
  ['test', 1, 0.4, 0.2],
  ['test', 0, 0.3, 0.1],
  ['test', 0, 0.2, 0.5],
] as const;
const csv = (rs: readonly (readonly (string | number)[])[], withSplit = true) =>
  `${withSplit ? 'part,' : ''}y,a,b\n${rs.map((r) => (withSplit ? r : r.slice(1)).join(',')).join('\n')}\n`;

/** AUROC of raw rows by pair counting (independent of src/). */
function aurocOf(labels: number[], scores: number[]): number {
  let s = 0;
  let n = 0;
  labels.forEach((yi, i) =>
    labels.forEach((yj, j) => {
      if (yi === 1 && yj === 0) {
        n++;
        s += scores[i] > scores[j] ? 1 : scores[i] === scores[j] ? 0.5 : 0;
      }
    }),
  );
  return s / n;
}

describe('config keys', () => {
  const base = 'title: x\n';
  const err = (text: string) => {
    try {
      parseConfig(text, 'x.yaml', '/d');
    } catch (e) {
      return (e as Error).message;
    }
    throw new Error('expected an error');
  };
  it('split, test path and test counts normalize to parts; strategies default to all four', () => {
    const a = parseConfig(`${base}dataset: { path: a.csv, label: y, split: { column: part, validation: v, test: 2 } }`, 'x.yaml', '/d');
    expect(a.config.parts).toEqual({ kind: 'split', column: 'part', validation: 'v', test: '2' });
    expect(a.config.strategies).toEqual(['partialVoros', 'voros', 'recall', 'partialAurocInRegion']);
    const b = parseConfig(`${base}dataset: { path: a.csv, label: y, test: { path: t.parquet } }\nselection: { strategies: [recall] }`, 'x.yaml', '/d');
    expect(b.config.parts).toMatchObject({ kind: 'file', format: 'parquet' });
    expect(b.inputs.map((i) => i.rel)).toEqual(['a.csv', 't.parquet']);
    expect(b.config.strategies).toEqual(['recall']);
    const c = parseConfig(`${base}dataset: { counts: { m: v.csv }, test: { counts: { m: t.csv } } }`, 'x.yaml', '/d');
    expect(c.config.parts).toMatchObject({ kind: 'counts', models: [{ name: 'm' }] });
  });
  it('ROC-point input: selection is not available, a clear config error', () => {
    const m = err(`${base}dataset: { roc: { m: m.csv }, positives: 10, negatives: 90, test: { path: t.csv } }`);
    expect(m).toContain('x.yaml: dataset.test: model selection needs thresholds, and published ROC curves (dataset.roc) have none');
    expect(err(`${base}dataset: { roc: { m: m.csv }, positives: 10, negatives: 90, split: { column: p, validation: v, test: t } }`)).toContain('dataset.split: model selection needs thresholds');
  });
  it('other mistakes name the key', () => {
    expect(err(`${base}dataset: { path: a.csv, label: y, split: { column: p, validation: v, test: t }, test: { path: t.csv } }`)).toContain("dataset.test: expected either 'split'");
    expect(err(`${base}dataset: { path: a.csv, label: y, split: { column: p, validation: v, test: v } }`)).toContain('dataset.split.test: expected different values');
    expect(err(`${base}dataset: { path: a.csv, label: y, test: { counts: { m: t.csv } } }`)).toContain('dataset.test: expected test: { path: test.csv }');
    expect(err(`${base}dataset: { counts: { m: v.csv }, test: { counts: { n: t.csv } } }`)).toContain("dataset.test.counts: expected one count table for each model of dataset.counts ('m'), got 'n'");
    expect(err(`${base}dataset: { path: a.csv, label: y }\nselection: {}`)).toContain('selection: model selection needs a validation and a test part');
  });
});

describe('parts in a report', () => {
  it('split: rows routed by the column; models[] are computed on the test part and the report says so', async () => {
    const f = tempFiles('rocsite-split-');
    f.write('d.csv', csv(rows));
    const cfg = f.write('c.yaml', `title: t\ndataset: { path: d.csv, label: y, split: { column: part, validation: validation, test: test } }\n${scen}`);
    const { report } = await buildReport(cfg, { env, cwd: f.dir });
    expect(report.dataset).toMatchObject({ positives: 3, negatives: 3, rows: 12 });
    expect(report.dataset.parts).toMatchObject({ source: 'split', validation: { positives: 2, negatives: 4 }, test: { positives: 3, negatives: 3 } });
    expect(report.dataset.parts!.note).toMatch(/computed on the test part \(6 cases\)/);
    const test = rows.filter((r) => r[0] === 'test');
    expect(report.models.map((m) => m.name)).toEqual(['a', 'b']);
    expect(report.models[0].auroc).toBeCloseTo(aurocOf(test.map((r) => r[1]), test.map((r) => r[2])), 15);
    expect(report.models[1].auroc).toBeCloseTo(aurocOf(test.map((r) => r[1]), test.map((r) => r[3])), 15);
    expect(report.selection!.map((e) => e.strategy)).toEqual(['partialVoros', 'voros', 'recall', 'partialAurocInRegion']);
    expect(report.recommendations).toHaveLength(1);
  });

  it("with a bootstrap: the split report's paired test and intervals are those of a report of the test rows alone", async () => {
    const f = tempFiles('rocsite-split-boot-');
    f.write('d.csv', csv(rows));
    f.write('t.csv', csv(rows.filter((r) => r[0] === 'test'), false));
    const boot = 'uncertainty: { bootstrap: 40, seed: 2 }\n';
    const report = async (name: string, text: string) => (await buildReport(f.write(name, text), { env, cwd: f.dir })).report;
    const split = await report('s.yaml', `title: t\ndataset: { path: d.csv, label: y, split: { column: part, validation: validation, test: test } }\n${scen}${boot}`);
    const alone = await report('a.yaml', `title: t\ndataset: { path: t.csv, label: y }\n${scen}${boot}`);
    expect(split.comparisons).toHaveLength(1);
    expect(split.comparisons).toEqual(alone.comparisons);
    expect(split.models[0].intervals!.auroc.map((i) => i.method)).toEqual(['delong', 'bootstrap']);
    expect(split.models.map((m) => m.intervals)).toEqual(alone.models.map((m) => m.intervals));
  });

  it('a second file (CSV or Parquet) and count tables per part give the same selection as the split', async () => {
    const f = tempFiles('rocsite-parts-');
    f.write('d.csv', csv(rows));
    f.write('v.csv', csv(rows.filter((r) => r[0] === 'validation'), false));
    f.write('t.csv', csv(rows.filter((r) => r[0] === 'test'), false));
    const t = rows.filter((r) => r[0] === 'test');
    writeParquet(join(f.dir, 't.parquet'), [
      { name: 'y', data: t.map((r) => r[1]), type: 'INT32' },
      { name: 'a', data: t.map((r) => r[2]), type: 'DOUBLE' },
      { name: 'b', data: t.map((r) => r[3]), type: 'DOUBLE' },
    ]);
    // Count tables: one row per distinct score (every score here is distinct).
    const counts = (part: string, k: number) =>
      `score,positives,negatives\n${rows.filter((r) => r[0] === part).map((r) => `${r[k]},${r[1]},${1 - (r[1] as number)}`).join('\n')}\n`;
    f.write('va.csv', counts('validation', 2));
    f.write('vb.csv', counts('validation', 3));
    f.write('ta.csv', counts('test', 2));
    f.write('tb.csv', counts('test', 3));
    const run = async (dataset: string) =>
      (await buildReport(f.write(`c${Math.random()}.yaml`, `title: t\ndataset: ${dataset}\n${scen}`), { env, cwd: f.dir })).report;
    const split = await run('{ path: d.csv, label: y, split: { column: part, validation: validation, test: test } }');
    const file = await run('{ path: v.csv, label: y, test: { path: t.csv } }');
    const parquet = await run('{ path: v.csv, label: y, test: { path: t.parquet } }');
    const cts = await run('{ counts: { a: va.csv, b: vb.csv }, test: { counts: { a: ta.csv, b: tb.csv } } }');
    expect(file.selection).toEqual(split.selection);
    expect(parquet.selection).toEqual(split.selection);
    expect(cts.selection).toEqual(split.selection);
    expect(cts.dataset.parts!.source).toBe('counts');
    // Count tables in partitions (a list of files per model, added up per score), in both parts.
    const half = (text: string, h: 0 | 1) => {
      const [head, ...body] = text.trim().split('\n');
      return `${head}\n${body.filter((_, i) => i % 2 === h).join('\n')}\n`;
    };
    for (const n of ['va', 'vb', 'ta', 'tb']) {
      const text = readFileSync(join(f.dir, `${n}.csv`), 'utf8');
      f.write(`${n}0.csv`, half(text, 0));
      f.write(`${n}1.csv`, half(text, 1));
    }
    const parted = await run('{ counts: { a: [va0.csv, va1.csv], b: [vb0.csv, vb1.csv] }, test: { counts: { a: [ta0.csv, ta1.csv], b: [tb0.csv, tb1.csv] } } }');
    expect(parted.selection).toEqual(split.selection);
    // The embedded engine reduces a whole file to one table: with parts, the reference readers route the rows.
    const saved = process.env.ROCSITE_ENGINE;
    process.env.ROCSITE_ENGINE = 'duckdb';
    try {
      const engine = await run('{ path: d.csv, label: y, split: { column: part, validation: validation, test: test } }');
      expect(engine.selection).toEqual(split.selection);
      expect(engine.models).toEqual(split.models);
    } finally {
      if (saved === undefined) delete process.env.ROCSITE_ENGINE;
      else process.env.ROCSITE_ENGINE = saved;
    }
  });

  it('parts without scenarios: a warning, no selection; missing values dropped per row across parts', async () => {
    const f = tempFiles('rocsite-split-noscen-');
    f.write('d.csv', `${csv(rows)}test,1,NA,0.3\n`);
    const cfg = f.write('c.yaml', 'title: t\ndataset: { path: d.csv, label: y, missing: drop, split: { column: part, validation: validation, test: test } }\n');
    const { report } = await buildReport(cfg, { env, cwd: f.dir });
    expect(report.selection).toBeUndefined();
    const codes = report.warnings.map((w) => w.code);
    expect(codes).toContain('input.rows-dropped');
    expect(codes).toContain('selection.no-scenarios');
    expect(report.dataset).toMatchObject({ positives: 3, negatives: 3, rows: 13, dropped: 1 });
  });

  it('a split value that is neither part is an error naming the line; so is a part without both classes', async () => {
    const f = tempFiles('rocsite-split-bad-');
    const bad = rows.map((r, i) => (i === 4 ? ['train', ...r.slice(1)] : r));
    f.write('d.csv', csv(bad));
    const cfg = f.write('c.yaml', `title: t\ndataset: { path: d.csv, label: y, split: { column: part, validation: validation, test: test } }\n${scen}`);
    const m = await rejection(buildReport(cfg, { env, cwd: f.dir }));
    // Header is line 1, so row index 4 is line 6.
    expect(m).toMatch(/d\.csv line 6.*part.*expected the part 'validation' \(validation\) or 'test' \(test\).*'train'/);
    f.write('e.csv', csv(rows.map((r) => (r[0] === 'test' && r[1] === 0 ? ['validation', ...r.slice(1)] : r))));
    const cfg2 = f.write('c2.yaml', `title: t\ndataset: { path: e.csv, label: y, split: { column: part, validation: validation, test: test } }\n${scen}`);
    expect(await rejection(buildReport(cfg2, { env, cwd: f.dir }))).toMatch(/e\.csv.*expected both classes in the test \('test'\) part, found only positives/);
    f.write('f.csv', csv(rows));
    const cfg3 = f.write('c3.yaml', `title: t\ndataset: { path: f.csv, label: y, split: { column: nope, validation: validation, test: test } }\n${scen}`);
    expect(await rejection(buildReport(cfg3, { env, cwd: f.dir }))).toMatch(/expected a split column 'nope'/);
  });
});
