/**
 * Per-example scores in several files (dataset.path as a list: partitions of one table). The reference is the same
 * table in one file: reading the partitions must give exactly what the one file gives, whatever the split points;
 * rules that span files (the label coding, the model list, both classes) hold across them; errors name the file read
 * and its own line or row.
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { join } from 'node:path';
import { readScoresFiles } from '../../src/lib/io/read-scores';
import { readScoresCsv, type ScoresCsvOptions, type ScoresData } from '../../src/lib/io/scores';
import { readScoresParquet } from '../../src/lib/io/parquet';
import { rejection, tempFiles } from '../helpers/files';
import { writeParquet } from '../helpers/parquet';

const { write, dir } = tempFiles('rocsite-scores-files-');
let n = 0;

/** Files named as shown in messages (their base name), and the name of all of them. */
const named = (paths: string[]) => ({ files: paths.map((abs) => ({ abs, shown: abs.slice(dir.length + 1) })), shown: `${paths[0].slice(dir.length + 1)}${paths.length > 1 ? ` (and ${paths.length - 1} more)` : ''}` });
const readCsvFiles = (paths: string[], opts: ScoresCsvOptions) => {
  const { files, shown } = named(paths);
  return readScoresFiles('csv', files, shown, opts);
};
const readParquetFiles = (paths: string[], opts: ScoresCsvOptions) => {
  const { files, shown } = named(paths);
  return readScoresFiles('parquet', files, shown, opts);
};

/** What a reader gives, as plain values (typed arrays to arrays). */
const plain = (d: ScoresData) => ({
  ...d,
  labels: Array.from(d.labels),
  scores: d.scores.map((s) => Array.from(s)),
  parts: d.parts ? Array.from(d.parts) : undefined,
  droppedLines: undefined, // line numbers are each file's own (checked below)
});

/** A table: header and rows of fields (text). */
type Table = { head: string[]; rows: string[][] };
const csvOf = (t: Table, rows = t.rows) => [t.head.join(','), ...rows.map((r) => r.join(','))].join('\n') + '\n';

/** The rows cut at `cuts` (sorted positions; equal cuts give empty partitions). */
function partsOf<T>(rows: T[], cuts: number[]): T[][] {
  const at = [0, ...cuts.map((c) => Math.min(c, rows.length)).sort((a, b) => a - b), rows.length];
  return at.slice(1).map((end, i) => rows.slice(at[i], end));
}

/** Rows y, a, b with ties, a label coding, some missing values. */
const rowArb = fc.tuple(fc.constantFrom('1', '0', '1.0', ' 0'), fc.integer({ min: 0, max: 6 }), fc.constantFrom('0.5', '-0', '1e-3', '0.30000000000000004', '7', 'NA', '2'));

describe('several CSV files read as one table', () => {
  it('any split of a table into files gives what the one file gives (labels, scores, rows, P, N, values, drops)', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(rowArb, { minLength: 2, maxLength: 40 }), fc.array(fc.nat(45), { minLength: 1, maxLength: 4 }), fc.constantFrom<'error' | 'drop'>('error', 'drop'), async (rs, cuts, missing) => {
        const rows = rs.map(([y, a, b]) => [y, String(a / 4), b]);
        rows[0] = ['1', '0.25', '0.5'];
        rows[1] = ['0', '0.5', '0.5'];
        const t: Table = { head: ['y', 'a', 'b'], rows };
        const k = n++;
        const whole = write(`whole-${k}.csv`, csvOf(t));
        const files = partsOf(rows, cuts).map((p, i) => write(`part-${k}-${i}.csv`, csvOf(t, p)));
        const opts: ScoresCsvOptions = { label: 'y', missing };
        const one = await readScoresCsv(whole, opts).then(plain, (e: Error) => ({ error: e.message.replace(/^[^:]*: /, '') }));
        const many = await readCsvFiles(files, opts).then(plain, (e: Error) => ({ error: e.message.replace(/^[^:]*: /, '') }));
        if ('error' in one) {
          // The same error, at the line of the part that holds the row (line numbers are each file's own).
          expect('error' in many).toBe(true);
          expect((many as { error: string }).error.replace(/^line \d+, /, '')).toBe(one.error.replace(/^line \d+, /, ''));
        } else {
          expect(many).toEqual(one);
        }
      }),
      { numRuns: 60 },
    );
  });

  it('an error names the file it is in and the line in that file', async () => {
    const a = write('err-a.csv', 'y,s\n1,0.5\n0,0.25\n');
    const b = write('err-b.csv', 'y,s\n1,0.5\n0,high\n');
    expect(await rejection(readCsvFiles([a, b], { label: 'y' }))).toBe("err-b.csv line 3, column 's': expected a number, found 'high'");
  });

  it('one label coding over all files: a negative inferred in one file is the negative of the others', async () => {
    const a = write('lab-a.csv', 'y,s\nyes,0.5\nno,0.25\n');
    const b = write('lab-b.csv', 'y,s\nyes,0.7\nnope,0.1\n');
    expect(await rejection(readCsvFiles([a, b], { label: 'y', positive: 'yes' }))).toBe(
      "err-b.csv line 3, column 'y': expected the label to be \"yes\" (positive) or 'no' (negative, the first other value in the column), found 'nope'".replace('err-b', 'lab-b'),
    );
    // The first file with positives only: the negative is found in the second.
    const p = write('lab-p.csv', 'y,s\nyes,0.5\nyes,0.25\n');
    const q = write('lab-q.csv', 'y,s\nno,0.7\nyes,0.1\n');
    const d = await readCsvFiles([p, q], { label: 'y', positive: 'yes' });
    expect([d.positives, d.negatives, d.positiveValue, d.negativeValue]).toEqual([3, 1, 'yes', 'no']);
  });

  it('a partition may hold one class or no row; all files together need both classes and a row', async () => {
    const pos = write('cls-pos.csv', 'y,s\n1,0.5\n1,0.25\n');
    const none = write('cls-none.csv', 'y,s\n');
    const neg = write('cls-neg.csv', 'y,s\n0,0.5\n');
    const d = await readCsvFiles([pos, none, neg], { label: 'y' });
    expect([d.rows, d.positives, d.negatives]).toEqual([3, 2, 1]);
    expect(await rejection(readCsvFiles([pos, none], { label: 'y' }))).toBe(
      "cls-pos.csv (and 1 more), column 'y': expected both classes, found only positives (2 rows, 2 with the positive label 1): ROC metrics need at least one positive and one negative",
    );
    expect(await rejection(readCsvFiles([none, write('cls-none2.csv', 'y,s\n')], { label: 'y' }))).toBe('cls-none.csv (and 1 more): expected data rows, found none in the 2 files');
    // A single file without rows is still the error it was.
    expect(await rejection(readCsvFiles([none], { label: 'y' }))).toBe('cls-none.csv: expected data rows after the header, found none');
  });

  it("the first file's columns are every file's, in any order; the models are chosen once", async () => {
    const a = write('col-a.csv', 'y,s,t\n1,0.5,3\n0,0.25,4\n');
    const b = write('col-b.csv', 't,y,s\n5,1,0.75\n6,0,0.125\n');
    const d = await readCsvFiles([a, b], { label: 'y' });
    expect(d.models).toEqual(['s', 't']);
    expect(d.scores.map((s) => Array.from(s))).toEqual([[0.5, 0.25, 0.75, 0.125], [3, 4, 5, 6]]);
    const c = write('col-c.csv', 'y,s,u\n1,0.5,3\n');
    expect(await rejection(readCsvFiles([a, c], { label: 'y' }))).toBe(
      "col-c.csv line 1: expected the columns of col-a.csv (the first file of the list: partitions of one table), found them without 't' and with 'u' besides",
    );
    // Default models from the first data row, wherever it is: here in the second file (the first has none).
    const empty = write('col-empty.csv', 'y,s,t\n');
    const e = await readCsvFiles([empty, write('col-text.csv', 'y,s,t\n1,x,3\n0,y,4\n')], { label: 'y' });
    expect(e.models).toEqual(['t']);
  });

  it('the split column marks rows in every file', async () => {
    const a = write('split-a.csv', 'y,s,part\n1,0.5,v\n0,0.25,t\n');
    const b = write('split-b.csv', 'y,s,part\n1,0.75,t\n0,0.125,v\n');
    const d = await readCsvFiles([a, b], { label: 'y', split: { column: 'part', validation: 'v', test: 't' } });
    expect(Array.from(d.parts!)).toEqual([0, 1, 1, 0]);
  });

  it('dropped rows are counted over all files, each at its line in its file', async () => {
    const a = write('drop-a.csv', 'y,s\n1,NA\n0,0.25\n1,0.5\n');
    const b = write('drop-b.csv', 'y,s\n0,0.1\nNA,0.5\n');
    const d = await readCsvFiles([a, b], { label: 'y', missing: 'drop' });
    expect([d.rows, d.dropped, d.droppedLines, d.positives, d.negatives]).toEqual([5, 2, [2, 3], 1, 2]);
  });
});

describe('several Parquet files read as one table', () => {
  const pq = (name: string, y: (number | null)[], s: (number | null)[], extra: { name: string; data: unknown[]; type: string }[] = []) =>
    writeParquet(join(dir, name), [{ name: 'y', data: y, type: 'INT32' }, { name: 's', data: s, type: 'DOUBLE' }, ...extra] as never);

  it('any split gives what the one file gives', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(fc.tuple(fc.constantFrom(0, 1), fc.integer({ min: -3, max: 3 })), { minLength: 2, maxLength: 30 }), fc.array(fc.nat(35), { maxLength: 3 }), async (rs, cuts) => {
        rs[0] = [1, 1];
        rs[1] = [0, 0];
        const k = n++;
        const whole = pq(`whole-${k}.parquet`, rs.map((r) => r[0]), rs.map((r) => r[1] / 2));
        const files = partsOf(rs, cuts).map((p, i) => pq(`part-${k}-${i}.parquet`, p.map((r) => r[0]), p.map((r) => r[1] / 2)));
        const opts: ScoresCsvOptions = { label: 'y' };
        expect(plain(await readParquetFiles(files, opts))).toEqual(plain(await readScoresParquet(whole, opts)));
      }),
      { numRuns: 25 },
    );
  });

  it('an error names the file and its own data row; a file with other columns is named', async () => {
    const a = pq('pe-a.parquet', [1, 0], [0.5, 0.25]);
    const b = pq('pe-b.parquet', [1, 0, 1], [0.5, null, 0.1]);
    expect(await rejection(readParquetFiles([a, b], { label: 'y' }))).toBe("pe-b.parquet row 2, column 's': expected a number, found null");
    const c = pq('pe-c.parquet', [1], [0.5], [{ name: 'u', data: [1], type: 'DOUBLE' }]);
    expect(await rejection(readParquetFiles([a, c], { label: 'y' }))).toBe(
      "pe-c.parquet: expected the columns of pe-a.parquet (the first file of the list: partitions of one table), found them with 'u' besides",
    );
  });

  it('a partition without rows is skipped; a single file without rows is the error it was', async () => {
    const a = pq('pz-a.parquet', [1, 0], [0.5, 0.25]);
    const z = pq('pz-z.parquet', [], []);
    const d = await readParquetFiles([z, a], { label: 'y' });
    expect([d.rows, d.positives, d.negatives]).toEqual([2, 1, 1]);
    expect(await rejection(readParquetFiles([z], { label: 'y' }))).toBe('pz-z.parquet: expected data rows, found none (the file has 0 rows)');
  });
});
