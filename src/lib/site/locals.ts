import type { Report } from '../report/types';

type Locals = App.Locals;

/** The current report of a page (set by the page before rendering the MDX body). */
export function currentReport(locals: Locals, component: string): { report: Report; slug: string } {
  const r = locals.rocsite;
  if (!r) throw new Error(`<${component}> is used outside a report page: it needs the report set by the page`);
  return r;
}

/** Next chart id of the page: `<kind>-<n>` (stable for a given page). */
export function nextChartId(locals: Locals, kind: string): string {
  const r = locals.rocsite;
  if (!r) return `${kind}-0`;
  r.ids += 1;
  return `${kind}-${r.ids}`;
}
