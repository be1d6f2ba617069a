/**
 * Links to a PDF that a build kept from an earlier build (no browser, or `--skip-pdf`): the report's page has changed
 * since, so the PDF may disagree with it. Every such link of the site says so next to it; a build that prints the PDF
 * again renders the pages without the mark.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { listFiles } from './relativize';

/** The mark after a link to a kept PDF (visible on screen; links to PDFs are not printed). */
export const STALE_PDF_NOTE = '(from an earlier build: the report has changed since, so this PDF may not match the page)';
/** The same mark in the navigation bar, where the full note is the title. */
export const STALE_PDF_SHORT = '(earlier build)';

/** The links the site's components write to a report's PDF (ReportHeader, the navigation's <li>, the index). */
const LINK = /(<li>)?<a href="((?:[^"]*\/)?pdf\/([^"/]+)\.pdf)" data-pdf type="application\/pdf">([^<]*)<\/a>/g;
/** A link already marked (a page kept from a build that kept the PDF too): left as it is. */
const MARKED = /<a href="(?:[^"]*\/)?pdf\/([^"/]+)\.pdf" data-pdf="stale" type="application\/pdf">[^<]*<\/a> <span class="pdf-stale"/g;

/**
 * Marks every link to the PDFs of `slugs` in the HTML pages under `dir` (data-pdf="stale" and a note after it); a
 * link marked already is left as it is. Returns the pages changed. Throws when a page names one of those PDFs in a
 * form it does not recognise, so a change of the components' markup cannot leave a link unmarked.
 */
export function markStalePdfLinks(dir: string, slugs: readonly string[]): string[] {
  if (slugs.length === 0) return [];
  const stale = new Set(slugs);
  const changed: string[] = [];
  for (const f of listFiles(dir).filter((x) => x.endsWith('.html'))) {
    const file = join(dir, f);
    const html = readFileSync(file, 'utf8');
    let marked = 0;
    const out = html.replace(LINK, (all, li: string | undefined, href: string, slug: string, label: string) => {
      if (!stale.has(slug)) return all;
      marked++;
      const note = li ? `<span class="pdf-stale" title="${STALE_PDF_NOTE.slice(1, -1)}">${STALE_PDF_SHORT}</span>` : `<span class="pdf-stale">${STALE_PDF_NOTE}</span>`;
      return `${li ?? ''}<a href="${href}" data-pdf="stale" type="application/pdf">${label}</a> ${note}`;
    });
    const already = [...html.matchAll(MARKED)].filter((m) => stale.has(m[1])).length;
    const named = [...stale].reduce((n, s) => n + html.split(`pdf/${s}.pdf"`).length - 1, 0);
    if (named !== marked + already) throw new Error(`${f}: ${named} link(s) to a kept PDF, ${marked} recognised to mark as stale (internal error)`);
    if (marked > 0) {
      writeFileSync(file, out);
      changed.push(f);
    }
  }
  return changed;
}
