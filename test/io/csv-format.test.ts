/**
 * Files that are not comma-separated UTF-8 CSV (European Excel exports: semicolons and decimal commas, tabs, Excel's
 * `sep=` line, Latin-1 text): the error says so and how to fix the file, naming the line — with the reference reader
 * and with the DuckDB engine forced (which declines to it).
 */
import { describe, expect, it } from 'vitest';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { readScoresCsv } from '../../src/lib/io/scores';
import { readRocCsv } from '../../src/lib/io/roc';
import { rejection, tempFiles } from '../helpers/files';
import { runCli } from '../helpers/cli';

const { write, dir } = tempFiles('rocsite-format-');
const SEMI = "the file looks semicolon-separated: rocsite reads comma-separated CSV with decimal points: export it as 'CSV UTF-8 (Comma delimited)' (Excel) or as Text CSV with the field delimiter ',' (LibreOffice)";
const TAB = SEMI.replace('semicolon', 'tab');
const FIX = "save it as 'CSV UTF-8' (Excel) or convert it, e.g. `iconv -f windows-1252 -t utf-8 old.csv > new.csv`";
const latin1 = (s: string) => Buffer.from(s, 'latin1');

describe('files that are not comma-separated UTF-8', () => {
  it('a semicolon-separated export: the header error says so', async () => {
    const f = write('semi.csv', 'patient_id;sepsis;news2;ml_model;logreg\n1;1;3;0,5;0,7\n2;0;1;0,2;0,1\n');
    expect(await rejection(readScoresCsv(f, { label: 'sepsis', shown: 'scores.csv' }))).toBe(
      `scores.csv line 1: expected a label column 'sepsis' in the header, found columns 'patient_id;sepsis;news2;ml_model;logreg'; ${SEMI}`,
    );
  });

  it('a tab-separated file, and rows separated by semicolons under a comma header', async () => {
    expect(await rejection(readScoresCsv(write('tab.csv', 'id\ty\ta\n1\t1\t0.5\n'), { label: 'y', shown: 'tab.csv' }))).toMatch(new RegExp(`^tab\\.csv line 1: expected a label column 'y'.*; ${TAB.replace(/[()]/g, '\\$&')}$`));
    expect(await rejection(readScoresCsv(write('rows.csv', 'id,y,a\n1;1;0,5\n'), { label: 'y', shown: 'rows.csv' }))).toBe(`rows.csv line 2: expected 3 fields (as in the header), found 2; ${SEMI}`);
  });

  it('a comma file whose text holds a few semicolons gets no hint', async () => {
    const e = await rejection(readScoresCsv(write('note.csv', 'id,note,y,a\n1,"a; b",1,x\n'), { label: 'y', models: ['a'], shown: 'note.csv' }));
    expect(e).toBe("note.csv line 2, column 'a': expected a number, found 'x'");
  });

  it('a decimal comma in a quoted field is named', async () => {
    expect(await rejection(readScoresCsv(write('dc.csv', 'y,a\n1,"0,5"\n0,0.2\n'), { label: 'y', models: ['a'], shown: 'dc.csv' }))).toBe(
      "dc.csv line 2, column 'a': expected a number, found '0,5' (a decimal comma? rocsite reads numbers with a decimal point)",
    );
  });

  it('default models: a first row with decimal commas is named', async () => {
    expect(await rejection(readScoresCsv(write('dc2.csv', 'y,a\n1,"0,5"\n0,0.2\n'), { label: 'y', shown: 'dc2.csv' }))).toBe(
      "dc2.csv line 2: expected at least one numeric score column besides the label 'y', found none (columns 'y', 'a'); column 'a' has '0,5': a decimal comma? rocsite reads numbers with a decimal point",
    );
  });

  it("Excel's sep= line above the header", async () => {
    expect(await rejection(readScoresCsv(write('sep.csv', 'sep=,\nid,y,a\n1,1,0.5\n'), { label: 'y', shown: 'sep.csv' }))).toBe(
      "sep.csv line 1: found Excel's separator line 'sep=,', not a header: delete this line (the header must be the first line)",
    );
    expect(await rejection(readScoresCsv(write('sep2.csv', '\r\nSEP=;\r\nid;y;a\r\n'), { label: 'y', shown: 'sep2.csv' }))).toBe(
      `sep2.csv line 2: found Excel's separator line 'sep=;', not a header: delete this line (the header must be the first line); ${SEMI}`,
    );
  });

  it('a Latin-1 header is named as not UTF-8, in every reader', async () => {
    writeFileSync(join(dir, 'lat.csv'), latin1('id,y,logreg_Männer\n1,1,0.5\n2,0,0.2\n'));
    expect(await rejection(readScoresCsv(join(dir, 'lat.csv'), { label: 'y', shown: 'lat.csv' }))).toBe(
      `lat.csv line 1: the header is not valid UTF-8 text (is the file Latin-1 or Windows-1252?): ${FIX}`,
    );
    writeFileSync(join(dir, 'roc.csv'), latin1('fpr,tpr,Schwelle_für\n0,0,1\n1,1,0\n'));
    expect(await rejection(readRocCsv(join(dir, 'roc.csv'), 'roc.csv'))).toMatch(/^roc\.csv line 1: the header is not valid UTF-8 text/);
  });

  it('a Latin-1 value: a later error names the first line that is not UTF-8, and the fix', async () => {
    writeFileSync(join(dir, 'latv.csv'), latin1('id,sex,a\n1,männlich,0.5\n2,weiblich,0.2\n'));
    expect(await rejection(readScoresCsv(join(dir, 'latv.csv'), { label: 'sex', positive: 'männlich', shown: 'latv.csv' }))).toBe(
      `latv.csv line 3, column 'sex': expected the label to be "männlich" (positive) or 'm\uFFFDnnlich' (negative, the first other value in the column), found 'weiblich'; ` +
        `the file is not UTF-8 (line 2 has bytes that are not UTF-8 text: Latin-1 or Windows-1252?): ${FIX}`,
    );
  });

  it('the CLI with the engine forced says the same', async () => {
    writeFileSync(join(dir, 'scores.csv'), 'patient_id;sepsis;news2;ml_model;logreg\n1;1;3;0,5;0,7\n2;0;1;0,2;0,1\n');
    writeFileSync(join(dir, 'q.yaml'), 'title: q\ndataset: { path: scores.csv, label: sepsis }\n');
    writeFileSync(join(dir, 'l.yaml'), 'title: q\ndataset: { path: lat.csv, label: y }\n');
    for (const ROCSITE_ENGINE of ['js', 'duckdb']) {
      const r = await runCli(['compute', 'q.yaml', '--out', 'o.json'], dir, { ROCSITE_ENGINE });
      expect(r.err).toBe(`rocsite compute: scores.csv line 1: expected a label column 'sepsis' in the header, found columns 'patient_id;sepsis;news2;ml_model;logreg'; ${SEMI}\n`);
      const l = await runCli(['compute', 'l.yaml', '--out', 'o.json'], dir, { ROCSITE_ENGINE });
      expect(l.err).toBe(`rocsite compute: lat.csv line 1: the header is not valid UTF-8 text (is the file Latin-1 or Windows-1252?): ${FIX}\n`);
    }
  }, 30_000);
});
