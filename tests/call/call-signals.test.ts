import { describe, expect, it } from 'vitest';
import { nonFatalCallErrors, type CallError, type CallErrorType, type CallEvent } from '../../streams/call/call-events';
import { toCallSignal, type CallSignal } from '../../streams/call/call-views';
import { MICROPHONE_REFUSED } from '../../streams/call/ended-reasons';
import { callEnded } from '../../streams/call/messages';
import { createCallHarness, describeEvent, startedCall } from '../fakes/call-harness';
import { settle } from '../fakes/virtual-clock';

// What the page reads of a call: each of the client's events, typed as the client makes it,
// and the signal it means (or none). `toStrictEqual` throughout: a signal carries no key it
// has no value for.

const context = { hasAssistant: true, hasSquad: false, hasWorkflow: false, isMobile: false };

const startFailed = (marks: Partial<Extract<CallEvent, { type: 'call-start-failed' }>> = {}): CallEvent => ({
  type: 'call-start-failed',
  stage: 'demo-call',
  totalDuration: 120,
  error: 'HTTP 429',
  context,
  ...marks,
});

const error = (type: CallErrorType, stage: CallError['stage'], marks: Partial<CallError> = {}): CallEvent => ({
  type: 'error',
  error: { type, stage, duration: 0, message: 'Something failed', error: null, ...marks },
});

const progress = (
  stage: Extract<CallEvent, { type: 'call-start-progress' }>['stage'],
  status: Extract<CallEvent, { type: 'call-start-progress' }>['status'],
  metadata: Record<string, unknown>,
): CallEvent => ({ type: 'call-start-progress', stage, status, duration: 80, timestamp: '2025-01-01T00:00:00.000Z', metadata });

const cameraError = (error: unknown): CallEvent => ({ type: 'camera-error', error });

/** daily-js's camera-error payload: `{ errorMsg, error: { type } }`. */
const dailyCameraError = (type: string): CallEvent =>
  cameraError({ errorMsg: { errorMsg: 'Could not open the microphone' }, error: { type } });

const statusEnded = (endedReason?: unknown): CallEvent => ({
  type: 'message',
  message: { type: 'status-update', status: 'ended', ...(endedReason === undefined ? {} : { endedReason }) },
});

describe('toCallSignal: every signal, from a real typed event', () => {
  const table: readonly (readonly [name: string, event: CallEvent, signal: CallSignal])[] = [
    ['call-start: started', { type: 'call-start' }, { type: 'started' }],
    ['call-end: ended', { type: 'call-end' }, { type: 'ended' }],
    ['a status-update ended: its reason', statusEnded('assistant-ended-call'), { type: 'ended-reason', reason: 'assistant-ended-call' }],
    [
      'the client’s own ended message',
      { type: 'message', message: callEnded('customer-ended-call') },
      { type: 'ended-reason', reason: 'customer-ended-call' },
    ],
    ['a status-update ended without a reason: unknown', statusEnded(), { type: 'ended-reason', reason: 'unknown' }],
    ['a status-update ended whose reason is no string: unknown', statusEnded(42), { type: 'ended-reason', reason: 'unknown' }],
    [
      'the demo-call stage completed with the calls left today',
      progress('demo-call', 'completed', { remainingToday: 3 }),
      { type: 'remaining-today', left: 3 },
    ],
    ['none left today is a count too', progress('demo-call', 'completed', { remainingToday: 0 }), { type: 'remaining-today', left: 0 }],
    ['call-start-failed without marks: start-failed, no refusal', startFailed(), { type: 'start-failed' }],
    ['call-start-failed busy', startFailed({ busy: true }), { type: 'start-failed', refusal: { kind: 'busy' } }],
    [
      'call-start-failed for the visitor’s quota, with retryAfter',
      startFailed({ quota: 'visitor', retryAfter: 3600 }),
      { type: 'start-failed', refusal: { kind: 'quota', scope: 'visitor', retryAfter: 3600 } },
    ],
    [
      'call-start-failed for the site’s quota, without retryAfter',
      startFailed({ quota: 'site' }),
      { type: 'start-failed', refusal: { kind: 'quota', scope: 'site' } },
    ],
    [
      'call-start-failed for the rate, retryAfter 0 kept',
      startFailed({ quota: 'rate', retryAfter: 0 }),
      { type: 'start-failed', refusal: { kind: 'quota', scope: 'rate', retryAfter: 0 } },
    ],
    [
      'call-start-failed permanent',
      startFailed({ stage: 'web-call-creation', permanent: true }),
      { type: 'start-failed', refusal: { kind: 'permanent' } },
    ],
    ['an audio-start-failed error: audio-blocked', error('audio-start-failed', 'in-call'), { type: 'audio-blocked' }],
    ['a camera-error: microphone-failed', dailyCameraError('permissions'), { type: 'microphone-failed', problem: 'blocked' }],
    [
      'a fatal in-call error: failed, with its kind, stage and message',
      error('daily-error', 'in-call', { message: 'network gone' }),
      { type: 'failed', kind: 'daily-error', stage: 'in-call', message: 'network gone' },
    ],
    [
      'a failed start stage',
      error('daily-call-join-error', 'daily-call-join', { message: 'Simulated failure at daily-call-join.' }),
      { type: 'failed', kind: 'daily-call-join-error', stage: 'daily-call-join', message: 'Simulated failure at daily-call-join.' },
    ],
    [
      'the start method’s own error',
      error('start-method-error', 'daily-call-join', { message: 'Simulated failure at daily-call-join.' }),
      { type: 'failed', kind: 'start-method-error', stage: 'daily-call-join', message: 'Simulated failure at daily-call-join.' },
    ],
    [
      'the input check',
      error('validation-error', 'input-validation', { message: 'No assistant given' }),
      { type: 'failed', kind: 'validation-error', stage: 'input-validation', message: 'No assistant given' },
    ],
  ];

  it.each(table)('%s', (_name, event, signal) => {
    expect(toCallSignal(event)).toStrictEqual(signal);
  });

  it('the table names every kind of signal', () => {
    const kinds = new Set(table.map(([, , signal]) => signal.type));
    expect([...kinds].sort()).toEqual(
      ['audio-blocked', 'ended', 'ended-reason', 'failed', 'microphone-failed', 'remaining-today', 'start-failed', 'started'].sort(),
    );
  });
});

describe('toCallSignal: errors that are no failure', () => {
  const survived = [...nonFatalCallErrors].filter((type) => type !== 'audio-start-failed');

  it('the non-fatal kinds are the ones the call goes on after', () => {
    expect([...survived].sort()).toEqual(
      ['audio-observer-setup-error', 'audio-processing-setup-error', 'media-error', 'video-recording-setup-error'].sort(),
    );
  });

  it.each(survived)('%s, which the call survives, gives none, whatever its marks', (type) => {
    expect(toCallSignal(error(type, 'in-call'))).toBeUndefined();
    expect(toCallSignal(error(type, 'audio-processing-setup', { permanent: true, busy: true, microphone: 'blocked' }))).toBeUndefined();
  });

  it('meeting-ended, the other side hanging up, gives none, in the call or after the ended status', () => {
    expect(toCallSignal(error('meeting-ended', 'in-call', { message: 'Meeting has ended' }))).toBeUndefined();
    expect(toCallSignal(error('meeting-ended', 'in-call', { message: 'network gone', permanent: true }))).toBeUndefined();
  });

  it('audio-start-failed is audio-blocked, never a failure, whatever its marks', () => {
    expect(toCallSignal(error('audio-start-failed', 'in-call', { message: 'NotAllowedError', permanent: true }))).toStrictEqual({
      type: 'audio-blocked',
    });
  });
});

describe('toCallSignal: refusals, most specific first', () => {
  const cases = [
    ['busy over quota and permanent', { busy: true, quota: 'visitor', retryAfter: 60, permanent: true }, { kind: 'busy' }],
    ['busy over quota', { busy: true, quota: 'site' }, { kind: 'busy' }],
    ['busy over permanent', { busy: true, permanent: true }, { kind: 'busy' }],
    ['quota over permanent', { quota: 'site', retryAfter: 120, permanent: true }, { kind: 'quota', scope: 'site', retryAfter: 120 }],
    ['quota without retryAfter', { quota: 'rate' }, { kind: 'quota', scope: 'rate' }],
    ['quota with retryAfter', { quota: 'visitor', retryAfter: 86_400 }, { kind: 'quota', scope: 'visitor', retryAfter: 86_400 }],
    ['permanent alone', { permanent: true }, { kind: 'permanent' }],
  ] as const;

  it.each(cases)('on call-start-failed: %s', (_name, given, refusal) => {
    expect(toCallSignal(startFailed(given))).toStrictEqual({ type: 'start-failed', refusal });
  });

  it.each(cases)('on an error: %s', (_name, given, refusal) => {
    expect(toCallSignal(error('demo-call-error', 'demo-call', { message: 'HTTP 429', ...given }))).toStrictEqual({
      type: 'failed',
      kind: 'demo-call-error',
      stage: 'demo-call',
      message: 'HTTP 429',
      refusal,
    });
  });

  it('retryAfter without a quota is no refusal', () => {
    expect(toCallSignal(startFailed({ retryAfter: 60 }))).toStrictEqual({ type: 'start-failed' });
    expect(toCallSignal(error('demo-call-error', 'demo-call', { message: 'x', retryAfter: 60 }))).toStrictEqual({
      type: 'failed',
      kind: 'demo-call-error',
      stage: 'demo-call',
      message: 'x',
    });
  });
});

describe('toCallSignal: a failure’s message', () => {
  const failedWith = (message: string, cause: unknown) => toCallSignal(error('daily-error', 'in-call', { message, error: cause }));

  it('is the error’s own, before its cause’s', () => {
    expect(failedWith('network gone', { message: 'the cause' })).toStrictEqual({
      type: 'failed',
      kind: 'daily-error',
      stage: 'in-call',
      message: 'network gone',
    });
  });

  it('falls back to the cause’s message when the error’s is empty or blank', () => {
    expect(failedWith('', { message: 'the cause' })).toMatchObject({ message: 'the cause' });
    expect(failedWith('   ', { message: 'the cause' })).toMatchObject({ message: 'the cause' });
    expect(failedWith('\n\t', new Error('thrown cause'))).toMatchObject({ message: 'thrown cause' });
  });

  it('is absent, not blank, when neither has one', () => {
    for (const cause of [
      null,
      undefined,
      'a string cause',
      {},
      { message: '' },
      { message: '  ' },
      { message: 42 },
      { error: { message: 'deeper' } },
    ]) {
      const signal = failedWith(' ', cause);
      expect(signal).toStrictEqual({ type: 'failed', kind: 'daily-error', stage: 'in-call' });
      expect(signal).not.toHaveProperty('message');
    }
  });

  it('keeps the error’s message as it is, spaces and all', () => {
    expect(failedWith('  padded  ', null)).toMatchObject({ message: '  padded  ' });
  });
});

describe('toCallSignal: the visitor’s microphone', () => {
  it.each([
    ['permissions', 'blocked'],
    ['not-found', 'not-found'],
    ['undefined-mediadevices', 'not-found'],
    ['mic-in-use', 'in-use'],
    ['cam-mic-in-use', 'in-use'],
    ['cam-in-use', 'in-use'],
    ['constraints', 'constraints'],
    ['unknown', 'unknown'],
    ['something-new', 'unknown'],
    ['', 'unknown'],
  ] as const)('camera-error %j is %s', (type, problem) => {
    expect(toCallSignal(dailyCameraError(type))).toStrictEqual({ type: 'microphone-failed', problem });
  });

  it.each([
    ['no payload', undefined],
    ['a null payload', null],
    ['a string payload', 'permissions'],
    ['no inner error', { errorMsg: 'Permission denied' }],
    ['the type at the top, not under error', { type: 'permissions' }],
    ['an inner error without a type', { error: { msg: 'Permission denied' } }],
    ['an inner error that is a string', { error: 'permissions' }],
  ])('camera-error with %s is unknown', (_name, payload) => {
    expect(toCallSignal(cameraError(payload))).toStrictEqual({ type: 'microphone-failed', problem: 'unknown' });
  });
});

describe('toCallSignal: a call the assistant ended for a failure', () => {
  const endedByFailure = (endedReason: string, marks: Partial<CallError> = {}): CallEvent =>
    error('ended-by-failure', 'in-call', {
      message: 'The assistant could not go on.',
      error: { type: 'status-update', status: 'ended', endedReason },
      endedReason,
      ...marks,
    });

  it('carries the provider’s reason', () => {
    expect(toCallSignal(endedByFailure('pipeline-error-openai-llm-failed'))).toStrictEqual({
      type: 'failed',
      kind: 'ended-by-failure',
      stage: 'in-call',
      message: 'The assistant could not go on.',
      endedReason: 'pipeline-error-openai-llm-failed',
    });
  });

  it('with the permanent mark of a demo that cannot run as configured, charged to the stage under way', () => {
    const event = endedByFailure('assistant-not-found', { permanent: true, stage: 'daily-call-join' });
    expect(toCallSignal(event)).toStrictEqual({
      type: 'failed',
      kind: 'ended-by-failure',
      stage: 'daily-call-join',
      message: 'The assistant could not go on.',
      refusal: { kind: 'permanent' },
      endedReason: 'assistant-not-found',
    });
  });

  it.each([
    [MICROPHONE_REFUSED, 'blocked'],
    ['call.in-progress.error-assistant-did-not-receive-customer-audio', 'silent'],
  ] as const)('%s marks the microphone %s', (endedReason, microphone) => {
    expect(toCallSignal(endedByFailure(endedReason, { microphone }))).toStrictEqual({
      type: 'failed',
      kind: 'ended-by-failure',
      stage: 'in-call',
      message: 'The assistant could not go on.',
      microphone,
      endedReason,
    });
  });

  it('without the reason, none is made up (nor read from the cause)', () => {
    const event = error('ended-by-failure', 'in-call', {
      message: 'x',
      error: { type: 'status-update', status: 'ended', endedReason: 'worker-shutdown' },
    });
    expect(toCallSignal(event)).toStrictEqual({ type: 'failed', kind: 'ended-by-failure', stage: 'in-call', message: 'x' });
  });

  it('an empty reason is kept as given', () => {
    expect(toCallSignal(endedByFailure(''))).toMatchObject({ endedReason: '' });
  });
});

describe('toCallSignal: events the page need not read', () => {
  const transcript: CallEvent = {
    type: 'message',
    message: { type: 'transcript', role: 'assistant', transcriptType: 'final', transcript: 'Hello' },
  };
  const ignored: readonly (readonly [name: string, event: CallEvent])[] = [
    ['a demo-call progress still running', progress('demo-call', 'started', { remainingToday: 3 })],
    ['a demo-call progress that failed', progress('demo-call', 'failed', { remainingToday: 3 })],
    ['another stage’s completed progress, with a count', progress('web-call-creation', 'completed', { remainingToday: 3 })],
    ['the demo-call stage completed without a count', progress('demo-call', 'completed', {})],
    ['the demo-call stage completed with a count that is no number', progress('demo-call', 'completed', { remainingToday: '3' })],
    ['call-start-success', { type: 'call-start-success', totalDuration: 600, callId: 'call-1' }],
    ['a transcript', transcript],
    ['a status-update that is not ended', { type: 'message', message: { type: 'status-update', status: 'in-progress' } }],
    ['another app message', { type: 'message', message: { type: 'conversation-update', messages: [] } }],
    ['volume-level', { type: 'volume-level', volume: 0.4 }],
    ['speech-start', { type: 'speech-start' }],
    ['speech-end', { type: 'speech-end' }],
    ['video', { type: 'video', track: null }],
    ['local-volume-level', { type: 'local-volume-level', volume: 0.2 }],
    ['local-volume-unavailable', { type: 'local-volume-unavailable' }],
    ['network-quality', { type: 'network-quality', quality: 'bad' }],
    ['network-connection', { type: 'network-connection', connection: 'sfu', event: 'interrupted' }],
    ['participant-updated', { type: 'participant-updated', participant: { session_id: 'assistant', local: false, user_name: 'Vapi' } }],
  ];

  it.each(ignored)('%s gives none', (_name, event) => {
    expect(toCallSignal(event)).toBeUndefined();
  });
});

describe('the client’s signals$', () => {
  it('a call the assistant ends for a failure: the ended-by-failure error carries the provider’s reason, and so does its signal', async () => {
    const harness = await startedCall();
    const signals: CallSignal[] = [];
    harness.client.signals$.subscribe((signal) => signals.push(signal));
    harness.call().simulateAssistantHangUp('pipeline-error-openai-llm-failed');
    await settle();

    const failure = harness.events.find((event) => event.type === 'error');
    expect(failure).toMatchObject({
      type: 'error',
      error: { type: 'ended-by-failure', stage: 'in-call', endedReason: 'pipeline-error-openai-llm-failed' },
    });
    expect(errorOf(failure)).not.toHaveProperty('permanent');
    expect(errorOf(failure)).not.toHaveProperty('microphone');
    expect(signals).toEqual([
      { type: 'ended-reason', reason: 'pipeline-error-openai-llm-failed' },
      {
        type: 'failed',
        kind: 'ended-by-failure',
        stage: 'in-call',
        message: expect.any(String) as unknown,
        endedReason: 'pipeline-error-openai-llm-failed',
      },
      { type: 'ended' },
    ]);
    // The room closing after it is no second failure: its meeting-ended error is signalled by none.
    expect(harness.events.map(describeEvent)).toContain('error meeting-ended');
  });

  it.each([
    ['assistant-not-found', { permanent: true }, { refusal: { kind: 'permanent' } }],
    [MICROPHONE_REFUSED, { microphone: 'blocked' }, { microphone: 'blocked' }],
    ['call.in-progress.error-assistant-did-not-receive-customer-audio', { microphone: 'silent' }, { microphone: 'silent' }],
  ] as const)('the ended-by-failure error of %s carries its reason and marks', async (endedReason, marks, signalMarks) => {
    const harness = await startedCall();
    const signals: CallSignal[] = [];
    harness.client.signals$.subscribe((signal) => signals.push(signal));
    harness.call().simulateAppMessage(JSON.stringify({ type: 'status-update', status: 'ended', endedReason }));
    await settle();

    const failure = harness.events.find((event) => event.type === 'error');
    expect(errorOf(failure)).toMatchObject({ type: 'ended-by-failure', endedReason, ...marks });
    expect(signals.find((signal) => signal.type === 'failed')).toMatchObject({ kind: 'ended-by-failure', endedReason, ...signalMarks });
    harness.client.stop();
  });

  it('a call the assistant ends as it should has no ended-by-failure error, and signals its reason and its end only', async () => {
    const harness = await startedCall();
    const signals: CallSignal[] = [];
    harness.client.signals$.subscribe((signal) => signals.push(signal));
    harness.call().simulateAssistantHangUp('assistant-ended-call');
    await settle();
    expect(harness.events.filter((event) => event.type === 'error').map(describeEvent)).toEqual(['error meeting-ended']);
    expect(signals).toEqual([{ type: 'ended-reason', reason: 'assistant-ended-call' }, { type: 'ended' }]);
  });

  it('a start, a camera error and the visitor’s end, as the client reports them', async () => {
    const harness = createCallHarness();
    const signals: CallSignal[] = [];
    harness.client.signals$.subscribe((signal) => signals.push(signal));
    const started = harness.client.start({ assistant: 'assistant-id' });
    await harness.clock.advance(1_500); // the assistant says it listens after the join
    expect(await started).not.toBeNull();
    harness.call().simulateCameraError();
    harness.client.stop();
    await settle();
    expect(signals).toEqual([
      { type: 'started' },
      { type: 'microphone-failed', problem: 'blocked' },
      { type: 'ended' },
      { type: 'ended-reason', reason: 'customer-ended-call' },
    ]);
  });

  it('a failed start: the stage’s failure, start-failed, then the start method’s failure', async () => {
    const harness = createCallHarness({ failAt: 'daily-call-join' });
    const signals: CallSignal[] = [];
    harness.client.signals$.subscribe((signal) => signals.push(signal));
    const started = harness.client.start({ assistant: 'assistant-id' });
    await harness.clock.advance(600);
    expect(await started).toBeNull();
    expect(signals).toEqual([
      { type: 'failed', kind: 'daily-call-join-error', stage: 'daily-call-join', message: 'Simulated failure at daily-call-join.' },
      { type: 'start-failed' },
      { type: 'failed', kind: 'start-method-error', stage: 'daily-call-join', message: 'Simulated failure at daily-call-join.' },
    ]);
  });
});

function errorOf(event: CallEvent | undefined): CallError {
  if (event?.type !== 'error') throw new Error(`Not an error event: ${event?.type ?? 'none'}`);
  return event.error;
}
