/**
 * The coded warning vocabulary: every `warnings[].code` a report can carry, with its meaning. Producers (the metric
 * core for Partial VOROS Def. 11, the report sections for the rest) take their codes from here, and docs/warnings.md
 * lists the same table (a test compares them). Pure data, no imports: usable by the metric core, the report and the
 * browser alike.
 */

/**
 * Partial VOROS Def. 11 ("practical assumptions"), one code per assumption: the clause the assumption states, and what
 * failing it changes (used in per-scenario warnings and in the heatmap's summary warnings).
 */
export const DEF11 = {
  'def11.positives-not-minority': {
    assumption: 'positives are the minority class (P < N)',
    effect: "the feasible region takes shapes outside the paper's main text; PV is computed with the general method of Appendix A",
  },
  'def11.precision-below-prevalence': {
    assumption: 'the precision bound α exceeds the prevalence',
    effect: 'the precision bound cuts little or nothing, so those cells mostly compare models by capacity alone',
  },
  'def11.precision-one': {
    assumption: 'α < 1',
    effect: 'only classifiers without false positives are feasible: the region has zero area and PV is reported as 0 for every model',
  },
  'def11.capacity-zero': {
    assumption: 'the capacity κ is positive',
    effect: 'only never-alarm is feasible: the region has zero area and PV is reported as 0 for every model',
  },
  'def11.capacity-not-binding': {
    assumption: 'the capacity κ is below |D|',
    effect: 'the capacity does not bind there, only the precision bound shapes the region',
  },
  'def11.t-above-bound': {
    assumption: 't stays below αN/(αN + (1−α)P)',
    effect: 'never-alarm gets a positive partial area there, so PV no longer has never-alarm at 0',
  },
} as const;

export type Def11Code = keyof typeof DEF11;

/** The heatmap's summary code for a Partial VOROS Def. 11 failure over its cells. */
export function heatmapDef11Code(code: Def11Code): `heatmap.${Def11Code}` {
  return `heatmap.${code}`;
}

/** Every warning code with its meaning (when it is raised and what it means for the numbers). */
export const WARNING_CODES = {
  'def11.positives-not-minority': 'A scenario has P ≥ N, against Partial VOROS Def. 11 (P < N). Computed anyway with the general method of Appendix A.',
  'def11.precision-below-prevalence': 'A scenario\'s precision bound α does not exceed the prevalence (Partial VOROS Def. 11: α > p): the bound cuts little or nothing.',
  'def11.precision-one': 'A scenario has α = 1 (Partial VOROS Def. 11: α < 1): only classifiers without false positives are feasible; the region has zero area.',
  'def11.capacity-zero': 'A scenario has κ = 0 (Partial VOROS Def. 11: κ > 0): only never-alarm is feasible; the region has zero area.',
  'def11.capacity-not-binding': 'A scenario has κ ≥ |D| (Partial VOROS Def. 11: κ < |D|): the capacity does not bind.',
  'def11.t-above-bound': 'A scenario\'s t range reaches above αN/(αN + (1 − α)P) (Partial VOROS Def. 11, Lemma 26): never-alarm gets a positive partial area.',
  'heatmap.def11.positives-not-minority': 'def11.positives-not-minority, summarized over the heatmap\'s cells (how many cells).',
  'heatmap.def11.precision-below-prevalence': 'def11.precision-below-prevalence, summarized over the heatmap\'s cells.',
  'heatmap.def11.precision-one': 'def11.precision-one, summarized over the heatmap\'s cells.',
  'heatmap.def11.capacity-zero': 'def11.capacity-zero, summarized over the heatmap\'s cells.',
  'heatmap.def11.capacity-not-binding': 'def11.capacity-not-binding, summarized over the heatmap\'s cells.',
  'heatmap.def11.t-above-bound': 'def11.t-above-bound, summarized over the heatmap\'s cells.',
  'scenario.degenerate-region': 'A scenario\'s feasible region has zero area (κ = 0 or α = 1, Appendix A cases 6–7): partial VOROS is undefined and reported as 0 for every model (`degenerate: true`). Raised once per scenario, not per model.',
  'scenario.top-tie-exceeds-capacity': 'A model\'s top score is shared by more cases than a scenario\'s capacity κ allows: no threshold of that model flags at most κ cases, so it can only never alarm there (PV 0, no operating point). Break the tie (finer scores) or raise the capacity.',
  'heatmap.top-tie-exceeds-capacity': 'scenario.top-tie-exceeds-capacity over the heatmap: a model\'s top-score tie exceeds κ in some cells (how many), where it can only never alarm (PV 0). Raised once per model.',
  'input.rows-dropped': 'Rows were dropped for missing values (`dataset.missing: drop`); every metric uses the remaining rows.',
  'input.identifier-column': 'A column read as a model looks like an identifier (whole numbers, a different one on every row): the config lists no `dataset.models`, so every numeric column is a model. `rocsite check` and `compute` repeat it on stderr.',
  'auroc.below-chance': 'A model\'s AUROC is below 0.5: it ranks negatives above positives more often than not. When every model is below 0.5 the positive label (`dataset.positive`) or the score direction is probably inverted, and the summary says so first.',
  'pauc.below-chance': 'A model\'s McClish-standardized partial AUROC is below 0.5 on an FPR range (pROC reports NA there; rocsite reports the formula\'s value).',
  'geometry.binormal-fit': 'No binormal fit for a model (e.g. fewer than two interior ROC points): its a, b and binormal AUROC are null.',
  'dutchdraw.non-integer-counts': 'P or N is not a whole number (published ROC points): no Dutch Draw baselines and no beats-baseline flags.',
  'selection.recommended-infeasible-on-test': 'Model selection: in a scenario, even the recommended strategy\'s fixed threshold breaks α or κ on the test part for some of the cost distribution (the share and the broken limits are named). No strategy stays feasible on test more often.',
  'selection.no-scenarios': 'The config gives validation and test parts but no scenarios: there is nothing to select for (model selection needs α, κ and a cost distribution), so the report has no selection section. Every metric is still computed on the test part.',
  'thresholds.no-scores': 'Thresholds were listed in the config for a model whose ROC points have no threshold column: they are ignored.',
} as const satisfies Record<Def11Code | `heatmap.${Def11Code}`, string> & Record<string, string>;

export type WarningCode = keyof typeof WARNING_CODES;

/** Whether `code` belongs to the vocabulary. */
export function isWarningCode(code: string): code is WarningCode {
  return Object.prototype.hasOwnProperty.call(WARNING_CODES, code);
}
