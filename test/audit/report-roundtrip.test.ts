/**
 * AUDIT: per-example CSV input vs the equivalent published-ROC input (fpr, tpr, threshold with P and N), both run
 * through buildReport. The ROC CSV is computed here by brute-force counting, not by the engine. The two reports must
 * agree on every ROC metric; on the 3-point curve they must also equal the hand-derived values.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildReport } from '../../src/lib/report/build';

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'rocsite-audit-'));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

/** ROC points by brute force: for each distinct score τ (decreasing), count positives and negatives with s ≥ τ. */
function bruteRoc(y: number[], s: number[]) {
  const P = y.filter((v) => v === 1).length;
  const N = y.length - P;
  const taus = [...new Set(s)].sort((a, b) => b - a);
  const rows = taus.map((tau) => {
    let tp = 0;
    let fp = 0;
    for (let i = 0; i < s.length; i++) if (s[i] >= tau) (y[i] === 1 ? tp++ : fp++);
    return { fpr: fp / N, tpr: tp / P, threshold: tau };
  });
  return { P, N, rows };
}

const COMMON = `voros: [[0, 1], [0.2, 0.4], [0.35, 0.35]]
partialAuroc: [[0, 0.2], [0.1, 0.5]]
scenarios:
  - { name: a, precision: 0.3, capacity: "40%", cost: { t: [0.05, 0.3] } }
  - { name: b, precision: 0.6, capacity: 6, cost: { ratio: [0.5, 2] } }
  - { name: c, precision: 0.2, capacity: "100%", cost: { t: [0.1, 0.9] } }
thresholds: [2.5, 2, 1.5, 1, 0.5]
`;

async function both(name: string, y: number[], s: number[]) {
  const csv = ['y,m', ...y.map((v, i) => `${v},${s[i]}`)].join('\n') + '\n';
  await writeFile(join(dir, `${name}.csv`), csv);
  await writeFile(join(dir, `${name}-ex.yaml`), `title: ex\ndataset: { path: ${name}.csv, label: y, models: [m] }\n${COMMON}`);
  const { P, N, rows } = bruteRoc(y, s);
  const roc = ['fpr,tpr,threshold', ...rows.map((r) => `${r.fpr},${r.tpr},${r.threshold}`)].join('\n') + '\n';
  await writeFile(join(dir, `${name}-roc.csv`), roc);
  await writeFile(
    join(dir, `${name}-roc.yaml`),
    `title: roc\ndataset: { roc: { m: ${name}-roc.csv }, positives: ${P}, negatives: ${N} }\n${COMMON}`,
  );
  const env = { SOURCE_DATE_EPOCH: '0' };
  const a = (await buildReport(join(dir, `${name}-ex.yaml`), { env })).report;
  const b = (await buildReport(join(dir, `${name}-roc.yaml`), { env })).report;
  return { a: a.models[0], b: b.models[0] };
}

function expectSame(a: Awaited<ReturnType<typeof both>>['a'], b: typeof a) {
  expect(b.auroc).toBeCloseTo(a.auroc, 12);
  expect(b.auprc).toBeCloseTo(a.auprc, 12);
  a.voros.forEach((v, i) => expect(b.voros[i].value, `voros ${v.t}`).toBeCloseTo(v.value, 12));
  a.partialAuroc.forEach((v, i) => {
    expect(b.partialAuroc[i].area).toBeCloseTo(v.area, 12);
    expect(v.mcclish).not.toBeNull();
    expect(b.partialAuroc[i].mcclish).toBeCloseTo(v.mcclish!, 12);
  });
  a.scenarios.forEach((sc, i) => {
    expect(b.scenarios[i].partialVoros, `scenario ${sc.name}`).toBeCloseTo(sc.partialVoros, 12);
    expect(b.scenarios[i].feasibleArea).toBeCloseTo(sc.feasibleArea, 14);
    expect(b.scenarios[i].maxRecall).toBeCloseTo(sc.maxRecall, 12);
  });
  expect(b.roc.fpr.length).toBe(a.roc.fpr.length);
  a.roc.fpr.forEach((x, i) => {
    expect(b.roc.fpr[i]).toBeCloseTo(x, 14);
    expect(b.roc.tpr[i]).toBeCloseTo(a.roc.tpr[i], 14);
    expect(b.roc.thresholds[i]).toBe(a.roc.thresholds[i]);
  });
}

describe('audit: per-example CSV ≡ published ROC input through buildReport', () => {
  it('3-point curve C3 (P = N = 5): both equal the hand values', async () => {
    // Scores 2: 3 pos 1 neg; 1: 2 pos 4 neg → ROC (0,0),(0.2,0.6),(1,1).
    const y = [1, 1, 1, 0, 1, 1, 0, 0, 0, 0];
    const s = [2, 2, 2, 2, 1, 1, 1, 1, 1, 1];
    const { a, b } = await both('c3', y, s);
    expectSame(a, b);
    // Hand values (hand-worked.test.ts): AUROC 0.7; VOROS [0.2,0.4] = (0.268 − 0.58 ln 1.2 − 0.02 ln(10/9))/0.2;
    // VOROS at t = 0.35 (vertex (0.2,0.6), Cost = 0.07 + 0.26 = 0.33): 1 − 0.33²/(2·0.35·0.65).
    // McClish [0,0.2]: area 0.06, ½(1 + 0.04/0.18) = 11/18.
    for (const m of [a, b]) {
      expect(m.auroc).toBeCloseTo(0.7, 14);
      expect(m.voros[0].value).toBeCloseTo(vorosC3Full(), 12);
      expect(m.voros[1].value).toBeCloseTo((0.268 - 0.58 * Math.log(1.2) - 0.02 * Math.log(10 / 9)) / 0.2, 12);
      expect(m.voros[2].value).toBeCloseTo(1 - 0.33 ** 2 / (2 * 0.35 * 0.65), 12);
      expect(m.partialAuroc[0].mcclish).toBeCloseTo(11 / 18, 13);
      // Scenario a: α 0.3, κ = 40% of 10 = 4. Precision y ≥ 3x/7, capacity x + y ≤ 0.8 → K = (0,0),(0.56,0.24),(0,0.8),
      // A* = ½·0.56·0.8 = 0.224 (= (1−α)κ²/(2NP)). Feasible: (0,0) and (0.2,0.6) (TP 3 + FP 1 = 4 = κ, precision ¾).
      // Hull slope 3 → breakpoint ¾, so (0.2,0.6) is best on all of [0.05, 0.3] (≤ Partial VOROS Def. 11 bound 0.3).
      // Line through (0.2,0.6) of slope s cuts K at (0.2,0.6) itself (on the capacity line) and at (0, 0.6 − 0.2s):
      // A*_t = ½(0.56·0.6 − 0.2·0.24 + 0.2(0.6 − 0.2s)) = 0.204 − 0.02s. ∫ s dt = [−t − ln(1−t)] = ln(0.95/0.7) − 0.25.
      const meanS = (Math.log(0.95 / 0.7) - 0.25) / 0.25;
      const sa = m.scenarios[0];
      expect(sa.feasibleArea).toBeCloseTo(0.224, 14);
      expect(sa.partialVoros).toBeCloseTo((0.204 - 0.02 * meanS) / 0.224, 12);
      expect(sa.maxRecall).toBeCloseTo(0.6, 14);
      expect(sa.bestPoints.length).toBe(1);
      expect(sa.bestPoints[0].fpr).toBeCloseTo(0.2, 14);
      expect(sa.bestPoints[0].tpr).toBeCloseTo(0.6, 14);
      expect(sa.bestPoints[0].threshold).toBe(2);
      // Scenario b: α 0.6, κ 6 → (0.2,0.6) feasible (precision 0.75, 4 alerts) → max recall 0.6; scenario c:
      // α 0.2, κ = |D| → always-alarm (precision 0.5) feasible → max recall 1.
      expect(m.scenarios[1].maxRecall).toBeCloseTo(0.6, 14);
      expect(m.scenarios[2].maxRecall).toBe(1);
      // Scenario b (C0/C1 uniform on [0.5, 2], P = N so s uniform on [0.5, 2]): precision y ≥ 1.5x, capacity x + y ≤ 1.2:
      // K = (0,0),(0.48,0.72),(0.2,1),(0,1), A* = ½(0.48 − 0.144 + 0.2) = 0.268. Best feasible point (0.2,0.6) for s < 3.
      // Lesser polygon (0,0),(0.48,0.72),(x1, 1.2 − x1),(0, 0.6 − 0.2s) with x1 = (0.6 + 0.2s)/(1 + s) (capacity line).
      const Ab = (sv: number) => {
        const x1 = (0.6 + 0.2 * sv) / (1 + sv);
        return 0.5 * (0.48 * (1.2 - x1) - 0.72 * x1 + x1 * (0.6 - 0.2 * sv));
      };
      let simp = Ab(0.5) + Ab(2);
      const nS = 1000;
      for (let i = 1; i < nS; i++) simp += (i % 2 ? 4 : 2) * Ab(0.5 + (i * 1.5) / nS);
      const meanAb = (simp * (1.5 / nS)) / 3 / 1.5;
      expect(m.scenarios[1].feasibleArea).toBeCloseTo(0.268, 14);
      expect(m.scenarios[1].partialVoros).toBeCloseTo(meanAb / 0.268, 10);
      // Scenario c (α 0.2, κ = |D|): every point feasible; hull breakpoints 1/3 and 3/4 split [0.1, 0.9] into
      // (1,1) on [0.1, 1/3], (0.2,0.6) on [1/3, 3/4], (0,0) on [3/4, 0.9].
      const bp = m.scenarios[2].bestPoints;
      expect(bp.map((q) => [q.fpr, q.tpr])).toEqual([[1, 1], [0.2, 0.6], [0, 0]]);
      [[0.1, 1 / 3], [1 / 3, 0.75], [0.75, 0.9]].forEach(([lo, hi], i) => {
        expect(bp[i].t[0]).toBeCloseTo(lo, 14);
        expect(bp[i].t[1]).toBeCloseTo(hi, 14);
      });
      expect(bp.map((q) => q.threshold)).toEqual([1, 2, null]);
      // lesserArea grid (201 points on [0,1]): t = 0 → 1, t = 0.5 → 0.82, t = 1 → 1.
      expect(m.lesserArea.t[100]).toBe(0.5);
      expect(m.lesserArea.value[100]).toBeCloseTo(0.82, 14);
      expect(m.lesserArea.value[0]).toBeCloseTo(1, 14);
      expect(m.lesserArea.value[200]).toBeCloseTo(1, 14);
      // Listed thresholds (score ≥ τ): 2.5 → (0,0); 2 and 1.5 → (0.2,0.6); 1 and 0.5 → (1,1).
      // At (0.2,0.6): TP 3, FP 1, FN 2, TN 4: F1 = 6/9, PPV 0.75, MCC = 10/√600.
      const ops = m.operatingPoints!.filter((o) => o.source === 'config');
      expect(ops.map((o) => [o.fpr, o.tpr])).toEqual([[0, 0], [0.2, 0.6], [0.2, 0.6], [1, 1], [1, 1]]);
      expect(ops[2].measures.FBETA).toBeCloseTo(6 / 9, 14);
      expect(ops[2].measures.PPV).toBeCloseTo(0.75, 14);
      expect(ops[2].measures.MCC).toBeCloseTo(10 / Math.sqrt(600), 14);
    }
  });

  it('40 pseudo-random rows with ties', async () => {
    let seed = 12345;
    const rnd = () => ((seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648);
    const y: number[] = [];
    const s: number[] = [];
    for (let i = 0; i < 40; i++) {
      const lab = rnd() < 0.35 ? 1 : 0;
      y.push(lab);
      s.push(Math.round((rnd() + 0.4 * lab) * 10) / 10);
    }
    const { a, b } = await both('r40', y, s);
    expectSame(a, b);
  });
});

/**
 * VOROS [0,1] of C3, by hand:
 *   (1,1) on [0,1/3]: ∫(1.5 − 1/(2(1−t))) = 0.5 + ½ ln(2/3).
 *   (0.2,0.6) on [1/3,3/4]: ∫(1.02 − 0.08/t − 0.02/(1−t)) = 1.02·(5/12) − 0.08 ln(9/4) − 0.02 ln((2/3)/(1/4)) = 0.425 − 0.08 ln 2.25 − 0.02 ln(8/3).
 *   (0,0) on [3/4,1]: ∫(1.5 − 1/(2t)) = 0.375 − ½ ln(4/3).
 *   Total = 1.3 + ½ ln(2/3) − ½ ln(4/3) − 0.08 ln 2.25 − 0.02 ln(8/3) = 1.3 − ½ ln 2 − 0.08 ln 2.25 − 0.02 ln(8/3).
 */
function vorosC3Full(): number {
  return 1.3 - 0.5 * Math.log(2) - 0.08 * Math.log(2.25) - 0.02 * Math.log(8 / 3);
}

describe('audit: a report whose display curves are thinned (> 5000 distinct scores)', () => {
  it('AUROC = own Mann–Whitney; hull indices point at the own hull vertices; count table sums and cumulates', async () => {
    let seed = 987654321;
    const rnd = () => ((seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648);
    const n = 12000;
    const y: number[] = [];
    const s: number[] = [];
    for (let i = 0; i < n; i++) {
      const lab = rnd() < 0.3 ? 1 : 0;
      y.push(lab);
      s.push(Math.round((rnd() + 0.6 * lab) * 1e9) / 1e9);
    }
    await writeFile(join(dir, 'big.csv'), ['y,m', ...y.map((v, i) => `${v},${s[i]}`)].join('\n') + '\n');
    await writeFile(join(dir, 'big.yaml'), `title: big\ndataset: { path: big.csv, label: y, models: [m] }\n${COMMON.replace(/thresholds:.*\n/, '')}`);
    const { report } = await buildReport(join(dir, 'big.yaml'), { env: { SOURCE_DATE_EPOCH: '0' } });
    const m = report.models[0];
    expect(m.display?.thinned).toBe(true);
    // Own groups by decreasing score.
    const order = s.map((v, i) => i).sort((a, b) => s[b] - s[a]);
    const P = y.filter((v) => v === 1).length;
    const N = n - P;
    const TP = [0];
    const FP = [0];
    let u = 0; // Mann–Whitney: Σ over negatives of (positives above + ½ positives tied)
    for (let r = 0; r < n; ) {
      let p = 0;
      let q = 0;
      const v = s[order[r]];
      while (r < n && s[order[r]] === v) (y[order[r++]] === 1 ? p++ : q++);
      u += q * (TP[TP.length - 1] + p / 2);
      TP.push(TP[TP.length - 1] + p);
      FP.push(FP[FP.length - 1] + q);
    }
    expect(m.auroc).toBeCloseTo(u / (P * N), 12);
    // Own upper hull on integer counts (monotone chain, collinear dropped, equal x: highest kept).
    const H: number[] = [];
    for (let i = 0; i < TP.length; i++) {
      while (H.length && FP[H[H.length - 1]] === FP[i]) H.pop();
      while (H.length >= 2) {
        const a = H[H.length - 2];
        const b = H[H.length - 1];
        if ((FP[b] - FP[a]) * (TP[i] - TP[a]) - (TP[b] - TP[a]) * (FP[i] - FP[a]) >= 0) H.pop();
        else break;
      }
      H.push(i);
    }
    expect(m.hull.map((j) => [m.roc.fpr[j], m.roc.tpr[j]])).toEqual(H.map((i) => [FP[i] / N, TP[i] / P]));
    // Count table of the display: totals P and N; cumulative sums hit every kept ROC point.
    const ct = m.countTable;
    expect(ct.pos.reduce((a, b) => a + b, 0)).toBe(P);
    expect(ct.neg.reduce((a, b) => a + b, 0)).toBe(N);
    let a = 0;
    let b = 0;
    for (let k = 0; k < ct.pos.length; k++) {
      a += ct.pos[k];
      b += ct.neg[k];
      expect(a / P).toBeCloseTo(m.roc.tpr[k + 1], 14);
      expect(b / N).toBeCloseTo(m.roc.fpr[k + 1], 14);
    }
    // Scenario feasible hulls point at feasible kept points.
    for (const sc of m.scenarios) {
      const alpha = report.scenarios.find((x) => x.name === sc.name)!.precision;
      const kappa = report.scenarios.find((x) => x.name === sc.name)!.capacityCount;
      for (const j of sc.feasibleHull) {
        const tp = m.roc.tpr[j] * P;
        const fp = m.roc.fpr[j] * N;
        expect(alpha * fp <= (1 - alpha) * tp + 1e-6 && tp + fp <= kappa + 1e-6).toBe(true);
      }
    }
  });
});

describe('audit: heatmap grid values in the report', () => {
  it('precision {from 0.1, to 0.6, steps 11} and capacity shares → alphas 0.1, 0.15, …, 0.6 and κ = share·|D|', async () => {
    // |D| = 10 (C3). "5%" → 0.5, "50%" → 5, 7 → 7. κ from 1 to 9 in 5 steps → 1, 3, 5, 7, 9.
    const y = [1, 1, 1, 0, 1, 1, 0, 0, 0, 0];
    const sc = [2, 2, 2, 2, 1, 1, 1, 1, 1, 1];
    await writeFile(join(dir, 'hm.csv'), ['y,m', ...y.map((v, i) => `${v},${sc[i]}`)].join('\n') + '\n');
    await writeFile(
      join(dir, 'hm.yaml'),
      `title: hm\ndataset: { path: hm.csv, label: y, models: [m] }\nheatmap: { precision: { from: 0.1, to: 0.6, steps: 11 }, capacity: ["5%", "50%", 7], cost: { t: [0.1, 0.3] } }\n`,
    );
    const { report } = await buildReport(join(dir, 'hm.yaml'), { env: { SOURCE_DATE_EPOCH: '0' } });
    const hm = report.heatmap!;
    expect(hm.alphas.length).toBe(11);
    hm.alphas.forEach((a, i) => expect(a).toBeCloseTo(0.1 + 0.05 * i, 14));
    expect(hm.kappas.length).toBe(3);
    [0.5, 5, 7].forEach((k, j) => expect(hm.kappas[j]).toBeCloseTo(k, 14));
    // Cell α = 0.3 (row 4), κ = 5 (column 1): P = N = 5, precision y ≥ 3x/7, capacity x + y ≤ 1 (κ = 5 = P: case 2
    // boundary): K = (0,0),(0.7,0.3),(0,1), A* = ½·0.7·1 = 0.35. Feasible: (0,0), (0.2,0.6) (4 alerts, precision ¾).
    // Best on [0.1, 0.3] is (0.2,0.6) (breakpoint ¾). Line through it of slope s cuts x = 0 at 0.6 − 0.2s and the
    // capacity line x + y = 1 at x1 = (0.4 + 0.2s)/(1 + s). Lesser polygon (0,0),(0.7,0.3),(x1, 1 − x1),(0, 0.6 − 0.2s).
    const A = (t: number) => {
      const sv = t / (1 - t);
      const x1 = (0.4 + 0.2 * sv) / (1 + sv);
      return 0.5 * (0.7 * (1 - x1) - x1 * 0.3 + x1 * (0.6 - 0.2 * sv));
    };
    let simp = A(0.1) + A(0.3);
    const n = 1000;
    for (let i = 1; i < n; i++) simp += (i % 2 ? 4 : 2) * A(0.1 + (i * 0.2) / n);
    const pv = (simp * (0.2 / n)) / 3 / 0.2 / 0.35;
    expect(hm.cells[4][1].partialVoros.m).toBeCloseTo(pv, 10);
  });
});

describe('audit: published ROC without a threshold column', () => {
  it('same metrics as C3 by hand; every threshold is null', async () => {
    // Points (0.2, 0.6) only, P = N = 5: (0,0) and (1,1) are added. AUROC 0.7, VOROS [0.2,0.4] as in hand-worked.
    await writeFile(join(dir, 'nt.csv'), 'fpr,tpr\n0.2,0.6\n');
    await writeFile(join(dir, 'nt.yaml'), `title: nt\ndataset: { roc: { m: nt.csv }, positives: 5, negatives: 5 }\nvoros: [[0.2, 0.4]]\n`);
    const { report } = await buildReport(join(dir, 'nt.yaml'), { env: { SOURCE_DATE_EPOCH: '0' } });
    const m = report.models[0];
    expect(m.auroc).toBeCloseTo(0.7, 14);
    expect(m.voros[0].value).toBeCloseTo((0.268 - 0.58 * Math.log(1.2) - 0.02 * Math.log(10 / 9)) / 0.2, 12);
    expect(m.roc.fpr).toEqual([0, 0.2, 1]);
    expect(m.roc.tpr).toEqual([0, 0.6, 1]);
    expect(m.roc.thresholds).toEqual([null, null, null]);
  });
});
