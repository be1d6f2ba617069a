/**
 * `rocsite init [dir]`: scaffold a project that `rocsite build` turns into a site.
 *
 * Writes the shipped real example (data/asah/: the aSAH data and its config with scenarios and a heatmap;
 * content/reports/asah.mdx), copied from the installed package itself, plus the files of template/: a README (how to
 * add a report, how to deploy), .gitignore, netlify.toml and a GitHub Pages workflow (docs/deploy.md). package.json
 * gets build/dev/test scripts and the rocsite dependency; an existing package.json (e.g. after
 * `npm install ./rocsite-0.1.0.tgz` in an empty directory) is kept and given the scripts it lacks (npm's placeholder
 * test script is replaced; any other script of the same name is kept and reported).
 *
 * The rocsite dependency (rocsite is not on the npm registry): `--rocsite <spec>` when given; else the one the project
 * already has; else the spec this rocsite was installed with (read from the package.json of the project whose
 * node_modules holds it, e.g. `file:../rocsite-0.1.0.tgz`, made relative to the new project); else `^<version>`, with
 * a note that it must be installed from a tarball.
 *
 * A directory holding anything but package.json, package-lock.json, node_modules/ and what a new repository starts
 * with (.git/, README, LICENSE, .gitignore, .gitattributes, .github/) is refused unless `force`. A file of the same
 * name is kept (and said so) unless `force` overwrites it; .gitignore is merged (rocsite's entries added where
 * missing); nothing else is removed.
 */
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { basename, dirname, isAbsolute, join, relative, resolve, sep } from 'node:path';
import { packageRoot } from '../lib/report/cache';
import { ROCSITE_VERSION } from '../lib/report/provenance';

export class InitError extends Error {
  override name = 'InitError';
}

/** Files of the package copied as they are: [from (package-relative), to (project-relative)]. */
const EXAMPLE: [string, string][] = [
  ['data/asah/asah.csv', 'data/asah/asah.csv'],
  ['data/asah/asah.yaml', 'data/asah/asah.yaml'],
  ['content/reports/asah.mdx', 'content/reports/asah.mdx'],
];

/**
 * Entries that do not make a directory "non-empty" for init: what `npm install` leaves, and what a new repository
 * starts with (GitHub's README, licence, .gitignore, .gitattributes, .github/).
 */
const TOLERATED = new Set(['package.json', 'package-lock.json', 'node_modules', '.git', '.gitignore', '.gitattributes', '.github']);
const tolerated = (name: string) => TOLERATED.has(name) || /^(readme|licen[cs]e|copying)(\.(md|txt|rst))?$/i.test(name);

export const SCRIPTS: Record<string, string> = {
  build: 'rocsite build',
  dev: 'rocsite dev',
  test: 'rocsite check',
};

/** The test script `npm init` writes: replaced, not kept. */
export const NPM_PLACEHOLDER_TEST = 'echo "Error: no test specified" && exit 1';

/** What init did besides writing files. */
export interface InitResult {
  /** Project-relative paths written. */
  files: string[];
  /** Project-relative paths that existed and were kept (not overwritten without --force; .gitignore is merged). */
  keptFiles: string[];
  /** Scripts of an existing package.json kept in place of rocsite's: [name, the project's command]. */
  keptScripts: [string, string][];
  /** The rocsite dependency of the project, and where it comes from. */
  rocsite: { spec: string; from: 'option' | 'project' | 'installed' | 'version' };
}

/** A dependency spec that is a local path (file:…, ./x.tgz, ../dir, /abs). */
const localSpec = (spec: string) => /^file:/.test(spec) || /^\.{0,2}\//.test(spec) || isAbsolute(spec) || (/\.(tgz|tar\.gz)$/.test(spec) && !/^[a-z+]+:/i.test(spec));

/**
 * The spec this rocsite was installed with, for a project in `projectDir`: read from the package.json of the project
 * whose node_modules holds `pkgRoot` (npm records `npm install ../rocsite-0.1.0.tgz` as `file:../rocsite-0.1.0.tgz`,
 * and so does npx in its own cache folder). A local path is made relative to `projectDir`. Undefined when rocsite does
 * not run from a node_modules folder (a checkout) or that project does not name it.
 */
export function installedSpec(pkgRoot: string, projectDir: string): string | undefined {
  const nm = dirname(pkgRoot);
  if (basename(nm) !== 'node_modules') return undefined;
  const owner = dirname(nm);
  let pj: { dependencies?: Record<string, string>; devDependencies?: Record<string, string> };
  try {
    pj = JSON.parse(readFileSync(join(owner, 'package.json'), 'utf8'));
  } catch {
    return undefined;
  }
  const spec = pj.dependencies?.rocsite ?? pj.devDependencies?.rocsite;
  if (typeof spec !== 'string' || spec === '') return undefined;
  if (!localSpec(spec)) return spec;
  const abs = resolve(owner, spec.replace(/^file:/, ''));
  const rel = relative(resolve(projectDir), abs).split(sep).join('/');
  return `file:${rel === '' ? '.' : rel}`;
}

function templateFiles(dir: string, base = dir, out: string[] = []): string[] {
  for (const name of readdirSync(dir).sort()) {
    const p = join(dir, name);
    if (statSync(p).isDirectory()) templateFiles(p, base, out);
    else out.push(p.slice(base.length + 1));
  }
  return out;
}

/** npm drops .gitignore files from packages: the template's is named `gitignore`. */
const target = (rel: string) => (basename(rel) === 'gitignore' ? join(dirname(rel), '.gitignore') : rel);

const packageName = (dir: string) =>
  basename(dir).toLowerCase().replace(/[^a-z0-9._-]+/g, '-').replace(/^[._-]+|-+$/g, '') || 'rocsite-reports';

/** `s` as one word of a POSIX shell command line: as it is when plain, else in single quotes (`'it'\''s'`). */
export function shellWord(s: string): string {
  return /^[\w@%+=:,./-]+$/.test(s) ? s : `'${s.replace(/'/g, `'\\''`)}'`;
}

/** Scaffold `dir`; `rocsite`: the dependency spec to write (see the module comment). */
export function initProject(dir: string, opts: { force?: boolean; rocsite?: string } = {}): InitResult {
  const root = resolve(dir);
  if (existsSync(root)) {
    if (!statSync(root).isDirectory()) throw new InitError(`${dir}: exists and is not a directory`);
    const other = readdirSync(root).filter((n) => !tolerated(n));
    if (other.length > 0 && !opts.force)
      throw new InitError(`${dir}: not empty (${other.slice(0, 5).join(', ')}${other.length > 5 ? ', …' : ''}); use --force to write into it anyway`);
  }
  if (opts.rocsite !== undefined && opts.rocsite.trim() === '') throw new InitError('--rocsite: expected a dependency spec, e.g. file:../rocsite-0.1.0.tgz');
  const pkg = packageRoot();
  const written: string[] = [];
  const kept: string[] = [];
  const copy = (from: string, to: string) => {
    const dest = join(root, to);
    mkdirSync(dirname(dest), { recursive: true });
    if (to === '.gitignore' && existsSync(dest)) {
      // The project's own entries stay; rocsite's are added where missing.
      const text = readFileSync(dest, 'utf8');
      const have = new Set(text.split(/\r?\n/).map((l) => l.trim()));
      const add = readFileSync(from, 'utf8').split('\n').filter((l) => l.trim() !== '' && !have.has(l.trim()));
      if (add.length === 0) return;
      writeFileSync(dest, `${text}${text === '' || text.endsWith('\n') ? '' : '\n'}# rocsite\n${add.join('\n')}\n`);
    } else if (existsSync(dest) && !opts.force) {
      kept.push(to); // a new repository's README (or .github/ file) of the same name: never overwritten without --force
      return;
    } else cpSync(from, dest);
    written.push(to);
  };
  for (const [from, to] of EXAMPLE) copy(join(pkg, from), to);
  const tpl = join(pkg, 'template');
  for (const rel of templateFiles(tpl)) copy(join(tpl, rel), target(rel));

  const pj = join(root, 'package.json');
  const existing = existsSync(pj) ? (JSON.parse(readFileSync(pj, 'utf8')) as Record<string, unknown>) : undefined;
  const project: Record<string, unknown> = existing ?? { name: packageName(root), version: '0.0.0', private: true };
  const had = (project.scripts as Record<string, string>) ?? {};
  const scripts: Record<string, string> = { ...SCRIPTS, ...had };
  const keptScripts: [string, string][] = [];
  for (const [name, cmd] of Object.entries(SCRIPTS)) {
    const mine = had[name];
    if (mine === undefined || opts.force || (name === 'test' && mine.trim() === NPM_PLACEHOLDER_TEST)) scripts[name] = cmd;
    else if (mine !== cmd) keptScripts.push([name, mine]);
  }
  project.scripts = scripts;
  // npm ≥ 11 runs only the install scripts a project allows (as rocsite's own package.json does).
  if (project.allowScripts === undefined) project.allowScripts = { esbuild: true, sharp: false };
  const deps = (project.dependencies as Record<string, string>) ?? {};
  let rocsite: InitResult['rocsite'];
  if (opts.rocsite !== undefined) rocsite = { spec: opts.rocsite.trim(), from: 'option' };
  else if (deps.rocsite) rocsite = { spec: deps.rocsite, from: 'project' };
  else {
    const spec = installedSpec(pkg, root);
    rocsite = spec ? { spec, from: 'installed' } : { spec: `^${ROCSITE_VERSION}`, from: 'version' };
  }
  deps.rocsite = rocsite.spec;
  project.dependencies = deps;
  writeFileSync(pj, JSON.stringify(project, null, 2) + '\n');
  written.push('package.json');
  return { files: written, keptFiles: kept, keptScripts, rocsite };
}
