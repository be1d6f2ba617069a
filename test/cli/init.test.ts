/**
 * `rocsite init`: the scaffolded project (the shipped aSAH example with scenarios and a heatmap, its MDX report,
 * package.json scripts, README, .gitignore, deploy files) and the refusal to write into a non-empty directory.
 * Building the scaffolded project from the packed package is test/package/pack.test.ts.
 */
import { describe, expect, it } from 'vitest';
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, realpathSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parse as parseYaml } from 'yaml';
import { planReports } from '../../src/lib/site/compute';
import { root, runCli } from '../helpers/cli';
import { installedSpec } from '../../src/cli/init';

const tmp = () => mkdtempSync(join(tmpdir(), 'rocsite-init-'));
const read = (...p: string[]) => readFileSync(join(...p), 'utf8');

describe('rocsite init', () => {
  it('scaffolds a project in a new directory', async () => {
    const parent = tmp();
    const r = await runCli(['init', 'my-reports'], parent, {});
    expect(r.err).toBe('');
    expect(r.code).toBe(0);
    const dir = join(parent, 'my-reports');
    for (const f of [
      'data/asah/asah.csv',
      'data/asah/asah.yaml',
      'content/reports/asah.mdx',
      'package.json',
      'README.md',
      '.gitignore',
      'netlify.toml',
      '.github/workflows/pages.yml',
    ])
      expect(existsSync(join(dir, f)), f).toBe(true);
    expect(existsSync(join(dir, 'gitignore'))).toBe(false);
    // The real example, as shipped: 113 patients (41 poor outcomes), a config with scenarios and a heatmap.
    expect(read(dir, 'data/asah/asah.csv')).toBe(read(root, 'data/asah/asah.csv'));
    const rows = read(dir, 'data/asah/asah.csv').trim().split(/\r?\n/);
    expect(rows.length - 1).toBe(113);
    const cfg = parseYaml(read(dir, 'data/asah/asah.yaml'));
    expect(cfg.scenarios.length).toBeGreaterThanOrEqual(1);
    expect(cfg.heatmap).toBeDefined();
    // The MDX report points at the config: one report, hand-written.
    expect(planReports(dir)).toEqual([{ slug: 'asah', configPath: 'data/asah/asah.yaml', mdx: 'asah' }]);
    const pkg = JSON.parse(read(dir, 'package.json'));
    expect(pkg).toMatchObject({ name: 'my-reports', private: true, scripts: { build: 'rocsite build', dev: 'rocsite dev', test: 'rocsite check' } });
    expect(pkg.dependencies.rocsite).toMatch(/^\^\d+\.\d+\.\d+/);
    expect(read(dir, '.gitignore')).toMatch(/^dist\/$/m);
    expect(read(dir, '.gitignore')).toMatch(/^node_modules\/$/m);
    const readme = read(dir, 'README.md');
    expect(readme).toMatch(/## Add a report/);
    expect(readme).toMatch(/## Deploy/);
    // The GitHub Pages workflow: build with the project's script, upload dist/, deploy.
    const wf = parseYaml(read(dir, '.github/workflows/pages.yml'));
    const build = wf.jobs.build.steps as { uses?: string; run?: string; with?: Record<string, string> }[];
    expect(build.some((s) => s.run === 'npm run build')).toBe(true);
    expect(build.find((s) => s.uses?.startsWith('actions/upload-pages-artifact@'))?.with).toEqual({ path: 'dist' });
    expect(wf.jobs.deploy.needs).toBe('build');
    expect(wf.jobs.deploy.steps.some((s: { uses?: string }) => s.uses?.startsWith('actions/deploy-pages@'))).toBe(true);
    expect(wf.permissions).toMatchObject({ pages: 'write', 'id-token': 'write' });
    expect(read(dir, 'netlify.toml')).toMatch(/command = "npm run build -- --skip-pdf"\n\s*publish = "dist"/);
    expect(r.out).toContain('npm install && npm run build');
  });

  it("the project's test script (rocsite check) validates every report's config and data", async () => {
    const dir = tmp();
    expect((await runCli(['init'], dir, {})).code).toBe(0);
    const r = await runCli(['check'], dir, {});
    expect(r.err).toBe('');
    expect(r.code).toBe(0);
    expect(r.out).toMatch(/asah\.yaml: 3 models \('s100b', 'ndka', 'wfns'\), 41 positives, 72 negatives — OK/);
    // A broken config fails the check with its key path.
    writeFileSync(join(dir, 'data/asah/asah.yaml'), read(dir, 'data/asah/asah.yaml').replace('capacity: 20\n', 'capacity: twenty\n'));
    const bad = await runCli(['check'], dir, {});
    expect(bad.code).toBe(1);
    expect(bad.err).toMatch(/scenarios\[1\]\.capacity/);
  });

  it('the config example in the scaffolded README is a valid config', async () => {
    const dir = tmp();
    expect((await runCli(['init'], dir, {})).code).toBe(0);
    const yaml = /```yaml\n([\s\S]*?)```/.exec(read(dir, 'README.md'))![1].replace(/^ {3}/gm, '');
    mkdirSync(join(dir, 'data/sepsis'));
    writeFileSync(join(dir, 'data/sepsis/sepsis.yaml'), yaml);
    writeFileSync(join(dir, 'data/sepsis/scores.csv'), 'sepsis,news2,ml_model\n1,5,0.9\n0,1,0.2\n1,3,0.4\n0,2,0.5\n');
    const r = await runCli(['check', 'data/sepsis/sepsis.yaml'], dir, {});
    expect(r.err).toBe('');
    expect(r.code).toBe(0);
  });

  it("its next step runs in any folder name (quoted for the shell), and a '#' in the path is warned of (Vite cannot build there)", async () => {
    const parent = tmp();
    for (const name of ["it's my reports", 'reports #2', 'plain-name']) {
      const r = await runCli(['init', name], parent, {});
      expect(r.code, name).toBe(0);
      const next = /^next: (cd .*?) && npm install/m.exec(r.out)![1];
      // The printed `cd …`, run by a POSIX shell from where init ran, reaches the project.
      expect(execFileSync('sh', ['-c', `${next} && pwd -P`], { cwd: parent, encoding: 'utf8' }).trim(), name).toBe(realpathSync(join(parent, name)));
      expect(r.err, name).toBe(
        name.includes('#')
          ? `rocsite init: warning: ${join(parent, name)}: a '#' in the path of the project, where Astro's bundler (Vite) cannot build: move or rename the folder so that its path has no '#'; rocsite build and dev stop there\n`
          : '',
      );
    }
  });

  it('refuses a non-empty directory (nothing written) unless --force', async () => {
    const dir = tmp();
    writeFileSync(join(dir, 'notes.txt'), 'mine');
    const r = await runCli(['init', '.'], dir, {});
    expect(r.code).toBe(1);
    expect(r.err).toMatch(/^rocsite init: .*not empty \(notes\.txt\); use --force/);
    expect(readdirSync(dir)).toEqual(['notes.txt']);
    const f = await runCli(['init', '.', '--force'], dir, {});
    expect(f.code).toBe(0);
    expect(read(dir, 'notes.txt')).toBe('mine');
    expect(existsSync(join(dir, 'content/reports/asah.mdx'))).toBe(true);
  });

  it("accepts a new repository (README, LICENSE, .gitignore, .git): keeps its README and licence, merges its .gitignore", async () => {
    const dir = tmp();
    mkdirSync(join(dir, '.git'));
    writeFileSync(join(dir, 'README.md'), '# my-reports\n');
    writeFileSync(join(dir, 'LICENSE'), 'MIT\n');
    writeFileSync(join(dir, '.gitignore'), 'secrets/\r\ndist/');
    const r = await runCli(['init'], dir, {});
    expect(r.err).toBe('');
    expect(r.code).toBe(0);
    expect(read(dir, 'README.md')).toBe('# my-reports\n');
    expect(read(dir, 'LICENSE')).toBe('MIT\n');
    expect(r.out).toContain("rocsite init: kept your README.md (rocsite's: node_modules/rocsite/template/README.md; --force replaces it)\n");
    // The project's lines first, as they were; rocsite's added where missing (dist/ was there already).
    expect(read(dir, '.gitignore')).toBe('secrets/\r\ndist/\n# rocsite\nnode_modules/\n.astro/\n.cache/\n*.log\n.DS_Store\n');
    expect(existsSync(join(dir, 'content/reports/asah.mdx'))).toBe(true);
    expect(existsSync(join(dir, '.github/workflows/pages.yml'))).toBe(true);
    // --force replaces the README; the .gitignore stays merged (nothing to add a second time).
    const f = await runCli(['init', '--force'], dir, {});
    expect(f.code).toBe(0);
    expect(read(dir, 'README.md')).toBe(readFileSync(join(root, 'template', 'README.md'), 'utf8'));
    expect(read(dir, '.gitignore')).toBe('secrets/\r\ndist/\n# rocsite\nnode_modules/\n.astro/\n.cache/\n*.log\n.DS_Store\n');
  });

  it('accepts a directory where rocsite was just installed and keeps its package.json', async () => {
    const dir = tmp();
    mkdirSync(join(dir, 'node_modules'));
    writeFileSync(join(dir, 'package-lock.json'), '{}');
    writeFileSync(
      join(dir, 'package.json'),
      JSON.stringify({ name: 'mine', dependencies: { rocsite: 'file:../rocsite-0.1.0.tgz' }, scripts: { test: 'my-tests' } }),
    );
    const r = await runCli(['init'], dir, {});
    expect(r.code).toBe(0);
    const pkg = JSON.parse(read(dir, 'package.json'));
    expect(pkg.name).toBe('mine');
    expect(pkg.dependencies).toEqual({ rocsite: 'file:../rocsite-0.1.0.tgz' });
    expect(pkg.scripts).toEqual({ build: 'rocsite build', dev: 'rocsite dev', test: 'my-tests' });
    // The kept script is said, and the dependency is the project's own.
    expect(r.out).toContain('rocsite init: kept your script "test" (my-tests); rocsite\'s is "rocsite check" (use --force to replace it)\n');
    expect(r.out).toContain('rocsite init: dependency "rocsite": "file:../rocsite-0.1.0.tgz"\n');
    expect(r.out).not.toContain('note:');
  });

  it("replaces npm init's placeholder test script, so `npm test` runs rocsite check", async () => {
    const dir = tmp();
    const placeholder = 'echo "Error: no test specified" && exit 1';
    writeFileSync(join(dir, 'package.json'), JSON.stringify({ name: 'p', version: '1.0.0', scripts: { test: placeholder, lint: 'eslint .' } }, null, 2));
    const r = await runCli(['init'], dir, {});
    expect(r.code).toBe(0);
    expect(JSON.parse(read(dir, 'package.json')).scripts).toEqual({ build: 'rocsite build', dev: 'rocsite dev', test: 'rocsite check', lint: 'eslint .' });
    expect(r.out).not.toContain('kept your script');
  });

  it('the rocsite dependency: --rocsite, else a note that rocsite is not on the npm registry', async () => {
    const a = tmp();
    const r = await runCli(['init', '--rocsite', 'file:vendor/rocsite-0.1.0.tgz'], a, {});
    expect(r.code).toBe(0);
    expect(JSON.parse(read(a, 'package.json')).dependencies).toEqual({ rocsite: 'file:vendor/rocsite-0.1.0.tgz' });
    expect(r.out).not.toContain('note:');
    // This checkout is not installed from anything: the version, and how to install it.
    const b = tmp();
    const v = await runCli(['init'], b, {});
    expect(JSON.parse(read(b, 'package.json')).dependencies.rocsite).toMatch(/^\^\d+\.\d+\.\d+/);
    expect(v.out).toMatch(/note: rocsite is not on the npm registry, so `npm install` cannot fetch this version: install the package from a tarball \(`npm pack` in a rocsite clone\)/);
  });

  it('the spec rocsite was installed with, from the installing project, relative to the new project', () => {
    const base = tmp();
    const owner = join(base, 'tools');
    mkdirSync(join(owner, 'node_modules', 'rocsite'), { recursive: true });
    const pkgRoot = join(owner, 'node_modules', 'rocsite');
    writeFileSync(join(owner, 'package.json'), JSON.stringify({ dependencies: { rocsite: 'file:../dl/rocsite-0.1.0.tgz' } }));
    expect(installedSpec(pkgRoot, join(base, 'reports'))).toBe('file:../dl/rocsite-0.1.0.tgz');
    expect(installedSpec(pkgRoot, join(base, 'a', 'b'))).toBe('file:../../dl/rocsite-0.1.0.tgz');
    expect(installedSpec(pkgRoot, owner)).toBe('file:../dl/rocsite-0.1.0.tgz');
    writeFileSync(join(owner, 'package.json'), JSON.stringify({ devDependencies: { rocsite: 'github:me/rocsite#v0.1.0' } }));
    expect(installedSpec(pkgRoot, join(base, 'reports'))).toBe('github:me/rocsite#v0.1.0');
    writeFileSync(join(owner, 'package.json'), JSON.stringify({ name: 'x' }));
    expect(installedSpec(pkgRoot, join(base, 'reports'))).toBeUndefined();
    expect(installedSpec(root, join(base, 'reports'))).toBeUndefined();
  });
});
