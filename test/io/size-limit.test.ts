/**
 * The reference readers' size limit (MAX_SCORES, docs/config.md, Limits), lowered here to 1,000 scores so that small
 * files reach it: when the embedded engine declined the files, the limit's message says why (it has no such limit);
 * a rejected row of a Parquet dataset or a CSV file is reported at that row instead (src/lib/io/engine-locate.ts); the limit holds
 * whatever the path.
 */
import { describe, expect, it, vi } from 'vitest';
import { writeFileSync } from 'node:fs';
import { tempFiles } from '../helpers/files';
import { writeParquet } from '../helpers/parquet';
import { engineJson } from '../helpers/engine';

vi.mock('../../src/lib/limits', async (original) => ({ ...(await original<typeof import('../../src/lib/limits')>()), MAX_SCORES: 1000 }));

const { dir } = tempFiles('rocsite-size-limit-');
const K = 600; // rows × 2 models = 1,200 scores
const y = Array.from({ length: K }, (_, i) => (i % 3 === 0 ? 1 : 0));
const a = Array.from({ length: K }, (_, i) => ((i * 37) % 101) / 100);
const b = Array.from({ length: K }, (_, i) => (i === 550 ? NaN : ((i * 53) % 97) / 100));

async function errorOf(cfg: string, dataset: string, engine: 'duckdb' | 'js'): Promise<string | undefined> {
  writeFileSync(`${dir}/${cfg}`, `title: Limit\ndataset: ${dataset}\n`);
  try {
    await engineJson(`${dir}/${cfg}`, engine);
    return undefined;
  } catch (e) {
    return (e as Error).message;
  }
}

describe('the reference readers\' size limit after the engine declined', () => {
  it('CSV: a rejected record is reported at its line, not at the limit; a file the engine cannot judge row by row reaches the limit, with the reason', async () => {
    writeFileSync(`${dir}/s.csv`, `y,a,b\n${y.map((v, i) => `${v},${a[i]},${Number.isNaN(b[i]) ? 'NaN' : b[i]}`).join('\n')}\n`);
    const limit = `${dir}/s.csv line 502: more than 1,000 scores (data rows × 2 models; the limit of docs/config.md, Limits)`;
    expect(await errorOf('c1.yaml', '{ path: s.csv, label: y }', 'js')).toBe(limit);
    expect(await errorOf('c1.yaml', '{ path: s.csv, label: y }', 'duckdb')).toBe(`${dir}/s.csv line 552, column 'b': expected a number, found 'NaN'`);
    // A negative written two ways past the limit (judged over rows: no row located) and no bad score.
    writeFileSync(`${dir}/t.csv`, `y,a,b\n${y.map((v, i) => `${v ? 'yes' : i === 550 ? 'No' : 'no'},${a[i]},${a[i]}`).join('\n')}\n`);
    expect(await errorOf('c2.yaml', '{ path: t.csv, label: y, positive: "yes" }', 'duckdb')).toBe(
      `${limit.replace('/s.csv', '/t.csv')}; the embedded engine, which counts rows without holding them, declined these files: a label value the label rule rejects`,
    );
  });

  it('Parquet: a rejected row is reported at that row, not at the limit; a file the engine cannot judge row by row reaches the limit, with the reason', async () => {
    writeParquet(`${dir}/s.parquet`, [
      { name: 'y', data: y, type: 'INT32' },
      { name: 'a', data: a, type: 'DOUBLE' },
      { name: 'b', data: b, type: 'DOUBLE' },
    ], { rowGroupSize: 100 });
    const limit = `${dir}/s.parquet: cannot read the file as Parquet: the file declares 600 rows × 2 models, more than the limit of 1,000 scores (docs/config.md, Limits)`;
    expect(await errorOf('p1.yaml', '{ path: s.parquet, label: y }', 'js')).toBe(limit);
    expect(await errorOf('p1.yaml', '{ path: s.parquet, label: y }', 'duckdb')).toBe(`${dir}/s.parquet row 551, column 'b': expected a number, found NaN`);
    // A negative written two ways (judged over rows: no row located) and no bad score.
    writeParquet(`${dir}/t.parquet`, [
      { name: 'y', data: y.map((v, i) => (v ? 'yes' : i === 400 ? 'No' : 'no')), type: 'STRING' },
      { name: 'a', data: a, type: 'DOUBLE' },
      { name: 'b', data: a, type: 'DOUBLE' },
    ]);
    expect(await errorOf('p2.yaml', '{ path: t.parquet, label: y, positive: "yes" }', 'duckdb')).toBe(
      `${limit.replace('/s.parquet', '/t.parquet')}; the embedded engine, which counts rows without holding them, declined these files: a label value the label rule rejects`,
    );
  });
});
