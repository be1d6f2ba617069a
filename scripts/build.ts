/**
 * `npm run build`: the repository's own site (the shipped examples), the same build as `rocsite build` in a user's
 * project (src/cli/site.ts), plus one repository-only step: the simulated example data data/ews/scores.csv and
 * data/icu/icu-simulated.csv are generated (seeded, deterministic) when missing.
 *
 * Options: --skip-pdf, --only-compute (compute the reports only), --force (no reuse of unchanged pages and PDFs).
 */
import { existsSync, writeFileSync } from 'node:fs';
import { join, resolve, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildSite, SiteBuildError } from '../src/cli/site';
import { errorMessage } from '../src/lib/error-message';
import { terminalText } from '../src/lib/text';
import { simulateEws } from './simulate-ews';
import { simulateIcu } from './simulate-icu';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const args = new Set(process.argv.slice(2));

function ensureSimulatedData(): void {
  for (const [folder, file, simulate] of [
    ['ews', 'scores.csv', simulateEws],
    ['icu', 'icu-simulated.csv', simulateIcu],
  ] as const) {
    const csv = join(root, 'data', folder, file);
    if (existsSync(csv) || !existsSync(join(root, 'data', folder))) continue;
    const t = performance.now();
    writeFileSync(csv, simulate());
    process.stdout.write(`rocsite build: generated SIMULATED data data/${folder}/${file} (seeded) in ${((performance.now() - t) / 1000).toFixed(1)} s\n`);
  }
}

ensureSimulatedData();
buildSite({ root, pdf: !args.has('--skip-pdf'), onlyCompute: args.has('--only-compute'), force: args.has('--force') }).catch((e) => {
  // As `rocsite build`: a failed step's message, terminal-safe; anything else through the CLI's error rule.
  process.stderr.write(`rocsite build: ${e instanceof SiteBuildError ? terminalText(e.message) : errorMessage(e)}\n`);
  process.exit(1);
});
