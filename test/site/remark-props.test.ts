import { compile } from '@mdx-js/mdx';
import { VFile } from 'vfile';
import { describe, expect, it } from 'vitest';
import { COMPONENT_PROPS, componentProps } from '../../src/lib/site/props';
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
