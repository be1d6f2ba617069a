/** Downloads: the report's CSV tables (metrics.csv, scenarios.csv, operating-points.csv, roc.csv, heatmap.csv, intervals.csv, selection.csv). */
import type { APIRoute } from 'astro';
import { getCollection, getEntry, type CollectionEntry } from 'astro:content';
import { reportCsvs } from '../../../lib/site/csv';
import { siteReportOf } from '../../../lib/site/site-data';

export async function getStaticPaths() {
  return (await getCollection('reportData')).flatMap((e: CollectionEntry<'reportData'>) => reportCsvs(siteReportOf(e).report).map((c) => ({ params: { slug: e.id, csv: c.name } })));
}

export const GET: APIRoute = async ({ params }) => {
  const e = await getEntry('reportData', params.slug as string);
  const f = e && reportCsvs(siteReportOf(e).report).find((c) => c.name === params.csv);
  if (!f) return new Response('not found', { status: 404 });
  return new Response(f.content, { headers: { 'Content-Type': 'text/csv; charset=utf-8' } });
};
