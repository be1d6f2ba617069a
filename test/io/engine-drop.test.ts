/**
 * `missing: drop` in the embedded engine (src/lib/io/engine-drop.ts) against the reference readers: the same count
 * tables, rows read and rows dropped, DeLong sums and rows grouped by rank, on the spellings of a missing value, in
 * labels and scores, CSV and Parquet; a decline (so the reference's message or rule) wherever the reference reads a
 * row otherwise; whole reports equal with the engine and with the reference readers.
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { engineCountTables, lastDecline, type EngineNeeds } from '../../src/lib/io/engine';
import { engineSplitCounts, lastSplitDecline } from '../../src/lib/io/engine-split';
import { MISSING_SPELLINGS } from '../../src/lib/io/engine-drop';
import { isMissing, MISSING_TOKENS } from '../../src/lib/io/csv';
import type { ScoresCsvOptions } from '../../src/lib/io/scores';
import { tempFiles } from '../helpers/files';
import { writeParquet } from '../helpers/parquet';
import { engineJson } from '../helpers/engine';
import { expected, plain, reference, withCensus, ways } from '../helpers/engine-reference';

const { write, dir } = tempFiles('rocsite-engine-drop-');
let n = 0;
const ROWS: EngineNeeds = { group: (k) => new Int32Array(k) };
const DROP: ScoresCsvOptions = { label: 'y', missing: 'drop' };

/** The engine's result equals the reference's, with and without the rows; false when it declined (always, where the reference rejects the file). */
async function same(file: string, format: 'csv' | 'parquet', opts: ScoresCsvOptions = DROP): Promise<boolean> {
  const ref = await reference(file, format, opts);
  for (const needs of [ROWS, {}]) {
    const fast = await engineCountTables(file, format, opts, needs);
    if ('error' in ref) expect([ref.error, fast]).toEqual([ref.error, undefined]);
    if (!fast) return false;
    const { columns: _c, ...rest } = fast;
    expect(plain(rest)).toEqual(plain(expected(ref, needs === ROWS)));
  }
  return true;
}

const csv = (text: string) => write(`d${n++}.csv`, text);

describe('missing: drop, engine = reference', () => {
  it('the spellings a CSV scan reads as NULL are missing values for the reference: each token in lower, upper and capitalized case, and NaN', () => {
    for (const t of MISSING_SPELLINGS) expect(isMissing(t)).toBe(true);
    for (const t of MISSING_TOKENS) expect(MISSING_SPELLINGS).toEqual(expect.arrayContaining([t, t.toUpperCase()]));
    expect(MISSING_SPELLINGS).toEqual(expect.arrayContaining(['', 'NA', 'na', 'Na', 'N/A', 'NaN', 'nan', 'NULL', 'Null', 'None', 'NONE']));
    expect(MISSING_SPELLINGS).toHaveLength(17);
  });

  it('CSV: missing scores and labels in each spelling the scan reads as NULL, quoted or not, are dropped as the reference drops them', async () => {
    const cases: [string, string, ScoresCsvOptions?][] = [
      ['NA score', 'y,a\n1,0.5\n0,NA\n0,0.1\n1,0.7\n', undefined],
      ['empty and quoted empty scores', 'y,a,b\n1,0.5,\n0,0.25,1\n1,"",2\n0,0.1,3\n1,0.9,0\n0,0.2,2\n', undefined],
      ['every token, in three cases, quoted', 'y,a,b\n1,na,1\n0,N/A,2\n1,"NaN",3\n0,null,4\n1,NONE,5\n0,0.1,Null\n1,0.3,0.2\n0,0.2,0.1\n1,0.4,0.4\n', undefined],
      ['missing labels', 'y,a\n,0.5\nNA,0.25\n1,0.5\n0,0.1\n"None",0.7\n1,0.2\n', undefined],
      ['a present label on a dropped row names the negative', 'y,a\n1,0.5\n0,NA\n0,0.1\n1,0.7\n', { label: 'y', positive: 1, missing: 'drop' }],
      ['labels yes/no with positive', 'y,a\nyes,0.5\nno,NA\nno,0.1\nyes,0.7\nNA,0.3\n', { label: 'y', positive: 'yes', missing: 'drop' }],
      ['first row missing (still a default model)', 'y,a,b\n1,NA,0.5\n0,0.25,0.5\n1,0.75,0.1\n0,0.2,0.3\n', undefined],
      ['nothing missing', 'y,a\n1,0.5\n0,0.25\n1,0.75\n', undefined],
      ['CRLF, BOM and -0', '\ufeffy,a\r\n1,-0\r\n0,NA\r\n0,0\r\n1,0.5\r\n', undefined],
      ['selected models only (a missing value elsewhere is kept)', 'y,a,b\n1,0.5,NA\n0,0.25,1\n1,NA,2\n0,0.1,3\n1,0.9,x\n', { label: 'y', models: ['a'], missing: 'drop' }],
    ];
    for (const [name, text, opts] of cases) {
      const { value: handled, scans } = await withCensus(() => same(csv(text), 'csv', opts ?? DROP));
      // A head without quotes shows the label values: no census (the dropped rows coded in the counting scan).
      expect([name, handled, lastDecline, scans > 0]).toEqual([name, true, undefined, text.includes('"')]);
    }
    // The rows dropped are counted as the reference counts them.
    const ref = await reference(csv('y,a,b\n1,NA,1\n0,0.5,\n,0.1,0.2\n1,0.5,0.5\n0,0.2,0.1\n'), 'csv', DROP);
    expect(ref).toMatchObject({ rows: 5, dropped: 3 });
  });

  it('CSV: declines where the reference reads a row otherwise (spaces around a token, a NaN spelling it rejects, a bad label on a dropped row …)', async () => {
    const cases: [string, string, ScoresCsvOptions?][] = [
      // The reference trims before it judges a token: DuckDB keeps ' NA' as text, so the engine must not read it.
      ['a token with spaces', 'y,a\n1,0.5\n0, NA \n0,0.1\n1,0.7\n', undefined],
      ['a label token with spaces', 'y,a\n1,0.5\n NA,0.3\n0,0.1\n1,0.7\n', undefined],
      // A rare mix of case is text for DuckDB: the reference drops the row.
      ['a rare spelling', 'y,a\n1,0.5\n0,nUlL\n0,0.1\n1,0.7\n', undefined],
      ['-nan (an error for the reference)', 'y,a\n1,0.5\n0,-nan\n0,0.1\n1,0.7\n', undefined],
      ['inf', 'y,a\n1,0.5\n0,inf\n0,0.1\n1,0.7\n', undefined],
      ['text score', 'y,a\n1,0.5\n0,abc\n0,0.1\n1,0.7\n', undefined],
      ['an underscore in a score (DuckDB reads 1_0 as 10)', 'y,a\n1,0.5\n0,1_0\n0,0.1\n1,0.7\n', undefined],
      ['a bad label on a row with a missing score', 'y,a\n1,0.5\n2,NA\n0,0.1\n1,0.7\n', undefined],
      ['every row dropped', 'y,a\n1,NA\n0,NA\n', undefined],
      ['one class left', 'y,a\n1,0.5\n0,NA\n1,0.1\n', undefined],
      // Missing for the reference (blank after trimming), a conversion error for DuckDB.
      ['a whitespace-only score', 'y,a\n1,0.5\n0,   \n0,0.1\n1,0.7\n', undefined],
    ];
    for (const [name, text, opts] of cases) {
      const handled = await same(csv(text), 'csv', opts ?? DROP);
      expect([name, handled]).toEqual([name, false]);
    }
  });

  it('property: random files with missing values anywhere give the reference result or a decline', async () => {
    const read = ways();
    const field = fc.oneof(
      { weight: 6, arbitrary: fc.integer({ min: 0, max: 40 }).map((k) => String(k / 8)) },
      { weight: 1, arbitrary: fc.constantFrom(...MISSING_SPELLINGS.filter((_, i) => i % 3 === 0), 'nA', '"NA"', '""', ' NA') },
    );
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.tuple(fc.oneof({ weight: 8, arbitrary: fc.constantFrom('0', '1') }, { weight: 1, arbitrary: fc.constantFrom('', 'NA', 'null') }), field, field), { minLength: 6, maxLength: 50 }),
        async (rs) => {
          const file = csv(`y,a,b\n${rs.map((r) => r.join(',')).join('\n')}\n`);
          await read.read(() => same(file, 'csv'));
          return true;
        },
      ),
      { numRuns: 50, endOnFailure: true },
    );
    // Both ways read files: without a census (a head without quotes) and with one.
    expect(read.handled).toBeGreaterThan(12);
    expect([read.byCensus > 2, read.handled - read.byCensus > 2]).toEqual([true, true]);
  });

  it('CSV: a file sorted by label, and a label value first met after the head (read with a census): as the reference reads them', async () => {
    // Over 64 KiB of negatives first: the head shows one class, the other is the rule's 1 — no census.
    const neg = Array.from({ length: 6000 }, (_, i) => `0,${(i % 97) / 100},${i % 5 === 0 ? 'NA' : (i % 89) / 100}`);
    const pos = (one: string) => Array.from({ length: 300 }, (_, i) => `${i % 7 === 0 ? 'NA' : one},${(i % 61) / 60},${(i % 83) / 80}`);
    const file = (rows: string[]) => csv(`y,a,b\n${rows.join('\n')}\n`);
    expect(await withCensus(() => same(file([...neg, ...pos('1')]), 'csv'))).toEqual({ value: true, scans: 0 });
    // The positives written 1.0 (a 1 for the rule): first met after the head, so a census.
    // One of them with a missing score too: dropped by the census's way (the counting scan saw a missing score on a row
    // of a label it did not know, which is no reason to decline).
    const late = await withCensus(() => same(file([...neg, ...pos('1.0'), '1.0,NA,0.5']), 'csv'));
    expect(late.value).toBe(true);
    expect(late.scans).toBeGreaterThan(0);
    // With dataset.positive: the positive value as the config writes it counts as seen.
    const yes = (rows: string[]) => rows.map((r) => r.replace(/^0,/, 'no,').replace(/^1,/, 'yes,'));
    expect(await withCensus(() => same(file(yes([...neg, ...pos('1')])), 'csv', { ...DROP, positive: 'yes' }))).toEqual({ value: true, scans: 0 });
    // A label the rule rejects past the head, on a row dropped for a missing score: the reference's error, so a decline.
    const mixed = neg.flatMap((r, i) => (i < 300 ? [r, pos('1')[i]] : [r]));
    expect(await same(file([...neg, ...pos('1'), '2,NA,0.5']), 'csv')).toBe(false);
    expect(await same(file([...mixed, '2,NA,0.5']), 'csv')).toBe(false);
  });

  it('Parquet: null and NaN scores, null, NaN and missing-text labels are dropped as the reference drops them', async () => {
    const y = [1, 0, null, 1, 0, 1, 0, 1, 0, 0];
    const a = [0.5, null, 0.3, 0.7, NaN, 0.1, 0.2, 0.9, 0.4, 0.4];
    const b = [1, 2, 3, null, 5, 6, 2, 8, 9, 1];
    const ints = writeParquet(`${dir}/drop-int.parquet`, [
      { name: 'y', data: y, type: 'INT32' },
      { name: 'a', data: a, type: 'DOUBLE' },
      { name: 'b', data: b, type: 'INT32' },
    ]);
    expect(await same(ints, 'parquet')).toBe(true);
    expect(lastDecline).toBeUndefined();
    const texts = writeParquet(`${dir}/drop-text.parquet`, [
      { name: 'y', data: ['yes', 'no', 'NA', 'yes', null, 'no', 'yes', 'no'], type: 'STRING' },
      { name: 'a', data: [0.5, 0.1, 0.3, NaN, 0.2, 0.2, 0.9, 0.4], type: 'DOUBLE' },
    ]);
    expect(await same(texts, 'parquet', { ...DROP, positive: 'yes' })).toBe(true);
    const doubles = writeParquet(`${dir}/drop-double-label.parquet`, [
      { name: 'y', data: [1, 0, NaN, 1, 0, 1], type: 'DOUBLE' },
      { name: 'a', data: [0.5, 0.1, 0.3, 0.6, 0.2, 0.2], type: 'DOUBLE' },
    ]);
    expect(await same(doubles, 'parquet')).toBe(true);
  });

  it('a split column with missing: drop: the parts of the rows kept, the dropped rows counted once', async () => {
    const file = csv('y,a,part\n1,0.5,v\n0,NA,t\n1,0.75,t\n0,0.5,v\n,0.1,t\n0,0.3,t\n1,0.2,v\n0,0.6,t\n1,0.9,t\n0,null,v\n');
    const split = { column: 'part', validation: 'v', test: 't' };
    const { value: r, scans } = await withCensus(() => engineSplitCounts(file, 'csv', { ...DROP, split }));
    expect(lastSplitDecline).toBeUndefined();
    expect([r!.rows, r!.dropped, r!.validation.P + r!.validation.N, r!.test.P + r!.test.N]).toEqual([10, 3, 3, 4]);
    expect(scans).toBe(0);
    // The same counts by the census's way (a quoted field in the head).
    const quoted = csv('y,a,part\n1,0.5,"v"\n0,NA,t\n1,0.75,t\n0,0.5,v\n,0.1,t\n0,0.3,t\n1,0.2,v\n0,0.6,t\n1,0.9,t\n0,null,v\n');
    const q = await withCensus(() => engineSplitCounts(quoted, 'csv', { ...DROP, split }));
    expect(q.scans).toBe(1);
    expect(plain(q.value)).toEqual(plain(r));
    // A split value the reference rejects on a dropped row still declines (the reference names its line).
    expect(await engineSplitCounts(csv('y,a,part\n1,0.5,v\n0,NA,x\n1,0.75,t\n0,0.5,v\n0,0.3,t\n'), 'csv', { ...DROP, split })).toBeUndefined();
    expect(lastSplitDecline).toBe('split value');
  });
});

describe('reports with missing: drop', () => {
  /** A seeded CSV `y,m1,m2,part` with about one row in `gap` missing a score or the label. */
  function seeded(rows: number, seed: number, gap: number): string {
    let s = seed;
    const rnd = () => ((s = (Math.imul(s, 1103515245) + 12345) >>> 0) / 2 ** 32);
    const lines = ['y,m1,m2,part'];
    for (let i = 0; i < rows; i++) {
      const y = rnd() < 0.35 ? 1 : 0;
      const f = [String(y), String(Math.round((rnd() + 0.4 * y) * 20) / 20), String(Math.round((rnd() + 0.2 * y) * 300) / 300)];
      if (rnd() < 1 / gap) f[Math.floor(rnd() * 3)] = ['NA', '', 'NaN', 'null'][Math.floor(rnd() * 4)];
      lines.push(`${f.join(',')},${i % 3 === 0 ? 'v' : 't'}`);
    }
    return `${lines.join('\n')}\n`;
  }

  it('the same report JSON (its dropped-rows warning included) from the engine and from the reference readers; with a split and the bootstrap', async () => {
    write('rep-drop.csv', seeded(1500, 23, 12));
    const configs = [
      'dataset: { path: rep-drop.csv, label: y, models: [m1, m2], missing: drop }\n',
      'dataset: { path: rep-drop.csv, label: y, missing: drop, split: { column: part, validation: v, test: t } }\nuncertainty: { bootstrap: 10, seed: 4 }\nscenarios: [{ name: s, precision: 0.3, capacity: "50%", cost: { t: [0, 1] } }]\n',
    ];
    for (const body of configs) {
      const cfg = write(`rep-drop${n++}.yaml`, `title: t\n${body}`);
      const fast = await engineJson(cfg, 'duckdb');
      expect(body.includes('split') ? lastSplitDecline : lastDecline).toBeUndefined();
      expect(fast).toEqual(await engineJson(cfg, 'js'));
      const report = JSON.parse(fast);
      expect(report.dataset.dropped).toBeGreaterThan(50);
      expect(report.warnings.some((w: { code: string }) => w.code === 'input.rows-dropped')).toBe(true);
    }
  });
});
