/**
 * CSV downloads are safe to open in a spreadsheet (OWASP CSV injection): a name that starts like a formula is written
 * as quoted text with a leading `'`; numbers stay bare; every text field is quoted.
 */
import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import { buildReport } from '../../src/lib/report/build';
import { csvCell, csvText, reportCsvs } from '../../src/lib/site/csv';
import { tempFiles } from '../helpers/files';

// (Header names are trimmed on reading, so leading tab / CR are covered by the csvText cases.)
const HOSTILE = ['=HYPERLINK("http://x.invalid","y")', '+1+cmd', '-2-x', '@SUM(A1)', '-1'];

describe('CSV downloads', () => {
  it('csvText: formula-like text gets a leading quote mark; numbers written as text are left alone', () => {
    expect(csvText('=1+1')).toBe(`"'=1+1"`);
    expect(csvText('+x')).toBe(`"'+x"`);
    expect(csvText('-x')).toBe(`"'-x"`);
    expect(csvText('@x')).toBe(`"'@x"`);
    expect(csvText('\tx')).toBe(`"'\tx"`);
    expect(csvText('\rx')).toBe(`"'\rx"`);
    expect(csvText('-1.5')).toBe('"-1.5"');
    expect(csvText('+2e-3')).toBe('"+2e-3"');
    expect(csvText('a "b", c')).toBe('"a ""b"", c"');
    expect(csvText('A')).toBe('"A"');
    expect(csvCell(-0.25)).toBe('-0.25');
    expect(csvCell(Infinity)).toBe('');
    expect(csvCell(null)).toBe('');
  });

  it('a report with formula-like model and scenario names: no cell of any CSV starts a formula', async () => {
    const t = tempFiles('rocsite-csv-');
    const head = ['y', ...HOSTILE].map((h) => `"${h.replace(/"/g, '""')}"`).join(',');
    const rows = [head];
    for (let i = 0; i < 40; i++) {
      const y = i < 15 ? 1 : 0;
      rows.push([y, ...HOSTILE.map((_, k) => (((i + 1) * (k + 3) * 7) % 41) / 41 + 0.3 * y)].join(','));
    }
    t.write('d.csv', rows.join('\n') + '\n');
    t.write(
      'c.yaml',
      `title: t
dataset: { path: d.csv, label: y, positive: 1 }
scenarios:
  - { name: "=cmd|' /C calc'!A0", precision: 0.4, capacity: "40%", cost: { t: [0.1, 0.5] } }
heatmap: { precision: [0.4, 0.6], capacity: ["20%", "40%"], cost: { t: [0.1, 0.5] } }
`,
    );
    const { report } = await buildReport('c.yaml', { cwd: t.dir, env: { SOURCE_DATE_EPOCH: '1700000000' } });
    expect(report.models.map((m) => m.name)).toEqual(HOSTILE);
    const files = reportCsvs(report);
    expect(files.map((f) => f.name)).toEqual(['metrics.csv', 'scenarios.csv', 'operating-points.csv', 'roc.csv', 'heatmap.csv', 'intervals.csv']);
    let seen = 0;
    for (const f of files) {
      const records: string[][] = parse(f.content, { relax_quotes: false });
      for (const rec of records) {
        for (const c of rec) {
          if (c === '' || /^[+-]?(\d+(\.\d*)?|\.\d+)([eE][+-]?\d+)?$/.test(c)) continue;
          expect(c, `${f.name}: ${JSON.stringify(c)}`).not.toMatch(/^[=+\-@\t\r]/);
          if (c.startsWith("'")) seen++;
        }
      }
      // Every field that is not a bare number (or empty) is quoted in the file.
      for (const line of f.content.trimEnd().split('\n')) {
        if (line.includes('\r') || line.includes('\t')) continue; // fields with CR/TAB are checked by csvText above
        for (const field of line.match(/"(?:[^"]|"")*"|[^,]*/g)!.filter((x, i, a) => x !== '' || a[i - 1] === undefined)) {
          if (field === '' || /^-?\d/.test(field)) continue;
          expect(field.startsWith('"') && field.endsWith('"'), `${f.name}: ${field}`).toBe(true);
        }
      }
    }
    // Every hostile name (models, the scenario) appears neutralised, in every table that names models.
    expect(seen).toBeGreaterThan(HOSTILE.length);
    const metrics: string[][] = parse(files[0].content);
    expect(metrics.slice(1).map((r) => r[0])).toEqual([...HOSTILE.slice(0, 4).map((h) => `'${h}`), '-1']);
    const scen: string[][] = parse(files[1].content);
    expect(scen[1][0]).toBe("'=cmd|' /C calc'!A0");

    // Listing the files (the report page's download list) builds none of them: roc.csv of a 200-model report is
    // 40 MB. A file is built on first access, once.
    let rocReads = 0;
    const watched = {
      ...report,
      models: report.models.map((m) => ({
        ...m,
        get roc() {
          rocReads++;
          return m.roc;
        },
      })),
    };
    const listed = reportCsvs(watched);
    expect(listed.map((f) => [f.name, f.title])).toEqual(files.map((f) => [f.name, f.title]));
    expect(rocReads).toBe(0);
    const roc = listed.find((f) => f.name === 'roc.csv')!;
    expect(roc.content).toBe(files.find((f) => f.name === 'roc.csv')!.content);
    const once = rocReads;
    expect(once).toBeGreaterThan(0);
    expect(roc.content.length).toBeGreaterThan(0);
    expect(rocReads).toBe(once);
  });
});
