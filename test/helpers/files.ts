/** Small file helpers for the input tests: temporary files and the message of an expected rejection. */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** A fresh temporary directory and a function writing a text file into it (returns its path). */
export function tempFiles(prefix: string): { dir: string; write: (name: string, text: string) => string } {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  return {
    dir,
    write: (name, text) => {
      const p = join(dir, name);
      writeFileSync(p, text);
      return p;
    },
  };
}

/** The message of the error a promise rejects with; throws when it resolves. */
export async function rejection(p: Promise<unknown>): Promise<string> {
  try {
    await p;
  } catch (e) {
    return (e as Error).message;
  }
  throw new Error('expected an error');
}
