/** Which reports the site builds (src/lib/site/compute.ts planReports), on a throw-away directory tree. */
import { describe, it, expect } from 'vitest';
import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { planReports, frontmatter, computePlanned } from '../../src/lib/site/compute';
import { mdxSlug, slugProblem, toSlug } from '../../src/lib/site/slug';

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

  it("an MDX report's slug is its file name as written (case, '.', '_'); a config's slug steps aside from it in any case", () => {
    const root = tree({
      'content/reports/Sepsis.mdx': '---\ntitle: S\nconfig: data/a/a.yaml\n---\n',
      'content/reports/case.study_2-b.mdx': '---\ntitle: C\nconfig: data/a/a.yaml\n---\n',
      'data/a/a.yaml': cfg('A'),
      'data/b/sepsis.yaml': cfg('B (its slug would be the MDX report’s but for case)'),
    });
    expect(planReports(root)).toEqual([
      { slug: 'Sepsis', configPath: 'data/a/a.yaml', mdx: 'Sepsis' },
      { slug: 'case.study_2-b', configPath: 'data/a/a.yaml', mdx: 'case.study_2-b' },
      { slug: 'b-sepsis', configPath: 'data/b/sepsis.yaml', mdx: null },
    ]);
  });

  it('refuses an MDX file name that is no address, one in a sub-folder, and two that differ only in case', () => {
    const mdx = '---\ntitle: X\nconfig: data/a.yaml\n---\n';
    expect(() => planReports(tree({ 'content/reports/Überblick 2.mdx': mdx, 'data/a.yaml': cfg('A') }))).toThrow(
      `content/reports/Überblick 2.mdx: a report's file name is its address (reports/<name>/) and its PDF's name: expected letters, digits, '.', '_' and '-' only, starting with a letter or digit, found "Überblick 2"; rename it, e.g. to uberblick-2.mdx`,
    );
    expect(() => planReports(tree({ 'content/reports/sub/x.mdx': mdx, 'data/a.yaml': cfg('A') }))).toThrow(
      'content/reports/sub/x.mdx: reports are the .mdx files directly in content/reports/ (sub-folders are not read); move it there',
    );
    expect(() => planReports(tree({ 'content/reports/ASAH.mdx': mdx, 'content/reports/asah.mdx': mdx, 'data/a.yaml': cfg('A') }))).toThrow(
      "content/reports/asah.mdx: its address reports/asah/ differs only in case from content/reports/ASAH.mdx's, which is one directory on macOS and Windows; rename one of them",
    );
  });

  it('slug rule: letters, digits, ".", "_", "-"; a letter or digit first, no "." last', () => {
    for (const ok of ['a', 'Sepsis', 'icu-simulated', 'v1.2', 'my_report', 'x_', 'x-', '2024']) expect(slugProblem(ok, 'f'), ok).toBeNull();
    for (const bad of ['', '.hidden', '-x', '_x', 'a b', 'a/b', 'a.', 'é', 'a%20b', 'a?b', 'a#b', '..']) expect(slugProblem(bad, 'f'), bad).toContain('f: a report');
    expect(mdxSlug('Sepsis.mdx')).toBe('Sepsis');
    expect(mdxSlug('a.b.mdx')).toBe('a.b');
    expect([toSlug('Big Study'), toSlug('Überblick 2'), toSlug('--x--'), toSlug('!!'), toSlug('ICU_v2.1')]).toEqual(['big-study', 'uberblick-2', 'x', 'report', 'icu-v2-1']);
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
