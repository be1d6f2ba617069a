/**
 * Where a write that replaces a path (a temporary file or directory renamed over it) must go when the path is a
 * symbolic link: to the link's target, so that the link stays and what it points to is updated. Renaming over the
 * link itself would put a file or directory in its place and leave the target as it was.
 */
import { lstatSync, readlinkSync, realpathSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';

/** A symbolic link whose target does not exist; `shown` names it in the message (e.g. "--out dist"). */
export class DanglingLinkError extends Error {
  override name = 'DanglingLinkError';
  constructor(shown: string, target: string) {
    super(`${shown}: a symbolic link to ${target}, which does not exist; create what it points to, or remove the link`);
  }
}

/** The path that replacing `p` (absolute) must replace: the target of a symbolic link, else `p` itself (even if missing). */
export function writeTarget(p: string, shown: string = p): string {
  try {
    if (!lstatSync(p).isSymbolicLink()) return p;
  } catch {
    return p; // not there yet
  }
  try {
    return realpathSync(p);
  } catch {
    throw new DanglingLinkError(shown, readlinkSync(p));
  }
}

/**
 * The temporary file a replacing write goes through: `.<name>.<pid>.<time>.tmp` next to `file`, so the rename stays
 * on one file system (messages name `file` instead: src/lib/error-message.ts).
 */
export function tempPathFor(file: string): string {
  return join(dirname(file), `.${basename(file)}.${process.pid}.${Date.now()}.tmp`);
}

/**
 * Writes `data` to `file` (a link's target; `shown` names the link in an error) at once: a temporary file renamed over
 * it, so that a reader, a web server or an interruption never sees part of it. The temporary file is removed when the
 * write fails.
 */
export function writeFileAtomicSync(file: string, data: string | Uint8Array, shown: string = file): void {
  const target = writeTarget(file, shown);
  const tmp = tempPathFor(target);
  try {
    writeFileSync(tmp, data);
    renameSync(tmp, target);
  } catch (e) {
    rmSync(tmp, { force: true });
    throw e;
  }
}
