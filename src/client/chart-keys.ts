/**
 * Keyboard moves between a chart's marks (roving tabindex): each chart SVG has one mark in the tab order
 * (src/lib/charts/render-core.ts gives the first `tabindex="0"`, the others `-1`); the arrow keys, Home and End move the
 * focus, and the tab stop with it, to another mark of the same SVG. Heatmap cells (`data-cell="i,j"`) move on the
 * grid: ← → along κ (column j), ↑ ↓ along α (row i, larger α up, as drawn); other marks in document order (→ and ↓
 * next, ← and ↑ previous). The tooltip follows the focus (main.ts shows it on focusin).
 */

const MARK = 'svg [data-tip][tabindex]';

/** The mark to move to from `from` for `key`, or null (not a move, or already at the edge). */
export function nextMark(from: Element, key: string): Element | null {
  const svg = from.closest('svg');
  if (!svg) return null;
  const cell = from.getAttribute('data-cell');
  if (cell) {
    const [i, j] = cell.split(',').map(Number);
    const at = (r: number, c: number) => svg.querySelector(`[data-cell="${r},${c}"][tabindex]`);
    const row = () => Array.from(svg.querySelectorAll(`[data-cell^="${i},"][tabindex]`));
    switch (key) {
      case 'ArrowRight':
        return at(i, j + 1);
      case 'ArrowLeft':
        return at(i, j - 1);
      case 'ArrowUp':
        return at(i + 1, j);
      case 'ArrowDown':
        return at(i - 1, j);
      case 'Home':
        return row()[0] ?? null;
      case 'End':
        return row().at(-1) ?? null;
      default:
        return null;
    }
  }
  const marks = Array.from(svg.querySelectorAll('[data-tip][tabindex]'));
  const k = marks.indexOf(from);
  if (k < 0) return null;
  const to = key === 'ArrowRight' || key === 'ArrowDown' ? k + 1 : key === 'ArrowLeft' || key === 'ArrowUp' ? k - 1 : key === 'Home' ? 0 : key === 'End' ? marks.length - 1 : -1;
  return to >= 0 && to < marks.length && to !== k ? marks[to] : null;
}

export function initChartKeys(root: Document = document): void {
  root.addEventListener('keydown', (e) => {
    const from = (e.target as Element | null)?.closest?.(MARK);
    if (!from || e.altKey || e.ctrlKey || e.metaKey) return;
    const to = nextMark(from, e.key);
    if (!to) return;
    e.preventDefault();
    from.setAttribute('tabindex', '-1');
    to.setAttribute('tabindex', '0');
    (to as SVGElement).focus();
  });
}
