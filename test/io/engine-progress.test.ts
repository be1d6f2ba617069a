/**
 * The engine's progress bars move (src/lib/io/engine-sql.ts `tracked`): DuckDB reports a running query's progress only
 * with its progress-bar setting on, so without it the bars stayed at 0. The bar itself (drawing, TTY, CI) is
 * test/cli/progress.test.ts's; here progress.ts is replaced by a recorder and a 2·10⁶-row Parquet file (generated with
 * DuckDB, as the benchmark's) is counted, and a 4·10⁶-row count-table CSV read (src/lib/io/engine-counts.ts): each scan
 * runs long enough to be polled (every 200 ms).
 */
import { afterAll, describe, expect, it, vi } from 'vitest';
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { tempFiles } from '../helpers/files';
import { generate } from '../../bench/lib/gen';

const seen = new Map<string, number[]>();
vi.mock('../../src/lib/progress', () => ({
  startProgress: async (label: string) => {
    const updates: number[] = [];
    seen.set(label, updates);
    return { update: (d: number) => updates.push(d), tick: () => {}, stop: () => {} };
  },
  progressEnabled: () => true,
}));

const { dir } = tempFiles('rocsite-engine-progress-');
// The Parquet file is about 50 MB: removed after the test.
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('engine progress', () => {
  it('the counting and DeLong bars follow DuckDB\'s progress of the running scans (Parquet, 2·10⁶ rows × 3 models)', async () => {
    const file = join(dir, 'rows.parquet');
    await generate(2_000_000, file, 'parquet', 2);
    const { engineCountTables, lastDecline } = await import('../../src/lib/io/engine');
    const r = await engineCountTables(file, 'parquet', { label: 'y' }, {});
    expect(lastDecline).toBeUndefined();
    expect(r!.rows).toBe(2_000_000);
    const counting = seen.get('counting') ?? [];
    const delong = seen.get('DeLong sums') ?? [];
    // At least one poll saw a running scan, with a percentage in (0, 100].
    expect(counting.some((p) => p > 0 && p <= 100), `counting updates: ${counting.join(', ')}`).toBe(true);
    expect(delong.every((p) => p >= 0 && p <= 100), `DeLong updates: ${delong.join(', ')}`).toBe(true);
    // With missing: drop, the census of the rows kept has a bar of its own (src/lib/io/engine-drop.ts; here it may
    // end before the first poll).
    const dropped = await engineCountTables(file, 'parquet', { label: 'y', missing: 'drop' }, {});
    expect([lastDecline, dropped!.rows, dropped!.dropped]).toEqual([undefined, 2_000_000, 0]);
    const census = seen.get('missing values');
    expect(census?.every((p) => p >= 0 && p <= 100), `census updates: ${census?.join(', ')}`).toBe(true);
  }, 120_000);

  it('reading count-table files by the engine moves the reading bar (4·10⁶ rows of a count table, written by DuckDB)', async () => {
    const file = join(dir, 'counts.csv');
    const { DuckDBInstance } = await import('@duckdb/node-api');
    const inst = await DuckDBInstance.create(':memory:');
    const con = await inst.connect();
    // One row per example (scores with 5 decimals repeat across rows: the engine adds them up).
    await con.run('SELECT setseed(0.42)');
    await con.run(`COPY (SELECT round(random(), 5) AS score, (i % 3 = 0)::INTEGER AS positives, (i % 3 <> 0)::INTEGER AS negatives FROM range(4000000) t(i)) TO '${file}' (FORMAT csv, HEADER true)`);
    con.closeSync();
    inst.closeSync();
    const { engineCountsTable, lastCountsDecline } = await import('../../src/lib/io/engine-counts');
    const t = await engineCountsTable([file]);
    expect(lastCountsDecline).toBeUndefined();
    expect(t!.P + t!.N).toBe(4_000_000);
    const reading = seen.get('reading') ?? [];
    expect(reading.some((p) => p > 0 && p <= 100), `reading updates: ${reading.join(', ')}`).toBe(true);
  }, 120_000);
});
