/**
 * `npm run build`: the repository's own site (the shipped examples), built as a user's project is: `rocsite build
 * --root <this repository>` (bin/rocsite.mjs, the compiled CLI; its options, e.g. --skip-pdf, --only-compute, --force,
 * are passed on), plus one repository-only step: the simulated example data data/ews/scores.csv and
 * data/icu/icu-simulated.csv are generated (seeded, deterministic) when missing, by their TypeScript simulators run by
 * tsx. Only they run under tsx: the examples' build under its module loader took 3–4.6 s (5–6 CPU-s) longer.
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ignoreClosedOutput } from '../bin/closed-output.mjs';

ignoreClosedOutput();
const root = join(dirname(fileURLToPath(import.meta.url)), '..');

for (const [folder, file, script] of [
  ['ews', 'scores.csv', 'simulate-ews.ts'],
  ['icu', 'icu-simulated.csv', 'simulate-icu.ts'],
]) {
  const csv = join(root, 'data', folder, file);
  if (existsSync(csv) || !existsSync(join(root, 'data', folder))) continue;
  const tsx = join(dirname(createRequire(import.meta.url).resolve('tsx/package.json')), 'dist', 'cli.mjs');
  const t = performance.now();
  // (The simulator's own line is left out; its errors are shown.)
  const r = spawnSync(process.execPath, [tsx, join(root, 'scripts', script), '--out', csv], { cwd: root, stdio: ['ignore', 'ignore', 'inherit'] });
  if (r.status !== 0) {
    process.stderr.write(`rocsite build: generating the SIMULATED data data/${folder}/${file} failed (scripts/${script})\n`);
    process.exit(1);
  }
  process.stdout.write(`rocsite build: generated SIMULATED data data/${folder}/${file} (seeded) in ${((performance.now() - t) / 1000).toFixed(1)} s\n`);
}

// The build in a child process (no TypeScript loader in it); an interrupt reaches it, which then cleans up.
const child = spawn(process.execPath, [join(root, 'bin', 'rocsite.mjs'), 'build', '--root', root, ...process.argv.slice(2)], { stdio: 'inherit' });
for (const s of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(s, () => child.kill(s));
child.on('close', (code, signal) => {
  if (!signal) process.exit(code ?? 1);
  // Ended by a signal: so does this process.
  process.removeAllListeners(signal);
  process.kill(process.pid, signal);
});
