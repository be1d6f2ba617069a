/**
 * What `check` and `compute` say about a dataset: the models by name, the class counts, the rows dropped, and a
 * warning for a column read as a model that looks like an identifier (whole numbers, a different one on every row:
 * a patient or row id), which happens when the config lists no models (the default is every numeric column).
 */

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

/** "3 models ('a', 'b', 'c'), 41 positives, 72 negatives; 2 of 115 rows dropped for missing values (dataset.missing: drop)". */
export function datasetSummary(d: { models: readonly string[]; P: number; N: number; rows?: number; dropped?: number }): string {
  let s = `${plural(d.models.length, 'model')} (${modelNames(d.models)}), ${plural(d.P, 'positive')}, ${plural(d.N, 'negative')}`;
  if (d.dropped) s += `; ${d.dropped.toLocaleString('en-US')} of ${plural(d.rows ?? d.P + d.N + d.dropped, 'row')} dropped for missing values (dataset.missing: drop)`;
  return s;
}

/** A model column as far as the identifier test needs it. */
export interface ColumnShape {
  name: string;
  /** Distinct scores of the column. */
  distinct: number;
  /** Some or all of its distinct scores. */
  scores: ArrayLike<number> | null;
}

/** Fewest rows for the identifier test (a handful of distinct whole numbers proves nothing). */
const MIN_ROWS = 20;

/** The columns that look like identifiers: whole-number scores, one distinct value per row. */
export function identifierColumns(models: readonly ColumnShape[], rows: number): string[] {
  if (rows < MIN_ROWS) return [];
  return models
    .filter((m) => m.distinct === rows && m.scores !== null && m.scores.length > 0 && Array.prototype.every.call(m.scores, (v: number) => Number.isInteger(v)))
    .map((m) => m.name);
}

/** The warning for identifier-like model columns of a config without `dataset.models` ('' when there is none). */
export function identifierWarning(config: string, columns: string[]): string {
  if (!columns.length) return '';
  const one = columns.length === 1;
  return (
    `warning: ${config}: column${one ? '' : 's'} ${modelNames(columns)} look${one ? 's' : ''} like ${one ? 'an identifier' : 'identifiers'} ` +
    `(whole numbers, a different one on every row) but ${one ? 'is' : 'are'} read as ${one ? 'a model' : 'models'}: the config lists no models, so every ` +
    `numeric column is one; list the score columns in dataset.models (docs/config.md)`
  );
}

/** The identifier-like columns of a report JSON (its models' count tables, thinned or not). */
export function identifierColumnsOfReport(json: string): string[] {
  const r = JSON.parse(json) as {
    dataset?: { kind?: string; positives?: number; negatives?: number };
    models?: { name: string; countTable?: { scores: (number | null)[] | null }; display?: { totalPoints?: number } }[];
  };
  if (r.dataset?.kind !== 'scores' || !r.models) return [];
  const rows = (r.dataset.positives ?? 0) + (r.dataset.negatives ?? 0);
  return identifierColumns(
    r.models.map((m) => ({
      name: m.name,
      // The ROC curve has a point per distinct score, plus its start.
      distinct: (m.display?.totalPoints ?? 0) - 1,
      scores: m.countTable?.scores && m.countTable.scores.every((s) => s !== null) ? (m.countTable.scores as number[]) : null,
    })),
    rows,
  );
}
