/** Reading a config's dataset into one count table and ROC curve per model. */
import { dirname, isAbsolute, relative } from 'node:path';
import type { InputFile, LoadedConfig } from '../config/load';
import { InputError, withContentHidden } from '../io/errors';
import { readScoresCsv } from '../io/scores';
import { readScoresParquet } from '../io/parquet';
import { readRocCsv } from '../io/roc';
import { readCountsCsv } from '../io/counts';
import type { CountTable, RocCurve } from '../metrics/types';
import { countTableFromCounts, countTableFromRoc, countTableFromScores, MetricInputError } from '../metrics/counts';
import { rocCurve } from '../metrics/roc';
import { rowRanks } from '../metrics/resample';
import { context } from './errors';

export interface ModelInput {
  name: string;
  ct: CountTable;
  roc: RocCurve;
  /** Per-example input: each row's rank (its distinct-score index in `ct`), for DeLong and resampling. */
  rank?: Int32Array;
}

/** One part of the data (validation or test): a count table per model (in config order) and its totals. */
export interface PartData {
  models: ModelInput[];
  P: number;
  N: number;
  /** Data rows of the part (per-example scores), or P + N (count tables). */
  rows: number;
  /** Per-example input: the part's row labels, aligned with every model's `rank` (DeLong and resampling). */
  rowLabels?: Uint8Array;
}

/**
 * The dataset as the pipeline uses it: the models, P and N, and (for per-example scores) rows, dropped rows, labels.
 * With validation and test parts, `models`, `P` and `N` are the TEST part (every metric of the report is computed on
 * it; `rows` and `dropped` count every row read) and `parts` holds both parts for model selection.
 */
export interface ModelData {
  models: ModelInput[];
  P: number;
  N: number;
  rows?: number;
  dropped?: number;
  labels?: { positive: string; negative: string };
  /** Per-example input: each row's label (1 positive, 0 negative), aligned with every model's `rank`. */
  rowLabels?: Uint8Array;
  parts?: { source: 'split' | 'file' | 'counts'; validation: PartData; test: PartData };
}

/** Count tables of per-example rows, one per model; `keep` selects rows (all when absent). */
function partFromScores(
  shown: string,
  partName: string,
  labels: Uint8Array,
  scores: Float64Array[],
  names: string[],
  keep?: (i: number) => boolean,
): PartData {
  const idx: number[] = [];
  for (let i = 0; i < labels.length; i++) if (!keep || keep(i)) idx.push(i);
  const lab = Uint8Array.from(idx, (i) => labels[i]);
  let P = 0;
  for (const y of lab) P += y;
  const N = lab.length - P;
  if (P === 0 || N === 0) {
    throw new InputError(
      { file: shown },
      `expected both classes in the ${partName} part, found ${lab.length === 0 ? 'no rows' : `only ${P === 0 ? 'negatives' : 'positives'} (${lab.length} rows)`}: ROC metrics need at least one positive and one negative in each part`,
    );
  }
  const models = names.map((name, k) => {
    const col = Float64Array.from(idx, (i) => scores[k][i]);
    let ct: CountTable;
    try {
      ct = countTableFromScores(lab, col);
    } catch (e) {
      context(`${shown}, column '${name}', ${partName} part`, e);
    }
    return { name, ct, roc: rocCurve(ct), rank: rowRanks(ct, col) };
  });
  return { models, P, N, rows: lab.length, rowLabels: lab };
}

/** Count tables of one part given as count-table files (one per model, equal totals). */
async function partFromCounts(loaded: LoadedConfig, files: { name: string; file: InputFile }[]): Promise<PartData> {
  const models: ModelInput[] = [];
  let first: { file: string; P: number; N: number } | undefined;
  for (const m of files) {
    const t = await read(loaded, m.file, () => readCountsCsv(m.file.abs, m.file.shown));
    if (!first) first = { file: m.file.shown, P: t.P, N: t.N };
    else if (t.P !== first.P || t.N !== first.N) {
      throw new InputError(
        { file: m.file.shown },
        `expected the same totals as ${first.file} (model '${files[0].name}': ${first.P} positives, ${first.N} negatives), ` +
          `found ${t.P} positives, ${t.N} negatives (model '${m.name}'): every model must be evaluated on the same examples`,
      );
    }
    let ct: CountTable;
    try {
      ct = countTableFromCounts(t.scores, t.positives, t.negatives);
    } catch (e) {
      if (e instanceof MetricInputError) throw new InputError({ file: m.file.shown }, e.message);
      throw e;
    }
    models.push({ name: m.name, ct, roc: rocCurve(ct) });
  }
  return { models, P: first!.P, N: first!.N, rows: first!.P + first!.N };
}

function inside(dir: string, file: string): boolean {
  const rel = relative(dir, file);
  return rel !== '' && !rel.startsWith('..') && !isAbsolute(rel);
}

/**
 * Whether `file` lies inside the project: the config's folder or the working directory it was loaded from. Messages
 * may quote the content of such a file; of any other (a config can name /etc/shadow) they quote nothing.
 */
export function insideProject(loaded: LoadedConfig, file: InputFile): boolean {
  return inside(dirname(loaded.file.abs), file.abs) || (loaded.cwd !== undefined && inside(loaded.cwd, file.abs));
}

/** Run a reader of `file`; messages quote none of its content when it lies outside the project. */
function read<T>(loaded: LoadedConfig, file: InputFile, reader: () => Promise<T>): Promise<T> {
  return withContentHidden(!insideProject(loaded, file), reader);
}

/** Read the dataset of a loaded config into count tables (one per model). */
export async function readModels(loaded: LoadedConfig): Promise<ModelData> {
  const d = loaded.config.dataset;
  const parts = loaded.config.parts;
  if (d.kind === 'scores') {
    const data = await read(loaded, d.file, () =>
      (d.format === 'parquet' ? readScoresParquet : readScoresCsv)(d.file.abs, {
        label: d.label,
        positive: d.positive,
        negative: d.negative,
        models: d.models,
        missing: d.missing,
        shown: d.file.shown,
        ...(parts?.kind === 'split' ? { split: { column: parts.column, validation: parts.validation, test: parts.test } } : {}),
      }),
    );
    const labels = { positive: data.positiveValue, negative: data.negativeValue };
    if (parts?.kind === 'split') {
      const pv = data.parts!;
      const validation = partFromScores(d.file.shown, `validation ('${parts.validation}')`, data.labels, data.scores, data.models, (i) => pv[i] === 0);
      const test = partFromScores(d.file.shown, `test ('${parts.test}')`, data.labels, data.scores, data.models, (i) => pv[i] === 1);
      return { models: test.models, P: test.P, N: test.N, rows: data.rows, dropped: data.dropped, labels, rowLabels: test.rowLabels, parts: { source: 'split', validation, test } };
    }
    if (parts?.kind === 'file') {
      const f = parts.file;
      const td = await read(loaded, f, () =>
        (parts.format === 'parquet' ? readScoresParquet : readScoresCsv)(f.abs, {
          label: d.label,
          positive: d.positive,
          negative: d.negative,
          models: data.models,
          missing: d.missing,
          shown: f.shown,
        }),
      );
      const validation = partFromScores(d.file.shown, 'validation', data.labels, data.scores, data.models);
      const test = partFromScores(f.shown, 'test', td.labels, td.scores, td.models);
      return { models: test.models, P: test.P, N: test.N, rows: data.rows + td.rows, dropped: data.dropped + td.dropped, labels, rowLabels: test.rowLabels, parts: { source: 'file', validation, test } };
    }
    const models = data.models.map((name, k) => {
      let ct: CountTable;
      try {
        ct = countTableFromScores(data.labels, data.scores[k]);
      } catch (e) {
        context(`${d.file.shown}, column '${name}'`, e);
      }
      return { name, ct, roc: rocCurve(ct), rank: rowRanks(ct, data.scores[k]) };
    });
    return {
      models,
      P: data.positives,
      N: data.negatives,
      rows: data.rows,
      dropped: data.dropped,
      labels: { positive: data.positiveValue, negative: data.negativeValue },
      rowLabels: data.labels,
    };
  }
  if (d.kind === 'counts' && parts?.kind === 'counts') {
    const validation = await partFromCounts(loaded, d.models);
    const test = await partFromCounts(loaded, parts.models);
    return { models: test.models, P: test.P, N: test.N, parts: { source: 'counts', validation, test } };
  }
  if (d.kind === 'counts') {
    // Every model's table must describe the same examples: the same totals P and N as the first table.
    const models: ModelInput[] = [];
    let first: { file: string; P: number; N: number } | undefined;
    for (const m of d.models) {
      const t = await read(loaded, m.file, () => readCountsCsv(m.file.abs, m.file.shown));
      if (!first) first = { file: m.file.shown, P: t.P, N: t.N };
      else if (t.P !== first.P || t.N !== first.N) {
        throw new InputError(
          { file: m.file.shown },
          `expected the same totals as ${first.file} (model '${d.models[0].name}': ${first.P} positives, ${first.N} negatives), ` +
            `found ${t.P} positives, ${t.N} negatives (model '${m.name}'): every model must be evaluated on the same examples`,
        );
      }
      let ct: CountTable;
      try {
        ct = countTableFromCounts(t.scores, t.positives, t.negatives);
      } catch (e) {
        if (e instanceof MetricInputError) throw new InputError({ file: m.file.shown }, e.message);
        throw e;
      }
      models.push({ name: m.name, ct, roc: rocCurve(ct) });
    }
    return { models, P: first!.P, N: first!.N };
  }
  const models: ModelInput[] = [];
  for (const m of d.models) {
    const pts = await read(loaded, m.file, () => readRocCsv(m.file.abs, m.file.shown));
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
