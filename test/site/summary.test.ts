import { describe, expect, it } from 'vitest';
import { deployText, mainCaveat, NAMED_MODELS, reportSummary } from '../../src/lib/site/summary';
import { STRATEGY_LABELS } from '../../src/lib/report/recommendation';
import type { Report } from '../../src/lib/report/types';
import { smallReport } from './fixtures/small-report';

/** The small report (P = 40, N = 60; ROC points in fixtures/small-report.ts) with its scenario's PVs set by hand. */
function withPv(pvA: number, pvB: number, winners: string[]): Report {
  const r = structuredClone(smallReport);
  for (const m of r.models) m.scenarios[0].partialVoros = m.name === 'A' ? pvA : pvB;
  r.scenarios[0].winners = winners;
  return r;
}

describe('summary box', () => {
  it('what was compared, with the AUROCs worked out by hand from the ROC points (trapezoids)', () => {
    // A: 0.1·0.2 + 0.15·0.55 + 0.25·0.8 + 0.5·0.95 = 0.7775; B: 0.05·0.1 + 0.25·0.475 + 0.3·0.8 + 0.4·0.925 = 0.73375.
    const s = reportSummary(smallReport);
    expect(s.compared).toBe('2 models (A and B) on 100 cases, 40 positive (40.0%).');
    expect(s.overall).toMatch(/^Highest AUROC: A \(0\.77[78]\), next B \(0\.73[34]\)\.$/);
  });

  it('carries the short forms of the report\'s uncertainty statements, none when there are none', () => {
    expect(reportSummary(smallReport).uncertainty).toEqual(smallReport.uncertainty?.briefs ?? []);
    const r = structuredClone(smallReport);
    r.uncertainty = {
      ...(r.uncertainty ?? { level: 0.95, notes: [] }),
      statements: ['A is not distinguishable from B: the 95% interval of the difference is [−0.1, 0.2].'],
      briefs: ['A is not distinguishable from B.'],
    } as Report['uncertainty'];
    expect(reportSummary(r).uncertainty).toEqual(['A is not distinguishable from B.']);
  });

  it('names up to NAMED_MODELS models, else points to the metrics table', () => {
    expect(reportSummary(smallReport).compared).toMatch(/\(A and B\)|\(A, B/);
    const r = structuredClone(smallReport);
    r.models = Array.from({ length: NAMED_MODELS + 1 }, (_, k) => ({ ...smallReport.models[0], name: `m${k}` }));
    const s = reportSummary(r).compared;
    expect(s).toContain(`${NAMED_MODELS + 1} models (listed in the metrics table)`);
    expect(s).not.toContain('m0');
  });

  it('with model selection: each scenario says what to deploy (model, threshold, strategy, expected test cost)', () => {
    const r = structuredClone(withPv(0.5, 0.25, ['A']));
    r.recommendations = [
      { scenario: 'strict', strategy: 'partialVoros', model: 'B', expectedTestCost: 0.3125, thresholds: [{ threshold: 0.25, alertsPer1000: 40, precision: 0.7, recall: 0.5 }] },
    ] as unknown as Report['recommendations'];
    expect(reportSummary(r).scenarios[0].deploy).toEqual({ model: 'B', rest: `alerting at score ≥ 0.25 (chosen on validation by ${STRATEGY_LABELS.partialVoros}; expected test cost 0.313).` });
    expect(deployText({ ...r.recommendations![0], thresholds: [{ ...r.recommendations![0].thresholds[0], threshold: null }] }).rest).toMatch(/^never alerting/);
    expect(deployText({ ...r.recommendations![0], thresholds: [r.recommendations![0].thresholds[0], r.recommendations![0].thresholds[0]] }).rest).toMatch(/^with a threshold that depends on the cost parameter t/);
  });

  it('one winner: named with its partial VOROS and the next model', () => {
    const s = reportSummary(withPv(0.5, 0.25, ['A']));
    expect(s.scenarios).toEqual([{ name: 'strict', constraints: 'precision ≥ 0.60, at most 30 alerts', winner: 'A', text: 'A (partial VOROS 0.500; next B, 0.250).' }]);
  });

  it('"no clear winner" for a tie and when no model reaches the feasible region', () => {
    expect(reportSummary(withPv(0.5, 0.5, ['A', 'B'])).scenarios[0]).toMatchObject({ winner: null, text: 'no clear winner: A and B tie (partial VOROS 0.500).' });
    expect(reportSummary(withPv(0, 0, ['A', 'B'])).scenarios[0]).toMatchObject({ winner: null, text: expect.stringMatching(/^no clear winner: no model reaches the feasible region/) });
  });

  it('the main caveat: frontmatter first, then simulated data, a small sample, failed Def. 11 assumptions, warnings', () => {
    expect(reportSummary(smallReport, { caveat: 'Mine.', conclusion: 'A.' })).toMatchObject({ caveat: 'Mine.', conclusion: 'A.' });
    expect(mainCaveat({ ...smallReport, simulated: true })).toMatch(/^Simulated data/);
    expect(mainCaveat(smallReport)).toBe('Small sample (40 positive, 60 negative): differences in the second decimal are within sampling noise; confirm on an independent cohort.');
    const big = { ...smallReport, dataset: { ...smallReport.dataset, positives: 400, negatives: 600 } };
    expect(mainCaveat({ ...big, warnings: [], scenarios: big.scenarios.map((s) => ({ ...s, def11: { holds: false, failures: ['x'] } })) })).toMatch(/Def\. 11 fail for “strict”/);
    const clean = { ...big, warnings: [], scenarios: big.scenarios.map((s) => ({ ...s, def11: { holds: true, failures: [] } })) };
    // Without intervals it says so; with them it does not claim there are none.
    const noIntervals = { ...clean, models: clean.models.map((m) => ({ ...m, intervals: undefined })) };
    expect(mainCaveat(noIntervals)).toBe('Estimates on one data set, without confidence intervals: confirm on an independent cohort before deployment.');
    const withIntervals = { ...clean, models: clean.models.map((m) => ({ ...m, intervals: { auroc: [{ method: 'delong', level: 0.95, ci: [0.6, 0.8] }], auprc: [], partialAuroc: [], voros: [], scenarios: [] } })) } as Report;
    expect(mainCaveat(withIntervals)).toMatch(/^Estimates on one data set: the intervals cover its sampling noise/);
    // Every model below chance comes first, before simulated data (inverted labels turn every ranking upside down).
    const inverted = { ...smallReport, simulated: true, models: smallReport.models.map((m) => ({ ...m, auroc: 1 - m.auroc })) };
    expect(mainCaveat(inverted)).toMatch(/^Every model's AUROC is below 0\.5: the positive label \(`dataset\.positive`\) or the direction of the scores is probably inverted/);
    // One model below chance is a warning of its own, not this caveat.
    expect(mainCaveat({ ...smallReport, simulated: true, models: [{ ...smallReport.models[0], auroc: 0.4 }, smallReport.models[1]] })).toMatch(/^Simulated data/);
    // Warnings are quoted by their message, never by their code.
    const holds = big.scenarios.map((s) => ({ ...s, def11: { holds: true, failures: [] } }));
    const w = (code: string, message: string) => ({ code, message }) as (typeof smallReport.warnings)[number];
    expect(mainCaveat({ ...big, scenarios: holds, warnings: [w('heatmap.top-tie-exceeds-capacity', 'Heatmap: model A can only never alarm.')] })).toBe('Heatmap: model A can only never alarm.');
    expect(mainCaveat({ ...big, scenarios: holds, warnings: [w('a.b', 'First.'), w('c.d', 'Second.')] })).toBe('2 warnings (see Warnings); the first: First.');
  });
});
