/**
 * The first rejected row of a dataset the engine declined (src/lib/io/engine-locate.ts): found by the engine, read
 * alone by the reference reader (Parquet: a window of rows, src/lib/io/parquet.ts; CSV: the record where counting
 * lines finds it, src/lib/io/csv.ts `plainRecordAt`), it must give exactly the error of the reference reader's whole
 * read — on missing, non-finite and inexact scores, missing and rejected labels and split values, in any row group of
 * any file of a list, on any line of a CSV (blank lines, CRLF, a BOM) — and nothing where the engine cannot tell (a
 * negative written two ways, a quote before the line) or where the reference accepts every row. Through the
 * pipeline: the same message with the engine as without.
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { readFileSync, writeFileSync } from 'node:fs';
import { parquetMetadata } from 'hyparquet';
import { firstRejectedRow, locatedErrors, rejectFirstBadRow } from '../../src/lib/io/engine-locate';
import { readScoresFiles, readScoresRow } from '../../src/lib/io/read-scores';
import { plainRecordAt } from '../../src/lib/io/csv';
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
const alone = (fs: { abs: string; shown: string }[], opts: ScoresCsvOptions) => errorOf(() => rejectFirstBadRow('parquet', fs, shownOf(fs), opts));

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
    expect(await firstRejectedRow(fs.map((f) => f.abs), 'parquet', Y)).toEqual({ file: 2, row: 10 });
    expect(await alone(fs, Y)).toBe(ref);
    // A file before it whose columns differ: its error comes first, as in the whole read.
    const other = files([[col('y', ys(k), 'INT32'), col('b', xs(k), 'DOUBLE')]]);
    const mixed = [fs[0], ...other, fs[2]];
    expect(await firstRejectedRow(mixed.map((f) => f.abs), 'parquet', Y)).toBeUndefined(); // the engine needs one schema
  });

  it('reads only the located row: an earlier bad row is not looked at (the engine has judged it), a later one neither', async () => {
    const k = 30;
    const fs = files([[col('y', ys(k), 'INT32'), col('a', xs(k).map((v, i) => (i === 2 || i === 20 ? NaN : i === 25 ? null : v)), 'DOUBLE')]], 4);
    expect(await whole(fs, Y)).toContain('row 3,');
    const at = (row: number) => errorOf(() => readScoresRow('parquet', fs, shownOf(fs), Y, { file: 0, row }));
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
    expect(await errorOf(() => readScoresRow('parquet', [f], f.shown, Y, { file: 0, row: 25 }))).toBe(ref);
  });

  it('locates nothing where every row passes, under missing: drop, or where a negative is written two ways (judged over rows)', async () => {
    const k = 16;
    const fine = files([[col('y', ys(k), 'INT32'), col('a', xs(k), 'DOUBLE')]]);
    expect(await firstRejectedRow([fine[0].abs], 'parquet', Y)).toBeUndefined();
    expect(await alone(fine, Y)).toBeUndefined();
    const gaps = files([[col('y', ys(k), 'INT32'), col('a', xs(k).map((v, i) => (i === 3 ? NaN : v)), 'DOUBLE')]]);
    expect(await firstRejectedRow([gaps[0].abs], 'parquet', { ...Y, missing: 'drop' })).toBeUndefined();
    const twoWays = files([[col('y', ys(k).map((v, i) => (v ? 'yes' : i === 10 ? 'No' : 'no')), 'STRING'), col('a', xs(k).map((v, i) => (i === 12 ? NaN : v)), 'DOUBLE')]]);
    const opts = { label: 'y', positive: 'yes' };
    expect(await whole(twoWays, opts)).toContain('row 11');
    expect(await firstRejectedRow([twoWays[0].abs], 'parquet', opts)).toBeUndefined();
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

/** A CSV file of `text` (one file per call). */
function csvFile(text: string | Buffer): { abs: string; shown: string }[] {
  const name = `c${n++}.csv`;
  writeFileSync(`${dir}/${name}`, text);
  return [{ abs: `${dir}/${name}`, shown: name }];
}
/** CSV files of `texts`, a list read as one table. */
const csvFiles = (texts: (string | Buffer)[]) => texts.flatMap(csvFile);
const wholeCsv = (fs: { abs: string; shown: string }[], opts: ScoresCsvOptions) => errorOf(() => readScoresFiles('csv', fs, shownOf(fs), opts));
const aloneCsv = async (fs: { abs: string; shown: string }[], opts: ScoresCsvOptions) => {
  const before = locatedErrors;
  const error = await errorOf(() => rejectFirstBadRow('csv', fs, shownOf(fs), opts));
  return { error, located: locatedErrors - before };
};
/** Data lines `y,a,b` of `k` rows, the row `bad` (0-based) written by `write`. */
const csvRows = (k: number, write: (i: number) => string | undefined = () => undefined) =>
  Array.from({ length: k }, (_, i) => write(i) ?? `${i % 3 === 0 ? 1 : 0},${((i * 37) % 101) / 100},${((i * 53) % 97) / 100}`);

describe('the first rejected record of a CSV file, read alone', () => {
  it('counting lines finds a record as the reader numbers it: blank lines, CRLF, a BOM, quoted fields; never past a line break in quotes, a malformed quote or a lone CR', async () => {
    const at = (text: string, k: number) => plainRecordAt(csvFile(text)[0].abs, k);
    expect(await at('y,a\n1,0.5\n0,0.25\n', 0)).toEqual({ start: 4, line: 2 });
    expect(await at('y,a\n1,0.5\n0,0.25\n', 1)).toEqual({ start: 10, line: 3 });
    expect(await at('y,a\n1,0.5\n\n  \n0,0.25', 1)).toEqual({ start: 14, line: 5 }); // blank lines, no final line feed
    expect(await at('\ufeffy,a\r\n1,0.5\r\n\r\n0,0.25\r\n', 1)).toEqual({ start: 17, line: 4 });
    expect(await at('y,a\n1,0.5\n0,0.25\n', 2)).toBeUndefined();
    // Quotes around whole fields, "" inside one; the escaped quote across the reader's 1 MiB chunks too.
    expect(await at('y,a\n"1",0.5\n0,"0.25"\r\n', 1)).toEqual({ start: 12, line: 3 });
    const escaped = `y,a,n\n1,0.5,"a""b, c"\n0,0.25,""\n1,0.5,"${'x'.repeat((1 << 20) - 36)}""y"\n0,0.1,z\n`;
    expect(await at(escaped, 1)).toEqual({ start: escaped.indexOf('0,0.25'), line: 3 });
    expect(await at(escaped, 3)).toEqual({ start: escaped.indexOf('0,0.1,z'), line: 5 });
    // Where lines are no records, or the reader fails first: a line break in quotes, a quote inside a field or before
    // a space, text after a closing quote, a quoted header, a line of one quoted field (skipped when blank), an
    // unclosed quote.
    for (const text of ['y,a\n"1\n",0.5\n0,0.25\n', 'y,a\n1,0"5\n0,0.25\n', 'y,a\n1, "0.5"\n0,0.25\n', 'y,a\n"1"x,0.5\n0,0.25\n', '"y",a\n1,0.5\n0,0.25\n', 'y,a\n1,0.5\n" "\n0,0.25\n', 'y,a\n1,0.5\n0,"0.25']) {
      expect(await at(text, 1), JSON.stringify(text)).toBeUndefined();
    }
    expect(await at('y,a\n1,0.5\r0,0.25\n', 1)).toBeUndefined();
    expect(await at('\ny,a\n1,0.5\n', 0)).toBeUndefined(); // the reader looks past a blank first line for its header
  });

  it("gives the whole read's error, from the located record: scores and labels in every spelling, split values, blank lines, CRLF, the first record, default models", async () => {
    const split = { column: 'part', validation: 'v', test: 't' };
    const cases: [string, string, ScoresCsvOptions, string][] = [
      ['NA score', `y,a,b\n${csvRows(40, (i) => (i === 31 ? '1,0.5,NA' : undefined)).join('\n')}\n`, Y, "line 33, column 'b': expected a number, found 'NA'"],
      ['empty score', `y,a,b\n${csvRows(40, (i) => (i === 12 ? '0,,0.5' : undefined)).join('\n')}\n`, Y, "line 14, column 'a'"],
      ['nan, inf', `y,a,b\n${csvRows(40, (i) => (i === 20 ? '0,inf,nan' : undefined)).join('\n')}\n`, Y, "line 22, column 'a'"],
      ['the first record', `y,a,b\n${csvRows(10, (i) => (i === 0 ? '1,NaN,0.5' : undefined)).join('\n')}\n`, Y, 'line 2,'],
      ['label NA', `y,a,b\n${csvRows(30, (i) => (i === 25 ? 'NA,0.5,0.5' : undefined)).join('\n')}\n`, Y, 'line 27'],
      ['label 2', `y,a,b\n${csvRows(30, (i) => (i === 9 ? '2,0.5,0.5' : undefined)).join('\n')}\n`, Y, 'line 11'],
      ['blank lines before it', `y,a,b\n${csvRows(30, (i) => (i === 22 ? '0,0.5,null' : i % 7 === 3 ? `\n${csvRows(1)[0]}` : undefined)).join('\n')}\n`, Y, 'line 27,'],
      ['CRLF and a BOM', `\ufeffy,a,b\r\n${csvRows(30, (i) => (i === 17 ? '1,None,0.2' : undefined)).join('\r\n')}\r\n`, Y, 'line 19,'],
      ['default models, a later record', `y,a,b\n${csvRows(30, (i) => (i === 28 ? '1,0.5,N/A' : undefined)).join('\n')}\n`, { label: 'y' }, "line 30, column 'b'"],
      ['selected models', `y,a,b\n${csvRows(30, (i) => (i === 14 ? '1,NA,0.5' : i === 11 ? '0,0.5,NA' : undefined)).join('\n')}\n`, { label: 'y', models: ['a'] }, "line 16, column 'a'"],
      ['split value', `y,a,b,part\n${csvRows(30).map((r, i) => `${r},${i === 21 ? 'x' : i % 2 ? 't' : 'v'}`).join('\n')}\n`, { label: 'y', split }, "line 23, column 'part'"],
    ];
    for (const [name, text, opts, want] of cases) {
      const fs = csvFile(text);
      const ref = await wholeCsv(fs, opts);
      expect(ref, name).toContain(want);
      expect(await aloneCsv(fs, opts), name).toEqual({ error: ref, located: 1 });
    }
  });

  it('quoted fields before the record (an R or pandas export) are counted past; the reader reads nothing alone where counting lines cannot find the record, nor where the engine cannot read the file (a whitespace-only line), nor under drop', async () => {
    const quoted = csvFile(`y,a,b\n${csvRows(20, (i) => (i === 15 ? '"0",NA,"0.5"' : undefined)).map((r) => r.replace(/^(\d),/, '"$1",')).join('\n')}\n`);
    expect(await wholeCsv(quoted, Y)).toContain("line 17, column 'a'");
    expect(await aloneCsv(quoted, Y)).toEqual({ error: await wholeCsv(quoted, Y), located: 1 });
    // Text not in UTF-8 before it (the whole read's error adds a hint naming its line): nothing read alone.
    const latin1 = csvFile(Buffer.from(`y,a,b,note\n${csvRows(30, (i) => (i === 20 ? '0,0.5,NA' : undefined)).map((r, i) => `${r},${i === 5 ? 'caf\xe9' : 'x'}`).join('\n')}\n`, 'latin1'));
    const opts = { label: 'y', models: ['a', 'b'] };
    expect(await wholeCsv(latin1, opts)).toMatch(/line 22, column 'b': expected a number, found 'NA'; the file is not UTF-8 \(line 7 /);
    expect(await firstRejectedRow([latin1[0].abs], 'csv', opts)).toEqual({ file: 0, row: 20 });
    expect(await aloneCsv(latin1, opts)).toEqual({ error: undefined, located: 0 });
    // A record over two lines before it: the reference reader, asked for that record, reads nothing.
    const broken = csvFile(`y,a,b,note\n${csvRows(20, (i) => (i === 15 ? '0,NA,0.5' : undefined)).map((r, i) => `${r},${i === 4 ? '"two\nlines"' : 'x'}`).join('\n')}\n`);
    expect(await wholeCsv(broken, { label: 'y', models: ['a', 'b'] })).toContain('line 18,');
    await expect(readScoresRow('csv', broken, shownOf(broken), { label: 'y', models: ['a', 'b'] }, { file: 0, row: 15 })).resolves.toBeUndefined();
    const spaces = csvFile(`y,a,b\n${csvRows(20, (i) => (i === 15 ? '0,NA,0.5' : i === 3 ? '  ' : undefined)).join('\n')}\n`);
    expect(await wholeCsv(spaces, Y)).toContain('line 17,');
    expect(await firstRejectedRow([spaces[0].abs], 'csv', Y)).toBeUndefined();
    const gaps = csvFile(`y,a,b\n${csvRows(20, (i) => (i === 15 ? '0,NA,0.5' : undefined)).join('\n')}\n`);
    expect(await firstRejectedRow([gaps[0].abs], 'csv', { ...Y, missing: 'drop' })).toBeUndefined();
    expect(await firstRejectedRow([gaps[0].abs], 'csv', Y)).toEqual({ file: 0, row: 15 });
  });

  it("a list of CSV files: the record's file and line, past files of one or thousands of rows (DuckDB's chunks), a header-only file, default models from the first file", async () => {
    const rows = (k: number, bad = -1, at = (i: number) => i) => csvRows(k, (i) => (i === bad ? `${at(i) % 3 === 0 ? 1 : 0},0.5,NA` : undefined)).join('\n');
    const cases: [string, string[], ScoresCsvOptions, string][] = [
      ['in the second file', [`y,a,b\n${rows(30)}\n`, `y,a,b\n${rows(30, 17)}\n`], Y, "line 19, column 'b'"],
      ['in the third, after thousands of rows', [`y,a,b\n${rows(5000)}\n`, `y,a,b\n${rows(2100)}\n`, `y,a,b\n${rows(5000, 4600)}\n`], Y, "line 4602, column 'b'"],
      ['first record of the second file, a header-only file between', [`y,a,b\n${rows(10)}\n`, 'y,a,b\n', `y,a,b\n${rows(10, 0)}\n`], Y, 'line 2,'],
      ['default models, blank lines in the bad file', [`y,a,b\n${rows(10)}\n`, `y,a,b\n${rows(12, 9).replace(/\n/, '\n\n')}\n`], { label: 'y' }, "line 12, column 'b'"],
      ['in the first file of two', [`y,a,b\n${rows(20, 4)}\n`, `y,a,b\n${rows(20, 2)}\n`], Y, "line 6, column 'b'"],
    ];
    for (const [name, texts, opts, want] of cases) {
      const fs = csvFiles(texts);
      const ref = await wholeCsv(fs, opts);
      expect(ref, name).toContain(want);
      expect(ref, name).toContain(fs[texts.findIndex((t) => t.includes('NA'))].shown);
      expect(await aloneCsv(fs, opts), name).toEqual({ error: ref, located: 1 });
    }
  });

  it("property: random lists of CSV files (header-only files, blank lines, CRLF, bad cells): a located record gives the whole read's error", async () => {
    const cell = fc.oneof(
      { weight: 8, arbitrary: fc.constant('ok' as const) },
      { weight: 1, arbitrary: fc.constantFrom('NA', '', 'nan', 'inf', 'x', 'label2', 'labelNA', 'blank', 'quote') },
    );
    // The row of each file whose note is not UTF-8, in a third of the runs.
    const latinRow = fc.oneof(fc.constant(-1), fc.constant(-1), fc.nat(20));
    let located = 0;
    await fc.assert(
      fc.asyncProperty(fc.array(fc.array(cell, { maxLength: 30 }), { minLength: 1, maxLength: 3 }), fc.boolean(), latinRow, async (files, crlf, latin) => {
        const eol = crlf ? '\r\n' : '\n';
        const text = (cells: (typeof files)[number]) => {
          const lines = cells.map((c, i) => {
            const y = c === 'label2' ? '2' : c === 'labelNA' ? 'NA' : String(i % 2);
            const s = ['NA', '', 'nan', 'inf', 'x'].includes(c) ? c : String(((i * 7) % 11) / 10);
            // A note not in UTF-8 (Latin-1 é): the whole read's error then adds the encoding hint.
            const row = `${c === 'quote' ? `"${y}"` : y},${((i * 3) % 13) / 10},${s},${i === latin ? 'caf\xe9' : 'x'}`;
            return c === 'blank' ? `\n${row}` : row;
          });
          return Buffer.from(`y,a,b,note${eol}${lines.map((l) => `${l}${eol}`).join('').replace(/\n\n/g, `\n${eol}`)}`, 'latin1');
        };
        const fs = csvFiles(files.map(text));
        const ref = await wholeCsv(fs, Y);
        const got = await aloneCsv(fs, Y);
        if (got.located) {
          located++;
          expect(got.error).toBe(ref);
        } else expect(got.error).toBeUndefined();
      }),
      { numRuns: 80 },
    );
    expect(located).toBeGreaterThan(10);
  });
});

describe('through the pipeline: the engine declines, the located row gives the reference reader\'s message', () => {
  it('the same error with ROCSITE_ENGINE=duckdb as with the reference readers, for one file, a split column and a list of files, Parquet and CSV', async () => {
    const k = 40;
    const bad = (at: number) => [col('y', ys(k), 'INT32'), col('a', xs(k), 'DOUBLE'), col('b', xs(k, 3).map((v, i) => (i === at ? null : v)), 'DOUBLE'), col('part', ys(k).map((_, i) => (i % 4 ? 't' : 'v')), 'STRING')];
    const [one] = files([bad(33)], 8);
    const list = files([bad(50), bad(21)], 8);
    const csv = csvFile(`y,a,b,part\n${csvRows(k, (i) => (i === 33 ? '0,0.5,NA' : undefined)).map((r, i) => `${r},${i % 4 ? 't' : 'v'}`).join('\n')}\n`)[0];
    const configs: [string, string][] = [
      ['one file', `dataset: { path: ${one.shown}, label: y, models: [a, b] }`],
      ['one CSV file', `dataset: { path: ${csv.shown}, label: y, models: [a, b] }`],
      ['a CSV file with a split column', `dataset: { path: ${csv.shown}, label: y, models: [a, b], split: { column: part, validation: v, test: t } }`],
      ['a split column', `dataset: { path: ${one.shown}, label: y, models: [a, b], split: { column: part, validation: v, test: t } }`],
      ['a list of files', `dataset: { path: [${list.map((f) => f.shown).join(', ')}], label: y, models: [a, b] }`],
    ];
    for (const [name, dataset] of configs) {
      const cfg = `${dir}/c${n++}.yaml`;
      writeFileSync(cfg, `title: Located\n${dataset}\n`);
      const ref = await errorOf(() => engineJson(cfg, 'js'));
      expect(ref, name).toMatch(/(row (34|22)|line 35), column 'b': expected a number, found (null|'NA')/);
      const before = locatedErrors;
      expect(await errorOf(() => engineJson(cfg, 'duckdb')), name).toBe(ref);
      expect(locatedErrors - before, name).toBe(1); // from the located row, not a whole read
    }
  });
});
