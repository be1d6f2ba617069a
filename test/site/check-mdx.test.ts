/**
 * `rocsite check` finds in the MDX reports what the build rejects (src/lib/site/check-mdx.ts): an unknown component, a
 * wrong prop, and a model or scenario the report's config does not have, each with file, line and column, without
 * computing the report.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { checkMdxReports, configNames } from '../../src/lib/site/check-mdx';
import { runCli } from '../helpers/cli';

const FRONT = '---\ntitle: T\nconfig: data/r/r.yaml\nsummary: >-\n  two lines\n  of summary\n---\n';
const dirs: string[] = [];

/** A project with one config (models a, b; scenarios "ward", "strict") and one MDX report of `body`. */
function project(body: string): string {
  const dir = mkdtempSync(join(tmpdir(), 'rocsite-check-mdx-'));
  dirs.push(dir);
  mkdirSync(join(dir, 'data', 'r'), { recursive: true });
  mkdirSync(join(dir, 'content', 'reports'), { recursive: true });
  const rows = Array.from({ length: 40 }, (_, i) => `${i % 2},${((i * 7) % 10) / 10 + (i % 2) * 0.3},${((i * 3) % 10) / 10}`);
  writeFileSync(join(dir, 'data', 'r', 's.csv'), ['y,a,b', ...rows].join('\n') + '\n');
  writeFileSync(
    join(dir, 'data', 'r', 'r.yaml'),
    'title: r\ndataset: { path: s.csv, label: y, positive: 1 }\nscenarios:\n' +
      '  - { name: ward, precision: 0.5, capacity: "30%", cost: { t: [0.2, 0.6] } }\n' +
      '  - { name: strict, precision: 0.7, capacity: 5, cost: { t: [0.2, 0.6] } }\n',
  );
  writeFileSync(join(dir, 'content', 'reports', 'r.mdx'), FRONT + body);
  return dir;
}

afterEach(() => {
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});

describe('check of the MDX reports', () => {
  it('the names of a report come from its config and data, without computing it; the ranges are the defaults (Def.: VOROS t ∈ [0, 1], partial AUROC FPR ≤ 0.2, WaAUROCC [0, 1])', async () => {
    const dir = project('');
    expect(await configNames(join(dir, 'data', 'r', 'r.yaml'))).toEqual({
      models: ['a', 'b'],
      scenarios: ['ward', 'strict'],
      ranges: { voros: [[0, 1]], partialAuroc: [[0, 0.2]], waaurocc: [[0, 1]] },
    });
  });

  it('a <Metric> range (t, fpr) the config does not have, as the build names it', async () => {
    const dir = project(
      '\n<Metric metric="voros" model="a" t={[0, 0.5]} />\n\n<Metric metric="pauroc" model="a" fpr={[0, 0.3]} />\n\n' +
        '<Metric metric="waaurocc" model="b" fpr={[0, 0.2]} />\n\n<Metric metric="voros" model="a" t={[0, 1]} />\n\n<Metric metric="mcclish" model="b" />\n',
    );
    const f = 'content/reports/r.mdx';
    expect(await checkMdxReports(dir, { cwd: dir })).toEqual([
      `${f}:9:1: <Metric metric="voros" model="a">: no VOROS for t = [0, 0.5]; the report has [0, 1]`,
      `${f}:11:1: <Metric metric="pauroc" model="a">: no partial AUROC for fpr = [0, 0.3]; the report has [0, 0.2]`,
      `${f}:13:1: <Metric metric="waaurocc" model="b">: no WaAUROCC for fpr = [0, 0.2]; the report has [0, 1]`,
    ]);
  });

  it('a report the build accepts has no problem (math, text components, "none" where a chart takes it)', async () => {
    const dir = project(
      '\n## Results\n\nAUROC <Metric metric="auroc" model="a" />, $\\frac{a}{b}$ and {"{"}braces{"}"}.\n\n' +
        '<RocChart scenario="none" models={["b", "a"]} hull={false} />\n\n<Metric metric="pv" model="b" scenario="strict" />\n\n' +
        '<Metric metric="delongP" model="a" other="b" />\n\n<LesserAreaCurve scenario="none" />\n\n<FeasibleRegion scenario="ward" />\n',
    );
    expect(await checkMdxReports(dir, { cwd: dir })).toEqual([]);
  });

  it('every problem the build would stop at, with file:line:col', async () => {
    const dir = project(
      '\nText <Metric metric="auroc" model="qsofa" /> and <RocChart hull="no" />.\n\n<RocCurve />\n\n' +
        '<Metric metric="delongP" model="a" other="c" />\n\n<Metric metric="pv" model="a" />\n\n' +
        '<FeasibleRegion scenario="lenient" />\n\n<RocChart models={["a", "z"]} scenario="none" />\n\n<FeasibleRegion scenario="none" />\n',
    );
    const f = 'content/reports/r.mdx';
    expect(await checkMdxReports(dir, { cwd: dir })).toEqual([
      `${f}:9:6: <Metric metric="auroc" model="qsofa">: no model "qsofa"; the report has a, b`,
      `${f}:9:50: <RocChart>: hull: Expected boolean, received string`,
      expect.stringMatching(new RegExp(`^${f}:11:1: unknown component <RocCurve>; components: RocChart, `)),
      `${f}:13:1: <Metric metric="delongP" model="a">: no model "c"; the report has a, b`,
      `${f}:15:1: <Metric metric="pv" model="a">: needs scenario="…" (ward, strict)`,
      `${f}:17:1: <FeasibleRegion>: scenario: no scenario "lenient"; the report has ward, strict`,
      `${f}:19:1: <RocChart>: models: no model "z"; the report has a, b`,
      `${f}:21:1: <FeasibleRegion>: scenario: no scenario "none"; the report has ward, strict`,
    ]);
  });

  it('an MDX syntax error is named with its line and column', async () => {
    const dir = project('\nText\n\n<Metric metric="auroc" model="a"\n');
    const [p, ...rest] = await checkMdxReports(dir, { cwd: dir });
    expect(rest).toEqual([]);
    expect(p).toMatch(/^content\/reports\/r\.mdx:\d+:\d+: Unexpected end of file/);
  });

  it('names already read are used (`rocsite check` has read every config and its data)', async () => {
    const dir = project('\n<Metric metric="auroc" model="qsofa" />\n');
    const names = new Map([[join(dir, 'data', 'r', 'r.yaml'), { models: ['qsofa'], scenarios: [] }]]);
    expect(await checkMdxReports(dir, { cwd: dir, names })).toEqual([]);
  });
});

describe('rocsite check (CLI) on the MDX reports', () => {
  it('fails on a model the config does not have, naming the file, line and column', async () => {
    const dir = project('\nText <Metric metric="auroc" model="qsofa" />.\n\n<RocCurve />\n');
    const r = await runCli(['check', '--root', dir], dir, {});
    expect(r.code).toBe(1);
    expect(r.err).toContain('rocsite check: content/reports/r.mdx:9:6: <Metric metric="auroc" model="qsofa">: no model "qsofa"; the report has a, b');
    expect(r.err).toContain('rocsite check: content/reports/r.mdx:11:1: unknown component <RocCurve>');
  });

  it('passes a report the build accepts', async () => {
    const dir = project('\nText <Metric metric="auroc" model="a" />.\n');
    const r = await runCli(['check', '--root', dir], dir, {});
    expect(r.err).toBe('');
    expect(r.code).toBe(0);
  });
});
