/**
 * Vitest global set-up: every temporary file of the run goes into one directory, removed when the run ends. The
 * tests (and the builds, browsers and CLI processes they start) make their temporary directories with os.tmpdir(),
 * which reads TMPDIR; the workers inherit it from this process. A run used to leave about 140 directories (15 MB)
 * in /tmp; an interrupted run now leaves one, rocsite-tests-*.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';

export default function setup(): () => void {
  // Run once per test project: the first one makes the directory, the others find it in TMPDIR.
  if (basename(tmpdir()).startsWith('rocsite-tests-')) return () => {};
  const dir = mkdtempSync(join(tmpdir(), 'rocsite-tests-'));
  process.env.TMPDIR = dir;
  return () => rmSync(dir, { recursive: true, force: true });
}
