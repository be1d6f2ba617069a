/**
 * `npm run build`: the whole static site, from the configs and data in the repository.
 *
 *  1. SOURCE_DATE_EPOCH: when unset, the time of the last git commit (so a fresh clone builds byte-identical output);
 *  2. simulated example data: data/ews/scores.csv is generated (seeded, deterministic) when it is missing;
 *  3. every report is computed through the report pipeline (src/lib/report/pipeline.ts, as `rocsite compute --cache`;
 *     cached by a hash of its config and inputs), one progress line per report;
 *  4. `astro build` renders the pages (its content loader, src/lib/site/loader.ts, reads the reports through the same
 *     cached pipeline and validates them against the report schema), downloads (report.json, CSV) and charts into dist/, then every internal URL is
 *     made relative (src/lib/site/relativize.ts, an Astro integration);
 *  5. one self-contained HTML per report: dist/reports/<slug>/standalone.html (CSS, fonts, scripts and SVG inlined);
 *  6. PDFs with scripts/pdf.ts when it exists and a browser is present; otherwise one line says why there are none.
 *
 * Options: --skip-pdf, --only-compute (steps 1–3, used by `npm run dev`).
 */
import { spawnSync, execFileSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync, readdirSync } from 'node:fs';
import { join, resolve, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { computeSite } from '../src/lib/site/compute';
import { makeStandalone } from '../src/lib/site/standalone';
import { simulateEws } from './simulate-ews';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const args = new Set(process.argv.slice(2));
const t0 = performance.now();
const log = (s: string) => process.stdout.write(s + '\n');
const secs = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

function sourceDateEpoch(): void {
  if (process.env.SOURCE_DATE_EPOCH) return;
  try {
    const ct = execFileSync('git', ['log', '-1', '--format=%ct'], { cwd: root, stdio: ['ignore', 'pipe', 'ignore'] }).toString().trim();
    if (/^\d+$/.test(ct)) process.env.SOURCE_DATE_EPOCH = ct;
  } catch {
    /* not a git checkout: the pipeline falls back to the inputs' modification times */
  }
}

function ensureSimulatedData(): void {
  const csv = join(root, 'data', 'ews', 'scores.csv');
  if (existsSync(csv) || !existsSync(join(root, 'data', 'ews'))) return;
  const t = performance.now();
  writeFileSync(csv, simulateEws());
  log(`rocsite build: generated SIMULATED data data/ews/scores.csv (seeded) in ${secs(performance.now() - t)}`);
}

function findBrowser(): string | undefined {
  const env = process.env.PUPPETEER_EXECUTABLE_PATH;
  if (env && existsSync(env)) return env;
  return ['/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome', '/usr/bin/google-chrome-stable'].find((p) => existsSync(p));
}

async function main(): Promise<void> {
  sourceDateEpoch();
  ensureSimulatedData();

  // 3. Reports through the pipeline.
  const tc = performance.now();
  const entries = await computeSite({
    root,
    onReport: (r) =>
      log(
        `rocsite build: [${r.index}/${r.total}] ${r.slug} (${r.configPath}): ${r.models} models, ${r.warnings} warning${r.warnings === 1 ? '' : 's'} — ` +
          `${r.cached ? 'cached' : 'computed'} in ${secs(r.ms)}`,
      ),
  });
  log(`rocsite build: ${entries.length} reports ready in ${secs(performance.now() - tc)}`);
  if (args.has('--only-compute')) return;

  // 4. Astro.
  const ta = performance.now();
  const astro = spawnSync(process.execPath, [join(root, 'node_modules', 'astro', 'astro.js'), 'build', '--silent'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, ASTRO_TELEMETRY_DISABLED: '1' },
  });
  if (astro.status !== 0) throw new Error(`astro build failed (exit status ${astro.status})`);
  log(`rocsite build: pages rendered by Astro in ${secs(performance.now() - ta)}`);

  // 5. Standalone HTML.
  const dist = join(root, 'dist');
  for (const e of entries) {
    const page = join(dist, 'reports', e.slug, 'index.html');
    const out = join(dist, 'reports', e.slug, 'standalone.html');
    writeFileSync(out, makeStandalone(readFileSync(page, 'utf8'), dirname(page)));
  }
  log(`rocsite build: ${entries.length} self-contained HTML files (dist/reports/<slug>/standalone.html)`);

  // 6. PDFs.
  if (args.has('--skip-pdf')) {
    log('rocsite build: PDFs skipped (--skip-pdf)');
  } else if (!existsSync(join(root, 'scripts', 'pdf.ts'))) {
    log('rocsite build: no PDF step (scripts/pdf.ts is not in this checkout); the site is complete without PDFs');
  } else if (!findBrowser()) {
    log('rocsite build: no Chromium/Chrome found, PDFs not written (install chromium or set PUPPETEER_EXECUTABLE_PATH, then `npm run pdf`)');
  } else {
    const tp = performance.now();
    const tsx = join(root, 'node_modules', 'tsx', 'dist', 'cli.mjs');
    const pdf = spawnSync(process.execPath, [tsx, join(root, 'scripts', 'pdf.ts'), '--optional'], { cwd: root, stdio: 'inherit', env: process.env });
    if (pdf.status !== 0) throw new Error(`PDF export failed (exit status ${pdf.status}); run \`npm run pdf\` to see why`);
    const n = existsSync(join(dist, 'pdf')) ? readdirSync(join(dist, 'pdf')).filter((f) => f.endsWith('.pdf')).length : 0;
    log(`rocsite build: ${n} PDFs in dist/pdf in ${secs(performance.now() - tp)}`);
  }
  log(`rocsite build: done in ${secs(performance.now() - t0)} → dist/index.html`);
}

main().catch((e) => {
  process.stderr.write(`rocsite build: ${(e as Error).message}\n`);
  process.exit(1);
});
