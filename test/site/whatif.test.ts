/**
 * The what-if panel recomputes in the page from the count tables the page embeds (src/client/recompute.ts). This checks
 * the round trip report → embedded JSON → ROC curves → partial VOROS: at the configured scenarios and heatmap grid it
 * must give the pipeline's own numbers (same metric code; what is tested is that the embedded data lose nothing).
 * Also a hand-worked case: a 2-point curve whose PV is known in closed form; that build and panel give bit-identical
 * heatmap winners and PVs on a report's own grid; and a large report (thinned display tables), where the panel's
 * stated deviation from the report is checked against a per-cell recomputation written in the test.
 */
import { describe, it, expect } from 'vitest';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildReport } from '../../src/lib/report/build';
import { accuracyText, embeddedFromReport, modelStates, panelAccuracy, recomputeHeatmap, recomputeScenario, type Embedded, type ModelState } from '../../src/client/recompute';
import { feasibleRegion } from '../../src/lib/metrics/feasible-region';
import { partialVoros } from '../../src/lib/metrics/partial-voros';
import { winnerIndices } from '../../src/lib/metrics/winners';
import type { TDistribution } from '../../src/lib/metrics/cost';
import { tDistribution } from '../../src/lib/metrics/cost';
import { THIN_ABOVE } from '../../src/lib/report/thin';
import { tempFiles } from '../helpers/files';
import { mulberry32, normal } from '../helpers/random';

/** One heatmap cell recomputed on its own (a partial VOROS per model, the shared winner rule), not by the heatmap sweep. */
function recomputeCell(data: Embedded, models: ModelState[], alpha: number, kappa: number, dist: TDistribution, tie: number): { winners: string[]; pv: number[] } {
  const region = feasibleRegion(alpha, kappa, data.P, data.N);
  const pv = models.map((m) => partialVoros(m.roc, region, dist).value);
  return { winners: winnerIndices(pv, tie).map((k) => models[k].name), pv };
}

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

  for (const config of ['data/asah/asah.yaml', 'data/published/sepsis-screening.yaml']) {
    it(`${config}: the panel's heatmap on the report's own grid is the build's, bit for bit (winners and PVs)`, async () => {
      const { report } = await buildReport(config);
      const data = JSON.parse(JSON.stringify(embeddedFromReport(report)));
      const h = report.heatmap!;
      const cells = recomputeHeatmap(data, modelStates(data), tDistribution(h.cost, data.P, data.N));
      expect(cells.length).toBe(h.alphas.length);
      h.cells.forEach((row, i) =>
        row.forEach((want, j) => {
          expect(cells[i][j].winners, `cell ${i},${j}`).toEqual(want.winners);
          for (const m of report.models) expect(Object.is(cells[i][j].partialVoros[m.name], want.partialVoros[m.name]), `${m.name} at ${i},${j}`).toBe(true);
          // The cells marked for a failing Partial VOROS Def. 11 assumption are the report's, with the same codes.
          expect(cells[i][j].def11, `Def. 11 codes at ${i},${j}`).toEqual(want.def11);
        }),
      );
      // Exact data: nothing to state.
      const acc = panelAccuracy(report);
      expect(acc.thinned).toEqual([]);
      expect(acc.heatmap).toEqual({ maxAbsPv: 0, cellsDiffering: 0, cells: h.alphas.length * h.kappas.length });
      expect(accuracyText(acc)).toBe('');
    });
  }

  it('a large report (2 × 24,000 distinct scores, thinned display tables): the stated deviation is the real one', async () => {
    // Seeded binormal scores, continuous (every score distinct): more than THIN_ABOVE ROC points per model. Prevalence
    // 0.3 gives P ≈ 7,200 > 1/THIN_STEP, so TPR steps are finer than the thinning step and thinning drops vertices of
    // the heatmap cells' feasible hulls (with P < 2,000 every TPR step is kept and the grid's PVs stay exact).
    const rng = mulberry32(8);
    const n = 24_000;
    const lines = ['y,a,b'];
    for (let i = 0; i < n; i++) {
      const y = rng() < 0.3 ? 1 : 0;
      lines.push(`${y},${(normal(rng) + 1.1 * y).toFixed(9)},${(normal(rng) * (y ? 1.6 : 1) + 1.3 * y).toFixed(9)}`);
    }
    const f = tempFiles('rocsite-whatif-');
    f.write('scores.csv', lines.join('\n') + '\n');
    const config = f.write(
      'large.yaml',
      [
        'title: large',
        'dataset: { path: scores.csv, label: y, positive: 1, models: [a, b] }',
        'scenarios:',
        '  - { name: s1, precision: 0.2, capacity: "10%", cost: { t: [0.05, 0.5] } }',
        '  - { name: s2, precision: 0.3, capacity: "5%", cost: { ratio: [0.5, 4] } }',
        'heatmap: { precision: { from: 0.1, to: 0.6, steps: 6 }, capacity: { from: "1%", to: "40%", steps: 7 }, cost: { t: [0.01, 0.7] }, tie: 0.01 }',
      ].join('\n') + '\n',
    );
    const { report } = await buildReport(config);
    for (const m of report.models) {
      expect(m.display!.totalPoints, m.name).toBeGreaterThan(THIN_ABOVE);
      expect(m.display!.thinned, m.name).toBe(true);
    }
    const acc = panelAccuracy(report);
    expect(acc.thinned).toEqual(['a', 'b']);
    // Independent measurement: per-cell partial VOROS (not the κ sweep) from the embedded JSON against the report.
    const data = JSON.parse(JSON.stringify(embeddedFromReport(report)));
    const models = modelStates(data);
    const h = report.heatmap!;
    const dist = tDistribution(h.cost, data.P, data.N);
    let maxAbs = 0;
    let differ = 0;
    h.alphas.forEach((a, i) =>
      h.kappas.forEach((k, j) => {
        const c = recomputeCell(data, models, a, k, dist, h.tie);
        report.models.forEach((m, q) => (maxAbs = Math.max(maxAbs, Math.abs(c.pv[q] - h.cells[i][j].partialVoros[m.name]))));
        if (c.winners.join('|') !== h.cells[i][j].winners.join('|')) differ++;
      }),
    );
    expect(acc.heatmap!.cells).toBe(42);
    expect(acc.heatmap!.maxAbsPv).toBeCloseTo(maxAbs, 12);
    expect(acc.heatmap!.cellsDiffering).toBe(differ);
    // Thinned curves stay within 1/2000 of the full ones, so PV moves little (here by ~5e-3); the scenarios' feasible hull vertices
    // are kept (report/thin.ts), so their PVs are exact up to rounding.
    expect(acc.heatmap!.maxAbsPv).toBeGreaterThan(1e-4);
    expect(acc.heatmap!.maxAbsPv).toBeLessThan(0.05);
    expect(acc.scenarios!.count).toBe(4);
    expect(acc.scenarios!.maxAbsPv).toBeLessThan(1e-12);
    const text = accuracyText(acc);
    expect(text).toContain('The count tables of a, b are thinned');
    expect(text).toContain(`by at most ${acc.heatmap!.maxAbsPv.toExponential(1)} in partial VOROS`);
    expect(text).toContain(`other winners in ${differ} of 42 cells`);
  }, 60_000);
});

describe('what-if heatmap: cells where a Partial VOROS Def. 11 assumption fails', () => {
  it('follow the panel\'s t range: α = 0.3 (< prevalence 0.4) always; its t bound 18/46 ≈ 0.391 only while t reaches past it', async () => {
    // The small fixture (P = 40, N = 60) with precision grid 0.3, 0.5 and t uniform on [0.1, 0.5].
    const dir = mkdtempSync(join(tmpdir(), 'rocsite-whatif-def11-'));
    try {
      const src = join(import.meta.dirname, '..', 'fixtures', 'small');
      writeFileSync(join(dir, 'small.yaml'), readFileSync(join(src, 'small.yaml'), 'utf8').replace('precision: [0.5, 0.6, 0.7]', 'precision: [0.3, 0.5]'));
      writeFileSync(join(dir, 'small.csv'), readFileSync(join(src, 'small.csv')));
      const { report } = await buildReport(join(dir, 'small.yaml'), { cwd: dir, env: { SOURCE_DATE_EPOCH: '1700000000' } });
      const data = embeddedFromReport(report);
      const h = report.heatmap!;
      const own = recomputeHeatmap(data, modelStates(data), tDistribution(h.cost, data.P, data.N));
      own.forEach((row, i) => row.forEach((c, j) => expect(c.def11, `${i},${j}`).toEqual(h.cells[i][j].def11)));
      expect(own[0].map((c) => [...c.def11!].sort())).toEqual(Array(3).fill(['def11.precision-below-prevalence', 'def11.t-above-bound']));
      // t on [0.1, 0.3]: below the bound 0.391, so only p < α fails in row α = 0.3; row α = 0.5 still holds.
      const low = recomputeHeatmap(data, modelStates(data), tDistribution({ t: [0.1, 0.3] }, data.P, data.N));
      expect(low[0].map((c) => c.def11)).toEqual(Array(3).fill(['def11.precision-below-prevalence']));
      expect(low[1].map((c) => c.def11)).toEqual([undefined, undefined, undefined]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
