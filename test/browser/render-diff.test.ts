/**
 * differingRoots (render-diff.ts) on small trees worked by hand: which elements of the second page are left to check;
 * colourClasses: which texts the colour rules cannot tell apart.
 */
import { describe, expect, it } from 'vitest';
import { colourClasses, differingRoots, type RenderTree } from './render-diff';

/** An element: its shape hash, its size ('s' by default), whether it has text of its own, its children. */
interface El { shape: number; size?: string; text?: boolean; c?: El[] }
const el = (shape: number, c: El[] = [], o: { size?: string; text?: boolean } = {}): El => ({ shape, c, ...o });

/** The tree in document order, as renderTree gives it (own: the shape and the size). */
function tree(root: El): RenderTree {
  const t: RenderTree = { parent: [], own: [], shape: [], text: [], look: [], box: [], pseudo: [], form: [], svg: [] };
  const add = (e: El, parent: number) => {
    const i = t.parent.length;
    t.parent.push(parent);
    t.shape.push(String(e.shape));
    t.own.push(`${e.shape} ${e.size ?? 's'}`);
    t.text.push(e.text ?? false);
    t.look.push(String(e.shape));
    t.box.push(0, 0, 0, 0);
    t.pseudo.push(false);
    t.form.push(false);
    t.svg.push(false);
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

/** A laid-out element: its look, its box (x, y, width, height), text of its own, and what else renderTree reads. */
interface Box { look: string; box: [number, number, number, number]; text?: boolean; form?: boolean; pseudo?: boolean; svg?: boolean; c?: Box[] }

function laidOut(root: Box): RenderTree {
  const t: RenderTree = { parent: [], own: [], shape: [], text: [], look: [], box: [], pseudo: [], form: [], svg: [] };
  const add = (e: Box, parent: number) => {
    const i = t.parent.length;
    t.parent.push(parent);
    t.own.push(e.look);
    t.shape.push(e.look);
    t.look.push(e.look);
    t.text.push(e.text ?? false);
    t.box.push(...e.box);
    t.pseudo.push(e.pseudo ?? false);
    t.form.push(e.form ?? false);
    t.svg.push(e.svg ?? false);
    for (const c of e.c ?? []) add(c, i);
  };
  add(root, -1);
  return t;
}

// A page 400 × 300: <html> 0, <body> 1, a table 2 of three rows (3, 6, 9), each of two cells 40 × 20 with text
// (4–5, 7–8, 10–11), then what `extra` adds to <body> (12 on).
const cell = (x: number, y: number, o: Partial<Box> = {}): Box => ({ look: 'td', box: [x, y, 40, 20], text: true, ...o });
const row = (y: number, o: { look?: string; cells?: Partial<Box>[] } = {}): Box => ({
  look: o.look ?? 'tr',
  box: [0, y, 80, 20],
  c: [cell(0, y, o.cells?.[0]), cell(40, y, o.cells?.[1])],
});
const table = (o: { rows?: Parameters<typeof row>[1][]; extra?: Box[]; pseudo?: boolean } = {}) =>
  laidOut({
    look: 'html',
    box: [0, 0, 400, 300],
    c: [{ look: 'body', box: [0, 0, 400, 300], pseudo: o.pseudo, c: [{ look: 'table', box: [0, 0, 80, 60], c: [0, 20, 40].map((y, k) => row(y, o.rows?.[k])) }, ...(o.extra ?? [])] }],
  });
const classesOf = (t: RenderTree, kind?: string[]) => {
  const c = colourClasses(t, kind);
  return { reps: c.reps, texts: c.texts, classes: c.classes, repOf: [...c.repOf].map((r, i) => (r === i ? '·' : r)).join(' ') };
};

describe('colourClasses', () => {
  it('cells alike in look, in their ancestors and in what lies over them: one class, measured by the first and the last', () => {
    expect(classesOf(table())).toEqual({ reps: [4, 11], texts: 6, classes: 1, repOf: '-1 -1 -1 -1 · 4 -1 4 4 -1 4 4' });
  });

  it('a cell of another look, and the cells of a row of another look, are classes of their own', () => {
    const t = table({ rows: [{}, { cells: [{}, { look: 'td grey' }] }, { look: 'tr striped' }] });
    expect(classesOf(t)).toEqual({ reps: [4, 7, 8, 10, 11], texts: 6, classes: 3, repOf: '-1 -1 -1 -1 · 4 -1 4 · -1 · 10' });
  });

  it('a box over a cell (wholly, or in part) sets it apart; boxes that touch, or overlap by half a pixel, do not', () => {
    const over = (box: Box['box']): Box => ({ look: 'div badge', box });
    // Over cell 8 wholly (its very box), within cell 10, along the edge between cells 4 and 7 (0.4 px into 7), and over
    // a corner of cell 11 by 0.5 px each way.
    const t = table({ extra: [over([40, 20, 40, 20]), over([10, 45, 10, 10]), over([0, 20, 40, 0.4]), over([79.5, 59.5, 10, 10])] });
    expect(classesOf(t)).toEqual({ reps: [4, 8, 10, 11], texts: 6, classes: 3, repOf: '-1 -1 -1 -1 · 4 -1 4 · -1 · 4 -1 -1 -1 -1' });
  });

  it('text of punctuation alone, which axe does not measure, is a class apart', () => {
    const kind = table().look.map((_, i) => (i === 7 ? 'p' : 't'));
    expect(classesOf(table(), kind).reps).toEqual([4, 7, 11]);
  });

  it('a form control, a text under a ::before or ::after, and a box outside the page each stand alone; text in an <svg> is left out', () => {
    const t = table({ rows: [{ cells: [{ form: true }] }, { cells: [{ svg: true }, { box: [-50, 20, 40, 20] }] }] });
    expect(classesOf(t)).toEqual({ reps: [4, 5, 8, 11], texts: 5, classes: 3, repOf: '-1 -1 -1 -1 · · -1 -1 · -1 5 5' });
    expect(classesOf(table({ pseudo: true })).classes).toBe(6);
  });
});
