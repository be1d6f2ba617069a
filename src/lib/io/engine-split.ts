/**
 * Validation and test parts of one per-example file set, marked by a split column (dataset.split), with the embedded
 * engine (engine.ts): one scan lists the split and label values (and, with `missing: drop`, which rows are kept:
 * engine-drop.ts), each split value is judged by the
 * reference rule (scores.ts `splitPart`) and every label value by the reference label rule, then each part is counted
 * as a file of its own rows would be; DeLong's sums (or, for the bootstrap, the rows grouped by rank) of the test part
 * only, which is what the report computes on. Declines, as engine.ts does, whenever the reference readers would give
 * anything else: a split value the rule rejects or a missing one, a part without rows or with one class only, a Parquet
 * split column that is not text, everything the whole-file engine declines.
 */
import * as path from 'node:path';
import { isMissing } from './csv';
import { splitPart, type ScoresCsvOptions } from './scores';
import { countRowsOf, onEngine, prepareScan, type EngineCounts, type EngineNeeds } from './engine';
import { decline, sqlString } from './engine-sql';
import { census } from './engine-drop';

/** The engine's counts of the validation part (no DeLong sums, no rows) and of the test part (what `needs` asks). */
export interface EngineSplit {
  validation: EngineCounts;
  test: EngineCounts;
  /** Rows of the whole file (both parts, with the rows dropped for a missing value). */
  rows: number;
  /** Rows dropped for a missing value (`missing: drop`). */
  dropped: number;
}

/** Why the last split read declined (tests). */
export let lastSplitDecline: string | undefined;

/**
 * Count tables of each part of `file` (one file or several read as one table) split by `opts.split`, or undefined
 * when the engine declines (the reference readers then read the file, with their messages).
 */
export async function engineSplitCounts(
  file: string | string[],
  format: 'csv' | 'parquet',
  opts: ScoresCsvOptions & { split: NonNullable<ScoresCsvOptions['split']> },
  needs: EngineNeeds = {},
): Promise<EngineSplit | undefined> {
  lastSplitDecline = undefined;
  const abs = (typeof file === 'string' ? [file] : file).map((f) => path.resolve(f));
  const r = await onEngine(abs, async (d, con) => {
    const prepared = await prepareScan(con, abs, format, opts);
    const { scan, columns, types } = prepared;
    const { split } = opts;
    if (!columns.includes(split.column) || split.column === opts.label) decline('split column');
    if (format === 'parquet' && types.get(split.column) !== 'VARCHAR') decline('split column type');
    const sp = prepared.col(split.column);
    // Split values of every row, label values, the rows kept (missing: drop) and dropped: engine-drop.ts.
    const c = await census(scan, sp);
    // Each split value by the reference rule (a CSV field's text; a Parquet text, where a missing-value token is missing).
    const parts: string[][] = [[], []];
    for (const v of c.splits) {
      if (typeof v !== 'string' || (format === 'parquet' && isMissing(v))) decline('missing split value');
      let part: number;
      try {
        part = splitPart(split, v as string, { file: '' });
      } catch {
        return decline('split value');
      }
      parts[part].push(sqlString(v as string));
    }
    if (!parts[0].length || !parts[1].length) decline('a part without rows');
    // Each part's rows, counted with the label values of the whole file (as the reference's one label rule over every row).
    const partCounts = (values: string[], partNeeds: EngineNeeds) =>
      countRowsOf(d, prepared, `(SELECT * FROM ${scan.source} WHERE ${sp} IN (${values.join(', ')}) AND ${c.kept})`, c.labels, partNeeds);
    // The validation part is used for model selection only: its count tables, no paired sums and no rows.
    const validation = await partCounts(parts[0], { pairs: () => [] });
    const test = await partCounts(parts[1], needs);
    return { validation, test, rows: c.rows, dropped: c.dropped };
  });
  if ('declined' in r) return void (lastSplitDecline = r.declined);
  return r.value;
}
