/**
 * The report cache stays bounded: a site build keeps the entries of its own reports and removes the others (an entry
 * per change of a config or input would otherwise pile up: 177 MB in a working copy), and temporary files of writers
 * that are gone; a live writer's temporary file and files that are not entries stay.
 */
import { copyFileSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { cacheEntryFile, defaultCacheDir, pruneCache } from '../../src/lib/report/cache';
import { sha256 } from '../../src/lib/hash';
import { root, runCli } from '../helpers/cli';

describe('report cache pruning', () => {
  it('pruneCache keeps the given entries, a live writer’s temporary file and other files; removes the rest', () => {
    const dir = mkdtempSync(join(tmpdir(), 'rocsite-prune-'));
    const [a, b, c] = ['a', 'b', 'c'].map((s) => sha256(s));
    for (const k of [a, b, c]) writeFileSync(cacheEntryFile(k, dir), 'x');
    const dead = 2 ** 22 + 12345; // above Linux's default pid_max: no such process
    writeFileSync(join(dir, `.${b}.${dead}.tmp`), 'x');
    writeFileSync(join(dir, `.${c}.${process.pid}.tmp`), 'x');
    writeFileSync(join(dir, 'notes.txt'), 'x');
    expect(pruneCache(new Set([cacheEntryFile(a, dir)]), dir)).toBe(2);
    expect(readdirSync(dir).sort()).toEqual([`.${c}.${process.pid}.tmp`, `${a}.json`, 'notes.txt'].sort());
    expect(pruneCache(new Set(), join(dir, 'missing'))).toBe(0);
  });

  it('rocsite build keeps one entry per report: after a config change, the old entry is gone', async () => {
    const project = mkdtempSync(join(tmpdir(), 'rocsite-prune-site-'));
    mkdirSync(join(project, 'data', 'small'), { recursive: true });
    copyFileSync(join(root, 'test/fixtures/small/small.csv'), join(project, 'data', 'small', 'small.csv'));
    const config = join(project, 'data', 'small', 'small.yaml');
    copyFileSync(join(root, 'test/fixtures/small/small.yaml'), config);
    const env = { SOURCE_DATE_EPOCH: '1700000000' };
    const build = async () => {
      const r = await runCli(['build', '--root', project, '--only-compute'], project, env);
      expect(r.code, r.err).toBe(0);
      return readdirSync(defaultCacheDir(project)).filter((f) => f.endsWith('.json'));
    };
    const first = await build();
    expect(first).toHaveLength(1);
    // An entry of another report (e.g. from `rocsite compute --cache` or an earlier config) is not this build's.
    writeFileSync(cacheEntryFile(sha256('stale'), defaultCacheDir(project)), 'x');
    expect(await build()).toEqual(first); // unchanged report: its entry read back, the stale one removed
    writeFileSync(config, readFileSync(config, 'utf8').replace(/^title: .*$/m, 'title: Changed title'));
    const second = await build();
    expect(second).toHaveLength(1);
    expect(second).not.toEqual(first);
  }, 120_000);
});
