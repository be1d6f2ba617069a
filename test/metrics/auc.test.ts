import { readFileSync } from 'node:fs';
import { parse } from 'csv-parse/sync';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { auroc, partialAuroc } from '../../src/lib/metrics/auc';
import { countTableFromRoc, countTableFromScores } from '../../src/lib/metrics/counts';
import { MetricInputError } from '../../src/lib/metrics/errors';
import { rocCurve } from '../../src/lib/metrics/roc';
import { clipHalfPlane, polygonArea, type Poly } from '../helpers/geometry';
import { mulberry32, randomRocPoints, randomScores } from '../helpers/random';

/** Mann–Whitney U/(P·N) by brute force over all positive–negative pairs, ties counted ½. */
function mannWhitney(labels: number[], scores: number[]): number {
  let u = 0;
  let P = 0;
  let N = 0;
  for (let i = 0; i < labels.length; i++) if (labels[i] === 1) P++; else N++;
  for (let i = 0; i < labels.length; i++) {
    if (labels[i] !== 1) continue;
    for (let j = 0; j < labels.length; j++) {
      if (labels[j] !== 0) continue;
      u += scores[i] > scores[j] ? 1 : scores[i] === scores[j] ? 0.5 : 0;
    }
  }
  return u / (P * N);
}

const rocOf = (labels: number[], scores: number[]) => rocCurve(countTableFromScores(labels, scores));

/**
 * Area under the polyline through ROC points (with (0,0) and (1,1)) over lo ≤ x ≤ hi, as the area of the polygon
 * {curve, (1,0), (0,0)} clipped by x ≥ lo and x ≤ hi (shoelace). Independent of auc.ts.
 */
function areaByClipping(xs: number[], ys: number[], lo: number, hi: number): number {
  const poly: Poly = xs.map((x, i) => [x, ys[i]] as [number, number]);
  poly.push([1, 0]);
  // The polygon runs (0,0) → curve → (1,1) → (1,0) → back to (0,0): simple, but not convex; clipping by a
  // vertical half-plane is still exact for it because every vertical line meets it in one segment.
  let p = clipHalfPlane(poly, -1, 0, -lo);
  p = clipHalfPlane(p, 1, 0, hi);
  return p.length ? polygonArea(p) : 0;
}

describe('auroc', () => {
  it('hand-worked cases', () => {
    // Positives 0.9, 0.7; negatives 0.8, 0.6: pairs won 2 + 1 of 4.
    expect(auroc(rocOf([1, 0, 1, 0], [0.9, 0.8, 0.7, 0.6]))).toBeCloseTo(0.75, 15);
    // All tied: every pair counts ½.
    expect(auroc(rocOf([1, 0, 1, 0, 0], [3, 3, 3, 3, 3]))).toBe(0.5);
    // Perfect and reversed.
    expect(auroc(rocOf([1, 1, 0, 0], [4, 3, 2, 1]))).toBe(1);
    expect(auroc(rocOf([1, 1, 0, 0], [1, 2, 3, 4]))).toBe(0);
    // One tie between a positive and a negative: (1 + 1 + 0.5 + 1)/4 with P = 2, N = 2 → 3.5/4.
    expect(auroc(rocOf([1, 1, 0, 0], [5, 3, 3, 1]))).toBeCloseTo(0.875, 15);
  });

  it('equals the brute-force Mann–Whitney statistic with ties ½ (property)', () => {
    fc.assert(
      fc.property(
        fc.array(fc.tuple(fc.integer({ min: 0, max: 1 }), fc.integer({ min: -5, max: 5 })), { minLength: 2, maxLength: 60 }),
        (rows) => {
          const labels = rows.map((r) => r[0]);
          const scores = rows.map((r) => r[1]);
          fc.pre(labels.includes(1) && labels.includes(0));
          expect(auroc(rocOf(labels, scores))).toBeCloseTo(mannWhitney(labels, scores), 12);
        },
      ),
      { numRuns: 400, seed: 7 },
    );
  });

  it('equals brute-force Mann–Whitney on seeded binormal data with and without ties', () => {
    const rng = mulberry32(1);
    for (let r = 0; r < 20; r++) {
      const { labels, scores } = randomScores(rng, { n: 300, separation: r % 3, levels: r % 2 ? 7 : undefined });
      expect(auroc(rocOf(labels, scores))).toBeCloseTo(mannWhitney(labels, scores), 12);
    }
  });

  it("matches pROC on aSAH (data/asah/asah.csv): s100b 0.7314, ndka 0.6120, wfns 0.8237", () => {
    const rows: Record<string, string>[] = parse(readFileSync('/work/shared/data/asah.csv', 'utf8'), { columns: true });
    expect(rows.length).toBe(113);
    const labels = rows.map((r) => Number(r.outcome));
    expect(labels.filter((l) => l === 1).length).toBe(41);
    const want: Record<string, number> = { s100b: 0.7314, ndka: 0.612, wfns: 0.8237 };
    for (const [col, v] of Object.entries(want)) {
      const scores = rows.map((r) => Number(r[col]));
      const a = auroc(rocOf(labels, scores));
      expect(Math.abs(a - v), `${col}: got ${a}, pROC ${v}`).toBeLessThan(0.00005 + 1e-12);
      expect(a).toBeCloseTo(mannWhitney(labels, scores), 12);
    }
  });
});

describe('partialAuroc', () => {
  it('hand-worked: ROC (0,0),(0.5,1),(1,1) over FPR [0.25, 0.75]', () => {
    const roc = rocCurve(countTableFromRoc([0.5], [1], 4, 4));
    const { area, mcclish } = partialAuroc(roc, [0.25, 0.75]);
    // ∫ 2x over [0.25, 0.5] + ∫ 1 over [0.5, 0.75] = 0.1875 + 0.25; min = (0.75² − 0.25²)/2 = 0.25, max = 0.5.
    expect(area).toBeCloseTo(0.4375, 15);
    expect(mcclish).toBeCloseTo((1 + (0.4375 - 0.25) / 0.25) / 2, 15);
  });

  it('vertical segment at the range end adds nothing (sklearn interpolates at max_fpr taking its top)', () => {
    // (0,0) → (0.2,0.3) → (0.2,0.8) → (1,1): over [0, 0.2] area = 0.2·0.3/2 = 0.03.
    const roc = rocCurve(countTableFromRoc([0.2, 0.2], [0.3, 0.8], 10, 10));
    const r = partialAuroc(roc, [0, 0.2]);
    expect(r.area).toBeCloseTo(0.03, 15);
    expect(r.mcclish).toBeCloseTo((1 + (0.03 - 0.02) / (0.2 - 0.02)) / 2, 15);
    // Same vertical segment at the lower end: over [0.2, 1] the area is ∫ from y = 0.8 up.
    const r2 = partialAuroc(roc, [0.2, 1]);
    expect(r2.area).toBeCloseTo(0.8 * 0.9, 15);
    expect(r2.area + r.area).toBeCloseTo(partialAuroc(roc, [0, 1]).area, 15);
  });

  it('perfect classifier → mcclish 1, chance diagonal → 0.5, for any range', () => {
    const perfect = rocOf([1, 1, 0, 0, 0], [5, 4, 3, 2, 1]);
    const chance = rocOf([1, 0, 1, 0], [1, 1, 1, 1]);
    for (const rg of [[0, 0.1], [0, 0.2], [0.1, 0.4], [0.3, 1], [0, 1], [0.9, 1]] as [number, number][]) {
      expect(partialAuroc(perfect, rg).mcclish).toBeCloseTo(1, 14);
      expect(partialAuroc(perfect, rg).area).toBeCloseTo(rg[1] - rg[0], 14);
      expect(partialAuroc(chance, rg).mcclish).toBeCloseTo(0.5, 14);
      expect(partialAuroc(chance, rg).area).toBeCloseTo((rg[1] ** 2 - rg[0] ** 2) / 2, 14);
    }
  });

  it('equals the brute-force clipped polygon area on random curves and ranges; full range = AUROC', () => {
    const rng = mulberry32(11);
    for (let r = 0; r < 200; r++) {
      const { fpr, tpr } = randomRocPoints(rng, 1 + Math.floor(rng() * 15), 50);
      const roc = rocCurve(countTableFromRoc(fpr, tpr, 50, 50));
      const xs = [0, ...fpr, 1];
      const ys = [0, ...tpr, 1];
      let lo = r % 5 === 0 ? 0 : rng();
      let hi = r % 7 === 0 ? 1 : rng();
      if (r % 11 === 0) lo = fpr[0]; // start exactly on a ROC point (possibly a vertical segment)
      if (lo > hi) [lo, hi] = [hi, lo];
      const { area, mcclish } = partialAuroc(roc, [lo, hi]);
      expect(area).toBeCloseTo(areaByClipping(xs, ys, lo, hi), 12);
      if (hi > lo) {
        const mn = (hi * hi - lo * lo) / 2;
        expect(mcclish).toBeCloseTo((1 + (area - mn) / (hi - lo - mn)) / 2, 12);
      }
      expect(partialAuroc(roc, [0, 1]).area).toBeCloseTo(auroc(roc), 12);
    }
  });

  it("lo = 0 equals sklearn's roc_auc_score(max_fpr) algorithm (searchsorted right + interp + trapezoid)", () => {
    const rng = mulberry32(5);
    for (let r = 0; r < 50; r++) {
      const { labels, scores } = randomScores(rng, { n: 80, levels: r % 2 ? 6 : undefined });
      const roc = rocOf(labels, scores);
      const maxFpr = r % 4 === 0 ? roc.fpr[1 + Math.floor(rng() * (roc.fpr.length - 2))] : 0.01 + 0.98 * rng();
      // sklearn: stop = searchsorted(fpr, max_fpr, 'right'); append interp at max_fpr; trapezoid; McClish.
      const fpr = Array.from(roc.fpr);
      const tpr = Array.from(roc.tpr);
      let stop = 0;
      while (stop < fpr.length && fpr[stop] <= maxFpr) stop++;
      const x0 = fpr[stop - 1];
      const x1 = fpr[stop];
      const yi = x1 === x0 ? tpr[stop - 1] : tpr[stop - 1] + ((tpr[stop] - tpr[stop - 1]) * (maxFpr - x0)) / (x1 - x0);
      const xs = [...fpr.slice(0, stop), maxFpr];
      const ys = [...tpr.slice(0, stop), yi];
      let a = 0;
      for (let i = 0; i + 1 < xs.length; i++) a += ((xs[i + 1] - xs[i]) * (ys[i] + ys[i + 1])) / 2;
      const sk = 0.5 * (1 + (a - 0.5 * maxFpr ** 2) / (maxFpr - 0.5 * maxFpr ** 2));
      const got = partialAuroc(roc, [0, maxFpr]);
      expect(got.area).toBeCloseTo(a, 13);
      expect(got.mcclish).toBeCloseTo(sk, 12);
    }
  });

  it('rejects an invalid range with a precise message', () => {
    const roc = rocOf([1, 0], [2, 1]);
    expect(() => partialAuroc(roc, [0.5, 0.2])).toThrow(/0 ≤ lo ≤ hi ≤ 1, got \[0.5, 0.2\]/);
    expect(() => partialAuroc(roc, [-0.1, 0.2])).toThrow(MetricInputError);
  });
});
