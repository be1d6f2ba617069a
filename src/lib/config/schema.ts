/**
 * The report configuration (YAML or JSON), validated with zod. See docs/config.md for every key.
 *
 * Design: no zod unions (their errors are unreadable); alternatives (dataset kinds, cost kinds, a capacity as a count
 * or a share) are single objects / unknown values checked with `superRefine`, so every error names one key path and
 * says what was expected and what was found. Unknown keys are errors (`.strict()`), so a typo never goes unnoticed.
 */
import { z } from 'zod';
import { dictSchema } from '../dict';
import { fieldText } from '../text';
import { MAX_HEATMAP_AXIS, MAX_MODELS, MAX_THRESHOLDS, shownLimit } from '../limits';

/** Render a value found in the config for an error message. */
export function shown(v: unknown): string {
  if (typeof v === 'string') return `'${fieldText(v.length > 60 ? `${v.slice(0, 57)}...` : v)}'`;
  if (v === undefined) return 'nothing';
  try {
    const s = JSON.stringify(v);
    return fieldText(s.length > 60 ? `${s.slice(0, 57)}...` : s);
  } catch {
    return fieldText(String(v));
  }
}

/** A name (model, scenario, title): text with at least one visible character. */
export function isBlank(s: string): boolean {
  return s.trim() === '';
}
const name = z.string().min(1).refine((s) => !isBlank(s), (s) => ({ message: `expected a name with a visible character, got ${shown(s)}` }));

/** Most thresholds a config may list for one model (each becomes an operating point of the report). */
export { MAX_THRESHOLDS };
const thresholdList = z
  .array(z.number().finite())
  .max(MAX_THRESHOLDS, { message: `expected at most ${MAX_THRESHOLDS.toLocaleString('en-US')} thresholds per model (each is an operating point of the report)` });

/** [lo, hi] with 0 ≤ lo ≤ hi ≤ 1 (lo < hi when `strict`). */
function range01(what: string, strict: boolean) {
  return z.unknown().superRefine((v, ctx) => {
    const ok =
      Array.isArray(v) &&
      v.length === 2 &&
      v.every((x) => typeof x === 'number' && Number.isFinite(x)) &&
      v[0] >= 0 &&
      v[1] <= 1 &&
      (strict ? v[0] < v[1] : v[0] <= v[1]);
    if (!ok) {
      ctx.addIssue({
        code: z.ZodIssueCode.custom,
        message: `expected ${what} [lo, hi] with 0 ≤ lo ${strict ? '<' : '≤'} hi ≤ 1, got ${shown(v)}`,
      });
    }
  }) as unknown as z.ZodType<[number, number]>;
}

/** Most bootstrap resamples a config may ask for. */
export const MAX_BOOTSTRAP = 100_000;

/** Largest cost or class ratio a config may give (a ratio of a billion puts t within 1e-9 of 1). */
export const MAX_RATIO = 1e9;

/** [lo, hi] with 0 ≤ lo ≤ hi ≤ MAX_RATIO (cost ratios), or 0 < lo ≤ hi ≤ MAX_RATIO (class ratios). */
function positiveRange(what: string, open: boolean) {
  return z.unknown().superRefine((v, ctx) => {
    const ok =
      Array.isArray(v) &&
      v.length === 2 &&
      v.every((x) => typeof x === 'number' && Number.isFinite(x)) &&
      (open ? v[0] > 0 : v[0] >= 0) &&
      v[0] <= v[1] &&
      v[1] <= MAX_RATIO;
    if (!ok) {
      ctx.addIssue({
        code: z.ZodIssueCode.custom,
        message: `expected ${what} [lo, hi] with ${open ? '0 < lo' : '0 ≤ lo'} ≤ hi ≤ ${MAX_RATIO.toExponential(0).replace('e+', 'e')}, got ${shown(v)}`,
      });
    }
  }) as unknown as z.ZodType<[number, number]>;
}

/** κ: a count of alerts (a number > 0) or a share of |D| written with % ("20%", "0.5%"). */
export const SHARE = /^\s*(\d+(?:\.\d*)?|\.\d+)\s*%\s*$/;

export type Capacity = number | string;

export const capacitySchema = z.unknown().superRefine((v, ctx) => {
  if (typeof v === 'number' && Number.isFinite(v) && v > 0 && v < 1) {
    // A count below one alert is almost always a share written as a fraction.
    const pct = `${Number((v * 100).toPrecision(12))}%`;
    ctx.addIssue({ code: z.ZodIssueCode.custom, message: `expected a count of at least 1 alert or a share like '20%', got ${v} (a count below 1 alert; for a share of the cases write '${pct}')` });
    return;
  }
  const ok =
    (typeof v === 'number' && Number.isFinite(v) && v >= 1) ||
    (typeof v === 'string' && SHARE.test(v) && parseFloat(v.replace('%', '')) > 0);
  if (!ok) {
    ctx.addIssue({ code: z.ZodIssueCode.custom, message: `expected a count or a share like '20%', got ${shown(v)}` });
  }
}) as unknown as z.ZodType<Capacity>;

/** Cost distribution: { t: [a, b] } | { ratio: [r1, r2] } | { ratio: [r1, r2], classRatio: [q1, q2] }. */
export const costSchema = z
  .object({
    t: range01('a t range', false).optional(),
    ratio: positiveRange('a C0/C1 cost-ratio range', false).optional(),
    classRatio: positiveRange('an N/P class-ratio range', true).optional(),
  })
  .strict()
  .superRefine((c, ctx) => {
    const has = (k: string) => (c as Record<string, unknown>)[k] !== undefined;
    if (has('t') === has('ratio')) {
      ctx.addIssue({
        code: z.ZodIssueCode.custom,
        message: `expected exactly one of 't' or 'ratio', got ${has('t') ? 'both' : 'neither'}`,
      });
    }
    if (has('classRatio') && !has('ratio')) {
      ctx.addIssue({ code: z.ZodIssueCode.custom, path: ['classRatio'], message: "expected 'classRatio' only together with 'ratio'" });
    }
  });

export type CostConfig = { t: [number, number] } | { ratio: [number, number]; classRatio?: [number, number] };

const gridSpec = <T extends z.ZodTypeAny>(item: T, what: string) =>
  z.unknown().superRefine((v, ctx) => {
    if (Array.isArray(v)) {
      if (v.length === 0) ctx.addIssue({ code: z.ZodIssueCode.custom, message: `expected a non-empty list of ${what}` });
      if (v.length > MAX_HEATMAP_AXIS) ctx.addIssue({ code: z.ZodIssueCode.custom, message: `expected at most ${MAX_HEATMAP_AXIS} ${what} (the limit of a heatmap axis, docs/config.md, Limits), got ${v.length}` });
      v.forEach((x, i) => {
        const r = item.safeParse(x);
        if (!r.success) for (const is of r.error.issues) ctx.addIssue({ ...is, path: [i, ...is.path] } as z.IssueData);
      });
      return;
    }
    if (v && typeof v === 'object') {
      const o = v as Record<string, unknown>;
      const extra = Object.keys(o).filter((k) => !['from', 'to', 'steps'].includes(k));
      if (extra.length) {
        ctx.addIssue({ code: z.ZodIssueCode.custom, message: `unknown key${extra.length > 1 ? 's' : ''} ${extra.map((k) => `'${k}'`).join(', ')} (expected from, to, steps)` });
      }
      for (const k of ['from', 'to'] as const) {
        const r = item.safeParse(o[k]);
        if (!r.success) for (const is of r.error.issues) ctx.addIssue({ ...is, path: [k, ...is.path] } as z.IssueData);
      }
      const s = o.steps;
      if (!(typeof s === 'number' && Number.isInteger(s) && s >= 1)) {
        ctx.addIssue({ code: z.ZodIssueCode.custom, path: ['steps'], message: `expected the number of grid values (an integer ≥ 1), got ${shown(s)}` });
      } else if (s > MAX_HEATMAP_AXIS) {
        ctx.addIssue({ code: z.ZodIssueCode.custom, path: ['steps'], message: `expected at most ${MAX_HEATMAP_AXIS} grid values (the limit of a heatmap axis, docs/config.md, Limits), got ${s}` });
      }
      if (typeof o.from === 'string' && typeof o.to === 'number' || typeof o.from === 'number' && typeof o.to === 'string') {
        ctx.addIssue({ code: z.ZodIssueCode.custom, message: `expected 'from' and 'to' of the same kind (both counts or both shares), got ${shown(o.from)} and ${shown(o.to)}` });
      }
      return;
    }
    ctx.addIssue({ code: z.ZodIssueCode.custom, message: `expected a list of ${what} or { from, to, steps }, got ${shown(v)}` });
  });

const alpha = z.unknown().superRefine((v, ctx) => {
  if (!(typeof v === 'number' && Number.isFinite(v) && v > 0 && v <= 1)) {
    ctx.addIssue({ code: z.ZodIssueCode.custom, message: `expected a minimum precision α with 0 < α ≤ 1, got ${shown(v)}` });
  }
}) as unknown as z.ZodType<number>;

export type Grid<T> = T[] | { from: T; to: T; steps: number };

/** A file, or a non-empty list of files or patterns (config/load.ts `inputFiles`); `message` says which files. */
const fileList = (message: string) =>
  z.custom<string | string[]>(
    (v) => (typeof v === 'string' && v.length > 0) || (Array.isArray(v) && v.length > 0 && v.every((f) => typeof f === 'string' && f.length > 0)),
    { message },
  );

/** One count-table file per model, or a list of files (partitions of one count table, added up per score). */
const countFiles = fileList("expected a CSV or Parquet file, or a list of files or patterns like 'counts/a-*.parquet' (partitions of one count table, all CSV or all Parquet)");

/**
 * Count tables: one per model (`{ model: files }`), or one table of all models with a `model` column (the long format,
 * io/counts-long.ts: a file, or a list of files or patterns, its partitions).
 */
const countSources = z.union([
  dictSchema(countFiles),
  fileList("expected { model: file.csv } (a count table per model), or the file, files or pattern of one count table of all models with a 'model' column"),
]);

/** Whether count tables are given one per model (`{ model: files }`), rather than as one table of all models. */
export const perModelCounts = (c: string | string[] | Record<string, string | string[]>): c is Record<string, string | string[]> =>
  typeof c === 'object' && !Array.isArray(c);

/**
 * Per-example scores: one CSV or Parquet file, or a list of files (partitions of one table, read in order as one), each
 * entry a path or a pattern such as preds/*.parquet (config/load.ts `inputFiles`).
 */
const scoreFiles = fileList("expected a CSV or Parquet file, or a list of files or patterns like 'preds/*.parquet' (partitions of one table)");

const labelValue = z.union([z.string(), z.number(), z.boolean()]);

/** The three kinds of dataset, by the key that selects them (messages name them this way). */
const DATASET_KINDS = {
  path: 'per-example scores, CSV or Parquet',
  roc: 'published ROC curves',
  counts: 'count tables',
} as const;

export const datasetSchema = z
  .object({
    path: scoreFiles.optional(),
    label: z.string().min(1).optional(),
    positive: labelValue.optional(),
    negative: labelValue.optional(),
    models: z.array(name).min(1).max(MAX_MODELS, { message: `expected at most ${shownLimit(MAX_MODELS)} models (docs/config.md, Limits)` }).optional(),
    missing: z.enum(['error', 'drop']).optional(),
    roc: dictSchema(z.string().min(1)).optional(),
    positives: z.number().min(1).finite().optional(),
    negatives: z.number().min(1).finite().optional(),
    // One file per model, or a list of files (partitions of one count table, added up per score); or one table of all
    // models with a 'model' column.
    counts: countSources.optional(),
    /** Validation and test parts marked by the values of a column (model selection, Partial VOROS Sec. 6). */
    split: z
      .object({ column: z.string().min(1), validation: labelValue, test: labelValue })
      .strict()
      .optional(),
    /** The test part as a second file with the same columns (CSV or Parquet), or count tables per model. */
    test: z
      .object({ path: scoreFiles.optional(), counts: countSources.optional() })
      .strict()
      .optional(),
  })
  .strict()
  .superRefine((d, ctx) => {
    const scoreKeys = ['path', 'label', 'positive', 'negative', 'models', 'missing'] as const;
    const rocKeys = ['roc', 'positives', 'negatives'] as const;
    const given = (Object.keys(DATASET_KINDS) as (keyof typeof DATASET_KINDS)[]).filter((k) => d[k] !== undefined);
    if (given.length > 1) {
      ctx.addIssue({
        code: z.ZodIssueCode.custom,
        message: `expected one of 'path' (${DATASET_KINDS.path}), 'roc' (${DATASET_KINDS.roc}) or 'counts' (${DATASET_KINDS.counts}), got ${given.map((k) => `'${k}'`).join(' and ')}`,
      });
      return;
    }
    if (given.length === 0) {
      ctx.addIssue({
        code: z.ZodIssueCode.custom,
        message: "expected 'path' (per-example scores, CSV or Parquet, with label and models), 'roc' (published ROC curves with positives and negatives) or 'counts' (count tables: { model: file.csv or file.parquet } with columns score, positives, negatives, or one file of all models with a column model too)",
      });
      return;
    }
    if (d.models) {
      const seen = new Set<string>();
      d.models.forEach((m, i) => {
        if (seen.has(m)) ctx.addIssue({ code: z.ZodIssueCode.custom, path: ['models', i], message: `expected unique model names, got '${m}' twice` });
        seen.add(m);
      });
    }
    const longCounts = d.counts !== undefined && !perModelCounts(d.counts);
    for (const k of ['roc', 'counts'] as const) {
      if (k === 'counts' && longCounts) continue;
      const n = Object.keys(d[k] ?? {}).length;
      if (n > MAX_MODELS) ctx.addIssue({ code: z.ZodIssueCode.custom, path: [k], message: `expected at most ${shownLimit(MAX_MODELS)} models (docs/config.md, Limits), got ${shownLimit(n)}` });
      for (const m of Object.keys(d[k] ?? {})) {
        if (isBlank(m)) ctx.addIssue({ code: z.ZodIssueCode.custom, path: [k, m], message: `expected a model name with a visible character, got ${shown(m)}` });
      }
    }
    const kind = given[0];
    if (d.split !== undefined || d.test !== undefined) {
      if (kind === 'roc') {
        ctx.addIssue({
          code: z.ZodIssueCode.custom,
          path: [d.split !== undefined ? 'split' : 'test'],
          message: 'model selection needs thresholds, and published ROC curves (dataset.roc) have none: use per-example scores (dataset.path) or count tables (dataset.counts) for validation and test parts',
        });
        return;
      }
      if (d.split !== undefined && d.test !== undefined) {
        ctx.addIssue({ code: z.ZodIssueCode.custom, path: ['test'], message: "expected either 'split' (one file, parts marked by a column) or 'test' (a second file), got both" });
      }
      if (d.split !== undefined && kind !== 'path') {
        ctx.addIssue({ code: z.ZodIssueCode.custom, path: ['split'], message: "'split' marks the rows of per-example scores (dataset.path); count tables give the test part as test: { counts: { model: file.csv } }" });
      }
      if (d.split !== undefined && String(d.split.validation) === String(d.split.test)) {
        ctx.addIssue({ code: z.ZodIssueCode.custom, path: ['split', 'test'], message: `expected different values for the validation and test parts, got ${shown(d.split.test)} for both` });
      }
      if (d.test !== undefined) {
        const want = kind === 'path' ? 'path' : 'counts';
        const other = want === 'path' ? 'counts' : 'path';
        if (d.test[want] === undefined || d.test[other] !== undefined) {
          ctx.addIssue({
            code: z.ZodIssueCode.custom,
            path: ['test'],
            message: want === 'path'
              ? "expected test: { path: test.csv } (a second file with the same columns as dataset.path)"
              : longCounts
                ? "expected test: { counts: test.csv } (one count table of all models, with a 'model' column, as dataset.counts)"
                : 'expected test: { counts: { model: file.csv } } (one count table per model of dataset.counts)',
          });
        } else if (want === 'counts' && perModelCounts(d.test.counts!) === longCounts) {
          ctx.addIssue({
            code: z.ZodIssueCode.custom,
            path: ['test', 'counts'],
            message: longCounts
              ? "expected one count table of all models with a 'model' column (test: { counts: test.csv }), as dataset.counts gives"
              : 'expected one count table per model (test: { counts: { model: file.csv } }), as dataset.counts gives',
          });
        }
      }
    }
    const foreign = (k: string, owner: 'path' | 'roc') =>
      ctx.addIssue({
        code: z.ZodIssueCode.custom,
        path: [k],
        message: `'${k}' belongs to ${owner === 'path' ? 'per-example scores (dataset.path)' : 'published ROC curves (dataset.roc)'}, not to ${
          kind === 'path' ? 'per-example scores (dataset.path)' : kind === 'roc' ? 'published ROC curves (dataset.roc)' : 'count tables (dataset.counts)'
        }`,
      });
    if (kind === 'path') {
      if (d.label === undefined) ctx.addIssue({ code: z.ZodIssueCode.custom, path: ['label'], message: 'expected the name of the label column' });
      for (const k of rocKeys) if (d[k] !== undefined) foreign(k, 'roc');
    } else if (kind === 'roc') {
      if (d.roc && Object.keys(d.roc).length === 0) ctx.addIssue({ code: z.ZodIssueCode.custom, path: ['roc'], message: 'expected at least one model: { name: file.csv }' });
      for (const k of ['positives', 'negatives'] as const) if (d[k] === undefined) ctx.addIssue({ code: z.ZodIssueCode.custom, path: [k], message: `expected the dataset's number of ${k} (published ROC curves need P and N)` });
      for (const k of scoreKeys) if (d[k] !== undefined) foreign(k, 'path');
    } else {
      if (d.counts && !longCounts && Object.keys(d.counts).length === 0) ctx.addIssue({ code: z.ZodIssueCode.custom, path: ['counts'], message: 'expected at least one model: { name: file.csv }' });
      for (const k of ['positives', 'negatives'] as const) {
        if (d[k] !== undefined) ctx.addIssue({ code: z.ZodIssueCode.custom, path: [k], message: `'${k}' belongs to published ROC curves (dataset.roc); count tables (dataset.counts) give P and N by their sums` });
      }
      // 'models' chooses and orders the models of one table of all models; one table per model names them itself.
      if (d.models !== undefined && !longCounts) {
        ctx.addIssue({
          code: z.ZodIssueCode.custom,
          path: ['models'],
          message: "'models' chooses models of one count table of all models (counts: file.csv with a 'model' column); with one count table per model, list only the models you want under counts",
        });
      }
      for (const k of scoreKeys) if (d[k] !== undefined && k !== 'models') foreign(k, 'path');
    }
  });

export const scenarioSchema = z
  .object({
    name,
    precision: alpha,
    capacity: capacitySchema,
    cost: costSchema,
  })
  .strict();

export const heatmapSchema = z
  .object({
    precision: gridSpec(alpha, 'minimum precisions α') as unknown as z.ZodType<Grid<number>>,
    capacity: gridSpec(capacitySchema, "capacities (counts or shares like '5%')") as unknown as z.ZodType<Grid<Capacity>>,
    cost: costSchema,
    tie: z.number().nonnegative().finite().optional(),
  })
  .strict();

const point01 = z.unknown().superRefine((v, ctx) => {
  if (!(Array.isArray(v) && v.length === 2 && v.every((x) => typeof x === 'number' && x >= 0 && x <= 1))) {
    ctx.addIssue({ code: z.ZodIssueCode.custom, message: `expected an ROC point [fpr, tpr] in [0, 1]², got ${shown(v)}` });
  }
}) as unknown as z.ZodType<[number, number]>;

const waauroccEntry = z.unknown().superRefine((v, ctx) => {
  if (Array.isArray(v)) {
    const r = range01('an FPR range', true).safeParse(v);
    if (!r.success) for (const is of r.error.issues) ctx.addIssue(is as z.IssueData);
    return;
  }
  const r = z
    .object({
      fpr: range01('an FPR range', true),
      bins: z.number().int().min(1).max(100000).optional(),
      acceptance: z.array(point01).min(1).optional(),
    })
    .strict()
    .safeParse(v);
  if (!r.success) for (const is of r.error.issues) ctx.addIssue(is as z.IssueData);
}) as unknown as z.ZodType<[number, number] | { fpr: [number, number]; bins?: number; acceptance?: [number, number][] }>;

export const configSchema = z
  .object({
    title: name,
    description: z.string().optional(),
    simulated: z.boolean().optional(),
    dataset: datasetSchema,
    voros: z.array(range01('a t range', false)).min(1).optional(),
    partialAuroc: z.array(range01('an FPR range', true)).min(1).optional(),
    scenarios: z
      .array(scenarioSchema)
      .optional()
      .superRefine((s, ctx) => {
        const seen = new Set<string>();
        (s ?? []).forEach((x, i) => {
          if (seen.has(x.name)) ctx.addIssue({ code: z.ZodIssueCode.custom, path: [i, 'name'], message: `expected unique scenario names, got '${x.name}' twice` });
          seen.add(x.name);
        });
      }),
    heatmap: heatmapSchema.optional(),
    /** DeLong intervals always (at `level`); a seeded stratified bootstrap of `bootstrap` resamples on request. */
    uncertainty: z
      .object({
        bootstrap: z.number().int().min(10).max(MAX_BOOTSTRAP).optional(),
        seed: z.number().int().min(0).max(2 ** 32 - 1).optional(),
        level: z.number().gt(0).lt(1).optional(),
      })
      .strict()
      .optional(),
    waaurocc: z.array(waauroccEntry).min(1).optional(),
    waauroccBins: z.number().int().min(1).max(100000).optional(),
    waauroccAcceptance: z.array(point01).min(1).optional(),
    fbeta: z.object({ beta: z.number().positive().finite() }).strict().optional(),
    thresholds: z
      .union([thresholdList, dictSchema(thresholdList)])
      .optional(),
    deploymentPrevalence: z
      .union([z.number().gt(0).lt(1), z.array(z.number().gt(0).lt(1)).min(1)])
      .optional(),
    /** Read data files outside the config's folder and the working directory (default false). */
    allowOutsidePaths: z.boolean().optional(),
    /** Model selection on the validation part (needs dataset.split or dataset.test, and scenarios). */
    selection: z
      .object({
        strategies: z.array(z.enum(['partialVoros', 'voros', 'recall', 'partialAurocInRegion'])).min(1).optional(),
      })
      .strict()
      .optional(),
    geometry: z
      .object({
        /** m = M/T of Sameni Sec. 6.1: the share of cases that can be flagged. */
        capacity: z.number().gt(0).max(1).optional(),
        /** Sameni Sec. 6.2: risk α·π_n·fpr + β·π_p·(1 − tpr) ≤ c with α = fpCost, β = fnCost, c = maxRisk. */
        risk: z
          .object({ fpCost: z.number().min(0).finite(), fnCost: z.number().min(0).finite(), maxRisk: z.number().min(0).finite() })
          .strict()
          .optional(),
      })
      .strict()
      .optional(),
  })
  .strict();

export type RawConfig = z.infer<typeof configSchema>;
