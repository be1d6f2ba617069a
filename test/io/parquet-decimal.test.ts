/**
 * DECIMAL columns of Parquet files read as the decimal written (src/lib/io/parquet-decimal.ts): the oracle is the
 * decimal's text, built digit by digit in the test and parsed by `Number` (correctly rounded), as a CSV reader reads it.
 */
import { describe, expect, it } from 'vitest';
import { join } from 'node:path';
import fc from 'fast-check';
import { DuckDBInstance } from '@duckdb/node-api';
import { decimalValues } from '../../src/lib/io/parquet-decimal';
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

describe('decimalValues', () => {
  it('the text oracle itself', () => {
    expect([text(5714n, 4), text(-123n, 4), text(7n, 0), text(100n, 2)]).toEqual(['0.5714', '-0.0123', '7', '1.00']);
  });

  it("hyparquet's product (u × 10^−scale) becomes the decimal's nearest double, for |u| < 10^15 and scales 0–18", () => {
    expect(0.5714 === 5714 * 10 ** -4).toBe(false); // the defect: hyparquet's 0.5713999999999999
    expect(decimalValues([5714 * 10 ** -4, null, -(3 * 10 ** -1)], 4, true)).toEqual([0.5714, null, -0.3]);
    fc.assert(
      fc.property(fc.bigInt({ min: -(10n ** 15n) + 1n, max: 10n ** 15n - 1n }), fc.integer({ min: 0, max: 18 }), (u, scale) => {
        const hyparquet = Number(u) * 10 ** -scale;
        expect(decimalValues([hyparquet], scale, true)[0]).toBe(Number(text(u, scale)));
      }),
      { numRuns: 5000 },
    );
  });

  it('beyond 10^15 the value stays as hyparquet gave it; a column without the converted type is scaled from its integers or bytes', () => {
    const big = Number(10n ** 17n + 3n) * 10 ** -2;
    expect(decimalValues([big], 2, true)).toEqual([big]);
    // Unscaled (logical type only): numbers, bigints, and big-endian two's-complement bytes.
    expect(decimalValues([5714, 10n ** 20n + 1n, new Uint8Array([0xff, 0x85]), new Uint8Array([0x16, 0x52]), null], 4, false)).toEqual([
      0.5714,
      Number('10000000000000000.0001'),
      -0.0123,
      0.5714,
      null,
    ]);
  });
});

describe('DECIMAL columns through the Parquet readers', () => {
  it("DuckDB's DECIMAL(9,4), (18,6) and (38,9) (INT32, INT64 and fixed-length bytes) read as their text", async () => {
    const inst = await DuckDBInstance.create(':memory:', { threads: '1' });
    const c = await inst.connect();
    await c.run('SELECT setseed(0.75)');
    await c.run(`CREATE TABLE t AS SELECT (i % 3 = 0)::INTEGER AS y, round(random(), 4)::DECIMAL(9, 4) AS d4,
      (round(random() * 2000 - 1000, 6))::DECIMAL(18, 6) AS d6, round(random(), 9)::DECIMAL(38, 9) AS d9 FROM range(3000) t(i)`);
    const f = join(dir, 'dec.parquet');
    await c.run(`COPY t TO '${f}' (FORMAT parquet)`);
    const rows = (await c.runAndReadAll('SELECT d4::VARCHAR, d6::VARCHAR, d9::VARCHAR FROM t')).getRows();
    const types = (await c.runAndReadAll(`SELECT name, type FROM parquet_schema('${f}') WHERE name IN ('d4', 'd6', 'd9')`)).getRows().map((r) => r.join(' '));
    c.closeSync();
    inst.closeSync();
    expect(types).toEqual(['d4 INT32', 'd6 INT64', 'd9 FIXED_LEN_BYTE_ARRAY']);
    const d = await readScoresParquet(f, { label: 'y' });
    expect(d.models).toEqual(['d4', 'd6', 'd9']);
    for (let k = 0; k < 3; k++) expect(Array.from(d.scores[k])).toEqual(rows.map((r) => Number(r[k])));
    // At least one of the values differed from hyparquet's product (so the conversion was needed here).
    expect(rows.some((r) => Number(r[0]) !== Math.round(Number(r[0]) * 1e4) * 1e-4)).toBe(true);
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
