/**
 * No Parquet file may hang rocsite. test/fixtures/parquet/flipped-page-header.parquet is valid.parquet with one byte
 * of the first data page header changed (byte 34, 0x15 → 0x05): the DataPageHeaderV2 loses its required fields and
 * hyparquet alone loops forever. rocsite refuses it from its page header checks; the watchdog stops the decoder if
 * the checks are passed by; and fast-check byte mutations of the valid file end in a value or an InputError, each
 * within a time budget. Seeds are fixed so a failure reproduces.
 */
import { spawnSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import { asyncBufferFromFile, parquetMetadataAsync } from 'hyparquet';
import { describe, expect, it } from 'vitest';
import { InputError } from '../../src/lib/io/errors';
import { parquetBudgetMs, readColumnsWatched } from '../../src/lib/io/parquet-guard';
import { readScoresParquet } from '../../src/lib/io/parquet';
import { readCountsParquet } from '../../src/lib/io/counts-parquet';
import { writeParquet } from '../helpers/parquet';
import { DuckDBInstance } from '@duckdb/node-api';
import { MetricInputError } from '../../src/lib/metrics/errors';
import { root } from '../helpers/cli';
import { tempFiles } from '../helpers/files';

const dir = join(root, 'test/fixtures/parquet');
const valid = join(dir, 'valid.parquet');
const flipped = join(dir, 'flipped-page-header.parquet');
const RUNS = 2000;
/** Budget of one case (a few ms are typical; the budget allows a slow, busy machine). */
const CASE_MS = 3000;

async function withinBudget<T>(p: Promise<T>, ms: number): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`a case took longer than ${ms} ms`)), ms);
  });
  try {
    return await Promise.race([p, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

describe('a corrupt Parquet page header', () => {
  it('the fixtures: one byte apart (34: 0x15 → 0x05)', () => {
    const a = readFileSync(valid);
    const b = readFileSync(flipped);
    expect(b.length).toBe(a.length);
    const diff = [...a.keys()].filter((i) => a[i] !== b[i]);
    expect(diff).toEqual([34]);
    expect([a[34], b[34]]).toEqual([0x15, 0x05]);
  });

  it('hangs hyparquet alone (a child process killed after 3 s), reads fine when intact', () => {
    const script = `import { asyncBufferFromFile, parquetRead } from 'hyparquet';
      const file = await asyncBufferFromFile(process.argv[1]);
      await parquetRead({ file, onComplete: (rows) => console.log('rows', rows.length) });`;
    const run = (f: string) => spawnSync(process.execPath, ['--input-type=module', '-e', script, f], { cwd: root, timeout: 3000, encoding: 'utf8' });
    const ok = run(valid);
    expect(ok.stdout.trim()).toBe('rows 20');
    const hung = run(flipped);
    expect(hung.signal).toBe('SIGTERM'); // killed by the timeout: it never finished
    expect(hung.stdout).toBe('');
  }, 20_000);

  it('rocsite: a clear error naming the file, row group, column and byte, at once', async () => {
    const t0 = performance.now();
    const e = await readScoresParquet(flipped, { label: 'y', shown: 'flipped-page-header.parquet' }).catch((x: unknown) => x);
    expect(e).toBeInstanceOf(InputError);
    expect((e as Error).message).toBe(
      "flipped-page-header.parquet, column 'y': cannot read the file as Parquet: row group 1: the page header at byte 27: its data page (v2) header lacks a required field (num_values, num_nulls, num_rows, encoding or a level length)",
    );
    expect(performance.now() - t0).toBeLessThan(2000);
  });

  it('the watchdog: the decoder, handed the file past the checks, is stopped at its budget, naming the row group', async () => {
    const metadata = await parquetMetadataAsync(await asyncBufferFromFile(flipped));
    const t0 = performance.now();
    const e = await readColumnsWatched(flipped, 'flipped-page-header.parquet', 374, metadata, ['y', 'A'], { budgetMs: 1000 }).catch((x: unknown) => x);
    const ms = performance.now() - t0;
    expect(e).toBeInstanceOf(InputError);
    expect((e as Error).message).toBe('flipped-page-header.parquet: cannot read the file as Parquet: decoding row group 1 took longer than 1 s (a corrupt file?); stopped');
    expect(ms).toBeGreaterThanOrEqual(900);
    expect(ms).toBeLessThan(5000);
    // The next read gets a fresh worker.
    const ok = await readScoresParquet(valid, { label: 'y' });
    expect(ok.labels.length).toBe(20);
  }, 20_000);

  it('the budget: 30 s plus 1 s per MiB', () => {
    expect(parquetBudgetMs(0)).toBe(30_000);
    expect(parquetBudgetMs(2 ** 20)).toBe(31_000);
    expect(parquetBudgetMs(100 * 2 ** 20)).toBe(130_000);
  });
});

/**
 * Byte mutations (1–4 bytes, from `values`) of `bytes` read by `read`: each case ends in a value or an InputError
 * (MetricInputError too) within CASE_MS; both outcomes occur, so the mutations reach the data as well as the metadata.
 */
async function fuzz(bytes: Buffer, read: (file: string) => Promise<unknown>, runs: number, seed: number, values = fc.integer({ min: 0, max: 255 })): Promise<void> {
  const t = tempFiles('rocsite-parquet-fuzz-');
  let n = 0;
  const outcomes = { value: 0, error: 0 };
  const mutation = fc.array(fc.tuple(fc.nat({ max: bytes.length - 1 }), values), { minLength: 1, maxLength: 4 });
  await fc.assert(
    fc.asyncProperty(mutation, async (m) => {
      const b = Buffer.from(bytes);
      for (const [i, v] of m) b[i] = v;
      const file = join(t.dir, `m${n++ % 8}.parquet`);
      writeFileSync(file, b);
      try {
        await withinBudget(read(file), CASE_MS);
        outcomes.value++;
      } catch (e) {
        if (!(e instanceof InputError || e instanceof MetricInputError)) throw e;
        outcomes.error++;
      }
    }),
    { numRuns: runs, seed, endOnFailure: true },
  );
  expect(outcomes.value).toBeGreaterThan(0);
  expect(outcomes.error).toBeGreaterThan(0);
}

describe('fuzz: byte mutations of a valid Parquet file', () => {
  it(`only InputError (or a value), each case within ${CASE_MS} ms (${RUNS} cases)`, async () => {
    const values = fc.oneof(fc.integer({ min: 0, max: 255 }), fc.constantFrom(0, 0xff, 0x15, 0x05, 0x7f, 0x80));
    await fuzz(readFileSync(valid), (file) => readScoresParquet(file, { label: 'y' }), RUNS, 20261125, values);
  }, 120_000);
});

describe('fuzz: byte mutations of a valid count-table Parquet file', () => {
  it(`only InputError (or a value), each case within ${CASE_MS} ms (500 cases)`, async () => {
    // 40 rows in two row groups: DOUBLE scores, INT64 and INT32 counts (the count-table reader's own checks and values).
    const file = writeParquet(join(tempFiles('rocsite-parquet-counts-').dir, 'counts.parquet'), [
      { name: 'score', data: Array.from({ length: 40 }, (_, i) => i / 40), type: 'DOUBLE' },
      { name: 'positives', data: Array.from({ length: 40 }, (_, i) => BigInt(i % 3)), type: 'INT64' },
      { name: 'negatives', data: Array.from({ length: 40 }, (_, i) => (i * 7) % 5), type: 'INT32' },
    ], { rowGroupSize: 20 });
    expect((await readCountsParquet(file)).P).toBe(39);
    await fuzz(readFileSync(file), (f) => readCountsParquet(f), 500, 20261128);
  }, 60_000);
});

describe('fuzz: byte mutations of ZSTD, GZIP and Brotli pages (decoded by hyparquet-compressors)', () => {
  it(`only InputError (or a value), each case within ${CASE_MS} ms (3 × 300 cases)`, async () => {
    const t = tempFiles('rocsite-parquet-codec-fuzz-');
    const inst = await DuckDBInstance.create(':memory:', { threads: '1' });
    const c = await inst.connect();
    for (const codec of ['zstd', 'gzip', 'brotli']) {
      await c.run(`COPY (SELECT (i % 3 = 0)::INTEGER AS y, i / 7 AS s FROM range(60) t(i)) TO '${join(t.dir, `${codec}.parquet`)}' (FORMAT parquet, COMPRESSION ${codec}, ROW_GROUP_SIZE 30)`);
    }
    c.closeSync();
    inst.closeSync();
    for (const [k, codec] of ['zstd', 'gzip', 'brotli'].entries()) {
      const file = join(t.dir, `${codec}.parquet`);
      expect((await readScoresParquet(file, { label: 'y' })).labels.length).toBe(60);
      await fuzz(readFileSync(file), (f) => readScoresParquet(f, { label: 'y' }), 300, 20261128 + k);
    }
  }, 120_000);
});
