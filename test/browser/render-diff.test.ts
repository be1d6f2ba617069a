/**
 * differingRoots (render-diff.ts) on small trees worked by hand: which elements of the second page are left to check.
 */
import { describe, expect, it } from 'vitest';
import { differingRoots, type RenderTree } from './render-diff';

/** An element: its shape hash, its size ('s' by default), whether it has text of its own, its children. */
interface El { shape: number; size?: string; text?: boolean; c?: El[] }
const el = (shape: number, c: El[] = [], o: { size?: string; text?: boolean } = {}): El => ({ shape, c, ...o });

/** The tree in document order, as renderTree gives it (own: the shape and the size). */
function tree(root: El): RenderTree {
  const t: RenderTree = { parent: [], own: [], shape: [], text: [] };
  const add = (e: El, parent: number) => {
    const i = t.parent.length;
    t.parent.push(parent);
    t.shape.push(String(e.shape));
    t.own.push(`${e.shape} ${e.size ?? 's'}`);
    t.text.push(e.text ?? false);
    for (const c of e.c ?? []) add(c, i);
  };
  add(root, -1);
  return t;
}

// Shapes: <html> 1, <body> 2; a header 3 (a title 10 of two spans, a line 13); a nav 20 (a brand 21, a list 23 of two
// links, a button 25); main 30 with a paragraph 31 and a table 32 of two rows 33, each a cell 34 with text and a 35.
const page = (o: { nav?: El[]; cell?: number; size?: string; extra?: El[]; html?: number } = {}) =>
  el(o.html ?? 1, [
    el(2, [
      el(3, [el(10, [el(11, [], { text: true }), el(12, [], { text: true })]), el(13, [], { text: true })]),
      el(20, [el(21, [el(22, [], { text: true })]), ...(o.nav ?? [el(23, [el(24, [], { text: true }), el(24, [], { text: true })])]), el(25, [], { text: true })], { size: o.size }),
      el(30, [
        el(31, [], { text: true }),
        ...(o.extra ?? []),
        el(32, [el(33, [el(34, [], { text: true }), el(35)]), el(33, [el(o.cell ?? 34, [], { text: true }), el(35)])]),
      ]),
    ]),
  ]);

describe('differingRoots', () => {
  it('equal pages: nothing to check, every element paired', () => {
    const d = differingRoots(tree(page()), tree(page()));
    expect(d).toEqual({ roots: [], inRoots: 0, equal: tree(page()).parent.length, resized: 0 });
  });

  it('an element of another style is checked with what it holds, and nothing else is', () => {
    const b = tree(page({ cell: 99 }));
    const d = differingRoots(tree(page()), b);
    expect(d.roots.map((i) => b.shape[i])).toEqual(['99']);
    expect(d.inRoots).toBe(1);
    expect(d.equal).toBe(b.parent.length - 1);
  });

  it('a list taken out: the boxes that held it shrink (no text of their own) and are followed; nothing is left to check', () => {
    const a = tree(page());
    const b = tree(page({ nav: [], size: 'x' }));
    const d = differingRoots(a, b);
    expect(d.roots).toEqual([]);
    expect(d.equal).toBe(b.parent.length);
    expect(d.resized).toBe(1); // the nav
  });

  it('a box with text of its own that changed size is checked (its text is laid out anew)', () => {
    const a = tree(el(1, [el(2, [el(3, [], { text: true })])]));
    const b = tree(el(1, [el(2, [el(3, [], { text: true, size: 'y' })])]));
    expect(differingRoots(a, b)).toEqual({ roots: [2], inRoots: 1, equal: 2, resized: 0 });
  });

  it('an element added among equal siblings is checked; the siblings after it are still paired with theirs', () => {
    const b = tree(page({ extra: [el(40, [el(41, [], { text: true })])] }));
    const d = differingRoots(tree(page()), b);
    expect(d.roots.map((i) => b.shape[i])).toEqual(['40']);
    expect(d.inRoots).toBe(2);
    expect(d.equal).toBe(b.parent.length - 2);
  });

  it('a different <html> (its style or attributes): the whole page is checked', () => {
    const b = tree(page({ html: 7 }));
    expect(differingRoots(tree(page()), b)).toEqual({ roots: [0], inRoots: b.parent.length, equal: 0, resized: 0 });
  });
});
