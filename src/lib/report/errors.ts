/** Errors of the report pipeline (src/lib/report/build.ts and the section modules next to it). */
import { InputError } from '../io/errors';

/** Error of the pipeline with its context (model, scenario, ...) in the message. */
export class ReportError extends Error {
  override name = 'ReportError';
}

/** Rethrow `e` with `where` in front of its message; InputError and ReportError pass through unchanged. */
export function context(where: string, e: unknown): never {
  if (e instanceof InputError || e instanceof ReportError) throw e;
  const msg = e instanceof Error ? e.message : String(e);
  throw new ReportError(`${where}: ${msg}`);
}
