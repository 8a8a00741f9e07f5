/** The record kept in localStorage (spec section 3): a local day and the attempts used on it. */
export interface AttemptRecord {
  readonly date: string;
  readonly attempts: number;
}

const DAY_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

/** Parses stored text; anything that is not a well-formed record gives `undefined`. */
export function parseAttemptRecord(raw: string | null): AttemptRecord | undefined {
  if (raw === null) return undefined;
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return undefined;
  }
  if (typeof value !== 'object' || value === null) return undefined;
  const { date, attempts } = value as Record<string, unknown>;
  if (typeof date !== 'string' || !DAY_PATTERN.test(date)) return undefined;
  if (typeof attempts !== 'number' || !Number.isSafeInteger(attempts) || attempts < 0) return undefined;
  return { date, attempts };
}

/**
 * Attempts used today. A record from another day (past or future, e.g. after a
 * time-zone change) counts as none: the spec resets whenever the day differs.
 * Counts above the limit (older versions, tampering) mean the day is used up.
 */
export function attemptsUsedOn(record: AttemptRecord | undefined, today: string, max: number): number {
  if (record === undefined || record.date !== today) return 0;
  return Math.min(record.attempts, max);
}
