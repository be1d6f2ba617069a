/**
 * Count tables as input: one CSV per model with exactly the columns `score`, `positives`, `negatives` (any order,
 * names case-insensitive), one row per score — e.g. the output of
 * `SELECT score, SUM(label) AS positives, COUNT(*) - SUM(label) AS negatives FROM t GROUP BY score`.
 * This is the core data model itself (src/lib/metrics/types.ts, CountTable), built with countTableFromCounts.
 *
 * Checks, each naming the file, line and column: no column other than the three (an extra column is named); scores
 * are finite decimal numbers; counts are whole numbers ≥ 0 (a fractional count is an error); missing values are
 * errors (a count table has no rows to drop). A score may repeat: its rows are added up. Both totals must be > 0,
 * except in one partition of a table (`partition`), which may also have no rows.
 * Equal totals across the models of one dataset are checked by the caller (src/lib/report/inputs.ts).
 */
import * as path from 'node:path';
import { contentHidden, InputError, quoteColumns } from './errors';
import { F64Builder, found, parseNumber, streamCsv } from './csv';

export interface CountsData {
  /** Per row of the file, in file order (not merged, not sorted). */
  scores: Float64Array;
  positives: Float64Array;
  negatives: Float64Array;
  /** Line of each row in the file. */
  lines: Int32Array;
  /** Totals P = Σ positives, N = Σ negatives. */
  P: number;
  N: number;
}

/** The columns a count-table CSV must have, in the order they are named in messages. */
export const COUNT_COLUMNS = ['score', 'positives', 'negatives'] as const;

export async function readCountsCsv(
  file: string,
  shown: string = file,
  /** `partition`: one of several files of a table (may hold one class only, or no rows); `onBytes`: bytes read (a progress bar). */
  opts: { partition?: boolean; onBytes?: (bytes: number) => void } = {},
): Promise<CountsData> {
  const idx: Record<(typeof COUNT_COLUMNS)[number], number> = { score: -1, positives: -1, negatives: -1 };
  let names: string[] = [];
  const scores = new F64Builder();
  const pos = new F64Builder();
  const neg = new F64Builder();
  const lines: number[] = [];
  let P = 0;
  let N = 0;
  const expected = `exactly the columns ${COUNT_COLUMNS.map((c) => `'${c}'`).join(', ')} (in any order)`;
  const rows = await streamCsv(
    path.resolve(file),
    shown,
    (h) => {
      names = h.columns;
      const list = quoteColumns(h.columns);
      const extra: string[] = [];
      h.columns.forEach((c, i) => {
        const k = c.toLowerCase() as (typeof COUNT_COLUMNS)[number];
        if (!(COUNT_COLUMNS as readonly string[]).includes(k)) {
          extra.push(c);
          return;
        }
        if (idx[k] >= 0) {
          throw new InputError({ file: shown, line: h.line, field: c }, `duplicate column name (columns ${idx[k] + 1} and ${i + 1})`);
        }
        idx[k] = i;
      });
      if (extra.length) {
        throw new InputError(
          { file: shown, line: h.line },
          `expected ${expected}, found the extra column${extra.length > 1 ? 's' : ''} ${quoteColumns(extra)}${contentHidden() ? '' : ` (header: ${list})`}`,
        );
      }
      const missing = COUNT_COLUMNS.filter((k) => idx[k] < 0);
      if (missing.length) {
        throw new InputError(
          { file: shown, line: h.line },
          `expected ${expected}, the column${missing.length > 1 ? 's' : ''} ${missing.map((c) => `'${c}'`).join(', ')} ${missing.length > 1 ? 'are' : 'is'} missing (header: ${list})`,
        );
      }
    },
    (rec, line) => {
      const ss = rec[idx.score];
      const s = parseNumber(ss);
      if (s === undefined || !Number.isFinite(s)) {
        throw new InputError({ file: shown, line, field: names[idx.score] }, `expected a finite number, ${found(ss)}`);
      }
      const count = (k: 'positives' | 'negatives'): number => {
        const t = rec[idx[k]];
        const v = parseNumber(t);
        if (v === undefined || !Number.isInteger(v) || v < 0 || v > Number.MAX_SAFE_INTEGER) {
          throw new InputError(
            { file: shown, line, field: names[idx[k]] },
            `expected a whole number of ${k} ≥ 0, ${found(t)}${v !== undefined && v >= 0 && !Number.isInteger(v) ? ' (a fractional count)' : ''}`,
          );
        }
        return v;
      };
      const p = count('positives');
      const n = count('negatives');
      scores.push(s);
      pos.push(p);
      neg.push(n);
      lines.push(line);
      P += p;
      N += n;
    },
    undefined,
    opts.onBytes,
  );
  // A partition may have no rows (a header only, as a partitioned writer leaves for an empty partition), as the part
  // files of per-example scores may; its caller checks the totals over the partitions.
  if (rows === 0 && !opts.partition) throw new InputError({ file: shown }, 'expected count rows (score, positives, negatives) after the header, found none');
  if (P > Number.MAX_SAFE_INTEGER || N > Number.MAX_SAFE_INTEGER) {
    throw new InputError({ file: shown }, `expected totals below 2^53 (exact in floating point), found P = ${P}, N = ${N}`);
  }
  // A partition of a table may hold one class only: its caller checks the sum over the partitions.
  for (const [k, total] of [['positives', P], ['negatives', N]] as const) {
    if (total === 0 && !opts.partition) {
      throw new InputError(
        { file: shown, field: names[idx[k]] },
        `expected at least one of the ${k}, found a total of 0 over ${rows} row${rows > 1 ? 's' : ''}: ROC metrics need at least one positive and one negative`,
      );
    }
  }
  return { scores: scores.finish(), positives: pos.finish(), negatives: neg.finish(), lines: Int32Array.from(lines), P, N };
}
