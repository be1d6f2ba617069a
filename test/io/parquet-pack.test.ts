/**
 * Column values packed by the decoding thread (src/lib/io/parquet-pack.ts): every value reads back as hyparquet gave
 * it (NaN, −0, nulls, bigints at the 64-bit bounds), through a real transfer between threads; numbers and 64-bit
 * integers become typed arrays, anything else stays as it was.
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { MessageChannel, receiveMessageOnPort } from 'node:worker_threads';
import { packValues, packedValue, type PackedValues } from '../../src/lib/io/parquet-pack';
import { ColumnValues } from '../../src/lib/io/parquet-file';

/** `p` sent through a message port with its buffers transferred, as the decoding thread sends it. */
function transferred(p: PackedValues): PackedValues {
  const { port1, port2 } = new MessageChannel();
  const buffers = [p.values, p.nulls].flatMap((a) => (a && ArrayBuffer.isView(a) ? [a.buffer as ArrayBuffer] : []));
  port1.postMessage(p, [...new Set(buffers)]);
  const got = receiveMessageOnPort(port2)!.message as PackedValues;
  port1.close();
  return got;
}

const roundTrip = (data: unknown[]) => {
  const p = transferred(packValues(data));
  return Array.from({ length: data.length }, (_, i) => packedValue(p, i));
};

describe('packed Parquet column values', () => {
  it('numbers with nulls: a Float64Array and a null mask, NaN, −0 and 17-digit values kept', () => {
    const data = [0.1, null, -0, NaN, 0.30000000000000004, 5e-324, -1.7976931348623157e308, undefined, 3];
    const p = packValues(data);
    expect(p.values).toBeInstanceOf(Float64Array);
    expect(Array.from(p.nulls!)).toEqual([0, 1, 0, 0, 0, 0, 0, 1, 0]);
    const back = roundTrip(data);
    data.forEach((v, i) => expect(Object.is(back[i], v ?? null), String(i)).toBe(true));
  });

  it('64-bit integers: a BigInt64Array to ±2^63; beyond, text, booleans, dates, bytes and mixed kinds stay arrays', () => {
    const ints = [-(2n ** 63n), 2n ** 63n - 1n, null, 0n, 9007199254740993n];
    expect(packValues(ints).values).toBeInstanceOf(BigInt64Array);
    expect(roundTrip(ints)).toEqual(ints);
    for (const data of [[2n ** 63n, 1n], [1n, 0.5], ['a', null], [true, false], [new Date(0)], [new Uint8Array(2)], [null, null], []]) {
      const p = packValues(data);
      expect(p.values).toBe(data);
      expect(p.nulls).toBeUndefined();
    }
    // A typed array from the decoder is kept as it is.
    const typed = Float64Array.from([1, 2]);
    expect(packValues(typed).values).toBe(typed);
  });

  it('property: any column of numbers, bigints, text and nulls reads back value for value', () => {
    const value = fc.oneof(fc.double(), fc.bigInt({ min: -(2n ** 64n), max: 2n ** 64n }), fc.string(), fc.constant(null));
    const column = fc.oneof(fc.array(value), fc.array(fc.oneof(fc.double(), fc.constant(null))), fc.array(fc.oneof(fc.bigInt({ min: -(2n ** 63n), max: 2n ** 63n - 1n }), fc.constant(null))));
    fc.assert(
      fc.property(column, (data) => {
        const back = roundTrip(data);
        expect(back.length).toBe(data.length);
        data.forEach((v, i) => expect(Object.is(back[i], v) || back[i] === v).toBe(true));
      }),
      { numRuns: 200 },
    );
  });

  it('a column over several chunks gives value i for any order of reads', () => {
    const whole = [1.5, null, 3, 4n, 5n, 'a', 'b', null, 9];
    const cuts = [[0, 3], [3, 5], [5, 9]] as const;
    const parts = cuts.map(([s, e]) => ({ columnName: 'c', rowStart: s, rowEnd: e, ...transferred(packValues(whole.slice(s, e))) }));
    const col = new ColumnValues(parts, whole.length);
    fc.assert(
      fc.property(fc.array(fc.nat(whole.length - 1), { maxLength: 40 }), (order) => {
        for (const i of order) expect(col.get(i)).toBe(whole[i]);
      }),
    );
    expect(Array.from({ length: whole.length }, (_, i) => col.get(i))).toEqual(whole);
  });
});
