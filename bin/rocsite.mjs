#!/usr/bin/env node
// The `rocsite` executable (package.json "bin"). rocsite is written in TypeScript; tsx's ESM loader (registered
// through its public API) runs src/cli/main.ts directly, so nothing has to be compiled before use.
import { register } from 'tsx/esm/api';

register();
const { main } = await import('../src/cli/main.ts');
process.exitCode = await main(process.argv.slice(2));
