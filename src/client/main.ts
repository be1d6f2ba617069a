/**
 * Browser enhancement of the static report pages (the pages read fine without it):
 * - tooltips: hovering or focusing an element with `data-tip` shows the single `.tooltip[role=tooltip]`;
 * - chart keys: one tab stop per chart, the arrow keys move between its marks (./chart-keys.ts);
 * - theme toggle: `[data-theme-toggle]` switches html[data-theme] between light and dark (remembered locally);
 * - what-if panel: `[data-whatif]` recomputes partial VOROS, best operating points and the winner heatmap from the
 *   count tables embedded in the page, with the same src/lib/metrics code as the report pipeline;
 * - PR curves at several prevalences (`figure[data-pr-prevalence]`): a select shows one panel at a time and can
 *   recompute the curves at any prevalence (./prevalence.ts).
 */
import { initWhatIf } from './whatif';
import { initPrPrevalence } from './prevalence';
import { initChartKeys } from './chart-keys';

function initTooltips(): void {
  const tip = document.querySelector<HTMLDivElement>('div.tooltip[role="tooltip"]');
  if (!tip) return;
  let current: Element | null = null;
  const show = (el: Element, x: number, y: number) => {
    const text = el.getAttribute('data-tip');
    if (!text) return;
    current = el;
    tip.textContent = text;
    tip.hidden = false;
    place(x, y);
  };
  const place = (x: number, y: number) => {
    const w = tip.offsetWidth;
    const h = tip.offsetHeight;
    let left = x + 14;
    let top = y + 14;
    if (left + w > window.innerWidth - 8) left = Math.max(8, x - w - 14);
    if (top + h > window.innerHeight - 8) top = Math.max(8, y - h - 14);
    tip.style.left = `${left}px`;
    tip.style.top = `${top}px`;
  };
  const hide = () => {
    current = null;
    tip.hidden = true;
  };
  document.addEventListener('mouseover', (e) => {
    const el = (e.target as Element | null)?.closest?.('[data-tip]');
    if (el) show(el, e.clientX, e.clientY);
    else if (current) hide();
  });
  document.addEventListener('mousemove', (e) => {
    if (current) place(e.clientX, e.clientY);
  });
  document.addEventListener('focusin', (e) => {
    const el = (e.target as Element | null)?.closest?.('[data-tip]');
    if (!el) return;
    const r = el.getBoundingClientRect();
    show(el, r.right, r.bottom);
  });
  document.addEventListener('focusout', hide);
  document.addEventListener('keydown', (e) => {
    if (e.key === 'Escape') hide();
  });
}

function initTheme(): void {
  const root = document.documentElement;
  for (const btn of Array.from(document.querySelectorAll<HTMLButtonElement>('[data-theme-toggle]'))) {
    const sync = () => btn.setAttribute('aria-pressed', String(root.getAttribute('data-theme') === 'dark'));
    sync();
    btn.addEventListener('click', () => {
      const next = root.getAttribute('data-theme') === 'dark' ? 'light' : 'dark';
      root.setAttribute('data-theme', next);
      try {
        localStorage.setItem('rocsite-theme', next);
      } catch {
        /* storage unavailable (private mode, file:// policy): the toggle still works for this page */
      }
      sync();
    });
  }
}

function init(): void {
  initTooltips();
  initChartKeys();
  initTheme();
  for (const el of Array.from(document.querySelectorAll<HTMLElement>('[data-whatif]'))) initWhatIf(el);
  for (const el of Array.from(document.querySelectorAll<HTMLElement>('figure[data-pr-prevalence]'))) initPrPrevalence(el);
}

if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', init);
else init();
