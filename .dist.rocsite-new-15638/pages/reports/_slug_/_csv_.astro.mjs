import { a as getEntry, g as getCollection } from '../../../chunks/_astro_content_UiC9gRz0.mjs';
import { r as reportCsvs } from '../../../chunks/csv_Dm-b3m6I.mjs';
import { s as siteReportOf } from '../../../chunks/loader_HevavViQ.mjs';
export { renderers } from '../../../renderers.mjs';

async function getStaticPaths() {
  return (await getCollection("reportData")).flatMap((e) => reportCsvs(siteReportOf(e).report).map((c) => ({ params: { slug: e.id, csv: c.name } })));
}
const GET = async ({ params }) => {
  const e = await getEntry("reportData", params.slug);
  const f = e && reportCsvs(siteReportOf(e).report).find((c) => c.name === params.csv);
  if (!f) return new Response("not found", { status: 404 });
  return new Response(f.content, { headers: { "Content-Type": "text/csv; charset=utf-8" } });
};

const _page = /*#__PURE__*/Object.freeze(/*#__PURE__*/Object.defineProperty({
  __proto__: null,
  GET,
  getStaticPaths
}, Symbol.toStringTag, { value: 'Module' }));

const page = () => _page;

export { page };
