import type { CallEvent, CallEventType } from './call-event-types';
import { logConfig } from './log-config';
import { foldStartTrace, type StartTrace } from './start-trace';

export interface LogRow {
  id: number;
  type: CallEventType;
  /** The event; for the folded volume row, the latest one. */
  event: CallEvent;
  /** Milliseconds since the first event of the log. */
  sinceFirst: number;
  /** Milliseconds since the current start began; null before any start. */
  sinceStart: number | null;
  /** How many events the row stands for (more than 1 only for volume-level). */
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
  volumeRowId: number | null;
  trace: StartTrace | null;
}

export const emptyView: LogView = { rows: [], received: 0, nextId: 1, firstAt: null, startAt: null, volumeRowId: null, trace: null };

function foldVolume(view: LogView, event: CallEvent, sinceFirst: number): LogView | null {
  const index = view.rows.findIndex((row) => row.id === view.volumeRowId);
  const row = view.rows[index];
  if (!row) return null;
  const updated: LogRow = { ...row, event, count: row.count + 1, lastSinceFirst: sinceFirst };
  return { ...view, rows: view.rows.map((r, i) => (i === index ? updated : r)) };
}

function appendRow(view: LogView, row: LogRow, maxRows: number): LogView {
  const rows = [...view.rows, row];
  const kept = rows.length > maxRows ? rows.slice(rows.length - maxRows) : rows;
  const volumeKept = kept.some((r) => r.id === view.volumeRowId);
  const volumeRowId = row.type === 'volume-level' ? row.id : volumeKept ? view.volumeRowId : null;
  return { ...view, rows: kept, nextId: row.id + 1, volumeRowId };
}

/** Folds one event, received at `at` (ms), into the view: volume levels update ONE row, rows are bounded. */
export function foldEvent(view: LogView, event: CallEvent, at: number, maxRows: number = logConfig.maxRows): LogView {
  const firstAt = view.firstAt ?? at;
  const trace = foldStartTrace(view.trace, event);
  const startAt = trace && trace.seq !== view.trace?.seq ? at : view.startAt;
  const base: LogView = { ...view, received: view.received + 1, firstAt, startAt, trace };
  const sinceFirst = at - firstAt;
  if (event.type === 'volume-level') {
    const folded = foldVolume(base, event, sinceFirst);
    if (folded) return folded;
  }
  const sinceStart = startAt === null ? null : at - startAt;
  const row: LogRow = { id: view.nextId, type: event.type, event, sinceFirst, sinceStart, count: 1, lastSinceFirst: sinceFirst };
  return appendRow(base, row, maxRows);
}
