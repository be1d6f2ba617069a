/**
 * Caches of the site build, in <root>/.cache/site/ (whole output) and <root>/.cache/pdf/ (one PDF per report), keyed
 * by SHA-256 of everything the output is made from, so that a rebuild with nothing changed skips Astro and the
 * browser, and a rebuild that changed one report prints only that report's PDF.
 *
 * - {@link siteKey}: the computed reports (their JSON carries the SHA-256 of every config and input), the project's
 *   content/ and public/, rocsite's own src/ (pages, components, styles, build code), the package manifests and lock
 *   files (dependency versions), the options and the browser that prints the PDFs.
 * - {@link pdfKey}: the report's built page, its report.json, the site's shared assets (_astro/) and the paper format.
 *   Not the browser: a build without one still finds the PDFs of unchanged pages (another browser version prints
 *   the same content; `--force` prints them again).
 */
import { createHash, type Hash } from 'node:crypto';
import { copyFileSync, cpSync, existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { KEPT_IN_OUTPUT } from './out-dir';
import { SOURCE_DATE_EPOCH } from '../settings';

/** Feeds every file under `dir` (sorted, with its relative path) into `h`; a missing directory adds its absence. */
export function hashTree(h: Hash, dir: string, label: string): void {
  h.update(`\0tree ${label}\0`);
  if (!existsSync(dir)) return void h.update('missing');
  const walk = (d: string, rel: string) => {
    for (const name of readdirSync(d).sort()) {
      if (name === 'node_modules' || name === '.DS_Store') continue;
      const p = join(d, name);
      const r = rel ? `${rel}/${name}` : name;
      const st = statSync(p);
      if (st.isDirectory()) walk(p, r);
      else if (st.isFile()) h.update(`\0file ${r} ${st.size}\0`).update(readFileSync(p));
      else h.update(`\0special ${r}\0`); // a FIFO or device: reading it would block or never end
    }
  };
  walk(dir, '');
}

function hashFile(h: Hash, file: string, label: string): void {
  h.update(`\0one ${label}\0`);
  h.update(existsSync(file) ? readFileSync(file) : 'missing');
}

/** Identity of the browser executable (path, size, modification time): another browser may print other bytes. */
export function browserId(executablePath: string | null): string {
  if (!executablePath) return 'none';
  const s = statSync(executablePath);
  return `${executablePath} ${s.size} ${s.mtimeMs}`;
}

export interface SiteKeyInput {
  root: string;
  packageRoot: string;
  /** Slug, config path and SHA-256 of the report JSON of every report, in plan order. */
  reports: { slug: string; configPath: string; mdx: string | null; sha256: string }[];
  base: string;
  browser: string;
  format: string;
}

export function siteKey(k: SiteKeyInput): string {
  const h = createHash('sha256').update('rocsite site output 1');
  h.update(JSON.stringify({ base: k.base, browser: k.browser, format: k.format, sde: SOURCE_DATE_EPOCH.read() ?? '' }));
  for (const r of k.reports) h.update(`\0report ${r.slug} ${r.configPath} ${r.mdx} ${r.sha256}\0`);
  hashTree(h, join(k.root, 'content'), 'content');
  hashTree(h, join(k.root, 'public'), 'public');
  hashTree(h, join(k.packageRoot, 'src'), 'rocsite/src');
  for (const f of ['package.json', 'package-lock.json']) {
    hashFile(h, join(k.packageRoot, f), `rocsite/${f}`);
    if (k.root !== k.packageRoot) hashFile(h, join(k.root, f), `project/${f}`);
  }
  return h.digest('hex');
}

/** Hash of the shared assets of a built site (its _astro/ directory), computed once per build for {@link pdfKey}. */
export function assetsHash(site: string): string {
  const h = createHash('sha256');
  hashTree(h, join(site, '_astro'), '_astro');
  return h.digest('hex');
}

export function pdfKey(site: string, slug: string, assets: string, format: string): string {
  const h = createHash('sha256').update('rocsite pdf 1').update(JSON.stringify({ slug, assets, format }));
  hashFile(h, join(site, 'reports', slug, 'index.html'), 'page');
  hashFile(h, join(site, 'reports', slug, 'report.json'), 'report.json');
  return h.digest('hex');
}

/** The cache directories of a project. */
export const siteCacheDir = (root: string) => join(root, '.cache', 'site');
export const pdfCacheDir = (root: string) => join(root, '.cache', 'pdf');

/** Copies the cached output of `key` to `dest` (which must not exist); false when there is none. */
export function restoreOutput(root: string, key: string, dest: string): boolean {
  const src = join(siteCacheDir(root), key);
  if (!existsSync(src)) return false; // a directory named by its key exists only complete (renamed into place)
  cpSync(src, dest, { recursive: true });
  return true;
}

/** Stores `site` as the cached output of `key`; only the latest output is kept. */
export function storeOutput(root: string, key: string, site: string): void {
  const dir = siteCacheDir(root);
  mkdirSync(dir, { recursive: true });
  const tmp = join(dir, `.tmp-${process.pid}`);
  rmSync(tmp, { recursive: true, force: true });
  // Not what the output keeps of earlier ones (a gh-pages worktree's .git): it is not made from the inputs.
  const kept = new Set<string>(KEPT_IN_OUTPUT.map((n) => join(site, n)));
  cpSync(site, tmp, { recursive: true, filter: (src) => !kept.has(src) });
  for (const name of readdirSync(dir)) if (name !== `.tmp-${process.pid}`) rmSync(join(dir, name), { recursive: true, force: true });
  renameSync(tmp, join(dir, key));
}

/** Path of the cached PDF of `key`, or null. */
export function cachedPdf(root: string, key: string): string | null {
  const p = join(pdfCacheDir(root), `${key}.pdf`);
  return existsSync(p) ? p : null;
}

/** Stores a PDF under `key` (written to a temporary name, then renamed). */
export function storePdf(root: string, key: string, file: string): void {
  const dir = pdfCacheDir(root);
  mkdirSync(dir, { recursive: true });
  const tmp = join(dir, `.${key}.${process.pid}.tmp`);
  copyFileSync(file, tmp);
  renameSync(tmp, join(dir, `${key}.pdf`));
}

/**
 * Stores the PDFs `rocsite pdf` printed into a built site's own pdf/ under the keys a build computes for them, once the
 * pages link them again (then as the build rendered them), so that a later build of an unchanged page, even without a
 * browser, takes them instead of keeping its output's copy as from an earlier build.
 */
export function storePrintedPdfs(root: string, site: string, slugs: string[], format: string): void {
  const assets = assetsHash(site);
  for (const s of slugs) storePdf(root, pdfKey(site, s, assets, format), join(site, 'pdf', `${s}.pdf`));
}

/** Removes cached PDFs other than `keep` (the current reports'). */
export function prunePdfs(root: string, keep: Set<string>): void {
  const dir = pdfCacheDir(root);
  if (!existsSync(dir)) return;
  for (const name of readdirSync(dir)) if (name.endsWith('.pdf') && !keep.has(name.slice(0, -4))) rmSync(join(dir, name), { force: true });
}
