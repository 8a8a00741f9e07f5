/** Tuning numbers of the dev event log, in one place. */
export const logConfig = {
  /** Rows kept; older rows are dropped so a long session cannot grow memory without bound. */
  maxRows: 500,
  /** Narrowest waterfall bar, in percent of the span, so a 0 ms stage stays visible. */
  minBarPercent: 1.5,
} as const;
