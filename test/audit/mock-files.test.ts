/**
 * The unit files share their worker's modules (vitest.config.ts, isolate: false), so a file that replaces a module
 * with vi.mock must be one of MOCKS (whose files import their modules afresh); else the replacement would reach, or
 * miss, other files by the order they happen to run in.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { listFiles } from '../../src/lib/site/relativize';
import { MOCKS } from '../helpers/mock-files';
import { root } from '../helpers/cli';

describe('test files that replace modules', () => {
  it('every file calling vi.mock or vi.doMock is in MOCKS, and every file of MOCKS calls one', () => {
    const files = listFiles(join(root, 'test')).filter((f) => f.endsWith('.ts')).map((f) => `test/${f}`);
    const mocking = files.filter((f) => /\bvi\.(do)?[mM]ock\(/.test(readFileSync(join(root, f), 'utf8').replace(/\/\*[\s\S]*?\*\/|\/\/.*$/gm, '')));
    expect(mocking.length).toBeGreaterThan(0);
    expect(mocking.sort()).toEqual([...MOCKS].sort());
  });
});
