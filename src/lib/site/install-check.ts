/**
 * Can Astro render rocsite's pages for this project? Checked before a site build or dev server starts, so that an
 * installation Astro cannot work from fails with its cause and its remedy, not with an error from inside Vite.
 *
 * - Astro (and the rest of rocsite's dependencies) must resolve from the project: Vite resolves the pages' imports
 *   from the project root, and the prerendering bundle from where it is written (inside the project).
 * - rocsite's pages (its src/) and the project must share a directory below `/`: Astro 5 reads a source path with no
 *   directory in common with the project root as relative to that root (vite-plugin-utils `normalizeFilename`), and the
 *   build then fails with "No cached compile metadata found" for a page that exists. This is the case of a rocsite
 *   installed globally, linked with `npm link`, or run from a clone, for a project elsewhere (/srv/proj and
 *   /home/me/rocsite).
 * - Neither path holds a `#`: Vite supports it only in a dependency's path (vitejs/vite#6763), so a build there fails
 *   with "Rollup failed to resolve import astro:content-layer-deferred-module…" and the dev server answers 500.
 * The first two hold for a project with rocsite installed in it (node_modules/rocsite), the supported way.
 */
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';

/** A rocsite project: data/ (configs) or content/reports/ (MDX reports). */
export function isRocsiteProject(root: string): boolean {
  return existsSync(join(root, 'data')) || existsSync(join(root, 'content', 'reports'));
}

const REMEDY =
  "install rocsite in the project (`npm install <rocsite package>`; `rocsite init` lists it in package.json) and run the project's own rocsite there (`npx rocsite build`, `npx rocsite dev`)";

/** The first directory below `/` of an absolute POSIX path ("/home/me/p" → "home"); null for other paths. */
function topDirectory(p: string): string | null {
  return p.startsWith('/') ? (p.split('/').find((s) => s !== '') ?? '') : null;
}

/** Where `astro` resolves from `dir` (its package.json), or null. */
export function resolveAstroFrom(dir: string): string | null {
  try {
    return createRequire(join(dir, 'package.json')).resolve('astro/package.json');
  } catch {
    return null;
  }
}

/** Why Vite cannot build from `dir` (`what` names it): a `#` in its path; or null. */
export function hashInPath(dir: string, what: string): string | null {
  return dir.includes('#') ? `${dir}: a '#' in the path of ${what}, where Astro's bundler (Vite) cannot build: move or rename the folder so that its path has no '#'` : null;
}

/**
 * Why Astro cannot build the project at `root` with rocsite's pages in `srcDir`, or null when it can.
 * `resolveAstro` is injectable for tests.
 */
export function siteInstallProblem(root: string, srcDir: string, resolveAstro: (dir: string) => string | null = resolveAstroFrom): string | null {
  const hash = hashInPath(root, 'the project') ?? hashInPath(srcDir, "rocsite's pages");
  if (hash) return hash;
  if (resolveAstro(root) === null)
    return `${root}: Astro cannot be found from this project (expected node_modules/astro, installed with rocsite): ${REMEDY}`;
  const a = topDirectory(srcDir);
  const b = topDirectory(root);
  if (a !== null && b !== null && a !== b)
    return (
      `rocsite's pages (${srcDir}) and the project (${root}) have no directory in common below /, and Astro then ` +
      `looks for the pages inside the project: ${REMEDY}`
    );
  return null;
}
