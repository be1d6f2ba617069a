/**
 * The one error type of the metric core: bad input to a metric (empty or invalid counts, ranges outside [0, 1],
 * unknown measure names, mismatched P/N, ...). Every function in src/lib/metrics throws it, and only it, for input
 * it rejects; any other exception from the core is a bug. The CLI shows MetricInputError messages without a stack.
 */
export class MetricInputError extends Error {
  override name = 'MetricInputError';
}
