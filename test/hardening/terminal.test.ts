/**
 * Messages on the terminal: terminal escape codes, other control characters and bidi controls in names are shown as
 * `<U+XXXX>` (one helper, src/lib/text.ts, used by every message sink); an operating-system error on a path is one
 * clear line naming the path (no stack trace).
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { errorMessage } from '../../src/lib/error-message';
import { quote } from '../../src/lib/io/errors';
import { shown } from '../../src/lib/config/schema';
import { fieldText, terminalText, visibleBidi } from '../../src/lib/text';
import { runCli } from '../helpers/cli';
import { tempFiles } from '../helpers/files';

const env = { SOURCE_DATE_EPOCH: '1700000000' };
// Anything a terminal acts on: C0 (but the line feed), DEL, C1 (CSI U+009B included) and the bidi controls.
const RAW = /[\u0000-\u0009\u000B-\u001F\u007F-\u009F\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/;

describe('terminal-safe messages', () => {
  it('terminalText / fieldText / visibleBidi', () => {
    expect(terminalText('\u001b[2JA\u202EB\u009b1m\r\t')).toBe('<U+001B>[2JA<U+202E>B<U+009B>1m<U+000D><U+0009>');
    expect(terminalText('line 1\nline 2')).toBe('line 1\nline 2');
    expect(fieldText('a\nb')).toBe('a<U+000A>b');
    expect(visibleBidi('B\u202E0.833\u2066x\u2069')).toBe('B<U+202E>0.833<U+2066>x<U+2069>');
    expect(visibleBidi('\u001b')).toBe('\u001b');
    expect(quote('\u001b]0;pwned\u0007')).toBe("'<U+001B>]0;pwned<U+0007>'");
    expect(shown('\u202Eevil')).toBe("'<U+202E>evil'");
    expect(shown(['\u009b31m'])).toBe('["<U+009B>31m"]');
  });

  it('errorMessage escapes the message and the stack of a bug alike', () => {
    expect(errorMessage(new Error('x\u001b[31m'))).not.toMatch(RAW);
    expect(errorMessage('s\u202Et')).toBe('s<U+202E>t');
  });

  it('rocsite compute: a model name with escape codes, a threshold key with U+202E', async () => {
    const t = tempFiles('rocsite-term-');
    t.write('d.csv', 'y,A\n1,0.9\n0,0.1\n');
    t.write('m.yaml', 'title: t\ndataset: { path: d.csv, label: y, models: ["\\e[31mRED\\e[0m"] }\n');
    t.write('a.csv', 'fpr,tpr\n0,0\n0.5,0.8\n1,1\n');
    t.write('r.yaml', 'title: t\ndataset: { roc: { A: a.csv }, positives: 5, negatives: 5 }\nthresholds: { "\\u202Eevil": [0.5] }\n');
    for (const [cfg, want] of [
      ['m.yaml', "score column '<U+001B>[31mRED<U+001B>[0m'"],
      ['r.yaml', 'thresholds.<U+202E>evil'],
    ]) {
      const r = await runCli(['compute', cfg, '--out', 'o.json'], t.dir, env);
      expect(r.code).toBe(1);
      expect(r.err).toContain(want);
      expect(r.err).not.toMatch(RAW);
    }
  });

  it('--out a directory, or a path on /proc: one clear line naming the file, exit 1', async () => {
    const t = tempFiles('rocsite-out-');
    t.write('d.csv', 'y,A\n1,0.9\n1,0.8\n0,0.1\n0,0.3\n');
    t.write('c.yaml', 'title: t\ndataset: { path: d.csv, label: y }\n');
    mkdirSync(join(t.dir, 'outdir'));
    const dir = await runCli(['compute', 'c.yaml', '--out', 'outdir'], t.dir, env);
    expect(dir.code).toBe(1);
    expect(dir.err).toBe(`rocsite compute: cannot write ${join(t.dir, 'outdir')}: is a directory\n`);
    const proc = await runCli(['compute', 'c.yaml', '--out', '/proc/rocsite-report.json'], t.dir, env);
    expect(proc.code).toBe(1);
    expect(proc.err).toMatch(/^rocsite compute: cannot \w+ \/proc\/rocsite-report\.json: [^\n]+\n$/);
    expect(proc.err).not.toMatch(/\(E[A-Z]+\)/);
  });
});
