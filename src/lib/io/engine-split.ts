/**
 * Validation and test parts of one per-example file set, marked by a split column (dataset.split), with the embedded
 * engine (engine.ts): one scan lists the split and label values (and, with `missing: drop`, which rows are kept:
 * engine-drop.ts) — for a CSV whose head shows them all, the counting scans see every row instead ({@link foldedParts}) —
 * each split value is judged by the
 * reference rule (scores.ts `splitPart`) and every label value by the reference label rule, then each part is counted
 * as a file of its own rows would be; DeLong's sums (or, for the bootstrap, the rows grouped by rank) of the test part
 * only, which is what the report computes on. Declines, as engine.ts does, whenever the reference readers would give
 * anything else: a split value the rule rejects or a missing one, a part without rows or with one class only, a Parquet
 * split column that is not text, everything the whole-file engine declines.
 */
import * as path from 'node:path';
import { isMissing } from './csv';
import { splitPart, type ScoresCsvOptions } from './scores';
import { countKnownLabels, countRowsOf, finishRows, onEngine, prepareScan, type EngineCounts, type EngineNeeds, type PreparedScan } from './engine';
import { decline, sqlString, type Duck } from './engine-sql';
import { census } from './engine-drop';

/** Reader options with a split column. */
type SplitScoresOptions = ScoresCsvOptions & { split: SplitOptions };
type SplitOptions = NonNullable<ScoresCsvOptions['split']>;

/** The engine's counts of the validation part (no DeLong sums, no rows) and of the test part (what `needs` asks). */
export interface EngineSplit {
  validation: EngineCounts;
  test: EngineCounts;
  /** Rows of the whole file (both parts, with the rows dropped for a missing value). */
  rows: number;
  /** Rows dropped for a missing value (`missing: drop`). */
  dropped: number;
}

/** Why the last split read declined (tests, and the reference readers' size-limit message). */
export let lastSplitDecline: string | undefined;

/**
 * Count tables of each part of `file` (one file or several read as one table) split by `opts.split`, or undefined
 * when the engine declines (the reference readers then read the file, with their messages).
 */
export async function engineSplitCounts(
  file: string | string[],
  format: 'csv' | 'parquet',
  opts: SplitScoresOptions,
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
    const folded = format === 'csv' ? await foldedParts(d, prepared, sp, opts, needs) : undefined;
    if (folded) return folded;
    // Split values of every row, label values, the rows kept (missing: drop) and dropped: engine-drop.ts.
    const c = await census(scan, sp);
    // Each split value by the reference rule (a CSV field's text; a Parquet text, where a missing-value token is missing).
    const parts = partValues(split, c.splits, format) ?? decline('split value');
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

/**
 * The SQL literals of the validation part's split values and of the test part's, each judged by the reference rule
 * (a CSV field's text; a Parquet text, where a missing-value token is missing); undefined when the rule rejects one or
 * one is missing.
 */
function partValues(split: SplitOptions, values: unknown[], format: 'csv' | 'parquet'): [string[], string[]] | undefined {
  const parts: [string[], string[]] = [[], []];
  for (const v of values) {
    if (typeof v !== 'string' || (format === 'parquet' && isMissing(v))) return undefined;
    try {
      parts[splitPart(split, v, { file: '' })].push(sqlString(v));
    } catch {
      return undefined;
    }
  }
  return parts;
}

/**
 * A CSV's parts counted without a census, with the split and label values of the file's head and the parts' names
 * (engine.ts `countKnownLabels`): the test part's scan reads its rows; the validation part's scan reads every other
 * row, coding those of neither part and (`missing: drop`) those dropped, so a row of neither part is seen. Undefined —
 * and the census's way runs — when the head lacks a value that the rows hold (a row of neither part, another spelling
 * of a part, a label outside the head); declines as the census's way would on everything else.
 */
async function foldedParts(d: Duck, file: PreparedScan, sp: string, opts: SplitScoresOptions, needs: EngineNeeds): Promise<EngineSplit | undefined> {
  const drop = opts.missing === 'drop';
  // The head's split values, and each part's name as the config writes it (a file sorted by part shows one part in its head).
  const named = [opts.split.validation, opts.split.test].filter((v) => v === v.trim());
  const parts = partValues(opts.split, [...new Set([...file.csvSampleOf(opts.split.column), ...named])], 'csv');
  if (!parts?.[0].length || !parts[1].length) return undefined;
  const [inValidation, inTest] = parts.map((values) => `${sp} IN (${values.join(', ')})`);
  const rowsOf = (where: string) => ({ ...file, scan: { ...file.scan, source: `(SELECT * FROM ${file.scan.source} WHERE ${where})` } });
  const [ownV, ownT] = [rowsOf(`(${inTest}) IS NOT TRUE`), rowsOf(inTest)];
  const validation = await countKnownLabels(ownV.scan, file.csvSample, { part: inValidation, drop });
  if (!validation) return undefined;
  const v = validation.totals!;
  // Every row not of the test part is of the validation part (else a split value the head lacks, or a missing one).
  if (v.part !== v.rows) return undefined;
  const test = await countKnownLabels(ownT.scan, file.csvSample, drop ? { drop } : undefined);
  if (!test) return undefined;
  const t = test.totals ?? { part: test.tables[0].P + test.tables[0].N, dropped: 0 };
  if (v.part === 0 || t.part === 0) decline('a part without rows');
  // The validation part is used for model selection only: its count tables, no paired sums and no rows.
  return {
    validation: await finishRows(d, ownV, validation, { pairs: () => [] }),
    test: await finishRows(d, ownT, test, needs),
    rows: v.rows + t.part,
    dropped: v.dropped + t.dropped,
  };
}
