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
    layout: { nodeIndex: number[]; styles: number[][] };
  }[];
}

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
  const { nodes, layout } = snap.documents[0];
  const n = nodes.parentIndex.length;
  const pseudo = new Set(nodes.pseudoType?.index ?? []);
  const styleOf = new Map<number, number[]>();
  layout.nodeIndex.forEach((node, i) => styleOf.set(node, layout.styles[i]));
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
  const tree: RenderTree = { parent: [], own: [], shape: [], text: [] };
  const tags: string[] = [];
  const parts: string[][] = [];
  const sizes: string[] = [];
  for (let i = 0; i < n; i++) {
    const at = index.get(nodes.parentIndex[i]);
    if (at === undefined) continue; // (within <head>, or within a pseudo-element)
    if (nodes.nodeType[i] === 3 && at >= 0) {
      const text = str[nodes.nodeValue[i]] ?? '';
      parts[at].push(`text ${JSON.stringify(text)}`);
      if (text.trim() !== '') tree.text[at] = true;
      continue;
    }
    if (nodes.nodeType[i] !== 1) continue;
    const st = styled(i);
    if (pseudo.has(i)) {
      parts[at].push(`${tag(i)} ${st.shape} ${st.size}`);
      continue;
    }
    if (at === 0 && tag(i) !== 'BODY') continue; // <head>
    index.set(i, tree.parent.length);
    tree.parent.push(at);
    tree.text.push(false);
    tags.push(tag(i));
    parts.push([`${tag(i)} ${attrs(i)}`, st.shape]);
    sizes.push(st.size);
  }
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
