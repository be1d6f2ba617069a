/**
 * The warning vocabulary (src/lib/warning-codes.ts) is the one list of codes: docs/warnings.md shows exactly it, and
 * every code literal in the report pipeline's and the metric core's sources belongs to it.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DEF11, heatmapDef11Code, isWarningCode, WARNING_CODES } from '../../src/lib/warning-codes';
import { checkDef11, checkDef11T } from '../../src/lib/metrics/feasible-region';
import { topPointText } from '../../src/lib/report/util';
import type { RocCurve } from '../../src/lib/metrics/types';

const root = join(__dirname, '..', '..');

/** Rows `| \`code\` | meaning |` of docs/warnings.md, with `\|` unescaped. */
function docRows(): Map<string, string> {
  const rows = new Map<string, string>();
  for (const line of readFileSync(join(root, 'docs', 'warnings.md'), 'utf8').split('\n')) {
    const m = /^\| `([^`]+)` \| (.*) \|$/.exec(line);
    if (m) rows.set(m[1], m[2].replace(/\\\|/g, '|'));
  }
  return rows;
}

describe('warning vocabulary', () => {
  it('docs/warnings.md lists exactly the codes of warning-codes.ts, with the same meanings, in the same order', () => {
    const rows = docRows();
    expect([...rows.keys()]).toEqual(Object.keys(WARNING_CODES));
    for (const [code, meaning] of rows) expect(meaning).toBe(WARNING_CODES[code as keyof typeof WARNING_CODES]);
  });

  it('every Partial VOROS Def. 11 code has a report code and a heatmap summary code', () => {
    for (const c of Object.keys(DEF11) as (keyof typeof DEF11)[]) {
      expect(isWarningCode(c)).toBe(true);
      expect(isWarningCode(heatmapDef11Code(c))).toBe(true);
    }
    expect(isWarningCode('def11.no-such-thing')).toBe(false);
  });

  it('the Partial VOROS Def. 11 checks produce each of their codes for a case built to fail it', () => {
    // P = 60 ≥ N = 40 (positives not the minority), α = 0.5 < p = 0.6, κ = 0: three failures at once.
    expect(checkDef11(0.5, 0, 60, 40).codes).toEqual(['def11.positives-not-minority', 'def11.precision-below-prevalence', 'def11.capacity-zero']);
    // α = 1 and κ = |D| = 1000.
    expect(checkDef11(1, 1000, 100, 900).codes).toEqual(['def11.precision-one', 'def11.capacity-not-binding']);
    // Bound αN/(αN + (1−α)P) = 0.3·900/(270 + 70) = 0.794…: t up to 0.9 exceeds it.
    expect(checkDef11T(0.3, 100, 900, [0, 0.9]).codes).toEqual(['def11.t-above-bound']);
    for (const c of ['def11.positives-not-minority', 'def11.precision-one', 'def11.t-above-bound']) expect(isWarningCode(c)).toBe(true);
  });

  it('every code literal in the report pipeline and the metric core belongs to the vocabulary', () => {
    const found: string[] = [];
    for (const dir of ['src/lib/report', 'src/lib/metrics']) {
      for (const f of readdirSync(join(root, dir)).filter((x) => x.endsWith('.ts'))) {
        const src = readFileSync(join(root, dir, f), 'utf8');
        for (const m of src.matchAll(/code: '([a-z0-9.-]+)'/g)) found.push(m[1]);
        for (const m of src.matchAll(/codes\.push\('([a-z0-9.-]+)'\)/g)) found.push(m[1]);
      }
    }
    expect(found.length).toBeGreaterThanOrEqual(11);
    for (const c of found) expect(isWarningCode(c), c).toBe(true);
  });
});

describe('warning texts', () => {
  it('the top ROC point: whole counts as they are, expected counts of published rates rounded with their digits after', () => {
    const roc = (tp: number, fp: number, thresholds?: number[]) =>
      ({ tp: [0, tp], fp: [0, fp], hasThresholds: !!thresholds, thresholds: thresholds ?? [] }) as unknown as RocCurve;
    expect(topPointText(roc(20, 43, [Infinity, 1]))).toBe('the 63 cases tied at the top score 1');
    // 1212 positives × TPR 0.1 + 18788 × FPR 0.013 = 121.2 + 244.244 = 365.444 expected cases.
    expect(topPointText(roc(1212 * 0.1, 18788 * 0.013, [Infinity, 4]))).toBe('about 365 cases (365.444 expected from its rates) of its first ROC point (threshold 4)');
  });
});

describe('AUROC below chance', () => {
  it('aSAH with the positive label swapped: every model warned (AUROC = 1 − its AUROC), and the summary says so first', async () => {
    const { buildReport } = await import('../../src/lib/report/build');
    const { mainCaveat } = await import('../../src/lib/site/summary');
    const { tempFiles } = await import('../helpers/files');
    const { cpSync } = await import('node:fs');
    const { dir, write } = tempFiles('rocsite-inv-');
    cpSync(join(root, 'data/asah/asah.csv'), join(dir, 'asah.csv'));
    write('right.yaml', 'title: t\ndataset: { path: asah.csv, label: outcome, positive: 1 }\n');
    write('wrong.yaml', 'title: t\ndataset: { path: asah.csv, label: outcome, positive: 0 }\n');
    const env = { SOURCE_DATE_EPOCH: '1700000000' };
    const { report: right } = await buildReport(join(dir, 'right.yaml'), { env });
    const { report: wrong } = await buildReport(join(dir, 'wrong.yaml'), { env });
    expect(right.warnings.filter((w) => w.code === 'auroc.below-chance')).toEqual([]);
    const warned = wrong.warnings.filter((w) => w.code === 'auroc.below-chance');
    expect(warned.map((w) => w.model)).toEqual(right.models.map((m) => m.name));
    wrong.models.forEach((m, k) => expect(m.auroc).toBeCloseTo(1 - right.models[k].auroc, 12));
    expect(warned[0].message).toMatch(/^Model 's100b': AUROC 0\.269 is below 0\.5/);
    expect(mainCaveat(wrong)).toMatch(/^Every model's AUROC is below 0\.5/);
    expect(mainCaveat(right)).not.toMatch(/below 0\.5/);
  });
});
