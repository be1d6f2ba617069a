/**
 * One count table of all models with a model column (src/lib/io/counts-long.ts): the reference readers (CSV and
 * Parquet) on hand-written tables, their errors (file, line or row, column), and the embedded engine
 * (engineLongCounts) against them: the same tables on adversarial inputs, a decline wherever the reference rejects or
 * reads otherwise, and a property test of random tables, names, notations and partitions.
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { join } from 'node:path';
import { DuckDBInstance } from '@duckdb/node-api';
import { addLongCountsCsv, ModelCountRows } from '../../src/lib/io/counts-long';
import { readCountsCsv } from '../../src/lib/io/counts';
import { addLongCountsParquet } from '../../src/lib/io/counts-parquet';
import { engineLongCounts, lastCounts, lastCountsDecline } from '../../src/lib/io/engine-counts';
import { countTableFromCounts } from '../../src/lib/metrics/counts';
import { MAX_MODELS } from '../../src/lib/limits';
import { tempFiles } from '../helpers/files';
import { writeParquet } from '../helpers/parquet';
import { numberNotation } from '../helpers/notation';
import { simulatedCountRows } from '../helpers/random';
import { engineJson } from '../helpers/engine';

const { dir, write } = tempFiles('rocsite-counts-long-');
let n = 0;

type Tables = { name: string; scores: number[]; pos: number[]; neg: number[]; P: number; N: number }[];

/** Each model's rows merged per score (countTableFromCounts), as plain arrays. */
const merged = (ms: { name: string; data: { scores: Float64Array; positives: Float64Array; negatives: Float64Array } }[]): Tables =>
  ms.map(({ name, data }) => {
    const ct = countTableFromCounts(data.scores, data.positives, data.negatives);
    return { name, scores: Array.from(ct.scores), pos: Array.from(ct.pos), neg: Array.from(ct.neg), P: ct.P, N: ct.N };
  });

/** The reference readers over `files` (in order, partitions when several), or their error message. */
async function reference(files: string[], models?: string[]): Promise<Tables | { error: string }> {
  try {
    const acc = new ModelCountRows(models);
    for (const f of files) await (f.endsWith('.parquet') ? addLongCountsParquet : addLongCountsCsv)(acc, f, f, { partition: files.length > 1 });
    return merged(acc.finish(files.join(', ')));
  } catch (e) {
    return { error: (e as Error).message };
  }
}

const csv = (text: string) => write(`l${n++}.csv`, text);

/** The engine's tables equal the reference's; returns whether the engine handled the files. */
async function same(files: string[], models?: string[]): Promise<boolean> {
  const fast = await engineLongCounts(files, models);
  const ref = await reference(files, models);
  if ('error' in ref) expect(fast, ref.error).toBeUndefined();
  if (!fast) return false;
  expect(merged(fast)).toEqual(ref);
  return true;
}

describe('one count table of all models: the reference readers', () => {
  it('splits the rows by model (code-point order of names, or the order of dataset.models), adds up repeated scores, trims names', async () => {
    const f = csv('\ufeffScore,MODEL,negatives,positives\r\n0.9,b,1,3\r\n0.5,a,2,2\r\n"0.5"," a ",1,0\r\n0.1,b,4,0\r\n0.3,"c,""1""",1,1\r\n0.2,B,1,1\r\n');
    const B = { name: 'B', scores: [0.2], pos: [1], neg: [1], P: 1, N: 1 };
    const a = { name: 'a', scores: [0.5], pos: [2], neg: [3], P: 2, N: 3 };
    const b = { name: 'b', scores: [0.9, 0.1], pos: [3, 0], neg: [1, 4], P: 3, N: 5 };
    const c = { name: 'c,"1"', scores: [0.3], pos: [1], neg: [1], P: 1, N: 1 };
    expect(await reference([f])).toEqual([B, a, b, c]);
    expect(await reference([f], ['b', 'a'])).toEqual([b, a]);
    // The same table in Parquet (rows in another order), and split over partitions where a model is missing from one.
    const rows = [['b', 0.1, 0, 4], ['a', 0.5, 2, 2], ['B', 0.2, 1, 1], ['c,"1"', 0.3, 1, 1], [' a ', 0.5, 0, 1], ['b', 0.9, 3, 1]] as const;
    const pq = (name: string, rs: readonly (readonly [string, number, number, number])[]) =>
      writeParquet(join(dir, name), [
        { name: 'model', data: rs.map((r) => r[0]), type: 'STRING' },
        { name: 'score', data: rs.map((r) => r[1]), type: 'DOUBLE' },
        { name: 'positives', data: rs.map((r) => BigInt(r[2])), type: 'INT64' },
        { name: 'negatives', data: rs.map((r) => r[3]), type: 'DOUBLE' },
      ]);
    expect(await reference([pq('all.parquet', rows)])).toEqual([B, a, b, c]);
    expect(await reference([pq('p0.parquet', rows.slice(0, 2)), pq('p1.parquet', []), pq('p2.parquet', rows.slice(2))], ['c,"1"', 'b'])).toEqual([c, b]);
    expect(await reference([csv('model,score,positives,negatives\nb,0.1,0,4\n'), csv('model,score,positives,negatives\n'), f])).toEqual([
      B,
      a,
      { name: 'b', scores: [0.9, 0.1], pos: [3, 0], neg: [1, 8], P: 3, N: 9 },
      c,
    ]);
  });

  it('a table of all models given as one model\'s table: the error says how to give it', async () => {
    const f = csv('model,score,positives,negatives\nm1,0.9,1,1\n');
    await expect(readCountsCsv(f)).rejects.toThrow(
      "line 1: expected exactly the columns 'score', 'positives', 'negatives' (in any order), found the extra column 'model' (header: 'model', 'score', 'positives', 'negatives'); a table of all models is given as counts: file (docs/config.md)",
    );
  });

  it('rows of models dataset.models leaves out are not read: a bad value there is no error', async () => {
    const f = csv('model,score,positives,negatives\nm1,0.9,1,1\nm2,oops,1.5,\n,0.5,1,1\nm1,0.1,0,1\n');
    expect(await reference([f], ['m1'])).toEqual([{ name: 'm1', scores: [0.9, 0.1], pos: [1, 0], neg: [1, 1], P: 1, N: 2 }]);
    expect(await reference([f])).toEqual({ error: `${f} line 3, column 'score': expected a finite number, found 'oops'` });
  });

  it('errors name the file, the line or row and the column', async () => {
    const h = 'model,score,positives,negatives\n';
    const cases: [string, string, string[] | undefined, string][] = [
      ['blank model name', `${h}m1,0.9,1,1\n  ,0.5,1,1\n`, undefined, "line 3, column 'model': expected a model name with a visible character, found an empty field"],
      ['fractional count', `${h}m1,0.9,1,1\nm2,0.5,1.5,1\n`, undefined, "line 3, column 'positives': expected a whole number of positives ≥ 0, found '1.5' (a fractional count)"],
      ['no model column', 'score,positives,negatives\n0.9,1,1\n', undefined, "expected exactly the columns 'model', 'score', 'positives', 'negatives' (in any order), the column 'model' is missing (header: 'score', 'positives', 'negatives'); one model's table is given as counts: { name: file }"],
      ['an extra column', 'model,score,positives,negatives,part\nm1,0.9,1,1,a\n', undefined, "expected exactly the columns 'model', 'score', 'positives', 'negatives' (in any order), found the extra column 'part'"],
      ['a listed model without rows', `${h}m1,0.9,1,1\nm2,0.5,1,1\n`, ['m1', 'm3'], "column 'model': expected rows of the model 'm3' (dataset.models), found only the models 'm1', 'm2'"],
      ['a model without negatives', `${h}m1,0.9,1,1\nm2,0.5,2,0\n`, undefined, "column 'model': expected at least one of the negatives for the model 'm2', found a total of 0 over its 1 row"],
      ['no rows', h, undefined, 'expected count rows (model, score, positives, negatives) after the header, found none'],
    ];
    for (const [name, text, models, message] of cases) {
      const f = csv(text);
      const r = await reference([f], models);
      expect([name, 'error' in r ? r.error : 'read']).toEqual([name, expect.stringContaining(message)]);
      expect([name, (r as { error: string }).error.startsWith(f)]).toEqual([name, true]);
    }
    // Parquet: a missing name and a model column that is not text, by row.
    const nulls = writeParquet(join(dir, 'null.parquet'), [
      { name: 'model', data: ['m1', null, 'm1'], type: 'STRING' },
      { name: 'score', data: [0.9, 0.5, 0.1], type: 'DOUBLE' },
      { name: 'positives', data: [1, 1, 0], type: 'DOUBLE' },
      { name: 'negatives', data: [1, 1, 1], type: 'DOUBLE' },
    ]);
    expect(await reference([nulls])).toEqual({ error: `${nulls} row 2, column 'model': expected a model name with a visible character, found null` });
    expect(await reference([nulls], ['m1'])).toMatchObject([{ name: 'm1', P: 1, N: 2 }]);
    const ints = writeParquet(join(dir, 'ints.parquet'), [
      { name: 'model', data: [1, 2], type: 'INT32' },
      { name: 'score', data: [0.9, 0.5], type: 'DOUBLE' },
      { name: 'positives', data: [1, 1], type: 'DOUBLE' },
      { name: 'negatives', data: [1, 1], type: 'DOUBLE' },
    ]);
    expect(await reference([ints])).toEqual({ error: `${ints} row 1, column 'model': expected a model name as text, found 1 (write the model column as a string)` });
    // More models than a report takes, unless dataset.models chooses.
    const many = csv(h + Array.from({ length: MAX_MODELS + 1 }, (_, i) => `m${i},0.5,1,1\n`).join(''));
    expect(await reference([many])).toEqual({ error: expect.stringContaining(`column 'model': found ${(MAX_MODELS + 1).toLocaleString('en-US')} models, more than the limit`) });
    expect(await reference([many], ['m7', 'm3'])).toMatchObject([{ name: 'm7' }, { name: 'm3' }]);
  });
});

/** Parquet files written by DuckDB, one per SELECT. */
async function duckParquet(selects: string[]): Promise<string[]> {
  const inst = await DuckDBInstance.create(':memory:', { threads: '1' });
  const c = await inst.connect();
  try {
    const files: string[] = [];
    for (const q of selects) {
      const f = join(dir, `q${n++}.parquet`);
      await c.run(`COPY (${q}) TO '${f}' (FORMAT parquet)`);
      files.push(f);
    }
    return files;
  } finally {
    c.closeSync();
    inst.closeSync();
  }
}

describe('one count table of all models: engine = reference', () => {
  const h = 'model,score,positives,negatives\n';

  it('handles BOM, CRLF, quoted names and fields, any column order and case, partitions (one without rows, one lacking a model), dataset.models', async () => {
    const cases: [string, string[], string[]?][] = [
      ['plain', [`${h}m2,0.9,3,1\nm1,0.5,2,2\nm2,0.1,0,5\nm1,0.7,1,1\n`]],
      ['BOM and CRLF', [`\ufeff${h.trim()}\r\nm2,0.9,3,1\r\nm1,0.5,2,2\r\nm1,0.1,0,5\r\nm2,0.3,1,1\r\n`]],
      ['quoted names with commas and quotes', [`${h}"a,b",0.9,1,1\n"say ""x""",0.5,2,2\n"a,b",0.1,1,1\n"say ""x""",0.2,0,0\n`]],
      ['unicode names', [`${h}modèle,0.9,1,1\n模型,0.5,1,1\n😀,0.4,1,1\n`]],
      ['columns in another order and case', ['Negatives,SCORE,Model,positives\n1,0.9,m1,3\n2,0.5,m1,2\n4,0.1,m2,1\n1,0.2,m2,1\n']],
      ['repeated scores, -0 and 0', [`${h}m1,-0,1,0\nm1,0,0,2\nm1,0.5,1,1\nm1,0.5,2,0\n`]],
      ['partitions', [`${h}m1,0.9,3,0\nm2,0.5,2,0\n`, h, `${h}m1,0.5,1,2\nm2,0.1,0,4\n`, `${h}m1,0.4,0,1\n`]],
      ['dataset.models chooses and orders', [`${h}m1,0.9,3,1\nm2,0.5,2,2\nm3,0.1,0,5\nm1,0.1,0,5\nm3,0.5,1,1\n`], ['m3', 'm1']],
      ['dataset.models skips rows it leaves out, blank names and bad counts too', [`${h}m1,0.9,3,1\n,0.5,2,2\nm2,0.5,1.5,-1\nm1,0.1,0,5\n`], ['m1']],
      // '_' and '+-' in names only (text to both readers; in a number DuckDB reads them otherwise).
      ['names with underscores and two signs', [`${h}model_a,0.9,3,1\nmodel_a,0.5,2,2\n"b+-1",0.1,0,5\nb+-1,0.3,1,1\n`]],
    ];
    for (const [name, texts, models] of cases) {
      const files = texts.map(csv);
      expect([name, await same(files, models), lastCountsDecline]).toEqual([name, true, undefined]);
      expect(lastCounts?.files).toBe(files.length);
    }
    const pq = await duckParquet([
      `SELECT 'm' || (i % 3) AS model, (i % 17) / 7 AS score, (i % 2)::BIGINT AS positives, 1::BIGINT AS negatives FROM range(500) t(i)`,
      `SELECT 'm' || (i % 2) AS model, (i % 5) / 3 AS score, 1::BIGINT AS positives, (i % 3)::BIGINT AS negatives FROM range(50) t(i)`,
    ]);
    expect([await same(pq.slice(0, 2)), lastCountsDecline]).toEqual([true, undefined]);
    expect([await same(pq.slice(0, 1), ['m2', 'm0']), lastCountsDecline]).toEqual([true, undefined]);
  });

  it('declines wherever the reference rejects or reads otherwise', async () => {
    const cases: [string, string[], string[]?][] = [
      ['a name with surrounding spaces (the reference trims it)', [`${h}m1,0.9,1,1\n m1,0.5,1,1\n`]],
      ['the same, its trimmed name chosen by dataset.models', [`${h}m1,0.9,1,1\nm1 ,0.5,1,1\n`], ['m1']],
      ['an empty name', [`${h}m1,0.9,1,1\n,0.5,1,1\n`]],
      ['a quoted blank name', [`${h}m1,0.9,1,1\n" ",0.5,1,1\n`]],
      ['a missing score', [`${h}m1,0.9,1,1\nm1,,1,1\n`]],
      ['a fractional count', [`${h}m1,0.9,1,1\nm2,0.5,1.5,1\n`]],
      ['a model without positives', [`${h}m1,0.9,1,1\nm2,0.5,0,1\n`]],
      ['a listed model without rows', [`${h}m1,0.9,1,1\n`], ['m1', 'm2']],
      ['no model column', ['score,positives,negatives\n0.9,1,1\n']],
      ['underscore digits', [`${h}m1,1_0,1,1\nm1,0.5,1,1\n`]],
      ['underscore digits in a count, an underscore in a name', [`${h}m_1,0.9,1,1\nm_1,0.5,1_0,1\n`]],
      ['two signs in a count, in a later partition', [`${h}m_1,0.9,1,1\n`, `${h}m_1,0.5,1,+-1\n`]],
      // DuckDB fails on the file (a score it cannot read); the reference skips the row of a model left out.
      ['a score that is not a number in a row dataset.models leaves out', [`${h}m1,0.9,3,1\nm2,NA,1,1\nm1,0.1,0,5\n`], ['m1']],
    ];
    // The reason of a number the engine would read otherwise names what it found and where (the first row with one):
    // '+-' in a count, though the bytes' first mark is the name's '_'.
    const reasons: Record<string, string> = {
      'underscore digits': `'_' in column "score"`,
      'underscore digits in a count, an underscore in a name': `'_' in column "positives"`,
      'two signs in a count, in a later partition': `'+-' in column "negatives"`,
    };
    for (const [name, texts, models] of cases) {
      const files = texts.map(csv);
      expect([name, await engineLongCounts(files, models)]).toEqual([name, undefined]);
      expect(lastCountsDecline, name).toBeTruthy();
      if (reasons[name]) expect([name, lastCountsDecline]).toEqual([name, reasons[name]]);
      const handled = await same(files, models);
      expect([name, handled]).toEqual([name, false]);
    }
    // Parquet: a model column that is not text, and a missing name.
    const [ints, nulls] = await duckParquet([
      'SELECT i % 2 AS model, i / 5 AS score, 1 AS positives, 1 AS negatives FROM range(6) t(i)',
      "SELECT CASE WHEN i = 3 THEN NULL ELSE 'm1' END AS model, i / 5 AS score, 1 AS positives, 1 AS negatives FROM range(6) t(i)",
    ]);
    for (const f of [ints, nulls]) {
      expect(await engineLongCounts([f])).toBeUndefined();
      expect(await reference([f])).toEqual({ error: expect.stringMatching(/row \d+, column 'model'/) });
    }
    // A missing name the chosen models leave out: read by both.
    expect([await same([nulls], ['m1']), lastCountsDecline]).toEqual([true, undefined]);
  });

  it('property: random tables of random names, notations, row orders and partitions give identical tables', async () => {
    const name = fc.constantFrom('m1', 'm2', 'B', 'a b', '"q"', 'x,y', ' m1', 'm2 ', 'é');
    const score = numberNotation(fc.integer({ min: -20, max: 20 }));
    const count = fc.oneof(fc.nat(20).map(String), fc.constantFrom('0', '1e1', '3.0', '+2'));
    const row = fc.tuple(name, score, count, count);
    const field = (s: string) => (/[",\s]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s);
    await fc.assert(
      fc.asyncProperty(
        fc.array(row, { minLength: 1, maxLength: 40 }),
        fc.integer({ min: 1, max: 3 }),
        fc.option(fc.uniqueArray(fc.constantFrom('m1', 'm2', 'B', 'x,y'), { minLength: 1, maxLength: 3 }), { nil: undefined }),
        async (rows, parts, models) => {
          const per = Math.ceil(rows.length / parts);
          const files: string[] = [];
          for (let i = 0; i < rows.length; i += per) files.push(csv(h + rows.slice(i, i + per).map((r) => r.map(field).join(',')).join('\n') + '\n'));
          const handled = await same(files, models);
          // Declined only for a name the reference trims (when it counts) or what the reference rejects.
          const ref = await reference(files, models);
          const trims = rows.some(([m]) => m !== m.trim() && (!models || (models as string[]).includes(m.trim())));
          if (!('error' in ref) && !trims) expect([handled, lastCountsDecline]).toEqual([true, undefined]);
        },
      ),
      { numRuns: 40 },
    );
  });
});

describe('one count table of all models through the pipeline', () => {
  it('the report JSON is byte-identical with ROCSITE_ENGINE=duckdb and =js, and its results are those of one table per model', async () => {
    // Two models on the same 500 examples, seeded, rows shuffled; validation and test parts; CSV and Parquet.
    let seed = 7;
    const rnd = () => ((seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31);
    const rows = (shift: number) =>
      simulatedCountRows(rnd, 500, 150, shift, 25).map(([s, p, q]) => `${s},${p},${q}`);
    for (const part of ['v', 't']) {
      const a = rows(0.3);
      const b = rows(0.6);
      write(`${part}-a.csv`, 'score,positives,negatives\n' + a.join('\n') + '\n');
      write(`${part}-b.csv`, 'score,positives,negatives\n' + b.join('\n') + '\n');
      const all = [...a.map((r) => `a,${r}`), ...b.map((r) => `b,${r}`)].sort(() => rnd() - 0.5);
      write(`${part}-long.csv`, 'model,score,positives,negatives\n' + all.join('\n') + '\n');
      for (let k = 0; k < 2; k++) write(`${part}-long${k}.csv`, 'model,score,positives,negatives\n' + all.filter((_, i) => i % 2 === k).join('\n') + '\n');
    }
    const inst = await DuckDBInstance.create(':memory:', { threads: '1' });
    const c = await inst.connect();
    for (const f of ['v-long', 't-long']) {
      await c.run(`COPY (SELECT model, score::DOUBLE AS score, positives::BIGINT AS positives, negatives::BIGINT AS negatives
        FROM read_csv('${join(dir, f)}.csv', columns = {'model': 'VARCHAR', 'score': 'DOUBLE', 'positives': 'BIGINT', 'negatives': 'BIGINT'}, header = true))
        TO '${join(dir, f)}.parquet' (FORMAT parquet)`);
    }
    c.closeSync();
    inst.closeSync();
    const cases: [string, string][] = [
      ['counts: t-long.csv', 'counts: { a: t-a.csv, b: t-b.csv }'],
      ['counts: [t-long0.csv, t-long1.csv]\nuncertainty: { bootstrap: 20, seed: 3 }', 'counts: { a: t-a.csv, b: t-b.csv }\nuncertainty: { bootstrap: 20, seed: 3 }'],
      ['counts: v-long.parquet, test: { counts: t-long.parquet }', 'counts: { a: v-a.csv, b: v-b.csv }, test: { counts: { a: t-a.csv, b: t-b.csv } }'],
      ['counts: v-long.csv, models: [b, a], test: { counts: t-long.csv }', 'counts: { b: v-b.csv, a: v-a.csv }, test: { counts: { b: t-b.csv, a: t-a.csv } }'],
    ];
    const body = (text: string) => {
      const { dataset: _d, provenance: _p, ...rest } = JSON.parse(text) as Record<string, unknown>;
      return rest;
    };
    for (const [long, perModel] of cases) {
      const cfg = (d: string) => write(`p${n++}.yaml`, `title: t\ndataset: { ${d.replace('\n', ' }\n')}${d.includes('\n') ? '' : ' }'}\nvoros: [[0, 1]]\n`);
      const file = cfg(long);
      const fast = await engineJson(file, 'duckdb');
      expect([long, lastCountsDecline]).toEqual([long, undefined]);
      expect(fast === (await engineJson(file, 'js')), long).toBe(true);
      expect(body(fast)).toEqual(body(await engineJson(cfg(perModel), 'js')));
    }
    // A test part whose table holds other models than the validation part's.
    write('t-other.csv', 'model,score,positives,negatives\na,0.5,1,1\nc,0.5,1,1\n');
    await expect(engineJson(write('other.yaml', 'title: t\ndataset: { counts: v-long.csv, test: { counts: t-other.csv } }\n'), 'js')).rejects.toThrow(
      /t-other\.csv: expected the models of dataset\.counts \('a', 'b'\) in the test part, found 'a', 'c': list the models to compare in dataset\.models/,
    );
  });
});
