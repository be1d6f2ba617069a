/**
 * Path containment, one rule for every check of "inside the project / the config's folder / the output": judged on
 * the paths as resolved (no file system access; callers resolve symbolic links where it matters). `..` as a whole
 * segment leaves a directory; a name that only begins with two dots (`..scores.csv`) does not.
 */
import { isAbsolute, relative, sep } from 'node:path';

/** Whether `inner` is `outer` itself or lies below it. */
export function isWithin(inner: string, outer: string): boolean {
  const r = relative(outer, inner);
  return r === '' || (!isAbsolute(r) && r !== '..' && !r.startsWith('..' + sep));
}

/** Whether `inner` lies below `outer` (not `outer` itself). */
export function isBelow(inner: string, outer: string): boolean {
  return relative(outer, inner) !== '' && isWithin(inner, outer);
}
