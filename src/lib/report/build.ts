/**
 * The report pipeline: config → inputs → count tables → metrics → {@link Report} (the public JSON contract).
 * Used by `rocsite compute` (src/cli/main.ts) and by the site build (`rocsite build`) so both give the same JSON.
 *
 * Order of work: load and validate the config (errors name the config file and key path), read every input (errors
 * name file, line and column), hash inputs for provenance, then compute. Nothing is written here; the CLI writes the
 * JSON atomically only after this returns.
 *
 * The sections live next to this file, one concept each: inputs.ts (reading), scenarios.ts, model.ts (with
 * display.ts and geometry-json.ts), dutch-draw-json.ts, crossings.ts, heatmap-json.ts; warnings.ts collects the
 * warnings in the order they arise (the order of the JSON).
 */
import type { Config, LoadedConfig } from '../config/load';
import { gridValues, loadConfig } from '../config/load';
import { startProgress } from '../progress';
import { crossings } from './crossings';
import { ddBaselines, dutchDrawExpectationJson, dutchDrawJson } from './dutch-draw-json';
import { ReportError } from './errors';
import { geometryRegions } from './geometry-json';
import { heatmapSection } from './heatmap-json';
import { readModels, type ModelData } from './inputs';
import { metricsOf, modelReport } from './model';
import { provenance } from './provenance';
import { reportJson } from './json';
import { scenarioRuns, scenarioSummaries } from './scenarios';
import { recommendations } from './recommendation';
import { selectionSection } from './selection-json';
import { capacityCount } from '../config/load';
import { identifierColumns, identifierMessage } from './identifier';
import type { Heatmap, Pt, Range, Report } from './types';
import { warningCollector } from './warnings';
import { configRanges } from '../report-names';
import type { BootstrapPart, BootstrapPlan } from './bootstrap';
import { bootstrapRange, joinParts } from './bootstrap';
import { bootstrapPlan } from './bootstrap-plan';
import { runBootstrap } from './bootstrap-run';
import { uncertaintySection } from './uncertainty';
import { int } from '../charts/format';

export { ReportError } from './errors';
export { readModels, type ModelData, type ModelInput } from './inputs';
export { DD_ARG_LIMIT } from './dutch-draw-json';
export { LEAKAGE_GRID } from './geometry-json';
export { LESSER_AREA_GRID } from './model';
export { PARTIAL_AREA_GRID, SCENARIO_TIE } from './scenarios';

/** Version of the JSON contract (schema/report.schema.json). */
export const SCHEMA_VERSION = '1.4.0';

export interface BuildOptions {
  cwd?: string;
  env?: NodeJS.ProcessEnv;
  /** Allow input paths outside the config's folder and the working directory (LoadOptions). */
  allowOutsidePaths?: boolean;
}

export interface BuildTimings {
  readMs: number;
  metricsMs: number;
  bootstrapMs: number;
  heatmapMs: number;
  totalMs: number;
}

export interface BuildResult {
  report: Report;
  loaded: LoadedConfig;
  timings: BuildTimings;
}

/** Compute the report for a config file. Throws ConfigError / InputError / ReportError with precise messages. */
export async function buildReport(configPath: string, opts: BuildOptions = {}): Promise<BuildResult> {
  const t0 = performance.now();
  const loaded = await loadConfig(configPath, opts.cwd, { allowOutsidePaths: opts.allowOutsidePaths });
  // Hashing the inputs (provenance) overlaps reading them: the engine scans on its own threads. A reading error
  // still comes first; a hashing error is reported after a successful read.
  const provP = provenance(loaded, opts.env);
  provP.catch(() => {});
  const read = await readModels(loaded);
  const prov = await provP;
  const t1 = performance.now();
  // The bootstrap runs first (possibly on worker threads); computeReport assembles its results.
  const { plan, reason } = bootstrapPlan(loaded.config, read);
  const boot = plan ? { plan, run: await runBootstrap(plan, opts.env) } : undefined;
  const tb = performance.now();
  const h = loaded.config.heatmap;
  const bar = h ? await startProgress('heatmap', read.models.length * gridValues(h.precision, (v: number) => v).length, { unit: 'rows' }) : undefined;
  let computed: ReturnType<typeof computeReport>;
  try {
    computed = computeReport(loaded.config, read, prov, boot ?? { reason }, { onHeatmapProgress: bar && ((d) => bar.update(d)) });
  } finally {
    bar?.stop();
  }
  const { report, heatmapMs } = computed;
  const t2 = performance.now();
  return {
    // Round-trip through the JSON writer so the in-memory report is exactly the public JSON (null for NaN/±∞,
    // plain arrays, no -0): the site and `rocsite compute` see the same values.
    report: JSON.parse(reportJson(report)) as Report,
    loaded,
    timings: { readMs: t1 - t0, bootstrapMs: tb - t1, metricsMs: t2 - tb - heatmapMs, heatmapMs, totalMs: t2 - t0 },
  };
}

/**
 * The pure part of the pipeline: config + count tables + provenance → Report. `boot` is the bootstrap run of the
 * config's plan (bootstrap-plan.ts) when the caller ran it; otherwise a requested bootstrap runs here, in this thread.
 */
export function computeReport(
  config: Config,
  data: ModelData,
  prov: Report['provenance'],
  boot?: { plan: BootstrapPlan; run: BootstrapPart } | { reason?: string },
  opts: { onHeatmapProgress?: (done: number) => void } = {},
): { report: Report; heatmapMs: number } {
  if (!boot) {
    const { plan, reason } = bootstrapPlan(config, data);
    boot = plan ? { plan, run: joinParts(plan, [bootstrapRange(plan, 0, plan.resamples)]) } : { reason };
  }
  const { models, P, N } = data;
  const D = P + N;
  const { warnings, warn } = warningCollector();
  if (data.dropped) {
    warn({
      code: 'input.rows-dropped',
      message: `${data.dropped} of ${data.rows} rows were dropped for missing values (dataset.missing: drop); every metric uses the remaining ${data.rows! - data.dropped} rows.`,
    });
  }

  if (config.dataset.kind === 'scores' && !config.dataset.models?.length) {
    const ids = identifierColumns(models.map((m) => ({ name: m.name, distinct: m.ct.scores.length, scores: m.ct.scores })), D);
    if (ids.length) warn({ code: 'input.identifier-column', message: identifierMessage(ids, ids.map((n) => `'${n}'`).join(', ')) });
  }

  if (config.thresholds && !Array.isArray(config.thresholds)) {
    for (const k of Object.keys(config.thresholds)) {
      if (!models.some((m) => m.name === k)) {
        throw new ReportError(`thresholds.${k}: expected a model name (${models.map((m) => m.name).join(', ')}), got '${k}'`);
      }
    }
  }

  // The order of these calls is the order of the warnings in the report.
  const runs = scenarioRuns(config.scenarios, P, N, warn);
  const dd = ddBaselines(P, N, config.beta, warn);
  // The numbers of every model first (each ROC hull computed once, here), then the display step.
  const metrics = models.map((m) => metricsOf(m, config, runs));
  const modelReports = models.map((m, i) => modelReport(m, config, runs, P, N, dd, warn, metrics[i]));
  const scenarios = scenarioSummaries(runs, modelReports);
  const crossingList = crossings(
    models,
    config.voros,
    metrics.map((x) => x.auroc),
    metrics.map((x) => x.hull),
  );

  let heatmap: Heatmap | undefined;
  const th0 = performance.now();
  if (config.heatmap) heatmap = heatmapSection(config.heatmap, models, P, N, warn, opts.onHeatmapProgress);
  const heatmapMs = performance.now() - th0;

  // Model selection on the validation part, deployment cost on the test part (Partial VOROS Sec. 6, App. D.4).
  if (data.parts && config.scenarios.length === 0) {
    warn({
      code: 'selection.no-scenarios',
      message: `The config gives validation and test parts but no scenarios, so no model is selected; every metric is computed on the test part (${D} cases). Add scenarios (precision, capacity, cost) to select a model and its thresholds.`,
    });
  }
  const selection = data.parts && config.scenarios.length ? selectionSection(config, data.parts) : undefined;
  const recs = selection
    ? recommendations(
        selection,
        config.scenarios.map((s) => ({ name: s.name, precision: s.precision, capacityTest: capacityCount(s.capacity, D) })),
        D,
      )
    : undefined;
  for (const r of recs ?? []) {
    if (r.warning) warn({ code: 'selection.recommended-infeasible-on-test', message: `Scenario '${r.scenario}': ${r.warning}`, scenario: r.scenario });
  }

  const unc = uncertaintySection({
    config,
    data,
    models: modelReports,
    heatmap,
    selection,
    recommendations: recs,
    ...('plan' in boot ? { boot } : { bootReason: boot.reason }),
  });
  if (selection && unc.selectionIntervals) selection.forEach((e, i) => (e.intervals = unc.selectionIntervals![i]));
  const hasIntervals = unc.intervals.some((x) => x.auroc.length > 0);
  if (hasIntervals) modelReports.forEach((m, k) => (m.intervals = unc.intervals[k]));
  if (heatmap && unc.winProbability) {
    heatmap.cells.forEach((row, i) => row.forEach((c, j) => (c.winProbability = unc.winProbability![i][j])));
  }

  const report: Report = {
    schemaVersion: SCHEMA_VERSION,
    title: config.title,
    ...(config.description !== undefined ? { description: config.description } : {}),
    simulated: config.simulated,
    dataset: {
      positives: P,
      negatives: N,
      kind: config.dataset.kind,
      ...(data.rows !== undefined ? { rows: data.rows } : {}),
      ...(data.dropped !== undefined ? { dropped: data.dropped } : {}),
      ...(data.labels ? { labels: data.labels } : {}),
      prevalence: P / D,
      ...(data.parts
        ? {
            parts: {
              source: data.parts.source,
              validation: { positives: data.parts.validation.P, negatives: data.parts.validation.N },
              test: { positives: P, negatives: N },
              note: `Every metric of the models (ROC, VOROS, partial VOROS, Dutch Draw, …) is computed on the test part (${int(D)} cases); the validation part (${int(data.parts.validation.P + data.parts.validation.N)} cases) is used only to select a model and its thresholds.`,
            },
          }
        : {}),
    },
    provenance: prov,
    warnings,
    settings: {
      ...configRanges(config),
      ...(config.waaurocc.some((w) => w.acceptance)
        ? {
            waauroccAcceptance: config.waaurocc
              .filter((w) => w.acceptance)
              .map((w) => ({ fpr: [w.fpr[0], w.fpr[1]] as Range, points: w.acceptance!.map((p) => [p[0], p[1]] as Pt) })),
          }
        : {}),
      beta: config.beta,
      deploymentPrevalence: config.deploymentPrevalence.slice(),
    },
    models: modelReports,
    crossings: crossingList,
    scenarios,
    ...(heatmap ? { heatmap } : {}),
    ...(dd ? { dutchDraw: dutchDrawJson(dd, D), dutchDrawExpectation: dutchDrawExpectationJson(P, D, config.beta) } : {}),
    ...(config.geometry.capacity !== undefined || config.geometry.risk ? { geometryRegions: geometryRegions(config, P / D) } : {}),
    ...(selection ? { selection, recommendations: recs } : {}),
    uncertainty: unc.uncertainty,
    ...(unc.comparisons ? { comparisons: unc.comparisons } : {}),
  };
  return { report, heatmapMs };
}
