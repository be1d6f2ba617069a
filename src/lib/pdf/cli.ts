/**
 * `rocsite pdf` / `npm run pdf`: [--format a4|letter] [--dist dist] [--out dist/pdf] [--only slug,...] [--optional]
 *
 * Exit codes: 0 done (or `--help`; or no browser with `--optional`, used by the site build, which must succeed
 * without a browser), 1 bad arguments or a failed export, 2 no browser found.
 */
import { terminalText } from '../text';
import { Command, CommanderError, InvalidArgumentError } from 'commander';
import { relative } from 'node:path';
import { BrowserNotFoundError } from '../browser';
import { exportPdfs, type ExportPdfsOptions, type PaperFormat } from './export';

export interface PdfCliIo {
  stdout: (s: string) => void;
  stderr: (s: string) => void;
}

const defaultIo: PdfCliIo = { stdout: (s) => process.stdout.write(s), stderr: (s) => process.stderr.write(s) };

function paperFormat(v: string): PaperFormat {
  const f = v.toLowerCase();
  if (f === 'a4') return 'A4';
  if (f === 'letter') return 'Letter';
  throw new InvalidArgumentError(`expected "a4" or "letter", found "${v}"`);
}

const slugList = (v: string) => v.split(',').map((s) => s.trim()).filter(Boolean);

type PdfArgs = ExportPdfsOptions & { optional: boolean };

/** Parses the arguments; returns the options, or the exit code when there is nothing to export (help, usage error). */
export function parsePdfArgs(argv: string[], io: PdfCliIo = defaultIo): PdfArgs | number {
  const program = new Command('rocsite pdf')
    .description('Export one PDF per report of a built site (dist/reports/<slug>/index.html → <out>/<slug>.pdf).')
    .option('--format <a4|letter>', 'paper size', paperFormat, 'A4' as PaperFormat)
    .option('--dist <dir>', 'built site', 'dist')
    .option('--out <dir>', 'output directory (default: <dist>/pdf)')
    .option('--only <slugs>', 'comma-separated report slugs (default: every report)', slugList)
    .option('--optional', 'without a browser, print the hint and exit 0 (the site build)', false)
    .helpOption('-h, --help', 'print this usage and exit')
    .exitOverride()
    .configureOutput({
      writeOut: io.stdout,
      writeErr: io.stderr,
      outputError: (msg, write) => write(`rocsite pdf: ${msg.replace(/^error: /, '')}`),
    });
  try {
    program.parse(argv, { from: 'user' });
  } catch (e) {
    if (e instanceof CommanderError) return e.exitCode === 0 ? 0 : 1;
    throw e;
  }
  const o = program.opts<{ format: PaperFormat; dist: string; out?: string; only?: string[]; optional: boolean }>();
  return { format: o.format, dist: o.dist, outDir: o.out, only: o.only, optional: o.optional };
}

/** Runs the export; returns the exit code (see the file comment). */
export async function pdfMain(argv: string[] = process.argv.slice(2), io: PdfCliIo = defaultIo): Promise<number> {
  const args = parsePdfArgs(argv, io);
  if (typeof args === 'number') return args;
  try {
    const r = await exportPdfs({ ...args, log: (l) => io.stdout(terminalText(l) + '\n') });
    io.stdout(
      `pdf: ${r.pdfs.length} report(s), ${r.pdfs.reduce((s, p) => s + p.pages, 0)} pages (${r.format}) in ${(r.ms / 1000).toFixed(1)} s → ${relative(process.cwd(), r.outDir) || r.outDir}\n`,
    );
    return 0;
  } catch (err) {
    if (err instanceof BrowserNotFoundError) {
      io.stderr(`rocsite pdf: ${terminalText(err.message)}\n`);
      if (args.optional) {
        io.stderr('rocsite pdf: PDFs were not written (the site itself is complete).\n');
        return 0;
      }
      return 2;
    }
    io.stderr(`rocsite pdf: ${terminalText(String((err as Error).stack ?? err))}\n`);
    return 1;
  }
}
