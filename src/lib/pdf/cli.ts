/**
 * `rocsite pdf` (`npm run pdf` in this repository): [--format a4|letter] [--dist dist] [--out dist/pdf] [--only slug,...]
 * [--root .] [--optional]. Its options are parsed by the command line (src/cli/main.ts, options.ts), as every command's.
 *
 * Exit codes: 0 done (or no browser with `--optional`), 1 a failed export or a bad setting, 2 a usage error (as every
 * rocsite command), 3 no browser found.
 */
import { terminalText } from '../text';
import { errorMessage } from '../error-message';
import { join, relative, resolve } from 'node:path';
import { BrowserNotFoundError } from '../browser';
import { exportPdfs } from './export';
import type { PdfArgs } from './options';
import { checkEnvironment, COMMAND_SETTINGS } from '../settings';
import { linkPrintedPdfs } from '../site/pdf-links';
import { isRocsiteProject } from '../site/install-check';
import { pdfCacheDir, storePrintedPdfs } from '../site/output-cache';
import { acquireLockWaiting, lockTimeoutMs, projectLockFile, waitingMessage, type BuildLock } from '../site/lock';

export interface PdfCliIo {
  stdout: (s: string) => void;
  stderr: (s: string) => void;
}

const defaultIo: PdfCliIo = { stdout: (s) => process.stdout.write(s), stderr: (s) => process.stderr.write(s) };

/** No browser to print with: distinct from a usage error (2) and from a failed export (1). */
export const NO_BROWSER_EXIT = 3;

/** Runs the export with parsed options; returns the exit code (see the file comment). */
export async function runPdfExport(args: PdfArgs, io: PdfCliIo = defaultIo): Promise<number> {
  let lock: BuildLock | undefined;
  try {
    checkEnvironment(COMMAND_SETTINGS.pdf); // a bad setting fails before anything is read, started or locked
    // Into a site's own pdf/, for a project: its pages and PDF cache change, so one build or export at a time (a build
    // swapping the same site would otherwise get a PDF of its old page).
    const dist = resolve(args.dist ?? 'dist');
    const root = resolve(args.root);
    const intoSite = resolve(args.outDir ?? join(dist, 'pdf')) === join(dist, 'pdf');
    if (intoSite && isRocsiteProject(root))
      lock = await acquireLockWaiting(projectLockFile(root), {
        what: 'a PDF export (rocsite pdf)',
        timeoutMs: lockTimeoutMs(),
        onWait: (e) => io.stdout(`rocsite pdf: ${terminalText(waitingMessage(e))}\n`),
      });
    const r = await exportPdfs({ ...args, log: (l) => io.stdout(terminalText(l) + '\n') });
    io.stdout(
      `pdf: ${r.pdfs.length} report(s), ${r.pdfs.reduce((s, p) => s + p.pages, 0)} pages (${r.format}) in ${(r.ms / 1000).toFixed(1)} s → ${relative(process.cwd(), r.outDir) || r.outDir}\n`,
    );
    // Into the site's own pdf/: its pages link these PDFs now, as a build that printed them would (a build without a
    // browser set their links aside or marked them as from an earlier build; the header names the paper).
    if (intoSite) {
      const slugs = r.pdfs.map((p) => p.slug);
      const pages = linkPrintedPdfs(r.dist, slugs, r.format);
      if (pages.length) io.stdout(`pdf: ${pages.length} page(s) of ${relative(process.cwd(), r.dist) || r.dist} now link the printed PDFs\n`);
      // The project's PDF cache, as a build that printed them would fill it.
      if (lock) {
        storePrintedPdfs(root, r.dist, slugs, r.format);
        io.stdout(`pdf: ${slugs.length} PDF(s) stored in ${relative(process.cwd(), pdfCacheDir(root)) || '.'}/ for later builds of ${relative(process.cwd(), root) || '.'}\n`);
      }
    }
    return 0;
  } catch (err) {
    if (err instanceof BrowserNotFoundError) {
      io.stderr(`rocsite pdf: ${terminalText(err.message)}\n`);
      if (args.optional) {
        io.stderr('rocsite pdf: PDFs were not written (the site itself is complete).\n');
        return 0;
      }
      return NO_BROWSER_EXIT;
    }
    io.stderr(`rocsite pdf: ${errorMessage(err)}\n`);
    return 1;
  } finally {
    lock?.release();
  }
}
