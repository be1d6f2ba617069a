/**
 * Resource limits (src/lib/limits.ts): the table in docs/config.md ("Limits") lists every limit with its value, and
 * an oversized config or data file fails early with a message naming the file and the key.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import * as limits from '../../src/lib/limits';
import { parseConfig } from '../../src/lib/config/load';
import { readScoresCsv } from '../../src/lib/io/scores';
import { root } from '../helpers/cli';
import { tempFiles } from '../helpers/files';
import { pdfJobs, pdfTimeoutMs } from '../../src/lib/pdf/settings';
import { environmentProblem, PDF_JOBS, PDF_TIMEOUT } from '../../src/lib/settings';

const numeric = Object.entries(limits).filter(([, v]) => typeof v === 'number') as [string, number][];

describe('limits: docs/config.md agrees with src/lib/limits.ts', () => {
  const doc = readFileSync(join(root, 'docs/config.md'), 'utf8');
  const start = doc.indexOf('\n## Limits\n');
  const section = doc.slice(start, doc.indexOf('\n## ', start + 1));
  const rows = [...section.matchAll(/^\| `(\w+)` \| ([\d,]+) \|/gm)].map((m) => [m[1], Number(m[2].replace(/,/g, ''))] as [string, number]);
  it('the same names and values, each once', () => {
    expect(rows.length).toBeGreaterThan(0);
    expect(Object.fromEntries(rows)).toEqual(Object.fromEntries(numeric));
    expect(new Set(rows.map((r) => r[0])).size).toBe(rows.length);
  });
});

const cfg = (body: string) => {
  try {
    parseConfig(`title: t\n${body}`, 'c.yaml', '/tmp');
    return 'ok';
  } catch (e) {
    return (e as Error).message;
  }
};
const names = (n: number) => Array.from({ length: n }, (_, i) => `m${i}`);
const cost = 'cost: { t: [0.1, 0.5] }';

describe('limits: a config beyond one fails naming the file and key', () => {
  it(`models: ${limits.MAX_MODELS} pass, one more fails (models, roc, counts)`, () => {
    expect(cfg(`dataset: { path: a.csv, label: y, models: [${names(limits.MAX_MODELS)}] }\n`)).toBe('ok');
    expect(cfg(`dataset: { path: a.csv, label: y, models: [${names(limits.MAX_MODELS + 1)}] }\n`)).toBe(
      `c.yaml: dataset.models: expected at most 500 models (docs/config.md, Limits), got 501`,
    );
    const dict = (n: number) => names(n).map((m) => `${m}: a.csv`).join(', ');
    expect(cfg(`dataset: { counts: { ${dict(limits.MAX_MODELS)} } }\n`)).toBe('ok');
    expect(cfg(`dataset: { counts: { ${dict(limits.MAX_MODELS + 1)} } }\n`)).toBe('c.yaml: dataset.counts: expected at most 500 models (docs/config.md, Limits), got 501');
    expect(cfg(`dataset: { roc: { ${dict(limits.MAX_MODELS + 1)} }, positives: 1, negatives: 1 }\n`)).toBe('c.yaml: dataset.roc: expected at most 500 models (docs/config.md, Limits), got 501');
  });

  it(`heatmap axes: ${limits.MAX_HEATMAP_AXIS} values pass, steps: 100000 and a 201-value list fail`, () => {
    const d = 'dataset: { path: a.csv, label: y }\n';
    expect(cfg(`${d}heatmap: { precision: { from: 0.1, to: 0.9, steps: 200 }, capacity: { from: 1, to: 200, steps: 200 }, ${cost} }\n`)).toBe('ok');
    expect(cfg(`${d}heatmap: { precision: { from: 0.1, to: 0.9, steps: 100000 }, capacity: [1], ${cost} }\n`)).toBe(
      'c.yaml: heatmap.precision.steps: expected at most 200 grid values (the limit of a heatmap axis, docs/config.md, Limits), got 100000',
    );
    const list = Array.from({ length: 201 }, (_, i) => i + 1).join(', ');
    expect(cfg(`${d}heatmap: { precision: [0.5], capacity: [${list}], ${cost} }\n`)).toBe(
      "c.yaml: heatmap.capacity: expected at most 200 capacities (counts or shares like '5%') (the limit of a heatmap axis, docs/config.md, Limits), got 201",
    );
  });

  it('thresholds: 10,000 per model pass, one more fails', () => {
    const d = 'dataset: { path: a.csv, label: y }\n';
    const t = (n: number) => Array.from({ length: n }, (_, i) => i / n).join(', ');
    expect(cfg(`${d}thresholds: [${t(limits.MAX_THRESHOLDS)}]\n`)).toBe('ok');
    expect(cfg(`${d}thresholds: [${t(limits.MAX_THRESHOLDS + 1)}]\n`)).toMatch(/^c\.yaml: thresholds: expected at most 10,000 thresholds per model/);
  });
});

describe('limits: data files', () => {
  const t = tempFiles('rocsite-limits-');
  it('a scores CSV with more numeric columns than MAX_MODELS (no models key): refused after the first row', async () => {
    const n = limits.MAX_MODELS + 1;
    const file = t.write('wide.csv', `y,${names(n).join(',')}\n1,${Array(n).fill('0.5').join(',')}\n`);
    await expect(readScoresCsv(file, { label: 'y', shown: 'wide.csv' })).rejects.toThrow(
      'wide.csv: found 501 score columns, more than the limit of 500 models per report (docs/config.md, Limits); choose some with dataset.models',
    );
    const ok = t.write('ok.csv', `y,${names(limits.MAX_MODELS).join(',')}\n1,${Array(limits.MAX_MODELS).fill('0.5').join(',')}\n0,${Array(limits.MAX_MODELS).fill('0.1').join(',')}\n`);
    expect((await readScoresCsv(ok, { label: 'y', shown: 'ok.csv' })).models).toHaveLength(limits.MAX_MODELS);
  });
});

describe('limits: the PDF budget grows with the page', () => {
  it('PDF_BUDGET_BASE_MS plus PDF_BUDGET_PER_MIB_MS per MiB of HTML, in whole seconds; ROCSITE_PDF_TIMEOUT replaces it', () => {
    expect(pdfTimeoutMs({}, 0)).toBe(limits.PDF_BUDGET_BASE_MS);
    expect(pdfTimeoutMs({}, 130 * 2 ** 20)).toBe(limits.PDF_BUDGET_BASE_MS + 130 * limits.PDF_BUDGET_PER_MIB_MS);
    expect(pdfTimeoutMs({}, 1) % 1000).toBe(0);
    expect(pdfTimeoutMs({}, 1)).toBeGreaterThan(limits.PDF_BUDGET_BASE_MS);
    expect(pdfTimeoutMs({ ROCSITE_PDF_TIMEOUT: '30' }, 130 * 2 ** 20)).toBe(30_000);
    expect(() => pdfTimeoutMs({ ROCSITE_PDF_TIMEOUT: 'x' })).toThrow(/ROCSITE_PDF_TIMEOUT: expected a positive number of seconds/);
  });

  it('reports printed at once: the cores up to PDF_JOBS_MAX, or ROCSITE_PDF_JOBS', () => {
    expect(pdfJobs({}, 1)).toBe(1);
    expect(pdfJobs({}, 2)).toBe(2);
    expect(pdfJobs({}, 64)).toBe(limits.PDF_JOBS_MAX);
    expect(pdfJobs({ ROCSITE_PDF_JOBS: '6' }, 2)).toBe(6);
    expect(pdfJobs({ ROCSITE_PDF_JOBS: ' ' }, 2)).toBe(2);
    for (const bad of ['0', '-1', '1.5', 'two'])
      expect(() => pdfJobs({ ROCSITE_PDF_JOBS: bad }, 2), bad).toThrow(new RegExp(`ROCSITE_PDF_JOBS: expected a whole number of reports printed at once \\(1 or more\\), found "${bad}"`));
    const problem = (env: NodeJS.ProcessEnv) => environmentProblem([PDF_JOBS, PDF_TIMEOUT], env);
    expect(problem({ ROCSITE_PDF_JOBS: '2', ROCSITE_PDF_TIMEOUT: '30' })).toBeNull();
    expect(problem({ ROCSITE_PDF_JOBS: '0' })).toMatch(/^ROCSITE_PDF_JOBS: /);
    expect(problem({ ROCSITE_PDF_TIMEOUT: '-1' })).toMatch(/^ROCSITE_PDF_TIMEOUT: /);
  });
});
