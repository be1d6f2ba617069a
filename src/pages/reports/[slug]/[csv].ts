/** Downloads: the report's CSV tables (metrics.csv, scenarios.csv, operating-points.csv, roc.csv, heatmap.csv). */
import type { APIRoute } from 'astro';
import { siteReports, siteReport } from '../../../lib/site/data';
import { reportCsvs } from '../../../lib/site/csv';

export function getStaticPaths() {
  return siteReports().flatMap((r) => reportCsvs(r.report).map((c) => ({ params: { slug: r.slug, csv: c.name } })));
}

export const GET: APIRoute = ({ params }) => {
  const f = reportCsvs(siteReport(params.slug as string).report).find((c) => c.name === params.csv);
  if (!f) return new Response('not found', { status: 404 });
  return new Response(f.content, { headers: { 'Content-Type': 'text/csv; charset=utf-8' } });
};
