/**
 * The PDF export's command line and metadata without a browser (src/lib/pdf): options and exit codes of
 * `rocsite pdf` (which `npm run pdf` runs), and the metadata read from report.json. The printing is tested in test/pdf.
 */
import { describe, expect, it } from 'vitest';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Command } from 'commander';
import { pdfArgs, pdfOptions } from '../../src/lib/pdf/options';
import { pdfDate, pdfMeta, readReportMeta } from '../../src/lib/pdf/metadata';
import { runCli } from '../helpers/cli';

/** The options as the `pdf` command parses them. */
const parse = (argv: string[]) => pdfArgs(pdfOptions(new Command('pdf')).exitOverride().parse(argv, { from: 'user' }));

describe('rocsite pdf options', () => {
  it('--help prints the usage with every option and does nothing else (exit 0)', async () => {
    // No site at --dist: had anything run, it would fail; --help returns before.
    const cli = await runCli(['pdf', '--help', '--dist', '/nonexistent'], process.cwd(), {});
    expect(cli.code).toBe(0);
    expect(cli.out).toContain('Usage: rocsite pdf');
    for (const opt of ['--format', '--dist', '--out', '--only', '--root', '--optional']) expect(cli.out).toContain(opt);
    expect(cli.err).toBe('');
  });

  it('parses every option; --format is case-insensitive; defaults A4, dist and the working directory as the project', () => {
    expect(parse(['--format', 'LETTER', '--dist', 'd', '--out', 'o', '--only', 'a, b,', '--root', 'p', '--optional'])).toEqual({
      format: 'Letter',
      dist: 'd',
      outDir: 'o',
      only: ['a', 'b'],
      optional: true,
      root: 'p',
    });
    expect(parse(['--format=a4'])).toMatchObject({ format: 'A4', dist: 'dist', optional: false, root: '.' });
    expect(parse([])).toMatchObject({ format: 'A4', dist: 'dist', outDir: undefined, only: undefined });
  });

  it('bad arguments exit 2 (a usage error, as for every command) with the message naming the problem', async () => {
    for (const [args, msg] of [
      [['--format', 'a5'], 'expected "a4" or "letter", found "a5"'],
      [['--bogus'], "unknown option '--bogus'"],
      [['--dist'], "argument missing"],
      [['extra'], 'too many arguments'],
    ] as [string[], string][]) {
      const r = await runCli(['pdf', ...args], process.cwd(), {});
      expect(r.code, args.join(' ')).toBe(2);
      const [first] = r.err.split('\n');
      expect(first.startsWith('error: '), first).toBe(true);
      expect(first).toContain(msg);
      expect(r.err).toContain('(run `rocsite --help` for usage)');
      expect(r.out).toBe('');
    }
  });
});

describe('rocsite pdf: a mistake is one line naming it, without a stack (exit 1)', () => {
  it('no built site, an unknown report, a bad report.json, a bad ROCSITE_PDF_JOBS or ROCSITE_PDF_TIMEOUT', async () => {
    const dist = mkdtempSync(join(tmpdir(), 'rocsite-pdfmistake-'));
    mkdirSync(join(dist, 'reports', 'a'), { recursive: true });
    writeFileSync(join(dist, 'index.html'), '<!doctype html>');
    writeFileSync(join(dist, 'reports', 'a', 'index.html'), '<!doctype html><h1>A</h1>');
    writeFileSync(join(dist, 'reports', 'a', 'report.json'), '{ not json');
    // Every one of these fails before a browser starts: any executable file stands in for it.
    const saved = { ...process.env };
    process.env.PUPPETEER_EXECUTABLE_PATH = process.execPath;
    try {
      for (const [args, env, msg] of [
        [['--dist', join(dist, 'none')], {}, 'expected a built site (index.html and reports/), found none; build it first (rocsite build)'],
        [['--dist', dist, '--only', 'b'], {}, 'Report "b": expected '],
        [['--dist', dist], {}, 'expected the report JSON, found unparsable content'],
        [['--dist', dist], { ROCSITE_PDF_JOBS: 'many' }, 'ROCSITE_PDF_JOBS: expected a whole number of reports printed at once (1 or more), found "many"'],
        [['--dist', dist], { ROCSITE_PDF_TIMEOUT: '0' }, 'ROCSITE_PDF_TIMEOUT: expected a positive number of seconds, found "0"'],
      ] as [string[], Record<string, string>, string][]) {
        Object.assign(process.env, env);
        const r = await runCli(['pdf', ...args], process.cwd(), {});
        expect(r.code, msg).toBe(1);
        expect(r.err, msg).toContain(msg);
        expect(r.err.trimEnd().split('\n'), msg).toHaveLength(1);
        expect(r.err, msg).toMatch(/^rocsite pdf: /);
        expect(r.err, msg).not.toMatch(/\n\s+at |internal error/);
        for (const k of Object.keys(env)) delete process.env[k];
      }
    } finally {
      process.env = saved;
    }
  });
});

describe('PDF metadata from report.json', () => {
  const dist = mkdtempSync(join(tmpdir(), 'rocsite-pdfmeta-'));
  const write = (slug: string, json: unknown) => {
    mkdirSync(join(dist, 'reports', slug), { recursive: true });
    writeFileSync(join(dist, 'reports', slug, 'report.json'), typeof json === 'string' ? json : JSON.stringify(json));
  };
  const hash = 'ab'.repeat(32);
  const report = {
    title: 'T',
    description: ' D ',
    simulated: true,
    provenance: { rocsiteVersion: '9.9.9', generated: '2024-02-03T04:05:06Z', inputHash: hash },
    models: [{ name: 'M1' }, { name: 'M2' }],
  };

  it('reads title, description, version, date, input hash and model names', () => {
    write('ok', report);
    expect(readReportMeta(dist, 'ok')).toEqual({
      title: 'T',
      description: 'D',
      simulated: true,
      rocsiteVersion: '9.9.9',
      generated: '2024-02-03T04:05:06Z',
      inputHash: hash,
      models: ['M1', 'M2'],
    });
  });

  it('a missing, unparsable or incomplete report.json is an error naming the file and the field', () => {
    expect(() => readReportMeta(dist, 'none')).toThrow(/none[/\\]report\.json: expected the report JSON/);
    write('bad', '{');
    expect(() => readReportMeta(dist, 'bad')).toThrow(/unparsable/);
    write('nohash', { ...report, provenance: { ...report.provenance, inputHash: 'x' } });
    expect(() => readReportMeta(dist, 'nohash')).toThrow(/provenance\.inputHash/);
  });

  it('the page title wins over report.json; subject, keywords, short hash, date and ID seed', () => {
    write('ok', report);
    const m = pdfMeta('ok', readReportMeta(dist, 'ok'), { pageTitle: ' Page  title ', format: 'A4', env: {} });
    expect(m.title).toBe('Page  title');
    expect(m.subject).toBe(`D — rocsite report "ok" (simulated data), inputs SHA-256 ${hash}`);
    expect(m.keywords).toEqual(['rocsite', 'ok', 'M1', 'M2']);
    expect(m.hashShort).toBe(hash.slice(0, 12));
    expect(m.date.toISOString()).toBe('2024-02-03T04:05:06.000Z');
    expect(m.idSeed).toBe(`ok\nA4\n${hash}\n9.9.9\nPage  title`);
    expect(pdfMeta('ok', readReportMeta(dist, 'ok'), { format: 'A4', env: {} }).title).toBe('T');
  });

  it('SOURCE_DATE_EPOCH wins over the provenance date; a bad value is an error; no date gives the epoch', () => {
    expect(pdfDate('2024-02-03T04:05:06Z', { SOURCE_DATE_EPOCH: '1700000000' }).toISOString()).toBe('2023-11-14T22:13:20.000Z');
    expect(() => pdfDate(undefined, { SOURCE_DATE_EPOCH: '1.5' })).toThrow(/whole number of seconds/);
    expect(pdfDate(undefined, {}).getTime()).toBe(0);
  });
});
