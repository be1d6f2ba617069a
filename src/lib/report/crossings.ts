/** Values of t where two models swap as the one of least minimal cost (VOROS Def. 10 cost), per VOROS range. */
import type { Config } from '../config/load';
import { costCrossings, rocHull } from '../metrics/voros';
import { context } from './errors';
import type { ModelInput } from './inputs';
import type { Report } from './types';

/**
 * Crossings of minimal cost between every pair of models (in config order), for each VOROS range. `hulls` are the
 * models' ROC hulls (rocHull) when already computed.
 */
export function crossings(
  models: ModelInput[],
  ranges: Config['voros'],
  hulls: readonly ArrayLike<number>[] = models.map((m) => rocHull(m.roc)),
): NonNullable<Report['crossings']> {
  const out: NonNullable<Report['crossings']> = [];
  for (let a = 0; a < models.length; a++) {
    for (let b = a + 1; b < models.length; b++) {
      for (const r of ranges) {
        try {
          out.push({ models: [models[a].name, models[b].name], range: [r[0], r[1]], t: costCrossings(models[a].roc, models[b].roc, r, [hulls[a], hulls[b]]) });
        } catch (e) {
          context(`crossings of '${models[a].name}' and '${models[b].name}'`, e);
        }
      }
    }
  }
  return out;
}
