/**
 * The deployment recommendation (one per scenario), shown at the top of the report and on the PDF's first page: of the
 * selection strategies, the one whose fixed choice stays feasible on test most often (feasibleOnTest; 1 = always),
 * then the cheapest expected test cost among those, then config order. When even that point breaks α or κ on test
 * for some costs, the recommendation carries a plain warning. Build, browser and PDF all take it from the report JSON.
 */
import { FEASIBLE_TOL } from '../metrics/selection-cost';
import type { Recommendation, SelectionEntry } from './types';

/** The recommended entry among one scenario's entries (non-empty). */
export function recommendedEntry(entries: readonly SelectionEntry[]): SelectionEntry {
  let best = entries[0];
  for (const e of entries.slice(1)) {
    const moreFeasible = e.feasibleOnTest > best.feasibleOnTest + FEASIBLE_TOL;
    const asFeasible = Math.abs(e.feasibleOnTest - best.feasibleOnTest) <= FEASIBLE_TOL;
    if (moreFeasible || (asFeasible && e.expectedTestCost < best.expectedTestCost)) best = e;
  }
  return best;
}

function pct(x: number): string {
  return `${Number((x * 100).toPrecision(3))}%`;
}

/** Per scenario (in order of first appearance): the recommendation with its test numbers and warning. */
export function recommendations(
  selection: readonly SelectionEntry[],
  scenarios: readonly { name: string; precision: number; capacityTest: number }[],
  testSize: number,
): Recommendation[] {
  return scenarios.map((s) => {
    const e = recommendedEntry(selection.filter((x) => x.scenario === s.name));
    const thresholds = e.thresholds.map((p) => {
      const tp = p.test.tpr;
      const breaks: string[] = [];
      if (p.test.precision !== null && p.test.precision < s.precision - FEASIBLE_TOL) breaks.push(`precision ${p.test.precision.toFixed(3)} < α = ${s.precision}`);
      if (p.test.alerts > s.capacityTest * (1 + FEASIBLE_TOL)) breaks.push(`${p.test.alerts} alerts > κ = ${+s.capacityTest.toPrecision(6)}`);
      return {
        t: p.t,
        threshold: p.threshold,
        alertsPer1000: (1000 * p.test.alerts) / testSize,
        precision: p.test.precision,
        recall: tp,
        breaks,
      };
    });
    const broken = thresholds.filter((p) => p.breaks.length);
    const warning =
      broken.length === 0
        ? null
        : `On the test part, the recommended point breaks the scenario's limits for ${pct(1 - e.feasibleOnTest)} of the cost distribution: ${[
            ...new Set(broken.flatMap((p) => p.breaks)),
          ].join('; ')}. No strategy stays within α and κ on test more often.`;
    return {
      scenario: s.name,
      strategy: e.strategy,
      model: e.model,
      expectedTestCost: e.expectedTestCost,
      feasibleOnTest: e.feasibleOnTest,
      thresholds,
      warning,
    };
  });
}

/** Each strategy in words (report, PDF and charts). */
export const STRATEGY_LABELS: Record<SelectionEntry['strategy'], string> = {
  partialVoros: 'max partial VOROS',
  voros: 'max VOROS',
  recall: 'max recall in the feasible region',
  partialAurocInRegion: 'max partial AUROC in the feasible region',
};

/** C0/C1 for t with the validation part's class ratio N/P: r = t/(1−t)·P/N (VOROS Def. 10). */
export function costRatioOf(t: number, P: number, N: number): number {
  return t >= 1 ? Infinity : ((t / (1 - t)) * P) / N;
}
