import { describe, expect, it } from 'vitest';
import { join, resolve } from 'node:path';
import { capacityCount, gridValues, loadConfig, parseConfig } from '../../src/lib/config/load';

const fx = (p: string) => join(__dirname, '..', 'fixtures', p);
const base = 'title: x\ndataset: { path: a.csv, label: y }\n';
function err(text: string): string {
  try {
    parseConfig(text, 'data/x.yaml', '/data');
  } catch (e) {
    return (e as Error).message;
  }
  throw new Error('expected an error');
}

describe('config: defaults and normalization', () => {
  it('fills defaults: voros [[0,1]], partialAuroc [[0,0.2]], tie 0.01, waaurocc [[0,1]] with 100 bins, beta 1', () => {
    const { config, inputs } = parseConfig(base + 'heatmap: { precision: [0.1], capacity: ["1%"], cost: { t: [0, 1] } }', 'x.yaml', '/data/cfg');
    expect(config.voros).toEqual([[0, 1]]);
    expect(config.partialAuroc).toEqual([[0, 0.2]]);
    expect(config.heatmap!.tie).toBe(0.01);
    expect(config.waaurocc).toEqual([{ fpr: [0, 1], bins: 100 }]);
    expect(config.beta).toBe(1);
    expect(config.scenarios).toEqual([]);
    expect(config.simulated).toBe(false);
    // Paths are relative to the config file.
    expect(inputs[0].abs).toBe(resolve('/data/cfg/a.csv'));
    expect(inputs[0].rel).toBe('a.csv');
  });

  it('published ROC datasets: one input per model, P and N kept', () => {
    const { config, inputs } = parseConfig('title: x\ndataset: { roc: { NEWS: curves/news.csv, NEWS2: news2.csv }, positives: 16695, negatives: 346231 }', 'x.yaml', '/d');
    expect(config.dataset).toMatchObject({ kind: 'roc', positives: 16695, negatives: 346231 });
    expect(inputs.map((i) => i.rel)).toEqual(['curves/news.csv', 'news2.csv']);
  });

  it('the documented example config parses, ranges echoed as configured', () => {
    const text = `title: Diabetes risk models
dataset: { path: scores.csv, label: diabetes, positive: 1, models: [logistic, forest] }
voros: [[0, 1], [0.2, 0.4]]
partialAuroc: [[0, 0.2]]
scenarios:
  - name: strict
    precision: 0.5
    capacity: "20%"
    cost: { t: [0.2, 0.4] }
  - { name: ratio, precision: 0.3, capacity: 100, cost: { ratio: [0.025, 0.05] } }
  - { name: both, precision: 0.3, capacity: 100, cost: { ratio: [0.025, 0.05], classRatio: [10, 20] } }
heatmap: { precision: [0.1, 0.2, 0.3], capacity: ["0.5%", "1%", "5%"], cost: { t: [0.01, 0.7] }, tie: 0.01 }
waaurocc: [[0, 0.2], { fpr: [0, 0.5], bins: 50, acceptance: [[0.1, 0.5], [0.2, 0.7]] }]
fbeta: { beta: 2 }
thresholds: [0.5]
deploymentPrevalence: 0.05
simulated: true
description: text
`;
    const { config } = parseConfig(text, 'x.yaml', '/d');
    expect(config.scenarios[0]).toEqual({ name: 'strict', precision: 0.5, capacity: '20%', cost: { t: [0.2, 0.4] } });
    expect(config.scenarios[2].cost).toEqual({ ratio: [0.025, 0.05], classRatio: [10, 20] });
    expect(config.heatmap!.capacity).toEqual(['0.5%', '1%', '5%']);
    expect(config.waaurocc[1]).toEqual({ fpr: [0, 0.5], bins: 50, acceptance: [[0.1, 0.5], [0.2, 0.7]] });
    expect(config.beta).toBe(2);
    expect(config.deploymentPrevalence).toEqual([0.05]);
    expect(config.simulated).toBe(true);
  });

  it('count tables: one input per model, relative to the config; no P and N in the config', () => {
    const { config, inputs } = parseConfig('title: x\ndataset: { counts: { modelA: sql/a.csv, modelB: b.csv } }', 'x.yaml', '/d/cfg');
    const a = { abs: resolve('/d/cfg/sql/a.csv'), rel: 'sql/a.csv', shown: resolve('/d/cfg/sql/a.csv') };
    const b = { abs: resolve('/d/cfg/b.csv'), rel: 'b.csv', shown: resolve('/d/cfg/b.csv') };
    expect(config.dataset).toEqual({
      kind: 'counts',
      models: [
        { name: 'modelA', files: [a] },
        { name: 'modelB', files: [b] },
      ],
    });
    expect(inputs.map((i) => i.rel)).toEqual(['sql/a.csv', 'b.csv']);
  });

  it('count tables in partitions: a list of files per model, each an input in order', () => {
    const { config, inputs } = parseConfig('title: x\ndataset: { counts: { modelA: [p/0.csv, p/1.csv], modelB: b.csv } }', 'x.yaml', '/d/cfg');
    const f = (rel: string) => ({ abs: resolve('/d/cfg', rel), rel, shown: resolve('/d/cfg', rel) });
    expect(config.dataset).toEqual({
      kind: 'counts',
      models: [
        { name: 'modelA', files: [f('p/0.csv'), f('p/1.csv')] },
        { name: 'modelB', files: [f('b.csv')] },
      ],
    });
    expect(inputs.map((i) => i.rel)).toEqual(['p/0.csv', 'p/1.csv', 'b.csv']);
  });

  it('one count table of all models (a model column): its files, dataset.models choosing, the test part in the same form', () => {
    const f = (rel: string) => ({ abs: resolve('/d/cfg', rel), rel, shown: resolve('/d/cfg', rel) });
    const one = parseConfig('title: x\ndataset: { counts: sql/counts.csv }', 'x.yaml', '/d/cfg');
    expect(one.config.dataset).toEqual({ kind: 'counts', table: { files: [f('sql/counts.csv')] } });
    expect(one.inputs.map((i) => i.rel)).toEqual(['sql/counts.csv']);
    const parts = parseConfig('title: x\ndataset: { counts: [p/0.parquet, p/1.parquet], models: [B, A], test: { counts: t.parquet } }', 'x.yaml', '/d/cfg');
    expect(parts.config.dataset).toEqual({ kind: 'counts', table: { files: [f('p/0.parquet'), f('p/1.parquet')], models: ['B', 'A'] } });
    expect(parts.config.parts).toEqual({ kind: 'counts', table: { files: [f('t.parquet')], models: ['B', 'A'] } });
    expect(parts.inputs.map((i) => i.rel)).toEqual(['p/0.parquet', 'p/1.parquet', 't.parquet']);
  });

  it('per-example scores: the reader is chosen by the extension (.parquet in any case, else CSV)', () => {
    const fmt = (p: string) => {
      const d = parseConfig(`title: x\ndataset: { path: ${p}, label: y }`, 'x.yaml', '/d').config.dataset;
      return d.kind === 'scores' ? d.format : d.kind;
    };
    expect([fmt('s.parquet'), fmt('S.PARQUET'), fmt('s.csv'), fmt('s.txt'), fmt('parquet.csv')]).toEqual(['parquet', 'parquet', 'csv', 'csv', 'csv']);
  });

  it('JSON configs are accepted', () => {
    const { config } = parseConfig('{"title": "j", "dataset": {"path": "a.csv", "label": "y"}}', 'x.json', '/d');
    expect(config.title).toBe('j');
  });
});

describe('config errors name the file and the key path', () => {
  const cases: [string, string][] = [
    [base + 'scenarios:\n  - { name: a, precision: 0.5, capacity: "20%", cost: { t: [0.2, 0.4] } }\n  - { name: b, precision: 0.5, capacity: "20 percent", cost: { t: [0.2, 0.4] } }',
      "data/x.yaml: scenarios[1].capacity: expected a count or a share like '20%', got '20 percent'"],
    [base + 'scenarios:\n  - { name: b, precision: 0.5, capacty: "20%", cost: { t: [0.2, 0.4] } }',
      "data/x.yaml: scenarios[0]: unknown key 'capacty' (did you mean 'capacity'?)"],
    ['title: x\ndataset: { path: a.csv, label: y, colour: red }', "data/x.yaml: dataset: unknown key 'colour'"],
    [base + 'extra: 1', "data/x.yaml: unknown key 'extra'"],
    // A misspelt optional key: the closest known key is suggested.
    [base + 'scenarois: []', "data/x.yaml: unknown key 'scenarois' (did you mean 'scenarios'?)"],
    ['title: x\ndataset: { path: a.csv, label: y, modles: [a] }', "data/x.yaml: dataset: unknown key 'modles' (did you mean 'models'?)"],
    [base + 'uncertainty: { bootstrp: 10 }', "data/x.yaml: uncertainty: unknown key 'bootstrp' (did you mean 'bootstrap'?)"],
    ['title: x\ndataset: { path: a.csv }', 'data/x.yaml: dataset.label: expected the name of the label column'],
    ['title: x\ndataset: { roc: { A: a.csv }, positives: 10 }', "data/x.yaml: dataset.negatives: expected the dataset's number of negatives (published ROC curves need P and N)"],
    ['title: x\ndataset: { roc: { A: a.csv }, positives: 10, negatives: 5, label: y }', "data/x.yaml: dataset.label: 'label' belongs to per-example scores (dataset.path), not to published ROC curves (dataset.roc)"],
    ['title: x\ndataset: { path: a.csv, label: y, roc: { A: a.csv } }', "data/x.yaml: dataset: expected one of 'path' (per-example scores, CSV or Parquet), 'roc' (published ROC curves) or 'counts' (count tables), got 'path' and 'roc'"],
    ['title: x\ndataset: { counts: { A: a.csv }, path: b.csv }', "data/x.yaml: dataset: expected one of 'path' (per-example scores, CSV or Parquet), 'roc' (published ROC curves) or 'counts' (count tables), got 'path' and 'counts'"],
    ['title: x\ndataset: { missing: drop }', "data/x.yaml: dataset: expected 'path' (per-example scores, CSV or Parquet, with label and models), 'roc' (published ROC curves with positives and negatives) or 'counts' (count tables: { model: file.csv or file.parquet } with columns score, positives, negatives, or one file of all models with a column model too)"],
    ['title: x\ndataset: { counts: {} }', 'data/x.yaml: dataset.counts: expected at least one model: { name: file.csv }'],
    ['title: x\ndataset: { counts: { A: a.csv }, positives: 10 }', "data/x.yaml: dataset.positives: 'positives' belongs to published ROC curves (dataset.roc); count tables (dataset.counts) give P and N by their sums"],
    ['title: x\ndataset: { counts: { A: a.csv }, label: y }', "data/x.yaml: dataset.label: 'label' belongs to per-example scores (dataset.path), not to count tables (dataset.counts)"],
    ['title: x\ndataset: { counts: { A: 3 } }', "data/x.yaml: dataset.counts.A: expected a CSV or Parquet file, or a list of files or patterns like 'counts/a-*.parquet' (partitions of one count table, all CSV or all Parquet)"],
    ['title: x\ndataset: { counts: { A: [a.csv, 3] } }', "data/x.yaml: dataset.counts.A: expected a CSV or Parquet file, or a list of files or patterns like 'counts/a-*.parquet' (partitions of one count table, all CSV or all Parquet)"],
    ['title: x\ndataset: { counts: { A: [] } }', "data/x.yaml: dataset.counts.A: expected a CSV or Parquet file, or a list of files or patterns like 'counts/a-*.parquet' (partitions of one count table, all CSV or all Parquet)"],
    ['title: x\ndataset: { path: 3, label: y }', "data/x.yaml: dataset.path: expected a CSV or Parquet file, or a list of files or patterns like 'preds/*.parquet' (partitions of one table)"],
    ['title: x\ndataset: { path: [], label: y }', "data/x.yaml: dataset.path: expected a CSV or Parquet file, or a list of files or patterns like 'preds/*.parquet' (partitions of one table)"],
    ['title: x\ndataset: { path: a.csv, label: y, test: { path: [b.csv, ""] } }', "data/x.yaml: dataset.test.path: expected a CSV or Parquet file, or a list of files or patterns like 'preds/*.parquet' (partitions of one table)"],
    ['title: x\ndataset: { counts: 3 }', "data/x.yaml: dataset.counts: expected { model: file.csv } (a count table per model), or the file, files or pattern of one count table of all models with a 'model' column"],
    ['title: x\ndataset: { counts: [a.csv, 3] }', "data/x.yaml: dataset.counts: expected { model: file.csv } (a count table per model), or the file, files or pattern of one count table of all models with a 'model' column"],
    // dataset.models chooses models of one table of all models only; the test part's table takes the same form.
    ['title: x\ndataset: { counts: { A: a.csv }, models: [A] }', "data/x.yaml: dataset.models: 'models' chooses models of one count table of all models (counts: file.csv with a 'model' column); with one count table per model, list only the models you want under counts"],
    ['title: x\ndataset: { counts: all.csv, models: [A, A] }', "data/x.yaml: dataset.models[1]: expected unique model names, got 'A' twice"],
    ['title: x\ndataset: { counts: all.csv, test: { counts: { A: a.csv } } }', "data/x.yaml: dataset.test.counts: expected one count table of all models with a 'model' column (test: { counts: test.csv }), as dataset.counts gives"],
    ['title: x\ndataset: { counts: { A: a.csv }, test: { counts: t.csv } }', 'data/x.yaml: dataset.test.counts: expected one count table per model (test: { counts: { model: file.csv } }), as dataset.counts gives'],
    ['title: x\ndataset: { counts: all.csv, test: { path: t.csv } }', "data/x.yaml: dataset.test: expected test: { counts: test.csv } (one count table of all models, with a 'model' column, as dataset.counts)"],
    ['title: x\ndataset: { counts: all.csv, models: [A, B] }\nthresholds: { C: [1] }', "data/x.yaml: thresholds.C: expected a model name (A, B), got 'C'"],
    ['title: x\ndataset: { path: a.csv, label: y, negatives: 3 }', "data/x.yaml: dataset.negatives: 'negatives' belongs to published ROC curves (dataset.roc), not to per-example scores (dataset.path)"],
    ['title: x\ndataset: { counts: { A: a.csv, B: b.csv } }\nthresholds: { C: [1] }', "data/x.yaml: thresholds.C: expected a model name (A, B), got 'C'"],
    [base + 'voros: [[0.5, 0.2]]', 'data/x.yaml: voros[0]: expected a t range [lo, hi] with 0 ≤ lo ≤ hi ≤ 1, got [0.5,0.2]'],
    [base + 'partialAuroc: [[0.2, 0.2]]', 'data/x.yaml: partialAuroc[0]: expected an FPR range [lo, hi] with 0 ≤ lo < hi ≤ 1, got [0.2,0.2]'],
    [base + 'scenarios: [{ name: a, precision: 0.5, capacity: 10, cost: { t: [0.2, 0.4], ratio: [1, 2] } }]', "data/x.yaml: scenarios[0].cost: expected exactly one of 't' or 'ratio', got both"],
    [base + 'scenarios: [{ name: a, precision: 0.5, capacity: 10, cost: { t: [0.2, 0.4], classRatio: [1, 2] } }]', "data/x.yaml: scenarios[0].cost.classRatio: expected 'classRatio' only together with 'ratio'"],
    [base + 'scenarios: [{ name: a, precision: 1.5, capacity: 10, cost: { t: [0.2, 0.4] } }]', 'data/x.yaml: scenarios[0].precision: expected a minimum precision α with 0 < α ≤ 1, got 1.5'],
    [base + 'scenarios: [{ name: a, precision: 0.5, capacity: -3, cost: { t: [0.2, 0.4] } }]', "data/x.yaml: scenarios[0].capacity: expected a count or a share like '20%', got -3"],
    [base + 'scenarios:\n  - { name: a, precision: 0.5, capacity: 1, cost: { t: [0, 1] } }\n  - { name: a, precision: 0.5, capacity: 1, cost: { t: [0, 1] } }', "data/x.yaml: scenarios[1].name: expected unique scenario names, got 'a' twice"],
    [base + 'heatmap: { precision: { from: 0.1, to: 0.6, steps: 0 }, capacity: ["1%"], cost: { t: [0, 1] } }', 'data/x.yaml: heatmap.precision.steps: expected the number of grid values (an integer ≥ 1), got 0'],
    [base + 'heatmap: { precision: [0.1], capacity: ["1%", "x"], cost: { t: [0, 1] } }', "data/x.yaml: heatmap.capacity[1]: expected a count or a share like '20%', got 'x'"],
    [base + 'heatmap: { precision: [0.1], capacity: { from: "1%", to: 50, steps: 3 }, cost: { t: [0, 1] } }', "data/x.yaml: heatmap.capacity: expected 'from' and 'to' of the same kind (both counts or both shares), got '1%' and 50"],
    ['title: 3\ndataset: { path: a.csv, label: y }', 'data/x.yaml: title: expected a string, got 3'],
    ['dataset: { path: a.csv, label: y }', 'data/x.yaml: title: expected a string, got nothing (the key is required)'],
    ['', 'data/x.yaml: the config is empty: expected a mapping with at least title and dataset'],
    ['- a\n- b', 'data/x.yaml: expected a mapping of keys (title, dataset, ...), got ["a","b"]'],
    ['title: x\ntitle: y\ndataset: { path: a.csv, label: y }', 'data/x.yaml line 2, column 1: cannot parse YAML/JSON: Map keys must be unique'],
    ['title: x\ndataset: { path: a.csv, label: y, models: [a, b] }\nthresholds: { c: [1] }', 'data/x.yaml: thresholds.c: expected a model name (a, b), got \'c\''],
    ['title: x\ndataset: { path: a.csv, label: y, models: [a, b, a] }', "data/x.yaml: dataset.models[2]: expected unique model names, got 'a' twice"],
    ['title: x\ndataset: { roc: { A: a.csv }, positives: 1, negatives: 2 }\nthresholds: { B: [1] }', "data/x.yaml: thresholds.B: expected a model name (A), got 'B'"],
  ];
  for (const [text, expected] of cases) {
    it(expected, () => {
      expect(err(text)).toBe(expected);
    });
  }

  it('loadConfig names the file as given (relative to the working directory)', async () => {
    await expect(loadConfig(fx('bad/bad-capacity.yaml'), join(__dirname, '..'))).rejects.toThrow(
      "fixtures/bad/bad-capacity.yaml: scenarios[1].capacity: expected a count or a share like '20%', got '20 percent'",
    );
    await expect(loadConfig('fixtures/none.yaml', join(__dirname, '..'))).rejects.toThrow('fixtures/none.yaml: cannot read the config file: no such file');
  });
});

describe('capacity and grids', () => {
  it('a share is p/100·|D|, not rounded; a count is itself', () => {
    expect(capacityCount('20%', 113)).toBeCloseTo(22.6, 12);
    expect(capacityCount('0.5%', 362926)).toBeCloseTo(1814.63, 9);
    expect(capacityCount(40, 113)).toBe(40);
  });
  it('{ from, to, steps } gives steps values with both ends exact', () => {
    expect(gridValues({ from: 0.1, to: 0.6, steps: 6 }, (v: number) => v).map((x) => +x.toFixed(12))).toEqual([0.1, 0.2, 0.3, 0.4, 0.5, 0.6]);
    const k = gridValues({ from: '0.5%', to: '70%', steps: 3 }, (v) => capacityCount(v, 1000));
    expect(k).toEqual([5, 5 + (700 - 5) / 2, 700]);
    expect(gridValues([0.1, 0.3], (v: number) => v)).toEqual([0.1, 0.3]);
    expect(gridValues({ from: 0.2, to: 0.9, steps: 1 }, (v: number) => v)).toEqual([0.2]);
  });
});
