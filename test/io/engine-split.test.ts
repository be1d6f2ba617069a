/**
 * Validation and test parts read by the embedded engine (src/lib/io/engine-split.ts, and a test file read with the
 * validation file's models) against the reference readers: each part's count tables, the test part's DeLong sums
 * and rows grouped by rank, computed here from the reference reader's rows (split, count, rank); whole reports equal
 * with the engine and with the reference readers; and a decline, so the reference's message, on everything the
 * reference rejects.
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { engineSplitCounts, lastSplitDecline } from '../../src/lib/io/engine-split';
import { lastDecline } from '../../src/lib/io/engine';
import { readScoresCsv, type ScoresCsvOptions } from '../../src/lib/io/scores';
import { readScoresParquet } from '../../src/lib/io/parquet';
import { countTableFromScores } from '../../src/lib/metrics/counts';
import { rowGroup, rowRanks } from '../../src/lib/metrics/resample';
import type { CountTable } from '../../src/lib/metrics/types';
import { tempFiles } from '../helpers/files';
import { writeParquet } from '../helpers/parquet';
import { engineJson, withEngine } from '../helpers/engine';
import { buildReport } from '../../src/lib/report/build';
import { plain, referencePairSums, withCensus, ways } from '../helpers/engine-reference';

const { write, dir } = tempFiles('rocsite-engine-split-');
let n = 0;

type Split = NonNullable<ScoresCsvOptions['split']>;
const SPLIT: Split = { column: 'part', validation: 'v', test: 't' };

/** Count tables (and, for the test part, DeLong sums of every pair and the rows grouped by rank) of one part of the reference's rows. */
function referencePart(d: Awaited<ReturnType<typeof readScoresCsv>>, part: number, test: boolean) {
  const idx: number[] = [];
  for (let i = 0; i < d.labels.length; i++) if (d.parts![i] === part) idx.push(i);
  const labels = Uint8Array.from(idx, (i) => d.labels[i]);
  let P = 0;
  for (const y of labels) P += y;
  const N = labels.length - P;
  if (P === 0 || N === 0) throw new Error('one class in a part');
  const models = d.models.map((name, k) => {
    const scores = Float64Array.from(idx, (i) => d.scores[k][i]);
    const ct: CountTable = countTableFromScores(labels, scores);
    return { name, ct, rank: rowRanks(ct, scores) };
  });
  // DeLong's sums of every pair for the test part; the validation part is asked for none (undefined below 2 of a class).
  const sums = referencePairSums({ models, rowLabels: labels, P, N });
  const pairSums = sums && (test ? sums : []);
  return {
    models: models.map(({ name, ct }) => ({ name, ct })),
    rows: labels.length,
    dropped: 0,
    P,
    N,
    positiveValue: d.positiveValue,
    negativeValue: d.negativeValue,
    ...(pairSums ? { pairSums } : {}),
    ...(test ? { rowGroup: rowGroup(labels, models) } : {}),
  };
}

/** What the engine must give for a file split by `opts.split`, or the reference's error. */
async function reference(file: string, format: 'csv' | 'parquet', opts: ScoresCsvOptions) {
  try {
    const d = await (format === 'csv' ? readScoresCsv : readScoresParquet)(file, opts);
    return { validation: referencePart(d, 0, false), test: referencePart(d, 1, true), rows: d.rows, dropped: d.dropped };
  } catch (e) {
    return { error: (e as Error).message };
  }
}

/** The engine's parts equal the reference's (or it declined); a file the reference rejects is always declined. Returns whether it read the file. */
async function same(file: string, format: 'csv' | 'parquet', opts: ScoresCsvOptions): Promise<boolean> {
  const split = opts.split ?? SPLIT;
  const fast = await engineSplitCounts(file, format, { ...opts, split }, { group: (k) => new Int32Array(k) });
  const ref = await reference(file, format, { ...opts, split });
  if ('error' in ref) expect([ref.error, fast]).toEqual([ref.error, undefined]);
  if (!fast) return false;
  const strip = ({ columns: _c, ...rest }: { columns: string[] }) => rest;
  expect(plain({ validation: strip(fast.validation), test: strip(fast.test), rows: fast.rows, dropped: fast.dropped })).toEqual(plain(ref));
  return true;
}

const csv = (text: string) => write(`s${n++}.csv`, text);

describe('engine = reference on a split column', () => {
  it('reads split values as the reference trims and quotes them, numeric split values and label codings, with identical parts', async () => {
    const cases: [string, string, ScoresCsvOptions, Split?][] = [
      ['plain', 'y,a,b,part\n1,0.5,3,v\n0,0.25,2,t\n1,0.75,1,t\n0,0.5,2,v\n1,0.1,2,t\n0,0.3,3,t\n', { label: 'y' }],
      ['spaces and quotes around the part', 'y,a,part\n1,0.5," v"\n0,0.25,t \n1,0.75,"t"\n0,0.5,v\n1,0.1,t\n0,0.3,t\n', { label: 'y' }],
      ['numeric parts (never a model)', 'y,a,fold\n1,0.5,1\n0,0.25,2\n1,0.75,2\n0,0.5,1\n', { label: 'y' }, { column: 'fold', validation: '1', test: '2' }],
      ['split column first, CRLF', 'part,y,a\r\nv,1,0.5\r\nt,0,0.25\r\nt,1,0.75\r\nv,0,0.5\r\n', { label: 'y' }],
      ['labels yes/no with positive', 'y,a,part\nyes,0.5,v\nno,0.25,t\nyes,0.75,t\nno,0.5,v\n', { label: 'y', positive: 'yes' }],
      ['selected models in config order', 'y,a,b,part\n1,0.5,3,v\n0,0.25,2,t\n1,0.75,1,t\n0,0.5,2,v\n', { label: 'y', models: ['b', 'a'] }],
      ['missing: drop', 'y,a,part\n1,0.5,v\n0,NA,t\n1,0.75,t\n0,0.5,v\n0,0.1,t\n', { label: 'y', missing: 'drop' }],
      ['ties, -0 and 17 digits', 'y,a,part\n1,-0,v\n0,0,v\n1,0.30000000000000004,t\n0,0.3,t\n1,0.3,t\n0,-0,t\n', { label: 'y' }],
    ];
    for (const [name, text, opts, split] of cases) {
      const { value: handled, scans } = await withCensus(() => same(csv(text), 'csv', { ...opts, split: split ?? SPLIT }));
      // A head without quotes shows the split and label values: no census (each part's scan counts the file's rows).
      expect([name, handled, lastSplitDecline, scans > 0]).toEqual([name, true, undefined, text.includes('"')]);
    }
  });

  it('declines on every split the reference rejects (so its message names the line), and on what it reads otherwise', async () => {
    const cases: [string, string, ScoresCsvOptions, Split?][] = [
      ['another split value', 'y,a,part\n1,0.5,v\n0,0.25,t\n1,0.75,x\n0,0.5,v\n1,0.1,t\n', { label: 'y' }],
      ['a missing split value', 'y,a,part\n1,0.5,v\n0,0.25,t\n1,0.75,\n0,0.5,v\n1,0.1,t\n', { label: 'y' }],
      ['no test rows', 'y,a,part\n1,0.5,v\n0,0.25,v\n', { label: 'y' }],
      ['one class in the validation part', 'y,a,part\n1,0.5,v\n0,0.25,t\n1,0.75,t\n1,0.5,v\n', { label: 'y' }],
      ['the split column as a model', 'y,a,part\n1,0.5,1\n0,0.25,2\n', { label: 'y', models: ['a', 'part'] }, { column: 'part', validation: '1', test: '2' }],
      ['the split column as the label', 'y,a\n1,0.5\n0,0.25\n', { label: 'y' }, { column: 'y', validation: '1', test: '0' }],
      ['no split column', 'y,a\n1,0.5\n0,0.25\n', { label: 'y' }],
      ['a missing score', 'y,a,part\n1,0.5,v\n0,,t\n1,0.75,t\n0,0.5,v\n', { label: 'y' }],
      ['an underscore in a score (DuckDB reads 1_0 as 10)', 'y,a,part\n1,0.5,v\n0,1_0,t\n1,0.75,t\n0,0.5,v\n', { label: 'y' }],
      ['a negative written two ways across the parts', 'y,a,part\n1,0.5,v\n0,0.25,v\n1,0.75,t\n0.0,0.5,t\n', { label: 'y', positive: 1 }],
    ];
    for (const [name, text, opts, split] of cases) {
      const handled = await same(csv(text), 'csv', { ...opts, split: split ?? SPLIT });
      expect([name, handled]).toEqual([name, false]);
    }
  });

  it('random files: the engine reads most of them and never gives other parts than the reference', async () => {
    const read = ways();
    await fc.assert(
      fc.asyncProperty(
        fc.array(
          fc.record({
            y: fc.constantFrom('0', '1', '1', '0'),
            a: fc.integer({ min: -3, max: 12 }),
            b: fc.double({ min: -2, max: 2, noNaN: true }),
            part: fc.constantFrom<string>('v', 't', 't', ' v', 'v', 't'),
          }),
          { minLength: 16, maxLength: 60 },
        ),
        // Now and then one row of another part, or of none, or a quoted part (a head the engine does not sample).
        fc.constantFrom(undefined, undefined, undefined, 'x', '', '"t"', '"v"'),
        fc.nat(),
        async (rs, odd, at) => {
          if (odd !== undefined) rs[at % rs.length].part = odd;
          const text = `y,a,b,part\n${rs.map((r) => `${r.y},${r.a / 4},${r.b},${r.part}`).join('\n')}\n`;
          const file = csv(text);
          await read.read(() => same(file, 'csv', { label: 'y', split: SPLIT }));
          return true;
        },
      ),
      { numRuns: 60, endOnFailure: true },
    );
    expect(read.handled).toBeGreaterThan(15);
    expect([read.byCensus > 2, read.handled - read.byCensus > 2]).toEqual([true, true]);
  });

  it('a file sorted by part, and a split value first met after the head (read with a census): as the reference reads them', async () => {
    const row = (part: string, i: number) => `${i % 3 === 0 ? 1 : 0},${(i % 97) / 100},${(i % 89) / 100},${part}`;
    const rows = (part: string, k: number, from = 0) => Array.from({ length: k }, (_, i) => row(part, from + i));
    const text = (lines: string[]) => `y,a,b,part\n${lines.join('\n')}\n`;
    const cases: [string, string, boolean][] = [
      // Over 64 KiB of test rows first: the head shows one part, the other is known by its name in the config.
      ['sorted by part', text([...rows('t', 6000), ...rows('v', 2000)]), false],
      ['sorted by part, the other part spelled otherwise (" v")', text([...rows('t', 6000), ...rows(' v', 2000)]), true],
      // Both parts in the head, then a value written otherwise (' t', trimmed by the rule): each part's scan sees it.
      ['a spelling past the head', text([...rows('v', 2000), ...rows('t', 4000, 2000), ...rows(' t', 500, 6000)]), true],
      ['both parts in the head', text([...rows('v', 2000), ...rows('t', 4500, 2000)]), false],
    ];
    for (const [name, body, census] of cases) {
      const { value: handled, scans } = await withCensus(() => same(csv(body), 'csv', { label: 'y', split: SPLIT }));
      expect([name, handled, scans > 0]).toEqual([name, true, census]);
    }
    // No validation rows: the reference's error, so a decline, without a census.
    expect(await withCensus(() => same(csv(text(rows('t', 6000))), 'csv', { label: 'y', split: SPLIT }))).toEqual({ value: false, scans: 0 });
    expect(lastSplitDecline).toBe('a part without rows');
    // A value of neither part past the head declines (the census judges it; the reference names its line).
    const other = csv(text([...rows('v', 2000), ...rows('t', 4000, 2000), ...rows('x', 1, 6000), ...rows('t', 10, 6001)]));
    expect(await same(other, 'csv', { label: 'y', split: SPLIT })).toBe(false);
    expect(lastSplitDecline).toBe('split value');
  });

  it('Parquet: a text split column is read, another type declines', async () => {
    const y = [1, 0, 1, 0, 1, 0, 1, 0];
    const a = [0.5, 0.25, 0.75, 0.5, 0.1, 0.3, 0.3, 0.9];
    const parts = ['v', 't', ' t', 'v', 't', 'v', 't', 't'];
    const file = writeParquet(`${dir}/split.parquet`, [
      { name: 'y', data: y, type: 'INT32' },
      { name: 'a', data: a, type: 'DOUBLE' },
      { name: 'part', data: parts, type: 'STRING' },
    ]);
    expect(await same(file, 'parquet', { label: 'y', split: SPLIT })).toBe(true);
    const numeric = writeParquet(`${dir}/split-int.parquet`, [
      { name: 'y', data: y, type: 'INT32' },
      { name: 'a', data: a, type: 'DOUBLE' },
      { name: 'part', data: [1, 2, 2, 1, 2, 1, 2, 2], type: 'INT32' },
    ]);
    expect(await same(numeric, 'parquet', { label: 'y', models: ['a'], split: { column: 'part', validation: '1', test: '2' } })).toBe(false);
    expect(lastSplitDecline).toBe('split column type');
  });
});

/** A seeded CSV `y,m1,m2,part` (coarse grids give ties); `part(i)` writes the split field. */
function seeded(rows: number, seed: number, part: (i: number) => string): string {
  let s = seed;
  const rnd = () => ((s = (Math.imul(s, 1103515245) + 12345) >>> 0) / 2 ** 32);
  const lines = ['y,m1,m2,part'];
  for (let i = 0; i < rows; i++) {
    const y = rnd() < 0.35 ? 1 : 0;
    lines.push(`${y},${Math.round((rnd() + 0.4 * y) * 20) / 20},${Math.round((rnd() + 0.2 * y) * 300) / 300},${part(i)}`);
  }
  return `${lines.join('\n')}\n`;
}

describe('reports with validation and test parts', () => {
  const selection = 'selection: {}\nscenarios: [{ name: s, precision: 0.3, capacity: "50%", cost: { t: [0, 1] } }]\nheatmap: { precision: [0.3, 0.5], capacity: ["20%", "60%"], cost: { t: [0, 1] } }\n';
  const bootstrap = 'uncertainty: { bootstrap: 10, seed: 3 }\n';

  it('a split column: the same report JSON from the engine and from the reference readers (selection; bootstrap)', async () => {
    write('rep-split.csv', seeded(900, 17, (i) => (i % 3 === 0 ? 'v' : 't')));
    for (const extra of [selection, bootstrap + selection]) {
      const cfg = write(`rep-split${n++}.yaml`, `title: t\ndataset: { path: rep-split.csv, label: y, split: { column: part, validation: v, test: t } }\n${extra}`);
      const fast = await engineJson(cfg, 'duckdb');
      expect(lastSplitDecline).toBeUndefined();
      const ref = await engineJson(cfg, 'js');
      expect(fast).toEqual(ref);
      const report = JSON.parse(fast);
      expect(report.selection.length).toBeGreaterThan(0);
      if (extra.startsWith('uncertainty')) expect(report.models[0].intervals.auroc.some((i: { method: string }) => i.method === 'bootstrap')).toBe(true);
    }
  });

  it('a test file: read by the engine with the validation file\'s models; the same report JSON as the reference readers\'', async () => {
    write('rep-val.csv', seeded(600, 5, () => 'v'));
    write('rep-test.csv', seeded(700, 6, () => 't').replace('y,m1,m2,part', 'y,m2,m1,part'));
    for (const extra of [selection, bootstrap + selection]) {
      const cfg = write(`rep-file${n++}.yaml`, `title: t\ndataset: { path: rep-val.csv, label: y, models: [m1, m2], test: { path: rep-test.csv } }\n${extra}`);
      const fast = await engineJson(cfg, 'duckdb');
      expect(lastDecline).toBeUndefined();
      expect(fast).toEqual(await engineJson(cfg, 'js'));
    }
  });

  it('a test file without a validation model: the reference reader\'s message (file, column)', async () => {
    write('rep-val2.csv', seeded(300, 8, () => 'v'));
    write('rep-test2.csv', seeded(300, 9, () => 't').replace('y,m1,m2,part', 'y,m1,other,part'));
    const cfg = write('rep-file-missing.yaml', 'title: t\ndataset: { path: rep-val2.csv, label: y, test: { path: rep-test2.csv } }\nselection: {}\n');
    const message = (engine: 'duckdb' | 'js') =>
      withEngine(engine, () => buildReport(cfg, { env: { SOURCE_DATE_EPOCH: '0' } }).then(() => 'no error', (e: Error) => e.message));
    const fast = await message('duckdb');
    expect(fast).toMatch(/rep-test2\.csv/);
    expect(fast).toMatch(/m2/);
    expect(fast).toBe(await message('js'));
  });
});
