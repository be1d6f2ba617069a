/**
 * Report cache: `.cache/reports/<key>.json`, where key = SHA-256 of the report's inputHash (config + every input
 * file, see provenance.ts), the rocsite version, a fingerprint of the engine's source (src/lib/**\/*.ts, so a changed
 * metric is never served from a stale cache during development) and the report date (SOURCE_DATE_EPOCH).
 * An unchanged report is read back byte for byte instead of being recomputed.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import * as path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sha256, ROCSITE_VERSION } from './provenance';

/** The directory of the rocsite package (holding package.json), or the working directory. */
export function packageRoot(): string {
  let dir: string;
  try {
    dir = path.dirname(fileURLToPath(import.meta.url));
  } catch {
    return process.cwd();
  }
  for (let i = 0; i < 6; i++) {
    const pj = path.join(dir, 'package.json');
    if (existsSync(pj)) {
      try {
        if (JSON.parse(readFileSync(pj, 'utf8')).name === 'rocsite') return dir;
      } catch {
        /* keep looking */
      }
    }
    const up = path.dirname(dir);
    if (up === dir) break;
    dir = up;
  }
  return process.cwd();
}

let fingerprint: string | undefined;

/** SHA-256 over the engine sources (src/lib/**\/*.ts, sorted by path); '' when they are not on disk. */
export function engineFingerprint(): string {
  if (fingerprint !== undefined) return fingerprint;
  const lib = path.join(packageRoot(), 'src', 'lib');
  const files: string[] = [];
  const walk = (d: string) => {
    for (const e of readdirSync(d, { withFileTypes: true })) {
      const p = path.join(d, e.name);
      if (e.isDirectory()) walk(p);
      else if (e.name.endsWith('.ts')) files.push(p);
    }
  };
  try {
    if (statSync(lib).isDirectory()) walk(lib);
  } catch {
    return (fingerprint = '');
  }
  files.sort();
  const parts = files.map((f) => `${path.relative(lib, f)} ${sha256(readFileSync(f))}`);
  return (fingerprint = sha256(parts.join('\n')));
}

export function cacheKey(inputHash: string, generated: string): string {
  return sha256([`inputs ${inputHash}`, `rocsite ${ROCSITE_VERSION}`, `engine ${engineFingerprint()}`, `date ${generated}`].join('\n'));
}

export function defaultCacheDir(cwd: string = process.cwd()): string {
  return path.join(cwd, '.cache', 'reports');
}

/** The cached report JSON text for a key, or undefined. */
export async function readCached(key: string, dir: string = defaultCacheDir()): Promise<string | undefined> {
  try {
    return await readFile(path.join(dir, `${key}.json`), 'utf8');
  } catch {
    return undefined;
  }
}

/** Store report JSON text under a key (atomic: temp file + rename). Failures to cache are not errors. */
export async function writeCached(key: string, json: string, dir: string = defaultCacheDir()): Promise<void> {
  try {
    await mkdir(dir, { recursive: true });
    const tmp = path.join(dir, `.${key}.${process.pid}.tmp`);
    await writeFile(tmp, json);
    await rename(tmp, path.join(dir, `${key}.json`));
  } catch {
    /* a read-only checkout still computes reports */
  }
}
