/**
 * `rocsite init [dir]`: scaffold a project that `rocsite build` turns into a site.
 *
 * Writes the shipped real example (data/asah/: the aSAH data and its config with scenarios and a heatmap;
 * content/reports/asah.mdx), copied from the installed package itself, plus the files of template/: a README (how to
 * add a report, how to deploy), .gitignore, netlify.toml and a GitHub Pages workflow (docs/deploy.md). package.json
 * gets build/dev/test scripts and the rocsite dependency; an existing package.json (e.g. after `npm install rocsite`
 * in an empty directory) is kept and given the scripts it lacks.
 *
 * A directory holding anything but package.json, package-lock.json, node_modules/ and .git/ is refused unless
 * `force` (then existing files of the same name are overwritten, nothing else is removed).
 */
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { basename, dirname, join, resolve } from 'node:path';
import { packageRoot } from '../lib/report/cache';
import { ROCSITE_VERSION } from '../lib/report/provenance';

export class InitError extends Error {}

/** Files of the package copied as they are: [from (package-relative), to (project-relative)]. */
const EXAMPLE: [string, string][] = [
  ['data/asah/asah.csv', 'data/asah/asah.csv'],
  ['data/asah/asah.yaml', 'data/asah/asah.yaml'],
  ['content/reports/asah.mdx', 'content/reports/asah.mdx'],
];

/** Entries that do not make a directory "non-empty" for init. */
const TOLERATED = new Set(['package.json', 'package-lock.json', 'node_modules', '.git']);

export const SCRIPTS: Record<string, string> = {
  build: 'rocsite build',
  dev: 'rocsite dev',
  test: 'rocsite check',
};

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

/** Scaffold `dir`; returns the project-relative paths written. */
export function initProject(dir: string, opts: { force?: boolean } = {}): string[] {
  const root = resolve(dir);
  if (existsSync(root)) {
    if (!statSync(root).isDirectory()) throw new InitError(`${dir}: exists and is not a directory`);
    const other = readdirSync(root).filter((n) => !TOLERATED.has(n));
    if (other.length > 0 && !opts.force)
      throw new InitError(`${dir}: not empty (${other.slice(0, 5).join(', ')}${other.length > 5 ? ', …' : ''}); use --force to write into it anyway`);
  }
  const pkg = packageRoot();
  const written: string[] = [];
  const copy = (from: string, to: string) => {
    mkdirSync(dirname(join(root, to)), { recursive: true });
    cpSync(from, join(root, to));
    written.push(to);
  };
  for (const [from, to] of EXAMPLE) copy(join(pkg, from), to);
  const tpl = join(pkg, 'template');
  for (const rel of templateFiles(tpl)) copy(join(tpl, rel), target(rel));

  const pj = join(root, 'package.json');
  const existing = existsSync(pj) ? (JSON.parse(readFileSync(pj, 'utf8')) as Record<string, unknown>) : undefined;
  const project: Record<string, unknown> = existing ?? { name: packageName(root), version: '0.0.0', private: true };
  project.scripts = { ...SCRIPTS, ...((project.scripts as Record<string, string>) ?? {}) };
  if (opts.force) Object.assign(project.scripts as object, SCRIPTS);
  // npm ≥ 11 runs only the install scripts a project allows (as rocsite's own package.json does).
  if (project.allowScripts === undefined) project.allowScripts = { esbuild: true, sharp: false };
  const deps = (project.dependencies as Record<string, string>) ?? {};
  if (!deps.rocsite) deps.rocsite = `^${ROCSITE_VERSION}`;
  project.dependencies = deps;
  writeFileSync(pj, JSON.stringify(project, null, 2) + '\n');
  written.push('package.json');
  return written;
}
