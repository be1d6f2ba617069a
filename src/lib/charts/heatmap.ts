/**
 * Winner heatmap: the model with the highest partial VOROS over minimum precision α × capacity κ. Isomorphic: the
 * build renders it with jsdom, the what-if panel re-renders it in the page with recomputed cells (render-core.ts).
 *
 * Every cell carries `data-cell="i,j"`, its category and its tooltip (a grid beyond 25 × 25 draws runs instead, each
 * with `data-run="i,j0,j1"`: grid-runs.ts); three mark groups have our own classes:
 * `g.heatmap-cells` (the rects), `g.heatmap-ties` (the "≈" tie marks, screen only) and `g.heatmap-keys` (the cell
 * keys "1", "1≈3" from the legend's model numbers: in the print variant only, shown by print.css).
 */
import type { HeatmapCell, Report } from '../report/types';
import { cellWinners } from '../metrics/winners';
import { Plot, renderVariants, variantScale, type VariantSpec } from './render-core';
import { categoryFill, categorySwatch, tiePatterns } from './palette';
import { categoryKey, categoryLabel, cellTip, compareCategories, DEF11_MARK_LABEL, kappaLabel, NO_REACH, runTip } from './heatmap-labels';
import { GRID_AXIS_LABELS, isLargeGrid, rowRuns, RUN_AREA, RUN_RECT, runBlocks, runsCaption, runScales, type Block, type Run } from './grid-runs';
import { costText, fmt, int, kappaText } from './format';
import { baseStyle, type ChartOut } from './common';

export { kappaLabel } from './heatmap-labels';

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

/** The cells of heatmap data; `withTips` false leaves each cell's tooltip empty (a large grid's runs have their own). */
export function heatmapCellsOf(d: HeatmapData, chartId: string, withTips = true): HeatCell[] {
  const out: HeatCell[] = [];
  d.alphas.forEach((alpha, i) => {
    d.kappas.forEach((kappa, j) => {
      const cell = d.cells[i][j];
      // No winner where every partial VOROS is 0 (the rule's winners would be every model, a tie of none).
      const winners = [...cellWinners(cell)];
      out.push({
        i,
        j,
        alpha,
        kappa,
        kappaLabel: kappaLabel(kappa, d.total),
        category: categoryLabel(winners, d.names),
        key: categoryKey(winners, d.names),
        winners,
        color: categoryFill(winners, d.names, chartId),
        swatch: categorySwatch(winners, d.names),
        tie: winners.length > 1,
        def11: cell.def11 ? [...cell.def11] : [],
        tip: withTips ? cellTip(alpha, kappa, d.total, winners, d.names, cell.partialVoros, d.tipTRange, cell.def11) : '',
      });
    });
  });
  return out;
}

export function heatmapChart(report: Report, o: HeatmapOptions): ChartOut {
  return heatmapChartOf(heatmapData(report), o);
}

/** The printed keys ("1", "1≈3"): bold dark text with a white halo, in g.heatmap-keys (print.css shows it). */
const KEY_MARK = { text: 'key', fontWeight: 'bold', fill: '#111', stroke: '#fff', strokeWidth: 2.2, paintOrder: 'stroke', pointerEvents: 'none', className: 'heatmap-keys' } as const;

/** A run of a large heatmap (grid-runs.ts): cells j0…j1 of row i with the same winners and Def. 11 codes. */
export interface HeatRun extends Run {
  /** The run's first cell: category, winners, key, colour and Def. 11 codes are the whole run's. */
  cell: HeatCell;
  tip: string;
}

/** The runs of a large heatmap's rows (grid-runs.ts), each with its tooltip. */
export function heatmapRunsOf(h: HeatmapData, cells: readonly HeatCell[]): HeatRun[] {
  const nK = h.kappas.length;
  const at = (i: number, j: number) => cells[i * nK + j];
  return rowRuns(h.alphas.length, nK, (i, j) => `${at(i, j).category}\u0000${at(i, j).def11.join(',')}`).map((r) => {
    const c = at(r.i, r.j0);
    return { ...r, cell: c, tip: runTip(c.alpha, [h.kappas[r.j0], h.kappas[r.j1]], r.j1 - r.j0 + 1, h.total, c.winners, h.names, h.tipTRange, c.def11) };
  });
}

/** The chart of heatmap data (the report's, or the what-if panel's recomputed cells). */
export function heatmapChartOf(h: HeatmapData, o: HeatmapOptions): ChartOut {
  const { names, total } = h;
  const nA = h.alphas.length;
  const nK = h.kappas.length;
  const large = isLargeGrid(nA, nK);
  const cells = heatmapCellsOf(h, o.id, !large);
  const runs = large ? heatmapRunsOf(h, cells) : [];
  const xDomain = h.kappas.map((k) => kappaLabel(k, total));
  const yDomain = h.alphas.map((a) => fmt(a, 2)).reverse();
  // Legend: every category that occurs, in the order of compareCategories.
  const seen = new Map<string, HeatCell>();
  for (const c of cells) if (!seen.has(c.category)) seen.set(c.category, c);
  const legend = [...seen.values()].sort((a, b) => compareCategories(a.winners, b.winners, names));
  const showText = nK <= 24 && nA <= 24;
  // Cells of a small grid keep a readable size (the chart may grow); a large grid fills RUN_AREA.
  const cellW = large ? RUN_AREA.width / nK : Math.max(26, Math.min(84, Math.floor(640 / Math.max(1, nK))));
  const cellH = large ? RUN_AREA.height / nA : Math.max(18, Math.min(40, Math.floor(440 / Math.max(1, nA))));
  const width = 70 + cellW * nK + 20;
  const height = 40 + 50 + cellH * nA;
  // Cell keys fit their cell, but never below the variant's text size (print: 10 px = 7.5 pt).
  const keySize = (key: string, v: VariantSpec) => {
    const s = variantScale(width, height, v);
    return Math.max(v.variant === 'screen' ? 6 : v.fontSize, Math.min(13, cellH * s * 0.42, ((cellW * s) / Math.max(1, key.length)) * 1.2));
  };
  const y = (d: HeatCell) => fmt(d.alpha, 2);
  // Each variant has its own tie patterns (a pattern in a hidden <svg> does not paint), so its own cell fills.
  const cellsOf = (v: VariantSpec) => (v.variant === 'screen' ? cells : heatmapCellsOf(h, `${o.id}-${v.variant}`, !large));
  const narrow = (v: VariantSpec) => variantScale(width, height, v) * cellW < 40;
  const [marginTop, marginBottom] = [16, 50];
  // A row's height in a variant, px: the chart is fitted to the variant, its margins are not.
  const rowPx = (v: VariantSpec) => (Math.round(height * variantScale(width, height, v)) - marginTop - marginBottom) / nA;
  // Large grid: one rect per run, filled like its cells in the variant; on paper a key per block of runs where it fits.
  const runMarks = (v: VariantSpec) => {
    const vc = cellsOf(v);
    const s = variantScale(width, height, v);
    const rs = runs.map((r) => ({ ...r, color: vc[r.i * nK + r.j0].color }));
    const dotR = Math.max(1, Math.min(2.6, (cellH * s) / 2));
    // Paper: one key per block of stacked runs (grid-runs.ts) where the key fits it.
    const blocks = v.variant === 'print'
      ? runBlocks(runs, (r) => r.cell.category)
          .map((b) => ({ ...b, key: b.first.cell.key }))
          .filter((b) => (b.i1 - b.i0 + 1) * cellH * s >= v.fontSize + 2 && (b.j1 - b.j0 + 1) * cellW * s >= b.key.length * v.fontSize * 0.62 + 4)
      : [];
    return [
      Plot.rect(rs, { ...RUN_RECT, fill: 'color', title: 'tip', className: 'heatmap-cells' } as Plot.RectOptions),
      Plot.dot(
        rs.filter((r) => r.cell.def11.length),
        // Rows a few px high: a plain dark dot (a white ring would outshine it).
        { x: (r: HeatRun) => (r.j0 + r.j1 + 1) / 2, y: (r: HeatRun) => r.i + 0.5, r: dotR, fill: '#111', stroke: '#fff', strokeWidth: dotR < 2 ? 0 : 1.2, pointerEvents: 'none', className: 'heatmap-def11' } as Plot.DotOptions,
      ),
      v.variant !== 'print' ? null : Plot.text(blocks, {
        x: (b: Block) => (b.j0 + b.j1 + 1) / 2,
        y: (b: Block) => (b.i0 + b.i1 + 1) / 2,
        fontSize: v.fontSize,
        ...KEY_MARK,
      } as Plot.TextOptions),
    ];
  };
  const cellMarks = (v: VariantSpec) => {
    const vc = cellsOf(v);
    return [
      Plot.cell(vc, { x: 'kappaLabel', y, fill: 'color', title: 'tip', inset: 0.5, className: 'heatmap-cells' } as Plot.CellOptions),
      showText
        ? Plot.text(
            vc.filter((c) => c.tie),
            // 14 px, or less where rows are lower (a phone): a mark (its text box is 1.17 em) stays inside its own cell.
            { x: 'kappaLabel', y, text: () => '≈', fill: '#111', stroke: '#fff', strokeWidth: 3, paintOrder: 'stroke', fontSize: Math.min(14, Math.floor(0.8 * rowPx(v))), fontWeight: 'bold', pointerEvents: 'none', className: 'heatmap-ties' } as Plot.TextOptions,
          )
        : null,
      // Cells where a Partial VOROS Def. 11 assumption fails: a dot in the top right corner (legend entry below).
      Plot.dot(
        vc.filter((c) => c.def11.length),
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
      v.variant !== 'print' ? null : Plot.text(vc, {
        x: 'kappaLabel',
        y,
        fontSize: (d: HeatCell) => keySize(d.key, v),
        ...KEY_MARK,
      } as Plot.TextOptions),
    ];
  };
  const { svg, variants } = renderVariants(
    (v) => ({
      width,
      height,
      marginLeft: 56,
      marginBottom,
      marginTop,
      style: baseStyle,
      ...(large
        ? runScales(xDomain, h.alphas.map((a) => fmt(a, 2)), variantScale(width, height, v), v.fontSize)
        : {
            padding: 0.04,
            x: { type: 'band', domain: xDomain, ...GRID_AXIS_LABELS.x, tickRotate: nK > 10 || narrow(v) ? -40 : 0 },
            y: { type: 'band', domain: yDomain, ...GRID_AXIS_LABELS.y },
          }),
      color: { type: 'identity' },
      marks: large ? runMarks(v) : cellMarks(v),
    }),
    {
      id: o.id,
      document: o.document,
      // On paper the heatmap may take more height than other charts: its cells carry the printed keys ("1≈2").
      boxes: { print: { width: 640, height: 440 } },
      ariaLabel: 'Winner heatmap over minimum precision α and capacity κ',
      focusableTips: !large,
      prepend: (id) => tiePatterns(id, names),
      decorate: (svg) => {
        const group = (cls: string, tag: string, n: number) => {
          const g = svg.querySelector(`g.${cls}`);
          const els = g ? Array.from(g.querySelectorAll(tag)) : [];
          if (!g || els.length !== n) throw new Error(`heatmap: ${els.length} ${tag} in g.${cls} for ${n} ${large ? 'runs' : 'cells'}`);
          return { g, els };
        };
        if (large) {
          group('heatmap-cells', 'rect', runs.length).els.forEach((r, k) => {
            r.setAttribute('data-run', `${runs[k].i},${runs[k].j0},${runs[k].j1}`);
            r.setAttribute('data-category', runs[k].cell.category);
          });
          svg.querySelector('g.heatmap-keys')?.setAttribute('display', 'none');
          return;
        }
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
  const table: ChartOut['table'] = large
    ? {
        head: ['α', 'κ from (share)', 'κ to (share)', 'κ from (count)', 'κ to (count)', 'Cells', 'Winner'],
        rows: runs.map((r) => [fmt(r.cell.alpha, 3), xDomain[r.j0], xDomain[r.j1], kappaText(h.kappas[r.j0]), kappaText(h.kappas[r.j1]), int(r.j1 - r.j0 + 1), r.cell.category]),
      }
    : {
        head: ['α', 'κ (share)', 'κ (count)', 'Winner', ...names.map((n) => `PV ${n}`)],
        rows: cells.map((c) => [fmt(c.alpha, 3), c.kappaLabel, kappaText(c.kappa), c.category, ...names.map((n) => fmt(h.cells[c.i][c.j].partialVoros[n]))]),
      };
  const noWinner = cells.filter((c) => c.winners.length === 0).length;
  return {
    kind: 'heatmap',
    title: 'Which model wins? Partial VOROS over minimum precision × capacity',
    caption:
      `Each cell is a deployment scenario: minimum precision α (rows) and at most κ alerts (columns, as a share of the ${int(total)} cases). ` +
      `Colour: the model with the highest partial VOROS (${costText(h.cost)}); models within ${h.tie} of the best are tied and shown as one category such as “A ≈ B” (stripes of their colours${showText ? ', marked ≈' : ''}).` +
      (noWinner ? ` Grey: the ${noWinner} of ${cells.length} cells where every partial VOROS is 0 (${NO_REACH}): no winner.` : '') +
      (def11Cells ? ` A dot marks the ${def11Cells} of ${cells.length} cells where an assumption of Partial VOROS Def. 11 fails (the tooltip names it; see the warnings).` : '') +
      (large ? runsCaption(cells.length, runs.length, 'winner', 'every cell with its partial VOROS values') : ''),
    svg,
    variants,
    table,
    legend: [
      ...legend.map((l) => ({ label: l.category, color: l.swatch, tie: l.tie, key: l.key })),
      ...(def11Cells ? [{ label: DEF11_MARK_LABEL, color: '#111', symbol: 'circle' }] : []),
    ],
  };
}

/**
 * Outline cell (i, j) in every heatmap SVG under `root` (the what-if panel's nearest scenario): the cell's rect gets
 * class `nearest`; in a large grid, a cell-sized `rect.nearest` is laid over the run that holds the cell.
 */
export function markHeatmapCell(root: Element, i: number, j: number): void {
  for (const old of Array.from(root.querySelectorAll('svg rect.nearest'))) {
    if (old.hasAttribute('data-nearest')) old.remove();
    else old.classList.remove('nearest');
  }
  root.querySelector(`svg rect[data-cell="${i},${j}"]`)?.classList.add('nearest');
  for (const rect of Array.from(root.querySelectorAll<SVGRectElement>('svg rect[data-run]'))) {
    const [ri, j0, j1] = rect.getAttribute('data-run')!.split(',').map(Number);
    if (ri !== i || j < j0 || j > j1) continue;
    const [x, y, w, hgt] = ['x', 'y', 'width', 'height'].map((a) => Number(rect.getAttribute(a)));
    const cw = w / (j1 - j0 + 1);
    const mark = rect.ownerDocument.createElementNS(rect.namespaceURI, 'rect');
    for (const [a, v] of [['x', x + (j - j0) * cw], ['y', y], ['width', cw], ['height', hgt]] as const) mark.setAttribute(a, String(v));
    mark.setAttribute('fill', 'none');
    mark.setAttribute('pointer-events', 'none');
    mark.setAttribute('data-nearest', '');
    mark.classList.add('nearest');
    rect.parentNode!.appendChild(mark);
  }
}
