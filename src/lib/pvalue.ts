/**
 * How rocsite writes a p-value, one rule for tables, prose, report statements and the PDF: three decimals, and below
 * 0.001 only "< 0.001" (DeLong's test is a normal approximation: its tiny p-values carry no precision).
 */

/** The value in a column headed "p": "0.012", "< 0.001", or "—" when the test is undefined. */
export function pValue(p: number | null): string {
  if (p === null || !Number.isFinite(p)) return '—';
  return p < 0.001 ? '< 0.001' : p.toFixed(3);
}

/** The value in a sentence: "p = 0.012", "p < 0.001", or "p undefined". */
export function pStatement(p: number | null): string {
  if (p === null || !Number.isFinite(p)) return 'p undefined';
  return p < 0.001 ? 'p < 0.001' : `p = ${p.toFixed(3)}`;
}

/** Holm's adjusted p in a sentence: "p = 0.054 after Holm's adjustment for the 3 paired tests". */
export function holmStatement(pHolm: number | null, tests: number): string {
  return `${pStatement(pHolm)} after Holm's adjustment for the ${tests} paired tests`;
}

/** A "p = …" or "p < …" of {@link pStatement} inside a longer text (one capture group: splits keep it). */
export const P_STATEMENT = /(p [=<] [\d.]+)/;
