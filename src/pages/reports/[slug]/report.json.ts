/** Download: the report JSON (the contract of src/lib/report/types.ts), as computed by the pipeline. */
import type { APIRoute } from 'astro';
import { siteReports, siteReport } from '../../../lib/site/data';

export function getStaticPaths() {
  return siteReports().map((r) => ({ params: { slug: r.slug } }));
}

export const GET: APIRoute = ({ params }) => {
  const r = siteReport(params.slug as string).report;
  return new Response(JSON.stringify(r), { headers: { 'Content-Type': 'application/json' } });
};
