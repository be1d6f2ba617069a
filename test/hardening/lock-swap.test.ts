/**
 * The pieces that keep a site build from losing or mixing output (src/lib/site/lock.ts, swap.ts, src/lib/interrupt.ts):
 * the O_EXCL build lock (a live owner is refused by name, a dead or recycled PID is taken over), the swap of a staging
 * directory for the output, the clean-up of what killed builds left, and the clean-up on SIGTERM/SIGINT/SIGHUP.
 */
import { describe, expect, it } from 'vitest';
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { acquireLock, acquireLockWaiting, BuildLockedError, isAlive, processStart } from '../../src/lib/site/lock';
import { cleanLeftovers, stagingDir, swapIn } from '../../src/lib/site/swap';
import { root } from '../helpers/cli';

const tmp = () => mkdtempSync(join(tmpdir(), 'rocsite-lock-'));

/** The PID of a process that has exited (a child that was waited for). */
function deadPid(): number {
  const r = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))'], { encoding: 'utf8' });
  return Number(r.stdout);
}

function tree(dir: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const n of readdirSync(dir, { recursive: true, withFileTypes: true }))
    if (n.isFile()) out[join(n.parentPath, n.name).slice(dir.length + 1)] = readFileSync(join(n.parentPath, n.name), 'utf8');
  return out;
}

describe('build lock', () => {
  it('is taken once: a second taker gets an error naming the live owner, and it is free again after release', () => {
    const file = join(tmp(), '.cache', 'build.lock');
    const lock = acquireLock(file);
    const owner = JSON.parse(readFileSync(file, 'utf8'));
    expect(owner.pid).toBe(process.pid);
    expect(owner.start).toBe(processStart(process.pid));
    expect(() => acquireLock(file)).toThrow(BuildLockedError);
    expect(() => acquireLock(file)).toThrow(new RegExp(`already running in this project \\(PID ${process.pid}, since .*; lock ${file.replace(/[.]/g, '\\.')}\\)`));
    lock.release();
    expect(existsSync(file)).toBe(false);
    acquireLock(file).release();
  });

  it('a lock left by a dead process is taken over', () => {
    const file = join(tmp(), 'build.lock');
    const pid = deadPid();
    expect(isAlive({ pid, start: '' })).toBe(false);
    writeFileSync(file, JSON.stringify({ pid, start: '123', since: '2020-01-01T00:00:00.000Z' }));
    const lock = acquireLock(file);
    expect(JSON.parse(readFileSync(file, 'utf8')).pid).toBe(process.pid);
    lock.release();
  });

  it('a lock whose PID now belongs to another process (other start time) is stale', () => {
    const file = join(tmp(), 'build.lock');
    // PID 1 is alive, but not the process that wrote this lock: its start time differs.
    expect(isAlive({ pid: 1, start: processStart(1) })).toBe(true);
    writeFileSync(file, JSON.stringify({ pid: 1, start: `${processStart(1)}9`, since: '2020-01-01T00:00:00.000Z' }));
    acquireLock(file).release();
  });

  it('acquireLockWaiting waits while the owner lives (saying so once), and takes the lock when it is released', async () => {
    const file = join(tmp(), 'build.lock');
    const held = acquireLock(file);
    const waits: string[] = [];
    setTimeout(() => held.release(), 600);
    const t = performance.now();
    const lock = await acquireLockWaiting(file, { timeoutMs: 10_000, onWait: (e) => waits.push(e.message) });
    expect(performance.now() - t).toBeGreaterThanOrEqual(500);
    expect(waits).toHaveLength(1);
    expect(waits[0]).toMatch(`PID ${process.pid}`);
    lock.release();
  });

  it('acquireLockWaiting gives up after its time limit with an error naming the owner and the wait', async () => {
    const file = join(tmp(), 'build.lock');
    const held = acquireLock(file);
    await expect(acquireLockWaiting(file, { timeoutMs: 300 })).rejects.toThrow(
      new RegExp(`already running in this project \\(PID ${process.pid}, .*\\): waited 0 s \\(ROCSITE_LOCK_TIMEOUT\\); wait until it ends`),
    );
    held.release();
  });

  it('release removes the lock only while it is ours', () => {
    const file = join(tmp(), 'build.lock');
    const lock = acquireLock(file);
    writeFileSync(file, JSON.stringify({ pid: 1, start: processStart(1), since: 'x' })); // taken over meanwhile
    lock.release();
    expect(JSON.parse(readFileSync(file, 'utf8')).pid).toBe(1);
  });
});

describe('swap and leftovers', () => {
  it('swapIn replaces the output as a whole and leaves no backup', () => {
    const d = tmp();
    const out = join(d, 'dist');
    mkdirSync(join(out, 'old'), { recursive: true });
    writeFileSync(join(out, 'old', 'a.html'), 'old');
    writeFileSync(join(out, 'index.html'), 'old index');
    const staging = stagingDir(out);
    expect(staging).toBe(join(d, `.dist.rocsite-new-${process.pid}`));
    mkdirSync(join(staging, 'pdf'), { recursive: true });
    writeFileSync(join(staging, 'index.html'), 'new index');
    writeFileSync(join(staging, 'pdf', 'r.pdf'), 'pdf');
    swapIn(staging, out);
    expect(tree(out)).toEqual({ 'index.html': 'new index', 'pdf/r.pdf': 'pdf' });
    expect(readdirSync(d)).toEqual(['dist']);
  });

  it('swapIn creates the output when there was none', () => {
    const d = tmp();
    const out = join(d, 'site');
    const staging = stagingDir(out);
    mkdirSync(staging);
    writeFileSync(join(staging, 'index.html'), 'x');
    swapIn(staging, out);
    expect(tree(out)).toEqual({ 'index.html': 'x' });
    expect(readdirSync(d)).toEqual(['site']);
  });

  it('swapIn keeps the old output’s .git (a gh-pages worktree), and nothing else of it', () => {
    const d = tmp();
    const out = join(d, 'dist');
    mkdirSync(join(out, '.git', 'refs'), { recursive: true });
    writeFileSync(join(out, '.git', 'HEAD'), 'ref: refs/heads/gh-pages');
    writeFileSync(join(out, 'index.html'), 'old index');
    const staging = stagingDir(out);
    mkdirSync(staging);
    writeFileSync(join(staging, 'index.html'), 'new index');
    swapIn(staging, out);
    expect(tree(out)).toEqual({ 'index.html': 'new index', '.git/HEAD': 'ref: refs/heads/gh-pages' });
    expect(readdirSync(d)).toEqual(['dist']);
  });

  it('cleanLeftovers: a build killed after the swap, before the old output’s .git moved, gets it back', () => {
    const d = tmp();
    const out = join(d, 'dist');
    const dead = deadPid();
    mkdirSync(out);
    writeFileSync(join(out, 'index.html'), 'new');
    mkdirSync(join(d, `.dist.rocsite-old-${dead}`, '.git'), { recursive: true });
    writeFileSync(join(d, `.dist.rocsite-old-${dead}`, '.git', 'HEAD'), 'h');
    writeFileSync(join(d, `.dist.rocsite-old-${dead}`, 'index.html'), 'old');
    expect(cleanLeftovers(out)).toEqual([`removed .dist.rocsite-old-${dead}`]);
    expect(tree(out)).toEqual({ 'index.html': 'new', '.git/HEAD': 'h' });
    expect(readdirSync(d)).toEqual(['dist']);
  });

  it('cleanLeftovers removes dead builds’ staging, restores an output left only as a backup, keeps live builds’ directories', () => {
    const d = tmp();
    const out = join(d, 'dist');
    const dead = deadPid();
    mkdirSync(join(d, `.dist.rocsite-new-${dead}`));
    mkdirSync(join(d, `.dist.rocsite-old-${dead}`));
    writeFileSync(join(d, `.dist.rocsite-old-${dead}`, 'index.html'), 'previous');
    mkdirSync(join(d, '.dist.rocsite-new-1')); // PID 1 is alive: another build's, kept
    mkdirSync(join(d, '.other.rocsite-new-' + dead)); // another output's: not ours to touch
    expect(cleanLeftovers(out).sort()).toEqual([`removed .dist.rocsite-new-${dead}`, `restored dist from .dist.rocsite-old-${dead}`]);
    expect(tree(out)).toEqual({ 'index.html': 'previous' });
    expect(readdirSync(d).sort()).toEqual(['.dist.rocsite-new-1', `.other.rocsite-new-${dead}`, 'dist']);
  });
});

describe('onInterrupt', () => {
  for (const [signal, code] of [['SIGTERM', 143], ['SIGINT', 130], ['SIGHUP', 129]] as const) {
    it(`${signal} runs the clean-ups (last registered first), not the unregistered ones, and exits with ${code}`, () => {
      const d = tmp();
      const script = `
        import { writeFileSync, appendFileSync } from 'node:fs';
        import { onInterrupt } from ${JSON.stringify(join(root, 'src/lib/interrupt.ts'))};
        onInterrupt(() => appendFileSync(${JSON.stringify(join(d, 'log'))}, 'first\\n'));
        const off = onInterrupt(() => appendFileSync(${JSON.stringify(join(d, 'log'))}, 'unregistered\\n'));
        onInterrupt(() => appendFileSync(${JSON.stringify(join(d, 'log'))}, 'second\\n'));
        off();
        setTimeout(() => {}, 10000);
        process.kill(process.pid, '${signal}');`;
      const r = spawnSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], { cwd: root, encoding: 'utf8', timeout: 30_000 });
      expect(r.status, r.stderr).toBe(code);
      expect(readFileSync(join(d, 'log'), 'utf8')).toBe('second\nfirst\n');
    });
  }
});

describe('removeSettled', () => {
  it('on SIGTERM, removes a directory that queued writes keep filling (a plain rmSync left it in about 1 run of 4)', async () => {
    // 16 page writers (mkdir -p, then write), as Astro writes a site's pages, then SIGTERM: the clean-up runs while
    // the writes already queued on the threadpool go on, and the process exits after it.
    const script = (d: string) => `
      import { promises as fsp } from 'node:fs';
      import { join } from 'node:path';
      import { onInterrupt, removeSettled } from ${JSON.stringify(join(root, 'src/lib/interrupt.ts'))};
      const d = ${JSON.stringify(d)};
      onInterrupt(() => removeSettled(d));
      let n = 0;
      const writer = async () => {
        for (;;) {
          const k = n++;
          await fsp.mkdir(join(d, 'p' + (k % 97), 'q' + k), { recursive: true });
          await fsp.writeFile(join(d, 'p' + (k % 97), 'q' + k, 'index.html'), 'x'.repeat(5000));
        }
      };
      for (let i = 0; i < 16; i++) writer();
      setTimeout(() => process.kill(process.pid, 'SIGTERM'), 300);`;
    const run = (d: string) =>
      new Promise<number | null>((res) => {
        const c = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script(d)], { cwd: root, stdio: 'ignore' });
        c.on('close', (code) => res(code));
      });
    for (let wave = 0; wave < 2; wave++) {
      const dirs = Array.from({ length: 8 }, () => join(tmp(), 'staging'));
      const codes = await Promise.all(dirs.map(run));
      expect(codes).toEqual(Array(8).fill(143));
      expect(dirs.filter((d) => existsSync(d))).toEqual([]);
    }
  }, 60_000);
});
