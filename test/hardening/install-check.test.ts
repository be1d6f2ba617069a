/**
 * A project Astro cannot render pages for (rocsite not installed in it, or rocsite's pages in a directory tree that
 * shares nothing below / with the project) fails before anything is computed or written, with the cause and the
 * remedy, instead of Astro's "Cannot find module 'astro/content/runtime'" or "No cached compile metadata found".
 */
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { resolveAstroFrom, siteInstallProblem } from '../../src/lib/site/install-check';
import { root, runCli } from '../helpers/cli';

const env = { SOURCE_DATE_EPOCH: '1700000000' };
const astroAt = (p: string | null) => () => p;
const made: string[] = [];
afterAll(() => made.forEach((d) => rmSync(d, { recursive: true, force: true })));

/** A project with one report and an earlier output (dist/index.html), in a new directory under `base`. */
function project(base: string, withNodeModules: boolean): string {
  const dir = mkdtempSync(join(base, 'rocsite-install-'));
  made.push(dir);
  mkdirSync(join(dir, 'data'));
  copyFileSync(join(root, 'test/fixtures/small/small.csv'), join(dir, 'data', 'small.csv'));
  writeFileSync(join(dir, 'data', 'r.yaml'), 'title: t\ndataset: { path: small.csv, label: y, models: [A, B] }\n');
  mkdirSync(join(dir, 'dist'));
  writeFileSync(join(dir, 'dist', 'index.html'), 'earlier build\n');
  if (withNodeModules) symlinkSync(join(root, 'node_modules'), join(dir, 'node_modules'), 'dir');
  return dir;
}

describe('siteInstallProblem', () => {
  it('rocsite installed in the project, or beside it under a shared directory: no problem', () => {
    expect(siteInstallProblem('/srv/proj', '/srv/proj/node_modules/rocsite/src', astroAt('/srv/proj/node_modules/astro/package.json'))).toBeNull();
    expect(siteInstallProblem('/home/me/proj', '/home/me/rocsite/src', astroAt('/home/me/proj/node_modules/astro/package.json'))).toBeNull();
  });

  it('no Astro from the project: names the project and the remedy', () => {
    const m = siteInstallProblem('/srv/proj', '/srv/proj/node_modules/rocsite/src', astroAt(null));
    expect(m).toContain('/srv/proj: Astro cannot be found from this project (expected node_modules/astro');
    expect(m).toContain('install rocsite in the project');
    expect(m).toContain('`npx rocsite build`');
  });

  it('no directory in common below /: names both directories and the remedy', () => {
    const m = siteInstallProblem('/srv/proj', '/home/me/rocsite/src', astroAt('/srv/proj/node_modules/astro/package.json'));
    expect(m).toContain("rocsite's pages (/home/me/rocsite/src) and the project (/srv/proj) have no directory in common below /");
    expect(m).toContain('install rocsite in the project');
  });

  it("a '#' in the project's path or in rocsite's: names the path and the remedy", () => {
    const astro = astroAt('/srv/p#1/node_modules/astro/package.json');
    expect(siteInstallProblem('/srv/p#1', '/srv/p#1/node_modules/rocsite/src', astro)).toBe(
      "/srv/p#1: a '#' in the path of the project, where Astro's bundler (Vite) cannot build: move or rename the folder so that its path has no '#'",
    );
    expect(siteInstallProblem('/srv/proj', '/srv/c#/rocsite/src', astroAt('/srv/proj/node_modules/astro/package.json'))).toContain("/srv/c#/rocsite/src: a '#' in the path of rocsite's pages");
  });

  it('resolveAstroFrom: the repository finds its Astro; an empty directory outside it finds none', () => {
    expect(resolveAstroFrom(root)).toBe(join(root, 'node_modules', 'astro', 'package.json'));
    const empty = mkdtempSync(join(tmpdir(), 'rocsite-install-empty-'));
    made.push(empty);
    expect(resolveAstroFrom(empty)).toBeNull();
  });
});

describe('rocsite build / dev refuse such a project, and write nothing', () => {
  // A base directory whose first directory below / differs from the repository's (/tmp and /var/tmp differ).
  const top = (p: string) => p.split('/').find((s) => s !== '');
  const apart = ['/tmp', '/var/tmp'].find((d) => top(d) !== top(root))!;

  function expectUntouched(dir: string): void {
    expect(readFileSync(join(dir, 'dist', 'index.html'), 'utf8')).toBe('earlier build\n');
    expect(readdirSync(dir).sort()).toEqual(['data', 'dist', ...(existsSync(join(dir, 'node_modules')) ? ['node_modules'] : [])]);
  }

  it("a project in a folder whose name holds a '#' (Vite cannot build there): exit 1 before computing", async () => {
    const base = mkdtempSync(join(root, 'test-artifacts', 'reports #'));
    made.push(base);
    const dir = project(base, true);
    for (const command of ['build', 'dev']) {
      const r = await runCli([command, '--root', dir], dir, env);
      expect(r.code, command).toBe(1);
      expect(r.err).toBe(`rocsite ${command}: ${dir}: a '#' in the path of the project, where Astro's bundler (Vite) cannot build: move or rename the folder so that its path has no '#'\n`);
      expect(r.out).toBe('');
      expectUntouched(dir);
    }
  });

  it('rocsite not installed in the project (no Astro from it): exit 1 before computing', async () => {
    const dir = project(tmpdir(), false);
    const r = await runCli(['build', '--root', dir, '--skip-pdf'], dir, env);
    expect(r.code).toBe(1);
    expect(r.err).toContain(`${dir}: Astro cannot be found from this project`);
    expect(r.out).not.toContain('computed');
    expectUntouched(dir);
    const d = await runCli(['dev', '--root', dir], dir, env);
    expect(d.code).toBe(1);
    expect(d.err).toContain('Astro cannot be found from this project');
  });

  it(`rocsite's pages and the project share nothing below / (${root} and a project in ${apart}): exit 1 before computing`, async () => {
    const dir = project(apart, true);
    const r = await runCli(['build', '--root', dir, '--skip-pdf'], dir, env);
    expect(r.code).toBe(1);
    expect(r.err).toContain(`rocsite's pages (${join(root, 'src')}) and the project (${dir}) have no directory in common below /`);
    expectUntouched(dir);
    // Computing the reports needs no Astro.
    const c = await runCli(['build', '--root', dir, '--only-compute'], dir, env);
    expect(c.err).toBe('');
    expect(c.code).toBe(0);
    expect(existsSync(join(dir, '.cache', 'reports'))).toBe(true);
  });
});
