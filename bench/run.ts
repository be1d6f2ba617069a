/**
 * Benchmark runner (`npm run bench`): imports every bench/*.bench.ts and runs its default export in turn.
 * Each benchmark prints its own figures.
 */
import { readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const only = process.argv.slice(2);
const files = readdirSync(here)
  .filter((f) => f.endsWith('.bench.ts'))
  .filter((f) => only.length === 0 || only.some((o) => f.includes(o)))
  .sort();
let failed = 0;
for (const f of files) {
  console.log(`\n== ${f}`);
  try {
    const mod = (await import(pathToFileURL(join(here, f)).href)) as { default?: () => Promise<void> };
    // Convention: `export default async function (): Promise<void>`. A file without one ran its work on import.
    if (typeof mod.default === 'function') await mod.default();
    else console.log(`(${f} has no default export: it ran when imported)`);
  } catch (err) {
    failed++;
    console.error(`${f} failed:`, err);
  }
}
if (failed) process.exitCode = 1;
