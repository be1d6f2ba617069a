/**
 * Small wording rules of the command line and its documentation: plurals agree with their count, every command's
 * description in `rocsite --help` starts the same way (lower case, no final period), and the documented commands
 * work in a user's project (`npx rocsite …`, not the repository's own `npm run rocsite -- …` script).
 */
import { describe, expect, it } from 'vitest';
import { cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { root, runCli } from '../helpers/cli';
import { plural } from '../../src/cli/summary';
import { SCRIPTS } from '../../src/cli/init';

describe('wording', () => {
  it('plural', () => {
    expect([plural(1, 'report'), plural(2, 'report'), plural(0, 'model'), plural(1200, 'negative')]).toEqual(['1 report', '2 reports', '0 models', '1,200 negatives']);
  });

  it('build of a one-report project: "1 report ready", "1 model"', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'rocsite-words-'));
    mkdirSync(join(dir, 'data', 'one'), { recursive: true });
    cpSync(join(root, 'data', 'asah', 'asah.csv'), join(dir, 'data', 'one', 'asah.csv'));
    const cfg = 'title: One\ndataset: { path: asah.csv, label: outcome, positive: 1, models: [wfns] }\n';
    const { writeFileSync } = await import('node:fs');
    writeFileSync(join(dir, 'data', 'one', 'one.yaml'), cfg);
    const r = await runCli(['build', '--only-compute', '--root', dir], dir, { SOURCE_DATE_EPOCH: '1700000000' });
    expect(r.err).toBe('');
    expect(r.out).toMatch(/\[1\/1\] one \(data\/one\/one\.yaml\): 1 model, \d+ warnings? — computed/);
    expect(r.out).toMatch(/rocsite build: 1 report ready in /);
  }, 60_000);

  it('every command description in --help starts in lower case and ends without a period', async () => {
    const r = await runCli(['--help'], root, {});
    const lines = r.out.slice(r.out.indexOf('Commands:')).split('\n').slice(1);
    const starts = lines.filter((l) => /^ {2}\S/.test(l)).map((l) => l.replace(/^ {2}\S.*?\s{2,}/, ''));
    expect(starts.length).toBeGreaterThanOrEqual(6);
    for (const d of starts) expect(d, d).toMatch(/^[a-z]/);
    // The last line of each description (the --help text wraps): no final period.
    const blocks = r.out.slice(r.out.indexOf('Commands:')).split(/\n(?= {2}\S)/).slice(1);
    for (const b of blocks) expect(b.trim(), b).not.toMatch(/\.$/);
  });

  it("the README and docs give commands that work in a user's project", () => {
    const docs = ['README.md', ...readdirSync(join(root, 'docs')).filter((f) => f.endsWith('.md')).map((f) => `docs/${f}`)];
    for (const f of docs) {
      const text = readFileSync(join(root, f), 'utf8');
      expect(text, f).not.toMatch(/npm run rocsite\b/);
      // The deploy guide is for a user's project: only the scripts rocsite init writes.
      if (f === 'docs/deploy.md') for (const [, s] of text.matchAll(/npm run ([\w:-]+)/g)) expect(Object.keys(SCRIPTS), `${f}: npm run ${s}`).toContain(s);
    }
    const readme = readFileSync(join(root, 'README.md'), 'utf8');
    const own = readme.slice(readme.indexOf('**In your own repository**'), readme.indexOf('Put configs (and their data)'));
    for (const [, s] of own.matchAll(/npm run ([\w:-]+)/g)) expect(Object.keys(SCRIPTS), `README: npm run ${s}`).toContain(s);
    // No route through the npm registry, where rocsite is not.
    for (const f of ['README.md', 'docs/deploy.md']) expect(readFileSync(join(root, f), 'utf8'), f).not.toMatch(/npx rocsite init my-reports|npm install rocsite\b/);
  });
});
