/**
 * DECIMAL columns of Parquet files read as the decimal written (src/lib/io/parquet-decimal.ts): the oracle is the
 * decimal's text, built digit by digit in the test and parsed by `Number` (correctly rounded), as a CSV reader reads it.
 */
import { describe, expect, it } from 'vitest';
import { join } from 'node:path';
import fc from 'fast-check';
import { DuckDBInstance } from '@duckdb/node-api';
import { decimalValues, unscaledDecimals } from '../../src/lib/io/parquet-decimal';
import type { SchemaElement } from 'hyparquet';
import { readScoresParquet } from '../../src/lib/io/parquet';
import { readCountsParquet } from '../../src/lib/io/counts-parquet';
import { tempFiles } from '../helpers/files';
import { writeParquet } from '../helpers/parquet';

const { dir } = tempFiles('rocsite-parquet-decimal-');

/** The decimal text of the unscaled integer `u` at `scale` ("-0.0123" for −123 at 4), by inserting the point. */
function text(u: bigint, scale: number): string {
  const digits = (u < 0n ? -u : u).toString().padStart(scale + 1, '0');
  const point = scale ? `${digits.slice(0, digits.length - scale)}.${digits.slice(digits.length - scale)}` : digits;
  return `${u < 0n ? '-' : ''}${point}`;
}

describe('decimalValues and unscaledDecimals', () => {
  it('the text oracle itself', () => {
    expect([text(5714n, 4), text(-123n, 4), text(7n, 0), text(100n, 2)]).toEqual(['0.5714', '-0.0123', '7', '1.00']);
  });

  it("unscaled integers (numbers, bigints, bytes) become the decimal's nearest double, at any magnitude and scale", () => {
    expect(0.5714 === 5714 * 10 ** -4).toBe(false); // hyparquet's own product: 0.5713999999999999
    expect(decimalValues([5714, null, -3n, new Uint8Array([0xff, 0x85]), new Uint8Array([0x16, 0x52])], 4)).toEqual([0.5714, null, -0.0003, -0.0123, 0.5714]);
    const bytes = (u: bigint, n: number) => Uint8Array.from({ length: n }, (_, i) => Number((BigInt.asUintN(8 * n, u) >> BigInt(8 * (n - 1 - i))) & 0xffn));
    fc.assert(
      fc.property(fc.bigInt({ min: -(10n ** 38n) + 1n, max: 10n ** 38n - 1n }), fc.integer({ min: 0, max: 38 }), (u, scale) => {
        const want = Number(text(u, scale));
        const safe = u <= 2n ** 53n && u >= -(2n ** 53n);
        // As hyparquet hands them over: INT32/INT64 (a number or a bigint) and FIXED_LEN_BYTE_ARRAY (16 bytes).
        expect(decimalValues([u, bytes(u, 16), ...(safe ? [Number(u)] : [])], scale)).toEqual([want, want, ...(safe ? [want] : [])]);
      }),
      { numRuns: 5000 },
    );
  });

  it('unscaledDecimals leaves no DECIMAL type for hyparquet to scale, but BYTE_ARRAY at scale 0; its source text runs alone', () => {
    const schema = () => [
      { name: 'root', num_children: 4 },
      { name: 'a', type: 'INT32', converted_type: 'DECIMAL', scale: 4, precision: 9 },
      { name: 'b', type: 'FIXED_LEN_BYTE_ARRAY', logical_type: { type: 'DECIMAL', scale: 9, precision: 38 } },
      { name: 'c', type: 'BYTE_ARRAY', converted_type: 'DECIMAL', scale: 2, precision: 40, logical_type: { type: 'DECIMAL', scale: 2, precision: 40 } },
      { name: 'd', type: 'DOUBLE' },
    ] as SchemaElement[];
    // The decoding thread runs the function from its source text: no reference outside its body.
    const alone = new Function(`return ${unscaledDecimals.toString()}`)() as typeof unscaledDecimals;
    for (const f of [unscaledDecimals, alone]) {
      const s = schema();
      f(s);
      expect(s.slice(1)).toEqual([
        { name: 'a', type: 'INT32', scale: 4, precision: 9 },
        { name: 'b', type: 'FIXED_LEN_BYTE_ARRAY' },
        { name: 'c', type: 'BYTE_ARRAY', converted_type: 'DECIMAL', scale: 0, precision: 40, logical_type: { type: 'DECIMAL', scale: 0, precision: 40 } },
        { name: 'd', type: 'DOUBLE' },
      ]);
    }
  });
});

describe('DECIMAL columns through the Parquet readers', () => {
  it("DuckDB's DECIMAL(9,4), (18,6) and (38,9) (INT32, INT64 and fixed-length bytes), beyond 2^53 unscaled too, read as their text", async () => {
    const inst = await DuckDBInstance.create(':memory:', { threads: '1' });
    const c = await inst.connect();
    await c.run('SELECT setseed(0.75)');
    await c.run(`CREATE TABLE t AS SELECT (i % 3 = 0)::INTEGER AS y, round(random(), 4)::DECIMAL(9, 4) AS d4,
      (round(random() * 2e11 - 1e11, 6))::DECIMAL(18, 6) AS d6, (round(random() * 2e20 - 1e20, 9))::DECIMAL(38, 9) AS d9 FROM range(3000) t(i)`);
    const f = join(dir, 'dec.parquet');
    await c.run(`COPY t TO '${f}' (FORMAT parquet)`);
    const rows = (await c.runAndReadAll('SELECT d4::VARCHAR, d6::VARCHAR, d9::VARCHAR FROM t')).getRows();
    const doubles = (await c.runAndReadAll('SELECT d4::DOUBLE, d6::DOUBLE, d9::DOUBLE FROM t')).getRows();
    const types = (await c.runAndReadAll(`SELECT name, type FROM parquet_schema('${f}') WHERE name IN ('d4', 'd6', 'd9')`)).getRows().map((r) => r.join(' '));
    c.closeSync();
    inst.closeSync();
    expect(types).toEqual(['d4 INT32', 'd6 INT64', 'd9 FIXED_LEN_BYTE_ARRAY']);
    const d = await readScoresParquet(f, { label: 'y' });
    expect(d.models).toEqual(['d4', 'd6', 'd9']);
    for (let k = 0; k < 3; k++) expect(Array.from(d.scores[k])).toEqual(rows.map((r) => Number(r[k])));
    // Values hyparquet alone gets wrong: four decimals an ulp off, unscaled integers beyond 2^53 (d6, d9) rounded twice.
    expect(rows.some((r) => Number(r[0]) !== Math.round(Number(r[0]) * 1e4) * 1e-4)).toBe(true);
    expect(rows.filter((r) => Math.abs(Number(r[1])) * 1e6 > 2 ** 53).length).toBeGreaterThan(100);
    // DuckDB's own DECIMAL → DOUBLE is the same number where the unscaled integer is within 2^53 (the values the
    // engine reads: engine-counts.ts); beyond, its DECIMAL(38, 9) is not always the nearest double, the reader's is.
    const scales = [4, 6, 9];
    const within = (r: unknown[], k: number) => Math.abs(Number(r[k])) * 10 ** scales[k] <= 2 ** 53;
    const pairs = rows.flatMap((r, i) => [0, 1, 2].filter((k) => within(r, k)).map((k) => [Number(doubles[i][k]), Number(r[k])]));
    expect(pairs.length).toBeGreaterThan(3000);
    for (const [duck, read] of pairs) expect(duck).toBe(read);
    expect(rows.some((r, i) => Number(doubles[i][2]) !== Number(r[2]))).toBe(true);
  });

  it('a DECIMAL with the logical type only (no converted type) is scaled, not read as its unscaled integers', async () => {
    const f = writeParquet(join(dir, 'logical.parquet'), [{ name: 'y', data: [1, 0, 1] }, { name: 's', data: [5714, -123, 10000] }], {
      schema: [
        { name: 'root', num_children: 2 },
        { name: 'y', type: 'INT32', repetition_type: 'REQUIRED' },
        { name: 's', type: 'INT32', logical_type: { type: 'DECIMAL', scale: 4, precision: 9 }, repetition_type: 'REQUIRED' },
      ],
    });
    const d = await readScoresParquet(f, { label: 'y' });
    expect(Array.from(d.scores[0])).toEqual([0.5714, -0.0123, 1]);
  });

  it('DECIMAL scores and counts of a count table', async () => {
    const inst = await DuckDBInstance.create(':memory:', { threads: '1' });
    const c = await inst.connect();
    const f = join(dir, 'counts-dec.parquet');
    await c.run(`COPY (SELECT (i / 10000)::DECIMAL(9, 4) AS score, (i % 3)::DECIMAL(18, 0) AS positives, 1::DECIMAL(38, 0) AS negatives FROM range(1, 10000) t(i)) TO '${f}' (FORMAT parquet)`);
    c.closeSync();
    inst.closeSync();
    const d = await readCountsParquet(f);
    expect(Array.from(d.scores)).toEqual(Array.from({ length: 9999 }, (_, i) => Number(text(BigInt(i + 1), 4))));
    expect([d.P, d.N]).toEqual([9999, 9999]);
  });
});
