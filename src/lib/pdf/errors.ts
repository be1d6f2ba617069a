/**
 * A PDF export that cannot be done as asked: no built site, an unknown report, a bad setting, a report page that
 * fails to load or print (named). Its message says what to fix; the CLI shows it without a stack
 * (src/lib/error-message.ts recognises it by name).
 */
export class PdfExportError extends Error {
  override name = 'PdfExportError';
}
