/**
 * The report model: one JSON document per report, written by `rocsite compute` and read by the site and the PDF
 * script. This file is the single TypeScript source of the public JSON contract; schema/report.schema.json and
 * docs/report-json.md describe the same shape and the tests validate real output against the schema.
 *
 * Numbers that are undefined for a measure (Dutch Draw Table 2 domains) are `null`, never NaN or 0.
 * Ranges are echoed exactly as configured.
 */

export type Range = [number, number];
export type Pt = [number, number];

export interface Report {
  /** Version of this JSON contract (semver of the schema). */
  schemaVersion: string;
  title: string;
  /** Free-text description from the config (may be empty). */
  description?: string;
  /** True when the data are simulated (shown as a label wherever the report is shown). */
  simulated?: boolean;
  dataset: {
    positives: number;
    negatives: number;
    /**
     * 'scores' (per-example scores: CSV or Parquet), 'roc' (published ROC points with P and N) or 'counts' (count
     * tables: score, positives, negatives per row, P and N their sums).
     */
    kind: 'scores' | 'roc' | 'counts';
    /** Number of data rows read (per-example inputs). */
    rows?: number;
    /** Rows dropped for missing values (dataset.missing: drop); 0 otherwise. Per-example inputs only. */
    dropped?: number;
    /** The label values read as positive and negative (per-example inputs). */
    labels?: { positive: string; negative: string };
    prevalence: number;
  };
  provenance: Provenance;
  warnings: Warning[];
  /** The configured ranges, echoed (after defaults). */
  settings: {
    voros: Range[];
    partialAuroc: Range[];
    waaurocc?: Range[];
    /** Acceptance curves of the WaAUROCC ranges that have one: the configured ROC points (without the added (0,0), (1,1)). */
    waauroccAcceptance?: { fpr: Range; points: Pt[] }[];
    /** β of FBETA. */
    beta?: number;
    /** Deployment prevalences for re-weighted PR curves. */
    deploymentPrevalence?: number[];
  };
  models: ModelReport[];
  /** Values of t at which pairs of models' cost-optimal points have equal cost (winner changes), per VOROS range. */
  crossings?: { models: [string, string]; range: Range; t: number[] }[];
  scenarios: ScenarioSummary[];
  heatmap?: Heatmap;
  dutchDraw?: Record<string, DutchDrawBaseline>;
  geometryRegions?: GeometryRegions;
}

export interface Provenance {
  rocsiteVersion: string;
  /** ISO date; honours SOURCE_DATE_EPOCH. */
  generated: string;
  config: { path: string; sha256: string };
  inputs: { path: string; sha256: string; bytes: number }[];
  /** SHA-256 over the config and every input (hex); the cache key. */
  inputHash: string;
}

export interface Warning {
  /** Machine-readable code, e.g. 'def11.precision-below-prevalence'. */
  code: string;
  message: string;
  model?: string;
  scenario?: string;
}

export interface ModelReport {
  name: string;
  auroc: number;
  auprc: number;
  partialAuroc: { fpr: Range; area: number; mcclish: number }[];
  voros: { t: Range; value: number }[];
  scenarios: ModelScenario[];
  /** ROC curve points (thinned for very large inputs only in `rocDisplay`; the full curve is in countTable). */
  roc: { fpr: number[]; tpr: number[]; thresholds: (number | null)[] };
  /** Indices into roc of the upper convex hull vertices. */
  hull: number[];
  pr: { recall: number[]; precision: number[]; thresholds: (number | null)[] };
  /** The count table (score, positives, negatives) — embedded so the page can recompute metrics. */
  countTable: { scores: (number | null)[]; pos: number[]; neg: number[] };
  /** Area of lesser classifiers A_t of the cost-optimal point against t (for charts). */
  lesserArea: { t: number[]; value: number[] };
  /** Display thinning (see docs/report-json.md): roc, pr and countTable keep `points` of `totalPoints` ROC points. */
  display?: { thinned: boolean; points: number; totalPoints: number };
  waaurocc?: { fpr: Range; bins: number; value: number; acceptance?: { value: number; distance: number; passes: boolean } }[];
  operatingPoints?: OperatingPoint[];
  geometry?: {
    binormal: { a: number; b: number; auroc: number };
    klDivergence: number | null; // null = +Infinity (perfect separation)
    leakage: { u: number[]; g: number[] };
    prAtPrevalence?: { prevalence: number; recall: number[]; precision: number[] }[];
    /** KL divergence of the fitted binormal pair (finite companion of klDivergence), null without a fit. */
    binormalKl?: number | null;
    /** Highest-TPR point with π_p·tpr + π_n·fpr ≤ m (Sameni Sec. 6.1); null when none (never: (0,0) always fits). */
    capacityPoint?: GeometryPoint | null;
    /** Least-risk point under α·π_n·fpr + β·π_p·(1 − tpr) (Sameni Sec. 6.2, corrected eq. 29). */
    riskPoint?: GeometryPoint & { risk: number; feasible: boolean };
  };
}

export interface GeometryPoint {
  fpr: number;
  tpr: number;
  threshold: number | null;
  tp: number;
  fp: number;
}

/** Regions of ROC space shared by all models (Sameni Sec. 6), drawn over the ROC chart. */
export interface GeometryRegions {
  /** π_p used: the dataset's prevalence. */
  prevalence: number;
  capacity?: { m: number; line: Pt[] | null };
  risk?: { fpCost: number; fnCost: number; maxRisk: number; region: Pt[] };
}

export interface ModelScenario {
  name: string;
  partialVoros: number;
  /** True when the feasible region has zero area (PV undefined, reported as 0). */
  degenerate?: boolean;
  feasibleArea: number;
  feasibleRegion: FeasibleRegionJson;
  /** Normalized partial area of lesser classifiers (A*_t / A*) of the best feasible point against t. */
  partialArea: { t: number[]; value: number[] };
  /** For each t piece: the best feasible operating point (FPR, TPR, threshold). */
  bestPoints: { t: Range; fpr: number; tpr: number; threshold: number | null; tp: number; fp: number }[];
  /** Feasible ROC points' upper hull (indices into roc). */
  feasibleHull: number[];
  maxRecall: number;
  partialAurocInRegion?: number;
}

export interface FeasibleRegionJson {
  /** Case number of the Partial VOROS paper's Appendix A (1–13). */
  case: number;
  description: string;
  vertices: Pt[];
}

export interface ScenarioSummary {
  name: string;
  precision: number;
  /** κ as configured (count or "p%"). */
  capacity: number | string;
  /** κ as a count of alerts. */
  capacityCount: number;
  cost: { t: Range } | { ratio: Range; classRatio?: Range };
  /** Support of t implied by cost. */
  tRange: Range;
  feasibleArea: number;
  feasibleRegion: FeasibleRegionJson;
  /** Models with PV within 1e-12 of the best. */
  winners: string[];
  /** Assumptions of Def. 11 that fail for this scenario (also in warnings). */
  def11: { holds: boolean; failures: string[] };
}

export interface Heatmap {
  /** Echo of the configured grid: a list, or { from, to, steps }. */
  precision: number[] | { from: number; to: number; steps: number };
  capacity: (number | string)[] | { from: number | string; to: number | string; steps: number };
  /** The grid values actually used: α per row, κ as a count per column. */
  alphas: number[];
  kappas: number[];
  cost: { t: Range } | { ratio: Range; classRatio?: Range };
  tie: number;
  /** Support of t implied by cost. */
  tRange?: Range;
  cells: HeatmapCell[][];
}

export interface HeatmapCell {
  winners: string[];
  partialVoros: Record<string, number>;
}

export interface DutchDrawBaseline {
  max: number | null;
  min: number | null;
  /** θ* = k/M at which the expectation is maximal, ascending (the first 100 when there are more, see argmaxCount). */
  argmax: number[];
  argmin: number[];
  /** Size of the argmax / argmin sets (larger than the lists when they were truncated). */
  argmaxCount?: number;
  argminCount?: number;
  /** The exact argmax / argmin sets as runs [first, last] of consecutive θ* = k/M. */
  argmaxRuns?: [number, number][];
  argminRuns?: [number, number][];
}

export interface OperatingPoint {
  /** Where it comes from: 'config' (a listed threshold) or 'scenario:<name>@t=<t>'. */
  source: string;
  threshold: number | null;
  fpr: number;
  tpr: number;
  measures: Record<string, number | null>;
  beatsBaseline: Record<string, boolean | null>;
}
