#!/usr/bin/env node
// The `rocsite` executable (package.json "bin"). The installed package runs the compiled lib/main.js (written by
// scripts/compile.mjs when the package is packed). In a git checkout, where lib/ is not built, tsx (a development
// dependency) runs the TypeScript source src/cli/main.ts instead.
import { existsSync } from 'node:fs';

let main;
if (existsSync(new URL('../lib/main.js', import.meta.url))) {
  ({ main } = await import('../lib/main.js'));
} else {
  try {
    const { register } = await import('tsx/esm/api');
    register();
  } catch {
    process.stderr.write('rocsite: lib/main.js is missing (run `npm run compile`) and tsx is not installed to run the sources\n');
    process.exit(1);
  }
  ({ main } = await import('../src/cli/main.ts'));
}
process.exitCode = await main(process.argv.slice(2));
