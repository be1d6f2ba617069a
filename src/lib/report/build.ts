/**
 * The report pipeline: config → inputs → count tables → metrics → {@link Report} (the public JSON contract).
 * Used by `rocsite compute` (src/cli/main.ts) and by the site build (scripts/build.ts) so both give the same JSON.
 *
 * Order of work: load and validate the config (errors name the config file and key path), read every input (errors
 * name file, line and column), hash inputs for provenance, then compute. Nothing is written here; the CLI writes the
 * JSON atomically only after this returns.
 */
import type { Config, LoadedConfig, ScenarioConfig } from '../config/load';
import { capacityCount, gridValues, loadConfig } from '../config/load';
import type { Capacity } from '../config/schema';
import { InputError } from '../io/errors';
import { readScoresCsv } from '../io/scores';
import { readRocCsv } from '../io/roc';
import type { CountTable, RocCurve } from '../metrics/types';
import { countTableFromRoc, countTableFromScores, MetricInputError } from '../metrics/counts';
import { rocCurve } from '../metrics/roc';
import { tDistribution, type CostSpec } from '../metrics/cost';
import { auroc, partialAuroc } from '../metrics/auc';
import { averagePrecision, prCurve } from '../metrics/pr';
import { costCrossings, lesserAreaCurve, rocHull, voros } from '../metrics/voros';
import { checkDef11T, feasibleRegion, type FeasibleRegion } from '../metrics/feasible-region';
import { partialAreaCurve, partialVoros } from '../metrics/partial-voros';
import { winnerHeatmap } from '../metrics/heatmap';
import { MEASURES, measuresAtRocPoint, type MeasureName } from '../metrics/measures';
import { beatsBaseline, ddAllBaselines, type DDBaseline } from '../metrics/dutch-draw';
import { waaurocc, waauroccAcceptance } from '../metrics/waaurocc';
import {
  binormalFit,
  binormalKl,
  boundedRiskRegion,
  capacityLine,
  capacityOperatingPoint,
  klDivergence,
  leakage,
  prAtPrevalence,
  riskOperatingPoint,
} from '../metrics/geometry';
import { provenance } from './provenance';
import { thinIndices } from './thin';
import { reportJson } from './json';
import type {
  FeasibleRegionJson,
  GeometryPoint,
  GeometryRegions,
  Heatmap,
  ModelReport,
  ModelScenario,
  OperatingPoint,
  Pt,
  Range,
  Report,
  ScenarioSummary,
  Warning,
} from './types';

/** Version of the JSON contract (schema/report.schema.json). */
export const SCHEMA_VERSION = '1.0.0';

/** Number of points of the t grid of lesserArea (over [0, 1]) and of partialArea (over the scenario's t support). */
export const LESSER_AREA_GRID = 201;
export const PARTIAL_AREA_GRID = 101;
/** Points of the leakage curve G(u) (u = 0, 0.01, …, 1). */
export const LEAKAGE_GRID = 101;
/** Models whose PV is within this of the best are the scenario's winners (ties up to rounding). */
export const SCENARIO_TIE = 1e-12;

export interface BuildOptions {
  cwd?: string;
  env?: NodeJS.ProcessEnv;
}

export interface BuildTimings {
  readMs: number;
  metricsMs: number;
  heatmapMs: number;
  totalMs: number;
}

export interface BuildResult {
  report: Report;
  loaded: LoadedConfig;
  timings: BuildTimings;
}

interface ModelInput {
  name: string;
  ct: CountTable;
  roc: RocCurve;
}

/** Error of the pipeline with its context (model, scenario, ...) in the message. */
export class ReportError extends Error {
  override name = 'ReportError';
}

function context(where: string, e: unknown): never {
  if (e instanceof InputError || e instanceof ReportError) throw e;
  const msg = e instanceof Error ? e.message : String(e);
  throw new ReportError(`${where}: ${msg}`);
}

/** Read the dataset of a loaded config into count tables (one per model). */
export async function readModels(
  loaded: LoadedConfig,
): Promise<{ models: ModelInput[]; P: number; N: number; rows?: number; dropped?: number; labels?: { positive: string; negative: string } }> {
  const d = loaded.config.dataset;
  if (d.kind === 'scores') {
    const data = await readScoresCsv(d.file.abs, {
      label: d.label,
      positive: d.positive,
      negative: d.negative,
      models: d.models,
      missing: d.missing,
      shown: d.file.shown,
    });
    const models = data.models.map((name, k) => {
      let ct: CountTable;
      try {
        ct = countTableFromScores(data.labels, data.scores[k]);
      } catch (e) {
        context(`${d.file.shown}, column '${name}'`, e);
      }
      return { name, ct, roc: rocCurve(ct) };
    });
    return {
      models,
      P: data.positives,
      N: data.negatives,
      rows: data.rows,
      dropped: data.dropped,
      labels: { positive: data.positiveValue, negative: data.negativeValue },
    };
  }
  const models: ModelInput[] = [];
  for (const m of d.models) {
    const pts = await readRocCsv(m.file.abs, m.file.shown);
    let ct: CountTable;
    try {
      ct = countTableFromRoc(pts.fpr, pts.tpr, d.positives, d.negatives, pts.thresholds);
    } catch (e) {
      if (e instanceof MetricInputError) throw new InputError({ file: m.file.shown }, e.message);
      throw e;
    }
    models.push({ name: m.name, ct, roc: rocCurve(ct) });
  }
  return { models, P: d.positives, N: d.negatives };
}

/** Compute the report for a config file. Throws ConfigError / InputError / ReportError with precise messages. */
export async function buildReport(configPath: string, opts: BuildOptions = {}): Promise<BuildResult> {
  const t0 = performance.now();
  const loaded = await loadConfig(configPath, opts.cwd);
  const read = await readModels(loaded);
  const prov = await provenance(loaded, opts.env);
  const t1 = performance.now();
  const { report, heatmapMs } = computeReport(loaded.config, read, prov);
  const t2 = performance.now();
  return {
    // Round-trip through the JSON writer so the in-memory report is exactly the public JSON (null for NaN/±∞,
    // plain arrays, no -0): the site and `rocsite compute` see the same values.
    report: JSON.parse(reportJson(report)) as Report,
    loaded,
    timings: { readMs: t1 - t0, metricsMs: t2 - t1 - heatmapMs, heatmapMs, totalMs: t2 - t0 },
  };
}

function grid(a: number, b: number, n: number): number[] {
  if (a === b || n < 2) return [a];
  return Array.from({ length: n }, (_, i) => (i === n - 1 ? b : a + ((b - a) * i) / (n - 1)));
}

function thr(v: number, hasThresholds: boolean): number | null {
  return hasThresholds && Number.isFinite(v) ? v : null;
}

function regionJson(r: FeasibleRegion): FeasibleRegionJson {
  return { case: r.caseNumber, description: r.description, vertices: r.vertices.map((p) => [p[0], p[1]]) };
}

function costEcho(c: CostSpec): ScenarioSummary['cost'] {
  if ('t' in c) return { t: [c.t[0], c.t[1]] };
  return c.classRatio ? { ratio: [c.ratio[0], c.ratio[1]], classRatio: [c.classRatio[0], c.classRatio[1]] } : { ratio: [c.ratio[0], c.ratio[1]] };
}

/** ROC index of the classifier `score >= tau`: the number of distinct scores ≥ tau. */
function indexForThreshold(ct: CountTable, tau: number): number {
  const s = ct.scores;
  let lo = 0;
  let hi = s.length; // count of scores >= tau, scores strictly decreasing
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (s[mid] >= tau) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

interface ScenarioRun {
  cfg: ScenarioConfig;
  kappa: number;
  region: FeasibleRegion;
  tRange: Range;
  dist: ReturnType<typeof tDistribution>;
  def11: { holds: boolean; failures: string[]; codes: string[] };
}

/** The pure part of the pipeline: config + count tables + provenance → Report. */
export function computeReport(
  config: Config,
  data: { models: ModelInput[]; P: number; N: number; rows?: number; dropped?: number; labels?: { positive: string; negative: string } },
  prov: Report['provenance'],
): { report: Report; heatmapMs: number } {
  const { models, P, N } = data;
  const D = P + N;
  const warnings: Warning[] = [];
  const warn = (w: Warning) => {
    if (!warnings.some((x) => x.code === w.code && x.message === w.message)) warnings.push(w);
  };
  if (data.dropped) {
    warn({
      code: 'input.rows-dropped',
      message: `${data.dropped} of ${data.rows} rows were dropped for missing values (dataset.missing: drop); every metric uses the remaining ${data.rows! - data.dropped} rows.`,
    });
  }

  if (config.thresholds && !Array.isArray(config.thresholds)) {
    for (const k of Object.keys(config.thresholds)) {
      if (!models.some((m) => m.name === k)) {
        throw new ReportError(`thresholds.${k}: expected a model name (${models.map((m) => m.name).join(', ')}), got '${k}'`);
      }
    }
  }

  // Scenarios: region, t distribution and Def. 11 checks (shared by every model).
  const runs: ScenarioRun[] = config.scenarios.map((s) => {
    const kappa = capacityCount(s.capacity, D);
    let region: FeasibleRegion;
    let dist: ReturnType<typeof tDistribution>;
    try {
      region = feasibleRegion(s.precision, kappa, P, N);
      dist = tDistribution(s.cost, P, N);
    } catch (e) {
      context(`scenario '${s.name}'`, e);
    }
    const tRange: Range = [dist.range[0], dist.range[1]];
    const tCheck = checkDef11T(s.precision, P, N, tRange);
    const failures = [...region.def11.failures, ...tCheck.failures];
    const codes = [...region.def11.codes, ...tCheck.codes];
    codes.forEach((code, i) => warn({ code, message: `Scenario '${s.name}': ${failures[i]}`, scenario: s.name }));
    if (!(region.area > 0)) {
      warn({
        code: 'scenario.degenerate-region',
        message: `Scenario '${s.name}': the feasible region has zero area (Appendix A case ${region.caseNumber}: ${region.description}); partial VOROS is undefined and reported as 0 for every model.`,
        scenario: s.name,
      });
    }
    return { cfg: s, kappa, region, tRange, dist, def11: { holds: failures.length === 0, failures, codes } };
  });

  // Dutch Draw baselines (integer P and N only: the DD classifier draws whole examples).
  let dd: Record<MeasureName, DDBaseline> | undefined;
  if (Number.isInteger(P) && Number.isInteger(N)) {
    try {
      dd = ddAllBaselines(P, D, config.beta);
    } catch (e) {
      context('Dutch Draw baselines', e);
    }
  } else {
    warn({
      code: 'dutchdraw.non-integer-counts',
      message: `Dutch Draw baselines need whole numbers of positives and negatives, found P = ${P}, N = ${N}; the baselines and the beats-baseline flags are left out.`,
    });
  }

  const modelReports: ModelReport[] = models.map((m) => {
    const { roc, ct, name } = m;
    const where = `model '${name}'`;
    try {
      const hull = rocHull(roc);
      const pa = config.partialAuroc.map((r) => {
        const v = partialAuroc(roc, r);
        if (v.mcclish < 0.5) {
          warn({
            code: 'pauc.below-chance',
            message: `Model '${name}': its ROC curve lies below the chance diagonal on average over FPR [${r[0]}, ${r[1]}] (McClish ${v.mcclish.toFixed(4)} < 0.5); pROC reports NA here, rocsite reports the formula's value.`,
            model: name,
          });
        }
        return { fpr: [r[0], r[1]] as Range, area: v.area, mcclish: v.mcclish };
      });
      const vo = config.voros.map((r) => ({ t: [r[0], r[1]] as Range, value: voros(roc, tDistribution({ t: r }, P, N)) }));

      // Scenarios.
      const mustKeep: number[] = Array.from(hull);
      const ops: OperatingPoint[] = [];
      const scen: ModelScenario[] = runs.map((run) => {
        const res = partialVoros(roc, run.region, run.dist);
        const fh = Array.from(res.hull);
        mustKeep.push(...fh);
        const ts = grid(run.tRange[0], run.tRange[1], PARTIAL_AREA_GRID);
        const curve = partialAreaCurve(roc, run.region, ts, res.hull);
        let maxRecall = 0;
        for (const i of fh) if (roc.tpr[i] > maxRecall) maxRecall = roc.tpr[i];
        const bestPoints = res.pieces.map((p) => {
          const i = p.index;
          mustKeep.push(i);
          return {
            t: [p.t[0], p.t[1]] as Range,
            fpr: roc.fpr[i],
            tpr: roc.tpr[i],
            threshold: thr(roc.thresholds[i], roc.hasThresholds),
            tp: roc.tp[i],
            fp: roc.fp[i],
          };
        });
        for (const p of res.pieces) {
          ops.push(operatingPoint(`scenario:${run.cfg.name}@t=[${p.t[0]}, ${p.t[1]}]`, roc, p.index, thr(roc.thresholds[p.index], roc.hasThresholds), config.beta, dd));
        }
        return {
          name: run.cfg.name,
          partialVoros: res.value,
          degenerate: res.degenerate,
          feasibleArea: run.region.area,
          feasibleRegion: regionJson(run.region),
          partialArea: { t: curve.t, value: curve.value },
          bestPoints,
          feasibleHull: fh,
          maxRecall,
        };
      });

      // Thresholds listed in the config.
      const listed = config.thresholds === undefined ? [] : Array.isArray(config.thresholds) ? config.thresholds : config.thresholds[name] ?? [];
      if (listed.length && !roc.hasThresholds) {
        warn({
          code: 'thresholds.no-scores',
          message: `Model '${name}': thresholds are listed in the config but its ROC points have no threshold column; they are ignored.`,
          model: name,
        });
      } else {
        for (const tau of listed) {
          const i = indexForThreshold(ct, tau);
          mustKeep.push(i);
          ops.push(operatingPoint('config', roc, i, tau, config.beta, dd));
        }
      }

      // Display curves (thinned only for very large inputs; metrics above use the full curve).
      const keep = thinIndices(roc.fpr, roc.tpr, mustKeep);
      const remap = new Map<number, number>();
      const idx = keep ? Array.from(keep) : Array.from({ length: roc.fpr.length }, (_, i) => i);
      idx.forEach((v, k) => remap.set(v, k));
      const r = (i: number) => remap.get(i)!;
      const rocJson = {
        fpr: idx.map((i) => roc.fpr[i]),
        tpr: idx.map((i) => roc.tpr[i]),
        thresholds: idx.map((i) => thr(roc.thresholds[i], roc.hasThresholds)),
      };
      const pr = prCurve(ct); // pr point k = ROC point k + 1
      const prIdx = idx.filter((i) => i > 0).map((i) => i - 1);
      const prJson = {
        recall: prIdx.map((k) => pr.recall[k]),
        precision: prIdx.map((k) => pr.precision[k]),
        thresholds: prIdx.map((k) => (ct.hasThresholds ? pr.thresholds[k] : null)),
      };
      // Count table rows between kept ROC points, merged (exact when nothing is thinned).
      const ctJson = { scores: [] as (number | null)[], pos: [] as number[], neg: [] as number[] };
      for (let k = 1; k < idx.length; k++) {
        const a = idx[k - 1];
        const b = idx[k];
        ctJson.scores.push(ct.hasThresholds ? ct.scores[b - 1] : null);
        ctJson.pos.push(roc.tp[b] - roc.tp[a]);
        ctJson.neg.push(roc.fp[b] - roc.fp[a]);
      }
      for (const s of scen) {
        s.feasibleHull = s.feasibleHull.map(r);
      }
      const lesserTs = grid(0, 1, LESSER_AREA_GRID);
      const lesser = lesserAreaCurve(roc, lesserTs);

      const wa = config.waaurocc.map((w) => ({
        fpr: [w.fpr[0], w.fpr[1]] as Range,
        bins: w.bins,
        value: waaurocc(roc, w.fpr, w.bins),
        ...(w.acceptance ? { acceptance: waauroccAcceptance(roc, w.acceptance, w.fpr, w.bins) } : {}),
      }));

      const u = grid(0, 1, LEAKAGE_GRID);
      let binormal: { a: number; b: number; auroc: number };
      let bKl: number | null = null;
      try {
        const f = binormalFit(roc);
        binormal = { a: f.a, b: f.b, auroc: f.auroc };
        const v = binormalKl(f.a, f.b);
        bKl = Number.isFinite(v) ? v : null;
      } catch (e) {
        binormal = { a: NaN, b: NaN, auroc: NaN };
        warn({ code: 'geometry.binormal-fit', message: `Model '${name}': no binormal fit (${(e as Error).message}); a, b and its AUROC are null.`, model: name });
      }
      const kl = klDivergence(roc);
      const geometry: NonNullable<ModelReport['geometry']> = {
        binormal,
        klDivergence: Number.isFinite(kl) ? kl : null,
        leakage: { u, g: Array.from(leakage(roc, u)) },
        binormalKl: bKl,
        ...(config.geometry.capacity !== undefined
          ? { capacityPoint: geometryPoint(roc, capacityOperatingPoint(roc, config.geometry.capacity, P / (P + N))) }
          : {}),
        ...(config.geometry.risk
          ? (() => {
              const g = config.geometry.risk!;
              const q = riskOperatingPoint(roc, g.fpCost, g.fnCost, P / (P + N), g.maxRisk);
              return { riskPoint: { ...geometryPoint(roc, q)!, risk: q.risk, feasible: q.feasible } };
            })()
          : {}),
        ...(config.deploymentPrevalence.length
          ? {
              prAtPrevalence: config.deploymentPrevalence.map((pi) => {
                const c = prAtPrevalence(roc, pi);
                const kept = new Set(idx);
                const sel: number[] = [];
                for (let k = 0; k < c.index.length; k++) if (kept.has(c.index[k])) sel.push(k);
                return { prevalence: pi, recall: sel.map((k) => c.recall[k]), precision: sel.map((k) => c.precision[k]) };
              }),
            }
          : {}),
      };

      const out: ModelReport = {
        name,
        auroc: auroc(roc),
        auprc: averagePrecision(ct),
        partialAuroc: pa,
        voros: vo,
        scenarios: scen,
        roc: rocJson,
        hull: Array.from(hull).map(r),
        pr: prJson,
        countTable: ctJson,
        lesserArea: { t: lesserTs, value: Array.from(lesser) },
        display: { thinned: keep !== null, points: idx.length, totalPoints: roc.fpr.length },
        waaurocc: wa,
        operatingPoints: ops,
        geometry,
      };
      return out;
    } catch (e) {
      context(where, e);
    }
  });

  // Scenario summaries with winners.
  const scenarios: ScenarioSummary[] = runs.map((run, si) => {
    let best = -Infinity;
    for (const m of modelReports) best = Math.max(best, m.scenarios[si].partialVoros);
    return {
      name: run.cfg.name,
      precision: run.cfg.precision,
      capacity: run.cfg.capacity,
      capacityCount: run.kappa,
      cost: costEcho(run.cfg.cost),
      tRange: run.tRange,
      feasibleArea: run.region.area,
      feasibleRegion: regionJson(run.region),
      winners: modelReports.filter((m) => m.scenarios[si].partialVoros >= best - SCENARIO_TIE).map((m) => m.name),
      def11: { holds: run.def11.holds, failures: run.def11.failures },
    };
  });

  // Crossings of minimal cost between every pair of models, per VOROS range.
  const crossings: NonNullable<Report['crossings']> = [];
  for (let a = 0; a < models.length; a++) {
    for (let b = a + 1; b < models.length; b++) {
      for (const r of config.voros) {
        try {
          crossings.push({ models: [models[a].name, models[b].name], range: [r[0], r[1]], t: costCrossings(models[a].roc, models[b].roc, r) });
        } catch (e) {
          context(`crossings of '${models[a].name}' and '${models[b].name}'`, e);
        }
      }
    }
  }

  // Heatmap.
  let heatmap: Heatmap | undefined;
  const th0 = performance.now();
  if (config.heatmap) {
    const h = config.heatmap;
    const alphas = gridValues(h.precision, (v: number) => v);
    const kappas = gridValues(h.capacity as Capacity[] | { from: Capacity; to: Capacity; steps: number }, (v: Capacity) => capacityCount(v, D));
    let dist: ReturnType<typeof tDistribution>;
    let res: ReturnType<typeof winnerHeatmap>;
    try {
      dist = tDistribution(h.cost, P, N);
      res = winnerHeatmap(models.map((m) => ({ name: m.name, roc: m.roc })), alphas, kappas, dist, h.tie);
    } catch (e) {
      context('heatmap', e);
    }
    // Def. 11 over the grid: one summary warning per kind of failure.
    const counts = new Map<string, number>();
    const tCheck = alphas.map((a) => checkDef11T(a, P, N, [dist.range[0], dist.range[1]]));
    res.regions.forEach((row, i) =>
      row.forEach((reg) => {
        for (const c of [...reg.def11.codes, ...tCheck[i].codes]) counts.set(c, (counts.get(c) ?? 0) + 1);
      }),
    );
    const total = alphas.length * kappas.length;
    for (const [code, n] of [...counts.entries()].sort()) {
      warn({ code: `heatmap.${code}`, message: `Heatmap: ${n} of ${total} cells violate the Def. 11 assumption that ${HEATMAP_DEF11[code] ?? code}; ${HEATMAP_WHY[code] ?? 'their partial VOROS is computed with the general method of Appendix A'}.` });
    }
    heatmap = {
      precision: Array.isArray(h.precision) ? h.precision.slice() : { ...h.precision },
      capacity: Array.isArray(h.capacity) ? h.capacity.slice() : { ...h.capacity },
      alphas,
      kappas,
      cost: costEcho(h.cost),
      tie: h.tie,
      tRange: [dist.range[0], dist.range[1]],
      cells: res.cells.map((row) => row.map((c) => ({ winners: c.winners.slice(), partialVoros: { ...c.partialVoros } }))),
    };
  }
  const heatmapMs = performance.now() - th0;

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
    },
    provenance: prov,
    warnings,
    settings: {
      voros: config.voros.map((r) => [r[0], r[1]] as Range),
      partialAuroc: config.partialAuroc.map((r) => [r[0], r[1]] as Range),
      waaurocc: config.waaurocc.map((w) => [w.fpr[0], w.fpr[1]] as Range),
      beta: config.beta,
      deploymentPrevalence: config.deploymentPrevalence.slice(),
    },
    models: modelReports,
    crossings,
    scenarios,
    ...(heatmap ? { heatmap } : {}),
    ...(dd ? { dutchDraw: Object.fromEntries(MEASURES.map((k) => [k, ddJson(dd![k], D)])) } : {}),
    ...(config.geometry.capacity !== undefined || config.geometry.risk ? { geometryRegions: geometryRegions(config, P / D) } : {}),
  };
  return { report, heatmapMs };
}

const HEATMAP_DEF11: Record<string, string> = {
  'def11.positives-not-minority': 'positives are the minority class (P < N)',
  'def11.precision-below-prevalence': 'the precision bound α exceeds the prevalence',
  'def11.precision-one': 'α < 1',
  'def11.capacity-zero': 'the capacity κ is positive',
  'def11.capacity-not-binding': 'the capacity κ is below |D|',
  'def11.t-above-bound': 't stays below αN/(αN + (1−α)P)',
};

const HEATMAP_WHY: Record<string, string> = {
  'def11.positives-not-minority': 'the feasible region takes shapes outside the paper\'s main text; PV is computed with the general method of Appendix A',
  'def11.precision-below-prevalence': 'the precision bound cuts little or nothing, so those cells mostly compare models by capacity alone',
  'def11.precision-one': 'only classifiers without false positives are feasible: the region has zero area and PV is reported as 0 for every model',
  'def11.capacity-zero': 'only never-alarm is feasible: the region has zero area and PV is reported as 0 for every model',
  'def11.capacity-not-binding': 'the capacity does not bind there, only the precision bound shapes the region',
  'def11.t-above-bound': 'never-alarm gets a positive partial area there, so PV no longer has never-alarm at 0',
};

/** Longest argmax/argmin list written in full; longer sets are truncated, with their count and exact runs. */
export const DD_ARG_LIMIT = 100;

/** Runs [first, last] of consecutive θ* = k/M in an ascending list. */
function runs(thetas: number[], M: number): [number, number][] {
  const out: [number, number][] = [];
  let start = 0;
  for (let i = 1; i <= thetas.length; i++) {
    if (i === thetas.length || Math.round(thetas[i] * M) !== Math.round(thetas[i - 1] * M) + 1) {
      out.push([thetas[start], thetas[i - 1]]);
      start = i;
    }
  }
  return out;
}

function ddJson(b: DDBaseline, M: number): NonNullable<Report['dutchDraw']>[string] {
  return {
    max: b.max,
    min: b.min,
    argmax: b.argmax.length > DD_ARG_LIMIT ? b.argmax.slice(0, DD_ARG_LIMIT) : b.argmax.slice(),
    argmin: b.argmin.length > DD_ARG_LIMIT ? b.argmin.slice(0, DD_ARG_LIMIT) : b.argmin.slice(),
    argmaxCount: b.argmax.length,
    argminCount: b.argmin.length,
    argmaxRuns: runs(b.argmax, M),
    argminRuns: runs(b.argmin, M),
  };
}

function operatingPoint(
  source: string,
  roc: RocCurve,
  i: number,
  threshold: number | null,
  beta: number,
  dd: Record<MeasureName, DDBaseline> | undefined,
): OperatingPoint {
  const measures = measuresAtRocPoint(roc, i, beta);
  const beats: Record<string, boolean | null> = {};
  for (const k of MEASURES) beats[k] = dd ? beatsBaseline(k, measures[k], dd[k]) : null;
  return { source, threshold, fpr: roc.fpr[i], tpr: roc.tpr[i], measures: { ...measures }, beatsBaseline: beats };
}

/** A geometry operating point as JSON (threshold null when unknown or infinite). */
function geometryPoint(roc: RocCurve, q: { index: number } | null): GeometryPoint | null {
  if (!q) return null;
  const i = q.index;
  return { fpr: roc.fpr[i], tpr: roc.tpr[i], threshold: thr(roc.thresholds[i], roc.hasThresholds), tp: roc.tp[i], fp: roc.fp[i] };
}

/** Capacity line and bounded-risk region of Sameni Sec. 6 for the dataset's prevalence. */
function geometryRegions(config: Config, prevalence: number): GeometryRegions {
  const g = config.geometry;
  return {
    prevalence,
    ...(g.capacity !== undefined
      ? { capacity: { m: g.capacity, line: (capacityLine(prevalence, 1 - prevalence, g.capacity) as Pt[] | null) ?? null } }
      : {}),
    ...(g.risk
      ? { risk: { ...g.risk, region: boundedRiskRegion(g.risk.fpCost, g.risk.fnCost, prevalence, g.risk.maxRisk).map((p) => [p[0], p[1]] as Pt) } }
      : {}),
  };
}
