/**
 * AUDIT: edge cases with values derived by hand (derivations in comments), not from the code under test.
 */
import { describe, expect, it } from 'vitest';
import { countTableFromCounts, countTableFromScores } from '../../src/lib/metrics/counts';
import { rocCurve } from '../../src/lib/metrics/roc';
import { auroc, partialAuroc } from '../../src/lib/metrics/auc';
import { averagePrecision } from '../../src/lib/metrics/pr';
import { voros } from '../../src/lib/metrics/voros';
import { tDistribution } from '../../src/lib/metrics/cost';
import { feasibleRegion } from '../../src/lib/metrics/feasible-region';
import { partialVoros } from '../../src/lib/metrics/partial-voros';
import { waaurocc } from '../../src/lib/metrics/waaurocc';

const uni = (a: number, b: number, P: number, N: number) => tDistribution({ t: [a, b] }, P, N);

describe('audit: all scores tied', () => {
  // One score group: ROC = {(0,0), (1,1)}, AUROC = ½.
  // VOROS [0,1] of the diagonal: t ∈ [0,½] vertex (1,1): A = 1.5 − 1/(2(1−t)), ∫ = 0.75 − ½ ln 2;
  // t ∈ [½,1] vertex (0,0): A = 1.5 − 1/(2t), ∫ = 0.75 − ½ ln 2. Total 3/2 − ln 2 (VOROS Example 25).
  const roc = () => rocCurve(countTableFromScores([1, 0, 1, 0, 0], [0.3, 0.3, 0.3, 0.3, 0.3]));
  it('ROC is {(0,0),(1,1)} and AUROC is ½', () => {
    const r = roc();
    expect(Array.from(r.fpr)).toEqual([0, 1]);
    expect(Array.from(r.tpr)).toEqual([0, 1]);
    expect(auroc(r)).toBe(0.5);
  });
  it('VOROS [0,1] = 3/2 − ln 2; VOROS [0,½] = 1.5 − ln 2 as well (symmetric halves)', () => {
    expect(voros(roc(), uni(0, 1, 2, 3))).toBeCloseTo(1.5 - Math.log(2), 14);
    // Mean over [0,½] = (0.75 − ½ ln 2)/0.5.
    expect(voros(roc(), uni(0, 0.5, 2, 3))).toBeCloseTo(1.5 - Math.log(2), 14);
  });
  it('AP = prevalence (one step of recall 1 at precision P/(P+N)) and WaAUROCC = 0', () => {
    expect(averagePrecision(countTableFromScores([1, 0, 1, 0, 0], [0.3, 0.3, 0.3, 0.3, 0.3]))).toBeCloseTo(0.4, 15);
    expect(waaurocc(roc(), [0, 1], 10)).toBeCloseTo(0, 14);
    expect(partialAuroc(roc(), [0, 0.2]).mcclish).toBeCloseTo(0.5, 14);
  });
});

describe('audit: perfect separation', () => {
  // ROC (0,0),(0,1),(1,1): AUROC 1. Hull vertex (0,1) costs 0 for every t, A_t = 1 → VOROS 1 on any range.
  const labels = [1, 1, 0, 0, 0];
  const scores = [0.9, 0.8, 0.2, 0.1, 0.05];
  const roc = () => rocCurve(countTableFromScores(labels, scores));
  it('AUROC 1, VOROS 1 on [0,1] and [0.2,0.4], McClish 1, AP 1, WaAUROCC 1', () => {
    const r = roc();
    expect(auroc(r)).toBe(1);
    expect(voros(r, uni(0, 1, 2, 3))).toBeCloseTo(1, 14);
    expect(voros(r, uni(0.2, 0.4, 2, 3))).toBeCloseTo(1, 14);
    expect(voros(r, uni(0.3, 0.3, 2, 3))).toBeCloseTo(1, 14);
    expect(partialAuroc(r, [0, 0.2]).mcclish).toBeCloseTo(1, 14);
    expect(averagePrecision(countTableFromScores(labels, scores))).toBe(1);
    expect(waaurocc(r, [0, 0.2], 7)).toBeCloseTo(1, 14);
  });
});

describe('audit: degenerate t ranges', () => {
  // C3: (0,0),(0.2,0.6),(1,1), P = N = 5.
  // t = 0: Cost = 1 − y; the best point has y = 1; A_0 = k = 1. t = 1: Cost = x; best has x = 0; A_1 = 1 − h = 1.
  const C3 = () => rocCurve(countTableFromCounts([2, 1], [3, 2], [1, 4]));
  it('VOROS at t = 0 and at t = 1 is 1', () => {
    expect(voros(C3(), uni(0, 0, 5, 5))).toBeCloseTo(1, 14);
    expect(voros(C3(), uni(1, 1, 5, 5))).toBeCloseTo(1, 14);
  });
  it('VOROS on [0.9, 1]: vertex (0,0) optimal (t ≥ 3/4): mean of 1.5 − 1/(2t) = 1.5 − 5·ln(10/9)', () => {
    // (0,0): A_t = 1 + ½ − 1/(2t) − 0; ∫_{0.9}^1 = 0.15 − ½ ln(1/0.9); /0.1 → 1.5 − 5 ln(10/9).
    expect(voros(C3(), uni(0.9, 1, 5, 5))).toBeCloseTo(1.5 - 5 * Math.log(10 / 9), 13);
  });
  it('VOROS on [0, 0.1]: vertex (1,1) optimal: mean of 1.5 − 1/(2(1−t)) = 1.5 − 5·ln(10/9)', () => {
    // ∫_0^{0.1} 1/(2(1−t)) = ½ ln(1/0.9).
    expect(voros(C3(), uni(0, 0.1, 5, 5))).toBeCloseTo(1.5 - 5 * Math.log(10 / 9), 13);
  });

  // Partial VOROS, case-2 example of hand-worked.test.ts (P 10, N 40, α 0.5, κ 15, point (0.05,0.5)).
  const roc2 = () => rocCurve(countTableFromCounts([2, 1], [5, 5], [2, 38]));
  const K = () => feasibleRegion(0.5, 15, 10, 40);
  it('partial VOROS at t = 0: A*_0 = area of K ∩ {y ≤ 0.5} = ½·0.125·0.5 → PV = 2/7', () => {
    // Cost = 1 − y; best feasible = the highest TPR, (0.05, 0.5). K ∩ {y ≤ 0.5}: y = 4x meets y = 0.5 at x = 0.125;
    // capacity 4x + y ≤ 1.5 does not bind there. Triangle area 0.03125; /0.109375 = 2/7.
    expect(partialVoros(roc2(), K(), uni(0, 0, 10, 40)).value).toBeCloseTo(2 / 7, 13);
  });
  it('partial VOROS at t = 1: best feasible is (0,0) (Cost = x), every point of K costs ≥ 0 → PV = 1', () => {
    expect(partialVoros(roc2(), K(), uni(1, 1, 10, 40)).value).toBeCloseTo(1, 13);
  });
});

describe('audit: feasible regions outside Partial VOROS Def. 11 (hand shoelace)', () => {
  it('α ≤ prevalence, κ ≥ |D| (P 10, N 40, α 0.1, κ 100): square minus triangle under y = 4x/9 → 7/9', () => {
    // Precision: 0.1·40 x ≤ 0.9·10 y ⇔ y ≥ 4x/9, leaves through x = 1 at y = 4/9. Area 1 − ½·4/9 = 7/9.
    const K = feasibleRegion(0.1, 100, 10, 40);
    expect(K.area).toBeCloseTo(7 / 9, 14);
    expect(K.def11.holds).toBe(false);
  });
  it('α < prevalence, P ≤ κ, (1−α)κ > N (P 10, N 40, α 0.1, κ 45): pentagon, 7/9 − 1/32', () => {
    // Capacity 4x + y ≤ 4.5: x = 1 at y = 0.5, y = 1 at x = 0.875; corner triangle ½·0.125·0.5 = 1/32.
    expect(feasibleRegion(0.1, 45, 10, 40).area).toBeCloseTo(7 / 9 - 1 / 32, 14);
  });
  it('α < prevalence but lines cross inside the square (κ 30): case-2 closed form 0.5125', () => {
    // y ≥ 4x/9 and 4x + y ≤ 3 cross at x = 0.675 ≤ 1. (2κP − ακ² − P²)/(2NP) = (600 − 90 − 100)/800 = 0.5125.
    expect(feasibleRegion(0.1, 30, 10, 40).area).toBeCloseTo(0.5125, 14);
  });
  it('α < prevalence, κ < P (P 40, N 10, α 0.5, κ 30): (0,0),(1,¼),(1,½),(0,¾), area ½', () => {
    // Precision: 5x ≤ 20y ⇔ y ≥ x/4. Capacity 10x + 40y ≤ 30 ⇔ x + 4y ≤ 3. ∫_0^1 ((3−x)/4 − x/4) dx = ½.
    expect(feasibleRegion(0.5, 30, 40, 10).area).toBeCloseTo(0.5, 14);
  });
  it('κ ≥ |D|, α > p (P 10, N 40, α 0.5, κ 50): triangle (0,0),(¼,1),(0,1), area (1−α)P/(2αN) = 1/8', () => {
    expect(feasibleRegion(0.5, 50, 10, 40).area).toBeCloseTo(0.125, 14);
    expect(feasibleRegion(0.5, 1e9, 10, 40).area).toBeCloseTo(0.125, 14);
  });
});

describe('audit: capacity κ < 1', () => {
  // P 10, N 40, α 0.5, κ 0.5: case 1 triangle, area (1−α)κ²/(2NP) = 0.5·0.25/800. Every real alarm has TP + FP ≥ 1 > κ,
  // so only never-alarm (0,0) is feasible. For t ≤ αN/(αN + (1−α)P) = 0.8 the iso line y = (t/(1−t))x through the
  // origin has slope ≤ 4 = the precision line's, so K ∩ {lesser} is the origin only: PV = 0.
  it('region area and PV = 0', () => {
    const K = feasibleRegion(0.5, 0.5, 10, 40);
    expect(K.area).toBeCloseTo(0.5 * 0.25 / 800, 18);
    const roc = rocCurve(countTableFromCounts([2, 1], [5, 5], [2, 38]));
    const r = partialVoros(roc, K, uni(0.1, 0.5, 10, 40));
    expect(r.value).toBe(0);
  });
});

describe('audit: cost-ratio ranges', () => {
  // C3 with P = 5, N = 10 (same ROC: scores 2 → 3 pos 2 neg; 1 → 2 pos 8 neg). q = N/P = 2.
  // ratio [0.5, 1] → s ∈ [1, 2], vertex (0.2,0.6) (optimal for s ∈ [0.5, 3]): mean of 0.92 − 0.02 s − 0.08/s = 0.89 − 0.08 ln 2.
  const C = () => rocCurve(countTableFromCounts([2, 1], [3, 2], [2, 8]));
  it('C0/C1 uniform on [0.5, 1] with N/P = 2', () => {
    expect(voros(C(), tDistribution({ ratio: [0.5, 1] }, 5, 10))).toBeCloseTo(0.89 - 0.08 * Math.log(2), 12);
  });
  it('C0/C1 uniform on [0, 0.5] (s from 0): (1,1) on s ∈ [0, 0.5], (0.2,0.6) on [0.5, 1]', () => {
    // (1,1): A(s) = 1 − s²/(2s) = 1 − s/2, ∫_0^½ = 0.4375. (0.2,0.6): ∫_½^1 (0.92 − 0.02s − 0.08/s) = 0.46 − 0.0075 − 0.08 ln 2.
    // Mean over s-length 1: 0.89 − 0.08 ln 2.
    expect(voros(C(), tDistribution({ ratio: [0, 0.5] }, 5, 10))).toBeCloseTo(0.89 - 0.08 * Math.log(2), 12);
  });
  it('point mass ratio [0.5, 0.5] → s = 1, t = ½ → 0.82', () => {
    expect(voros(C(), tDistribution({ ratio: [0.5, 0.5] }, 5, 10))).toBeCloseTo(0.82, 14);
  });
});

describe('audit: Appendix A case numbers and degenerate regions (hand classification)', () => {
  // P 10, N 40 unless noted (p = 0.2).
  it.each([
    // [α, κ, P, N, case, area (hand), why]
    [0.5, 8, 10, 40, 1, 0.04, 'κ < P, lines cross inside: (1−α)κ²/(2NP) = 0.5·64/800'],
    [0.5, 15, 10, 40, 2, 0.109375, 'P ≤ κ, ακ < P'],
    [0.5, 30, 10, 40, 3, 0.125, 'ακ = 15 ≥ P: triangle under the precision line, (1−α)P/(2αN)'],
    [0.1, 45, 10, 40, 4, 7 / 9 - 1 / 32, 'α < p, κ ≥ P, (1−α)κ = 40.5 > N'],
    [0.5, 30, 40, 10, 5, 0.5, 'α < p = 0.8, κ < P, (1−α)κ = 15 > N'],
    [0.5, 50, 10, 40, 8, 0.125, 'κ ≥ |D|, α ≥ p'],
    [0.1, 100, 10, 40, 9, 7 / 9, 'κ ≥ |D|, α < p'],
    [0, 5, 10, 40, 10, 0.03125, 'α = 0, κ < min(P,N): triangle (0,0),(0.125,0),(0,0.5)'],
    [0, 20, 10, 40, 11, 0.375, 'α = 0, P ≤ κ ≤ N: (0,0),(0.5,0),(0.25,1),(0,1)'],
    [0, 20, 40, 10, 12, 0.375, 'α = 0, N ≤ κ ≤ P: mirror image, (0,0),(1,0),(1,0.25),(0,0.5)'],
    [0, 45, 10, 40, 13, 1 - 0.5 * 0.125 * 0.5, 'α = 0, κ ≥ max(P,N): square minus corner ½·0.125·0.5'],
  ])('α %s, κ %s, P %s, N %s → case %s, area %s (%s)', (alpha, kappa, P, N, c, a) => {
    const K = feasibleRegion(alpha, kappa, P, N);
    expect(K.caseNumber).toBe(c);
    expect(K.area).toBeCloseTo(a, 14);
  });
  it('κ = 0 (case 6) and α = 1 (case 7): area 0, PV reported 0 and flagged degenerate', () => {
    const roc = rocCurve(countTableFromCounts([2, 1], [5, 5], [2, 38]));
    for (const [alpha, kappa, c] of [[0.5, 0, 6], [1, 5, 7]]) {
      const K = feasibleRegion(alpha, kappa, 10, 40);
      expect(K.caseNumber).toBe(c);
      expect(K.area).toBe(0);
      const r = partialVoros(roc, K, uni(0.1, 0.5, 10, 40));
      expect(r.value).toBe(0);
      expect(r.degenerate).toBe(true);
    }
  });
});

describe('audit: unbounded cost-ratio range (engine API; the config schema rejects non-finite ratios)', () => {
  // A uniform distribution of C0/C1 on [0, ∞) does not exist. voros() rejects it ("needs a finite upper bound").
  // partialVoros() should do the same; at the very least it must not return 0: as the upper bound r2 grows, the mass
  // of s = r·N/P concentrates at t → 1, where the best feasible point is never-alarm and A*_1/A* = 1, so PV → 1
  // (hand check on the case-2 example: r2 = 1e9 gives 0.99999998). partialVoros once returned exactly 0 there
  // (partialVolume divided the integral by tauB − tauA = ∞); the range is now rejected where it is built.
  const roc2 = () => rocCurve(countTableFromCounts([2, 1], [5, 5], [2, 38]));
  const K = () => feasibleRegion(0.5, 15, 10, 40);
  it('an unbounded C0/C1 or N/P range is rejected: uniform on [r1, ∞) is not a probability distribution', () => {
    // (Before this check, partialVoros silently returned 0 for C0/C1 uniform on [0, ∞) while voros threw.)
    expect(() => tDistribution({ ratio: [0, Infinity] }, 10, 40)).toThrow(/0 ≤ r1 ≤ r2 < ∞/);
    expect(() => tDistribution({ ratio: [0.1, 1], classRatio: [1, Infinity] }, 10, 40)).toThrow(/0 < q1 ≤ q2 < ∞/);
    // A large finite bound is a distribution, and PV approaches its limit 1 (the argument above), not 0: the hand
    // check's 0.99999998 at r2 = 1e9.
    const pv = partialVoros(roc2(), K(), tDistribution({ ratio: [0, 1e9] }, 10, 40)).value;
    expect(pv).toBeCloseTo(0.99999998, 7);
    expect(pv).toBeLessThanOrEqual(1);
  });
});
