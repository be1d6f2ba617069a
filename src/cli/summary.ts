/**
 * What `check` and `compute` say about a dataset: the models by name, the class counts, the rows dropped, and the
 * warning for a column read as a model that looks like an identifier (src/lib/report/identifier.ts).
 */
import { identifierMessage } from '../lib/report/identifier';

export { identifierColumns } from '../lib/report/identifier';

/** Most model names listed before "… and N more". */
export const LISTED_MODELS = 8;

/** 'a', 'b', … and 3 more. */
export function modelNames(names: readonly string[], max = LISTED_MODELS): string {
  const q = (n: string) => `'${n}'`;
  if (names.length <= max) return names.map(q).join(', ');
  return `${names.slice(0, max - 1).map(q).join(', ')} … and ${names.length - (max - 1)} more`;
}

/** "1 report", "2 reports", "1,200 negatives". */
export const plural = (n: number, one: string, many = `${one}s`) => `${n.toLocaleString('en-US')} ${n === 1 ? one : many}`;

/**
 * "3 models ('a', 'b', 'c'), 41 positives, 72 negatives; 2 of 115 rows dropped for missing values (dataset.missing:
 * drop)"; with `files` > 1 (per-example scores in part files), "…, 72 negatives from 10 files; …".
 */
export function datasetSummary(d: { models: readonly string[]; P: number; N: number; rows?: number; dropped?: number; files?: number }): string {
  let s = `${plural(d.models.length, 'model')} (${modelNames(d.models)}), ${plural(d.P, 'positive')}, ${plural(d.N, 'negative')}`;
  if ((d.files ?? 1) > 1) s += ` from ${plural(d.files!, 'file')}`;
  if (d.dropped) s += `; ${d.dropped.toLocaleString('en-US')} of ${plural(d.rows ?? d.P + d.N + d.dropped, 'row')} dropped for missing values (dataset.missing: drop)`;
  return s;
}

/** The warning for identifier-like model columns of a config without `dataset.models` ('' when there is none). */
export function identifierWarning(config: string, columns: string[]): string {
  return columns.length ? `warning: ${config}: ${identifierMessage(columns, modelNames(columns))}` : '';
}
