import { noTurnTaking, reduceTurnTaking, type TurnTaking } from '../../streams/call';
import type { LogEvent, LogEventType } from './call-event-types';
import { logConfig } from './log-config';
import { foldStartTrace, type StartTrace } from './start-trace';

export interface LogRow {
  id: number;
  type: LogEventType;
  /** The event; for the folded volume row, the latest one. */
  event: LogEvent;
  /** Milliseconds since the first event of the log. */
  sinceFirst: number;
  /** Milliseconds since the current start began; null before any start. */
  sinceStart: number | null;
  /** How many events the row stands for (more than 1 only for the level types, which fold). */
  count: number;
  /** Milliseconds since the first event, of the row's latest update. */
  lastSinceFirst: number;
}

/** What the log has folded so far. */
export interface LogView {
  rows: readonly LogRow[];
  /** Every event folded in, volume updates included. */
  received: number;
  nextId: number;
  firstAt: number | null;
  startAt: number | null;
  /** The row each level type folds into, while it is still shown. */
  foldedRowIds: Partial<Record<FoldedType, number>>;
  trace: StartTrace | null;
  /** Whose turn it is, and the reply times of the calls logged (the client's own reading, at log time). */
  taking: TurnTaking;
}

/** Ten a second each: one row per type, updated in place. */
const foldedTypes = ['volume-level', 'local-volume-level'] as const;
type FoldedType = (typeof foldedTypes)[number];

export function isFoldedType(type: LogEventType): type is FoldedType {
  return (foldedTypes as readonly string[]).includes(type);
}

export const emptyView: LogView = {
  rows: [],
  received: 0,
  nextId: 1,
  firstAt: null,
  startAt: null,
  foldedRowIds: {},
  trace: null,
  taking: noTurnTaking,
};

function foldLevel(view: LogView, event: LogEvent & { type: FoldedType }, sinceFirst: number): LogView | null {
  const index = view.rows.findIndex((row) => row.id === view.foldedRowIds[event.type]);
  const row = view.rows[index];
  if (!row) return null;
  const updated: LogRow = { ...row, event, count: row.count + 1, lastSinceFirst: sinceFirst };
  return { ...view, rows: view.rows.map((r, i) => (i === index ? updated : r)) };
}

function appendRow(view: LogView, row: LogRow, maxRows: number): LogView {
  const rows = [...view.rows, row];
  const kept = rows.length > maxRows ? rows.slice(rows.length - maxRows) : rows;
  const foldedRowIds = Object.fromEntries(
    foldedTypes.flatMap((type) => {
      const id = row.type === type ? row.id : view.foldedRowIds[type];
      return id !== undefined && kept.some((r) => r.id === id) ? [[type, id]] : [];
    }),
  );
  return { ...view, rows: kept, nextId: row.id + 1, foldedRowIds };
}

/** Folds one event, received at `at` (ms), into the view: volume levels update ONE row, rows are bounded. */
export function foldEvent(view: LogView, event: LogEvent, at: number, maxRows: number = logConfig.maxRows): LogView {
  const firstAt = view.firstAt ?? at;
  const trace = foldStartTrace(view.trace, event);
  const startAt = trace && trace.seq !== view.trace?.seq ? at : view.startAt;
  const taking = event.type === 'csp-violation' ? view.taking : reduceTurnTaking(view.taking, event, at);
  const base: LogView = { ...view, received: view.received + 1, firstAt, startAt, trace, taking };
  const sinceFirst = at - firstAt;
  if (event.type === 'volume-level' || event.type === 'local-volume-level') {
    const folded = foldLevel(base, event, sinceFirst);
    if (folded) return folded;
  }
  const sinceStart = startAt === null ? null : at - startAt;
  const row: LogRow = { id: view.nextId, type: event.type, event, sinceFirst, sinceStart, count: 1, lastSinceFirst: sinceFirst };
  return appendRow(base, row, maxRows);
}
