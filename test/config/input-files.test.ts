// dataset.path (and test.path, count tables) as a list of files or patterns: what the config resolves them to.
import { describe, expect, it, beforeAll } from 'vitest';
import { mkdirSync, mkdtempSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { ConfigError, parseConfig } from '../../src/lib/config/load';
import { MAX_INPUT_FILES } from '../../src/lib/limits';

let dir: string;
const touch = (rel: string) => {
  mkdirSync(join(dir, rel, '..'), { recursive: true });
  writeFileSync(join(dir, rel), 'y,a\n1,0.5\n');
};

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'rocsite-input-files-'));
  // Spark's layout: part files, a marker and a hidden checksum beside them; written out of order on purpose.
  for (const f of ['preds/part-00002.parquet', 'preds/part-00000.parquet', 'preds/part-00001.parquet', 'preds/_SUCCESS', 'preds/.part-00000.parquet.crc']) touch(f);
  for (const f of ['site/b.csv', 'site/a.csv', 'site/deep/c.csv', 'lit/x[1].csv', 'lit/x1.csv', 'mixed/a.csv', 'mixed/b.parquet', 'counts/a-1.csv', 'counts/a-0.csv']) touch(f);
});

const cfg = (dataset: string) => `title: t\ndataset: ${dataset}\n`;
const load = (dataset: string, opts: { allowOutsidePaths?: boolean } = {}) => parseConfig(cfg(dataset), 'x.yaml', dir, dir, opts);
const error = (dataset: string): string => {
  try {
    load(dataset);
  } catch (e) {
    expect(e).toBeInstanceOf(ConfigError);
    return (e as Error).message;
  }
  throw new Error('expected a ConfigError');
};
const rels = (files: { rel: string }[]) => files.map((f) => f.rel);

describe('dataset.path: one file, a list, patterns', () => {
  it('one path is one file, as before', () => {
    const { config, inputs } = load('{ path: site/a.csv, label: y }');
    expect(config.dataset.kind).toBe('scores');
    if (config.dataset.kind !== 'scores') return;
    expect(rels(config.dataset.files)).toEqual(['site/a.csv']);
    expect(config.dataset.shown).toBe(config.dataset.files[0].shown);
    expect(rels(inputs)).toEqual(['site/a.csv']);
  });

  it('a pattern stands for its files in path order, hidden files and other names left out', () => {
    const { config, inputs } = load('{ path: "preds/*.parquet", label: y }');
    if (config.dataset.kind !== 'scores') throw new Error('scores expected');
    expect(config.dataset.format).toBe('parquet');
    expect(rels(config.dataset.files)).toEqual(['preds/part-00000.parquet', 'preds/part-00001.parquet', 'preds/part-00002.parquet']);
    expect(config.dataset.shown).toMatch(/preds\/part-00000\.parquet \(and 2 more\)$/);
    // Every file is an input (hashed for provenance and the cache key).
    expect(rels(inputs)).toEqual(rels(config.dataset.files));
  });

  it('a list keeps its order; each pattern in it is expanded in place; ** descends', () => {
    // b.csv again through the pattern: named twice.
    expect(error('{ path: [site/b.csv, "site/**/*.csv"], label: y }')).toBe(
      "x.yaml: dataset.path[1]: names 'site/b.csv' again (already in dataset.path[0]): each file is read once",
    );
    const ok = load('{ path: [site/b.csv, "site/{a,deep/c}.csv"], label: y }').config.dataset;
    if (ok.kind !== 'scores') throw new Error('scores expected');
    expect(rels(ok.files)).toEqual(['site/b.csv', 'site/a.csv', 'site/deep/c.csv']);
    const deep = load('{ path: "site/**/*.csv", label: y }').config.dataset;
    if (deep.kind !== 'scores') throw new Error('scores expected');
    expect(rels(deep.files)).toEqual(['site/a.csv', 'site/b.csv', 'site/deep/c.csv']);
  });

  it('an existing file is that file, pattern characters or not', () => {
    const d = load('{ path: "lit/x[1].csv", label: y }').config.dataset;
    if (d.kind !== 'scores') throw new Error('scores expected');
    expect(rels(d.files)).toEqual(['lit/x[1].csv']);
    const p = load('{ path: "lit/x[0-9].csv", label: y }').config.dataset;
    if (p.kind !== 'scores') throw new Error('scores expected');
    expect(rels(p.files)).toEqual(['lit/x1.csv']);
  });

  it('errors name the key: no match, mixed formats, the same file twice, a path outside the project', () => {
    expect(error('{ path: "preds/*.csv", label: y }')).toBe(
      "x.yaml: dataset.path: expected the pattern 'preds/*.csv' to match at least one file (relative to the config's folder), found none",
    );
    expect(error('{ path: [site/a.csv, "nothing/*.csv"], label: y }')).toBe(
      "x.yaml: dataset.path[1]: expected the pattern 'nothing/*.csv' to match at least one file (relative to the config's folder), found none",
    );
    expect(error('{ path: "mixed/*", label: y }')).toBe("x.yaml: dataset.path: expected files of one format, found CSV ('mixed/a.csv') and Parquet ('mixed/b.parquet')");
    expect(error('{ path: [site/a.csv, ./site/a.csv], label: y }')).toBe("x.yaml: dataset.path[1]: names 'site/a.csv' again (already in dataset.path[0]): each file is read once");
    const outside = mkdtempSync(join(tmpdir(), 'rocsite-outside-'));
    writeFileSync(join(outside, 'o.csv'), 'y,a\n1,0.5\n');
    expect(error(`{ path: [site/a.csv, "../${basename(outside)}/*.csv"], label: y }`)).toMatch(/^x\.yaml: dataset\.path\[1\]: expected a path inside the config's folder or the working directory/);
  });

  it('a symbolic link matched by a pattern is judged by where it leads', () => {
    const outside = mkdtempSync(join(tmpdir(), 'rocsite-outside-'));
    writeFileSync(join(outside, 'o.csv'), 'y,a\n1,0.5\n');
    mkdirSync(join(dir, 'links'));
    symlinkSync(join(outside, 'o.csv'), join(dir, 'links', 'o.csv'));
    expect(error('{ path: "links/*.csv", label: y }')).toMatch(/^x\.yaml: dataset\.path: expected a path inside the config's folder/);
    const d = load('{ path: "links/*.csv", label: y }', { allowOutsidePaths: true }).config.dataset;
    if (d.kind !== 'scores') throw new Error('scores expected');
    expect(rels(d.files)).toEqual(['links/o.csv']);
  });

  it('the test part and count tables take lists and patterns too', () => {
    const c = load('{ path: site/a.csv, label: y, test: { path: "preds/*.parquet" } }'.replace('preds/*.parquet', 'site/deep/*.csv')).config;
    expect(c.parts?.kind).toBe('file');
    if (c.parts?.kind !== 'file') return;
    expect(rels(c.parts.files)).toEqual(['site/deep/c.csv']);
    const counts = load('{ counts: { A: "counts/a-*.csv" } }').config.dataset;
    if (counts.kind !== 'counts' || !('models' in counts)) throw new Error('counts per model expected');
    expect(rels(counts.models[0].files)).toEqual(['counts/a-0.csv', 'counts/a-1.csv']);
    expect(error('{ counts: { A: [counts/a-0.csv, "counts/none-*.csv"] } }')).toBe(
      "x.yaml: dataset.counts.A[1]: expected the pattern 'counts/none-*.csv' to match at least one file (relative to the config's folder), found none",
    );
  });

  it("a folder stands for its data files: in path order, names starting with '_' or '.' and subfolders left out", () => {
    mkdirSync(join(dir, 'preds/sub'), { recursive: true });
    touch('preds/sub/part-00009.parquet');
    for (const p of ['preds', 'preds/', './preds']) {
      const c = load(`{ path: ${p}, label: y }`).config.dataset;
      if (c.kind !== 'scores') throw new Error('scores expected');
      expect([p, c.format, rels(c.files)]).toEqual([p, 'parquet', ['preds/part-00000.parquet', 'preds/part-00001.parquet', 'preds/part-00002.parquet']]);
    }
    // A model's count table from a Spark output folder; the test part too.
    touch('spark/m1/part-1.csv');
    touch('spark/m1/part-0.csv');
    touch('spark/m1/_SUCCESS');
    const counts = load('{ counts: { m1: spark/m1 }, test: { counts: { m1: spark/m1 } } }').config;
    if (counts.dataset.kind !== 'counts' || counts.parts?.kind !== 'counts' || !('models' in counts.dataset) || !('models' in counts.parts)) throw new Error('counts per model expected');
    expect(rels(counts.dataset.models[0].files)).toEqual(['spark/m1/part-0.csv', 'spark/m1/part-1.csv']);
    expect(rels(counts.parts.models[0].files)).toEqual(['spark/m1/part-0.csv', 'spark/m1/part-1.csv']);
    // Errors at the key: a folder without data files, a folder of two formats, a folder and one of its files.
    mkdirSync(join(dir, 'only-markers'));
    writeFileSync(join(dir, 'only-markers/_SUCCESS'), '');
    expect(error('{ path: only-markers, label: y }')).toBe(
      "x.yaml: dataset.path: expected the folder 'only-markers' to hold at least one data file (names starting with '_' or '.' are left out, as Spark writes _SUCCESS), found none",
    );
    expect(error('{ counts: { A: mixed } }')).toBe("x.yaml: dataset.counts.A: expected files of one format, found CSV ('mixed/a.csv') and Parquet ('mixed/b.parquet')");
    expect(error('{ path: [site, site/a.csv], label: y }')).toBe("x.yaml: dataset.path[1]: names 'site/a.csv' again (already in dataset.path[0]): each file is read once");
  });

  it(`more than ${MAX_INPUT_FILES} files is an error at the key`, () => {
    const many = join(dir, 'many');
    mkdirSync(many);
    for (let i = 0; i <= MAX_INPUT_FILES; i++) writeFileSync(join(many, `p${i}.csv`), '');
    expect(error('{ path: "many/*.csv", label: y }')).toBe(`x.yaml: dataset.path: expected at most ${MAX_INPUT_FILES.toLocaleString('en-US')} files (docs/config.md, Limits), found more`);
  });
});
