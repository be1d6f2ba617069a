/** The CLI shows only the project's own errors without a stack; anything else (a bug) keeps its stack. */
import { describe, expect, it } from 'vitest';
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { root, runCli } from '../helpers/cli';
import { errorMessage } from '../../src/lib/error-message';
import { ConfigError } from '../../src/lib/config/load';
import { InputError } from '../../src/lib/io/errors';
import { MetricInputError } from '../../src/lib/metrics/errors';
import { partialAuroc } from '../../src/lib/metrics/auc';
import { countTableFromRoc } from '../../src/lib/metrics/counts';
import { rocCurve } from '../../src/lib/metrics/roc';
import { context, ReportError } from '../../src/lib/report/errors';

describe('CLI error display', () => {
  it("the project's own errors: message only", () => {
    expect(errorMessage(new MetricInputError('bad range'))).toBe('bad range');
    expect(errorMessage(new ReportError('model x: bad'))).toBe('model x: bad');
    expect(errorMessage(new InputError({ file: 'a.csv', line: 3 }, 'expected a number'))).toBe('a.csv line 3: expected a number');
    const c = new ConfigError('c.yaml', 'voros', 'expected a range');
    expect(errorMessage(c)).toBe(c.message);
  });

  it('a RangeError, TypeError or plain Error is a bug: said so, with its stack', () => {
    for (const e of [new RangeError('Invalid array length'), new TypeError('x is undefined'), new Error('internal: no sums')]) {
      const shown = errorMessage(e);
      expect(shown).toBe(`internal error (a bug in rocsite; please report it with what follows): ${e.stack}`);
      expect(shown).toMatch(/\n\s+at /);
    }
  });

  it('bad metric input is a MetricInputError; context() names the place and keeps only project errors short', () => {
    const roc = rocCurve(countTableFromRoc([0.2], [0.6], 10, 10));
    let caught: unknown;
    try {
      partialAuroc(roc, [-0.1, 0.2]);
    } catch (e) {
      caught = e;
    }
    expect(caught).toBeInstanceOf(MetricInputError);
    expect(() => context("model 'm'", caught)).toThrow(ReportError);
    expect(() => context("model 'm'", caught)).toThrow(/^model 'm': partial AUROC/);
    const bug = new TypeError('boom');
    expect(() => context("model 'm'", bug)).toThrow(bug);
  });
});

describe('check: project-level mistakes are one line, without a stack', () => {
  const project = (files: Record<string, string>) => {
    const dir = mkdtempSync(join(tmpdir(), 'rocsite-project-'));
    for (const [rel, text] of Object.entries(files)) {
      mkdirSync(dirname(join(dir, rel)), { recursive: true });
      writeFileSync(join(dir, rel), text);
    }
    return dir;
  };
  const asah = { 'data/asah/asah.csv': readFileSync(join(root, 'data/asah/asah.csv'), 'utf8'), 'data/asah/asah.yaml': readFileSync(join(root, 'data/asah/asah.yaml'), 'utf8') };

  it('a misspelt frontmatter key: named, with the key it is close to', async () => {
    const dir = project({ ...asah, 'content/reports/sepsis.mdx': '---\ntitle: S\nconfig: data/asah/asah.yaml\nconclsion: fine\n---\nText\n' });
    const r = await runCli(['check'], dir, {});
    expect(r.code).toBe(1);
    expect(r.err).toBe("rocsite check: content/reports/sepsis.mdx: invalid frontmatter: unknown key 'conclsion' (did you mean 'conclusion'?)\n");
  });

  it('a wrong frontmatter value and a missing config: one line each', async () => {
    let r = await runCli(['check'], project({ ...asah, 'content/reports/a.mdx': '---\nconfig: data/asah/asah.yaml\norder: first\n---\n' }), {});
    expect(r.err).toBe("rocsite check: content/reports/a.mdx: invalid frontmatter: order: expected a number, got 'first'\n");
    r = await runCli(['check'], project({ 'content/reports/b.mdx': '---\nconfig: data/none.yaml\n---\n' }), {});
    expect(r.err).toBe('rocsite check: content/reports/b.mdx: config data/none.yaml does not exist\n');
    r = await runCli(['check'], project({ 'content/reports/c.mdx': '---\ntitle: C\n---\n' }), {});
    expect(r.err).toMatch(/^rocsite check: content\/reports\/c\.mdx: frontmatter needs `config: [^\n]*\n$/);
  });

  it('an empty directory: no report found, and how to start one', async () => {
    const dir = project({});
    const r = await runCli(['check'], dir, {});
    expect(r.code).toBe(1);
    expect(r.err).toBe(`rocsite check: ${dir}: no report found: expected configs in data/ or MDX reports in content/reports/ (\`rocsite init\` creates a project)\n`);
  });
});
