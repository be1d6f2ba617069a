/**
 * The 22 threshold measures of the Dutch Draw paper's Table 1, written out literally as an independent reference for
 * the tests (undefined per Table 2 → null). Nothing here calls src/lib/metrics.
 */
import type { MeasureName } from '../../src/lib/metrics/measures';

export function table1Measure(name: MeasureName, tp: number, fp: number, tn: number, fn: number, beta = 1): number | null {
  const P = tp + fn;
  const N = tn + fp;
  const M = P + N;
  const Ph = tp + fp;
  const Nh = tn + fn;
  const TPR = P > 0 ? tp / P : null;
  const TNR = N > 0 ? tn / N : null;
  const PPV = Ph > 0 ? tp / Ph : null;
  const NPV = Nh > 0 ? tn / Nh : null;
  switch (name) {
    case 'TP': return tp;
    case 'TN': return tn;
    case 'FP': return fp;
    case 'FN': return fn;
    case 'TPR': return TPR;
    case 'TNR': return TNR;
    case 'FPR': return N > 0 ? fp / N : null;
    case 'FNR': return P > 0 ? fn / P : null;
    case 'PPV': return PPV;
    case 'NPV': return NPV;
    case 'FDR': return Ph > 0 ? fp / Ph : null;
    case 'FOR': return Nh > 0 ? fn / Nh : null;
    case 'ACC': return (tp + tn) / M;
    case 'BACC': return TPR !== null && TNR !== null ? (TPR + TNR) / 2 : null;
    case 'FBETA':
      if (TPR === null || PPV === null) return null;
      if (tp === 0) return 0; // limit of the harmonic mean when TPR = PPV = 0
      return (1 + beta * beta) / (1 / PPV + (beta * beta) / TPR);
    case 'MCC':
      if (!(P > 0 && N > 0 && Ph > 0 && Nh > 0)) return null;
      return (tp * tn - fp * fn) / Math.sqrt(Ph * Nh * P * N);
    case 'J': return TPR !== null && TNR !== null ? TPR + TNR - 1 : null;
    case 'MK': return PPV !== null && NPV !== null ? PPV + NPV - 1 : null;
    case 'KAPPA': {
      const Po = (tp + tn) / M;
      const Pe = (Ph * P + Nh * N) / (M * M);
      return Pe === 1 ? null : (Po - Pe) / (1 - Pe);
    }
    case 'FM': return TPR !== null && PPV !== null ? Math.sqrt(TPR * PPV) : null;
    case 'G2': return TPR !== null && TNR !== null ? Math.sqrt(TPR * TNR) : null;
    case 'TS': return P > 0 ? tp / (tp + fn + fp) : null;
  }
}
