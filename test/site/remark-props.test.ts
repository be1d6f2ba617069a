import { compile } from '@mdx-js/mdx';
import { VFile } from 'vfile';
import { describe, expect, it } from 'vitest';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { COMPONENT_PROPS, componentProps, reportComponentProps } from '../../src/lib/site/props';
import { METRICS } from '../../src/lib/site/metric';
import remarkComponentProps from '../../src/lib/site/remark-props';

/** Compiles MDX text as content/reports/<name>.mdx with the build's props check; returns the JS or the error. */
async function check(text: string, name = 'x'): Promise<{ js?: string; error?: string }> {
  const file = new VFile({ path: `/proj/content/reports/${name}.mdx`, value: text });
  try {
    const out = await compile(file, { remarkPlugins: [[remarkComponentProps, { root: '/proj' }]] });
    return { js: String(out) };
  } catch (e) {
    return { error: (e as Error).message };
  }
}

describe('MDX component props are checked at build time, with file and line', () => {
  it('a wrong prop value fails with the MDX file, line and the allowed values', async () => {
    const r = await check('---\ntitle: t\n---\n\nThe baseline is <Metric metric="ddBaseline" measure="F2"/>.\n');
    expect(r.error).toMatch(/content\/reports\/x\.mdx:5:\d+: <Metric>: measure: Invalid enum value\. Expected 'TP' \| 'TN'/);
  });

  it('an unknown prop, a non-literal value, an unknown component: each named with its line', async () => {
    const r = await check('# T\n\n<RocChart scenaro="a" />\n\n<FeasibleRegion maxFpr={x} />\n\n<Roc />\n');
    expect(r.error).toContain('content/reports/x.mdx:3:1: <RocChart>: unknown prop scenaro; <RocChart> takes scenario, models, hull, maxFpr, title, caption, id');
    expect(r.error).toContain('content/reports/x.mdx:5:1: <FeasibleRegion>: maxFpr: expected a literal value');
    expect(r.error).toMatch(/content\/reports\/x\.mdx:7:1: unknown component <Roc>; components: RocChart, /);
  });

  it('wrong types: a string for a number, a number for a range', async () => {
    const r = await check('<Metric metric="auroc" model="a" digits="2" />\n\n<Metric metric="voros" model="a" t={0.5} />\n');
    expect(r.error).toContain('x.mdx:1:1: <Metric>: digits: Expected number, received string');
    expect(r.error).toContain('x.mdx:3:1: <Metric>: t: Expected array, received number');
  });

  it('right props pass, and each component is told where it is (for the checks made when it renders)', async () => {
    const r = await check('Text <Metric metric="voros" model="a" t={[0, 1]} digits={2} />\n\n<RocChart hull models={["a", "b"]} id="roc" />\n\n<ScreenOnly>\n\nx\n\n</ScreenOnly>\n');
    expect(r.error).toBeUndefined();
    expect(r.js).toContain('__at: "content/reports/x.mdx:1"');
    expect(r.js).toContain('__at: "content/reports/x.mdx:3"');
  });

  it('components check their props when they render too, naming the MDX position', () => {
    expect(() => componentProps('Metric', { metric: 'pv', model: 'a', scenario: 3, __at: 'content/reports/x.mdx:9' })).toThrow(
      'content/reports/x.mdx:9: <Metric>: scenario: Expected string, received number',
    );
    expect(componentProps('RocChart', { hull: true, __at: 'a.mdx:1' })).toEqual({ hull: true, __at: 'a.mdx:1' });
  });

  it('<Metric> takes every selector some metric needs (src/lib/site/metric.ts), and nothing else but metric and digits', () => {
    const needed = new Set(Object.values(METRICS).flatMap((n) => Object.keys(n)));
    expect(Object.keys(COMPONENT_PROPS.Metric.shape).sort()).toEqual(['digits', 'metric', ...needed].sort());
  });

  it('every component the report page offers MDX has a schema', async () => {
    const { readFileSync } = await import('node:fs');
    const page = readFileSync(new URL('../../src/pages/reports/[slug]/index.astro', import.meta.url), 'utf8');
    const offered = /const components = \{([^}]*)\}/.exec(page)![1].split(',').map((s) => s.trim()).filter(Boolean).sort();
    expect(offered).toEqual(Object.keys(COMPONENT_PROPS).sort());
  });
});

describe('at render, components check the names and ranges their props refer to, as `rocsite check` does', () => {
  // A report's names and ranges: what reportComponentProps reads (models, scenarios, settings).
  const report = {
    models: [{ name: 'a' }, { name: 'b' }],
    scenarios: [{ name: 'ward' }],
    settings: { voros: [[0, 1]], partialAuroc: [[0, 0.2]], waaurocc: [[0, 1]] },
  } as unknown as Parameters<typeof reportComponentProps>[2];

  it('every component taking models={[…]} fails on a model the report lacks, with the MDX position and the names it has', () => {
    const taking = (Object.keys(COMPONENT_PROPS) as (keyof typeof COMPONENT_PROPS)[]).filter((n) => 'models' in COMPONENT_PROPS[n].shape);
    expect(taking).toEqual(expect.arrayContaining(['DutchDrawChart', 'DutchDrawTable', 'OperatingPoints', 'RocChart', 'PrChart']));
    for (const n of taking) {
      expect(() => reportComponentProps(n, { models: ['a', 'z'], __at: 'content/reports/x.mdx:7:1' }, report)).toThrow(
        `content/reports/x.mdx:7:1: <${n}>: models: no model "z"; the report has a, b`,
      );
      expect(reportComponentProps(n, { models: ['b'] }, report)).toEqual({ models: ['b'] });
    }
  });

  it('a <Metric> range the report does not have, and a scenario it lacks', () => {
    expect(() => reportComponentProps('Metric', { metric: 'voros', model: 'a', t: [0, 0.5] }, report)).toThrow(
      '<Metric metric="voros" model="a">: no VOROS for t = [0, 0.5]; the report has [0, 1]',
    );
    expect(() => reportComponentProps('FeasibleRegion', { scenario: 'icu' }, report)).toThrow('<FeasibleRegion>: scenario: no scenario "icu"; the report has ward');
  });

  it('every component with props reads them through reportComponentProps (none parses them without the report)', () => {
    const dir = join(__dirname, '..', '..', 'src', 'components');
    for (const f of readdirSync(dir).filter((x) => x.endsWith('.astro'))) {
      const text = readFileSync(join(dir, f), 'utf8');
      expect(text, f).not.toMatch(/[^t]componentProps\(/);
      const name = f.replace(/\.astro$/, '');
      const takesProps = name in COMPONENT_PROPS && Object.keys(COMPONENT_PROPS[name as keyof typeof COMPONENT_PROPS].shape).length > 0;
      if (takesProps && name !== 'Ref') expect(text, f).toContain(`reportComponentProps('${name}', Astro.props, report)`);
    }
  });
});
