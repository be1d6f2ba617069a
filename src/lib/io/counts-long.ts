/**
 * Count tables of all models in one table (the long format): the columns `model`, `score`, `positives`, `negatives`
 * (any order, names in any case), one row per model and score — what the GROUP BY model, score query of docs/scale.md
 * gives — in one file or in partitions, CSV (here) or Parquet (counts-parquet.ts `addLongCountsParquet`).
 *
 * Each model's rows follow the rules of one model's count table (counts.ts: finite scores, whole counts ≥ 0, no
 * missing values; a score may repeat, its rows are added up). A model's name is its field's text without surrounding
 * white space, with a visible character. The models are those of `models` (dataset.models), in that order, rows of
 * other models skipped unread — each listed model must have rows — or else every model the table holds, in code-point
 * order of their names (at most MAX_MODELS). Every model needs a positive and a negative over all the files; equal
 * totals across models are checked by the caller (src/lib/report/inputs.ts), as for one file per model.
 */
import * as path from 'node:path';
import { InputError } from './errors';
import { streamCsv, found } from './csv';
import { addCountRow, countColumns, CountRows, type CountColumn, type CountsData } from './counts';
import { MAX_MODELS, shownLimit } from '../limits';
import { codePointOrder, fieldText } from '../text';

/** The columns of a table of all models' counts, in the order messages name them. */
export const LONG_COUNT_COLUMNS = ['model', 'score', 'positives', 'negatives'] as const;
export type LongCountColumn = (typeof LONG_COUNT_COLUMNS)[number];

/** A model's count table read from the long format. */
export interface ModelCounts {
  name: string;
  data: CountsData;
}

/** A model name from its field's text: without surrounding white space; undefined when nothing visible is left. */
export function modelName(text: string): string | undefined {
  const t = text.trim();
  return t === '' ? undefined : t;
}

/** Names shown in a message: the first few, quoted, and how many more. */
function someNames(names: string[]): string {
  const shown = names.slice(0, 8).map((n) => `'${fieldText(n)}'`).join(', ');
  return names.length > 8 ? `${shown} and ${names.length - 8} more` : shown || 'none';
}

/** The rows of each model as the files are read, in file order (not merged): what {@link finish} checks and returns. */
export class ModelCountRows {
  private readonly byName = new Map<string, CountRows>();
  /** Names of models left out by `wanted` (for the message when a wanted one is missing). */
  private readonly skipped = new Set<string>();
  /** Data rows read over all files. */
  rows = 0;
  /** The model column's name as the first file writes it (for messages). */
  field?: string;
  /** The last model value looked up and its rows: rows come grouped by model (ORDER BY model). */
  private lastValue: unknown = ModelCountRows;
  private lastRows: CountRows | undefined | null;

  constructor(readonly wanted?: readonly string[]) {
    for (const m of wanted ?? []) this.byName.set(m, new CountRows());
  }

  /**
   * The rows of the model a model column's value names ({@link modelName} of text); undefined when dataset.models
   * leaves it out (a blank or missing name too); null when it names no model and every model is read: the caller's
   * error, which names the row. A value equal to the previous one is not looked up again.
   */
  rowsFor(value: unknown): CountRows | undefined | null {
    if (value !== this.lastValue) {
      this.lastValue = value;
      const name = typeof value === 'string' ? modelName(value) : undefined;
      this.lastRows = name === undefined ? (this.wanted ? undefined : null) : this.rowsOf(name);
    }
    return this.lastRows;
  }

  /** The rows of the model named `name`, or undefined when dataset.models leaves it out. */
  private rowsOf(name: string): CountRows | undefined {
    let t = this.byName.get(name);
    if (t) return t;
    if (this.wanted) {
      if (this.skipped.size < 64) this.skipped.add(name);
      return undefined;
    }
    this.byName.set(name, (t = new CountRows()));
    return t;
  }

  /**
   * Each model's table, checked over all files (`shown`, the files as messages name them): every listed model present,
   * at most MAX_MODELS models, a positive and a negative for each, totals below 2^53.
   */
  finish(shown: string): ModelCounts[] {
    const field = this.field ?? 'model';
    if (this.rows === 0) throw new InputError({ file: shown }, 'expected count rows (model, score, positives, negatives), found none');
    const names = this.wanted ? [...this.wanted] : [...this.byName.keys()].sort(codePointOrder);
    if (!this.wanted && names.length > MAX_MODELS) {
      throw new InputError(
        { file: shown, field },
        `found ${shownLimit(names.length)} models, more than the limit of ${shownLimit(MAX_MODELS)} models per report (docs/config.md, Limits); choose some with dataset.models`,
      );
    }
    return names.map((name) => {
      const t = this.byName.get(name)!;
      if (t.scores.length === 0) {
        const others = [...this.byName.keys()].filter((n) => this.byName.get(n)!.scores.length > 0).concat([...this.skipped]).sort(codePointOrder);
        throw new InputError({ file: shown, field }, `expected rows of the model '${fieldText(name)}' (dataset.models), found ${others.length ? `only the models ${someNames(others)}` : 'none'}`);
      }
      if (t.P > Number.MAX_SAFE_INTEGER || t.N > Number.MAX_SAFE_INTEGER) {
        throw new InputError({ file: shown }, `expected totals below 2^53 (exact in floating point) for the model '${fieldText(name)}', found P = ${t.P}, N = ${t.N}`);
      }
      for (const [k, total] of [['positives', t.P], ['negatives', t.N]] as const) {
        if (total === 0) {
          throw new InputError(
            { file: shown, field },
            `expected at least one of the ${k} for the model '${fieldText(name)}', found a total of 0 over its ${t.scores.length} row${t.scores.length > 1 ? 's' : ''}: ROC metrics need at least one positive and one negative`,
          );
        }
      }
      return { name, data: t.finish() };
    });
  }
}

/** One CSV file of the long format added to `acc` (one of several partitions when `partition`: it may have no rows). */
export async function addLongCountsCsv(
  acc: ModelCountRows,
  file: string,
  shown: string = file,
  opts: { partition?: boolean; onBytes?: (bytes: number) => void } = {},
): Promise<void> {
  let idx: Record<LongCountColumn, number> = { model: -1, score: -1, positives: -1, negatives: -1 };
  let names: string[] = [];
  const lines = await streamCsv(
    path.resolve(file),
    shown,
    (h) => {
      names = h.columns;
      idx = countColumns(h.columns, { file: shown, line: h.line }, LONG_COUNT_COLUMNS);
      acc.field ??= names[idx.model];
    },
    (rec, line) => {
      const text = rec[idx.model];
      const rows = acc.rowsFor(text);
      if (rows === null) throw new InputError({ file: shown, line, field: names[idx.model] }, `expected a model name with a visible character, ${found(text)}`);
      if (rows) addCountRow(rows, rec, idx as Record<CountColumn, number>, names, shown, line);
    },
    undefined,
    opts.onBytes,
  );
  if (lines === 0 && !opts.partition) throw new InputError({ file: shown }, 'expected count rows (model, score, positives, negatives) after the header, found none');
  acc.rows += lines;
}
