/**
 * PDF export benchmark (`npm run bench pdf-jobs`): the built example site (`npm run build` first) copied four times
 * over (16 reports), printed by `exportPdfs` one, two and three reports at a time (ROCSITE_PDF_JOBS), alternated,
 * `ROCSITE_BENCH_RUNS` rounds (default 2). Per setting: the export's wall time (browser launch included), the time per
 * report it amounts to, and the median time of one report (load, print, post-processing), which grows when reports
 * share the cores. Checks that every setting wrote the same bytes.
 */
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { exportPdfs } from '../src/lib/pdf/export';
import { median } from './lib/stats';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const RUNS = Number(process.env.ROCSITE_BENCH_RUNS ?? 2);
const COPIES = 4;
const JOBS = [1, 2, 3];

export default async function (): Promise<void> {
  const dist = join(root, 'dist');
  if (!existsSync(join(dist, 'reports'))) {
    console.log('pdf-jobs: no built site in dist/ (run `npm run build` first); skipped');
    return;
  }
  const tmp = mkdtempSync(join(tmpdir(), 'rocsite-bench-pdf-'));
  try {
    const site = join(tmp, 'site');
    cpSync(dist, site, { recursive: true });
    const slugs = readdirSync(join(site, 'reports'));
    for (const s of slugs) for (let k = 2; k <= COPIES; k++) cpSync(join(site, 'reports', s), join(site, 'reports', `${s}-${k}`), { recursive: true });
    const n = readdirSync(join(site, 'reports')).length;
    const total = new Map<number, number[]>(JOBS.map((j) => [j, []]));
    const each = new Map<number, number[]>(JOBS.map((j) => [j, []]));
    let pages = 0;
    for (let run = 0; run < RUNS; run++)
      for (const jobs of run % 2 ? [...JOBS].reverse() : JOBS) {
        const r = await exportPdfs({ dist: site, outDir: join(tmp, `out-${jobs}`), jobs });
        total.get(jobs)!.push(r.ms / 1000);
        each.get(jobs)!.push(...r.pdfs.map((p) => p.ms / 1000));
        pages = r.pdfs.reduce((t, p) => t + p.pages, 0);
      }
    const differ = readdirSync(join(tmp, 'out-1')).filter((f) => JOBS.some((j) => !readFileSync(join(tmp, `out-${j}`, f)).equals(readFileSync(join(tmp, 'out-1', f)))));
    console.log(`${n} reports (${slugs.length} examples × ${COPIES}), ${pages} pages, ${RUNS} run(s) per setting; PDFs identical across settings: ${differ.length === 0 ? 'yes' : `NO (${differ.join(', ')})`}`);
    console.log('| reports at once | export wall (s) | per report (s) | one report, median (s) |');
    console.log('| --- | --- | --- | --- |');
    for (const j of JOBS) {
      const t = total.get(j)!;
      console.log(`| ${j} | ${t.map((x) => x.toFixed(1)).join(', ')} | ${t.map((x) => (x / n).toFixed(2)).join(', ')} | ${median(each.get(j)!).toFixed(2)} |`);
    }
  } finally {
    rmSync(tmp, { recursive: true, force: true });
  }
}
