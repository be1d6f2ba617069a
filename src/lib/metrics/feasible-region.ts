/**
 * Feasible region of Partial VOROS (Ratigan, Heuton, Wang, Cowen, Hughes): Partial VOROS Def. 12–13 and Appendix A.
 *
 * With P positives, N negatives, a minimum precision α and a maximum number of alerts κ (a count, possibly
 * fractional), the feasible region in ROC space (x = FPR, y = TPR) is
 *
 *   K = [0,1]² ∩ {α·N·x ≤ (1−α)·P·y}  (precision ≥ α, Lemma 8)  ∩ {N·x + P·y ≤ κ}  (capacity, Lemma 10, `≤` as Partial VOROS Def. 12).
 *
 * K is computed by clipping the unit square with the two half-planes (robust in every case, including the ones
 * Partial VOROS Def. 11 excludes); its area A* is the shoelace formula (Lemma 24). The case of Appendix A is classified separately
 * from α, κ, P, N. Appendix A counts 13 cases (5 non-degenerate, 8 degenerate) without numbering them; rocsite
 * numbers them as follows (v_ij etc. are the vertices of Partial VOROS Def. 14 / Lemma 22):
 *
 * | # | Appendix A | when | region (counter-clockwise from (0,0)) |
 * |---|---|---|---|
 * | 1 | case 1A (main text case 1) | 0<α<1, 0<κ<|D|, ℓα∩ℓκ in the square, κ < P | triangle v00 vακ v0κ |
 * | 2 | case 1B (main text case 2) | as 1 but κ ≥ P | quadrilateral v00 vακ vκ1 v01 |
 * | 3 | case 2 (main text case 3) | ℓα∩ℓκ above y = 1 (α ≥ p, ακ ≥ P) | triangle v00 vα1 v01 |
 * | 4 | case 3A | ℓα∩ℓκ right of x = 1 (α < p), κ ≥ P | pentagon v00 v1α v1κ vκ1 v01 |
 * | 5 | case 3B | ℓα∩ℓκ right of x = 1 (α < p), κ < P | quadrilateral v00 v1α v1κ v0κ |
 * | 6 | degenerate: κ = 0 | | the point (0,0) |
 * | 7 | degenerate: α = 1, κ > 0 | | the segment x = 0, 0 ≤ y ≤ min(1, κ/P) |
 * | 8 | degenerate: precision only (κ ≥ |D|), α ≥ p | ℓα leaves through y = 1 | triangle v00 vα1 v01 |
 * | 9 | degenerate: precision only (κ ≥ |D|), 0 < α < p | ℓα leaves through x = 1 | quadrilateral v00 v1α v11 v01 |
 * | 10 | degenerate: capacity only (α = 0), κ ≤ min(P, N) | ℓκ meets v0κ and vκ0 | triangle v00 vκ0 v0κ |
 * | 11 | degenerate: capacity only, P ≤ κ ≤ N | vκ0 and vκ1 | quadrilateral v00 vκ0 vκ1 v01 |
 * | 12 | degenerate: capacity only, N ≤ κ ≤ P | v0κ and v1κ | quadrilateral v00 v10 v1κ v0κ |
 * | 13 | degenerate: capacity only, κ ≥ max(P, N) | vκ1 and v1κ | pentagon v00 v10 v1κ vκ1 v01 (the square when κ ≥ |D|) |
 *
 * Boundaries (equalities) go to the higher-capacity case, as in the main text (case 2 for P ≤ κ, case 3 for κ ≥ P/α);
 * at (1−α)κ = N the lower-numbered case (1 or 2) is returned — the polygons coincide there, so no value depends on it.
 */
import type { Def11Code } from '../warning-codes';
import { MetricInputError } from './errors';
import { geRel } from './tolerance';
import type { Point } from './types';
import { clipHalfPlane, polygonArea, simplifyPolygon } from './polygon';

export interface Def11Check {
  /** True when every assumption of Partial VOROS Def. 11 that does not involve t holds. */
  readonly holds: boolean;
  /** One sentence per failed assumption: which one, the values, and why it matters. */
  readonly failures: string[];
  /** Codes of the failures (parallel to `failures`), from the warning vocabulary (src/lib/warning-codes.ts). */
  readonly codes: Def11Code[];
}

export interface FeasibleRegion {
  /** Corners of K, counter-clockwise, starting at (0,0) (collinear points removed). One point or two for a degenerate K. */
  readonly vertices: Point[];
  /** Area A* of K (shoelace formula, Lemma 24). */
  readonly area: number;
  /** Case of Appendix A, numbered 1–13 as in the table of this module. */
  readonly caseNumber: number;
  /** The case in words. */
  readonly description: string;
  readonly def11: Def11Check;
  readonly alpha: number;
  readonly kappa: number;
  readonly P: number;
  readonly N: number;
}

const DESCRIPTIONS: Record<number, string> = {
  1: 'precision and capacity lines cross inside the square and the capacity excludes the perfect classifier (0,1): triangle (Appendix A case 1A, main-text case 1)',
  2: 'precision and capacity lines cross inside the square and the capacity admits the perfect classifier (0,1): quadrilateral (Appendix A case 1B, main-text case 2)',
  3: 'precision and capacity lines cross above the square, so only the precision bound limits the region: right triangle (Appendix A case 2, main-text case 3)',
  4: 'precision below prevalence: the precision and capacity lines cross right of the square, capacity admits (0,1): pentagon (Appendix A case 3A; violates Partial VOROS Def. 11)',
  5: 'precision below prevalence: the precision and capacity lines cross right of the square, capacity excludes (0,1): quadrilateral (Appendix A case 3B; violates Partial VOROS Def. 11)',
  6: 'zero capacity: only never-alarm (0,0) is feasible (degenerate, area 0)',
  7: 'precision 1: only classifiers without false positives, a segment of the y-axis (degenerate, area 0)',
  8: 'capacity at least |D| (no capacity limit) and precision above prevalence: triangle below the precision line (degenerate case, same polygon as case 3)',
  9: 'capacity at least |D| (no capacity limit) and precision below prevalence: the precision line leaves the square through x = 1: quadrilateral (degenerate case)',
  10: 'no precision bound (α = 0) and capacity below both P and N: triangle under the capacity line (degenerate case)',
  11: 'no precision bound (α = 0), P ≤ κ ≤ N: the capacity line runs from the top edge to the bottom edge: quadrilateral (degenerate case)',
  12: 'no precision bound (α = 0), N ≤ κ ≤ P: the capacity line runs from the left edge to the right edge: quadrilateral (degenerate case)',
  13: 'no precision bound (α = 0), κ ≥ max(P, N): the capacity line cuts the top-right corner (or misses the square when κ ≥ |D|): pentagon or square (degenerate case)',
};

/** a ≥ b up to REL_TOL relative (boundaries between cases, where both polygons coincide, go to the higher case). */
function ge(a: number, b: number): boolean {
  return geRel(a, b);
}

/** Case number (1–13, see the module table) of Appendix A for α, κ (count), P, N. */
export function feasibleCase(alpha: number, kappa: number, P: number, N: number): number {
  checkInputs(alpha, kappa, P, N);
  const D = P + N;
  if (kappa === 0) return 6;
  if (alpha === 1) return 7;
  if (alpha === 0) {
    const geP = ge(kappa, P);
    const geN = ge(kappa, N);
    if (!geP && !geN) return 10;
    if (geP && geN) return 13;
    return geP ? 11 : 12;
  }
  // 0 < α < 1. α ≥ p ⟺ α·N ≥ (1−α)·P: the precision line leaves the square through y = 1 (at vα1).
  const aboveP = ge(alpha * N, (1 - alpha) * P);
  if (ge(kappa, D)) return aboveP ? 8 : 9;
  if (aboveP) {
    if (ge(alpha * kappa, P)) return 3; // vακ on or above y = 1
    return ge(kappa, P) ? 2 : 1;
  }
  if ((1 - alpha) * kappa > N && !ge(N, (1 - alpha) * kappa)) return ge(kappa, P) ? 4 : 5; // vακ right of x = 1
  return ge(kappa, P) ? 2 : 1;
}

function checkInputs(alpha: number, kappa: number, P: number, N: number): void {
  if (!(alpha >= 0 && alpha <= 1)) throw new MetricInputError(`precision bound α must be in [0, 1], got ${alpha}`);
  if (!(kappa >= 0) || Number.isNaN(kappa)) throw new MetricInputError(`capacity κ must be a count ≥ 0, got ${kappa}`);
  if (!(P > 0 && N > 0 && Number.isFinite(P) && Number.isFinite(N))) {
    throw new MetricInputError(`positives and negatives must be finite and > 0, got P = ${P}, N = ${N}`);
  }
}

/**
 * Partial VOROS Def. 11 ("practical assumptions") apart from the t bound: P < N, p < α < 1, 0 < κ < |D|.
 * Each failure says what fails and why it matters; the computation itself never needs them.
 */
export function checkDef11(alpha: number, kappa: number, P: number, N: number): Def11Check {
  const failures: string[] = [];
  const codes: Def11Code[] = [];
  const D = P + N;
  const p = P / D;
  if (!(P < N)) {
    codes.push('def11.positives-not-minority');
    failures.push(`Partial VOROS Def. 11 assumes fewer positives than negatives, found P = ${P} ≥ N = ${N}; the capacity line is then no steeper than −1 and the feasible region can take the shapes of Appendix A cases 12–13 or 3B.`);
  }
  if (!(alpha > p)) {
    codes.push('def11.precision-below-prevalence');
    failures.push(`Partial VOROS Def. 11 assumes the precision bound α exceeds the prevalence p = ${fmt(p)}, found α = ${fmt(alpha)}; every classifier already has precision ≥ p on average (always-alarm has precision p), so the bound cuts little or nothing and the region is an Appendix A case outside the paper's main text.`);
  }
  if (!(alpha < 1)) {
    codes.push('def11.precision-one');
    failures.push(`Partial VOROS Def. 11 assumes α < 1, found α = ${fmt(alpha)}; only classifiers without false positives are feasible, the feasible region has zero area and partial VOROS is undefined (reported as 0).`);
  }
  if (!(kappa > 0)) {
    codes.push('def11.capacity-zero');
    failures.push(`Partial VOROS Def. 11 assumes a capacity κ > 0, found κ = ${fmt(kappa)}; only never-alarm is feasible, the feasible region has zero area and partial VOROS is undefined (reported as 0).`);
  }
  if (!(kappa < D)) {
    codes.push('def11.capacity-not-binding');
    failures.push(`Partial VOROS Def. 11 assumes a capacity κ below the dataset size |D| = ${D}, found κ = ${fmt(kappa)}; the capacity does not bind, so always-alarm satisfies it and only the precision bound shapes the region.`);
  }
  return { holds: failures.length === 0, failures, codes };
}

/** Upper bound on t in Partial VOROS Def. 11 (Lemma 26): t ≤ αN / (αN + (1−α)P) makes never-alarm the costliest feasible point. */
export function def11TBound(alpha: number, P: number, N: number): number {
  const num = alpha * N;
  const den = alpha * N + (1 - alpha) * P;
  return den === 0 ? 1 : num / den;
}

/**
 * The t-dependent assumption of Partial VOROS Def. 11 for a range of t. Partial VOROS Def. 11 states t < αN/(αN + (1−α)P); Lemma 26 shows that
 * equality is harmless (the iso-performance line through (0,0) then runs along the precision line), so the check is
 * t_max ≤ bound. When it fails, for t above the bound the iso-performance line through never-alarm cuts the
 * feasible region, so never-alarm scores a positive partial area and is no longer the zero of the scale.
 */
export function checkDef11T(alpha: number, P: number, N: number, tRange: readonly [number, number]): Def11Check {
  const bound = def11TBound(alpha, P, N);
  if (tRange[1] <= bound) return { holds: true, failures: [], codes: [] };
  return {
    holds: false,
    codes: ['def11.t-above-bound'],
    failures: [
      `Partial VOROS Def. 11 assumes t < αN/(αN + (1−α)P) = ${fmt(bound)} for α = ${fmt(alpha)}, but the t range reaches ${fmt(tRange[1])}; for t above the bound never-alarm is not the costliest feasible point, so it gets a positive partial area and partial VOROS no longer has never-alarm at 0.`,
    ],
  };
}

/**
 * All Partial VOROS Def. 11 checks for a scenario: those of the region (P < N, p < α < 1, 0 < κ < |D|) and the t bound over the
 * scenario's t range (Lemma 26).
 */
export function def11ForScenario(region: FeasibleRegion, tRange: readonly [number, number]): Def11Check {
  const t = checkDef11T(region.alpha, region.P, region.N, tRange);
  const failures = [...region.def11.failures, ...t.failures];
  return { holds: failures.length === 0, failures, codes: [...region.def11.codes, ...t.codes] };
}

function fmt(x: number): string {
  return Number.isInteger(x) ? String(x) : Number(x.toPrecision(6)).toString();
}

/**
 * The feasible region K for precision bound α ∈ [0,1] and capacity κ ≥ 0 (a count of alerts, not rounded), with
 * its corners, area A*, Appendix A case and the Partial VOROS Def. 11 check (without the t bound, see {@link checkDef11T}).
 */
export function feasibleRegion(alpha: number, kappa: number, P: number, N: number): FeasibleRegion {
  const caseNumber = feasibleCase(alpha, kappa, P, N);
  let poly: Point[] = [
    [0, 0],
    [1, 0],
    [1, 1],
    [0, 1],
  ];
  // Precision (Lemma 8): α·N·x − (1−α)·P·y ≤ 0. Capacity (Lemma 10): N·x + P·y ≤ κ.
  poly = clipHalfPlane(poly, alpha * N, -(1 - alpha) * P, 0);
  poly = clipHalfPlane(poly, N, P, kappa);
  let vertices = simplifyPolygon(poly);
  // (0,0) is always feasible; rotate so the list starts there.
  const start = vertices.findIndex((v) => v[0] === 0 && v[1] === 0);
  if (start > 0) vertices = [...vertices.slice(start), ...vertices.slice(0, start)];
  if (start < 0) vertices = [[0, 0], ...vertices];
  const area = caseNumber === 6 || caseNumber === 7 ? 0 : polygonArea(vertices);
  return {
    vertices,
    area,
    caseNumber,
    description: DESCRIPTIONS[caseNumber],
    def11: checkDef11(alpha, kappa, P, N),
    alpha,
    kappa,
    P,
    N,
  };
}
