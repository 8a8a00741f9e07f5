import { describe, expect, it } from 'vitest';
import { DEMO_MESSAGES } from '../../streams/demo/demo-messages';
import { reduceDemo, toDemoView } from '../../streams/demo/demo-machine';
import type { DemoInput, DemoState, DemoStatus } from '../../streams/demo/demo-state';
import { START_CONTEXT, demoState, errorEvent, inputOf } from './demo-call-fakes';

const MAX = 3;
const at = (status: DemoStatus, attemptsUsed = 1): DemoState => demoState({ status, attemptsUsed });
const reduce = (state: DemoState, input: DemoInput) => reduceDemo(state, input, MAX);

const context = START_CONTEXT;

const CALL_FAILED = {
  title: 'Call Failed',
  description: 'Failed to start the call. Please try again.',
  variant: 'destructive',
};

describe('reduceDemo', () => {
  it('start in idle uses an attempt, moves to connecting and asks to start the call', () => {
    expect(reduce(at('idle', 0), { type: 'start-pressed' })).toEqual({
      state: at('connecting', 1),
      events: [],
      effects: ['consume-attempt', 'start-call'],
    });
  });

  it.each<DemoStatus>(['connecting', 'connected'])('start while %s does nothing', (status) => {
    expect(reduce(at(status), { type: 'start-pressed' })).toEqual({ state: at(status), events: [], effects: [] });
  });

  it('start with all 3 attempts used does nothing', () => {
    expect(reduce(at('idle', 3), { type: 'start-pressed' })).toEqual({ state: at('idle', 3), events: [], effects: [] });
  });

  it('call-start connects with the "Call Connected" toast', () => {
    expect(reduce(at('connecting'), { type: 'call-started' })).toEqual({
      state: at('connected'),
      events: [{ title: 'Call Connected', variant: 'default' }],
      effects: [],
    });
  });

  it('a repeated call-start while connected says nothing', () => {
    expect(reduce(at('connected'), { type: 'call-started' }).events).toEqual([]);
  });

  it('End Call while connected asks to stop and waits for call-end', () => {
    expect(reduce(at('connected'), { type: 'end-pressed' })).toEqual({ state: at('connected'), events: [], effects: ['stop-call'] });
  });

  it.each<DemoStatus>(['idle', 'connecting'])('End Call while %s does nothing', (status) => {
    expect(reduce(at(status), { type: 'end-pressed' }).effects).toEqual([]);
  });

  it('call-end while connected returns to idle with "Call Ended"', () => {
    expect(reduce(at('connected'), { type: 'call-ended' })).toEqual({
      state: at('idle'),
      events: [{ title: 'Call Ended', variant: 'default' }],
      effects: [],
    });
  });

  it('call-end while connecting (the other side ended it before it listened) says "Call Ended" and gives the attempt back', () => {
    expect(reduce(at('connecting'), { type: 'call-ended' })).toEqual({
      state: at('idle'),
      events: [{ title: 'Call Ended', variant: 'default' }],
      effects: ['refund-attempt'],
    });
  });

  it('call-end while idle (cleanup after a failure) says nothing', () => {
    expect(reduce(at('idle'), { type: 'call-ended' }).events).toEqual([]);
  });

  it('a start failure while connecting returns to idle with "Call Failed" and gives the attempt back', () => {
    expect(reduce(at('connecting'), { type: 'start-failed' })).toEqual({
      state: at('idle'),
      events: [CALL_FAILED],
      effects: ['refund-attempt'],
    });
  });

  it('an error while connecting is a start failure too, abandons what the client still holds and gives the attempt back', () => {
    expect(reduce(at('connecting'), { type: 'call-error', message: 'join failed' })).toEqual({
      state: at('idle'),
      events: [CALL_FAILED],
      effects: ['abandon-call', 'refund-attempt'],
    });
  });

  it('a connect that times out is a start failure, abandons the call and gives the attempt back', () => {
    expect(reduce(at('connecting'), { type: 'connect-timed-out' })).toEqual({
      state: at('idle'),
      events: [CALL_FAILED],
      effects: ['abandon-call', 'refund-attempt'],
    });
  });

  it.each([
    ['blocked', 'permissions'],
    ['not-found', 'not-found'],
    ['not-found', 'undefined-mediadevices'],
    ['in-use', 'mic-in-use'],
    ['in-use', 'cam-mic-in-use'],
    ['constraints', 'constraints'],
    ['unknown', 'something-new'],
  ] as const)('a microphone that is %s (camera-error %s) ends the start, says why and gives the attempt back', (problem, type) => {
    const input = inputOf({ type: 'camera-error', error: { errorMsg: { errorMsg: 'x' }, error: { type, msg: 'x' } } });
    expect(input).toEqual({ type: 'microphone-failed', problem });
    expect(reduce(at('connecting'), { type: 'microphone-failed', problem })).toEqual({
      state: demoState({ status: 'idle', attemptsUsed: 1, microphoneProblem: problem }),
      events: [CALL_FAILED],
      effects: ['abandon-call', 'refund-attempt'],
    });
  });

  it('a microphone failure after connecting ends the call but keeps the attempt; in idle it changes nothing', () => {
    expect(reduce(at('connected'), { type: 'microphone-failed', problem: 'in-use' })).toEqual({
      state: demoState({ status: 'idle', attemptsUsed: 1, microphoneProblem: 'in-use' }),
      events: [CALL_FAILED],
      effects: ['abandon-call'],
    });
    expect(reduce(at('idle'), { type: 'microphone-failed', problem: 'blocked' })).toEqual({
      state: at('idle'),
      events: [],
      effects: [],
    });
  });

  it('the next start clears the microphone problem', () => {
    expect(reduce(demoState({ status: 'idle', attemptsUsed: 1, microphoneProblem: 'blocked' }), { type: 'start-pressed' }).state).toEqual(
      at('connecting', 2),
    );
  });

  it('a late timeout outside connecting changes nothing', () => {
    for (const status of ['idle', 'connected'] as const) {
      expect(reduce(at(status), { type: 'connect-timed-out' })).toEqual({ state: at(status), events: [], effects: [] });
    }
  });

  it('the error that follows a start failure adds no second toast', () => {
    const failed = reduce(at('connecting'), { type: 'start-failed' });
    expect(reduce(failed.state, { type: 'call-error', message: 'x' }).events).toEqual([]);
  });

  it('an error while connected returns to idle with "Call Error" and the message', () => {
    expect(reduce(at('connected'), { type: 'call-error', message: 'The line dropped' })).toEqual({
      state: at('idle'),
      events: [{ title: 'Call Error', description: 'The line dropped', variant: 'destructive' }],
      effects: ['abandon-call'],
    });
  });

  it('an error without a message uses the spec fallback text', () => {
    expect(reduce(at('connected'), { type: 'call-error' }).events).toEqual([
      { title: 'Call Error', description: 'An error occurred during the call', variant: 'destructive' },
    ]);
  });

  it('a start failure outside connecting says nothing', () => {
    expect(reduce(at('connected'), { type: 'start-failed' })).toEqual({ state: at('connected'), events: [], effects: [] });
  });

  it('takes the attempt count from the store in any status', () => {
    expect(reduce(at('connected', 1), { type: 'attempts-changed', used: 2 }).state).toEqual(at('connected', 2));
  });

  it('keeps the spec texts in one place', () => {
    expect(DEMO_MESSAGES.startFailed).toEqual(CALL_FAILED);
  });
});

describe('reduceDemo: the assistant’s audio refused by the browser', () => {
  const blocked = (status: DemoStatus): DemoState => demoState({ status, attemptsUsed: 1, audioBlocked: true });

  it.each<DemoStatus>(['connecting', 'connected'])(
    'while %s: the call goes on, silent, without a toast, until the visitor presses',
    (status) => {
      expect(reduce(at(status), { type: 'audio-blocked' })).toEqual({ state: blocked(status), events: [], effects: [] });
    },
  );

  it('the press asks to play the audio again; the audio playing clears the request', () => {
    expect(reduce(blocked('connected'), { type: 'hear-pressed' })).toEqual({
      state: blocked('connected'),
      events: [],
      effects: ['resume-audio'],
    });
    expect(reduce(blocked('connected'), { type: 'audio-started' })).toEqual({ state: at('connected'), events: [], effects: [] });
  });

  it('a press with nothing to hear, and any of it in idle, changes nothing', () => {
    expect(reduce(at('connected'), { type: 'hear-pressed' })).toEqual({ state: at('connected'), events: [], effects: [] });
    for (const input of ['audio-blocked', 'hear-pressed', 'audio-started'] as const) {
      expect(reduce(at('idle'), { type: input })).toEqual({ state: at('idle'), events: [], effects: [] });
    }
  });

  it('every way back to idle, and the next start, forget it', () => {
    expect(reduce(blocked('connected'), { type: 'call-ended' }).state).toEqual(at('idle'));
    expect(reduce(blocked('connected'), { type: 'call-error', message: 'x' }).state).toEqual(at('idle'));
    expect(reduce(blocked('connecting'), { type: 'start-failed' }).state).toEqual(at('idle'));
    expect(reduce(blocked('connecting'), { type: 'connect-timed-out' }).state).toEqual(at('idle'));
    expect(reduce(blocked('connected'), { type: 'microphone-failed', problem: 'in-use' }).state).toEqual(
      demoState({ status: 'idle', attemptsUsed: 1, microphoneProblem: 'in-use' }),
    );
    expect(reduce(blocked('connecting'), { type: 'call-started' }).state).toEqual(blocked('connected'));
  });
});

describe('reduceDemo: a demo the provider refuses for good', () => {
  const UNAVAILABLE = {
    title: 'Live demo unavailable',
    description: 'The live demo is unavailable right now. Call our demo line, or write to us below.',
    variant: 'destructive',
  };

  it('while connecting: idle for the visit, the attempt given back, the call abandoned', () => {
    expect(reduce(at('connecting', 2), { type: 'unavailable' })).toEqual({
      state: demoState({ status: 'idle', attemptsUsed: 2, unavailable: true }),
      events: [UNAVAILABLE],
      effects: ['abandon-call', 'refund-attempt', 'remember-unavailable'],
    });
  });

  it('while connected: idle for the visit, the call abandoned, the attempt spent', () => {
    expect(reduce(at('connected', 2), { type: 'unavailable' })).toEqual({
      state: demoState({ status: 'idle', attemptsUsed: 2, unavailable: true }),
      events: [UNAVAILABLE],
      effects: ['abandon-call', 'remember-unavailable'],
    });
  });

  it('from idle (a refusal the client reports late): said, and kept for the visit', () => {
    expect(reduce(at('idle', 1), { type: 'unavailable' })).toEqual({
      state: demoState({ status: 'idle', attemptsUsed: 1, unavailable: true }),
      events: [UNAVAILABLE],
      effects: ['remember-unavailable'],
    });
  });

  it('remembered from earlier in the visit: unavailable at once, without a toast or an effect', () => {
    expect(reduce(at('idle', 1), { type: 'unavailable-remembered' })).toEqual({
      state: demoState({ status: 'idle', attemptsUsed: 1, unavailable: true }),
      events: [],
      effects: [],
    });
    const gone: DemoState = demoState({ status: 'idle', attemptsUsed: 1, unavailable: true });
    expect(reduce(gone, { type: 'unavailable-remembered' }).state).toBe(gone);
  });

  it('says so once, and Start does nothing afterwards', () => {
    const gone: DemoState = demoState({ status: 'idle', attemptsUsed: 1, unavailable: true });
    expect(reduce(gone, { type: 'unavailable' })).toEqual({ state: gone, events: [], effects: [] });
    expect(reduce(gone, { type: 'start-pressed' })).toEqual({ state: gone, events: [], effects: [] });
    expect(reduce(gone, { type: 'start-pressed', typing: true }).effects).toEqual([]);
  });

  it('a call the provider ended for want of the microphone is the microphone guidance, as a refusal at the start is', () => {
    const ended = (microphone?: 'blocked' | 'silent') => errorEvent({ type: 'ended-by-failure', ...(microphone ? { microphone } : {}) });
    expect(inputOf(ended('blocked'))).toEqual({ type: 'microphone-failed', problem: 'blocked' });
    expect(inputOf(ended('silent'))).toEqual({ type: 'microphone-failed', problem: 'unknown' });
    expect(inputOf(ended())).toEqual({ type: 'call-error' });
  });

  it('the client’s permanent failures are this input; its other failures are not', () => {
    const startFailed = { type: 'call-start-failed', stage: 'web-call-creation', totalDuration: 5, error: 'HTTP 403', context } as const;
    const creationError = { type: 'web-call-creation-error', stage: 'web-call-creation' } as const;
    expect(inputOf({ ...startFailed, permanent: true })).toEqual({ type: 'unavailable' });
    expect(inputOf(errorEvent({ ...creationError, message: 'HTTP 403', permanent: true }))).toEqual({ type: 'unavailable' });
    expect(inputOf(startFailed)).toEqual({ type: 'start-failed' });
    expect(inputOf(errorEvent({ ...creationError, message: 'HTTP 503' }))).toEqual({
      type: 'call-error',
      message: 'HTTP 503',
    });
  });

  it('the view offers no Start for the rest of the visit', () => {
    expect(toDemoView(demoState({ status: 'idle', attemptsUsed: 0, unavailable: true }), MAX)).toMatchObject({
      canStart: false,
      unavailable: true,
    });
  });
});
