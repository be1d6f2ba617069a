// Which inputs the provenance block lists (src/lib/site/provenance.ts): all of a few, the first ones and a summary of many.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { LISTED_INPUTS, listedInputs } from '../../src/lib/site/provenance';

const inputs = (n: number) => Array.from({ length: n }, (_, i) => ({ path: `parts/part-${i}.parquet`, bytes: 1000 + i }));

describe('listedInputs', () => {
  it('lists every input up to the limit', () => {
    expect(listedInputs(inputs(1))).toEqual({ listed: inputs(1) });
    expect(listedInputs(inputs(LISTED_INPUTS))).toEqual({ listed: inputs(LISTED_INPUTS) });
  });

  it('beyond it, the first ones and the count and bytes of the others (hand-worked: 13 files of 1000 + i bytes)', () => {
    const r = listedInputs(inputs(LISTED_INPUTS + 1));
    expect(r.listed.map((i) => i.path)).toEqual(inputs(LISTED_INPUTS - 2).map((i) => i.path));
    // Files 10, 11, 12: 1010 + 1011 + 1012 bytes.
    expect(LISTED_INPUTS).toBe(12);
    expect(r.rest).toEqual({ count: 3, first: inputs(13)[10], last: inputs(13)[12], bytes: 3033 });
  });

  it('listed and summarised files are every input, in order, with every byte counted', () => {
    fc.assert(
      fc.property(fc.array(fc.nat(1e9), { maxLength: 300 }), (sizes) => {
        const all = sizes.map((bytes, i) => ({ i, bytes }));
        const r = listedInputs(all);
        expect(r.listed).toEqual(all.slice(0, r.listed.length));
        expect(r.listed.length + (r.rest?.count ?? 0)).toBe(all.length);
        expect(r.listed.reduce((a, x) => a + x.bytes, 0) + (r.rest?.bytes ?? 0)).toBe(sizes.reduce((a, b) => a + b, 0));
        expect(r.listed.length).toBeLessThanOrEqual(LISTED_INPUTS);
        if (r.rest) expect([r.rest.first, r.rest.last]).toEqual([all[r.listed.length], all[all.length - 1]]);
      }),
    );
  });
});
