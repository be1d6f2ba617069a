/** What every engine module shares (engine.ts and its siblings): DuckDB's types, SQL literals, queries, the decline signal. */

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
