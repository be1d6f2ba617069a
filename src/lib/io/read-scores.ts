/**
 * Per-example scores from one file or several: the partitions of one table (e.g. one file per Spark task), read in
 * order as one (scores.ts {@link ScoresSink}: one label rule, one model list, both classes over all files). The
 * Parquet decoder is imported only when a Parquet file is read (fast start for CSV).
 */
import { stat } from 'node:fs/promises';
import { prewarmParquetWorker } from './parquet-worker';
import { readScoresCsvInto, ScoresSink, type ScoresCsvOptions, type ScoresData } from './scores';

/**
 * Read `files` (absolute paths, and each as named in messages) as one table; `shown` names them all (the file, or the
 * first and how many more). Errors name the file being read and its line (CSV) or data row (Parquet).
 */
export async function readScoresFiles(format: 'csv' | 'parquet', files: { abs: string; shown: string }[], shown: string, opts: ScoresCsvOptions): Promise<ScoresData> {
  let into = readScoresCsvInto;
  let capacity = 1024;
  if (format === 'parquet') {
    prewarmParquetWorker(); // the decoding thread starts on the other core while this one loads the decoder
    into = (await import('./parquet')).readScoresParquetInto; // it reserves each file's rows itself
  } else {
    // At least 12 bytes a row (a label, a comma, a score, a line end) in common files: room for every row at once.
    const sizes = await Promise.all(files.map((f) => stat(f.abs).then((st) => st.size, () => 0)));
    capacity = Math.max(1024, Math.ceil(sizes.reduce((a, b) => a + b, 0) / 12));
  }
  const sink = new ScoresSink(opts, shown, files.length, capacity);
  for (const f of files) await into(sink, f.abs, f.shown);
  return sink.finish();
}
