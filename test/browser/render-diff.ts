/**
 * Where two rendered pages differ in what axe-core's colour rules read: a page's elements (`<html>`, `<body>` and all
 * that `<body>` holds, in document order) each reduced to a string of their tag, attributes, own text and the computed
 * style properties those rules and their visibility tests read; then, walking both trees from the top, the elements
 * of the second page that have no equal in the first. A page that equals another but for those parts gets, from the
 * colour rules run on them alone, the result a run on the whole page would give (which the first page had). Where
 * boxes sit is not compared, only their size: the parts taken out move what follows them up, not over anything.
 */
import type { Page } from 'puppeteer-core';

/** One page's elements in document order: the first is `<html>`, the second `<body>`. */
export interface RenderTree {
  /** Index of each element's parent (−1 for `<html>`). */
  parent: number[];
  /** The tag, attributes, own text and style, with the box's width and height. */
  own: string[];
  /** The same without width and height. */
  shape: string[];
  /** Whether the element has text of its own (a text node that is not only white space). */
  text: boolean[];
  /**
   * What the colour rules read of the element alone, for {@link colourClasses}: its tag, the attributes that decide
   * whether they check it, its style and its pseudo-elements (with their sizes); not its other attributes or its text.
   */
  look: string[];
  /** Its box with its own text's boxes (which may overflow it), in page coordinates: x, y, width, height per element. */
  box: number[];
  /** Whether it has a ::before or ::after (axe compares their area with the element's). */
  pseudo: boolean[];
  /** A form control, a label, or an element naming others or disabled: the colour rules' choice depends on other elements. */
  form: boolean[];
  /** Within an `<svg>` (chart text: axe-core measures none). */
  svg: boolean[];
}

/**
 * The computed properties axe-core 4.x reads when it decides whether an element is visible, what lies behind it and
 * the contrast of its text (color-contrast) or of a link against its text (link-in-text-block), searched in its
 * source; width and height are compared apart (see {@link differingRoots}).
 */
export const COLOUR_STYLE = [
  'color', 'background-color', 'background-image', 'background-clip', 'opacity', 'visibility', 'display',
  'content-visibility', 'font-family', 'font-size', 'font-style', 'font-weight', 'line-height', 'white-space',
  'text-indent', 'text-shadow', 'text-decoration-line', 'text-decoration-style', 'text-decoration-color',
  '-webkit-text-fill-color', '-webkit-text-stroke-width', '-webkit-text-stroke-color', 'direction', 'overflow-x',
  'overflow-y', 'position', 'z-index', 'float', 'padding-top', 'padding-right', 'padding-bottom', 'padding-left',
  'border-top-width', 'border-top-style', 'border-top-color', 'border-right-width', 'border-right-style',
  'border-right-color', 'border-bottom-width', 'border-bottom-style', 'border-bottom-color', 'border-left-width',
  'border-left-style', 'border-left-color', 'outline-style', 'outline-width', 'outline-color', 'mix-blend-mode',
  'isolation', 'filter', 'backdrop-filter', 'transform', 'transform-style', 'perspective', 'will-change', 'contain',
  'clip', 'clip-path', 'mask-image', '-webkit-mask-box-image-source', 'pointer-events', 'content',
];

/** The parts of Chrome's DOMSnapshot.captureSnapshot answer read here. */
interface Snapshot {
  strings: string[];
  documents: {
    nodes: { parentIndex: number[]; nodeType: number[]; nodeName: number[]; nodeValue: number[]; attributes: number[][]; pseudoType?: { index: number[] } };
    layout: { nodeIndex: number[]; styles: number[][]; bounds: number[][] };
    textBoxes: { layoutIndex: number[]; bounds: number[][] };
  }[];
}

/** Attributes whose presence decides whether axe's colour rules check an element, kept in {@link RenderTree.look}. */
const LOOK_ATTRIBUTES = new Set(['role', 'type', 'href', 'tabindex', 'contenteditable']);
/** Tags and attributes whose element the colour rules check or skip by what other elements are. */
const FORM_TAGS = new Set(['INPUT', 'SELECT', 'TEXTAREA', 'OPTION', 'LABEL', 'BUTTON', 'FIELDSET']);
const FORM_ATTRIBUTES = new Set(['for', 'aria-labelledby', 'disabled', 'aria-disabled', 'inert', 'form']);

/**
 * The open page's {@link RenderTree}, from one DOMSnapshot.captureSnapshot of Chrome (its computed styles of every
 * element with a box; pseudo-elements such as ::before, ::after and ::marker count with their element). Reading the
 * same styles with getComputedStyle took twice as long (2–3 s for the ICU report's 21,000 elements).
 */
export async function renderTree(page: Page): Promise<RenderTree> {
  const cdp = await page.createCDPSession();
  let snap: Snapshot;
  try {
    snap = (await cdp.send('DOMSnapshot.captureSnapshot', { computedStyles: [...COLOUR_STYLE, 'width', 'height'] })) as unknown as Snapshot;
  } finally {
    await cdp.detach();
  }
  const { strings: str } = snap;
  const { nodes, layout, textBoxes } = snap.documents[0];
  const n = nodes.parentIndex.length;
  const pseudo = new Set(nodes.pseudoType?.index ?? []);
  const styleOf = new Map<number, number[]>();
  const boundsOf = new Map<number, number[]>();
  layout.nodeIndex.forEach((node, i) => {
    styleOf.set(node, layout.styles[i]);
    boundsOf.set(node, layout.bounds[i]);
  });
  // Each text node's line boxes, by node.
  const textOf = new Map<number, number[][]>();
  textBoxes.layoutIndex.forEach((l, k) => {
    const node = layout.nodeIndex[l];
    if (!textOf.has(node)) textOf.set(node, []);
    textOf.get(node)!.push(textBoxes.bounds[k]);
  });
  const tag = (i: number) => str[nodes.nodeName[i]];
  const attrs = (i: number) => {
    const a = nodes.attributes[i] ?? [];
    let s = '';
    for (let k = 0; k < a.length; k += 2) s += ` ${str[a[k]]}=${JSON.stringify(str[a[k + 1]])}`;
    return s;
  };
  const styled = (i: number) => {
    const st = styleOf.get(i)?.map((k) => str[k]);
    return st ? { shape: st.slice(0, -2).join(';'), size: st.slice(-2).join(' ') } : { shape: 'no box', size: '' };
  };
  // Elements of <html> itself and of <body> down (not <head>), in document order; pseudo-elements and text go to their
  // element. The document node stands for <html>'s parent (−1).
  const html = nodes.nodeType.findIndex((t, i) => t === 1 && tag(i) === 'HTML');
  const index = new Map<number, number>([[nodes.parentIndex[html], -1]]);
  const tree: RenderTree = { parent: [], own: [], shape: [], text: [], look: [], box: [], pseudo: [], form: [], svg: [] };
  const tags: string[] = [];
  const parts: string[][] = [];
  const looks: string[][] = [];
  const sizes: string[] = [];
  const grow = (at: number, b: number[] | undefined) => {
    if (!b || !(b[2] > 0 && b[3] > 0)) return;
    const o = 4 * at;
    const [x, y, w, h] = tree.box.slice(o, o + 4);
    if (!(w > 0 && h > 0)) return void tree.box.splice(o, 4, ...b);
    const x0 = Math.min(x, b[0]);
    const y0 = Math.min(y, b[1]);
    tree.box.splice(o, 4, x0, y0, Math.max(x + w, b[0] + b[2]) - x0, Math.max(y + h, b[1] + b[3]) - y0);
  };
  for (let i = 0; i < n; i++) {
    const at = index.get(nodes.parentIndex[i]);
    if (at === undefined) continue; // (within <head>, or within a pseudo-element)
    if (nodes.nodeType[i] === 3 && at >= 0) {
      const text = str[nodes.nodeValue[i]] ?? '';
      parts[at].push(`text ${JSON.stringify(text)}`);
      if (text.trim() !== '') tree.text[at] = true;
      for (const b of textOf.get(i) ?? []) grow(at, b);
      continue;
    }
    if (nodes.nodeType[i] !== 1) continue;
    const st = styled(i);
    if (pseudo.has(i)) {
      parts[at].push(`${tag(i)} ${st.shape} ${st.size}`);
      looks[at].push(`${tag(i)} ${st.shape} ${st.size}`);
      if (/^::(before|after)$/i.test(tag(i))) tree.pseudo[at] = true;
      continue;
    }
    if (at === 0 && tag(i) !== 'BODY') continue; // <head>
    index.set(i, tree.parent.length);
    tree.parent.push(at);
    tree.text.push(false);
    tree.pseudo.push(false);
    tags.push(tag(i));
    parts.push([`${tag(i)} ${attrs(i)}`, st.shape]);
    const names = (nodes.attributes[i] ?? []).filter((_, k) => k % 2 === 0).map((k) => str[k]);
    tree.form.push(FORM_TAGS.has(tag(i)) || names.some((a) => FORM_ATTRIBUTES.has(a)));
    tree.svg.push(tag(i).toLowerCase() === 'svg' || (at >= 0 && tree.svg[at]));
    looks.push([`${tag(i)} ${names.filter((a) => LOOK_ATTRIBUTES.has(a)).sort().join(' ')}`, st.shape]);
    tree.box.push(0, 0, 0, 0);
    grow(tree.parent.length - 1, boundsOf.get(i));
    sizes.push(st.size);
  }
  tree.look = looks.map((p) => p.join('\n'));
  tree.shape = parts.map((p) => p.join('\n'));
  tree.own = tree.shape.map((s, i) => `${s}\n${sizes[i]}`);
  // The snapshot's elements are the page's, in the same order (the order axe's context is given in, see the test).
  const onPage = await page.evaluate(() => [document.documentElement, document.body, ...document.body.querySelectorAll('*')].map((e) => e.tagName));
  if (onPage.length !== tags.length || onPage.some((t, k) => t !== tags[k])) throw new Error(`renderTree: the snapshot's ${tags.length} elements are not the page's ${onPage.length}`);
  return tree;
}

/** What {@link differingRoots} found. */
export interface RenderDiff {
  /** Elements of the second page (indices into its tree) whose subtrees hold every element with no equal in the first. */
  roots: number[];
  /** Elements of the second page within those subtrees. */
  inRoots: number;
  /** Elements of the second page equal to one of the first, at the same place in the tree. */
  equal: number;
  /** Of those, the elements that differ in width or height only and hold no text of their own (their content moved). */
  resized: number;
}

function childrenOf(t: RenderTree): number[][] {
  const c: number[][] = t.parent.map(() => []);
  t.parent.forEach((p, i) => p >= 0 && c[p].push(i));
  return c;
}

/** Pairs of positions of `a` and `b` with equal keys, in order, as many as can be (a longest common subsequence). */
function align(a: string[], b: string[]): [number, number][] {
  if (a.length === b.length && a.every((x, i) => x === b[i])) return a.map((_, i) => [i, i]);
  const n = a.length;
  const m = b.length;
  const l = Array.from({ length: n + 1 }, () => new Int32Array(m + 1));
  for (let i = n - 1; i >= 0; i--) for (let j = m - 1; j >= 0; j--) l[i][j] = a[i] === b[j] ? l[i + 1][j + 1] + 1 : Math.max(l[i + 1][j], l[i][j + 1]);
  const pairs: [number, number][] = [];
  for (let i = 0, j = 0; i < n && j < m; ) {
    if (a[i] === b[j]) pairs.push([i++, j++]);
    else if (l[i + 1][j] >= l[i][j + 1]) i++;
    else j++;
  }
  return pairs;
}

/**
 * The elements of page `b` to check where it may differ from page `a`. From `<html>` down, an element of `b` is paired
 * with one of `a` of the same tag, attributes, own text and style, at the same place (children aligned in order); an
 * element with no such pair is a root, with all it holds. A pair that differs only in the box's width or height is
 * followed into its children if it has no text of its own (a box that grew or shrank with what it holds; what it
 * holds is compared in turn); with text of its own it is a root (its text is laid out differently).
 */
export function differingRoots(a: RenderTree, b: RenderTree): RenderDiff {
  const ca = childrenOf(a);
  const cb = childrenOf(b);
  const size = (i: number): number => 1 + cb[i].reduce((s, c) => s + size(c), 0);
  const diff: RenderDiff = { roots: [], inRoots: 0, equal: 0, resized: 0 };
  const root = (j: number) => {
    diff.roots.push(j);
    diff.inRoots += size(j);
  };
  const walk = (i: number, j: number) => {
    if (a.shape[i] !== b.shape[j] || (a.own[i] !== b.own[j] && b.text[j])) return root(j);
    diff.equal++;
    if (a.own[i] !== b.own[j]) diff.resized++;
    const pairs = align(ca[i].map((x) => a.shape[x]), cb[j].map((y) => b.shape[y]));
    const paired = new Set(pairs.map(([, y]) => y));
    cb[j].forEach((y, k) => paired.has(k) || root(y));
    for (const [x, y] of pairs) walk(ca[i][x], cb[j][y]);
  };
  walk(0, 0);
  diff.roots.sort((x, y) => x - y);
  return diff;
}

/** What {@link colourClasses} found. */
export interface ColourClasses {
  /**
   * The first and the last element of each class (indices into the tree, in document order): the colour rules' result
   * for either is theirs (two far apart: one may be left to review where a box overlaps it, see the test).
   */
  reps: number[];
  /** For each element with text of its own, the first of its class; −1 for the others. */
  repOf: Int32Array;
  /** Elements with text of their own (what color-contrast measures), and how many classes they fall into. */
  texts: number;
  classes: number;
}

/**
 * The page's texts in classes that axe-core's colour rules cannot tell apart, so that measuring a class's first and
 * last text measures them all. Two elements with text of their own are in one class when they have the same
 * {@link RenderTree.look}, so have their parents, their parents' parents and so on up to `<html>` (the same colours,
 * backgrounds, opacities, fonts and shadows on and behind each), the same other elements lie over or under their boxes
 * (each covering the box wholly or partly: axe reads the colours at a text from the elements stacked there; what an
 * element holds is not counted), and the same `kind` of text (axe measures no text of punctuation alone). A form
 * control, a label or an element naming others is a class of its own (whether it is checked depends on other
 * elements), so is a text with a ::before or ::after on it or an ancestor (axe compares their areas with the box's) and
 * a box outside the page. Text within an `<svg>` is left out (axe measures none). Boxes that overlap by `tolerance` px
 * or less, either way, do not overlap.
 */
export function colourClasses(t: RenderTree, kind: string[] = [], tolerance = 0.5): ColourClasses {
  const n = t.parent.length;
  const ids = new Map<string, number>();
  const intern = (k: string) => ids.get(k) ?? (ids.set(k, ids.size), ids.size - 1);
  // An element and its ancestors, as one number; whether a ::before or ::after is on it or above it.
  const chain = new Int32Array(n);
  const pseudoAbove = new Uint8Array(n);
  for (let i = 0; i < n; i++) {
    const p = t.parent[i];
    chain[i] = intern(`${t.look[i]}\u0000${p < 0 ? -1 : chain[p]}`);
    pseudoAbove[i] = t.pseudo[i] || (p >= 0 && pseudoAbove[p]) ? 1 : 0;
  }
  // Elements in document order: i's subtree is i … end[i] − 1.
  const end = new Int32Array(n);
  for (let i = n - 1; i >= 0; i--) {
    end[i] = Math.max(end[i], i + 1);
    if (i > 0) end[t.parent[i]] = Math.max(end[t.parent[i]], end[i]);
  }
  const box = (i: number) => t.box.slice(4 * i, 4 * i + 4);
  const hasBox = (i: number) => t.box[4 * i + 2] > 0 && t.box[4 * i + 3] > 0;
  // Boxes by 256 px bands of y.
  const BAND = 256;
  const bands = new Map<number, number[]>();
  for (let i = 0; i < n; i++) {
    if (!hasBox(i)) continue;
    const [, y, , h] = box(i);
    for (let b = Math.floor(y / BAND); b <= Math.floor((y + h) / BAND); b++) {
      if (!bands.has(b)) bands.set(b, []);
      bands.get(b)!.push(i);
    }
  }
  const [, , pageW, pageH] = box(0);
  const classes = new Map<string, { first: number; last: number }>();
  const repOf = new Int32Array(n).fill(-1);
  let texts = 0;
  for (let i = 0; i < n; i++) {
    if ((!t.text[i] && !t.form[i]) || t.svg[i]) continue;
    texts++;
    const [x, y, w, h] = box(i);
    const outside = !hasBox(i) || x + w <= 0 || y + h <= 0 || x >= pageW || y >= pageH;
    let key: string;
    if (t.form[i] || pseudoAbove[i] || outside) key = `alone ${i}`;
    else {
      const over = new Set<string>();
      for (let b = Math.floor(y / BAND); b <= Math.floor((y + h) / BAND); b++)
        for (const o of bands.get(b) ?? []) {
          if (o <= i ? i < end[o] : o < end[i]) continue; // an ancestor, itself or a descendant
          const ox = t.box[4 * o], oy = t.box[4 * o + 1], ow = t.box[4 * o + 2], oh = t.box[4 * o + 3]; // (no array per pair)
          const dx = Math.min(x + w, ox + ow) - Math.max(x, ox);
          const dy = Math.min(y + h, oy + oh) - Math.max(y, oy);
          if (dx <= tolerance || dy <= tolerance) continue;
          const covers = ox <= x && oy <= y && ox + ow >= x + w && oy + oh >= y + h;
          over.add(`${chain[o]}${covers ? 'c' : 'p'}`);
        }
      key = `${chain[i]} ${kind[i] ?? ''} ${[...over].sort().join(' ')}`;
    }
    const c = classes.get(key) ?? { first: i, last: i };
    c.last = i;
    classes.set(key, c);
    repOf[i] = c.first;
  }
  const reps = [...new Set([...classes.values()].flatMap((c) => [c.first, c.last]))].sort((a, b) => a - b);
  return { reps, repOf, texts, classes: classes.size };
}
