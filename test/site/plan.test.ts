/** Which reports the site builds (src/lib/site/compute.ts planReports), on a throw-away directory tree. */
import { describe, it, expect } from 'vitest';
import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { planReports, frontmatter, computePlanned } from '../../src/lib/site/compute';

function tree(files: Record<string, string>): string {
  const root = mkdtempSync(join(tmpdir(), 'rocsite-plan-'));
  for (const [p, text] of Object.entries(files)) {
    mkdirSync(join(root, p, '..'), { recursive: true });
    writeFileSync(join(root, p), text);
  }
  return root;
}

const cfg = (title: string) => `title: ${title}\ndataset: { path: x.csv, label: y }\n`;

describe('planReports', () => {
  it('one report per MDX (slug = file name), plus a generated report for each config no MDX uses', () => {
    const root = tree({
      'content/reports/alpha.mdx': '---\ntitle: Alpha\nconfig: data/a/a.yaml\n---\nBody $x$\n',
      'data/a/a.yaml': cfg('A'),
      'data/b/Big Study.yml': cfg('B'),
      'data/b/notes.yaml': 'just: notes\n',
      'data/c/c.json': JSON.stringify({ title: 'C', dataset: { roc: {}, positives: 1, negatives: 1 } }),
      'data/d/a.yaml': cfg('D, same file name as data/a/a.yaml'),
    });
    expect(planReports(root)).toEqual([
      { slug: 'alpha', configPath: 'data/a/a.yaml', mdx: 'alpha' },
      { slug: 'big-study', configPath: 'data/b/Big Study.yml', mdx: null },
      { slug: 'c', configPath: 'data/c/c.json', mdx: null },
      { slug: 'a', configPath: 'data/d/a.yaml', mdx: null },
    ]);
  });

  it('names the MDX file when its config is missing or not given', () => {
    expect(() => planReports(tree({ 'content/reports/x.mdx': '---\ntitle: X\n---\n' }))).toThrow(/content\/reports\/x\.mdx: frontmatter needs `config/);
    expect(() => planReports(tree({ 'content/reports/y.mdx': '---\nconfig: data/none.yaml\n---\n' }))).toThrow(/config data\/none\.yaml does not exist/);
  });

  it('validates the frontmatter with the content collection schema, naming the file and the key', () => {
    const cfgFile = { 'data/a/a.yaml': cfg('A') };
    expect(() => planReports(tree({ ...cfgFile, 'content/reports/t.mdx': '---\ntitel: T\nconfig: data/a/a.yaml\n---\n' }))).toThrow(
      /content\/reports\/t\.mdx: invalid frontmatter: unknown key 'titel' \(did you mean 'title'\?\)/,
    );
    expect(() => planReports(tree({ ...cfgFile, 'content/reports/u.mdx': '---\nconfig: data/a/a.txt\n---\n' }))).toThrow(
      /content\/reports\/u\.mdx: invalid frontmatter: config: config must be a \.yaml, \.yml or \.json file/,
    );
    expect(() => planReports(tree({ ...cfgFile, 'content/reports/v.mdx': '---\nconfig: data/a/a.yaml\norder: first\n---\n' }))).toThrow(
      /content\/reports\/v\.mdx: invalid frontmatter: order: expected a number, got 'first'/,
    );
  });

  it('a failing report is named with its config', async () => {
    const root = tree({ 'data/a/a.yaml': cfg('A') });
    await expect(computePlanned(root, { slug: 'a', configPath: 'data/a/a.yaml', mdx: null }, { cache: false })).rejects.toThrow(/^report "a" \(data\/a\/a\.yaml\): /);
  });

  it('reads YAML frontmatter (BOM and CRLF allowed)', () => {
    expect(frontmatter('\uFEFF---\r\ntitle: T\r\nconfig: a.yaml\r\n---\r\nbody')).toEqual({ title: 'T', config: 'a.yaml' });
    expect(frontmatter('no frontmatter')).toEqual({});
  });
});
