/**
 * Input errors with a precise location: the file, the line (as a person counts lines in the file, starting at 1
 * with the header) and the field (column name or config key path), plus what was expected and what was found.
 *
 * Message shape: `<file> line <n>, column '<name>': expected …, found '…'` (any part may be absent). Inputs without
 * lines (Parquet) name the data row instead: `<file> row <n>, column '<name>': …` (rows counted from 1).
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import * as path from 'node:path';
import { isBelow } from '../path-within';
import { fieldText } from '../text';

export interface InputLocation {
  /** File as shown to the user (relative to the working directory when inside it). */
  readonly file?: string;
  /** 1-based line number in the file. */
  readonly line?: number;
  /** 1-based data row (inputs without lines, e.g. Parquet). */
  readonly row?: number;
  /** Column name (CSV) or key path (config). */
  readonly field?: string;
}

export class InputError extends Error {
  override name = 'InputError';
  readonly file?: string;
  readonly line?: number;
  readonly row?: number;
  readonly field?: string;
  /** The message without the location prefix. */
  readonly detail: string;
  constructor(loc: InputLocation, detail: string) {
    super(`${formatLocation(loc)}${detail}`);
    this.file = loc.file;
    this.line = loc.line;
    this.row = loc.row;
    this.field = loc.field;
    this.detail = detail;
  }
}

/**
 * An input beyond what the reference readers hold in memory (MAX_SCORES, docs/config.md, Limits); `because` says why
 * the embedded engine, which has no such limit, did not read it instead.
 */
export class SizeLimitError extends InputError {
  because(declined: string): SizeLimitError {
    const why = `; the embedded engine, which counts rows without holding them, declined these files: ${declined}`;
    const e = new SizeLimitError({ file: this.file, line: this.line, row: this.row, field: this.field }, this.detail + why);
    e.message = this.message + why; // the location as first written (content hidden or not)
    return e;
  }
}

/** "file line 3, column 'x': " — the prefix used by every input error. */
export function formatLocation(loc: InputLocation): string {
  const parts: string[] = [];
  let head = loc.file ?? '';
  if (loc.line !== undefined) head += `${head ? ' ' : ''}line ${loc.line}`;
  if (loc.row !== undefined) head += `${head ? ' ' : ''}row ${loc.row}`;
  if (head) parts.push(head);
  if (loc.field !== undefined && !contentHidden()) parts.push(`column ${quote(loc.field)}`);
  return parts.length ? `${parts.join(', ')}: ` : '';
}

/** How a path is shown in messages: relative to the working directory when it lies inside it, POSIX separators. */
export function displayPath(p: string, cwd: string = process.cwd()): string {
  const abs = path.resolve(cwd, p);
  const shown = isBelow(abs, cwd) ? path.relative(cwd, abs) : abs;
  return shown.split(path.sep).join('/');
}

/**
 * File content in messages. A data file outside the project (the config's folder and the working directory) may be
 * anything (a config can name /etc/shadow as its ROC points), so while reading such a file no message quotes what it
 * holds: values, header names and column names are described instead (`withContentHidden`). Inside the project,
 * values are quoted short and sanitized.
 */
const hidden = new AsyncLocalStorage<boolean>();

/** Run `read` with file content kept out of every message it throws when `hide` is true. */
export function withContentHidden<T>(hide: boolean, read: () => Promise<T>): Promise<T> {
  return hidden.run(hide, read);
}

/** Whether messages must not quote file content now. */
export function contentHidden(): boolean {
  return hidden.getStore() === true;
}

/** Quote a found value for a message, shortening very long ones; controls shown as `<U+XXXX>` (text.ts). */
export function quote(v: string): string {
  if (contentHidden()) return `a value of ${v.length} character${v.length === 1 ? '' : 's'} (not shown: the file is outside the project)`;
  const s = v.length > 60 ? `${v.slice(0, 57)}...` : v;
  return `'${fieldText(s)}'`;
}

/** The column names of a file for a message ('a', 'b', …), or their count when file content is hidden. */
export function quoteColumns(columns: readonly string[]): string {
  if (contentHidden()) return `(${columns.length} name${columns.length === 1 ? '' : 's'} not shown: the file is outside the project)`;
  const shownCols = columns.slice(0, 20).map(quote).join(', ');
  return columns.length > 20 ? `${shownCols}, … (${columns.length} in all)` : shownCols;
}

/** Words for the operating-system errors a path can give (the one mapping of every message). */
const SYSTEM_ERRORS: Record<string, string> = {
  ENOENT: 'no such file',
  EACCES: 'permission denied',
  EPERM: 'operation not permitted',
  EISDIR: 'is a directory',
  ENOTDIR: 'a part of the path is not a directory',
  ELOOP: 'too many symbolic links (a loop?)',
  ENAMETOOLONG: 'the name is too long',
  EROFS: 'read-only file system',
  ENOSPC: 'no space left on device',
  EEXIST: 'already exists',
  EINVAL: 'invalid argument (a special file system such as /proc?)',
  EXDEV: 'the temporary file and the target are on different file systems',
  EMFILE: 'too many open files',
  EBUSY: 'the file is busy',
  EIO: 'input/output error',
};

/** What an operating-system error means, in words ("no such file"); its code for an unknown one. */
export function systemReason(e: unknown): string {
  const code = (e as NodeJS.ErrnoException | undefined)?.code;
  if (typeof code === 'string') return Object.prototype.hasOwnProperty.call(SYSTEM_ERRORS, code) ? SYSTEM_ERRORS[code] : `the operating system refused (${code})`;
  return e instanceof Error ? e.message : String(e);
}

/** "cannot read the file: no such file" and the like. */
export function cannotRead(e: unknown): string {
  return `cannot read the file: ${systemReason(e)}`;
}
