import type { Observable } from 'rxjs';
import { describe, expect, it } from 'vitest';
import { isFatalCallError, nonFatalCallErrors, type CallEvent } from '../../streams/call/call-events';
import type { CallSignal } from '../../streams/call/call-views';
import type { DemoCallClient } from '../../streams/demo/demo-call';
import { START_CONTEXT, errorEvent, inputOf } from './demo-call-fakes';

// The demo's reading of a call, through the voice-call client's own translation of its events.

const context = START_CONTEXT;

describe('toDemoInput', () => {
  it('accepts the call client’s signals (compile-time check)', () => {
    const client = {
      signals$: undefined as unknown as Observable<CallSignal>,
      start: () => undefined,
      stop: () => undefined,
      sendText: () => undefined,
    };
    const asDemoClient: DemoCallClient = client;
    expect(asDemoClient).toBe(client);
  });

  it.each<[CallEvent, unknown]>([
    [{ type: 'call-start' }, { type: 'call-started' }],
    [{ type: 'call-end' }, { type: 'call-ended' }],
    [{ type: 'call-start-failed', stage: 'daily-call-join', totalDuration: 5, error: 'x', context }, { type: 'start-failed' }],
  ])('maps %j', (event, input) => {
    expect(inputOf(event)).toEqual(input);
  });

  it('carries the error message of an error event', () => {
    expect(inputOf(errorEvent({ type: 'daily-error', message: 'Meeting ended' }))).toEqual({
      type: 'call-error',
      message: 'Meeting ended',
    });
  });

  it('falls back to the wrapped cause’s message', () => {
    const event = errorEvent({ type: 'start-method-error', stage: 'daily-call-join', message: '', error: new Error('no mic') });
    expect(inputOf(event)).toEqual({ type: 'call-error', message: 'no mic' });
  });

  it.each<[string, CallEvent]>([
    ['a blank message', errorEvent({ message: '   ' })],
    ['a blank message and a non-string message on the wrapped cause', errorEvent({ message: '', error: { message: 42 } })],
  ])('leaves the message out for %s', (_label, event) => {
    expect(inputOf(event)).toEqual({ type: 'call-error', message: undefined });
  });

  it('reads the client’s error kinds: a refused audio start asks for a press, the other side hanging up is no error', () => {
    expect(inputOf(errorEvent({ type: 'audio-start-failed', message: 'play() refused' }))).toEqual({ type: 'audio-blocked' });
    // Its call-end says the call ended.
    expect(inputOf(errorEvent({ type: 'meeting-ended', message: 'Meeting has ended' }))).toBeUndefined();
  });

  it('drops the errors the call survives (isFatalCallError); a fatal one is a failure, a refused audio start still asks for a press', () => {
    const survived = errorEvent({ type: 'media-error', message: 'x' });
    const fatal = errorEvent({ type: 'daily-error', message: 'x' });
    expect(survived.type === 'error' && isFatalCallError(survived.error)).toBe(false);
    expect(fatal.type === 'error' && isFatalCallError(fatal.error)).toBe(true);
    expect(inputOf(survived)).toBeUndefined();
    expect(inputOf(fatal)).toEqual({ type: 'call-error', message: 'x' });
    expect(inputOf(errorEvent({ type: 'audio-start-failed', message: 'x' }))).toEqual({ type: 'audio-blocked' });
    expect(inputOf({ type: 'call-end' })).toEqual({ type: 'call-ended' });
  });

  it.each([...nonFatalCallErrors].filter((type) => type !== 'audio-start-failed'))(
    'gives no input for %s, which the call survives',
    (type) => {
      expect(inputOf(errorEvent({ type, message: 'x' }))).toBeUndefined();
    },
  );

  it('maps a camera-error to the microphone problem, unknown when the library gives no type', () => {
    expect(inputOf({ type: 'camera-error', error: { error: { type: 'permissions' } } })).toEqual({
      type: 'microphone-failed',
      problem: 'blocked',
    });
    expect(inputOf({ type: 'camera-error', error: undefined })).toEqual({ type: 'microphone-failed', problem: 'unknown' });
  });

  it.each<[string, CallEvent]>([
    ['volume-level', { type: 'volume-level', volume: 0.5 }],
    [
      'message (a transcript)',
      { type: 'message', message: { type: 'transcript', role: 'assistant', transcriptType: 'final', transcript: 'Hi' } },
    ],
    [
      'message (the status-update that ends the call)',
      { type: 'message', message: { type: 'status-update', status: 'ended', endedReason: 'customer-ended-call' } },
    ],
    ['speech-start', { type: 'speech-start' }],
    ['call-start-success', { type: 'call-start-success', totalDuration: 5, callId: 'call-1' }],
    [
      'call-start-progress',
      {
        type: 'call-start-progress',
        stage: 'daily-call-join',
        status: 'completed',
        duration: 5,
        timestamp: '2025-01-01T00:00:00.000Z',
        metadata: {},
      },
    ],
    ['video', { type: 'video', track: null }],
  ])('ignores %s', (_label, event) => {
    expect(inputOf(event)).toBeUndefined();
  });
});
