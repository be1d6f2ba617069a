/**
 * The snapshot rules of ./snapshot.ts, checked on a temporary directory, and end to end: with CI set, a deleted chart
 * snapshot makes the chart suite fail (a nested `vitest run` of two tests of ./charts.test.ts on a copy of the
 * snapshots, one of them deleted).
 */
import { afterAll, describe, expect, it } from 'vitest';
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { compareSnapshot, isCi, prettySvg } from './snapshot';

const here = dirname(fileURLToPath(import.meta.url));
const REPO = resolve(here, '..', '..');
const temps: string[] = [];
const temp = () => {
  const d = mkdtempSync(join(tmpdir(), 'rocsite-snap-'));
  temps.push(d);
  return d;
};
afterAll(() => {
  for (const d of temps) rmSync(d, { recursive: true, force: true });
});

const SVG = '<svg class="plot-d6a7b5" viewBox="0 0 10 10" width="10"><g fill="red" aria-label="dot"><circle r="1" cx="2"></circle><text x="1">a &lt; b</text></g></svg>';

describe('prettySvg', () => {
  it('one element per line, attributes sorted, Plot\'s hashed class normalised, text kept', () => {
    expect(prettySvg(SVG)).toBe(
      [
        '<svg class="plot-XXXXXX" viewBox="0 0 10 10" width="10">',
        '  <g aria-label="dot" fill="red">',
        '    <circle cx="2" r="1"/>',
        '    <text x="1">a &lt; b</text>',
        '  </g>',
        '</svg>',
        '',
      ].join('\n'),
    );
    // Another Plot version (another hash) and another attribute order print the same.
    expect(prettySvg(SVG.replace(/d6a7b5/g, '0123ab').replace('fill="red" aria-label="dot"', 'aria-label="dot" fill="red"'))).toBe(prettySvg(SVG));
    expect(() => prettySvg('<svg><g></svg>')).toThrow(/well-formed/);
  });
});

describe('compareSnapshot', () => {
  it('CI is any value of CI but "", "0" and "false"', () => {
    expect(isCi({ CI: 'true' })).toBe(true);
    expect(isCi({ CI: '1' })).toBe(true);
    for (const v of [undefined, '', '0', 'false', 'FALSE']) expect(isCi({ CI: v })).toBe(false);
  });

  it('missing: fails in CI without writing; elsewhere written and reported', () => {
    const dir = temp();
    const ci = compareSnapshot(dir, 'x', SVG, { CI: 'true' });
    expect(ci.ok).toBe(false);
    expect(ci.status).toBe('missing');
    expect(ci.message).toMatch(/missing.*in CI/);
    expect(existsSync(join(dir, 'x.svg'))).toBe(false);
    const local = compareSnapshot(dir, 'x', SVG, {});
    expect([local.ok, local.status]).toEqual([true, 'written']);
    expect(readFileSync(join(dir, 'x.svg'), 'utf8')).toBe(prettySvg(SVG));
    expect(compareSnapshot(dir, 'x', SVG, { CI: 'true' }).status).toBe('match');
  });

  it('mismatch: fails, writes <name>-changed.svg beside the snapshot and leaves the snapshot alone; a match removes it', () => {
    const dir = temp();
    compareSnapshot(dir, 'x', SVG, {});
    const other = SVG.replace('cx="2"', 'cx="3"');
    const r = compareSnapshot(dir, 'x', other, {});
    expect([r.ok, r.status]).toEqual([false, 'changed']);
    expect(r.message).toContain('x-changed.svg');
    expect(r.message).toContain('line 3');
    expect(readFileSync(join(dir, 'x-changed.svg'), 'utf8')).toBe(prettySvg(other));
    expect(readFileSync(join(dir, 'x.svg'), 'utf8')).toBe(prettySvg(SVG));
    expect(compareSnapshot(dir, 'x', other, { CI: 'true' }).ok).toBe(false);
    expect(compareSnapshot(dir, 'x', SVG, {}).status).toBe('match');
    expect(existsSync(join(dir, 'x-changed.svg'))).toBe(false);
  });

  it('UPDATE_SNAPSHOTS=1 rewrites (also in CI) and passes', () => {
    const dir = temp();
    writeFileSync(join(dir, 'x.svg'), 'old\n');
    const r = compareSnapshot(dir, 'x', SVG, { CI: 'true', UPDATE_SNAPSHOTS: '1' });
    expect([r.ok, r.status]).toEqual([true, 'updated']);
    expect(readFileSync(join(dir, 'x.svg'), 'utf8')).toBe(prettySvg(SVG));
    expect(compareSnapshot(dir, 'y', SVG, { CI: 'true', UPDATE_SNAPSHOTS: '1' }).status).toBe('updated');
  });
});

describe('in CI a deleted snapshot fails the chart suite', () => {
  it('vitest run test/site/charts.test.ts with CI=true and roc.svg deleted exits non-zero naming the snapshot', () => {
    const dir = temp();
    cpSync(join(here, 'snapshots'), dir, { recursive: true });
    rmSync(join(dir, 'roc.svg'));
    const env: NodeJS.ProcessEnv = { ...process.env, CI: 'true', ROCSITE_SNAPSHOT_DIR: dir, NO_COLOR: '1' };
    delete env.FORCE_COLOR;
    delete env.UPDATE_SNAPSHOTS;
    for (const k of Object.keys(env)) if (k.startsWith('VITEST')) delete env[k];
    const vitest = join(REPO, 'node_modules', 'vitest', 'vitest.mjs');
    // One run of two snapshot tests: roc's file is deleted, pr's is in place (the control: the same run, with the same
    // copied folder, passes where the file is there).
    const r = spawnSync(process.execPath, [vitest, 'run', 'test/site/charts.test.ts', '--reporter=verbose', '-t', '(roc|pr) matches test/site/snapshots/(roc|pr)\\.svg'], {
      cwd: REPO,
      env,
      encoding: 'utf8',
      maxBuffer: 64 << 20,
    });
    const out = r.stdout + r.stderr;
    expect(r.status, out.slice(-3000)).not.toBe(0);
    expect(out).toContain('roc.svg: snapshot missing');
    expect(out).toMatch(/✓ [^\n]*> pr matches test\/site\/snapshots\/pr\.svg/);
    expect(out).toMatch(/× [^\n]*> roc matches test\/site\/snapshots\/roc\.svg/);
    expect(out).toMatch(/Tests {2}1 failed \| 1 passed/);
    expect(existsSync(join(dir, 'roc.svg')), 'not written in CI').toBe(false);
  }, 120_000);
});
