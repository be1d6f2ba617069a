// `npm pack` / `npm publish` (prepack): compile the command line and the Node-side code it runs (src/cli/main.ts and
// what it imports from src/lib) to JavaScript in lib/, so the installed package needs no TypeScript loader.
// Dependencies stay external; Astro/puppeteer code paths are separate chunks loaded on demand (fast `--help`).
// The Astro site itself (src/pages, src/components, src/content.config.ts) ships as source: Astro compiles it.
import { build } from 'esbuild';
import { rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const outdir = join(root, 'lib');
rmSync(outdir, { recursive: true, force: true });
const t = performance.now();
await build({
  absWorkingDir: root,
  entryPoints: { main: 'src/cli/main.ts', 'bootstrap-worker': 'src/lib/report/bootstrap-worker.ts' },
  outdir,
  bundle: true,
  splitting: true,
  format: 'esm',
  platform: 'node',
  target: 'node20',
  packages: 'external',
  chunkNames: 'chunks/[name]-[hash]',
  legalComments: 'none',
  logLevel: 'warning',
});
process.stdout.write(`compile: lib/main.js in ${((performance.now() - t) / 1000).toFixed(1)} s\n`);
