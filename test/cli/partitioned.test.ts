// The CLI (in-process, from the sources) on a dataset given as a pattern of part files: check, compute, and the errors.
import { describe, expect, it } from 'vitest';
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runCli } from '../helpers/cli';

describe('rocsite with dataset.path as a pattern', () => {
  const dir = mkdtempSync(join(tmpdir(), 'rocsite-parts-cli-'));
  mkdirSync(join(dir, 'parts'));
  writeFileSync(join(dir, 'parts', 'part-0.csv'), 'y,a,b\n1,0.9,0.4\n0,0.2,0.3\n1,0.7,0.8\n');
  writeFileSync(join(dir, 'parts', 'part-1.csv'), 'y,a,b\n0,0.1,0.6\n0,0.4,0.2\n');
  writeFileSync(join(dir, 'parts', '_SUCCESS'), '');
  writeFileSync(join(dir, 'r.yaml'), 'title: Parts\ndataset: { path: "parts/*.csv", label: y }\n');
  const env = { SOURCE_DATE_EPOCH: '0' };

  it('check reads every part file as one table', async () => {
    const r = await runCli(['check', 'r.yaml'], dir, env);
    expect([r.code, r.err]).toEqual([0, '']);
    expect(r.out).toBe("rocsite: r.yaml: 2 models ('a', 'b'), 2 positives, 3 negatives from 2 files — OK\n");
  });

  it('compute lists each part file in the provenance', async () => {
    const r = await runCli(['compute', 'r.yaml', '--out', 'r.json', '-q'], dir, env);
    expect([r.code, r.err]).toEqual([0, '']);
    const report = JSON.parse(readFileSync(join(dir, 'r.json'), 'utf8'));
    expect(report.provenance.inputs.map((f: { path: string }) => f.path)).toEqual(['parts/part-0.csv', 'parts/part-1.csv']);
    expect(report.dataset).toMatchObject({ positives: 2, negatives: 3 });
  });

  it('a pattern matching nothing, and an error in a part file, fail with one line naming the key or the file and line', async () => {
    writeFileSync(join(dir, 'none.yaml'), 'title: None\ndataset: { path: "parts/*.parquet", label: y }\n');
    const none = await runCli(['check', 'none.yaml'], dir, env);
    expect([none.code, none.out]).toEqual([1, '']);
    expect(none.err).toBe("rocsite check: none.yaml: dataset.path: expected the pattern 'parts/*.parquet' to match at least one file (relative to the config's folder), found none\n");
    mkdirSync(join(dir, 'bad'));
    writeFileSync(join(dir, 'bad', 'p0.csv'), 'y,a\n1,0.5\n0,0.4\n');
    writeFileSync(join(dir, 'bad', 'p1.csv'), 'y,a\n1,0.5\n0,x\n');
    writeFileSync(join(dir, 'bad.yaml'), 'title: Bad\ndataset: { path: "bad/p*.csv", label: y }\n');
    const bad = await runCli(['check', 'bad.yaml'], dir, env);
    expect([bad.code, bad.out]).toEqual([1, '']);
    expect(bad.err).toBe("rocsite check: bad/p1.csv line 3, column 'a': expected a number, found 'x'\n");
  });
});
