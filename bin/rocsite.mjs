#!/usr/bin/env node
// The `rocsite` executable (package.json "bin"): runs the compiled lib/main.js (written by scripts/compile.mjs, the
// "prepare" script: on `npm install` in a checkout and when the package is packed). In a checkout where lib/ is
// missing, or where one of the sources it was compiled from (lib/sources.json) is newer, tsx (a development
// dependency) runs the TypeScript source src/cli/main.ts instead; without tsx (an installed package) lib/ is used.
import { existsSync, readFileSync, statSync } from 'node:fs';
import { ignoreClosedOutput } from './closed-output.mjs';

ignoreClosedOutput();

const here = new URL('..', import.meta.url);
const compiled = new URL('lib/main.js', here);

function compiledIsCurrent() {
  try {
    const built = statSync(compiled).mtimeMs;
    const sources = JSON.parse(readFileSync(new URL('lib/sources.json', here), 'utf8'));
    return sources.every((f) => statSync(new URL(f, here)).mtimeMs <= built);
  } catch {
    return false;
  }
}

async function tsx() {
  try {
    const { register } = await import('tsx/esm/api');
    register();
    return true;
  } catch {
    return false;
  }
}

let main;
if (compiledIsCurrent()) ({ main } = await import('../lib/main.js'));
else if (await tsx()) ({ main } = await import('../src/cli/main.ts'));
else if (existsSync(compiled)) ({ main } = await import('../lib/main.js'));
else {
  process.stderr.write('rocsite: lib/main.js is missing (run `npm run compile`) and tsx is not installed to run the sources\n');
  process.exit(1);
}
process.exitCode = await main(process.argv.slice(2));
