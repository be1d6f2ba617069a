/**
 * The embedded engine (src/lib/io/engine.ts) against the reference path (readScoresCsv / readScoresParquet +
 * countTableFromScores + rowRanks): identical count tables, rows grouped by rank and DeLong sums on adversarial inputs, and a decline (so the reference reader's error
 * with its line and column) on everything the reference treats differently.
 */
import { describe, expect, it } from 'vitest';
import { mkdirSync, readFileSync } from 'node:fs';
import fc from 'fast-check';
import { csvTable, dataDecline, engineCountTables as engine, lastDecline, lastPath, type EngineNeeds } from '../../src/lib/io/engine';
import { parseNumber } from '../../src/lib/io/csv';
import type { ScoresCsvOptions } from '../../src/lib/io/scores';
import { countTableFromScores } from '../../src/lib/metrics/counts';
import { rowGroup, rowRanks } from '../../src/lib/metrics/resample';
import { tempFiles } from '../helpers/files';
import { engineJson, withEngine } from '../helpers/engine';
import { expected, plain, reference, referencePairSums, type Reference } from '../helpers/engine-reference';

/** The report JSON of `cfg` with the engine (which must not decline) and with the reference readers. */
async function bothEnginesJson(cfg: string): Promise<{ fast: string; ref: string }> {
  const fast = await engineJson(cfg, 'duckdb');
  expect(lastDecline).toBeUndefined();
  return { fast, ref: await engineJson(cfg, 'js') };
}
import { numberNotation } from '../helpers/notation';
import { writeParquet } from '../helpers/parquet';
import { DuckDBInstance } from '@duckdb/node-api';
import { buildReport } from '../../src/lib/report/build';
import { reportJson } from '../../src/lib/report/json';

/** The engine with the rows grouped by rank (as a bootstrap asks), unless `needs` says otherwise. */
const ROWS: EngineNeeds = { group: (n) => new Int32Array(n) };
const engineCountTables = (files: string | string[], format: 'csv' | 'parquet', opts: ScoresCsvOptions, needs = ROWS) => engine(files, format, opts, needs);



/**
 * Without the rows (no bootstrap) the engine (its own table, pair sums in SQL) gives the same count tables as with
 * them, and DeLong's pair sums equal the reference's from its ranks.
 */
async function sameWithoutRows(file: string, format: 'csv' | 'parquet', opts: ScoresCsvOptions, ref: Reference) {
  const lean = await engineCountTables(file, format, opts, {});
  expect(lastDecline).toBeUndefined();
  const { columns: _c, ...rest } = lean!;
  expect(rest.rowGroup).toBeUndefined();
  expect(plain(rest)).toEqual(plain(expected(ref, false)));
}

const { write, dir } = tempFiles('rocsite-engine-');

/**
 * A seeded CSV `y,m1,m2,…`: each row's y is 1 with probability `prevalence`, model k's score is
 * round((u + shiftₖ·y)·gridₖ)/gridₖ with u uniform (coarse grids give ties); `label(i, y)` writes the label field.
 */
function seededCsv(o: { rows: number; seed: number; prevalence: number; models: [shift: number, grid: number][]; label?: (i: number, y: number) => string }): string {
  let seed = o.seed;
  const rnd = () => ((seed = (Math.imul(seed, 1103515245) + 12345) >>> 0) / 2 ** 32);
  const lines = [`y,${o.models.map((_, k) => `m${k + 1}`).join(',')}`];
  for (let i = 0; i < o.rows; i++) {
    const y = rnd() < o.prevalence ? 1 : 0;
    const scores = o.models.map(([shift, grid]) => (Math.round((rnd() + shift * y) * grid) / grid).toString());
    lines.push(`${o.label ? o.label(i, y) : y},${scores.join(',')}`);
  }
  return `${lines.join('\n')}\n`;
}

let n = 0;



/**
 * Engine result equals the reference; returns whether the engine handled the file (false = declined). A file the
 * reference rejects is always declined.
 */
async function same(text: string, opts: ScoresCsvOptions = { label: 'y' }): Promise<boolean> {
  const file = write(`f${n++}.csv`, text);
  const fast = await engineCountTables(file, 'csv', opts);
  const ref = await reference(file, 'csv', opts);
  if ('error' in ref) expect(fast).toBeUndefined();
  if (!fast) return false;
  const { columns: _c, ...rest } = fast;
  expect(plain(rest)).toEqual(plain(expected(ref)));
  await sameWithoutRows(file, 'csv', opts, ref as Exclude<typeof ref, { error: string }>);
  return true;
}

describe('engine = reference on CSV', () => {
  it('handles (does not decline) BOM, CRLF, quoted data fields, exponents, -0, 17-digit values and ties, with identical tables', async () => {
    const cases: [string, string, ScoresCsvOptions?][] = [
      ['BOM', '\ufeffy,a\n1,0.5\n0,0.25\n1,0.25\n', undefined],
      ['CRLF', 'y,a,b\r\n1,0.5,1\r\n0,0.25,2\r\n1,0.75,2\r\n', undefined],
      ['no final newline', 'y,a\n1,0.5\n0,0.25\n1,0.125', undefined],
      ['quoted data fields', 'y,a\n"1","0.5"\n0,"0.25"\n"1",0.125\n', undefined],
      ['exponents and signs', 'y,a\n1,1e-5\n0,+2.5E+3\n1,-.5e-300\n0,5.\n1,.5\n', undefined],
      ['-0 and 0 as one score', 'y,a\n1,-0\n0,0\n1,0.0\n0,-0.0\n1,1\n', undefined],
      ['17 significant digits and round-half-even boundaries', 'y,a\n1,0.30000000000000004\n0,0.3\n1,9007199254740993\n0,2.2250738585072011e-308\n1,4.9e-324\n0,2.4703282292062328e-324\n', undefined],
      ['many ties', `y,a\n${Array.from({ length: 400 }, (_, i) => `${i % 3 === 0 ? 1 : 0},${(i % 7) / 8}`).join('\n')}\n`, undefined],
      ['spaces around numbers', 'y,a\n 1 , 0.5 \n0,\t0.25\n1,0.75\n', undefined],
      ['label coding with positive', 'y,a\nyes,0.5\nno,0.25\nyes,0.75\n', { label: 'y', positive: 'yes' }],
      ['numeric positive, 1.0 labels', 'y,a\n1.0,0.5\n0,0.25\n1,0.75\n', { label: 'y', positive: 1 }],
      ['labels 1.0 / 0e0 without positive', 'y,a\n1.0,0.5\n0e0,0.25\n1,0.75\n', undefined],
      ['selected models in config order, text column skipped', 'id,y,a,b\nx,1,0.5,3\nz,0,0.25,2\nw,1,0.75,1\n', { label: 'y', models: ['b', 'a'] }],
      ['default models skip a text column', 'y,name,a\n1,x,0.5\n0,z,0.25\n1,w,0.75\n', undefined],
      ['blank lines', 'y,a\n1,0.5\n\n0,0.25\n\n1,0.75\n', undefined],
      // '_' and '+-' outside the score columns: text both readers read alike.
      ['underscores and two signs in an id column', 'id,y,a\npt_001,1,0.5\n"pt_002",0,0.25\nx+-y,1,0.75\n', { label: 'y', models: ['a'] }],
      ['underscores in the label values', 'y,a\nis_sick,0.5\nnot_sick,0.25\nis_sick,0.75\n', { label: 'y', positive: 'is_sick' }],
      ['underscores in the split values', 'y,a,part\n1,0.5,set_v\n0,0.25,set_v\n1,0.75,set_t\n0,0.1,set_t\n', { label: 'y', split: { column: 'part', validation: 'set_v', test: 'set_t' } }],
    ];
    for (const [name, text, opts] of cases) {
      const handled = await same(text, opts);
      expect([name, handled, lastDecline]).toEqual([name, true, undefined]);
    }
  });

  it('declines (so the reference reports file, line and column) on every input the reference rejects or reads differently', async () => {
    const cases: [string, string, ScoresCsvOptions?][] = [
      ['NA score', 'y,a\n1,0.5\n0,NA\n', undefined],
      ['empty score', 'y,a\n1,0.5\n0,\n', undefined],
      ['text score', 'y,a\n1,0.5\n0,abc\n', undefined],
      ['underscore digits', 'y,a\n1,0.5\n0,1_000\n', undefined],
      // Two signs: DuckDB reads +-1 as -1, Number as NaN.
      ['two signs', 'y,a\n1,0.5\n0,+-1\n', undefined],
      ['two signs, a fraction and an exponent', 'y,a\n1,0.5\n0, +-.5e3\t\n', undefined],
      ['two signs, quoted', 'y,a\n1,0.5\n0,"+-2"\n', undefined],
      ['underscore digits in a score, an underscore in an id too', 'id,y,a\np_1,1,0.5\np_2,0,"1_0"\n', { label: 'y', models: ['a'] }],
      ['two signs in the second model only', 'id,y,a,b\np_1,1,0.5,0.5\np_2,0,0.25,+-1\n', { label: 'y', models: ['a', 'b'] }],
      ['an id with an underscore and a vertical tab in a score', 'id,y,a\np_1,1,0.5\np2,0,\v0.25\n', { label: 'y', models: ['a'] }],
      // Whitespace DuckDB trims around a number and the reference's parseNumber does not accept.
      ['vertical tab before a score', 'y,a\n1,0.5\n0,\v0.25\n', undefined],
      ['form feed after a score', 'y,a\n1,0.5\n0,0.25\f\n', undefined],
      ['line feed in a quoted score', 'y,a\n1,0.5\n0,"0.25\n"\n', undefined],
      ['carriage return in a quoted score', 'y,a\n1,0.5\n0,"\r0.25"\n', undefined],
      ['inf', 'y,a\n1,0.5\n0,inf\n', undefined],
      ['NaN', 'y,a\n1,0.5\n0,NaN\n', undefined],
      ['overflow to Infinity', 'y,a\n1,0.5\n0,1e400\n', undefined],
      ['hex', 'y,a\n1,0.5\n0,0x10\n', undefined],
      ['a field too many', 'y,a\n1,0.5\n0,0.25,3\n', undefined],
      ['a field too few', 'y,a\n1,0.5\n0\n', undefined],
      ['label 2', 'y,a\n1,0.5\n2,0.25\n', undefined],
      ['three labels with positive', 'y,a\nyes,0.5\nno,0.25\nmaybe,0.1\n', { label: 'y', positive: 'yes' }],
      ['negative written two ways', 'y,a\n1,0.5\n0,0.25\n0.0,0.1\n', { label: 'y', positive: 1 }],
      ['missing label', 'y,a\n1,0.5\n,0.25\n0,0.3\n', undefined],
      ['one class only', 'y,a\n1,0.5\n1,0.25\n', undefined],
      ['quoted header', '"y","a"\n1,0.5\n0,0.25\n', undefined],
      ['CR-only line ends', 'y,a\r1,0.5\r0,0.25\r', undefined],
      ['mixed LF and CRLF', 'y,a\n1,0.5\r\n0,0.25\n1,0.125\n', undefined],
      ['duplicate column', 'y,a,a\n1,0.5,1\n0,0.25,2\n', undefined],
      ['unclosed quote', 'y,a\n1,"0.5\n0,0.25\n', undefined],
      ['whitespace-only line', 'y,a\n1,0.5\n   \n0,0.25\n', undefined],
      // Beyond DuckDB's 2 MB line limit (kept at its default: a larger one costs memory at every scan).
      ['line over 2 MB', `y,a,note\n1,0.5,x\n0,0.25,${'x'.repeat(3 << 20)}\n1,0.125,x\n`, undefined],
    ];
    for (const [name, text, opts] of cases) {
      const file = write(`d${n++}.csv`, text);
      const fast = await engineCountTables(file, 'csv', opts ?? { label: 'y' });
      expect([name, fast]).toEqual([name, undefined]);
      expect(lastDecline, name).toBeTruthy();
    }
    // A missing or non-finite score on a row of a label the counting scan knows declines in that scan: the general
    // path (a second scan) never runs.
    for (const [name, text, format] of [['NaN', 'y,a\n1,0.5\n0,NaN\n1,0.25\n', 'csv'], ['inf', 'y,a,b\n1,0.5,1\n0,0.25,-inf\n0,0.1,2\n', 'csv']] as const) {
      expect([name, await engineCountTables(write(`k${n++}.csv`, text), format, { label: 'y' }), lastPath, lastDecline]).toEqual([name, undefined, undefined, 'missing, non-finite or inexact values']);
    }
    // The message is the reference reader's, with its line and column.
    const file = write('na.csv', 'y,a\n1,0.5\n0,NA\n');
    const ref = await reference(file, 'csv', { label: 'y' });
    expect(ref).toEqual({ error: expect.stringMatching(/na\.csv line 3, column 'a': expected a number, found 'NA'/) });
  });

  it('property: random numeric tables in random notations, quoting and line ends give identical count tables', async () => {
    const notation = numberNotation();
    const row = fc.tuple(fc.constantFrom('0', '1'), notation, notation, fc.boolean());
    await fc.assert(
      fc.asyncProperty(fc.array(row, { minLength: 2, maxLength: 40 }), fc.constantFrom('\n', '\r\n'), async (rows, eol) => {
        rows[0][0] = '1';
        rows[1][0] = '0';
        const q = (s: string, quoted: boolean) => (quoted ? `"${s}"` : s);
        const text = `y,a,b${eol}${rows.map(([y, a, b, quoted]) => `${y},${q(a, quoted)},${b}`).join(eol)}${eol}`;
        const handled = await same(text);
        // Declined only when the reference rejects the file (here: a value that overflows to ±Infinity).
        const overflow = rows.some(([, a, b]) => !Number.isFinite(Number(a)) || !Number.isFinite(Number(b)));
        expect([handled, lastDecline]).toEqual(overflow ? [false, expect.any(String)] : [true, undefined]);
      }),
      { numRuns: 40 },
    );
  });
});

describe("DuckDB's CSV numbers = parseNumber's, or a decline", () => {
  /** Number-like text: digits, signs, points, exponents, spaces and tabs, a few letters. */
  const numberLike = (chars: string, maxLength: number) => fc.string({ unit: fc.constantFrom(...chars), minLength: 1, maxLength });

  it("every text DuckDB's CSV reader (the engine's options) reads as a finite number is read by parseNumber as the same number, or the data bytes decline", async () => {
    // 30,000 random strings of such characters, one per row; DuckDB skips the rows it cannot read (ignore_errors).
    const values = [
      ...fc.sample(numberLike('0123456789.eE+- \t', 8), { numRuns: 20_000, seed: 7 }),
      ...fc.sample(numberLike('0123456789.e+-', 24), { numRuns: 5_000, seed: 8 }),
      ...fc.sample(numberLike('0123456789.eE+-infatyINFATYx_', 9), { numRuns: 5_000, seed: 9 }),
      '+-1', ' +-.5e3', '+-0',
    ].filter((v) => v.trim() !== '' && !/[_]/.test(v)); // '_' declines as a byte (the case list above)
    const unique = [...new Set(values)];
    const file = write(`fuzz${n++}.csv`, `i,v\n${unique.map((v, i) => `${i},${v}`).join('\n')}\n`);
    const { source } = await csvTable([file]);
    const inst = await DuckDBInstance.create(':memory:');
    const c = await inst.connect();
    const read = await c.runAndReadAll(`SELECT c0, c1 FROM ${source(['BIGINT', 'DOUBLE']).replace(/\)$/, ', ignore_errors = true)')}`);
    c.closeSync();
    inst.closeSync();
    const wrong: string[] = [];
    let accepted = 0;
    for (const [i, v] of read.getRows()) {
      const text = unique[Number(i)];
      if (v === null || !Number.isFinite(v as number)) continue; // a missing or non-finite score declines
      accepted++;
      const ref = parseNumber(text);
      if (ref === v || (ref === 0 && v === 0)) continue;
      // Read otherwise: the file's bytes must decline.
      const one = write(`fuzz${n++}.csv`, `y,a\n1,${text}\n`);
      if (!(await dataDecline(one))) wrong.push(`${JSON.stringify(text)}: DuckDB ${v}, parseNumber ${ref}`);
    }
    expect(wrong).toEqual([]);
    expect(accepted).toBeGreaterThan(3_000);
  });

  it('property: a score of number-like text gives the reference count tables or a decline', async () => {
    await fc.assert(
      fc.asyncProperty(numberLike('0123456789.eE+- ', 6), async (v) => {
        const handled = await same(`y,a\n1,0.5\n0,${v}\n1,0.25\n`);
        if (handled) expect(parseNumber(v)).toBeDefined();
      }),
      { numRuns: 60, seed: 11, examples: [['+-1'], ['+-.5']] },
    );
  });
});

describe('counting paths', () => {
  /** 6,000 rows (about 100 KB, beyond the 64 KiB label sample), 3 models with ties, labels written by `label(i, y)`. */
  const rowsFile = (name: string, label: (i: number, y: number) => string) =>
    write(name, seededCsv({ rows: 6000, seed: 99, prevalence: 0.2, models: [[0.5, 1000], [0.3, 40], [0.8, 1e6]], label }));

  it('labels known from the first rows: the same tables and pair sums as the reference, with and without per-row results', async () => {
    const file = rowsFile('paths.csv', (_i, y) => String(y));
    const ref = await reference(file, 'csv', { label: 'y' });
    if ('error' in ref) throw new Error(ref.error);
    await sameWithoutRows(file, 'csv', { label: 'y' }, ref);
    expect(lastPath).toBe('known');
    const withRows = await engineCountTables(file, 'csv', { label: 'y' });
    expect(lastPath).toBe('known');
    const { columns: _c, ...rest } = withRows!;
    expect(plain(rest)).toEqual(plain(expected(ref)));
    // The rows handed on in blocks that end inside DuckDB's chunks (of 2,048 rows) or on their ends: the same group.
    for (const blockRows of [1000, 2048, 2500]) {
      const { columns: _b, ...inBlocks } = (await engineCountTables(file, 'csv', { label: 'y' }, { ...ROWS, blockRows }))!;
      expect(plain(inBlocks), `blocks of ${blockRows}`).toEqual(plain(expected(ref)));
    }
  });

  it('a file sorted by label (one class in the 64 KiB head): the rule\'s 0 and 1 count as seen, so the known path, with the reference result', async () => {
    const lines = readFileSync(rowsFile('sorted.csv', (_i, y) => String(y)), 'utf8').trimEnd().split('\n');
    const file = write('sorted-by-label.csv', `${[lines[0], ...lines.slice(1).sort((a, b) => a.charCodeAt(0) - b.charCodeAt(0))].join('\n')}\n`);
    const ref = await reference(file, 'csv', { label: 'y' });
    if ('error' in ref) throw new Error(ref.error);
    await sameWithoutRows(file, 'csv', { label: 'y' }, ref);
    expect(lastPath).toBe('known');
  });

  it('a label value first seen after the sample (1.0 for 1, past 64 KiB) sends the file to the general path, with the reference result', async () => {
    const file = rowsFile('late.csv', (i, y) => (i > 5000 && y === 1 ? '1.0' : String(y)));
    const ref = await reference(file, 'csv', { label: 'y' });
    if ('error' in ref) throw new Error(ref.error);
    const r = await engineCountTables(file, 'csv', { label: 'y' }, {});
    expect(lastDecline).toBeUndefined();
    expect(lastPath).toBe('general');
    expect(r!.pairSums).toEqual(referencePairSums(ref));
    await sameWithoutRows(file, 'csv', { label: 'y' }, ref);
  });

  it('a missing label past the sample declines (the reference reports its line)', async () => {
    const file = rowsFile('gap.csv', (i, y) => (i === 5500 ? '' : String(y)));
    expect('error' in (await reference(file, 'csv', { label: 'y' }))).toBe(true);
    expect(await engineCountTables(file, 'csv', { label: 'y' }, {})).toBeUndefined();
    expect(lastDecline).toMatch(/missing/);
  });
});

describe('engine = reference on Parquet', () => {
  it('DOUBLE, FLOAT, INT32 and INT64 scores, with ties and -0, give identical tables', async () => {
    const file = `${dir}/p.parquet`;
    const y = [1, 0, 1, 0, 1, 0, 0, 1];
    writeParquet(file, [
      { name: 'y', data: y, type: 'INT32' },
      { name: 'd', data: [0.30000000000000004, 0.3, -0, 0, 1e-300, 5e-324, 0.3, 2], type: 'DOUBLE' },
      { name: 'f', data: [0.1, 0.2, 0.1, 0.7, 0.25, 0.1, 0.3, 0.9], type: 'FLOAT' },
      { name: 'i', data: [3, 1, 2, 2, 3, -7, 0, 9], type: 'INT32' },
      { name: 'b', data: [3n, 1n, 9007199254740991n, 2n, 3n, -7n, 0n, 9n], type: 'INT64' },
    ]);
    const fast = await engineCountTables(file, 'parquet', { label: 'y' });
    expect(lastDecline).toBeUndefined();
    expect(lastPath).toBe('known');
    const ref = await reference(file, 'parquet', { label: 'y' });
    const { columns: _c, ...rest } = fast!;
    expect(plain(rest)).toEqual(plain(expected(ref)));
    await sameWithoutRows(file, 'parquet', { label: 'y' }, ref as Exclude<typeof ref, { error: string }>);
  });

  it('DECIMAL scores (DuckDB DECIMAL(9,4), (18,6) and (38,9)) give identical tables, ties and a label past the sample too; beyond 2^53 unscaled it declines', async () => {
    const inst = await DuckDBInstance.create(':memory:', { threads: '1' });
    const c = await inst.connect();
    await c.run('SELECT setseed(0.6)');
    const table = (rows: number, prevalence = 0.3) => `SELECT (random() < ${prevalence})::INTEGER AS y, round(random(), 3)::DECIMAL(9, 4) AS d4,
      (round(random() * 2e9 - 1e9, 6))::DECIMAL(18, 6) AS d6, (round(random() - 0.5, 9))::DECIMAL(38, 9) AS d9 FROM range(${rows})`;
    const file = `${dir}/dec${n++}.parquet`;
    await c.run(`COPY (${table(3000)}) TO '${file}' (FORMAT parquet)`);
    // 100,000 rows, the negatives first: no positive in the 65,536-row sample (the general path).
    const late = `${dir}/dec${n++}.parquet`;
    await c.run(`COPY (SELECT * FROM (${table(100_000, 0.1)}) ORDER BY y) TO '${late}' (FORMAT parquet)`);
    const beyond = `${dir}/dec${n++}.parquet`;
    await c.run(`COPY (SELECT y, d4, (CASE WHEN d6 > 0 THEN 9007199254.740993 ELSE d6 END)::DECIMAL(18, 6) AS d6 FROM (${table(50)})) TO '${beyond}' (FORMAT parquet)`);
    c.closeSync();
    inst.closeSync();
    for (const [f, path] of [[file, 'known'], [late, 'general']] as const) {
      const opts = { label: 'y' };
      const fast = await engineCountTables(f, 'parquet', opts);
      expect([lastDecline, lastPath]).toEqual([undefined, path]);
      const ref = await reference(f, 'parquet', opts);
      const { columns: _c, ...rest } = fast!;
      expect(plain(rest)).toEqual(plain(expected(ref)));
    }
    expect(await engineCountTables(beyond, 'parquet', { label: 'y' })).toBeUndefined();
    expect(lastDecline).toMatch(/inexact/);
    // Through the pipeline, DeLong's pair sums and the bootstrap's rows included: the reference readers' JSON.
    const cfg = write(`dec${n++}.yaml`, `title: t\ndataset: { path: ${file}, label: y }\nuncertainty: { bootstrap: 20, seed: 2 }\n`);
    const { fast, ref } = await bothEnginesJson(cfg);
    expect(fast === ref).toBe(true);
  });

  it('text labels with dataset.positive: known from the first rows, or (a new value past the 65,536-row sample) the general path, as the reference', async () => {
    const rows = 70_000;
    let seed = 5;
    const rnd = () => ((seed = (Math.imul(seed, 1103515245) + 12345) >>> 0) / 2 ** 32);
    const ys = Array.from({ length: rows }, () => (rnd() < 0.3 ? 'yes' : 'no'));
    const score = ys.map((y) => Math.round((rnd() + (y === 'yes' ? 0.4 : 0)) * 500) / 500);
    const other = ys.map((y) => Math.round((rnd() + (y === 'yes' ? 0.2 : 0)) * 40) / 40);
    const write = (file: string, labels: string[]) =>
      writeParquet(file, [
        { name: 'y', data: labels, type: 'STRING' },
        { name: 'a', data: score, type: 'DOUBLE' },
        { name: 'b', data: other, type: 'DOUBLE' },
      ]);
    const opts = { label: 'y', positive: 'yes' };
    const early = `${dir}/labels-early.parquet`;
    write(early, ys);
    const ref = await reference(early, 'parquet', opts);
    if ('error' in ref) throw new Error(ref.error);
    await sameWithoutRows(early, 'parquet', opts, ref);
    expect(lastPath).toBe('known');
    // 'Yes' first appears at row 69,000: a third label value, which the reference rejects (an error with its row); the
    // engine, which did not see it in its sample, takes the general path and declines there on the same rule.
    const late = `${dir}/labels-late.parquet`;
    write(late, ys.map((y, i) => (i === 69_000 ? 'Yes' : y)));
    expect('error' in (await reference(late, 'parquet', opts))).toBe(true);
    expect(await engineCountTables(late, 'parquet', opts, {})).toBeUndefined();
    expect(lastDecline).toBe('a label value the label rule rejects');
  });

  it('declines on an INT64 beyond 2^53, a null, a NaN and a DECIMAL DuckDB reads as a DOUBLE', async () => {
    const cases: [string, Parameters<typeof writeParquet>[1], Parameters<typeof writeParquet>[2]?][] = [
      ['int64 beyond 2^53', [{ name: 'y', data: [1, 0], type: 'INT32' }, { name: 'a', data: [9007199254740993n, 1n], type: 'INT64' }]],
      ['null', [{ name: 'y', data: [1, 0], type: 'INT32' }, { name: 'a', data: [null, 0.5], type: 'DOUBLE' }]],
      ['NaN', [{ name: 'y', data: [1, 0], type: 'INT32' }, { name: 'a', data: [NaN, 0.5], type: 'DOUBLE' }]],
    ];
    for (const [name, cols, opts] of cases) {
      const file = `${dir}/bad${n++}.parquet`;
      writeParquet(file, cols, opts);
      expect([name, await engineCountTables(file, 'parquet', { label: 'y' })]).toEqual([name, undefined]);
      expect('error' in (await reference(file, 'parquet', { label: 'y' })), name).toBe(true);
    }
    // A DECIMAL wider than DuckDB's 38 digits, which DuckDB reads as a DOUBLE: not the reference's nearest double.
    const wide = `${dir}/wide${n++}.parquet`;
    writeParquet(wide, [{ name: 'y', data: [1, 0] }, { name: 'a', data: [0.5, 0.25] }], {
      schema: [
        { name: 'root', num_children: 2 },
        { name: 'y', type: 'INT32', repetition_type: 'REQUIRED' },
        { name: 'a', type: 'FIXED_LEN_BYTE_ARRAY', type_length: 18, converted_type: 'DECIMAL', scale: 2, precision: 40, repetition_type: 'REQUIRED' },
      ],
    });
    expect(await engineCountTables(wide, 'parquet', { label: 'y' })).toBeUndefined();
    expect(lastDecline).toBe('a DECIMAL read as another type');
  });
});

describe('engine in the pipeline', () => {
  it('a file the engine declines still fails with the reference message (file, line, column)', async () => {
    write('bad.csv', 'y,a,b\n1,0.5,0.25\n0,0.25,abc\n1,0.75,0.5\n');
    const cfg = write('bad.yaml', 'title: t\ndataset: { path: bad.csv, label: y }\n');
    await withEngine('duckdb', () => expect(buildReport(cfg, { env: { SOURCE_DATE_EPOCH: '0' } })).rejects.toThrow(/bad\.csv line 3, column 'b': expected a number, found 'abc'/));
    expect(lastDecline).toMatch(/engine/);
  });


  it('the report JSON is byte-identical with ROCSITE_ENGINE=duckdb and =js on a file with ties (DeLong from pair sums, and with the bootstrap from the rows as they stream)', async () => {
    // 3 models on 1500 rows, scores on a coarse grid (many ties within and across classes), a seeded generator.
    write('ties.csv', seededCsv({ rows: 1500, seed: 12345, prevalence: 0.3, models: [[0.4, 20], [0.2, 50], [0.6, 7]] }));
    for (const extra of ['', 'uncertainty: { bootstrap: 20, seed: 3 }\n']) {
      const { fast, ref } = await bothEnginesJson(write(`ties${n++}.yaml`, `title: t\ndataset: { path: ties.csv, label: y }\nvoros: [[0, 1]]\n${extra}`));
      expect(JSON.parse(fast).comparisons).toHaveLength(3);
      expect(fast === ref, extra || 'no bootstrap').toBe(true);
    }
  });

  it('one model (no pair to test): the same report JSON with ROCSITE_ENGINE=duckdb and =js, with and without the bootstrap', async () => {
    write('one.csv', seededCsv({ rows: 900, seed: 4321, prevalence: 0.35, models: [[0.4, 30]] }));
    for (const extra of ['', 'uncertainty: { bootstrap: 20, seed: 3 }\n']) {
      const { fast, ref } = await bothEnginesJson(write(`one${n++}.yaml`, `title: t\ndataset: { path: one.csv, label: y }\n${extra}`));
      expect(JSON.parse(fast).comparisons).toEqual([]);
      expect(fast === ref, extra || 'no bootstrap').toBe(true);
    }
  });

  it('with more models than all pairs allow (each against the best by AUROC), the engine sums the same pairs: identical JSON', async () => {
    const M = 14;
    write('many.csv', seededCsv({ rows: 800, seed: 777, prevalence: 0.4, models: Array.from({ length: M }, (_, k): [number, number] => [k / M, 10]) }));
    const { fast, ref } = await bothEnginesJson(write(`many${n++}.yaml`, 'title: t\ndataset: { path: many.csv, label: y }\nvoros: [[0, 1]]\n'));
    expect(JSON.parse(fast).comparisons).toHaveLength(M - 1);
    expect(fast === ref).toBe(true);
  });
});

describe('engine = reference on several files (partitions of one table, read in order)', () => {
  /** The rows of a seeded CSV cut into `k` files with the same header (empty when a cut is empty). */
  const cut = (text: string, cuts: number[], name: string) => {
    const [head, ...rows] = text.trimEnd().split('\n');
    const at = [0, ...cuts, rows.length];
    return at.slice(1).map((end, i) => write(`${name}-${i}.csv`, [head, ...rows.slice(at[i], end)].join('\n') + '\n'));
  };

  it('CSV: the files give the one file\'s count tables, and its labels and ranks in file order', async () => {
    const text = seededCsv({ rows: 3000, seed: 7, prevalence: 0.3, models: [[0.3, 50], [0.1, 1000], [0.5, 8]] });
    const whole = write('multi-whole.csv', text);
    const files = cut(text, [700, 1800, 2990], 'multi');
    const ref = await reference(whole, 'csv', { label: 'y' });
    const fast = await engineCountTables(files, 'csv', { label: 'y' });
    expect(lastDecline).toBeUndefined();
    const { columns: _c, ...rest } = fast!;
    expect(plain(rest)).toEqual(plain(expected(ref)));
    // Without per-row results: the same tables and DeLong's sums, computed in SQL over all files.
    const lean = await engineCountTables(files, 'csv', { label: 'y' }, {});
    expect(lean!.pairSums).toEqual(referencePairSums(ref as Exclude<typeof ref, { error: string }>));
  });

  it('Parquet: the files give the one file\'s count tables, labels and ranks', async () => {
    const rows = 2000;
    let seed = 11;
    const rnd = () => ((seed = (Math.imul(seed, 1103515245) + 12345) >>> 0) / 2 ** 32);
    const y = Array.from({ length: rows }, () => (rnd() < 0.4 ? 1 : 0));
    const a = y.map((v) => Math.round((rnd() + 0.4 * v) * 64) / 64);
    const b = y.map((v) => rnd() + 0.2 * v);
    const pq = (name: string, from: number, to: number) =>
      writeParquet(`${dir}/${name}`, [
        { name: 'y', data: y.slice(from, to), type: 'INT32' },
        { name: 'a', data: a.slice(from, to), type: 'DOUBLE' },
        { name: 'b', data: b.slice(from, to), type: 'DOUBLE' },
      ]);
    const whole = pq('multi-whole.parquet', 0, rows);
    const files = [pq('multi-0.parquet', 0, 500), pq('multi-1.parquet', 500, 1500), pq('multi-2.parquet', 1500, rows)];
    const ref = await reference(whole, 'parquet', { label: 'y' });
    const fast = await engineCountTables(files, 'parquet', { label: 'y' });
    expect(lastDecline).toBeUndefined();
    const { columns: _c, ...rest } = fast!;
    expect(plain(rest)).toEqual(plain(expected(ref)));
  });

  it('adversarial part files (a BOM, CRLF, quoted fields, no final newline, blank lines, ties, -0, each per file): the engine gives the reference readers\' tables or declines', async () => {
    const { readScoresFiles } = await import('../../src/lib/io/read-scores');
    const fieldArb = fc.constantFrom<string>('0.5', '-0', '0', '1e-3', '0.30000000000000004', '7', '.5', '2.5E+2', '0.1', '0.25');
    const fileArb = fc.record({
      rows: fc.array(fc.tuple(fc.constantFrom<string>('1', '0'), fieldArb, fieldArb), { minLength: 0, maxLength: 12 }),
      bom: fc.boolean(),
      crlf: fc.boolean(),
      quoted: fc.boolean(),
      finalNewline: fc.boolean(),
      blank: fc.boolean(),
    });
    let handled = 0;
    await fc.assert(
      fc.asyncProperty(fc.array(fileArb, { minLength: 2, maxLength: 4 }), async (parts) => {
        // Both classes in the first file (the others may have no row: a header alone, which the engine leaves out).
        parts[0].rows.unshift(['1', '0.5', '0.25'], ['0', '0.25', '0.5']);
        const k = n++;
        const files = parts.map((p, i) => {
          const eol = p.crlf ? '\r\n' : '\n';
          const q = (v: string) => (p.quoted ? `"${v}"` : v);
          const lines = ['y,a,b', ...p.rows.flatMap((r, j) => [r.map(q).join(','), ...(p.blank && j === 0 ? [''] : [])])];
          return write(`adv-${k}-${i}.csv`, (p.bom ? '\ufeff' : '') + lines.join(eol) + (p.finalNewline ? eol : ''));
        });
        const list = files.map((abs) => ({ abs, shown: abs }));
        const ref = await readScoresFiles('csv', list, 'all', { label: 'y' });
        const fast = await engineCountTables(files, 'csv', { label: 'y' });
        if (!fast) return; // declined: the reference readers decide
        handled++;
        const refTables = ref.models.map((name, m) => {
          const ct = countTableFromScores(ref.labels, ref.scores[m]);
          return { name, ct, rank: rowRanks(ct, ref.scores[m]) };
        });
        expect(plain(fast.models)).toEqual(plain(refTables.map(({ name, ct }) => ({ name, ct }))));
        expect(plain(fast.rowGroup)).toEqual(plain(rowGroup(ref.labels, refTables)));
        expect([fast.P, fast.N, fast.rows]).toEqual([ref.positives, ref.negatives, ref.rows]);
      }),
      { numRuns: 40 },
    );
    // Most such lists are read by the engine (a decline is allowed, never a different table).
    expect(handled).toBeGreaterThan(10);
  });

  it('a CSV part file with a header and no row is left out of the scan (first, middle or last); a single such file still declines', async () => {
    const text = seededCsv({ rows: 600, seed: 5, prevalence: 0.4, models: [[0.3, 40], [0.2, 9]] });
    const whole = write('hdr-whole.csv', text);
    const [head, ...rows] = text.trimEnd().split('\n');
    const empty = (name: string, body = '') => write(name, `${head}\n${body}`);
    const a = write('hdr-a.csv', [head, ...rows.slice(0, 250)].join('\n') + '\n');
    const b = write('hdr-b.csv', [head, ...rows.slice(250)].join('\n') + '\n');
    const ref = await reference(whole, 'csv', { label: 'y' });
    for (const files of [[empty('hdr-e0.csv'), a, b], [a, empty('hdr-e1.csv', '\n  \r\n'), b], [a, b, empty('hdr-e2.csv')]]) {
      const fast = await engineCountTables(files, 'csv', { label: 'y' });
      expect(lastDecline).toBeUndefined();
      const { columns: _c, ...rest } = fast!;
      expect(plain(rest)).toEqual(plain(expected(ref)));
    }
    expect(await engineCountTables([empty('hdr-only.csv')], 'csv', { label: 'y' })).toBeUndefined();
    expect(await engineCountTables([empty('hdr-o1.csv'), empty('hdr-o2.csv')], 'csv', { label: 'y' })).toBeUndefined();
    expect(lastDecline).toBe('no data rows');
  });

  it('declines when a file differs from the first (header order, Parquet schema), so the reference reader decides', async () => {
    const a = write('differ-a.csv', 'y,s,t\n1,0.5,1\n0,0.25,2\n1,0.1,3\n');
    const b = write('differ-b.csv', 'y,t,s\n1,1,0.5\n0,2,0.25\n1,3,0.1\n');
    expect(await engineCountTables([a, b], 'csv', { label: 'y' })).toBeUndefined();
    expect(lastDecline).toBe('headers differ between files');
    const p = writeParquet(`${dir}/differ-a.parquet`, [{ name: 'y', data: [1, 0], type: 'INT32' }, { name: 's', data: [0.5, 0.25], type: 'DOUBLE' }]);
    const q = writeParquet(`${dir}/differ-b.parquet`, [{ name: 'y', data: [1, 0], type: 'INT32' }, { name: 's', data: [0.5, 0.25], type: 'FLOAT' }]);
    expect(await engineCountTables([p, q], 'parquet', { label: 'y' })).toBeUndefined();
    expect(lastDecline).toBe('schemas differ between files');
    // An underscore in a later file only.
    const u = write('differ-u.csv', 'y,s,t\n1,1_0,1\n0,2,3\n');
    expect(await engineCountTables([a, u], 'csv', { label: 'y' })).toBeUndefined();
    expect(lastDecline).toBe("'_' in column \"s\"");
    // '_' in an id first, '+-' in a score later: the score's mark is the reason.
    const both = write('differ-both.csv', 'id,y,s,t\np_1,1,0.5,1\np2,0,0.25,+-2\n');
    expect(await engineCountTables([both], 'csv', { label: 'y' })).toBeUndefined();
    expect(lastDecline).toBe("'+-' in column \"t\"");
    // An underscore outside the scores in one file, a vertical tab in another: that reason, whatever the order.
    const ids = write('differ-id.csv', 'id,y,s,t\np_1,1,0.5,1\np_2,0,0.25,2\n');
    const tab = write('differ-vt.csv', 'id,y,s,t\np3,1,\v0.5,1\np4,0,0.25,2\n');
    for (const list of [[ids, tab], [tab, ids]]) {
      expect(await engineCountTables(list, 'csv', { label: 'y' })).toBeUndefined();
      expect(lastDecline).toBe('a vertical tab or form feed in the data');
    }
    expect(await engineCountTables([ids, ids], 'csv', { label: 'y', models: ['s', 't'] })).toBeDefined();
  });
});

describe('a report from partitions', () => {
  it('a pattern of part files gives the report of the one file (engine and reference readers; with the bootstrap and a split)', async () => {
    const text = seededCsv({ rows: 1200, seed: 99, prevalence: 0.35, models: [[0.4, 20], [0.2, 200]] });
    const [head, ...rows] = text.trimEnd().split('\n');
    // A split column, so validation and test parts run across the files too.
    const withPart = (r: string, i: number) => `${r},${i % 3 === 0 ? 'v' : 't'}`;
    mkdirSync(`${dir}/parted/parts`, { recursive: true });
    write('parted/whole.csv', [`${head},part`, ...rows.map(withPart)].join('\n') + '\n');
    for (const [i, [from, to]] of [[0, 400], [400, 410], [410, 1200]].entries()) {
      write(`parted/parts/part-${i}.csv`, [`${head},part`, ...rows.slice(from, to).map((r, j) => withPart(r, from + j))].join('\n') + '\n');
    }
    const saved = process.env.ROCSITE_ENGINE;
    const body = (json: string) => {
      const r = JSON.parse(json);
      delete r.provenance; // names and hashes the input files
      return r;
    };
    try {
      for (const extra of ['uncertainty: { bootstrap: 10, seed: 2 }\n', 'selection: {}\nscenarios: [{ name: s, precision: 0.3, capacity: "50%", cost: { t: [0, 1] } }]\nheatmap: { precision: [0.3, 0.5], capacity: ["20%", "60%"], cost: { t: [0, 1] } }\n']) {
        const split = extra.startsWith('selection') ? ', split: { column: part, validation: v, test: t }' : ', models: [m1, m2]';
        const one = write(`parted/one${n++}.yaml`, `title: t\ndataset: { path: whole.csv, label: y${split} }\n${extra}`);
        const many = write(`parted/many${n++}.yaml`, `title: t\ndataset: { path: "parts/part-*.csv", label: y${split} }\n${extra}`);
        for (const engine of ['duckdb', 'js']) {
          process.env.ROCSITE_ENGINE = engine;
          const a = reportJson((await buildReport(one, { env: { SOURCE_DATE_EPOCH: '0' } })).report);
          const b = reportJson((await buildReport(many, { env: { SOURCE_DATE_EPOCH: '0' } })).report);
          expect(body(b)).toEqual(body(a));
          if (extra.startsWith('selection')) expect(JSON.parse(b).selection.length).toBeGreaterThan(0);
          else expect(JSON.parse(b).models[0].intervals.auroc.some((i: { method: string }) => i.method === 'bootstrap')).toBe(true);
          expect(JSON.parse(b).provenance.inputs.map((f: { path: string }) => f.path)).toEqual(['parts/part-0.csv', 'parts/part-1.csv', 'parts/part-2.csv']);
        }
      }
    } finally {
      if (saved === undefined) delete process.env.ROCSITE_ENGINE;
      else process.env.ROCSITE_ENGINE = saved;
    }
  });
});
