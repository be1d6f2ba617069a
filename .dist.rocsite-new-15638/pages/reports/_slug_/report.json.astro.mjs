import { a as getEntry, g as getCollection } from '../../../chunks/_astro_content_UiC9gRz0.mjs';
export { renderers } from '../../../renderers.mjs';

async function getStaticPaths() {
  return (await getCollection("reportData")).map((e) => ({ params: { slug: e.id } }));
}
const GET = async ({ params }) => {
  const e = await getEntry("reportData", params.slug);
  if (!e?.body) return new Response("not found", { status: 404 });
  return new Response(e.body, { headers: { "Content-Type": "application/json" } });
};

const _page = /*#__PURE__*/Object.freeze(/*#__PURE__*/Object.defineProperty({
  __proto__: null,
  GET,
  getStaticPaths
}, Symbol.toStringTag, { value: 'Module' }));

const page = () => _page;

export { page };
