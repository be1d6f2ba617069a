/**
 * A build that keeps a PDF from an earlier build (no browser, or --skip-pdf) marks every link to it, and a build with
 * no PDF at all for a report sets the links to it aside; `rocsite pdf` links the PDFs it printed again, as a build
 * that printed them would (src/lib/site/pdf-links.ts), on the markup the components write (the fixture pages are that
 * markup, as built).
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { JSDOM } from 'jsdom';
import { linkPrintedPdfs, markStalePdfLinks, removeMissingPdfLinks, STALE_PDF_NOTE, STALE_PDF_SHORT } from '../../src/lib/site/pdf-links';
import { makeStandalone } from '../../src/lib/site/standalone';

const dir = mkdtempSync(join(tmpdir(), 'rocsite-pdf-links-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

// As the components render them: the navigation (Base.astro), the report header (ReportHeader.astro), the index.
const nav = (slug: string) => `<nav><ul><li><a href="./">Reports</a></li><li><a href="../../pdf/${slug}.pdf" data-pdf type="application/pdf">PDF</a></li> </ul></nav>`;
const header = (slug: string) => `<p class="pdf-link no-print"><a href="../../pdf/${slug}.pdf" data-pdf type="application/pdf">Printable PDF (A4)</a> — the report as a review packet, with the summary on page 1.</p>`;
const card = (slug: string) => `<p><a href="./reports/${slug}/index.html">${slug}</a> · <a href="./pdf/${slug}.pdf" data-pdf type="application/pdf">PDF</a></p>`;

function site(): void {
  rmSync(dir, { recursive: true, force: true });
  for (const s of ['one', 'two']) {
    mkdirSync(join(dir, 'reports', s), { recursive: true });
    writeFileSync(join(dir, 'reports', s, 'index.html'), `<!doctype html><html><body>${nav(s)}<main>${header(s)}</main></body></html>`);
  }
  writeFileSync(join(dir, 'index.html'), `<!doctype html><html><body>${card('one')}${card('two')}</body></html>`);
  writeFileSync(join(dir, 'notes.txt'), 'pdf/two.pdf" is not a page');
}

const read = (f: string) => readFileSync(join(dir, f), 'utf8');
const dom = (f: string) => new JSDOM(read(f)).window.document;

describe('links to a PDF kept from an earlier build', () => {
  it('every link to that PDF is marked (data-pdf="stale" and the note), in every page; the others are untouched', () => {
    site();
    const one = read('reports/one/index.html');
    expect(markStalePdfLinks(dir, ['two']).sort()).toEqual(['index.html', 'reports/two/index.html']);
    expect(read('reports/one/index.html')).toBe(one);
    const page = dom('reports/two/index.html');
    const links = [...page.querySelectorAll('a[data-pdf]')];
    expect(links.map((a) => [a.getAttribute('href'), a.getAttribute('data-pdf')])).toEqual([
      ['../../pdf/two.pdf', 'stale'],
      ['../../pdf/two.pdf', 'stale'],
    ]);
    // In the navigation a short mark with the full note as its title; in the header the note itself.
    const navMark = page.querySelector('nav .pdf-stale')!;
    expect(navMark.textContent).toBe(STALE_PDF_SHORT);
    expect(navMark.getAttribute('title')).toBe(STALE_PDF_NOTE.slice(1, -1));
    expect(page.querySelector('.pdf-link')!.textContent).toBe(`Printable PDF (A4) ${STALE_PDF_NOTE} — the report as a review packet, with the summary on page 1.`);
    const index = dom('index.html');
    expect([...index.querySelectorAll('a[data-pdf]')].map((a) => a.getAttribute('data-pdf'))).toEqual(['', 'stale']);
    expect(index.querySelectorAll('.pdf-stale')).toHaveLength(1);
  });

  it('a page marked already (kept from a build that kept the PDF too) is left as it is', () => {
    site();
    markStalePdfLinks(dir, ['two']);
    const page = read('reports/two/index.html');
    expect(markStalePdfLinks(dir, ['two'])).toEqual([]);
    expect(read('reports/two/index.html')).toBe(page);
  });

  it('no PDF kept: nothing is read or written', () => {
    site();
    expect(markStalePdfLinks(dir, [])).toEqual([]);
  });

  it('a link in a form it does not know fails the build rather than stay unmarked', () => {
    site();
    writeFileSync(join(dir, 'reports', 'two', 'index.html'), `<a class="x" href="../../pdf/two.pdf" data-pdf>PDF</a>`);
    expect(() => markStalePdfLinks(dir, ['two'])).toThrow('reports/two/index.html: 1 link(s) to a kept PDF, 0 recognised to mark as stale (internal error)');
  });
});

describe('links to a PDF that does not exist (none printed, none kept)', () => {
  it('are set aside with their list item, separator or paragraph in a comment (not rendered, not links), in every page; the other reports keep theirs', () => {
    site();
    const one = read('reports/one/index.html');
    expect(removeMissingPdfLinks(dir, ['two']).sort()).toEqual(['index.html', 'reports/two/index.html']);
    expect(read('reports/one/index.html')).toBe(one);
    expect(read('reports/two/index.html')).toBe(
      `<!doctype html><html><body><nav><ul><li><a href="./">Reports</a></li><!--rocsite:pdf-missing two <li><a href="../../pdf/two.pdf" data-pdf type="application/pdf">PDF</a></li>--> </ul></nav><main><!--rocsite:pdf-missing two ${header('two')}--></main></body></html>`,
    );
    expect(read('index.html')).toBe(
      `<!doctype html><html><body>${card('one')}<p><a href="./reports/two/index.html">two</a><!--rocsite:pdf-missing two  · <a href="./pdf/two.pdf" data-pdf type="application/pdf">PDF</a>--></p></body></html>`,
    );
    // In the document a browser builds, report two has no link to its PDF, no navigation item and no paragraph for it.
    const page = dom('reports/two/index.html');
    expect(page.querySelectorAll('a[href*="pdf/"]')).toHaveLength(0);
    expect(page.querySelectorAll('nav li')).toHaveLength(1);
    expect(page.querySelector('main')!.textContent).toBe('');
    expect(dom('index.html').body.textContent).toBe('one · PDFtwo');
    expect(read('notes.txt')).toBe('pdf/two.pdf" is not a page');
    // Set aside already: left as it is.
    expect(removeMissingPdfLinks(dir, ['two'])).toEqual([]);
    expect(removeMissingPdfLinks(dir, [])).toEqual([]);
  });

  it('a link in a form it does not know (or one marked stale) fails the build rather than stay broken', () => {
    site();
    writeFileSync(join(dir, 'reports', 'two', 'index.html'), `<p><a class="x" href="../../pdf/two.pdf" data-pdf>PDF</a></p>`);
    expect(() => removeMissingPdfLinks(dir, ['two'])).toThrow('reports/two/index.html: 1 link(s) to a PDF this build has not, 0 recognised to remove (internal error)');
    site();
    markStalePdfLinks(dir, ['two']);
    expect(() => removeMissingPdfLinks(dir, ['two'])).toThrow('index.html: 1 link(s) to a PDF this build has not, 0 recognised to remove (internal error)');
  });
});

describe('rocsite pdf links the PDFs it printed', () => {
  const all = () => ['index.html', 'reports/one/index.html', 'reports/two/index.html'].map(read);

  it('a link set aside or marked stale becomes the link a build that printed the PDF writes, byte for byte', () => {
    site();
    const built = all();
    removeMissingPdfLinks(dir, ['two']);
    markStalePdfLinks(dir, ['one']);
    expect(linkPrintedPdfs(dir, ['one', 'two'], 'A4').sort()).toEqual(['index.html', 'reports/one/index.html', 'reports/two/index.html']);
    expect(all()).toEqual(built);
    // Linked already: nothing to write.
    expect(linkPrintedPdfs(dir, ['one', 'two'], 'A4')).toEqual([]);
  });

  it('only the printed reports: a report it did not print keeps its links as the build left them', () => {
    site();
    removeMissingPdfLinks(dir, ['one', 'two']);
    const two = read('reports/two/index.html');
    expect(linkPrintedPdfs(dir, ['one'], 'A4').sort()).toEqual(['index.html', 'reports/one/index.html']);
    expect(read('reports/two/index.html')).toBe(two);
    expect(read('index.html')).toBe(`<!doctype html><html><body>${card('one')}<p><a href="./reports/two/index.html">two</a><!--rocsite:pdf-missing two  · <a href="./pdf/two.pdf" data-pdf type="application/pdf">PDF</a>--></p></body></html>`);
  });

  it('printed on Letter: the report header says so (the other links say PDF)', () => {
    site();
    expect(linkPrintedPdfs(dir, ['two'], 'Letter')).toEqual(['reports/two/index.html']);
    expect(read('reports/two/index.html')).toContain('<a href="../../pdf/two.pdf" data-pdf type="application/pdf">Printable PDF (Letter)</a> — the report');
    expect(read('reports/two/index.html')).toContain('<li><a href="../../pdf/two.pdf" data-pdf type="application/pdf">PDF</a></li>');
    linkPrintedPdfs(dir, ['two'], 'A4');
    expect(read('reports/two/index.html')).toContain(header('two'));
  });

  it('a link in a form it does not know fails rather than stay unlinked', () => {
    site();
    writeFileSync(join(dir, 'reports', 'two', 'index.html'), `<p><a class="x" href="../../pdf/two.pdf" data-pdf>PDF</a></p>`);
    expect(() => linkPrintedPdfs(dir, ['two'], 'A4')).toThrow('reports/two/index.html: 1 link(s) to a printed PDF, 0 recognised to link (internal error)');
  });
});

describe('the single file (standalone.html)', () => {
  it('drops the header’s PDF paragraph with the navigation; a PDF link in a form it does not know fails', () => {
    site();
    const page = join(dir, 'reports', 'one');
    const out = makeStandalone(read('reports/one/index.html'), page);
    expect(out).not.toContain('pdf/one.pdf');
    expect(out).not.toContain('class="pdf-link');
    expect(out).toContain('<main></main>');
    expect(() => makeStandalone('<main><p><a class="x" href="../../pdf/one.pdf" data-pdf>PDF</a></p></main>', page)).toThrow(
      `${page}: a link to the PDF in a form the single file does not recognise (internal error)`,
    );
  });
});
