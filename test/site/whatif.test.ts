/**
 * The what-if panel recomputes in the page from the count tables the page embeds (src/client/recompute.ts). This checks
 * the round trip report → embedded JSON → ROC curves → partial VOROS: at the configured scenarios and heatmap grid it
 * must give the pipeline's own numbers (same metric code; what is tested is that the embedded data lose nothing).
 * Also a hand-worked case: a 2-point curve whose PV is known in closed form.
 */
import { describe, it, expect } from 'vitest';
import { buildReport } from '../../src/lib/report/build';
import { embeddedFromReport, modelStates, recomputeScenario, recomputeCell } from '../../src/client/recompute';
import { tDistribution } from '../../src/lib/metrics/cost';

describe('what-if recomputation from the embedded count tables', () => {
  for (const config of ['data/asah/asah.yaml', 'data/published/sepsis-screening.yaml']) {
    it(`${config}: scenarios (uniform t and uniform C0/C1) and every heatmap cell match the report`, async () => {
      const { report } = await buildReport(config);
      const data = JSON.parse(JSON.stringify(embeddedFromReport(report)));
      const models = modelStates(data);
      let checked = 0;
      for (const s of report.scenarios) {
        // A `{ ratio }` cost is recomputed in 'ratio' mode from its t support (the panel's t sliders).
        if ('classRatio' in s.cost && s.cost.classRatio) continue;
        const r =
          't' in s.cost
            ? recomputeScenario(data, models, s.precision, s.capacityCount, s.cost.t[0], s.cost.t[1])
            : recomputeScenario(data, models, s.precision, s.capacityCount, s.tRange[0], s.tRange[1], 'ratio');
        for (const m of report.models) {
          const want = m.scenarios.find((x) => x.name === s.name)!.partialVoros;
          expect(r.models.find((x) => x.name === m.name)!.pv).toBeCloseTo(want, 9);
          checked++;
        }
      }
      const h = report.heatmap!;
      expect('t' in h.cost).toBe(true);
      const dist = tDistribution(h.cost as { t: [number, number] }, data.P, data.N);
      h.alphas.forEach((a, i) =>
        h.kappas.forEach((k, j) => {
          const c = recomputeCell(data, models, a, k, dist, h.tie);
          expect(c.winners, `cell α=${a}, κ=${k}`).toEqual(h.cells[i][j].winners);
          report.models.forEach((m, q) => expect(c.pv[q]).toBeCloseTo(h.cells[i][j].partialVoros[m.name], 9));
          checked++;
        }),
      );
      expect(checked).toBeGreaterThan(h.alphas.length * h.kappas.length - 1);
    });
  }

  it('hand-worked: one operating point (0, 0.5) with P = N = 10, α = 0.5, κ = 10, t ∈ [0.5, 0.5]', () => {
    // Feasible region: y ≥ x (precision ≥ 0.5 with P = N) and x + y ≤ 1 (10 alerts of 20 cases): the triangle
    // (0,0), (0.5,0.5), (0,1) of area 1/4. At t = 1/2 the iso-cost line through (0, 0.5) is y = x + 0.5; the part of the
    // region below it is the region minus the triangle (0,0.5), (0.25,0.75), (0,1) of area 1/16: A*_t = 3/16,
    // normalized 3/4.
    const data = { P: 10, N: 10, models: [{ name: 'm', scores: [2, 1], pos: [5, 5], neg: [0, 10] }], heatmap: null };
    const r = recomputeScenario(data, modelStates(data), 0.5, 10, 0.5, 0.5);
    expect(r.region.area).toBeCloseTo(0.25, 12);
    expect(r.models[0].pv).toBeCloseTo(0.75, 9);
  });
});
