/**
 * Bidirectional controls in data strings: a name with U+202E (right-to-left override) must not reorder the text
 * around it. Pages isolate every name with <bdi>; the PDF's text and metadata show the controls as <U+XXXX>.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { JSDOM } from 'jsdom';
import { describe, expect, it } from 'vitest';
import { categoryLabel, cellTip } from '../../src/lib/charts/heatmap-labels';
import { pdfMeta } from '../../src/lib/pdf/metadata';
import { SHOW_BIDI_IN_DOCUMENT, visibleBidi } from '../../src/lib/text';
import { root } from '../helpers/cli';

describe('bidi controls', () => {
  it('the PDF step shows them in every text node of the printed document', () => {
    const dom = new JSDOM('<!doctype html><html><head><title>t\u202Ex</title></head><body><dd><bdi>B\u202E</bdi> 0.833</dd><p>\u2067a\u2069 \u200Fb</p></body></html>', { runScripts: 'outside-only' });
    dom.window.eval(SHOW_BIDI_IN_DOCUMENT);
    const doc = dom.window.document;
    expect(doc.querySelector('dd')!.textContent).toBe('B<U+202E> 0.833');
    expect(doc.querySelector('p')!.textContent).toBe('<U+2067>a<U+2069> <U+200F>b');
    expect(doc.title).toBe('t<U+202E>x');
  });

  it("the PDF's title, subject and keywords show them", () => {
    const m = pdfMeta('s', { title: 'T\u202E1', description: 'd\u2066', models: ['B\u202E'], simulated: false, inputHash: 'a'.repeat(64), rocsiteVersion: '0', generated: '2023-11-14T22:13:20.000Z' } as never, { format: 'A4', env: {} });
    expect(m.title).toBe('T<U+202E>1');
    expect(m.subject.startsWith('d<U+2066> — ')).toBe(true);
    expect(m.keywords).toContain('B<U+202E>');
    expect(visibleBidi('plain')).toBe('plain');
  });

  it('chart text (heatmap categories and tooltips) shows them; plain names are unchanged', () => {
    const order = ['B\u202E', 'C'];
    expect(categoryLabel(order, order)).toBe('B<U+202E> ≈ C');
    expect(cellTip(0.5, 10, 100, ['B\u202E'], order, { 'B\u202E': 0.833, C: 0.5 })).toContain('partial VOROS: B<U+202E> 0.833, C 0.500');
    expect(categoryLabel(['A', 'C'], ['A', 'C'])).toBe('A ≈ C');
  });

  it('components and pages put names, titles and winners that stand in running text inside <bdi>', () => {
    const dirs = ['src/components', 'src/pages', 'src/pages/reports/[slug]'];
    const offenders: string[] = [];
    for (const d of dirs) {
      for (const f of readdirSync(join(root, d)).filter((x) => x.endsWith('.astro'))) {
        const text = readFileSync(join(root, d, f), 'utf8').split('---').slice(2).join('---');
        // A data string rendered as element text ({x.name}, {x.title}, {w.model}, {i.path}, winners joined) outside <bdi>.
        // (Attributes and template literals are not element text; CSV file names and chart titles are not data.)
        for (const m of text.matchAll(/(<bdi(?: class="[\w -]*")?>)?(?<![=$])\{[\w.\[\]0-9]*\.(?:name|title|model|path)\}|\.winners\.join\(/g)) {
          if (!m[1] && !/\{(c\.name|c\.title|p\.chart\.title)\}/.test(m[0])) offenders.push(`${d}/${f}: ${m[0]}`);
        }
      }
    }
    expect(offenders).toEqual([]);
  });
});
