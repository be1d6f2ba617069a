/**
 * The uncertainty of the report: DeLong intervals and paired tests (delong.ts, always when the input has examples),
 * bootstrap percentile intervals and heatmap win probabilities (bootstrap.ts, on request), assembled as report JSON,
 * with the notes (what could not be computed, unpaired intervals) and the statements the pages print (whether the
 * best model is distinguishable from the next).
 */
import type { Config } from '../config/load';
import { dict } from '../dict';
import { delongCi, delongCovarianceFromSums, delongPlacements, delongTest, type PairSums, type Placements } from '../metrics/delong';
import { holm } from '../metrics/multiplicity';
import { probit } from '../metrics/normal';
import { holmStatement, pStatement } from '../pvalue';
import { MAX_ALL_PAIRS_MODELS, shownLimit } from '../limits';
import { descendingOrder, pairedScope, testedPairs } from './paired-scope';
import { percentileCi } from '../metrics/resample';
import { selectionColumn, statColumn, statNames, type BootstrapPart, type BootstrapPlan } from './bootstrap';
import type { ModelData } from './inputs';
import type { Heatmap, ModelReport, Report, SelectionEntry } from './types';
import { CLEAR_WIN } from './uncertainty-rules';
import { cellWinners, noneReaches } from '../metrics/winners';
import { NO_REACH } from '../charts/heatmap-labels';
import { STRATEGY_LABELS } from './recommendation';
import { sharePct } from '../charts/format';

export { CLEAR_WIN } from './uncertainty-rules';

type Ci = [number, number];
type Intervals = NonNullable<ModelReport['intervals']>;
type Comparison = NonNullable<Report['comparisons']>[number];
type SelectionIntervals = NonNullable<SelectionEntry['intervals']>;

export interface UncertaintyInput {
  config: Config;
  data: ModelData;
  models: ModelReport[];
  heatmap?: Heatmap;
  /** The selection section (scenarios × strategies), when the input has validation and test parts. */
  selection?: SelectionEntry[];
  /** The recommendation per scenario (recommendation.ts), for the statements. */
  recommendations?: readonly { scenario: string; strategy: SelectionEntry['strategy'] }[];
  /** The bootstrap run and its plan (when requested and possible), or why it could not run. */
  boot?: { plan: BootstrapPlan; run: BootstrapPart };
  bootReason?: string;
}

export interface UncertaintyResult {
  intervals: Intervals[];
  comparisons?: Comparison[];
  winProbability?: Record<string, number>[][];
  /** Parallel to `selection`: bootstrap intervals of each entry's expected test cost and feasibleOnTest. */
  selectionIntervals?: SelectionIntervals[];
  uncertainty: NonNullable<Report['uncertainty']>;
}

const f3 = (x: number) => (Number.isFinite(x) ? x.toFixed(3).replace(/^-/, '−') : 'undefined');
const pct = (level: number) => `${+(level * 100).toPrecision(6)}%`;
const ciText = (c: Ci) => `[${f3(c[0])}, ${f3(c[1])}]`;

/**
 * Bootstrap summary of feasibleOnTest: the percentile interval and the mean over resamples. For a τ(t) of one piece,
 * feasibleOnTest is 0 or 1 in each resample, so the interval is often [0, 1] and the mean (the share of resamples in
 * which the fixed test point meets α and κ) says more.
 */
function feasibleInterval(col: Float64Array, level: number): SelectionIntervals['feasibleOnTest'][number] {
  let sum = 0;
  for (const v of col) sum += v;
  return { method: 'bootstrap', level, ci: percentileCi(col, level), mean: col.length ? sum / col.length : NaN };
}

/** Share of resamples in which column `best` is at least every other column (ties count as best). */
function bestShare(cols: Float64Array[], best: number): number {
  const n = cols[best].length;
  let wins = 0;
  for (let i = 0; i < n; i++) if (cols.every((c) => cols[best][i] >= c[i])) wins++;
  return n ? wins / n : NaN;
}

function placementsOf(data: ModelData, config: Config): { pl?: Placements[]; note?: string } {
  if (config.dataset.kind === 'roc') {
    return { note: "DeLong intervals and tests need each example's score; published ROC points do not give them, so none are reported." };
  }
  const whole = data.models.every((m) => m.ct.pos.every(Number.isInteger) && m.ct.neg.every(Number.isInteger));
  if (!whole) return { note: 'DeLong intervals need whole-number counts; these count tables have fractional counts, so none are reported.' };
  if (data.P < 2 || data.N < 2) return { note: "DeLong's variance needs at least two positives and two negatives." };
  return { pl: data.models.map((m) => delongPlacements(m.ct)) };
}

/**
 * DeLong's exact row sums of models i and j, as inputs.ts summed them for the pairs the report tests ({@link testedPairs}
 * of the same AUROCs, so every tested pair is there).
 */
function pairSumsOf(data: ModelData, i: number, j: number): PairSums {
  const found = data.pairSums!.find((e) => e.pair[0] === i && e.pair[1] === j);
  if (!found) throw new Error(`internal: no DeLong sums for models ${i} and ${j}`);
  return found.sums;
}

/**
 * The head of the AUROC statement: the best model A against B, the closest of the others (with more than two models a
 * verdict that holds is "above every other model").
 */
function aurocHead(A: ModelReport, B: ModelReport, holds: boolean, models: number): string {
  const top = `${A.name} has the highest AUROC (${f3(A.auroc)}), `;
  if (!holds) return `${top}but it is not distinguishable from ${B.name} (${f3(B.auroc)})`;
  return models > 2 ? `${top}distinguishably above every other model (closest: ${B.name}, ${f3(B.auroc)})` : `${top}distinguishably above ${B.name} (${f3(B.auroc)})`;
}

/**
 * The closest of `others` to the winner by the bootstrap: the percentile interval of the winner's value minus each
 * other's (per resample), and the other whose interval has the lowest lower bound (ties: the first in `others`).
 */
function closestByBootstrap(winner: Float64Array, others: readonly number[], colOf: (k: number) => Float64Array, level: number): { k: number; d: Ci } {
  let best: { k: number; d: Ci } | undefined;
  for (const k of others) {
    const c = colOf(k);
    const d = percentileCi(winner.map((x, i) => x - c[i]), level) as Ci;
    if (!best || d[0] < best.d[0]) best = { k, d };
  }
  return best!;
}

/** Every interval, test, win probability, note and statement of the report. */
export function uncertaintySection(inp: UncertaintyInput): UncertaintyResult {
  const { config, data, models } = inp;
  const level = config.uncertainty?.level ?? 0.95;
  const notes: string[] = [];
  const statements: string[] = [];
  /** Short forms of the statements, in the same order (the summary box on page 1 prints these). */
  const briefs: string[] = [];
  const say = (brief: string, full: string) => {
    briefs.push(brief);
    statements.push(full);
  };
  const { pl, note } = placementsOf(data, config);
  if (note) notes.push(note);
  if (config.dataset.kind === 'roc' && models.length > 1) {
    // The curve between published points is unknown: straight lines under-read a continuous score's concave curve.
    const inner = (r: ModelData['models'][number]['roc']) => r.fpr.filter((x, i) => !(x === 0 && r.tpr[i] === 0) && !(x === 1 && r.tpr[i] === 1)).length;
    const pts = data.models.map((m) => `${m.name} ${inner(m.roc)}`);
    notes.push(
      `AUROC and AP from published points join the points by straight lines (AP by steps): exact for a score that has only these thresholds, but for a continuous score shown through a few of its thresholds they read low, the more so the fewer the points (${pts.join(', ')} points here), so a model with more points is favoured; the binormal AUROC estimates a smooth curve through each model's points.`,
    );
  }

  // DeLong's paired tests: every pair of models scored on the same rows, or with many models each against the best
  // by AUROC (paired-scope.ts).
  let comparisons: Comparison[] | undefined;
  // The exact row sums, summed as the rows were read (inputs.ts).
  if (pl && data.pairSums) {
    const zq = probit(1 - (1 - level) / 2);
    const aurocs = models.map((m) => m.auroc);
    comparisons = testedPairs(aurocs).map(([i, j]) => {
      const cov = delongCovarianceFromSums(pl[i], pl[j], pairSumsOf(data, i, j));
      const t = delongTest(pl[i], pl[j], cov);
      const d = pl[i].auroc - pl[j].auroc;
      return { a: models[i].name, b: models[j].name, method: 'delong' as const, auroc: t.auroc, z: t.z, p: t.p, difference: [d - zq * t.se, d + zq * t.se] };
    });
    // The report makes several tests and states the pair of its verdict after seeing the ranking: Holm over all of them.
    const adjusted = holm(comparisons.map((c) => c.p));
    comparisons = comparisons.map((c, k) => ({ ...c, pHolm: adjusted[k] }));
    const scope = pairedScope(aurocs);
    if (scope.kind === 'best') {
      const M = models.length;
      notes.push(
        `With ${shownLimit(M)} models (more than ${MAX_ALL_PAIRS_MODELS}), the paired DeLong tests compare each model with the model of highest AUROC, ${models[scope.best].name}, only: ${shownLimit(M - 1)} tests instead of all ${shownLimit((M * (M - 1)) / 2)} pairs.`,
      );
    }
  } else if (pl && models.length > 1) {
    notes.push('Count tables do not say which example is which across models, so there are no paired tests.');
  }

  const boot = inp.boot;
  if (config.uncertainty?.bootstrap && !boot && inp.bootReason) notes.push(`No bootstrap: ${inp.bootReason}.`);
  if (boot && !boot.plan.paired) {
    notes.push('Bootstrap intervals are unpaired: each count table was resampled on its own (tables do not pair examples across models), so differences between models are not resampled jointly.');
  }
  const names = boot ? statNames(boot.plan) : [];
  const col = (k: number, s: string) => statColumn(boot!.plan, boot!.run, k, names.indexOf(s));
  const bci = (k: number, s: string): Ci => percentileCi(col(k, s), level);

  const intervals: Intervals[] = models.map((m, k) => {
    const auroc: Intervals['auroc'] = [];
    if (pl) auroc.push({ method: 'delong', level, ci: delongCi(pl[k], level) });
    if (!boot) return { auroc, auprc: [], partialAuroc: [], voros: [], scenarios: [] };
    auroc.push({ method: 'bootstrap', level, ci: bci(k, 'auroc') });
    return {
      auroc,
      auprc: [{ method: 'bootstrap', level, ci: bci(k, 'auprc') }],
      partialAuroc: m.partialAuroc.map((p, i) => ({ fpr: p.fpr, method: 'bootstrap' as const, level, ci: bci(k, `partialAuroc.area.${i}`), mcclish: bci(k, `partialAuroc.mcclish.${i}`) })),
      voros: m.voros.map((v, i) => ({ t: v.t, method: 'bootstrap' as const, level, ci: bci(k, `voros.${i}`) })),
      scenarios: m.scenarios.map((s, i) => ({ name: s.name, method: 'bootstrap' as const, level, ci: bci(k, `scenario.${i}`) })),
    };
  });

  // Statements: the best model by AUROC against every other, named by the closest of them (an intersection–union
  // claim, "better than each": it holds only if every comparison holds).
  if (models.length > 1) {
    const order = descendingOrder(models.map((m) => m.auroc));
    const a = order[0];
    const A = models[a];
    const alpha = 1 - level;
    // With a bootstrap: the share of resamples in which the best model's AUROC is the highest (paired resamples only).
    const share = boot?.plan.paired ? bestShare(models.map((_, k) => col(k, 'auroc')), a) : undefined;
    const shareText = share === undefined ? '' : ` It has the highest AUROC in ${sharePct(share)} of bootstrap resamples.`;
    const unsure = share !== undefined && share < CLEAR_WIN;
    const others = order.slice(1);
    const tests = comparisons && others.map((k) => comparisons!.find((c) => (c.a === A.name && c.b === models[k].name) || (c.a === models[k].name && c.b === A.name)));
    if (tests && tests.every((c) => c !== undefined)) {
      // The closest: the weakest evidence (largest adjusted p; undefined tests first), ties to the higher AUROC.
      const weight = (c: Comparison) => (c.pHolm === null || c.pHolm === undefined ? Infinity : c.pHolm);
      let w = 0;
      tests.forEach((c, i) => {
        if (weight(c!) > weight(tests[w]!)) w = i;
      });
      const cmp = tests[w]!;
      const B = models[others[w]];
      const sign = cmp.a === A.name ? 1 : -1;
      const d: Ci = sign === 1 ? (cmp.difference as Ci) : [-cmp.difference[1]!, -cmp.difference[0]!];
      const holds = cmp.pHolm !== null && cmp.pHolm !== undefined && cmp.pHolm < alpha && !unsure;
      const many = comparisons!.length > 1;
      const head = aurocHead(A, B, holds, models.length);
      const pText = many
        ? `paired DeLong test ${pStatement(cmp.p)}, and ${holmStatement(cmp.pHolm ?? null, comparisons!.length)} of this report`
        : `paired DeLong test ${pStatement(cmp.p)}`;
      say(
        `${head}.`,
        `${head}: the ${pct(level)} DeLong interval of the difference with ${B.name}${many ? ', not adjusted for multiplicity,' : ''} is ${ciText(d)}${d[0] <= 0 ? ', which contains 0' : ''}; ${pText}.${shareText}`,
      );
    } else if (boot) {
      // Percentile intervals of the paired (or unpaired) bootstrap differences with every other model; the closest is
      // the one with the lowest lower bound.
      const { k, d } = closestByBootstrap(col(a, 'auroc'), others, (j) => col(j, 'auroc'), level);
      const B = models[k];
      const holds = d[0] > 0 && !unsure;
      const head = aurocHead(A, B, holds, models.length);
      say(
        `${head}.`,
        `${head}: the ${pct(level)} ${boot.plan.paired ? '' : 'unpaired '}bootstrap interval of the difference with ${B.name} is ${ciText(d)}${d[0] <= 0 ? ', which contains 0' : ''}.${shareText}`,
      );
    }
    // Each scenario: the winner by partial VOROS against every other model (bootstrap differences), named by the
    // closest (the lowest lower bound): a winner whose point value is 0 can still be the real competitor.
    if (boot) {
      models[0].scenarios.forEach((s, si) => {
        const ord = models.map((_, k) => k).sort((x, y) => models[y].scenarios[si].partialVoros - models[x].scenarios[si].partialVoros || x - y);
        // No model reaches the feasible region except by never alarming: no winner to be sure of.
        if (noneReaches(models.map((m) => m.scenarios[si].partialVoros))) {
          const none = `Scenario '${s.name}': no winner: ${NO_REACH} (partial VOROS 0 for every model).`;
          say(none, none);
          return;
        }
        const w = ord[0];
        const { k: r, d } = closestByBootstrap(col(w, `scenario.${si}`), ord.slice(1), (j) => col(j, `scenario.${si}`), level);
        const winShare = bestShare(models.map((_, k) => col(k, `scenario.${si}`)), w);
        const unclear = !(d[0] > 0) || winShare < CLEAR_WIN;
        const R = models[r];
        const all = models.length > 2 && !unclear;
        const whom = all ? `every other model (closest: ${R.name}` : R.name;
        say(
          `Scenario '${s.name}': ${models[w].name} is best in ${sharePct(winShare)} of resamples, ${unclear ? 'not distinguishable from' : 'distinguishable from'} ${whom}${all ? ')' : ''}.`,
          `Scenario '${s.name}': ${models[w].name} has the highest partial VOROS (${f3(models[w].scenarios[si].partialVoros)}) ` +
            `${unclear ? 'but is not distinguishable from' : 'and is distinguishable from'} ${whom}${all ? ', ' : ' ('}${f3(R.scenarios[si].partialVoros)}): ` +
            `the ${pct(level)} bootstrap interval of the difference with ${R.name} is ${ciText(d)} and ${models[w].name} is best in ${sharePct(winShare)} of resamples.`,
        );
      });
    }
  }

  let winProbability: Record<string, number>[][] | undefined;
  if (boot && inp.heatmap && boot.plan.heatmap) {
    const M = models.length;
    const B = boot.plan.resamples;
    const nK = boot.plan.heatmap.kappas.length;
    winProbability = inp.heatmap.cells.map((row, i) =>
      row.map((_, j) => dict(models.map((m, k) => [m.name, boot.run.wins[(i * nK + j) * M + k] / B] as const))),
    );
    let unclear = 0;
    let total = 0;
    let noWinner = 0;
    inp.heatmap.cells.forEach((row, i) =>
      row.forEach((cell, j) => {
        total++;
        // (A cell without a winner, every PV 0, has none to be sure of.)
        const shown = cellWinners(cell);
        if (shown.length === 0) noWinner++;
        else if (shown.some((w) => winProbability![i][j][w] < CLEAR_WIN)) unclear++;
      }),
    );
    const none = noWinner ? ` (${noWinner} of ${total} cells have no winner: partial VOROS 0 for every model)` : '';
    const text =
      noWinner === total
        ? `Heatmap: no cell has a winner (partial VOROS 0 for every model in every cell).`
        : unclear === 0
          ? `Heatmap: every cell's winner wins in at least ${CLEAR_WIN * 100}% of bootstrap resamples${none}.`
          : `Heatmap: in ${unclear} of ${total} cells a winner wins in fewer than ${CLEAR_WIN * 100}% of bootstrap resamples, so the winner there is not clear${none}.`;
    say(text, text);
  }

  // Selection: the choice (model and τ(t)) is fixed on validation; only the test part is resampled.
  let selectionIntervals: SelectionIntervals[] | undefined;
  const targets = boot?.plan.selection;
  if (boot && targets && inp.selection && targets.length === inp.selection.length) {
    selectionIntervals = inp.selection.map((_, e) => ({
      expectedTestCost: [{ method: 'bootstrap' as const, level, ci: percentileCi(selectionColumn(boot.plan, boot.run, e, 0), level) }],
      feasibleOnTest: [feasibleInterval(selectionColumn(boot.plan, boot.run, e, 1), level)],
    }));
    // Statements: the recommended strategy of each scenario with its interval.
    for (const r of inp.recommendations ?? []) {
      const e = inp.selection.findIndex((x) => x.scenario === r.scenario && x.strategy === r.strategy);
      if (e < 0) continue;
      const x = inp.selection[e];
      const iv = selectionIntervals[e];
      say(
        `Scenario '${r.scenario}': the recommended choice's expected test cost is ${f3(x.expectedTestCost)}, ${pct(level)} interval ${ciText(iv.expectedTestCost[0].ci as Ci)}.`,
        `Scenario '${r.scenario}': the recommended choice (${STRATEGY_LABELS[x.strategy]}: ${x.model}) has expected test cost ${f3(x.expectedTestCost)}, ${pct(level)} bootstrap interval ${ciText(iv.expectedTestCost[0].ci as Ci)} ` +
          `(test part resampled, model and thresholds kept as chosen on validation); over the resamples its thresholds meet α and κ on test for ${sharePct(iv.feasibleOnTest[0].mean)} of the cost distribution on average.`,
      );
    }
    notes.push(
      `Selection intervals cover the test part's sampling only: each strategy's model and thresholds stay as chosen on the validation part, and the expected test cost and the share feasible on test are recomputed on each stratified resample of the test rows (${boot.plan.paired ? 'the same resampled rows for every strategy' : "each model's count table resampled on its own"}). The variability of the choice itself (a different validation part could pick another model or threshold) is not included.`,
    );
  }

  return {
    intervals,
    ...(comparisons ? { comparisons } : {}),
    ...(winProbability ? { winProbability } : {}),
    ...(selectionIntervals ? { selectionIntervals } : {}),
    uncertainty: {
      level,
      ...(boot ? { bootstrap: { resamples: boot.plan.resamples, seed: boot.plan.seed, stratified: true as const, paired: boot.plan.paired } } : {}),
      notes,
      statements,
      briefs,
    },
  };
}
