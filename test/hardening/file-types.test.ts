/**
 * A path that is not a regular file (a FIFO without a writer, /dev/zero, a directory) is refused before a byte is
 * read, wherever rocsite opens a path: the config, the data, ROC and count tables, the provenance hashing behind the
 * cache, the cache entries, and the site's report plan. (A directory as a data path is a folder of data files: an
 * empty one is refused at its key; one holding a FIFO, at the FIFO.) Each case ends within a time budget (reading a FIFO blocks
 * forever; /dev/zero never ends).
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createHash } from 'node:crypto';
import { planReports } from '../../src/lib/site/compute';
import { hashTree } from '../../src/lib/site/output-cache';
import { readCached } from '../../src/lib/report/cache';
import { sha256File } from '../../src/lib/report/provenance';
import { runCli } from '../helpers/cli';

const env = { SOURCE_DATE_EPOCH: '1700000000' };
const BUDGET_MS = 5000;
const tmp = mkdtempSync(join(tmpdir(), 'rocsite-file-types-'));
const fifo = join(tmp, 'pipe.csv');
execFileSync('mkfifo', [fifo]);
mkdirSync(join(tmp, 'folder.csv'));
writeFileSync(join(tmp, 'ok.csv'), 'y,A\n1,0.9\n0,0.1\n');

mkdirSync(join(tmp, 'parts'));
execFileSync('mkfifo', [join(tmp, 'parts', 'part-0.csv')]);

/** Name, path, and what the error says of it: as a single file, and as a data path (where a folder is a folder of files). */
const kinds: [string, string, string, string][] = [
  ['a FIFO', 'pipe.csv', 'a FIFO (named pipe)', 'expected a regular file, found a FIFO (named pipe)'],
  ['/dev/zero', '/dev/zero', 'a character device', 'expected a regular file, found a character device'],
  ['an empty directory', 'folder.csv', 'a directory', "expected the folder 'folder.csv' to hold at least one data file"],
  ['a folder holding a FIFO', 'parts', 'a directory', 'parts/part-0.csv: expected a regular file, found a FIFO (named pipe)'],
];

async function timed<T>(f: () => Promise<T>): Promise<T> {
  const t0 = performance.now();
  const r = await f();
  expect(performance.now() - t0).toBeLessThan(BUDGET_MS);
  return r;
}

describe('paths that are not regular files', () => {
  for (const [name, p, found, asData] of kinds) {
    for (const cache of [false, true]) {
      it(`dataset.path is ${name}${cache ? ' (cache on: provenance hashing first)' : ''}: refused at once`, async () => {
        const cfg = join(tmp, `cfg-${name.replace(/\W/g, '')}-${cache}.yaml`);
        writeFileSync(cfg, `title: t\nallowOutsidePaths: true\ndataset: { path: ${JSON.stringify(p)}, label: y }\n`);
        const r = await timed(() => runCli(['compute', cfg, '--out', join(tmp, 'out.json'), ...(cache ? ['--cache-dir', join(tmp, 'cache')] : [])], tmp, env));
        expect(r.code).toBe(1);
        expect(r.err).toContain(asData);
      }, 2 * BUDGET_MS);
    }
    it(`a ROC table and a count table that are ${name}: refused at once`, async () => {
      for (const kind of ['roc', 'counts']) {
        const cfg = join(tmp, `cfg-${kind}.yaml`);
        const extra = kind === 'roc' ? ', positives: 1, negatives: 1' : '';
        writeFileSync(cfg, `title: t\nallowOutsidePaths: true\ndataset: { ${kind}: { A: ${JSON.stringify(p)} }${extra} }\n`);
        const r = await timed(() => runCli(['check', cfg], tmp, env));
        expect(r.code).toBe(1);
        expect(r.err).toContain(kind === 'roc' ? `expected a regular file, found ${found}` : asData);
      }
    }, 2 * BUDGET_MS);
    it(`a test-part file (dataset.test.path) that is ${name}: refused at once`, async () => {
      const cfg = join(tmp, 'cfg-test-part.yaml');
      writeFileSync(cfg, `title: t\nallowOutsidePaths: true\ndataset: { path: ok.csv, label: y, test: { path: ${JSON.stringify(p)} } }\n`);
      const r = await timed(() => runCli(['compute', cfg, '--out', join(tmp, 'out.json'), '--cache-dir', join(tmp, 'cache')], tmp, env));
      expect(r.code).toBe(1);
      expect(r.err).toContain(asData);
    }, 2 * BUDGET_MS);
    it(`the config file is ${name}: a ConfigError at once`, async () => {
      const r = await timed(() => runCli(['compute', p === '/dev/zero' ? p : join(tmp, p), '--out', join(tmp, 'out.json')], tmp, env));
      expect(r.code).toBe(1);
      expect(r.err).toContain(`expected a regular file, found ${found}`);
    }, 2 * BUDGET_MS);
    it(`provenance hashing of ${name}: refused at once`, async () => {
      await expect(timed(() => sha256File(p.startsWith('/') ? p : join(tmp, p), 'x'))).rejects.toThrow(`x: expected a regular file, found ${found}`);
    }, 2 * BUDGET_MS);
  }

  it('a cache entry that is a FIFO: an invalid entry, not a hang', async () => {
    const dir = join(tmp, 'cache-fifo');
    mkdirSync(dir);
    const key = 'a'.repeat(64);
    execFileSync('mkfifo', [join(dir, `${key}.json`)]);
    const r = await timed(() => readCached(key, 'b'.repeat(64), dir));
    expect(r).toEqual({ status: 'invalid', reason: 'expected a regular file, found a FIFO (named pipe)' });
  });

  it("the site's plan skips a FIFO named like a config in data/", async () => {
    const root = join(tmp, 'project');
    mkdirSync(join(root, 'data'), { recursive: true });
    execFileSync('mkfifo', [join(root, 'data', 'pipe.yaml')]);
    writeFileSync(join(root, 'data', 'ok.csv'), 'y,A\n1,0.9\n0,0.1\n');
    writeFileSync(join(root, 'data', 'real.yaml'), 'title: t\ndataset: { path: ok.csv, label: y }\n');
    const plan = await timed(async () => planReports(root));
    expect(plan.map((p) => p.configPath)).toEqual(['data/real.yaml']);
  });

  it("the build's output cache hashes a tree holding a FIFO without reading it", async () => {
    const d = join(tmp, 'tree');
    mkdirSync(d);
    writeFileSync(join(d, 'a.txt'), 'a');
    const h1 = createHash('sha256');
    await timed(async () => hashTree(h1, d, 'x'));
    execFileSync('mkfifo', [join(d, 'b.pipe')]);
    const h2 = createHash('sha256');
    await timed(async () => hashTree(h2, d, 'x'));
    expect(h2.digest('hex')).not.toBe(h1.digest('hex'));
  });
});
