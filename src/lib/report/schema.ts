/**
 * The report model, defined once: the zod schema of the JSON written by `rocsite compute`. The TypeScript types
 * (types.ts, z.infer), the JSON Schema (schema/report.schema.json, written by `npm run schema`) and the site's
 * content loader (src/content.config.ts) all derive from this module; docs/report-json.md explains the keys (a test
 * checks that its tables list exactly the keys below).
 *
 * Numbers that are undefined for a measure (Dutch Draw Table 2 domains) are `null`, never NaN or 0. Ranges are
 * echoed exactly as configured. Every object is strict: an unknown key is an error.
 */
import { z } from 'zod';
import { dictSchema } from '../dict';
import { MEASURES, type MeasureName } from '../metrics/measures';
import { MAX_ALL_PAIRS_MODELS } from '../limits';

/** Keys of the Dutch Draw expectation curves embedded in the report (the measures of the Dutch Draw chart). */
export const DD_CURVE_MEASURES = ['FBETA', 'MCC', 'ACC', 'G2'] as const satisfies readonly MeasureName[];

export const unit = z.number().min(0).max(1);
export const sha256 = z.string().regex(/^[0-9a-f]{64}$/);
export const range = z.tuple([z.number(), z.number()]);
export const point = z.tuple([z.number(), z.number()]);
export const numbers = z.array(z.number());
export const nullableNumbers = z.array(z.number().nullable());
export const indices = z.array(z.number().int().min(0));
export const count = z.number().min(0);
export const threshold = z
  .number()
  .nullable()
  .describe('Predict positive when score ≥ threshold; null when the input has no thresholds or the point is never-alarm.');
const nonNegative = count;

export const capacity = z.union([z.number().positive(), z.string().regex(/^\s*(\d+(\.\d*)?|\.\d+)\s*%\s*$/)]);
export const cost = z.union([
  z.object({ t: range }).strict(),
  z.object({ ratio: range, classRatio: range.optional() }).strict(),
]);

/** An object with exactly the 22 measure keys of the Dutch Draw paper's Table 1, each of schema `v()`. */
function perMeasure<T extends z.ZodTypeAny>(v: () => T) {
  return z.object(Object.fromEntries(MEASURES.map((k) => [k, v()])) as Record<MeasureName, T>).strict();
}

export const feasibleRegion = z
  .object({
    case: z.number().int().min(1).max(13).describe("Case number of the Partial VOROS paper's Appendix A (1–13)."),
    description: z.string().describe('The case in words.'),
    vertices: z.array(point).describe("K's corners counter-clockwise from (0, 0) as [FPR, TPR]."),
  })
  .strict();

export const curve = z.object({ t: numbers, value: numbers }).strict();

export const warning = z
  .object({
    code: z.string().min(1).describe("Machine-readable code, e.g. 'def11.precision-below-prevalence'."),
    message: z.string().min(1).describe('A full sentence: what fails and why it matters.'),
    model: z.string().optional(),
    scenario: z.string().optional(),
  })
  .strict();

export const provenance = z
  .object({
    rocsiteVersion: z.string().describe('Version from package.json.'),
    generated: z.string().regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/).describe('ISO 8601 UTC date (seconds); honours SOURCE_DATE_EPOCH.'),
    config: z.object({ path: z.string(), sha256 }).strict().describe('Config file name and SHA-256 of its bytes.'),
    inputs: z
      .array(z.object({ path: z.string(), sha256, bytes: z.number().int().min(0) }).strict())
      .describe('Every input file (path relative to the config), SHA-256 and size.'),
    inputHash: sha256.describe('SHA-256 over the config and every input (hex); the cache key.'),
  })
  .strict();

export const geometryPoint = z
  .object({ fpr: unit, tpr: unit, threshold, tp: nonNegative, fp: nonNegative })
  .strict()
  .describe('An operating point of ROC space implied by a geometric constraint (Sameni Sec. 6).');

export const modelScenario = z
  .object({
    name: z.string().describe('Scenario name.'),
    partialVoros: unit.describe('Normalized partial VOROS (Partial VOROS Def. 20), in [0, 1].'),
    degenerate: z.boolean().optional().describe('True when the feasible region has zero area (PV undefined, reported as 0).'),
    feasibleArea: unit.describe('A*, the area of the feasible region K.'),
    feasibleRegion,
    partialArea: curve.describe('A*_t / A* of the best feasible point against t.'),
    bestPoints: z
      .array(z.object({ t: range, fpr: unit, tpr: unit, threshold, tp: nonNegative, fp: nonNegative }).strict())
      .describe('For each t piece: the best feasible operating point (FPR, TPR, threshold, counts).'),
    feasibleHull: indices.describe("Indices into roc of the feasible points' upper hull."),
    maxRecall: unit.describe('Largest TPR among the feasible hull points.'),
  })
  .strict();

export const operatingPoint = z
  .object({
    source: z.string().describe("Where it comes from: 'config' (a listed threshold) or 'scenario:<name>@t=[a, b]'."),
    threshold: z.number().nullable(),
    fpr: unit,
    tpr: unit,
    measures: perMeasure(() => z.number().nullable()).describe("The 22 measures of the Dutch Draw paper's Table 1, null outside Table 2's domains."),
    beatsBaseline: perMeasure(() => z.boolean().nullable()).describe('Whether each measure strictly beats its Dutch Draw baseline; null when undefined or without baselines.'),
  })
  .strict();

export const interval = z
  .object({
    method: z.enum(['delong', 'bootstrap']).describe("'delong' (normal interval from DeLong's variance) or 'bootstrap' (stratified percentile interval)."),
    level: z.number().gt(0).lt(1).describe('Confidence level, e.g. 0.95.'),
    ci: z.tuple([z.number().nullable(), z.number().nullable()]).describe('[lower, upper]; null when undefined in every resample.'),
  })
  .strict();

export const intervals = z
  .object({
    auroc: z.array(interval).describe('DeLong (per-example scores and whole-number count tables) and bootstrap intervals of the AUROC.'),
    auprc: z.array(interval).describe('Bootstrap interval of the average precision.'),
    partialAuroc: z
      .array(interval.extend({ fpr: range, mcclish: z.tuple([z.number().nullable(), z.number().nullable()]).describe("Interval of McClish's standardization.") }).strict())
      .describe('Per FPR range: interval of the raw partial area (ci) and of its McClish standardization.'),
    voros: z.array(interval.extend({ t: range }).strict()).describe('Per t range: interval of VOROS.'),
    scenarios: z.array(interval.extend({ name: z.string() }).strict()).describe("Per scenario: interval of the model's partial VOROS."),
  })
  .strict();

export const comparison = z
  .object({
    a: z.string(),
    b: z.string(),
    method: z.literal('delong'),
    auroc: range.describe('AUROC of a and of b.'),
    z: z.number().nullable().describe('(AUROC a − AUROC b) / SE of the difference (paired DeLong).'),
    p: z.number().min(0).max(1).nullable().describe('Two-sided p-value.'),
    pHolm: z
      .number()
      .min(0)
      .max(1)
      .nullable()
      .optional()
      .describe("Holm's adjusted p-value over every test of `comparisons` (the family the report makes; schemaVersion ≥ 1.4.0)."),
    difference: z.tuple([z.number().nullable(), z.number().nullable()]).describe('Normal interval of AUROC a − AUROC b at the report level.'),
  })
  .strict();

export const uncertainty = z
  .object({
    level: z.number().gt(0).lt(1).describe('Confidence level of every interval.'),
    bootstrap: z
      .object({
        resamples: z.number().int().min(1),
        seed: z.number().int().min(0),
        stratified: z.literal(true).describe('Positives and negatives resampled separately (P and N fixed).'),
        paired: z.boolean().describe('True: every model resampled on the same rows; false: each count table on its own.'),
      })
      .strict()
      .optional(),
    notes: z.array(z.string()).describe('What could not be computed and why, and caveats (unpaired intervals).'),
    statements: z.array(z.string()).describe('Sentences for the report: whether the best model is distinguishable from every other one (named by the closest).'),
    briefs: z.array(z.string()).describe('Short forms of the statements, in the same order (the summary box).'),
  })
  .strict();

export const model = z
  .object({
    name: z.string().min(1).describe('Model name (CSV column or config key).'),
    auroc: unit.describe('Area under the empirical ROC curve (VOROS Def. 1).'),
    auprc: unit.describe("Average precision (scikit-learn's definition)."),
    partialAuroc: z
      .array(z.object({ fpr: range, area: nonNegative, mcclish: z.number().nullable() }).strict())
      .describe("Raw partial area over each FPR range and McClish's standardization."),
    voros: z.array(z.object({ t: range, value: z.number() }).strict()).describe('VOROS over each configured t range (VOROS Defs. 5, 20).'),
    scenarios: z.array(modelScenario).describe('Per scenario results for this model.'),
    roc: z
      .object({ fpr: z.array(unit).min(2), tpr: z.array(unit).min(2), thresholds: nullableNumbers })
      .strict()
      .describe('ROC points from (0, 0) to (1, 1) (display curve: thinned for very large inputs).'),
    hull: indices.describe('Indices into roc of the upper convex hull vertices.'),
    pr: z.object({ recall: z.array(unit), precision: z.array(unit), thresholds: nullableNumbers }).strict().describe('PR points, one per distinct score.'),
    countTable: z
      .object({ scores: nullableNumbers, pos: z.array(nonNegative), neg: z.array(nonNegative) })
      .strict()
      .describe('The count table (score, positives, negatives), embedded so the page can recompute metrics.'),
    lesserArea: curve.describe('Area of lesser classifiers A_t of the cost-optimal point against t (for charts).'),
    display: z
      .object({ thinned: z.boolean(), points: z.number().int().min(2), totalPoints: z.number().int().min(2) })
      .strict()
      .optional()
      .describe('Display thinning: roc, pr and countTable keep `points` of `totalPoints` ROC points.'),
    waaurocc: z
      .array(
        z
          .object({
            fpr: range,
            bins: z.number().int().min(1),
            value: z.number(),
            acceptance: z.object({ value: z.number(), distance: nonNegative, passes: z.boolean() }).strict().optional(),
          })
          .strict(),
      )
      .optional()
      .describe('WaAUROCC per configured FPR range, with the acceptance-curve comparison.'),
    operatingPoints: z.array(operatingPoint).optional().describe('Threshold measures at chosen operating points.'),
    geometry: z
      .object({
        binormal: z.object({ a: z.number().nullable(), b: z.number().nullable(), auroc: z.number().nullable() }).strict().describe('Binormal fit (Sameni Sec. 8.3).'),
        klDivergence: z.number().nullable().describe('D_KL(f_p ‖ f_n) in nats from the ROC hull slopes; null = +∞.'),
        leakage: z.object({ u: numbers, g: numbers }).strict().describe('Leakage function G(u) = 1 − ROC(1 − u) (Sameni eq. 13).'),
        prAtPrevalence: z
          .array(z.object({ prevalence: unit, recall: numbers, precision: numbers }).strict())
          .optional()
          .describe('PR curve re-weighted to each deployment prevalence (Sameni eq. 21).'),
        binormalKl: z.number().nullable().optional().describe('D_KL of the fitted binormal pair: ln a + (1 + b²)/(2a²) − ½ (nats); null without a fit.'),
        capacityPoint: geometryPoint.nullable().optional().describe('Highest-TPR ROC point with π_p·tpr + π_n·fpr ≤ m (Sameni Sec. 6.1).'),
        riskPoint: z
          .object({ fpr: unit, tpr: unit, threshold, tp: nonNegative, fp: nonNegative, risk: nonNegative, feasible: z.boolean() })
          .strict()
          .optional()
          .describe('Least-risk ROC point, risk = α·π_n·fpr + β·π_p·(1 − tpr) (Sameni Sec. 6.2); feasible = risk ≤ c.'),
      })
      .strict()
      .optional()
      .describe("Sameni's ROC/PR geometry."),
    intervals: intervals.optional().describe('Confidence intervals of the point values (absent for ROC-point input).'),
  })
  .strict();

export const scenarioSummary = z
  .object({
    name: z.string(),
    precision: z.number().positive().max(1).describe('α, the required precision.'),
    capacity: capacity.describe('κ as configured (count or "p%").'),
    capacityCount: z.number().positive().describe('κ as a count of alerts.'),
    cost: cost.describe('The t distribution as configured.'),
    tRange: range.describe('Support of t implied by cost.'),
    feasibleArea: unit,
    feasibleRegion,
    winners: z.array(z.string()).describe('Models with PV within 1e-12 of the best.'),
    def11: z
      .object({ holds: z.boolean(), failures: z.array(z.string()) })
      .strict()
      .describe('Assumptions of Partial VOROS Def. 11 that fail for this scenario (also in warnings).'),
  })
  .strict();

export const gridSpec = z.object({ from: z.union([z.number(), z.string()]), to: z.union([z.number(), z.string()]), steps: z.number().int().min(1) }).strict();

export const heatmapCell = z
  .object({
    winners: z.array(z.string()).min(1),
    partialVoros: dictSchema(unit),
    winProbability: dictSchema(unit).optional().describe('Per model: share of bootstrap resamples in which it wins this cell (same tie rule).'),
    def11: z
      .array(z.string())
      .min(1)
      .optional()
      .describe('Codes (src/lib/warning-codes.ts DEF11) of the Partial VOROS Def. 11 assumptions that fail in this cell; absent when all hold.'),
  })
  .strict();

export const heatmap = z
  .object({
    precision: z.union([z.array(z.number()).min(1), gridSpec]).describe('Echo of the configured grid: a list, or { from, to, steps }.'),
    capacity: z.union([z.array(capacity).min(1), gridSpec]).describe('Echo of the configured grid: a list, or { from, to, steps }.'),
    alphas: numbers.describe('α per row.'),
    kappas: numbers.describe('κ as a count per column.'),
    cost,
    tie: nonNegative.describe('The tie tolerance.'),
    tRange: range.optional().describe('Support of t implied by cost.'),
    cells: z.array(z.array(heatmapCell)).describe('cells[i][j]: winners and every PV for α = alphas[i], κ = kappas[j].'),
  })
  .strict();

export const ddBaseline = z
  .object({
    max: z.number().nullable(),
    min: z.number().nullable(),
    argmax: z.array(unit).describe('θ* = k/M at which the expectation is maximal, ascending (the first 100 when there are more).'),
    argmin: z.array(unit),
    argmaxCount: z.number().int().min(0).optional().describe('Size of the argmax set (larger than the list when truncated).'),
    argminCount: z.number().int().min(0).optional(),
    argmaxRuns: z.array(range).optional().describe('The exact argmax set as runs [first, last] of consecutive θ*.'),
    argminRuns: z.array(range).optional(),
  })
  .strict();

export const ddExpectation = z
  .object({
    theta: z.array(unit).min(2).describe('θ* = k/M: at most 201 values evenly spread over {0, 1/M, …, 1}, increasing.'),
    values: z
      .object(Object.fromEntries(DD_CURVE_MEASURES.map((k) => [k, nullableNumbers])) as Record<(typeof DD_CURVE_MEASURES)[number], typeof nullableNumbers>)
      .strict()
      .describe('Per measure, E[measure] at each θ* (null where undefined).'),
  })
  .strict()
  .describe('Expected value of measures for the Dutch Draw classifier against θ* (Dutch Draw Sec. 3.1, Table 3), for the chart.');

export const geometryRegions = z
  .object({
    prevalence: unit.describe("π_p used: the dataset's prevalence."),
    capacity: z
      .object({
        m: z.number().positive().max(1),
        line: z.tuple([point, point]).nullable().describe('The capacity line π_p·tpr + π_n·fpr = m clipped to the unit square; null when it misses the square.'),
      })
      .strict()
      .optional(),
    risk: z
      .object({
        fpCost: nonNegative,
        fnCost: nonNegative,
        maxRisk: nonNegative,
        region: z.array(point).describe('Polygon (counter-clockwise) of ROC points with risk ≤ maxRisk; empty when none.'),
      })
      .strict()
      .optional(),
  })
  .strict()
  .describe('Regions of ROC space shared by all models (Sameni Sec. 6), for the dataset\'s prevalence.');

export const dataset = z
  .object({
    positives: z.number().positive().describe('P (after dropped rows).'),
    negatives: z.number().positive().describe('N (after dropped rows).'),
    kind: z.enum(['scores', 'roc', 'counts']).describe("'scores' (per-example scores), 'roc' (published ROC points) or 'counts' (count tables)."),
    rows: z.number().int().min(1).optional().describe('Number of data rows read (per-example inputs).'),
    dropped: z.number().int().min(0).optional().describe('Rows dropped for missing values; 0 otherwise.'),
    labels: z.object({ positive: z.string(), negative: z.string() }).strict().optional().describe('The label values read as positive and negative.'),
    prevalence: unit.describe('P / (P + N).'),
    parts: z
      .object({
        source: z.enum(['split', 'file', 'counts']).describe("'split' (a column marks the parts), 'file' (a second file) or 'counts' (count tables per part)."),
        validation: z.object({ positives: z.number().positive(), negatives: z.number().positive() }).strict(),
        test: z.object({ positives: z.number().positive(), negatives: z.number().positive() }).strict(),
        note: z.string().describe('In words: which part the metrics of models[] are computed on.'),
      })
      .strict()
      .optional()
      .describe('Validation and test parts for model selection; positives, negatives and prevalence above are then those of the test part.'),
  })
  .strict();

export const partPoint = z
  .object({
    fpr: unit,
    tpr: unit.describe('Recall.'),
    precision: unit.nullable().describe('TP / (TP + FP); null when nothing is alerted.'),
    alerts: count.describe('TP + FP.'),
  })
  .strict()
  .describe('The operating point "alert iff score ≥ threshold" on one part.');

export const strategy = z
  .enum(['partialVoros', 'voros', 'recall', 'partialAurocInRegion'])
  .describe('Selection strategy of the Partial VOROS paper (Sec. 6, App. D.4).');

export const selectionIntervals = z
  .object({
    expectedTestCost: z.array(interval).describe('Bootstrap percentile interval of expectedTestCost.'),
    feasibleOnTest: z
      .array(interval.extend({ mean: unit.describe('Mean of feasibleOnTest over the resamples (for a single threshold: the share of resamples in which the test point meets α and κ).') }).strict())
      .describe('Bootstrap percentile interval and mean of feasibleOnTest.'),
  })
  .strict();

export const selectionEntry = z
  .object({
    scenario: z.string().describe('Scenario name.'),
    strategy,
    model: z.string().describe('The model chosen on the validation part (ties: the first in config order).'),
    validationScore: z.number().describe("The strategy's criterion on validation: partial VOROS, VOROS, the largest feasible TPR, or the area under the ROC curve inside the feasible region K (not normalized)."),
    expectedTestCost: unit.describe('E_t[t·FPR + (1−t)·(1−TPR)] on the test part with the thresholds fixed on validation, integrated exactly over the scenario\'s cost distribution.'),
    expectedTestCostMonteCarlo: unit.describe('The same expectation as a seeded Monte Carlo average over sampled cost ratios (or t), the paper\'s eq. 2.'),
    samples: z.number().int().min(1).describe('Number of Monte Carlo samples.'),
    feasibleOnTest: unit.describe('Probability under the cost distribution that the test point meets α and κ (κ as a share of the test part).'),
    thresholds: z
      .array(
        z
          .object({
            t: range.describe('The t interval on which this threshold is used.'),
            threshold: threshold,
            validation: partPoint,
            test: partPoint,
          })
          .strict(),
      )
      .min(1)
      .describe('τ(t): the thresholds chosen on validation by t interval, in increasing t.'),
    intervals: selectionIntervals
      .optional()
      .describe("With a bootstrap (uncertainty.bootstrap): intervals over stratified resamples of the test part's rows, the model and thresholds kept as chosen on validation (test-sampling uncertainty of a fixed choice, not the variability of the choice)."),
  })
  .strict();

export const recommendation = z
  .object({
    scenario: z.string(),
    strategy,
    model: z.string(),
    expectedTestCost: unit,
    feasibleOnTest: unit,
    thresholds: z
      .array(
        z
          .object({
            t: range,
            threshold,
            alertsPer1000: count.describe('Alerts per 1,000 test cases.'),
            precision: unit.nullable().describe('Precision on test; null when nothing is alerted.'),
            recall: unit.describe('Recall (TPR) on test.'),
            breaks: z.array(z.string()).describe('Limits this point breaks on test, in words (empty when feasible).'),
          })
          .strict(),
      )
      .min(1),
    warning: z.string().nullable().describe('A plain warning when the recommended point breaks α or κ on test; null otherwise.'),
  })
  .strict()
  .describe('Deployment recommendation of a scenario: the strategy most often feasible on test, then the cheapest.');

export const settings = z
  .object({
    voros: z.array(range),
    partialAuroc: z.array(range),
    waaurocc: z.array(range).optional(),
    waauroccAcceptance: z
      .array(z.object({ fpr: range, points: z.array(z.tuple([unit, unit])).min(1) }).strict())
      .optional()
      .describe('Acceptance curves of the WaAUROCC ranges that have one: the configured ROC points.'),
    beta: z.number().positive().optional().describe('β of FBETA.'),
    deploymentPrevalence: z.array(unit).optional().describe('Deployment prevalences for re-weighted PR curves.'),
  })
  .strict();

export const reportSchema = z
  .object({
    schemaVersion: z.string().regex(/^1\.\d+\.\d+$/).describe('Version of this JSON contract (semver).'),
    title: z.string().min(1).describe('From the config.'),
    description: z.string().optional().describe('Free-text description from the config.'),
    simulated: z.boolean().optional().describe('True when the data are simulated.'),
    dataset: dataset.describe('Counts of the data.'),
    provenance: provenance.describe('Hashes, version and date.'),
    warnings: z.array(warning).describe('Everything the reader must know: failed assumptions, dropped rows.'),
    settings: settings.describe('The configured ranges, echoed (after defaults).'),
    models: z.array(model).min(1).describe('One entry per model, in config order.'),
    crossings: z
      .array(z.object({ models: z.tuple([z.string(), z.string()]), range, t: z.array(unit) }).strict())
      .optional()
      .describe(
        `Values of t at which pairs of models' cost-optimal points have equal cost (winner changes), per VOROS range; the pairs of \`comparisons\` (every pair up to ${MAX_ALL_PAIRS_MODELS} models, else each model against the model of highest AUROC).`,
      ),
    scenarios: z.array(scenarioSummary).describe('One summary per configured scenario.'),
    heatmap: heatmap.optional().describe('Present when configured.'),
    dutchDraw: perMeasure(() => ddBaseline).optional().describe("Dutch Draw baselines for the dataset's P and M (absent when P or N is not a whole number)."),
    dutchDrawExpectation: ddExpectation.optional(),
    geometryRegions: geometryRegions.optional(),
    selection: z.array(selectionEntry).optional().describe('Model selection on validation and deployment cost on test: scenarios × strategies (present with validation and test parts and scenarios).'),
    recommendations: z.array(recommendation).optional().describe('One deployment recommendation per scenario (present with selection).'),
    uncertainty: uncertainty.optional().describe('Level, bootstrap settings, notes and statements of the intervals.'),
    comparisons: z
      .array(comparison)
      .optional()
      .describe(
        `DeLong's paired tests of models scored on the same rows: every pair for up to ${MAX_ALL_PAIRS_MODELS} models (MAX_ALL_PAIRS_MODELS), else each model against the model of highest AUROC (always \`a\`), M − 1 tests.`,
      ),
  })
  .strict()
  .describe('The JSON written by `rocsite compute` (schemaVersion 1.x). Numbers that are undefined or infinite are null.');

/** Named sub-schemas: `$defs` of the generated JSON Schema. */
export const schemaDefs = {
  unit,
  sha256,
  range,
  point,
  numbers,
  nullableNumbers,
  indices,
  count,
  threshold,
  capacity,
  cost,
  feasibleRegion,
  curve,
  geometryPoint,
  modelScenario,
  operatingPoint,
  model,
  interval,
  intervals,
  comparison,
  uncertainty,
  scenarioSummary,
  heatmap,
  gridSpec,
  ddBaseline,
  partPoint,
  selectionIntervals,
  selectionEntry,
  recommendation,
};
