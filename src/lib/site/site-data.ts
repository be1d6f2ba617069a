/**
 * The site's computed reports as the pages read them: the entry the content loader (loader.ts) stores per report in
 * the collection `reportData`, and the report JSON it names, read and parsed once per digest. Kept apart from the
 * loader, which runs the report pipeline: the pages import only this module, so Astro's bundle of the pages leaves
 * the pipeline (input readers, metrics) out.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'zod';
import { sha256 } from '../hash';
import type { Report } from '../report/types';

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
    /** Absolute path of the report JSON text (`.cache/site-data/`: see loader.ts). */
    reportFile: z.string().min(1),
    /** SHA-256 of that text, checked on reading. */
    sha256: z.string().regex(/^[0-9a-f]{64}$/),
    /** `astro dev` only: why the report could not be recomputed after the last change (the data is the last good). */
    error: z.string().min(1).optional(),
  })
  .strict();

export type SiteEntry = z.infer<typeof siteEntrySchema>;
export type SiteReport = SiteEntry & { report: Report };

/** Where the loader writes the reports' JSON for the pages. */
export function siteDataDir(root: string): string {
  return join(root, '.cache', 'site-data');
}

/**
 * The report JSON text of an entry, exactly as `rocsite compute` writes it, checked against the digest stored with
 * the entry (a file changed or removed since the content was loaded is an error naming it, not a stale page).
 */
export function siteReportJson(data: SiteEntry): Buffer {
  let bytes: Buffer;
  try {
    bytes = readFileSync(data.reportFile);
  } catch (e) {
    throw new Error(`report "${data.slug}": cannot read its JSON ${data.reportFile} (${(e as Error).message}); run the build again`);
  }
  if (sha256(bytes) !== data.sha256) throw new Error(`report "${data.slug}": ${data.reportFile} changed since the reports were loaded; run the build again`);
  return bytes;
}

/**
 * Parsed reports by digest. On `globalThis`: the pages run from Astro's prerender bundle, a second copy of this module,
 * and the build forgets them ({@link forgetParsedReports}) once the pages are written: a module-level map outlives
 * the build (a 500-model report's objects, 170 MB of heap, were kept through the post-processing and the PDFs).
 */
const PARSED = Symbol.for('rocsite.site.parsedReports');
const parsed: Map<string, Report> = ((globalThis as Record<symbol, Map<string, Report> | undefined>)[PARSED] ??= new Map());

/** Drops the parsed reports (called when Astro has generated the pages: src/lib/site/astro-config.ts). */
export function forgetParsedReports(): void {
  parsed.clear();
}

/**
 * An entry of `reportData` with its report: the entry's JSON file parsed once per digest. The loader validated this
 * very text by the report schema (the digest says it is the same), so it is not validated twice.
 */
export function siteReportOf(e: { data: SiteEntry }): SiteReport {
  let report = parsed.get(e.data.sha256);
  if (!report) {
    report = JSON.parse(siteReportJson(e.data).toString('utf8')) as Report;
    parsed.set(e.data.sha256, report);
  }
  return { ...e.data, report };
}

