/**
 * SIMULATED ICU in-hospital mortality scores at the scale of the Partial VOROS paper's model-selection study (Sec. 6,
 * App. D.4: train / validation / test 15,474 / 7,802 / 7,861 stays, prevalence about 0.10). Not patient data and not
 * fitted models: the train part is only named (the candidates are "trained" on it in the story), and the file holds
 * the validation and test stays with 13 candidate score columns from three model families and several settings each.
 *
 * Model: each stay has a latent severity z ~ N(0, 1); death ~ Bernoulli(logistic(−3 + 1.6·z)). Candidate m scores
 * q_m·z + e, e ~ N(0, σ_m²), with σ_m = σ_low below z = 1 and σ_high above (so some candidates rank the sickest
 * stays better and others the bulk, and their ROC curves cross), then a family-specific output:
 *   LR  (4 settings of the inverse regularization C):   logistic of the score, 5 decimals;
 *   RF  (4 settings of depth and minimum leaf size):     share of 200 trees voting "dies" (many ties);
 *   MLP (5 settings of layers, L2, learning rate, iterations): logistic of the score, 5 decimals.
 * Under-fitted settings have a weak signal q_m; over-fitted ones a large noise σ_m (spurious features).
 *
 * Deterministic: a fixed seed and the project's PRNG (mulberry32, src/lib/sim/random.ts) with Box–Muller; the same
 * file byte for byte on every run.
 * Usage: tsx scripts/simulate-icu.ts [--out data/icu/icu-simulated.csv] [--seed 20250601]
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { mulberry32 } from '../src/lib/sim/random';

export const ICU_TRAIN = 15_474;
export const ICU_VALIDATION = 7_802;
export const ICU_TEST = 7_861;
export const ICU_SEED = 20250601;

interface Candidate {
  name: string;
  family: 'lr' | 'rf' | 'mlp';
  /** Signal weight q. */
  q: number;
  /** Noise sd below and above z = 1. */
  low: number;
  high: number;
}

/** The candidate score columns, in file order. */
export const ICU_CANDIDATES: readonly Candidate[] = [
  { name: 'lr_C0.0001', family: 'lr', q: 0.45, low: 1.0, high: 1.0 }, // under-fitted
  { name: 'lr_C0.01', family: 'lr', q: 0.9, low: 0.6, high: 0.6 },
  { name: 'lr_C1', family: 'lr', q: 1.0, low: 0.5, high: 0.55 },
  { name: 'lr_C100', family: 'lr', q: 1.0, low: 0.7, high: 0.8 }, // over-fitted
  { name: 'rf_depth4_leaf64', family: 'rf', q: 0.8, low: 0.7, high: 0.5 }, // under-fitted
  { name: 'rf_depth16_leaf16', family: 'rf', q: 1.0, low: 0.62, high: 0.33 },
  { name: 'rf_depth16_leaf4', family: 'rf', q: 1.0, low: 0.75, high: 0.4 },
  { name: 'rf_depth64_leaf4', family: 'rf', q: 1.0, low: 0.95, high: 0.45 }, // over-fitted
  { name: 'mlp_64_l2-1e-4', family: 'mlp', q: 1.0, low: 0.44, high: 0.72 },
  { name: 'mlp_64x64_l2-1e-4', family: 'mlp', q: 1.0, low: 0.5, high: 0.65 },
  { name: 'mlp_128x64_lr5e-4', family: 'mlp', q: 1.0, low: 0.55, high: 0.6 },
  { name: 'mlp_128x64_iter49', family: 'mlp', q: 0.7, low: 0.8, high: 0.8 }, // under-fitted (early stop)
  { name: 'mlp_128x64_iter1000', family: 'mlp', q: 1.0, low: 0.9, high: 1.0 }, // over-fitted
];

const logistic = (x: number) => 1 / (1 + Math.exp(-x));

/** The CSV text: split, died, one column per candidate. */
export function simulateIcu(seed: number = ICU_SEED): string {
  const rng = mulberry32(seed);
  // Box–Muller, both deviates of each pair.
  let spare: number | undefined;
  const normal = (): number => {
    if (spare !== undefined) {
      const v = spare;
      spare = undefined;
      return v;
    }
    const r = Math.sqrt(-2 * Math.log(1 - rng()));
    const a = 2 * Math.PI * rng();
    spare = r * Math.sin(a);
    return r * Math.cos(a);
  };
  const lines: string[] = [['split', 'died', ...ICU_CANDIDATES.map((c) => c.name)].join(',')];
  const n = ICU_VALIDATION + ICU_TEST;
  for (let i = 0; i < n; i++) {
    const z = normal();
    const died = rng() < logistic(-3 + 1.6 * z) ? 1 : 0;
    const cells = [i < ICU_VALIDATION ? 'validation' : 'test', String(died)];
    for (const c of ICU_CANDIDATES) {
      const s = c.q * z + (z < 1 ? c.low : c.high) * normal();
      if (c.family === 'rf') cells.push(String(Math.round(200 * logistic(1.5 * s - 2.5)) / 200));
      else cells.push(logistic(1.3 * s - 2.4).toFixed(5));
    }
    lines.push(cells.join(','));
  }
  return `${lines.join('\n')}\n`;
}

function main(): void {
  const args = process.argv.slice(2);
  const at = (k: string) => {
    const i = args.indexOf(k);
    return i >= 0 ? args[i + 1] : undefined;
  };
  const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
  const out = resolve(at('--out') ?? resolve(root, 'data', 'icu', 'icu-simulated.csv'));
  const seed = Number(at('--seed') ?? ICU_SEED);
  mkdirSync(dirname(out), { recursive: true });
  writeFileSync(out, simulateIcu(seed));
  process.stdout.write(`wrote SIMULATED ICU data (${ICU_VALIDATION} validation + ${ICU_TEST} test stays, seed ${seed}) to ${out}\n`);
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) main();
