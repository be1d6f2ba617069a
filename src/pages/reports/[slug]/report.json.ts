/** Download: the report JSON (src/lib/report/schema.ts), exactly as `rocsite compute` writes it. */
import type { APIRoute } from 'astro';
import { getCollection, getEntry, type CollectionEntry } from 'astro:content';
import { siteReportJson } from '../../../lib/site/site-data';

export async function getStaticPaths() {
  return (await getCollection('reportData')).map((e: CollectionEntry<'reportData'>) => ({ params: { slug: e.id } }));
}

export const GET: APIRoute = async ({ params }) => {
  const e = await getEntry('reportData', params.slug as string);
  if (!e) return new Response('not found', { status: 404 });
  return new Response(siteReportJson(e.data).toString('utf8'), { headers: { 'Content-Type': 'application/json' } });
};
