import { describe, expect, it } from 'vitest';
import type { CallEvent } from '../../streams/call/call-events';
import { foldStartTrace, type StartTrace } from '../../src/dev/start-trace';
import { waterfallRows, waterfallSpan } from '../../src/dev/waterfall-rows';
import { at, completed, failed, failingStart, startContext, started, succeedingStart } from './call-events';

function trace(events: CallEvent[], from: StartTrace | null = null): StartTrace | null {
  return events.reduce(foldStartTrace, from);
}

describe('start trace and waterfall rows', () => {
  it('places each stage by its start offset and sizes it by its duration', () => {
    const rows = waterfallRows(trace(failingStart()), 0);
    expect(rows.map(({ stage, status, offset, duration }) => ({ stage, status, offset, duration }))).toEqual([
      { stage: 'initialization', status: 'completed', offset: 0, duration: 10 },
      { stage: 'web-call-creation', status: 'completed', offset: 10, duration: 100 },
      { stage: 'daily-call-join', status: 'failed', offset: 120, duration: 300 },
    ]);
    // The span is the reported total, 420 ms.
    const join = rows[2];
    expect(join?.left).toBeCloseTo((120 / 420) * 100);
    expect(join?.width).toBeCloseTo((300 / 420) * 100);
  });

  it('shows the demo-call stage (a build with the endpoint) in place of web-call-creation, and a start refused there as failed at it', () => {
    const events: CallEvent[] = [
      started('initialization', 0),
      completed('initialization', 0, 10),
      started('demo-call', 10),
      failed('demo-call', 10, 240),
      {
        type: 'call-start-failed',
        stage: 'demo-call',
        totalDuration: 250,
        error: 'The demo-call endpoint made no call: limit (visitor), HTTP 429.',
        context: startContext,
        quota: 'visitor',
      },
    ];
    const rows = waterfallRows(trace(events), 0);
    expect(rows.map(({ stage, status, offset, duration }) => ({ stage, status, offset, duration }))).toEqual([
      { stage: 'initialization', status: 'completed', offset: 0, duration: 10 },
      { stage: 'demo-call', status: 'failed', offset: 10, duration: 240 },
    ]);
    expect(trace(events)?.outcome).toMatchObject({ kind: 'failed', stage: 'demo-call' });
  });

  it('records the outcome: failure with its stage and error, success with the call id', () => {
    expect(trace(failingStart())?.outcome).toEqual({ kind: 'failed', stage: 'daily-call-join', totalDuration: 420, error: 'join refused' });
    expect(trace(succeedingStart())?.outcome).toEqual({ kind: 'success', totalDuration: 200, callId: 'call-1' });
  });

  it('keeps only the last start: a new started stage after an outcome begins a new trace', () => {
    const first = trace(failingStart());
    const second = trace(succeedingStart(5000), first);
    expect(second?.seq).toBe(2);
    expect(second?.origin).toBe(Date.parse(at(5000)));
    expect(waterfallRows(second).map((r) => r.stage)).toEqual(['initialization', 'web-call-creation']);
  });

  it('ignores a finish outside an open start (the "already started" notice)', () => {
    const done = trace(succeedingStart());
    const after = foldStartTrace(done, failed('initialization', 900, 0, { reason: 'already-started' }));
    expect(after).toBe(done);
  });

  it('shows a running stage with no duration and the minimum bar width', () => {
    const rows = waterfallRows(trace([started('initialization', 0), started('web-call-creation', 40)]), 2);
    expect(rows[1]).toMatchObject({ stage: 'web-call-creation', status: 'running', duration: null, width: 2 });
  });

  it('treats an input-validation failure without stages as a start of its own', () => {
    const failure: CallEvent = {
      type: 'call-start-failed',
      stage: 'input-validation',
      totalDuration: 0,
      error: 'bad input',
      context: startContext,
    };
    const result = trace([failure]);
    expect(result).toMatchObject({ seq: 1, open: false, stages: [], outcome: { kind: 'failed', stage: 'input-validation' } });
    expect(waterfallRows(result)).toEqual([]);
  });

  it('never scales to a zero span', () => {
    const result = trace([started('initialization', 0)]);
    expect(result && waterfallSpan(result)).toBe(1);
  });
});
