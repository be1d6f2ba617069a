/**
 * The options of the PDF export (`rocsite pdf`, `npm run pdf`), declared once on a commander command: cli.ts parses
 * them standalone, src/cli/main.ts as the `pdf` subcommand. Commander and constants only, so the CLI can load it at
 * startup (the export itself pulls in puppeteer-core and pdf-lib).
 */
import { Command, InvalidArgumentError } from 'commander';
import type { ExportPdfsOptions, PaperFormat } from './export';
import { PDF_BUDGET_BASE_MS, PDF_BUDGET_PER_MIB_MS, PDF_JOBS_MAX } from '../limits';
import { LOCK_TIMEOUT_DEFAULT_S } from '../site/lock';

function paperFormat(v: string): PaperFormat {
  const f = v.toLowerCase();
  if (f === 'a4') return 'A4';
  if (f === 'letter') return 'Letter';
  throw new InvalidArgumentError(`expected "a4" or "letter", found "${v}"`);
}

const slugList = (v: string) => v.split(',').map((s) => s.trim()).filter(Boolean);

export type PdfArgs = ExportPdfsOptions & { optional: boolean; root: string };

/**
 * The environment variables of the PDF export (and of a build, which prints too), listed after the options in
 * `--help`; docs/deploy.md and docs/config.md ("Limits") say more.
 */
export const PDF_ENVIRONMENT: readonly [string, string][] = [
  ['ROCSITE_PDF_JOBS', `reports printed at once (default: the cores, at most ${PDF_JOBS_MAX})`],
  ['ROCSITE_PDF_TIMEOUT', `seconds one report may take (default: ${PDF_BUDGET_BASE_MS / 1000}, plus ${PDF_BUDGET_PER_MIB_MS / 1000} per MiB of its page)`],
  ['PUPPETEER_EXECUTABLE_PATH', 'the Chrome or Chromium to print with (default: one found on the system)'],
];

/** How long a build or `rocsite pdf` into a site waits for another one in the same project. */
export const LOCK_ENVIRONMENT: [string, string] = ['ROCSITE_LOCK_TIMEOUT', `seconds to wait for another build of the project (default: ${LOCK_TIMEOUT_DEFAULT_S})`];

/** The "Environment:" section of a command's help. */
export function environmentHelp(vars: readonly [string, string][]): string {
  const w = Math.max(...vars.map(([n]) => n.length));
  return `\nEnvironment:\n${vars.map(([n, d]) => `  ${n.padEnd(w)}  ${d}`).join('\n')}\n`;
}

/** Adds the export's description and options to `cmd`. */
export function pdfOptions(cmd: Command): Command {
  return cmd
    .description(
      "export one PDF per report of a built site (dist/reports/<slug>/index.html → <out>/<slug>.pdf); into <dist>/pdf, the site's pages then link them, also after a build without a browser",
    )
    .option('--format <a4|letter>', 'paper size', paperFormat, 'A4' as PaperFormat)
    .option('--dist <dir>', 'built site', 'dist')
    .option('--out <dir>', 'output directory (default: <dist>/pdf)')
    .option('--only <slugs>', 'comma-separated report slugs (default: every report)', slugList)
    .option('--root <dir>', "the project whose build cache (<root>/.cache/pdf) keeps the PDFs printed into <dist>/pdf, so that later builds without a browser use them", '.')
    .option('--optional', 'without a browser, print the hint and exit 0 (the site build)', false)
    .helpOption('-h, --help', 'print this usage and exit')
    .addHelpText('after', environmentHelp([...PDF_ENVIRONMENT, LOCK_ENVIRONMENT]));
}

/** The parsed options of a command set up by pdfOptions. */
export function pdfArgs(cmd: Command): PdfArgs {
  const o = cmd.opts<{ format: PaperFormat; dist: string; out?: string; only?: string[]; optional: boolean; root: string }>();
  return { format: o.format, dist: o.dist, outDir: o.out, only: o.only, optional: o.optional, root: o.root };
}
