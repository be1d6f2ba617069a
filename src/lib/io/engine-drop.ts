/**
 * Which rows the reference readers keep (scores.ts, parquet.ts), in the engine's SQL. With `missing: drop` a row with a
 * missing label, or a missing score in any selected model, is dropped; a split column's value is judged on every row,
 * dropped or not. One grouping scan ({@link census}) gives the rows of each (split value, label value, every score
 * present) group; each label value is judged missing or not in JS, by the reader's rule, so the SQL of a kept row
 * lists the label values that are present. A CSV whose first 64 KiB show every label value (and, with a split column,
 * both parts' values) needs no census: its counting scan codes the rows dropped and another part's rows and counts
 * them (engine.ts `countKnownLabels` with a `RowFilter`), one parse of the file fewer; a value beyond the head sends it
 * back to the census.
 */
import { isMissing, MISSING_TOKENS } from './csv';
import { decline, rows, sqlValue, tracked } from './engine-sql';
import type { Scan } from './engine';

/**
 * The spellings of the missing-value tokens (csv.ts MISSING_TOKENS) that a CSV scan reads as NULL under
 * `missing: drop`: each in lower case, upper case and capitalized, and NaN. DuckDB compares every field with each
 * (at 10⁷ rows × 4 columns, 17 spellings cost about 0.14 s per scan, all 49 mixes of case 0.3 s); a rarer mix (nUlL)
 * stays text, which DuckDB cannot read as a number, so the engine declines and the reference reader drops the row.
 * A token with spaces around it stays text too (the reference trims first): the same decline.
 */
export const MISSING_SPELLINGS: string[] = [
  ...new Set(MISSING_TOKENS.flatMap((t) => [t, t.toUpperCase(), t.charAt(0).toUpperCase() + t.slice(1), ...(t === 'nan' ? ['NaN'] : [])])),
];

/** SQL true for a row whose selected scores are all present (a CSV field read as NULL; Parquet: null or NaN). */
export const scoresPresent = ({ format, cols }: Scan): string =>
  cols.map((c) => (format === 'csv' ? `${c} IS NOT NULL` : `(${c} IS NOT NULL AND NOT isnan(${c}::DOUBLE))`)).join(' AND ');

/** Groups beyond which the census declines (a split column and a label have a handful of values). */
const MAX_GROUPS = 4096;

/** Census scans run so far (tests: which way a file was read). */
export let censusScans = 0;

export interface Census {
  /** The distinct split values of every row (none without a split column). */
  splits: unknown[];
  /** The label values to judge: every row's with `missing: drop` but the missing ones, else every row's. */
  labels: unknown[];
  /** SQL true for a row the reference keeps (the label present and every selected score present). */
  kept: string;
  /** Rows read, and rows dropped for a missing value. */
  rows: number;
  dropped: number;
}

/** Whether a label value is missing by the reader's rule: a CSV field read as NULL; a Parquet null, NaN or missing-value text. */
export const missingLabel = (v: unknown, format: Scan['format']) =>
  v === null || v === undefined || (format === 'parquet' && ((typeof v === 'number' && v !== v) || (typeof v === 'string' && isMissing(v))));

/**
 * The census of the rows of `scan` (`sp`: the split column's SQL identifier): one scan grouping them by split value,
 * label value and whether every selected score is present (a CSV field read as NULL; Parquet: null or NaN).
 */
export async function census(scan: Scan, sp?: string): Promise<Census> {
  const { con, format, source, lab } = scan;
  const drop = scan.opts.missing === 'drop';
  const present = scoresPresent(scan);
  censusScans++;
  const sql = `SELECT ${sp ?? 'NULL'} AS sp, ${lab} AS lab, ${drop ? present : 'true'} AS scored, count(*) AS c FROM ${source} GROUP BY ALL LIMIT ${MAX_GROUPS + 1}`;
  const groups = await tracked(con, sp ? 'parts and labels' : 'missing values', 1, () => rows(con, sql));
  if (groups.length > MAX_GROUPS) decline('too many split and label values');
  let total = 0;
  let dropped = 0;
  const labels = new Set<unknown>();
  for (const [, v, scored, c] of groups) {
    total += Number(c);
    if (drop && missingLabel(v, format)) dropped += Number(c);
    else {
      labels.add(v);
      if (!scored) dropped += Number(c);
    }
  }
  if (drop && dropped === total) decline('every row has a missing value');
  const list = [...labels];
  return {
    splits: sp ? [...new Set(groups.map((g) => g[0]))] : [],
    labels: list,
    kept: drop ? `${lab} IN (${list.map(sqlValue).join(', ')}) AND ${present}` : 'true',
    rows: total,
    dropped,
  };
}
