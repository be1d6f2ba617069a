/**
 * Frontmatter of the hand-written reports (content/reports/*.mdx): one zod schema, used by the MDX content
 * collection (src/content.config.ts) and by the site's report plan (compute.ts), which reads it with the parser of
 * Astro's own Markdown/MDX pipeline (@astrojs/markdown-remark).
 */
import { parseFrontmatter } from '@astrojs/markdown-remark';
import { z } from 'zod';
import { describeZodError } from '../config/load';
import { InputError } from '../io/errors';

export const frontmatterSchema = z
  .object({
    /** Page title; default: the config's title. */
    title: z.string().min(1).optional(),
    /** Config file, relative to the project root (the repository, or a `rocsite init` project), e.g. data/asah/asah.yaml. */
    config: z.string().regex(/\.(ya?ml|json)$/, 'config must be a .yaml, .yml or .json file'),
    /** One-sentence summary shown on the index page. */
    summary: z.string().optional(),
    /** The author's conclusion, shown in the summary box that opens the report (and page 1 of the PDF). */
    conclusion: z.string().min(1).optional(),
    /** The main caveat for the summary box; default: derived from the report (simulated data, sample size, warnings). */
    caveat: z.string().min(1).optional(),
    /** Position on the index page (lower first). */
    order: z.number().int().default(0),
    /** Authors or reviewers named on the report. */
    authors: z.array(z.string()).default([]),
  })
  .strict();

export type Frontmatter = z.infer<typeof frontmatterSchema>;

/** The frontmatter of an MDX file as parsed (YAML between the leading --- lines), or {}. */
export function frontmatter(text: string): Record<string, unknown> {
  return parseFrontmatter(text).frontmatter as Record<string, unknown>;
}

/** The validated frontmatter of an MDX file; errors name the file (`shown`) and the key. */
export function reportFrontmatter(text: string, shown: string): Frontmatter {
  const raw = frontmatter(text);
  if (raw.config === undefined) throw new InputError({ file: shown }, 'frontmatter needs `config: data/…/file.yaml` (the report\'s config), found none');
  const r = frontmatterSchema.safeParse(raw);
  if (!r.success) {
    const d = describeZodError(r.error.issues, raw, frontmatterSchema);
    throw new InputError({ file: shown }, `invalid frontmatter: ${d.keyPath ? `${d.keyPath}: ` : ''}${d.message}`);
  }
  return r.data;
}
