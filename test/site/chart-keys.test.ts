/**
 * Keyboard moves between chart marks (src/client/chart-keys.ts) on charts rendered by the build: heatmap cells on
 * the grid, other marks in document order, the tab stop moving with the focus. jsdom dispatches the key events; the
 * real-browser check is in test/browser (review.test.ts).
 */
import { describe, it, expect } from 'vitest';
import { JSDOM } from 'jsdom';
import { initChartKeys, nextMark } from '../../src/client/chart-keys';
import { heatmapChart, rocChart } from '../../src/lib/charts/charts';
import { smallReport } from './fixtures/small-report';

function page(svg: string) {
  const dom = new JSDOM(`<!doctype html><body>${svg}</body>`);
  initChartKeys(dom.window.document);
  const press = (el: Element, key: string) => el.dispatchEvent(new dom.window.KeyboardEvent('keydown', { key, bubbles: true, cancelable: true }));
  return { doc: dom.window.document, press };
}

describe('chart keys (roving tabindex)', () => {
  it('heatmap: → ← along κ, ↑ ↓ along α, Home/End to the row ends; one tab stop follows the focus', () => {
    const { doc, press } = page(heatmapChart(smallReport, { id: 'h' }).svg);
    const cell = (i: number, j: number) => doc.querySelector(`[data-cell="${i},${j}"]`)!;
    const stop = () => [...doc.querySelectorAll('[tabindex="0"]')].map((e) => e.getAttribute('data-cell'));
    expect(stop()).toEqual(['0,0']);
    (cell(0, 0) as unknown as HTMLElement).focus();
    const steps: [string, string][] = [['ArrowRight', '0,1'], ['ArrowUp', '1,1'], ['ArrowUp', '2,1'], ['ArrowUp', '2,1'], ['ArrowLeft', '2,0'], ['End', '2,2'], ['ArrowDown', '1,2'], ['Home', '1,0']];
    let at = cell(0, 0);
    for (const [key, want] of steps) {
      press(at, key);
      at = doc.querySelector('[tabindex="0"]')!;
      expect(stop(), `${key} → ${want}`).toEqual([want]);
      expect(doc.activeElement?.getAttribute('data-cell')).toBe(want);
    }
    // Edges: no move (the default action, page scroll, is left alone).
    expect(nextMark(cell(2, 0), 'ArrowLeft')).toBeNull();
    expect(nextMark(cell(2, 0), 'a')).toBeNull();
  });

  it('other charts: → and ↓ next mark in document order, ← and ↑ previous, Home/End first and last', () => {
    const { doc, press } = page(rocChart(smallReport, { id: 'r' }).svg);
    const marks = [...doc.querySelectorAll('[data-tip][tabindex]')];
    // The fixture's ROC chart: A's and B's best feasible points of scenario "strict" carry tooltips.
    expect(marks).toHaveLength(2);
    expect(marks.map((m) => m.getAttribute('tabindex'))).toEqual(['0', '-1']);
    const current = () => marks.indexOf(doc.querySelector('[tabindex="0"]')!);
    for (const [key, want] of [['ArrowRight', 1], ['ArrowDown', 1], ['ArrowUp', 0], ['End', 1], ['ArrowRight', 1], ['Home', 0], ['ArrowLeft', 0], ['ArrowDown', 1]] as const) {
      press(marks[current()], key);
      expect(current(), key).toBe(want);
      expect(doc.querySelectorAll('[tabindex="0"]')).toHaveLength(1);
    }
  });
});
