/** The rule the pages and the report's statements share: a winner is clear when it wins in at least CLEAR_WIN of resamples. */
export const CLEAR_WIN = 0.8;
