import { beforeAll, describe, expect, it } from 'vitest';
import { mkdtempSync, readFileSync, writeFileSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { spawnSync } from 'node:child_process';
import type { Report } from '../../src/lib/report/types';
import { THIN_STEP } from '../../src/lib/report/thin';
import { root, runCli, validateReport } from '../helpers/cli';

const fixtures = join(root, 'test', 'fixtures');
const tmp = mkdtempSync(join(tmpdir(), 'rocsite-cli-'));
const env = { SOURCE_DATE_EPOCH: '1700000000' };

const run = (args: string[], cwd = root) => runCli(args, cwd, env);

function expectValid(json: unknown): void {
  const ok = validateReport(json);
  if (!ok) throw new Error(JSON.stringify(validateReport.errors?.slice(0, 5), null, 1));
}

/** Naive CSV split (the fixture has no quotes) — independent of the io module. */
function readAsah(): { y: number[]; cols: Record<string, number[]> } {
  const lines = readFileSync(join(fixtures, 'asah', 'asah.csv'), 'utf8').trim().split('\n');
  const head = lines[0].split(',').map((s) => s.replace(/"/g, ''));
  const rows = lines.slice(1).map((l) => l.split(',').map(Number));
  const cols: Record<string, number[]> = {};
  head.forEach((h, i) => (cols[h] = rows.map((r) => r[i])));
  return { y: cols.outcome, cols };
}

/** Mann–Whitney U/(P·N) with ties ½, by comparing every pair. */
function mannWhitney(y: number[], s: number[]): number {
  let u = 0;
  let P = 0;
  let N = 0;
  for (let i = 0; i < y.length; i++) {
    if (y[i] === 1) P++;
    else N++;
  }
  for (let i = 0; i < y.length; i++) {
    if (y[i] !== 1) continue;
    for (let j = 0; j < y.length; j++) {
      if (y[j] !== 0) continue;
      u += s[i] > s[j] ? 1 : s[i] === s[j] ? 0.5 : 0;
    }
  }
  return u / (P * N);
}

/** sklearn average_precision_score: Σ (R_n − R_{n−1}) P_n over distinct thresholds, decreasing. */
function averagePrecisionBrute(y: number[], s: number[]): number {
  const ths = [...new Set(s)].sort((a, b) => b - a);
  const P = y.filter((v) => v === 1).length;
  let prevR = 0;
  let ap = 0;
  for (const t of ths) {
    let tp = 0;
    let fp = 0;
    for (let i = 0; i < y.length; i++) if (s[i] >= t) (y[i] === 1 ? tp++ : fp++);
    const r = tp / P;
    ap += (r - prevR) * (tp / (tp + fp));
    prevR = r;
  }
  return ap;
}

describe('rocsite compute on aSAH', () => {
  let report: Report;
  let text: string;
  const out = join(tmp, 'asah.json');
  beforeAll(async () => {
    const r = await run(['compute', join(fixtures, 'asah', 'asah.yaml'), '--out', out]);
    expect(r.err).toBe('');
    expect(r.code).toBe(0);
    text = readFileSync(out, 'utf8');
    report = JSON.parse(text);
  });

  it('validates against schema/report.schema.json (ajv, draft 2020-12)', () => {
    expectValid(report);
  });

  it("AUROCs equal pROC's (s100b 0.7314, ndka 0.6120, wfns 0.8237) and the Mann–Whitney statistic", () => {
    const { y, cols } = readAsah();
    const pROC: Record<string, number> = { s100b: 0.7314, ndka: 0.612, wfns: 0.8237 };
    expect(report.models.map((m) => m.name)).toEqual(['s100b', 'ndka', 'wfns']);
    for (const m of report.models) {
      expect(m.auroc).toBeCloseTo(pROC[m.name], 4);
      expect(m.auroc).toBeCloseTo(mannWhitney(y, cols[m.name]), 14);
      expect(m.auprc).toBeCloseTo(averagePrecisionBrute(y, cols[m.name]), 14);
    }
  });

  it('documented keys: dataset counts, ranges echoed, heatmap cells[i][j] ↔ precision[i], capacity[j]', () => {
    expect(report.dataset).toMatchObject({ positives: 41, negatives: 72, kind: 'scores', rows: 113 });
    for (const m of report.models) {
      expect(m.partialAuroc.map((p) => p.fpr)).toEqual([[0, 0.2]]);
      expect(m.voros.map((v) => v.t)).toEqual([[0, 1], [0.2, 0.6]]);
      expect(m.scenarios.map((s) => s.name)).toEqual(['ward', 'strict', 'loose']);
      for (const s of m.scenarios) {
        expect(Object.keys(s).slice(0, 3)).toEqual(['name', 'partialVoros', 'degenerate']);
        expect(s.feasibleRegion.vertices.length).toBeGreaterThan(0);
      }
    }
    const h = report.heatmap!;
    expect(h.precision).toEqual([0.4, 0.6, 0.8]);
    expect(h.capacity).toEqual(['10%', '30%', 50, '60%']);
    expect(h.cells.length).toBe(3);
    for (const row of h.cells) expect(row.length).toBe(4);
    // κ from shares of |D| = 113, not rounded.
    expect(h.kappas[0]).toBeCloseTo(11.3, 12);
    expect(h.kappas[1]).toBeCloseTo(33.9, 12);
    expect(h.kappas[2]).toBe(50);
    expect(h.kappas[3]).toBeCloseTo(67.8, 12);
    for (const row of h.cells) {
      for (const c of row) {
        const best = Math.max(...Object.values(c.partialVoros));
        expect(c.winners).toEqual(report.models.map((m) => m.name).filter((n) => c.partialVoros[n] >= best - 0.01));
      }
    }
  });

  it('feasible areas match the closed forms of the Partial VOROS paper (case 1: (1−α)κ²/(2NP))', () => {
    const P = 41;
    const N = 72;
    const ward = report.scenarios[0];
    expect(ward.capacityCount).toBeCloseTo(0.3 * 113, 12);
    expect(ward.feasibleRegion.case).toBe(1);
    expect(ward.feasibleArea).toBeCloseTo(((1 - 0.6) * (0.3 * 113) ** 2) / (2 * N * P), 14);
    const strict = report.scenarios[1];
    expect(strict.feasibleArea).toBeCloseTo(((1 - 0.8) * 20 ** 2) / (2 * N * P), 14);
    // t support of C0/C1 uniform on [0.5, 2]: t = r·(N/P) / (1 + r·(N/P)).
    expect(strict.tRange[0]).toBeCloseTo((0.5 * N) / P / (1 + (0.5 * N) / P), 14);
    expect(strict.tRange[1]).toBeCloseTo((2 * N) / P / (1 + (2 * N) / P), 14);
  });

  it('Partial VOROS Def. 11 failures become warnings that say which assumption fails and why it matters', () => {
    // The 'loose' scenario: α = 0.2 < prevalence 41/113 and κ = 200% of |D|.
    const codes = report.warnings.filter((w) => w.scenario === 'loose').map((w) => w.code);
    expect(codes).toContain('def11.precision-below-prevalence');
    expect(codes).toContain('def11.capacity-not-binding');
    const w = report.warnings.find((x) => x.code === 'def11.precision-below-prevalence')!;
    expect(w.message).toMatch(/^Scenario 'loose': Partial VOROS Def\. 11 assumes the precision bound α exceeds the prevalence/);
    expect(report.scenarios[2].def11.holds).toBe(false);
    expect(report.scenarios[0].def11).toEqual({ holds: true, failures: [] });
  });

  it('the site fields are present: ROC from (0,0) to (1,1), hull, PR, count table, curves on a t grid', () => {
    for (const m of report.models) {
      const n = m.roc.fpr.length;
      expect([m.roc.fpr[0], m.roc.tpr[0], m.roc.thresholds[0]]).toEqual([0, 0, null]);
      expect([m.roc.fpr[n - 1], m.roc.tpr[n - 1]]).toEqual([1, 1]);
      expect(m.countTable.pos.reduce((a, b) => a + b, 0)).toBe(41);
      expect(m.countTable.neg.reduce((a, b) => a + b, 0)).toBe(72);
      expect(m.pr.recall.length).toBe(n - 1);
      expect(m.lesserArea.t.length).toBe(201);
      expect(m.lesserArea.value.every((v) => Number.isFinite(v))).toBe(true);
      expect(m.hull[0]).toBeGreaterThanOrEqual(0);
      for (const s of m.scenarios) {
        expect(s.partialArea.t[0]).toBe(report.scenarios.find((x) => x.name === s.name)!.tRange[0]);
        for (const b of s.bestPoints) {
          // precision ≥ α and TP + FP ≤ κ for every best feasible point (Partial VOROS Def. 12), from its own counts.
          const sc = report.scenarios.find((x) => x.name === s.name)!;
          if (b.tp + b.fp > 0) expect(b.tp / (b.tp + b.fp)).toBeGreaterThanOrEqual(sc.precision - 1e-12);
          expect(b.tp + b.fp).toBeLessThanOrEqual(sc.capacityCount + 1e-9);
        }
      }
    }
    const dd = report.dutchDraw!;
    expect(Object.keys(dd)).toEqual(['TP', 'TN', 'FP', 'FN', 'TPR', 'TNR', 'FPR', 'FNR', 'PPV', 'NPV', 'FDR', 'FOR', 'ACC', 'BACC', 'FBETA', 'MCC', 'J', 'MK', 'KAPPA', 'FM', 'G2', 'TS']);
    // A listed threshold: s100b ≥ 0.205, counted by hand from the CSV.
    const { y, cols } = readAsah();
    const op = report.models[0].operatingPoints!.find((o) => o.source === 'config')!;
    const tp = y.filter((v, i) => v === 1 && cols.s100b[i] >= 0.205).length;
    const fp = y.filter((v, i) => v === 0 && cols.s100b[i] >= 0.205).length;
    expect(op.threshold).toBe(0.205);
    expect(op.measures.TP).toBe(tp);
    expect(op.measures.FP).toBe(fp);
  });

  it('is deterministic: a second run writes byte-identical JSON', async () => {
    const out2 = join(tmp, 'asah-2.json');
    const r = await run(['compute', join(fixtures, 'asah', 'asah.yaml'), '--out', out2]);
    expect(r.code).toBe(0);
    expect(readFileSync(out2, 'utf8')).toBe(text);
    expect(text).not.toMatch(/NaN|Infinity/);
    expect(report.provenance.generated).toBe('2023-11-14T22:13:20Z');
  });

  it('provenance: SHA-256 of the config and the input, paths relative to the config', async () => {
    const { createHash } = await import('node:crypto');
    const sha = (p: string) => createHash('sha256').update(readFileSync(p)).digest('hex');
    expect(report.provenance.config).toEqual({ path: 'asah.yaml', sha256: sha(join(fixtures, 'asah', 'asah.yaml')) });
    expect(report.provenance.inputs).toEqual([
      { path: 'asah.csv', sha256: sha(join(fixtures, 'asah', 'asah.csv')), bytes: readFileSync(join(fixtures, 'asah', 'asah.csv')).length },
    ]);
  });

  it('the cache returns the same bytes', async () => {
    const cacheDir = join(tmp, 'cache');
    const a = join(tmp, 'c1.json');
    const b = join(tmp, 'c2.json');
    expect((await run(['compute', join(fixtures, 'asah', 'asah.yaml'), '--out', a, '--cache-dir', cacheDir])).out).not.toMatch(/cache/);
    const second = await run(['compute', join(fixtures, 'asah', 'asah.yaml'), '--out', b, '--cache-dir', cacheDir]);
    expect(second.out).toMatch(/\(from cache\)/);
    expect(readFileSync(b, 'utf8')).toBe(readFileSync(a, 'utf8'));
    expect(readFileSync(a, 'utf8')).toBe(text);
  });
});

describe('bad inputs: exact message, non-zero exit, previous output untouched', () => {
  const cases: [string, string][] = [
    ['bad/missing-column.yaml', "rocsite compute: test/fixtures/asah/asah.csv line 1: expected a score column 'gcs' (dataset.models) in the header, found columns 'outcome', 's100b', 'ndka', 'wfns'"],
    ['bad/non-numeric.yaml', "rocsite compute: test/fixtures/bad/non-numeric.csv line 17, column 's100b': expected a number, found 'NA'"],
    ['bad/label-2.yaml', "rocsite compute: test/fixtures/bad/label-2.csv line 9, column 'outcome': expected a label 0 or 1 (set dataset.positive for other codings), found '2'"],
    ['bad/label-third.yaml', `rocsite compute: test/fixtures/bad/label-third.csv line 4, column 'outcome': expected the label to be "yes" (positive) or 'no' (negative, the first other value in the column), found 'maybe'`],
    ['bad/empty.yaml', 'rocsite compute: test/fixtures/bad/empty.csv: the file is empty: expected a header row and data rows'],
    ['bad/one-class.yaml', "rocsite compute: test/fixtures/bad/one-class.csv, column 'outcome': expected both classes, found only negatives (72 rows, 0 with the positive label 1): ROC metrics need at least one positive and one negative"],
    ['bad/unknown-key.yaml', "rocsite compute: test/fixtures/bad/unknown-key.yaml: scenarios[1]: unknown key 'capacty' (did you mean 'capacity'?)"],
    ['bad/bad-capacity.yaml', "rocsite compute: test/fixtures/bad/bad-capacity.yaml: scenarios[1].capacity: expected a count or a share like '20%', got '20 percent'"],
    ['bad/missing-file.yaml', 'rocsite compute: test/fixtures/bad/nowhere.csv: cannot read the file: no such file'],
    ['roc/missing.yaml', 'rocsite compute: test/fixtures/roc/missing.yaml: cannot read the config file: no such file'],
  ];
  for (const [cfg, expected] of cases) {
    it(cfg, async () => {
      const out = join(tmp, `prev-${cfg.replace(/\W/g, '_')}.json`);
      const previous = '{"previous": true}\n';
      writeFileSync(out, previous);
      const r = await run(['compute', `test/fixtures/${cfg}`, '--out', out]);
      expect(r.code).toBe(1);
      expect(r.err).toBe(`${expected}\n`);
      expect(r.out).toBe('');
      expect(readFileSync(out, 'utf8')).toBe(previous);
    });
  }

  it('a usage error (no --out) exits with 2', async () => {
    const r = await run(['compute', 'test/fixtures/asah/asah.yaml']);
    expect(r.code).toBe(2);
    expect(r.err).toMatch(/required option '-o, --out <file>' not specified/);
  });

  it('no output file is created when the run fails', async () => {
    const out = join(tmp, 'never.json');
    const r = await run(['compute', 'test/fixtures/bad/non-numeric.yaml', '--out', out]);
    expect(r.code).toBe(1);
    expect(existsSync(out)).toBe(false);
  });
});

describe('other accepted inputs', () => {
  it('BOM + CRLF + quoted fields: AUROC of m1 by hand = 8.5/9', async () => {
    const out = join(tmp, 'bom.json');
    const r = await run(['compute', 'test/fixtures/good/bom-crlf.yaml', '--out', out]);
    expect(r.code).toBe(0);
    const rep: Report = JSON.parse(readFileSync(out, 'utf8'));
    expectValid(rep);
    // positives score 0.9, 0.8, 0.5; negatives 0.2, 0.1, 0.5: 8 wins + one tie.
    expect(rep.models[0].auroc).toBeCloseTo(8.5 / 9, 15);
  });

  it('missing: drop computes on the remaining rows and warns', async () => {
    const out = join(tmp, 'drop.json');
    const r = await run(['compute', 'test/fixtures/bad/non-numeric-drop.yaml', '--out', out]);
    expect(r.code).toBe(0);
    const rep: Report = JSON.parse(readFileSync(out, 'utf8'));
    expect(rep.dataset).toMatchObject({ rows: 113, dropped: 1, positives: 41, negatives: 71 });
    expect(rep.warnings.map((w) => w.code)).toContain('input.rows-dropped');
  });

  it('published ROC curves (fpr, tpr[, threshold]) with P and N', async () => {
    const out = join(tmp, 'roc.json');
    const r = await run(['compute', 'test/fixtures/roc/published.yaml', '--out', out]);
    expect(r.err).toBe('');
    const rep: Report = JSON.parse(readFileSync(out, 'utf8'));
    expectValid(rep);
    expect(rep.dataset).toMatchObject({ kind: 'roc', positives: 100, negatives: 900 });
    const trap = (xs: number[], ys: number[]) => xs.slice(1).reduce((s, x, i) => s + (x - xs[i]) * (ys[i] + ys[i + 1]) / 2, 0);
    expect(rep.models[0].auroc).toBeCloseTo(trap([0, 0.05, 0.1, 0.3, 0.6, 1], [0, 0.3, 0.5, 0.7, 0.9, 1]), 14);
    // B gets (0,0) and (1,1) added.
    expect(rep.models[1].auroc).toBeCloseTo(trap([0, 0.02, 0.2, 0.5, 1], [0, 0.25, 0.55, 0.85, 1]), 14);
    expect(rep.models[0].roc.thresholds).toEqual([null, 0.9, 0.8, 0.5, 0.2, 0]);
    expect(rep.models[1].roc.thresholds.every((t) => t === null)).toBe(true);
    expect(rep.heatmap!.precision).toEqual({ from: 0.2, to: 0.5, steps: 4 });
    expect(rep.heatmap!.capacity).toEqual({ from: '5%', to: '20%', steps: 4 });
    expect(rep.heatmap!.kappas.map((k) => +k.toFixed(9))).toEqual([50, 100, 150, 200]);
  });
});

describe('large inputs: display curves are thinned, metrics are not', () => {
  it('12,000 distinct scores', async () => {
    // Seeded LCG; positives shifted up.
    let x = 12345;
    const rnd = () => ((x = (x * 1103515245 + 12345) % 2147483648) / 2147483648);
    const rows: string[] = ['y,s'];
    const y: number[] = [];
    const s: number[] = [];
    for (let i = 0; i < 12000; i++) {
      const lab = rnd() < 0.2 ? 1 : 0;
      const v = Math.round((rnd() + lab * 0.4) * 1e9) / 1e9;
      y.push(lab);
      s.push(v);
      rows.push(`${lab},${v}`);
    }
    const dir = mkdtempSync(join(tmp, 'big-'));
    writeFileSync(join(dir, 'big.csv'), rows.join('\n') + '\n');
    writeFileSync(join(dir, 'big.yaml'), 'title: big\ndataset: { path: big.csv, label: y }\nscenarios: [{ name: a, precision: 0.5, capacity: "10%", cost: { t: [0.1, 0.5] } }]\n');
    const out = join(dir, 'big.json');
    const r = await run(['compute', join(dir, 'big.yaml'), '--out', out]);
    expect(r.err).toBe('');
    const rep: Report = JSON.parse(readFileSync(out, 'utf8'));
    expectValid(rep);
    const m = rep.models[0];
    expect(m.display!.thinned).toBe(true);
    expect(m.display!.totalPoints).toBe(new Set(s).size + 1);
    expect(m.roc.fpr.length).toBeLessThan(m.display!.totalPoints);
    // AUROC from ranks (Mann–Whitney with mid-ranks), on all rows.
    const idx = s.map((_, i) => i).sort((a, b) => s[a] - s[b]);
    const rank = new Float64Array(s.length);
    for (let i = 0; i < idx.length; ) {
      let j = i;
      while (j + 1 < idx.length && s[idx[j + 1]] === s[idx[i]]) j++;
      for (let k = i; k <= j; k++) rank[idx[k]] = (i + j) / 2 + 1;
      i = j + 1;
    }
    const P = y.filter((v) => v === 1).length;
    const N = y.length - P;
    let rs = 0;
    y.forEach((v, i) => v === 1 && (rs += rank[i]));
    expect(m.auroc).toBeCloseTo((rs - (P * (P + 1)) / 2) / (P * N), 12);
    // The thinned curve: consecutive kept points are within THIN_STEP unless one of them is a must-keep point, and
    // the merged count table still sums to P and N.
    expect(m.countTable.pos.reduce((a, b) => a + b, 0)).toBe(P);
    expect(m.countTable.neg.reduce((a, b) => a + b, 0)).toBe(N);
    expect(m.roc.fpr.length).toBeLessThan(2 / THIN_STEP + m.hull.length + m.scenarios[0].feasibleHull.length + 10);
    // Hull and feasible hull indices point at kept points.
    for (const i of [...m.hull, ...m.scenarios[0].feasibleHull]) expect(i).toBeLessThan(m.roc.fpr.length);
  });
});

describe('bin/rocsite.mjs (the package bin)', () => {
  it('--help, --version and a failing compute', () => {
    const bin = join(root, 'bin', 'rocsite.mjs');
    const help = spawnSync(process.execPath, [bin, '--help'], { cwd: root, encoding: 'utf8' });
    expect(help.status).toBe(0);
    expect(help.stdout).toMatch(/Usage: rocsite/);
    expect(help.stdout).toMatch(/compute \[options\] <config>/);
    const v = spawnSync(process.execPath, [bin, '--version'], { cwd: root, encoding: 'utf8' });
    expect(v.stdout.trim()).toBe(JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')).version);
    const out = join(tmp, 'bin-prev.json');
    writeFileSync(out, 'prev');
    const bad = spawnSync(process.execPath, [bin, 'compute', 'test/fixtures/bad/non-numeric.yaml', '--out', out], { cwd: root, encoding: 'utf8' });
    expect(bad.status).toBe(1);
    expect(bad.stderr).toBe("rocsite compute: test/fixtures/bad/non-numeric.csv line 17, column 's100b': expected a number, found 'NA'\n");
    expect(readFileSync(out, 'utf8')).toBe('prev');
  });
});

describe('rocsite check', () => {
  it('reports counts for a valid config and the precise error for a bad one', async () => {
    const ok = await run(['check', 'test/fixtures/asah/asah.yaml']);
    expect(ok.code).toBe(0);
    expect(ok.out).toBe("rocsite: test/fixtures/asah/asah.yaml: 3 models ('s100b', 'ndka', 'wfns'), 41 positives, 72 negatives — OK\n");
    const bad = await run(['check', 'test/fixtures/bad/label-2.yaml']);
    expect(bad.code).toBe(1);
    expect(bad.err).toBe("rocsite check: test/fixtures/bad/label-2.csv line 9, column 'outcome': expected a label 0 or 1 (set dataset.positive for other codings), found '2'\n");
  });
});
