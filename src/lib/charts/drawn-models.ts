/**
 * Which models a chart draws: at most {@link MAX_DRAWN_MODELS} curves, as many as there are dash patterns
 * (model-style.ts) — beyond that a chart is a tangle (a 50-model ROC chart was unreadable) and its page heavy. By
 * default the models of highest AUROC (ties in report order, as the forest chart), and a scenario's charts the models
 * of highest partial VOROS in that scenario. Each model keeps the style of its position in the report, and the caption
 * says what was left out ({@link drawnNote}); the metrics table lists every model. Pure, isomorphic.
 */
import type { ModelReport, Report } from '../report/types';
import { descendingOrder } from '../report/paired-scope';
import { MODEL_DASHES } from './model-style';

/** Models a chart draws at most: the number of dash patterns. */
export const MAX_DRAWN_MODELS = MODEL_DASHES.length;

/** The `max` models of highest `score` (NaN lowest, ties in report order), in report order. */
function highest(models: readonly ModelReport[], score: readonly number[], max = MAX_DRAWN_MODELS): ModelReport[] {
  if (models.length <= max) return [...models];
  const keep = new Set(descendingOrder(score).slice(0, max));
  return models.filter((_, k) => keep.has(k));
}

/** The models a report-wide chart draws: every model, or the {@link MAX_DRAWN_MODELS} of highest AUROC. */
export function drawnModels(report: Report): ModelReport[] {
  return highest(report.models, report.models.map((m) => m.auroc));
}

/** The models a scenario's chart draws: every model, or those of highest partial VOROS in the scenario. */
export function drawnForScenario(report: Report, scenario: string): ModelReport[] {
  return highest(
    report.models,
    report.models.map((m) => m.scenarios.find((s) => s.name === scenario)?.partialVoros ?? NaN),
  );
}

/** Caption sentence when a chart draws fewer models than the report has ('' when it draws them all). */
export function drawnNote(report: Report, drawn: readonly unknown[], by: string): string {
  const n = report.models.length;
  if (drawn.length >= n) return '';
  return ` The chart draws the ${drawn.length} models of highest ${by} of the report's ${n}; the metrics table lists every model.`;
}
