/**
 * Opening a file that rocsite reads (data, count and ROC tables, configs, cache entries, provenance hashing): the file
 * type is checked before a byte is read, on the opened descriptor itself (no gap between check and read). A FIFO,
 * /dev/zero, a socket or a directory would otherwise block forever or never end; they are refused with a message
 * naming what was found. The open is non-blocking, so opening a FIFO without a writer does not wait.
 */
import { closeSync, constants, fstatSync, openSync, readFileSync, type Stats } from 'node:fs';
import { open, type FileHandle } from 'node:fs/promises';
import { cannotRead } from './errors';
import { missingPathHint } from './missing-path';

const FLAGS = constants.O_RDONLY | (constants.O_NONBLOCK ?? 0) | (constants.O_NOCTTY ?? 0);

/** What a non-regular file is, for messages. */
export function fileKind(st: Stats): string {
  if (st.isDirectory()) return 'a directory';
  if (st.isFIFO()) return 'a FIFO (named pipe)';
  if (st.isCharacterDevice()) return 'a character device';
  if (st.isBlockDevice()) return 'a block device';
  if (st.isSocket()) return 'a socket';
  return 'a special file';
}

/** Makes the caller's error (InputError, ConfigError, ...) from the problem found. */
export type Fail = (detail: string) => Error;

/**
 * The caller's error for an operating-system error `e` on `abs`, which it carries as its `cause` (e.g. to tell ENOENT);
 * for a missing file, the file that was most likely meant, if any (missing-path.ts).
 */
function failed(fail: Fail, e: unknown, abs: string): Error {
  const hint = (e as NodeJS.ErrnoException | undefined)?.code === 'ENOENT' ? missingPathHint(abs) : '';
  const err = fail(`${cannotRead(e)}${hint ? ` (${hint})` : ''}`);
  if (err.cause === undefined) err.cause = e;
  return err;
}

const notRegular = (st: Stats) => `expected a regular file, found ${fileKind(st)}`;

/** Open a regular file for reading; anything else is `fail(detail)`. The caller closes the handle. */
export async function openRegularFile(abs: string, fail: Fail): Promise<{ handle: FileHandle; size: number }> {
  let handle: FileHandle;
  try {
    handle = await open(abs, FLAGS);
  } catch (e) {
    throw failed(fail, e, abs);
  }
  let st: Stats;
  try {
    st = await handle.stat();
  } catch (e) {
    await handle.close();
    throw failed(fail, e, abs);
  }
  if (!st.isFile()) {
    await handle.close();
    throw fail(notRegular(st));
  }
  return { handle, size: st.size };
}

/** The bytes of a regular file (see openRegularFile). */
export async function readRegularFile(abs: string, fail: Fail): Promise<Buffer> {
  const { handle } = await openRegularFile(abs, fail);
  try {
    return await handle.readFile();
  } catch (e) {
    throw failed(fail, e, abs);
  } finally {
    await handle.close();
  }
}

/** The bytes of a regular file, synchronously (see openRegularFile). */
export function readRegularFileSync(abs: string, fail: Fail): Buffer {
  let fd: number;
  try {
    fd = openSync(abs, FLAGS);
  } catch (e) {
    throw failed(fail, e, abs);
  }
  try {
    const st = fstatSync(fd);
    if (!st.isFile()) throw fail(notRegular(st));
    try {
      return readFileSync(fd);
    } catch (e) {
      throw failed(fail, e, abs);
    }
  } finally {
    closeSync(fd);
  }
}
