/**
 * What the pages write that the build reads back (no file system code, so the components import it without the
 * build's): the generator tag by which a build recognises an earlier output (src/lib/site/out-dir.ts), and the paper
 * and label of a report's PDF link (src/lib/site/pdf-links.ts rewrites those links).
 */

/** The generator tag of every page (src/layouts/Base.astro): how a build recognises an earlier output. */
export const SITE_GENERATOR = 'rocsite';

/** The paper a site build prints its PDFs on (`rocsite pdf --format letter` prints them again on Letter). */
export const BUILD_PAPER_FORMAT = 'A4';

/** What the report header's PDF link says around the paper's name. */
const PDF_LINK_LABEL = ['Printable PDF (', ')'] as const;

/** The text of the report header's link to its PDF (src/components/ReportHeader.astro), naming the paper. */
export const pdfLinkLabel = (format: string): string => `${PDF_LINK_LABEL[0]}${format}${PDF_LINK_LABEL[1]}`;

/** Whether `text` is that link's text for some paper (src/lib/site/pdf-links.ts renames the paper). */
export function isPdfLinkLabel(text: string): boolean {
  const [before, after] = PDF_LINK_LABEL;
  if (!text.startsWith(before) || !text.endsWith(after) || text.length < before.length + after.length) return false;
  return !/[()<]/.test(text.slice(before.length, text.length - after.length));
}
