/** Feasible-region chart: a scenario's feasible region with its constraint lines, each ROC curve and best feasible points. */
import type { Report, Pt } from '../report/types';
import { Plot, renderVariants, variantScale, type VariantSpec } from './render';
import { fmt, int, kappaText, maxAlerts } from './format';
import { drawnForScenario, drawnNote } from './drawn-models';
import { baseStyle, colorScale, distinctBestPoints, findScenario, legendOf, modelLines, polygonMark, symbolScale, thrText, tRanges, type ChartOut } from './common';
import { visibleBidi } from '../text';

export interface FeasibleOptions {
  id: string;
  scenario?: string;
  /** Zoom the FPR axis; default: automatic (a little beyond the region and the best points). */
  maxFpr?: number;
}

/** Segment of the line a·x + b·y = c inside [0, X] × [0, 1] (or null). */
export function clipLine(a: number, b: number, c: number, X: number, Y = 1): [Pt, Pt] | null {
  const pts: Pt[] = [];
  const add = (x: number, y: number) => {
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

export function feasibleChart(report: Report, o: FeasibleOptions): ChartOut {
  const scen = findScenario(report, o.scenario);
  if (!scen) throw new Error('feasible region chart: the report has no scenario');
  const { positives: P, negatives: N } = report.dataset;
  const verts = scen.feasibleRegion.vertices;
  // At most MAX_DRAWN_MODELS models: those of highest partial VOROS in this scenario (drawn-models.ts).
  const drawn = drawnForScenario(report, scen.name);
  const best: { model: string; fpr: number; tpr: number; tip: string }[] = [];
  const table: string[][] = [];
  for (const m of drawn) {
    const ms = m.scenarios.find((s) => s.name === scen.name);
    if (!ms) continue;
    for (const b of distinctBestPoints(ms)) {
      best.push({
        model: m.name,
        fpr: b.fpr,
        tpr: b.tpr,
        tip: `${visibleBidi(m.name)} — best feasible point\nFPR ${fmt(b.fpr)}, TPR ${fmt(b.tpr)}\n${int(b.tp)} TP, ${int(b.fp)} FP, precision ${b.tp + b.fp > 0 ? fmt(b.tp / (b.tp + b.fp)) : '—'}\nthreshold ${thrText(b.threshold, b.fpr, b.tpr)}\noptimal for ${tRanges(b.t)}\npartial VOROS ${fmt(ms.partialVoros)}`,
      });
      table.push([m.name, fmt(b.fpr), fmt(b.tpr), thrText(b.threshold, b.fpr, b.tpr), tRanges(b.t), fmt(ms.partialVoros)]);
    }
  }
  const xmaxRegion = Math.max(0, ...verts.map((v) => v[0]), ...best.map((b) => b.fpr));
  const maxFpr = o.maxFpr ?? (xmaxRegion < 0.45 ? Math.min(1, niceCeil(Math.max(xmaxRegion * 1.35, 0.01))) : 1);
  const ymaxRegion = Math.max(0, ...verts.map((v) => v[1]), ...best.map((b) => b.tpr));
  const maxTpr = maxFpr < 1 && ymaxRegion < 0.75 ? Math.min(1, niceCeil(Math.max(ymaxRegion * 1.25, 0.05))) : 1;
  const curves: { model: string; fpr: number; tpr: number }[] = [];
  for (const m of drawn) {
    // The report's display curve as it is (thinned once, by report/thin.ts, for very large inputs).
    m.roc.fpr.forEach((fpr, i) => curves.push({ model: m.name, fpr, tpr: m.roc.tpr[i] }));
  }
  // Constraint lines: precision α·N·x = (1−α)·P·y; capacity N·x + P·y = κ.
  const a = scen.precision;
  const precLine = clipLine(a * N, -(1 - a) * P, 0, maxFpr, maxTpr);
  const capLine = clipLine(N, P, scen.capacityCount, maxFpr, maxTpr);
  const lines: { kind: string; x: number; y: number }[] = [];
  if (precLine) for (const p of precLine) lines.push({ kind: `precision = ${fmt(a, 2)}`, x: p[0], y: p[1] });
  if (capLine) for (const p of capLine) lines.push({ kind: `${kappaText(scen.capacityCount)} alerts`, x: p[0], y: p[1] });
  const W = 560;
  const H = 460;
  const [ML, MR, MT, MB] = [52, 20, 20, 44];
  const LABEL_PX = 11;
  // Each line's label at a point along it: the precision line's at its middle, the capacity line's at the first of
  // its middle, a third, two thirds, a sixth or five sixths that keeps the two labels apart (they met where the lines
  // cross near their middles), in the variant's pixels (text 11 px wide ≈ 0.62 em a character).
  const labelsFor = (v: VariantSpec) => {
    const s = variantScale(W, H, v);
    const px = (p: Pt) => [ML + (p[0] / maxFpr) * (W * s - ML - MR), MT + (1 - p[1] / maxTpr) * (H * s - MT - MB)] as const;
    const at = (l: Pt[], f: number): Pt => [l[0][0] + f * (l[1][0] - l[0][0]), l[0][1] + f * (l[1][1] - l[0][1])];
    const box = (p: Pt, text: string) => {
      const [x, y] = px(p);
      const w = (text.length + 1) * 0.62 * LABEL_PX;
      return { x0: x - w / 2, x1: x + w / 2, y0: y - 7 - LABEL_PX, y1: y - 7 + 2 };
    };
    const out: { x: number; y: number; text: string }[] = [];
    const placed: ReturnType<typeof box>[] = [];
    for (const [l, text] of [[precLine, `precision ${fmt(a, 2)}`], [capLine, `capacity ${kappaText(scen.capacityCount)}`]] as const) {
      if (!l) continue;
      const tries = [0.5, 1 / 3, 2 / 3, 1 / 6, 5 / 6].map((f) => at(l as Pt[], f));
      const p = tries.find((q) => placed.every((b) => { const c = box(q, text); return c.x1 <= b.x0 || c.x0 >= b.x1 || c.y1 <= b.y0 || c.y0 >= b.y1; })) ?? tries[0];
      placed.push(box(p, text));
      out.push({ x: p[0], y: p[1], text });
    }
    return out;
  };
  const { svg, variants } = renderVariants(
    (v) => ({
      width: W,
      height: H,
      marginLeft: ML,
      marginRight: MR,
      marginTop: MT,
      marginBottom: MB,
      style: baseStyle,
      x: { domain: [0, maxFpr], label: 'False positive rate →', grid: true, labelAnchor: 'center' },
      y: { domain: [0, maxTpr], label: '↑ True positive rate', grid: true, ticks: 8 },
      color: colorScale(report),
      symbol: symbolScale(report),
      marks: [
        polygonMark(verts, 'feasible-polygon'),
        Plot.line(lines, { x: 'x', y: 'y', z: 'kind', stroke: 'currentColor', strokeOpacity: 0.55, strokeDasharray: '5,3' }),
        // (A halo: a label may fall on a model's curve or point.)
        Plot.text(labelsFor(v), { x: 'x', y: 'y', text: 'text', fill: 'currentColor', fillOpacity: 0.75, dy: -7, fontSize: LABEL_PX, stroke: 'var(--plot-background)', strokeWidth: 3, paintOrder: 'stroke' }),
        ...modelLines(report.models.map((m) => m.name), curves, { x: 'fpr', y: 'tpr', domain: [0, maxFpr], strokeWidth: 1.8, clip: true }),
        Plot.dot(best, { x: 'fpr', y: 'tpr', fill: 'model', stroke: 'var(--plot-background)', strokeWidth: 1.5, r: 5.5, symbol: 'model', title: 'tip' }),
        Plot.frame({ strokeOpacity: 0.3 }),
      ],
    }),
    { id: o.id, ariaLabel: `Feasible region of scenario ${visibleBidi(scen.name)} with each model's ROC curve and best feasible points` },
  );
  return {
    kind: 'feasible',
    title: `Feasible region — scenario “${visibleBidi(scen.name)}”`,
    caption:
      `Shaded: the operating points that meet precision ≥ ${fmt(a, 2)} and at most ${maxAlerts(scen.capacityCount)} alerts ` +
      `(case ${scen.feasibleRegion.case} of the Partial VOROS paper's Appendix A: ${scen.feasibleRegion.description}; area ${fmt(scen.feasibleArea, 4)}). ` +
      `Symbols with a white rim: each model's best feasible operating points for t ∈ [${fmt(scen.tRange[0])}, ${fmt(scen.tRange[1])}].` +
      (maxFpr < 1 ? ` The axes are cut at FPR ${fmt(maxFpr, 3)}${maxTpr < 1 ? ` and TPR ${fmt(maxTpr, 2)}` : ''} to show the region.` : '') +
      drawnNote(report, drawn, `partial VOROS in “${visibleBidi(scen.name)}”`),
    svg,
    variants,
    table: { head: ['Model', 'FPR', 'TPR', 'Threshold', 'Optimal for', 'Partial VOROS'], rows: table },
    legend: legendOf(report, drawn),
  };
}

function niceCeil(v: number): number {
  const e = 10 ** Math.floor(Math.log10(v));
  for (const m of [1, 1.5, 2, 2.5, 3, 4, 5, 6, 8, 10]) if (m * e >= v) return m * e;
  return 10 * e;
}
