/**
 * The options of the PDF export (`rocsite pdf`, which `npm run pdf` runs), declared on the command line's `pdf`
 * subcommand (src/cli/main.ts). Commander and constants only, so the CLI can load it at startup (the export itself
 * pulls in puppeteer-core and pdf-lib).
 */
import { Command, InvalidArgumentError } from 'commander';
import type { ExportPdfsOptions, PaperFormat } from './export';
import { COMMAND_SETTINGS } from '../settings';
import { addEnvironmentHelp } from '../cli-help';

function paperFormat(v: string): PaperFormat {
  const f = v.toLowerCase();
  if (f === 'a4') return 'A4';
  if (f === 'letter') return 'Letter';
  throw new InvalidArgumentError(`expected "a4" or "letter", found "${v}"`);
}

const slugList = (v: string) => v.split(',').map((s) => s.trim()).filter(Boolean);

export type PdfArgs = ExportPdfsOptions & { optional: boolean; root: string };

/** Adds the export's description and options to `cmd`. */
export function pdfOptions(cmd: Command): Command {
  return addEnvironmentHelp(cmd, COMMAND_SETTINGS.pdf)
    .description(
      "export one PDF per report of a built site (dist/reports/<slug>/index.html → <out>/<slug>.pdf); into <dist>/pdf, the site's pages then link them, also after a build without a browser",
    )
    .option('--format <a4|letter>', 'paper size', paperFormat, 'A4' as PaperFormat)
    .option('--dist <dir>', 'built site', 'dist')
    .option('--out <dir>', 'output directory (default: <dist>/pdf)')
    .option('--only <slugs>', 'comma-separated report slugs (default: every report)', slugList)
    .option('--root <dir>', "the project whose build cache (<root>/.cache/pdf) keeps the PDFs printed into <dist>/pdf, so that later builds without a browser use them", '.')
    .option('--optional', 'without a browser, print the hint and exit 0 instead of 3 (no browser found)', false)
    .helpOption('-h, --help', 'print this usage and exit');
}

/** The parsed options of a command set up by pdfOptions. */
export function pdfArgs(cmd: Command): PdfArgs {
  const o = cmd.opts<{ format: PaperFormat; dist: string; out?: string; only?: string[]; optional: boolean; root: string }>();
  return { format: o.format, dist: o.dist, outDir: o.out, only: o.only, optional: o.optional, root: o.root };
}
