/**
 * Where a write that replaces a path (a temporary file or directory renamed over it) must go when the path is a
 * symbolic link: to the link's target, so that the link stays and what it points to is updated. Renaming over the
 * link itself would put a file or directory in its place and leave the target as it was.
 */
import { lstatSync, readlinkSync, realpathSync } from 'node:fs';

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
