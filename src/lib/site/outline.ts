/**
 * The outline of a built report page, added after the build (relativize.ts) so that it follows the page's final
 * document order, whatever rendered it (MDX body, generated report, page template):
 * - chart figures (`figure[data-chart]`) and captioned tables are numbered in order, "Figure N." / "Table N.", in
 *   their title or caption (on screen and in the PDF);
 * - `<Ref to="id"/>` (src/components/Ref.astro) becomes "Figure N" / "Table N", linked to the figure or table; a
 *   Ref to an id that is neither is an error naming the page;
 * - the table of contents (`nav[data-toc]`, src/components/Toc.astro) lists the page's h2 and h3 headings (headings
 *   without an id get one). Copies printed only on paper (ids ending in `-print`) are left out.
 * Pure string processing on the markup of rocsite's own components; deterministic.
 */

export interface Numbered {
  kind: 'Figure' | 'Table';
  id: string;
  n: number;
}

const ID_RE = /\sid="([^"]+)"/;

/** Figures and captioned tables of the page in document order; tables without an id get `table-<n>`. */
export function numberedItems(html: string): { items: Numbered[]; html: string } {
  const items: Numbered[] = [];
  let figures = 0;
  let tables = 0;
  // A number already there (a page outlined before) is replaced, so outlining twice gives the same page.
  const out = html.replace(/<(figure|table)\b([^>]*)>(\s*<caption\b[^>]*>)?(<span class="fig-num">Table \d+\.<\/span> )?/g, (m, tag: string, attrs: string, caption?: string) => {
    if (tag === 'figure') {
      const id = ID_RE.exec(attrs)?.[1];
      if (!/\sdata-chart=/.test(attrs) || !id) return m;
      items.push({ kind: 'Figure', id, n: ++figures });
      return m;
    }
    if (!caption) return m;
    const n = ++tables;
    let id = ID_RE.exec(attrs)?.[1];
    let open = `<table${attrs}>`;
    if (!id) {
      id = `table-${n}`;
      open = `<table id="${id}"${attrs}>`;
    }
    items.push({ kind: 'Table', id, n });
    return `${open}${caption}<span class="fig-num">Table ${n}.</span> `;
  });
  // Each figure's title (its first occurrence), in one pass: a replace per figure copied the whole page each time
  // (a 36 MB page of 500 models: 0.6 s and 1.2 GB).
  // (Two figures with one id, which a page should not have, number that id's first two titles in order.)
  const untitled = new Map<string, number[]>();
  for (const it of items) if (it.kind === 'Figure') untitled.set(it.id, [...(untitled.get(it.id) ?? []), it.n]);
  const html2 = out.replace(/<div class="chart-title" id="([^"]*)-title">(<span class="fig-num">Figure \d+\.<\/span> )?/g, (m, id: string) => {
    const n = untitled.get(id)?.shift();
    return n === undefined ? m : `<div class="chart-title" id="${id}-title"><span class="fig-num">Figure ${n}.</span> `;
  });
  return { items, html: html2 };
}

const slugify = (s: string) =>
  s
    .replace(/&[a-z0-9#]+;/gi, ' ')
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '') || 'section';

/** Visible text of a heading's markup (KaTeX's MathML copy dropped, tags stripped, entities kept). */
function headingText(inner: string): string {
  return inner
    .replace(/<span class="katex-mathml">[\s\S]*?<\/math><\/span>/g, '')
    .replace(/<[^>]+>/g, '')
    .replace(/[ \t\r\n]+/g, ' ') // (not \s: number separators are no-break spaces)
    .trim();
}

/** Adds the outline to a page; `where` names the page (and its MDX file) in errors. */
export function outlineHtml(html: string, where: string): string {
  if (!html.includes('data-toc') && !html.includes('data-ref=')) return html;
  const { items, html: numbered } = numberedItems(html);
  const byId = new Map(items.map((i) => [i.id, i]));
  let out = numbered.replace(/<a class="ref" href="#([^"]*)" data-ref="([^"]*)">([\s\S]*?)<\/a>/g, (_m, _h, to: string) => {
    const it = byId.get(to);
    if (!it) {
      const known = items.map((i) => `${i.id} (${i.kind} ${i.n})`).join(', ') || 'none';
      throw new Error(`${where}: <Ref to="${to}">: no figure or table with id "${to}" on this page; ids: ${known}`);
    }
    return `<a class="ref" href="#${to}" data-ref="${to}">${it.kind} ${it.n}</a>`;
  });

  const tocAt = out.indexOf('data-toc');
  if (tocAt < 0) return out;
  // Headings after the table of contents.
  const used = new Set([...out.matchAll(/\sid="([^"]+)"/g)].map((m) => m[1]));
  const entries: { level: number; id: string; text: string }[] = [];
  const head = out.slice(0, tocAt);
  const tail = out.slice(tocAt).replace(/<h([23])((?:\s[^>]*)?)>([\s\S]*?)<\/h\1>/g, (m, level: string, attrs: string, inner: string) => {
    let id = ID_RE.exec(attrs)?.[1];
    if (id?.endsWith('-print') || /\sdata-toc-skip/.test(attrs)) return m;
    const text = headingText(inner);
    if (!text) return m;
    let tag = m;
    if (!id) {
      const base = slugify(text);
      id = base;
      for (let k = 2; used.has(id); k++) id = `${base}-${k}`;
      used.add(id);
      tag = `<h${level} id="${id}"${attrs}>${inner}</h${level}>`;
    }
    entries.push({ level: Number(level), id, text });
    return tag;
  });
  out = head + tail;
  let list = '';
  let open = false;
  for (const e of entries) {
    if (e.level === 2 || !list) {
      if (open) list += '</ol></li>';
      else if (list) list += '</li>';
      list += `<li><a href="#${e.id}">${e.text}</a>`;
      open = false;
    } else {
      if (!open) list += '<ol>';
      open = true;
      list += `<li><a href="#${e.id}">${e.text}</a></li>`;
    }
  }
  if (open) list += '</ol></li>';
  else if (list) list += '</li>';
  return out.replace(/(<nav\b[^>]*\sdata-toc\b[^>]*>[\s\S]*?<ol class="toc-list">)(<\/ol>)/, `$1${list}$2`);
}
