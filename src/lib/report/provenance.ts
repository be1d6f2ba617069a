/**
 * Provenance of a report: SHA-256 of the config and of every input file, the rocsite version and a date.
 *
 * The date honours SOURCE_DATE_EPOCH (reproducible builds: https://reproducible-builds.org/specs/source-date-epoch/).
 * When it is not set, the date is the latest modification time of the config and its inputs — not the wall clock —
 * so computing the same files twice gives byte-identical JSON.
 */
import { createHash } from 'node:crypto';
import { stat } from 'node:fs/promises';
import pkg from '../../../package.json';
import type { Provenance } from './types';
import type { LoadedConfig } from '../config/load';
import { cannotRead, InputError } from '../io/errors';
import { openRegularFile } from '../io/regular-file';
import { SOURCE_DATE_EPOCH } from '../settings';
import { sha256 } from '../hash';

/** The rocsite version (package.json). */
export const ROCSITE_VERSION: string = (pkg as { version: string }).version;

/**
 * SHA-256 (hex) and size of a file, streamed. The file must be a regular file (regular-file.ts): a FIFO or /dev/zero
 * would never end; the error names the file as `shown`.
 */
export async function sha256File(abs: string, shown: string = abs): Promise<{ sha256: string; bytes: number }> {
  const h = createHash('sha256');
  let bytes = 0;
  const { handle } = await openRegularFile(abs, (d) => new InputError({ file: shown }, d));
  await new Promise<void>((resolve, reject) => {
    const s = handle.createReadStream();
    s.on('data', (c) => {
      bytes += c.length;
      h.update(c);
    });
    s.on('error', (e) => reject(new InputError({ file: shown }, cannotRead(e))));
    s.on('end', () => resolve());
  });
  return { sha256: h.digest('hex'), bytes };
}

/** SOURCE_DATE_EPOCH as a date (undefined when unset or blank); its rule: src/lib/settings.ts. */
export function sourceDateEpoch(env: NodeJS.ProcessEnv = process.env): Date | undefined {
  const s = SOURCE_DATE_EPOCH.read(env);
  return s === undefined ? undefined : new Date(s * 1000);
}

/**
 * The report date (ISO 8601, UTC, seconds): SOURCE_DATE_EPOCH when set (an integer count of seconds), otherwise the
 * latest modification time of the given files.
 */
export async function reportDate(files: string[], env: NodeJS.ProcessEnv = process.env): Promise<string> {
  const sde = sourceDateEpoch(env);
  if (sde) return sde.toISOString().replace(/\.\d{3}Z$/, 'Z');
  let latest = 0;
  for (const f of files) {
    const st = await stat(f);
    latest = Math.max(latest, Math.floor(st.mtimeMs / 1000) * 1000);
  }
  return new Date(latest).toISOString().replace(/\.\d{3}Z$/, 'Z');
}

/**
 * Provenance block of a report. `inputHash` = SHA-256 of the lines "config <sha>" and "<rel path> <sha>" for each
 * input (so renaming an input or changing any byte changes it).
 */
export async function provenance(loaded: LoadedConfig, env: NodeJS.ProcessEnv = process.env): Promise<Provenance> {
  const configSha = sha256(loaded.bytes);
  const inputs: Provenance['inputs'] = [];
  for (const f of loaded.inputs) {
    const h = await sha256File(f.abs, f.shown);
    inputs.push({ path: f.rel, sha256: h.sha256, bytes: h.bytes });
  }
  const inputHash = sha256([`config ${configSha}`, ...inputs.map((i) => `${i.path} ${i.sha256}`)].join('\n'));
  const generated = await reportDate([loaded.file.abs, ...loaded.inputs.map((f) => f.abs)], env);
  return {
    rocsiteVersion: ROCSITE_VERSION,
    generated,
    config: { path: loaded.file.name, sha256: configSha },
    inputs,
    inputHash,
  };
}
