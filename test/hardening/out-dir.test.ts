/**
 * A site build replaces its output directory as a whole, so `--out` may not name the project, a directory holding
 * it, one of its inputs, caches or tools, a file, or an existing directory that is not an earlier rocsite site: such a
 * build exits 1 naming the problem before anything is computed or written (src/lib/site/out-dir.ts). So does a project
 * without a report.
 */
import { copyFileSync, lstatSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, realpathSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { outputDir, outputDirProblem, publicDirProblem } from '../../src/lib/site/out-dir';
import { SITE_GENERATOR } from '../../src/lib/site/markers';
import { restoreOutput, storeOutput } from '../../src/lib/site/output-cache';
import { root as repo, runCli } from '../helpers/cli';

const env = { SOURCE_DATE_EPOCH: '1700000000' };
const made: string[] = [];
afterAll(() => made.forEach((d) => rmSync(d, { recursive: true, force: true })));

/** A project (inside the repository, so Astro resolves) with one report's config and data. */
function project(): string {
  mkdirSync(join(repo, 'test-artifacts'), { recursive: true });
  const dir = mkdtempSync(join(repo, 'test-artifacts', 'out-dir-'));
  made.push(dir);
  mkdirSync(join(dir, 'data'));
  copyFileSync(join(repo, 'test/fixtures/small/small.csv'), join(dir, 'data', 'small.csv'));
  writeFileSync(join(dir, 'data', 'r.yaml'), 'title: t\ndataset: { path: small.csv, label: y, models: [A, B] }\n');
  return dir;
}

describe('outputDirProblem', () => {
  const root = mkdtempSync(join(tmpdir(), 'rocsite-outdir-'));
  made.push(root);
  const at = (...p: string[]) => join(root, ...p);

  it('a new directory beside the inputs, or a sibling whose name starts like one of them: allowed', () => {
    for (const o of [at('dist'), at('site', 'v1'), at('data2'), at('public-site'), join(dirname(root), 'elsewhere')]) expect(outputDirProblem(root, o), o).toBeNull();
  });

  it('the project, a directory holding it, or /: refused, naming the project', () => {
    for (const o of [root, dirname(root), '/']) {
      const m = outputDirProblem(root, o);
      expect(m, o).toContain(`--out ${o}: the project itself or a directory holding it (${root})`);
      expect(m).toContain('which would delete the project');
    }
  });

  it('inside data/, content/, public/, .cache/, .astro/, node_modules/ or .git/: refused, naming it', () => {
    for (const d of ['data', 'content', 'public', '.cache', '.astro', 'node_modules', '.git'])
      for (const o of [at(d), at(d, 'site')]) expect(outputDirProblem(root, o), o).toContain(`inside the project's ${d}/`);
  });

  it('an existing file, or a directory that is not an earlier site: refused, naming what would be deleted', () => {
    writeFileSync(at('notes.txt'), 'x');
    expect(outputDirProblem(root, at('notes.txt'))).toContain('expected a directory for the site, found a file');
    mkdirSync(at('www', 'img'), { recursive: true });
    writeFileSync(at('www', 'index.html'), '<!doctype html><meta name="generator" content="Hugo">');
    for (const f of ['a.html', 'b.html', 'c.html']) writeFileSync(at('www', f), '');
    expect(outputDirProblem(root, at('www'))).toContain(
      `exists and is not a site of an earlier build (its index.html has no <meta name="generator" content="${SITE_GENERATOR}">); a build replaces its output directory as a whole, which would delete its 5 entries (a.html, b.html, c.html, …)`,
    );
  });

  it('an empty directory, one holding only .git, or an earlier site: allowed', () => {
    mkdirSync(at('empty'));
    expect(outputDirProblem(root, at('empty'))).toBeNull();
    mkdirSync(at('worktree', '.git'), { recursive: true });
    expect(outputDirProblem(root, at('worktree'))).toBeNull();
    mkdirSync(at('old', 'reports'), { recursive: true });
    writeFileSync(at('old', 'index.html'), `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><meta name="generator" content="${SITE_GENERATOR}"><title>x</title>`);
    expect(outputDirProblem(root, at('old'))).toBeNull();
  });
});

describe('publicDirProblem', () => {
  it("public/ may not hold the site's own index.html, reports/, pdf/ or _astro/; anything else, or no public/, is fine", () => {
    const root = mkdtempSync(join(tmpdir(), 'rocsite-outdir-public-'));
    made.push(root);
    expect(publicDirProblem(root)).toBeNull();
    mkdirSync(join(root, 'public', 'img'), { recursive: true });
    writeFileSync(join(root, 'public', 'logo.png'), '');
    writeFileSync(join(root, 'public', 'about.html'), '');
    expect(publicDirProblem(root)).toBeNull();
    writeFileSync(join(root, 'public', 'index.html'), '<html>mine</html>');
    expect(publicDirProblem(root)).toBe(
      'public/index.html: these places belong to the site (its pages, downloads, PDFs and assets: index.html, reports/, pdf/, _astro/), whose own files would replace it; rename or move it',
    );
    mkdirSync(join(root, 'public', 'pdf'));
    mkdirSync(join(root, 'public', '_astro'));
    expect(publicDirProblem(root)).toMatch(/^public\/_astro\/, public\/index\.html, public\/pdf\/: these places .* would replace them; rename or move them$/);
  });
});

describe('outputDir', () => {
  it('a path as given (relative to the root); a symbolic link as its target; a dangling link is an error', () => {
    const root = realpathSync(mkdtempSync(join(tmpdir(), 'rocsite-outdir-link-')));
    made.push(root);
    expect(outputDir(root)).toBe(join(root, 'dist'));
    expect(outputDir(root, 'site/v1')).toBe(join(root, 'site', 'v1'));
    mkdirSync(join(root, 'www'));
    symlinkSync(join(root, 'www'), join(root, 'dist'));
    expect(outputDir(root)).toBe(join(root, 'www'));
    symlinkSync(join(root, 'gone'), join(root, 'dangling'));
    rmSync(join(root, 'www'), { recursive: true });
    expect(() => outputDir(root)).toThrow(`the output directory dist: a symbolic link to ${join(root, 'www')}, which does not exist`);
    expect(() => outputDir(root, 'dangling')).toThrow(`--out dangling: a symbolic link to ${join(root, 'gone')}, which does not exist; create what it points to, or remove the link`);
  });
});

describe('what an output keeps of earlier ones (.git)', () => {
  it('is not stored in the site cache, so a restored output never brings back an old copy of it', () => {
    const root = mkdtempSync(join(tmpdir(), 'rocsite-outdir-cache-'));
    made.push(root);
    const site = join(root, 'dist');
    mkdirSync(join(site, '.git'), { recursive: true });
    writeFileSync(join(site, '.git', 'HEAD'), 'h');
    mkdirSync(join(site, 'reports', '.git'), { recursive: true }); // only the output's own .git is left out
    writeFileSync(join(site, 'index.html'), 'i');
    storeOutput(root, 'k', site);
    expect(restoreOutput(root, 'k', join(root, 'restored'))).toBe(true);
    expect(readdirSync(join(root, 'restored'), { recursive: true }).map(String).sort()).toEqual(['index.html', 'reports', 'reports/.git']);
  });
});

describe('rocsite build --out: refused before anything is computed or written', () => {
  it('--out data would have replaced the inputs by the site; --out . the project', async () => {
    const dir = project();
    const before = readdirSync(join(dir, 'data')).sort();
    for (const [out, msg] of [
      ['data', "inside the project's data/"],
      ['.', 'the project itself or a directory holding it'],
    ]) {
      const r = await runCli(['build', '--root', dir, '--skip-pdf', '--out', out], dir, env);
      expect(r.code, out).toBe(1);
      expect(r.err).toContain(msg);
      expect(r.out).not.toContain('computed');
    }
    expect(readdirSync(join(dir, 'data')).sort()).toEqual(before);
    expect(readFileSync(join(dir, 'data', 'r.yaml'), 'utf8')).toContain('title: t');
    expect(readdirSync(dir).sort()).toEqual(['data']);
  });

  it('a public/index.html (the site would replace it by its own): exit 1 naming it, no output', async () => {
    const dir = project();
    rmSync(join(dir, 'dist'), { recursive: true, force: true });
    mkdirSync(join(dir, 'public'));
    writeFileSync(join(dir, 'public', 'index.html'), '<html>mine</html>');
    const r = await runCli(['build', '--root', dir, '--skip-pdf'], dir, env);
    expect(r.code).toBe(1);
    expect(r.err).toContain('rocsite build: public/index.html: these places belong to the site');
    expect(readdirSync(dir).sort()).toEqual(['data', 'public']);
  });

  it('without --out, the default dist/ that is not an earlier site: named as the output directory', async () => {
    const dir = project();
    mkdirSync(join(dir, 'dist'));
    writeFileSync(join(dir, 'dist', 'notes.txt'), 'mine');
    const r = await runCli(['build', '--root', dir, '--skip-pdf'], dir, env);
    expect(r.code).toBe(1);
    expect(r.err).toMatch(/^rocsite build: the output directory (\.\.\/)*[^ ]*dist: exists and is not a site of an earlier build .* would delete its 1 entry \(notes\.txt\)/);
    expect(readFileSync(join(dir, 'dist', 'notes.txt'), 'utf8')).toBe('mine');
  });

  it('a project without a report: exit 1 as `rocsite check` says it, no output', async () => {
    const dir = mkdtempSync(join(repo, 'test-artifacts', 'out-dir-empty-'));
    made.push(dir);
    mkdirSync(join(dir, 'data'));
    const r = await runCli(['build', '--root', dir, '--skip-pdf'], dir, env);
    expect(r.code).toBe(1);
    expect(r.err).toBe(`rocsite build: ${dir}: no report found: expected configs in data/ or MDX reports in content/reports/ (\`rocsite init\` creates a project)\n`);
    expect(readdirSync(dir).filter((n) => n !== '.cache')).toEqual(['data']);
  });

  it('an output that is a symbolic link is built where it points; the link stays', async () => {
    const dir = project();
    const www = mkdtempSync(join(tmpdir(), 'rocsite-outdir-www-'));
    made.push(www);
    symlinkSync(www, join(dir, 'dist'));
    const r = await runCli(['build', '--root', dir, '--skip-pdf'], dir, env);
    expect(r.code, r.err).toBe(0);
    expect(lstatSync(join(dir, 'dist')).isSymbolicLink()).toBe(true);
    expect(readFileSync(join(www, 'index.html'), 'utf8')).toContain(`<meta name="generator" content="${SITE_GENERATOR}">`);
    expect(readdirSync(dirname(www)).filter((n) => n.includes('rocsite-new') || n.includes('rocsite-old'))).toEqual([]);
  }, 120_000);
});
