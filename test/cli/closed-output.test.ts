/**
 * The `rocsite` executable when its reader stops reading (`rocsite --help | head -1`): Node ignores SIGPIPE, so each
 * write to the closed pipe fails with EPIPE, which used to end the process with a stack trace (and a build with its
 * lock left behind). Now what it would print there is dropped and the command runs to its end with its own exit code
 * (bin/closed-output.mjs). Here the pipe's reading end is closed before the command starts writing.
 */
import { describe, expect, it } from 'vitest';
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { root } from '../helpers/cli';

/**
 * `node <script> <args>` with the reading end of its stdout (or stderr) closed at once; its exit code and what it
 * printed on the other stream.
 */
function withClosedOutput(
  script: string,
  args: string[],
  closed: 'stdout' | 'stderr',
  env: Record<string, string> = {},
): Promise<{ code: number | null; signal: NodeJS.Signals | null; other: string }> {
  const child = spawn(process.execPath, [script, ...args], { cwd: root, env: { ...process.env, CI: '1', ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  child[closed].destroy();
  let other = '';
  child[closed === 'stdout' ? 'stderr' : 'stdout'].on('data', (d) => (other += d));
  return new Promise((res) => child.on('close', (code, signal) => res({ code, signal, other })));
}

const bin = join(root, 'bin', 'rocsite.mjs');
const config = join('test', 'fixtures', 'small', 'small.yaml');

describe('a closed output (the reader stopped reading)', () => {
  it("--help, a command's help and --version exit 0 without a word on stderr", async () => {
    for (const args of [['--help'], ['pdf', '--help'], ['--version']]) {
      const r = await withClosedOutput(bin, args, 'stdout');
      expect({ args, code: r.code, signal: r.signal, stderr: r.other }).toEqual({ args, code: 0, signal: null, stderr: '' });
    }
  });

  it('check and compute run to their end: the report is written, the exit code is theirs', async () => {
    const c = await withClosedOutput(bin, ['check', config], 'stdout');
    expect([c.code, c.other]).toEqual([0, '']);
    const dir = mkdtempSync(join(tmpdir(), 'rocsite-closed-'));
    try {
      const out = join(dir, 'report.json');
      const r = await withClosedOutput(bin, ['compute', config, '--out', out], 'stdout', { SOURCE_DATE_EPOCH: '1700000000' });
      expect([r.code, r.other]).toEqual([0, '']);
      expect(JSON.parse(readFileSync(out, 'utf8')).models.map((m: { name: string }) => m.name)).toEqual(['A', 'B']);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('a failing command keeps its exit code when the error message cannot be read (stderr closed)', async () => {
    const r = await withClosedOutput(bin, ['check', join('test', 'fixtures', 'small', 'no-such.yaml')], 'stderr');
    expect([r.code, r.signal, r.other]).toEqual([1, null, '']);
    const usage = await withClosedOutput(bin, ['compute'], 'stderr');
    expect(usage.code).toBe(2);
  });
});
