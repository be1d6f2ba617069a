/**
 * The environment variables rocsite reads, each defined once: its rule and its line of help. A value that breaks the
 * rule is an {@link EnvironmentError} naming the variable, what was expected and what was found, never ignored in
 * favour of the default. The code that uses a setting reads it from here (`SETTING.read(env)`: undefined when unset
 * or blank, and the reader's default applies); each command checks the settings it uses before any work
 * ({@link environmentProblem}) and lists them in its help ({@link environmentHelp}); docs/config.md ("Environment")
 * describes them. No other module reads a ROCSITE_ variable (test/cli/settings.test.ts).
 */
import { PDF_BUDGET_BASE_MS, PDF_BUDGET_PER_MIB_MS, PDF_JOBS_MAX } from './limits';

/** An environment variable with a value its rule rejects; the message names it. */
export class EnvironmentError extends Error {
  override name = 'EnvironmentError';
}

type Env = NodeJS.ProcessEnv;

export interface Setting<T> {
  readonly name: string;
  /** What it sets and its default, for the commands' help. */
  readonly help: string;
  /** The value in `env`; undefined when unset or blank. Throws an {@link EnvironmentError} for a bad value. */
  read(env?: Env): T | undefined;
}

/** A value as a message shows it: in double quotes, control characters escaped, at most 60 characters. */
function shown(v: string): string {
  return JSON.stringify(v.length > 60 ? `${v.slice(0, 57)}...` : v);
}

function setting<T>(name: string, help: string, expected: string, parse: (v: string) => T | undefined): Setting<T> {
  return {
    name,
    help,
    read(env = process.env) {
      const v = env[name]?.trim();
      if (!v) return undefined;
      const value = parse(v);
      if (value === undefined) throw new EnvironmentError(`${name}: expected ${expected}, found ${shown(v)}`);
      return value;
    },
  };
}

const numberIf = (ok: (n: number) => boolean) => (v: string) => {
  const n = Number(v);
  return ok(n) ? n : undefined;
};

/** Default of ROCSITE_LOCK_TIMEOUT (seconds). */
export const LOCK_TIMEOUT_DEFAULT_S = 600;
/** Files from this size on go to the embedded engine by default (ROCSITE_ENGINE unset); smaller ones to the reference readers. */
export const ENGINE_MIN_BYTES = 16 * 1024 * 1024;
/** The largest SOURCE_DATE_EPOCH: the last second a JavaScript Date can hold (year 275760). */
export const MAX_EPOCH = 8_640_000_000_000;

export const PDF_JOBS = setting(
  'ROCSITE_PDF_JOBS',
  `reports printed at once (default: the cores, at most ${PDF_JOBS_MAX})`,
  'a whole number of reports printed at once (1 or more)',
  numberIf((n) => Number.isInteger(n) && n >= 1),
);

export const PDF_TIMEOUT = setting(
  'ROCSITE_PDF_TIMEOUT',
  `seconds one report may take (default: ${PDF_BUDGET_BASE_MS / 1000}, plus ${PDF_BUDGET_PER_MIB_MS / 1000} per MiB of its page)`,
  'a positive number of seconds',
  numberIf((n) => Number.isFinite(n) && n > 0),
);

export const BROWSER = setting(
  'PUPPETEER_EXECUTABLE_PATH',
  'the Chrome or Chromium to print with (default: one found on the system)',
  'a path',
  (v) => v,
);

export const LOCK_TIMEOUT = setting(
  'ROCSITE_LOCK_TIMEOUT',
  `seconds to wait for another build of the project (default: ${LOCK_TIMEOUT_DEFAULT_S})`,
  'a number of seconds (0 or more)',
  numberIf((n) => Number.isFinite(n) && n >= 0),
);

export const BOOTSTRAP_WORKERS = setting(
  'ROCSITE_BOOTSTRAP_WORKERS',
  'worker threads of the bootstrap; 0: none (default: the cores, when the work is large enough)',
  'a whole number of worker threads (0 or more)',
  numberIf((n) => Number.isInteger(n) && n >= 0),
);

export const ENGINE = setting(
  'ROCSITE_ENGINE',
  `duckdb: scores and count-table files read by the embedded engine, js: by the reference readers (default: duckdb from ${ENGINE_MIN_BYTES / 2 ** 20} MiB)`,
  '"duckdb" or "js"',
  (v) => (v === 'duckdb' || v === 'js' ? v : undefined),
);

export const SOURCE_DATE_EPOCH = setting(
  'SOURCE_DATE_EPOCH',
  "the reports' date, in seconds since 1970 (default: a build takes the project's last git commit, else the inputs' times)",
  `a whole number of seconds since 1970 (0 to ${MAX_EPOCH})`,
  (v) => (/^\d+$/.test(v) && Number(v) <= MAX_EPOCH ? Number(v) : undefined),
);

/** Set to 1 by `--allow-outside-paths` of build and dev, for the pages' own report reads (not listed in the help). */
export const ALLOW_OUTSIDE_PATHS = setting('ROCSITE_ALLOW_OUTSIDE_PATHS', 'as --allow-outside-paths', '"1" or "0"', (v) =>
  v === '1' ? true : v === '0' ? false : undefined,
);

/** Every setting, in the order docs/config.md lists them. */
export const SETTINGS: readonly Setting<unknown>[] = [ENGINE, BOOTSTRAP_WORKERS, SOURCE_DATE_EPOCH, LOCK_TIMEOUT, PDF_JOBS, PDF_TIMEOUT, BROWSER, ALLOW_OUTSIDE_PATHS];

const COMPUTE = [ENGINE, BOOTSTRAP_WORKERS, SOURCE_DATE_EPOCH];
/** The settings of printing PDFs: a build that does not print (`--skip-pdf`, `--only-compute`) leaves them unchecked. */
export const PRINT_SETTINGS: readonly Setting<unknown>[] = [PDF_JOBS, PDF_TIMEOUT, BROWSER];

/**
 * The settings each command reads, checked at its start and listed in its help (ROCSITE_ALLOW_OUTSIDE_PATHS, the
 * channel of a flag, is not listed).
 */
export const COMMAND_SETTINGS = {
  compute: COMPUTE,
  check: [ENGINE],
  dev: COMPUTE,
  build: [...COMPUTE, LOCK_TIMEOUT, ...PRINT_SETTINGS],
  pdf: [...PRINT_SETTINGS, LOCK_TIMEOUT, SOURCE_DATE_EPOCH],
} as const satisfies Record<string, readonly Setting<unknown>[]>;

/** Throws the {@link EnvironmentError} of the first bad value among `settings` in `env`. */
export function checkEnvironment(settings: readonly Setting<unknown>[], env: Env = process.env): void {
  for (const s of settings) s.read(env);
}

/** The message of the first bad value among `settings` in `env`, or null. */
export function environmentProblem(settings: readonly Setting<unknown>[], env: Env = process.env): string | null {
  try {
    checkEnvironment(settings, env);
    return null;
  } catch (e) {
    if (e instanceof EnvironmentError) return e.message;
    throw e;
  }
}

/** The "Environment:" section of a command's help, after its options; `item` lays out one line (src/lib/cli-help.ts). */
export function environmentHelp(
  settings: readonly Setting<unknown>[],
  item: (name: string, width: number, help: string) => string = (name, width, help) => `  ${name.padEnd(width)}  ${help}`,
): string {
  const w = Math.max(...settings.map((s) => s.name.length));
  return `\nEnvironment:\n${settings.map((s) => item(s.name, w, s.help)).join('\n')}\n`;
}
