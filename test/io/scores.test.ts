import { describe, expect, it } from 'vitest';
import { join } from 'node:path';
import { readScoresCsv } from '../../src/lib/io/scores';
import { parseNumber, isMissing } from '../../src/lib/io/csv';
import { rejection, tempFiles } from '../helpers/files';

const fx = (p: string) => join(__dirname, '..', 'fixtures', p);
const { write: csv } = tempFiles('rocsite-io-');


describe('readScoresCsv: accepted inputs', () => {
  it('reads aSAH: 113 rows, 41 positives, 72 negatives (pROC aSAH), columns in configured order', async () => {
    const d = await readScoresCsv(fx('asah/asah.csv'), { label: 'outcome', positive: 1, models: ['wfns', 's100b'] });
    expect(d.rows).toBe(113);
    expect(d.positives).toBe(41);
    expect(d.negatives).toBe(72);
    expect(d.models).toEqual(['wfns', 's100b']);
    // First data line of the file: 0,0.13,3.01,1
    expect(d.labels[0]).toBe(0);
    expect(d.scores[0][0]).toBe(1);
    expect(d.scores[1][0]).toBe(0.13);
  });

  it('accepts a UTF-8 BOM, CRLF, quoted header and fields, embedded commas/quotes/line breaks and blank lines', async () => {
    const d = await readScoresCsv(fx('good/bom-crlf.csv'), { label: 'y', models: ['m1', 'm 2'] });
    expect(d.columns).toEqual(['id', 'note', 'y', 'm1', 'm 2']);
    expect(Array.from(d.labels)).toEqual([1, 0, 1, 0, 0, 1]);
    expect(Array.from(d.scores[0])).toEqual([0.9, 0.2, 0.8, 0.1, 0.5, 0.5]);
    expect(Array.from(d.scores[1])).toEqual([3, 1, 2, 4, 0, 5]);
  });

  it('default models: every column but the label whose first value is numeric', async () => {
    const d = await readScoresCsv(fx('good/bom-crlf.csv'), { label: 'y' });
    expect(d.models).toEqual(['id', 'm1', 'm 2']);
  });

  it('text labels with `positive`: the one other value is negative', async () => {
    const d = await readScoresCsv(fx('good/text-labels.csv'), { label: 'outcome', positive: 'Poor' });
    expect(Array.from(d.labels)).toEqual([1, 0, 1, 0, 0]);
    expect([d.positiveValue, d.negativeValue]).toEqual(['Poor', 'Good']);
  });

  it('numeric `positive` compares numbers ("1.0" is 1), and mixed line ends (LF, CR, CRLF) count lines right', async () => {
    const p = csv('mixed.csv', 'y,s\r\n1.0,0.5\n0,0.25\r1,0.75\r\n0,x\n');
    expect(await rejection(readScoresCsv(p, { label: 'y', positive: 1, shown: 'mixed.csv' }))).toBe(
      "mixed.csv line 5, column 's': expected a number, found 'x'",
    );
  });

  it('line numbers count the lines of the file: blank lines and line breaks inside quoted fields', async () => {
    const p = csv('lines.csv', 'y,note,s\n\n1,"multi\nline\nnote",0.5\n\n0,ok,oops\n');
    expect(await rejection(readScoresCsv(p, { label: 'y', models: ['s'], shown: 'lines.csv' }))).toBe(
      "lines.csv line 7, column 's': expected a number, found 'oops'",
    );
    const q = csv('lines2.csv', 'y,note,s\n1,"multi\nline",zz\n');
    expect(await rejection(readScoresCsv(q, { label: 'y', models: ['s'], shown: 'lines2.csv' }))).toBe(
      "lines2.csv line 2, column 's': expected a number, found 'zz'",
    );
  });

  it('missing: drop removes whole rows with a missing value and counts them', async () => {
    const d = await readScoresCsv(fx('bad/non-numeric.csv'), { label: 'outcome', missing: 'drop' });
    expect(d.rows).toBe(113);
    expect(d.dropped).toBe(1);
    expect(d.droppedLines).toEqual([17]);
    expect(d.labels.length).toBe(112);
    expect(d.scores.every((s) => s.length === 112)).toBe(true);
  });

  it('missing: drop still rejects a non-numeric value that is not a missing token', async () => {
    const p = csv('junk.csv', 'y,s\n1,0.5\n0,abc\n');
    expect(await rejection(readScoresCsv(p, { label: 'y', missing: 'drop', models: ['s'], shown: 'junk.csv' }))).toBe(
      "junk.csv line 3, column 's': expected a number, found 'abc'",
    );
  });
});

describe('readScoresCsv: errors name file, line and column', () => {
  const cases: [string, Parameters<typeof readScoresCsv>[1], string][] = [
    ['bad/non-numeric.csv', { label: 'outcome' }, "bad/non-numeric.csv line 17, column 's100b': expected a number, found 'NA'"],
    ['bad/label-2.csv', { label: 'outcome' }, "bad/label-2.csv line 9, column 'outcome': expected a label 0 or 1 (set dataset.positive for other codings), found '2'"],
    ['bad/label-third.csv', { label: 'outcome', positive: 'yes' }, `bad/label-third.csv line 4, column 'outcome': expected the label to be "yes" (positive) or 'no' (negative, the first other value in the column), found 'maybe'`],
    ['bad/one-class.csv', { label: 'outcome' }, "bad/one-class.csv, column 'outcome': expected both classes, found only negatives (72 rows, 0 with the positive label 1): ROC metrics need at least one positive and one negative"],
    ['bad/empty.csv', { label: 'outcome' }, 'bad/empty.csv: the file is empty: expected a header row and data rows'],
    ['bad/header-only.csv', { label: 'outcome' }, 'bad/header-only.csv: expected data rows after the header, found none'],
    ['bad/short-row.csv', { label: 'outcome' }, 'bad/short-row.csv line 3: expected 3 fields (as in the header), found 2'],
    ['bad/open-quote.csv', { label: 'outcome' }, 'bad/open-quote.csv line 3: malformed CSV: Quote Not Closed: the parsing is finished with an opening quote'],
    ['asah/asah.csv', { label: 'outcome', models: ['s100b', 'gcs'] }, "asah/asah.csv line 1: expected a score column 'gcs' (dataset.models) in the header, found columns 'outcome', 's100b', 'ndka', 'wfns'"],
    ['asah/asah.csv', { label: 'status' }, "asah/asah.csv line 1: expected a label column 'status' in the header, found columns 'outcome', 's100b', 'ndka', 'wfns'"],
    ['asah/asah.csv', { label: 'outcome', positive: 7 }, `asah/asah.csv line 6, column 'outcome': expected the label to be 7 (positive) or '0' (negative, the first other value in the column), found '1'`],
    ['nowhere.csv', { label: 'outcome' }, 'nowhere.csv: cannot read the file: no such file'],
  ];
  for (const [file, opts, expected] of cases) {
    it(`${file} ${JSON.stringify(opts)}`, async () => {
      expect(await rejection(readScoresCsv(fx(file), { ...opts, shown: file }))).toBe(expected);
    });
  }

  it('an empty score field is named as such', async () => {
    const p = csv('emptyfield.csv', 'y,s\n1,0.5\n0,\n');
    expect(await rejection(readScoresCsv(p, { label: 'y', shown: 'e.csv' }))).toBe("e.csv line 3, column 's': expected a number, found an empty field");
  });
  it('duplicate column names are rejected', async () => {
    const p = csv('dup.csv', 'y,s,s\n1,0.5,1\n');
    expect(await rejection(readScoresCsv(p, { label: 'y', shown: 'dup.csv' }))).toBe("dup.csv line 1, column 's': duplicate column name (columns 2 and 3)");
  });
});

describe('number syntax', () => {
  it('accepts decimal notation only', () => {
    for (const [s, v] of [['1', 1], ['-2.5', -2.5], ['.5', 0.5], ['1e-3', 0.001], [' 7 ', 7], ['+3', 3], ['5.', 5]] as const) {
      expect(parseNumber(s)).toBe(v);
    }
    for (const s of ['', ' ', 'NA', '0x10', 'Infinity', '-Infinity', '1,5', '1_000', 'NaN', '1e', '--1', '0b1']) {
      expect(parseNumber(s)).toBeUndefined();
    }
  });
  it('missing tokens', () => {
    for (const s of ['', ' ', 'NA', 'na', 'N/A', 'NaN', 'null', 'None']) expect(isMissing(s)).toBe(true);
    for (const s of ['0', '-', 'missing?']) expect(isMissing(s)).toBe(false);
  });
});
