/**
 * Published ROC curves (docs/config.md, `dataset.roc`): one CSV per model with a header naming the columns `fpr` and `tpr`
 * (case-insensitive) and optionally `threshold`; other columns are ignored. Each row is one ROC point in [0, 1]².
 * With the dataset's positives P and negatives N (from the config) the points become a count table with fractional
 * counts P·ΔTPR, N·ΔFPR (src/lib/metrics/counts.ts, countTableFromRoc); (0,0) and (1,1) are added when missing.
 *
 * Checks, each naming the file and line: numbers in [0, 1]; the curve is monotone (sorted by FPR, TPR never
 * decreases); thresholds, when given, are numbers (Inf / -Inf allowed) that decrease strictly along the curve.
 * Missing values are errors (a published curve has no rows to drop).
 */
import * as path from 'node:path';
import { InputError, quoteColumns } from './errors';
import { F64Builder, found, parseNumber, streamCsv } from './csv';

export interface RocPointsData {
  fpr: Float64Array;
  tpr: Float64Array;
  /** Present when the file has a threshold column. */
  thresholds?: Float64Array;
  /** Line of each point in the file. */
  lines: Int32Array;
}

function parseThreshold(s: string): number | undefined {
  const t = s.trim().toLowerCase();
  if (t === 'inf' || t === '+inf' || t === 'infinity' || t === '+infinity') return Infinity;
  if (t === '-inf' || t === '-infinity') return -Infinity;
  return parseNumber(s);
}

export async function readRocCsv(file: string, shown: string = file): Promise<RocPointsData> {
  let ix = -1;
  let iy = -1;
  let it = -1;
  const fpr = new F64Builder();
  const tpr = new F64Builder();
  const th = new F64Builder();
  const lines: number[] = [];
  let headerCols: string[] = [];
  const rows = await streamCsv(
    path.resolve(file),
    shown,
    (h) => {
      headerCols = h.columns;
      const low = h.columns.map((c) => c.toLowerCase());
      // Columns are found ignoring case, so 'tpr' and 'TPR' together are ambiguous: one would be ignored.
      for (const name of ['fpr', 'tpr', 'threshold']) {
        const at = low.flatMap((c, i) => (c === name ? [i] : []));
        if (at.length > 1) {
          throw new InputError({ file: shown, line: h.line, field: h.columns[at[1]] }, `duplicate column name: columns ${at.map((i) => i + 1).join(' and ')} are both '${name}' (names are compared ignoring case)`);
        }
      }
      ix = low.indexOf('fpr');
      iy = low.indexOf('tpr');
      it = low.indexOf('threshold');
      if (ix < 0 || iy < 0) {
        throw new InputError(
          { file: shown, line: h.line },
          `expected columns 'fpr' and 'tpr' (and optionally 'threshold') in the header, found ${quoteColumns(h.columns)}`,
        );
      }
    },
    (rec, line) => {
      const x = parseNumber(rec[ix]);
      if (x === undefined || x < 0 || x > 1) {
        throw new InputError({ file: shown, line, field: headerCols[ix] }, `expected a false positive rate in [0, 1], ${found(rec[ix])}`);
      }
      const y = parseNumber(rec[iy]);
      if (y === undefined || y < 0 || y > 1) {
        throw new InputError({ file: shown, line, field: headerCols[iy] }, `expected a true positive rate in [0, 1], ${found(rec[iy])}`);
      }
      fpr.push(x);
      tpr.push(y);
      if (it >= 0) {
        const t = parseThreshold(rec[it]);
        if (t === undefined) {
          throw new InputError({ file: shown, line, field: headerCols[it] }, `expected a threshold (a number, Inf or -Inf), ${found(rec[it])}`);
        }
        th.push(t);
      }
      lines.push(line);
    },
  );
  if (rows === 0) throw new InputError({ file: shown }, 'expected ROC points after the header, found none');
  const out: RocPointsData = {
    fpr: fpr.finish(),
    tpr: tpr.finish(),
    thresholds: it >= 0 ? th.finish() : undefined,
    lines: Int32Array.from(lines),
  };
  // Monotonicity, reported with the lines of the offending pair (after sorting by FPR, then TPR).
  const n = out.fpr.length;
  const idx = Array.from({ length: n }, (_, i) => i).sort((a, b) => out.fpr[a] - out.fpr[b] || out.tpr[a] - out.tpr[b] || a - b);
  for (let r = 1; r < n; r++) {
    const a = idx[r - 1];
    const b = idx[r];
    if (out.tpr[b] < out.tpr[a]) {
      throw new InputError(
        { file: shown, line: out.lines[b] },
        `expected a monotone ROC curve (TPR never decreasing as FPR increases), found (${out.fpr[b]}, ${out.tpr[b]}) ` +
          `after (${out.fpr[a]}, ${out.tpr[a]}) on line ${out.lines[a]}`,
      );
    }
    if (out.thresholds) {
      const same = out.fpr[a] === out.fpr[b] && out.tpr[a] === out.tpr[b];
      if (!same && !(out.thresholds[b] < out.thresholds[a])) {
        throw new InputError(
          { file: shown, line: out.lines[b], field: headerCols[it] },
          `expected thresholds to decrease strictly along the curve, found ${out.thresholds[b]} after ${out.thresholds[a]} on line ${out.lines[a]}`,
        );
      }
    }
  }
  return out;
}
