/**
 * How every command of the CLI (and `rocsite pdf` run on its own, src/lib/pdf/cli.ts) shows an error: one rule, so a
 * user's mistake is one line naming what to fix and only a bug shows a stack.
 */
import { InputError, systemReason } from './io/errors';
import { MetricInputError } from './metrics/errors';
import { ReportError } from './report/errors';
import { terminalText } from './text';

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
    // The project's own errors carry a precise message; anything else (a plain Error, RangeError, TypeError) is a
    // bug: said so, with its stack. Some are recognised by name (USER_ERRORS): importing their classes would load the
    // YAML parser, the config schema or Astro at every start (--help included).
    if (USER_ERRORS.has(e.name) || e instanceof InputError || e instanceof MetricInputError || e instanceof ReportError) return e.message;
    const sys = e as NodeJS.ErrnoException & { dest?: string };
    if (typeof sys.code === 'string' && typeof sys.syscall === 'string' && (sys.path !== undefined || sys.dest !== undefined)) {
      // A replacing write's temporary file (`.<name>.<pid>.<time>.tmp`, src/lib/write-target.ts) is named as the file it stands for.
      const target = (sys.dest ?? sys.path!).replace(/(^|[/\\])\.([^/\\]+)\.\d+\.\d+\.tmp$/, '$1$2');
      const verb = Object.prototype.hasOwnProperty.call(SYSTEM_VERBS, sys.syscall) ? SYSTEM_VERBS[sys.syscall] : sys.syscall;
      return `cannot ${verb} ${target}: ${systemReason(sys)}`;
    }
    return `internal error (a bug in rocsite; please report it with what follows): ${e.stack ?? e.message}`;
  }
  return String(e);
}

/**
 * Errors about the user's files or options, by name (importing their classes would load what they come with:
 * the YAML parser, Astro): their message says it all.
 */
const USER_ERRORS = new Set(['ConfigError', 'InputError', 'InitError', 'SiteBuildError', 'BrowserNotFoundError', 'DanglingLinkError', 'PdfExportError', 'BuildLockedError', 'EnvironmentError']);
