/**
 * Capacity and bounded-risk geometry (Sameni Sec. 6.1–6.2) in the report, checked against a brute force over every
 * threshold of the raw aSAH data (counted here from the CSV, not from the engine's ROC curve).
 */
import { readFileSync, writeFileSync, mkdtempSync, copyFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import { buildReport } from '../../src/lib/report/build';

const SRC = '/work/shared/data/asah.csv';
const here = new URL('../fixtures/asah/asah.csv', import.meta.url).pathname;

describe('geometry regions in the report (Sameni Sec. 6)', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'rocsite-geo-'));
  copyFileSync(here, join(dir, 'asah.csv'));
  const m = 0.3;
  const [fpCost, fnCost, maxRisk] = [1, 4, 0.5];
  writeFileSync(
    join(dir, 'geo.yaml'),
    `title: geo\ndataset: { path: asah.csv, label: outcome, positive: 1, models: [s100b, wfns] }\n` +
      `geometry: { capacity: ${m}, risk: { fpCost: ${fpCost}, fnCost: ${fnCost}, maxRisk: ${maxRisk} } }\n`,
  );
  const { report } = await buildReport(join(dir, 'geo.yaml'), { env: { SOURCE_DATE_EPOCH: '0' } });
  const rows = parse(readFileSync(SRC, 'utf8'), { columns: true }) as Record<string, string>[];
  const P = rows.filter((r) => r.outcome === '1').length;
  const N = rows.length - P;
  const piP = P / (P + N);
  const piN = 1 - piP;

  /** Every operating point `score >= tau` (plus never-alarm), counted directly. */
  function points(col: string): { tau: number; tp: number; fp: number }[] {
    const taus = [...new Set(rows.map((r) => Number(r[col])))].sort((a, b) => b - a);
    const out = [{ tau: Infinity, tp: 0, fp: 0 }];
    for (const tau of taus) {
      let tp = 0;
      let fp = 0;
      for (const r of rows) if (Number(r[col]) >= tau) (r.outcome === '1' ? tp++ : fp++);
      out.push({ tau, tp, fp });
    }
    return out;
  }

  it('capacity line: the segment of π_p·tpr + π_n·fpr = m inside the unit square', () => {
    const line = report.geometryRegions!.capacity!.line!;
    for (const [x, y] of line) expect(piP * y + piN * x).toBeCloseTo(m, 12);
    // m = 0.3 < π_p here, so the line runs from the y-axis (x = 0) to the x-axis (y = 0).
    expect(line[0]).toEqual([0, m / piP]);
    expect(line[1][0]).toBeCloseTo(m / piN, 12);
    expect(line[1][1]).toBe(0);
  });

  it('capacity point = highest TPR among thresholds flagging at most a share m of cases', () => {
    for (const model of report.models) {
      const feasible = points(model.name).filter((p) => (p.tp + p.fp) / (P + N) <= m + 1e-12);
      const best = feasible.reduce((a, b) => (b.tp > a.tp || (b.tp === a.tp && b.fp < a.fp) ? b : a));
      const got = model.geometry!.capacityPoint!;
      expect([got.tp, got.fp]).toEqual([best.tp, best.fp]);
      expect(got.threshold).toBe(best.tau === Infinity ? null : best.tau);
    }
  });

  it('risk point = least risk α·π_n·fpr + β·π_p·(1 − tpr) over all thresholds, feasible iff ≤ c', () => {
    for (const model of report.models) {
      const risks = points(model.name).map((p) => ({ ...p, risk: fpCost * piN * (p.fp / N) + fnCost * piP * (1 - p.tp / P) }));
      const min = Math.min(...risks.map((r) => r.risk));
      const got = model.geometry!.riskPoint!;
      expect(got.risk).toBeCloseTo(min, 12);
      expect(got.feasible).toBe(min <= maxRisk);
      const at = risks.find((r) => r.tp === got.tp && r.fp === got.fp)!;
      expect(at.risk).toBeCloseTo(min, 12);
    }
  });

  it('risk region: every vertex meets the bound and the polygon area matches grid counting', () => {
    const region = report.geometryRegions!.risk!.region;
    for (const [x, y] of region) expect(fpCost * piN * x + fnCost * piP * (1 - y)).toBeLessThanOrEqual(maxRisk + 1e-12);
    let area = 0;
    for (let i = 0; i < region.length; i++) {
      const [x1, y1] = region[i];
      const [x2, y2] = region[(i + 1) % region.length];
      area += x1 * y2 - x2 * y1;
    }
    const n = 800;
    let inside = 0;
    for (let i = 0; i < n; i++)
      for (let j = 0; j < n; j++) {
        const x = (i + 0.5) / n;
        const y = (j + 0.5) / n;
        if (fpCost * piN * x + fnCost * piP * (1 - y) <= maxRisk) inside++;
      }
    expect(Math.abs(area) / 2).toBeCloseTo(inside / (n * n), 3);
  });
});
