/**
 * `--allow-outside-paths` (compute, check, build, dev): input paths outside the config's folder and the working directory are
 * refused unless the config sets allowOutsidePaths: true or the flag is given. Provenance paths are relative to the
 * config's folder, so the input hash (and the cache key) does not depend on where rocsite runs.
 */
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { root, runCli } from '../helpers/cli';

const env = { SOURCE_DATE_EPOCH: '1700000000' };
const tmp = mkdtempSync(join(tmpdir(), 'rocsite-outside-'));
mkdirSync(join(tmp, 'shared'));
mkdirSync(join(tmp, 'project', 'sub'), { recursive: true });
copyFileSync(join(root, 'test/fixtures/small/small.csv'), join(tmp, 'shared', 'small.csv'));
const config = join(tmp, 'project', 'report.yaml');
writeFileSync(config, 'title: t\ndataset: { path: ../shared/small.csv, label: y, models: [A, B] }\n');

describe('--allow-outside-paths', () => {
  it('without it: refused, the message names the key and both ways to allow it', async () => {
    for (const cmd of [['compute', config, '--out', join(tmp, 'x.json')], ['check', config]]) {
      const r = await runCli(cmd, join(tmp, 'project'), env);
      expect(r.code).toBe(1);
      expect(r.err).toContain("dataset.path: expected a path inside the config's folder or the working directory, got '../shared/small.csv' (set allowOutsidePaths: true in the config, or pass --allow-outside-paths, to read files elsewhere)");
    }
  });

  it('a file whose name begins with two dots (..small.csv) lies inside: read without the flag; ../ still refused', async () => {
    const dir = join(tmp, 'dots');
    mkdirSync(dir);
    copyFileSync(join(root, 'test/fixtures/small/small.csv'), join(dir, '..small.csv'));
    writeFileSync(join(dir, 'r.yaml'), 'title: t\ndataset: { path: ..small.csv, label: y, models: [A, B] }\n');
    const out = join(tmp, 'dots.json');
    const r = await runCli(['compute', join(dir, 'r.yaml'), '--out', out], dir, env);
    expect(r.err).toBe('');
    expect(r.code).toBe(0);
    expect((JSON.parse(readFileSync(out, 'utf8')).provenance as { inputs: { path: string }[] }).inputs.map((x) => x.path)).toEqual(['..small.csv']);
    writeFileSync(join(dir, 'up.yaml'), 'title: t\ndataset: { path: ../shared/small.csv, label: y, models: [A, B] }\n');
    const up = await runCli(['check', join(dir, 'up.yaml')], dir, env);
    expect(up.code).toBe(1);
    expect(up.err).toContain("dataset.path: expected a path inside the config's folder");
  });

  it('with it: computed and checked; the same input hash and provenance from any working directory', async () => {
    const c = await runCli(['check', config, '--allow-outside-paths'], join(tmp, 'project'), env);
    expect(c.code).toBe(0);
    const hashes: string[] = [];
    for (const [i, cwd] of [join(tmp, 'project'), join(tmp, 'project', 'sub')].entries()) {
      const out = join(tmp, `r${i}.json`);
      const r = await runCli(['compute', config, '--out', out, '--allow-outside-paths'], cwd, env);
      expect(r.code).toBe(0);
      const p = JSON.parse(readFileSync(out, 'utf8')).provenance as { inputs: { path: string }[]; inputHash: string };
      expect(p.inputs.map((x) => x.path)).toEqual(['../shared/small.csv']);
      hashes.push(p.inputHash);
    }
    expect(hashes[0]).toBe(hashes[1]);
    expect(readFileSync(join(tmp, 'r0.json'))).toEqual(readFileSync(join(tmp, 'r1.json')));
  });

  it('build: a data config may not leave the project root, unless --allow-outside-paths is given', async () => {
    const project = join(tmp, 'site');
    mkdirSync(join(project, 'data'), { recursive: true });
    writeFileSync(join(project, 'data', 'r.yaml'), 'title: t\ndataset: { path: ../../shared/small.csv, label: y, models: [A, B] }\n');
    const refused = await runCli(['build', '--root', project, '--only-compute'], tmp, env);
    expect(refused.code).toBe(1);
    expect(refused.err).toContain('dataset.path: expected a path inside');
    try {
      const allowed = await runCli(['build', '--root', project, '--only-compute', '--allow-outside-paths'], tmp, env);
      expect(allowed.err).toBe('');
      expect(allowed.code).toBe(0);
    } finally {
      delete process.env.ROCSITE_ALLOW_OUTSIDE_PATHS;
    }
  });
});
