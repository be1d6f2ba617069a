/**
 * Astro content loader of the site's computed reports (collection `reportData` in src/content.config.ts): plans the
 * reports (compute.ts), reads each through the cached report pipeline, validates it by the report schema
 * (src/lib/report/schema.ts) and writes its JSON text, exactly as `rocsite compute` writes it, to
 * `.cache/site-data/<slug>.<digest>.json`; the store entry names that file and its SHA-256. The text stays out of
 * Astro's data store: Astro bundles the store into the build as one JavaScript module, and a 200 MB report (500
 * models) made that module cost gigabytes of memory and a quarter of the build time.
 * In `astro dev` a changed config, input or MDX file reloads the reports; a report that then fails keeps its last
 * good version, marked with the error (`error`), so that its page says so (StaleReport.astro). A build fails instead.
 */
import { mkdirSync, readdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { basename, join, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Loader } from 'astro/loaders';
import { terminalText } from '../text';
import { reportSchema } from '../report/schema';
import { computePlanned, planReports } from './compute';
import { siteDataDir, type SiteEntry } from './site-data';

/** Writes a report's JSON text under its slug and digest (atomically: temp file + rename). */
function writeReportFile(dir: string, slug: string, json: string, hash: string): string {
  const file = join(dir, `${slug}.${hash.slice(0, 16)}.json`);
  const tmp = `${file}.${process.pid}.tmp`;
  writeFileSync(tmp, json);
  renameSync(tmp, file);
  return file;
}

export function reportDataLoader(opts: { root?: string } = {}): Loader {
  return {
    name: 'rocsite-reports',
    async load({ store, parseData, generateDigest, logger, watcher, config }) {
      // The project root: Astro's `root` (the user's project under `rocsite build`), so the cache is the project's.
      const root = resolve(opts.root ?? (config?.root ? fileURLToPath(config.root) : process.cwd()));
      // `dev`: a failing report keeps its last good entry, marked with the error, and the others are still computed.
      const run = async (dev = false) => {
        const failures: string[] = [];
        const stale = async (slug: string, index: number | undefined, e: unknown): Promise<string | undefined> => {
          const msg = terminalText((e as Error).message);
          failures.push(msg);
          const old = store.get(slug);
          if (!old) return undefined;
          const prev = old.data as SiteEntry;
          const data = await parseData({ id: slug, data: { ...prev, index: index ?? prev.index, error: msg } });
          store.set({ id: slug, data, digest: generateDigest(`${old.digest}\0${msg}`) });
          return basename(prev.reportFile);
        };
        let plan: ReturnType<typeof planReports>;
        try {
          plan = planReports(root);
        } catch (e) {
          if (!dev) throw e;
          for (const id of [...store.keys()]) await stale(id, undefined, e);
          throw e;
        }
        const keep = new Set(plan.map((p) => p.slug));
        for (const id of store.keys()) if (!keep.has(id)) store.delete(id);
        const dir = siteDataDir(root);
        mkdirSync(dir, { recursive: true });
        const files = new Set<string>();
        for (const [index, p] of plan.entries()) {
          try {
            const { json, cached, sha256: hash } = await computePlanned(root, p, { cwd: root });
            // Validated, so a bad report fails the load (a cached one was, on reading: src/lib/report/cache.ts); the
            // pages read it from its file (see siteReportOf).
            if (!cached) {
              const check = reportSchema.safeParse(JSON.parse(json));
              if (!check.success) throw new Error(`report "${p.slug}" (${p.configPath}): not a valid report: ${check.error.issues[0]?.path.join('.')}: ${check.error.issues[0]?.message}`);
            }
            const reportFile = writeReportFile(dir, p.slug, json, hash);
            files.add(basename(reportFile));
            const data = await parseData({ id: p.slug, data: { ...p, index, reportFile, sha256: hash } });
            store.set({ id: p.slug, data, digest: generateDigest(hash) });
          } catch (e) {
            if (!dev) throw e;
            const kept = await stale(p.slug, index, e);
            if (kept) files.add(kept);
          }
        }
        // Only the current reports' files stay (builds of a project are serialised by its build lock).
        for (const f of readdirSync(dir)) if (!files.has(f)) rmSync(join(dir, f), { force: true });
        if (failures.length) throw new Error(failures.join('\n'));
      };
      await run();
      if (watcher) {
        const watched = [join(root, 'data') + sep, join(root, 'content', 'reports') + sep];
        // One run at a time, after the events of one save have settled (an editor's save can be a truncation then a
        // write: a run between them would find an empty config and drop its report).
        let timer: ReturnType<typeof setTimeout> | undefined;
        let running: Promise<void> = Promise.resolve();
        // A file added or removed counts too: a pattern in dataset.path may match it (docs/config.md, Several files).
        const events = { change: 'changed', add: 'added', unlink: 'removed' } as const;
        for (const [event, what] of Object.entries(events)) {
          watcher.on(event, (file: string) => {
            if (!watched.some((d) => file.startsWith(d))) return;
            logger.info(`${file} ${what}: recomputing the reports`);
            clearTimeout(timer);
            timer = setTimeout(() => {
              running = running.then(() => run(true).catch((e) => logger.error(terminalText((e as Error).message))));
            }, 150);
          });
        }
      }
    },
  };
}
