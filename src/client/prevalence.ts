/**
 * PR curves at several prevalences (<PrPrevalence>): the static page shows one panel per prevalence; this script
 * shows a select control, keeps one panel visible, and for "other…" recomputes the curves at any prevalence π in the
 * page with the same metrics code as the report (src/lib/metrics/geometry.ts prAtPrevalence, Sameni eq. 21) from the
 * embedded ROC points, and renders them with the build's own chart function (src/lib/charts/pr.ts prSvg).
 */
import { prAtPrevalence } from '../lib/metrics/geometry';
import type { RocCurve } from '../lib/metrics/types';
import { prSvg, prTitle } from '../lib/charts/pr';
import { fillChartBoxes, type ChartSvgs } from '../lib/charts/render-core';

export interface PrData {
  chartId: string;
  testPrevalence: number;
  /** The curves drawn: the models of the build's panel. */
  models: { name: string; color: string; fpr: number[]; tpr: number[] }[];
  /** Every model of the report in report order (a model's line style is by its position; default: `models`). */
  order?: { name: string; color: string }[];
}

/** The SVG of the PR curves at prevalence π, computed from the embedded ROC points (as the build's panels are). */
export function customPrSvg(data: PrData, pi: number, doc?: Document): string {
  return customPrSvgs(data, pi, doc).svg;
}

/** The screen, phone and print variants of {@link customPrSvg}. */
export function customPrSvgs(data: PrData, pi: number, doc?: Document): ChartSvgs {
  const curves = data.models.map((m) => {
    const c = prAtPrevalence({ fpr: Float64Array.from(m.fpr), tpr: Float64Array.from(m.tpr) } as unknown as RocCurve, pi);
    return { name: m.name, recall: c.recall, precision: c.precision };
  });
  const order = data.order ?? data.models;
  const color = { domain: order.map((m) => m.name), range: order.map((m) => m.color) };
  return prSvg(curves, pi, color, { id: `${data.chartId}-custom`, atPrev: pi, document: doc });
}

function redraw(panel: HTMLElement, data: PrData, pi: number): void {
  if (!panel.querySelector('.chart-svg')) return;
  fillChartBoxes(panel, customPrSvgs(data, pi, panel.ownerDocument));
  const title = panel.querySelector('.pr-panel-title');
  if (title) title.textContent = `${prTitle(pi)} (computed in the page)`;
  panel.setAttribute('data-prevalence', String(pi));
}

export function initPrPrevalence(fig: HTMLElement): void {
  const script = fig.querySelector('script[data-pr-data]');
  const control = fig.querySelector<HTMLElement>('[data-pr-control]');
  const select = fig.querySelector<HTMLSelectElement>('select[data-pr-select]');
  const customLabel = fig.querySelector<HTMLElement>('[data-pr-custom-label]');
  const input = fig.querySelector<HTMLInputElement>('input[data-pr-custom]');
  const container = fig.querySelector<HTMLElement>('.pr-panels');
  if (!script || !control || !select || !container || !input || !customLabel) return;
  const data = JSON.parse(script.textContent ?? '{}') as PrData;
  const panels = () => Array.from(fig.querySelectorAll<HTMLElement>('[data-pr-panel]'));
  let custom: HTMLElement | null = null;
  const show = () => {
    const key = select.value;
    if (key === 'custom' && !custom) {
      const base = fig.querySelector<HTMLElement>('[data-pr-panel="test"]');
      if (!base) return;
      custom = base.cloneNode(true) as HTMLElement;
      custom.setAttribute('data-pr-panel', 'custom');
      for (const box of Array.from(custom.querySelectorAll('.chart-svg'))) box.textContent = '';
      container.appendChild(custom);
    }
    customLabel.hidden = key !== 'custom';
    for (const p of panels()) p.hidden = p.getAttribute('data-pr-panel') !== key;
    if (key === 'custom') update();
  };
  const update = () => {
    const pi = Number(input.value);
    if (!custom || !(pi > 0 && pi < 1)) return;
    redraw(custom, data, pi);
  };
  select.addEventListener('change', show);
  input.addEventListener('input', update);
  control.hidden = false;
  fig.classList.add('enhanced');
  fig.setAttribute('data-pr-ready', '');
  show();
}
