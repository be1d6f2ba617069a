/**
 * AUDIT: hand-worked values for the remaining engine functions (cost crossings, geometry, Dutch Draw baselines and
 * rescaling, threshold measures, published-ROC count tables). Derivations in comments.
 */
import { describe, expect, it } from 'vitest';
import { countTableFromCounts, countTableFromRoc } from '../../src/lib/metrics/counts';
import { rocCurve } from '../../src/lib/metrics/roc';
import { auroc } from '../../src/lib/metrics/auc';
import { costCrossings } from '../../src/lib/metrics/voros';
import { binormalFit, capacityOperatingPoint, klDivergence, prAtPrevalence, riskOperatingPoint } from '../../src/lib/metrics/geometry';
import { ddBaseline, ddExpectation, rescale } from '../../src/lib/metrics/dutch-draw';
import { measuresAtRocPoint } from '../../src/lib/metrics/measures';

// C3 with P = N = 5: (0,0), (0.2,0.6), (1,1).
const C3 = () => rocCurve(countTableFromCounts([2, 1], [3, 2], [1, 4]));

describe('audit: costCrossings', () => {
  it('A = (0,0),(0.2,0.6),(1,1) vs B = (0,0),(0.5,0.9),(1,1): one crossing at t = 0.5', () => {
    // Costs: (1,1) → t, (0,0) → 1 − t, A1 → 0.4 − 0.2t, B1 → 0.1 + 0.4t.
    // C_A = min(t, 0.4 − 0.2t, 1 − t), C_B = min(t, 0.1 + 0.4t, 1 − t).
    // [0, 1/6]: both t (equal). (1/6, 0.5): B lower. 0.4 − 0.2t = 0.1 + 0.4t at t = 0.5. (0.5, 0.75): A lower
    // (at 0.7: 0.26 vs 0.3). [0.75, 1]: both 1 − t. Only sign change: t = 0.5.
    const A = rocCurve(countTableFromCounts([2, 1], [6, 4], [2, 8]));
    const B = rocCurve(countTableFromCounts([2, 1], [9, 1], [5, 5]));
    const x = costCrossings(A, B, [0, 1]);
    expect(x.length).toBe(1);
    expect(x[0]).toBeCloseTo(0.5, 12);
    expect(costCrossings(A, B, [0.6, 1])).toEqual([]);
  });
});

describe('audit: geometry (Sameni)', () => {
  it('KL divergence of C3 = Σ Δy ln(Δy/Δx) = 0.6 ln 3 − 0.4 ln 2', () => {
    // ROC slope g: 3 on [0, 0.2], 0.5 on [0.2, 1]. ∫ g ln g = 0.2·3 ln 3 + 0.8·0.5 ln 0.5.
    expect(klDivergence(C3())).toBeCloseTo(0.6 * Math.log(3) - 0.4 * Math.log(2), 14);
  });
  it('PR at prevalence 0.1: precision at (0.2,0.6) = 0.06/(0.06 + 0.18) = 0.25; at (1,1) = 0.1', () => {
    const pr = prAtPrevalence(C3(), 0.1);
    expect(Array.from(pr.index)).toEqual([1, 2]);
    expect(pr.precision[0]).toBeCloseTo(0.25, 15);
    expect(pr.precision[1]).toBeCloseTo(0.1, 15);
  });
  it('capacity point: π_p = ½, m = 0.4 → (0.2,0.6) (load 0.3 + 0.1 = 0.4 exactly); m = 0.39 → (0,0)', () => {
    expect(capacityOperatingPoint(C3(), 0.4, 0.5)!.index).toBe(1);
    expect(capacityOperatingPoint(C3(), 0.39, 0.5)!.index).toBe(0);
  });
  it('risk point: α = 1, β = 4, π_p = ½: risks (0,0) 2, (0.2,0.6) 0.1 + 0.8 = 0.9, (1,1) 0.5 → always-alarm', () => {
    const r = riskOperatingPoint(C3(), 1, 4, 0.5, 0.6);
    expect(r.index).toBe(2);
    expect(r.risk).toBeCloseTo(0.5, 15);
    expect(r.feasible).toBe(true);
  });
  it('binormal fit recovers a = 1, b = 1 from exact binormal points; AUROC = Φ(1/√2)', () => {
    // Points (Φ(z), Φ(z + 1)) for z = −2, −1, 0, 1 (standard normal CDF values to 16 digits).
    const Phi = { m2: 0.022750131948179195, m1: 0.15865525393145707, z0: 0.5, p1: 0.8413447460685429, p2: 0.9772498680518208 };
    const fpr = [Phi.m2, Phi.m1, Phi.z0, Phi.p1];
    const tpr = [Phi.m1, Phi.z0, Phi.p1, Phi.p2];
    const roc = rocCurve(countTableFromRoc(fpr, tpr, 1000, 1000));
    const fit = binormalFit(roc);
    expect(fit.a).toBeCloseTo(1, 8);
    expect(fit.b).toBeCloseTo(1, 8);
    // Φ(0.7071067811865476) = 0.7602499389065233.
    expect(fit.auroc).toBeCloseTo(0.7602499389065233, 8);
  });
});

describe('audit: Dutch Draw baselines (Table 4) and rescaling (Sec. 5.1)', () => {
  // P = 3, M = 10. E[F1](k) = 2kP/M/(P + k) = 0.6k/(3 + k), increasing; defined for k ≥ 1.
  // max at k = 10: 6/13; min at k = 1: 0.15.
  it('F1 baseline P = 3, M = 10: max 6/13 at θ* = 1, min 0.15 at θ* = 0.1', () => {
    const b = ddBaseline('FBETA', 3, 10);
    expect(b.max).toBeCloseTo(6 / 13, 14);
    expect(b.min).toBeCloseTo(0.15, 14);
    expect(b.argmax).toEqual([1]);
    expect(b.argmin).toEqual([0.1]);
  });
  it('ACC baseline P = 3, M = 10: E = ((1−θ)·7 + θ·3)/10, max 0.7 at θ* = 0, min 0.3 at θ* = 1', () => {
    const b = ddBaseline('ACC', 3, 10);
    expect(b.max).toBeCloseTo(0.7, 14);
    expect(b.min).toBeCloseTo(0.3, 14);
    expect(b.argmax).toEqual([0]);
    expect(b.argmin).toEqual([1]);
  });
  it('rescale F1 against [0.15, 6/13] with μmax = 1: 0.5 → 1/14, 0.3 → −14/27, 0.1 → −1', () => {
    // (0.5 − 6/13)/(1 − 6/13) = (0.5/13)/(7/13) = 1/14. (0.3 − 6/13)/(6/13 − 0.15) = (−2.1/13)/(4.05/13) = −14/27.
    const base = { max: 6 / 13, min: 0.15 };
    expect(rescale(0.5, base, 1)).toBeCloseTo(1 / 14, 14);
    expect(rescale(0.3, base, 1)).toBeCloseTo(-14 / 27, 14);
    expect(rescale(0.1, base, 1)).toBe(-1);
  });
});

describe('audit: threshold measures at a ROC point', () => {
  it('C3 point 1 (TP 3, FP 1, TN 4, FN 2): MCC = 10/√600, F1 = 6/9, BACC = 0.7, KAPPA = 0.4', () => {
    // MCC = (3·4 − 1·2)/√(4·6·5·5). F1 = 2·3/(2·3 + 1 + 2). BACC = (0.6 + 0.8)/2.
    // KAPPA: po = 0.7, pe = (4·5 + 6·5)/100 = 0.5 → (0.7 − 0.5)/0.5 = 0.4.
    const m = measuresAtRocPoint(C3(), 1);
    expect(m.MCC).toBeCloseTo(10 / Math.sqrt(600), 14);
    expect(m.FBETA).toBeCloseTo(6 / 9, 14);
    expect(m.BACC).toBeCloseTo(0.7, 14);
    expect(m.KAPPA).toBeCloseTo(0.4, 14);
    expect(m.PPV).toBeCloseTo(0.75, 14);
  });
});

describe('audit: published ROC points → count table', () => {
  it('unsorted points, P = 4, N = 8: counts are P·ΔTPR and N·ΔFPR; AUROC by trapezoid', () => {
    // Points given out of order: (0.5, 0.75), (0.125, 0.5). Sorted: (0,0), (0.125,0.5), (0.5,0.75), (1,1) added.
    // Increments: pos 2, 1, 1; neg 1, 3, 4. AUROC = 0.125·0.25 + 0.375·0.625 + 0.5·0.875 = 0.03125 + 0.234375 + 0.4375 = 0.703125.
    const ct = countTableFromRoc([0.5, 0.125], [0.75, 0.5], 4, 8);
    expect(Array.from(ct.pos)).toEqual([2, 1, 1]);
    expect(Array.from(ct.neg)).toEqual([1, 3, 4]);
    expect(auroc(rocCurve(ct))).toBeCloseTo(0.703125, 15);
  });
});

describe('audit: Dutch Draw expectations and baselines vs brute-force hypergeometric sums', () => {
  // Own formulas for the measures as functions of TP = i given P, N, k (FP = k − i, FN = P − i, TN = N − k + i),
  // own domains from Table 2 (P̂ = k, N̂ = M − k), exact pmf C(P,i)C(N,k−i)/C(M,k).
  type F = (i: number, P: number, N: number, k: number) => number;
  const M_ = (P: number, N: number) => P + N;
  const own: Record<string, { f: F; dom: (P: number, N: number, k: number) => boolean }> = {
    TPR: { f: (i, P) => i / P, dom: (P) => P > 0 },
    TNR: { f: (i, P, N, k) => (N - k + i) / N, dom: (_P, N) => N > 0 },
    PPV: { f: (i, _P, _N, k) => i / k, dom: (_P, _N, k) => k > 0 },
    NPV: { f: (i, P, N, k) => (N - k + i) / (M_(P, N) - k), dom: (P, N, k) => M_(P, N) - k > 0 },
    ACC: { f: (i, P, N, k) => (i + N - k + i) / M_(P, N), dom: () => true },
    BACC: { f: (i, P, N, k) => (i / P + (N - k + i) / N) / 2, dom: (P, N) => P > 0 && N > 0 },
    FBETA: { f: (i, P, _N, k) => (2 * i) / (P + k), dom: (P, _N, k) => P > 0 && k > 0 },
    FM: { f: (i, P, _N, k) => i / Math.sqrt(P * k), dom: (P, _N, k) => P > 0 && k > 0 },
    J: { f: (i, P, N, k) => i / P + (N - k + i) / N - 1, dom: (P, N) => P > 0 && N > 0 },
    MK: { f: (i, P, N, k) => i / k + (N - k + i) / (M_(P, N) - k) - 1, dom: (P, N, k) => k > 0 && M_(P, N) - k > 0 },
    MCC: {
      f: (i, P, N, k) => (i * (N - k + i) - (k - i) * (P - i)) / Math.sqrt(k * (M_(P, N) - k) * P * N),
      dom: (P, N, k) => P > 0 && N > 0 && k > 0 && M_(P, N) - k > 0,
    },
    KAPPA: { f: (i, P, N, k) => (2 * (i * (N - k + i) - (k - i) * (P - i))) / (k * N + P * (M_(P, N) - k)), dom: () => true },
    G2: { f: (i, P, N, k) => Math.sqrt((i / P) * ((N - k + i) / N)), dom: (P, N) => P > 0 && N > 0 },
    TS: { f: (i, P, _N, k) => i / (P + k - i), dom: (P) => P > 0 },
  };
  function choose(n: number, r: number): number {
    if (r < 0 || r > n) return 0;
    let c = 1;
    for (let j = 1; j <= r; j++) c = (c * (n - r + j)) / j;
    return c;
  }
  function E(f: F, P: number, N: number, k: number): number {
    let s = 0;
    for (let i = 0; i <= Math.min(P, k); i++) {
      const w = (choose(P, i) * choose(N, k - i)) / choose(P + N, k);
      if (w > 0) s += w * f(i, P, N, k);
    }
    return s;
  }
  it('every k for P, M up to 16 (own formulas, own domains)', () => {
    for (let M = 2; M <= 16; M++) {
      for (let P = 1; P < M; P++) {
        const N = M - P;
        for (const [name, { f, dom }] of Object.entries(own)) {
          const vals: { k: number; e: number }[] = [];
          for (let k = 0; k <= M; k++) {
            const got = ddExpectation(name as never, P, M, k);
            if (!dom(P, N, k)) {
              expect(got, `${name} P=${P} M=${M} k=${k}`).toBeNull();
              continue;
            }
            const e = E(f, P, N, k);
            expect(got, `${name} P=${P} M=${M} k=${k}`).toBeCloseTo(e, 12);
            vals.push({ k, e });
          }
          const b = ddBaseline(name as never, P, M);
          const mx = Math.max(...vals.map((v) => v.e));
          const mn = Math.min(...vals.map((v) => v.e));
          expect(b.max, `${name} max P=${P} M=${M}`).toBeCloseTo(mx, 12);
          expect(b.min, `${name} min P=${P} M=${M}`).toBeCloseTo(mn, 12);
          // argmax must contain every k within 1e-9 of the max that differs clearly from non-maxima.
          const clearMax = vals.filter((v) => v.e >= mx - 1e-9).map((v) => v.k / M);
          if (vals.every((v) => v.e >= mx - 1e-9 || v.e < mx - 1e-6)) {
            expect(b.argmax, `${name} argmax P=${P} M=${M}`).toEqual(clearMax);
          }
        }
      }
    }
  });
});
