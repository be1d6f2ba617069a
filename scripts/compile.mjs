// `npm install` in a checkout and `npm pack` / `npm publish` (the "prepare" script): compile the command line and the
// Node-side code it runs (src/cli/main.ts and what it imports from src/lib) to JavaScript in lib/, so bin/rocsite.mjs
// runs without a TypeScript loader (fast start). Dependencies stay external; Astro/puppeteer code paths are separate
// chunks loaded on demand (fast `--help`). lib/sources.json lists the compiled sources: bin/rocsite.mjs runs the
// TypeScript sources instead when one of them is newer than lib/ (a checkout edited since the last compile).
// The Astro site itself (src/pages, src/components, src/content.config.ts) ships as source: Astro compiles it.
import { build } from 'esbuild';
import { renameSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const outdir = join(root, 'lib');
const tmp = join(root, `.lib-${process.pid}`);
rmSync(tmp, { recursive: true, force: true });
const t = performance.now();
const result = await build({
  absWorkingDir: root,
  entryPoints: { main: 'src/cli/main.ts', 'bootstrap-worker': 'src/lib/report/bootstrap-worker.ts' },
  outdir: tmp,
  bundle: true,
  splitting: true,
  format: 'esm',
  platform: 'node',
  target: 'node20',
  packages: 'external',
  chunkNames: 'chunks/[name]-[hash]',
  legalComments: 'none',
  logLevel: 'warning',
  metafile: true,
});
const sources = Object.keys(result.metafile.inputs).filter((f) => !f.startsWith('node_modules/')).sort();
writeFileSync(join(tmp, 'sources.json'), JSON.stringify(sources) + '\n');
// Replaced as a whole: a running `rocsite` never sees half of a new lib/.
rmSync(outdir, { recursive: true, force: true });
renameSync(tmp, outdir);
process.stdout.write(`compile: lib/main.js (${sources.length} sources) in ${((performance.now() - t) / 1000).toFixed(1)} s\n`);
