/**
 * One build at a time per project: `<root>/.cache/build.lock`, created with O_EXCL (atomic on every local file
 * system), holds the owner's PID, process start time and what it is (`rocsite build`, or `rocsite pdf` writing into
 * a site of the project and its PDF cache). A lock whose owner is gone (no such PID, or the PID now
 * belongs to a process started at another time) is stale and taken over; while the owner lives, a second build waits
 * (saying so) up to a time limit, then fails with an error naming the owner.
 */
import { closeSync, mkdirSync, openSync, readFileSync, rmSync, statSync, writeSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { LOCK_TIMEOUT, LOCK_TIMEOUT_DEFAULT_S } from '../settings';

/** What holds a lock that does not say (a build, or a lock written by an older rocsite). */
const A_BUILD = 'a rocsite build';

/** The lock of the project at `root`. */
export const projectLockFile = (root: string): string => join(root, '.cache', 'build.lock');

/** How long a build or export waits for another one in the same project: ROCSITE_LOCK_TIMEOUT seconds, else the default. */
export function lockTimeoutMs(env: NodeJS.ProcessEnv = process.env): number {
  return (LOCK_TIMEOUT.read(env) ?? LOCK_TIMEOUT_DEFAULT_S) * 1000;
}

/** Another live process holds the lock; the message names it. */
export class BuildLockedError extends Error {
  constructor(
    message: string,
    readonly owner?: { pid: number; since: string; what?: string },
  ) {
    super(message);
  }
  override name = 'BuildLockedError';
}

interface Owner {
  pid: number;
  /** Start time of the process (Linux: clock ticks since boot, /proc/<pid>/stat field 22), '' when unknown. */
  start: string;
  since: string;
  /** What holds the lock, as messages name it ('a rocsite build'); absent in a lock of an older rocsite. */
  what?: string;
}

/** Start time of process `pid` ('' when it cannot be read: not Linux, or no such process). */
export function processStart(pid: number): string {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name (field 2) is in parentheses and may hold spaces: count fields after the last ')'.
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19] ?? '';
  } catch {
    return '';
  }
}

/** True when the process that wrote `owner` is still running. */
export function isAlive(owner: { pid: number; start: string }): boolean {
  try {
    process.kill(owner.pid, 0);
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code !== 'EPERM') return false;
  }
  const now = processStart(owner.pid);
  return owner.start === '' || now === '' || now === owner.start;
}

function readOwner(file: string): Owner | null {
  try {
    const o = JSON.parse(readFileSync(file, 'utf8')) as Owner;
    return Number.isInteger(o.pid) ? o : null;
  } catch {
    return null;
  }
}

export interface BuildLock {
  file: string;
  /** Removes the lock file (only if it is still ours). Synchronous: safe in a signal handler. */
  release(): void;
}

/**
 * Takes the lock `file` for this process.
 * @throws BuildLockedError when a live process holds it.
 */
export function acquireLock(file: string, what = A_BUILD): BuildLock {
  mkdirSync(dirname(file), { recursive: true });
  const me: Owner = { pid: process.pid, start: processStart(process.pid), since: new Date().toISOString(), what };
  for (let attempt = 0; attempt < 5; attempt++) {
    let fd: number;
    try {
      fd = openSync(file, 'wx');
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code !== 'EEXIST') throw e;
      const owner = readOwner(file);
      if (owner && isAlive(owner))
        throw new BuildLockedError(
          `${owner.what ?? A_BUILD} is already running in this project (PID ${owner.pid}, since ${owner.since}; lock ${file}): wait until it ends, then try again`,
          owner,
        );
      if (!owner) {
        // Being written right now by another process, or garbage left by a crash between open and write.
        const age = Date.now() - safeMtime(file);
        if (age < 2000) {
          sleep(100);
          continue;
        }
      }
      rmSync(file, { force: true }); // stale: its owner is gone
      continue;
    }
    writeSync(fd, JSON.stringify(me));
    closeSync(fd);
    return {
      file,
      release() {
        const o = readOwner(file);
        if (o && o.pid === me.pid && o.start === me.start) rmSync(file, { force: true });
      },
    };
  }
  throw new BuildLockedError(`${file}: could not take the build lock (another build keeps taking it)`);
}

/**
 * {@link acquireLock}, waiting while a live process holds the lock: `onWait` is called once with that error, and
 * after `timeoutMs` the error is thrown (saying how long this process waited).
 */
export async function acquireLockWaiting(file: string, o: { timeoutMs: number; onWait?: (e: BuildLockedError) => void; what?: string }): Promise<BuildLock> {
  const t0 = Date.now();
  let told = false;
  for (;;) {
    try {
      return acquireLock(file, o.what);
    } catch (e) {
      if (!(e instanceof BuildLockedError) || !e.owner) throw e;
      if (Date.now() - t0 >= o.timeoutMs)
        throw new BuildLockedError(e.message.replace(/: wait until it ends/, `: waited ${Math.round((Date.now() - t0) / 1000)} s (ROCSITE_LOCK_TIMEOUT); wait until it ends`), e.owner);
      if (!told) o.onWait?.(e);
      told = true;
      await new Promise((r) => setTimeout(r, 200));
    }
  }
}

function safeMtime(file: string): number {
  try {
    return statSync(file).mtimeMs;
  } catch {
    return 0;
  }
}

function sleep(ms: number): void {
  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);
}

/** What a process waiting for the lock says, naming the holder ("waiting for the rocsite build already running …"). */
export function waitingMessage(e: BuildLockedError): string {
  const o = e.owner!;
  return `waiting for ${(o.what ?? A_BUILD).replace(/^a /, 'the ')} already running in this project (PID ${o.pid}, since ${o.since}) to end`;
}
