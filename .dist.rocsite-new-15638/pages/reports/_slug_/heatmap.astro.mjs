import { c as createComponent, r as renderComponent, a as renderTemplate, d as createAstro, m as maybeRenderHead, b as addAttribute } from '../../../chunks/astro/server_ChZAUDI4.mjs';
import 'piccolore';
import { $ as $$Base, f as fmt, i as int } from '../../../chunks/palette_BNHy1WDO.mjs';
import { $ as $$WinnerHeatmap, a as $$WhatIf, b as $$Provenance } from '../../../chunks/Provenance_6i3IrD6E.mjs';
import { g as getCollection } from '../../../chunks/_astro_content_UiC9gRz0.mjs';
import { s as siteReportOf } from '../../../chunks/loader_HevavViQ.mjs';
export { renderers } from '../../../renderers.mjs';

const $$Astro = createAstro();
async function getStaticPaths() {
  return (await getCollection("reportData")).map(siteReportOf).filter((e) => e.report.heatmap).map((e) => ({ params: { slug: e.slug }, props: { report: e.report } }));
}
const $$Heatmap = createComponent(async ($$result, $$props, $$slots) => {
  const Astro2 = $$result.createAstro($$Astro, $$props, $$slots);
  Astro2.self = $$Heatmap;
  const { slug } = Astro2.params;
  const { report } = Astro2.props;
  Astro2.locals.rocsite = { report, slug, ids: 0 };
  const h = report.heatmap;
  const total = report.dataset.positives + report.dataset.negatives;
  const nav = [
    { href: "../index.html", label: "Report" },
    { href: "./index.html", label: "Heatmap", current: true }
  ];
  const cost = "t" in h.cost ? `t uniform on [${h.cost.t[0]}, ${h.cost.t[1]}]` : `C0/C1 uniform on [${h.cost.ratio[0]}, ${h.cost.ratio[1]}]`;
  return renderTemplate`${renderComponent($$result, "Base", $$Base, { "title": `Heatmap \u2014 ${report.title}`, "root": "../../../", "nav": nav, "simulated": report.simulated }, { "default": async ($$result2) => renderTemplate` ${maybeRenderHead()}<main id="content"${addAttribute(slug, "data-report")} class="report"> <header class="report-header"> <p class="eyebrow">Winner heatmap${report.simulated && renderTemplate`<span class="badge simulated">Simulated data</span>`}</p> <h1><bdi>${report.title}</bdi>: which model wins where?</h1> <p class="lede">${h.alphas.length} × ${h.kappas.length} deployment scenarios: minimum precision α from ${fmt(h.alphas[0], 2)} to
${fmt(h.alphas[h.alphas.length - 1], 2)}, capacity κ from ${int(h.kappas[0])} to ${int(h.kappas[h.kappas.length - 1])} alerts
        (of ${int(total)} cases), costs ${cost}; ties within ${h.tie}.</p> </header> <h2>Winners by partial VOROS</h2> ${renderComponent($$result2, "WinnerHeatmap", $$WinnerHeatmap, {})} ${renderComponent($$result2, "WhatIf", $$WhatIf, {})} ${renderComponent($$result2, "Provenance", $$Provenance, { "downloads": "../" })} </main> ` })}`;
}, "/work/wt-uncert2/src/pages/reports/[slug]/heatmap.astro", void 0);

const $$file = "/work/wt-uncert2/src/pages/reports/[slug]/heatmap.astro";
const $$url = "/reports/[slug]/heatmap";

const _page = /*#__PURE__*/Object.freeze(/*#__PURE__*/Object.defineProperty({
  __proto__: null,
  default: $$Heatmap,
  file: $$file,
  getStaticPaths,
  url: $$url
}, Symbol.toStringTag, { value: 'Module' }));

const page = () => _page;

export { page };
