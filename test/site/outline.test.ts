import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { numberedItems, outlineHtml } from '../../src/lib/site/outline';

const fig = (id: string, title: string) =>
  `<figure class="chart" data-chart="roc" id="${id}" aria-labelledby="${id}-title"><div class="chart-title" id="${id}-title">${title}</div></figure>`;
const table = (caption: string, id?: string) => `<table class="metric-table"${id ? ` id="${id}"` : ''}>\n  <caption>${caption}</caption><tr><td>1</td></tr></table>`;
const toc = '<nav class="toc no-print" data-toc aria-labelledby="toc-title"><h2 id="toc-title" data-toc-skip>Contents</h2><ol class="toc-list"></ol></nav>';
const ref = (to: string) => `<a class="ref" href="#${to}" data-ref="${to}">${to}</a>`;

describe('outline: numbered figures and tables, references, table of contents', () => {
  it('numbers figures and captioned tables separately, in document order; uncaptioned tables are not numbered', () => {
    const html = fig('roc-1', 'ROC') + table('Metrics', 'metrics') + '<table><tr><td>data</td></tr></table>' + fig('pr-2', 'PR') + table('Points');
    const { items, html: out } = numberedItems(html);
    expect(items).toEqual([
      { kind: 'Figure', id: 'roc-1', n: 1 },
      { kind: 'Table', id: 'metrics', n: 1 },
      { kind: 'Figure', id: 'pr-2', n: 2 },
      { kind: 'Table', id: 'table-2', n: 2 },
    ]);
    expect(out).toContain('<div class="chart-title" id="roc-1-title"><span class="fig-num">Figure 1.</span> ROC</div>');
    expect(out).toContain('<div class="chart-title" id="pr-2-title"><span class="fig-num">Figure 2.</span> PR</div>');
    expect(out).toContain('<caption><span class="fig-num">Table 1.</span> Metrics</caption>');
    expect(out).toContain('<table id="table-2" class="metric-table">');
  });

  it('a reference before or after its target reads "Figure N" / "Table N" and links to it', () => {
    const out = outlineHtml(`<p>See ${ref('pr-2')} and ${ref('metrics')}.</p>` + fig('roc-1', 'ROC') + fig('pr-2', 'PR') + table('M', 'metrics'), 'page.html');
    expect(out).toContain('See <a class="ref" href="#pr-2" data-ref="pr-2">Figure 2</a> and <a class="ref" href="#metrics" data-ref="metrics">Table 1</a>.');
  });

  it('a reference to an id that is no figure or table fails, naming the page and the known ids', () => {
    expect(() => outlineHtml(ref('roc-9') + fig('roc-1', 'ROC'), 'reports/x/index.html')).toThrow(
      /reports\/x\/index\.html: <Ref to="roc-9">: no figure or table with id "roc-9".*roc-1 \(Figure 1\)/,
    );
  });

  it('the table of contents lists the h2/h3 after it, nested, gives ids to headings without one, and skips print copies', () => {
    const html =
      '<h2 id="summary-title">Summary</h2>' + toc +
      '<h2 id="provenance-title-print">Provenance</h2><h2>Warnings (2)</h2><h2 id="q">The question</h2><h3>Leakage &amp; fit</h3>' +
      '<h2>Warnings (2)</h2><h2 id="end">End</h2>';
    const out = outlineHtml(html, 'p.html');
    const list = /<ol class="toc-list">([\s\S]*?)<\/ol><\/nav>/.exec(out)![1];
    expect(list).toBe(
      '<li><a href="#warnings-2">Warnings (2)</a></li>' +
        '<li><a href="#q">The question</a><ol><li><a href="#leakage-fit">Leakage &amp; fit</a></li></ol></li>' +
        '<li><a href="#warnings-2-2">Warnings (2)</a></li>' +
        '<li><a href="#end">End</a></li>',
    );
    expect(out).toContain('<h2 id="warnings-2">Warnings (2)</h2>');
    expect(out).toContain('<h3 id="leakage-fit">Leakage &amp; fit</h3>');
    expect(out).not.toContain('href="#summary-title"');
    expect(out).not.toContain('href="#provenance-title-print"');
  });

  it('pages without a table of contents or references are unchanged', () => {
    const html = fig('roc-1', 'ROC') + '<h2>A</h2>';
    expect(outlineHtml(html, 'p.html')).toBe(html);
  });
});

describe('outline: heading text', () => {
  it('keeps no-break and narrow no-break spaces (number separators) in the contents', () => {
    const out = outlineHtml(`<nav class="toc" data-toc><ol class="toc-list"></ol></nav><h2 id="s">At most 7\u202f259\n  alerts</h2>`, 'p.html');
    expect(out).toContain('<li><a href="#s">At most 7\u202f259 alerts</a></li>');
  });

  it('numbers each figure title once, at its first occurrence, as a replace per figure did (fast-check)', () => {
    // Reference: the titles numbered by one string replace per figure (first occurrence of the exact title markup).
    const reference = (html: string) => {
      const { items } = numberedItems(html);
      // Tables as numberedItems numbers them (its first pass is unchanged), then a replace per figure.
      let tables = 0;
      let out = html.replace(/<(figure|table)\b([^>]*)>(\s*<caption\b[^>]*>)?/g, (m, tag: string, attrs: string, caption?: string) => {
        if (tag !== 'table' || !caption) return m;
        const n = ++tables;
        const id = /\sid="([^"]+)"/.exec(attrs)?.[1];
        return `${id ? `<table${attrs}>` : `<table id="table-${n}"${attrs}>`}${caption}<span class="fig-num">Table ${n}.</span> `;
      });
      for (const it of items) {
        if (it.kind !== 'Figure') continue;
        const title = `<div class="chart-title" id="${it.id}-title">`;
        out = out.replace(title, () => `${title}<span class="fig-num">Figure ${it.n}.</span> `);
      }
      return out;
    };
    const id = fc.constantFrom('roc', 'pr-2', 'a-title', 'x');
    const part = fc.oneof(
      fc.tuple(id, fc.string({ maxLength: 3 })).map(([i, t]) => fig(i, t)),
      id.map((i) => `<div class="chart-title" id="${i}-title">stray</div>`),
      fc.tuple(fc.string({ maxLength: 3 }), fc.option(id, { nil: undefined })).map(([c, i]) => table(c, i)),
      fc.constantFrom('<p>text</p>', '<table><tr><td>1</td></tr></table>', '<figure id="plain">no chart</figure>'),
    );
    fc.assert(
      fc.property(fc.array(part, { maxLength: 8 }), (parts) => {
        const html = parts.join('');
        const figures = numberedItems(html).items.filter((i) => i.kind === 'Figure').map((i) => i.id);
        fc.pre(new Set(figures).size === figures.length); // ids are unique on a page (below: when they are not)
        expect(numberedItems(html).html).toBe(reference(html));
        // Outlining an outlined page changes nothing (numbers are replaced, not added again).
        const once = numberedItems(html).html;
        expect(numberedItems(once).html).toBe(once);
      }),
      { numRuns: 500 },
    );
  });

  it('two figures with one id (not on a valid page): each numbers one title, in order', () => {
    const { html } = numberedItems(fig('x', 'A') + fig('x', 'B'));
    expect(html).toContain('id="x-title"><span class="fig-num">Figure 1.</span> A</div>');
    expect(html).toContain('id="x-title"><span class="fig-num">Figure 2.</span> B</div>');
  });

  it('outlining a page twice gives the same page (numbers, references, contents and heading ids)', () => {
    const html = `<h2 id="s">S</h2>${toc}<p>${ref('pr-2')} and ${ref('m')}</p><h2>Results</h2>${fig('roc', 'ROC')}${fig('pr-2', 'PR')}${table('M', 'm')}${table('Other')}<h3>More</h3>`;
    const once = outlineHtml(html, 'p.html');
    expect(once).toContain('<span class="fig-num">Figure 2.</span> PR');
    expect(outlineHtml(once, 'p.html')).toBe(once);
  });
});
