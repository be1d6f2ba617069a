/**
 * The metric step of a model (report/model-metrics.ts) works on the full count table and does no display work: on a
 * curve large enough to be thinned for display, its numbers match brute force on the full data, and its result holds
 * numbers only.
 */
import { describe, expect, it } from 'vitest';
import { countTableFromRoc, countTableFromScores } from '../../src/lib/metrics/counts';
import { rocCurve } from '../../src/lib/metrics/roc';
import { modelMetrics } from '../../src/lib/report/model-metrics';
import { scenarioRuns } from '../../src/lib/report/scenarios';
import { THIN_ABOVE } from '../../src/lib/report/thin';
import { mulberry32 } from '../helpers/random';

const settings = {
  partialAuroc: [[0, 1], [0, 0.2]] as [number, number][],
  voros: [[0, 1]] as [number, number][],
  waaurocc: [{ fpr: [0, 1] as [number, number], bins: 10 }],
};

describe('modelMetrics', () => {
  it('a curve thinned for display: AUROC = brute-force Mann–Whitney on every example, hull over every ROC point', () => {
    const rnd = mulberry32(8);
    const n = 7000;
    const labels: number[] = [];
    const scores: number[] = [];
    for (let i = 0; i < n; i++) {
      const l = rnd() < 0.1 ? 1 : 0;
      labels.push(l);
      scores.push(rnd() + 0.4 * l); // distinct scores: > THIN_ABOVE ROC points
    }
    const ct = countTableFromScores(labels, scores);
    const roc = rocCurve(ct);
    expect(roc.fpr.length).toBeGreaterThan(THIN_ABOVE);
    const runs = scenarioRuns([{ name: 's', precision: 0.2, capacity: 500, cost: { t: [0, 0.5] } }], roc.P, roc.N, () => {});
    const m = modelMetrics(ct, roc, settings, runs);
    expect(Object.keys(m).sort()).toEqual(['auprc', 'auroc', 'hull', 'partialAuroc', 'scenarios', 'voros', 'waaurocc']);

    // Mann–Whitney U/(P·N), ties ½ (none here), over all pairs.
    const pos = scores.filter((_, i) => labels[i] === 1);
    const neg = scores.filter((_, i) => labels[i] === 0);
    let u = 0;
    for (const p of pos) for (const q of neg) u += p > q ? 1 : p === q ? 0.5 : 0;
    const mw = u / (pos.length * neg.length);
    expect(m.auroc).toBeCloseTo(mw, 12);
    expect(m.partialAuroc[0].area).toBeCloseTo(mw, 12);

    // The hull lies on or above every one of the full curve's points (brute force over its edges).
    const h = Array.from(m.hull);
    expect(roc.fpr[h[h.length - 1]]).toBe(1);
    for (let i = 0; i < roc.fpr.length; i++) {
      const x = roc.fpr[i];
      let j = 0;
      while (j + 1 < h.length && roc.fpr[h[j + 1]] < x) j++;
      const a = h[j];
      const b = h[Math.min(j + 1, h.length - 1)];
      const y = roc.fpr[b] === roc.fpr[a] ? Math.max(roc.tpr[a], roc.tpr[b]) : roc.tpr[a] + ((roc.tpr[b] - roc.tpr[a]) * (x - roc.fpr[a])) / (roc.fpr[b] - roc.fpr[a]);
      expect(roc.tpr[i]).toBeLessThanOrEqual(y + 1e-12);
    }

    // Partial VOROS: the feasible hull holds only feasible full-curve points (Partial VOROS Def. 12 on counts, checked here).
    for (const i of m.scenarios[0].pv.hull) {
      expect(0.2 * roc.fp[i]).toBeLessThanOrEqual(0.8 * roc.tp[i] + 1e-9);
      expect(roc.tp[i] + roc.fp[i]).toBeLessThanOrEqual(500 + 1e-9);
    }
    expect(m.scenarios[0].maxRecall).toBe(Math.max(...Array.from(m.scenarios[0].pv.hull, (i) => roc.tpr[i])));
  });

  it('the chance diagonal: VOROS over [0, 1] is 3/2 − ln 2 (VOROS Example 25), AUROC ½, WaAUROCC 0', () => {
    const ct = countTableFromRoc([], [], 100, 900);
    const roc = rocCurve(ct);
    const m = modelMetrics(ct, roc, settings, []);
    expect(m.voros[0].value).toBeCloseTo(1.5 - Math.log(2), 14);
    expect(m.auroc).toBeCloseTo(0.5, 15);
    expect(m.waaurocc[0].value).toBeCloseTo(0, 14);
    // McClish over [0, 0.2] on the diagonal: area = min = 0.02, so (1 + 0)/2 = ½.
    expect(m.partialAuroc[1].area).toBeCloseTo(0.02, 15);
    expect(m.partialAuroc[1].mcclish).toBeCloseTo(0.5, 14);
  });
});
