/**
 * Benchmark: Dutch Draw baselines of all 22 measures for M = 1,000,000 (target: under 2 s per call of
 * ddAllBaselines), plus single G2/TS expectations and a pmf. Run through bench/run.ts, or alone:
 *   npx tsx bench/dutch-draw.bench.ts
 */
import { ddAllBaselines, ddBaseline, ddExpectation, ddMeasurePmf } from '../src/lib/metrics/dutch-draw';

function time<T>(fn: () => T, repeats = 3): { ms: number; best: number; result: T } {
  let result!: T;
  const times: number[] = [];
  for (let i = 0; i < repeats; i++) {
    const t0 = performance.now();
    result = fn();
    times.push(performance.now() - t0);
  }
  times.sort((a, b) => a - b);
  return { ms: times[Math.floor(times.length / 2)], best: times[0], result };
}

export default async function run(): Promise<void> {
  const M = 1_000_000;
  const budget = 2000;
  console.log('# Dutch Draw (M = 1,000,000)');
  const rows: [string, number][] = [
    ['P = 5% of M', 50_000],
    ['P = 1', 1],
    ['P = 100', 100],
    ['P = 50% of M', 500_000],
    ['P = 99% of M', 990_000],
  ];
  let worst = 0;
  for (const [label, P] of rows) {
    const r = time(() => ddAllBaselines(P, M, 1));
    const g2 = time(() => ddBaseline('G2', P, M), 1);
    worst = Math.max(worst, r.ms);
    console.log(
      `ddAllBaselines ${label.padEnd(14)} median ${r.ms.toFixed(0).padStart(5)} ms (best ${r.best.toFixed(0)} ms; ` +
        `G2 alone ${g2.ms.toFixed(0)} ms; G2 max ${(r.result.G2.max as number).toFixed(6)} at θ* ${r.result.G2.argmax.join(', ')})` +
        (r.ms < budget ? '' : '  ** over the 2 s budget **'),
    );
  }
  const e = time(() => ddExpectation('G2', 50_000, M, 500_000), 5);
  console.log(`ddExpectation G2 (P = 50,000, θ* = 0.5): ${e.ms.toFixed(2)} ms`);
  const t = time(() => ddExpectation('TS', 50_000, M, 500_000), 5);
  console.log(`ddExpectation TS (P = 50,000, θ* = 0.5): ${t.ms.toFixed(2)} ms`);
  const p = time(() => ddMeasurePmf('FBETA', 50_000, M, 0.5), 5);
  console.log(`ddMeasurePmf FBETA (P = 50,000, θ = 0.5): ${p.ms.toFixed(2)} ms, ${p.result.length} points`);
  console.log(`worst ddAllBaselines median: ${worst.toFixed(0)} ms (budget ${budget} ms) ${worst < budget ? 'OK' : 'OVER'}`);
}

// Run directly (not when imported by bench/run.ts).
if (typeof process !== 'undefined' && process.argv[1] && import.meta.url.endsWith(process.argv[1].replace(/\\/g, '/'))) {
  await run();
}
