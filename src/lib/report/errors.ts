/** Errors of the report pipeline (src/lib/report/build.ts and the section modules next to it). */
import { MetricInputError } from '../metrics/errors';

/** Error of the pipeline with its context (model, scenario, ...) in the message. */
export class ReportError extends Error {
  override name = 'ReportError';
}

/**
 * Rethrow `e` with `where` in front of its message when the metric core rejected its input (MetricInputError, as a
 * ReportError with the original as `cause`). InputError, ConfigError and ReportError pass through unchanged; any other
 * exception is a bug and is rethrown as it is, so its type and stack survive.
 */
export function context(where: string, e: unknown): never {
  if (e instanceof MetricInputError) throw new ReportError(`${where}: ${e.message}`, { cause: e });
  throw e;
}
