/**
 * Per-example scores CSV: a header row, a label column, one score column per model (docs/config.md, `dataset`).
 *
 * Labels. Without `positive`, the label must be 0 or 1 (read as numbers, so "1.0" is 1). With `positive`, a row is
 * positive when its label equals `positive` (numerically when `positive` is a number, as trimmed text otherwise) and
 * negative when it equals `negative` — or, when `negative` is not given, the one other value the column takes; a
 * third distinct value is an error naming its line.
 *
 * Missing values (an empty field, NA, N/A, NaN, null, None): an error by default, naming the file, line and column.
 * With `missing: 'drop'`, a row with a missing label or a missing score in any selected model is dropped (whole row,
 * so every model is evaluated on the same examples) and the count is reported. Any other non-numeric score is always
 * an error. Dropping is never silent: the report carries a warning with the number of dropped rows.
 */
import * as path from 'node:path';
import { stat } from 'node:fs/promises';
import { InputError, quote, quoteColumns, SizeLimitError, type InputLocation } from './errors';
import { DECIMAL_COMMA, F64Builder, found, isDecimalComma, isMissing, parseNumber, plainRecordAt, streamCsv, type CsvHeader } from './csv';
import { MAX_MODELS, MAX_SCORES, shownLimit } from '../limits';

export interface ScoresCsvOptions {
  /** Label column name. */
  label: string;
  /** Value of the label that means "positive" (default: labels must be 0/1 and 1 is positive). */
  positive?: string | number | boolean;
  /** Value that means "negative" (default: the one other value found). */
  negative?: string | number | boolean;
  /** Model columns (default: every column but the label whose first data value is a number or missing). */
  models?: string[];
  /** Missing-value policy (default 'error'). */
  missing?: 'error' | 'drop';
  /** How the file is named in messages (default: the path as given). */
  shown?: string;
  /**
   * Validation and test parts marked by a column's values (compared as trimmed text): part 0 = validation, 1 = test.
   * A row with any other value is an error naming its line. The column is never a model.
   */
  split?: { column: string; validation: string; test: string };
}

/** The part of a row from its split value, or an InputError naming the line (shared by the CSV and Parquet readers). */
export function splitPart(split: NonNullable<ScoresCsvOptions['split']>, value: string | undefined, at: InputLocation): number {
  const v = value === undefined ? undefined : value.trim();
  if (v === split.validation) return 0;
  if (v === split.test) return 1;
  throw new InputError(
    at,
    `expected the part '${split.validation}' (validation) or '${split.test}' (test) in the split column (dataset.split), ${v === undefined ? 'found a missing value' : found(value!)}`,
  );
}

export interface ScoresData {
  /** All header columns, in file order. */
  columns: string[];
  /** Selected model columns, in the configured order (or file order). */
  models: string[];
  /** 1 = positive, 0 = negative, per kept row. */
  labels: Uint8Array;
  /** Scores per model, aligned with labels. */
  scores: Float64Array[];
  /** Data rows read (excluding the header and blank lines). */
  rows: number;
  /** Rows dropped for missing values (missing: 'drop'). */
  dropped: number;
  /** Lines of the first dropped rows (at most 20; data row numbers for Parquet). */
  droppedLines: number[];
  /** With `split`: the part of each kept row (0 = validation, 1 = test), aligned with labels. */
  parts?: Uint8Array;
  /** The label values read as positive and negative (as text). */
  positiveValue: string;
  negativeValue: string;
  positives: number;
  negatives: number;
}

/**
 * Reads one label: 1 (positive) or 0 (negative), or throws an InputError at `at` (a line, or a row for Parquet).
 * `foundText` replaces the default "found '…'" (e.g. "found null" for a Parquet null).
 */
export type LabelFn = (s: string, at: number, foundText?: string) => number;

/** The label rule shared by the CSV and Parquet readers (see the module comment). */
export function labelParser(
  opts: Pick<ScoresCsvOptions, 'positive' | 'negative'>,
  where: (at: number) => InputLocation,
  col: string,
): { fn: LabelFn; values: () => [string, string] } {
  const { positive, negative } = opts;
  if (positive === undefined) {
    if (negative !== undefined) throw new InputError({ field: col }, 'dataset.negative needs dataset.positive');
    return {
      fn: (s, line, foundText) => {
        const v = parseNumber(s);
        if (v === 1) return 1;
        if (v === 0) return 0;
        throw new InputError(where(line), `expected a label 0 or 1 (set dataset.positive for other codings), ${foundText ?? found(s)}`);
      },
      values: () => ['1', '0'],
    };
  }
  const numeric = typeof positive === 'number';
  const norm = (s: string): string | number | undefined => {
    const t = s.trim();
    if (numeric) return parseNumber(t);
    return typeof positive === 'boolean' ? t.toLowerCase() : t;
  };
  const pos = typeof positive === 'boolean' ? String(positive) : numeric ? positive : String(positive).trim();
  let neg: string | number | undefined =
    negative === undefined ? undefined : typeof negative === 'boolean' ? String(negative) : numeric ? Number(negative) : String(negative).trim();
  let negShown = negative === undefined ? '' : String(negative);
  return {
    fn: (s, line, foundText) => {
      const v = foundText === undefined ? norm(s) : undefined;
      if (v === pos) return 1;
      if (v === undefined || s.trim() === '') {
        throw new InputError(where(line), `expected a label (positive ${JSON.stringify(positive)}), ${foundText ?? found(s)}`);
      }
      if (neg === undefined) {
        neg = v;
        negShown = s.trim();
        return 0;
      }
      if (v === neg) return 0;
      throw new InputError(
        where(line),
        `expected the label to be ${JSON.stringify(positive)} (positive) or ${quote(negShown)} (negative${
          negative === undefined ? ', the first other value in the column' : ''
        }), found ${quote(s.trim())}`,
      );
    },
    values: () => [String(positive), negShown],
  };
}

/**
 * The rows of one dataset as its reader(s) fill them: from one file, or from several read in order (dataset.path as a
 * list: partitions of one table, e.g. one per Spark output file). Across the files, the label rule is one (a negative
 * inferred in one file is the negative of all), the first file's columns are every file's (in any order) and the
 * models are chosen once; one file may hold a single class or no row, the files together need both classes.
 * Errors name the file being read, and its line or row.
 */
export class ScoresSink {
  /** The first file's columns and its name (later files must have the same columns). */
  columns?: string[];
  private firstShown = '';
  /** The models, once chosen (configured, or the default of the first file that tells). */
  models?: string[];
  readonly labels: F64Builder;
  readonly parts: F64Builder;
  cols: F64Builder[] = [];
  rows = 0;
  dropped = 0;
  readonly droppedLines: number[] = [];
  private kept = 0;
  private current: { shown: string; unit: 'line' | 'row' } = { shown: '', unit: 'line' };
  readonly label: { fn: LabelFn; values: () => [string, string] };

  /**
   * `shown` names all the files at once (the file, or the first and how many more), `fileCount` says how many there
   * are; `capacity` is a guess of the rows.
   */
  constructor(
    readonly opts: ScoresCsvOptions,
    readonly shown: string,
    private readonly fileCount = 1,
    private readonly capacity = 1024,
  ) {
    this.labels = new F64Builder(capacity);
    this.parts = new F64Builder(opts.split ? capacity : 0);
    if (opts.models?.length) this.setModels(opts.models.slice());
    this.label = labelParser(opts, (at) => this.at(at, opts.label), opts.label);
  }

  /** Start reading a file: its name in messages, and whether it names lines (CSV) or data rows (Parquet). */
  begin(shown: string, unit: 'line' | 'row'): void {
    this.current = { shown, unit };
  }

  /** Whether the files are several (partitions: one may hold one class only, or no row). */
  get partitioned(): boolean {
    return this.fileCount > 1;
  }

  /** Where a line (CSV) or data row (Parquet) of the file being read is, for messages. */
  at(at: number, field?: string): InputLocation {
    const { shown: file, unit } = this.current;
    return unit === 'line' ? { file, line: at, field } : { file, row: at, field };
  }

  /** A file's columns: the first file's are kept, a later file's must be the same (an InputError at `at` otherwise). */
  checkColumns(columns: string[], at: InputLocation): void {
    if (!this.columns) {
      this.columns = columns;
      this.firstShown = this.current.shown;
      return;
    }
    const missing = this.columns.filter((c) => !columns.includes(c));
    const extra = columns.filter((c) => !this.columns!.includes(c));
    if (missing.length || extra.length) {
      const what = [missing.length ? `without ${quoteColumns(missing)}` : '', extra.length ? `with ${quoteColumns(extra)} besides` : ''].filter(Boolean).join(' and ');
      throw new InputError(at, `expected the columns of ${this.firstShown} (the first file of the list: partitions of one table), found them ${what}`);
    }
  }

  setModels(models: string[]): void {
    this.models = models;
    this.cols = models.map(() => new F64Builder(this.capacity));
  }

  /** Room for `n` more rows (their number known beforehand), or an InputError beyond MAX_SCORES. */
  reserve(n: number): void {
    const m = this.models!.length;
    if ((this.kept + n) * m > MAX_SCORES) {
      throw new SizeLimitError({ file: this.current.shown }, `more than ${shownLimit(MAX_SCORES)} scores over the files of ${this.shown} (data rows × ${m} models; the limit of docs/config.md, Limits)`);
    }
    this.labels.reserve(n);
    if (this.opts.split) this.parts.reserve(n);
    for (const c of this.cols) c.reserve(n);
  }

  /** A row kept: its label, part and scores (`scores[k]` for model k). */
  push(y: number, part: number, scores: Float64Array, at: number): void {
    const m = this.cols.length;
    if (++this.kept * m > MAX_SCORES) {
      throw new SizeLimitError(this.at(at), `more than ${shownLimit(MAX_SCORES)} scores (data rows × ${m} models; the limit of docs/config.md, Limits)`);
    }
    this.labels.push(y);
    if (this.opts.split) this.parts.push(part);
    for (let k = 0; k < m; k++) this.cols[k].push(scores[k]);
  }

  /** A row dropped for a missing value (`missing: drop`). */
  drop(at: number): void {
    this.dropped++;
    if (this.droppedLines.length < 20) this.droppedLines.push(at);
  }

  /** All files read: the dataset, or an InputError naming the files (no row, one class only). */
  finish(): ScoresData {
    if (this.rows === 0) throw new InputError({ file: this.shown }, `expected data rows, found none in the ${this.fileCount} files`);
    const [pv, nv] = this.label.values();
    const out = finishScores(this.shown, this.opts, {
      columns: this.columns ?? [],
      models: this.models ?? [],
      labels: this.labels.finish(),
      cols: this.cols,
      rows: this.rows,
      dropped: this.dropped,
      droppedLines: this.droppedLines,
      positiveValue: pv,
      negativeValue: nv,
    });
    if (this.opts.split) out.parts = Uint8Array.from(this.parts.finish());
    return out;
  }
}

/** Read a per-example scores CSV into typed arrays (streaming; 10⁵–10⁶ rows in well under a second per 10⁵). */
export async function readScoresCsv(file: string, opts: ScoresCsvOptions): Promise<ScoresData> {
  const shown = opts.shown ?? file;
  const size = (await stat(path.resolve(file)).catch(() => undefined))?.size ?? 0;
  const sink = new ScoresSink(opts, shown, 1, Math.max(1024, Math.ceil(size / 12)));
  await readScoresCsvInto(sink, file, shown);
  return sink.finish();
}

/**
 * Read one per-example scores CSV into `sink` (one file of a dataset; see {@link ScoresSink}); `onBytes` follows the
 * reading. With `only`, the header and first record, then data record `only.record` alone where counting lines finds
 * it (csv.ts `plainRecordAt`; else nothing more): the reader's error at that record, as a whole read names it.
 */
export async function readScoresCsvInto(sink: ScoresSink, file: string, shown: string, onBytes?: (bytes: number) => void, only?: { record: number }): Promise<void> {
  const opts = sink.opts;
  const missing = opts.missing ?? 'error';
  sink.begin(shown, 'line');
  let labelIdx = -1;
  let modelIdx: number[] = [];
  let columns: string[] = [];
  let scratch = new Float64Array(0);
  let splitIdx = -1;
  const indexModels = (models: string[], line: number) => {
    modelIdx = models.map((m) => {
      const i = columns.indexOf(m);
      if (i < 0) throw new InputError({ file: shown, line }, `expected a score column '${m}' (dataset.models) in the header, found columns ${quoteColumns(columns)}`);
      if (i === labelIdx) throw new InputError({ file: shown, line, field: m }, 'the label column cannot also be a model');
      if (i === splitIdx) throw new InputError({ file: shown, line, field: m }, 'the split column cannot also be a model');
      return i;
    });
    scratch = new Float64Array(models.length);
  };

  const onHeader = (h: CsvHeader) => {
    columns = h.columns;
    const seen = new Map<string, number>();
    columns.forEach((c, i) => {
      if (seen.has(c)) {
        throw new InputError({ file: shown, line: h.line, field: c }, `duplicate column name (columns ${seen.get(c)! + 1} and ${i + 1})`);
      }
      seen.set(c, i);
    });
    const list = () => quoteColumns(columns);
    labelIdx = columns.indexOf(opts.label);
    if (labelIdx < 0) {
      throw new InputError({ file: shown, line: h.line }, `expected a label column '${opts.label}' in the header, found columns ${list()}`);
    }
    if (opts.split) {
      splitIdx = columns.indexOf(opts.split.column);
      if (splitIdx < 0) throw new InputError({ file: shown, line: h.line }, `expected a split column '${opts.split.column}' (dataset.split.column) in the header, found columns ${list()}`);
      if (splitIdx === labelIdx) throw new InputError({ file: shown, line: h.line, field: opts.split.column }, 'the label column cannot also be the split column');
    }
    sink.checkColumns(columns, { file: shown, line: h.line });
    if (sink.models) indexModels(sink.models, h.line);
  };
  const onRow = (rec: string[], line: number) => {
    if (!sink.models) {
      // Default models: every column but the label whose first value is a number (or a missing value).
      const models: string[] = [];
      columns.forEach((c, i) => {
        if (i === labelIdx || i === splitIdx) return;
        if (parseNumber(rec[i]) !== undefined || isMissing(rec[i])) models.push(c);
      });
      if (!models.length) {
        const comma = columns.findIndex((_, i) => i !== labelIdx && isDecimalComma(rec[i]));
        const why = comma >= 0 ? `; column ${quote(columns[comma])} has ${quote(rec[comma])}: ${DECIMAL_COMMA}` : '';
        throw new InputError({ file: shown, line }, `expected at least one numeric score column besides the label '${opts.label}', found none (columns ${quoteColumns(columns)})${why}`);
      }
      checkModelCount(models.length, shown);
      sink.setModels(models);
      indexModels(models, line);
    }
    const part = opts.split ? splitPart(opts.split, rec[splitIdx], { file: shown, line, field: opts.split.column }) : 0;
    const ls = rec[labelIdx];
    if (missing === 'drop' && isMissing(ls)) return sink.drop(line);
    const y = sink.label.fn(ls, line);
    const m = modelIdx.length;
    let drop = false;
    for (let k = 0; k < m; k++) {
      const s = rec[modelIdx[k]];
      const v = parseNumber(s);
      if (v === undefined) {
        if (missing === 'drop' && isMissing(s)) { drop = true; continue; }
        throw new InputError({ file: shown, line, field: sink.models![k] }, `expected a number, ${found(s)}`);
      }
      scratch[k] = v;
    }
    if (drop) return sink.drop(line);
    sink.push(y, part, scratch, line);
  };
  const abs = path.resolve(file);
  if (only) {
    // One data record alone, judged as a whole read judges it: the header and the first record first (the default
    // models are chosen on it), then the record, where counting lines finds it (else nothing is read).
    const at = only.record > 0 ? await plainRecordAt(abs, only.record) : undefined;
    if (only.record > 0 && !at) return;
    const stop = new Error('one record read');
    const once = (rec: string[], line: number) => {
      onRow(rec, line);
      throw stop;
    };
    for (const resume of at ? [undefined, at] : [undefined]) {
      try {
        await streamCsv(abs, shown, onHeader, once, undefined, undefined, resume && { ...resume, columns });
      } catch (e) {
        if (e !== stop) throw e;
      }
    }
    return;
  }
  const rows = await streamCsv(abs, shown, onHeader, onRow, undefined, onBytes);
  if (rows === 0 && !sink.partitioned) throw new InputError({ file: shown }, 'expected data rows after the header, found none');
  sink.rows += rows;
}

/**
 * The last step of a per-example reader (CSV or Parquet): labels to a Uint8Array, both classes present, the result.
 * Throws an InputError naming the file (and the label column) otherwise.
 */
/** Default models (every numeric column) beyond MAX_MODELS are an error naming the file (docs/config.md, Limits). */
export function checkModelCount(n: number, shown: string): void {
  if (n > MAX_MODELS) {
    throw new InputError({ file: shown }, `found ${shownLimit(n)} score columns, more than the limit of ${shownLimit(MAX_MODELS)} models per report (docs/config.md, Limits); choose some with dataset.models`);
  }
}

export function finishScores(
  shown: string,
  opts: { label: string; positive?: unknown },
  r: {
    columns: string[];
    models: string[];
    labels: ArrayLike<number>;
    cols: { finish(): Float64Array }[];
    rows: number;
    dropped: number;
    droppedLines: number[];
    positiveValue: string;
    negativeValue: string;
  },
): ScoresData {
  const lab = r.labels;
  const out = new Uint8Array(lab.length);
  let P = 0;
  for (let i = 0; i < lab.length; i++) { out[i] = lab[i]; P += lab[i]; }
  const N = out.length - P;
  if (out.length === 0) throw new InputError({ file: shown }, `every one of the ${r.rows} data rows has a missing value: nothing left`);
  if (P === 0 || N === 0) {
    throw new InputError(
      { file: shown, field: opts.label },
      `expected both classes, found only ${P === 0 ? 'negatives' : 'positives'} (${out.length} rows, ${P} with the positive label ${JSON.stringify(opts.positive ?? 1)}): ROC metrics need at least one positive and one negative`,
    );
  }
  return {
    columns: r.columns,
    models: r.models,
    labels: out,
    scores: r.cols.map((c) => c.finish()),
    rows: r.rows,
    dropped: r.dropped,
    droppedLines: r.droppedLines,
    positiveValue: r.positiveValue,
    negativeValue: r.negativeValue,
    positives: P,
    negatives: N,
  };
}
