/**
 * Win-probability heatmap: beside the winner heatmap, how sure each cell's winner is. A cell's grey is the smallest
 * win probability among its winners (the share of bootstrap resamples in which the model wins the cell by the
 * heatmap's own tie rule), in five steps; the number is printed in the cell. Grey only, so it reads the same in
 * greyscale print; the legend gives the steps.
 */
import type { Report } from '../report/types';
import { Plot, renderVariants, variantScale } from './render';
import { categoryKey, categoryLabel, cellPlace, kappaLabel, NO_WINNER_LABEL, runPlace } from './heatmap-labels';
import { cellWinners } from '../metrics/winners';
import { fmt, int } from './format';
import { visibleBidi } from '../text';
import { baseStyle, type ChartOut } from './common';
import { CLEAR_WIN } from '../report/uncertainty-rules';
import { GRID_AXIS_LABELS, isLargeGrid, rowRuns, RUN_AREA, RUN_RECT, runsCaption, runScales } from './grid-runs';

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

/** A cell without a winner (every partial VOROS 0, metrics/winners.ts shownWinners): white, its key '—', no share. */
export const NO_WINNER_STEP = { fill: '#ffffff', text: '#111' };

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
      const winners = cellWinners(c);
      // (NaN: no winner, no share to show.)
      const p = winners.length ? Math.min(...winners.map((w) => c.winProbability![w] ?? 0)) : NaN;
      const step = winners.length ? winStep(p) : NO_WINNER_STEP;
      return {
        i,
        j,
        alpha: fmt(h.alphas[i], 2),
        kappa: kappaLabel(h.kappas[j], total),
        p,
        fill: step.fill,
        textFill: step.text,
        text: winners.length ? `${categoryKey(winners, names)}: ${p.toFixed(2)}` : categoryKey(winners, names),
        tip: `${cellPlace(h.alphas[i], h.kappas[j], total)}\nwinner: ${categoryLabel(winners, names)}\nwin probability: ${names.map((n) => `${visibleBidi(n)} ${fmt(c.winProbability![n], 2)}`).join(', ')}`,
        category: categoryLabel(winners, names),
      };
    }),
  );
  const nA = h.alphas.length;
  const nK = h.kappas.length;
  // Beyond 25 × 25 cells: one rect per run of cells with the same winners and grey step (grid-runs.ts).
  const large = isLargeGrid(nA, nK);
  const runs = large
    ? rowRuns(nA, nK, (i, j) => `${cells[i * nK + j].category}\u0000${cells[i * nK + j].fill}`).map((r) => {
        const c = cells[r.i * nK + r.j0];
        const ps = cells.slice(r.i * nK + r.j0, r.i * nK + r.j1 + 1).map((d) => d.p);
        const [lo, hi] = [Math.min(...ps), Math.max(...ps)];
        const place = runPlace(h.alphas[r.i], [h.kappas[r.j0], h.kappas[r.j1]], r.j1 - r.j0 + 1, total);
        const range = Number.isNaN(c.p) ? '—' : lo === hi ? fmt(lo, 2) : `${fmt(lo, 2)}–${fmt(hi, 2)}`;
        return { ...r, cell: c, range, tip: `${place}\nwinner: ${c.category}\nwin probability ${range}` };
      })
    : [];
  const cellW = large ? RUN_AREA.width / nK : Math.max(34, Math.min(84, Math.floor(640 / Math.max(1, nK))));
  const cellH = large ? RUN_AREA.height / nA : Math.max(18, Math.min(40, Math.floor(440 / Math.max(1, nA))));
  const showText = nK <= 24 && nA <= 24;
  const width = 70 + cellW * nK + 20;
  const height = 40 + 50 + cellH * nA;
  const xLabels = h.kappas.map((k) => kappaLabel(k, total));
  const { svg, variants } = renderVariants(
    (v) => ({
      width,
      height,
      marginLeft: 56,
      marginBottom: 50,
      marginTop: 16,
      style: baseStyle,
      ...(large
        ? runScales(xLabels, h.alphas.map((a) => fmt(a, 2)), variantScale(width, height, v), v.fontSize)
        : {
            padding: 0.04,
            x: { type: 'band', domain: xLabels, ...GRID_AXIS_LABELS.x, tickRotate: nK > 10 || v.variant === 'phone' ? -40 : 0 },
            y: { type: 'band', domain: h.alphas.map((a) => fmt(a, 2)).reverse(), ...GRID_AXIS_LABELS.y },
          }),
      color: { type: 'identity' },
      marks: large
        ? [Plot.rect(runs, { ...RUN_RECT, fill: (r: (typeof runs)[number]) => r.cell.fill, title: 'tip' } as Plot.RectOptions)]
        : [
            Plot.cell(cells, { x: 'kappa', y: 'alpha', fill: 'fill', title: 'tip', inset: 0.5, stroke: '#888', strokeWidth: 0.5 } as Plot.CellOptions),
            // Cell text where it fits at the variant's text size (on a phone the tooltips and the data table carry it).
            showText && cellW * variantScale(width, height, v) >= 40
              ? Plot.text(cells, { x: 'kappa', y: 'alpha', text: 'text', fill: 'textFill', fontSize: Math.max(v.variant === 'screen' ? 6 : v.fontSize, Math.min(11, (cellW * variantScale(width, height, v)) / 6)), pointerEvents: 'none' } as Plot.TextOptions)
              : null,
          ],
    }),
    // On paper as tall as the winner heatmap: its cells carry text.
    { id: o.id, ariaLabel: 'Win probability of each heatmap cell winner', boxes: { print: { width: 640, height: 440 } }, focusableTips: !large },
  );
  const B = report.uncertainty?.bootstrap?.resamples;
  return {
    kind: 'win-probability',
    title: 'How sure is each winner? Win probability over the bootstrap',
    caption:
      `For each cell of the winner heatmap: the winner's key (model numbers as in the winner heatmap) and the share of ${B} stratified bootstrap resamples ` +
      `in which it wins the cell by the same rule (within ${h.tie} of the best); for a tie, the smallest share among the tied models. Darker is surer; below ${CLEAR_WIN} the winner is not clear.` +
      (large ? runsCaption(cells.length, runs.length, 'winner and grey step', 'every cell') : ''),
    svg,
    variants,
    table: large
      ? {
          head: ['α', 'κ from (share)', 'κ to (share)', 'Cells', 'Winner', 'Win probability'],
          rows: runs.map((r) => [r.cell.alpha, xLabels[r.j0], xLabels[r.j1], int(r.j1 - r.j0 + 1), r.cell.category, r.range]),
        }
      : { head: ['α', 'κ (share)', 'Winner', ...names.map((n) => `P(win) ${n}`)], rows: cells.map((c) => [c.alpha, c.kappa, c.category, ...names.map((n) => fmt(h.cells[c.i][c.j].winProbability![n], 3))]) },
    legend: [
      ...WIN_STEPS.map((s) => ({ label: `win probability ${s.label}`, color: s.fill })),
      ...(cells.some((c) => Number.isNaN(c.p)) ? [{ label: `— ${NO_WINNER_LABEL}`, color: NO_WINNER_STEP.fill }] : []),
    ],
  };
}
