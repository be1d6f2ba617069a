#!/usr/bin/env node
// The `rocsite` executable (package.json "bin"). rocsite is written in TypeScript; tsx's ESM loader, registered
// through its public API, runs src/cli/main.ts directly, so nothing has to be compiled before use.
let register;
try {
  ({ register } = await import('tsx/esm/api'));
} catch {
  process.stderr.write('rocsite: cannot load tsx, which runs rocsite\'s TypeScript sources; install it next to rocsite (npm install tsx)\n');
  process.exit(1);
}
register();
const { main } = await import('../src/cli/main.ts');
process.exitCode = await main(process.argv.slice(2));
