/**
 * Messages never quote the content of a data file outside the project (the config's folder and the working
 * directory): a config that names /etc/shadow as its ROC points used to print its first line. Inside the project the
 * messages keep quoting the offending value (test/cli, test/io).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCli } from '../helpers/cli';
import { tempFiles } from '../helpers/files';

const SECRET = 'root:*:20228:0:99999:7:::';
const env = { SOURCE_DATE_EPOCH: '1700000000' };

describe('file content outside the project is never echoed', () => {
  const t = tempFiles('rocsite-echo-');
  const proj = join(t.dir, 'proj');
  mkdirSync(proj);
  const files: Record<string, string> = {
    'shadow.txt': `${SECRET}\ndaemon:*:20228:0:99999:7:::\n`,
    'roc-bad-value.csv': `fpr,tpr\n0,0\n0.5,${SECRET}\n1,1\n`,
    'scores-bad-label.csv': `y,A\n1,0.5\n${SECRET},0.2\n0,0.1\n`,
    'scores-bad-quote.csv': `y,A\n1,0.5\n0,"${SECRET}"x\n`,
    'counts-bad.csv': `score,positives,negatives\n1,${SECRET},2\n`,
  };
  for (const [n, s] of Object.entries(files)) writeFileSync(join(t.dir, n), s);
  const cases: [string, string][] = [
    ['roc of shadow', 'dataset: { roc: { A: ../shadow.txt }, positives: 10, negatives: 10 }'],
    ['scores of shadow', 'dataset: { path: ../shadow.txt, label: y }'],
    ['counts of shadow', 'dataset: { counts: { A: ../shadow.txt } }'],
    ['a value', 'dataset: { roc: { A: ../roc-bad-value.csv }, positives: 10, negatives: 10 }'],
    ['a label', 'dataset: { path: ../scores-bad-label.csv, label: y, positive: 1, negative: 0 }'],
    ['a malformed field', 'dataset: { path: ../scores-bad-quote.csv, label: y }'],
    ['a count', 'dataset: { counts: { A: ../counts-bad.csv } }'],
  ];
  for (const [what, dataset] of cases) {
    it(`${what}: exit 1, the file named, nothing of its content`, async () => {
      writeFileSync(join(proj, 'c.yaml'), `title: t\nallowOutsidePaths: true\n${dataset}\n`);
      const r = await runCli(['compute', 'c.yaml', '--out', 'o.json'], proj, env);
      expect(r.code).toBe(1);
      expect(r.err).toMatch(new RegExp(`^rocsite compute: ${t.dir.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}/[\\w-]+\\.(txt|csv)`));
      for (const piece of ['root', '20228', '99999', 'daemon']) expect(r.err, r.err).not.toContain(piece);
      expect(r.err).toMatch(/not shown: the file is outside the project|malformed CSV \(CSV_/);
    });
  }

  it('without allowOutsidePaths a data path outside the project (or a link leading there) is refused before any read', async () => {
    const { symlinkSync } = await import('node:fs');
    symlinkSync(join(t.dir, 'shadow.txt'), join(proj, 'link.csv'));
    for (const [dataset, key, p] of [
      ['dataset: { roc: { A: ../shadow.txt }, positives: 10, negatives: 10 }', 'dataset.roc.A', '../shadow.txt'],
      [`dataset: { path: ${join(t.dir, 'shadow.txt')}, label: y }`, 'dataset.path', join(t.dir, 'shadow.txt')],
      ['dataset: { counts: { A: link.csv } }', 'dataset.counts.A', 'link.csv'],
    ]) {
      writeFileSync(join(proj, 'c.yaml'), `title: t\n${dataset}\n`);
      const r = await runCli(['compute', 'c.yaml', '--out', 'o.json'], proj, env);
      expect(r.code).toBe(1);
      expect(r.err).toBe(`rocsite compute: c.yaml: ${key}: expected a path inside the config's folder or the working directory, got '${p}' (set allowOutsidePaths: true in the config, or pass --allow-outside-paths, to read files elsewhere)\n`);
    }
  });

  it('the same file inside the project: the value is quoted', async () => {
    const inside = tempFiles('rocsite-echo-in-');
    inside.write('a.csv', `fpr,tpr\n0,0\n0.5,${SECRET}\n1,1\n`);
    inside.write('c.yaml', 'title: t\ndataset: { roc: { A: a.csv }, positives: 10, negatives: 10 }\n');
    const r = await runCli(['compute', 'c.yaml', '--out', 'o.json'], inside.dir, env);
    expect(r.err).toBe(`rocsite compute: a.csv line 3, column 'tpr': expected a true positive rate in [0, 1], found '${SECRET}'\n`);
  });
});
