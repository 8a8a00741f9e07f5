import type { LogEvent, ProgressEvent, StartStage } from './call-event-types';

export type BarStatus = 'running' | 'completed' | 'failed';

export interface StageBar {
  stage: StartStage;
  status: BarStatus;
  /** Epoch ms when the stage started, from the event's own (scheduler) timestamp. */
  startedAt: number;
  /** Null while the stage is still running. */
  duration: number | null;
}

export type StartOutcome =
  { kind: 'success'; totalDuration: number; callId: string } | { kind: 'failed'; stage: string; totalDuration: number; error: string };

/** The stages of one start attempt, folded from its telemetry events. */
export interface StartTrace {
  /** Counts starts, so a caller can tell that a new one began. */
  seq: number;
  origin: number;
  open: boolean;
  stages: readonly StageBar[];
  outcome: StartOutcome | null;
}

function epochMs(timestamp: string): number {
  const ms = Date.parse(timestamp);
  return Number.isFinite(ms) ? ms : 0;
}

function newTrace(prev: StartTrace | null, origin: number, open: boolean): StartTrace {
  return { seq: (prev?.seq ?? 0) + 1, origin, open, stages: [], outcome: null };
}

function withBar(trace: StartTrace, bar: StageBar): StartTrace {
  // Replace in place so stages keep the order they started in.
  const known = trace.stages.some((s) => s.stage === bar.stage);
  const stages = known ? trace.stages.map((s) => (s.stage === bar.stage ? bar : s)) : [...trace.stages, bar];
  return { ...trace, stages };
}

function foldProgress(trace: StartTrace | null, event: ProgressEvent): StartTrace | null {
  const at = epochMs(event.timestamp);
  if (event.status === 'started') {
    const current = trace?.open ? trace : newTrace(trace, at, true);
    return withBar(current, { stage: event.stage, status: 'running', startedAt: at, duration: null });
  }
  // A finish outside an open start (e.g. "already started") is not part of any waterfall.
  if (!trace?.open) return trace;
  const known = trace.stages.find((s) => s.stage === event.stage);
  const startedAt = known?.startedAt ?? at - event.duration;
  return withBar(trace, { stage: event.stage, status: event.status, startedAt, duration: event.duration });
}

/** Folds one client event into the last start's trace (pure; returns the same trace when unchanged). */
export function foldStartTrace(trace: StartTrace | null, event: LogEvent): StartTrace | null {
  switch (event.type) {
    case 'call-start-progress':
      return foldProgress(trace, event);
    case 'call-start-success':
      if (!trace?.open) return trace;
      return { ...trace, open: false, outcome: { kind: 'success', totalDuration: event.totalDuration, callId: event.callId } };
    case 'call-start-failed': {
      // Input validation fails before any stage starts: that is a start of its own.
      const base = trace?.open ? trace : newTrace(trace, trace?.origin ?? 0, true);
      const outcome: StartOutcome = { kind: 'failed', stage: event.stage, totalDuration: event.totalDuration, error: event.error };
      return { ...base, open: false, outcome };
    }
    case 'call-end':
      return trace?.open ? { ...trace, open: false } : trace;
    default:
      return trace;
  }
}
