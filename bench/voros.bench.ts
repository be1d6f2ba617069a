/**
 * Timing of the core ranking metrics on a large seeded binormal data set (simulated).
 * Run: npm run bench -- voros   (ROWS=… to change the default of 1,000,000 rows, ~all scores distinct)
 */
import { auroc, partialAuroc } from '../src/lib/metrics/auc';
import { tDistribution } from '../src/lib/metrics/cost';
import { countTableFromScores } from '../src/lib/metrics/counts';
import { averagePrecision, prCurve } from '../src/lib/metrics/pr';
import { rocCurve } from '../src/lib/metrics/roc';
import { costCrossings, lesserAreaCurve, voros } from '../src/lib/metrics/voros';
import { mulberry32 } from '../src/lib/sim/random';

function time<T>(label: string, f: () => T, reps = 5): T {
  let r!: T;
  const t0 = performance.now();
  for (let k = 0; k < reps; k++) r = f();
  console.log(`${label.padEnd(34)} ${((performance.now() - t0) / reps).toFixed(2)} ms`);
  return r;
}

export default async function main(n = Number(process.env.ROWS ?? 1_000_000)): Promise<void> {

  const rng = mulberry32(1);
  const labels = new Uint8Array(n);
  const s1 = new Float64Array(n);
  const s2 = new Float64Array(n);
  for (let i = 0; i < n; i++) {
    labels[i] = rng() < 0.046 ? 1 : 0;
    const g = () => Math.sqrt(-2 * Math.log(1 - rng())) * Math.cos(2 * Math.PI * rng());
    s1[i] = g() + (labels[i] ? 1.2 : 0);
    s2[i] = g() * (labels[i] ? 1.6 : 1) + (labels[i] ? 1.0 : 0);
  }

  const ct1 = time('countTableFromScores', () => countTableFromScores(labels, s1), 1);
  const ct2 = countTableFromScores(labels, s2);
  const roc1 = time('rocCurve', () => rocCurve(ct1));
  const roc2 = rocCurve(ct2);
  console.log(`rows ${n}, distinct scores ${ct1.scores.length}, P ${ct1.P}, N ${ct1.N}`);
  time('auroc', () => auroc(roc1));
  time('partialAuroc [0, 0.2]', () => partialAuroc(roc1, [0, 0.2]));
  time('prCurve', () => prCurve(ct1));
  time('averagePrecision', () => averagePrecision(ct1));
  time('voros uniform t [0, 1]', () => voros(roc1, tDistribution({ t: [0, 1] }, ct1.P, ct1.N)));
  time('voros uniform ratio [0.01, 0.1]', () => voros(roc1, tDistribution({ ratio: [0.01, 0.1] }, ct1.P, ct1.N)));
  time('lesserAreaCurve (1001 t)', () => lesserAreaCurve(roc1, Array.from({ length: 1001 }, (_, i) => i / 1000)));
  time('costCrossings [0, 1]', () => costCrossings(roc1, roc2, [0, 1]));
  console.log('VOROS[0,1] model1', voros(roc1, tDistribution({ t: [0, 1] }, ct1.P, ct1.N)), 'model2', voros(roc2, tDistribution({ t: [0, 1] }, ct2.P, ct2.N)));
  console.log('crossings', costCrossings(roc1, roc2, [0, 1]));
}
