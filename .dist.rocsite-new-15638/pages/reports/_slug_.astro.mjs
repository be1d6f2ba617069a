import { c as createComponent, m as maybeRenderHead, a as renderTemplate, r as renderComponent, F as Fragment, d as createAstro, e as renderSlot, b as addAttribute, u as unescapeHTML } from '../../chunks/astro/server_ChZAUDI4.mjs';
import 'piccolore';
import { a as getEntry, r as renderEntry, g as getCollection } from '../../chunks/_astro_content_UiC9gRz0.mjs';
import { M as MetricInputError, v as visibleBidi, i as isMeasureName, L as LOWER_IS_BETTER, a as MEASURES, s as siteReportOf } from '../../chunks/loader_HevavViQ.mjs';
import { f as fmt, i as int, t as threshold, p as pct, a as inputKind, m as modelColors, $ as $$Base } from '../../chunks/palette_BNHy1WDO.mjs';
import { s as selectModels, f as findScenario, t as thrText, d as distinctBestPoints, c as tRanges, r as renderPlot, e as baseStyle, g as colorScale, l as legendOf, p as polygonMark, S as STRATEGY_LABELS, h as categoryLabel, i as categoryKey, k as kappaLabel, j as currentReport, n as nextChartId, m as $$Figure, o as lesserChart, q as selectionThresholdsChart, $ as $$WinnerHeatmap, u as costRatioOf, b as $$Provenance, a as $$WhatIf } from '../../chunks/Provenance_6i3IrD6E.mjs';
import * as Plot from '@observablehq/plot';
import 'clsx';
export { renderers } from '../../renderers.mjs';

function acceptancePolyline(points) {
  if (points.length === 0) throw new MetricInputError("acceptance curve needs at least one (FPR, TPR) point");
  const pts = points.map((p, i) => {
    const [x, y] = p;
    if (!(x >= 0 && x <= 1 && y >= 0 && y <= 1)) {
      throw new MetricInputError(`acceptance point ${i} (${x}, ${y}) is outside [0,1]²`);
    }
    return [x, y];
  });
  pts.sort((p, q) => p[0] - q[0] || p[1] - q[1]);
  for (let i = 1; i < pts.length; i++) {
    if (pts[i][1] < pts[i - 1][1]) {
      throw new MetricInputError(
        `acceptance curve is not monotone: (${pts[i][0]}, ${pts[i][1]}) follows (${pts[i - 1][0]}, ${pts[i - 1][1]})`
      );
    }
  }
  if (pts[0][0] !== 0 || pts[0][1] !== 0) pts.unshift([0, 0]);
  const last = pts[pts.length - 1];
  if (last[0] !== 1 || last[1] !== 1) pts.push([1, 1]);
  return { x: Float64Array.from(pts, (p) => p[0]), y: Float64Array.from(pts, (p) => p[1]) };
}

const FEASIBLE_TOL = 1e-9;

const CLEAR_WIN = 0.8;

function acceptanceCurves(report) {
  const out = /* @__PURE__ */ new Map();
  for (const a of report.settings.waauroccAcceptance ?? []) {
    const line = acceptancePolyline(a.points);
    const pts = Array.from(line.x, (x, i) => [x, line.y[i]]);
    const key = JSON.stringify(pts);
    const cur = out.get(key);
    if (cur) cur.ranges.push([a.fpr[0], a.fpr[1]]);
    else out.set(key, { ranges: [[a.fpr[0], a.fpr[1]]], points: pts });
  }
  return [...out.values()];
}
function acceptanceText(report, models) {
  const parts = [];
  for (const w of report.settings.waaurocc ?? []) {
    const rows = models.map((m) => ({ m, x: m.waaurocc?.find((q) => q.fpr[0] === w[0] && q.fpr[1] === w[1]) })).filter((r) => r.x?.acceptance);
    if (!rows.length) continue;
    const acc = rows[0].x.acceptance;
    parts.push(
      `WaAUROCC over FPR ${fmt(w[0], 2)}–${fmt(w[1], 2)} (acceptance curve ${fmt(acc.value)}): ` + rows.map((r) => `${r.m.name} ${fmt(r.x.value)} ${r.x.acceptance.passes ? "passes" : "fails"}`).join(", ") + "."
    );
  }
  return parts.join(" ");
}
function rocChart(report, o) {
  const models = selectModels(report, o.models);
  const showHull = o.hull ?? true;
  const scen = o.scenario === "none" ? void 0 : findScenario(report, o.scenario);
  const curve = [];
  const hull = [];
  const points = [];
  const table = [];
  for (const m of models) {
    m.roc.fpr.forEach((fpr, i) => curve.push({ model: m.name, fpr, tpr: m.roc.tpr[i] }));
    for (const i of m.hull) {
      hull.push({ model: m.name, fpr: m.roc.fpr[i], tpr: m.roc.tpr[i] });
      table.push([m.name, "hull vertex", fmt(m.roc.fpr[i]), fmt(m.roc.tpr[i]), thrText(m.roc.thresholds[i], m.roc.fpr[i], m.roc.tpr[i])]);
    }
    if (scen) {
      const ms = m.scenarios.find((s) => s.name === scen.name);
      if (ms) {
        for (const b of distinctBestPoints(ms)) {
          points.push({
            model: m.name,
            fpr: b.fpr,
            tpr: b.tpr,
            tip: `${m.name} — best feasible point (${scen.name})
FPR ${fmt(b.fpr)}, TPR ${fmt(b.tpr)}
threshold ${thrText(b.threshold, b.fpr, b.tpr)}
optimal for ${tRanges(b.t)}`
          });
          table.push([m.name, `best in “${scen.name}” (${tRanges(b.t)})`, fmt(b.fpr), fmt(b.tpr), thrText(b.threshold, b.fpr, b.tpr)]);
        }
      }
    }
  }
  const maxFpr = o.maxFpr ?? 1;
  const acc = o.acceptance === false ? [] : acceptanceCurves(report);
  const accRows = [];
  acc.forEach((a, k) => {
    for (const p of a.points) {
      accRows.push({ curve: `acceptance ${k}`, fpr: p[0], tpr: p[1] });
      table.push([`acceptance curve (WaAUROCC FPR ${a.ranges.map((r) => `${fmt(r[0], 2)}–${fmt(r[1], 2)}`).join(", ")})`, "acceptance point", fmt(p[0]), fmt(p[1]), "—"]);
    }
  });
  const svg = renderPlot(
    {
      width: 560,
      height: maxFpr < 1 ? 420 : 520,
      marginLeft: 52,
      marginBottom: 44,
      style: baseStyle,
      x: { domain: [0, maxFpr], label: "False positive rate (1 − specificity) →", grid: true, labelAnchor: "center" },
      y: { domain: [0, 1], label: "↑ True positive rate (sensitivity)", grid: true },
      color: colorScale(report),
      marks: [
        Plot.line([[0, 0], [1, 1]], { stroke: "currentColor", strokeOpacity: 0.35, strokeDasharray: "4,4", clip: maxFpr < 1 }),
        accRows.length ? Plot.line(accRows, { x: "fpr", y: "tpr", z: "curve", stroke: "currentColor", strokeWidth: 1.6, strokeDasharray: "8,3,2,3", strokeOpacity: 0.8, clip: maxFpr < 1, className: "acceptance-curve" }) : null,
        showHull ? Plot.line(hull, { x: "fpr", y: "tpr", z: "model", stroke: "model", strokeDasharray: "2,3", strokeWidth: 1.2, clip: maxFpr < 1 }) : null,
        Plot.line(curve, { x: "fpr", y: "tpr", z: "model", stroke: "model", strokeWidth: 2, curve: "linear", clip: maxFpr < 1 }),
        Plot.dot(points, { x: "fpr", y: "tpr", fill: "model", stroke: "var(--plot-background)", strokeWidth: 1.5, r: 5, title: "tip" }),
        Plot.frame({ strokeOpacity: 0.3 })
      ]
    },
    { id: o.id, ariaLabel: `ROC curves of ${models.map((m) => m.name).join(", ")}` }
  );
  const caption = `ROC curves (solid) with their upper convex hulls (dotted) and the chance diagonal (dashed). ` + (scen ? `Dots: each model's best feasible operating points in scenario “${scen.name}” (precision ≥ ${fmt(scen.precision, 2)}, at most ${int(scen.capacityCount)} alerts). ` : "") + `AUROC: ${models.map((m) => `${m.name} ${fmt(m.auroc)}`).join(", ")}.` + (accRows.length ? ` Dash-dotted: the acceptance curve a model's ROC curve should reach. ${acceptanceText(report, models)}` : "");
  return {
    kind: "roc",
    title: maxFpr < 1 ? `ROC curves (FPR ≤ ${fmt(maxFpr, 2)})` : "ROC curves",
    caption,
    svg,
    table: { head: ["Model", "Point", "FPR", "TPR", "Threshold"], rows: table },
    legend: legendOf(report).filter((l) => models.some((m) => m.name === l.label))
  };
}

function prTitle(atPrev) {
  return atPrev !== void 0 ? `Precision–recall curves at prevalence ${pct(atPrev)}` : "Precision–recall curves";
}
function prSvg(curves, prev, color, o) {
  const rows = [];
  for (const m of curves) {
    const idx = Array.from({ length: m.recall.length }, (_, i) => i);
    const first = idx.find((i) => Number.isFinite(m.precision[i]));
    if (first !== void 0 && m.recall[idx[0]] > 0) rows.push({ model: m.name, recall: 0, precision: m.precision[first] });
    for (const i of idx) if (Number.isFinite(m.precision[i])) rows.push({ model: m.name, recall: m.recall[i], precision: m.precision[i] });
  }
  return renderPlot(
    {
      width: 560,
      height: 420,
      marginLeft: 52,
      marginBottom: 44,
      style: baseStyle,
      x: { domain: [0, 1], label: "Recall (sensitivity) →", grid: true, labelAnchor: "center" },
      y: { domain: [0, 1], label: "↑ Precision (PPV)", grid: true },
      color: { type: "categorical", ...color },
      marks: [
        Plot.ruleY([prev], { stroke: "currentColor", strokeOpacity: 0.45, strokeDasharray: "4,4" }),
        Plot.text([{ x: 1, y: prev }], { x: "x", y: "y", text: () => `prevalence ${pct(prev)}`, textAnchor: "end", dx: -4, dy: -7, fill: "currentColor", stroke: "var(--plot-background)", strokeWidth: 4, paintOrder: "stroke" }),
        Plot.line(rows, { x: "recall", y: "precision", z: "model", stroke: "model", strokeWidth: 2, curve: "step-before" }),
        Plot.frame({ strokeOpacity: 0.3 })
      ]
    },
    { id: o.id, document: o.document, ariaLabel: `Precision–recall curves of ${curves.map((m) => visibleBidi(m.name)).join(", ")}${o.atPrev !== void 0 ? ` at prevalence ${pct(o.atPrev)}` : ""}` }
  );
}
function prChart(report, o) {
  const models = selectModels(report, o.models);
  const curves = [];
  const table = [];
  const atPrev = o.prevalence;
  for (const m0 of models) {
    let m = m0;
    if (atPrev !== void 0) {
      const c = m0.geometry?.prAtPrevalence?.find((q) => Math.abs(q.prevalence - atPrev) < 1e-12);
      if (!c) throw new Error(`PR chart: model "${m0.name}" has no PR curve at prevalence ${atPrev}; the report has: ${(m0.geometry?.prAtPrevalence ?? []).map((q) => q.prevalence).join(", ") || "none"}`);
      m = { ...m0, pr: { recall: c.recall, precision: c.precision, thresholds: c.recall.map(() => null) } };
    }
    curves.push({ name: m.name, ...m.pr });
    const n = m.pr.recall.length;
    const step = Math.max(1, Math.floor(n / 12));
    for (let i = 0; i < n; i += step) table.push([m.name, fmt(m.pr.recall[i]), fmt(m.pr.precision[i]), m.pr.thresholds[i] === null ? "not given" : threshold(m.pr.thresholds[i])]);
  }
  const prev = atPrev ?? report.dataset.prevalence;
  const { domain, range } = colorScale(report);
  const svg = prSvg(curves, prev, { domain, range }, { id: o.id, atPrev });
  return {
    kind: "pr",
    title: prTitle(atPrev),
    caption: atPrev !== void 0 ? `Precision against recall if the models were deployed where ${pct(atPrev)} of cases are positive (test set: ${pct(report.dataset.prevalence)}): recall is unchanged and precision = π·TPR / (π·TPR + (1 − π)·FPR) with π = ${fmt(atPrev, 3)} (Sameni, eq. 21). The dashed line is π, the precision of a random alarm there.` : `Precision against recall at every threshold; the dashed line is the prevalence (${pct(prev)}), the precision of a random alarm. Average precision: ${models.map((m) => `${visibleBidi(m.name)} ${fmt(m.auprc)}`).join(", ")}.`,
    svg,
    table: { head: ["Model", "Recall", "Precision", "Threshold"], rows: table },
    legend: legendOf(report).filter((l) => models.some((m) => m.name === l.label))
  };
}

function clipLine(a, b, c, X, Y = 1) {
  const pts = [];
  const add = (x, y) => {
    if (x >= -1e-12 && x <= X + 1e-12 && y >= -1e-12 && y <= Y + 1e-12 && !pts.some((p) => Math.abs(p[0] - x) < 1e-12 && Math.abs(p[1] - y) < 1e-12)) pts.push([x, y]);
  };
  if (b !== 0) {
    add(0, c / b);
    add(X, (c - a * X) / b);
  }
  if (a !== 0) {
    add(c / a, 0);
    add((c - b * Y) / a, Y);
  }
  if (pts.length < 2) return null;
  pts.sort((p, q) => p[0] - q[0] || p[1] - q[1]);
  return [pts[0], pts[pts.length - 1]];
}
function feasibleChart(report, o) {
  const scen = findScenario(report, o.scenario);
  if (!scen) throw new Error("feasible region chart: the report has no scenario");
  const { positives: P, negatives: N } = report.dataset;
  const verts = scen.feasibleRegion.vertices;
  const best = [];
  const table = [];
  for (const m of report.models) {
    const ms = m.scenarios.find((s) => s.name === scen.name);
    if (!ms) continue;
    for (const b of distinctBestPoints(ms)) {
      best.push({
        model: m.name,
        fpr: b.fpr,
        tpr: b.tpr,
        tip: `${visibleBidi(m.name)} — best feasible point
FPR ${fmt(b.fpr)}, TPR ${fmt(b.tpr)}
${int(b.tp)} TP, ${int(b.fp)} FP, precision ${b.tp + b.fp > 0 ? fmt(b.tp / (b.tp + b.fp)) : "—"}
threshold ${thrText(b.threshold, b.fpr, b.tpr)}
optimal for ${tRanges(b.t)}
partial VOROS ${fmt(ms.partialVoros)}`
      });
      table.push([m.name, fmt(b.fpr), fmt(b.tpr), thrText(b.threshold, b.fpr, b.tpr), tRanges(b.t), fmt(ms.partialVoros)]);
    }
  }
  const xmaxRegion = Math.max(0, ...verts.map((v) => v[0]), ...best.map((b) => b.fpr));
  const maxFpr = o.maxFpr ?? (xmaxRegion < 0.45 ? Math.min(1, niceCeil(Math.max(xmaxRegion * 1.35, 0.01))) : 1);
  const ymaxRegion = Math.max(0, ...verts.map((v) => v[1]), ...best.map((b) => b.tpr));
  const maxTpr = maxFpr < 1 && ymaxRegion < 0.75 ? Math.min(1, niceCeil(Math.max(ymaxRegion * 1.25, 0.05))) : 1;
  const curves = [];
  for (const m of report.models) {
    m.roc.fpr.forEach((fpr, i) => curves.push({ model: m.name, fpr, tpr: m.roc.tpr[i] }));
  }
  const a = scen.precision;
  const precLine = clipLine(a * N, -(1 - a) * P, 0, maxFpr, maxTpr);
  const capLine = clipLine(N, P, scen.capacityCount, maxFpr, maxTpr);
  const lines = [];
  if (precLine) for (const p of precLine) lines.push({ kind: `precision = ${fmt(a, 2)}`, x: p[0], y: p[1] });
  if (capLine) for (const p of capLine) lines.push({ kind: `${int(scen.capacityCount)} alerts`, x: p[0], y: p[1] });
  const labels = [precLine, capLine].map((l, k) => l ? { x: (l[0][0] + l[1][0]) / 2, y: (l[0][1] + l[1][1]) / 2, text: k === 0 ? `precision ${fmt(a, 2)}` : `capacity ${int(scen.capacityCount)}` } : null).filter((v) => v !== null);
  const svg = renderPlot(
    {
      width: 560,
      height: 460,
      marginLeft: 52,
      marginBottom: 44,
      style: baseStyle,
      x: { domain: [0, maxFpr], label: "False positive rate →", grid: true, labelAnchor: "center" },
      y: { domain: [0, maxTpr], label: "↑ True positive rate", grid: true, ticks: 8 },
      color: colorScale(report),
      marks: [
        polygonMark(verts, "feasible-polygon"),
        Plot.line(lines, { x: "x", y: "y", z: "kind", stroke: "currentColor", strokeOpacity: 0.55, strokeDasharray: "5,3" }),
        Plot.text(labels, { x: "x", y: "y", text: "text", fill: "currentColor", fillOpacity: 0.75, dy: -7, fontSize: 11 }),
        Plot.line(curves, { x: "fpr", y: "tpr", z: "model", stroke: "model", strokeWidth: 1.8, clip: true }),
        Plot.dot(best, { x: "fpr", y: "tpr", fill: "model", stroke: "var(--plot-background)", strokeWidth: 1.5, r: 5.5, symbol: "circle", title: "tip" }),
        Plot.frame({ strokeOpacity: 0.3 })
      ]
    },
    { id: o.id, ariaLabel: `Feasible region of scenario ${visibleBidi(scen.name)} with each model's ROC curve and best feasible points` }
  );
  return {
    kind: "feasible",
    title: `Feasible region — scenario “${visibleBidi(scen.name)}”`,
    caption: `Shaded: the operating points that meet precision ≥ ${fmt(a, 2)} and at most ${int(scen.capacityCount)} alerts (case ${scen.feasibleRegion.case} of the Partial VOROS paper's Appendix A: ${scen.feasibleRegion.description}; area ${fmt(scen.feasibleArea, 4)}). Dots: each model's best feasible operating points for t ∈ [${fmt(scen.tRange[0])}, ${fmt(scen.tRange[1])}].` + (maxFpr < 1 ? ` The axes are cut at FPR ${fmt(maxFpr, 3)}${maxTpr < 1 ? ` and TPR ${fmt(maxTpr, 2)}` : ""} to show the region.` : ""),
    svg,
    table: { head: ["Model", "FPR", "TPR", "Threshold", "Optimal for", "Partial VOROS"], rows: table },
    legend: legendOf(report)
  };
}
function niceCeil(v) {
  const e = 10 ** Math.floor(Math.log10(v));
  for (const m of [1, 1.5, 2, 2.5, 3, 4, 5, 6, 8, 10]) if (m * e >= v) return m * e;
  return 10 * e;
}

const STRATEGY_SYMBOLS = { partialVoros: "star", voros: "circle", recall: "square", partialAurocInRegion: "triangle" };
function selectionRocChart(report, o) {
  const scen = findScenario(report, o.scenario);
  if (!scen || !report.selection) throw new Error("selection ROC chart: the report has no model selection");
  const entries = report.selection.filter((e) => e.scenario === scen.name);
  const chosen = [...new Set(entries.map((e) => e.model))];
  const curves = [];
  for (const m of report.models.filter((x) => chosen.includes(x.name))) m.roc.fpr.forEach((fpr, i) => curves.push({ model: m.name, fpr, tpr: m.roc.tpr[i] }));
  const pts = [];
  const table = [];
  for (const e of entries) {
    for (const p of e.thresholds) {
      const tip = `${STRATEGY_LABELS[e.strategy]}: ${visibleBidi(e.model)}
threshold ${threshold(p.threshold)} for t ∈ [${fmt(p.t[0])}, ${fmt(p.t[1])}]
test FPR ${fmt(p.test.fpr)}, TPR ${fmt(p.test.tpr)}, precision ${fmt(p.test.precision)}, ${int(p.test.alerts)} alerts`;
      pts.push({ model: e.model, strategy: e.strategy, fpr: p.test.fpr, tpr: p.test.tpr, tip, symbol: STRATEGY_SYMBOLS[e.strategy] });
      table.push([STRATEGY_LABELS[e.strategy], e.model, `${fmt(p.t[0])}–${fmt(p.t[1])}`, threshold(p.threshold), fmt(p.test.fpr), fmt(p.test.tpr), fmt(p.test.precision), int(p.test.alerts)]);
    }
  }
  const svg = renderPlot(
    {
      width: 560,
      height: 460,
      marginLeft: 52,
      marginBottom: 44,
      style: baseStyle,
      x: { domain: [0, 1], label: "False positive rate (test) →", grid: true, labelAnchor: "center" },
      y: { domain: [0, 1], label: "↑ True positive rate (test)", grid: true, ticks: 8 },
      color: colorScale(report),
      symbol: { type: "identity" },
      marks: [
        polygonMark(scen.feasibleRegion.vertices, "feasible-polygon", "feasible region on the test part"),
        Plot.line(curves, { x: "fpr", y: "tpr", z: "model", stroke: "model", strokeWidth: 1.8 }),
        Plot.dot(pts, { x: "fpr", y: "tpr", fill: "model", stroke: "var(--plot-background)", strokeWidth: 1.2, r: 6, symbol: "symbol", title: "tip" }),
        Plot.frame({ strokeOpacity: 0.3 })
      ]
    },
    { id: o.id, ariaLabel: `Test ROC curves of the models chosen in scenario ${visibleBidi(scen.name)}, with the feasible region` }
  );
  return {
    kind: "selection-roc",
    title: `Chosen models on the test part — scenario “${visibleBidi(scen.name)}”`,
    caption: `Test-part ROC curves of the models the strategies chose on validation (${chosen.map(visibleBidi).join(", ")}), with the feasible region on the test part (precision ≥ ${fmt(scen.precision, 2)}, at most ${int(scen.capacityCount)} alerts). Markers: each strategy's fixed thresholds applied to test (★ ${STRATEGY_LABELS.partialVoros}, ● ${STRATEGY_LABELS.voros}, ■ ${STRATEGY_LABELS.recall}, ▲ ${STRATEGY_LABELS.partialAurocInRegion}).`,
    svg,
    table: { head: ["Strategy", "Model", "t", "Threshold", "Test FPR", "Test TPR", "Test precision", "Test alerts"], rows: table },
    legend: legendOf(report).filter((l) => chosen.includes(l.label))
  };
}

function pick(list) {
  return list?.find((x) => x.method === "bootstrap") ?? list?.find((x) => x.method === "delong");
}
function shownInterval(m, metric, index = 0) {
  const iv = m.intervals;
  if (!iv) return void 0;
  let x;
  if (metric === "auroc") x = pick(iv.auroc);
  else if (metric === "auprc") x = pick(iv.auprc);
  else if (metric === "partialAuroc") x = iv.partialAuroc[index];
  else if (metric === "partialAurocMcclish") x = iv.partialAuroc[index] && { ...iv.partialAuroc[index], ci: iv.partialAuroc[index].mcclish };
  else if (metric === "voros") x = iv.voros[index];
  else x = iv.scenarios[index];
  return x ? { ci: x.ci, method: x.method, level: x.level } : void 0;
}
function ciText(ci, f) {
  return `[${f(ci[0])}, ${f(ci[1])}]`;
}

function forestRows(report) {
  const rows = [];
  const add = (group, model, v, iv) => rows.push({ group, model, v, lo: iv?.ci[0] ?? null, hi: iv?.ci[1] ?? null, method: iv ? iv.method : "none" });
  for (const m of report.models) add("AUROC", m.name, m.auroc, shownInterval(m, "auroc"));
  for (const m of report.models) add("AP", m.name, m.auprc, shownInterval(m, "auprc"));
  report.scenarios.forEach((s, si) => {
    for (const m of report.models) add(`PV “${visibleBidi(s.name)}”`, m.name, m.scenarios[si].partialVoros, shownInterval(m, "scenario", si));
  });
  return rows;
}
function forestChart(report, o) {
  const rows = forestRows(report);
  const level = report.uncertainty?.level ?? 0.95;
  const groups = [...new Set(rows.map((r) => r.group))];
  const names = report.models.map((m) => m.name);
  const withCi = rows.filter((r) => r.lo !== null && r.hi !== null);
  const svg = renderPlot(
    {
      width: 640,
      height: 60 + groups.length * (names.length * 18 + 16),
      marginLeft: 80,
      marginRight: 140,
      style: baseStyle,
      x: { domain: [0, 1], label: `Value with ${Math.round(level * 100)}% interval →`, grid: true, labelAnchor: "center" },
      fy: { domain: groups, label: null },
      y: { domain: names, label: null },
      color: colorScale(report),
      marks: [
        Plot.axisFy({ anchor: "right", label: null, fontWeight: "bold" }),
        Plot.axisY({ anchor: "left", label: null }),
        Plot.ruleY(withCi, { fy: "group", y: "model", x1: "lo", x2: "hi", stroke: "model", strokeWidth: 2 }),
        Plot.tickX(withCi, { fy: "group", y: "model", x: "lo", stroke: "model" }),
        Plot.tickX(withCi, { fy: "group", y: "model", x: "hi", stroke: "model" }),
        Plot.dot(rows, {
          fy: "group",
          y: "model",
          x: "v",
          fill: "model",
          r: 4,
          stroke: "white",
          title: (r) => `${r.model}, ${r.group}: ${fmt(r.v)}${r.lo !== null ? ` [${fmt(r.lo)}, ${fmt(r.hi)}] (${r.method})` : ""}`
        }),
        Plot.frame({ strokeOpacity: 0.3 })
      ]
    },
    { id: o.id, ariaLabel: "Point values with confidence intervals per model" }
  );
  const methods = [...new Set(rows.filter((r) => r.lo !== null).map((r) => r.method))];
  return {
    kind: "forest",
    title: "Point values with confidence intervals",
    caption: withCi.length ? `Each dot is a model's value; the bar is its ${Math.round(level * 100)}% ${methods.join(" / ")} interval (${methods.includes("bootstrap") ? `stratified bootstrap of ${report.uncertainty?.bootstrap?.resamples} resamples, percentile intervals` : "DeLong's interval; AP and partial VOROS need the bootstrap (config uncertainty.bootstrap)"}). Overlapping bars do not by themselves mean two models are indistinguishable: see the paired tests.` : "No intervals: the input has no per-example data (see the notes on uncertainty).",
    svg,
    table: { head: ["Metric", "Model", "Value", "Lower", "Upper", "Method"], rows: rows.map((r) => [r.group, r.model, fmt(r.v), fmt(r.lo), fmt(r.hi), r.method]) },
    legend: legendOf(report)
  };
}

const WIN_STEPS = [
  { upTo: 0.2, fill: "#f7f7f7", text: "#111", label: "< 0.2" },
  { upTo: 0.4, fill: "#cccccc", text: "#111", label: "0.2–0.4" },
  { upTo: 0.6, fill: "#969696", text: "#111", label: "0.4–0.6" },
  { upTo: CLEAR_WIN, fill: "#636363", text: "#fff", label: `0.6–${CLEAR_WIN}` },
  { upTo: Infinity, fill: "#252525", text: "#fff", label: `≥ ${CLEAR_WIN}` }
];
function winStep(p) {
  return WIN_STEPS.find((s) => p < s.upTo);
}
function winProbabilityChart(report, o) {
  const h = report.heatmap;
  if (!h || !h.cells.every((row) => row.every((c) => c.winProbability))) {
    throw new Error("win-probability chart: the report has no heatmap win probabilities (configure uncertainty.bootstrap and a heatmap)");
  }
  const names = report.models.map((m) => m.name);
  const total = report.dataset.positives + report.dataset.negatives;
  const cells = h.cells.flatMap(
    (row, i) => row.map((c, j) => {
      const p = Math.min(...c.winners.map((w) => c.winProbability[w] ?? 0));
      const step = winStep(p);
      return {
        i,
        j,
        alpha: fmt(h.alphas[i], 2),
        kappa: kappaLabel(h.kappas[j], total),
        p,
        fill: step.fill,
        textFill: step.text,
        text: `${categoryKey(c.winners, names)}: ${p.toFixed(2)}`,
        tip: `α = ${fmt(h.alphas[i], 3)}, κ = ${int(h.kappas[j])}
winner: ${categoryLabel(c.winners, names)}
win probability: ${names.map((n) => `${n} ${fmt(c.winProbability[n], 2)}`).join(", ")}`,
        category: categoryLabel(c.winners, names)
      };
    })
  );
  const cellW = Math.max(34, Math.min(84, Math.floor(640 / Math.max(1, h.kappas.length))));
  const cellH = Math.max(18, Math.min(40, Math.floor(440 / Math.max(1, h.alphas.length))));
  const showText = h.kappas.length <= 24 && h.alphas.length <= 24;
  const svg = renderPlot(
    {
      width: 70 + cellW * h.kappas.length + 20,
      height: 40 + 50 + cellH * h.alphas.length,
      marginLeft: 56,
      marginBottom: 50,
      marginTop: 16,
      style: baseStyle,
      padding: 0.04,
      x: { type: "band", domain: h.kappas.map((k) => kappaLabel(k, total)), label: "Capacity κ (share of |D|) →", labelAnchor: "center", tickRotate: h.kappas.length > 10 ? -40 : 0 },
      y: { type: "band", domain: h.alphas.map((a) => fmt(a, 2)).reverse(), label: "↑ Minimum precision α" },
      color: { type: "identity" },
      marks: [
        Plot.cell(cells, { x: "kappa", y: "alpha", fill: "fill", title: "tip", inset: 0.5, stroke: "#888", strokeWidth: 0.5 }),
        showText ? Plot.text(cells, { x: "kappa", y: "alpha", text: "text", fill: "textFill", fontSize: Math.max(6, Math.min(11, cellW / 6)), pointerEvents: "none" }) : null
      ]
    },
    { id: o.id, ariaLabel: "Win probability of each heatmap cell winner" }
  );
  const B = report.uncertainty?.bootstrap?.resamples;
  return {
    kind: "win-probability",
    title: "How sure is each winner? Win probability over the bootstrap",
    caption: `For each cell of the winner heatmap: the winner's key (model numbers as in the winner heatmap) and the share of ${B} stratified bootstrap resamples in which it wins the cell by the same rule (within ${h.tie} of the best); for a tie, the smallest share among the tied models. Darker is surer; below ${CLEAR_WIN} the winner is not clear.`,
    svg,
    table: { head: ["α", "κ (share)", "Winner", ...names.map((n) => `P(win) ${n}`)], rows: cells.map((c) => [c.alpha, c.kappa, c.category, ...names.map((n) => fmt(h.cells[c.i][c.j].winProbability[n], 3))]) },
    legend: WIN_STEPS.map((s) => ({ label: `win probability ${s.label}`, color: s.fill }))
  };
}

const $$Astro$m = createAstro();
const $$ReportHeader = createComponent(($$result, $$props, $$slots) => {
  const Astro2 = $$result.createAstro($$Astro$m, $$props, $$slots);
  Astro2.self = $$ReportHeader;
  const { report } = currentReport(Astro2.locals, "ReportHeader");
  const d = report.dataset;
  const title = Astro2.props.title ?? report.title;
  const bestAuroc = [...report.models].sort((a, b) => b.auroc - a.auroc)[0];
  return renderTemplate`${maybeRenderHead()}<header class="report-header"> <p class="eyebrow">Classifier comparison report${report.simulated && renderTemplate`<span class="badge simulated">Simulated data</span>`}</p> <h1><bdi>${title}</bdi></h1> ${(Astro2.props.summary ?? report.description) && renderTemplate`<p class="lede">${Astro2.props.summary ?? report.description}</p>`} ${Astro2.props.authors && Astro2.props.authors.length > 0 && renderTemplate`<p class="authors">${Astro2.props.authors.join(", ")}</p>`} <dl class="facts"> <div><dt>Cases${d.parts && " (test part)"}</dt><dd>${int(d.positives + d.negatives)}</dd></div> <div><dt>Positives</dt><dd>${int(d.positives)} (${pct(d.prevalence)})</dd></div> <div><dt>Input</dt><dd>${inputKind(d.kind)}</dd></div> <div><dt>Models</dt><dd>${report.models.length}</dd></div> ${bestAuroc && renderTemplate`<div><dt>Best AUROC</dt><dd><bdi>${bestAuroc.name}</bdi> ${fmt(bestAuroc.auroc)}</dd></div>`} ${report.scenarios.map((s) => renderTemplate`<div><dt>Best PV “<bdi>${s.name}</bdi>”</dt><dd>${s.winners.length ? s.winners.map((w, i) => renderTemplate`${renderComponent($$result, "Fragment", Fragment, {}, { "default": ($$result2) => renderTemplate`${i ? " \u2248 " : ""}<bdi>${w}</bdi>` })}`) : "\u2014"}</dd></div>`)} </dl> ${d.parts && renderTemplate`<p class="parts-note">${d.parts.note}</p>`} </header>`;
}, "/work/wt-uncert2/src/components/ReportHeader.astro", void 0);

const $$Astro$l = createAstro();
const $$RocChart = createComponent(($$result, $$props, $$slots) => {
  const Astro2 = $$result.createAstro($$Astro$l, $$props, $$slots);
  Astro2.self = $$RocChart;
  const { title, caption, ...opts } = Astro2.props;
  const { report } = currentReport(Astro2.locals, "RocChart");
  const id = nextChartId(Astro2.locals, "roc");
  const chart = rocChart(report, { ...opts, id });
  return renderTemplate`${renderComponent($$result, "Figure", $$Figure, { "chart": chart, "id": id, "title": title, "caption": caption }, { "default": ($$result2) => renderTemplate`${renderSlot($$result2, $$slots["default"])}` })}`;
}, "/work/wt-uncert2/src/components/RocChart.astro", void 0);

const $$Astro$k = createAstro();
const $$PrChart = createComponent(($$result, $$props, $$slots) => {
  const Astro2 = $$result.createAstro($$Astro$k, $$props, $$slots);
  Astro2.self = $$PrChart;
  const { title, caption, ...opts } = Astro2.props;
  const { report } = currentReport(Astro2.locals, "PrChart");
  const id = nextChartId(Astro2.locals, "pr");
  const chart = prChart(report, { ...opts, id });
  return renderTemplate`${renderComponent($$result, "Figure", $$Figure, { "chart": chart, "id": id, "title": title, "caption": caption }, { "default": ($$result2) => renderTemplate`${renderSlot($$result2, $$slots["default"])}` })}`;
}, "/work/wt-uncert2/src/components/PrChart.astro", void 0);

const $$Astro$j = createAstro();
const $$FeasibleRegion = createComponent(($$result, $$props, $$slots) => {
  const Astro2 = $$result.createAstro($$Astro$j, $$props, $$slots);
  Astro2.self = $$FeasibleRegion;
  const { title, caption, ...opts } = Astro2.props;
  const { report } = currentReport(Astro2.locals, "FeasibleRegion");
  const id = nextChartId(Astro2.locals, "feasible");
  const chart = feasibleChart(report, { ...opts, id });
  return renderTemplate`${renderComponent($$result, "Figure", $$Figure, { "chart": chart, "id": id, "title": title, "caption": caption }, { "default": ($$result2) => renderTemplate`${renderSlot($$result2, $$slots["default"])}` })}`;
}, "/work/wt-uncert2/src/components/FeasibleRegion.astro", void 0);

const $$Astro$i = createAstro();
const $$LesserAreaCurve = createComponent(($$result, $$props, $$slots) => {
  const Astro2 = $$result.createAstro($$Astro$i, $$props, $$slots);
  Astro2.self = $$LesserAreaCurve;
  const { title, caption, ...opts } = Astro2.props;
  const { report } = currentReport(Astro2.locals, "LesserAreaCurve");
  const id = nextChartId(Astro2.locals, "lesser");
  const chart = lesserChart(report, { ...opts, id });
  return renderTemplate`${renderComponent($$result, "Figure", $$Figure, { "chart": chart, "id": id, "title": title, "caption": caption }, { "default": ($$result2) => renderTemplate`${renderSlot($$result2, $$slots["default"])}` })}`;
}, "/work/wt-uncert2/src/components/LesserAreaCurve.astro", void 0);

const $$Astro$h = createAstro();
const $$MetricTable = createComponent(($$result, $$props, $$slots) => {
  const Astro2 = $$result.createAstro($$Astro$h, $$props, $$slots);
  Astro2.self = $$MetricTable;
  const { report } = currentReport(Astro2.locals, "MetricTable");
  const cols = new Set(Astro2.props.columns ?? ["auroc", "auprc", "pauroc", "voros", "pv", "waaurocc"]);
  const colors = modelColors(report.models.map((m) => m.name));
  const head = [];
  if (cols.has("auroc")) head.push({ label: "AUROC", title: "Area under the ROC curve" });
  if (cols.has("auprc")) head.push({ label: "AP", title: "Average precision (area under the PR curve, no interpolation)" });
  if (cols.has("pauroc")) for (const p of report.settings.partialAuroc) head.push({ label: `pAUROC FPR ${p[0]}\u2013${p[1]}`, title: "Partial AUROC, McClish-standardized (raw area in brackets)" });
  if (cols.has("voros")) for (const v of report.settings.voros) head.push({ label: `VOROS t ${v[0]}\u2013${v[1]}`, title: "Volume over the ROC surface over this t range" });
  if (cols.has("pv")) for (const s of report.scenarios) head.push({ label: `PV \u201C${s.name}\u201D`, scenario: s.name, title: `Partial VOROS: precision \u2265 ${s.precision}, at most ${s.capacityCount} alerts` });
  const hasW = cols.has("waaurocc") && report.settings.waaurocc?.length;
  const accOf = (w) => report.models.map((m) => m.waaurocc?.find((q) => q.fpr[0] === w[0] && q.fpr[1] === w[1])?.acceptance).find((a) => a);
  if (hasW) for (const w of report.settings.waaurocc) {
    const acc = accOf(w);
    head.push({
      label: `WaAUROCC FPR ${w[0]}\u2013${w[1]}`,
      title: "WaAUROCC (Wasserstein-based steepness of the ROC curve): 1 \u2212 W1(bars, ideal)/W1(chance, ideal) over this FPR range" + (acc ? `; \u2713/\u2717 = reaches / misses the acceptance curve's ${fmt(acc.value)}` : "")
    });
  }
  const anyAcceptance = !!hasW && report.settings.waaurocc.some((w) => accOf(w));
  const iv = (x) => x ? { ci: ciText(x.ci, (v) => fmt(v)), method: x.method } : void 0;
  const rows = report.models.map((m) => {
    const v = [];
    if (cols.has("auroc")) v.push({ text: fmt(m.auroc), value: m.auroc, ci: iv(shownInterval(m, "auroc")) });
    if (cols.has("auprc")) v.push({ text: fmt(m.auprc), value: m.auprc, ci: iv(shownInterval(m, "auprc")) });
    if (cols.has("pauroc")) report.settings.partialAuroc.forEach((p, i) => {
      const x = m.partialAuroc.find((q) => q.fpr[0] === p[0] && q.fpr[1] === p[1]);
      v.push({ text: x ? `${fmt(x.mcclish)} (${fmt(x.area)})` : "\u2014", value: x?.mcclish ?? null, ci: iv(shownInterval(m, "partialAurocMcclish", i)) });
    });
    if (cols.has("voros")) report.settings.voros.forEach((t, i) => {
      const x = m.voros.find((q) => q.t[0] === t[0] && q.t[1] === t[1]);
      v.push({ text: fmt(x?.value), value: x?.value ?? null, ci: iv(shownInterval(m, "voros", i)) });
    });
    if (cols.has("pv")) report.scenarios.forEach((s, i) => {
      const x = m.scenarios.find((q) => q.name === s.name);
      v.push({ text: fmt(x?.partialVoros), value: x?.partialVoros ?? null, ci: iv(shownInterval(m, "scenario", i)) });
    });
    if (hasW) for (const w of report.settings.waaurocc) {
      const x = m.waaurocc?.find((q) => q.fpr[0] === w[0] && q.fpr[1] === w[1]);
      const a = x?.acceptance;
      v.push({
        text: fmt(x?.value) + (a ? a.passes ? " \u2713" : " \u2717" : ""),
        value: x?.value ?? null,
        ...a ? { acceptance: a.passes ? "pass" : "fail", tip: `${a.passes ? "reaches" : "misses"} the acceptance curve (WaAUROCC ${fmt(a.value)}; W1 distance ${fmt(a.distance)})` } : {}
      });
    }
    return { name: m.name, v };
  });
  const level = report.uncertainty?.level ?? 0.95;
  const anyCi = rows.some((r) => r.v.some((c) => c.ci));
  const best = head.map((_, k) => Math.max(...rows.map((r) => r.v[k].value ?? -Infinity)));
  return renderTemplate`${maybeRenderHead()}<div class="table-scroll"> <table class="metric-table"> <caption>${Astro2.props.caption ?? `Metrics per model (best in each column in bold; higher is better for all)${anyAcceptance ? ". WaAUROCC \u2713 / \u2717: the model reaches / misses the WaAUROCC of the acceptance curve drawn on the ROC chart" : ""}${anyCi ? `. Below each value: its ${Math.round(level * 100)}% interval (${report.uncertainty?.bootstrap ? "stratified bootstrap" : "DeLong, AUROC only"})` : ""}`}</caption> <thead><tr><th scope="col">Model</th>${head.map((h) => renderTemplate`<th scope="col"${addAttribute(h.title, "title")}>${h.scenario !== void 0 ? renderTemplate`${renderComponent($$result, "Fragment", Fragment, {}, { "default": ($$result2) => renderTemplate`PV “<bdi>${h.scenario}</bdi>”` })}` : h.label}</th>`)}</tr></thead> <tbody> ${rows.map((r) => renderTemplate`<tr${addAttribute(r.name, "data-model")}> <th scope="row"><span class="swatch"${addAttribute(`background:${colors[r.name]}`, "style")} aria-hidden="true"></span><bdi>${r.name}</bdi></th> ${r.v.map((c, k) => renderTemplate`<td${addAttribute({ best: c.value !== null && Math.abs(c.value - best[k]) < 1e-12, "acceptance-fail": c.acceptance === "fail" }, "class:list")}${addAttribute(c.acceptance, "data-acceptance")}${addAttribute(c.tip, "title")}>${c.text}${c.ci && renderTemplate`${renderComponent($$result, "Fragment", Fragment, {}, { "default": ($$result2) => renderTemplate`<br><span class="ci"${addAttribute(c.ci.method, "data-ci-method")}${addAttribute(`${Math.round(level * 100)}% ${c.ci.method === "delong" ? "DeLong" : "bootstrap"} interval`, "title")}>${c.ci.ci}</span>` })}`}</td>`)} </tr>`)} </tbody> </table> </div>`;
}, "/work/wt-uncert2/src/components/MetricTable.astro", void 0);

const $$Astro$g = createAstro();
const $$OperatingPoints = createComponent(($$result, $$props, $$slots) => {
  const Astro2 = $$result.createAstro($$Astro$g, $$props, $$slots);
  Astro2.self = $$OperatingPoints;
  const { report } = currentReport(Astro2.locals, "OperatingPoints");
  const colors = modelColors(report.models.map((m) => m.name));
  const models = report.models.filter((m) => (!Astro2.props.models || Astro2.props.models.includes(m.name)) && m.operatingPoints?.length);
  const cols = [
    ["TPR", "Sensitivity", "True positive rate (recall)"],
    ["TNR", "Specificity", "True negative rate"],
    ["PPV", "PPV", "Positive predictive value (precision)"],
    ["NPV", "NPV", "Negative predictive value"],
    ["FBETA", `F${report.settings.beta ?? 1}`, "F-beta score"],
    ["MCC", "MCC", "Matthews correlation coefficient"]
  ];
  const source = (s) => {
    if (s === "config") return "threshold from the config";
    const m = /^scenario:(.*)@t=\[(.*), (.*)\]$/.exec(s);
    return m ? `best in \u201C${m[1]}\u201D, t ${fmt(Number(m[2]), 2)}\u2013${fmt(Number(m[3]), 2)}` : s;
  };
  const count = (v) => v === null || v === void 0 ? "\u2014" : Number.isInteger(v) ? int(v) : fmt(v, 1);
  return renderTemplate`${models.length > 0 && renderTemplate`${maybeRenderHead()}<div class="table-scroll"><table class="metric-table operating-points"><caption>${Astro2.props.caption ?? "Operating points: counts and measures at each chosen threshold. \u25B2 = better than the Dutch Draw baseline (the best a random classifier can expect)."}</caption><thead><tr><th scope="col">Model</th><th scope="col">Where from</th><th scope="col">Threshold</th><th scope="col">TP</th><th scope="col">FP</th><th scope="col">FN</th><th scope="col">TN</th>${cols.map(([, label, title]) => renderTemplate`<th scope="col"${addAttribute(title, "title")}>${label}</th>`)}</tr></thead><tbody>${models.flatMap((m) => m.operatingPoints.map((o) => renderTemplate`<tr${addAttribute(m.name, "data-model")}><th scope="row"><span class="swatch"${addAttribute(`background:${colors[m.name]}`, "style")} aria-hidden="true"></span><bdi>${m.name}</bdi></th><td class="text">${source(o.source)}</td><td>${o.threshold === null ? o.fpr === 0 && o.tpr === 0 ? "never alarm" : "not given" : threshold(o.threshold)}</td><td>${count(o.measures.TP)}</td><td>${count(o.measures.FP)}</td><td>${count(o.measures.FN)}</td><td>${count(o.measures.TN)}</td>${cols.map(([k]) => renderTemplate`<td>${fmt(o.measures[k] ?? null)}${o.beatsBaseline?.[k] === true && renderTemplate`<span class="beats" title="better than the Dutch Draw baseline"> ▲</span>`}</td>`)}</tr>`))}</tbody></table></div>`}`;
}, "/work/wt-uncert2/src/components/OperatingPoints.astro", void 0);

var __freeze = Object.freeze;
var __defProp = Object.defineProperty;
var __template = (cooked, raw) => __freeze(__defProp(cooked, "raw", { value: __freeze(cooked.slice()) }));
var _a;
const $$Astro$f = createAstro();
const $$PrPrevalence = createComponent(($$result, $$props, $$slots) => {
  const Astro2 = $$result.createAstro($$Astro$f, $$props, $$slots);
  Astro2.self = $$PrPrevalence;
  const { report } = currentReport(Astro2.locals, "PrPrevalence");
  const id = nextChartId(Astro2.locals, "pr");
  const prevs = (report.settings.deploymentPrevalence ?? []).filter((p) => report.models.every((m) => m.geometry?.prAtPrevalence?.some((q) => Math.abs(q.prevalence - p) < 1e-12)));
  const panels = [
    { key: "test", prevalence: report.dataset.prevalence, chart: prChart(report, { id: `${id}-test`, models: Astro2.props.models }) },
    ...prevs.map((p, k) => ({ key: `d${k}`, prevalence: p, chart: prChart(report, { id: `${id}-d${k}`, models: Astro2.props.models, prevalence: p }) }))
  ];
  const simulated = report.simulated === true;
  const heading = (Astro2.props.title ?? "Precision\u2013recall curves at the test set\u2019s and at deployment prevalences") + (simulated ? " (simulated data)" : "");
  const legend = panels[0].chart.legend;
  const colors = modelColors(report.models.map((m) => m.name));
  const models = report.models.filter((m) => !Astro2.props.models || Astro2.props.models.includes(m.name));
  const data = JSON.stringify({
    chartId: id,
    testPrevalence: report.dataset.prevalence,
    models: models.map((m) => ({ name: m.name, color: colors[m.name], fpr: m.roc.fpr, tpr: m.roc.tpr }))
  }).replace(/</g, "\\u003c");
  return renderTemplate(_a || (_a = __template(["", '<figure class="chart wide pr-prevalence" data-chart="pr" data-pr-prevalence', "", '> <div class="chart-title"', ">", '</div> <div class="pr-control" data-pr-control hidden> <label>Prevalence\n<select data-pr-select> ', ' <option value="custom">other\u2026</option> </select> </label> <label class="pr-custom" data-pr-custom-label hidden>\u03C0 = <input type="number" name="prevalence" min="0.001" max="0.999" step="0.001"', " data-pr-custom></label> </div> ", ' <div class="pr-panels"> ', " </div> <figcaption> ", " ", ' </figcaption> <details class="data-table"> <summary>Data table</summary> <div class="table-scroll"> <table> <thead><tr><th scope="col">Prevalence</th>', "</tr></thead> <tbody> ", ' </tbody> </table> </div> </details> <script type="application/json" data-pr-data>', "<\/script> </figure>"])), maybeRenderHead(), addAttribute(id, "id"), addAttribute(`${id}-title`, "aria-labelledby"), addAttribute(`${id}-title`, "id"), heading, panels.map((p) => renderTemplate`<option${addAttribute(p.key, "value")}>${p.key === "test" ? `test set (${pct(p.prevalence)})` : `deployment: ${pct(p.prevalence)}`}</option>`), addAttribute(report.dataset.prevalence.toFixed(3), "value"), legend.length > 1 && renderTemplate`<ul class="legend" aria-label="Legend"> ${legend.map((l) => renderTemplate`<li${addAttribute(l.label, "data-legend")}><span class="swatch"${addAttribute(`background:${l.color}`, "style")} aria-hidden="true"></span>${l.label}</li>`)} </ul>`, panels.map((p) => renderTemplate`<div class="pr-panel"${addAttribute(p.key, "data-pr-panel")}${addAttribute(p.prevalence, "data-prevalence")}> <div class="pr-panel-title">${p.chart.title}</div> <div class="chart-svg">${unescapeHTML(p.chart.svg)}</div> </div>`), panels[0].chart.caption, prevs.length > 0 && renderTemplate`${renderComponent($$result, "Fragment", Fragment, {}, { "default": ($$result2) => renderTemplate` The other panels re-weight the same curves to the deployment prevalences of the config (${prevs.map((p) => pct(p)).join(", ")}): recall is unchanged and precision = π·TPR / (π·TPR + (1 − π)·FPR) (Sameni, eq. 21). At a lower prevalence the same threshold gives more false alarms per true one.` })}`, panels[0].chart.table.head.map((h) => renderTemplate`<th scope="col">${h}</th>`), panels.flatMap((p) => p.chart.table.rows.map((r) => renderTemplate`<tr><td>${pct(p.prevalence)}</td>${r.map((c) => renderTemplate`<td>${c}</td>`)}</tr>`)), unescapeHTML(data));
}, "/work/wt-uncert2/src/components/PrPrevalence.astro", void 0);

const DD_NOT_BEATABLE = /* @__PURE__ */ new Set(["TP", "TN", "FP", "FN", "TPR", "TNR", "FPR", "FNR"]);
function measureLabel(name, beta = 1) {
  if (name === "FBETA") return `F${Number(beta.toPrecision(4))}`;
  return name;
}
function ddTarget(report, name) {
  if (!isMeasureName(name)) return void 0;
  const b = report.dutchDraw?.[name];
  if (!b) return void 0;
  return LOWER_IS_BETTER.has(name) ? b.min : b.max;
}
function ddStatus(report, op, name) {
  const v = isMeasureName(name) ? op.measures[name] : void 0;
  if (v === null || v === void 0) return "undefined";
  if (DD_NOT_BEATABLE.has(name)) return "not-beatable";
  const b = isMeasureName(name) ? op.beatsBaseline[name] : void 0;
  if (b === true) return "beats";
  if (b === false) return "warn";
  return "no-baseline";
}
function mergedOperatingPoints(m) {
  const out = [];
  for (const op of m.operatingPoints ?? []) {
    const same = out.find((x) => x.op.threshold === op.threshold && x.op.fpr === op.fpr && x.op.tpr === op.tpr);
    if (same) same.sources.push(op.source);
    else out.push({ sources: [op.source], op });
  }
  return out;
}
function ddWarnings(report) {
  const out = [];
  for (const m of report.models) {
    for (const { sources, op } of mergedOperatingPoints(m)) {
      const measures = Object.keys(op.measures).filter((k) => ddStatus(report, op, k) === "warn");
      if (measures.length) out.push({ model: m.name, sources, op, measures });
    }
  }
  return out;
}
function opSource(s) {
  if (s === "config") return "threshold from the config";
  const m = /^scenario:(.*)@t=\[(.*), (.*)\]$/.exec(s);
  return m ? `best in “${m[1]}”, t ${fmt(Number(m[2]), 2)}–${fmt(Number(m[3]), 2)}` : s;
}
function opThreshold(op) {
  return op.threshold === null ? op.fpr === 0 && op.tpr === 0 ? "never alarm" : "not given" : threshold(op.threshold);
}
function opTheta(report, op) {
  const { positives: P, negatives: N } = report.dataset;
  return (P * op.tpr + N * op.fpr) / (P + N);
}
function ddChart(report, o) {
  const { positives: P, negatives: N } = report.dataset;
  if (!Number.isInteger(P) || !Number.isInteger(N)) {
    throw new Error(`Dutch Draw chart: needs whole numbers of positives and negatives, found P = ${P}, N = ${N}`);
  }
  const M = P + N;
  const beta = report.settings.beta ?? 1;
  const ex = report.dutchDrawExpectation;
  if (!ex) throw new Error("Dutch Draw chart: the report has no dutchDrawExpectation (recompute it with this rocsite version)");
  const curves = ex.values;
  for (const k of o.measures ?? []) {
    if (!isMeasureName(k)) throw new Error(`Dutch Draw chart: unknown measure "${k}"`);
    if (!curves[k]) throw new Error(`Dutch Draw chart: the report has no expectation curve of ${k} (it has ${Object.keys(curves).join(", ")})`);
  }
  const wanted = (o.measures ?? Object.keys(curves)).filter((k) => isMeasureName(k) && (!report.dutchDraw || report.dutchDraw[k]));
  const names = wanted;
  if (!names.length) throw new Error("Dutch Draw chart: no measure to draw");
  const models = o.models ? report.models.filter((m) => o.models.includes(m.name)) : report.models;
  const curve = [];
  const baseline = [];
  const dots = [];
  const table = [];
  for (const k of names) {
    const label = measureLabel(k, beta);
    const c = ex.theta.map((theta, i) => ({ theta, value: curves[k][i] }));
    for (const q of c) if (q.value !== null) curve.push({ measure: label, theta: q.theta, value: q.value });
    const target = ddTarget(report, k);
    if (target !== null && target !== void 0) baseline.push({ measure: label, value: target });
    for (let j = 0; j <= 10; j++) {
      const q = c.reduce((best, x) => Math.abs(x.theta - j / 10) < Math.abs(best.theta - j / 10) ? x : best, c[0]);
      table.push([label, fmt(q.theta), q.value === null ? "undefined" : fmt(q.value), target === void 0 ? "—" : fmt(target)]);
    }
    for (const m of models) {
      for (const op of m.operatingPoints ?? []) {
        const v = op.measures[k];
        if (v === null || v === void 0) continue;
        const th = opTheta(report, op);
        const st = ddStatus(report, op, k);
        dots.push({
          measure: label,
          model: m.name,
          theta: th,
          value: v,
          tip: `${visibleBidi(m.name)} — ${opSource(op.source)}
threshold ${opThreshold(op)}, alarms on θ = ${fmt(th)} of cases
${label} ${fmt(v)}; Dutch Draw baseline ${fmt(target ?? null)}${st === "warn" ? "\n⚠ does not beat the baseline" : st === "beats" ? "\nbeats the baseline" : ""}`
        });
      }
    }
  }
  const vals = [...curve.map((r) => r.value), ...dots.map((d) => d.value)];
  const lo = Math.min(0, ...vals);
  const hi = Math.max(1, ...vals);
  const svg = renderPlot(
    {
      width: Math.max(420, 220 * names.length + 60),
      height: 300,
      marginLeft: 48,
      marginBottom: 44,
      marginTop: 28,
      style: baseStyle,
      x: { domain: [0, 1], label: "θ* — share of cases the random classifier alarms on →", labelAnchor: "center", grid: true, ticks: 5 },
      y: { domain: [lo, hi], label: "↑ Expected value", grid: true },
      fx: { domain: names.map((k) => measureLabel(k, beta)), label: null, padding: 0.12 },
      color: colorScale(report),
      marks: [
        Plot.ruleY([0], { stroke: "currentColor", strokeOpacity: 0.25 }),
        Plot.ruleY(baseline, { fx: "measure", y: "value", stroke: "currentColor", strokeOpacity: 0.6, strokeDasharray: "3,3" }),
        Plot.line(curve, { fx: "measure", x: "theta", y: "value", stroke: "currentColor", strokeWidth: 1.8, className: "dd-expectation" }),
        Plot.dot(dots, { fx: "measure", x: "theta", y: "value", fill: "model", stroke: "var(--plot-background)", strokeWidth: 1.5, r: 5, title: "tip" }),
        Plot.frame({ strokeOpacity: 0.3 })
      ]
    },
    { id: o.id, ariaLabel: `Expected ${names.map((k) => measureLabel(k, beta)).join(", ")} of the Dutch Draw classifier against θ, with the models' operating points` }
  );
  return {
    kind: "dutch-draw",
    title: "Dutch Draw: what a random classifier can expect",
    caption: `Solid: the expected value of each measure for the Dutch Draw classifier, which alarms on a random θ*·M of the ${int(M)} cases (P = ${int(P)}, N = ${int(N)}), against θ*. Dashed: the Dutch Draw baseline, the best of these expectations over θ*. Dots: the models' operating points, at the share of cases they alarm on; a dot on or below the dashed line does no better than chance on that measure.`,
    svg,
    table: { head: ["Measure", "θ*", "E[measure]", "Baseline"], rows: table },
    legend: legendOf(report).filter((l) => models.some((m) => m.name === l.label))
  };
}

const $$Astro$e = createAstro();
const $$DutchDrawTable = createComponent(($$result, $$props, $$slots) => {
  const Astro2 = $$result.createAstro($$Astro$e, $$props, $$slots);
  Astro2.self = $$DutchDrawTable;
  const { report } = currentReport(Astro2.locals, "DutchDrawTable");
  const colors = modelColors(report.models.map((m) => m.name));
  const beta = report.settings.beta ?? 1;
  const models = report.models.filter((m) => (!Astro2.props.models || Astro2.props.models.includes(m.name)) && m.operatingPoints?.length).map((m) => ({ m, ops: mergedOperatingPoints(m) }));
  const COUNTS = /* @__PURE__ */ new Set(["TP", "TN", "FP", "FN"]);
  const show = (k, v) => v === null || v === void 0 ? "undefined" : COUNTS.has(k) ? Number.isInteger(v) ? int(v) : fmt(v, 1) : fmt(v);
  const measuresOf = (ops) => {
    const present = new Set(ops.flatMap((o) => Object.keys(o.op.measures)));
    const order = Astro2.props.measures ?? [...MEASURES];
    return order.filter((k) => present.has(k));
  };
  const warnings = ddWarnings(report).filter((w) => models.some((x) => x.m.name === w.model));
  const nWarn = warnings.reduce((a, w) => a + w.measures.length, 0);
  const srcText = (sources) => sources.map(opSource).join("; ");
  return renderTemplate`${models.length > 0 && report.dutchDraw && renderTemplate`${maybeRenderHead()}<div class="dutch-draw" data-dutch-draw>${warnings.length > 0 ? renderTemplate`<div class="dd-summary warning-box" role="note"><strong>Warning signs:</strong>${" "}${nWarn} value${nWarn > 1 ? "s are" : " is"} no better than the Dutch Draw baseline, at ${warnings.length} operating point${warnings.length > 1 ? "s" : ""}:
<ul>${warnings.map((w) => renderTemplate`<li${addAttribute(w.model, "data-model")}${addAttribute(w.measures.join(" "), "data-measures")}><strong><bdi>${w.model}</bdi></strong> at threshold ${opThreshold(w.op)} (${srcText(w.sources)}): ${w.measures.map((k) => `${measureLabel(k, beta)} ${fmt(w.op.measures[k] ?? null)} vs ${fmt(ddTarget(report, k) ?? null)}`).join(", ")}.
</li>`)}</ul></div>` : renderTemplate`<p class="dd-summary">Every operating point beats the Dutch Draw baseline on every measure that can beat it.</p>`}<p class="dd-key">In the tables: the <em>DD baseline</em> is the best expected value of a classifier that alarms on a random
      share θ of the cases (the lowest for FP, FN, FPR, FNR, FDR, FOR, where lower is better); <em>random range</em> is the lowest
      to highest expectation over θ. ▲ beats the baseline; <span class="dd-warn-key">⚠</span> does not — a major warning sign.
      TP, TN, FP, FN, TPR, TNR, FPR and FNR (greyed) are never flagged: alarming on every case or on none already attains their
      baseline, so no classifier can beat it. “undefined”: the measure has a zero denominator at that point.</p>${models.map(({ m, ops }) => renderTemplate`<div class="table-scroll"><table class="metric-table dd-table"${addAttribute(m.name, "data-model")}><caption><span class="swatch"${addAttribute(`background:${colors[m.name]}`, "style")} aria-hidden="true"></span><strong><bdi>${m.name}</bdi></strong>: operating points against the Dutch Draw baseline</caption><thead><tr><th scope="col">Measure</th><th scope="col" title="Best expectation of the Dutch Draw classifier over θ (Table 4)">DD baseline</th><th scope="col" title="Minimum and maximum expectation over θ">Random range</th>${ops.map((o) => renderTemplate`<th scope="col"${addAttribute(o.sources.join(" | "), "data-source")}>threshold ${opThreshold(o.op)}<br><span class="dd-src">${srcText(o.sources)}</span></th>`)}</tr></thead><tbody>${measuresOf(ops).map((k) => {
    const b = report.dutchDraw[k];
    return renderTemplate`<tr${addAttribute(k, "data-measure")}${addAttribute({ "dd-unbeatable": DD_NOT_BEATABLE.has(k) }, "class:list")}><th scope="row">${measureLabel(k, beta)}</th><td>${b ? show(k, ddTarget(report, k)) : "\u2014"}</td><td>${b ? `${show(k, b.min)} \u2013 ${show(k, b.max)}` : "\u2014"}</td>${ops.map(({ op }) => {
      const st = ddStatus(report, op, k);
      return renderTemplate`<td${addAttribute(k, "data-measure")}${addAttribute(st, "data-status")}${addAttribute([`dd-${st}`], "class:list")}>${show(k, op.measures[k])}${st === "beats" && renderTemplate`<span class="dd-mark" title="beats the Dutch Draw baseline"> ▲</span>`}${st === "warn" && renderTemplate`<span class="dd-mark" title="does not beat the Dutch Draw baseline"> ⚠</span>`}</td>`;
    })}</tr>`;
  })}</tbody></table></div>`)}</div>`}`;
}, "/work/wt-uncert2/src/components/DutchDrawTable.astro", void 0);

const $$Astro$d = createAstro();
const $$DutchDrawChart = createComponent(($$result, $$props, $$slots) => {
  const Astro2 = $$result.createAstro($$Astro$d, $$props, $$slots);
  Astro2.self = $$DutchDrawChart;
  const { title, caption, ...opts } = Astro2.props;
  const { report } = currentReport(Astro2.locals, "DutchDrawChart");
  const id = nextChartId(Astro2.locals, "dutch-draw");
  const { positives: P, negatives: N } = report.dataset;
  const chart = report.dutchDraw && Number.isInteger(P) && Number.isInteger(N) ? ddChart(report, { ...opts, id }) : void 0;
  return renderTemplate`${chart && renderTemplate`${renderComponent($$result, "Figure", $$Figure, { "chart": chart, "id": id, "title": title, "caption": caption, "wide": true }, { "default": ($$result2) => renderTemplate`${renderSlot($$result2, $$slots["default"])}` })}`}`;
}, "/work/wt-uncert2/src/components/DutchDrawChart.astro", void 0);

const LEAKAGE_TABLE_U = [0.1, 0.25, 0.5, 0.75, 0.9];
function leakageAt(u, g, x) {
  if (!u.length) return NaN;
  if (x <= u[0]) return g[0];
  for (let i = 1; i < u.length; i++) {
    if (x <= u[i]) {
      const w = u[i] === u[i - 1] ? 1 : (x - u[i - 1]) / (u[i] - u[i - 1]);
      return g[i - 1] + w * (g[i] - g[i - 1]);
    }
  }
  return g[g.length - 1];
}
const klText = (v) => v === null ? "∞" : fmt(v);
function leakageChart(report, o) {
  const models = selectModels(report, o.models).filter((m) => m.geometry);
  if (!models.length) throw new Error("leakage chart: no model of the report has a geometry section");
  const rows = [];
  const table = [];
  for (const m of models) {
    const { u, g } = m.geometry.leakage;
    for (let i = 0; i < u.length; i++) if (Number.isFinite(g[i])) rows.push({ model: m.name, u: u[i], g: g[i] });
    const b = m.geometry.binormal;
    table.push([
      m.name,
      fmt(b.a),
      fmt(b.b),
      fmt(b.auroc),
      fmt(m.auroc),
      klText(m.geometry.binormalKl),
      klText(m.geometry.klDivergence),
      ...LEAKAGE_TABLE_U.map((x) => fmt(leakageAt(u, g, x)))
    ]);
  }
  const svg = renderPlot(
    {
      width: 520,
      height: 440,
      marginLeft: 52,
      marginBottom: 44,
      style: baseStyle,
      x: { domain: [0, 1], label: "u = 1 − false positive rate (specificity) →", grid: true, labelAnchor: "center" },
      y: { domain: [0, 1], label: "↑ G(u) = 1 − TPR (share of positives missed)", grid: true },
      color: colorScale(report),
      marks: [
        Plot.line([[0, 0], [1, 1]], { stroke: "currentColor", strokeOpacity: 0.35, strokeDasharray: "4,4" }),
        Plot.line(rows, { x: "u", y: "g", z: "model", stroke: "model", strokeWidth: 2 }),
        Plot.frame({ strokeOpacity: 0.3 })
      ]
    },
    { id: o.id, ariaLabel: `Leakage functions G(u) of ${models.map((m) => visibleBidi(m.name)).join(", ")}` }
  );
  return {
    kind: "leakage",
    title: "Leakage: positives missed at each specificity",
    caption: `The leakage function G(u) = 1 − ROC(1 − u) (Sameni): at a threshold that clears a share u of the negatives, the share of positives that leak below it too. Lower is better; the dashed diagonal is chance; AUROC = 1 − ∫G. Binormal fit probit(TPR) = b + a·probit(FPR): ` + models.map((m) => {
      const b = m.geometry.binormal;
      return `${visibleBidi(m.name)} a = ${fmt(b.a, 2)}, b = ${fmt(b.b, 2)}, AUROC Φ(b/√(1+a²)) = ${fmt(b.auroc)}, KL divergence of the fitted pair ${klText(m.geometry.binormalKl)}`;
    }).join("; ") + ".",
    svg,
    table: {
      head: ["Model", "a", "b", "Binormal AUROC", "AUROC", "KL (binormal)", "KL (empirical hull)", ...LEAKAGE_TABLE_U.map((x) => `G(${x})`)],
      rows: table
    },
    legend: legendOf(report).filter((l) => models.some((m) => m.name === l.label))
  };
}
function geometryChart(report, o) {
  const reg = report.geometryRegions;
  if (!reg) throw new Error("geometry chart: the report has no geometryRegions (configure `geometry: { capacity, risk }`)");
  const models = selectModels(report, o.models);
  const P = report.dataset.positives;
  const N = report.dataset.negatives;
  const curves = [];
  for (const m of models) {
    m.roc.fpr.forEach((fpr, i) => curves.push({ model: m.name, fpr, tpr: m.roc.tpr[i] }));
  }
  const pts = [];
  const table = [];
  for (const m of models) {
    const g = m.geometry;
    if (!g) continue;
    if (g.capacityPoint) {
      const q = g.capacityPoint;
      const load = reg.prevalence * q.tpr + (1 - reg.prevalence) * q.fpr;
      pts.push({
        model: m.name,
        kind: "capacity",
        fpr: q.fpr,
        tpr: q.tpr,
        tip: `${visibleBidi(m.name)} — best point within capacity
FPR ${fmt(q.fpr)}, TPR ${fmt(q.tpr)}
${int(q.tp)} TP, ${int(q.fp)} FP (alarms on ${pct(load)} of cases)
threshold ${thrText(q.threshold, q.fpr, q.tpr)}`
      });
      table.push([m.name, "highest TPR within capacity", fmt(q.fpr), fmt(q.tpr), thrText(q.threshold, q.fpr, q.tpr), int(q.tp), int(q.fp), fmt(load), "—"]);
    }
    if (g.riskPoint) {
      const q = g.riskPoint;
      pts.push({
        model: m.name,
        kind: "risk",
        fpr: q.fpr,
        tpr: q.tpr,
        tip: `${visibleBidi(m.name)} — least-risk point
FPR ${fmt(q.fpr)}, TPR ${fmt(q.tpr)}
${int(q.tp)} TP, ${int(q.fp)} FP
threshold ${thrText(q.threshold, q.fpr, q.tpr)}
risk ${fmt(q.risk)} ${q.feasible ? "≤" : ">"} bound ${fmt(reg.risk?.maxRisk ?? null)}`
      });
      table.push([m.name, `least risk (${q.feasible ? "within the bound" : "above the bound"})`, fmt(q.fpr), fmt(q.tpr), thrText(q.threshold, q.fpr, q.tpr), int(q.tp), int(q.fp), "—", fmt(q.risk)]);
    }
  }
  const marks = [Plot.line([[0, 0], [1, 1]], { stroke: "currentColor", strokeOpacity: 0.3, strokeDasharray: "4,4" })];
  const labels = [];
  if (reg.risk && reg.risk.region.length >= 3) {
    marks.push(polygonMark(reg.risk.region, "risk-region", "bounded-risk region"));
    const c = reg.risk.region.reduce((a, p) => [a[0] + p[0] / reg.risk.region.length, a[1] + p[1] / reg.risk.region.length], [0, 0]);
    labels.push({ x: c[0], y: c[1], text: `risk ≤ ${fmt(reg.risk.maxRisk, 2)}` });
  }
  if (reg.capacity?.line) {
    const l = reg.capacity.line;
    marks.push(Plot.line(l, { stroke: "currentColor", strokeOpacity: 0.7, strokeDasharray: "6,3", strokeWidth: 1.5, className: "capacity-line" }));
    labels.push({ x: (l[0][0] + l[1][0]) / 2, y: (l[0][1] + l[1][1]) / 2, text: `capacity m = ${fmt(reg.capacity.m, 2)}` });
  }
  marks.push(
    Plot.text(labels, { x: "x", y: "y", text: "text", textAnchor: "start", dx: 6, fill: "currentColor", fillOpacity: 0.8, dy: -8, fontSize: 11, stroke: "var(--plot-background)", strokeWidth: 3, paintOrder: "stroke" }),
    Plot.line(curves, { x: "fpr", y: "tpr", z: "model", stroke: "model", strokeWidth: 1.8 }),
    Plot.dot(pts, {
      x: "fpr",
      y: "tpr",
      fill: "model",
      symbol: (d) => d.kind === "capacity" ? "circle" : "diamond",
      stroke: "var(--plot-background)",
      strokeWidth: 1.5,
      r: 6,
      title: "tip"
    }),
    Plot.frame({ strokeOpacity: 0.3 })
  );
  const svg = renderPlot(
    {
      width: 560,
      height: 500,
      marginLeft: 52,
      marginBottom: 44,
      style: baseStyle,
      x: { domain: [0, 1], label: "False positive rate →", grid: true, labelAnchor: "center" },
      y: { domain: [0, 1], label: "↑ True positive rate", grid: true },
      color: colorScale(report),
      symbol: { domain: ["circle", "diamond"], range: ["circle", "diamond"] },
      marks
    },
    { id: o.id, ariaLabel: "Capacity line and bounded-risk region over ROC space with each model's implied operating points" }
  );
  const parts = [];
  if (reg.capacity) {
    parts.push(
      `Dashed line: the capacity limit π_p·TPR + π_n·FPR = m with m = ${fmt(reg.capacity.m, 3)} (at most ${pct(reg.capacity.m)} of cases alarmed, π_p = ${fmt(reg.prevalence, 3)}); operating points below it fit. Circles: each model's highest-TPR point that fits.`
    );
  }
  if (reg.risk) {
    parts.push(
      `Shaded: the bounded-risk region α·π_n·FPR + β·π_p·(1 − TPR) ≤ c with α = ${fmt(reg.risk.fpCost, 3)} (cost of a false positive), β = ${fmt(reg.risk.fnCost, 3)} (of a false negative), c = ${fmt(reg.risk.maxRisk, 3)}. Diamonds: each model's least-risk point.`
    );
  }
  return {
    kind: "geometry",
    title: "Capacity and bounded risk in ROC space",
    caption: `Sameni's deployment geometry (Sec. 6) for ${int(P + N)} cases. ` + parts.join(" "),
    svg,
    table: { head: ["Model", "Point", "FPR", "TPR", "Threshold", "TP", "FP", "Share alarmed", "Risk"], rows: table },
    legend: legendOf(report).filter((l) => models.some((m) => m.name === l.label))
  };
}

const $$Astro$c = createAstro();
const $$LeakageChart = createComponent(($$result, $$props, $$slots) => {
  const Astro2 = $$result.createAstro($$Astro$c, $$props, $$slots);
  Astro2.self = $$LeakageChart;
  const { title, caption, ...opts } = Astro2.props;
  const { report } = currentReport(Astro2.locals, "LeakageChart");
  const id = nextChartId(Astro2.locals, "leakage");
  const chart = report.models.some((m) => m.geometry) ? leakageChart(report, { ...opts, id }) : void 0;
  return renderTemplate`${chart && renderTemplate`${renderComponent($$result, "Figure", $$Figure, { "chart": chart, "id": id, "title": title, "caption": caption }, { "default": ($$result2) => renderTemplate`${renderSlot($$result2, $$slots["default"])}` })}`}`;
}, "/work/wt-uncert2/src/components/LeakageChart.astro", void 0);

const $$Astro$b = createAstro();
const $$GeometryChart = createComponent(($$result, $$props, $$slots) => {
  const Astro2 = $$result.createAstro($$Astro$b, $$props, $$slots);
  Astro2.self = $$GeometryChart;
  const { title, caption, ...opts } = Astro2.props;
  const { report } = currentReport(Astro2.locals, "GeometryChart");
  const id = nextChartId(Astro2.locals, "geometry");
  const chart = report.geometryRegions ? geometryChart(report, { ...opts, id }) : void 0;
  return renderTemplate`${chart && renderTemplate`${renderComponent($$result, "Figure", $$Figure, { "chart": chart, "id": id, "title": title, "caption": caption }, { "default": ($$result2) => renderTemplate`${renderSlot($$result2, $$slots["default"])}` })}`}`;
}, "/work/wt-uncert2/src/components/GeometryChart.astro", void 0);

const $$Astro$a = createAstro();
const $$SelectionTable = createComponent(($$result, $$props, $$slots) => {
  const Astro2 = $$result.createAstro($$Astro$a, $$props, $$slots);
  Astro2.self = $$SelectionTable;
  const { report } = currentReport(Astro2.locals, "SelectionTable");
  const sel = report.selection ?? [];
  const scenarios = [...new Set(sel.map((e) => e.scenario))];
  const strategies = [...new Set(sel.map((e) => e.strategy))];
  const cheapest = /* @__PURE__ */ new Map();
  for (const sc of scenarios) {
    const ok = sel.filter((e) => e.scenario === sc && e.feasibleOnTest >= 1 - FEASIBLE_TOL).sort((a, b) => a.expectedTestCost - b.expectedTestCost);
    if (ok.length) cheapest.set(sc, ok[0].strategy);
  }
  const rec = new Map((report.recommendations ?? []).map((r) => [r.scenario, r.strategy]));
  const cell = (sc, st) => sel.find((e) => e.scenario === sc && e.strategy === st);
  const withIntervals = sel.some((e) => e.intervals);
  const level = report.uncertainty?.level ?? 0.95;
  const pctLevel = `${+(level * 100).toPrecision(6)}%`;
  return renderTemplate`${sel.length > 0 && renderTemplate`${maybeRenderHead()}<figure class="selection-table" data-chart="selection-table"><figcaption>Cost on the test part of each selection strategy (model and thresholds fixed on validation). Lower is better.
      ★ marks the cheapest strategy whose test point meets α and κ for every cost in the range.
${withIntervals && renderTemplate`${renderComponent($$result, "Fragment", Fragment, {}, { "default": ($$result2) => renderTemplate` Intervals: ${pctLevel} bootstrap percentile intervals of the expected test cost over stratified resamples of the test part, each strategy's model and thresholds kept as chosen on validation (the test-sampling uncertainty of that choice, not the variability of the choice itself). “Bootstrap mean”: the share feasible on test averaged over the resamples (for a single threshold, the share of resamples in which it meets α and κ).` })}`}${report.simulated && " Simulated data."}</figcaption><table class="data"><thead><tr><th scope="col">Strategy</th>${scenarios.map((sc) => renderTemplate`<th scope="col">Scenario “<bdi>${sc}</bdi>”</th>`)}</tr></thead><tbody>${strategies.map((st) => renderTemplate`<tr><th scope="row">${STRATEGY_LABELS[st]}</th>${scenarios.map((sc) => {
    const e = cell(sc, st);
    if (!e) return renderTemplate`<td>—</td>`;
    const best = cheapest.get(sc) === st;
    return renderTemplate`<td${addAttribute({ best }, "class:list")}${addAttribute(st, "data-strategy")}${addAttribute(sc, "data-scenario")}><strong>${fmt(e.expectedTestCost)}</strong>${best && renderTemplate`<span title="cheapest strategy feasible on test" aria-label="cheapest feasible"> ★</span>`}${e.intervals?.expectedTestCost[0] && renderTemplate`${renderComponent($$result, "Fragment", Fragment, {}, { "default": ($$result2) => renderTemplate`<br><span class="ci" title="bootstrap percentile interval: test part resampled, choice fixed">${pctLevel} interval ${ciText(e.intervals.expectedTestCost[0].ci, (v) => fmt(v))}</span>` })}`}<br><span class="muted">Monte Carlo ${fmt(e.expectedTestCostMonteCarlo)} (${int(e.samples)} samples)</span><br>feasible on test ${pct(e.feasibleOnTest, 0)}${e.intervals?.feasibleOnTest[0] && renderTemplate`<span class="muted">${` (bootstrap mean ${pct(e.intervals.feasibleOnTest[0].mean, 0)})`}</span>`}<br><bdi>${e.model}</bdi>${rec.get(sc) === st && renderTemplate`<em> — recommended</em>`}</td>`;
  })}</tr>`)}</tbody></table></figure>`}`;
}, "/work/wt-uncert2/src/components/SelectionTable.astro", void 0);

const $$Astro$9 = createAstro();
const $$SelectionCharts = createComponent(($$result, $$props, $$slots) => {
  const Astro2 = $$result.createAstro($$Astro$9, $$props, $$slots);
  Astro2.self = $$SelectionCharts;
  const { report } = currentReport(Astro2.locals, "SelectionCharts");
  const rocId = nextChartId(Astro2.locals, "selection-roc");
  const thId = nextChartId(Astro2.locals, "selection-thresholds");
  const roc = selectionRocChart(report, { id: rocId, scenario: Astro2.props.scenario });
  const th = selectionThresholdsChart(report, { id: thId, scenario: Astro2.props.scenario });
  return renderTemplate`${maybeRenderHead()}<div class="chart-grid"> ${renderComponent($$result, "Figure", $$Figure, { "chart": roc, "id": rocId })} ${renderComponent($$result, "Figure", $$Figure, { "chart": th, "id": thId })} </div>`;
}, "/work/wt-uncert2/src/components/SelectionCharts.astro", void 0);

const $$Astro$8 = createAstro();
const $$ForestChart = createComponent(($$result, $$props, $$slots) => {
  const Astro2 = $$result.createAstro($$Astro$8, $$props, $$slots);
  Astro2.self = $$ForestChart;
  const { title, caption } = Astro2.props;
  const { report } = currentReport(Astro2.locals, "ForestChart");
  const id = nextChartId(Astro2.locals, "forest");
  const chart = report.models.some((m) => m.intervals) ? forestChart(report, { id }) : void 0;
  return renderTemplate`${chart ? renderTemplate`${renderComponent($$result, "Figure", $$Figure, { "chart": chart, "id": id, "title": title, "caption": caption }, { "default": ($$result2) => renderTemplate`${renderSlot($$result2, $$slots["default"])}` })}` : renderTemplate`${maybeRenderHead()}<p class="note">No confidence intervals: ${report.uncertainty?.notes.join(" ") || "the input has no per-example data."}</p>`}`;
}, "/work/wt-uncert2/src/components/ForestChart.astro", void 0);

const $$Astro$7 = createAstro();
const $$PairedTests = createComponent(($$result, $$props, $$slots) => {
  const Astro2 = $$result.createAstro($$Astro$7, $$props, $$slots);
  Astro2.self = $$PairedTests;
  const { report } = currentReport(Astro2.locals, "PairedTests");
  const cmp = report.comparisons ?? [];
  const names = report.models.map((m) => m.name);
  const level = report.uncertainty?.level ?? 0.95;
  const cell = (a, b) => {
    const c = cmp.find((x) => x.a === a && x.b === b || x.a === b && x.b === a);
    if (!c) return void 0;
    const s = c.a === a ? 1 : -1;
    const d = (c.auroc[0] - c.auroc[1]) * s;
    const lo = s === 1 ? c.difference[0] : c.difference[1] === null ? null : -c.difference[1];
    const hi = s === 1 ? c.difference[1] : c.difference[0] === null ? null : -c.difference[0];
    return { d, lo, hi, p: c.p, sig: c.p !== null && c.p < 1 - level };
  };
  const pText = (p) => p === null ? "\u2014" : p < 1e-3 ? "< 0.001" : p.toFixed(3);
  return renderTemplate`${cmp.length > 0 && renderTemplate`${maybeRenderHead()}<div class="table-scroll"><table class="paired-tests"><caption>${Astro2.props.caption ?? `Paired DeLong tests of AUROC: each cell is row \u2212 column, the ${Math.round(level * 100)}% interval of the difference and the two-sided p-value (bold: the interval excludes 0).`}</caption><thead><tr><th scope="col">AUROC row − column</th>${names.map((n) => renderTemplate`<th scope="col"><bdi>${n}</bdi></th>`)}</tr></thead><tbody>${names.map((a) => renderTemplate`<tr><th scope="row"><bdi>${a}</bdi></th>${names.map((b) => {
    const c = a === b ? void 0 : cell(a, b);
    return renderTemplate`<td${addAttribute({ best: c?.sig }, "class:list")}${addAttribute(c?.p ?? void 0, "data-p")}>${c ? renderTemplate`${renderComponent($$result, "Fragment", Fragment, {}, { "default": ($$result2) => renderTemplate`${fmt(c.d)} [${fmt(c.lo)}, ${fmt(c.hi)}]<br>p = ${pText(c.p)}` })}` : "\u2014"}</td>`;
  })}</tr>`)}</tbody></table></div>`}`;
}, "/work/wt-uncert2/src/components/PairedTests.astro", void 0);

const $$Astro$6 = createAstro();
const $$Uncertainty = createComponent(($$result, $$props, $$slots) => {
  const Astro2 = $$result.createAstro($$Astro$6, $$props, $$slots);
  Astro2.self = $$Uncertainty;
  const { chart = true, tests = true } = Astro2.props;
  const { report } = currentReport(Astro2.locals, "Uncertainty");
  const u = report.uncertainty;
  const b = u?.bootstrap;
  const has = report.models.some((m) => m.intervals);
  const delong = report.models.some((m) => m.intervals?.auroc.some((x) => x.method === "delong"));
  return renderTemplate`${u && renderTemplate`${maybeRenderHead()}<div class="uncertainty">${has && renderTemplate`<p>
Intervals are ${Math.round(u.level * 100)}% intervals${delong && renderTemplate`${renderComponent($$result, "Fragment", Fragment, {}, { "default": ($$result2) => renderTemplate`: DeLong's for AUROC (from the structural components, as pROC's <code>ci.auc</code>)` })}`}${b && renderTemplate`${renderComponent($$result, "Fragment", Fragment, {}, { "default": ($$result2) => renderTemplate`${delong ? ";" : ":"} stratified bootstrap percentile intervals (${b.resamples} resamples, seed ${b.seed}, ${b.paired ? "the same resampled cases for every model" : "each count table resampled on its own: unpaired"}) for every other metric` })}`}.
</p>`}${u.statements.length > 0 && renderTemplate`<ul class="findings uncertainty-statements">${u.statements.map((s) => renderTemplate`<li>${s}</li>`)}</ul>`}${u.notes.length > 0 && renderTemplate`<ul class="note uncertainty-notes">${u.notes.map((s) => renderTemplate`<li>${s}</li>`)}</ul>`}${chart && has && renderTemplate`${renderComponent($$result, "ForestChart", $$ForestChart, {})}`}${tests && renderTemplate`${renderComponent($$result, "PairedTests", $$PairedTests, {})}`}</div>`}`;
}, "/work/wt-uncert2/src/components/Uncertainty.astro", void 0);

const $$Astro$5 = createAstro();
const $$WinProbability = createComponent(($$result, $$props, $$slots) => {
  const Astro2 = $$result.createAstro($$Astro$5, $$props, $$slots);
  Astro2.self = $$WinProbability;
  const { title, caption } = Astro2.props;
  const { report } = currentReport(Astro2.locals, "WinProbability");
  const id = nextChartId(Astro2.locals, "winprob");
  const has = !!report.heatmap && report.heatmap.cells.every((r) => r.every((c) => c.winProbability));
  const chart = has ? winProbabilityChart(report, { id }) : void 0;
  return renderTemplate`${chart ? renderTemplate`${renderComponent($$result, "Figure", $$Figure, { "chart": chart, "id": id, "title": title, "caption": caption, "wide": true }, { "default": ($$result2) => renderTemplate`${renderSlot($$result2, $$slots["default"])}` })}` : renderTemplate`${maybeRenderHead()}<p class="note">No win probabilities: they need a heatmap and a bootstrap (<code>uncertainty: ${"{"} bootstrap: 1000 ${"}"}</code> in the config).</p>`}`;
}, "/work/wt-uncert2/src/components/WinProbability.astro", void 0);

const $$Astro$4 = createAstro();
const $$DefaultReport = createComponent(($$result, $$props, $$slots) => {
  const Astro2 = $$result.createAstro($$Astro$4, $$props, $$slots);
  Astro2.self = $$DefaultReport;
  const { report } = currentReport(Astro2.locals, "DefaultReport");
  const byAuroc = [...report.models].sort((a, b) => b.auroc - a.auroc);
  const byAp = [...report.models].sort((a, b) => b.auprc - a.auprc);
  const scenarioFindings = report.scenarios.map((sc) => {
    const ranked = report.models.map((m) => ({ name: m.name, pv: m.scenarios.find((x) => x.name === sc.name)?.partialVoros ?? 0 })).sort((a, b) => b.pv - a.pv);
    return { sc, ranked };
  });
  const heat = report.heatmap;
  const hasPrev = (report.settings.deploymentPrevalence?.length ?? 0) > 0 && report.models.every((m) => m.geometry?.prAtPrevalence?.length);
  const hasGeometry = report.models.some((m) => m.geometry);
  const hasDD = !!report.dutchDraw && report.models.some((m) => m.operatingPoints?.length);
  const ddWarn = hasDD ? ddWarnings(report) : [];
  const accFindings = (report.settings.waaurocc ?? []).flatMap((w) => {
    const rows = report.models.map((m) => ({ name: m.name, x: m.waaurocc?.find((q) => q.fpr[0] === w[0] && q.fpr[1] === w[1]) })).filter((r) => r.x?.acceptance);
    if (!rows.length) return [];
    return [{ range: w, value: rows[0].x.acceptance.value, pass: rows.filter((r) => r.x.acceptance.passes).map((r) => r.name), fail: rows.filter((r) => !r.x.acceptance.passes).map((r) => r.name) }];
  });
  const heatShares = (() => {
    if (!heat) return [];
    const counts = /* @__PURE__ */ new Map();
    let n = 0;
    for (const row of heat.cells) for (const c of row) {
      const k = c.winners.length === 1 ? c.winners[0] : "tie";
      counts.set(k, (counts.get(k) ?? 0) + 1);
      n++;
    }
    return [...report.models.map((m) => m.name), "tie"].filter((k) => counts.has(k)).map((k) => ({ k, share: counts.get(k) / n }));
  })();
  const costText = (c) => "t" in c ? `t uniform on [${c.t[0]}, ${c.t[1]}]` : `C0/C1 uniform on [${c.ratio[0]}, ${c.ratio[1]}]${c.classRatio ? `, N/P in [${c.classRatio[0]}, ${c.classRatio[1]}]` : ""}`;
  return renderTemplate`${maybeRenderHead()}<section> <h2>Summary</h2> <p>This report was generated from the config alone (no hand-written text). It compares ${report.models.length} models on
${int(report.dataset.positives + report.dataset.negatives)} cases. Higher is better for every number below.</p> <ul class="findings"> <li>Highest AUROC: <strong><bdi>${byAuroc[0].name}</bdi></strong> (${fmt(byAuroc[0].auroc)})${byAuroc[1] && renderTemplate`${renderComponent($$result, "Fragment", Fragment, {}, { "default": ($$result2) => renderTemplate`, then <bdi>${byAuroc[1].name}</bdi> (${fmt(byAuroc[1].auroc)})` })}`}; highest average precision: <strong><bdi>${byAp[0].name}</bdi></strong> (${fmt(byAp[0].auprc)}).</li> ${scenarioFindings.map(({ sc, ranked }) => renderTemplate`<li>Scenario “<bdi>${sc.name}</bdi>” (precision ≥ ${fmt(sc.precision, 2)}, at most ${int(sc.capacityCount)} alerts): best partial VOROS <strong>${sc.winners.length ? sc.winners.map((w, i) => renderTemplate`${renderComponent($$result, "Fragment", Fragment, {}, { "default": ($$result2) => renderTemplate`${i ? " \u2248 " : ""}<bdi>${w}</bdi>` })}`) : "\u2014"}</strong> (${fmt(ranked[0]?.pv)})${ranked[1] && renderTemplate`${renderComponent($$result, "Fragment", Fragment, {}, { "default": ($$result2) => renderTemplate`, next <bdi>${ranked[1].name}</bdi> (${fmt(ranked[1].pv)})` })}`}.</li>`)} ${accFindings.map((a) => renderTemplate`<li>WaAUROCC over FPR ${a.range[0]}–${a.range[1]} against the configured acceptance curve (${fmt(a.value)}): ${a.pass.length ? renderTemplate`${renderComponent($$result, "Fragment", Fragment, {}, { "default": ($$result2) => renderTemplate`reached by <strong>${a.pass.join(", ")}</strong>` })}` : "reached by no model"}${a.fail.length > 0 && renderTemplate`${renderComponent($$result, "Fragment", Fragment, {}, { "default": ($$result2) => renderTemplate`; missed by ${a.fail.join(", ")}` })}`}.</li>`)} ${hasDD && renderTemplate`<li>Dutch Draw: ${ddWarn.length === 0 ? "every operating point beats the random baseline on every measure that can beat it." : renderTemplate`${renderComponent($$result, "Fragment", Fragment, {}, { "default": ($$result2) => renderTemplate`${ddWarn.length} operating point${ddWarn.length > 1 ? "s do" : " does"} not beat the random baseline on at least one measure (see “Dutch Draw baseline”).` })}`}</li>`} ${heat && renderTemplate`<li>Across the ${heat.alphas.length} × ${heat.kappas.length} grid of precision and capacity limits, the winner is ${heatShares.map((h, i) => renderTemplate`${renderComponent($$result, "Fragment", Fragment, {}, { "default": ($$result2) => renderTemplate`${i > 0 && ", "}${h.k === "tie" ? "a tie" : h.k} in ${(h.share * 100).toFixed(0)}%` })}`)} of the cells${heatShares.length > 1 ? ": the choice of model depends on the deployment constraints" : ""}.</li>`} </ul> ${renderComponent($$result, "MetricTable", $$MetricTable, {})} </section> ${report.uncertainty && (report.uncertainty.statements.length > 0 || report.uncertainty.notes.length > 0 || report.models.some((m) => m.intervals)) && renderTemplate`<section> <h2>How sure are these numbers?</h2> ${renderComponent($$result, "Uncertainty", $$Uncertainty, {})} </section>`} <section> <h2>Discrimination over all thresholds</h2> <div class="chart-grid"> ${renderComponent($$result, "RocChart", $$RocChart, {})} ${!hasPrev && renderTemplate`${renderComponent($$result, "PrChart", $$PrChart, {})}`} </div> ${hasPrev && renderTemplate`${renderComponent($$result, "Fragment", Fragment, {}, { "default": ($$result2) => renderTemplate` <p>Precision depends on prevalence. The config lists deployment prevalences, so the precision–recall curves are also
        shown as they would look there: recall is unchanged and precision = π·TPR / (π·TPR + (1 − π)·FPR).</p> ${renderComponent($$result2, "PrPrevalence", $$PrPrevalence, {})} ` })}`} ${hasGeometry && renderTemplate`${renderComponent($$result, "Fragment", Fragment, {}, { "default": ($$result2) => renderTemplate` <h3>Leakage and the binormal fit</h3> <p>The leakage function G(u) = 1 − ROC(1 − u) gives, for a threshold that clears a share u of the negatives, the
        share of positives missed. The binormal fit summarises each curve by two numbers a and b (probit(TPR) = b + a·probit(FPR)).</p> ${renderComponent($$result2, "LeakageChart", $$LeakageChart, {})} ` })}`} </section> ${report.geometryRegions && renderTemplate`<section> <h2>Capacity and bounded risk</h2> <p>The capacity line bounds the share of cases that can be alarmed; the shaded region holds the operating points whose
      expected cost per case stays under the bound. Each model's implied operating point is marked.</p> ${renderComponent($$result, "GeometryChart", $$GeometryChart, {})} </section>`} ${report.scenarios.length > 0 && renderTemplate`<section> <h2>Deployment scenarios</h2> <p>Each scenario keeps only the operating points with precision at least α and at most κ alerts, and averages over a range of
      costs. Partial VOROS (PV) is the share of that feasible region a model's best feasible point beats, averaged over the costs.</p> ${report.scenarios.map((s) => renderTemplate`<section> <h3>Scenario “<bdi>${s.name}</bdi>”: precision ≥ ${fmt(s.precision, 2)}, at most ${int(s.capacityCount)} alerts</h3> <p>Costs: ${costText(s.cost)}. Best partial VOROS: <strong>${s.winners.length ? s.winners.map((w, i) => renderTemplate`${renderComponent($$result, "Fragment", Fragment, {}, { "default": ($$result2) => renderTemplate`${i ? " \u2248 " : ""}<bdi>${w}</bdi>` })}`) : "\u2014"}</strong>.
${!s.def11.holds && renderTemplate`${renderComponent($$result, "Fragment", Fragment, {}, { "default": ($$result2) => renderTemplate` Assumptions of Partial VOROS Def. 11 that fail: ${s.def11.failures.join("; ")}.` })}`}</p> <div class="chart-grid"> ${renderComponent($$result, "FeasibleRegion", $$FeasibleRegion, { "scenario": s.name })} ${renderComponent($$result, "LesserAreaCurve", $$LesserAreaCurve, { "scenario": s.name })} </div> </section>`)} </section>`} ${report.selection && report.selection.length > 0 && renderTemplate`<section> <h2>Model selection on validation, cost on test</h2> <p>Each strategy of the Partial VOROS paper (Sec. 6) picks one model and its thresholds on the validation part; those fixed
      choices are then applied to the held-out test part. The cost of an operating point at t is t·FPR + (1 − t)·(1 − TPR),
      averaged exactly over the scenario's cost distribution. Every other number of this report is computed on the test part.</p> ${renderComponent($$result, "SelectionTable", $$SelectionTable, {})} ${report.scenarios.map((s) => renderTemplate`<section> <h3>Scenario “<bdi>${s.name}</bdi>”</h3> ${renderComponent($$result, "SelectionCharts", $$SelectionCharts, { "scenario": s.name })} </section>`)} </section>`} ${report.models.some((m) => m.operatingPoints?.length) && renderTemplate`<section> <h2>Operating points</h2> ${renderComponent($$result, "OperatingPoints", $$OperatingPoints, {})} </section>`} ${hasDD && renderTemplate`<section> <h2>Dutch Draw baseline</h2> <p>Does an operating point do better than a classifier that alarms on a random share of the cases? The Dutch Draw
      baseline of a measure is the best value such a classifier can expect; an operating point that does not beat it is a
      major warning sign.</p> ${renderComponent($$result, "DutchDrawTable", $$DutchDrawTable, {})} ${renderComponent($$result, "DutchDrawChart", $$DutchDrawChart, {})} </section>`} ${report.heatmap && renderTemplate`<section> <h2>Which model wins where?</h2> ${renderComponent($$result, "WinnerHeatmap", $$WinnerHeatmap, {})} ${heat?.cells.every((r) => r.every((c) => c.winProbability)) && renderTemplate`${renderComponent($$result, "WinProbability", $$WinProbability, {})}`} </section>`} <section> <h2>Cost without constraints</h2> ${renderComponent($$result, "LesserAreaCurve", $$LesserAreaCurve, { "scenario": "none" })} </section>`;
}, "/work/wt-uncert2/src/components/DefaultReport.astro", void 0);

const $$Astro$3 = createAstro();
const $$Warnings = createComponent(($$result, $$props, $$slots) => {
  const Astro2 = $$result.createAstro($$Astro$3, $$props, $$slots);
  Astro2.self = $$Warnings;
  const warnings = Astro2.props.warnings ?? currentReport(Astro2.locals, "Warnings").report.warnings;
  return renderTemplate`${warnings.length > 0 && renderTemplate`${maybeRenderHead()}<section class="warnings" aria-label="Warnings"><h2${addAttribute({ "visually-small": Astro2.props.compact }, "class:list")}>Warnings (${warnings.length})</h2><ul>${warnings.map((w) => renderTemplate`<li${addAttribute(w.code, "data-warning")}><span class="warning-code">${w.code}</span>${(w.model || w.scenario) && renderTemplate`<span class="warning-scope">${w.scenario !== void 0 && renderTemplate`${renderComponent($$result, "Fragment", Fragment, {}, { "default": ($$result2) => renderTemplate`scenario “<bdi>${w.scenario}</bdi>”` })}`}${w.scenario !== void 0 && w.model !== void 0 && ", "}${w.model !== void 0 && renderTemplate`${renderComponent($$result, "Fragment", Fragment, {}, { "default": ($$result2) => renderTemplate`model <bdi>${w.model}</bdi>` })}`}</span>`}<span class="warning-text">${visibleBidi(w.message)}</span></li>`)}</ul></section>`}`;
}, "/work/wt-uncert2/src/components/Warnings.astro", void 0);

const METRICS = {
  auroc: { model: true },
  auprc: { model: true },
  aurocCi: { model: true },
  delongP: { model: true, other: true },
  pauroc: { model: true, fpr: true },
  mcclish: { model: true, fpr: true },
  voros: { model: true, t: true },
  pv: { model: true, scenario: true },
  feasibleArea: { model: true, scenario: true },
  maxRecall: { model: true, scenario: true },
  waaurocc: { model: true, fpr: true },
  waauroccAcceptance: { model: true, fpr: true },
  binormalA: { model: true },
  binormalB: { model: true },
  binormalAuroc: { model: true },
  ddBaseline: { measure: true },
  prevalence: {},
  positives: {},
  negatives: {}
};
const show = (r) => `[${r[0]}, ${r[1]}]`;
const same = (a, b) => a[0] === b[0] && a[1] === b[1];
function inlineMetric(report, p, where) {
  const tag = `<Metric metric="${p.metric}"${p.model !== void 0 ? ` model="${p.model}"` : ""}>`;
  const fail = (msg) => {
    throw new Error(`${where}: ${tag}: ${msg}`);
  };
  if (p.range !== void 0) fail("`range` is not supported: select the range by its bounds, t={[a, b]} (VOROS) or fpr={[a, b]} (partial AUROC, WaAUROCC)");
  const needs = METRICS[p.metric];
  if (!needs) fail(`unknown metric; one of ${Object.keys(METRICS).join(", ")}`);
  for (const k of ["model", "scenario", "t", "fpr", "measure", "other"]) {
    if (p[k] !== void 0 && !needs[k]) fail(`takes no ${k}="…"`);
  }
  const digits = p.digits ?? 3;
  const model = () => {
    if (p.model === void 0) fail(`needs model="…" (${report.models.map((m) => m.name).join(", ")})`);
    return report.models.find((m) => m.name === p.model) ?? fail(`no model "${p.model}"; the report has ${report.models.map((m) => m.name).join(", ")}`);
  };
  const pick = (list, key, range, what) => {
    const all = list ?? [];
    const known = all.length ? all.map((x) => show(range(x))).join(", ") : "none";
    const want = p[key];
    if (want === void 0) {
      if (all.length === 1) return all[0];
      return fail(`needs ${key}={[a, b]}: the report has ${what} for ${key} ${known}`);
    }
    if (!Array.isArray(want) || want.length !== 2) return fail(`${key} must be [a, b], got ${JSON.stringify(want)}`);
    return all.find((x) => same(range(x), want)) ?? fail(`no ${what} for ${key} = ${show(want)}; the report has ${known}`);
  };
  const scenario = () => {
    const m = model();
    const names = m.scenarios.map((s) => s.name);
    if (p.scenario === void 0) {
      if (m.scenarios.length === 1) return m.scenarios[0];
      return fail(`needs scenario="…" (${names.join(", ") || "the report has no scenarios"})`);
    }
    return m.scenarios.find((s) => s.name === p.scenario) ?? fail(`no scenario "${p.scenario}"; the report has ${names.join(", ") || "none"}`);
  };
  switch (p.metric) {
    case "auroc":
      return { text: fmt(model().auroc, digits), title: "AUROC" };
    case "auprc":
      return { text: fmt(model().auprc, digits), title: "Average precision" };
    case "aurocCi": {
      const x = model().intervals?.auroc.find((i) => i.method === "delong") ?? fail("the report has no DeLong interval for this model (ROC-point input?)");
      return { text: `[${fmt(x.ci[0], digits)}, ${fmt(x.ci[1], digits)}]`, title: `${Math.round(x.level * 100)}% DeLong interval of the AUROC` };
    }
    case "delongP": {
      const a = model().name;
      if (p.other === void 0) fail('needs other="…" (the second model of the paired test)');
      const c = (report.comparisons ?? []).find((x) => x.a === a && x.b === p.other || x.a === p.other && x.b === a) ?? fail(`no paired DeLong test of "${a}" and "${p.other}" in the report`);
      return { text: c.p === null ? "—" : c.p < 1e-3 ? "< 0.001" : c.p.toFixed(Math.max(1, digits - 1) + 1), title: `Paired DeLong test of AUROC, ${c.a} vs ${c.b}` };
    }
    case "pauroc": {
      const x = pick(model().partialAuroc, "fpr", (v) => v.fpr, "partial AUROC");
      return { text: fmt(x.area, digits), title: `Partial AUROC, FPR ∈ ${show(x.fpr)}` };
    }
    case "mcclish": {
      const x = pick(model().partialAuroc, "fpr", (v) => v.fpr, "partial AUROC");
      return { text: fmt(x.mcclish, digits), title: `McClish-standardized partial AUROC, FPR ∈ ${show(x.fpr)}` };
    }
    case "voros": {
      const x = pick(model().voros, "t", (v) => v.t, "VOROS");
      return { text: fmt(x.value, digits), title: `VOROS, t ∈ ${show(x.t)}` };
    }
    case "pv": {
      const s = scenario();
      return { text: fmt(s.partialVoros, digits), title: `Partial VOROS, scenario ${s.name}` };
    }
    case "feasibleArea": {
      const s = scenario();
      return { text: fmt(s.feasibleArea, digits), title: `Feasible area, scenario ${s.name}` };
    }
    case "maxRecall": {
      const s = scenario();
      return { text: fmt(s.maxRecall, digits), title: `Maximum feasible recall, scenario ${s.name}` };
    }
    case "waaurocc": {
      const x = pick(model().waaurocc, "fpr", (v) => v.fpr, "WaAUROCC");
      return { text: fmt(x.value, digits), title: `WaAUROCC, FPR ∈ ${show(x.fpr)}` };
    }
    case "waauroccAcceptance": {
      const x = pick(model().waaurocc, "fpr", (v) => v.fpr, "WaAUROCC");
      if (!x.acceptance) fail(`no acceptance curve is configured for FPR ${show(x.fpr)}`);
      return { text: fmt(x.acceptance.value, digits), title: `WaAUROCC of the acceptance curve, FPR ∈ ${show(x.fpr)}` };
    }
    case "binormalA":
    case "binormalB":
    case "binormalAuroc": {
      const g = model().geometry ?? fail("the report has no geometry section (add `geometry` to the config)");
      const b = g.binormal;
      if (p.metric === "binormalA") return { text: fmt(b.a, digits), title: "Binormal a = σn/σp" };
      if (p.metric === "binormalB") return { text: fmt(b.b, digits), title: "Binormal b = (μp − μn)/σp" };
      return { text: fmt(b.auroc, digits), title: "AUROC of the binormal fit" };
    }
    case "ddBaseline": {
      const k = p.measure ?? fail(`needs measure="…" (${MEASURES.join(", ")})`);
      if (!isMeasureName(k)) fail(`unknown measure "${k}"; one of ${MEASURES.join(", ")}`);
      if (!report.dutchDraw) fail("the report has no Dutch Draw baselines (P or N is not a whole number)");
      const lower = isMeasureName(k) && LOWER_IS_BETTER.has(k);
      return {
        text: fmt(ddTarget(report, k) ?? null, digits),
        title: `Dutch Draw baseline of ${k} (${lower ? "minimum expectation: lower is better" : "maximum expectation"})`
      };
    }
    case "prevalence":
      return { text: pct(report.dataset.prevalence, 1), title: "Prevalence" };
    case "positives":
      return { text: int(report.dataset.positives), title: "Positives" };
    case "negatives":
      return { text: int(report.dataset.negatives), title: "Negatives" };
  }
  return fail("unknown metric");
}

const $$Astro$2 = createAstro();
const $$Metric = createComponent(($$result, $$props, $$slots) => {
  const Astro2 = $$result.createAstro($$Astro$2, $$props, $$slots);
  Astro2.self = $$Metric;
  const props = Astro2.props;
  const { report, slug } = currentReport(Astro2.locals, "Metric");
  const { text, title } = inlineMetric(report, props, `report "${slug}" (content/reports/${slug}.mdx)`);
  return renderTemplate`${maybeRenderHead()}<span class="metric"${addAttribute(props.metric, "data-metric")}${addAttribute(props.model, "data-model")}${addAttribute(props.measure, "data-measure")}${addAttribute(title, "title")}>${text}</span>`;
}, "/work/wt-uncert2/src/components/Metric.astro", void 0);

const $$Astro$1 = createAstro();
const $$Recommendation = createComponent(($$result, $$props, $$slots) => {
  const Astro2 = $$result.createAstro($$Astro$1, $$props, $$slots);
  Astro2.self = $$Recommendation;
  const { report } = currentReport(Astro2.locals, "Recommendation");
  const recs = report.recommendations ?? [];
  const val = report.dataset.parts?.validation;
  const costText = (c) => "t" in c ? `t uniform on [${fmt(c.t[0])}, ${fmt(c.t[1])}]` : `C0/C1 uniform on [${fmt(c.ratio[0])}, ${fmt(c.ratio[1])}]${c.classRatio ? `, N/P in [${c.classRatio[0]}, ${c.classRatio[1]}]` : ""}`;
  const ratioOf = (t) => val ? fmt(costRatioOf(t, val.positives, val.negatives)) : "";
  const items = recs.map((r) => ({ r, s: report.scenarios.find((x) => x.name === r.scenario) }));
  return renderTemplate`${items.length > 0 && renderTemplate`${maybeRenderHead()}<section class="recommendation" aria-labelledby="recommendation-title" data-recommendation><h2 id="recommendation-title">Deployment recommendation</h2><p>${report.simulated && renderTemplate`${renderComponent($$result, "Fragment", Fragment, {}, { "default": ($$result2) => renderTemplate`<span class="badge simulated">Simulated data</span>` })}`}For each scenario: the model and threshold chosen on the validation part by the selection strategy that stays within the
      limits on the held-out test part most often, and the cheapest among those. Numbers below are on the test part.</p>${items.map(({ r, s }) => {
    const one = r.thresholds.length === 1 ? r.thresholds[0] : void 0;
    return renderTemplate`<div class="recommendation-card"${addAttribute(r.scenario, "data-scenario")}><h3>Scenario “<bdi>${r.scenario}</bdi>”: precision ≥ ${fmt(s.precision, 2)}, at most ${typeof s.capacity === "string" ? `${s.capacity.trim()} of cases` : `${int(s.capacity)} cases`} alerted; costs ${costText(s.cost)}</h3>${one ? renderTemplate`<p>Deploy <strong><bdi>${r.model}</bdi></strong> and ${one.threshold === null ? renderTemplate`<strong>never alert</strong>` : renderTemplate`${renderComponent($$result, "Fragment", Fragment, {}, { "default": ($$result2) => renderTemplate`alert when its score is at least <strong>${threshold(one.threshold)}</strong>` })}`}
(chosen by ${STRATEGY_LABELS[r.strategy]}${one.threshold === null && "; no threshold met the limits on validation"}). On test: <strong>${fmt(one.alertsPer1000, 1)}</strong> alerts per 1,000 cases,
              precision ${one.precision === null ? "\u2014 (no alerts)" : fmt(one.precision)}, recall ${fmt(one.recall)}; expected normalized cost ${fmt(r.expectedTestCost)}.</p>` : renderTemplate`${renderComponent($$result, "Fragment", Fragment, {}, { "default": ($$result2) => renderTemplate`<p>Deploy <strong><bdi>${r.model}</bdi></strong> (chosen by ${STRATEGY_LABELS[r.strategy]}) with a threshold that depends on the
                cost parameter t; expected normalized cost on test ${fmt(r.expectedTestCost)}.</p><table class="data recommendation-thresholds"><thead><tr><th>t</th>${val && "t" in s.cost === false && renderTemplate`<th>C0/C1</th>`}<th>Alert when score ≥</th><th>Alerts per 1,000</th><th>Precision</th><th>Recall</th></tr></thead><tbody>${r.thresholds.map((p) => renderTemplate`<tr><td>${fmt(p.t[0])}–${fmt(p.t[1])}</td>${val && "t" in s.cost === false && renderTemplate`<td>${ratioOf(p.t[0])}–${ratioOf(p.t[1])}</td>`}<td>${threshold(p.threshold)}</td><td>${fmt(p.alertsPer1000, 1)}</td><td>${p.precision === null ? "\u2014" : fmt(p.precision)}</td><td>${fmt(p.recall)}</td></tr>`)}</tbody></table>` })}`}${r.warning ? renderTemplate`<p class="recommendation-warning" role="note"><strong>Warning:</strong>${r.warning}</p>` : renderTemplate`<p class="recommendation-ok">This point meets the precision and capacity limits on the test part for every cost in the range.</p>`}</div>`;
  })}</section>`}`;
}, "/work/wt-uncert2/src/components/Recommendation.astro", void 0);

const $$Astro = createAstro();
async function getStaticPaths() {
  return (await getCollection("reportData")).map((e) => ({ params: { slug: e.id }, props: { site: siteReportOf(e) } }));
}
const $$Index = createComponent(async ($$result, $$props, $$slots) => {
  const Astro2 = $$result.createAstro($$Astro, $$props, $$slots);
  Astro2.self = $$Index;
  const { slug } = Astro2.params;
  const { site } = Astro2.props;
  const report = site.report;
  Astro2.locals.rocsite = { report, slug, ids: 0 };
  const entry = site.mdx ? await getEntry("reports", site.mdx) : void 0;
  if (site.mdx && !entry) throw new Error(`content/reports/${site.mdx}.mdx is planned but not in the content collection`);
  const Content = entry ? (await renderEntry(entry)).Content : void 0;
  const title = entry?.data.title ?? report.title;
  const components = { RocChart: $$RocChart, PrChart: $$PrChart, FeasibleRegion: $$FeasibleRegion, LesserAreaCurve: $$LesserAreaCurve, WinnerHeatmap: $$WinnerHeatmap, MetricTable: $$MetricTable, Metric: $$Metric, OperatingPoints: $$OperatingPoints, Warnings: $$Warnings, Provenance: $$Provenance, WhatIf: $$WhatIf, PrPrevalence: $$PrPrevalence, DutchDrawTable: $$DutchDrawTable, DutchDrawChart: $$DutchDrawChart, LeakageChart: $$LeakageChart, GeometryChart: $$GeometryChart, Uncertainty: $$Uncertainty, ForestChart: $$ForestChart, PairedTests: $$PairedTests, WinProbability: $$WinProbability, Recommendation: $$Recommendation, SelectionTable: $$SelectionTable, SelectionCharts: $$SelectionCharts };
  const nav = [
    { href: "./index.html", label: "Report", current: true },
    ...report.heatmap ? [{ href: "./heatmap/index.html", label: "Heatmap" }] : [],
    { href: "./report.json", label: "JSON" },
    { href: "./standalone.html", label: "Single file" }
  ];
  return renderTemplate`${renderComponent($$result, "Base", $$Base, { "title": title, "root": "../../", "description": report.description, "nav": nav, "simulated": report.simulated }, { "default": async ($$result2) => renderTemplate` ${maybeRenderHead()}<main id="content"${addAttribute(slug, "data-report")} class="report"> ${renderComponent($$result2, "ReportHeader", $$ReportHeader, { "title": title, "summary": entry?.data.summary, "authors": entry?.data.authors })} ${renderComponent($$result2, "Recommendation", $$Recommendation, {})} ${renderComponent($$result2, "Provenance", $$Provenance, { "placement": "print" })} ${renderComponent($$result2, "Warnings", $$Warnings, {})} ${Content ? renderTemplate`<article class="prose">${renderComponent($$result2, "Content", Content, { "components": components })}</article>` : renderTemplate`<article class="prose">${renderComponent($$result2, "DefaultReport", $$DefaultReport, {})}</article>`} ${report.scenarios.length > 0 && renderTemplate`${renderComponent($$result2, "WhatIf", $$WhatIf, {})}`} ${renderComponent($$result2, "Provenance", $$Provenance, { "placement": "end" })} </main> ` })}`;
}, "/work/wt-uncert2/src/pages/reports/[slug]/index.astro", void 0);

const $$file = "/work/wt-uncert2/src/pages/reports/[slug]/index.astro";
const $$url = "/reports/[slug]";

const _page = /*#__PURE__*/Object.freeze(/*#__PURE__*/Object.defineProperty({
  __proto__: null,
  default: $$Index,
  file: $$file,
  getStaticPaths,
  url: $$url
}, Symbol.toStringTag, { value: 'Module' }));

const page = () => _page;

export { page };
