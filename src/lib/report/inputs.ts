/** Reading a config's dataset into one count table and ROC curve per model. */
import { openRegularFile } from '../io/regular-file';
import { dirname } from 'node:path';
import { stat } from 'node:fs/promises';
import { isBelow } from '../path-within';
import { filesShown, type CountModelFiles, type CountTableFiles, type DatasetConfig, type InputFile, type LoadedConfig } from '../config/load';
import { InputError, SizeLimitError, withContentHidden } from '../io/errors';
import type { ScoresCsvOptions, ScoresData } from '../io/scores';
import { readScoresFiles } from '../io/read-scores';
import { readRocCsv } from '../io/roc';
import { readCountsCsv, type CountsData } from '../io/counts';
import { isParquetPath } from '../io/file-format';
import { prewarmParquetWorker } from '../io/parquet-worker';
import { engineCountTables, engineEnabled, lastDecline, type EngineCounts } from '../io/engine';
import { engineSplitCounts, lastSplitDecline } from '../io/engine-split';
import { rejectFirstBadRow } from '../io/engine-locate';
import { engineCountsTable, engineLongCounts } from '../io/engine-counts';
import { addLongCountsCsv, ModelCountRows, type ModelCounts } from '../io/counts-long';
import { fieldText } from '../text';
import type { CountTable, RocCurve } from '../metrics/types';
import { countTableFromCounts, countTableFromRoc, MetricInputError } from '../metrics/counts';
import { rankedCountTable } from '../metrics/ranked-scores';
import { rocCurve } from '../metrics/roc';
import { PairedRows, type PairedRowsResult } from '../metrics/paired-rows';
import { auroc } from '../metrics/auc';
import { testedPairs } from './paired-scope';
import { sharedInt32 } from './bootstrap-plan';
import { context } from './errors';
import { startReading } from '../io/reading';

export interface ModelInput {
  name: string;
  ct: CountTable;
  roc: RocCurve;
}

/** One part of the data (validation or test): a count table per model (in config order) and its totals. */
export interface PartData {
  models: ModelInput[];
  P: number;
  N: number;
  /** Data rows of the part (per-example scores), or P + N (count tables). */
  rows: number;
}

/**
 * The dataset as the pipeline uses it: the models, P and N, and (for per-example scores) rows, dropped rows, labels.
 * With validation and test parts, `models`, `P` and `N` are the TEST part (every metric of the report is computed on
 * it; `rows` and `dropped` count every row read) and `parts` holds both parts for model selection.
 */
export interface ModelData extends PairedRowsResult {
  models: ModelInput[];
  P: number;
  N: number;
  rows?: number;
  dropped?: number;
  labels?: { positive: string; negative: string };
  // Per-example input (metrics/paired-rows.ts): `pairSums`, DeLong's exact row sums of the pairs of models the report
  // tests (paired-scope.ts); with a bootstrap, `rowGroup`, the rows grouped by rank (model k of `models` at index k),
  // in shared memory (the bootstrap's workers read it).
  parts?: { source: 'split' | 'file' | 'counts'; validation: PartData; test: PartData };
}

/**
 * The pairs of models whose DeLong sums the report needs: those it tests (paired-scope.ts), chosen by the AUROCs it
 * computes (the same function on the same curves).
 */
const pairsOf = (curves: readonly RocCurve[]) => testedPairs(curves.map((roc) => auroc(roc)));

/**
 * DeLong's sums of the tested pairs and, with a bootstrap, the rows grouped by rank, from whole per-row arrays: the
 * labels and each model's ranks (each row's index in its count table: metrics/ranked-scores.ts).
 */
function perExample(loaded: LoadedConfig, models: readonly ModelInput[], labels: Uint8Array, ranks: Int32Array[]): PairedRowsResult {
  return new PairedRows(models.map((m) => m.ct), pairsOf(models.map((m) => m.roc)), loaded.config.uncertainty?.bootstrap ? sharedInt32 : undefined).add(labels, ranks).finish();
}

/**
 * The data of a validation and a test part of per-example rows: every metric on the test part, with its DeLong sums
 * and (bootstrap) grouped rows; `read` counts every row read.
 */
function withParts(
  loaded: LoadedConfig,
  source: 'split' | 'file',
  validation: PartData,
  test: ReturnType<typeof partFromScores>,
  read: Pick<ModelData, 'rows' | 'dropped' | 'labels'>,
): ModelData {
  const { part, labels, ranks } = test;
  return { models: part.models, P: part.P, N: part.N, ...read, ...perExample(loaded, part.models, labels, ranks), parts: { source, validation, test: part } };
}

/**
 * Count tables of per-example rows, one per model; `keep` selects rows (all when absent). The part's labels and each
 * model's row ranks come with it, for {@link perExample} of the test part.
 */
function partFromScores(
  shown: string,
  partName: string,
  labels: Uint8Array,
  scores: Float64Array[],
  names: string[],
  keep?: (i: number) => boolean,
): { part: PartData; labels: Uint8Array; ranks: Int32Array[] } {
  const idx: number[] = [];
  for (let i = 0; i < labels.length; i++) if (!keep || keep(i)) idx.push(i);
  const lab = Uint8Array.from(idx, (i) => labels[i]);
  let P = 0;
  for (const y of lab) P += y;
  const N = lab.length - P;
  if (P === 0 || N === 0) {
    throw new InputError(
      { file: shown },
      `expected both classes in the ${partName} part, found ${lab.length === 0 ? 'no rows' : `only ${P === 0 ? 'negatives' : 'positives'} (${lab.length} rows)`}: ROC metrics need at least one positive and one negative in each part`,
    );
  }
  const ranks: Int32Array[] = [];
  const models = names.map((name, k) => {
    let r: ReturnType<typeof rankedCountTable>;
    try {
      r = rankedCountTable(lab, Float64Array.from(idx, (i) => scores[k][i]));
    } catch (e) {
      context(`${shown}, column '${name}', ${partName} part`, e);
    }
    ranks.push(r.ranks);
    return { name, ct: r.ct, roc: rocCurve(r.ct) };
  });
  return { part: { models, P, N, rows: lab.length }, labels: lab, ranks };
}

/** Count tables of one part: one per model (its files), or one table of all models (dataset.counts as a file). */
type CountSource = { models: CountModelFiles[] } | { table: CountTableFiles };

/** Every file of a part's count tables. */
const sourceFiles = (src: CountSource): InputFile[] => ('table' in src ? src.table.files : src.models.flatMap((m) => m.files));

/**
 * The 'reading' bar of the count-table files the reference reader reads (MB over all the dataset's files, on a
 * terminal only, as io/read-scores.ts shows per-example files): started at its first read, so that files the engine
 * reads (it shows DuckDB's progress) show no empty bar; `stop` ends it.
 */
interface CountsReading {
  start(): Promise<(bytes: number) => void>;
  stop(): void;
}

/**
 * Whether count-table files go to the embedded engine (io/engine-counts.ts), by the total size of all of them as
 * per-example files are routed (engine.ts `engineEnabled`), and the reference reader's progress bar.
 */
async function countsReading(sources: CountSource[]): Promise<{ engine: boolean; reading: CountsReading }> {
  let bytes = 0;
  for (const f of sources.flatMap(sourceFiles)) bytes += (await stat(f.abs).catch(() => undefined))?.size ?? 0;
  let bar: ReturnType<typeof startReading> | undefined;
  const reading: CountsReading = {
    start: async () => (await (bar ??= startReading(bytes))).onBytes,
    stop: () => void bar?.then((b) => b.stop()),
  };
  return { engine: engineEnabled(bytes), reading };
}

/** Each model's count table of a part, with its files as messages name them. */
async function readCountSource(loaded: LoadedConfig, src: CountSource, engine: boolean, reading: CountsReading): Promise<(ModelCounts & { shown: string })[]> {
  if ('table' in src) {
    const shown = filesShown(src.table.files);
    return (await readLongCounts(loaded, src.table, engine, reading)).map((m) => ({ ...m, shown }));
  }
  const out: (ModelCounts & { shown: string })[] = [];
  for (const m of src.models) out.push({ name: m.name, data: await readCountParts(loaded, m.files, engine, reading), shown: filesShown(m.files) });
  return out;
}

/**
 * Count tables of one part given as count-table files: one per model, or a list of partitions of it (added up per
 * score), or one table of all models. Every model's table must describe the same examples: the same totals P and N as
 * the first table.
 */
async function partFromCounts(loaded: LoadedConfig, src: CountSource, engine: boolean, reading: CountsReading): Promise<PartData> {
  const models: ModelInput[] = [];
  const tables = await readCountSource(loaded, src, engine, reading);
  const first = tables[0];
  for (const { name, data: t, shown } of tables) {
    if (t.P !== first.data.P || t.N !== first.data.N) {
      throw new InputError(
        { file: shown },
        `expected the same totals as ${first.shown} (model '${first.name}': ${first.data.P} positives, ${first.data.N} negatives), ` +
          `found ${t.P} positives, ${t.N} negatives (model '${name}'): every model must be evaluated on the same examples`,
      );
    }
    let ct: CountTable;
    try {
      ct = countTableFromCounts(t.scores, t.positives, t.negatives);
    } catch (e) {
      if (e instanceof MetricInputError) throw new InputError({ file: shown }, e.message);
      throw e;
    }
    models.push({ name, ct, roc: rocCurve(ct) });
  }
  return { models, P: first.data.P, N: first.data.N, rows: first.data.P + first.data.N };
}

/**
 * Whether `file` lies inside the project: the config's folder or the working directory it was loaded from. Messages
 * may quote the content of such a file; of any other (a config can name /etc/shadow) they quote nothing.
 */
export function insideProject(loaded: LoadedConfig, file: InputFile): boolean {
  return isBelow(file.abs, dirname(loaded.file.abs)) || (loaded.cwd !== undefined && isBelow(file.abs, loaded.cwd));
}

/** Per-example scores from one file or several (io/read-scores.ts), content hidden as {@link read} says. */
function readScoresOf(loaded: LoadedConfig, format: 'csv' | 'parquet', files: InputFile[], shown: string, opts: ScoresCsvOptions): Promise<ScoresData> {
  return read(loaded, files, () => readScoresFiles(format, files, shown, opts));
}

/** Run a reader of `files`; messages quote none of their content when one of them lies outside the project. */
function read<T>(loaded: LoadedConfig, files: InputFile | InputFile[], reader: () => Promise<T>): Promise<T> {
  const list = Array.isArray(files) ? files : [files];
  return withContentHidden(!list.every((f) => insideProject(loaded, f)), reader);
}

/**
 * A model's count table from one file or several partitions (e.g. one per Spark or DuckDB output file): the rows of
 * all files in one table (countTableFromCounts then adds up the rows of a score). Each file is checked on its own,
 * except that one partition may hold one class only: the sum over the partitions needs both.
 */
async function readCountParts(loaded: LoadedConfig, files: InputFile[], engine: boolean, reading: CountsReading): Promise<CountsData> {
  // The engine first: it declines whenever the reference reader below would give anything else, errors included.
  const fast = engine ? await read(loaded, files, () => engineCountsTable(files.map((f) => f.abs))) : undefined;
  if (fast) return fast;
  const parts: CountsData[] = [];
  const partition = files.length > 1;
  const onBytes = await reading.start();
  const reader = (await countReaders(files)).table;
  for (const f of files) parts.push(await read(loaded, f, () => reader(f.abs, f.shown, { partition, onBytes })));
  if (!partition) return parts[0];
  const cat = (k: 'scores' | 'positives' | 'negatives') => {
    const out = new Float64Array(parts.reduce((a, p) => a + p[k].length, 0));
    let at = 0;
    for (const p of parts) { out.set(p[k], at); at += p[k].length; }
    return out;
  };
  const P = parts.reduce((a, p) => a + p.P, 0);
  const N = parts.reduce((a, p) => a + p.N, 0);
  if (P > Number.MAX_SAFE_INTEGER || N > Number.MAX_SAFE_INTEGER) {
    throw new InputError({ file: files[0].shown }, `expected totals below 2^53 over the ${files.length} partitions, found P = ${P}, N = ${N}`);
  }
  for (const [k, total] of [['positives', P], ['negatives', N]] as const) {
    if (total === 0) {
      throw new InputError(
        { file: files[0].shown },
        `expected at least one of the ${k} over the ${files.length} partitions, found a total of 0: ROC metrics need at least one positive and one negative`,
      );
    }
  }
  return { scores: cat('scores'), positives: cat('positives'), negatives: cat('negatives'), P, N };
}

/**
 * The count tables of one table of all models (io/counts-long.ts): the engine's when it does not decline, else the
 * reference readers' over all the files (partitions: any may have no rows or lack a model).
 */
async function readLongCounts(loaded: LoadedConfig, table: CountTableFiles, engine: boolean, reading: CountsReading): Promise<ModelCounts[]> {
  const { files, models } = table;
  const fast = engine ? await read(loaded, files, () => engineLongCounts(files.map((f) => f.abs), models)) : undefined;
  if (fast) return fast;
  const onBytes = await reading.start();
  const add = (await countReaders(files)).long;
  const acc = new ModelCountRows(models);
  const partition = files.length > 1;
  for (const f of files) await read(loaded, f, () => add(acc, f.abs, f.shown, { partition, onBytes }));
  return read(loaded, files, async () => acc.finish(filesShown(files)));
}

/**
 * The reference count-table readers of the files' format (one format per table: config/load.ts). The Parquet readers
 * (and their decoder) are imported only when a Parquet count table is read; the decoding thread starts on the other
 * core meanwhile.
 */
async function countReaders(files: InputFile[]): Promise<{ table: typeof readCountsCsv; long: typeof addLongCountsCsv }> {
  if (!isParquetPath(files[0].abs)) return { table: readCountsCsv, long: addLongCountsCsv };
  prewarmParquetWorker();
  const { readCountsParquet, addLongCountsParquet } = await import('../io/counts-parquet');
  return { table: readCountsParquet, long: addLongCountsParquet };
}

/**
 * The test part's models must be the validation part's, in the same order: one table of all models gives the models
 * it holds (unless dataset.models lists them), so the two tables may differ (`shown`: the test table's files).
 */
function sameModels(validation: PartData, test: PartData, shown: string): void {
  const v = validation.models.map((m) => m.name);
  const t = test.models.map((m) => m.name);
  if (v.length !== t.length || v.some((n, i) => n !== t[i])) {
    const list = (ns: string[]) => ns.map((n) => `'${fieldText(n)}'`).join(', ');
    throw new InputError({ file: shown }, `expected the models of dataset.counts (${list(v)}) in the test part, found ${list(t)}: list the models to compare in dataset.models`);
  }
}

/** Total bytes of per-example files, each opened as a regular file first (a FIFO or a device never reaches the engine). */
async function filesBytes(files: InputFile[]): Promise<number> {
  let bytes = 0;
  for (const f of files) {
    const { handle, size } = await openRegularFile(f.abs, (x) => new InputError({ file: f.shown }, x));
    await handle.close();
    bytes += size;
  }
  return bytes;
}

/** A part's data from the engine's count tables (ROC curves from `curveOf`); its rows are those kept. */
function enginePart(e: EngineCounts, curveOf: (ct: CountTable) => RocCurve): PartData {
  return { models: e.models.map(({ name, ct }) => ({ name, ct, roc: curveOf(ct) })), P: e.P, N: e.N, rows: e.P + e.N };
}

/**
 * Per-example scores read by the embedded engine (io/engine.ts; with a split column io/engine-split.ts; a test file is
 * a second read with the validation file's models); undefined when it is off for the files' size, and why it declined
 * when it declines for any file (a Parquet dataset's rejected row is thrown first: io/engine-locate.ts): the reference
 * readers then read every file. Every metric is computed on the test part, so DeLong's sums
 * (and, for the bootstrap, its rows grouped by rank) come from it; the validation part gives count tables only.
 */
async function engineModels(loaded: LoadedConfig): Promise<ModelData | { declined: string } | undefined> {
  const d = loaded.config.dataset;
  const parts = loaded.config.parts;
  if (d.kind !== 'scores') return undefined;
  const bytes = (await filesBytes(d.files)) + (parts?.kind === 'file' ? await filesBytes(parts.files) : 0);
  if (!engineEnabled(bytes)) return undefined;
  const counted = await engineCounted(loaded, d);
  // Declined: the reference reader's error at the first row it rejects, found by the engine and read alone
  // (engine-locate.ts), instead of every row read first (or the size limit reached); else its whole read.
  if (!counted) await read(loaded, d.files, () => rejectFirstBadRow(d.format, d.files, d.shown, readerOptions(loaded, d)));
  // Why it declined, for the reference readers' size limit (SizeLimitError): the split read's reason or the last file read's.
  return counted ?? { declined: (parts?.kind === 'split' ? lastSplitDecline : lastDecline) ?? 'unknown' };
}

/** The dataset of per-example scores. */
type ScoresDataset = Extract<DatasetConfig, { kind: 'scores' }>;

/** The reader options of the dataset's files (with the split column of `parts`, if any): one set for every reader. */
function readerOptions(loaded: LoadedConfig, d: ScoresDataset): ScoresCsvOptions {
  const parts = loaded.config.parts;
  return {
    label: d.label,
    positive: d.positive,
    negative: d.negative,
    models: d.models,
    missing: d.missing,
    ...(parts?.kind === 'split' ? { split: { column: parts.column, validation: parts.validation, test: parts.test } } : {}),
  };
}

/** {@link engineModels} once the engine is on: its data, or undefined when it declines. */
async function engineCounted(loaded: LoadedConfig, d: ScoresDataset): Promise<ModelData | undefined> {
  const parts = loaded.config.parts;
  // ROC curves of the engine's count tables, computed once (for the tested pairs and for the models).
  const curves = new Map<CountTable, RocCurve>();
  const curveOf = (ct: CountTable) => curves.get(ct) ?? curves.set(ct, rocCurve(ct)).get(ct)!;
  // Rows grouped by rank only for the bootstrap (it resamples rows); DeLong's paired tests need only the sums of the
  // pairs they test ({@link pairsOf}, on the same curves).
  const needs = { ...(loaded.config.uncertainty?.bootstrap ? { group: sharedInt32 } : {}), pairs: (cts: CountTable[]) => pairsOf(cts.map(curveOf)) };
  const opts = readerOptions(loaded, d);
  const abs = (files: InputFile[]) => files.map((f) => f.abs);
  const data = (test: EngineCounts, read: { rows: number; dropped: number; labels: EngineCounts }, partsOf?: { source: 'split' | 'file'; validation: EngineCounts }): ModelData => {
    const part = enginePart(test, curveOf);
    return {
      models: part.models,
      P: part.P,
      N: part.N,
      rows: read.rows,
      dropped: read.dropped,
      labels: { positive: read.labels.positiveValue, negative: read.labels.negativeValue },
      ...(test.pairSums ? { pairSums: test.pairSums } : {}),
      ...(test.rowGroup ? { rowGroup: test.rowGroup } : {}),
      ...(partsOf ? { parts: { source: partsOf.source, validation: enginePart(partsOf.validation, curveOf), test: part } } : {}),
    };
  };
  if (opts.split) {
    const split = opts.split;
    const r = await read(loaded, d.files, () => engineSplitCounts(abs(d.files), d.format, { ...opts, split }, needs));
    return r && data(r.test, { rows: r.rows, dropped: r.dropped, labels: r.validation }, { source: 'split', validation: r.validation });
  }
  if (parts?.kind === 'file') {
    // As the reference reads them: the validation file, then the test file with its models.
    const validation = await read(loaded, d.files, () => engineCountTables(abs(d.files), d.format, opts, { pairs: () => [] }));
    if (!validation) return undefined;
    const models = validation.models.map((m) => m.name);
    const test = await read(loaded, parts.files, () => engineCountTables(abs(parts.files), parts.format, { ...opts, models }, needs));
    return test && data(test, { rows: validation.rows + test.rows, dropped: validation.dropped + test.dropped, labels: validation }, { source: 'file', validation });
  }
  const all = await read(loaded, d.files, () => engineCountTables(abs(d.files), d.format, opts, needs));
  return all && data(all, { rows: all.rows, dropped: all.dropped, labels: all });
}

/** Read the dataset of a loaded config into count tables (one per model). */
export async function readModels(loaded: LoadedConfig): Promise<ModelData> {
  const d = loaded.config.dataset;
  const parts = loaded.config.parts;
  if (d.kind === 'scores') {
    // The embedded engine first (count tables without rows in memory); it declines whenever the reference readers
    // below would differ in any way, including every error (src/lib/io/engine.ts).
    const fast = await engineModels(loaded);
    if (fast && !('declined' in fast)) return fast;
    // Beyond their size limit, the reference readers' message says why the engine did not read the files.
    const readScores = (format: 'csv' | 'parquet', files: InputFile[], shown: string, opts: ScoresCsvOptions) =>
      readScoresOf(loaded, format, files, shown, opts).catch((e: unknown) => {
        throw e instanceof SizeLimitError && fast ? e.because(fast.declined) : e;
      });
    const data = await readScores(d.format, d.files, d.shown, readerOptions(loaded, d));
    const labels = { positive: data.positiveValue, negative: data.negativeValue };
    if (parts?.kind === 'split') {
      const pv = data.parts!;
      const validation = partFromScores(d.shown, `validation ('${parts.validation}')`, data.labels, data.scores, data.models, (i) => pv[i] === 0).part;
      const test = partFromScores(d.shown, `test ('${parts.test}')`, data.labels, data.scores, data.models, (i) => pv[i] === 1);
      return withParts(loaded, 'split', validation, test, { rows: data.rows, dropped: data.dropped, labels });
    }
    if (parts?.kind === 'file') {
      const td = await readScores(parts.format, parts.files, parts.shown, { ...readerOptions(loaded, d), models: data.models });
      const validation = partFromScores(d.shown, 'validation', data.labels, data.scores, data.models).part;
      const test = partFromScores(parts.shown, 'test', td.labels, td.scores, td.models);
      return withParts(loaded, 'file', validation, test, { rows: data.rows + td.rows, dropped: data.dropped + td.dropped, labels });
    }
    const ranks: Int32Array[] = [];
    const models = data.models.map((name, k) => {
      let r: ReturnType<typeof rankedCountTable>;
      try {
        r = rankedCountTable(data.labels, data.scores[k]);
      } catch (e) {
        context(`${d.shown}, column '${name}'`, e);
      }
      ranks.push(r.ranks);
      return { name, ct: r.ct, roc: rocCurve(r.ct) };
    });
    return {
      models,
      P: data.positives,
      N: data.negatives,
      rows: data.rows,
      dropped: data.dropped,
      labels: { positive: data.positiveValue, negative: data.negativeValue },
      ...perExample(loaded, models, data.labels, ranks),
    };
  }
  if (d.kind === 'counts' && parts?.kind === 'counts') {
    const { engine, reading } = await countsReading([d, parts]);
    try {
      const validation = await partFromCounts(loaded, d, engine, reading);
      const test = await partFromCounts(loaded, parts, engine, reading);
      sameModels(validation, test, filesShown(sourceFiles(parts)));
      return { models: test.models, P: test.P, N: test.N, parts: { source: 'counts', validation, test } };
    } finally {
      reading.stop();
    }
  }
  if (d.kind === 'counts') {
    const { engine, reading } = await countsReading([d]);
    try {
      const part = await partFromCounts(loaded, d, engine, reading);
      return { models: part.models, P: part.P, N: part.N };
    } finally {
      reading.stop();
    }
  }
  const models: ModelInput[] = [];
  for (const m of d.models) {
    const pts = await read(loaded, m.file, () => readRocCsv(m.file.abs, m.file.shown));
    let ct: CountTable;
    try {
      ct = countTableFromRoc(pts.fpr, pts.tpr, d.positives, d.negatives, pts.thresholds);
    } catch (e) {
      if (e instanceof MetricInputError) throw new InputError({ file: m.file.shown }, e.message);
      throw e;
    }
    models.push({ name: m.name, ct, roc: rocCurve(ct) });
  }
  return { models, P: d.positives, N: d.negatives };
}
