import { describe, expect, it } from 'vitest';
import { join } from 'node:path';
import { readCountsCsv } from '../../src/lib/io/counts';
import { rejection, tempFiles } from '../helpers/files';

const { dir: tmp, write: csv } = tempFiles('rocsite-counts-');

describe('readCountsCsv: accepted inputs', () => {
  it('columns in any order and any case, rows as written, totals summed', async () => {
    const p = csv('ok.csv', 'Negatives,SCORE,positives\r\n3,0.9,5\r\n0,0.5,2\r\n\r\n7,0.9,1\r\n1e1,-2,0\r\n');
    const d = await readCountsCsv(p, 'ok.csv');
    expect(Array.from(d.scores)).toEqual([0.9, 0.5, 0.9, -2]);
    expect(Array.from(d.positives)).toEqual([5, 2, 1, 0]);
    expect(Array.from(d.negatives)).toEqual([3, 0, 7, 10]);
    expect([d.P, d.N]).toEqual([8, 20]);
  });
  it('whole numbers written as 3.0 are whole', async () => {
    const d = await readCountsCsv(csv('w.csv', 'score,positives,negatives\n1,3.0,2.00\n0,1,1\n'));
    expect([d.P, d.N]).toEqual([4, 3]);
  });
});

describe('readCountsCsv: errors name file, line, column, expected and found', () => {
  const H = 'score,positives,negatives\n';
  const cases: [string, string, string][] = [
    ['fraction.csv', H + '0.9,5,3\n0.5,2.5,1\n', "fraction.csv line 3, column 'positives': expected a whole number of positives ≥ 0, found '2.5' (a fractional count)"],
    ['negative.csv', H + '0.9,5,-1\n', "negative.csv line 2, column 'negatives': expected a whole number of negatives ≥ 0, found '-1'"],
    ['na-count.csv', H + '0.9,5,3\n0.8,NA,1\n', "na-count.csv line 3, column 'positives': expected a whole number of positives ≥ 0, found 'NA'"],
    ['empty-count.csv', H + '0.9,,3\n', "empty-count.csv line 2, column 'positives': expected a whole number of positives ≥ 0, found an empty field"],
    ['inf-score.csv', H + '0.9,1,1\nInf,1,1\n', "inf-score.csv line 3, column 'score': expected a finite number, found 'Inf'"],
    ['huge-score.csv', H + '1e999,1,1\n', "huge-score.csv line 2, column 'score': expected a finite number, found '1e999'"],
    ['na-score.csv', H + 'NA,1,1\n', "na-score.csv line 2, column 'score': expected a finite number, found 'NA'"],
    ['extra.csv', 'score,positives,negatives,model,n\n0.9,1,1,a,2\n', "extra.csv line 1: expected exactly the columns 'score', 'positives', 'negatives' (in any order), found the extra columns 'model', 'n' (header: 'score', 'positives', 'negatives', 'model', 'n'); a table of all models is given as counts: file (docs/config.md)"],
    ['extra1.csv', 'score,pos,negatives\n0.9,1,1\n', "extra1.csv line 1: expected exactly the columns 'score', 'positives', 'negatives' (in any order), found the extra column 'pos' (header: 'score', 'pos', 'negatives')"],
    ['missing-col.csv', 'score,negatives\n0.9,1\n', "missing-col.csv line 1: expected exactly the columns 'score', 'positives', 'negatives' (in any order), the column 'positives' is missing (header: 'score', 'negatives')"],
    ['dup.csv', 'score,positives,Positives,negatives\n0.9,1,1,1\n', "dup.csv line 1, column 'Positives': duplicate column name (columns 2 and 3)"],
    ['no-pos.csv', H + '0.9,0,3\n0.1,0,4\n', "no-pos.csv, column 'positives': expected at least one of the positives, found a total of 0 over 2 rows: ROC metrics need at least one positive and one negative"],
    ['no-neg.csv', H + '0.9,2,0\n', "no-neg.csv, column 'negatives': expected at least one of the negatives, found a total of 0 over 1 row: ROC metrics need at least one positive and one negative"],
    ['header-only.csv', H, 'header-only.csv: expected count rows (score, positives, negatives) after the header, found none'],
    ['empty.csv', '', 'empty.csv: the file is empty: expected a header row and data rows'],
    ['short.csv', H + '0.9,1\n', 'short.csv line 2: expected 3 fields (as in the header), found 2'],
  ];
  for (const [name, text, expected] of cases) {
    it(name, async () => {
      expect(await rejection(readCountsCsv(csv(name, text), name))).toBe(expected);
    });
  }
  it('a partition of a table may have a header and no rows (an empty partition); its caller checks the totals', async () => {
    const t = await readCountsCsv(csv('part-empty.csv', H), 'part-empty.csv', { partition: true });
    expect([t.scores.length, t.P, t.N]).toEqual([0, 0, 0]);
  });
  it('a missing file', async () => {
    expect(await rejection(readCountsCsv(join(tmp, 'nowhere.csv'), 'nowhere.csv'))).toBe('nowhere.csv: cannot read the file: no such file');
  });
});
