/**
 * The reference readers' progress bar (src/lib/io/read-scores.ts): one 'reading' bar over all files of a dataset, in
 * MB read for CSV and in files for Parquet. progress.ts is replaced by a recorder (the drawing is
 * test/cli/progress.test.ts's).
 */
import { describe, expect, it, vi } from 'vitest';
import { statSync } from 'node:fs';
import { join } from 'node:path';
import { tempFiles } from '../helpers/files';
import { writeParquet } from '../helpers/parquet';

const bars: { label: string; total: number; unit?: string; updates: number[]; ticks: number; stopped: boolean }[] = [];
vi.mock('../../src/lib/progress', () => ({
  startProgress: async (label: string, total: number, o: { unit?: string } = {}) => {
    const bar = { label, total, unit: o.unit, updates: [] as number[], ticks: 0, stopped: false };
    bars.push(bar);
    return { update: (d: number) => bar.updates.push(d), tick: () => void bar.ticks++, stop: () => void (bar.stopped = true) };
  },
  progressEnabled: () => true,
}));

const { write, dir } = tempFiles('rocsite-read-progress-');

describe('reading progress', () => {
  it('CSV: one bar over the bytes of all files, moving up to the total, stopped at the end', async () => {
    const { readScoresFiles } = await import('../../src/lib/io/read-scores');
    // Three files of about 1.3 MB each (120,000 rows of 'y,score').
    const rows = (k: number) => `y,s\n${Array.from({ length: 40_000 }, (_, i) => `${(i + k) % 2},${((i * 7919 + k) % 100_000) / 100_000}`).join('\n')}\n`;
    const files = [0, 1, 2].map((k) => write(`p${k}.csv`, rows(k)));
    const bytes = files.reduce((a, f) => a + statSync(f).size, 0);
    bars.length = 0;
    const d = await readScoresFiles('csv', files.map((abs) => ({ abs, shown: abs })), 'p0.csv (and 2 more)', { label: 'y' });
    expect(d.rows).toBe(120_000);
    expect(bars.map((b) => [b.label, b.total, b.unit])).toEqual([['reading', Math.ceil(bytes / 1e6), 'MB']]);
    const u = bars[0].updates;
    expect(u.every((x, i) => i === 0 || x >= u[i - 1])).toBe(true);
    expect(u[u.length - 1]).toBe(Math.floor(bytes / 1e6));
    expect(bars[0].stopped).toBe(true);
  });

  it('Parquet: one tick per file; an error still stops the bar', async () => {
    const { readScoresFiles } = await import('../../src/lib/io/read-scores');
    const pq = (name: string, y: (number | null)[]) => writeParquet(join(dir, name), [{ name: 'y', data: y, type: 'INT32' }, { name: 's', data: y.map((v, i) => (v === null ? 0.5 : i / 10)), type: 'DOUBLE' }]);
    const files = [pq('a.parquet', [1, 0]), pq('b.parquet', [0, 1, 1])];
    bars.length = 0;
    await readScoresFiles('parquet', files.map((abs) => ({ abs, shown: abs })), 'a.parquet (and 1 more)', { label: 'y' });
    expect(bars.map((b) => [b.label, b.total, b.unit, b.ticks, b.stopped])).toEqual([['reading', 2, 'files', 2, true]]);
    bars.length = 0;
    const bad = pq('c.parquet', [1, null]);
    await expect(readScoresFiles('parquet', [files[0], bad].map((abs) => ({ abs, shown: 'x' })), 'x', { label: 'y' })).rejects.toThrow(/expected a label/);
    expect(bars.map((b) => [b.ticks, b.stopped])).toEqual([[1, true]]);
  });

  it('count tables read by the reference reader: one bar over the bytes of all models\' files, stopped at the end', async () => {
    const { buildReport } = await import('../../src/lib/report/build');
    // Model b in two partitions of about 0.9 MB each, a in one file: below the engine's size, so csv-parse reads them.
    const table = (k: number) => `score,positives,negatives\n${Array.from({ length: 60_000 }, (_, i) => `${(i * 2 + k) / 120_001},${(i + k) % 3},${(i + k + 1) % 2}`).join('\n')}\n`;
    write('ca.csv', `score,positives,negatives\n${Array.from({ length: 120_000 }, (_, i) => `${i / 120_001},${i % 3},${(i + 1) % 2}`).join('\n')}\n`);
    const parts = [0, 1].map((k) => write(`cb${k}.csv`, table(k)));
    const cfg = write('counts.yaml', 'title: t\ndataset: { counts: { a: ca.csv, b: [cb0.csv, cb1.csv] } }\nvoros: [[0, 1]]\n');
    const saved = process.env.ROCSITE_ENGINE;
    process.env.ROCSITE_ENGINE = 'js';
    bars.length = 0;
    try {
      await buildReport(cfg, { env: { SOURCE_DATE_EPOCH: '0' } });
    } finally {
      if (saved === undefined) delete process.env.ROCSITE_ENGINE;
      else process.env.ROCSITE_ENGINE = saved;
    }
    const reading = bars.filter((b) => b.label === 'reading');
    const bytes = [join(dir, 'ca.csv'), ...parts].reduce((a, f) => a + statSync(f).size, 0);
    expect(reading.map((b) => [b.total, b.unit, b.stopped])).toEqual([[Math.ceil(bytes / 1e6), 'MB', true]]);
    const u = reading[0].updates;
    expect(u.every((x, i) => i === 0 || x >= u[i - 1])).toBe(true);
    expect(u[u.length - 1]).toBe(Math.floor(bytes / 1e6));
  });
});
