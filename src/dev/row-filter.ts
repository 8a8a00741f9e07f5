import type { LogEventType } from './call-event-types';
import type { LogRow } from './log-view';

/** The rows whose type is not hidden by the type filter. */
export function filterRows(rows: readonly LogRow[], hidden: ReadonlySet<LogEventType>): readonly LogRow[] {
  return hidden.size === 0 ? rows : rows.filter((row) => !hidden.has(row.type));
}

/** Hides a type when it was shown, shows it when it was hidden. */
export function toggleType(hidden: ReadonlySet<LogEventType>, type: LogEventType): ReadonlySet<LogEventType> {
  const next = new Set(hidden);
  if (next.has(type)) next.delete(type);
  else next.add(type);
  return next;
}
