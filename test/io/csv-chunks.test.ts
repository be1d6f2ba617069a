/**
 * A handler's error (a bad value, a wrong header) stops the reading at once, even when the file is read in chunks and
 * the current chunk ends inside a quoted field: the first error is the one reported, never the parser's complaint
 * about the cut-off quote. Files over 64 KiB (the read stream's chunk), with the chunk boundary inside a quote.
 */
import { describe, expect, it } from 'vitest';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { readScoresCsv } from '../../src/lib/io/scores';
import { readCountsCsv } from '../../src/lib/io/counts';
import { streamCsv } from '../../src/lib/io/csv';
import { rejection, tempFiles } from '../helpers/files';
import { runCli } from '../helpers/cli';

const { write, dir } = tempFiles('rocsite-chunks-');
const CHUNK = 64 * 1024;

/** Whether byte `at` of `text` (ASCII) lies inside a quoted field. */
function insideQuote(text: string, at: number): boolean {
  let open = false;
  for (let i = 0; i < at; i++) if (text.charCodeAt(i) === 34) open = !open;
  return open;
}

/** `lines` joined, with the first data line padded so that the chunk boundary falls inside a quoted field. */
function withBoundaryInQuote(make: (pad: string) => string[]): string {
  for (let pad = 0; pad < 200; pad++) {
    const text = make('x'.repeat(pad)).join('\n') + '\n';
    if (insideQuote(text, CHUNK)) return text;
  }
  throw new Error('no padding puts the boundary inside a quote');
}

/** Quoted text fields everywhere, 'NA' at line 17 (the reviewer's file). */
const wardFile = () =>
  withBoundaryInQuote((pad) => {
    const rows = ['id,ward,y,a'];
    for (let i = 1; i < 6000; i++) rows.push(`${i},"Ward ${i % 7}${i === 1 ? pad : ''}, North",${i % 2},0.${i % 1000}`);
    rows[16] = rows[16].replace(/,[^,]*$/, ',NA');
    return rows;
  });

/** The score itself is quoted with a decimal comma: line 2 already fails. */
const commaFile = () =>
  withBoundaryInQuote((pad) => {
    const rows = ['id,y,a'];
    for (let i = 1; i < 6000; i++) rows.push(`${i}${i === 1 ? pad : ''},${i % 2},"0,5"`);
    return rows;
  });

describe('streamCsv: the first error wins over a chunk ending inside a quote', () => {
  it('a bad value at line 17 of a file with quoted fields', async () => {
    const f = write('ward.csv', wardFile());
    expect(await rejection(readScoresCsv(f, { label: 'y', models: ['a'], shown: 'ward.csv' }))).toBe("ward.csv line 17, column 'a': expected a number, found 'NA'");
  });

  it("a quoted decimal comma at line 2: found '0,5'", async () => {
    const f = write('comma.csv', commaFile());
    expect(await rejection(readScoresCsv(f, { label: 'y', models: ['a'], shown: 'comma.csv' }))).toBe("comma.csv line 2, column 'a': expected a number, found '0,5' (a decimal comma? rocsite reads numbers with a decimal point)");
  });

  it('a header error, with the rest of the chunk inside an open quote', async () => {
    const f = write('hdr.csv', commaFile());
    expect(await rejection(readScoresCsv(f, { label: 'label', shown: 'hdr.csv' }))).toMatch(/^hdr\.csv line 1: expected a label column 'label'/);
    const text = withBoundaryInQuote((pad) => ['score,positives,negatives,extra', ...Array.from({ length: 6000 }, (_, i) => `${i},1,1,"n${i === 0 ? pad : ''}, x"`)]);
    expect(await rejection(readCountsCsv(write('counts.csv', text), 'counts.csv'))).toMatch(/^counts\.csv line 1: expected exactly the columns/);
  });

  it('a handler error at every position around the boundary is reported as thrown', async () => {
    const f = write('any.csv', wardFile());
    for (const at of [2, 500, 1000, 1100, 1200, 2000]) {
      const e = await rejection(
        streamCsv(f, 'any.csv', () => {}, (_r, line) => {
          if (line === at) throw new Error(`stop at ${line}`);
        }),
      );
      expect(e).toBe(`stop at ${at}`);
    }
  });

  it('a truly unclosed quote is still reported as malformed CSV', async () => {
    const text = wardFile().replace(',NA\n', ',0.5\n').replace(/\n5000,"Ward 2, North"/, '\n5000,"Ward 2, North');
    const e = await rejection(readScoresCsv(write('open.csv', text), { label: 'y', models: ['a'], shown: 'open.csv' }));
    expect(e).toMatch(/^open\.csv line \d+: malformed CSV/);
  });

  it('the CLI, with the reference reader and with the DuckDB engine forced: the same right message', async () => {
    write('ward.csv', wardFile());
    write('comma.csv', commaFile());
    writeFileSync(join(dir, 'w.yaml'), 'title: q\ndataset: { path: ward.csv, label: y, models: [a] }\n');
    writeFileSync(join(dir, 'c.yaml'), 'title: q\ndataset: { path: comma.csv, label: y, models: [a] }\n');
    for (const ROCSITE_ENGINE of ['js', 'duckdb']) {
      for (const cmd of [['check'], ['compute', '--out', 'out.json']]) {
        const w = await runCli([cmd[0], 'w.yaml', ...cmd.slice(1)], dir, { ROCSITE_ENGINE });
        expect(w.code).toBe(1);
        expect(w.err).toBe(`rocsite ${cmd[0]}: ward.csv line 17, column 'a': expected a number, found 'NA'\n`);
        const c = await runCli([cmd[0], 'c.yaml', ...cmd.slice(1)], dir, { ROCSITE_ENGINE });
        expect(c.err).toBe(`rocsite ${cmd[0]}: comma.csv line 2, column 'a': expected a number, found '0,5' (a decimal comma? rocsite reads numbers with a decimal point)\n`);
      }
    }
  }, 60_000);
});
