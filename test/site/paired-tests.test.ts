/**
 * <PairedTests> with more than MAX_ALL_PAIRS_MODELS models: the report tests each model against the best by AUROC
 * only, and the page lists those tests, one row per model (not an M × M matrix), as report.json says; the list fits a
 * 390 px phone and the printed A4 text width. A project of one generated report, built through the real CLI.
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { join, resolve, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JSDOM } from 'jsdom';
import { MAX_ALL_PAIRS_MODELS } from '../../src/lib/limits';
import { fileUrl, launchBrowser } from '../../src/lib/browser';
import { mulberry32 } from '../helpers/random';

const REPO = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');
const M = MAX_ALL_PAIRS_MODELS + 1;
let dir: string;
let page: string;
let json: {
  models: { name: string; auroc: number }[];
  comparisons: { a: string; b: string; auroc: [number, number]; p: number | null; pHolm: number | null; difference: [number, number] }[];
  uncertainty: { notes: string[] };
};

/** Seeded scores: 80 rows, model m5 separates the classes best (long names: they wrap, not widen the table). */
function scoresCsv(): string {
  const rng = mulberry32(5);
  const names = Array.from({ length: M }, (_, k) => `model_with_a_long_name_${k}`);
  const rows = Array.from({ length: 80 }, (_, i) => {
    const y = i % 2;
    return [y, ...names.map((_, k) => (rng() + y * (k === 5 ? 0.8 : 0.3)).toFixed(3))].join(',');
  });
  return [['y', ...names].join(','), ...rows].join('\n') + '\n';
}

beforeAll(() => {
  // Inside the repository, so that Astro resolves from its node_modules.
  const base = join(REPO, 'test-artifacts');
  mkdirSync(base, { recursive: true });
  dir = mkdtempSync(join(base, 'paired-'));
  mkdirSync(join(dir, 'data', 'p'), { recursive: true });
  writeFileSync(join(dir, 'data', 'p', 's.csv'), scoresCsv());
  writeFileSync(join(dir, 'data', 'p', 'many.yaml'), 'title: many models\ndataset: { path: s.csv, label: y, positive: 1 }\n');
  const r = spawnSync(process.execPath, [join(REPO, 'bin', 'rocsite.mjs'), 'build', '--root', dir, '--skip-pdf'], {
    cwd: REPO,
    env: { ...process.env, SOURCE_DATE_EPOCH: '1700000000' },
    encoding: 'utf8',
    timeout: 240_000,
  });
  expect(r.status, r.stderr).toBe(0);
  page = join(dir, 'dist', 'reports', 'many', 'index.html');
  json = JSON.parse(readFileSync(join(dir, 'dist', 'reports', 'many', 'report.json'), 'utf8'));
}, 300_000);

afterAll(() => {
  if (dir) rmSync(dir, { recursive: true, force: true });
});

describe(`<PairedTests> with ${M} models`, () => {
  it('lists each model against the best by AUROC, one row each, with the values of report.json', () => {
    const d = new JSDOM(readFileSync(page, 'utf8')).window.document;
    const best = json.models.reduce((a, m) => (m.auroc > a.auroc ? m : a)).name;
    expect(best).toBe('model_with_a_long_name_5');
    expect(d.querySelector('table.paired-tests:not(.paired-list)')).toBeNull();
    const t = d.querySelector('table.paired-tests.paired-list')!;
    expect(t.getAttribute('data-best')).toBe(best);
    expect(t.querySelector('caption')!.textContent).toContain(`each model against the best, ${best} (the highest AUROC`);
    const rows = Array.from(t.querySelectorAll('tbody tr'));
    expect(rows.map((r) => r.querySelector('th')!.textContent)).toEqual(json.models.map((m) => m.name).filter((n) => n !== best));
    expect(t.querySelectorAll('td[data-p]')).toHaveLength(M - 1);
    for (const r of rows) {
      const c = json.comparisons.find((x) => x.a === best && x.b === r.querySelector('th')!.textContent)!;
      const cells = Array.from(r.querySelectorAll('td')).map((x) => x.textContent);
      expect(cells[0]).toBe(c.auroc[1].toFixed(3));
      expect(cells[1]).toBe((c.auroc[0] - c.auroc[1]).toFixed(3));
      expect(cells[2]).toBe(`[${c.difference[0].toFixed(3)}, ${c.difference[1].toFixed(3)}]`);
      expect(Number(r.querySelector('td[data-p]')!.getAttribute('data-p'))).toBe(c.p);
      // Holm's adjusted p over the M − 1 tests, computed here: sorted p times M − 1, M − 2, …, 1, running maximum.
      const ps = json.comparisons.map((x) => x.p!).sort((x, y) => x - y);
      let run = 0;
      const adj = new Map<number, number>();
      ps.forEach((x, k) => {
        run = Math.max(run, Math.min(1, (ps.length - k) * x));
        if (!adj.has(x)) adj.set(x, run);
      });
      const h = adj.get(c.p!)!;
      const pv = (x: number) => (x < 0.001 ? '< 0.001' : x.toFixed(3));
      // The p column: p, and Holm's adjusted p on the line below.
      expect(r.querySelectorAll('td')[3].innerHTML.replace(/&lt;/g, '<').split('<br>')).toEqual([pv(c.p!), pv(h)]);
      // Bold where the adjusted p is below 0.05.
      expect(r.querySelector('td[data-p]')!.classList.contains('best')).toBe(h < 0.05);
    }
    const notes = Array.from(d.querySelectorAll('.uncertainty-notes li')).map((li) => li.textContent);
    expect(notes).toContain(json.uncertainty.notes.find((n) => n.includes('compare each model with the model of highest AUROC')));
  });

  it('fits a 390 px phone and the A4 text width in print (no cell overflows, the table no wider than its box)', async () => {
    const launched = await launchBrowser();
    try {
      const p = await launched.browser.newPage();
      const fits = async () =>
        p.evaluate(() => {
          const t = document.querySelector('table.paired-list') as HTMLElement;
          const cells = Array.from(t.querySelectorAll('td, th')) as HTMLElement[];
          return { table: t.scrollWidth <= t.parentElement!.clientWidth + 1, cells: cells.filter((c) => c.scrollWidth > c.clientWidth + 1).length };
        });
      await p.setViewport({ width: 390, height: 800 });
      await p.goto(fileUrl(page));
      expect(await fits()).toEqual({ table: true, cells: 0 });
      // Print: A4 (210 mm) minus 2 × 16 mm margins = 178 mm ≈ 673 CSS px.
      await p.emulateMediaType('print');
      await p.setViewport({ width: 673, height: 900 });
      expect(await fits()).toEqual({ table: true, cells: 0 });
    } finally {
      await launched.close();
    }
  });
});
