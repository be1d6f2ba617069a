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
import { InputError, quote, quoteColumns, type InputLocation } from './errors';
import { DECIMAL_COMMA, F64Builder, found, isDecimalComma, isMissing, parseNumber, streamCsv } from './csv';
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

/** Read a per-example scores CSV into typed arrays (streaming; 10⁵–10⁶ rows in well under a second per 10⁵). */
export async function readScoresCsv(file: string, opts: ScoresCsvOptions): Promise<ScoresData> {
  const shown = opts.shown ?? file;
  const missing = opts.missing ?? 'error';
  let labelIdx = -1;
  let modelIdx: number[] = [];
  let models: string[] = [];
  let columns: string[] = [];
  let labelFn: LabelFn | undefined;
  let labelValues: () => [string, string] = () => ['1', '0'];
  let modelsPending = false;
  const size = (await stat(path.resolve(file)).catch(() => undefined))?.size ?? 0;
  const cap = Math.max(1024, Math.ceil(size / 12));
  const labels = new F64Builder(cap);
  let cols: F64Builder[] = [];
  let dropped = 0;
  let scoreRows = 0;
  const droppedLines: number[] = [];
  let scratch = new Float64Array(0);
  let splitIdx = -1;
  const parts = new F64Builder(cap);

  const rows = await streamCsv(
    path.resolve(file),
    shown,
    (h) => {
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
      const lp = labelParser(opts, (line) => ({ file: shown, line, field: opts.label }), opts.label);
      labelFn = lp.fn;
      labelValues = lp.values;
      if (opts.models && opts.models.length) {
        models = opts.models.slice();
        modelIdx = models.map((m) => {
          const i = columns.indexOf(m);
          if (i < 0) throw new InputError({ file: shown, line: h.line }, `expected a score column '${m}' (dataset.models) in the header, found columns ${list()}`);
          if (i === labelIdx) throw new InputError({ file: shown, line: h.line, field: m }, 'the label column cannot also be a model');
          if (i === splitIdx) throw new InputError({ file: shown, line: h.line, field: m }, 'the split column cannot also be a model');
          return i;
        });
        cols = models.map(() => new F64Builder(cap));
      } else {
        modelsPending = true;
      }
    },
    (rec, line) => {
      if (modelsPending) {
        // Default models: every column but the label whose first value is a number (or a missing value).
        modelsPending = false;
        columns.forEach((c, i) => {
          if (i === labelIdx || i === splitIdx) return;
          if (parseNumber(rec[i]) !== undefined || isMissing(rec[i])) {
            models.push(c);
            modelIdx.push(i);
          }
        });
        if (!models.length) {
          const comma = columns.findIndex((_, i) => i !== labelIdx && isDecimalComma(rec[i]));
          const why = comma >= 0 ? `; column ${quote(columns[comma])} has ${quote(rec[comma])}: ${DECIMAL_COMMA}` : '';
          throw new InputError({ file: shown, line }, `expected at least one numeric score column besides the label '${opts.label}', found none (columns ${quoteColumns(columns)})${why}`);
        }
        checkModelCount(models.length, shown);
        cols = models.map(() => new F64Builder(cap));
      }
      const part = opts.split ? splitPart(opts.split, rec[splitIdx], { file: shown, line, field: opts.split.column }) : 0;
      const ls = rec[labelIdx];
      if (missing === 'drop' && isMissing(ls)) {
        dropped++;
        if (droppedLines.length < 20) droppedLines.push(line);
        return;
      }
      const y = labelFn!(ls, line);
      const m = modelIdx.length;
      if (++scoreRows * m > MAX_SCORES) {
        throw new InputError({ file: shown, line }, `more than ${shownLimit(MAX_SCORES)} scores (data rows × ${m} models; the limit of docs/config.md, Limits)`);
      }
      let drop = false;
      if (scratch.length !== m) scratch = new Float64Array(m);
      for (let k = 0; k < m; k++) {
        const s = rec[modelIdx[k]];
        const v = parseNumber(s);
        if (v === undefined) {
          if (missing === 'drop' && isMissing(s)) { drop = true; continue; }
          throw new InputError({ file: shown, line, field: models[k] }, `expected a number, ${found(s)}`);
        }
        scratch[k] = v;
      }
      if (drop) {
        dropped++;
        if (droppedLines.length < 20) droppedLines.push(line);
        return;
      }
      labels.push(y);
      if (opts.split) parts.push(part);
      for (let k = 0; k < m; k++) cols[k].push(scratch[k]);
    },
  );
  if (rows === 0) throw new InputError({ file: shown }, 'expected data rows after the header, found none');
  const [pv, nv] = labelValues();
  const out = finishScores(shown, opts, { columns, models, labels: labels.finish(), cols, rows, dropped, droppedLines, positiveValue: pv, negativeValue: nv });
  if (opts.split) out.parts = Uint8Array.from(parts.finish());
  return out;
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
