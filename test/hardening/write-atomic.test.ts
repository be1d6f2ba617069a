/**
 * Writes into a live site (`rocsite pdf` into dist/pdf, relinking its pages) replace a file at once
 * (src/lib/write-target.ts, writeFileAtomicSync): a reader never sees part of it, an interruption leaves the old file.
 */
import { closeSync, mkdirSync, mkdtempSync, openSync, readdirSync, readFileSync, readlinkSync, readSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { writeFileAtomicSync } from '../../src/lib/write-target';

const dir = mkdtempSync(join(tmpdir(), 'rocsite-atomic-write-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('writeFileAtomicSync', () => {
  it('a reader that opened the old file reads all of it, not the new content or a truncated file', () => {
    const f = join(dir, 'page.html');
    const old = 'old '.repeat(10_000);
    writeFileSync(f, old);
    const fd = openSync(f, 'r');
    try {
      writeFileAtomicSync(f, 'new');
      const buf = Buffer.alloc(old.length + 10);
      const n = readSync(fd, buf, 0, buf.length, 0);
      expect(buf.subarray(0, n).toString()).toBe(old);
    } finally {
      closeSync(fd);
    }
    expect(readFileSync(f, 'utf8')).toBe('new');
    expect(readdirSync(dir).filter((n) => n.endsWith('.tmp'))).toEqual([]);
  });

  it('through a symbolic link: the target is replaced, the link stays', () => {
    mkdirSync(join(dir, 'real'));
    writeFileSync(join(dir, 'real', 'a.pdf'), 'old');
    symlinkSync(join(dir, 'real', 'a.pdf'), join(dir, 'link.pdf'));
    writeFileAtomicSync(join(dir, 'link.pdf'), Buffer.from('%PDF'));
    expect(readlinkSync(join(dir, 'link.pdf'))).toBe(join(dir, 'real', 'a.pdf'));
    expect(readFileSync(join(dir, 'real', 'a.pdf'), 'utf8')).toBe('%PDF');
  });

  it('a write that fails leaves what was there and no temporary file', () => {
    mkdirSync(join(dir, 'taken'));
    writeFileSync(join(dir, 'taken', 'keep'), 'x');
    expect(() => writeFileAtomicSync(join(dir, 'taken'), 'data')).toThrow();
    expect(readFileSync(join(dir, 'taken', 'keep'), 'utf8')).toBe('x');
    expect(readdirSync(dir).filter((n) => n.endsWith('.tmp'))).toEqual([]);
  });
});
