/** docs/authoring.md documents exactly the MDX components and props of src/lib/site/props.ts and the frontmatter keys. */
import { compile } from '@mdx-js/mdx';
import { readFileSync } from 'node:fs';
import { VFile } from 'vfile';
import { describe, expect, it } from 'vitest';
import { frontmatterSchema, reportFrontmatter } from '../../src/lib/site/frontmatter';
import { COMPONENT_PROPS } from '../../src/lib/site/props';
import remarkComponentProps from '../../src/lib/site/remark-props';

const doc = readFileSync(new URL('../../docs/authoring.md', import.meta.url), 'utf8');

/** First-column `code` cells of the Markdown table that follows `heading`, up to the next heading. */
function tableKeys(section: string): string[] {
  return [...section.matchAll(/^\| `([^`]+)` \|/gm)].map((m) => m[1]);
}

describe('docs/authoring.md', () => {
  it('lists every component with exactly its props, in the schema module', () => {
    const sections = doc.split(/^### /m).slice(1);
    const documented = Object.fromEntries(
      sections.map((s) => {
        const name = /^`<(\w+)>`/.exec(s)?.[1] ?? s.split('\n')[0];
        return [name, tableKeys(s.split(/^## /m)[0])];
      }),
    );
    const schemas = Object.fromEntries(Object.entries(COMPONENT_PROPS).map(([n, z]) => [n, Object.keys(z.shape)]));
    expect(documented).toEqual(schemas);
  });

  it('documents exactly the frontmatter keys', () => {
    const fm = doc.split(/^## Frontmatter/m)[1].split(/^## /m)[0];
    expect(tableKeys(fm).sort()).toEqual(Object.keys(frontmatterSchema.shape).sort());
  });

  it('its complete example has valid frontmatter and passes the build\'s props check', async () => {
    const example = /## A complete example\s+```mdx\n([\s\S]*?)\n```/.exec(doc)![1];
    expect(reportFrontmatter(example, 'example')).toMatchObject({ config: 'data/asah/asah.yaml', order: 1 });
    const file = new VFile({ path: '/p/content/reports/example.mdx', value: example.replace(/^---\n[\s\S]*?\n---\n/, '') });
    const js = String(await compile(file, { remarkPlugins: [[remarkComponentProps, { root: '/p' }]] }));
    for (const name of ['Metric', 'Ref', 'MetricTable', 'RocChart', 'FeasibleRegion', 'OperatingPoints', 'ScreenOnly']) expect(js).toContain(name);
  });
});
