/** Reading a config's dataset into one count table and ROC curve per model. */
import type { LoadedConfig } from '../config/load';
import { InputError } from '../io/errors';
import { readScoresCsv } from '../io/scores';
import { readRocCsv } from '../io/roc';
import type { CountTable, RocCurve } from '../metrics/types';
import { countTableFromRoc, countTableFromScores, MetricInputError } from '../metrics/counts';
import { rocCurve } from '../metrics/roc';
import { context } from './errors';

export interface ModelInput {
  name: string;
  ct: CountTable;
  roc: RocCurve;
}

/** The dataset as the pipeline uses it: the models, P and N, and (for per-example CSVs) rows, dropped rows, labels. */
export interface ModelData {
  models: ModelInput[];
  P: number;
  N: number;
  rows?: number;
  dropped?: number;
  labels?: { positive: string; negative: string };
}

/** Read the dataset of a loaded config into count tables (one per model). */
export async function readModels(loaded: LoadedConfig): Promise<ModelData> {
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
