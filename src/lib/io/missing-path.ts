/**
 * What a person most likely meant by a path that does not exist, when that file exists: a name that differs in case
 * only (Windows' and macOS's disks ignore case, Linux's do not, so a config written there fails here, in CI), or '\'
 * written as the folder separator (a Windows path; elsewhere a backslash is part of a name). Added to "no such file".
 */
import { readdirSync, statSync } from 'node:fs';
import { join, parse, sep } from 'node:path';

const exists = (p: string) => {
  try {
    statSync(p);
    return true;
  } catch {
    return false;
  }
};

/** The one entry of `dir` whose name is `name` in another case; undefined when none or several. */
function otherCase(dir: string, name: string): string | undefined {
  let entries: string[];
  try {
    entries = readdirSync(dir);
  } catch {
    return undefined;
  }
  const lower = name.toLowerCase();
  const found = entries.filter((e) => e.toLowerCase() === lower);
  return found.length === 1 ? found[0] : undefined;
}

/**
 * Why the missing file `abs` (an absolute path) may be one that exists, in words ('' when no file is found that way):
 * each name written in another case than on disk, each name holding '\' that is a path with '/' on disk.
 */
export function missingPathHint(abs: string): string {
  const { root } = parse(abs);
  let at = root;
  const cases: [string, string][] = [];
  const slashes: string[] = [];
  for (const name of abs.slice(root.length).split(sep).filter((n) => n !== '')) {
    const parts = sep === '/' && name.includes('\\') ? name.split('\\').filter((n) => n !== '') : [name];
    if (parts.length > 1) slashes.push(`'${name}' is '${parts.join('/')}' written with '\\'`);
    for (const part of parts) {
      if (exists(join(at, part))) {
        at = join(at, part);
        continue;
      }
      const found = otherCase(at, part);
      if (found === undefined) return '';
      cases.push([part, found]);
      at = join(at, found);
    }
  }
  let isFile = false;
  try {
    isFile = statSync(at).isFile();
  } catch {
    /* gone meanwhile */
  }
  if (!isFile || (cases.length === 0 && slashes.length === 0)) return '';
  const q = (i: 0 | 1) => cases.map((c) => `'${c[i]}'`).join(', ');
  const says = [...slashes, ...(cases.length ? [`${q(0)} ${cases.length === 1 ? 'is' : 'are'} ${q(1)} on disk`] : [])].join(', ');
  const fix = [slashes.length ? "write paths with '/', which every system reads" : '', cases.length ? 'names are case-sensitive on this system' : ''].filter(Boolean).join('; ');
  return `${says}: ${fix}`;
}
