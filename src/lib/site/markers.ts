/**
 * What the pages write that the build reads back (no file system code, so the components import it without the
 * build's): the generator tag by which a build recognises an earlier output (src/lib/site/out-dir.ts), and the paper
 * and label of a report's PDF link (src/lib/site/pdf-links.ts rewrites those links).
 */

/** The generator tag of every page (src/layouts/Base.astro): how a build recognises an earlier output. */
export const SITE_GENERATOR = 'rocsite';

/** The paper a site build prints its PDFs on (`rocsite pdf --format letter` prints them again on Letter). */
export const BUILD_PAPER_FORMAT = 'A4';

/** The text of the report header's link to its PDF (src/components/ReportHeader.astro), naming the paper. */
export const pdfLinkLabel = (format: string): string => `Printable PDF (${format})`;
