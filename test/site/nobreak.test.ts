import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { nameRuns, numberRuns } from '../../src/lib/site/nobreak';

const kept = (s: string) => numberRuns(s).filter((r) => r.keep).map((r) => r.text);

describe('numberRuns: numbers and numeric ranges kept on one line', () => {
  it('keeps exponents, ranges (with a one-letter symbol), signs and digit groups whole', () => {
    expect(kept('[7.1e-4, 0.83]')).toEqual(['7.1e-4', '0.83']);
    expect(kept('best in “ward review”, t 0.20–0.57')).toEqual(['t 0.20–0.57']);
    expect(kept('pAUROC FPR 0–0.2')).toEqual(['0–0.2']); // "FPR" is a word, not a one-letter symbol
    expect(kept('VOROS t 0.01–0.7')).toEqual(['t 0.01–0.7']);
    expect(kept('[−0.012, 1.5e+3]')).toEqual(['−0.012', '1.5e+3']);
    expect(kept('2\u202f390 alerts, 95% interval')).toEqual(['2\u202f390', '95']);
    expect(kept('PV “scenario 1”')).toEqual(['1']);
    expect(kept('no numbers here')).toEqual([]);
  });

  it('the runs put together give the text back, and alternate kept / free', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom('t', ' ', '0', '7', '.', 'e', '-', '–', '−', ',', '[', ']', 'FPR', '“', '\u202f', 'x')).map((a) => a.join('')), (s) => {
        const runs = numberRuns(s);
        expect(runs.map((r) => r.text).join('')).toBe(s);
        for (const r of runs) expect(r.text.length).toBeGreaterThan(0);
        for (let i = 1; i < runs.length; i++) if (!runs[i].keep) expect(runs[i - 1].keep).toBe(true);
      }),
      { numRuns: 500 },
    );
  });
});

describe('nameRuns', () => {
  it('keeps each model name whole, the longest first, not inside a longer word; the runs join back to the text', () => {
    const names = ['NEWS-sim', 'NEWS2-sim', 'ML-sim', 'A'];
    const text = 'ML-sim has the highest AUROC (0.828), distinguishably above every other model (closest: NEWS-sim, 0.786); NEWS2-sim and A, not AUROC.';
    const runs = nameRuns(text, names);
    expect(runs.map((r) => r.text).join('')).toBe(text);
    expect(runs.filter((r) => r.keep).map((r) => r.text)).toEqual(['ML-sim', 'NEWS-sim', 'NEWS2-sim', 'A']);
    expect(nameRuns('no names', [])).toEqual([{ text: 'no names', keep: false }]);
    // Regular-expression characters in a name are literal.
    expect(nameRuns('mlp (x+1) wins', ['mlp (x+1)']).filter((r) => r.keep).map((r) => r.text)).toEqual(['mlp (x+1)']);
  });
});
