/**
 * Streaming CSV reading with line numbers (csv-parse). Shared by the per-example scores reader and the published ROC
 * reader. Accepts a UTF-8 BOM, CRLF / LF / CR line ends (even mixed), quoted fields (with embedded delimiters, quotes
 * and line breaks) and skips blank lines. The first non-blank record is the header.
 */
import { createReadStream } from 'node:fs';
import { isUtf8 } from 'node:buffer';
import { parse, CsvError } from 'csv-parse';
import { cannotRead, contentHidden, InputError, quote } from './errors';
import { openRegularFile } from './regular-file';

/**
 * Longest CSV record (line, or record spanning lines), in characters: far beyond any table of scores (2,000 columns
 * of 20 characters are 40,000), far below the engine's string limit (about 512 MB), so a huge line fails early naming
 * its file and line.
 */
export { MAX_RECORD_CHARS } from '../limits';
import { MAX_RECORD_CHARS } from '../limits';

/** Called for every data record. `line` is the 1-based line on which the record starts. */
export type RowHandler = (record: string[], line: number) => void;

export interface CsvHeader {
  columns: string[];
  /** Line of the header (1 unless blank lines precede it). */
  line: number;
}

/** Line on which a record starts, from the line on which it ends and the line breaks inside its fields. */
function startLine(record: string[], endLine: number): number {
  let breaks = 0;
  for (const f of record) {
    for (let i = 0; i < f.length; i++) {
      const c = f.charCodeAt(i);
      if (c === 10) breaks++;
      else if (c === 13 && f.charCodeAt(i + 1) !== 10) breaks++;
    }
  }
  return endLine - breaks;
}

/**
 * What to do about a column without a name: the first is where pandas' `to_csv` writes the row index and R's
 * `write.csv` the row names, by default; another, an empty column of a spreadsheet's export.
 */
const unnamedFix = (i: number) =>
  i === 0
    ? "pandas writes its row index there unless saved with to_csv(..., index=False), R's write.csv its row names unless row.names = FALSE: save the file without it, or name the column"
    : 'name it, or delete the column if it holds nothing';

/**
 * Every column has a name, and no two the same: an empty name would become a model named '' and a repeated one would
 * leave one of the columns unread.
 */
function checkHeader(columns: string[], shown: string, line: number): void {
  const seen = new Map<string, number>();
  columns.forEach((c, i) => {
    if (c === '') throw new InputError({ file: shown, line }, `column ${i + 1} of the header has no name: every column needs one (${unnamedFix(i)})`);
    const j = seen.get(c);
    if (j !== undefined) throw new InputError({ file: shown, line, field: c }, `duplicate column name (columns ${j + 1} and ${i + 1})`);
    seen.set(c, i);
  });
}

/** How to get a UTF-8 file. */
const UTF8_FIX = "save it as 'CSV UTF-8' (Excel) or convert it, e.g. `iconv -f windows-1252 -t utf-8 old.csv > new.csv`";

/**
 * Why a record looks not written as comma-separated UTF-8 CSV ('' when it does not): added to an error about it.
 * `notUtf8`: the first line read with text that is not UTF-8 (decoded as U+FFFD), if any.
 */
function formatHint(record: string[], notUtf8: number | undefined): string {
  if (notUtf8 !== undefined) return `the file is not UTF-8 (line ${notUtf8} has bytes that are not UTF-8 text: Latin-1 or Windows-1252?): ${UTF8_FIX}`;
  for (const [ch, name] of [[';', 'semicolon'], ['\t', 'tab']] as const) {
    let n = 0;
    for (const f of record) n += f.split(ch).length - 1;
    if (n > 0 && n >= record.length) {
      return `the file looks ${name}-separated: rocsite reads comma-separated CSV with decimal points: export it as 'CSV UTF-8 (Comma delimited)' (Excel) or as Text CSV with the field delimiter ',' (LibreOffice)`;
    }
  }
  return '';
}

/** `e` with the format hint of its record, if any. */
function withFormatHint(e: InputError, record: string[], notUtf8: number | undefined): InputError {
  const hint = formatHint(record, notUtf8);
  return hint && !e.detail.includes(UTF8_FIX) ? new InputError(e, `${e.detail}; ${hint}`) : e;
}

/**
 * The header is UTF-8 text (its names become model names) and not Excel's separator line `sep=,` (which Excel writes
 * above the header of some exports).
 */
function checkEncoding(record: string[], shown: string, line: number): void {
  if (record.length <= 2 && /^sep=(.|\t)?$/i.test(record.join(','))) {
    throw new InputError({ file: shown, line }, `found Excel's separator line 'sep=${record.length === 2 ? ',' : record[0].slice(4)}', not a header: delete this line (the header must be the first line)`);
  }
  if (record.some((f) => f.includes('\uFFFD'))) {
    throw new InputError({ file: shown, line }, `the header is not valid UTF-8 text (is the file Latin-1 or Windows-1252?): ${UTF8_FIX}`);
  }
}

/** Where a read resumes within a file: the header's columns (read before) and a data record's byte offset and line. */
export interface CsvResume {
  columns: string[];
  start: number;
  line: number;
}

/**
 * Stream `absPath`, call `onHeader` once with the header, then `onRow` for each data record (record arrays have
 * exactly as many fields as the header: a record with a different count is an error naming its line).
 * Returns the number of data records. Errors thrown by the handlers propagate unchanged.
 * With `resume`, the reading starts at a data record's first byte, lines numbered from its line, the header given
 * (`onHeader` is not called): {@link plainRecordAt} finds where.
 */
export async function streamCsv(
  absPath: string,
  shown: string,
  onHeader: (h: CsvHeader) => void,
  onRow: RowHandler,
  maxRecordChars: number = MAX_RECORD_CHARS,
  /** Called with the size of each chunk of bytes read (a progress bar). */
  onBytes?: (bytes: number) => void,
  resume?: CsvResume,
): Promise<number> {
  const { handle } = await openRegularFile(absPath, (d) => new InputError({ file: shown }, d));
  let header: string[] | undefined = resume?.columns;
  let rows = 0;
  let failure: unknown;
  let prevEnd = 0;
  let notUtf8: number | undefined;
  // The parser counts lines from where it starts.
  const skipped = resume ? resume.line - 1 : 0;
  const input = handle.createReadStream(resume ? { start: resume.start } : {});
  const parser = parse({
    bom: true,
    skip_empty_lines: true,
    relax_column_count: true,
    record_delimiter: ['\r\n', '\n', '\r'],
    max_record_size: maxRecordChars,
  });
  // Records are handled synchronously as the parser emits them, so `parser.info.lines` is the line on which the
  // current record ends (cheaper than `on_record`, which builds a context object per record).
  const push = parser.push.bind(parser);
  (parser as unknown as { push: (r: string[] | null) => boolean }).push = (record) => {
    if (record === null) return push(null);
    if (failure) return true;
    const end = parser.info.lines;
    // A record that ends on the line after the previous one starts there too; otherwise count its inner breaks.
    const line = (end === prevEnd + 1 ? end : startLine(record, end)) + skipped;
    prevEnd = end;
    if (notUtf8 === undefined) for (const f of record) if (f.includes('\uFFFD')) notUtf8 = line;
    try {
      if (!header) {
        if (record.length === 1 && record[0].trim() === '') return true;
        checkEncoding(record, shown, line);
        header = record.map((c) => c.trim());
        checkHeader(header, shown, line);
        onHeader({ columns: header, line });
        return true;
      }
      if (record.length !== header.length) {
        if (record.length === 1 && record[0].trim() === '') return true; // whitespace-only line
        throw new InputError(
          { file: shown, line },
          `expected ${header.length} fields (as in the header), found ${record.length}`,
        );
      }
      rows++;
      onRow(record, line);
    } catch (e) {
      failure = e instanceof InputError ? withFormatHint(e, record, notUtf8) : e;
      // Stop reading: the rest of the file is not needed. The parser is destroyed, not ended: ending it would parse
      // the cut-off rest of the chunk (an open quote) and raise a CSV error in place of this one.
      input.unpipe();
      input.destroy();
      queueMicrotask(() => {
        parser.destroy();
        stopped();
      });
    }
    return true;
  };
  let stopped = () => {};
  await new Promise<void>((resolve, reject) => {
    // The first failure wins: once a handler has failed, later errors of the stream or the parser are its echo.
    stopped = resolve;
    const fail = (e: Error) => (failure ? resolve() : reject(e));
    input.on('error', (e) => fail(new InputError({ file: shown }, cannotRead(e))));
    parser.on('error', (e) => {
      input.destroy();
      if (failure) return resolve();
      // csv-parse's line, when it gives one, counted from the file's start.
      const lines = (e as unknown as { lines?: number }).lines;
      const line = lines === undefined ? undefined : lines + skipped;
      if (e instanceof CsvError && e.code === 'CSV_MAX_RECORD_SIZE') {
        reject(new InputError({ file: shown, line }, `a record longer than ${maxRecordChars.toLocaleString('en-US')} characters (the limit of a CSV line or record; is this a CSV file?)`));
      } else if (e instanceof CsvError) {
        // csv-parse quotes the offending field in some messages: only its code when file content is hidden.
        reject(new InputError({ file: shown, line }, contentHidden() ? `malformed CSV (${e.code})` : `malformed CSV: ${e.message.replace(/ at line \d+/, '')}`));
      } else {
        // A failure of the parser itself (e.g. a string beyond the engine's limit) still names the file.
        reject(new InputError({ file: shown, line: parser.info.lines + skipped }, `cannot read the file as CSV (${(e as NodeJS.ErrnoException).code ?? (e as Error).name})`));
      }
    });
    parser.on('data', () => {});
    parser.on('end', () => resolve());
    if (onBytes) input.on('data', (b) => onBytes(b.length));
    input.pipe(parser);
  });
  if (failure) throw failure;
  if (!header) throw new InputError({ file: shown }, 'the file is empty: expected a header row and data rows');
  return rows;
}

/**
 * Where data record `k` (0-based) of a CSV file begins — its byte offset and line — found by counting lines, not by
 * parsing, as the reader would count them: the header is the first line; an empty or whitespace-only line is no record
 * (the reader skips both, for a header of two or more columns); every other line is one record. Only where that holds
 * exactly, up to the end of record k's line: no line break inside quotes, quotes only around a whole field (`""`
 * inside one), none in the header, no line of one quoted field, no carriage return but before a line feed, every
 * byte UTF-8 text; else undefined (as when the file has fewer records).
 */
export async function plainRecordAt(absPath: string, k: number): Promise<{ start: number; line: number } | undefined> {
  // The bytes up to the record are UTF-8 without U+FFFD, else the reader's error would add its encoding hint (the
  // first line decoded with U+FFFD); checked from line start to line start, so no character is cut.
  let carry = Buffer.alloc(0); // the bytes after the last line feed checked
  const plainText = (b: Buffer) => isUtf8(b) && b.indexOf(REPLACEMENT) < 0;
  const checked = (chunk: Buffer, end: number) => plainText(carry.length ? Buffer.concat([carry, chunk.subarray(0, end)]) : chunk.subarray(0, end));
  let line = 1;
  let lineStart = 0;
  let blank = true; // the line so far holds spaces and tabs only
  let cr = false; // the previous byte was a carriage return
  let fieldStart = true; // the next byte starts a field
  let quoted = false; // inside a quoted field
  let closing = false; // a quote inside a quoted field: the next byte tells (another quote: an escaped one)
  let oneQuoted = false; // the line so far is one quoted field (the reader skips it when it holds only spaces)
  let record = -1; // the data record of the line (-1: the header)
  let at = 0; // the offset of the chunk in the file
  const found = () => (!blank && record === k ? { start: lineStart, line } : undefined);
  for await (const chunk of createReadStream(absPath, { highWaterMark: 1 << 20 }) as AsyncIterable<Buffer>) {
    for (let i = 0; i < chunk.length; i++) {
      const c = chunk[i];
      // Most bytes (digits, '.', '-', letters) only make the line non-blank, outside quotes and after no CR.
      if (c > 44 && !quoted && !cr) {
        blank = false;
        fieldStart = false;
        continue;
      }
      if (closing) {
        closing = false;
        if (c === 34) continue; // "" inside quotes
        quoted = false;
        if (c !== 44 && c !== 10 && c !== 13) return undefined; // text after a closing quote: the reader's error
      } else if (quoted) {
        if (c === 34) closing = true;
        else if (c === 10 || c === 13) return undefined; // a record over several lines
        continue;
      }
      if (cr && c !== 10) return undefined;
      cr = c === 13;
      if (c === 10) {
        if (record === -1 && blank) return undefined; // a blank first line: the reader looks further for its header
        if (oneQuoted) return undefined;
        const hit = found();
        if (hit) return checked(chunk, i + 1) ? hit : undefined;
        if (!blank || record === -1) record++;
        line++;
        lineStart = at + i + 1;
        blank = true;
      } else if (c === 34) {
        if (!fieldStart || record === -1) return undefined; // a quote inside a field, or in the header
        oneQuoted = at + i === lineStart;
        quoted = true;
        blank = false;
      } else if (c === 44) oneQuoted = false;
      else if (c !== 32 && c !== 9 && c !== 13) blank = false;
      fieldStart = c === 44 || c === 10;
    }
    const first = chunk.indexOf(10);
    if (first < 0) carry = Buffer.concat([carry, chunk]);
    else {
      const last = chunk.lastIndexOf(10);
      if (!checked(chunk, first + 1) || !plainText(chunk.subarray(first + 1, last + 1))) return undefined;
      carry = Buffer.from(chunk.subarray(last + 1));
    }
    at += chunk.length;
  }
  const hit = cr || quoted || oneQuoted ? undefined : found();
  return hit && plainText(carry) ? hit : undefined;
}

/** U+FFFD in UTF-8: a file holding it reads as not UTF-8 to the reader (see formatHint). */
const REPLACEMENT = Buffer.from('\uFFFD');

/** Tokens read as a missing value (case-insensitive, after trimming). */
export const MISSING_TOKENS = ['', 'na', 'n/a', 'nan', 'null', 'none'];
const MISSING = new Set(MISSING_TOKENS);

/** Parse a decimal number; `undefined` when the field is not one. */
export function parseNumber(s: string): number | undefined {
  // Number() does the syntax check; the character filter rejects what it accepts beyond decimal notation
  // (hex/binary/octal prefixes, Infinity), and whitespace-only strings are rejected below.
  const v = +s;
  if (v !== v) return undefined;
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (!((c >= 48 && c <= 57) || c === 46 || c === 101 || c === 69 || c === 43 || c === 45 || c === 32 || c === 9)) {
      return undefined;
    }
  }
  if (v === 0 && s.trim() === '') return undefined;
  return v;
}

/** True for an empty field or a missing-value token (NA, N/A, NaN, null, None). */
export function isMissing(s: string): boolean {
  return MISSING.has(s.trim().toLowerCase());
}

/** True for a number written with a decimal comma (0,5). */
export function isDecimalComma(s: string): boolean {
  return /^\s*[-+]?\d*,\d+\s*$/.test(s);
}

/** Said of a value with a decimal comma. */
export const DECIMAL_COMMA = 'a decimal comma? rocsite reads numbers with a decimal point';

/** "found 'x'" or "found an empty field"; a number with a decimal comma (0,5) is named as such. */
export function found(s: string): string {
  if (s.trim() === '') return 'found an empty field';
  return `found ${quote(s)}${isDecimalComma(s) ? ` (${DECIMAL_COMMA})` : ''}`;
}

/** A growable Float64Array. */
export class F64Builder {
  private buf: Float64Array;
  length = 0;
  constructor(capacity = 1024) {
    this.buf = new Float64Array(Math.max(16, capacity));
  }
  push(v: number): void {
    if (this.length === this.buf.length) {
      const b = new Float64Array(this.buf.length * 2);
      b.set(this.buf);
      this.buf = b;
    }
    this.buf[this.length++] = v;
  }
  /**
   * Room for `n` more values (one allocation when their number is known, e.g. a Parquet file's rows; at least doubling,
   * so many files in a row cost amortized linear copying).
   */
  reserve(n: number): void {
    if (this.length + n <= this.buf.length) return;
    const b = new Float64Array(Math.max(this.length + n, 2 * this.buf.length));
    b.set(this.buf.subarray(0, this.length));
    this.buf = b;
  }
  finish(): Float64Array {
    return this.buf.slice(0, this.length);
  }
}
