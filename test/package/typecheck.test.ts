/**
 * The sources, tests, benchmarks and scripts type-check (tsconfig.json: strict, no unused locals). Vitest runs the
 * tests without checking types, and CI runs `npm test`, so the check is a test. It holds with or without the types
 * Astro generates into .astro/ (a fresh clone has none before its first build).
 */
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { root } from '../helpers/cli';

describe('types', () => {
  it('tsc --noEmit finds no error', () => {
    const tsc = createRequire(import.meta.url).resolve('typescript/bin/tsc');
    const r = spawnSync(process.execPath, [tsc, '--noEmit', '-p', root], { cwd: root, encoding: 'utf8' });
    expect(r.stdout + r.stderr).toBe('');
    expect(r.status).toBe(0);
  }, 240_000);
});
