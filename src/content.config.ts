/**
 * Content collection of hand-written reports: content/reports/*.mdx. The frontmatter points at a config in data/
 * (path relative to the repository root); the report is computed from that config by `npm run build`.
 */
import { defineCollection, z } from 'astro:content';
import { glob } from 'astro/loaders';

const reports = defineCollection({
  loader: glob({ pattern: '*.mdx', base: './content/reports' }),
  schema: z
    .object({
      /** Page title; default: the config's title. */
      title: z.string().min(1).optional(),
      /** Config file, relative to the repository root, e.g. data/asah/asah.yaml. */
      config: z.string().regex(/\.(ya?ml|json)$/, 'config must be a .yaml, .yml or .json file'),
      /** One-sentence summary shown on the index page. */
      summary: z.string().optional(),
      /** Position on the index page (lower first). */
      order: z.number().int().default(0),
      /** Authors or reviewers named on the report. */
      authors: z.array(z.string()).default([]),
    })
    .strict(),
});

export const collections = { reports };
