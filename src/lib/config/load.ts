/**
 * Loading a report config: read the file, parse YAML (JSON is valid YAML 1.2), validate with the zod schema and
 * normalize (defaults filled in, paths resolved relative to the config file). Every error is a {@link ConfigError}
 * whose message names the config file and the key path, e.g.
 * `data/asah.yaml: scenarios[1].capacity: expected a count or a share like '20%', got '20 percent'`.
 */
import { existsSync, readdirSync, realpathSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import * as path from 'node:path';
import { MAX_INPUT_FILES, shownLimit } from '../limits';
import { isBelow } from '../path-within';
import { LineCounter, parseDocument } from 'yaml';
import { ZodObject, type ZodIssue, type ZodTypeAny } from 'zod';
import { unescapeDictPath } from '../dict';
import { codePointOrder, fieldText } from '../text';
import { displayPath } from '../io/errors';
import { isParquetPath } from '../io/file-format';
import { readRegularFile } from '../io/regular-file';
import { configSchema, perModelCounts, shown, SHARE, type Capacity, type CostConfig, type Grid, type RawConfig } from './schema';

export class ConfigError extends Error {
  override name = 'ConfigError';
  constructor(
    readonly file: string,
    readonly keyPath: string,
    readonly detail: string,
    readonly line?: number,
    readonly column?: number,
  ) {
    super(`${file}${line !== undefined ? ` line ${line}` : ''}${column !== undefined ? `, column ${column}` : ''}: ${keyPath ? `${keyPath}: ` : ''}${detail}`);
  }
}

export type Range = [number, number];

export interface InputFile {
  /** Absolute path. */
  abs: string;
  /** Path relative to the config file's directory, POSIX separators (used in provenance). */
  rel: string;
  /** As shown in messages (relative to the working directory when inside it). */
  shown: string;
}

export type DatasetConfig =
  | {
      kind: 'scores';
      /** By the file's extension: `.parquet` (any case) is Parquet, anything else CSV. */
      format: 'csv' | 'parquet';
      /** One file, or the partitions of one table in reading order (a list, patterns expanded). */
      files: InputFile[];
      /** The files as named in messages about all of them: the first, and how many more. */
      shown: string;
      label: string;
      positive?: string | number | boolean;
      negative?: string | number | boolean;
      models?: string[];
      missing: 'error' | 'drop';
    }
  | { kind: 'roc'; models: { name: string; file: InputFile }[]; positives: number; negatives: number }
  /** Count tables: per model a file (CSV or Parquet) or its partitions; columns score, positives, negatives (P, N: their sums). */
  | { kind: 'counts'; models: CountModelFiles[] }
  /** Count tables of all models in one table (a file or its partitions) with a column model too (io/counts-long.ts). */
  | { kind: 'counts'; table: CountTableFiles };

/** One model's count table: a file or its partitions (all CSV or all Parquet). */
export interface CountModelFiles {
  name: string;
  files: InputFile[];
}

/** One count table of all models (the long format): a file or its partitions; `models` (dataset.models) chooses and orders them. */
export interface CountTableFiles {
  files: InputFile[];
  models?: string[];
}

/**
 * Validation and test parts for model selection: the values of a column of dataset.path, a second scores file
 * (same columns and options), or one count table per model. The main dataset is then the validation part.
 */
export type PartsConfig =
  | { kind: 'split'; column: string; validation: string; test: string }
  | { kind: 'file'; format: 'csv' | 'parquet'; files: InputFile[]; shown: string }
  | { kind: 'counts'; models: CountModelFiles[] }
  /** The test part as one table of all models, in the form of dataset.counts (the same `models`). */
  | { kind: 'counts'; table: CountTableFiles };

export type Strategy = 'partialVoros' | 'voros' | 'recall' | 'partialAurocInRegion';

export interface ScenarioConfig {
  name: string;
  precision: number;
  capacity: Capacity;
  cost: CostConfig;
}

export interface HeatmapConfig {
  precision: Grid<number>;
  capacity: Grid<Capacity>;
  cost: CostConfig;
  tie: number;
}

export interface WaauroccConfig {
  fpr: Range;
  bins: number;
  acceptance?: [number, number][];
}

/** A validated config with defaults filled in. */
export interface Config {
  title: string;
  description?: string;
  simulated: boolean;
  dataset: DatasetConfig;
  voros: Range[];
  partialAuroc: Range[];
  scenarios: ScenarioConfig[];
  heatmap?: HeatmapConfig;
  waaurocc: WaauroccConfig[];
  /** β of FBETA (Dutch Draw Table 1). */
  beta: number;
  /** Extra thresholds to evaluate: the same list for every model, or per model. */
  thresholds?: number[] | Record<string, number[]>;
  deploymentPrevalence: number[];
  /** Capacity share m and bounded-risk costs of Sameni Sec. 6 (optional). */
  geometry: { capacity?: number; risk?: { fpCost: number; fnCost: number; maxRisk: number } };
  /** Validation and test parts (absent: one dataset, no model selection). */
  parts?: PartsConfig;
  /** Strategies of model selection, in report order (all four by default; used only with parts). */
  strategies: Strategy[];
  /** Interval level (DeLong always); bootstrap resamples and seed when requested. */
  uncertainty?: UncertaintyConfig;
}

export interface UncertaintyConfig {
  level: number;
  bootstrap?: { resamples: number; seed: number };
}

export const DEFAULT_LEVEL = 0.95;
export const DEFAULT_SEED = 1;

export interface LoadedConfig {
  config: Config;
  /** The config file: absolute path, as shown, and its bytes (hashed for provenance). */
  file: { abs: string; shown: string; name: string };
  bytes: Buffer;
  /** Every input file the config refers to. */
  inputs: InputFile[];
  /** The working directory the config was loaded from (the project; absent: only the config's folder counts). */
  cwd?: string;
}

export const DEFAULT_VOROS: Range[] = [[0, 1]];
export const DEFAULT_PARTIAL_AUROC: Range[] = [[0, 0.2]];
export const DEFAULT_WAAUROCC_BINS = 100;
export const DEFAULT_TIE = 0.01;

/** "scenarios[1].capacity" from a zod path. */
export function keyPath(p: (string | number)[]): string {
  let s = '';
  for (const k of p) {
    // A key that is not a plain word (a model name with spaces, dots or controls) is written ["as JSON"].
    if (typeof k === 'number') s += `[${k}]`;
    else if (/^[A-Za-z_$][\w$-]*$/.test(k)) s += s ? `.${k}` : k;
    else s += `[${fieldText(JSON.stringify(k))}]`;
  }
  return s;
}

function valueAt(root: unknown, p: (string | number)[]): unknown {
  let v: unknown = root;
  for (const k of p) {
    if (v === null || typeof v !== 'object') return undefined;
    v = (v as Record<string | number, unknown>)[k];
  }
  return v;
}

function describeIssue(issue: ZodIssue, raw: unknown): { path: (string | number)[]; message: string } {
  const found = valueAt(raw, issue.path);
  switch (issue.code) {
    case 'unrecognized_keys':
      return {
        path: issue.path,
        message: `unknown key${issue.keys.length > 1 ? 's' : ''} ${issue.keys.map((k) => `'${k}'`).join(', ')}`,
      };
    case 'invalid_type':
      if (found === undefined) return { path: issue.path, message: `expected ${article(issue.expected)}, got nothing (the key is required)` };
      return { path: issue.path, message: `expected ${article(issue.expected)}, got ${shown(found)}` };
    case 'invalid_enum_value':
      return { path: issue.path, message: `expected one of ${issue.options.map((o) => `'${String(o)}'`).join(', ')}, got ${shown(found)}` };
    case 'too_small':
      if (issue.type === 'array') return { path: issue.path, message: `expected at least ${issue.minimum} item${issue.minimum === 1 ? '' : 's'}, got ${shown(found)}` };
      if (issue.type === 'string') return { path: issue.path, message: `expected a non-empty string, got ${shown(found)}` };
      return { path: issue.path, message: `expected a number ${issue.inclusive ? '≥' : '>'} ${issue.minimum}, got ${shown(found)}` };
    case 'too_big':
      if (issue.type === 'array' && Array.isArray(found)) return { path: issue.path, message: `${issue.message}, got ${found.length}` };
      return { path: issue.path, message: `expected ${issue.type === 'array' ? 'at most' : 'a number ' + (issue.inclusive ? '≤' : '<')} ${issue.maximum}, got ${shown(found)}` };
    case 'invalid_union': {
      // A list that is too long, or a value the union's own checks reject, says more than "expected a valid value".
      const inner = issue.unionErrors.flatMap((e) => e.issues).find((i) => i.code === 'too_big' || i.code === 'custom');
      if (inner) return describeIssue({ ...inner, path: unescapeDictPath(inner.path) } as ZodIssue, raw);
      return { path: issue.path, message: `expected ${unionExpectation(issue.path)}, got ${shown(found)}` };
    }
    case 'custom':
      return { path: issue.path, message: issue.message };
    default:
      return { path: issue.path, message: `${issue.message.replace(/^./, (c) => c.toLowerCase())}, got ${shown(found)}` };
  }
}

function unionExpectation(p: (string | number)[]): string {
  const last = p[0];
  if (last === 'thresholds') return 'a list of thresholds, or { model: [thresholds] }';
  if (last === 'deploymentPrevalence') return 'a prevalence in (0, 1) or a list of them';
  if (p[p.length - 1] === 'positive' || p[p.length - 1] === 'negative') return 'a label value (text, number or true/false)';
  return 'a valid value';
}

function article(t: string): string {
  return /^[aeiou]/.test(t) ? `an ${t}` : `a ${t}`;
}

/**
 * One message for a failed zod validation of `raw` (a config, a report's frontmatter): the key path and what is wrong.
 * An unknown key is usually the cause of the other problems (a misspelt key leaves a required one missing): it is
 * reported first, with the missing sibling key, or else the closest known key of `schema`, as a suggestion.
 */
export function describeZodError(zodIssues: ZodIssue[], raw: unknown, schema?: ZodTypeAny): { keyPath: string; message: string } {
  const issues = zodIssues.map((i) => ({ ...i, path: unescapeDictPath(i.path) }) as ZodIssue);
  const unknown = issues.find((i) => i.code === 'unrecognized_keys');
  const first = unknown ?? issues[0];
  const d = describeIssue(first, raw);
  if (unknown && unknown.code === 'unrecognized_keys') {
    const missing = issues
      .filter((i) => i.path.length === unknown.path.length + 1 && unknown.path.every((k, j) => i.path[j] === k))
      .filter((i) => valueAt(raw, i.path) === undefined)
      .map((i) => String(i.path[i.path.length - 1]));
    const here = valueAt(raw, unknown.path);
    const free = schema ? keysAt(schema, unknown.path).filter((k) => !(here && typeof here === 'object' && k in here)) : [];
    const close = missing.length ? missing : unknown.keys.flatMap((k) => closest(k, free) ?? []);
    if (close.length) d.message += ` (did you mean ${[...new Set(close)].map((k) => `'${k}'`).join(' or ')}?)`;
  }
  const more = issues.length > 1 && !unknown ? ` (and ${issues.length - 1} more problem${issues.length > 2 ? 's' : ''})` : '';
  return { keyPath: keyPath(d.path), message: d.message + more };
}

/** The keys an object of `schema` may have at `p` (through optional, default, effects, unions, arrays and records). */
function keysAt(schema: ZodTypeAny, p: (string | number)[]): string[] {
  const def = schema._def as { typeName?: string; innerType?: ZodTypeAny; schema?: ZodTypeAny; options?: ZodTypeAny[]; type?: ZodTypeAny; valueType?: ZodTypeAny; in?: ZodTypeAny; getter?: () => ZodTypeAny };
  const inner = def.innerType ?? (def.typeName === 'ZodEffects' ? def.schema : undefined) ?? def.in ?? def.getter?.();
  if (inner) return keysAt(inner, p);
  if (def.options) return [...new Set(def.options.flatMap((o) => keysAt(o, p)))];
  if (schema instanceof ZodObject) {
    const shape = schema.shape as Record<string, ZodTypeAny>;
    if (!p.length) return Object.keys(shape);
    const next = typeof p[0] === 'string' ? shape[p[0]] : undefined;
    return next ? keysAt(next, p.slice(1)) : [];
  }
  if (p.length && def.typeName === 'ZodArray' && def.type) return keysAt(def.type, p.slice(1));
  if (p.length && def.typeName === 'ZodRecord' && def.valueType) return keysAt(def.valueType, p.slice(1));
  return [];
}

/** The known key closest to a misspelt one (at most 2 edits, fewer for short keys), if any. */
export function closest(key: string, known: readonly string[]): string | undefined {
  const k = key.toLowerCase();
  let best: string | undefined;
  let bestD = Math.min(2, Math.floor(key.length / 3));
  for (const c of known) {
    const d = editDistance(k, c.toLowerCase());
    if (d <= bestD && (best === undefined || d < bestD)) {
      best = c;
      bestD = d;
    }
  }
  return best;
}

/** Edits (insert, delete, substitute, swap two neighbours) turning a into b. */
function editDistance(a: string, b: string): number {
  const d = Array.from({ length: a.length + 1 }, (_, i) => Array.from({ length: b.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)));
  for (let i = 1; i <= a.length; i++) {
    for (let j = 1; j <= b.length; j++) {
      d[i][j] = Math.min(d[i - 1][j] + 1, d[i][j - 1] + 1, d[i - 1][j - 1] + (a[i - 1] === b[j - 1] ? 0 : 1));
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) d[i][j] = Math.min(d[i][j], d[i - 2][j - 2] + 1);
    }
  }
  return d[a.length][b.length];
}

/** The YAML (or JSON) document of config text; a syntax error is a ConfigError naming the file, line and column. */
export function parseYaml(text: string, file: string): ReturnType<typeof parseDocument> {
  const lineCounter = new LineCounter();
  const doc = parseDocument(text, { uniqueKeys: true, prettyErrors: false, lineCounter });
  if (doc.errors.length) {
    const e = doc.errors[0];
    const pos = e.linePos?.[0] ?? lineCounter.linePos(e.pos[0]);
    throw new ConfigError(file, '', `cannot parse YAML/JSON: ${e.message.split('\n')[0].replace(/ at line \d+, column \d+:?$/, '')}`, pos.line, pos.col);
  }
  return doc;
}

/** Most expansions of one YAML alias in a config (the yaml package's guard against alias bombs). */
export const MAX_ALIAS_COUNT = 100;

/** The JavaScript value of a parsed document; an alias bomb is a ConfigError naming the file. */
export function yamlValue(doc: ReturnType<typeof parseDocument>, file: string): unknown {
  try {
    return doc.toJS({ maxAliasCount: MAX_ALIAS_COUNT });
  } catch (e) {
    // yaml throws a ReferenceError for an alias that expands too much (a "billion laughs" document) or names no anchor.
    if (!(e instanceof ReferenceError)) throw e;
    if (/excessive alias count/i.test(e.message)) {
      throw new ConfigError(file, '', `cannot parse YAML/JSON: its aliases (*name) expand too far (more than ${MAX_ALIAS_COUNT} per anchor); write the values out instead`);
    }
    throw new ConfigError(file, '', `cannot parse YAML/JSON: ${e.message.split('\n')[0]}`);
  }
}

/** How a config is loaded. */
export interface LoadOptions {
  /** Allow input paths outside the config's folder and the working directory (the `--allow-outside-paths` flag). */
  allowOutsidePaths?: boolean;
}

/** Parse and validate config text. `file` is how the file is named in messages; `dir` resolves relative paths. */
export function parseConfig(text: string, file: string, dir: string, cwd: string = process.cwd(), opts: LoadOptions = {}): { config: Config; inputs: InputFile[] } {
  const doc = parseYaml(text, file);
  const raw = yamlValue(doc, file);
  if (raw === null || raw === undefined) throw new ConfigError(file, '', 'the config is empty: expected a mapping with at least title and dataset');
  if (typeof raw !== 'object' || Array.isArray(raw)) throw new ConfigError(file, '', `expected a mapping of keys (title, dataset, ...), got ${shown(raw)}`);
  const r = configSchema.safeParse(raw);
  if (!r.success) {
    const d = describeZodError(r.error.issues, raw, configSchema);
    throw new ConfigError(file, d.keyPath, d.message);
  }
  return normalize(r.data, file, dir, cwd, opts.allowOutsidePaths === true);
}

/**
 * An input path of the config. It must lie inside the project: the config's folder or the working directory (the
 * project root in a site build), unless the config sets `allowOutsidePaths: true` (a config must not make rocsite
 * read, hash and quote any file of the machine, such as /etc/shadow).
 */
function inputFile(p: string, dir: string, cwd: string, at: { file: string; key: string; allowOutside: boolean }): InputFile {
  const abs = path.resolve(dir, p);
  // A symbolic link is judged by where it leads (when it exists; a missing file fails on reading).
  const real = (q: string) => {
    try {
      return realpathSync(q);
    } catch {
      return q;
    }
  };
  const inside = (q: string) => [dir, path.resolve(cwd), real(dir), real(path.resolve(cwd))].some((d) => isBelow(q, d));
  if (!at.allowOutside && !(inside(abs) && inside(real(abs)))) {
    throw new ConfigError(at.file, at.key, `expected a path inside the config's folder or the working directory, got ${shown(p)} (set allowOutsidePaths: true in the config, or pass --allow-outside-paths, to read files elsewhere)`);
  }
  return { abs, rel: path.relative(dir, abs).split(path.sep).join('/'), shown: displayPath(abs, cwd) };
}

/** tinyglobby, loaded only for a path with pattern characters (a plain config starts without it). */
let globber: typeof import('tinyglobby') | undefined;
const tinyglobby = () => (globber ??= createRequire(import.meta.url)('tinyglobby') as typeof import('tinyglobby'));
/** Whether `p` is a pattern: only a path with one of these characters may be one (tinyglobby decides). */
const isPattern = (p: string) => /[*?[\]{}()!+@]/.test(p) && tinyglobby().isDynamicPattern(p);

/** Whether `abs` is a folder (a link to one too). */
function isFolder(abs: string): boolean {
  try {
    return statSync(abs).isDirectory();
  } catch {
    return false;
  }
}

/**
 * The data files of a folder (a Spark, Hive or DuckDB output folder): its entries but subfolders, in code-point
 * order, leaving out names that start with '_' or '.' (_SUCCESS, .crc checksums), as Spark and Arrow datasets do.
 * Anything else is kept, so that a FIFO or a broken link fails on reading with its own message.
 */
function folderFiles(abs: string): string[] {
  return readdirSync(abs)
    .filter((n) => !n.startsWith('_') && !n.startsWith('.'))
    .map((n) => path.join(abs, n))
    .filter((f) => !isFolder(f))
    .sort(codePointOrder);
}

/**
 * The files of a key naming one data file or several (`dataset.path`, `dataset.test.path`, a model's count tables):
 * a path or a list; each entry a path, or a pattern (`*`, `?`, `[…]`, `{a,b}`, `**`, matched by tinyglobby) standing for
 * its matching files in code-point order of their paths, hidden files left out, or a folder standing for its data
 * files ({@link folderFiles}). An entry naming an existing file is that file, pattern characters or not. A pattern
 * matching no file, an empty folder, a file named twice and more than {@link MAX_INPUT_FILES} files are errors at the
 * entry's key; each file must lie inside the project ({@link inputFile}).
 */
function inputFiles(value: string | string[], dir: string, cwd: string, at: { file: string; key: string; allowOutside: boolean }): InputFile[] {
  const list = typeof value === 'string' ? [value] : value;
  const out: InputFile[] = [];
  const seen = new Map<string, string>();
  list.forEach((p, i) => {
    const key = typeof value === 'string' ? at.key : `${at.key}[${i}]`;
    const literal = !isPattern(p) || existsSync(path.resolve(dir, p));
    const folder = literal && isFolder(path.resolve(dir, p));
    const paths = folder
      ? folderFiles(path.resolve(dir, p))
      : literal
        ? [p]
        : tinyglobby().globSync(p, { cwd: dir, absolute: true, onlyFiles: true, expandDirectories: false }).sort(codePointOrder);
    if (folder && !paths.length) {
      throw new ConfigError(at.file, key, `expected the folder ${shown(p)} to hold at least one data file (names starting with '_' or '.' are left out, as Spark writes _SUCCESS), found none`);
    }
    if (!paths.length) throw new ConfigError(at.file, key, `expected the pattern ${shown(p)} to match at least one file (relative to the config's folder), found none`);
    for (const q of paths) {
      const f = inputFile(q, dir, cwd, { ...at, key });
      const before = seen.get(f.abs);
      if (before !== undefined) throw new ConfigError(at.file, key, `names ${shown(f.rel)} again (already in ${before}): each file is read once`);
      seen.set(f.abs, key);
      out.push(f);
      if (out.length > MAX_INPUT_FILES) throw new ConfigError(at.file, key, `expected at most ${shownLimit(MAX_INPUT_FILES)} files (docs/config.md, Limits), found more`);
    }
  });
  return out;
}

/** How messages name the files of one key: the file, or the first and how many more. */
export function filesShown(files: InputFile[]): string {
  return files.length > 1 ? `${files[0].shown} (and ${files.length - 1} more)` : files[0].shown;
}

/** The format of a list of data files: one for all (by extension: `.parquet` is Parquet, anything else CSV). */
function filesFormat(files: InputFile[], at: { file: string; key: string }): 'csv' | 'parquet' {
  const formats = files.map((f) => (isParquetPath(f.abs) ? 'parquet' : 'csv'));
  const other = formats.findIndex((x) => x !== formats[0]);
  if (other >= 0) {
    throw new ConfigError(at.file, at.key, `expected files of one format, found ${formats[0] === 'csv' ? 'CSV' : 'Parquet'} (${shown(files[0].rel)}) and ${formats[other] === 'csv' ? 'CSV' : 'Parquet'} (${shown(files[other].rel)})`);
  }
  return formats[0];
}

function normalize(c: RawConfig, file: string, dir: string, cwd: string, allowFlag: boolean): { config: Config; inputs: InputFile[] } {
  const inputs: InputFile[] = [];
  let dataset: DatasetConfig;
  const d = c.dataset;
  const allowOutside = allowFlag || c.allowOutsidePaths === true;
  // The files of one count table (one model's, or all models' with a 'model' column), all of one format.
  const countTable = (value: string | string[], key: string): InputFile[] => {
    const files = inputFiles(value, dir, cwd, { file, key, allowOutside });
    filesFormat(files, { file, key });
    inputs.push(...files);
    return files;
  };
  if (d.path !== undefined) {
    const files = inputFiles(d.path, dir, cwd, { file, key: 'dataset.path', allowOutside });
    inputs.push(...files);
    const format = filesFormat(files, { file, key: 'dataset.path' });
    dataset = { kind: 'scores', format, files, shown: filesShown(files), label: d.label!, positive: d.positive, negative: d.negative, models: d.models, missing: d.missing ?? 'error' };
  } else if (d.roc) {
    const models = Object.entries(d.roc).map(([name, p]) => {
      const f = inputFile(p, dir, cwd, { file, key: keyPath(['dataset', 'roc', name]), allowOutside });
      inputs.push(f);
      return { name, file: f };
    });
    dataset = { kind: 'roc', models, positives: d.positives!, negatives: d.negatives! };
  } else if (perModelCounts(d.counts!)) {
    // A model's count table may come in partitions (a list of files): their rows are added up per score.
    const models = Object.entries(d.counts).map(([name, p]) => ({ name, files: countTable(p, keyPath(['dataset', 'counts', name])) }));
    dataset = { kind: 'counts', models };
  } else {
    dataset = { kind: 'counts', table: { files: countTable(d.counts!, 'dataset.counts'), ...(d.models ? { models: d.models } : {}) } };
  }
  let parts: PartsConfig | undefined;
  if (d.split) parts = { kind: 'split', column: d.split.column, validation: String(d.split.validation).trim(), test: String(d.split.test).trim() };
  else if (d.test?.path !== undefined) {
    const files = inputFiles(d.test.path, dir, cwd, { file, key: 'dataset.test.path', allowOutside });
    inputs.push(...files);
    parts = { kind: 'file', format: filesFormat(files, { file, key: 'dataset.test.path' }), files, shown: filesShown(files) };
  } else if (d.test?.counts !== undefined && !perModelCounts(d.test.counts)) {
    parts = { kind: 'counts', table: { files: countTable(d.test.counts, 'dataset.test.counts'), ...(d.models ? { models: d.models } : {}) } };
  } else if (d.test?.counts !== undefined && perModelCounts(d.test.counts)) {
    const perModel = d.test.counts;
    const names = dataset.kind === 'counts' && 'models' in dataset ? dataset.models.map((m) => m.name) : [];
    const given = Object.keys(d.test.counts);
    const same = given.length === names.length && names.every((n) => given.includes(n));
    if (!same) {
      throw new ConfigError(file, 'dataset.test.counts', `expected one count table for each model of dataset.counts (${names.map((n) => `'${fieldText(n)}'`).join(', ')}), got ${given.map((n) => `'${fieldText(n)}'`).join(', ') || 'none'}`);
    }
    parts = {
      kind: 'counts',
      models: names.map((name) => ({ name, files: countTable(perModel[name], keyPath(['dataset', 'test', 'counts', name])) })),
    };
  }
  if (c.selection && !parts) {
    throw new ConfigError(file, 'selection', "model selection needs a validation and a test part: set dataset.split { column, validation, test } or dataset.test { path } (or { counts } for count tables)");
  }
  const known = dataset.kind === 'scores' ? dataset.models : 'table' in dataset ? dataset.table.models : dataset.models.map((m) => m.name);
  if (c.thresholds && !Array.isArray(c.thresholds) && known) {
    for (const m of Object.keys(c.thresholds)) {
      if (!known.includes(m)) throw new ConfigError(file, `thresholds.${m}`, `expected a model name (${known.join(', ')}), got '${m}'`);
    }
  }
  const bins = c.waauroccBins ?? DEFAULT_WAAUROCC_BINS;
  const waaurocc: WaauroccConfig[] = (c.waaurocc ?? [[0, 1] as Range]).map((w) =>
    Array.isArray(w)
      ? { fpr: [w[0], w[1]] as Range, bins, ...(c.waauroccAcceptance ? { acceptance: c.waauroccAcceptance } : {}) }
      : { fpr: w.fpr, bins: w.bins ?? bins, ...(w.acceptance ?? c.waauroccAcceptance ? { acceptance: w.acceptance ?? c.waauroccAcceptance } : {}) },
  );
  const config: Config = {
    title: c.title,
    ...(c.description !== undefined ? { description: c.description } : {}),
    simulated: c.simulated ?? false,
    dataset,
    voros: c.voros ?? DEFAULT_VOROS,
    partialAuroc: c.partialAuroc ?? DEFAULT_PARTIAL_AUROC,
    scenarios: (c.scenarios ?? []).map((s) => ({ name: s.name, precision: s.precision, capacity: s.capacity, cost: s.cost as CostConfig })),
    ...(c.heatmap
      ? { heatmap: { precision: c.heatmap.precision, capacity: c.heatmap.capacity, cost: c.heatmap.cost as CostConfig, tie: c.heatmap.tie ?? DEFAULT_TIE } }
      : {}),
    waaurocc,
    beta: c.fbeta?.beta ?? 1,
    ...(c.thresholds ? { thresholds: c.thresholds } : {}),
    deploymentPrevalence: c.deploymentPrevalence === undefined ? [] : Array.isArray(c.deploymentPrevalence) ? c.deploymentPrevalence : [c.deploymentPrevalence],
    geometry: { ...(c.geometry?.capacity !== undefined ? { capacity: c.geometry.capacity } : {}), ...(c.geometry?.risk ? { risk: { ...c.geometry.risk } } : {}) },
    ...(parts ? { parts } : {}),
    strategies: c.selection?.strategies ? [...new Set(c.selection.strategies)] : ['partialVoros', 'voros', 'recall', 'partialAurocInRegion'],
    uncertainty: {
      level: c.uncertainty?.level ?? DEFAULT_LEVEL,
      ...(c.uncertainty?.bootstrap !== undefined ? { bootstrap: { resamples: c.uncertainty.bootstrap, seed: c.uncertainty.seed ?? DEFAULT_SEED } } : {}),
    },
  };
  return { config, inputs };
}

/** Read, parse and validate a config file. */
export async function loadConfig(configPath: string, cwd: string = process.cwd(), opts: LoadOptions = {}): Promise<LoadedConfig> {
  const abs = path.resolve(cwd, configPath);
  const shownName = displayPath(abs, cwd);
  const bytes = await readRegularFile(abs, (d) => new ConfigError(shownName, '', d.replace(/^cannot read the file/, 'cannot read the config file')));
  let text = bytes.toString('utf8');
  if (text.charCodeAt(0) === 0xfeff) text = text.slice(1);
  const { config, inputs } = parseConfig(text, shownName, path.dirname(abs), cwd, opts);
  return { config, file: { abs, shown: shownName, name: path.basename(abs) }, bytes, inputs, cwd: path.resolve(cwd) };
}

/** κ as a count of alerts: a count as is, a share "p%" as p/100·|D| (not rounded, as in the paper). */
export function capacityCount(c: Capacity, total: number): number {
  if (typeof c === 'number') return c;
  const m = SHARE.exec(c);
  if (!m) throw new Error(`not a capacity: ${c}`);
  return (parseFloat(m[1]) / 100) * total;
}

/** The values of a grid: the list itself, or `steps` values from `from` to `to` (both ends included). */
export function gridValues<T extends number | string>(g: Grid<T>, toNumber: (v: T) => number): number[] {
  if (Array.isArray(g)) return g.map(toNumber);
  const a = toNumber(g.from);
  const b = toNumber(g.to);
  if (g.steps === 1) return [a];
  return Array.from({ length: g.steps }, (_, i) => (i === g.steps - 1 ? b : a + ((b - a) * i) / (g.steps - 1)));
}
