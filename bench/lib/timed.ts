/** A benchmarked process's figures from /usr/bin/time: wall and CPU (user + system) seconds, maximum RSS. */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export interface Timed {
  name: string;
  wall: number;
  cpu: number;
  rssMb: number;
}

/** Runs `cmd args` in `cwd` under /usr/bin/time (its stdout dropped, stderr shown) and returns its figures. */
export function timed(name: string, cmd: string, args: string[], cwd: string, env: NodeJS.ProcessEnv = {}): Timed {
  const out = join(tmpdir(), `rocsite-bench-time-${process.pid}.txt`);
  console.log(`  running: ${name}`);
  execFileSync('/usr/bin/time', ['-f', '%e %U %S %M', '-o', out, cmd, ...args], {
    cwd,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const [e, u, s, m] = readFileSync(out, 'utf8').trim().split('\n').pop()!.split(' ').map(Number);
  return { name, wall: e, cpu: u + s, rssMb: m / 1024 };
}
