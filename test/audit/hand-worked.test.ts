/**
 * AUDIT: hand-worked tiny cases. Every expected value below is derived on paper in the comment next to it (or by an
 * independent brute-force computation written in this file), never by calling the code under test.
 */
import { describe, expect, it } from 'vitest';
import { countTableFromCounts, countTableFromScores } from '../../src/lib/metrics/counts';
import { rocCurve } from '../../src/lib/metrics/roc';
import { auroc, partialAuroc } from '../../src/lib/metrics/auc';
import { averagePrecision } from '../../src/lib/metrics/pr';
import { voros, lesserArea } from '../../src/lib/metrics/voros';
import { tDistribution } from '../../src/lib/metrics/cost';
import { feasibleRegion } from '../../src/lib/metrics/feasible-region';
import { partialVoros } from '../../src/lib/metrics/partial-voros';
import { waaurocc, waauroccAcceptance, waBars } from '../../src/lib/metrics/waaurocc';
import { leakage } from '../../src/lib/metrics/geometry';
import { ddExpectation } from '../../src/lib/metrics/dutch-draw';

/**
 * Curve C3: P = N = 5; scores 2 (3 pos, 1 neg), 1 (2 pos, 4 neg).
 * ROC points (0,0), (0.2, 0.6), (1,1). Hull = all three (slopes 3 then 0.5, decreasing).
 * Breakpoints t = s/(1+s): 3/4 and 1/3. Vertex (1,1) optimal on t ∈ [0, 1/3], (0.2,0.6) on [1/3, 3/4], (0,0) on [3/4, 1].
 */
const C3 = () => rocCurve(countTableFromCounts([2, 1], [3, 2], [1, 4]));
const uni = (a: number, b: number, P = 5, N = 5) => tDistribution({ t: [a, b] }, P, N);

describe('audit: VOROS of a 3-point curve (hand antiderivative)', () => {
  it('VOROS over [0.2, 0.4]', () => {
    // Piece 1, t ∈ [0.2, 1/3], vertex (1,1): A_t = 1.5 − 1/(2(1−t)) (= 1 − t²/(2t(1−t)) = (2−3t)/(2(1−t))).
    //   ∫ = 1.5·(2/15) − ½·[−ln(1−t)]_{0.2}^{1/3} = 0.2 − ½·ln(0.8/(2/3)) = 0.2 − ½ ln 1.2.
    // Piece 2, t ∈ [1/3, 0.4], vertex (0.2, 0.6): A_t = 1 + 0.2²/2 − 0.4²/(2t) − 0.2²/(2(1−t)) = 1.02 − 0.08/t − 0.02/(1−t).
    //   ∫ = 1.02·(1/15) − 0.08·ln(0.4·3) − 0.02·ln((2/3)/0.6) = 0.068 − 0.08 ln 1.2 − 0.02 ln(10/9).
    // VOROS = (0.268 − 0.58 ln 1.2 − 0.02 ln(10/9)) / 0.2 ≈ 0.80073144.
    const expected = (0.268 - 0.58 * Math.log(1.2) - 0.02 * Math.log(10 / 9)) / 0.2;
    expect(expected).toBeCloseTo(0.80073144, 7);
    expect(voros(C3(), uni(0.2, 0.4))).toBeCloseTo(expected, 12);
  });

  it('VOROS over [0.2, 0.4] agrees with brute-force midpoint integration of min-cost area', () => {
    // Independent: A_t of the cheapest of the three ROC points via 1 − c²/(2t(1−t)), midpoint rule, 20000 steps.
    const pts = [[0, 0], [0.2, 0.6], [1, 1]];
    const n = 20000;
    let s = 0;
    for (let i = 0; i < n; i++) {
      const t = 0.2 + ((i + 0.5) * 0.2) / n;
      const c = Math.min(...pts.map(([x, y]) => t * x + (1 - t) * (1 - y)));
      s += 1 - (c * c) / (2 * t * (1 - t));
    }
    expect(voros(C3(), uni(0.2, 0.4))).toBeCloseTo(s / n, 8);
  });

  it('point mass t = 0.5: A = 1 − 0.3²/(2·0.25) = 0.82', () => {
    // Optimal vertex at s = 1 ∈ [0.5, 3] is (0.2,0.6); Cost = 0.5·0.2 + 0.5·0.4 = 0.3.
    expect(voros(C3(), uni(0.5, 0.5))).toBeCloseTo(0.82, 14);
    expect(lesserArea(0.2, 0.6, 0.5)).toBeCloseTo(0.82, 14);
  });

  it('cost ratio C0/C1 uniform on [1, 2] (P = N so s = r)', () => {
    // s ∈ [1,2] ⊂ [0.5, 3]: vertex (0.2,0.6) throughout. A(s) = 1 − (0.2s + 0.4)²/(2s) = 0.92 − 0.02 s − 0.08/s.
    // Mean over [1,2] = 0.92 − 0.02·1.5 − 0.08·ln 2 = 0.89 − 0.08 ln 2.
    const d = tDistribution({ ratio: [1, 2] }, 5, 5);
    expect(voros(C3(), d)).toBeCloseTo(0.89 - 0.08 * Math.log(2), 12);
  });

  it('ratio [1,1] with classRatio [0.5, 2] → t uniform on [1/3, 2/3]', () => {
    // t ∈ [1/3, 2/3] ⊂ [1/3, 3/4]: vertex (0.2,0.6). Mean of 1.02 − 0.08/t − 0.02/(1−t) over [1/3,2/3]:
    // 1.02 − 3·(0.08 ln 2 + 0.02 ln 2) = 1.02 − 0.3 ln 2.
    const d = tDistribution({ ratio: [1, 1], classRatio: [0.5, 2] }, 5, 5);
    expect(d.range[0]).toBeCloseTo(1 / 3, 14);
    expect(d.range[1]).toBeCloseTo(2 / 3, 14);
    expect(voros(C3(), d)).toBeCloseTo(1.02 - 0.3 * Math.log(2), 12);
  });

  it('AUROC of C3 = 0.2·0.3 + 0.8·0.8 = 0.70', () => {
    expect(auroc(C3())).toBeCloseTo(0.7, 14);
  });
});

describe('audit: McClish partial AUROC on C3', () => {
  it('[0, 0.1]: area 0.015, McClish 21/38', () => {
    // f(x) = 3x on [0, 0.2]: ∫_0^0.1 3x = 0.015. min = 0.005, max = 0.1 → ½(1 + 0.01/0.095) = ½(1 + 2/19) = 21/38.
    const r = partialAuroc(C3(), [0, 0.1]);
    expect(r.area).toBeCloseTo(0.015, 14);
    expect(r.mcclish).toBeCloseTo(21 / 38, 14);
  });
  it('[0.1, 0.5]: area 0.2475, McClish 163/224', () => {
    // ∫_0.1^0.2 3x = 0.045; ∫_0.2^0.5 (0.6 + 0.5(x−0.2)) = 0.18 + 0.25·0.09 = 0.2025; total 0.2475.
    // min = (0.25 − 0.01)/2 = 0.12, max = 0.4 → ½(1 + 0.1275/0.28) = ½(1 + 51/112) = 163/224.
    const r = partialAuroc(C3(), [0.1, 0.5]);
    expect(r.area).toBeCloseTo(0.2475, 14);
    expect(r.mcclish).toBeCloseTo(163 / 224, 14);
  });
});

describe('audit: average precision and AUROC with ties', () => {
  // Scores/labels: 0.9:+ | 0.8: +,−,− (tie) | 0.5:+ | 0.3:− ; P = N = 3.
  // sklearn AP (precision at each distinct threshold, recall steps):
  //   τ=0.9: R 1/3, Pr 1;  τ=0.8: R 2/3, Pr 2/4;  τ=0.5: R 1, Pr 3/5;  τ=0.3: R 1, Pr 1/2 (ΔR = 0).
  //   AP = (1 + 0.5 + 0.6)/3 = 0.7.
  // Mann–Whitney: pos 0.9 beats 3; pos 0.8 ties 2 (½ each) + beats 1 = 2; pos 0.5 beats 1 → 6/9 = 2/3.
  const labels = [1, 1, 0, 0, 1, 0];
  const scores = [0.9, 0.8, 0.8, 0.8, 0.5, 0.3];
  it('AP = 0.7', () => {
    expect(averagePrecision(countTableFromScores(labels, scores))).toBeCloseTo(0.7, 14);
  });
  it('AUROC = 2/3', () => {
    expect(auroc(rocCurve(countTableFromScores(labels, scores)))).toBeCloseTo(2 / 3, 14);
  });
});

describe('audit: partial VOROS, Partial VOROS Def. 11 case 2, one-point curve', () => {
  // P = 10, N = 40, α = 0.5, κ = 15: p = 0.2 < α; κ ≥ P; ακ = 7.5 < P → case 2 (quadrilateral).
  // Precision: αN x ≤ (1−α)P y ⇔ y ≥ 4x. Capacity: 40x + 10y ≤ 15 ⇔ 4x + y ≤ 1.5.
  // K = (0,0), (0.1875, 0.75), (0.125, 1), (0, 1). Shoelace: ½(0.1875 − 0.09375 + 0.125) = 0.109375
  //   = closed form (2κP − ακ² − P²)/(2NP) = (300 − 112.5 − 100)/800.
  // Curve: one operating point (h,k) = (0.05, 0.5) (TP 5, FP 2: precision 5/7, 7 alerts), then (1,1) (infeasible).
  const P = 10;
  const N = 40;
  const roc = () => rocCurve(countTableFromCounts([2, 1], [5, 5], [2, 38]));
  const K = () => feasibleRegion(0.5, 15, P, N);

  it('region area and case', () => {
    const k = K();
    expect(k.area).toBeCloseTo(0.109375, 14);
    expect(k.caseNumber).toBe(2);
  });

  it('point mass t = 0.5: PV = 54/175', () => {
    // s = 1; lesser side: y ≤ x + 0.45. (0,0) in, other corners out. Cuts y = 4x at (0.15, 0.6), x = 0 at (0, 0.45).
    // Triangle (0,0),(0.15,0.6),(0,0.45): ½·0.15·0.45 = 0.03375. PV = 0.03375/0.109375 = 54/175.
    // (Best feasible point: hull (0,0)→(0.05,0.5) has slope 10, breakpoint 10/11 > 0.5, so (0.05,0.5).)
    const r = partialVoros(roc(), K(), tDistribution({ t: [0.5, 0.5] }, P, N));
    expect(r.value).toBeCloseTo(54 / 175, 13);
  });

  it('t uniform on [0.4, 0.6]: PV = mean of ½(0.5 − 0.05s)²/(4 − s)/A*', () => {
    // Line through (0.05,0.5) of slope s: meets y = 4x at x = (0.5 − 0.05s)/(4 − s) (≤ 0.17 < 0.1875 for s ≤ 1.5, so
    // on edge (0,0)-(0.1875,0.75)) and x = 0 at y0 = 0.5 − 0.05s. Area = ½·x·y0 = ½(0.5 − 0.05s)²/(4 − s).
    // Integrate over t with Simpson (independent of the engine), s = t/(1−t). t ≤ 0.6 < Partial VOROS Def. 11 bound 0.8.
    const f = (t: number) => {
      const s = t / (1 - t);
      return (0.5 * (0.5 - 0.05 * s) ** 2) / (4 - s);
    };
    const n = 2000;
    const h = 0.2 / n;
    let sum = f(0.4) + f(0.6);
    for (let i = 1; i < n; i++) sum += (i % 2 ? 4 : 2) * f(0.4 + i * h);
    const mean = (sum * h) / 3 / 0.2;
    const r = partialVoros(roc(), K(), tDistribution({ t: [0.4, 0.6] }, P, N));
    expect(r.value).toBeCloseTo(mean / 0.109375, 11);
  });
});

describe('audit: partial VOROS uses a feasible point hidden under an infeasible hull vertex (docs/metrics.md §5.3)', () => {
  // P = 10, N = 40, α = 0.5, κ = 8: case 1 triangle (0,0), (0.1,0.4), (0,0.8); area = (1−α)κ²/(2NP) = 0.04.
  // Points: B = (0.075, 0.9) (TP 9, FP 3, 12 alerts > 8: infeasible); A = (0.05, 0.5) (TP 5, FP 2, 7 alerts: feasible)
  // lies under the segment (0,0)→B (0.6 at x = 0.05). Hull-then-filter would keep only (0,0) → PV 0.
  // Filter-then-hull: best point at t = 0.5 is A. Lesser side y ≤ x + 0.45 clips K to (0,0),(0.1,0.4),(0.07,0.52),(0,0.45):
  // shoelace ½(0.1·0.52 − 0.07·0.4 + 0.07·0.45) = ½·0.0555 = 0.02775. PV = 0.02775/0.04 = 0.69375.
  it('PV at t = 0.5 = 0.69375', () => {
    // Score order: 3 → B-step: scores 3 (A: 5 pos, 2 neg), 2 (B: +4 pos, +1 neg), 1 (rest: 1 pos, 37 neg).
    // Curve: (0,0), A=(0.05,0.5), B=(0.075,0.9), (1,1). Hull of all: (0,0)→? slope to A 10, to B 12 → A under hull.
    const roc = rocCurve(countTableFromCounts([3, 2, 1], [5, 4, 1], [2, 1, 37]));
    const K = feasibleRegion(0.5, 8, 10, 40);
    expect(K.area).toBeCloseTo(0.04, 14);
    const r = partialVoros(roc, K, tDistribution({ t: [0.5, 0.5] }, 10, 40));
    expect(r.value).toBeCloseTo(0.69375, 13);
  });
});

describe('audit: WaAUROCC on the two-segment curve C3', () => {
  it('[0, 0.2] with 4 bins: bars 0.075, 0.225, 0.375, 0.525 and WaAUROCC 2/9', () => {
    // f(x) = 3x on [0,0.2]; bin means = 3·(bin centre). W1(bars, ideal) = mean(1 − bar) = 0.7.
    // Chance bars = centres 0.025..0.175, W1(chance, ideal) = 0.9. WaAUROCC = 1 − 0.7/0.9 = 2/9.
    const bars = Array.from(waBars(C3(), [0, 0.2], 4));
    [0.075, 0.225, 0.375, 0.525].forEach((v, i) => expect(bars[i]).toBeCloseTo(v, 14));
    expect(waaurocc(C3(), [0, 0.2], 4)).toBeCloseTo(2 / 9, 14);
  });
  it('[0, 1] with 2 bins: bars 0.525, 0.875, WaAUROCC 0.4 (= 2·AUROC − 1)', () => {
    // Bin [0,0.5]: (0.06 + 0.2025)/0.5 = 0.525. Bin [0.5,1]: y from 0.75 to 1, mean 0.875.
    // W1 to ideal = mean(0.475, 0.125) = 0.3; chance bars 0.25, 0.75 → 0.5. 1 − 0.3/0.5 = 0.4.
    const bars = Array.from(waBars(C3(), [0, 1], 2));
    expect(bars[0]).toBeCloseTo(0.525, 14);
    expect(bars[1]).toBeCloseTo(0.875, 14);
    expect(waaurocc(C3(), [0, 1], 2)).toBeCloseTo(0.4, 14);
  });
});

describe('audit: WaAUROCC acceptance curve and leakage on C3', () => {
  it('acceptance = C3 itself: distance 0, value 0.4, passes', () => {
    const r = waauroccAcceptance(C3(), [[0.2, 0.6]], [0, 1], 2);
    expect(r.distance).toBeCloseTo(0, 14);
    expect(r.value).toBeCloseTo(0.4, 14);
    expect(r.passes).toBe(true);
  });
  it('acceptance (0.1, 0.9) with 2 bins: bars 0.827…, 0.972…, value 0.8, distance 0.2, fails', () => {
    // Bin [0,0.5]: ∫_0^0.1 9x = 0.045, ∫_0.1^0.5 (0.9 + (x − 0.1)/9) = 0.36 + 0.08/9 → mean (0.405 + 0.08/9)/0.5.
    // Bin [0.5,1]: linear from 0.9 + 0.4/9 to 1 → mean 0.9722…. W1 to ideal = mean(1 − bars) = 0.1 → value 1 − 0.1/0.5.
    // Distance to C3's bars (0.525, 0.875), both sorted: (0.30277… + 0.09722…)/2 = 0.2.
    const r = waauroccAcceptance(C3(), [[0.1, 0.9]], [0, 1], 2);
    expect(r.value).toBeCloseTo(0.8, 14);
    expect(r.distance).toBeCloseTo(0.2, 14);
    expect(r.passes).toBe(false);
  });
  it('leakage G(u) = 1 − ROC(1 − u): G(0) = 0, G(0.5) = 0.25, G(0.9) = 0.7, G(1) = 1', () => {
    // ROC(0.5) = 0.6 + 0.5·0.3 = 0.75; ROC(0.1) = 0.3.
    const g = Array.from(leakage(C3(), [0, 0.5, 0.9, 1]));
    [0, 0.25, 0.7, 1].forEach((v, i) => expect(g[i]).toBeCloseTo(v, 14));
  });
});

describe('audit: Dutch Draw expectations', () => {
  // Independent hypergeometric pmf: Pr(TP = i) = C(P,i)C(M−P,k−i)/C(M,k), via log-gamma-free exact products.
  function choose(n: number, r: number): number {
    if (r < 0 || r > n) return 0;
    let c = 1;
    for (let i = 1; i <= r; i++) c = (c * (n - r + i)) / i;
    return c;
  }
  function expectOver(P: number, M: number, k: number, g: (tp: number) => number): number {
    let s = 0;
    for (let i = 0; i <= Math.min(P, k); i++) {
      const pmf = (choose(P, i) * choose(M - P, k - i)) / choose(M, k);
      if (pmf > 0) s += pmf * g(i);
    }
    return s;
  }
  it('F1 at P = 3, M = 10, θ* = 0.4: 2·E[TP]/(P + k) = 2·1.2/7', () => {
    // 2TP + FP + FN = P + k, so F1 = 2TP/(P + k) and E[F1] = 2kP/M/(P + k) = 2.4/7 (Table 3: (1+β²)Pθ*/(β²P + Mθ*)).
    expect(ddExpectation('FBETA', 3, 10, 4)).toBeCloseTo(2.4 / 7, 14);
    expect(expectOver(3, 10, 4, (tp) => (2 * tp) / 7)).toBeCloseTo(2.4 / 7, 14);
  });
  it('G2 at P = 9, M = 10, every k: brute-force hypergeometric sum of √(TPR·TNR)', () => {
    const P = 9;
    const M = 10;
    for (let k = 0; k <= M; k++) {
      const e = expectOver(P, M, k, (tp) => Math.sqrt((tp / P) * ((M - P - (k - tp)) / (M - P))));
      expect(ddExpectation('G2', P, M, k)).toBeCloseTo(e, 13);
    }
  });
});
