/**
 * Fuzzing (fast-check) of the CSV readers and the config loader: whatever the bytes, the result is a value or one of
 * the project's own errors (InputError, ConfigError, MetricInputError), never another exception, and every case ends
 * within a time budget (no hang). Seeds are fixed so a failure reproduces.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import { stringify } from 'yaml';
import { describe, expect, it } from 'vitest';
import { ConfigError, parseConfig } from '../../src/lib/config/load';
import { InputError } from '../../src/lib/io/errors';
import { readCountsCsv } from '../../src/lib/io/counts';
import { readRocCsv } from '../../src/lib/io/roc';
import { readScoresCsv } from '../../src/lib/io/scores';
import { MetricInputError } from '../../src/lib/metrics/errors';
import { tempFiles } from '../helpers/files';

const RUNS = 2000;
/** Budget of one case (a few ms are typical; the budget allows a slow, busy machine). */
const CASE_MS = 2000;

const own = (e: unknown) => e instanceof InputError || e instanceof ConfigError || e instanceof MetricInputError;

/** Text made mostly of what CSV parsing reacts to, with some arbitrary characters (controls, BOM, astral). */
const csvChar = fc.oneof(
  { weight: 6, arbitrary: fc.constantFrom(',', '"', '\n', '\r', '\r\n', ' ', '0', '1', '.', '-', 'e', 'E', '+', 'y', 'A', 'fpr', 'tpr', 'threshold', 'score', 'positives', 'negatives', 'NA', 'Inf', '0.5', '1e308', '-0', '\t') },
  { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 3 }) },
  { weight: 1, arbitrary: fc.constantFrom('\uFEFF', '\u0000', '\u202E', '\u001b[2J', '\uD800') },
);
const csvText = fc.array(csvChar, { maxLength: 120 }).map((a) => a.join(''));
/** Mostly well-formed tables with mutated cells. */
const tableText = fc
  .tuple(
    fc.constantFrom('y,A,B', 'fpr,tpr,threshold', 'score,positives,negatives', 'fpr,tpr'),
    fc.array(fc.array(fc.oneof(fc.constantFrom('0', '1', '0.5', '', 'NA', '-1', '2', 'x', '"a,b"', 'Inf', '1e-320'), fc.double().map(String)), { minLength: 1, maxLength: 4 }), { maxLength: 12 }),
  )
  .map(([h, rows]) => [h, ...rows.map((r) => r.join(','))].join('\n') + '\n');

async function withinBudget<T>(p: Promise<T>): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`a case took longer than ${CASE_MS} ms`)), CASE_MS);
  });
  try {
    return await Promise.race([p, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

describe('fuzz: CSV readers', () => {
  const t = tempFiles('rocsite-fuzz-');
  let n = 0;
  it(`scores, ROC and count readers: only the project's errors, each case within ${CASE_MS} ms (${RUNS} cases)`, async () => {
    await fc.assert(
      fc.asyncProperty(fc.oneof(csvText, tableText), fc.constantFrom('scores', 'roc', 'counts'), async (text, kind) => {
        const file = join(t.dir, `f${n++ % 8}.csv`);
        writeFileSync(file, text);
        const read: Promise<unknown> =
          kind === 'scores'
            ? readScoresCsv(file, { label: 'y', shown: 'f.csv', missing: n % 2 ? 'drop' : 'error' })
            : kind === 'roc'
              ? readRocCsv(file, 'f.csv')
              : readCountsCsv(file, 'f.csv');
        try {
          await withinBudget(read);
        } catch (e) {
          if (!own(e)) throw e;
          expect((e as Error).message.startsWith('f.csv')).toBe(true);
        }
      }),
      { numRuns: RUNS, seed: 20261123 },
    );
  }, 120_000);
});

describe('fuzz: config loader', () => {
  const base = { title: 't', dataset: { path: 'd.csv', label: 'y' } };
  /** Arbitrary values at the config's keys (valid shapes mixed with nonsense). */
  const value = fc.oneof(
    fc.anything({ maxDepth: 3, withNullPrototype: false }),
    fc.constantFrom(0.4, '40%', [0, 1], [1, 0], { t: [0, 1] }, { ratio: [0, 1e308] }, { from: '5%', to: '60%', steps: 3 }, '__proto__', ' ', -1, 1e308),
  );
  const key = fc.constantFrom('title', 'dataset', 'scenarios', 'heatmap', 'voros', 'partialAuroc', 'waaurocc', 'thresholds', 'geometry', 'fbeta', 'deploymentPrevalence', 'capacity', '__proto__', 'constructor');
  const configObject = fc.dictionary(key, value, { maxKeys: 4 }).map((extra) => ({ ...base, ...extra }));
  const configText = fc.oneof(
    configObject.map((o) => {
      try {
        return stringify(o);
      } catch {
        return JSON.stringify(o) ?? '';
      }
    }),
    fc.array(fc.oneof(fc.constantFrom(':', '-', ' ', '\n', '[', ']', '{', '}', '&a', '*a', '!!', '"', "'", '#', 'title', 'dataset', 'path: d.csv', 'label: y', '<<: *a', '%YAML 1.2', '---', '\t'), fc.string({ maxLength: 4 })), { maxLength: 60 }).map((a) => a.join('')),
  );

  it(`parseConfig: a config or a ConfigError, each case within ${CASE_MS} ms (${RUNS} cases)`, () => {
    fc.assert(
      fc.property(configText, (text) => {
        const t0 = performance.now();
        try {
          parseConfig(text, 'c.yaml', '/x');
        } catch (e) {
          if (!(e instanceof ConfigError)) throw e;
          expect(e.message.startsWith('c.yaml')).toBe(true);
        }
        expect(performance.now() - t0).toBeLessThan(CASE_MS);
      }),
      { numRuns: RUNS, seed: 20261123 },
    );
  }, 120_000);
});
