/** Values of t where two models swap as the one of least minimal cost (VOROS Def. 10 cost), per VOROS range. */
import type { Config } from '../config/load';
import { costCrossings, rocHull } from '../metrics/voros';
import { context } from './errors';
import type { ModelInput } from './inputs';
import { testedPairs } from './paired-scope';
import type { Report } from './types';

/**
 * Crossings of minimal cost for each VOROS range between the pairs of models that DeLong's paired tests compare
 * (paired-scope.ts, from `aurocs`): every pair in config order up to MAX_ALL_PAIRS_MODELS models, else the model of
 * highest AUROC against each other model, so the list grows with M and not M². `hulls` are the models' ROC hulls
 * (rocHull) when already computed.
 */
export function crossings(
  models: ModelInput[],
  ranges: Config['voros'],
  aurocs: readonly number[],
  hulls: readonly ArrayLike<number>[] = models.map((m) => rocHull(m.roc)),
): NonNullable<Report['crossings']> {
  const out: NonNullable<Report['crossings']> = [];
  for (const [a, b] of testedPairs(aurocs)) {
    for (const r of ranges) {
      try {
        out.push({ models: [models[a].name, models[b].name], range: [r[0], r[1]], t: costCrossings(models[a].roc, models[b].roc, r, [hulls[a], hulls[b]]) });
      } catch (e) {
        context(`crossings of '${models[a].name}' and '${models[b].name}'`, e);
      }
    }
  }
  return out;
}
