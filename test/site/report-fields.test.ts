/**
 * Report fields the site needs for issue 4: settings.waauroccAcceptance (the configured acceptance curves, drawn on
 * the ROC chart) in a report built from a config written here, validated against schema/report.schema.json; and the
 * in-page PR recomputation path (src/client/prevalence.ts) against a hand-built step path.
 */
import { describe, it, expect } from 'vitest';
import { copyFileSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildReport } from '../../src/lib/report/build';
import { prPath } from '../../src/client/prevalence';
import { validateReport } from '../helpers/cli';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

describe('settings.waauroccAcceptance', () => {
  it('echoes the configured acceptance points per WaAUROCC range, only for ranges that have one, and validates', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'rocsite-acc-'));
    copyFileSync(join(root, 'data/asah/asah.csv'), join(dir, 'asah.csv'));
    writeFileSync(
      join(dir, 'acc.yaml'),
      'title: acc\ndataset: { path: asah.csv, label: outcome, positive: 1, models: [s100b, wfns] }\n' +
        'waaurocc:\n  - [0, 1]\n  - { fpr: [0, 0.5], bins: 50, acceptance: [[0.2, 0.6], [0.05, 0.3]] }\n',
    );
    const { report } = await buildReport(join(dir, 'acc.yaml'), { env: { SOURCE_DATE_EPOCH: '0' } });
    expect(report.settings.waaurocc).toEqual([[0, 1], [0, 0.5]]);
    expect(report.settings.waauroccAcceptance).toEqual([{ fpr: [0, 0.5], points: [[0.2, 0.6], [0.05, 0.3]] }]);
    for (const m of report.models) {
      expect(m.waaurocc![0].acceptance).toBeUndefined();
      const a = m.waaurocc![1].acceptance!;
      expect(a.passes).toBe(m.waaurocc![1].value >= a.value);
    }
    expect(validateReport(JSON.parse(JSON.stringify(report))), JSON.stringify(validateReport.errors)).toBe(true);
  });

  it('is absent without an acceptance curve', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'rocsite-acc-'));
    copyFileSync(join(root, 'data/asah/asah.csv'), join(dir, 'asah.csv'));
    writeFileSync(join(dir, 'plain.yaml'), 'title: plain\ndataset: { path: asah.csv, label: outcome, positive: 1, models: [s100b, wfns] }\n');
    const { report } = await buildReport(join(dir, 'plain.yaml'), { env: { SOURCE_DATE_EPOCH: '0' } });
    expect(report.settings.waauroccAcceptance).toBeUndefined();
  });
});

describe('in-page PR recomputation (src/client/prevalence.ts)', () => {
  it('draws a step-before path from recall 0, skipping undefined precision', () => {
    // Unit square mapped to 100 × 100 px with y downwards.
    const X = (r: number) => 100 * r;
    const Y = (p: number) => 100 - 100 * p;
    // Points (0.4, 0.5), (0.7, 0.25), NaN, (1, 0.1): starts at (0, 0.5); each step goes down at the old recall first.
    expect(prPath([0.4, 0.7, 0.9, 1], [0.5, 0.25, NaN, 0.1], X, Y)).toBe('M0,50L0,50L40,50L40,75L70,75L70,90L100,90');
    expect(prPath([], [], X, Y)).toBe('');
  });
});
