/**
 * The first rejected row of a Parquet dataset the engine declined (src/lib/io/engine-locate.ts): found by the engine,
 * read alone by the reference reader (a window of rows, src/lib/io/parquet.ts), it must give exactly the error of the
 * reference reader's whole read — on missing, non-finite and inexact scores, missing and rejected labels and split
 * values, in any row group of any file of a list — and nothing where the engine cannot tell (a negative written two
 * ways) or where the reference accepts every row. Through the pipeline: the same message with the engine as without.
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { readFileSync, writeFileSync } from 'node:fs';
import { parquetMetadata } from 'hyparquet';
import { firstRejectedRow, locatedErrors, rejectFirstBadRow } from '../../src/lib/io/engine-locate';
import { readScoresFiles, readScoresRow } from '../../src/lib/io/read-scores';
import type { ScoresCsvOptions } from '../../src/lib/io/scores';
import { checkParquetMetadata } from '../../src/lib/io/parquet-guard';
import { MAX_SCORES } from '../../src/lib/limits';
import { tempFiles } from '../helpers/files';
import { writeParquet, type ParquetColumn } from '../helpers/parquet';
import { engineJson } from '../helpers/engine';

const { dir } = tempFiles('rocsite-engine-locate-');
let n = 0;
const Y: ScoresCsvOptions = { label: 'y' };

/** Parquet files of the given columns (one file per entry), row groups of `group` rows. */
function files(parts: ParquetColumn[][], group = 4): { abs: string; shown: string }[] {
  return parts.map((columns) => {
    const name = `t${n++}.parquet`;
    return { abs: writeParquet(`${dir}/${name}`, columns, { rowGroupSize: group }), shown: name };
  });
}

/** The message of `run`'s error, or undefined when it returns. */
async function errorOf(run: () => Promise<unknown>): Promise<string | undefined> {
  try {
    await run();
    return undefined;
  } catch (e) {
    return (e as Error).message;
  }
}

const shownOf = (fs: { shown: string }[]) => fs[0].shown;
/** The reference reader's whole read: its error (or undefined). */
const whole = (fs: { abs: string; shown: string }[], opts: ScoresCsvOptions) => errorOf(() => readScoresFiles('parquet', fs, shownOf(fs), opts));
/** The located row read alone: its error (or undefined when no row is located, or the row passes). */
const alone = (fs: { abs: string; shown: string }[], opts: ScoresCsvOptions) => errorOf(() => rejectFirstBadRow(fs, shownOf(fs), opts));

const col = (name: string, data: unknown[], type: ParquetColumn['type']): ParquetColumn => ({ name, data, type }) as ParquetColumn;
const ys = (k: number) => Array.from({ length: k }, (_, i) => (i % 3 === 0 ? 1 : 0));
const xs = (k: number, shift = 0) => Array.from({ length: k }, (_, i) => ((i * 37 + shift) % 101) / 100);

describe('the first rejected row of a Parquet dataset, read alone', () => {
  it('gives the whole read\'s error: scores missing, NaN, infinite or beyond 2^53, in a later row group', async () => {
    const k = 30;
    const cases: [string, ParquetColumn[], string][] = [
      ['NaN', [col('y', ys(k), 'INT32'), col('a', xs(k).map((v, i) => (i === 17 ? NaN : v)), 'DOUBLE')], "row 18, column 'a': expected a number, found NaN"],
      ['null', [col('y', ys(k), 'INT32'), col('a', xs(k), 'DOUBLE'), col('b', xs(k, 5).map((v, i) => (i === 9 ? null : v)), 'DOUBLE')], "row 10, column 'b': expected a number, found null"],
      ['+Infinity', [col('y', ys(k), 'INT32'), col('a', xs(k).map((v, i) => (i === 29 ? Infinity : v)), 'DOUBLE')], "row 30, column 'a': expected a number, found Infinity"],
      ['-Infinity in FLOAT', [col('y', ys(k), 'INT32'), col('a', xs(k).map((v, i) => (i === 4 ? -Infinity : v)), 'FLOAT')], "row 5, column 'a': expected a number, found -Infinity"],
      ['INT64 beyond 2^53', [col('y', ys(k), 'INT32'), col('a', xs(k).map((_, i) => BigInt(i === 21 ? 2 ** 53 + 2 : i)), 'INT64')], 'row 22, column \'a\': expected a number, found 9007199254740994 (an integer beyond 2^53 − 1 is not exact as a number)'],
      ['two bad rows: the first', [col('y', ys(k), 'INT32'), col('a', xs(k).map((v, i) => (i === 25 ? NaN : v)), 'DOUBLE'), col('b', xs(k).map((v, i) => (i === 13 ? null : v)), 'DOUBLE')], "row 14, column 'b'"],
      ['two bad columns in one row: the first model', [col('y', ys(k), 'INT32'), col('a', xs(k).map((v, i) => (i === 6 ? NaN : v)), 'DOUBLE'), col('b', xs(k).map((v, i) => (i === 6 ? null : v)), 'DOUBLE')], "row 7, column 'a'"],
    ];
    for (const [name, columns, want] of cases) {
      const fs = files([columns]);
      const ref = await whole(fs, Y);
      expect(ref, name).toContain(want);
      expect(await alone(fs, Y), name).toBe(ref);
    }
  });

  it("gives the whole read's error: labels missing, NaN or rejected, text labels with a positive value, split values missing or of neither part", async () => {
    const k = 20;
    const split = { column: 'part', validation: 'v', test: 't' };
    const parts = Array.from({ length: k }, (_, i) => (i % 2 ? 't' : 'v'));
    const cases: [string, ParquetColumn[], ScoresCsvOptions, string][] = [
      ['null label', [col('y', ys(k).map((v, i) => (i === 11 ? null : v)), 'INT32'), col('a', xs(k), 'DOUBLE')], Y, 'row 12'],
      ['NaN label', [col('y', ys(k).map((v, i) => (i === 3 ? NaN : v)), 'DOUBLE'), col('a', xs(k), 'DOUBLE')], Y, 'row 4'],
      ['label 2', [col('y', ys(k).map((v, i) => (i === 15 ? 2 : v)), 'INT32'), col('a', xs(k), 'DOUBLE')], Y, 'row 16'],
      ['text label not the positive one', [col('y', ys(k).map((v, i) => (i === 8 ? 'maybe' : v ? 'yes' : 'no')), 'STRING'), col('a', xs(k), 'DOUBLE')], { label: 'y', positive: 'yes', negative: 'no' }, 'row 9'],
      ['missing-value text label', [col('y', ys(k).map((v, i) => (i === 8 ? 'NA' : v ? 'yes' : 'no')), 'STRING'), col('a', xs(k), 'DOUBLE')], { label: 'y', positive: 'yes' }, 'row 9'],
      ['split value null', [col('y', ys(k), 'INT32'), col('a', xs(k), 'DOUBLE'), col('part', parts.map((p, i) => (i === 13 ? null : p)), 'STRING')], { label: 'y', split }, 'row 14'],
      ['split value of neither part (" t" trimmed is one)', [col('y', ys(k), 'INT32'), col('a', xs(k), 'DOUBLE'), col('part', parts.map((p, i) => (i === 5 ? ' t' : i === 14 ? 'x' : p)), 'STRING')], { label: 'y', split }, 'row 15'],
      ['split and score: the split value first', [col('y', ys(k), 'INT32'), col('a', xs(k).map((v, i) => (i === 7 ? NaN : v)), 'DOUBLE'), col('part', parts.map((p, i) => (i === 7 ? 'x' : p)), 'STRING')], { label: 'y', split }, "row 8, column 'part'"],
      ['no label present (none accepted: the first row)', [col('y', [null, null], 'INT32'), col('a', [0.5, 0.25], 'DOUBLE')], Y, 'row 1'],
      ['split values all of neither part', [col('y', ys(4), 'INT32'), col('a', xs(4), 'DOUBLE'), col('part', ['x', 'x', 'y', 'y'], 'STRING')], { label: 'y', split }, 'row 1'],
      ['one class only, and a NaN', [col('y', ys(k).map(() => 1), 'INT32'), col('a', xs(k).map((v, i) => (i === 19 ? NaN : v)), 'DOUBLE')], Y, 'row 20'],
    ];
    for (const [name, columns, opts, want] of cases) {
      const fs = files([columns]);
      const ref = await whole(fs, opts);
      expect(ref, name).toContain(want);
      expect(await alone(fs, opts), name).toBe(ref);
    }
  });

  it('names the file of a list and its row: the first file with a rejected row, after every check of the files before it', async () => {
    const k = 12;
    const good = (s: number) => [col('y', ys(k), 'INT32'), col('a', xs(k, s), 'DOUBLE')];
    const bad = (s: number, at: number) => [col('y', ys(k), 'INT32'), col('a', xs(k, s).map((v, i) => (i === at ? NaN : v)), 'DOUBLE')];
    const fs = files([good(1), good(2), bad(3, 10), bad(4, 2)], 5);
    const ref = await whole(fs, Y);
    expect(ref).toBe(`${fs[2].shown} row 11, column 'a': expected a number, found NaN`);
    expect(await firstRejectedRow(fs.map((f) => f.abs), Y)).toEqual({ file: 2, row: 10 });
    expect(await alone(fs, Y)).toBe(ref);
    // A file before it whose columns differ: its error comes first, as in the whole read.
    const other = files([[col('y', ys(k), 'INT32'), col('b', xs(k), 'DOUBLE')]]);
    const mixed = [fs[0], ...other, fs[2]];
    expect(await firstRejectedRow(mixed.map((f) => f.abs), Y)).toBeUndefined(); // the engine needs one schema
  });

  it('reads only the located row: an earlier bad row is not looked at (the engine has judged it), a later one neither', async () => {
    const k = 30;
    const fs = files([[col('y', ys(k), 'INT32'), col('a', xs(k).map((v, i) => (i === 2 || i === 20 ? NaN : i === 25 ? null : v)), 'DOUBLE')]], 4);
    expect(await whole(fs, Y)).toContain('row 3,');
    const at = (row: number) => errorOf(() => readScoresRow(fs, shownOf(fs), Y, { file: 0, row }));
    expect(await at(20)).toBe(`${fs[0].shown} row 21, column 'a': expected a number, found NaN`);
    expect(await at(25)).toBe(`${fs[0].shown} row 26, column 'a': expected a number, found null`);
    expect(await at(21)).toBeUndefined();
  });

  it("a decoding failure of the located row's group is named as the whole read names it (its row group among the file's)", async () => {
    const k = 50;
    const [f] = files([[col('y', ys(k), 'INT32'), col('a', xs(k).map((v, i) => (i === 25 ? NaN : v)), 'DOUBLE')]], 10);
    // Row group 3's data of column a garbled past its page header (which the reader checks first, and still passes).
    const bytes = readFileSync(f.abs);
    const md = parquetMetadata(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.length) as ArrayBuffer).row_groups[2].columns[1].meta_data!;
    const start = Number(md.dictionary_page_offset || md.data_page_offset);
    bytes.fill(0xff, start + 40, start + Number(md.total_compressed_size));
    writeFileSync(f.abs, bytes);
    const ref = await whole([f], Y);
    expect(ref).toMatch(/: cannot read the file as Parquet: row group 3 of 5: /);
    expect(await errorOf(() => readScoresRow([f], f.shown, Y, { file: 0, row: 25 }))).toBe(ref);
  });

  it('locates nothing where every row passes, under missing: drop, or where a negative is written two ways (judged over rows)', async () => {
    const k = 16;
    const fine = files([[col('y', ys(k), 'INT32'), col('a', xs(k), 'DOUBLE')]]);
    expect(await firstRejectedRow([fine[0].abs], Y)).toBeUndefined();
    expect(await alone(fine, Y)).toBeUndefined();
    const gaps = files([[col('y', ys(k), 'INT32'), col('a', xs(k).map((v, i) => (i === 3 ? NaN : v)), 'DOUBLE')]]);
    expect(await firstRejectedRow([gaps[0].abs], { ...Y, missing: 'drop' })).toBeUndefined();
    const twoWays = files([[col('y', ys(k).map((v, i) => (v ? 'yes' : i === 10 ? 'No' : 'no')), 'STRING'), col('a', xs(k).map((v, i) => (i === 12 ? NaN : v)), 'DOUBLE')]]);
    const opts = { label: 'y', positive: 'yes' };
    expect(await whole(twoWays, opts)).toContain('row 11');
    expect(await firstRejectedRow([twoWays[0].abs], opts)).toBeUndefined();
  });

  it('property: random tables, files and row groups with random bad cells: a located row gives the whole read\'s error, and every row error is located', async () => {
    const cell = fc.oneof(
      { weight: 6, arbitrary: fc.constant('ok' as const) },
      { weight: 1, arbitrary: fc.constantFrom('nan', 'null', 'inf', 'label2', 'labelNull') },
    );
    let located = 0;
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.array(cell, { minLength: 1, maxLength: 25 }), { minLength: 1, maxLength: 3 }),
        fc.integer({ min: 1, max: 8 }),
        fc.integer({ min: 1, max: 3 }),
        async (tables, group, models) => {
          const fs = files(
            tables.map((cells, t) => {
              const y = cells.map((c, i) => (c === 'label2' ? 2 : c === 'labelNull' ? null : (i + t) % 2));
              const scores = Array.from({ length: models }, (_, k) =>
                col(`m${k}`, cells.map((c, i) => (k === i % models ? (c === 'nan' ? NaN : c === 'null' ? null : c === 'inf' ? Infinity : ((i * 7 + k) % 11) / 10) : ((i * 7 + k) % 11) / 10)), 'DOUBLE'),
              );
              return [col('y', y, 'INT32'), ...scores];
            }),
            group,
          );
          const ref = await whole(fs, Y);
          const got = await alone(fs, Y);
          if (got !== undefined) {
            located++;
            expect(got).toBe(ref);
          }
          if (ref !== undefined && / row \d+/.test(ref)) expect(got).toBe(ref);
        },
      ),
      { numRuns: 60 },
    );
    expect(located).toBeGreaterThan(10);
  });

  it('a window of rows is read without the size limit, which applies to a whole read only', () => {
    const meta = { num_rows: BigInt(MAX_SCORES), metadata_length: 100, row_groups: [{ num_rows: BigInt(MAX_SCORES), columns: [] }] } as never;
    expect(() => checkParquetMetadata(meta, 10_000, 'big.parquet', ['y'], 2)).toThrow(/more than the limit of 100,000,000 scores/);
    expect(() => checkParquetMetadata(meta, 10_000, 'big.parquet', ['y'], 0)).not.toThrow();
  });
});

describe('through the pipeline: the engine declines, the located row gives the reference reader\'s message', () => {
  it('the same error with ROCSITE_ENGINE=duckdb as with the reference readers, for one file, a split column and a list of files', async () => {
    const k = 40;
    const bad = (at: number) => [col('y', ys(k), 'INT32'), col('a', xs(k), 'DOUBLE'), col('b', xs(k, 3).map((v, i) => (i === at ? null : v)), 'DOUBLE'), col('part', ys(k).map((_, i) => (i % 4 ? 't' : 'v')), 'STRING')];
    const [one] = files([bad(33)], 8);
    const list = files([bad(50), bad(21)], 8);
    const configs: [string, string][] = [
      ['one file', `dataset: { path: ${one.shown}, label: y, models: [a, b] }`],
      ['a split column', `dataset: { path: ${one.shown}, label: y, models: [a, b], split: { column: part, validation: v, test: t } }`],
      ['a list of files', `dataset: { path: [${list.map((f) => f.shown).join(', ')}], label: y, models: [a, b] }`],
    ];
    for (const [name, dataset] of configs) {
      const cfg = `${dir}/c${n++}.yaml`;
      writeFileSync(cfg, `title: Located\n${dataset}\n`);
      const ref = await errorOf(() => engineJson(cfg, 'js'));
      expect(ref, name).toMatch(/row (34|22), column 'b': expected a number, found null/);
      const before = locatedErrors;
      expect(await errorOf(() => engineJson(cfg, 'duckdb')), name).toBe(ref);
      expect(locatedErrors - before, name).toBe(1); // from the located row, not a whole read
    }
  });
});
