/**
 * Build-time access of the Astro pages to the computed reports. `npm run build` (scripts/build.ts) computes every
 * report through the pipeline and writes a manifest (default `.cache/rocsite/site/manifest.json`, or the path in
 * ROCSITE_MANIFEST); the pages only read it, so Astro never recomputes a metric.
 */
import { readFileSync, existsSync } from 'node:fs';
import { resolve, isAbsolute, dirname } from 'node:path';
import type { Report } from '../report/types';

export interface ManifestEntry {
  /** URL slug: the MDX file name, or the config's file name for generated reports. */
  slug: string;
  /** Config path relative to the repository root (POSIX). */
  configPath: string;
  /** Name of the MDX entry in content/reports, or null for a generated default report. */
  mdx: string | null;
  /** Report JSON path (absolute, or relative to the manifest). */
  reportFile: string;
}

export interface Manifest {
  generated: string;
  reports: ManifestEntry[];
}

export interface SiteReport extends ManifestEntry {
  report: Report;
}

export const DEFAULT_MANIFEST = '.cache/rocsite/site/manifest.json';

export function manifestPath(): string {
  return resolve(process.env.ROCSITE_MANIFEST ?? DEFAULT_MANIFEST);
}

let memo: { path: string; reports: SiteReport[] } | undefined;

/** Every report of the site, in manifest order (MDX reports first, then generated ones, each by slug). */
export function siteReports(): SiteReport[] {
  const path = manifestPath();
  if (memo && memo.path === path) return memo.reports;
  if (!existsSync(path)) {
    throw new Error(`no computed reports at ${path}: run \`npm run build\` (or \`npm run dev\`), which computes them first`);
  }
  const m = JSON.parse(readFileSync(path, 'utf8')) as Manifest;
  const reports = m.reports.map((e) => {
    const file = isAbsolute(e.reportFile) ? e.reportFile : resolve(dirname(path), e.reportFile);
    return { ...e, report: JSON.parse(readFileSync(file, 'utf8')) as Report };
  });
  memo = { path, reports };
  return reports;
}

export function siteReport(slug: string): SiteReport {
  const r = siteReports().find((x) => x.slug === slug);
  if (!r) throw new Error(`no report with slug "${slug}"; known: ${siteReports().map((x) => x.slug).join(', ')}`);
  return r;
}

/** Build date shown on pages: SOURCE_DATE_EPOCH when set (reproducible builds), else the manifest's date. */
export function siteDate(): string {
  const e = process.env.SOURCE_DATE_EPOCH;
  if (e && /^\d+$/.test(e)) return new Date(Number(e) * 1000).toISOString();
  const path = manifestPath();
  if (existsSync(path)) return (JSON.parse(readFileSync(path, 'utf8')) as Manifest).generated;
  return new Date(0).toISOString();
}
