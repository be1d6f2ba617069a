/**
 * Seeded random test data (shared by the metric tests). Deterministic: the same seed gives the same data on every
 * machine. Nothing here calls the code under test.
 *
 *   const rng = mulberry32(42);
 *   const { labels, scores } = randomScores(rng, { n: 200, prevalence: 0.3, levels: 20, separation: 1 });
 *   const { fpr, tpr } = randomRocPoints(rng, 12);
 */

import { mulberry32, normal } from '../../src/lib/sim/random';

export { mulberry32, normal };

export interface RandomScoresOptions {
  /** Number of examples (≥ 2; at least one of each class is guaranteed). */
  n: number;
  /** Probability of label 1. Default 0.3. */
  prevalence?: number;
  /** Distance between class means in standard deviations (binormal). Default 1. */
  separation?: number;
  /** If set, scores are rounded onto this many levels so that ties occur (e.g. 5 for a 1–5 grade). */
  levels?: number;
}

/**
 * Labels (0/1) and binormal scores: negatives ~ N(0, 1), positives ~ N(separation, 1), optionally discretized to
 * `levels` values to create ties. Guarantees at least one positive and one negative.
 */
export function randomScores(rng: () => number, opts: RandomScoresOptions): { labels: number[]; scores: number[] } {
  const { n, prevalence = 0.3, separation = 1, levels } = opts;
  const labels: number[] = [];
  const scores: number[] = [];
  for (let i = 0; i < n; i++) {
    let l = rng() < prevalence ? 1 : 0;
    if (i === 0) l = 1;
    if (i === 1) l = 0;
    let s = normal(rng) + (l === 1 ? separation : 0);
    if (levels !== undefined) s = Math.max(0, Math.min(levels - 1, Math.round(((s + 3) / (6 + separation)) * (levels - 1))));
    labels.push(l);
    scores.push(s);
  }
  return { labels, scores };
}

/**
 * A random monotone ROC curve with `m` interior points (strictly inside the unit square, x and y non-decreasing,
 * possibly with equal x or equal y so vertical and horizontal segments occur), WITHOUT (0,0) and (1,1).
 * Coordinates are multiples of 1/grid (default 1000) so that points can be exact counts with P = N = grid.
 */
export function randomRocPoints(rng: () => number, m: number, grid = 1000): { fpr: number[]; tpr: number[] } {
  const xs: number[] = [];
  const ys: number[] = [];
  for (let i = 0; i < m; i++) {
    xs.push(Math.floor(rng() * grid) / grid);
    // Skew upwards so curves are usually above the diagonal, sometimes not.
    ys.push(Math.floor(Math.pow(rng(), 0.5) * grid) / grid);
  }
  xs.sort((a, b) => a - b);
  ys.sort((a, b) => a - b);
  return { fpr: xs, tpr: ys };
}

/** Uniform integer in [lo, hi]. */
export function randInt(rng: () => number, lo: number, hi: number): number {
  return lo + Math.floor(rng() * (hi - lo + 1));
}

/**
 * A simulated count table: `examples` examples, the first `positives` of them positive, each scored
 * round((u + shift·y)·steps)/steps with u uniform from `rng` (scores on a grid, so rows repeat a score); its rows
 * (score, positives, negatives) in the order the scores were first drawn.
 */
export function simulatedCountRows(rng: () => number, examples: number, positives: number, shift: number, steps: number): [number, number, number][] {
  const rows = new Map<number, [number, number]>();
  for (let i = 0; i < examples; i++) {
    const y = i < positives ? 1 : 0;
    const s = Math.round((rng() + shift * y) * steps) / steps;
    const c = rows.get(s) ?? [0, 0];
    c[y ? 0 : 1]++;
    rows.set(s, c);
  }
  return [...rows].map(([s, [p, n]]) => [s, p, n]);
}
