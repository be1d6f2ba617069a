/**
 * A report's slug: its address in the site (reports/<slug>/) and its PDF's name (pdf/<slug>.pdf). One rule for the
 * planner (compute.ts), the content collection of MDX reports (src/content.config.ts) and the pages.
 *
 * - An MDX report's slug is its file name without `.mdx`, as written: letters, digits, '.', '_' and '-', starting and
 *   ending with a letter or digit ('_' and '-' may end it). Any other file name is refused with a suggestion (a space,
 *   an accent or a sign would make an address that needs escaping, or that Astro's default ids change).
 * - A generated report's slug (a config no MDX report uses) is made from the config's file name: lower case, every
 *   other run of characters a '-'.
 * Two reports whose slugs differ only in case are refused: they would be one directory on macOS or Windows.
 */

/** Letters, digits, '.', '_', '-'; first a letter or digit, not ending in '.'. */
const SLUG = /^[A-Za-z0-9](?:[A-Za-z0-9._-]*[A-Za-z0-9_-])?$/;

/** The slug of the MDX report in `fileName` (e.g. "Sepsis.mdx" → "Sepsis"); not checked (see {@link slugProblem}). */
export function mdxSlug(fileName: string): string {
  return fileName.replace(/\.mdx$/i, '');
}

/** A name made a slug: lower case, runs of other characters '-', no '-' at either end ("" → "report"). */
export function toSlug(name: string): string {
  return (
    name
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .replace(/[^a-z0-9-]+/g, '-')
      .replace(/^-+|-+$/g, '') || 'report'
  );
}

/** Why `slug` (of the MDX report `file`, as shown) cannot be a report's slug, or null. */
export function slugProblem(slug: string, file: string): string | null {
  if (SLUG.test(slug)) return null;
  return (
    `${file}: a report's file name is its address (reports/<name>/) and its PDF's name: expected letters, digits, ` +
    `'.', '_' and '-' only, starting with a letter or digit, found "${slug}"; rename it, e.g. to ${toSlug(slug)}.mdx`
  );
}
