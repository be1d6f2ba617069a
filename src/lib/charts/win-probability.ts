/**
 * Win-probability heatmap: beside the winner heatmap, how sure each cell's winner is. A cell's grey is the smallest
 * win probability among its winners (the share of bootstrap resamples in which the model wins the cell by the
 * heatmap's own tie rule), in five steps; the number is printed in the cell. Grey only, so it reads the same in
 * greyscale print; the legend gives the steps.
 */
import type { Report } from '../report/types';
import { Plot, renderPlot } from './render';
import { categoryKey, categoryLabel, kappaLabel } from './heatmap-labels';
import { fmt, int } from './format';
import { baseStyle, type ChartOut } from './common';
import { CLEAR_WIN } from '../report/uncertainty-rules';

/** Grey steps: win probability below 0.2, 0.4, 0.6, 0.8, and at least 0.8 (darker = surer). */
export const WIN_STEPS: { upTo: number; fill: string; text: string; label: string }[] = [
  { upTo: 0.2, fill: '#f7f7f7', text: '#111', label: '< 0.2' },
  { upTo: 0.4, fill: '#cccccc', text: '#111', label: '0.2–0.4' },
  { upTo: 0.6, fill: '#969696', text: '#111', label: '0.4–0.6' },
  { upTo: CLEAR_WIN, fill: '#636363', text: '#fff', label: `0.6–${CLEAR_WIN}` },
  { upTo: Infinity, fill: '#252525', text: '#fff', label: `≥ ${CLEAR_WIN}` },
];

export function winStep(p: number) {
  return WIN_STEPS.find((s) => p < s.upTo)!;
}

export interface WinProbabilityOptions {
  id: string;
}

export function winProbabilityChart(report: Report, o: WinProbabilityOptions): ChartOut {
  const h = report.heatmap;
  if (!h || !h.cells.every((row) => row.every((c) => c.winProbability))) {
    throw new Error('win-probability chart: the report has no heatmap win probabilities (configure uncertainty.bootstrap and a heatmap)');
  }
  const names = report.models.map((m) => m.name);
  const total = report.dataset.positives + report.dataset.negatives;
  const cells = h.cells.flatMap((row, i) =>
    row.map((c, j) => {
      const p = Math.min(...c.winners.map((w) => c.winProbability![w] ?? 0));
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
        tip: `α = ${fmt(h.alphas[i], 3)}, κ = ${int(h.kappas[j])}\nwinner: ${categoryLabel(c.winners, names)}\nwin probability: ${names.map((n) => `${n} ${fmt(c.winProbability![n], 2)}`).join(', ')}`,
        category: categoryLabel(c.winners, names),
      };
    }),
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
      x: { type: 'band', domain: h.kappas.map((k) => kappaLabel(k, total)), label: 'Capacity κ (share of |D|) →', labelAnchor: 'center', tickRotate: h.kappas.length > 10 ? -40 : 0 },
      y: { type: 'band', domain: h.alphas.map((a) => fmt(a, 2)).reverse(), label: '↑ Minimum precision α' },
      color: { type: 'identity' },
      marks: [
        Plot.cell(cells, { x: 'kappa', y: 'alpha', fill: 'fill', title: 'tip', inset: 0.5, stroke: '#888', strokeWidth: 0.5 } as Plot.CellOptions),
        showText
          ? Plot.text(cells, { x: 'kappa', y: 'alpha', text: 'text', fill: 'textFill', fontSize: Math.max(6, Math.min(11, cellW / 6)), pointerEvents: 'none' } as Plot.TextOptions)
          : null,
      ],
    },
    { id: o.id, ariaLabel: 'Win probability of each heatmap cell winner' },
  );
  const B = report.uncertainty?.bootstrap?.resamples;
  return {
    kind: 'win-probability',
    title: 'How sure is each winner? Win probability over the bootstrap',
    caption:
      `For each cell of the winner heatmap: the winner's key (model numbers as in the winner heatmap) and the share of ${B} stratified bootstrap resamples ` +
      `in which it wins the cell by the same rule (within ${h.tie} of the best); for a tie, the smallest share among the tied models. Darker is surer; below ${CLEAR_WIN} the winner is not clear.`,
    svg,
    table: { head: ['α', 'κ (share)', 'Winner', ...names.map((n) => `P(win) ${n}`)], rows: cells.map((c) => [c.alpha, c.kappa, c.category, ...names.map((n) => fmt(h.cells[c.i][c.j].winProbability![n], 3))]) },
    legend: WIN_STEPS.map((s) => ({ label: `win probability ${s.label}`, color: s.fill })),
  };
}
