/**
 * Where a site build may write. A build replaces its output directory as a whole (src/lib/site/swap.ts): whatever
 * was there is deleted. So the output must not be the project or hold it, must not lie in the project's inputs,
 * caches or tools, and an existing directory must be empty or a site an earlier build wrote (its index.html carries
 * rocsite's generator tag). A git checkout's `.git` in the output (a gh-pages worktree) is kept across builds, and an
 * output that is a symbolic link (dist → /var/www/site) is replaced where it points, the link kept.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { writeTarget } from '../write-target';
import { join, resolve } from 'node:path';
import { isWithin } from '../path-within';
import { SITE_GENERATOR } from './markers';

/** What a build keeps of the output it replaces. */
export const KEPT_IN_OUTPUT = ['.git'] as const;

/**
 * What the site writes at the top of its output: the pages (src/pages: index.html, reports/), Astro's assets
 * (`build.assets` in src/lib/site/astro-config.ts) and the PDFs. A file of the project's public/ may not take one of
 * these places: the site's own would silently replace it.
 */
export const SITE_ENTRIES = ['index.html', 'reports', 'pdf', '_astro'] as const;

/** Why the project's public/ cannot be copied into the site (it holds one of {@link SITE_ENTRIES}), or null. */
export function publicDirProblem(root: string): string | null {
  const pub = join(root, 'public');
  if (!existsSync(pub)) return null;
  const dir = (n: string) => (statSync(join(pub, n)).isDirectory() ? `${n}/` : n);
  const taken = readdirSync(pub)
    .filter((n) => (SITE_ENTRIES as readonly string[]).includes(n))
    .sort();
  if (taken.length === 0) return null;
  return (
    `${taken.map((n) => `public/${dir(n)}`).join(', ')}: these places belong to the site (its pages, downloads, PDFs and ` +
    `assets: ${SITE_ENTRIES.map((n) => (n.includes('.') ? n : `${n}/`)).join(', ')}), whose own files would replace ${taken.length === 1 ? 'it' : 'them'}; rename or move ${taken.length === 1 ? 'it' : 'them'}`
  );
}

/** The project's directories a build reads or keeps, never writes its output into. */
const PROJECT_DIRS = ['data', 'content', 'public', '.cache', '.astro', 'node_modules', '.git'] as const;

/** How messages name the output: the `--out` given, else the default directory. */
export const outputLabel = (out: string | undefined, shown: string) => (out !== undefined ? `--out ${out}` : `the output directory ${shown}`);

/** The directory a build replaces for `--out` (absolute, or relative to `root`): a symbolic link's target. */
export function outputDir(root: string, out?: string, label = outputLabel(out, 'dist')): string {
  return writeTarget(resolve(root, out ?? 'dist'), label);
}

/** Whether `dir`'s index.html is a page of a rocsite site. */
function isEarlierSite(dir: string): boolean {
  const index = join(dir, 'index.html');
  if (!existsSync(index)) return false;
  return new RegExp(`<meta name="generator" content="${SITE_GENERATOR}"\\s*/?>`).test(readFileSync(index, 'utf8').slice(0, 4096));
}

/**
 * Why a build of the project at `root` must not write its site to `outDir` (both absolute), or null when it may.
 * `label` names the output in the message ({@link outputLabel}).
 */
export function outputDirProblem(root: string, outDir: string, label = `--out ${outDir}`): string | null {
  const replaces = 'a build replaces its output directory as a whole';
  if (isWithin(root, outDir))
    return `${label}: the project itself or a directory holding it (${root}); ${replaces}, which would delete the project. Choose a directory for the site, e.g. ${join(root, 'dist')}`;
  for (const d of PROJECT_DIRS)
    if (isWithin(outDir, join(root, d)))
      return `${label}: inside the project's ${d}/, which a build reads or keeps and must not replace or fill. Choose a directory for the site, e.g. ${join(root, 'dist')}`;
  if (!existsSync(outDir)) return null;
  if (!statSync(outDir).isDirectory()) return `${label}: expected a directory for the site, found a file`;
  const entries = readdirSync(outDir).filter((n) => !(KEPT_IN_OUTPUT as readonly string[]).includes(n));
  if (entries.length === 0 || isEarlierSite(outDir)) return null;
  return (
    `${label}: exists and is not a site of an earlier build (its index.html has no <meta name="generator" content="${SITE_GENERATOR}">); ` +
    `${replaces}, which would delete its ${entries.length} entr${entries.length === 1 ? 'y' : 'ies'} (${entries.slice(0, 3).join(', ')}${entries.length > 3 ? ', …' : ''}). ` +
    'Choose a new or empty directory, or move this one away first'
  );
}
