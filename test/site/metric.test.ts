/**
 * <Metric> selects one number of the report by value (src/lib/site/metric.ts): the asah example has two VOROS ranges,
 * two partial AUROC ranges, two WaAUROCC ranges and two scenarios, so a selection by position would be ambiguous.
 * Expected values are read from the report JSON by hand-written lookups; every unknown name fails, naming the prop.
 */
import { pStatement, pValue } from '../../src/lib/pvalue';
import { describe, it, expect, beforeAll } from 'vitest';
import { join } from 'node:path';
import { buildReport } from '../../src/lib/report/build';
import { reportJson } from '../../src/lib/report/json';
import { inlineMetric, type MetricProps } from '../../src/lib/site/metric';
import type { Report } from '../../src/lib/report/types';
import { root } from '../helpers/cli';

let asah: Report;
let sepsis: Report;
beforeAll(async () => {
  const env = { SOURCE_DATE_EPOCH: '1700000000' };
  asah = JSON.parse(reportJson((await buildReport(join(root, 'data', 'asah', 'asah.yaml'), { env })).report));
  sepsis = JSON.parse(reportJson((await buildReport(join(root, 'data', 'published', 'sepsis-screening.yaml'), { env })).report));
}, 120_000);

const WHERE = 'report "asah" (content/reports/asah.mdx)';
const m = (p: MetricProps, r: Report = asah) => inlineMetric(r, p, WHERE);
const num = (s: string) => Number(s);

describe('<Metric> selects by value', () => {
  it('VOROS by t: [0, 1] and [0.2, 0.6] give the two configured ranges, whatever their order', () => {
    const wfns = asah.models.find((x) => x.name === 'wfns')!;
    const byT = (a: number, b: number) => wfns.voros.find((v) => v.t[0] === a && v.t[1] === b)!.value;
    expect(num(m({ metric: 'voros', model: 'wfns', t: [0, 1], digits: 6 }).text)).toBeCloseTo(byT(0, 1), 6);
    expect(num(m({ metric: 'voros', model: 'wfns', t: [0.2, 0.6], digits: 6 }).text)).toBeCloseTo(byT(0.2, 0.6), 6);
    expect(m({ metric: 'voros', model: 'wfns', t: [0.2, 0.6] }).title).toBe('VOROS, t ∈ [0.2, 0.6]');
  });

  it('partial AUROC, McClish and WaAUROCC by fpr; the acceptance curve of that range', () => {
    const s = asah.models.find((x) => x.name === 's100b')!;
    const pa = s.partialAuroc.find((p) => p.fpr[1] === 0.5)!;
    expect(num(m({ metric: 'pauroc', model: 's100b', fpr: [0, 0.5], digits: 6 }).text)).toBeCloseTo(pa.area, 6);
    expect(num(m({ metric: 'mcclish', model: 's100b', fpr: [0, 0.5], digits: 6 }).text)).toBeCloseTo(pa.mcclish!, 6);
    const w = s.waaurocc!.find((x) => x.fpr[1] === 1)!;
    expect(num(m({ metric: 'waaurocc', model: 's100b', fpr: [0, 1], digits: 6 }).text)).toBeCloseTo(w.value, 6);
    expect(num(m({ metric: 'waauroccAcceptance', model: 's100b', fpr: [0, 1], digits: 6 }).text)).toBeCloseTo(w.acceptance!.value, 6);
  });

  it('a single candidate needs no selector (sepsis-screening has one VOROS range and one scenario)', () => {
    expect(sepsis.settings.voros).toHaveLength(1);
    const model = sepsis.models[0];
    expect(num(m({ metric: 'voros', model: model.name, digits: 6 }, sepsis).text)).toBeCloseTo(model.voros[0].value, 6);
  });

  it('ddBaseline: the maximum for higher-is-better measures, the minimum for lower-is-better ones', () => {
    const dd = asah.dutchDraw!;
    expect(dd.FPR.min).not.toBe(dd.FPR.max);
    expect(num(m({ metric: 'ddBaseline', measure: 'MCC', digits: 6 }).text)).toBeCloseTo(dd.MCC.max!, 6);
    expect(num(m({ metric: 'ddBaseline', measure: 'FDR', digits: 6 }).text)).toBeCloseTo(dd.FDR.min!, 6);
    expect(num(m({ metric: 'ddBaseline', measure: 'FPR', digits: 6 }).text)).toBe(dd.FPR.min);
    expect(m({ metric: 'ddBaseline', measure: 'FPR' }).title).toMatch(/minimum expectation: lower is better/);
  });
});

describe('<Metric> fails the build, naming the report and the prop', () => {
  const cases: [string, MetricProps, RegExp][] = [
    ['unknown metric', { metric: 'auc', model: 'wfns' }, /<Metric metric="auc" model="wfns">: unknown metric/],
    ['unknown model', { metric: 'auroc', model: 'nope' }, /no model "nope"; the report has s100b, ndka, wfns|no model "nope"/],
    ['missing model', { metric: 'auroc' }, /needs model="…"/],
    ['range by position', { metric: 'voros', model: 'wfns', range: 0 }, /`range` is not supported/],
    ['ambiguous range', { metric: 'voros', model: 'wfns' }, /needs t=\{\[a, b\]\}: the report has VOROS for t \[0, 1\], \[0\.2, 0\.6\]/],
    ['unknown t range', { metric: 'voros', model: 'wfns', t: [0, 0.5] }, /no VOROS for t = \[0, 0\.5\]/],
    ['unknown fpr range', { metric: 'pauroc', model: 'wfns', fpr: [0, 0.3] }, /no partial AUROC for fpr = \[0, 0\.3\]/],
    ['ambiguous scenario', { metric: 'pv', model: 'wfns' }, /needs scenario="…" \(ward review, strict\)/],
    ['unknown scenario', { metric: 'pv', model: 'wfns', scenario: 'lenient' }, /no scenario "lenient"/],
    ['unknown measure', { metric: 'ddBaseline', measure: 'F1' }, /unknown measure "F1"/],
    ['missing measure', { metric: 'ddBaseline' }, /needs measure="…"/],
    ['prop the metric does not take', { metric: 'auroc', model: 'wfns', t: [0, 1] }, /takes no t="…"/],
  ];
  for (const [what, props, msg] of cases) {
    it(what, () => {
      expect(() => m(props)).toThrow(msg);
      expect(() => m(props)).toThrow(/^report "asah" \(content\/reports\/asah\.mdx\): <Metric/);
    });
  }
});

describe('<Metric> intervals and paired tests', () => {
  it("aurocCi is the DeLong interval (pROC: s100b 0.630–0.833); delongP the paired test's p (pROC: wfns vs s100b 0.0272) and its Holm-adjusted p over the report's 3 tests (2 × 0.0272)", () => {
    expect(m({ metric: 'aurocCi', model: 's100b' }).text).toBe('[0.630, 0.833]');
    const text = "p = 0.027; p = 0.054 after Holm's adjustment for the 3 paired tests";
    expect(m({ metric: 'delongP', model: 'wfns', other: 's100b' }).text).toBe(text);
    expect(m({ metric: 'delongP', model: 's100b', other: 'wfns' }).text).toBe(text);
  });
  it('p-values: three decimals, "< 0.001" below (never "p = < 0.001"), undefined without a test', () => {
    expect([pValue(0.0272), pValue(0.001), pValue(0.000999), pValue(2.4e-65), pValue(null), pValue(NaN)]).toEqual(['0.027', '0.001', '< 0.001', '< 0.001', '—', '—']);
    expect([pStatement(0.0272), pStatement(0.001), pStatement(2.4e-65), pStatement(null)]).toEqual(['p = 0.027', 'p = 0.001', 'p < 0.001', 'p undefined']);
  });
  it('fail clearly without the data', () => {
    expect(() => m({ metric: 'aurocCi', model: 'Tool A' }, sepsis)).toThrow(/no DeLong interval/);
    expect(() => m({ metric: 'delongP', model: 'wfns' })).toThrow(/needs other=/);
    expect(() => m({ metric: 'delongP', model: 'wfns', other: 'nope' })).toThrow(/<Metric metric="delongP" model="wfns">: no model "nope"; the report has s100b, ndka, wfns$/);
    expect(() => m({ metric: 'auroc', model: 'wfns', other: 'ndka' })).toThrow(/takes no other=/);
  });
});
