/**
 * The Parquet decoding threads (src/lib/io/parquet-worker.ts): a thread started ahead of its file decodes it, a
 * thread that answered is reused for the next file, and a waiting thread that ended is never handed out.
 */
import { join } from 'node:path';
import type { Worker } from 'node:worker_threads';
import { describe, expect, it } from 'vitest';
import { prewarmParquetWorker, releaseParquetWorker, takeParquetWorker } from '../../src/lib/io/parquet-worker';

const VALID = join(__dirname, '..', 'fixtures', 'parquet', 'valid.parquet');

/** Sends one file to `w`; resolves with its messages up to the answer. */
function decode(w: Worker, columns: string[]): Promise<{ rowGroup?: number; chunks?: { columnName: string; values: ArrayLike<unknown>; nulls?: Uint8Array }[]; error?: string }[]> {
  const seen: { rowGroup?: number; chunks?: { columnName: string; values: ArrayLike<unknown>; nulls?: Uint8Array }[]; error?: string }[] = [];
  return new Promise((resolve, reject) => {
    w.on('error', reject);
    w.on('message', (m) => {
      seen.push(m);
      if (m.rowGroup === undefined) resolve(seen);
    });
    w.postMessage({ file: VALID, columns, groups: [[0, 20]] });
  });
}

describe('Parquet decoding threads', () => {
  it('a thread started ahead decodes the file, says which row group it starts, and is reused after answering', async () => {
    prewarmParquetWorker();
    const w = takeParquetWorker();
    const messages = await decode(w, ['y', 'A']);
    expect(messages[0]).toEqual({ rowGroup: 0 });
    const answer = messages.at(-1)!;
    expect(answer.error).toBeUndefined();
    expect(answer.chunks!.map((c) => c.columnName)).toEqual(['y', 'A']);
    expect(Array.from(answer.chunks![0].values).length).toBe(20);
    releaseParquetWorker(w, true);
    const again = takeParquetWorker();
    expect(again).toBe(w);
    releaseParquetWorker(again, false); // terminated, not kept
    const fresh = takeParquetWorker();
    expect(fresh).not.toBe(w);
    releaseParquetWorker(fresh, false);
  });

  it('a waiting thread that ended leaves the pool: the next file gets a new thread that decodes it', async () => {
    prewarmParquetWorker();
    const w = takeParquetWorker();
    releaseParquetWorker(w, true); // waiting again
    await w.terminate(); // ends while waiting (no listener of the caller left)
    const next = takeParquetWorker();
    expect(next).not.toBe(w);
    const messages = await decode(next, ['A']);
    expect(messages.at(-1)!.chunks!.map((c) => c.columnName)).toEqual(['A']);
    releaseParquetWorker(next, false);
  });
});
