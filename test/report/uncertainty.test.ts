/**
 * Uncertainty through the whole pipeline: the aSAH example against pROC's published values, byte-identical JSON for
 * any number of worker threads, count-table input (unpaired, said so), ROC-point input (no intervals, said so) and
 * config errors.
 */
import { cpSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildReport } from '../../src/lib/report/build';
import { reportJson } from '../../src/lib/report/json';
import type { Report } from '../../src/lib/report/types';
import { rejection, tempFiles } from '../helpers/files';
import { root } from '../helpers/cli';
import { mulberry32 } from '../helpers/random';

const env = { SOURCE_DATE_EPOCH: '1700000000' };

describe('aSAH example', () => {
  let report: Report;
  let json: string;
  it('DeLong interval and paired test as pROC (s100b 0.6301–0.8326; wfns vs s100b p = 0.0272)', async () => {
    ({ report } = await buildReport(join(root, 'data/asah/asah.yaml'), { env: { ...env, ROCSITE_BOOTSTRAP_WORKERS: '0' } }));
    json = reportJson(report);
    const s100b = report.models.find((m) => m.name === 's100b')!;
    const dl = s100b.intervals!.auroc.find((x) => x.method === 'delong')!;
    expect(dl.ci[0]).toBeCloseTo(0.6301, 4);
    expect(dl.ci[1]).toBeCloseTo(0.8326, 4);
    const c = report.comparisons!.find((x) => x.a === 's100b' && x.b === 'wfns')!;
    expect(c.p).toBeCloseTo(0.0272, 4);
    expect(report.comparisons).toHaveLength(3);
    expect(report.uncertainty!.bootstrap).toEqual({ resamples: 1000, seed: 1, stratified: true, paired: true });
    // Every interval contains its point value, and every heatmap cell's winners have a win probability.
    for (const m of report.models) {
      const inside = (v: number, ci: (number | null)[]) => ci[0]! <= v + 1e-12 && v - 1e-12 <= ci[1]!;
      for (const x of m.intervals!.auroc) expect(inside(m.auroc, x.ci)).toBe(true);
      m.intervals!.voros.forEach((x, i) => expect(inside(m.voros[i].value, x.ci)).toBe(true));
    }
    for (const row of report.heatmap!.cells) {
      for (const cell of row) {
        const wp = cell.winProbability!;
        expect(Object.keys(wp)).toEqual(report.models.map((m) => m.name));
        // At least one model wins every resample: the win probabilities sum to at least 1.
        expect(Object.values(wp).reduce((a, b) => a + b, 0)).toBeGreaterThanOrEqual(1 - 1e-12);
      }
    }
    // Three paired tests: Holm's adjustment, by hand (p sorted 0.0051, 0.0272, 0.1643, times 3, 2, 1, running maximum).
    const byPair = (x: string, y: string) => report.comparisons!.find((k) => (k.a === x && k.b === y) || (k.a === y && k.b === x))!;
    const [pw, ps, pn] = [byPair('ndka', 'wfns').p!, byPair('s100b', 'wfns').p!, byPair('s100b', 'ndka').p!];
    expect(pw < ps && ps < pn).toBe(true);
    expect(byPair('ndka', 'wfns').pHolm).toBeCloseTo(3 * pw, 12);
    expect(byPair('s100b', 'wfns').pHolm).toBeCloseTo(Math.max(3 * pw, 2 * ps), 12);
    expect(byPair('s100b', 'ndka').pHolm).toBeCloseTo(Math.max(3 * pw, 2 * ps, pn), 12);
    // wfns vs s100b: p = 0.027 alone, 0.054 after adjustment for the 3 tests, so not distinguishable at the 5% level
    // (the unadjusted interval excludes 0, and the statement says it is not adjusted).
    expect(report.uncertainty!.statements[0]).toBe(
      'wfns has the highest AUROC (0.824), but it is not distinguishable from s100b (0.731): the 95% DeLong interval of the difference with s100b, not adjusted for multiplicity, is [0.010, 0.174]; ' +
        "paired DeLong test p = 0.027, and p = 0.054 after Holm's adjustment for the 3 paired tests of this report. It has the highest AUROC in 99% of bootstrap resamples.",
    );
    // One short form per statement, each the start of its statement or (scenarios, selection) its figures in brief.
    expect(report.uncertainty!.briefs).toHaveLength(report.uncertainty!.statements.length);
    expect(report.uncertainty!.briefs[0]).toBe('wfns has the highest AUROC (0.824), but it is not distinguishable from s100b (0.731).');
    // Each scenario's winner is compared with every other model, and the statement names the closest: the one whose
    // bootstrap difference has the lowest lower bound. 'strict': wfns (partial VOROS 0, its 22-alert top tie exceeds
    // κ = 20) is closer under resampling than ndka (0.005), though ndka is next by point value.
    const strict = report.uncertainty!.statements.find((x) => x.startsWith("Scenario 'strict'"))!;
    expect(strict).toMatch(/^Scenario 'strict': s100b has the highest partial VOROS \(0\.638\) but is not distinguishable from wfns \(0\.000\)/);
    report.uncertainty!.briefs.forEach((b, i) => {
      const win = /^Scenario '(.+)': (\S+) is best in (\d+)% of resamples/.exec(b);
      if (win) expect(report.uncertainty!.statements[i]).toMatch(new RegExp(`^Scenario '${win[1]}': ${win[2]} has the highest partial VOROS .* best in ${win[3]}% of resamples\\.$`));
    });
  }, 120_000);

  it('the JSON is byte-identical with two worker threads', async () => {
    const { report: r2 } = await buildReport(join(root, 'data/asah/asah.yaml'), { env: { ...env, ROCSITE_BOOTSTRAP_WORKERS: '2' } });
    expect(reportJson(r2) === json).toBe(true);
  }, 120_000);
});

/** aSAH grouped into one count table per model (score, positives, negatives). */
function countTables(write: (name: string, text: string) => string): void {
  const [head, ...lines] = readFileSync(join(root, 'data/asah/asah.csv'), 'utf8').trim().split(/\r?\n/);
  const cols = head.split(',').map((c) => c.replace(/"/g, ''));
  const rows = lines.map((l) => l.split(',').map(Number));
  for (const m of ['s100b', 'ndka', 'wfns']) {
    const g = new Map<number, [number, number]>();
    for (const r of rows) {
      const s = r[cols.indexOf(m)];
      const e = g.get(s) ?? [0, 0];
      e[r[cols.indexOf('outcome')] === 1 ? 0 : 1]++;
      g.set(s, e);
    }
    write(`${m}.csv`, ['score,positives,negatives', ...[...g].map(([s, [p, n]]) => `${s},${p},${n}`)].join('\n') + '\n');
  }
}

describe('statements', () => {
  it('s100b vs ndka: the DeLong interval of the difference contains 0 (pROC p = 0.164), so "not distinguishable"', async () => {
    const { dir, write } = tempFiles('rocsite-unc-');
    cpSync(join(root, 'data/asah/asah.csv'), join(dir, 'asah.csv'));
    write('u.yaml', 'title: t\ndataset: { path: asah.csv, label: outcome, positive: 1, models: [ndka, s100b] }\n');
    const { report } = await buildReport(join(dir, 'u.yaml'), { env });
    expect(report.uncertainty!.statements).toEqual([
      's100b has the highest AUROC (0.731), but it is not distinguishable from ndka (0.612): the 95% DeLong interval of the difference with ndka is [−0.049, 0.288], which contains 0; paired DeLong test p = 0.164.',
    ]);
    // Its short form (the summary box) is the sentence before the colon.
    expect(report.uncertainty!.briefs).toEqual(['s100b has the highest AUROC (0.731), but it is not distinguishable from ndka (0.612).']);
    // The comparison is stored once, for the pair in config order (a = ndka, b = s100b).
    expect(report.comparisons!.map((c) => [c.a, c.b])).toEqual([['ndka', 's100b']]);
    expect(report.comparisons![0].z).toBeCloseTo(-1.3907700257355771, 10);
    // One test: its adjusted p is its p.
    expect(report.comparisons![0].pHolm).toBe(report.comparisons![0].p);
  });

  it('a scenario and heatmap cells where every partial VOROS is 0 have no winner to be sure of', async () => {
    // 20 positives, 30 negatives; both models rank every negative above every positive, so no operating point but never
    // alerting has precision ≥ 0.5 (the best flags 30 negatives before the first positive): PV 0 in the scenario and
    // in every cell of precision ≥ 0.5; at precision 0.1 flagging everyone (precision 0.4) is feasible.
    const { dir, write } = tempFiles('rocsite-unc-');
    const rows = ['y,a,b'];
    for (let i = 0; i < 50; i++) rows.push(`${i < 20 ? 1 : 0},${i / 100},${i / 50}`);
    write('d.csv', rows.join('\n') + '\n');
    write(
      'u.yaml',
      'title: t\ndataset: { path: d.csv, label: y }\n' +
        'scenarios: [{ name: s, precision: 0.5, capacity: "50%", cost: { t: [0.1, 0.5] } }]\n' +
        'heatmap: { precision: [0.1, 0.5, 0.7], capacity: ["50%", "100%"], cost: { t: [0.1, 0.5] } }\n' +
        'uncertainty: { bootstrap: 40, seed: 3 }\n',
    );
    const { report } = await buildReport(join(dir, 'u.yaml'), { env });
    expect(report.models.map((m) => m.scenarios[0].partialVoros)).toEqual([0, 0]);
    expect(report.uncertainty!.briefs).toContain("Scenario 's': no winner: no model reaches the feasible region except by never alerting (partial VOROS 0 for every model).");
    const zero = report.heatmap!.cells.flat().filter((c) => Object.values(c.partialVoros).every((v) => v === 0)).length;
    expect(zero).toBe(4);
    const heat = report.uncertainty!.briefs.find((b) => b.startsWith('Heatmap:'))!;
    expect(heat).toMatch(/ \(4 of 6 cells have no winner: partial VOROS 0 for every model\)\.$/);
  });

  it('a best model distinguishable from every other one names the closest (wfns over ndka: p = 0.005 alone and with Holm over 1 test)', async () => {
    const { dir, write } = tempFiles('rocsite-unc-');
    cpSync(join(root, 'data/asah/asah.csv'), join(dir, 'asah.csv'));
    write('u.yaml', 'title: t\ndataset: { path: asah.csv, label: outcome, positive: 1, models: [ndka, wfns] }\n');
    const { report } = await buildReport(join(dir, 'u.yaml'), { env });
    expect(report.uncertainty!.briefs).toEqual(['wfns has the highest AUROC (0.824), distinguishably above ndka (0.612).']);
  });

  it('with three models, "above every other model" only when each adjusted test holds; the closest is the largest adjusted p', async () => {
    const { dir, write } = tempFiles('rocsite-unc-');
    const rnd = mulberry32(3);
    const rows = Array.from({ length: 300 }, (_, i) => {
      const y = i % 3 === 0 ? 1 : 0;
      return [y, (y * 2 + rnd()).toFixed(4), (y * 0.3 + rnd()).toFixed(4), (y * 0.2 + rnd()).toFixed(4)].join(',');
    });
    write('s.csv', ['y,strong,weak1,weak2', ...rows].join('\n') + '\n');
    write('u.yaml', 'title: t\ndataset: { path: s.csv, label: y, positive: 1 }\n');
    const { report } = await buildReport(join(dir, 'u.yaml'), { env });
    const vsStrong = report.comparisons!.filter((c) => c.a === 'strong' || c.b === 'strong');
    expect(vsStrong.every((c) => c.pHolm! < 0.05)).toBe(true);
    const closest = vsStrong.reduce((x, y) => (y.pHolm! > x.pHolm! ? y : x));
    const name = closest.a === 'strong' ? closest.b : closest.a;
    const auroc = report.models.find((m) => m.name === name)!.auroc.toFixed(3);
    expect(report.uncertainty!.briefs[0]).toBe(`strong has the highest AUROC (${report.models[0].auroc.toFixed(3)}), distinguishably above every other model (closest: ${name}, ${auroc}).`);
  });
});

describe('count-table input', () => {
  it('DeLong intervals as from the scores, no paired tests, an unpaired bootstrap, and notes saying so', async () => {
    const { dir, write } = tempFiles('rocsite-unc-');
    countTables(write);
    write('c.yaml', 'title: t\ndataset: { counts: { s100b: s100b.csv, ndka: ndka.csv, wfns: wfns.csv } }\nuncertainty: { bootstrap: 200, seed: 3 }\n');
    const { report } = await buildReport(join(dir, 'c.yaml'), { env });
    const { report: scores } = await buildReport(join(root, 'data/asah/asah.yaml'), { env });
    report.models.forEach((m, k) => {
      expect(m.intervals!.auroc[0]).toEqual(scores.models[k].intervals!.auroc[0]);
      expect(m.intervals!.auroc[1].method).toBe('bootstrap');
    });
    expect(report.comparisons).toBeUndefined();
    expect(report.uncertainty!.bootstrap!.paired).toBe(false);
    expect(report.uncertainty!.notes.join(' ')).toMatch(/no paired tests/);
    expect(report.uncertainty!.notes.join(' ')).toMatch(/unpaired/);
    expect(report.uncertainty!.statements[0]).toMatch(/unpaired bootstrap interval of the difference/);
  }, 120_000);
});

describe('ROC-point input', () => {
  it('no intervals, and a note saying why', async () => {
    const { dir, write } = tempFiles('rocsite-unc-');
    for (const f of ['a.csv', 'b.csv']) cpSync(join(root, 'test/fixtures/roc', f), join(dir, f));
    write('r.yaml', 'title: t\ndataset: { roc: { A: a.csv, B: b.csv }, positives: 100, negatives: 900 }\nuncertainty: { bootstrap: 100 }\n');
    const { report } = await buildReport(join(dir, 'r.yaml'), { env });
    expect(report.models.every((m) => m.intervals === undefined)).toBe(true);
    expect(report.comparisons).toBeUndefined();
    expect(report.uncertainty!.bootstrap).toBeUndefined();
    const notes = report.uncertainty!.notes.join(' ');
    expect(notes).toMatch(/DeLong .*published ROC points/);
    expect(notes).toMatch(/No bootstrap: the input is published ROC points/);
    // Straight lines between published points under-read a continuous score: the note counts each model's points
    // (the data rows of its file, counted here; (0, 0) and (1, 1) are added by rocsite, not published).
    const rowsOf = (f: string) => {
      const [head, ...lines] = readFileSync(join(root, 'test/fixtures/roc', f), 'utf8').trim().split(/\r?\n/);
      const [x, y] = ['fpr', 'tpr'].map((c) => head.toLowerCase().split(',').indexOf(c));
      return lines.map((l) => l.split(',').map(Number)).filter((r) => !(r[x] === 0 && r[y] === 0) && !(r[x] === 1 && r[y] === 1)).length;
    };
    expect(notes).toContain(`(A ${rowsOf('a.csv')}, B ${rowsOf('b.csv')} points here), so a model with more points is favoured`);
  }, 60_000);
});

describe('config', () => {
  it.each([
    ['uncertainty: { bootstrap: 5 }', /uncertainty\.bootstrap/],
    ['uncertainty: { bootstrap: 100, level: 1.5 }', /uncertainty\.level/],
    ['uncertainty: { bootstrap: 100, seed: -1 }', /uncertainty\.seed/],
    ['uncertainty: { boot: 100 }', /uncertainty/],
  ])('%s is an error naming the key', async (line, re) => {
    const { dir, write } = tempFiles('rocsite-unc-');
    cpSync(join(root, 'data/asah/asah.csv'), join(dir, 'asah.csv'));
    write('u.yaml', `title: t\ndataset: { path: asah.csv, label: outcome, positive: 1, models: [s100b] }\n${line}\n`);
    expect(await rejection(buildReport(join(dir, 'u.yaml'), { env }))).toMatch(re);
  });

  it('a bad ROCSITE_BOOTSTRAP_WORKERS is an error naming it', async () => {
    const msg = await rejection(buildReport(join(root, 'data/asah/asah.yaml'), { env: { ...env, ROCSITE_BOOTSTRAP_WORKERS: 'two' } }));
    expect(msg).toBe('ROCSITE_BOOTSTRAP_WORKERS: expected a whole number of worker threads (0 or more), found "two"');
  });
});
