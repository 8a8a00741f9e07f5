import type { CallEvent } from '../../streams/call/call-events';
import type { StartStage } from '../../streams/telemetry/start-stage';

/** Typed builders for client events, with timestamps as ms from an arbitrary epoch. */
const epoch = Date.parse('2025-01-01T00:00:00.000Z');

export function at(ms: number): string {
  return new Date(epoch + ms).toISOString();
}

export function started(stage: StartStage, ms: number): CallEvent {
  return { type: 'call-start-progress', stage, status: 'started', duration: 0, timestamp: at(ms), metadata: {} };
}

export function completed(stage: StartStage, startMs: number, duration: number): CallEvent {
  return { type: 'call-start-progress', stage, status: 'completed', duration, timestamp: at(startMs + duration), metadata: {} };
}

export function failed(stage: StartStage, startMs: number, duration: number, metadata: Record<string, unknown> = {}): CallEvent {
  return { type: 'call-start-progress', stage, status: 'failed', duration, timestamp: at(startMs + duration), metadata };
}

export function volume(level: number): CallEvent {
  return { type: 'volume-level', volume: level };
}

export const startContext = { hasAssistant: true, hasSquad: false, hasWorkflow: false, isMobile: false };

/** A start whose join fails after 300 ms: initialization 0–10, web call 10–110, join 120–420. */
export function failingStart(): CallEvent[] {
  return [
    started('initialization', 0),
    completed('initialization', 0, 10),
    started('web-call-creation', 10),
    completed('web-call-creation', 10, 100),
    started('daily-call-join', 120),
    failed('daily-call-join', 120, 300, { error: 'join refused' }),
    { type: 'call-start-failed', stage: 'daily-call-join', totalDuration: 420, error: 'join refused', context: startContext },
  ];
}

/** A start that succeeds in 200 ms: initialization 0–50, web call 50–200. */
export function succeedingStart(offset = 0): CallEvent[] {
  return [
    started('initialization', offset),
    completed('initialization', offset, 50),
    started('web-call-creation', offset + 50),
    completed('web-call-creation', offset + 50, 150),
    { type: 'call-start-success', totalDuration: 200, callId: 'call-1' },
  ];
}
