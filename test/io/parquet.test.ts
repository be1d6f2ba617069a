import { describe, expect, it } from 'vitest';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parquetMetadata } from 'hyparquet';
import { readScoresParquet } from '../../src/lib/io/parquet';
import { isParquetPath } from '../../src/lib/io/file-format';
import { readScoresCsv } from '../../src/lib/io/scores';
import { asahColumns, writeParquet, type ParquetColumn } from '../helpers/parquet';
import { rejection } from '../helpers/files';

const fx = (p: string) => join(__dirname, '..', 'fixtures', p);
const tmp = mkdtempSync(join(tmpdir(), 'rocsite-parquet-'));
const pq = (name: string, cols: ParquetColumn[], opts: Parameters<typeof writeParquet>[2] = {}) => writeParquet(join(tmp, name), cols, opts);

const asah = asahColumns(readFileSync(fx('asah/asah.csv'), 'utf8'));
const col = (name: string) => asah.cols[asah.head.indexOf(name)];
/** aSAH as Parquet: outcome INT32, s100b and ndka DOUBLE, wfns INT32; 3 row groups of ≤ 50 rows. */
function asahParquet(name: string, patch: (cols: ParquetColumn[]) => void = () => {}): string {
  const cols: ParquetColumn[] = [
    { name: 'outcome', data: col('outcome'), type: 'INT32' },
    { name: 's100b', data: col('s100b'), type: 'DOUBLE' },
    { name: 'ndka', data: col('ndka'), type: 'DOUBLE' },
    { name: 'wfns', data: col('wfns'), type: 'INT32' },
  ];
  patch(cols);
  return pq(name, cols, { rowGroupSize: 50 });
}
const set = (cols: ParquetColumn[], name: string, row: number, v: unknown) => {
  const c = cols.find((x) => x.name === name)!;
  c.data = Array.from(c.data as ArrayLike<unknown>);
  (c.data as unknown[])[row - 1] = v;
};

describe('readScoresParquet: accepted inputs', () => {
  it('.parquet by extension, any case', () => {
    expect([isParquetPath('a.parquet'), isParquetPath('dir/A.PARQUET'), isParquetPath('a.csv'), isParquetPath('parquet.csv')]).toEqual([true, true, false, false]);
  });

  it('aSAH in 3 row groups: the same labels and scores as the CSV, and as a naive split of it', async () => {
    const p = asahParquet('asah.parquet');
    const d = await readScoresParquet(p, { label: 'outcome', positive: 1, models: ['wfns', 's100b'] });
    const c = await readScoresCsv(fx('asah/asah.csv'), { label: 'outcome', positive: 1, models: ['wfns', 's100b'] });
    expect([d.rows, d.positives, d.negatives, d.dropped]).toEqual([113, 41, 72, 0]);
    expect(d.models).toEqual(['wfns', 's100b']);
    expect(d.columns).toEqual(['outcome', 's100b', 'ndka', 'wfns']);
    expect(Array.from(d.labels)).toEqual(col('outcome'));
    expect(Array.from(d.scores[0])).toEqual(col('wfns'));
    expect(Array.from(d.scores[1])).toEqual(col('s100b'));
    expect(d.labels).toEqual(c.labels);
    expect(d.scores).toEqual(c.scores);
    expect([d.positiveValue, d.negativeValue]).toEqual([c.positiveValue, c.negativeValue]);
  });

  it('default models: the numeric columns but the label, in schema order (text, timestamp, boolean excluded)', async () => {
    const p = pq('types.parquet', [
      { name: 'id', data: ['a', 'b', 'c'], type: 'STRING' },
      { name: 'i64', data: [3n, 1n, 2n], type: 'INT64' },
      { name: 'y', data: [1, 0, 1], type: 'INT32' },
      { name: 'when', data: [new Date(0), new Date(1), new Date(2)], type: 'TIMESTAMP' },
      { name: 'flag', data: [true, false, true], type: 'BOOLEAN' },
      { name: 'f', data: [0.5, 0.25, 0.75], type: 'FLOAT' },
    ]);
    const d = await readScoresParquet(p, { label: 'y' });
    expect(d.models).toEqual(['i64', 'f']);
    expect(Array.from(d.scores[0])).toEqual([3, 1, 2]);
    expect(Array.from(d.scores[1])).toEqual([0.5, 0.25, 0.75]);
  });

  it('INT64 labels (DuckDB BIGINT) and DECIMAL scores are numbers; DECIMAL counts as a numeric column', async () => {
    const p = pq('decimal.parquet', [{ name: 'y', data: [1n, 0n, 1n] }, { name: 'd', data: [0.25, 0.5, 1.75] }], {
      schema: [
        { name: 'root', num_children: 2 },
        { name: 'y', type: 'INT64', repetition_type: 'REQUIRED' },
        { name: 'd', type: 'INT32', converted_type: 'DECIMAL', scale: 2, precision: 4, repetition_type: 'OPTIONAL' },
      ],
    });
    const d = await readScoresParquet(p, { label: 'y' });
    expect(d.models).toEqual(['d']);
    expect(Array.from(d.labels)).toEqual([1, 0, 1]);
    expect(Array.from(d.scores[0])).toEqual([0.25, 0.5, 1.75]);
  });

  it('text labels with `positive`, boolean labels with positive: true, text scores read as the CSV reads them', async () => {
    const p = pq('text.parquet', [
      { name: 'outcome', data: ['Poor', 'Good', 'Poor', 'Good'], type: 'STRING' },
      { name: 'ok', data: [true, false, false, true], type: 'BOOLEAN' },
      { name: 's', data: ['0.5', ' 1e-3 ', '2', '-.5'], type: 'STRING' },
    ]);
    const d = await readScoresParquet(p, { label: 'outcome', positive: 'Poor', models: ['s'] });
    expect(Array.from(d.labels)).toEqual([1, 0, 1, 0]);
    expect(Array.from(d.scores[0])).toEqual([0.5, 0.001, 2, -0.5]);
    expect([d.positiveValue, d.negativeValue]).toEqual(['Poor', 'Good']);
    const b = await readScoresParquet(p, { label: 'ok', positive: true, models: ['s'] });
    expect(Array.from(b.labels)).toEqual([1, 0, 0, 1]);
  });

  it('missing: drop removes rows with null / NaN / a missing token anywhere, counted by row across row groups', async () => {
    const p = asahParquet('drop.parquet', (c) => {
      set(c, 's100b', 57, null);
      set(c, 'ndka', 60, NaN);
      set(c, 'outcome', 101, null);
    });
    const d = await readScoresParquet(p, { label: 'outcome', missing: 'drop' });
    expect(d.models).toEqual(['s100b', 'ndka', 'wfns']);
    expect([d.rows, d.dropped, d.labels.length]).toEqual([113, 3, 110]);
    expect(d.droppedLines).toEqual([57, 60, 101]);
    const keep = col('outcome').map((_, i) => i).filter((i) => ![56, 59, 100].includes(i));
    expect(Array.from(d.scores[1])).toEqual(keep.map((i) => col('ndka')[i]));
    expect(d.positives + d.negatives).toBe(110);
  });
});

describe('readScoresParquet: row groups of the writer defaults (1000, then 100000 rows)', () => {
  it('150,000 rows in 3 uneven row groups: values in order, and an error row in the 3rd group', async () => {
    const n = 150_000;
    let x = 2463534242;
    const rnd = () => ((x ^= x << 13), (x ^= x >>> 17), (x ^= x << 5), (x >>> 0) / 4294967296);
    const y = Array.from({ length: n }, () => (rnd() < 0.2 ? 1 : 0));
    const s = y.map((v) => rnd() + 0.3 * v);
    const p = pq('big.parquet', [{ name: 'y', data: y, type: 'INT32' }, { name: 's', data: s, type: 'DOUBLE' }]);
    expect(parquetMetadata(readFileSync(p).buffer as ArrayBuffer).row_groups.map((g) => Number(g.num_rows))).toEqual([1000, 100000, 49000]);
    const d = await readScoresParquet(p, { label: 'y' });
    expect(d.rows).toBe(n);
    expect(d.positives).toBe(y.filter((v) => v === 1).length);
    expect(Array.from(d.labels)).toEqual(y);
    expect(Array.from(d.scores[0])).toEqual(s);
    s[123_456] = NaN;
    const q = pq('big-nan.parquet', [{ name: 'y', data: y, type: 'INT32' }, { name: 's', data: s, type: 'DOUBLE' }]);
    expect(await rejection(readScoresParquet(q, { label: 'y', shown: 'b.parquet' }))).toBe("b.parquet row 123457, column 's': expected a number, found NaN");
  });
});

describe('readScoresParquet: errors name file, row and column', () => {
  const o = { label: 'outcome' };
  const cases: [string, () => string, Parameters<typeof readScoresParquet>[1], string][] = [
    ['null score in the 2nd row group', () => asahParquet('null.parquet', (c) => set(c, 's100b', 57, null)), o, "null.parquet row 57, column 's100b': expected a number, found null"],
    ['NaN score', () => asahParquet('nan.parquet', (c) => set(c, 'ndka', 3, NaN)), o, "nan.parquet row 3, column 'ndka': expected a number, found NaN"],
    ['Infinity even with missing: drop', () => asahParquet('inf.parquet', (c) => set(c, 'ndka', 112, Infinity)), { ...o, missing: 'drop' }, "inf.parquet row 112, column 'ndka': expected a number, found Infinity"],
    ['label 2', () => asahParquet('label2.parquet', (c) => set(c, 'outcome', 9, 2)), o, "label2.parquet row 9, column 'outcome': expected a label 0 or 1 (set dataset.positive for other codings), found '2'"],
    ['null label', () => asahParquet('nulllabel.parquet', (c) => set(c, 'outcome', 77, null)), o, "nulllabel.parquet row 77, column 'outcome': expected a label 0 or 1 (set dataset.positive for other codings), found null"],
    ['null label with positive', () => asahParquet('nulllabel2.parquet', (c) => set(c, 'outcome', 5, null)), { ...o, positive: 1 }, 'nulllabel2.parquet row 5, column \'outcome\': expected a label (positive 1), found null'],
    ['positive 7 (row 5 = line 6 of the CSV)', () => asahParquet('pos7.parquet'), { ...o, positive: 7 }, `pos7.parquet row 5, column 'outcome': expected the label to be 7 (positive) or '0' (negative, the first other value in the column), found '1'`],
    ['one class', () => asahParquet('oneclass.parquet', (c) => (c[0].data = col('outcome').map(() => 0))), o, "oneclass.parquet, column 'outcome': expected both classes, found only negatives (113 rows, 0 with the positive label 1): ROC metrics need at least one positive and one negative"],
    ['missing label column', () => asahParquet('nolabel.parquet'), { label: 'status' }, "nolabel.parquet: expected a label column 'status' in the file, found columns 'outcome' (INT32), 's100b' (DOUBLE), 'ndka' (DOUBLE), 'wfns' (INT32)"],
    ['missing model column', () => asahParquet('nomodel.parquet'), { ...o, models: ['s100b', 'gcs'] }, "nomodel.parquet: expected a score column 'gcs' (dataset.models) in the file, found columns 'outcome' (INT32), 's100b' (DOUBLE), 'ndka' (DOUBLE), 'wfns' (INT32)"],
    ['label as a model', () => asahParquet('labelmodel.parquet'), { ...o, models: ['outcome'] }, "labelmodel.parquet, column 'outcome': the label column cannot also be a model"],
    ['boolean scores', () => pq('bool.parquet', [{ name: 'outcome', data: [1, 0], type: 'INT32' }, { name: 'b', data: [true, false], type: 'BOOLEAN' }]), { ...o, models: ['b'] }, "bool.parquet row 1, column 'b': expected a number, found true"],
    ['text score', () => pq('text.parquet', [{ name: 'outcome', data: [1, 0], type: 'INT32' }, { name: 's', data: ['0.5', '1,5'], type: 'STRING' }]), { ...o, models: ['s'] }, "text.parquet row 2, column 's': expected a number, found '1,5' (a decimal comma? rocsite reads numbers with a decimal point)"],
    ['INT64 beyond 2^53', () => pq('big.parquet', [{ name: 'outcome', data: [1, 0], type: 'INT32' }, { name: 's', data: [1n, 2n ** 60n], type: 'INT64' }]), o, "big.parquet row 2, column 's': expected a number, found 1152921504606846976 (an integer beyond 2^53 − 1 is not exact as a number)"],
    ['dates', () => pq('date.parquet', [{ name: 'outcome', data: [1, 0], type: 'INT32' }, { name: 'd', data: [new Date(0), new Date(1)], type: 'TIMESTAMP' }]), { ...o, models: ['d'] }, "date.parquet row 1, column 'd': expected a number, found a date (1970-01-01T00:00:00.000Z)"],
    ['no numeric column', () => pq('nonum.parquet', [{ name: 'outcome', data: [1, 0], type: 'INT32' }, { name: 'id', data: ['a', 'b'], type: 'STRING' }]), o, "nonum.parquet: expected at least one numeric score column besides the label 'outcome', found none (columns 'outcome' (INT32), 'id' (BYTE_ARRAY (UTF8)))"],
    ['zero rows', () => pq('zero.parquet', [{ name: 'outcome', data: [], type: 'INT32' }, { name: 's', data: [], type: 'DOUBLE' }]), o, 'zero.parquet: expected data rows, found none (the file has 0 rows)'],
    // A codec no reader here decodes (the bytes are stored as they are: the reader stops at the metadata).
    ['LZO', () => pq('lzo.parquet', [{ name: 'outcome', data: [1, 0], type: 'INT32' }, { name: 's', data: [0.5, 0.2], type: 'DOUBLE' }], { codec: 'LZO', compressors: { LZO: (b: Uint8Array) => b } }), o,
      "lzo.parquet, column 'outcome': expected a column uncompressed or compressed with Snappy, GZIP, Brotli, ZSTD or LZ4_RAW, found LZO compression (rewrite the file with one of them, e.g. DuckDB: COPY t TO 'x.parquet' (FORMAT parquet, COMPRESSION zstd))"],
    ['a CSV named .parquet', () => { const p = join(tmp, 'csv.parquet'); writeFileSync(p, 'outcome,s\n1,0.5\n'); return p; }, o, 'csv.parquet: cannot read the file as Parquet: parquet file invalid (footer != PAR1)'],
    ['an empty file', () => { const p = join(tmp, 'empty.parquet'); writeFileSync(p, ''); return p; }, o, 'empty.parquet: the file is empty: expected a Parquet file'],
    ['a missing file', () => join(tmp, 'nowhere.parquet'), o, 'nowhere.parquet: cannot read the file: no such file'],
  ];
  for (const [name, make, opts, expected] of cases) {
    it(name, async () => {
      const p = make();
      const shown = p.slice(tmp.length + 1);
      expect(await rejection(readScoresParquet(p, { ...opts, shown }))).toBe(expected);
    });
  }

  it('a nested (list) column cannot be a model', async () => {
    const p = pq('list.parquet', [{ name: 'outcome', data: [1, 0] }, { name: 'l', data: [[0.5], [0.2, 0.1]] }], {
      schema: [
        { name: 'root', num_children: 2 },
        { name: 'outcome', type: 'INT32', repetition_type: 'REQUIRED' },
        { name: 'l', repetition_type: 'OPTIONAL', converted_type: 'LIST', num_children: 1 },
        { name: 'list', repetition_type: 'REPEATED', num_children: 1 },
        { name: 'element', type: 'DOUBLE', repetition_type: 'OPTIONAL' },
      ],
    });
    expect(await rejection(readScoresParquet(p, { label: 'outcome', models: ['l'], shown: 'list.parquet' }))).toBe(
      "list.parquet, column 'l': expected a flat column of scores, found a nested column",
    );
    expect(await rejection(readScoresParquet(p, { label: 'outcome', shown: 'list.parquet' }))).toBe(
      "list.parquet: expected at least one numeric score column besides the label 'outcome', found none (columns 'outcome' (INT32), 'l' (a nested column))",
    );
  });
});
