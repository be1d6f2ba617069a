/**
 * Links to a PDF that a build did not print (no browser, or `--skip-pdf`). A PDF kept from an earlier build: the
 * report's page has changed since, so the PDF may disagree with it, and every link to it says so next to it. No PDF at
 * all (a first build, or a fresh checkout on a host without a browser): the links to it are set aside in an HTML
 * comment, so the site has no broken link (not even for a link checker). A build that prints the PDFs renders the
 * pages with plain links again; `rocsite pdf` puts back the links to the PDFs it printed ({@link linkPrintedPdfs}).
 */
import { readFileSync } from 'node:fs';
import { writeFileAtomicSync } from '../write-target';
import { join } from 'node:path';
import { listFiles } from './relativize';
import { isPdfLinkLabel, pdfLinkLabel } from './markers';

/** The mark after a link to a kept PDF (visible on screen; links to PDFs are not printed). */
export const STALE_PDF_NOTE = '(from an earlier build: the report has changed since, so this PDF may not match the page)';
/** The same mark in the navigation bar, where the full note is the title. */
export const STALE_PDF_SHORT = '(earlier build)';

/** The links the site's components write to a report's PDF (ReportHeader, the navigation's <li>, the index). */
const LINK = /(<li>)?<a href="((?:[^"]*\/)?pdf\/([^"/]+)\.pdf)" data-pdf type="application\/pdf">([^<]*)<\/a>/g;
/**
 * A link marked by {@link markStalePdfLinks}, with its note: the slug is `$2`, and the link as the components wrote it
 * is `$1 data-pdf$3`. A page kept from a build that kept the PDF too has it already: left as it is.
 */
const STALE = /(<a href="(?:[^"]*\/)?pdf\/([^"/]+)\.pdf") data-pdf="stale"( type="application\/pdf">[^<]*<\/a>) <span class="pdf-stale"[^>]*>[^<]*<\/span>/g;

/**
 * Marks every link to the PDFs of `slugs` in the HTML pages under `dir` (data-pdf="stale" and a note after it); a
 * link marked already is left as it is. Returns the pages changed. Throws when a page names one of those PDFs in a
 * form it does not recognise, so a change of the components' markup cannot leave a link unmarked.
 */
export function markStalePdfLinks(dir: string, slugs: readonly string[]): string[] {
  return editPages(dir, slugs, 'a kept PDF', 'to mark as stale', (html, stale) => {
    let done = 0;
    const out = html.replace(LINK, (all, li: string | undefined, href: string, slug: string, label: string) => {
      if (!stale.has(slug)) return all;
      done++;
      const note = li ? `<span class="pdf-stale" title="${STALE_PDF_NOTE.slice(1, -1)}">${STALE_PDF_SHORT}</span>` : `<span class="pdf-stale">${STALE_PDF_NOTE}</span>`;
      return `${li ?? ''}<a href="${href}" data-pdf="stale" type="application/pdf">${label}</a> ${note}`;
    });
    return { out, done, left: [...html.matchAll(STALE)].filter((m) => stale.has(m[2])).length };
  });
}

/**
 * Rewrites the HTML pages under `dir` with `edit`, which returns the page, how many links to the PDFs of `slugs` it
 * changed (`done`) and how many it left as they are on purpose (`left`). Returns the pages changed. A page that names
 * those PDFs more often than that is an internal error (`what`: the PDF, `how`: the change), never a page left wrong.
 */
function editPages(
  dir: string,
  slugs: readonly string[],
  what: string,
  how: string,
  edit: (html: string, pdfs: ReadonlySet<string>) => { out: string; done: number; left?: number },
): string[] {
  if (slugs.length === 0) return [];
  const pdfs = new Set(slugs);
  const changed: string[] = [];
  for (const f of listFiles(dir).filter((x) => x.endsWith('.html'))) {
    const file = join(dir, f);
    const html = readFileSync(file, 'utf8');
    const { out, done, left = 0 } = edit(html, pdfs);
    const named = [...pdfs].reduce((n, s) => n + html.split(`pdf/${s}.pdf"`).length - 1, 0);
    if (named !== done + left) throw new Error(`${f}: ${named} link(s) to ${what}, ${done} recognised ${how} (internal error)`);
    if (done > 0) {
      writeFileAtomicSync(file, out); // pages of a live site (rocsite pdf): never half-written
      changed.push(f);
    }
  }
  return changed;
}

/**
 * The places the components link a report's PDF, whole: the navigation's `<li>`, the index card's ` · PDF`, the
 * report header's paragraph (src/layouts/Base.astro, src/pages/index.astro, src/components/ReportHeader.astro).
 */
const PLACE = /<li><a href="(?:[^"]*\/)?pdf\/([^"/]+)\.pdf" data-pdf type="application\/pdf">[^<]*<\/a><\/li>|\s*·\s*<a href="(?:[^"]*\/)?pdf\/([^"/]+)\.pdf" data-pdf type="application\/pdf">[^<]*<\/a>|<p class="pdf-link[^"]*"><a href="(?:[^"]*\/)?pdf\/([^"/]+)\.pdf" data-pdf type="application\/pdf">[^<]*<\/a>[^<]*<\/p>/g;

/** A link set aside by {@link removeMissingPdfLinks}: the slug, then the markup as the components wrote it. */
const SET_ASIDE = /<!--rocsite:pdf-missing ([^"/\s]+) ([\s\S]*?)-->/g;

/**
 * Replaces each place ({@link PLACE}) that links a PDF of `slugs` (every PDF when `slugs` is undefined) by
 * `by(place, slug)`. Places set aside already are left as they are; `setAside` counts those of `slugs`.
 */
function replacePlaces(html: string, slugs: ReadonlySet<string> | undefined, by: (place: string, slug: string) => string): { out: string; replaced: number; setAside: number } {
  let replaced = 0;
  let setAside = 0;
  const out = html.replace(new RegExp(`${SET_ASIDE.source}|${PLACE.source}`, 'g'), (all, kept?: string, _markup?: string, nav?: string, card?: string, header?: string) => {
    const slug = (kept ?? nav ?? card ?? header)!;
    if (slugs && !slugs.has(slug)) return all;
    if (kept !== undefined) {
      setAside++;
      return all;
    }
    replaced++;
    return by(all, slug);
  });
  return { out, replaced, setAside };
}

/**
 * `html` without its links to the PDFs of `slugs` (every PDF when `slugs` is undefined), each with the list item,
 * separator or paragraph that holds it; `removed` counts them.
 */
export function withoutPdfLinks(html: string, slugs?: ReadonlySet<string>): { out: string; removed: number } {
  const { out, replaced } = replacePlaces(html, slugs, () => '');
  return { out, removed: replaced };
}

/**
 * Sets aside every link to the PDFs of `slugs` in the HTML pages under `dir`, each with the list item, separator or
 * paragraph that holds it ({@link PLACE}), in an HTML comment: not rendered, not a link, kept for
 * {@link linkPrintedPdfs}. Returns the pages changed. Throws when a page names one of those PDFs in a form it does
 * not recognise, so a change of the components' markup cannot leave a broken link.
 */
export function removeMissingPdfLinks(dir: string, slugs: readonly string[]): string[] {
  return editPages(dir, slugs, 'a PDF this build has not', 'to remove', (html, missing) => {
    const { out, replaced, setAside } = replacePlaces(html, missing, (place, slug) => {
      if (place.includes('-->')) throw new Error(`a link to ${slug}.pdf that a comment cannot hold (internal error)`);
      return `<!--rocsite:pdf-missing ${slug} ${place}-->`;
    });
    return { out, done: replaced, left: setAside };
  });
}

/**
 * After `rocsite pdf` printed the PDFs of `slugs` into the site's pdf/ directory: every page under `dir` links them as
 * a build that printed them would, whatever a build without a browser did to those links (set aside, or marked as
 * from an earlier build), and the report header names the paper they were printed on (`format`). Returns the pages
 * changed. Throws when a page names one of those PDFs in a form it does not recognise.
 */
export function linkPrintedPdfs(dir: string, slugs: readonly string[], format: string): string[] {
  return editPages(dir, slugs, 'a printed PDF', 'to link', (html, printed) => {
    let plain = 0;
    const out = html
      .replace(SET_ASIDE, (all, slug: string, markup: string) => (printed.has(slug) ? markup : all))
      .replace(STALE, (all, a: string, slug: string, rest: string) => (printed.has(slug) ? `${a} data-pdf${rest}` : all))
      .replace(LINK, (all, li: string | undefined, href: string, slug: string, label: string) => {
        if (!printed.has(slug)) return all;
        plain++;
        return isPdfLinkLabel(label) ? `${li ?? ''}<a href="${href}" data-pdf type="application/pdf">${pdfLinkLabel(format)}</a>` : all;
      });
    // Every link to those PDFs must be a plain link now (editPages checks the count against the page's).
    return out === html ? { out, done: 0, left: plain } : { out, done: plain };
  });
}
