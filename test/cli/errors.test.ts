/** The CLI shows only the project's own errors without a stack; anything else (a bug) keeps its stack. */
import { describe, expect, it } from 'vitest';
import { errorMessage } from '../../src/cli/main';
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

  it('a RangeError or TypeError is a bug: its stack is shown', () => {
    for (const e of [new RangeError('Invalid array length'), new TypeError('x is undefined')]) {
      const shown = errorMessage(e);
      expect(shown).toBe(e.stack);
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
