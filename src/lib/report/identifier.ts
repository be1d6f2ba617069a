/**
 * A column read as a model that looks like an identifier (whole numbers, a different one on every row: a patient or
 * row id). It happens when the config lists no models (every numeric column is one); the report warns
 * (`input.identifier-column`), and `rocsite check` and `compute` repeat it on stderr. Pure.
 */

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

/** The warning about identifier-like columns (names already quoted and listed: "'patient_id'"). */
export function identifierMessage(columns: readonly string[], listed: string): string {
  const one = columns.length === 1;
  return (
    `Column${one ? '' : 's'} ${listed} look${one ? 's' : ''} like ${one ? 'an identifier' : 'identifiers'} ` +
    `(whole numbers, a different one on every row) but ${one ? 'is' : 'are'} read as ${one ? 'a model' : 'models'}: the config lists no models, so every ` +
    `numeric column is one; list the score columns in dataset.models (docs/config.md)`
  );
}
