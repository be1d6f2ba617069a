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
import type { Report } from '../report/types';
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
  })
  .strict();

export type SiteEntry = z.infer<typeof siteEntrySchema>;
export type SiteReport = SiteEntry & { report: Report };

const parsed = new Map<string, Report>();

/**
 * An entry of `reportData` with its report: the entry's body (the `rocsite compute` JSON text) parsed and validated by
 * the report schema, once per body. The report travels as text because Astro's data store cannot hold an object with
 * a `__proto__` key, and a model may have that name.
 */
export function siteReportOf(e: { data: SiteEntry; body?: string }): SiteReport {
  if (e.body === undefined) throw new Error(`report "${e.data.slug}": the content store has no report JSON for it`);
  let report = parsed.get(e.body);
  if (!report) {
    report = reportSchema.parse(JSON.parse(e.body)) as Report;
    parsed.set(e.body, report);
  }
  return { ...e.data, report };
}

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
          // Validated here, so a bad report fails the load; stored as the body (see siteReportOf).
          const check = reportSchema.safeParse(JSON.parse(json));
          if (!check.success) throw new Error(`report "${p.slug}" (${p.configPath}): not a valid report: ${check.error.issues[0]?.path.join('.')}: ${check.error.issues[0]?.message}`);
          const data = await parseData({ id: p.slug, data: { ...p, index } });
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
