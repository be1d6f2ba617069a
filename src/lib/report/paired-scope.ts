/**
 * Which pairs of models DeLong's paired tests compare (one rule for the report JSON, its notes and the page): every
 * pair up to MAX_ALL_PAIRS_MODELS models, else each model against the model of highest AUROC, so that the report grows
 * with M and not M². The best model is the one the uncertainty statements name (highest AUROC, ties to the first
 * listed), so the statement's pair "best vs next" is always tested.
 */
import { MAX_ALL_PAIRS_MODELS } from '../limits';

/** Indices by decreasing value (AUROC, partial VOROS, …), NaN last, ties in input order. */
export function descendingOrder(values: readonly number[]): number[] {
  const key = (k: number) => (Number.isNaN(values[k]) ? -Infinity : values[k]);
  return values.map((_, k) => k).sort((x, y) => key(y) - key(x) || x - y);
}

export type PairedScope = { kind: 'all' } | { kind: 'best'; best: number };

/** Every pair for up to MAX_ALL_PAIRS_MODELS models, else the model of highest AUROC against each other model. */
export function pairedScope(aurocs: readonly number[]): PairedScope {
  return aurocs.length <= MAX_ALL_PAIRS_MODELS ? { kind: 'all' } : { kind: 'best', best: descendingOrder(aurocs)[0] };
}

/**
 * The pairs [a, b] tested, in report order: all i < j in input order, or [best, k] for every other k in input order
 * (the best model always first, so the difference is best − other).
 */
export function testedPairs(aurocs: readonly number[]): [number, number][] {
  const scope = pairedScope(aurocs);
  const pairs: [number, number][] = [];
  if (scope.kind === 'all') {
    for (let i = 0; i < aurocs.length; i++) for (let j = i + 1; j < aurocs.length; j++) pairs.push([i, j]);
  } else {
    for (let k = 0; k < aurocs.length; k++) if (k !== scope.best) pairs.push([scope.best, k]);
  }
  return pairs;
}
