import type { Observable } from 'rxjs';
import { describe, expect, it } from 'vitest';
import { toDemoInput, type DemoCallClient } from '../../streams/demo';
import type { CallEventLike } from '../../streams/demo';

/** The voice-call event contract of streams/call, as agreed; the demo must accept it. */
type AgreedCallEvent =
  | { type: 'call-start' }
  | { type: 'call-end' }
  | { type: 'call-start-success'; totalDuration: number; callId: string }
  | { type: 'call-start-failed'; stage: string; totalDuration: number; error: string; context: Record<string, unknown> }
  | { type: 'volume-level'; volume: number }
  | { type: 'error'; error: { type: string; message: string; error: unknown; stage?: string } };

describe('toDemoInput', () => {
  it('accepts the call client event union (compile-time check)', () => {
    const client = { events$: undefined as unknown as Observable<AgreedCallEvent>, start: () => undefined, stop: () => undefined };
    const asDemoClient: DemoCallClient = client;
    expect(asDemoClient).toBe(client);
  });

  it.each([
    [{ type: 'call-start' }, { type: 'call-started' }],
    [{ type: 'call-end' }, { type: 'call-ended' }],
    [{ type: 'call-start-failed', stage: 'daily-call-join', totalDuration: 5, error: 'x', context: {} }, { type: 'start-failed' }],
  ])('maps %j', (event, input) => {
    expect(toDemoInput(event)).toEqual(input);
  });

  it('carries the error message of an error event', () => {
    const event = { type: 'error', error: { type: 'daily-error', message: 'Meeting ended', error: null } };
    expect(toDemoInput(event)).toEqual({ type: 'call-error', message: 'Meeting ended' });
  });

  it('falls back to the wrapped cause’s message', () => {
    const event = { type: 'error', error: { type: 'start-method-error', message: '', error: new Error('no mic') } };
    expect(toDemoInput(event)).toEqual({ type: 'call-error', message: 'no mic' });
  });

  it.each([
    ['no error object', { type: 'error' }],
    ['a blank message', { type: 'error', error: { message: '   ' } }],
    ['a non-string message', { type: 'error', error: { message: 42 } }],
    ['a null error', { type: 'error', error: null }],
  ])('leaves the message out for %s', (_label, event) => {
    expect(toDemoInput(event)).toEqual({ type: 'call-error', message: undefined });
  });

  it('reads the client’s error kinds: a refused audio start asks for a press, the other side hanging up is no error', () => {
    expect(toDemoInput({ type: 'error', error: { type: 'audio-start-failed', message: 'play() refused', error: null } })).toEqual({
      type: 'audio-blocked',
    });
    // Its call-end says the call ended.
    expect(toDemoInput({ type: 'error', error: { type: 'meeting-ended', message: 'Meeting has ended', error: null } })).toBeUndefined();
  });

  it('asks which errors the call survives about the other errors only, and drops those', () => {
    const asked: string[] = [];
    const survives = (event: CallEventLike): boolean => {
      asked.push(String((event as { error?: { type?: string } }).error?.type));
      return event.type === 'error';
    };
    expect(toDemoInput({ type: 'error', error: { type: 'media-error', message: 'x' } } as CallEventLike, survives)).toBeUndefined();
    expect(toDemoInput({ type: 'error', error: { type: 'audio-start-failed', message: 'x' } } as CallEventLike, survives)).toEqual({
      type: 'audio-blocked',
    });
    expect(toDemoInput({ type: 'call-end' }, survives)).toEqual({ type: 'call-ended' });
    expect(asked).toEqual(['media-error']);
  });

  it('maps a camera-error to the microphone problem, unknown when the library gives no type', () => {
    expect(toDemoInput({ type: 'camera-error', error: { error: { type: 'permissions' } } } as CallEventLike)).toEqual({
      type: 'microphone-failed',
      problem: 'blocked',
    });
    expect(toDemoInput({ type: 'camera-error' })).toEqual({ type: 'microphone-failed', problem: 'unknown' });
  });

  it.each(['volume-level', 'message', 'speech-start', 'call-start-success', 'call-start-progress', 'video'])('ignores %s', (type) => {
    expect(toDemoInput({ type })).toBeUndefined();
  });
});
