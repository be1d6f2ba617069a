/**
 * Per-example scores from one file or several: the partitions of one table (e.g. one file per Spark task), read in
 * order as one (scores.ts {@link ScoresSink}: one label rule, one model list, both classes over all files). The
 * Parquet decoder is imported only when a Parquet file is read (fast start for CSV).
 */
import { stat } from 'node:fs/promises';
import { prewarmParquetWorker } from './parquet-worker';
import { startProgress } from '../progress';
import { startReading } from './reading';
import { readScoresCsvInto, ScoresSink, type ScoresCsvOptions, type ScoresData } from './scores';
import type { FileRow } from './engine-locate';

/**
 * Read `files` (absolute paths, and each as named in messages) as one table; `shown` names them all (the file, or the
 * first and how many more). Errors name the file being read and its line (CSV) or data row (Parquet).
 */
export async function readScoresFiles(format: 'csv' | 'parquet', files: { abs: string; shown: string }[], shown: string, opts: ScoresCsvOptions): Promise<ScoresData> {
  if (format === 'parquet') prewarmParquetWorker(); // the decoding thread starts on the other core while this one loads the decoder
  const sizes = await Promise.all(files.map((f) => stat(f.abs).then((st) => st.size, () => 0)));
  const bytes = sizes.reduce((a, b) => a + b, 0);
  // One bar over all files, in files (Parquet: each decoded at once) or MB read (CSV); on a terminal only.
  if (format === 'parquet') {
    const progress = await startProgress('reading', files.length > 1 ? files.length : 0, { unit: 'files' });
    try {
      const { readScoresParquetInto } = await import('./parquet'); // it reserves each file's rows itself
      const sink = new ScoresSink(opts, shown, files.length);
      for (const f of files) {
        await readScoresParquetInto(sink, f.abs, f.shown);
        progress.tick();
      }
      return sink.finish();
    } finally {
      progress.stop();
    }
  }
  const reading = await startReading(bytes);
  try {
    // At least 12 bytes a row (a label, a comma, a score, a line end) in common files: room for every row at once.
    const sink = new ScoresSink(opts, shown, files.length, Math.max(1024, Math.ceil(bytes / 12)));
    for (const f of files) await readScoresCsvInto(sink, f.abs, f.shown, reading.onBytes);
    return sink.finish();
  } finally {
    reading.stop();
  }
}

/**
 * The reference reader on one row of files read as one table: row `at.row` of file `at.file` (0-based), after every
 * check of the files before it but their rows (their rows judged by the engine: engine-locate.ts). Of a CSV file, its
 * header and first record (the default models are chosen there), then data record `at.row` where counting lines
 * finds it (csv.ts `plainRecordAt`). Throws the reader's error at that row, named as a whole read names it; returns
 * when the row passes (or, for a CSV, when counting lines cannot find it).
 */
export async function readScoresRow(format: 'csv' | 'parquet', files: { abs: string; shown: string }[], shown: string, opts: ScoresCsvOptions, at: FileRow): Promise<void> {
  const sink = new ScoresSink(opts, shown, files.length);
  if (format === 'csv') {
    for (let f = 0; f <= at.file && f < files.length; f++) {
      await readScoresCsvInto(sink, files[f].abs, files[f].shown, undefined, { record: f === at.file ? at.row : 0 });
    }
    return;
  }
  prewarmParquetWorker();
  const { readScoresParquetInto } = await import('./parquet');
  for (let f = 0; f <= at.file && f < files.length; f++) {
    const only = f === at.file ? { from: at.row, to: at.row + 1 } : { from: 0, to: 0 };
    await readScoresParquetInto(sink, files[f].abs, files[f].shown, only);
  }
}
