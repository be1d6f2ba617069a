/**
 * SIMULATED early-warning-score data at the scale of the Partial VOROS paper's case study (Sec. 5: 362,926 patient
 * stays, prevalence 4.6%). Not patient data: three synthetic scores drawn from seeded binormal models whose ROC
 * curves cross inside the high-precision (low false-positive-rate) region, so that the winner depends on α and κ.
 *
 * Model (binormal, Geometry paper's family probit(TPR) = b + a·probit(FPR)): negatives' latent ~ N(0, 1),
 * positives' latent ~ N(b/a, 1/a²).
 *   NEWS-sim   a = 0.85, b = 1.05  → integer score 0–20 (latent·2.2 + 3.5, floored, clamped): many ties, like NEWS;
 *   NEWS2-sim  a = 0.80, b = 0.60, and 8% of positives from N(3.3, 0.4²) (a group flagged at once, whatever else
 *              happens) → integer score 0–20 (latent·2.5 + 4, floored, clamped);
 *   ML-sim     a = 1.15, b = 1.45  → continuous risk in [0, 100], one decimal (a logistic of the latent).
 * AUROCs ≈ 0.78, 0.70, 0.83. NEWS2-sim has the highest TPR at FPR ≤ 1% (highest precision), NEWS-sim around
 * FPR 2–5%, ML-sim above: the curves cross in the high-precision region, and over α 0.1–0.6 × κ 0.5%–70% each
 * score wins somewhere (cf. the Partial VOROS paper's Fig. 4, where NEWS2, RI and NEWS each win a region).
 *
 * Deterministic: a fixed seed, the project's PRNG (mulberry32, src/lib/sim/random.ts) and Box–Muller (both deviates of each pair used); the same file byte for byte on every run.
 * Usage: tsx scripts/simulate-ews.ts [--out data/ews/scores.csv] [--seed 20240607]
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { mulberry32 } from '../src/lib/sim/random';

export { mulberry32 };

export const EWS_TOTAL = 362_926;
export const EWS_PREVALENCE = 0.046;
export const EWS_POSITIVES = Math.round(EWS_TOTAL * EWS_PREVALENCE); // 16,695
export const EWS_SEED = 20240607;

/** Standard normal deviates by Box–Muller from a uniform source. */
export function normals(rand: () => number): () => number {
  let spare: number | null = null;
  return () => {
    if (spare !== null) {
      const s = spare;
      spare = null;
      return s;
    }
    let u = 0;
    while (u === 0) u = rand();
    const v = rand();
    const r = Math.sqrt(-2 * Math.log(u));
    spare = r * Math.sin(2 * Math.PI * v);
    return r * Math.cos(2 * Math.PI * v);
  };
}

interface ScoreModel {
  name: string;
  a: number;
  b: number;
  /** Optional mixture for positives: with probability p, latent ~ N(mean, sd²) instead of the binormal. */
  mix?: { p: number; mean: number; sd: number };
  map: (latent: number) => string;
}

const clampInt = (v: number, lo: number, hi: number) => Math.max(lo, Math.min(hi, Math.floor(v)));

export const EWS_MODELS: ScoreModel[] = [
  { name: 'NEWS-sim', a: 0.85, b: 1.05, map: (z) => String(clampInt(z * 2.2 + 3.5, 0, 20)) },
  { name: 'NEWS2-sim', a: 0.8, b: 0.6, mix: { p: 0.08, mean: 3.3, sd: 0.4 }, map: (z) => String(clampInt(z * 2.5 + 4, 0, 20)) },
  { name: 'ML-sim', a: 1.15, b: 1.45, map: (z) => (100 / (1 + Math.exp(-(z * 1.3 - 2.5)))).toFixed(1) },
];

/** The CSV text: header `deteriorated,NEWS-sim,NEWS2-sim,ML-sim`, one row per stay, positives spread at random. */
export function simulateEws(seed = EWS_SEED, total = EWS_TOTAL, positives = EWS_POSITIVES): string {
  const rand = mulberry32(seed);
  const gauss = normals(rand);
  // Labels: exactly `positives` ones, placed by a seeded Fisher–Yates shuffle.
  const labels = new Uint8Array(total);
  labels.fill(1, 0, positives);
  for (let i = total - 1; i > 0; i--) {
    const j = Math.floor(rand() * (i + 1));
    const t = labels[i];
    labels[i] = labels[j];
    labels[j] = t;
  }
  const parts: string[] = ['deteriorated,' + EWS_MODELS.map((m) => m.name).join(',')];
  for (let i = 0; i < total; i++) {
    const y = labels[i];
    const row: string[] = [String(y)];
    for (const m of EWS_MODELS) {
      let latent: number;
      if (y === 1 && m.mix && rand() < m.mix.p) latent = m.mix.mean + gauss() * m.mix.sd;
      else latent = y === 1 ? m.b / m.a + gauss() / m.a : gauss();
      row.push(m.map(latent));
    }
    parts.push(row.join(','));
  }
  return parts.join('\n') + '\n';
}

function main(): void {
  const args = process.argv.slice(2);
  const get = (k: string, d: string) => {
    const i = args.indexOf(k);
    return i >= 0 && args[i + 1] ? args[i + 1] : d;
  };
  const out = resolve(get('--out', 'data/ews/scores.csv'));
  const seed = Number(get('--seed', String(EWS_SEED)));
  const t0 = Date.now();
  const csv = simulateEws(seed);
  mkdirSync(dirname(out), { recursive: true });
  writeFileSync(out, csv);
  console.log(`simulate-ews: wrote ${out} (${EWS_TOTAL} stays, ${EWS_POSITIVES} positives, seed ${seed}, ${(csv.length / 1e6).toFixed(1)} MB) in ${Date.now() - t0} ms — SIMULATED data`);
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) main();
