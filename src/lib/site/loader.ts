/**
 * Astro content loader of the site's computed reports (collection `reportData` in src/content.config.ts): plans the
 * reports (compute.ts), reads each through the cached report pipeline and stores it validated by the report schema
 * (src/lib/report/schema.ts). The entry's `body` is the report JSON text exactly as `rocsite compute` writes it.
 * In `astro dev` a changed config, input or MDX file reloads the reports.
 */
import { join, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import type { Loader } from 'astro/loaders';
import { terminalText } from '../text';
import { reportSchema } from '../report/schema';
import { computePlanned, planReports } from './compute';

export const siteEntrySchema = z
  .object({
    /** URL slug: the MDX file name, or the config's file name for generated reports. */
    slug: z.string().min(1),
    /** Config path relative to the project root (POSIX). */
    configPath: z.string(),
    /** Name of the MDX entry in content/reports, or null for a generated default report. */
    mdx: z.string().nullable(),
    /** Position in the plan: MDX reports first (by file name), then generated ones (by config path). */
    index: z.number().int().min(0),
    report: reportSchema,
  })
  .strict();

export type SiteEntry = z.infer<typeof siteEntrySchema>;

export function reportDataLoader(opts: { root?: string } = {}): Loader {
  return {
    name: 'rocsite-reports',
    async load({ store, parseData, generateDigest, logger, watcher, config }) {
      // The project root: Astro's `root` (the user's project under `rocsite build`), so the cache is the project's.
      const root = resolve(opts.root ?? (config?.root ? fileURLToPath(config.root) : process.cwd()));
      const run = async () => {
        const plan = planReports(root);
        const keep = new Set(plan.map((p) => p.slug));
        for (const id of store.keys()) if (!keep.has(id)) store.delete(id);
        for (const [index, p] of plan.entries()) {
          const { json } = await computePlanned(root, p, { cwd: root });
          const data = await parseData({ id: p.slug, data: { ...p, index, report: JSON.parse(json) } });
          store.set({ id: p.slug, data, body: json, digest: generateDigest(json) });
        }
      };
      await run();
      if (watcher) {
        const watched = [join(root, 'data') + sep, join(root, 'content', 'reports') + sep];
        watcher.on('change', (file) => {
          if (!watched.some((d) => file.startsWith(d))) return;
          logger.info(`${file} changed: recomputing the reports`);
          run().catch((e) => logger.error(terminalText((e as Error).message)));
        });
      }
    },
  };
}
