/**
 * The output directory is replaced as a whole: a build writes everything into a staging directory next to it
 * (`.<name>.rocsite-new-<pid>`, same file system, so renames are atomic), then {@link swapIn} makes two renames
 * (old → `.<name>.rocsite-old-<pid>`, staging → output) and removes the old one. Until then the previous output is
 * untouched. {@link cleanLeftovers} runs at the start of a build: staging directories of dead builds are removed, and
 * an output that a build killed between the two renames left only as its backup is put back.
 */
import { existsSync, readdirSync, renameSync, rmSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { isAlive } from './lock';
import { KEPT_IN_OUTPUT } from './out-dir';

const NEW = '.rocsite-new-';
const OLD = '.rocsite-old-';

/** The staging directory of this process for the output `outDir`. */
export function stagingDir(outDir: string, pid = process.pid): string {
  return join(dirname(outDir), `.${basename(outDir)}${NEW}${pid}`);
}

function backupDir(outDir: string, pid = process.pid): string {
  return join(dirname(outDir), `.${basename(outDir)}${OLD}${pid}`);
}

/** Replaces `outDir` by `staging` (synchronous: a signal cannot run in between on this thread). */
export function swapIn(staging: string, outDir: string): void {
  const backup = backupDir(outDir);
  rmSync(backup, { recursive: true, force: true });
  const had = existsSync(outDir);
  if (had) renameSync(outDir, backup);
  try {
    renameSync(staging, outDir);
  } catch (e) {
    if (had) renameSync(backup, outDir);
    throw e;
  }
  if (had) {
    keep(backup, outDir);
    rmSync(backup, { recursive: true, force: true });
  }
}

/** Moves what a build keeps of an output (src/lib/site/out-dir.ts, KEPT_IN_OUTPUT) from the old one into the new. */
function keep(old: string, outDir: string): void {
  for (const n of KEPT_IN_OUTPUT) if (existsSync(join(old, n)) && !existsSync(join(outDir, n))) renameSync(join(old, n), join(outDir, n));
}

/**
 * Removes the staging and backup directories of builds that are no longer running; when `outDir` is missing and a
 * dead build's backup exists, the backup becomes the output again. Returns what was done, one line each
 * ("removed .dist.rocsite-new-123", "restored dist from .dist.rocsite-old-123").
 */
export function cleanLeftovers(outDir: string): string[] {
  const parent = dirname(outDir);
  if (!existsSync(parent)) return [];
  const prefix = `.${basename(outDir)}`;
  const done: string[] = [];
  for (const name of readdirSync(parent).sort()) {
    if (!name.startsWith(prefix)) continue;
    const m = /^\.rocsite-(new|old)-(\d+)$/.exec(name.slice(prefix.length));
    if (!m) continue;
    const pid = Number(m[2]);
    if (pid === process.pid || isAlive({ pid, start: '' })) continue;
    const p = join(parent, name);
    if (m[1] === 'old' && !existsSync(outDir)) {
      renameSync(p, outDir);
      done.push(`restored ${basename(outDir)} from ${name}`);
    } else {
      if (m[1] === 'old') keep(p, outDir); // killed after the swap, before the old output's .git moved
      rmSync(p, { recursive: true, force: true });
      done.push(`removed ${name}`);
    }
  }
  return done;
}
