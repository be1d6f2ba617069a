/**
 * The `rocsite` command line.
 *
 *   rocsite compute CONFIG --out FILE   compute a report's JSON (docs/report-json.md, schema/report.schema.json)
 *   rocsite check [CONFIG...]           validate configs and their data (default: every report of the project)
 *   rocsite init [DIR]                  scaffold a project (src/cli/init.ts)
 *   rocsite build [--root --out --base] build a project's site (src/cli/site.ts; `npm run build` in this repository)
 *   rocsite dev [--root --port]         serve a project's site with live reload (src/cli/site.ts)
 *   rocsite pdf [...]                   export PDFs of a built site (src/lib/pdf; `npm run pdf`; exit 3: no browser)
 *   rocsite --help | --version          (`rocsite <command> --help` prints a command's usage and does nothing else)
 *
 * `compute` writes its output atomically (a temporary file in the same directory, then rename) and only after the
 * whole report has been computed: on any error the previous output file is left byte-identical, the message goes to
 * stderr (naming the file, line and column, or the config key path) and the exit code is 1 (2 for a usage error).
 *
 * Extension points: every subcommand loads what it runs on demand (`compute`/`check` the report pipeline, `build`/`dev`
 * src/cli/site.ts with Astro, `pdf` src/lib/pdf/cli.ts with puppeteer), so `--help` loads commander and little else;
 * another subcommand is one more `program.command(...)` below.
 */
import { Command, CommanderError, InvalidArgumentError } from 'commander';
import { mkdir } from 'node:fs/promises';
import * as path from 'node:path';
import { pathToFileURL } from 'node:url';
import { ROCSITE_VERSION } from '../lib/report/provenance';
import { displayPath, InputError } from '../lib/io/errors';
import { errorMessage } from '../lib/error-message';
import { pdfArgs, pdfOptions } from '../lib/pdf/options';
import { checkEnvironment, COMMAND_SETTINGS } from '../lib/settings';
import { addEnvironmentHelp } from '../lib/cli-help';
import { terminalText } from '../lib/text';
import { writeFileAtomicSync } from '../lib/write-target';

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

/**
 * Write `text` to `file` atomically, creating its directory: temp file in the same directory, then rename over the
 * target (a symbolic link's target: the link stays; src/lib/write-target.ts).
 */
export async function writeAtomic(file: string, text: string, shown = file): Promise<void> {
  await mkdir(path.dirname(file), { recursive: true }); // a link's own directory exists: it holds the link
  writeFileAtomicSync(file, text, shown);
}

/**
 * The reports of a project for `check`: a plain Error thrown while planning them is about one of the project's files
 * (an MDX report naming a missing config), not a bug.
 */
async function projectConfigs(root: string, cwd: string): Promise<string[]> {
  const { planReports, NO_REPORTS } = await import('../lib/site/compute');
  let plan: { configPath: string }[];
  try {
    plan = planReports(root);
  } catch (e) {
    throw e instanceof Error && e.constructor === Error ? new InputError({}, e.message) : e;
  }
  if (plan.length === 0) {
    throw new InputError({ file: displayPath(root, cwd) }, NO_REPORTS);
  }
  return plan.map((p) => path.join(root, p.configPath));
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

  addEnvironmentHelp(program.command('compute'), COMMAND_SETTINGS.compute)
    .description('compute the report JSON of a config (YAML or JSON); see docs/config.md and docs/report-json.md')
    .argument('<config>', 'config file (paths inside it are relative to the config file)')
    .requiredOption('-o, --out <file>', 'where to write the report JSON (written atomically, only on success)')
    .option('--cache', 'reuse/store the report in the cache (.cache/reports/, keyed by SHA-256 of config, inputs, version, engine, date)')
    .option('--cache-dir <dir>', 'cache directory (implies --cache)')
    .option('--timings', 'print read/metrics/heatmap timings to stderr')
    .option('-q, --quiet', 'print nothing on success')
    .option('--allow-outside-paths', "read input files outside the config's folder and the working directory (as allowOutsidePaths: true in the config)")
    .action(async (config: string, o: { out: string; cache?: boolean; cacheDir?: string; timings?: boolean; quiet?: boolean; allowOutsidePaths?: boolean }) => {
      const out = path.resolve(io.cwd, o.out);
      try {
        checkEnvironment(COMMAND_SETTINGS.compute, io.env); // before any input is read
        const [{ computeReportJson }, { assertNotAnInput }] = await Promise.all([import('../lib/report/pipeline'), import('../lib/report/output')]);
        await assertNotAnInput(out, config, io.cwd, { allowOutsidePaths: o.allowOutsidePaths });
        const r = await computeReportJson(config, {
          cache: o.cache || o.cacheDir !== undefined,
          cacheDir: o.cacheDir ? path.resolve(io.cwd, o.cacheDir) : undefined,
          cwd: io.cwd,
          env: io.env,
          notice: (l) => io.stderr(`${l}\n`),
          allowOutsidePaths: o.allowOutsidePaths,
        });
        await writeAtomic(out, r.json, `--out ${o.out}`);
        // Warnings of the report worth a line on the terminal (a column that looks like an identifier).
        for (const n of r.notices ?? []) io.stderr(terminalText(`rocsite compute: warning: ${path.relative(io.cwd, path.resolve(io.cwd, config)) || config}: ${n}`) + '\n');
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

  addEnvironmentHelp(program.command('check'), COMMAND_SETTINGS.check)
    .description("validate configs and read their inputs without computing metrics (fast error check); without a config, every report of the project (data/, and the components, props, models and scenarios of content/reports/*.mdx)")
    .argument('[configs...]', 'config files (default: every report of the project in --root)')
    .option('--root <dir>', 'the project directory, when no config is given', '.')
    .option('--allow-outside-paths', "read input files outside the config's folder and the working directory (as allowOutsidePaths: true in the config)")
    .action(async (configs: string[], o: { root: string; allowOutsidePaths?: boolean }) => {
      try {
        checkEnvironment(COMMAND_SETTINGS.check, io.env);
        const [{ loadConfig }, { readModels }] = await Promise.all([import('../lib/config/load'), import('../lib/report/build')]);
        const root = path.resolve(io.cwd, o.root);
        // The project's reports (compute.ts reads MDX frontmatter with Astro's Markdown parser: loaded on demand).
        const list = configs.length > 0 ? configs : await projectConfigs(root, io.cwd);
        const { datasetSummary, identifierColumns, identifierWarning } = await import('./summary');
        const { loadedConfigNames } = await import('../lib/report-names');
        const read = new Map<string, import('../lib/report-names').ReportNames>();
        for (const config of list) {
          const loaded = await loadConfig(config, io.cwd, { allowOutsidePaths: o.allowOutsidePaths });
          const d = await readModels(loaded);
          const names = d.models.map((m) => m.name);
          read.set(path.resolve(io.cwd, config), loadedConfigNames(loaded.config, names));
          const ds = loaded.config.dataset;
          const files = ds.kind === 'scores' ? ds.files.length : undefined;
          io.stdout(terminalText(`rocsite: ${loaded.file.shown}: ${datasetSummary({ models: names, P: d.P, N: d.N, rows: d.rows, dropped: d.dropped, files })} — OK`) + '\n');
          if (ds.kind === 'scores' && !ds.models?.length) {
            const ids = identifierColumns(d.models.map((m) => ({ name: m.name, distinct: m.ct.scores.length, scores: m.ct.scores })), d.P + d.N);
            const w = identifierWarning(loaded.file.shown, ids);
            if (w) io.stderr(terminalText(`rocsite check: ${w}`) + '\n');
          }
        }
        // The MDX reports: what the build would reject (components, props, model and scenario names).
        if (configs.length === 0) {
          const { checkMdxReports } = await import('../lib/site/check-mdx');
          const problems = await checkMdxReports(root, { cwd: io.cwd, allowOutsidePaths: o.allowOutsidePaths, names: read });
          for (const p of problems) io.stderr(terminalText(`rocsite check: ${p}`) + '\n');
          if (problems.length) code = 1;
        }
      } catch (e) {
        io.stderr(`rocsite check: ${errorMessage(e)}\n`);
        code = 1;
      }
    });

  program
    .command('init')
    .description('scaffold a rocsite project in <dir>: the aSAH example (data/asah/, content/reports/asah.mdx), package.json scripts, README, .gitignore and deploy files (docs/deploy.md)')
    .argument('[dir]', 'project directory (created when missing)', '.')
    .option('-f, --force', 'write into a non-empty directory, overwriting files of the same name (.gitignore is merged)')
    .option('--rocsite <spec>', 'the rocsite dependency to write in package.json, e.g. file:../rocsite-0.1.0.tgz (default: the one the project has, else the one this rocsite was installed with)')
    .action(async (dir: string, o: { force?: boolean; rocsite?: string }) => {
      const { initProject, InitError, SCRIPTS, shellWord } = await import('./init');
      const { hashInPath } = await import('../lib/site/install-check');
      try {
        const abs = path.resolve(io.cwd, dir);
        const r = initProject(abs, { force: o.force, rocsite: o.rocsite });
        const shown = path.relative(io.cwd, abs) || '.';
        io.stdout(terminalText(`rocsite init: wrote ${r.files.length} files in ${shown}: ${r.files.join(', ')}`) + '\n');
        for (const f of r.keptFiles)
          io.stdout(terminalText(`rocsite init: kept your ${f} (rocsite's: node_modules/rocsite/template/${f}; --force replaces it)`) + '\n');
        for (const [name, cmd] of r.keptScripts) {
          io.stdout(terminalText(`rocsite init: kept your script "${name}" (${cmd}); rocsite's is "${SCRIPTS[name]}" (use --force to replace it)`) + '\n');
        }
        io.stdout(terminalText(`rocsite init: dependency "rocsite": "${r.rocsite.spec}"`) + '\n');
        if (r.rocsite.from === 'version') {
          io.stdout(
            'note: rocsite is not on the npm registry, so `npm install` cannot fetch this version: install the package from a tarball ' +
              '(`npm pack` in a rocsite clone), e.g. `npm install ../rocsite-' + ROCSITE_VERSION + '.tgz`, or run `rocsite init --rocsite <spec>` (docs/deploy.md)\n',
          );
        }
        // (The project is written; its site cannot be built where it is: said now, not first by `npm run build`.)
        const hash = hashInPath(abs, 'the project');
        if (hash) io.stderr(terminalText(`rocsite init: warning: ${hash}; rocsite build and dev stop there`) + '\n');
        io.stdout(terminalText(`next: ${shown === '.' ? '' : `cd ${shellWord(shown)} && `}npm install && npm run build   (then open dist/index.html; \`npm run dev\` to edit)`) + '\n');
      } catch (e) {
        io.stderr(`rocsite init: ${e instanceof InitError ? e.message : errorMessage(e)}\n`);
        code = 1;
      }
    });

  // The site (src/cli/site.ts, loaded on demand: it pulls in Astro).
  addEnvironmentHelp(program.command('build'), COMMAND_SETTINGS.build)
    .description("build the site of a project (its data/, content/reports/, public/) with rocsite's pages, components and styles: pages, standalone HTML, JSON/CSV downloads and PDFs (when a browser is present)")
    .option('--root <dir>', 'the project directory', '.')
    .option('--out <dir>', 'output directory (default: <root>/dist)')
    .option('--base <path>', 'public path the site is served under, e.g. /reports/ (links are relative, so the site also works elsewhere)')
    .option('--skip-pdf', 'do not export PDFs')
    .option('--only-compute', 'compute the reports (into <root>/.cache) and stop')
    .option('--force', 'render the pages and print the PDFs even when nothing changed since the last build')
    .option('--allow-outside-paths', "read input files outside the project root (as allowOutsidePaths: true in every config)")
    .action(async (o: { root: string; out?: string; base?: string; skipPdf?: boolean; onlyCompute?: boolean; force?: boolean; allowOutsidePaths?: boolean }) => {
      if (o.allowOutsidePaths) process.env.ROCSITE_ALLOW_OUTSIDE_PATHS = '1';
      const { buildSite, SiteBuildError } = await import('./site');
      try {
        await buildSite({
          root: path.resolve(io.cwd, o.root),
          out: o.out === undefined ? undefined : path.resolve(io.cwd, o.out),
          base: o.base,
          pdf: !o.skipPdf,
          onlyCompute: o.onlyCompute,
          force: o.force,
          log: (l) => io.stdout(l + '\n'),
        });
      } catch (e) {
        io.stderr(`rocsite build: ${e instanceof SiteBuildError ? terminalText(e.message) : errorMessage(e)}\n`);
        code = 1;
      }
    });

  addEnvironmentHelp(program.command('dev'), COMMAND_SETTINGS.dev)
    .description("serve a project's site with live reload; a changed config, data file or MDX report recomputes its report")
    .option('--root <dir>', 'the project directory', '.')
    .option('--port <n>', 'port (default 4321)', (v) => {
      if (!/^\d+$/.test(v)) throw new InvalidArgumentError(`expected a port number, found "${v}"`);
      return Number(v);
    })
    .option('--host [address]', 'listen on the network (all addresses, or the one given), not only localhost')
    .option('--base <path>', 'public path the site is served under')
    .option('--allow-outside-paths', "read input files outside the project root (as allowOutsidePaths: true in every config)")
    .action(async (o: { root: string; port?: number; host?: string | boolean; base?: string; allowOutsidePaths?: boolean }) => {
      if (o.allowOutsidePaths) process.env.ROCSITE_ALLOW_OUTSIDE_PATHS = '1';
      const { devSite, SiteBuildError } = await import('./site');
      try {
        await devSite({ root: path.resolve(io.cwd, o.root), port: o.port, host: o.host, base: o.base });
      } catch (e) {
        io.stderr(`rocsite dev: ${e instanceof SiteBuildError ? terminalText(e.message) : errorMessage(e)}\n`);
        code = 1;
      }
    });

  // PDF export (options: src/lib/pdf/options.ts; the export is loaded on demand: it pulls in puppeteer-core and pdf-lib).
  pdfOptions(program.command('pdf'))
    .action(async (_o: unknown, cmd: Command) => {
    const { runPdfExport } = await import('../lib/pdf/cli');
    const a = pdfArgs(cmd);
    code = await runPdfExport(
      { ...a, dist: path.resolve(io.cwd, a.dist ?? 'dist'), outDir: a.outDir === undefined ? undefined : path.resolve(io.cwd, a.outDir) },
      { stdout: io.stdout, stderr: io.stderr },
    );
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

// Run when executed directly (tsx src/cli/main.ts …); bin/rocsite.mjs imports main() instead (lib/main.js, compiled).
const invoked = process.argv[1] ? pathToFileURL(path.resolve(process.argv[1])).href : '';
if (invoked === import.meta.url) {
  main(process.argv.slice(2)).then((c) => {
    process.exitCode = c;
  });
}
