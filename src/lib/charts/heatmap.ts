/** Winner heatmap: the model with the highest partial VOROS over minimum precision α × capacity κ. */
import type { Report } from '../report/types';
import { Plot, renderPlot } from './render';
import { categoryFill, categorySwatch, categoryLabel, tiePatterns } from './palette';
import { fmt, int } from './format';
import { baseStyle, type ChartOut } from './common';

export interface HeatmapOptions {
  id: string;
}

export interface HeatCell {
  i: number;
  j: number;
  alpha: number;
  kappa: number;
  kappaLabel: string;
  category: string;
  color: string;
  swatch: string;
  tie: boolean;
  tip: string;
}

/** Label of a κ column: the share of |D| (as configured when given as a share) and the count. */
export function kappaLabel(kappa: number, total: number): string {
  const share = kappa / total;
  const s = share * 100;
  const str = s >= 10 ? s.toFixed(0) : s >= 1 ? Number(s.toFixed(1)).toString() : Number(s.toPrecision(2)).toString();
  return `${str}%`;
}

export function heatmapCells(report: Report, chartId: string): HeatCell[] {
  const h = report.heatmap;
  if (!h) throw new Error('the report has no heatmap');
  const names = report.models.map((m) => m.name);
  const total = report.dataset.positives + report.dataset.negatives;
  const out: HeatCell[] = [];
  h.alphas.forEach((alpha, i) => {
    h.kappas.forEach((kappa, j) => {
      const cell = h.cells[i][j];
      const category = categoryLabel(cell.winners, names);
      const pv = names.map((n) => `${n} ${fmt(cell.partialVoros[n])}`).join(', ');
      out.push({
        i,
        j,
        alpha,
        kappa,
        kappaLabel: kappaLabel(kappa, total),
        category,
        color: categoryFill(cell.winners, names, chartId),
        swatch: categorySwatch(cell.winners, names),
        tie: cell.winners.length > 1,
        tip: `α = ${fmt(alpha, 3)}, κ = ${int(kappa)} (${kappaLabel(kappa, total)} of |D|)\nwinner: ${category}\npartial VOROS: ${pv}`,
      });
    });
  });
  return out;
}

export function heatmapChart(report: Report, o: HeatmapOptions): ChartOut {
  const h = report.heatmap;
  if (!h) throw new Error('the report has no heatmap');
  const cells = heatmapCells(report, o.id);
  const total = report.dataset.positives + report.dataset.negatives;
  const xDomain = h.kappas.map((k) => kappaLabel(k, total));
  const yDomain = h.alphas.map((a) => fmt(a, 2)).reverse();
  const names = report.models.map((m) => m.name);
  // Legend: every category that occurs, singles first in model order, then ties.
  const seen = new Map<string, { label: string; color: string; tie: boolean }>();
  for (const c of cells) if (!seen.has(c.category)) seen.set(c.category, { label: c.category, color: c.swatch, tie: c.tie });
  const legend = [...seen.values()].sort((a, b) => Number(a.tie) - Number(b.tie) || catOrder(a.label, names) - catOrder(b.label, names) || (a.label < b.label ? -1 : 1));
  const showText = h.kappas.length <= 24 && h.alphas.length <= 24;
  const cellW = Math.max(26, Math.min(84, Math.floor(640 / Math.max(1, h.kappas.length))));
  const cellH = Math.max(18, Math.min(40, Math.floor(440 / Math.max(1, h.alphas.length))));
  const svg = renderPlot(
    {
      width: 70 + cellW * h.kappas.length + 20,
      height: 40 + 50 + cellH * h.alphas.length,
      marginLeft: 56,
      marginBottom: 50,
      marginTop: 16,
      style: baseStyle,
      padding: 0.04,
      x: { type: 'band', domain: xDomain, label: 'Capacity κ (share of |D|) →', labelAnchor: 'center', tickRotate: h.kappas.length > 10 ? -40 : 0 },
      y: { type: 'band', domain: yDomain, label: '↑ Minimum precision α' },
      color: { type: 'identity' },
      marks: [
        Plot.cell(cells, { x: 'kappaLabel', y: (d: HeatCell) => fmt(d.alpha, 2), fill: 'color', title: 'tip', inset: 0.5 }),
        showText
          ? Plot.text(
              cells.filter((c) => c.tie),
              { x: 'kappaLabel', y: (d: HeatCell) => fmt(d.alpha, 2), text: () => '≈', fill: '#111', stroke: '#fff', strokeWidth: 3, paintOrder: 'stroke', fontSize: 14, fontWeight: 'bold', pointerEvents: 'none' } as Plot.TextOptions,
            )
          : null,
      ],
    },
    {
      id: o.id,
      ariaLabel: 'Winner heatmap over minimum precision α and capacity κ',
      prepend: tiePatterns(o.id, names),
      decorate: (svg) => {
        const g = svg.querySelector('g[aria-label="cell"]');
        const rects = g ? Array.from(g.querySelectorAll('rect')) : [];
        if (rects.length !== cells.length) throw new Error(`heatmap: ${rects.length} rects for ${cells.length} cells`);
        rects.forEach((r, k) => {
          r.setAttribute('data-cell', `${cells[k].i},${cells[k].j}`);
          r.setAttribute('data-category', cells[k].category);
        });
        const tg = svg.querySelector('g[aria-label="text"]');
        if (tg) {
          const ties = cells.filter((c) => c.tie);
          Array.from(tg.querySelectorAll('text')).forEach((t, k) => {
            if (ties[k]) t.setAttribute('data-cell', `${ties[k].i},${ties[k].j}`);
          });
        }
      },
    },
  );
  const table: string[][] = cells.map((c) => [fmt(c.alpha, 3), c.kappaLabel, int(c.kappa), c.category, ...names.map((n) => fmt(h.cells[c.i][c.j].partialVoros[n]))]);
  const costText = 't' in h.cost ? `t uniform on [${fmt(h.cost.t[0], 2)}, ${fmt(h.cost.t[1], 2)}]` : `C0/C1 uniform on [${h.cost.ratio[0]}, ${h.cost.ratio[1]}]`;
  return {
    kind: 'heatmap',
    title: 'Which model wins? Partial VOROS over minimum precision × capacity',
    caption:
      `Each cell is a deployment scenario: minimum precision α (rows) and at most κ alerts (columns, as a share of the ${int(total)} cases). ` +
      `Colour: the model with the highest partial VOROS (${costText}); models within ${h.tie} of the best are tied and shown as one category such as “A ≈ B” (stripes of their colours, marked ≈).`,
    svg,
    table: { head: ['α', 'κ (share)', 'κ (count)', 'Winner', ...names.map((n) => `PV ${n}`)], rows: table },
    legend: legend.map((l) => ({ label: l.label, color: l.color, tie: l.tie })),
  };
}

function catOrder(label: string, names: string[]): number {
  const first = label.split(' ≈ ')[0];
  const i = names.indexOf(first);
  return i < 0 ? names.length : i;
}
