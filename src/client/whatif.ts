/**
 * What-if panel: recomputes partial VOROS (Partial VOROS Def. 20), the best feasible operating points and the
 * α × κ winner heatmap in the browser, from the count tables embedded in the page, with the pipeline's own metrics code;
 * the heatmap figure is re-rendered with the build's chart function (src/lib/charts/heatmap.ts), not patched.
 */
import { bestPointText, fmt, kappaShareText, kappaValueText, regionText, threshold as fmtThreshold } from '../lib/charts/format';
import { kappaPercentOf, kappaSliderOf } from '../lib/site/slider';
import { heatmapChartOf, markHeatmapCell } from '../lib/charts/heatmap';
import { fillChartBoxes } from '../lib/charts/render-core';
import { swatchSvg } from '../lib/charts/model-style';
import { modelStates, recomputeScenario, whatIfHeatmapData, type Embedded } from './recompute';
import type { TDistribution } from '../lib/metrics/cost';
import { verdictLine } from '../lib/site/verdict';

export function initWhatIf(root: HTMLElement): void {
  const dataEl = root.querySelector('script[data-whatif-data]');
  if (!dataEl) return;
  const data = JSON.parse(dataEl.textContent ?? '{}') as Embedded;
  const names = data.models.map((m) => m.name);
  const models = modelStates(data);
  const total = data.P + data.N;
  const costMode = root.dataset.costMode === 'ratio' ? 'ratio' : 't';
  const input = (name: string) => root.querySelector<HTMLInputElement>(`input[name="${name}"]`)!;
  const out = (name: string) => root.querySelector<HTMLOutputElement>(`[data-whatif-out="${name}"]`);
  const ia = input('alpha');
  const ik = input('kappa');
  const it0 = input('tmin');
  const it1 = input('tmax');
  if (!ia || !ik || !it0 || !it1) return;
  let lastT = '';
  let timer: ReturnType<typeof setTimeout> | undefined;
  // Browsers keep 15 significant digits of a range input's value: while a slider sits at its initial position, use
  // the exact value of its `value` attribute (the scenario's own number), so the panel reproduces the report.
  const shownAtStart = new Map([ia, ik, it0, it1].map((i) => [i, i.value]));
  const num = (i: HTMLInputElement) => (i.value === shownAtStart.get(i) ? Number(i.getAttribute('value')) : Number(i.value));
  // κ's slider is logarithmic (src/lib/site/slider.ts); its exact starting share is data-exact-percent.
  const kappaPct = () => (ik.value === shownAtStart.get(ik) && ik.dataset.exactPercent ? Number(ik.dataset.exactPercent) : kappaPercentOf(Number(ik.value)));
  // Each slider has a number box; the value the reader last set (by slider or box) is the one used.
  const state = { alpha: num(ia), kappa: (kappaPct() / 100) * total, t0: num(it0), t1: num(it1) };
  const box = (name: string) => root.querySelector<HTMLInputElement>(`input[name="${name}-box"]`);
  const show = (v: number) => String(Number(v.toFixed(4)));
  // Which t the reader set last (by slider or box): when t from would pass t to, the other one moves (read()).
  let tSet: 't0' | 't1' = 't1';
  /** Sets the value of `i`'s parameter, as the reader set it (slider or box). */
  const set = (i: HTMLInputElement, v: number) => {
    if (i === ia) state.alpha = v;
    else if (i === ik) state.kappa = v;
    else if (i === it0) [state.t0, tSet] = [v, 't0'];
    else [state.t1, tSet] = [v, 't1'];
  };
  const fromSlider = (i: HTMLInputElement) => {
    const v = i === ik ? (kappaPct() / 100) * total : num(i);
    set(i, v);
    const b = box(i.name);
    if (b) b.value = show(v);
  };
  /**
   * A number typed in `i`'s box. A t past the other t is held while the reader types (on the way to "0.5", the "0"
   * would move t from) and applied once committed (`change`: Enter, or leaving the box), moving the other t.
   */
  const fromBox = (i: HTMLInputElement, b: HTMLInputElement, committed: boolean): boolean => {
    const v = Number(b.value);
    const lo = Number(b.min);
    const hi = Number(b.max);
    const ok = b.value.trim() !== '' && Number.isFinite(v) && v >= lo && v <= hi;
    b.setAttribute('aria-invalid', ok ? 'false' : 'true');
    if (!ok) return false;
    if (!committed && ((i === it0 && v > state.t1) || (i === it1 && v < state.t0))) return false;
    set(i, v);
    i.value = String(i === ik ? kappaSliderOf((v / total) * 100) : v);
    return true;
  };

  const read = () => {
    if (state.t0 > state.t1) {
      // Keep t from ≤ t to: the t the reader did not set last moves, its slider and box with it (the one set keeps
      // the reader's text: rewriting a box mid-number, "0." as "0", put the caret before the next digit).
      const moved = tSet === 't1' ? 't0' : 't1';
      const slider = moved === 't0' ? it0 : it1;
      state[moved] = state[tSet];
      slider.value = String(state[moved]);
      const b = box(slider.name);
      if (b) b.value = show(state[moved]);
    }
    return { alpha: state.alpha, kappa: state.kappa, t0: state.t0, t1: state.t1 };
  };

  const recompute = () => {
    const { alpha, kappa, t0, t1 } = read();
    const ko = out('kappa');
    if (ko) ko.textContent = kappaShareText((kappa / total) * 100);
    ik.setAttribute('aria-valuetext', kappaValueText((kappa / total) * 100, kappa));
    const res = recomputeScenario(data, models, alpha, kappa, t0, t1, costMode);
    const { region, dist } = res;
    const regionEl = root.querySelector('[data-whatif-region]');
    if (regionEl) regionEl.textContent = regionText(region.caseNumber, region.description, region.area);
    const pvs: number[] = [];
    for (const [k, m] of models.entries()) {
      const r = res.models[k];
      pvs.push(r.degenerate ? 0 : r.pv);
      const pvEl = root.querySelector(`[data-whatif-pv][data-model="${cssEscape(m.name)}"]`);
      if (pvEl) pvEl.textContent = r.degenerate ? '— (empty region)' : fmt(r.pv);
      const bestEl = root.querySelector(`[data-whatif-best][data-model="${cssEscape(m.name)}"]`);
      if (bestEl) {
        // One entry per run of pieces at the same point, its t range from the run's first piece to its last.
        const points: { index: number; t: [number, number] }[] = [];
        for (const p of r.pieces) {
          const last = points[points.length - 1];
          if (last?.index === p.index) last.t[1] = p.t[1];
          else points.push({ index: p.index, t: [p.t[0], p.t[1]] });
        }
        const parts = points.map(({ index, t }) => {
          const th = index === 0 ? fmtThreshold(null) : m.roc.hasThresholds ? fmtThreshold(m.roc.thresholds[index]) : 'not given';
          return bestPointText(m.roc.fpr[index], m.roc.tpr[index], th, [t]);
        });
        // One span per point (it never breaks; the list wraps between points), as the page writes it.
        bestEl.replaceChildren(...(parts.length === 0 ? ['—'] : parts.flatMap((t, i) => [...(i > 0 ? ['; '] : []), Object.assign(document.createElement('span'), { textContent: t })])));
      }
    }
    // The verdict as the summary says it (verdict.ts); the best models' rows marked, their values in bold.
    const v = verdictLine(names, pvs, alpha, kappa, t0, t1);
    for (const row of Array.from(root.querySelectorAll<HTMLElement>('tr[data-model]'))) row.classList.toggle('winner', v.best.includes(row.dataset.model ?? ''));
    const verdictEl = root.querySelector('[data-whatif-verdict]');
    if (verdictEl && verdictEl.textContent !== v.line) verdictEl.textContent = v.line;
    const tKey = `${t0},${t1}`;
    if (tKey !== lastT) {
      lastT = tKey;
      updateHeatmap(dist);
    }
    markNearest(alpha, kappa);
  };

  const heatFig = root.querySelector<HTMLElement>('[data-whatif-heatmap]');
  const chartId = heatFig?.querySelector('.chart-svg svg')?.getAttribute('data-chart-id') ?? '';

  /** Re-render the heatmap figure (SVG, legend, data table) with the build's chart function for the new cells. */
  function updateHeatmap(dist: TDistribution): void {
    const box = heatFig?.querySelector<HTMLElement>('.chart-svg');
    if (!heatFig || !box || !data.heatmap) return;
    const chart = heatmapChartOf(whatIfHeatmapData(data, models, dist), { id: chartId, document: root.ownerDocument });
    fillChartBoxes(heatFig, chart);
    const legend = heatFig.querySelector('ul.legend');
    if (legend) {
      legend.textContent = '';
      for (const l of chart.legend) {
        const li = document.createElement('li');
        li.setAttribute('data-legend', l.label);
        if (l.key) {
          const b = document.createElement('b');
          b.className = 'print-key print-only';
          b.textContent = `${l.key} `;
          li.append(b);
        }
        if (l.symbol !== undefined || l.dash !== undefined) {
          // A mark drawn on the chart (e.g. the Def. 11 dot): the same inline swatch as the build's legend.
          const box = document.createElement('span');
          box.innerHTML = swatchSvg({ color: l.color, dash: l.dash, symbol: l.symbol });
          li.append(...Array.from(box.childNodes), l.label);
        } else {
          const sw = document.createElement('span');
          sw.className = 'swatch';
          sw.setAttribute('aria-hidden', 'true');
          sw.style.background = l.color;
          li.append(sw, l.label);
        }
        legend.appendChild(li);
      }
    }
    const tbody = heatFig.querySelector('details.data-table tbody');
    if (tbody) {
      tbody.textContent = '';
      for (const r of chart.table.rows) {
        const tr = document.createElement('tr');
        for (const c of r) tr.appendChild(document.createElement('td')).textContent = c;
        tbody.appendChild(tr);
      }
    }
  }

  function markNearest(alpha: number, kappa: number): void {
    if (!heatFig || !data.heatmap) return;
    const h = data.heatmap;
    const ni = nearest(h.alphas, alpha);
    const nj = nearestLog(h.kappas, kappa);
    markHeatmapCell(heatFig, ni, nj);
  }

  const schedule = () => {
    if (timer !== undefined) clearTimeout(timer);
    root.classList.add('busy');
    timer = setTimeout(() => {
      timer = undefined;
      try {
        recompute();
      } finally {
        root.classList.remove('busy');
      }
    }, 60);
  };
  for (const el of [ia, ik, it0, it1]) {
    const onSlider = () => {
      fromSlider(el);
      schedule();
    };
    el.addEventListener('input', onSlider);
    el.addEventListener('change', onSlider);
    const b = box(el.name);
    if (b) {
      b.addEventListener('input', () => fromBox(el, b, false) && schedule());
      b.addEventListener('change', () => fromBox(el, b, true) && schedule());
    }
  }
  // Mark the nearest cell for the initial values without recomputing anything.
  lastT = `${state.t0},${state.t1}`;
  markNearest(state.alpha, state.kappa);
  root.setAttribute('data-whatif-ready', '');
}

function nearest(xs: number[], v: number): number {
  let b = 0;
  for (let i = 1; i < xs.length; i++) if (Math.abs(xs[i] - v) < Math.abs(xs[b] - v)) b = i;
  return b;
}

function nearestLog(xs: number[], v: number): number {
  let b = 0;
  const lv = Math.log(Math.max(v, 1e-9));
  for (let i = 1; i < xs.length; i++) if (Math.abs(Math.log(xs[i]) - lv) < Math.abs(Math.log(xs[b]) - lv)) b = i;
  return b;
}

function cssEscape(s: string): string {
  return s.replace(/["\\]/g, '\\$&');
}
