/** Lesser-area chart: the area of lesser classifiers A_t, or a scenario's normalized partial area, against the cost t. */
import type { Report } from '../report/types';
import { costRatioOf } from '../report/recommendation';
import { Plot, renderVariants, variantScale, type VariantSpec } from './render';
import { fmt, compact } from './format';
import { baseStyle, colorScale, findScenario, legendOf, modelLines, type ChartOut } from './common';
import { drawnForScenario, drawnModels, drawnNote } from './drawn-models';
import { visibleBidi } from '../text';

export interface LesserOptions {
  id: string;
  /** Scenario whose normalized partial area is drawn; 'none' draws the (unconstrained) area of lesser classifiers A_t. */
  scenario?: string | 'none';
}

/** The fractional cost t of a cost ratio r = C0/C1: t = r·N/(r·N + P) (the inverse of costRatioOf). */
function tOfRatio(r: number, P: number, N: number): number {
  return (r * N) / (r * N + P);
}

/**
 * Nice cost-ratio values (C0/C1 = 1, 2 or 5 × 10^e) whose t = r·N/(r·N + P) lies inside [lo, hi], no two closer than
 * `minGap` of the t range: t is a logistic function of log r, so ratios a decade apart crowd together near t = 0 and
 * t = 1. Powers of ten are placed first, then 2s and 5s where they fit.
 */
export function ratioTicks(lo: number, hi: number, P: number, N: number, minGap = 0.09): { t: number; r: number }[] {
  const gap = minGap * (hi - lo);
  // A range from t = 0 starts at ratio 0 (else the first candidate there would be the tiny 0.000001).
  const chosen: { t: number; r: number }[] = lo <= 1e-9 ? [{ t: 0, r: 0 }] : [];
  for (const m of [1, 2, 5]) {
    for (let e = -6; e <= 6; e++) {
      const r = Number((m * 10 ** e).toPrecision(1));
      const t = tOfRatio(r, P, N);
      if (t < lo - 1e-9 || t > hi + 1e-9) continue;
      if (chosen.every((c) => Math.abs(c.t - t) >= gap)) chosen.push({ t, r });
    }
  }
  return chosen.sort((a, b) => a.t - b.t);
}

/**
 * `minGap` of {@link ratioTicks} for a chart drawn in a variant: the widest label ("0.000001") and some air at the
 * variant's text size, as a share of the plot's width (a phone's 224 px plot needs four times the share of a screen's).
 */
export function ratioTickGap(v: VariantSpec, width: number, height: number, marginLeft: number, marginRight = 20): number {
  const plot = width * variantScale(width, height, v) - marginLeft - marginRight;
  return Math.max(0.09, (9 * 0.62 * v.fontSize + 6) / plot);
}

/**
 * A cost-ratio axis in a variant: its ticks (t values) and their labels (C0/C1 = t/(1−t)·P/N). Nice ratios 1, 2 or
 * 5 × 10^e ({@link ratioTicks}) when the range holds at least three; otherwise (a narrow range such as t ∈ [0.51,
 * 0.61] holds none) the multiples of a 1, 2 or 5 × 10^e step that give about five ticks (three on a phone), each
 * labelled exactly ("0.035"), so no two labels read alike.
 */
export function costRatioTicks(lo: number, hi: number, P: number, N: number, v: VariantSpec, width: number, height: number, marginLeft: number): { ticks: number[]; label: (t: number) => string } {
  const nice = ratioTicks(lo, hi, P, N, ratioTickGap(v, width, height, marginLeft));
  let rs = nice.map((d) => d.r);
  if (nice.length < 3 && hi > lo && lo < 1) {
    const [r0, r1] = [costRatioOf(lo, P, N), costRatioOf(hi, P, N)];
    const n = v.variant === 'phone' ? 3 : 5;
    const raw = (Math.min(r1, r0 * 1e6 + 1) - r0) / (n - 1);
    const e = Math.floor(Math.log10(raw));
    const step = [1, 2, 5, 10].map((m) => m * 10 ** e).find((s) => s >= raw * (1 - 1e-9))!;
    rs = [];
    for (let k = Math.ceil(r0 / step - 1e-9); k * step <= r1 * (1 + 1e-9) && rs.length < 2 * n; k++) rs.push(Number((k * step).toPrecision(12)));
  }
  const ticks = rs.map((r) => tOfRatio(r, P, N));
  const labels = new Map(ticks.map((t, i) => [t, String(rs[i])]));
  return { ticks, label: (t: number) => labels.get(t) ?? compact(costRatioOf(t, P, N)) };
}

export function lesserChart(report: Report, o: LesserOptions): ChartOut {
  const scen = o.scenario === 'none' ? undefined : findScenario(report, o.scenario);
  const { positives: P, negatives: N } = report.dataset;
  const rows: { model: string; t: number; v: number }[] = [];
  const table: string[][] = [];
  // At most MAX_DRAWN_MODELS models: a scenario's of highest partial VOROS in it, else of highest AUROC (drawn-models.ts).
  const drawn = scen ? drawnForScenario(report, scen.name) : drawnModels(report);
  for (const m of drawn) {
    const series = scen ? m.scenarios.find((s) => s.name === scen.name)?.partialArea : m.lesserArea;
    if (!series) continue;
    for (let i = 0; i < series.t.length; i++) {
      const v = series.value[i];
      if (Number.isFinite(v)) rows.push({ model: m.name, t: series.t[i], v });
    }
    const n = series.t.length;
    const step = Math.max(1, Math.floor(n / 10));
    for (let i = 0; i < n; i += step) table.push([m.name, fmt(series.t[i]), compact(costRatioOf(series.t[i], P, N)), fmt(series.value[i])]);
  }
  const ts = rows.map((r) => r.t);
  const lo = scen ? scen.tRange[0] : ts.length ? Math.min(...ts) : 0;
  const hi = scen ? scen.tRange[1] : ts.length ? Math.max(...ts) : 1;
  const { svg, variants } = renderVariants(
    (v) => {
      const ratioAxis = costRatioTicks(lo, hi, P, N, v, 640, 380, 56);
      return {
      width: 640,
      height: 380,
      marginLeft: 56,
      marginTop: 46,
      marginBottom: 44,
      style: baseStyle,
      x: { domain: [lo, hi], label: 'Fractional cost t →', grid: true, labelAnchor: 'center' },
      y: { domain: [0, 1], label: scen ? 'Normalized partial area A*ₜ / A*' : 'Area of lesser classifiers Aₜ', grid: true, labelAnchor: 'center', labelArrow: 'none' },
      color: colorScale(report),
      marks: [
        Plot.axisX(ratioAxis.ticks, {
          anchor: 'top',
          tickFormat: ratioAxis.label,
          label: 'Cost ratio C0/C1 (false positive : false negative) →',
          labelAnchor: 'center',
        }),
        Plot.axisX({ anchor: 'bottom' }),
        ...modelLines(report.models.map((m) => m.name), rows, { x: 't', y: 'v', domain: [lo, hi] }),
        Plot.frame({ strokeOpacity: 0.3 }),
      ],
      };
    },
    { id: o.id, ariaLabel: scen ? `Normalized partial area against t, scenario ${visibleBidi(scen.name)}` : 'Area of lesser classifiers against t' },
  );
  return {
    kind: 'lesser',
    title: scen ? `Normalized partial area against cost — scenario “${visibleBidi(scen.name)}”` : 'Area of lesser classifiers against cost',
    caption:
      (scen
      ? `For each fractional cost t (bottom axis; top axis: the cost ratio C0/C1 = t/(1−t)·P/N), the share of the feasible region that the model's best feasible point beats. Partial VOROS is the average of this curve over the cost distribution: ${report.models
          .map((m) => `${visibleBidi(m.name)} ${fmt(m.scenarios.find((s) => s.name === scen.name)?.partialVoros)}`)
          .join(', ')}.`
      : `For each fractional cost t, the area of ROC space below the iso-cost line through the model's cost-optimal point; VOROS is its average over a t range.`) +
      drawnNote(report, drawn, scen ? `partial VOROS in “${visibleBidi(scen.name)}”` : 'AUROC'),
    svg,
    variants,
    table: { head: ['Model', 't', 'C0/C1', scen ? 'A*ₜ / A*' : 'Aₜ'], rows: table },
    legend: legendOf(report, drawn),
  };
}
