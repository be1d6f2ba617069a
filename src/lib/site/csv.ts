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
  /** The file's text, built on first access (a page lists the files without building them; roc.csv of a 200-model report is 40 MB). */
  readonly content: string;
}

function csvFile(name: string, title: string, make: () => string): CsvFile {
  let text: string | undefined;
  return {
    name,
    title,
    get content() {
      return (text ??= make());
    },
  };
}

/** The CSV tables of a report: metrics per model, partial VOROS per scenario, ROC points, heatmap cells. */
export function reportCsvs(r: Report): CsvFile[] {
  const out: CsvFile[] = [];
  out.push(csvFile('metrics.csv', 'Metrics per model', () => {
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
    return toCsv(head, rows);
  }));
  if (r.scenarios.length) {
    out.push(csvFile('scenarios.csv', 'Partial VOROS per scenario and model', () => {
      const rows: unknown[][] = [];
      for (const s of r.scenarios) {
        for (const m of r.models) {
          const ms = m.scenarios.find((x) => x.name === s.name);
          if (!ms) continue;
          rows.push([s.name, s.precision, s.capacityCount, s.tRange[0], s.tRange[1], m.name, ms.partialVoros, ms.feasibleArea, ms.maxRecall, s.winners.includes(m.name) ? 1 : 0]);
        }
      }
      return toCsv(['scenario', 'alpha', 'kappa', 't_min', 't_max', 'model', 'partial_voros', 'feasible_area', 'max_recall', 'winner'], rows);
    }));
    out.push(csvFile('operating-points.csv', 'Best feasible operating points', () => {
      const rows: unknown[][] = [];
      for (const m of r.models) for (const ms of m.scenarios) for (const b of ms.bestPoints) rows.push([ms.name, m.name, b.t[0], b.t[1], b.fpr, b.tpr, b.threshold, b.tp, b.fp]);
      return toCsv(['scenario', 'model', 't_from', 't_to', 'fpr', 'tpr', 'threshold', 'tp', 'fp'], rows);
    }));
  }
  out.push(csvFile('roc.csv', 'ROC points', () => {
    const rows: unknown[][] = [];
    for (const m of r.models) {
      const hull = new Set(m.hull);
      for (let i = 0; i < m.roc.fpr.length; i++) rows.push([m.name, m.roc.thresholds[i], m.roc.fpr[i], m.roc.tpr[i], hull.has(i) ? 1 : 0]);
    }
    return toCsv(['model', 'threshold', 'fpr', 'tpr', 'hull_vertex'], rows);
  }));
  const h = r.heatmap;
  if (h) {
    out.push(csvFile('heatmap.csv', 'Heatmap cells', () => {
      const names = r.models.map((m) => m.name);
      const wp = h.cells.some((row) => row.some((c) => c.winProbability));
      const rows: unknown[][] = [];
      h.alphas.forEach((a, i) =>
        h.kappas.forEach((k, j) => {
          const c = h.cells[i][j];
          rows.push([a, k, c.winners.join(' ≈ '), ...names.map((n) => own(c.partialVoros, n)), ...(wp ? names.map((n) => (c.winProbability ? own(c.winProbability, n) : null)) : [])]);
        }),
      );
      return toCsv(['alpha', 'kappa', 'winners', ...names.map((n) => `pv_${n}`), ...(wp ? names.map((n) => `win_probability_${n}`) : [])], rows);
    }));
  }
  if (r.models.some((m) => m.intervals)) {
    out.push(csvFile('intervals.csv', 'Confidence intervals', () => {
      const rows: unknown[][] = [];
      for (const m of r.models) {
        const iv = m.intervals;
        if (!iv) continue;
        for (const x of iv.auroc) rows.push([m.name, 'auroc', '', x.method, x.level, x.ci[0], x.ci[1]]);
        for (const x of iv.auprc) rows.push([m.name, 'auprc', '', x.method, x.level, x.ci[0], x.ci[1]]);
        for (const x of iv.partialAuroc) {
          rows.push([m.name, 'pauroc', `${x.fpr[0]}-${x.fpr[1]}`, x.method, x.level, x.ci[0], x.ci[1]]);
          rows.push([m.name, 'pauroc_mcclish', `${x.fpr[0]}-${x.fpr[1]}`, x.method, x.level, x.mcclish[0], x.mcclish[1]]);
        }
        for (const x of iv.voros) rows.push([m.name, 'voros', `${x.t[0]}-${x.t[1]}`, x.method, x.level, x.ci[0], x.ci[1]]);
        for (const x of iv.scenarios) rows.push([m.name, 'partial_voros', x.name, x.method, x.level, x.ci[0], x.ci[1]]);
      }
      return toCsv(['model', 'metric', 'range_or_scenario', 'method', 'level', 'lower', 'upper'], rows);
    }));
  }
  const sel = r.selection;
  if (sel) {
    // Model selection: one row per strategy, scenario and t piece of τ(t).
    // With a bootstrap: the interval of the expected test cost and the bootstrap mean of feasibleOnTest (test part resampled, choice fixed).
    out.push(csvFile('selection.csv', 'Model selection on validation, cost on test', () => {
      const iv = sel.some((e) => e.intervals);
      const rows: unknown[][] = [];
      for (const e of sel) {
        const c = e.intervals?.expectedTestCost[0];
        const f = e.intervals?.feasibleOnTest[0];
        const ivCells = iv ? [c?.level, c?.ci[0], c?.ci[1], f?.ci[0], f?.ci[1], f?.mean] : [];
        for (const p of e.thresholds) {
          rows.push([e.scenario, e.strategy, e.model, e.validationScore, e.expectedTestCost, e.expectedTestCostMonteCarlo, e.samples, e.feasibleOnTest, ...ivCells, p.t[0], p.t[1], p.threshold,
            p.validation.fpr, p.validation.tpr, p.validation.precision, p.validation.alerts, p.test.fpr, p.test.tpr, p.test.precision, p.test.alerts]);
        }
      }
      const head = ['scenario', 'strategy', 'model', 'validation_score', 'expected_test_cost', 'expected_test_cost_monte_carlo', 'samples', 'feasible_on_test',
        ...(iv ? ['interval_level', 'expected_test_cost_lower', 'expected_test_cost_upper', 'feasible_on_test_lower', 'feasible_on_test_upper', 'feasible_on_test_bootstrap_mean'] : []),
        't_from', 't_to', 'threshold',
        'validation_fpr', 'validation_tpr', 'validation_precision', 'validation_alerts', 'test_fpr', 'test_tpr', 'test_precision', 'test_alerts'];
      return toCsv(head, rows);
    }));
  }
  return out;
}
