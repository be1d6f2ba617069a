/**
 * Start-up cost of the `rocsite` executable: bin/rocsite.mjs runs the compiled lib/ (scripts/compile.mjs, the
 * "prepare" script) while it is current, and the CLI loads each subcommand's modules on demand, so `rocsite --help`
 * loads commander and little else. Measured as CPU time (user + system, from bash's `times`), which machine load
 * inflates far less than wall time; the best of three runs.
 */
import { describe, expect, it, beforeAll } from 'vitest';
import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { root } from '../helpers/cli';

/** The same test as bin/rocsite.mjs: lib/main.js exists and no source listed in lib/sources.json is newer. */
function compiledIsCurrent(): boolean {
  try {
    const built = statSync(join(root, 'lib', 'main.js')).mtimeMs;
    const sources: string[] = JSON.parse(readFileSync(join(root, 'lib', 'sources.json'), 'utf8'));
    return sources.every((f) => statSync(join(root, f)).mtimeMs <= built);
  } catch {
    return false;
  }
}

/** CPU seconds (user + system) of `node bin/rocsite.mjs <args>`, best of `n` runs. */
function cpu(args: string[], n = 3): number {
  let best = Infinity;
  for (let i = 0; i < n; i++) {
    const cmd = `node bin/rocsite.mjs ${args.map((a) => `'${a}'`).join(' ')} >/dev/null 2>&1; echo "exit $?"; times`;
    const out = execFileSync('bash', ['-c', cmd], { cwd: root, encoding: 'utf8' });
    expect(out).toMatch(/^exit 0$/m);
    // `times`: the shell's user/system times, then its children's.
    const [u, s] = out.trim().split('\n').pop()!.split(/\s+/).map((t) => {
      const m = /^(\d+)m([\d.]+)s$/.exec(t)!;
      return Number(m[1]) * 60 + Number(m[2]);
    });
    best = Math.min(best, u + s);
  }
  return best;
}

beforeAll(() => {
  if (!compiledIsCurrent()) execFileSync(process.execPath, [join(root, 'scripts', 'compile.mjs')], { cwd: root });
}, 120_000);

describe('start-up of the rocsite executable (compiled JavaScript)', () => {
  it('lib/ is current after compiling, and the executable would run it', () => {
    expect(compiledIsCurrent()).toBe(true);
    // What `rocsite --help` loads: lib/main.js and its static imports (not the chunks imported on demand).
    const loaded = new Set<string>();
    const packages = new Set<string>();
    const visit = (file: string) => {
      if (loaded.has(file)) return;
      loaded.add(file);
      for (const m of readFileSync(file, 'utf8').matchAll(/^import\s(?:[^'"]*?\sfrom\s)?"([^"]+)";/gms)) {
        if (m[1].startsWith('.')) visit(join(file, '..', m[1]));
        else packages.add(m[1]);
      }
    };
    visit(join(root, 'lib', 'main.js'));
    expect([...packages].filter((p) => !p.startsWith('node:')).sort()).toEqual(['commander']);
  });

  it('rocsite --help takes under 0.2 s of CPU', () => {
    const t = cpu(['--help']);
    console.log(`rocsite --help: ${t.toFixed(3)} s CPU`);
    expect(t).toBeLessThan(0.2);
  });

  it('rocsite compute of a small config takes under 0.3 s of CPU', () => {
    const out = join(root, 'test-artifacts', `startup-${process.pid}.json`);
    mkdirSync(join(root, 'test-artifacts'), { recursive: true });
    const t = cpu(['compute', 'test/fixtures/small/small.yaml', '--out', out, '-q']);
    console.log(`rocsite compute (100 cases): ${t.toFixed(3)} s CPU`);
    expect(t).toBeLessThan(0.3);
    expect(JSON.parse(readFileSync(out, 'utf8')).models).toHaveLength(2);
    rmSync(out);
  });
});
