/**
 * Model names that are also names of Object.prototype members (`__proto__`, `constructor`, `toString`) are ordinary
 * names end to end through `rocsite compute`: the heatmap keeps every model's PV and winners, per-model thresholds
 * apply to their model, and `dataset.roc` keeps every model. In the site build, MDX reports named with capitals, '.'
 * and '_' get their pages under their names.
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { dict, own } from '../../src/lib/dict';
import { modelColors } from '../../src/lib/charts/palette';
import { reportSchema } from '../../src/lib/report/schema';
import { runCli } from '../helpers/cli';
import { tempFiles } from '../helpers/files';
import { parseHtmlFile } from '../helpers/dom';

const REPO = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');
const NAMES = ['__proto__', 'constructor', 'toString'];
const env = { SOURCE_DATE_EPOCH: '1700000000' };

/** 20 positives and 30 negatives, distinct scores: `__proto__` separates them perfectly, `toString` ranks them in reverse. */
function scoresCsv(): string {
  const rows = ['y,__proto__,constructor,toString'];
  for (let i = 0; i < 50; i++) {
    const y = i < 20 ? 1 : 0;
    rows.push(`${y},${y ? 0.6 + i / 100 : (i - 20) / 100},${((i * 37) % 50) / 50},${y ? 0.3 - i / 100 : 0.5 + i / 100}`);
  }
  return rows.join('\n') + '\n';
}

const CONFIG = `title: prototype names
dataset: { path: d.csv, label: y, positive: 1 }
scenarios:
  - { name: s, precision: 0.5, capacity: "40%", cost: { t: [0.1, 0.5] } }
heatmap: { precision: [0.5, 0.7], capacity: ["20%", "40%"], cost: { t: [0.1, 0.5] } }
thresholds: { __proto__: [0.5], constructor: [0.5], toString: [0.5] }
`;

describe('data strings that name Object.prototype members', () => {
  it('rocsite compute: heatmap cells, winners and per-model thresholds', async () => {
    const t = tempFiles('rocsite-names-');
    t.write('d.csv', scoresCsv());
    t.write('c.yaml', CONFIG);
    const r = await runCli(['compute', 'c.yaml', '--out', 'o.json'], t.dir, env);
    expect(r.err).toBe('');
    expect(r.code).toBe(0);
    const text = readFileSync(join(t.dir, 'o.json'), 'utf8');
    const rep = JSON.parse(text);
    expect(rep.models.map((m: { name: string }) => m.name)).toEqual(NAMES);
    for (const row of rep.heatmap.cells) {
      for (const c of row) {
        // Every model's PV is an own key; the perfect classifier has PV 1 (or every PV is 0 in a degenerate cell) and wins.
        expect(Object.keys(c.partialVoros)).toEqual(NAMES);
        const pv = NAMES.map((n) => own<number>(c.partialVoros, n));
        for (const v of pv) expect(typeof v).toBe('number');
        expect(pv[0] === 1 || pv.every((v) => v === 0)).toBe(true);
        expect(c.winners).toContain('__proto__');
        expect(c.winners.length).toBeGreaterThan(0);
      }
    }
    // Each model's listed threshold 0.5 is one 'config' operating point (TPR 1 / 0 for the perfect / reversed model).
    for (const m of rep.models) {
      const ops = m.operatingPoints.filter((o: { source: string }) => o.source === 'config');
      expect(ops.length, m.name).toBe(1);
    }
    const op = (n: string) => rep.models.find((m: { name: string }) => m.name === n).operatingPoints.find((o: { source: string }) => o.source === 'config');
    expect(op('__proto__').tpr).toBe(1);
    expect(op('__proto__').fpr).toBe(0);
    expect(op('toString').tpr).toBe(0);
    // The report schema keeps every key too (zod's record parser alone drops `__proto__`).
    const parsed = reportSchema.parse(JSON.parse(text));
    expect(Object.keys(parsed.heatmap!.cells[0][0].partialVoros)).toEqual(NAMES);
  });

  it('dataset.roc keeps a model named __proto__; an unknown model in thresholds is still an error', async () => {
    const t = tempFiles('rocsite-names-roc-');
    t.write('a.csv', 'fpr,tpr\n0,0\n0.1,0.6\n1,1\n');
    t.write('c.yaml', 'title: t\ndataset: { roc: { __proto__: a.csv, constructor: a.csv }, positives: 10, negatives: 20 }\n');
    t.write('o.yaml', 'title: t\ndataset: { roc: { A: a.csv }, positives: 10, negatives: 20 }\nthresholds: { toString: [0.5] }\n');
    const r = await runCli(['compute', 'c.yaml', '--out', 'o.json'], t.dir, env);
    expect(r.code).toBe(0);
    const rep = JSON.parse(readFileSync(join(t.dir, 'o.json'), 'utf8'));
    expect(rep.models.map((m: { name: string }) => m.name)).toEqual(['__proto__', 'constructor']);
    const bad = await runCli(['compute', 'o.yaml', '--out', 'o.json'], t.dir, env);
    expect(bad.code).toBe(1);
    expect(bad.err).toContain("thresholds.toString: expected a model name (A), got 'toString'");
  });

  it('dict and modelColors: no inherited members', () => {
    const d = dict<number>([['__proto__', 1]]);
    expect(Object.keys(d)).toEqual(['__proto__']);
    expect(d.__proto__).toBe(1);
    expect(own({}, 'toString')).toBeUndefined();
    const c = modelColors(NAMES);
    expect(Object.keys(c)).toEqual(NAMES);
    for (const n of NAMES) expect(c[n]).toMatch(/^#[0-9A-F]{6}$/);
    expect(modelColors(['A'])['toString']).toBeUndefined();
  });

  it('the site build: a model named __proto__ gets its pages, heatmap winners and report.json (Astro store included)', () => {
    // Built from a project inside the repository (so Astro resolves from its node_modules), through the real CLI.
    const base = join(REPO, 'test-artifacts');
    mkdirSync(base, { recursive: true });
    const dir = mkdtempSync(join(base, 'names-site-'));
    try {
      mkdirSync(join(dir, 'data', 'p'), { recursive: true });
      writeFileSync(join(dir, 'data', 'p', 'd.csv'), scoresCsv());
      writeFileSync(join(dir, 'data', 'p', 'c.yaml'), CONFIG.replace(/^thresholds:.*\n/m, ''));
      // MDX reports whose file names keep their case, a '.' and a '_' (Astro's own ids would have lower-cased and
      // stripped them, and the pages not found their reports), on a copy of the config.
      writeFileSync(join(dir, 'data', 'p', 'e.yaml'), CONFIG.replace(/^thresholds:.*\n/m, '').replace('prototype names', 'MDX names'));
      // And a report whose only model ranks every negative above every positive: no operating point but never alerting
      // meets precision 0.5, so its partial VOROS is 0 (no best model: every page says so by one rule, verdict.ts).
      writeFileSync(join(dir, 'data', 'p', 'r.yaml'), CONFIG.replace(/^thresholds:.*\n/m, '').replace('prototype names', 'reversed').replace('positive: 1 }', 'positive: 1, models: [toString] }'));
      mkdirSync(join(dir, 'content', 'reports'), { recursive: true });
      for (const n of ['Sepsis', 'v1.2_b']) writeFileSync(join(dir, 'content', 'reports', `${n}.mdx`), `---\ntitle: Report ${n}\nconfig: data/p/e.yaml\n---\n\nText.\n`);
      const r = spawnSync(process.execPath, [join(REPO, 'bin', 'rocsite.mjs'), 'build', '--root', dir, '--skip-pdf'], {
        cwd: REPO,
        env: { ...process.env, ...env },
        encoding: 'utf8',
        timeout: 180_000,
      });
      // (Astro warns on stderr that the project has no MDX reports: a project of generated reports only.)
      expect(r.stderr).not.toMatch(/__proto__|Cannot parse|failed/i);
      expect(r.status, r.stderr).toBe(0);
      const report = JSON.parse(readFileSync(join(dir, 'dist', 'reports', 'c', 'report.json'), 'utf8'));
      // __proto__ separates the classes perfectly (see scoresCsv): it is the only winner of every cell.
      expect(report.heatmap.cells.flat().map((c: { winners: string[] }) => c.winners)).toEqual([['__proto__'], ['__proto__'], ['__proto__'], ['__proto__']]);
      const page = readFileSync(join(dir, 'dist', 'reports', 'c', 'heatmap', 'index.html'), 'utf8');
      expect(page).toContain('winner: __proto__');
      expect(page).toContain('toString');
      for (const n of ['Sepsis', 'v1.2_b']) expect(readFileSync(join(dir, 'dist', 'reports', n, 'index.html'), 'utf8')).toContain(`<h1><bdi>Report ${n}</bdi></h1>`);
      const reversed = JSON.parse(readFileSync(join(dir, 'dist', 'reports', 'r', 'report.json'), 'utf8'));
      expect(reversed.models[0].scenarios[0].partialVoros).toBe(0);
      const text = (f: string) => parseHtmlFile(join(dir, 'dist', f));
      const r0 = text('reports/r/index.html');
      const said = (sel: string) => (r0.querySelector(sel)?.textContent ?? '').replace(/\s+/g, ' ').trim();
      expect(said('[data-summary] dd[data-scenario="s"]')).toBe('precision ≥ 0.50, at most 20 alerts: no clear winner: no model reaches the feasible region except by never alerting (partial VOROS 0).');
      expect(said('header.report-header dl.facts > div:last-child dd')).toBe('—');
      expect(said('ul.findings')).toContain('Scenario “s” (precision ≥ 0.50, at most 20 alerts): no model reaches the feasible region except by never alerting (partial VOROS 0).');
      expect(r0.body.textContent).toContain('Best partial VOROS: none (no model reaches the feasible region except by never alerting).');
      expect(said('[data-whatif-verdict]')).toBe('Best at precision ≥ 0.50, at most 20 alerts, t from 0.10 to 0.50: no clear winner: no model reaches the feasible region except by never alerting (partial VOROS 0).');
      expect(r0.querySelectorAll('[data-whatif] tr.winner')).toHaveLength(0);
      // The index stars no model of that report (a model of the others, which __proto__ wins, is).
      const index = text('index.html');
      expect(index.querySelectorAll('.report-card[data-slug="r"] td[data-best]')).toHaveLength(0);
      expect(index.querySelectorAll('.report-card[data-slug="c"] td[data-best]')).toHaveLength(1);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 240_000);
});
