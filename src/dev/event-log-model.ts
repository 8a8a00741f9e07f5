import { step, type Step } from '../../streams/shared';
import type { LogEvent } from './call-event-types';
import { logConfig } from './log-config';
import { emptyView, foldEvent, type LogView } from './log-view';

/**
 * The log: `live` always folds new events (bounded, so a long pause cannot grow memory);
 * while paused, `frozen` is the snapshot on screen and the events since are counted.
 */
export interface LogState {
  live: LogView;
  frozen: LogView | null;
}

export type LogCommand = { kind: 'pause' } | { kind: 'resume' } | { kind: 'clear' };
export type LogAction = LogCommand | { kind: 'event'; event: LogEvent; at: number };

export const initialLog: LogState = { live: emptyView, frozen: null };

/** The reducer of the dev event log (pure). */
export function reduceLog(state: LogState, action: LogAction, maxRows: number = logConfig.maxRows): LogState {
  switch (action.kind) {
    case 'event':
      return { ...state, live: foldEvent(state.live, action.event, action.at, maxRows) };
    case 'pause':
      return state.frozen ? state : { ...state, frozen: state.live };
    case 'resume':
      return { ...state, frozen: null };
    case 'clear':
      return { live: emptyView, frozen: state.frozen ? emptyView : null };
  }
}

/** What the log's machine reduces: its actions, and its start, which shows the log as it is. */
export type LogInput = LogAction | { kind: 'started' };

/** One move of the log's machine: no toasts, no effects (a dev tool only shows). */
export function stepLog(state: LogState, input: LogInput): Step<LogState, never, never> {
  return step(input.kind === 'started' ? state : reduceLog(state, input));
}

/** The view on screen: the snapshot while paused, otherwise the live log. */
export function shownView(state: LogState): LogView {
  return state.frozen ?? state.live;
}

export function isPaused(state: LogState): boolean {
  return state.frozen !== null;
}

/** Events received since the pause, shown when the log resumes. */
export function heldCount(state: LogState): number {
  return state.frozen ? state.live.received - state.frozen.received : 0;
}
