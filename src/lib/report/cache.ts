/**
 * Report cache: `.cache/reports/<key>.json`, where key = SHA-256 of the report's inputHash (config + every input
 * file, see provenance.ts), the rocsite version, a fingerprint of the engine's source (src/lib/**\/*.ts, so a changed
 * metric is never served from a stale cache during development) and the report date (SOURCE_DATE_EPOCH).
 * An unchanged report is read back byte for byte instead of being recomputed.
 *
 * Nothing in the cache is trusted unchecked. An entry is one header line, then the report JSON:
 *   `rocsite-cache 1 key=<key> input=<inputHash> bytes=<body length> sha256=<SHA-256 of the body>`
 * Reading verifies the header, the key, the body's length and digest, parses the body and validates it against the
 * report schema (schema.ts) and its provenance inputHash against the expected one (the last two once per report text
 * and process: a body with the digest of a text already checked is not parsed again). Any mismatch (a hand-edited
 * number, a truncated or empty file, an entry stored under another key, non-JSON) is a miss with a reason: the
 * caller recomputes and overwrites the entry.
 */
import { existsSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { mkdir, rename, writeFile } from 'node:fs/promises';
import * as path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ROCSITE_VERSION } from './provenance';
import { sha256 } from '../hash';
import { reportSchema } from './schema';
import { readRegularFile } from '../io/regular-file';
import { isAlive } from '../site/lock';

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

const MAGIC = 'rocsite-cache 1';
const HEADER = /^rocsite-cache 1 key=([0-9a-f]{64}) input=([0-9a-f]{64}) bytes=(\d+) sha256=([0-9a-f]{64})$/;

/** The header line of an entry (without its newline); `digest` is the SHA-256 of `json` when the caller has it. */
export function cacheHeader(key: string, inputHash: string, json: string, digest: string = sha256(json)): string {
  return `${MAGIC} key=${key} input=${inputHash} bytes=${Buffer.byteLength(json, 'utf8')} sha256=${digest}`;
}

/** What a site build needs of a report besides its text: its SHA-256 and the sizes it logs. */
export interface ReportDigest {
  /** SHA-256 of the report JSON text (hex). */
  sha256: string;
  models: number;
  warnings: number;
}

/**
 * A cache lookup: the verified JSON text with its {@link ReportDigest}, absent (`miss`), or present but rejected
 * (`invalid`, with the reason).
 */
export type CacheRead = ({ status: 'hit'; json: string } & ReportDigest) | { status: 'miss' } | { status: 'invalid'; reason: string };

/**
 * Report texts this process has already checked against the report schema, by SHA-256: a site build reads each
 * cached report twice (its compute step, then the content loader), and a 200 MB report costs seconds and gigabytes
 * to parse and validate. Keyed by the digest of the very bytes, so it cannot go stale.
 */
const validated = new Map<string, { inputHash: string; models: number; warnings: number }>();

/** Check an entry's bytes against the key and the expected input hash (see the module comment). */
export function verifyEntry(bytes: Buffer, key: string, inputHash: string): CacheRead {
  const nl = bytes.indexOf(0x0a);
  if (nl < 0) return { status: 'invalid', reason: bytes.length === 0 ? 'the entry is empty' : 'the entry has no header line' };
  const m = HEADER.exec(bytes.subarray(0, nl).toString('latin1'));
  if (!m) return { status: 'invalid', reason: 'the entry has no valid header line' };
  if (m[1] !== key) return { status: 'invalid', reason: 'the entry was stored under another key' };
  if (m[2] !== inputHash) return { status: 'invalid', reason: 'the entry was computed from other inputs' };
  const body = bytes.subarray(nl + 1);
  if (body.length !== Number(m[3])) return { status: 'invalid', reason: `the entry has ${body.length} bytes of report, its header says ${m[3]} (truncated or extended)` };
  const digest = sha256(body);
  if (digest !== m[4]) return { status: 'invalid', reason: 'the entry does not match its SHA-256 digest (edited or corrupted)' };
  const json = body.toString('utf8');
  const known = validated.get(digest);
  if (known?.inputHash === inputHash) return { status: 'hit', json, sha256: digest, models: known.models, warnings: known.warnings };
  let value: unknown;
  try {
    value = JSON.parse(json);
  } catch {
    return { status: 'invalid', reason: 'the entry is not JSON' };
  }
  const r = reportSchema.safeParse(value);
  if (!r.success) return { status: 'invalid', reason: 'the entry does not match the report schema' };
  if (r.data.provenance.inputHash !== inputHash) return { status: 'invalid', reason: 'the report in the entry was computed from other inputs' };
  const counts = { models: r.data.models.length, warnings: r.data.warnings.length };
  validated.set(digest, { inputHash, ...counts });
  return { status: 'hit', json, sha256: digest, ...counts };
}

/** Read and verify the entry of a key (see verifyEntry). */
export async function readCached(key: string, inputHash: string, dir: string = defaultCacheDir()): Promise<CacheRead> {
  let bytes: Buffer;
  try {
    bytes = await readRegularFile(cacheEntryFile(key, dir), (d) => new Error(d));
  } catch (e) {
    const d = (e as Error).message;
    return ((e as Error).cause as NodeJS.ErrnoException | undefined)?.code === 'ENOENT' ? { status: 'miss' } : { status: 'invalid', reason: d.replace(/the file/, 'the entry') };
  }
  return verifyEntry(bytes, key, inputHash);
}

/** The file of a key's entry. */
export function cacheEntryFile(key: string, dir: string = defaultCacheDir()): string {
  return path.join(dir, `${key}.json`);
}

/**
 * Removes the entries of `dir` other than `keep` (entry files), and temporary files of writers that are gone: a site
 * build keeps the entries of its own reports, so the cache does not grow by a report per change of its inputs.
 * Returns the number of entries removed. Failures to remove are not errors (another process may have removed them).
 */
export function pruneCache(keep: ReadonlySet<string>, dir: string = defaultCacheDir()): number {
  let n = 0;
  let names: string[];
  try {
    names = readdirSync(dir);
  } catch {
    return 0;
  }
  const kept = new Set([...keep].map((f) => path.resolve(f)));
  for (const name of names) {
    const file = path.join(dir, name);
    const entry = /^[0-9a-f]{64}\.json$/.test(name);
    const tmp = /^\.[0-9a-f]{64}\.(\d+)\.tmp$/.exec(name);
    if (entry ? kept.has(path.resolve(file)) : !tmp || isAlive({ pid: Number(tmp[1]), start: '' })) continue;
    try {
      rmSync(file, { force: true });
      if (entry) n++;
    } catch {
      /* removed meanwhile, or not ours to remove */
    }
  }
  return n;
}

/** Store report JSON text under a key with its header (atomic: temp file + rename). Failures to cache are not errors. */
export async function writeCached(key: string, inputHash: string, json: string, dir: string = defaultCacheDir(), digest: string = sha256(json)): Promise<void> {
  try {
    await mkdir(dir, { recursive: true });
    const tmp = path.join(dir, `.${key}.${process.pid}.tmp`);
    await writeFile(tmp, `${cacheHeader(key, inputHash, json, digest)}\n${json}`);
    await rename(tmp, cacheEntryFile(key, dir));
  } catch {
    /* a read-only checkout still computes reports */
  }
}
