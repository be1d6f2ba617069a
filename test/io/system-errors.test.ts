/** Operating-system errors are said in words, one mapping for every message (no bare ENOENT / EACCES codes). */
import { describe, expect, it } from 'vitest';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { cannotRead, systemReason } from '../../src/lib/io/errors';
import { readScoresCsv } from '../../src/lib/io/scores';
import { loadConfig } from '../../src/lib/config/load';
import { errorMessage } from '../../src/lib/error-message';
import { rejection, tempFiles } from '../helpers/files';
import { runCli } from '../helpers/cli';

const sys = (code: string, syscall = 'open', p = '/x/y') => Object.assign(new Error(`${code}: boom, ${syscall} '${p}'`), { code, syscall, path: p });

describe('system errors in words', () => {
  it('the mapping', () => {
    expect(systemReason(sys('ENOENT'))).toBe('no such file');
    expect(systemReason(sys('EACCES'))).toBe('permission denied');
    expect(systemReason(sys('EISDIR'))).toBe('is a directory');
    expect(systemReason(sys('EWHATEVER'))).toBe('the operating system refused (EWHATEVER)');
    expect(cannotRead(sys('ENOENT'))).toBe('cannot read the file: no such file');
  });

  it('the CLI names the path and says what happened, without the code', () => {
    expect(errorMessage(sys('EACCES', 'rename', '/out/r.json'))).toBe('cannot write /out/r.json: permission denied');
    expect(errorMessage(sys('ENOENT', 'open', '/in/c.yaml'))).toBe('cannot open /in/c.yaml: no such file');
  });

  it('a missing data file and a missing config file', async () => {
    const { dir, write } = tempFiles('rocsite-sys-');
    expect(await rejection(readScoresCsv(join(dir, 'nowhere.csv'), { label: 'y', shown: 'data/x/score.csv' }))).toBe('data/x/score.csv: cannot read the file: no such file');
    expect(await rejection(loadConfig('none.yaml', dir))).toBe('none.yaml: cannot read the config file: no such file');
    write('c.yaml', 'title: t\ndataset: { path: data/x/score.csv, label: y }\n');
    const r = await runCli(['check', 'c.yaml'], dir, {});
    expect(r.err).toBe('rocsite check: data/x/score.csv: cannot read the file: no such file\n');
    expect(r.err).not.toMatch(/E[A-Z]{3,}/);
  });

  it('the error carries the operating-system error as its cause (to tell a missing file from others)', async () => {
    const { dir } = tempFiles('rocsite-sys-');
    const e = await readScoresCsv(join(dir, 'none.csv'), { label: 'y' }).catch((x: Error) => x);
    expect(((e as Error).cause as NodeJS.ErrnoException).code).toBe('ENOENT');
  });

  it('a directory where a data file is expected (runs as root too, unlike a permission test)', async () => {
    const { dir } = tempFiles('rocsite-sys-');
    mkdirSync(join(dir, 'd.csv'));
    expect(await rejection(readScoresCsv(join(dir, 'd.csv'), { label: 'y', shown: 'd.csv' }))).toBe('d.csv: expected a regular file, found a directory');
  });
});
