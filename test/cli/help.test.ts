/**
 * `--help` of every subcommand prints its usage and does nothing else: exit 0, nothing on stderr, nothing written
 * (the working directory is a project with data/ and content/reports/, which `build`, `init` or `check` would use).
 * The list of subcommands is read from `rocsite --help`, so a new subcommand without a usage test fails here.
 */
import { describe, expect, it } from 'vitest';
import { spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readdirSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { root, runCli } from '../helpers/cli';
import { COMMAND_SETTINGS } from '../../src/lib/settings';

/** Every file under dir with its size and mtime. */
function snapshot(dir: string): string[] {
  const out: string[] = [];
  const walk = (d: string) => {
    for (const n of readdirSync(d).sort()) {
      const p = join(d, n);
      const s = statSync(p);
      if (s.isDirectory()) walk(p);
      else out.push(`${p} ${s.size} ${s.mtimeMs}`);
    }
  };
  walk(dir);
  return out;
}

function project(): string {
  const dir = mkdtempSync(join(tmpdir(), 'rocsite-help-'));
  mkdirSync(join(dir, 'data', 'asah'), { recursive: true });
  mkdirSync(join(dir, 'content', 'reports'), { recursive: true });
  cpSync(join(root, 'data', 'asah'), join(dir, 'data', 'asah'), { recursive: true });
  cpSync(join(root, 'content', 'reports', 'asah.mdx'), join(dir, 'content', 'reports', 'asah.mdx'));
  return dir;
}

const EXPECTED = ['compute', 'check', 'init', 'build', 'dev', 'pdf'];

describe('--help of every subcommand', () => {
  it('rocsite --help lists exactly the subcommands tested here', async () => {
    const r = await runCli(['--help'], project(), {});
    expect(r.code).toBe(0);
    const commands = r.out
      .split('Commands:')[1]
      .split('\n')
      .map((l) => /^ {2}(\w[\w-]*)/.exec(l)?.[1])
      .filter((c): c is string => !!c && c !== 'help');
    expect(commands.sort()).toEqual([...EXPECTED].sort());
  });

  for (const cmd of EXPECTED) {
    for (const flag of ['--help', '-h']) {
      it(`rocsite ${cmd} ${flag} prints the usage and does nothing else`, async () => {
        const dir = project();
        const before = snapshot(dir);
        const t = performance.now();
        const r = await runCli([cmd, flag], dir, {});
        expect(r.code).toBe(0);
        expect(r.err).toBe('');
        expect(r.out).toMatch(new RegExp(`^Usage: rocsite ${cmd} `));
        expect(r.out).toContain('Options:');
        expect(snapshot(dir)).toEqual(before);
        expect(performance.now() - t).toBeLessThan(3000);
      });
    }
  }

  it('bin/rocsite.mjs build --help (a new process) prints the usage and builds nothing', () => {
    const dir = project();
    const before = snapshot(dir);
    const r = spawnSync(process.execPath, [join(root, 'bin', 'rocsite.mjs'), 'build', '--help'], { cwd: dir, encoding: 'utf8' });
    expect(r.status).toBe(0);
    expect(r.stdout).toContain('Usage: rocsite build');
    for (const o of ['--root', '--out', '--base', '--skip-pdf']) expect(r.stdout).toContain(o);
    expect(snapshot(dir)).toEqual(before);
  });

  it('each command lists, after its options, the environment settings it reads (src/lib/settings.ts)', async () => {
    for (const [cmd, settings] of Object.entries(COMMAND_SETTINGS)) {
      const r = await runCli([cmd, '--help'], process.cwd(), {});
      const env = r.out.split('\nEnvironment:\n')[1] ?? '';
      const listed = [...env.matchAll(/^  (\S+) +\S/gm)].map((m) => m[1]);
      expect(listed, `${cmd} --help`).toEqual(settings.map((s) => s.name));
    }
    const build = await runCli(['build', '--help'], process.cwd(), {});
    expect(build.out.replace(/\s+/g, ' ')).toContain('(default: the cores, at most 4)');
  });
});
