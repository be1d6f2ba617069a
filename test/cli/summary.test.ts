/**
 * `check` names the models (abbreviated beyond eight) and the rows dropped; a column read as a model that looks like
 * an identifier (whole numbers, one per row) is warned about — in check and compute, never an error.
 */
import { describe, expect, it } from 'vitest';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { runCli } from '../helpers/cli';
import { tempFiles } from '../helpers/files';
import { datasetSummary, identifierColumns, modelNames } from '../../src/cli/summary';

const { write, dir } = tempFiles('rocsite-summary-');

/** patient_id (1001, 1002, …), y, news2 (0–12), ml (decimals); every 10th row has ml missing. */
function sepsis(rows: number): string {
  const lines = ['patient_id,sepsis,news2,ml'];
  for (let i = 0; i < rows; i++) lines.push(`${1001 + i},${i % 3 === 0 ? 1 : 0},${(i * 7) % 13},${i % 10 === 5 ? 'NA' : ((i * 37) % 100) / 100}`);
  return lines.join('\n') + '\n';
}

const ID_WARNING =
  "warning: s.yaml: Column 'patient_id' looks like an identifier (whole numbers, a different one on every row) but is read as a model: the config lists no models, so every numeric column is one; list the score columns in dataset.models (docs/config.md)";

describe('what check says', () => {
  it('names the models and the dropped rows', async () => {
    write('s.csv', sepsis(60));
    write('s.yaml', 'title: s\ndataset: { path: s.csv, label: sepsis, missing: drop }\n');
    const r = await runCli(['check', 's.yaml'], dir, {});
    expect(r.code).toBe(0);
    expect(r.out).toBe("rocsite: s.yaml: 3 models ('patient_id', 'news2', 'ml'), 18 positives, 36 negatives; 6 of 60 rows dropped for missing values (dataset.missing: drop) — OK\n");
    expect(r.err).toBe(`rocsite check: ${ID_WARNING}\n`);
  });

  it('compute warns as well, and writes the report', async () => {
    const r = await runCli(['compute', 's.yaml', '--out', 'r.json'], dir, {});
    expect(r.code).toBe(0);
    expect(r.err).toBe(`rocsite compute: ${ID_WARNING}\n`);
    expect(existsSync(join(dir, 'r.json'))).toBe(true);
  });

  it('no warning when the config lists the models', async () => {
    write('m.yaml', 'title: s\ndataset: { path: s.csv, label: sepsis, missing: drop, models: [news2, ml] }\n');
    const r = await runCli(['check', 'm.yaml'], dir, {});
    expect(r.out).toBe("rocsite: m.yaml: 2 models ('news2', 'ml'), 18 positives, 36 negatives; 6 of 60 rows dropped for missing values (dataset.missing: drop) — OK\n");
    expect(r.err).toBe('');
    const c = await runCli(['compute', 'm.yaml', '--out', 'm.json'], dir, {});
    expect(c.err).toBe('');
  });

  it('a thinned report (many distinct scores) still shows the identifier', async () => {
    write('big.csv', sepsis(6000).replace(/,NA\n/g, ',0.5\n'));
    write('b.yaml', 'title: s\ndataset: { path: big.csv, label: sepsis }\n');
    const r = await runCli(['compute', 'b.yaml', '--out', 'b.json'], dir, {});
    expect(r.err).toBe(`rocsite compute: ${ID_WARNING.replace('s.yaml', 'b.yaml')}\n`);
    // The warning is the report's own (it shows on the page too), not a second reading of the JSON.
    const json = JSON.parse(readFileSync(join(dir, 'b.json'), 'utf8')) as { warnings: { code: string; message: string }[] };
    expect(json.warnings.filter((w) => w.code === 'input.identifier-column').map((w) => w.message)).toEqual([ID_WARNING.replace('warning: s.yaml: ', '')]);
  }, 60_000);
});

describe('summary helpers', () => {
  it('model names: all up to eight, then abbreviated', () => {
    const names = Array.from({ length: 12 }, (_, i) => `m${i + 1}`);
    expect(modelNames(names.slice(0, 8))).toBe("'m1', 'm2', 'm3', 'm4', 'm5', 'm6', 'm7', 'm8'");
    expect(modelNames(names)).toBe("'m1', 'm2', 'm3', 'm4', 'm5', 'm6', 'm7' … and 5 more");
    expect(datasetSummary({ models: ['a'], P: 1, N: 1200 })).toBe("1 model ('a'), 1 positive, 1,200 negatives");
    expect(datasetSummary({ models: ['a'], P: 1, N: 1200, files: 1 })).toBe("1 model ('a'), 1 positive, 1,200 negatives");
    expect(datasetSummary({ models: ['a'], P: 1, N: 1200, files: 12, rows: 1203, dropped: 2 })).toBe(
      "1 model ('a'), 1 positive, 1,200 negatives from 12 files; 2 of 1,203 rows dropped for missing values (dataset.missing: drop)",
    );
  });

  it('identifiers: whole numbers, one distinct per row, enough rows', () => {
    const ids = Float64Array.from({ length: 30 }, (_, i) => 30 - i);
    const half = Float64Array.from({ length: 30 }, (_, i) => (30 - i) / 2);
    expect(identifierColumns([{ name: 'id', distinct: 30, scores: ids }, { name: 'half', distinct: 30, scores: half }, { name: 'tied', distinct: 29, scores: ids.slice(1) }], 30)).toEqual(['id']);
    expect(identifierColumns([{ name: 'id', distinct: 5, scores: ids.slice(0, 5) }], 5)).toEqual([]);
  });
});
