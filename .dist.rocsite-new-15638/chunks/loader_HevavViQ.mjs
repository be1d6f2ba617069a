import { z } from 'zod';
import 'yaml';
import { AsyncLocalStorage } from 'node:async_hooks';
import 'csv-parse';
import '@astrojs/markdown-remark';

const BIDI_CONTROL = /[\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/g;
const UNSAFE = /[\u0000-\u0009\u000B-\u001F\u007F-\u009F\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/g;
function codePointTag(c) {
  return `<U+${c.codePointAt(0).toString(16).toUpperCase().padStart(4, "0")}>`;
}
function terminalText(s) {
  return s.replace(UNSAFE, codePointTag);
}
function fieldText(s) {
  return terminalText(s).replace(/\n/g, codePointTag);
}
function visibleBidi(s) {
  return s.replace(BIDI_CONTROL, codePointTag);
}
`(() => {
  const re = new RegExp(${JSON.stringify(BIDI_CONTROL.source)}, 'g');
  const tag = (c) => '<U+' + c.codePointAt(0).toString(16).toUpperCase().padStart(4, '0') + '>';
  const walk = document.createTreeWalker(document.documentElement, NodeFilter.SHOW_TEXT);
  for (let n = walk.nextNode(); n; n = walk.nextNode()) if (n.data.search(re) >= 0) n.data = n.data.replace(re, tag);
})()`;

function dict(entries) {
  const o = /* @__PURE__ */ Object.create(null);
  if (entries) for (const [k, v] of entries) o[k] = v;
  return o;
}
function own(o, k) {
  return Object.prototype.hasOwnProperty.call(o, k) ? o[k] : void 0;
}
const ESC = "#";
function dictSchema(value) {
  return z.preprocess(
    (v) => v !== null && typeof v === "object" && !Array.isArray(v) ? Object.fromEntries(Object.entries(v).map(([k, x]) => [ESC + k, x])) : v,
    z.record(z.string(), value).transform((r) => dict(Object.entries(r).map(([k, x]) => [k.slice(ESC.length), x])))
  );
}

class MetricInputError extends Error {
  name = "MetricInputError";
}

const MEASURES = [
  "TP",
  "TN",
  "FP",
  "FN",
  "TPR",
  "TNR",
  "FPR",
  "FNR",
  "PPV",
  "NPV",
  "FDR",
  "FOR",
  "ACC",
  "BACC",
  "FBETA",
  "MCC",
  "J",
  "MK",
  "KAPPA",
  "FM",
  "G2",
  "TS"
];
const LOWER_IS_BETTER = /* @__PURE__ */ new Set(["FP", "FN", "FPR", "FNR", "FDR", "FOR"]);
const MEASURE_SET = new Set(MEASURES);
function isMeasureName(name) {
  return MEASURE_SET.has(name);
}

const DD_CURVE_MEASURES = ["FBETA", "MCC", "ACC", "G2"];
const unit = z.number().min(0).max(1);
const sha256 = z.string().regex(/^[0-9a-f]{64}$/);
const range = z.tuple([z.number(), z.number()]);
const point = z.tuple([z.number(), z.number()]);
const numbers = z.array(z.number());
const nullableNumbers = z.array(z.number().nullable());
const indices = z.array(z.number().int().min(0));
const count = z.number().min(0);
const threshold = z.number().nullable().describe("Predict positive when score ≥ threshold; null when the input has no thresholds or the point is never-alarm.");
const nonNegative = count;
const capacity = z.union([z.number().positive(), z.string().regex(/^\s*(\d+(\.\d*)?|\.\d+)\s*%\s*$/)]);
const cost = z.union([
  z.object({ t: range }).strict(),
  z.object({ ratio: range, classRatio: range.optional() }).strict()
]);
function perMeasure(v) {
  return z.object(Object.fromEntries(MEASURES.map((k) => [k, v()]))).strict();
}
const feasibleRegion = z.object({
  case: z.number().int().min(1).max(13).describe("Case number of the Partial VOROS paper's Appendix A (1–13)."),
  description: z.string().describe("The case in words."),
  vertices: z.array(point).describe("K's corners counter-clockwise from (0, 0) as [FPR, TPR].")
}).strict();
const curve = z.object({ t: numbers, value: numbers }).strict();
const warning = z.object({
  code: z.string().min(1).describe("Machine-readable code, e.g. 'def11.precision-below-prevalence'."),
  message: z.string().min(1).describe("A full sentence: what fails and why it matters."),
  model: z.string().optional(),
  scenario: z.string().optional()
}).strict();
const provenance = z.object({
  rocsiteVersion: z.string().describe("Version from package.json."),
  generated: z.string().regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/).describe("ISO 8601 UTC date (seconds); honours SOURCE_DATE_EPOCH."),
  config: z.object({ path: z.string(), sha256 }).strict().describe("Config file name and SHA-256 of its bytes."),
  inputs: z.array(z.object({ path: z.string(), sha256, bytes: z.number().int().min(0) }).strict()).describe("Every input file (path relative to the config), SHA-256 and size."),
  inputHash: sha256.describe("SHA-256 over the config and every input (hex); the cache key.")
}).strict();
const geometryPoint = z.object({ fpr: unit, tpr: unit, threshold, tp: nonNegative, fp: nonNegative }).strict().describe("An operating point of ROC space implied by a geometric constraint (Sameni Sec. 6).");
const modelScenario = z.object({
  name: z.string().describe("Scenario name."),
  partialVoros: unit.describe("Normalized partial VOROS (Partial VOROS Def. 20), in [0, 1]."),
  degenerate: z.boolean().optional().describe("True when the feasible region has zero area (PV undefined, reported as 0)."),
  feasibleArea: unit.describe("A*, the area of the feasible region K."),
  feasibleRegion,
  partialArea: curve.describe("A*_t / A* of the best feasible point against t."),
  bestPoints: z.array(z.object({ t: range, fpr: unit, tpr: unit, threshold, tp: nonNegative, fp: nonNegative }).strict()).describe("For each t piece: the best feasible operating point (FPR, TPR, threshold, counts)."),
  feasibleHull: indices.describe("Indices into roc of the feasible points' upper hull."),
  maxRecall: unit.describe("Largest TPR among the feasible hull points.")
}).strict();
const operatingPoint = z.object({
  source: z.string().describe("Where it comes from: 'config' (a listed threshold) or 'scenario:<name>@t=[a, b]'."),
  threshold: z.number().nullable(),
  fpr: unit,
  tpr: unit,
  measures: perMeasure(() => z.number().nullable()).describe("The 22 measures of the Dutch Draw paper's Table 1, null outside Table 2's domains."),
  beatsBaseline: perMeasure(() => z.boolean().nullable()).describe("Whether each measure strictly beats its Dutch Draw baseline; null when undefined or without baselines.")
}).strict();
const interval = z.object({
  method: z.enum(["delong", "bootstrap"]).describe("'delong' (normal interval from DeLong's variance) or 'bootstrap' (stratified percentile interval)."),
  level: z.number().gt(0).lt(1).describe("Confidence level, e.g. 0.95."),
  ci: z.tuple([z.number().nullable(), z.number().nullable()]).describe("[lower, upper]; null when undefined in every resample.")
}).strict();
const intervals = z.object({
  auroc: z.array(interval).describe("DeLong (per-example scores and whole-number count tables) and bootstrap intervals of the AUROC."),
  auprc: z.array(interval).describe("Bootstrap interval of the average precision."),
  partialAuroc: z.array(interval.extend({ fpr: range, mcclish: z.tuple([z.number().nullable(), z.number().nullable()]).describe("Interval of McClish's standardization.") }).strict()).describe("Per FPR range: interval of the raw partial area (ci) and of its McClish standardization."),
  voros: z.array(interval.extend({ t: range }).strict()).describe("Per t range: interval of VOROS."),
  scenarios: z.array(interval.extend({ name: z.string() }).strict()).describe("Per scenario: interval of the model's partial VOROS.")
}).strict();
const comparison = z.object({
  a: z.string(),
  b: z.string(),
  method: z.literal("delong"),
  auroc: range.describe("AUROC of a and of b."),
  z: z.number().nullable().describe("(AUROC a − AUROC b) / SE of the difference (paired DeLong)."),
  p: z.number().min(0).max(1).nullable().describe("Two-sided p-value."),
  difference: z.tuple([z.number().nullable(), z.number().nullable()]).describe("Normal interval of AUROC a − AUROC b at the report level.")
}).strict();
const uncertainty = z.object({
  level: z.number().gt(0).lt(1).describe("Confidence level of every interval."),
  bootstrap: z.object({
    resamples: z.number().int().min(1),
    seed: z.number().int().min(0),
    stratified: z.literal(true).describe("Positives and negatives resampled separately (P and N fixed)."),
    paired: z.boolean().describe("True: every model resampled on the same rows; false: each count table on its own.")
  }).strict().optional(),
  notes: z.array(z.string()).describe("What could not be computed and why, and caveats (unpaired intervals)."),
  statements: z.array(z.string()).describe("Sentences for the report: whether the best model is distinguishable from the next.")
}).strict();
const model = z.object({
  name: z.string().min(1).describe("Model name (CSV column or config key)."),
  auroc: unit.describe("Area under the empirical ROC curve (VOROS Def. 1)."),
  auprc: unit.describe("Average precision (scikit-learn's definition)."),
  partialAuroc: z.array(z.object({ fpr: range, area: nonNegative, mcclish: z.number().nullable() }).strict()).describe("Raw partial area over each FPR range and McClish's standardization."),
  voros: z.array(z.object({ t: range, value: z.number() }).strict()).describe("VOROS over each configured t range (VOROS Defs. 5, 20)."),
  scenarios: z.array(modelScenario).describe("Per scenario results for this model."),
  roc: z.object({ fpr: z.array(unit).min(2), tpr: z.array(unit).min(2), thresholds: nullableNumbers }).strict().describe("ROC points from (0, 0) to (1, 1) (display curve: thinned for very large inputs)."),
  hull: indices.describe("Indices into roc of the upper convex hull vertices."),
  pr: z.object({ recall: z.array(unit), precision: z.array(unit), thresholds: nullableNumbers }).strict().describe("PR points, one per distinct score."),
  countTable: z.object({ scores: nullableNumbers, pos: z.array(nonNegative), neg: z.array(nonNegative) }).strict().describe("The count table (score, positives, negatives), embedded so the page can recompute metrics."),
  lesserArea: curve.describe("Area of lesser classifiers A_t of the cost-optimal point against t (for charts)."),
  display: z.object({ thinned: z.boolean(), points: z.number().int().min(2), totalPoints: z.number().int().min(2) }).strict().optional().describe("Display thinning: roc, pr and countTable keep `points` of `totalPoints` ROC points."),
  waaurocc: z.array(
    z.object({
      fpr: range,
      bins: z.number().int().min(1),
      value: z.number(),
      acceptance: z.object({ value: z.number(), distance: nonNegative, passes: z.boolean() }).strict().optional()
    }).strict()
  ).optional().describe("WaAUROCC per configured FPR range, with the acceptance-curve comparison."),
  operatingPoints: z.array(operatingPoint).optional().describe("Threshold measures at chosen operating points."),
  geometry: z.object({
    binormal: z.object({ a: z.number().nullable(), b: z.number().nullable(), auroc: z.number().nullable() }).strict().describe("Binormal fit (Sameni Sec. 8.3)."),
    klDivergence: z.number().nullable().describe("D_KL(f_p ‖ f_n) in nats from the ROC hull slopes; null = +∞."),
    leakage: z.object({ u: numbers, g: numbers }).strict().describe("Leakage function G(u) = 1 − ROC(1 − u) (Sameni eq. 13)."),
    prAtPrevalence: z.array(z.object({ prevalence: unit, recall: numbers, precision: numbers }).strict()).optional().describe("PR curve re-weighted to each deployment prevalence (Sameni eq. 21)."),
    binormalKl: z.number().nullable().optional().describe("D_KL of the fitted binormal pair: ln a + (1 + b²)/(2a²) − ½ (nats); null without a fit."),
    capacityPoint: geometryPoint.nullable().optional().describe("Highest-TPR ROC point with π_p·tpr + π_n·fpr ≤ m (Sameni Sec. 6.1)."),
    riskPoint: z.object({ fpr: unit, tpr: unit, threshold, tp: nonNegative, fp: nonNegative, risk: nonNegative, feasible: z.boolean() }).strict().optional().describe("Least-risk ROC point, risk = α·π_n·fpr + β·π_p·(1 − tpr) (Sameni Sec. 6.2); feasible = risk ≤ c.")
  }).strict().optional().describe("Sameni's ROC/PR geometry."),
  intervals: intervals.optional().describe("Confidence intervals of the point values (absent for ROC-point input).")
}).strict();
const scenarioSummary = z.object({
  name: z.string(),
  precision: z.number().positive().max(1).describe("α, the required precision."),
  capacity: capacity.describe('κ as configured (count or "p%").'),
  capacityCount: z.number().positive().describe("κ as a count of alerts."),
  cost: cost.describe("The t distribution as configured."),
  tRange: range.describe("Support of t implied by cost."),
  feasibleArea: unit,
  feasibleRegion,
  winners: z.array(z.string()).describe("Models with PV within 1e-12 of the best."),
  def11: z.object({ holds: z.boolean(), failures: z.array(z.string()) }).strict().describe("Assumptions of Partial VOROS Def. 11 that fail for this scenario (also in warnings).")
}).strict();
const gridSpec$1 = z.object({ from: z.union([z.number(), z.string()]), to: z.union([z.number(), z.string()]), steps: z.number().int().min(1) }).strict();
const heatmapCell = z.object({
  winners: z.array(z.string()).min(1),
  partialVoros: dictSchema(unit),
  winProbability: dictSchema(unit).optional().describe("Per model: share of bootstrap resamples in which it wins this cell (same tie rule).")
}).strict();
const heatmap = z.object({
  precision: z.union([z.array(z.number()).min(1), gridSpec$1]).describe("Echo of the configured grid: a list, or { from, to, steps }."),
  capacity: z.union([z.array(capacity).min(1), gridSpec$1]).describe("Echo of the configured grid: a list, or { from, to, steps }."),
  alphas: numbers.describe("α per row."),
  kappas: numbers.describe("κ as a count per column."),
  cost,
  tie: nonNegative.describe("The tie tolerance."),
  tRange: range.optional().describe("Support of t implied by cost."),
  cells: z.array(z.array(heatmapCell)).describe("cells[i][j]: winners and every PV for α = alphas[i], κ = kappas[j].")
}).strict();
const ddBaseline = z.object({
  max: z.number().nullable(),
  min: z.number().nullable(),
  argmax: z.array(unit).describe("θ* = k/M at which the expectation is maximal, ascending (the first 100 when there are more)."),
  argmin: z.array(unit),
  argmaxCount: z.number().int().min(0).optional().describe("Size of the argmax set (larger than the list when truncated)."),
  argminCount: z.number().int().min(0).optional(),
  argmaxRuns: z.array(range).optional().describe("The exact argmax set as runs [first, last] of consecutive θ*."),
  argminRuns: z.array(range).optional()
}).strict();
const ddExpectation = z.object({
  theta: z.array(unit).min(2).describe("θ* = k/M: at most 201 values evenly spread over {0, 1/M, …, 1}, increasing."),
  values: z.object(Object.fromEntries(DD_CURVE_MEASURES.map((k) => [k, nullableNumbers]))).strict().describe("Per measure, E[measure] at each θ* (null where undefined).")
}).strict().describe("Expected value of measures for the Dutch Draw classifier against θ* (Dutch Draw Sec. 3.1, Table 3), for the chart.");
const geometryRegions = z.object({
  prevalence: unit.describe("π_p used: the dataset's prevalence."),
  capacity: z.object({
    m: z.number().positive().max(1),
    line: z.tuple([point, point]).nullable().describe("The capacity line π_p·tpr + π_n·fpr = m clipped to the unit square; null when it misses the square.")
  }).strict().optional(),
  risk: z.object({
    fpCost: nonNegative,
    fnCost: nonNegative,
    maxRisk: nonNegative,
    region: z.array(point).describe("Polygon (counter-clockwise) of ROC points with risk ≤ maxRisk; empty when none.")
  }).strict().optional()
}).strict().describe("Regions of ROC space shared by all models (Sameni Sec. 6), for the dataset's prevalence.");
const dataset = z.object({
  positives: z.number().positive().describe("P (after dropped rows)."),
  negatives: z.number().positive().describe("N (after dropped rows)."),
  kind: z.enum(["scores", "roc", "counts"]).describe("'scores' (per-example scores), 'roc' (published ROC points) or 'counts' (count tables)."),
  rows: z.number().int().min(1).optional().describe("Number of data rows read (per-example inputs)."),
  dropped: z.number().int().min(0).optional().describe("Rows dropped for missing values; 0 otherwise."),
  labels: z.object({ positive: z.string(), negative: z.string() }).strict().optional().describe("The label values read as positive and negative."),
  prevalence: unit.describe("P / (P + N)."),
  parts: z.object({
    source: z.enum(["split", "file", "counts"]).describe("'split' (a column marks the parts), 'file' (a second file) or 'counts' (count tables per part)."),
    validation: z.object({ positives: z.number().positive(), negatives: z.number().positive() }).strict(),
    test: z.object({ positives: z.number().positive(), negatives: z.number().positive() }).strict(),
    note: z.string().describe("In words: which part the metrics of models[] are computed on.")
  }).strict().optional().describe("Validation and test parts for model selection; positives, negatives and prevalence above are then those of the test part.")
}).strict();
const partPoint = z.object({
  fpr: unit,
  tpr: unit.describe("Recall."),
  precision: unit.nullable().describe("TP / (TP + FP); null when nothing is alerted."),
  alerts: count.describe("TP + FP.")
}).strict().describe('The operating point "alert iff score ≥ threshold" on one part.');
const strategy = z.enum(["partialVoros", "voros", "recall", "partialAurocInRegion"]).describe("Selection strategy of the Partial VOROS paper (Sec. 6, App. D.4).");
const selectionIntervals = z.object({
  expectedTestCost: z.array(interval).describe("Bootstrap percentile interval of expectedTestCost."),
  feasibleOnTest: z.array(interval.extend({ mean: unit.describe("Mean of feasibleOnTest over the resamples (for a single threshold: the share of resamples in which the test point meets α and κ).") }).strict()).describe("Bootstrap percentile interval and mean of feasibleOnTest.")
}).strict();
const selectionEntry = z.object({
  scenario: z.string().describe("Scenario name."),
  strategy,
  model: z.string().describe("The model chosen on the validation part (ties: the first in config order)."),
  validationScore: z.number().describe("The strategy's criterion on validation: partial VOROS, VOROS, the largest feasible TPR, or the area under the ROC curve inside the feasible region K (not normalized)."),
  expectedTestCost: unit.describe("E_t[t·FPR + (1−t)·(1−TPR)] on the test part with the thresholds fixed on validation, integrated exactly over the scenario's cost distribution."),
  expectedTestCostMonteCarlo: unit.describe("The same expectation as a seeded Monte Carlo average over sampled cost ratios (or t), the paper's eq. 2."),
  samples: z.number().int().min(1).describe("Number of Monte Carlo samples."),
  feasibleOnTest: unit.describe("Probability under the cost distribution that the test point meets α and κ (κ as a share of the test part)."),
  thresholds: z.array(
    z.object({
      t: range.describe("The t interval on which this threshold is used."),
      threshold,
      validation: partPoint,
      test: partPoint
    }).strict()
  ).min(1).describe("τ(t): the thresholds chosen on validation by t interval, in increasing t."),
  intervals: selectionIntervals.optional().describe("With a bootstrap (uncertainty.bootstrap): intervals over stratified resamples of the test part's rows, the model and thresholds kept as chosen on validation (test-sampling uncertainty of a fixed choice, not the variability of the choice).")
}).strict();
const recommendation = z.object({
  scenario: z.string(),
  strategy,
  model: z.string(),
  expectedTestCost: unit,
  feasibleOnTest: unit,
  thresholds: z.array(
    z.object({
      t: range,
      threshold,
      alertsPer1000: count.describe("Alerts per 1,000 test cases."),
      precision: unit.nullable().describe("Precision on test; null when nothing is alerted."),
      recall: unit.describe("Recall (TPR) on test."),
      breaks: z.array(z.string()).describe("Limits this point breaks on test, in words (empty when feasible).")
    }).strict()
  ).min(1),
  warning: z.string().nullable().describe("A plain warning when the recommended point breaks α or κ on test; null otherwise.")
}).strict().describe("Deployment recommendation of a scenario: the strategy most often feasible on test, then the cheapest.");
const settings = z.object({
  voros: z.array(range),
  partialAuroc: z.array(range),
  waaurocc: z.array(range).optional(),
  waauroccAcceptance: z.array(z.object({ fpr: range, points: z.array(z.tuple([unit, unit])).min(1) }).strict()).optional().describe("Acceptance curves of the WaAUROCC ranges that have one: the configured ROC points."),
  beta: z.number().positive().optional().describe("β of FBETA."),
  deploymentPrevalence: z.array(unit).optional().describe("Deployment prevalences for re-weighted PR curves.")
}).strict();
const reportSchema = z.object({
  schemaVersion: z.string().regex(/^1\.\d+\.\d+$/).describe("Version of this JSON contract (semver)."),
  title: z.string().min(1).describe("From the config."),
  description: z.string().optional().describe("Free-text description from the config."),
  simulated: z.boolean().optional().describe("True when the data are simulated."),
  dataset: dataset.describe("Counts of the data."),
  provenance: provenance.describe("Hashes, version and date."),
  warnings: z.array(warning).describe("Everything the reader must know: failed assumptions, dropped rows."),
  settings: settings.describe("The configured ranges, echoed (after defaults)."),
  models: z.array(model).min(1).describe("One entry per model, in config order."),
  crossings: z.array(z.object({ models: z.tuple([z.string(), z.string()]), range, t: z.array(unit) }).strict()).optional().describe("Values of t at which pairs of models' cost-optimal points have equal cost (winner changes), per VOROS range."),
  scenarios: z.array(scenarioSummary).describe("One summary per configured scenario."),
  heatmap: heatmap.optional().describe("Present when configured."),
  dutchDraw: perMeasure(() => ddBaseline).optional().describe("Dutch Draw baselines for the dataset's P and M (absent when P or N is not a whole number)."),
  dutchDrawExpectation: ddExpectation.optional(),
  geometryRegions: geometryRegions.optional(),
  selection: z.array(selectionEntry).optional().describe("Model selection on validation and deployment cost on test: scenarios × strategies (present with validation and test parts and scenarios)."),
  recommendations: z.array(recommendation).optional().describe("One deployment recommendation per scenario (present with selection)."),
  uncertainty: uncertainty.optional().describe("Level, bootstrap settings, notes and statements of the intervals."),
  comparisons: z.array(comparison).optional().describe("DeLong's paired test for every pair of models scored on the same rows.")
}).strict().describe("The JSON written by `rocsite compute` (schemaVersion 1.x). Numbers that are undefined or infinite are null.");

new AsyncLocalStorage();

const MISSING_TOKENS = ["", "na", "n/a", "nan", "null", "none"];
new Set(MISSING_TOKENS);

function shown(v) {
  if (typeof v === "string") return `'${fieldText(v.length > 60 ? `${v.slice(0, 57)}...` : v)}'`;
  if (v === void 0) return "nothing";
  try {
    const s = JSON.stringify(v);
    return fieldText(s.length > 60 ? `${s.slice(0, 57)}...` : s);
  } catch {
    return fieldText(String(v));
  }
}
z.number({ invalid_type_error: "expected a number" }).finite();
function isBlank(s) {
  return s.trim() === "";
}
const name = z.string().min(1).refine((s) => !isBlank(s), (s) => ({ message: `expected a name with a visible character, got ${shown(s)}` }));
const MAX_THRESHOLDS = 1e4;
const thresholdList = z.array(z.number().finite()).max(MAX_THRESHOLDS, { message: `expected at most ${MAX_THRESHOLDS.toLocaleString("en-US")} thresholds per model (each is an operating point of the report)` });
function range01(what, strict) {
  return z.unknown().superRefine((v, ctx) => {
    const ok = Array.isArray(v) && v.length === 2 && v.every((x) => typeof x === "number" && Number.isFinite(x)) && v[0] >= 0 && v[1] <= 1 && (strict ? v[0] < v[1] : v[0] <= v[1]);
    if (!ok) {
      ctx.addIssue({
        code: z.ZodIssueCode.custom,
        message: `expected ${what} [lo, hi] with 0 ≤ lo ${strict ? "<" : "≤"} hi ≤ 1, got ${shown(v)}`
      });
    }
  });
}
const MAX_BOOTSTRAP = 1e5;
const MAX_RATIO = 1e9;
function positiveRange(what, open) {
  return z.unknown().superRefine((v, ctx) => {
    const ok = Array.isArray(v) && v.length === 2 && v.every((x) => typeof x === "number" && Number.isFinite(x)) && (open ? v[0] > 0 : v[0] >= 0) && v[0] <= v[1] && v[1] <= MAX_RATIO;
    if (!ok) {
      ctx.addIssue({
        code: z.ZodIssueCode.custom,
        message: `expected ${what} [lo, hi] with ${open ? "0 < lo" : "0 ≤ lo"} ≤ hi ≤ ${MAX_RATIO.toExponential(0).replace("e+", "e")}, got ${shown(v)}`
      });
    }
  });
}
const SHARE = /^\s*(\d+(?:\.\d*)?|\.\d+)\s*%\s*$/;
const capacitySchema = z.unknown().superRefine((v, ctx) => {
  if (typeof v === "number" && Number.isFinite(v) && v > 0 && v < 1) {
    const pct = `${Number((v * 100).toPrecision(12))}%`;
    ctx.addIssue({ code: z.ZodIssueCode.custom, message: `expected a count of at least 1 alert or a share like '20%', got ${v} (a count below 1 alert; for a share of the cases write '${pct}')` });
    return;
  }
  const ok = typeof v === "number" && Number.isFinite(v) && v >= 1 || typeof v === "string" && SHARE.test(v) && parseFloat(v.replace("%", "")) > 0;
  if (!ok) {
    ctx.addIssue({ code: z.ZodIssueCode.custom, message: `expected a count or a share like '20%', got ${shown(v)}` });
  }
});
const costSchema = z.object({
  t: range01("a t range", false).optional(),
  ratio: positiveRange("a C0/C1 cost-ratio range", false).optional(),
  classRatio: positiveRange("an N/P class-ratio range", true).optional()
}).strict().superRefine((c, ctx) => {
  const has = (k) => c[k] !== void 0;
  if (has("t") === has("ratio")) {
    ctx.addIssue({
      code: z.ZodIssueCode.custom,
      message: `expected exactly one of 't' or 'ratio', got ${has("t") ? "both" : "neither"}`
    });
  }
  if (has("classRatio") && !has("ratio")) {
    ctx.addIssue({ code: z.ZodIssueCode.custom, path: ["classRatio"], message: "expected 'classRatio' only together with 'ratio'" });
  }
});
const gridSpec = (item, what) => z.unknown().superRefine((v, ctx) => {
  if (Array.isArray(v)) {
    if (v.length === 0) ctx.addIssue({ code: z.ZodIssueCode.custom, message: `expected a non-empty list of ${what}` });
    v.forEach((x, i) => {
      const r = item.safeParse(x);
      if (!r.success) for (const is of r.error.issues) ctx.addIssue({ ...is, path: [i, ...is.path] });
    });
    return;
  }
  if (v && typeof v === "object") {
    const o = v;
    const extra = Object.keys(o).filter((k) => !["from", "to", "steps"].includes(k));
    if (extra.length) {
      ctx.addIssue({ code: z.ZodIssueCode.custom, message: `unknown key${extra.length > 1 ? "s" : ""} ${extra.map((k) => `'${k}'`).join(", ")} (expected from, to, steps)` });
    }
    for (const k of ["from", "to"]) {
      const r = item.safeParse(o[k]);
      if (!r.success) for (const is of r.error.issues) ctx.addIssue({ ...is, path: [k, ...is.path] });
    }
    const s = o.steps;
    if (!(typeof s === "number" && Number.isInteger(s) && s >= 1)) {
      ctx.addIssue({ code: z.ZodIssueCode.custom, path: ["steps"], message: `expected the number of grid values (an integer ≥ 1), got ${shown(s)}` });
    }
    if (typeof o.from === "string" && typeof o.to === "number" || typeof o.from === "number" && typeof o.to === "string") {
      ctx.addIssue({ code: z.ZodIssueCode.custom, message: `expected 'from' and 'to' of the same kind (both counts or both shares), got ${shown(o.from)} and ${shown(o.to)}` });
    }
    return;
  }
  ctx.addIssue({ code: z.ZodIssueCode.custom, message: `expected a list of ${what} or { from, to, steps }, got ${shown(v)}` });
});
const alpha = z.unknown().superRefine((v, ctx) => {
  if (!(typeof v === "number" && Number.isFinite(v) && v > 0 && v <= 1)) {
    ctx.addIssue({ code: z.ZodIssueCode.custom, message: `expected a minimum precision α with 0 < α ≤ 1, got ${shown(v)}` });
  }
});
const labelValue = z.union([z.string(), z.number(), z.boolean()]);
const DATASET_KINDS = {
  path: "per-example scores, CSV or Parquet",
  roc: "published ROC curves",
  counts: "count tables"
};
const datasetSchema = z.object({
  path: z.string().min(1).optional(),
  label: z.string().min(1).optional(),
  positive: labelValue.optional(),
  negative: labelValue.optional(),
  models: z.array(name).min(1).optional(),
  missing: z.enum(["error", "drop"]).optional(),
  roc: dictSchema(z.string().min(1)).optional(),
  positives: z.number().min(1).finite().optional(),
  negatives: z.number().min(1).finite().optional(),
  counts: dictSchema(z.string().min(1)).optional(),
  /** Validation and test parts marked by the values of a column (model selection, Partial VOROS Sec. 6). */
  split: z.object({ column: z.string().min(1), validation: labelValue, test: labelValue }).strict().optional(),
  /** The test part as a second file with the same columns (CSV or Parquet), or count tables per model. */
  test: z.object({ path: z.string().min(1).optional(), counts: dictSchema(z.string().min(1)).optional() }).strict().optional()
}).strict().superRefine((d, ctx) => {
  const scoreKeys = ["path", "label", "positive", "negative", "models", "missing"];
  const rocKeys = ["roc", "positives", "negatives"];
  const given = Object.keys(DATASET_KINDS).filter((k) => d[k] !== void 0);
  if (given.length > 1) {
    ctx.addIssue({
      code: z.ZodIssueCode.custom,
      message: `expected one of 'path' (${DATASET_KINDS.path}), 'roc' (${DATASET_KINDS.roc}) or 'counts' (${DATASET_KINDS.counts}), got ${given.map((k) => `'${k}'`).join(" and ")}`
    });
    return;
  }
  if (given.length === 0) {
    ctx.addIssue({
      code: z.ZodIssueCode.custom,
      message: "expected 'path' (per-example scores, CSV or Parquet, with label and models), 'roc' (published ROC curves with positives and negatives) or 'counts' (count tables: { model: file.csv } with columns score, positives, negatives)"
    });
    return;
  }
  if (d.models) {
    const seen = /* @__PURE__ */ new Set();
    d.models.forEach((m, i) => {
      if (seen.has(m)) ctx.addIssue({ code: z.ZodIssueCode.custom, path: ["models", i], message: `expected unique model names, got '${m}' twice` });
      seen.add(m);
    });
  }
  for (const k of ["roc", "counts"]) {
    for (const m of Object.keys(d[k] ?? {})) {
      if (isBlank(m)) ctx.addIssue({ code: z.ZodIssueCode.custom, path: [k, m], message: `expected a model name with a visible character, got ${shown(m)}` });
    }
  }
  const kind = given[0];
  if (d.split !== void 0 || d.test !== void 0) {
    if (kind === "roc") {
      ctx.addIssue({
        code: z.ZodIssueCode.custom,
        path: [d.split !== void 0 ? "split" : "test"],
        message: "model selection needs thresholds, and published ROC curves (dataset.roc) have none: use per-example scores (dataset.path) or count tables (dataset.counts) for validation and test parts"
      });
      return;
    }
    if (d.split !== void 0 && d.test !== void 0) {
      ctx.addIssue({ code: z.ZodIssueCode.custom, path: ["test"], message: "expected either 'split' (one file, parts marked by a column) or 'test' (a second file), got both" });
    }
    if (d.split !== void 0 && kind !== "path") {
      ctx.addIssue({ code: z.ZodIssueCode.custom, path: ["split"], message: "'split' marks the rows of per-example scores (dataset.path); count tables give the test part as test: { counts: { model: file.csv } }" });
    }
    if (d.split !== void 0 && String(d.split.validation) === String(d.split.test)) {
      ctx.addIssue({ code: z.ZodIssueCode.custom, path: ["split", "test"], message: `expected different values for the validation and test parts, got ${shown(d.split.test)} for both` });
    }
    if (d.test !== void 0) {
      const want = kind === "path" ? "path" : "counts";
      const other = want === "path" ? "counts" : "path";
      if (d.test[want] === void 0 || d.test[other] !== void 0) {
        ctx.addIssue({
          code: z.ZodIssueCode.custom,
          path: ["test"],
          message: want === "path" ? "expected test: { path: test.csv } (a second file with the same columns as dataset.path)" : "expected test: { counts: { model: file.csv } } (one count table per model of dataset.counts)"
        });
      }
    }
  }
  const foreign = (k, owner) => ctx.addIssue({
    code: z.ZodIssueCode.custom,
    path: [k],
    message: `'${k}' belongs to ${owner === "path" ? "per-example scores (dataset.path)" : "published ROC curves (dataset.roc)"}, not to ${kind === "path" ? "per-example scores (dataset.path)" : kind === "roc" ? "published ROC curves (dataset.roc)" : "count tables (dataset.counts)"}`
  });
  if (kind === "path") {
    if (d.label === void 0) ctx.addIssue({ code: z.ZodIssueCode.custom, path: ["label"], message: "expected the name of the label column" });
    for (const k of rocKeys) if (d[k] !== void 0) foreign(k, "roc");
  } else if (kind === "roc") {
    if (d.roc && Object.keys(d.roc).length === 0) ctx.addIssue({ code: z.ZodIssueCode.custom, path: ["roc"], message: "expected at least one model: { name: file.csv }" });
    for (const k of ["positives", "negatives"]) if (d[k] === void 0) ctx.addIssue({ code: z.ZodIssueCode.custom, path: [k], message: `expected the dataset's number of ${k} (published ROC curves need P and N)` });
    for (const k of scoreKeys) if (d[k] !== void 0) foreign(k, "path");
  } else {
    if (d.counts && Object.keys(d.counts).length === 0) ctx.addIssue({ code: z.ZodIssueCode.custom, path: ["counts"], message: "expected at least one model: { name: file.csv }" });
    for (const k of ["positives", "negatives"]) {
      if (d[k] !== void 0) ctx.addIssue({ code: z.ZodIssueCode.custom, path: [k], message: `'${k}' belongs to published ROC curves (dataset.roc); count tables (dataset.counts) give P and N by their sums` });
    }
    for (const k of scoreKeys) if (d[k] !== void 0) foreign(k, "path");
  }
});
const scenarioSchema = z.object({
  name,
  precision: alpha,
  capacity: capacitySchema,
  cost: costSchema
}).strict();
const heatmapSchema = z.object({
  precision: gridSpec(alpha, "minimum precisions α"),
  capacity: gridSpec(capacitySchema, "capacities (counts or shares like '5%')"),
  cost: costSchema,
  tie: z.number().nonnegative().finite().optional()
}).strict();
const point01 = z.unknown().superRefine((v, ctx) => {
  if (!(Array.isArray(v) && v.length === 2 && v.every((x) => typeof x === "number" && x >= 0 && x <= 1))) {
    ctx.addIssue({ code: z.ZodIssueCode.custom, message: `expected an ROC point [fpr, tpr] in [0, 1]², got ${shown(v)}` });
  }
});
const waauroccEntry = z.unknown().superRefine((v, ctx) => {
  if (Array.isArray(v)) {
    const r2 = range01("an FPR range", true).safeParse(v);
    if (!r2.success) for (const is of r2.error.issues) ctx.addIssue(is);
    return;
  }
  const r = z.object({
    fpr: range01("an FPR range", true),
    bins: z.number().int().min(1).max(1e5).optional(),
    acceptance: z.array(point01).min(1).optional()
  }).strict().safeParse(v);
  if (!r.success) for (const is of r.error.issues) ctx.addIssue(is);
});
z.object({
  title: name,
  description: z.string().optional(),
  simulated: z.boolean().optional(),
  dataset: datasetSchema,
  voros: z.array(range01("a t range", false)).min(1).optional(),
  partialAuroc: z.array(range01("an FPR range", true)).min(1).optional(),
  scenarios: z.array(scenarioSchema).optional().superRefine((s, ctx) => {
    const seen = /* @__PURE__ */ new Set();
    (s ?? []).forEach((x, i) => {
      if (seen.has(x.name)) ctx.addIssue({ code: z.ZodIssueCode.custom, path: [i, "name"], message: `expected unique scenario names, got '${x.name}' twice` });
      seen.add(x.name);
    });
  }),
  heatmap: heatmapSchema.optional(),
  /** DeLong intervals always (at `level`); a seeded stratified bootstrap of `bootstrap` resamples on request. */
  uncertainty: z.object({
    bootstrap: z.number().int().min(10).max(MAX_BOOTSTRAP).optional(),
    seed: z.number().int().min(0).max(2 ** 32 - 1).optional(),
    level: z.number().gt(0).lt(1).optional()
  }).strict().optional(),
  waaurocc: z.array(waauroccEntry).min(1).optional(),
  waauroccBins: z.number().int().min(1).max(1e5).optional(),
  waauroccAcceptance: z.array(point01).min(1).optional(),
  fbeta: z.object({ beta: z.number().positive().finite() }).strict().optional(),
  thresholds: z.union([thresholdList, dictSchema(thresholdList)]).optional(),
  deploymentPrevalence: z.union([z.number().gt(0).lt(1), z.array(z.number().gt(0).lt(1)).min(1)]).optional(),
  /** Read data files outside the config's folder and the working directory (default false). */
  allowOutsidePaths: z.boolean().optional(),
  /** Model selection on the validation part (needs dataset.split or dataset.test, and scenarios). */
  selection: z.object({
    strategies: z.array(z.enum(["partialVoros", "voros", "recall", "partialAurocInRegion"])).min(1).optional()
  }).strict().optional(),
  geometry: z.object({
    /** m = M/T of Sameni Sec. 6.1: the share of cases that can be flagged. */
    capacity: z.number().gt(0).max(1).optional(),
    /** Sameni Sec. 6.2: risk α·π_n·fpr + β·π_p·(1 − tpr) ≤ c with α = fpCost, β = fnCost, c = maxRisk. */
    risk: z.object({ fpCost: z.number().min(0).finite(), fnCost: z.number().min(0).finite(), maxRisk: z.number().min(0).finite() }).strict().optional()
  }).strict().optional()
}).strict();

function onOrBelowChord(u, v) {
  return u - v >= -4 * Number.EPSILON * (Math.abs(u) + Math.abs(v));
}
const REL_TOL = 1e-12;
const COUNT_MATCH_REL = 1e-9;
const ISO_LINE_ABS = 1e-15;
const QUADRATURE_REL = 1e-15;
const SERIES_ABS = 1e-18;
const NEWTON_ABS = 1e-16;
function geRel(a, b) {
  return a >= b - REL_TOL * Math.max(Math.abs(a), Math.abs(b));
}

function gaussLegendre(n) {
  if (!(Number.isInteger(n) && n >= 1)) throw new MetricInputError(`Gauss–Legendre order must be a positive integer, got ${n}`);
  const nodes = new Float64Array(n);
  const weights = new Float64Array(n);
  for (let i = 0; i < Math.ceil(n / 2); i++) {
    let x = Math.cos(Math.PI * (i + 0.75) / (n + 0.5));
    let dp = 0;
    for (let it = 0; it < 100; it++) {
      let p02 = 1;
      let p12 = x;
      for (let k = 2; k <= n; k++) {
        const p2 = ((2 * k - 1) * x * p12 - (k - 1) * p02) / k;
        p02 = p12;
        p12 = p2;
      }
      dp = n * (x * p12 - p02) / (x * x - 1);
      const dx = p12 / dp;
      x -= dx;
      if (Math.abs(dx) < NEWTON_ABS) break;
    }
    let p0 = 1;
    let p1 = x;
    for (let k = 2; k <= n; k++) {
      const p2 = ((2 * k - 1) * x * p1 - (k - 1) * p0) / k;
      p0 = p1;
      p1 = p2;
    }
    dp = n * (x * p1 - p0) / (x * x - 1);
    const w = 2 / ((1 - x * x) * dp * dp);
    nodes[i] = -x;
    nodes[n - 1 - i] = x;
    weights[i] = w;
    weights[n - 1 - i] = w;
  }
  return { nodes, weights };
}
const GL20 = gaussLegendre(20);

z.object({
  /** Page title; default: the config's title. */
  title: z.string().min(1).optional(),
  /** Config file, relative to the project root (the repository, or a `rocsite init` project), e.g. data/asah/asah.yaml. */
  config: z.string().regex(/\.(ya?ml|json)$/, "config must be a .yaml, .yml or .json file"),
  /** One-sentence summary shown on the index page. */
  summary: z.string().optional(),
  /** Position on the index page (lower first). */
  order: z.number().int().default(0),
  /** Authors or reviewers named on the report. */
  authors: z.array(z.string()).default([])
}).strict();

z.object({
  /** URL slug: the MDX file name, or the config's file name for generated reports. */
  slug: z.string().min(1),
  /** Config path relative to the project root (POSIX). */
  configPath: z.string(),
  /** Name of the MDX entry in content/reports, or null for a generated default report. */
  mdx: z.string().nullable(),
  /** Position in the plan: MDX reports first (by file name), then generated ones (by config path). */
  index: z.number().int().min(0)
}).strict();
const parsed = /* @__PURE__ */ new Map();
function siteReportOf(e) {
  if (e.body === void 0) throw new Error(`report "${e.data.slug}": the content store has no report JSON for it`);
  let report = parsed.get(e.body);
  if (!report) {
    report = reportSchema.parse(JSON.parse(e.body));
    parsed.set(e.body, report);
  }
  return { ...e.data, report };
}

export { COUNT_MATCH_REL as C, GL20 as G, ISO_LINE_ABS as I, LOWER_IS_BETTER as L, MetricInputError as M, QUADRATURE_REL as Q, REL_TOL as R, SERIES_ABS as S, MEASURES as a, own as b, dict as d, geRel as g, isMeasureName as i, onOrBelowChord as o, siteReportOf as s, visibleBidi as v };
