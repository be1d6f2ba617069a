import { describe, expect, it } from 'vitest';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { readRocCsv } from '../../src/lib/io/roc';
import { rejection } from '../helpers/files';

const fx = (p: string) => join(__dirname, '..', 'fixtures', p);
const tmp = mkdtempSync(join(tmpdir(), 'rocsite-roc-'));

describe('readRocCsv', () => {
  it('reads fpr, tpr and thresholds (Inf allowed) with their lines', async () => {
    const d = await readRocCsv(fx('roc/a.csv'));
    expect(Array.from(d.fpr)).toEqual([0, 0.05, 0.1, 0.3, 0.6, 1]);
    expect(Array.from(d.tpr)).toEqual([0, 0.3, 0.5, 0.7, 0.9, 1]);
    expect(Array.from(d.thresholds!)).toEqual([Infinity, 0.9, 0.8, 0.5, 0.2, 0]);
    expect(Array.from(d.lines)).toEqual([2, 3, 4, 5, 6, 7]);
  });
  it('header names are case-insensitive; threshold column optional', async () => {
    const d = await readRocCsv(fx('roc/b.csv'));
    expect(d.thresholds).toBeUndefined();
    expect(Array.from(d.tpr)).toEqual([0.25, 0.55, 0.85]);
  });
  it('rejects a non-monotone curve, naming both lines', async () => {
    expect(await rejection(readRocCsv(fx('roc/nonmonotone.csv'), 'n.csv'))).toBe(
      'n.csv line 3: expected a monotone ROC curve (TPR never decreasing as FPR increases), found (0.2, 0.4) after (0.1, 0.5) on line 2',
    );
  });
  it('rejects rates outside [0, 1]', async () => {
    expect(await rejection(readRocCsv(fx('roc/outside.csv'), 'o.csv'))).toBe("o.csv line 3, column 'tpr': expected a true positive rate in [0, 1], found '1.4'");
  });
  it('rejects thresholds that do not decrease along the curve', async () => {
    const p = join(tmp, 't.csv');
    writeFileSync(p, 'fpr,tpr,threshold\n0.1,0.2,0.5\n0.2,0.4,0.7\n');
    expect(await rejection(readRocCsv(p, 't.csv'))).toBe("t.csv line 3, column 'threshold': expected thresholds to decrease strictly along the curve, found 0.7 after 0.5 on line 2");
  });
  it('requires fpr and tpr columns', async () => {
    const p = join(tmp, 'h.csv');
    writeFileSync(p, 'x,y\n0.1,0.2\n');
    expect(await rejection(readRocCsv(p, 'h.csv'))).toBe("h.csv line 1: expected columns 'fpr' and 'tpr' (and optionally 'threshold') in the header, found 'x', 'y'");
  });
});
