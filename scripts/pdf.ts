/**
 * `npm run pdf [-- --format letter] [--dist dist] [--out dir] [--only slug,slug] [--optional]`: the PDF export of a
 * built site. Same as `rocsite pdf`; the code is in src/lib/pdf (cli.ts: options and exit codes).
 */
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { pdfMain } from '../src/lib/pdf/cli';

export { pdfMain as main };

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  pdfMain().then((code) => process.exit(code));
}
