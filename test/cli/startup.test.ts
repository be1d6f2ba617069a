/**
 * What the `rocsite` executable loads at start: bin/rocsite.mjs runs the compiled lib/ (scripts/compile.mjs, the
 * "prepare" script) while it is current, and the CLI loads each subcommand's modules on demand, so `rocsite --help`
 * loads commander and Node's own modules, and a `compute` of a CSV dataset loads no Parquet decoder, site generator or
 * browser driver. These are what keep start-up fast; the times themselves are measured by `npm run bench startup`
 * (bench/startup.bench.ts), not here, where a loaded machine would make a time limit fail at random.
 */
import { describe, expect, it, beforeAll, afterAll } from 'vitest';
import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { root } from '../helpers/cli';
import { writeParquet } from '../helpers/parquet';

/** The same test as bin/rocsite.mjs: lib/main.js exists and no source listed in lib/sources.json is newer. */
function compiledIsCurrent(): boolean {
  try {
    const built = statSync(join(root, 'lib', 'main.js')).mtimeMs;
    const sources: string[] = JSON.parse(readFileSync(join(root, 'lib', 'sources.json'), 'utf8'));
    return sources.every((f) => statSync(join(root, f)).mtimeMs <= built);
  } catch {
    return false;
  }
}

const artifacts = join(root, 'test-artifacts', `startup-${process.pid}`);

/** The executable's files: bin/ (plain JavaScript) and the compiled lib/main.js and its chunks. */
const executableFile = (f: string) => /^(bin\/[\w-]+\.mjs|lib\/(main\.js|chunks\/[\w-]+\.js))$/.test(f);

/**
 * Every module `node bin/rocsite.mjs <args>` loads, as a module loader hook records them (files of this checkout by
 * their path, packages by their name); the run must succeed.
 */
function loadedBy(args: string[]): { files: string[]; packages: string[] } {
  const hook = join(artifacts, 'hook.mjs');
  const register = join(artifacts, 'register.mjs');
  const log = join(artifacts, `loaded-${args[0]}.txt`);
  writeFileSync(
    hook,
    `import { appendFileSync } from 'node:fs';\n` +
      `export async function load(url, context, next) { appendFileSync(${JSON.stringify(log)}, url + '\\n'); return next(url, context); }\n`,
  );
  writeFileSync(register, `import { register } from 'node:module';\nregister(${JSON.stringify(pathToFileURL(hook).href)});\n`);
  rmSync(log, { force: true });
  execFileSync(process.execPath, ['--import', pathToFileURL(register).href, join(root, 'bin', 'rocsite.mjs'), ...args], { cwd: root, stdio: 'pipe' });
  const urls = readFileSync(log, 'utf8').trim().split('\n');
  const prefix = pathToFileURL(root).href + '/';
  const files = new Set<string>();
  const packages = new Set<string>();
  for (const u of urls) {
    if (u.startsWith('node:')) continue;
    expect(u.startsWith(prefix), `${u} is outside the checkout`).toBe(true);
    const rel = u.slice(prefix.length);
    const m = /^node_modules\/((?:@[^/]+\/)?[^/]+)\//.exec(rel);
    if (m) packages.add(m[1]);
    else files.add(rel);
  }
  return { files: [...files].sort(), packages: [...packages].sort() };
}

beforeAll(() => {
  mkdirSync(artifacts, { recursive: true });
  if (!compiledIsCurrent()) execFileSync(process.execPath, [join(root, 'scripts', 'compile.mjs')], { cwd: root });
}, 120_000);

afterAll(() => rmSync(artifacts, { recursive: true, force: true }));

describe('start-up of the rocsite executable (compiled JavaScript)', () => {
  it('lib/ is current after compiling, and the executable would run it', () => {
    expect(compiledIsCurrent()).toBe(true);
    // What `rocsite --help` loads: lib/main.js and its static imports (not the chunks imported on demand).
    const loaded = new Set<string>();
    const packages = new Set<string>();
    const visit = (file: string) => {
      if (loaded.has(file)) return;
      loaded.add(file);
      for (const m of readFileSync(file, 'utf8').matchAll(/^import\s(?:[^'"]*?\sfrom\s)?"([^"]+)";/gms)) {
        if (m[1].startsWith('.')) visit(join(file, '..', m[1]));
        else packages.add(m[1]);
      }
    };
    visit(join(root, 'lib', 'main.js'));
    expect([...packages].filter((p) => !p.startsWith('node:')).sort()).toEqual(['commander']);
  });

  it('rocsite --help runs the compiled lib/main.js and loads commander, no other package and no TypeScript', () => {
    const { files, packages } = loadedBy(['--help']);
    expect(packages).toEqual(['commander']);
    expect(files).toContain('lib/main.js');
    expect(files.filter((f) => !executableFile(f))).toEqual([]);
  });

  it('rocsite compute of a small CSV config loads the config and CSV readers only, and d3-random (no Parquet decoder, site or browser)', () => {
    const out = join(artifacts, 'small.json');
    const { files, packages } = loadedBy(['compute', 'test/fixtures/small/small.yaml', '--out', out, '-q']);
    expect(JSON.parse(readFileSync(out, 'utf8')).models).toHaveLength(2);
    // d3-random: 9 kB without dependencies (the bootstrap's binomial draws, metrics/resample.ts).
    expect(packages).toEqual(['commander', 'csv-parse', 'd3-random', 'yaml', 'zod']);
    expect(files.filter((f) => !executableFile(f))).toEqual([]);
  });

  // The glob matcher is loaded by require (config/load.ts, synchronous) when a path has pattern characters: the ESM hook
  // above does not see it, so this checks that the compiled executable finds it and reads the same rows.
  it('a dataset path with a pattern works in the compiled executable (the glob matcher loaded on demand)', () => {
    const cfg = join(artifacts, 'pattern.yaml');
    writeFileSync(cfg, readFileSync(join(root, 'test/fixtures/small/small.yaml'), 'utf8').replace('path: small.csv', 'path: "../../test/fixtures/small/sm?ll.csv"'));
    const out = join(artifacts, 'pattern.json');
    loadedBy(['compute', cfg, '--out', out, '-q']);
    const small = JSON.parse(readFileSync(join(artifacts, 'small.json'), 'utf8'));
    expect(JSON.parse(readFileSync(out, 'utf8')).models).toEqual(small.models);
  });

  it('a Parquet dataset loads the decoder on demand, and gives the same models as its CSV', () => {
    const [head, ...rows] = readFileSync(join(root, 'test/fixtures/small/small.csv'), 'utf8').trim().split('\n');
    const names = head.split(',');
    const col = (j: number) => rows.map((r) => Number(r.split(',')[j]));
    writeParquet(
      join(artifacts, 'small.parquet'),
      names.map((name, j) => ({ name, data: col(j), type: j === 0 ? 'INT32' : 'DOUBLE' })),
    );
    const config = readFileSync(join(root, 'test/fixtures/small/small.yaml'), 'utf8').replace('path: small.csv', 'path: small.parquet');
    writeFileSync(join(artifacts, 'small-parquet.yaml'), config);
    const csvOut = join(artifacts, 'csv.json');
    const parquetOut = join(artifacts, 'parquet.json');
    loadedBy(['compute', 'test/fixtures/small/small.yaml', '--out', csvOut, '-q']);
    const { packages } = loadedBy(['compute', join(artifacts, 'small-parquet.yaml'), '--out', parquetOut, '-q']);
    expect(packages).toContain('hyparquet');
    const models = (f: string) => JSON.parse(readFileSync(f, 'utf8')).models;
    expect(models(parquetOut)).toHaveLength(2);
    expect(models(parquetOut)).toEqual(models(csvOut));
  });
});
