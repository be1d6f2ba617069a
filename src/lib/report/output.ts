/**
 * Where a report may be written: never over one of its own inputs (the config or any data file), however the path is
 * spelled (relative, through a symbolic link, a hard link): the output is compared with each input by device and
 * inode.
 */
import { stat } from 'node:fs/promises';
import * as path from 'node:path';
import { loadConfig, type LoadOptions } from '../config/load';
import { displayPath } from '../io/errors';
import { ReportError } from './errors';

async function fileId(p: string): Promise<string | undefined> {
  try {
    const s = await stat(p);
    return `${s.dev}:${s.ino}`;
  } catch {
    return undefined;
  }
}

/** Throws a ReportError when `out` is the config file or one of its inputs. */
export async function assertNotAnInput(out: string, configPath: string, cwd: string = process.cwd(), opts: LoadOptions = {}): Promise<void> {
  const outAbs = path.resolve(cwd, out);
  const outId = await fileId(outAbs);
  if (outId === undefined) return; // a file that does not exist yet is no input
  const loaded = await loadConfig(configPath, cwd, opts);
  const inputs = [{ abs: loaded.file.abs, what: 'the config file' }, ...loaded.inputs.map((f) => ({ abs: f.abs, what: 'an input file of the config' }))];
  for (const i of inputs) {
    if ((await fileId(i.abs)) === outId) {
      throw new ReportError(`--out ${displayPath(outAbs, cwd)}: it is ${i.what} (${displayPath(i.abs, cwd)}); refusing to write the report over it`);
    }
  }
}
