/**
 * PR curves at several prevalences (<PrPrevalence>): the static page shows one panel per prevalence; this script
 * shows a select control, keeps one panel visible, and for "other…" recomputes the curves at any prevalence π in the
 * page with the same metrics code as the report (src/lib/metrics/geometry.ts prAtPrevalence, Sameni eq. 21) from the
 * embedded ROC points, redrawing a copy of the test-set panel's SVG.
 */
import { prAtPrevalence } from '../lib/metrics/geometry';
import type { RocCurve } from '../lib/metrics/types';

interface PrData {
  chartId: string;
  testPrevalence: number;
  models: { name: string; color: string; fpr: number[]; tpr: number[] }[];
}

/** Step-before path (as Plot's `curve: 'step-before'`) of the PR points, starting at recall 0. */
export function prPath(recall: ArrayLike<number>, precision: ArrayLike<number>, X: (r: number) => number, Y: (p: number) => number): string {
  const pts: [number, number][] = [];
  for (let i = 0; i < recall.length; i++) if (Number.isFinite(precision[i])) pts.push([recall[i], precision[i]]);
  if (!pts.length) return '';
  if (pts[0][0] > 0) pts.unshift([0, pts[0][1]]);
  const f = (v: number) => (Math.round(v * 1000) / 1000).toString();
  let d = `M${f(X(pts[0][0]))},${f(Y(pts[0][1]))}`;
  for (let i = 1; i < pts.length; i++) d += `L${f(X(pts[i - 1][0]))},${f(Y(pts[i][1]))}L${f(X(pts[i][0]))},${f(Y(pts[i][1]))}`;
  return d;
}

function redraw(panel: HTMLElement, data: PrData, pi: number): void {
  const svg = panel.querySelector('svg');
  const frame = svg?.querySelector('g[aria-label="frame"] rect, rect[aria-label="frame"]');
  if (!svg || !frame) return;
  const fx = Number(frame.getAttribute('x'));
  const fy = Number(frame.getAttribute('y'));
  const fw = Number(frame.getAttribute('width'));
  const fh = Number(frame.getAttribute('height'));
  const X = (r: number) => fx + r * fw;
  const Y = (p: number) => fy + (1 - p) * fh;
  for (const m of data.models) {
    const roc = { fpr: Float64Array.from(m.fpr), tpr: Float64Array.from(m.tpr) } as unknown as RocCurve;
    const c = prAtPrevalence(roc, pi);
    for (const path of Array.from(svg.querySelectorAll('g[aria-label="line"] path[stroke]'))) {
      if ((path.getAttribute('stroke') ?? '').toLowerCase() === m.color.toLowerCase()) path.setAttribute('d', prPath(c.recall, c.precision, X, Y));
    }
  }
  const rule = svg.querySelector('g[aria-label="rule"] line');
  if (rule) {
    rule.setAttribute('y1', String(Y(pi)));
    rule.setAttribute('y2', String(Y(pi)));
  }
  const label = svg.querySelector('g[aria-label="text"] text');
  if (label) {
    label.textContent = `prevalence ${(pi * 100).toFixed(1)}%`;
    const t = label.getAttribute('transform');
    const m = t && /translate\(([-\d.e]+),([-\d.e]+)\)/.exec(t);
    if (m) label.setAttribute('transform', `translate(${m[1]},${Y(pi)})`);
  }
  const title = panel.querySelector('.pr-panel-title');
  if (title) title.textContent = `Precision–recall curves at prevalence ${(pi * 100).toFixed(1)}% (computed in the page)`;
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
      custom.querySelector('svg')?.setAttribute('data-chart-id', `${data.chartId}-custom`);
      for (const el of Array.from(custom.querySelectorAll('[data-tip]'))) el.removeAttribute('data-tip');
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
