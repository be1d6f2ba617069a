/**
 * Content collections of the site:
 * - `reports`: hand-written reports, content/reports/*.mdx; the frontmatter (src/lib/site/frontmatter.ts) points at a
 *   config in data/ (path relative to the project root: Astro's `root`, the user's project under `rocsite build`);
 * - `reportData`: every report of the site computed from its config through the cached report pipeline, validated by
 *   the report schema (src/lib/site/loader.ts).
 */
import { defineCollection } from 'astro:content';
import { glob } from 'astro/loaders';
import { frontmatterSchema } from './lib/site/frontmatter';
import { mdxSlug } from './lib/site/slug';
import { reportDataLoader } from './lib/site/loader';
import { siteEntrySchema } from './lib/site/site-data';

const reports = defineCollection({
  // Ids are the planner's slugs (the file name as written; Astro's default would lower-case and strip it).
  loader: glob({ pattern: '*.mdx', base: './content/reports', generateId: ({ entry }) => mdxSlug(entry) }),
  schema: frontmatterSchema,
});

const reportData = defineCollection({
  loader: reportDataLoader(),
  schema: siteEntrySchema,
});

export const collections = { reports, reportData };
