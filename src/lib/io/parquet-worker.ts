/**
 * The thread that decodes Parquet column data (hyparquet) under parquet-guard.ts's watchdog. A module of its own,
 * which does not load the decoder: a reader starts the thread ({@link prewarmParquetWorker}) as soon as it knows it
 * will read a Parquet file, and the thread imports the decoder at once, on the other core, while this thread loads
 * it too and checks the file's metadata and page headers (a tiny Parquet compute: about 0.05 s less).
 */
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import { PARQUET_HEAP_MB } from '../limits';
import { unscaledDecimals } from './parquet-decimal';
import { packValues } from './parquet-pack';

/**
 * The thread: imports the decoder when it starts, then for each message decodes the requested row groups one by one,
 * saying which one it starts (`{ rowGroup }`), and returns the chunks (`{ chunks }`, each column's values packed:
 * parquet-pack.ts) or the error (`{ error }`). With
 * `compressed` (a column uses a codec beyond hyparquet's own: file-format.ts) it imports hyparquet-compressors first.
 */
const SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const decoder = import(workerData.url);
decoder.catch(() => {}); // reported with the first file
const unscaledDecimals = ${unscaledDecimals.toString()}; // DECIMAL columns decoded unscaled (parquet-decimal.ts)
const packValues = ${packValues.toString()}; // nullable columns as typed arrays (parquet-pack.ts)
let extra; // hyparquet-compressors, imported for the first file whose columns need it (its Snappy is hyparquet's own)
parentPort.on('message', async ({ file, columns, groups, compressed }) => {
  try {
    const hp = await decoder;
    let compressors;
    if (compressed) compressors = { ...(await (extra ??= import(workerData.compressorsUrl))).compressors, SNAPPY: undefined };
    const buffer = await hp.asyncBufferFromFile(file);
    const metadata = await hp.parquetMetadataAsync(buffer);
    unscaledDecimals(metadata.schema);
    const chunks = [];
    const buffers = new Set();
    const onChunk = ({ columnName, columnData, rowStart, rowEnd }) => {
      const packed = packValues(columnData);
      for (const a of [packed.values, packed.nulls]) if (a && ArrayBuffer.isView(a)) buffers.add(a.buffer);
      chunks.push({ columnName, rowStart, rowEnd, ...packed });
    };
    for (let g = 0; g < groups.length; g++) {
      parentPort.postMessage({ rowGroup: g });
      await hp.parquetRead({ file: buffer, metadata, columns, compressors, rowStart: groups[g][0], rowEnd: groups[g][1], onChunk });
    }
    // The typed arrays' buffers move to the reading thread (no copy); a buffer shared by several is listed once.
    parentPort.postMessage({ chunks }, [...buffers].filter((b) => b instanceof ArrayBuffer));
  } catch (e) {
    parentPort.postMessage({ error: String((e && e.message) || e) });
  }
});
`;

let urls: { url: string; compressorsUrl: string } | undefined;
/** Started threads waiting for a file (unreferenced: they do not keep the process alive). */
const idle: Worker[] = [];
const ignore = () => {};

/** Keeps `w` for the next file; a waiting thread that ends leaves the pool (its error, if any, is nobody's). */
function park(w: Worker): void {
  w.unref();
  w.on('error', ignore).once('exit', () => {
    const i = idle.indexOf(w);
    if (i >= 0) idle.splice(i, 1);
  });
  idle.push(w);
}

function start(): Worker {
  if (!urls) {
    const resolve = createRequire(import.meta.url).resolve;
    urls = { url: pathToFileURL(resolve('hyparquet')).href, compressorsUrl: pathToFileURL(resolve('hyparquet-compressors')).href };
  }
  return new Worker(SOURCE, { eval: true, workerData: urls, resourceLimits: { maxOldGenerationSizeMb: PARQUET_HEAP_MB } });
}

/** Starts a decoding thread ahead of its first file, unless one is waiting already. */
export function prewarmParquetWorker(): void {
  if (idle.length === 0) park(start());
}

/** A decoding thread for one file: a waiting one, else a new one. Give it back with {@link releaseParquetWorker}. */
export function takeParquetWorker(): Worker {
  const w = idle.pop() ?? start();
  w.removeAllListeners('error').removeAllListeners('exit').ref();
  return w;
}

/** Returns a thread that answered to the pool; a thread stopped or failed is terminated instead. */
export function releaseParquetWorker(w: Worker, healthy: boolean): void {
  w.removeAllListeners('message').removeAllListeners('error').removeAllListeners('exit');
  if (healthy) park(w);
  else void w.terminate();
}
