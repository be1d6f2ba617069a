/**
 * What the PDF export writes into a report's PDF (running header and footer, document information), read from the
 * report's own JSON `dist/reports/<slug>/report.json` (docs/report-json.md), never scraped from the page.
 * The one exception is the title: an MDX report may retitle its page, so the title is the page's `<h1>`
 * (docs/site-contract.md), passed in by the caller; report.json's title is the fallback.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { visibleBidi } from '../text';
import { sourceDateEpoch } from '../report/provenance';
import { PdfExportError } from './errors';

/** The fields of report.json the PDF uses. */
export interface ReportMeta {
  title: string;
  description?: string;
  simulated: boolean;
  rocsiteVersion: string;
  /** Provenance date (ISO). */
  generated: string;
  /** SHA-256 over the config and every input (hex). */
  inputHash: string;
  models: string[];
}

/** Everything the PDF writes about one report. */
export interface PdfMeta {
  title: string;
  subject: string;
  keywords: string[];
  version: string;
  /** First 12 hex digits of the inputs' SHA-256 (printed in the footer). */
  hashShort: string;
  /** CreationDate and ModDate. */
  date: Date;
  /** Seed of the deterministic file ID. */
  idSeed: string;
}

function fail(file: string, what: string, found: unknown): never {
  throw new PdfExportError(`${file}: expected ${what}, found ${found === undefined ? 'nothing' : JSON.stringify(found)}`);
}

/** Reads the fields of {@link ReportMeta} from `<dist>/reports/<slug>/report.json`; a missing or malformed file is an error. */
export function readReportMeta(dist: string, slug: string): ReportMeta {
  const file = join(dist, 'reports', slug, 'report.json');
  if (!existsSync(file)) throw new PdfExportError(`${file}: expected the report JSON next to the report page, found no file`);
  let r: Record<string, any>;
  try {
    r = JSON.parse(readFileSync(file, 'utf8'));
  } catch (err) {
    throw new PdfExportError(`${file}: expected the report JSON, found unparsable content (${(err as Error).message})`);
  }
  const p = r.provenance ?? {};
  const str = (v: unknown, what: string) => (typeof v === 'string' && v.length > 0 ? v : fail(file, what, v));
  if (!/^[0-9a-f]{64}$/i.test(String(p.inputHash))) fail(file, 'provenance.inputHash, a SHA-256 in hex', p.inputHash);
  if (!Array.isArray(r.models)) fail(file, 'models, an array', r.models);
  return {
    title: str(r.title, 'title, a string'),
    description: typeof r.description === 'string' && r.description.trim() ? r.description.trim() : undefined,
    simulated: r.simulated === true,
    rocsiteVersion: str(p.rocsiteVersion, 'provenance.rocsiteVersion, a string'),
    generated: str(p.generated, 'provenance.generated, an ISO date'),
    inputHash: p.inputHash,
    models: r.models.map((m: { name?: unknown }, i: number) => str(m?.name, `models[${i}].name, a string`)),
  };
}

/** Date for CreationDate/ModDate: SOURCE_DATE_EPOCH (seconds), else the report's provenance date. */
export function pdfDate(generated: string | undefined, env: NodeJS.ProcessEnv = process.env): Date {
  const sde = sourceDateEpoch(env);
  if (sde) return sde;
  if (generated) {
    const d = new Date(generated);
    if (!Number.isNaN(d.getTime())) return d;
  }
  // No date anywhere: a fixed date keeps the output reproducible (the Unix epoch, as SOURCE_DATE_EPOCH=0 would).
  return new Date(0);
}

/**
 * The PDF's metadata for a report. `pageTitle` is the printed page's `<h1>` (undefined: report.json's title).
 * The file ID seed covers everything that changes the printed document: slug, paper, inputs, version and title.
 */
export function pdfMeta(
  slug: string,
  report: ReportMeta,
  opts: { pageTitle?: string; format: string; env?: NodeJS.ProcessEnv },
): PdfMeta {
  const title = opts.pageTitle?.trim() || report.title;
  const subject =
    (report.description ? report.description + ' — ' : '') +
    `rocsite report "${slug}"${report.simulated ? ' (simulated data)' : ''}, inputs SHA-256 ${report.inputHash}`;
  // Bidi controls in names would reorder the PDF's title, header and keywords: shown as <U+XXXX> (text.ts).
  return {
    title: visibleBidi(title),
    subject: visibleBidi(subject),
    keywords: ['rocsite', slug, ...report.models].map(visibleBidi),
    version: report.rocsiteVersion,
    hashShort: report.inputHash.slice(0, 12),
    date: pdfDate(report.generated, opts.env),
    idSeed: `${slug}\n${opts.format}\n${report.inputHash}\n${report.rocsiteVersion}\n${title}`,
  };
}
