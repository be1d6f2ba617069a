/**
 * CSV downloads of a report (RFC 4180, LF line ends, numbers written in full precision).
 *
 * Safe for spreadsheets (OWASP "CSV injection"): numbers are written bare, every text field (names, headers, labels)
 * is quoted, and a text field that starts with `=`, `+`, `-`, `@`, a tab or a carriage return and is not a number gets
 * a leading `'`, so a model named `=HYPERLINK(…)` is shown as text, never run as a formula.
 */
import { own } from '../dict';
import type { Report } from '../report/types';

/** First characters that make a spreadsheet read a cell as a formula. */
const FORMULA_START = /^[=+\-@\t\r]/;
/** A decimal number as written (such a field stays as it is: "-1" is a number, not a formula). */
const DECIMAL = /^[+-]?(?:\d+(?:\.\d*)?|\.\d+)(?:[eE][+-]?\d+)?$/;

/** A text field: formula-like text neutralised with a leading `'`, then quoted. */
export function csvText(s: string): string {
  const t = FORMULA_START.test(s) && !DECIMAL.test(s) ? `'${s}` : s;
  return `"${t.replace(/"/g, '""')}"`;
}

/** One CSV field: a finite number bare, null/undefined/non-finite empty, anything else as quoted text. */
export function csvCell(v: unknown): string {
  if (v === null || v === undefined) return '';
  if (typeof v === 'number') return Number.isFinite(v) ? String(v) : '';
  return csvText(String(v));
}

function toCsv(head: string[], rows: unknown[][]): string {
  return [head, ...rows].map((r) => r.map(csvCell).join(',')).join('\n') + '\n';
}

export interface CsvFile {
  name: string;
  title: string;
  content: string;
}

/** The CSV tables of a report: metrics per model, partial VOROS per scenario, ROC points, heatmap cells. */
export function reportCsvs(r: Report): CsvFile[] {
  const out: CsvFile[] = [];
  const head = ['model', 'auroc', 'auprc'];
  for (const p of r.settings.partialAuroc) head.push(`pauroc_${p[0]}_${p[1]}`, `pauroc_mcclish_${p[0]}_${p[1]}`);
  for (const v of r.settings.voros) head.push(`voros_${v[0]}_${v[1]}`);
  const rows = r.models.map((m) => {
    const row: unknown[] = [m.name, m.auroc, m.auprc];
    for (const p of r.settings.partialAuroc) {
      const x = m.partialAuroc.find((q) => q.fpr[0] === p[0] && q.fpr[1] === p[1]);
      row.push(x?.area, x?.mcclish);
    }
    for (const v of r.settings.voros) row.push(m.voros.find((q) => q.t[0] === v[0] && q.t[1] === v[1])?.value);
    return row;
  });
  out.push({ name: 'metrics.csv', title: 'Metrics per model', content: toCsv(head, rows) });
  if (r.scenarios.length) {
    const srows: unknown[][] = [];
    for (const s of r.scenarios) {
      for (const m of r.models) {
        const ms = m.scenarios.find((x) => x.name === s.name);
        if (!ms) continue;
        srows.push([s.name, s.precision, s.capacityCount, s.tRange[0], s.tRange[1], m.name, ms.partialVoros, ms.feasibleArea, ms.maxRecall, s.winners.includes(m.name) ? 1 : 0]);
      }
    }
    out.push({
      name: 'scenarios.csv',
      title: 'Partial VOROS per scenario and model',
      content: toCsv(['scenario', 'alpha', 'kappa', 't_min', 't_max', 'model', 'partial_voros', 'feasible_area', 'max_recall', 'winner'], srows),
    });
    const brows: unknown[][] = [];
    for (const m of r.models) for (const ms of m.scenarios) for (const b of ms.bestPoints) brows.push([ms.name, m.name, b.t[0], b.t[1], b.fpr, b.tpr, b.threshold, b.tp, b.fp]);
    out.push({ name: 'operating-points.csv', title: 'Best feasible operating points', content: toCsv(['scenario', 'model', 't_from', 't_to', 'fpr', 'tpr', 'threshold', 'tp', 'fp'], brows) });
  }
  const roc: unknown[][] = [];
  for (const m of r.models) for (let i = 0; i < m.roc.fpr.length; i++) roc.push([m.name, m.roc.thresholds[i], m.roc.fpr[i], m.roc.tpr[i], m.hull.includes(i) ? 1 : 0]);
  out.push({ name: 'roc.csv', title: 'ROC points', content: toCsv(['model', 'threshold', 'fpr', 'tpr', 'hull_vertex'], roc) });
  if (r.heatmap) {
    const names = r.models.map((m) => m.name);
    const wp = r.heatmap.cells.some((row) => row.some((c) => c.winProbability));
    const hrows: unknown[][] = [];
    r.heatmap.alphas.forEach((a, i) =>
      r.heatmap!.kappas.forEach((k, j) => {
        const c = r.heatmap!.cells[i][j];
        hrows.push([a, k, c.winners.join(' ≈ '), ...names.map((n) => own(c.partialVoros, n)), ...(wp ? names.map((n) => (c.winProbability ? own(c.winProbability, n) : null)) : [])]);
      }),
    );
    out.push({
      name: 'heatmap.csv',
      title: 'Heatmap cells',
      content: toCsv(['alpha', 'kappa', 'winners', ...names.map((n) => `pv_${n}`), ...(wp ? names.map((n) => `win_probability_${n}`) : [])], hrows),
    });
  }
  if (r.models.some((m) => m.intervals)) {
    const irows: unknown[][] = [];
    for (const m of r.models) {
      const iv = m.intervals;
      if (!iv) continue;
      for (const x of iv.auroc) irows.push([m.name, 'auroc', '', x.method, x.level, x.ci[0], x.ci[1]]);
      for (const x of iv.auprc) irows.push([m.name, 'auprc', '', x.method, x.level, x.ci[0], x.ci[1]]);
      for (const x of iv.partialAuroc) {
        irows.push([m.name, 'pauroc', `${x.fpr[0]}-${x.fpr[1]}`, x.method, x.level, x.ci[0], x.ci[1]]);
        irows.push([m.name, 'pauroc_mcclish', `${x.fpr[0]}-${x.fpr[1]}`, x.method, x.level, x.mcclish[0], x.mcclish[1]]);
      }
      for (const x of iv.voros) irows.push([m.name, 'voros', `${x.t[0]}-${x.t[1]}`, x.method, x.level, x.ci[0], x.ci[1]]);
      for (const x of iv.scenarios) irows.push([m.name, 'partial_voros', x.name, x.method, x.level, x.ci[0], x.ci[1]]);
    }
    out.push({ name: 'intervals.csv', title: 'Confidence intervals', content: toCsv(['model', 'metric', 'range_or_scenario', 'method', 'level', 'lower', 'upper'], irows) });
  }
  if (r.selection) {
    // Model selection: one row per strategy, scenario and t piece of τ(t).
    const rows: unknown[][] = [];
    for (const e of r.selection) {
      for (const p of e.thresholds) {
        rows.push([e.scenario, e.strategy, e.model, e.validationScore, e.expectedTestCost, e.expectedTestCostMonteCarlo, e.samples, e.feasibleOnTest, p.t[0], p.t[1], p.threshold,
          p.validation.fpr, p.validation.tpr, p.validation.precision, p.validation.alerts, p.test.fpr, p.test.tpr, p.test.precision, p.test.alerts]);
      }
    }
    const head = ['scenario', 'strategy', 'model', 'validation_score', 'expected_test_cost', 'expected_test_cost_monte_carlo', 'samples', 'feasible_on_test', 't_from', 't_to', 'threshold',
      'validation_fpr', 'validation_tpr', 'validation_precision', 'validation_alerts', 'test_fpr', 'test_tpr', 'test_precision', 'test_alerts'];
    out.push({ name: 'selection.csv', title: 'Model selection on validation, cost on test', content: toCsv(head, rows) });
  }
  return out;
}
