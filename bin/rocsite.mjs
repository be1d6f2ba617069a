#!/usr/bin/env node
// The `rocsite` executable (package.json "bin"): runs the compiled lib/main.js (written by scripts/compile.mjs, the
// "prepare" script: on `npm install` in a checkout and when the package is packed). When lib/ is missing, or one of
// the sources it was compiled from (lib/sources.json) is newer (a checkout edited since), tsx (a development
// dependency) runs the TypeScript source src/cli/main.ts instead.
import { readFileSync, statSync } from 'node:fs';

const here = new URL('..', import.meta.url);

function compiledIsCurrent() {
  try {
    const built = statSync(new URL('lib/main.js', here)).mtimeMs;
    const sources = JSON.parse(readFileSync(new URL('lib/sources.json', here), 'utf8'));
    return sources.every((f) => statSync(new URL(f, here)).mtimeMs <= built);
  } catch {
    return false;
  }
}

let main;
if (compiledIsCurrent()) {
  ({ main } = await import('../lib/main.js'));
} else {
  try {
    const { register } = await import('tsx/esm/api');
    register();
  } catch {
    process.stderr.write('rocsite: lib/main.js is missing or older than the sources (run `npm run compile`) and tsx is not installed to run the sources\n');
    process.exit(1);
  }
  ({ main } = await import('../src/cli/main.ts'));
}
process.exitCode = await main(process.argv.slice(2));
