/**
 * The `rocsite` command line.
 *
 *   rocsite compute CONFIG --out FILE   compute a report's JSON (docs/report-json.md, schema/report.schema.json)
 *   rocsite build [...]                 build the static site (scripts/build.ts; same as `npm run build`)
 *   rocsite pdf [...]                   export PDFs of a built site (src/lib/pdf; same as `npm run pdf`)
 *   rocsite --help | --version
 *
 * `compute` writes its output atomically (a temporary file in the same directory, then rename) and only after the
 * whole report has been computed: on any error the previous output file is left byte-identical, the message goes to
 * stderr (naming the file, line and column, or the config key path) and the exit code is 1 (2 for a usage error).
 *
 * Extension points: `build` runs scripts/build.ts from the package when present; `pdf` loads src/lib/pdf/cli.ts;
 * another subcommand is one more `program.command(...)` below.
 */
import { Command, CommanderError } from 'commander';
import { existsSync } from 'node:fs';
import { mkdir, rename, rm, writeFile } from 'node:fs/promises';
import * as path from 'node:path';
import { spawnSync } from 'node:child_process';
import { pathToFileURL } from 'node:url';
import { packageRoot } from '../lib/report/cache';
import { computeReportJson, type PipelineResult } from '../lib/report/pipeline';
import { ROCSITE_VERSION } from '../lib/report/provenance';
import { loadConfig } from '../lib/config/load';
import { ConfigError } from '../lib/config/load';
import { InputError } from '../lib/io/errors';
import { MetricInputError } from '../lib/metrics/errors';
import { ReportError } from '../lib/report/errors';
import { readModels } from '../lib/report/build';
import { terminalText } from '../lib/text';
import { assertNotAnInput } from '../lib/report/output';

export interface CliIo {
  stdout: (s: string) => void;
  stderr: (s: string) => void;
  cwd: string;
  env: NodeJS.ProcessEnv;
}

const defaultIo = (): CliIo => ({
  stdout: (s) => process.stdout.write(s),
  stderr: (s) => process.stderr.write(s),
  cwd: process.cwd(),
  env: process.env,
});

export interface ComputeOptions {
  out: string;
  cache?: boolean;
  cacheDir?: string;
  timings?: boolean;
  quiet?: boolean;
}

/** Write `text` to `file` atomically: temp file in the same directory, then rename over the target. */
export async function writeAtomic(file: string, text: string): Promise<void> {
  const dir = path.dirname(file);
  await mkdir(dir, { recursive: true });
  const tmp = path.join(dir, `.${path.basename(file)}.${process.pid}.${Date.now()}.tmp`);
  try {
    await writeFile(tmp, text);
    await rename(tmp, file);
  } catch (e) {
    await rm(tmp, { force: true });
    throw e;
  }
}

/**
 * `rocsite compute`: config → report JSON text, through the cache when enabled (the cache is keyed by the config,
 * every input file, the rocsite version, the engine sources and the report date). Returns the JSON text.
 */
export async function computeJson(
  configPath: string,
  opts: { cache?: boolean; cacheDir?: string; cwd?: string; env?: NodeJS.ProcessEnv } = {},
): Promise<PipelineResult> {
  return computeReportJson(configPath, { ...opts, cache: opts.cache ?? false });
}

/** Words for the operating-system errors a path can give (the code is shown too). */
const SYSTEM_ERRORS: Record<string, string> = {
  EISDIR: 'it is a directory',
  ENOTDIR: 'a part of the path is not a directory',
  ENOENT: 'no such file or directory',
  EACCES: 'permission denied',
  EPERM: 'operation not permitted',
  EROFS: 'read-only file system',
  ENOSPC: 'no space left on device',
  EEXIST: 'it already exists',
  EINVAL: 'invalid argument (a special file system such as /proc?)',
  EXDEV: 'the temporary file and the target are on different file systems',
  EMFILE: 'too many open files',
  EBUSY: 'the file is busy',
};

/** What was being done, by system call. */
const SYSTEM_VERBS: Record<string, string> = {
  open: 'open',
  rename: 'write',
  write: 'write',
  read: 'read',
  stat: 'read',
  lstat: 'read',
  mkdir: 'create the directory',
  scandir: 'read the directory',
  unlink: 'remove',
  rm: 'remove',
  copyfile: 'copy',
};

/**
 * What the CLI prints for an error: the message of the project's own errors, a one-line description of an
 * operating-system error (naming the path), the stack of anything else (a bug). Always through terminalText, so a
 * name with terminal escape codes or bidi controls is shown as `<U+XXXX>`, never sent to the terminal raw.
 */
export function errorMessage(e: unknown): string {
  return terminalText(rawErrorMessage(e));
}

function rawErrorMessage(e: unknown): string {
  if (e instanceof Error) {
    // The project's own errors carry a precise message; anything else (RangeError and TypeError included) is a bug:
    // show its stack.
    if (e instanceof ConfigError || e instanceof InputError || e instanceof MetricInputError || e instanceof ReportError) return e.message;
    const sys = e as NodeJS.ErrnoException & { dest?: string };
    if (typeof sys.code === 'string' && typeof sys.syscall === 'string' && (sys.path !== undefined || sys.dest !== undefined)) {
      // writeAtomic's temporary file (`.<name>.<pid>.<time>.tmp`) is named as the file it stands for.
      const target = (sys.dest ?? sys.path!).replace(/(^|[/\\])\.([^/\\]+)\.\d+\.\d+\.tmp$/, '$1$2');
      const why = Object.prototype.hasOwnProperty.call(SYSTEM_ERRORS, sys.code) ? SYSTEM_ERRORS[sys.code] : 'the operating system refused';
      const verb = Object.prototype.hasOwnProperty.call(SYSTEM_VERBS, sys.syscall) ? SYSTEM_VERBS[sys.syscall] : sys.syscall;
      return `cannot ${verb} ${target}: ${why} (${sys.code})`;
    }
    return e.stack ?? e.message;
  }
  return String(e);
}

/** Run the CLI with `argv` (without node and script). Returns the exit code; never calls process.exit. */
export async function main(argv: string[], io: CliIo = defaultIo()): Promise<number> {
  let code = 0;
  const program = new Command();
  program
    .name('rocsite')
    .description('Static report generator for comparing binary classifiers under deployment constraints (VOROS, partial VOROS, Dutch Draw, WaAUROCC).')
    .version(ROCSITE_VERSION, '-V, --version', 'print the rocsite version')
    .helpOption('-h, --help', 'show help')
    .exitOverride()
    .configureOutput({ writeOut: io.stdout, writeErr: io.stderr })
    .showHelpAfterError('(run `rocsite --help` for usage)');

  program
    .command('compute')
    .description('compute the report JSON of a config (YAML or JSON); see docs/config.md and docs/report-json.md')
    .argument('<config>', 'config file (paths inside it are relative to the config file)')
    .requiredOption('-o, --out <file>', 'where to write the report JSON (written atomically, only on success)')
    .option('--cache', 'reuse/store the report in the cache (.cache/reports/, keyed by SHA-256 of config, inputs, version, engine, date)')
    .option('--cache-dir <dir>', 'cache directory (implies --cache)')
    .option('--timings', 'print read/metrics/heatmap timings to stderr')
    .option('-q, --quiet', 'print nothing on success')
    .action(async (config: string, o: { out: string; cache?: boolean; cacheDir?: string; timings?: boolean; quiet?: boolean }) => {
      const out = path.resolve(io.cwd, o.out);
      try {
        await assertNotAnInput(out, config, io.cwd);
        const r = await computeJson(config, {
          cache: o.cache || o.cacheDir !== undefined,
          cacheDir: o.cacheDir ? path.resolve(io.cwd, o.cacheDir) : undefined,
          cwd: io.cwd,
          env: io.env,
        });
        await writeAtomic(out, r.json);
        if (o.timings && r.timings) {
          const t = r.timings;
          io.stderr(`timings: read ${t.readMs.toFixed(0)} ms, metrics ${t.metricsMs.toFixed(0)} ms, heatmap ${t.heatmapMs.toFixed(0)} ms, total ${t.totalMs.toFixed(0)} ms\n`);
        }
        if (!o.quiet) io.stdout(`rocsite: wrote ${path.relative(io.cwd, out) || out}${r.cached ? ' (from cache)' : ''}\n`);
      } catch (e) {
        io.stderr(`rocsite compute: ${errorMessage(e)}\n`);
        code = 1;
      }
    });

  program
    .command('check')
    .description('validate a config and read its inputs without computing metrics (fast error check)')
    .argument('<config>', 'config file')
    .action(async (config: string) => {
      try {
        const loaded = await loadConfig(config, io.cwd);
        const d = await readModels(loaded);
        io.stdout(`rocsite: ${loaded.file.shown}: ${d.models.length} model(s), ${d.P} positives, ${d.N} negatives — OK\n`);
      } catch (e) {
        io.stderr(`rocsite check: ${errorMessage(e)}\n`);
        code = 1;
      }
    });

  // Extension point: the site build (scripts/build.ts runs on import, so it is started as a child process).
  program
    .command('build')
    .description('build the static site into dist/ (scripts/build.ts; options: --skip-pdf, --only-compute)')
    .allowUnknownOption(true)
    .helpOption(false)
    .argument('[args...]', 'passed to scripts/build.ts')
    .action((args: string[]) => {
      const root = packageRoot();
      const script = path.join(root, 'scripts', 'build.ts');
      if (!existsSync(script)) {
        io.stderr(`rocsite build: ${script} is not part of this installation\n`);
        code = 1;
        return;
      }
      const r = spawnSync(process.execPath, ['--import', 'tsx', script, ...args], { cwd: root, stdio: 'inherit', env: io.env });
      code = r.status ?? 1;
    });

  // PDF export (src/lib/pdf/cli.ts parses its own options; loaded on demand: it pulls in puppeteer-core and pdf-lib).
  program
    .command('pdf')
    .description('export one PDF per report of a built site (src/lib/pdf; options: --format, --dist, --out, --only, --optional; see `rocsite pdf --help`)')
    .allowUnknownOption(true)
    .helpOption(false)
    .argument('[args...]', 'passed to the PDF export')
    .action(async (args: string[]) => {
      const { pdfMain } = await import('../lib/pdf/cli');
      code = await pdfMain(args, { stdout: io.stdout, stderr: io.stderr });
    });

  try {
    await program.parseAsync(argv, { from: 'user' });
  } catch (e) {
    if (e instanceof CommanderError) {
      // --help and --version exit with 0; usage errors with 2.
      return e.exitCode === 0 ? 0 : 2;
    }
    io.stderr(`rocsite: ${errorMessage(e)}\n`);
    return 1;
  }
  return code;
}

// Run when executed directly (tsx src/cli/main.ts …); bin/rocsite.mjs imports main() instead.
const invoked = process.argv[1] ? pathToFileURL(path.resolve(process.argv[1])).href : '';
if (invoked === import.meta.url) {
  main(process.argv.slice(2)).then((c) => {
    process.exitCode = c;
  });
}
