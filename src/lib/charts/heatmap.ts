/**
 * Winner heatmap: the model with the highest partial VOROS over minimum precision α × capacity κ. Isomorphic: the
 * build renders it with jsdom, the what-if panel re-renders it in the page with recomputed cells (render-core.ts).
 *
 * Every cell carries `data-cell="i,j"`, its category and its tooltip; three mark groups have our own classes:
 * `g.heatmap-cells` (the rects), `g.heatmap-ties` (the "≈" tie marks, screen only) and `g.heatmap-keys` (the cell
 * keys "1", "1≈3" from the legend's model numbers: in the print variant only, shown by print.css).
 */
import type { HeatmapCell, Report } from '../report/types';
import { Plot, renderVariants, variantScale, type VariantSpec } from './render-core';
import { categoryFill, categorySwatch, tiePatterns } from './palette';
import { categoryKey, categoryLabel, cellTip, compareCategories, DEF11_MARK_LABEL, kappaLabel } from './heatmap-labels';
import { fmt, int } from './format';
import { baseStyle, type ChartOut } from './common';

export { kappaLabel } from './heatmap-labels';

/**
 * Grids with more cells than this (beyond 25 × 25) show each cell's tooltip on hover only: no tab stop and no
 * accessible name per cell (render-core.ts `focusableTips`); the data table below the chart lists every cell.
 */
export const MAX_FOCUSABLE_CELLS = 625;

export interface HeatmapOptions {
  id: string;
  /** Document to render with (default: jsdom at build time, the page's document in the browser). */
  document?: Document;
}

/** What the chart draws: the grid and every cell's winners and PVs, with the report's model order. */
export interface HeatmapData {
  /** Model names in report order (their numbers 1, 2, … in the keys). */
  names: string[];
  /** |D| = P + N (κ columns are labelled as shares of it). */
  total: number;
  alphas: number[];
  kappas: number[];
  tie: number;
  cost: { t: [number, number] } | { ratio: [number, number]; classRatio?: [number, number] };
  cells: HeatmapCell[][];
  /** t range added to each tooltip (the what-if panel's sliders); the report's own chart has none. */
  tipTRange?: [number, number];
}

export interface HeatCell {
  i: number;
  j: number;
  alpha: number;
  kappa: number;
  kappaLabel: string;
  category: string;
  /** Print key of the category ("1", "1≈3"). */
  key: string;
  winners: string[];
  color: string;
  swatch: string;
  tie: boolean;
  /** Codes of the Partial VOROS Def. 11 assumptions that fail in the cell (report JSON), empty when all hold. */
  def11: string[];
  tip: string;
}

/** The heatmap data of a report. */
export function heatmapData(report: Report): HeatmapData {
  const h = report.heatmap;
  if (!h) throw new Error('the report has no heatmap');
  return {
    names: report.models.map((m) => m.name),
    total: report.dataset.positives + report.dataset.negatives,
    alphas: h.alphas,
    kappas: h.kappas,
    tie: h.tie,
    cost: h.cost as HeatmapData['cost'],
    cells: h.cells,
  };
}

export function heatmapCellsOf(d: HeatmapData, chartId: string): HeatCell[] {
  const out: HeatCell[] = [];
  d.alphas.forEach((alpha, i) => {
    d.kappas.forEach((kappa, j) => {
      const cell = d.cells[i][j];
      out.push({
        i,
        j,
        alpha,
        kappa,
        kappaLabel: kappaLabel(kappa, d.total),
        category: categoryLabel(cell.winners, d.names),
        key: categoryKey(cell.winners, d.names),
        winners: cell.winners,
        color: categoryFill(cell.winners, d.names, chartId),
        swatch: categorySwatch(cell.winners, d.names),
        tie: cell.winners.length > 1,
        def11: cell.def11 ? [...cell.def11] : [],
        tip: cellTip(alpha, kappa, d.total, cell.winners, d.names, cell.partialVoros, d.tipTRange, cell.def11),
      });
    });
  });
  return out;
}

export function heatmapChart(report: Report, o: HeatmapOptions): ChartOut {
  return heatmapChartOf(heatmapData(report), o);
}

/** The chart of heatmap data (the report's, or the what-if panel's recomputed cells). */
export function heatmapChartOf(h: HeatmapData, o: HeatmapOptions): ChartOut {
  const { names, total } = h;
  const cells = heatmapCellsOf(h, o.id);
  const xDomain = h.kappas.map((k) => kappaLabel(k, total));
  const yDomain = h.alphas.map((a) => fmt(a, 2)).reverse();
  // Legend: every category that occurs, in the order of compareCategories.
  const seen = new Map<string, HeatCell>();
  for (const c of cells) if (!seen.has(c.category)) seen.set(c.category, c);
  const legend = [...seen.values()].sort((a, b) => compareCategories(a.winners, b.winners, names));
  const showText = h.kappas.length <= 24 && h.alphas.length <= 24;
  const cellW = Math.max(26, Math.min(84, Math.floor(640 / Math.max(1, h.kappas.length))));
  const cellH = Math.max(18, Math.min(40, Math.floor(440 / Math.max(1, h.alphas.length))));
  const width = 70 + cellW * h.kappas.length + 20;
  const height = 40 + 50 + cellH * h.alphas.length;
  // Cell keys fit their cell, but never below the variant's text size (print: 10 px = 7.5 pt).
  const keySize = (key: string, v: VariantSpec) => {
    const s = variantScale(width, height, v);
    return Math.max(v.variant === 'screen' ? 6 : v.fontSize, Math.min(13, cellH * s * 0.42, ((cellW * s) / Math.max(1, key.length)) * 1.2));
  };
  const y = (d: HeatCell) => fmt(d.alpha, 2);
  // Each variant has its own tie patterns (a pattern in a hidden <svg> does not paint), so its own cell fills.
  const cellsOf = (v: VariantSpec) => (v.variant === 'screen' ? cells : heatmapCellsOf(h, `${o.id}-${v.variant}`));
  const narrow = (v: VariantSpec) => variantScale(width, height, v) * cellW < 40;
  const { svg, variants } = renderVariants(
    (v) => ({
      width,
      height,
      marginLeft: 56,
      marginBottom: 50,
      marginTop: 16,
      style: baseStyle,
      padding: 0.04,
      x: { type: 'band', domain: xDomain, label: 'Capacity κ (share of |D|) →', labelAnchor: 'center', tickRotate: h.kappas.length > 10 || narrow(v) ? -40 : 0 },
      y: { type: 'band', domain: yDomain, label: '↑ Minimum precision α' },
      color: { type: 'identity' },
      marks: [
        Plot.cell(cellsOf(v), { x: 'kappaLabel', y, fill: 'color', title: 'tip', inset: 0.5, className: 'heatmap-cells' } as Plot.CellOptions),
        showText
          ? Plot.text(
              cellsOf(v).filter((c) => c.tie),
              { x: 'kappaLabel', y, text: () => '≈', fill: '#111', stroke: '#fff', strokeWidth: 3, paintOrder: 'stroke', fontSize: 14, fontWeight: 'bold', pointerEvents: 'none', className: 'heatmap-ties' } as Plot.TextOptions,
            )
          : null,
        // Cells where a Partial VOROS Def. 11 assumption fails: a dot in the top right corner (legend entry below).
        Plot.dot(
          cellsOf(v).filter((c) => c.def11.length),
          {
            x: 'kappaLabel',
            y,
            r: 2.6,
            fill: '#111',
            stroke: '#fff',
            strokeWidth: 1.2,
            dx: (cellW * variantScale(width, height, v)) / 2 - 6,
            dy: -((cellH * variantScale(width, height, v)) / 2 - 6),
            pointerEvents: 'none',
            className: 'heatmap-def11',
          } as Plot.DotOptions,
        ),
        // Cell keys for paper only (print.css shows them): the screen and phone variants never show them.
        v.variant !== 'print' ? null : Plot.text(cellsOf(v), {
          x: 'kappaLabel',
          y,
          text: 'key',
          fontSize: (d: HeatCell) => keySize(d.key, v),
          fontWeight: 'bold',
          fill: '#111',
          stroke: '#fff',
          strokeWidth: 2.2,
          paintOrder: 'stroke',
          pointerEvents: 'none',
          className: 'heatmap-keys',
        } as Plot.TextOptions),
      ],
    }),
    {
      id: o.id,
      document: o.document,
      // On paper the heatmap may take more height than other charts: its cells carry the printed keys ("1≈2").
      boxes: { print: { width: 640, height: 440 } },
      ariaLabel: 'Winner heatmap over minimum precision α and capacity κ',
      focusableTips: cells.length <= MAX_FOCUSABLE_CELLS,
      prepend: (id) => tiePatterns(id, names),
      decorate: (svg) => {
        const group = (cls: string, tag: string, n: number) => {
          const g = svg.querySelector(`g.${cls}`);
          const els = g ? Array.from(g.querySelectorAll(tag)) : [];
          if (!g || els.length !== n) throw new Error(`heatmap: ${els.length} ${tag} in g.${cls} for ${n} cells`);
          return { g, els };
        };
        group('heatmap-cells', 'rect', cells.length).els.forEach((r, k) => {
          r.setAttribute('data-cell', `${cells[k].i},${cells[k].j}`);
          r.setAttribute('data-category', cells[k].category);
        });
        if (showText) {
          const ties = cells.filter((c) => c.tie);
          if (ties.length) group('heatmap-ties', 'text', ties.length).els.forEach((t, k) => t.setAttribute('data-cell', `${ties[k].i},${ties[k].j}`));
        }
        // Print keys (print variant only): hidden until printed (print.css shows them), one per cell in cell order.
        if (svg.getAttribute('data-variant') === 'print') group('heatmap-keys', 'text', cells.length).g.setAttribute('display', 'none');
      },
    },
  );
  const def11Cells = cells.filter((c) => c.def11.length).length;
  const table: string[][] = cells.map((c) => [fmt(c.alpha, 3), c.kappaLabel, int(c.kappa), c.category, ...names.map((n) => fmt(h.cells[c.i][c.j].partialVoros[n]))]);
  const costText = 't' in h.cost ? `t uniform on [${fmt(h.cost.t[0], 2)}, ${fmt(h.cost.t[1], 2)}]` : `C0/C1 uniform on [${h.cost.ratio[0]}, ${h.cost.ratio[1]}]`;
  return {
    kind: 'heatmap',
    title: 'Which model wins? Partial VOROS over minimum precision × capacity',
    caption:
      `Each cell is a deployment scenario: minimum precision α (rows) and at most κ alerts (columns, as a share of the ${int(total)} cases). ` +
      `Colour: the model with the highest partial VOROS (${costText}); models within ${h.tie} of the best are tied and shown as one category such as “A ≈ B” (stripes of their colours, marked ≈).` +
      (def11Cells ? ` A dot marks the ${def11Cells} of ${cells.length} cells where an assumption of Partial VOROS Def. 11 fails (the tooltip names it; see the warnings).` : ''),
    svg,
    variants,
    table: { head: ['α', 'κ (share)', 'κ (count)', 'Winner', ...names.map((n) => `PV ${n}`)], rows: table },
    legend: [
      ...legend.map((l) => ({ label: l.category, color: l.swatch, tie: l.tie, key: l.key })),
      ...(def11Cells ? [{ label: DEF11_MARK_LABEL, color: '#111', symbol: 'circle' }] : []),
    ],
  };
}
