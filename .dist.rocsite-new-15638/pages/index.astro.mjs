import { c as createComponent, r as renderComponent, a as renderTemplate, m as maybeRenderHead, b as addAttribute, F as Fragment } from '../chunks/astro/server_ChZAUDI4.mjs';
import 'piccolore';
import { $ as $$Base, m as modelColors, i as int, p as pct, a as inputKind, f as fmt } from '../chunks/palette_BNHy1WDO.mjs';
import { g as getCollection } from '../chunks/_astro_content_UiC9gRz0.mjs';
import { s as siteReportOf } from '../chunks/loader_HevavViQ.mjs';
export { renderers } from '../renderers.mjs';

const $$Index = createComponent(async ($$result, $$props, $$slots) => {
  const entries = await getCollection("reports");
  const computed = (await getCollection("reportData")).map(siteReportOf).sort((a, b) => a.index - b.index);
  const reports = computed.map((r) => {
    const e = r.mdx ? entries.find((x) => x.id === r.mdx) : void 0;
    return { ...r, title: e?.data.title ?? r.report.title, summary: e?.data.summary ?? r.report.description ?? "", order: e?.data.order ?? 1e3 };
  }).sort((a, b) => a.order - b.order || (a.slug < b.slug ? -1 : 1));
  return renderTemplate`${renderComponent($$result, "Base", $$Base, { "title": "Reports", "root": "./" }, { "default": async ($$result2) => renderTemplate` ${maybeRenderHead()}<main id="content" class="index"> <header class="report-header"> <p class="eyebrow">rocsite</p> <h1>Classifier comparison reports</h1> <p class="lede">Each report compares models on one dataset: discrimination (AUROC, average precision), cost-weighted
        performance (VOROS) and performance under deployment constraints — a minimum precision α and a maximum number of
        alerts κ (partial VOROS).</p> </header> <ul class="report-list"> ${reports.map((r) => {
    const rep = r.report;
    const colors = modelColors(rep.models.map((m) => m.name));
    const s0 = rep.scenarios[0];
    return renderTemplate`<li class="report-card"${addAttribute(r.slug, "data-slug")}> <h2><a${addAttribute(`./reports/${r.slug}/index.html`, "href")}><bdi>${r.title}</bdi></a> ${rep.simulated && renderTemplate`<span class="badge simulated">Simulated data</span>`} ${!r.mdx && renderTemplate`<span class="badge">Generated report</span>`}</h2> ${r.summary && renderTemplate`<p>${r.summary}</p>`} <p class="meta">${int(rep.dataset.positives + rep.dataset.negatives)} cases, ${pct(rep.dataset.prevalence)} positive ·
${" "}${inputKind(rep.dataset.kind)} · ${rep.models.length} models
${rep.heatmap && renderTemplate`${renderComponent($$result2, "Fragment", Fragment, {}, { "default": async ($$result3) => renderTemplate` · <a${addAttribute(`./reports/${r.slug}/heatmap/index.html`, "href")}>heatmap</a>` })}`}</p> <table class="headline"> <thead><tr><th scope="col">Model</th><th scope="col">AUROC</th><th scope="col">AP</th> ${s0 && renderTemplate`<th scope="col">PV “<bdi>${s0.name}</bdi>” (α ${fmt(s0.precision, 2)}, κ ${int(s0.capacityCount)})</th>`}</tr></thead> <tbody> ${rep.models.map((m) => renderTemplate`<tr><th scope="row"><span class="swatch"${addAttribute(`background:${colors[m.name]}`, "style")} aria-hidden="true"></span><bdi>${m.name}</bdi></th> <td>${fmt(m.auroc)}</td><td>${fmt(m.auprc)}</td> ${s0 && renderTemplate`<td>${fmt(m.scenarios.find((x) => x.name === s0.name)?.partialVoros)}${s0.winners.includes(m.name) && " \u2605"}</td>`}</tr>`)} </tbody> </table> ${rep.warnings.length > 0 && renderTemplate`<details class="warnings-compact"> <summary>${rep.warnings.length} warning${rep.warnings.length > 1 ? "s" : ""}</summary> <ul>${rep.warnings.map((w) => renderTemplate`<li><code>${w.code}</code> ${w.message}</li>`)}</ul> </details>`} </li>`;
  })} </ul> </main> ` })}`;
}, "/work/wt-uncert2/src/pages/index.astro", void 0);

const $$file = "/work/wt-uncert2/src/pages/index.astro";
const $$url = "";

const _page = /*#__PURE__*/Object.freeze(/*#__PURE__*/Object.defineProperty({
  __proto__: null,
  default: $$Index,
  file: $$file,
  url: $$url
}, Symbol.toStringTag, { value: 'Module' }));

const page = () => _page;

export { page };
