/** What every engine module shares (engine.ts and its siblings): DuckDB's types, SQL literals, queries, the decline signal. */
import { startProgress } from '../progress';

export type Duck = typeof import('@duckdb/node-api');
export type Con = Awaited<ReturnType<Awaited<ReturnType<Duck['DuckDBInstance']['create']>>['connect']>>;

/** The engine declines: the reference readers read the files (engine.ts, "Exactness"). */
export class Decline extends Error {}
export const decline = (why: string): never => {
  throw new Decline(why);
};

/** A string literal of SQL. */
export const sqlString = (s: string) => `'${s.replace(/'/g, "''")}'`;
/** A quoted SQL identifier. */
export const ident = (s: string) => `"${s.replace(/"/g, '""')}"`;

/** All rows of a query's result. */
export async function rows(con: Con, sql: string): Promise<unknown[][]> {
  return (await con.runAndReadAll(sql)).getRows() as unknown[][];
}

/** A value DuckDB returned, as a SQL literal to compare with (text quoted, numbers as written). */
export const sqlValue = (v: unknown): string => (typeof v === 'string' ? sqlString(v) : String(v));

/**
 * Runs `steps` DuckDB queries (`run` calls `next()` before each one after the first) with one progress bar for
 * `label` following DuckDB's progress of the running query (shown on a terminal only, src/lib/progress.ts).
 */
export async function tracked<T>(con: Con, label: string, steps: number, run: (next: () => void) => Promise<T>): Promise<T> {
  const progress = await startProgress(label, 100, { unit: '%' });
  let step = 0;
  const timer = setInterval(() => {
    const p = con.progress.percentage;
    if (p >= 0) progress.update(Math.floor((100 * step + Math.min(100, p)) / steps));
  }, 200);
  try {
    return await run(() => {
      step = Math.min(steps - 1, step + 1);
    });
  } finally {
    clearInterval(timer);
    progress.stop();
  }
}
