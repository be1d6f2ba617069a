/**
 * The environment settings (src/lib/settings.ts): one rule each, read nowhere else, documented in docs/config.md, and
 * checked by each command before it does any work.
 */
import { describe, expect, it } from 'vitest';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { root, runCli } from '../helpers/cli';
import { tempFiles } from '../helpers/files';
import {
  ALLOW_OUTSIDE_PATHS,
  BOOTSTRAP_WORKERS,
  BROWSER,
  COMMAND_SETTINGS,
  ENGINE,
  EnvironmentError,
  LOCK_TIMEOUT,
  PDF_JOBS,
  PDF_TIMEOUT,
  SETTINGS,
  SOURCE_DATE_EPOCH,
  type Setting,
} from '../../src/lib/settings';
import { engineEnabled } from '../../src/lib/io/engine';
import { lockTimeoutMs } from '../../src/lib/site/lock';
import { sourceDateEpoch } from '../../src/lib/report/provenance';

function sources(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile() && /\.(ts|mts|mjs|js|astro)$/.test(e.name))
    .map((e) => join(e.parentPath, e.name));
}

/** [value, what read gives] for each setting; a value of `Error` is a rejected one. */
const CASES: [Setting<unknown>, string, unknown][] = [
  [ENGINE, 'duckdb', 'duckdb'],
  [ENGINE, ' js ', 'js'],
  [ENGINE, 'DuckDB', Error],
  [ENGINE, 'off', Error],
  [BOOTSTRAP_WORKERS, '0', 0],
  [BOOTSTRAP_WORKERS, '3', 3],
  [BOOTSTRAP_WORKERS, '1.5', Error],
  [BOOTSTRAP_WORKERS, '-1', Error],
  [BOOTSTRAP_WORKERS, 'two', Error],
  [SOURCE_DATE_EPOCH, '0', 0],
  [SOURCE_DATE_EPOCH, '1700000000', 1_700_000_000],
  [SOURCE_DATE_EPOCH, '8640000000000', 8_640_000_000_000],
  [SOURCE_DATE_EPOCH, '8640000000001', Error],
  [SOURCE_DATE_EPOCH, '1.5', Error],
  [SOURCE_DATE_EPOCH, '-1', Error],
  [SOURCE_DATE_EPOCH, 'today', Error],
  [LOCK_TIMEOUT, '0', 0],
  [LOCK_TIMEOUT, '2.5', 2.5],
  [LOCK_TIMEOUT, '-1', Error],
  [LOCK_TIMEOUT, 'forever', Error],
  [LOCK_TIMEOUT, 'Infinity', Error],
  [PDF_JOBS, '1', 1],
  [PDF_JOBS, '0', Error],
  [PDF_JOBS, '2.5', Error],
  [PDF_TIMEOUT, '0.5', 0.5],
  [PDF_TIMEOUT, '0', Error],
  [PDF_TIMEOUT, 'soon', Error],
  [BROWSER, '/usr/bin/chromium', '/usr/bin/chromium'],
  [ALLOW_OUTSIDE_PATHS, '1', true],
  [ALLOW_OUTSIDE_PATHS, '0', false],
  [ALLOW_OUTSIDE_PATHS, 'yes', Error],
];

describe('environment settings', () => {
  it('no module but src/lib/settings.ts reads a rocsite variable, and every ROCSITE_ name in the sources is a setting', () => {
    const names = new Set(SETTINGS.map((s) => s.name));
    const reads: string[] = [];
    const unknown: string[] = [];
    for (const f of [...sources(join(root, 'src')), join(root, 'bin', 'rocsite.mjs')]) {
      const text = readFileSync(f, 'utf8');
      const rel = relative(root, f);
      // env.NAME or env['NAME'] not followed by an assignment (the CLI sets ROCSITE_ALLOW_OUTSIDE_PATHS for its flag)
      for (const m of text.matchAll(/env(?:\.|\[['"])((?:ROCSITE|PUPPETEER)_[A-Z_]+|SOURCE_DATE_EPOCH)\b(?:['"]\])?(?!\s*=[^=])/g))
        if (rel !== join('src', 'lib', 'settings.ts')) reads.push(`${rel}: ${m[1]}`);
      for (const m of text.matchAll(/\bROCSITE_[A-Z_]+\b/g)) if (!names.has(m[0]) && m[0] !== 'ROCSITE_VERSION') unknown.push(`${rel}: ${m[0]}`);
    }
    expect(reads).toEqual([]);
    expect(unknown).toEqual([]);
  });

  it('each rule: blank is unset; good values parse; a bad one is an error naming the variable, what was expected and the value', () => {
    for (const s of SETTINGS) for (const blank of ['', '  ']) expect(s.read({ [s.name]: blank }), s.name).toBeUndefined();
    for (const s of SETTINGS) expect(s.read({}), s.name).toBeUndefined();
    for (const [s, value, want] of CASES) {
      if (want === Error) {
        let err: unknown;
        try {
          s.read({ [s.name]: value });
        } catch (e) {
          err = e;
        }
        expect(err, `${s.name}=${value}`).toBeInstanceOf(EnvironmentError);
        expect((err as Error).message).toMatch(new RegExp(`^${s.name}: expected .+, found "${value.trim()}"$`));
      } else expect(s.read({ [s.name]: value }), `${s.name}=${value}`).toEqual(want);
    }
    // A value with control characters is shown escaped, and a long one cut.
    expect(() => ENGINE.read({ ROCSITE_ENGINE: 'duck\u001b[31mdb' })).toThrow('found "duck\\u001b[31mdb"');
    expect(() => ENGINE.read({ ROCSITE_ENGINE: 'x'.repeat(100) })).toThrow(`found "${'x'.repeat(57)}..."`);
  });

  it('the readers apply their defaults when unset and the value when set', () => {
    expect(engineEnabled(100, {})).toBe(false);
    expect(engineEnabled(16 * 2 ** 20, {})).toBe(true);
    expect(engineEnabled(100, { ROCSITE_ENGINE: 'duckdb' })).toBe(true);
    expect(engineEnabled(2 ** 40, { ROCSITE_ENGINE: 'js' })).toBe(false);
    expect(() => engineEnabled(100, { ROCSITE_ENGINE: 'duck' })).toThrow(EnvironmentError);
    expect(lockTimeoutMs({})).toBe(600_000);
    expect(lockTimeoutMs({ ROCSITE_LOCK_TIMEOUT: '1.5' })).toBe(1500);
    expect(sourceDateEpoch({ SOURCE_DATE_EPOCH: '1700000000' })!.toISOString()).toBe('2023-11-14T22:13:20.000Z');
    expect(sourceDateEpoch({})).toBeUndefined();
  });

  it('docs/config.md has a row for every setting, with the commands that read it', () => {
    const doc = readFileSync(join(root, 'docs', 'config.md'), 'utf8');
    const section = doc.split('\n## Environment\n')[1]?.split('\n## ')[0] ?? '';
    const rows = new Map([...section.matchAll(/^\| `([A-Z_]+)` \|.*\| ([a-z, ]+) \|$/gm)].map((m) => [m[1], m[2].split(', ')]));
    expect([...rows.keys()].sort()).toEqual(SETTINGS.map((s) => s.name).sort());
    const commands = Object.keys(COMMAND_SETTINGS);
    for (const s of SETTINGS) {
      if (s === ALLOW_OUTSIDE_PATHS) continue; // set by a flag, not listed in any help
      const readers = commands.filter((c) => (COMMAND_SETTINGS[c as keyof typeof COMMAND_SETTINGS] as readonly Setting<unknown>[]).includes(s));
      expect(rows.get(s.name), s.name).toEqual(readers);
    }
  });

  it('compute and check fail at once on a bad setting, naming it, and write nothing', async () => {
    const { dir, write } = tempFiles('rocsite-settings-');
    write('d.csv', 'y,A\n1,0.9\n0,0.1\n');
    write('c.yaml', 'title: t\ndataset: { path: d.csv, label: y }\n');
    const out = join(dir, 'r.json');
    for (const [name, value] of [['ROCSITE_ENGINE', 'DuckDB'], ['ROCSITE_BOOTSTRAP_WORKERS', 'all'], ['SOURCE_DATE_EPOCH', 'now']]) {
      const r = await runCli(['compute', join(dir, 'c.yaml'), '-o', out], dir, { [name]: value });
      expect(r.code, name).toBe(1);
      expect(r.err).toMatch(new RegExp(`^rocsite compute: ${name}: expected [^\n]+, found "${value}"\n$`));
      expect(existsSync(out)).toBe(false);
    }
    const ok = await runCli(['compute', join(dir, 'c.yaml'), '-o', out, '-q'], dir, { ROCSITE_ENGINE: 'js', SOURCE_DATE_EPOCH: '0' });
    expect(ok.code, ok.err).toBe(0);
    const check = await runCli(['check', join(dir, 'c.yaml')], dir, { ROCSITE_ENGINE: 'sql' });
    expect(check.code).toBe(1);
    expect(check.err).toBe('rocsite check: ROCSITE_ENGINE: expected "duckdb" or "js", found "sql"\n');
  });
});
