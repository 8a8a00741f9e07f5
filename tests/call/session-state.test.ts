import { describe, expect, it } from 'vitest';
import { createCallSession, initialSessionState, reduceSession, type SessionFact } from '../../streams/call/session';
import type { CallObject, WebCall } from '../../streams/call';

const webCall = (videoRecordingEnabled: boolean): WebCall => ({
  id: 'call-1',
  webCallUrl: 'https://room.example/x',
  artifactPlan: { videoRecordingEnabled },
});
const call = {} as CallObject;

const run = (...facts: SessionFact[]) => facts.reduce(reduceSession, initialSessionState);

describe('the call session reducer', () => {
  it('a start: stages, web call, call object, recording, then started', () => {
    const state = run(
      { type: 'stage-started', stage: 'web-call-creation', at: 10 },
      { type: 'web-call-created', webCall: webCall(true), avatarVideo: true },
      { type: 'call-object-created', call },
      { type: 'recording-requested', at: 1234 },
      { type: 'started' },
    );
    expect(state).toMatchObject({
      phase: 'started',
      stage: 'web-call-creation',
      recording: true,
      avatarVideo: true,
      recordingRequestedAt: 1234,
    });
    expect(state.call).toBe(call);
  });

  it('the recording flag follows the artifact plan', () => {
    expect(run({ type: 'web-call-created', webCall: webCall(false), avatarVideo: false }).recording).toBe(false);
  });

  it('video participants are added and removed without touching the previous state', () => {
    const shown = run({ type: 'video-shown', participantId: 'p1' }, { type: 'video-shown', participantId: 'p2' });
    const removed = reduceSession(shown, { type: 'video-removed', participantId: 'p1' });
    expect([...shown.videoParticipants]).toEqual(['p1', 'p2']);
    expect([...removed.videoParticipants]).toEqual(['p2']);
  });

  it('an ended session ignores every fact but letting go of its call', () => {
    const ended = run({ type: 'call-object-created', call }, { type: 'ended' });
    expect(ended.phase).toBe('ended');
    expect(reduceSession(ended, { type: 'started' })).toBe(ended);
    expect(reduceSession(ended, { type: 'ended-status-seen' })).toBe(ended);
    expect(reduceSession(ended, { type: 'call-released' }).call).toBeUndefined();
  });

  it('started only from starting', () => {
    expect(run({ type: 'started' }, { type: 'started' }).phase).toBe('started');
  });

  it('a session store applies facts synchronously and signals its end once', () => {
    const session = createCallSession();
    const ends: unknown[] = [];
    session.ended$.subscribe((s) => ends.push(s));
    session.dispatch({ type: 'stage-started', stage: 'daily-call-join', at: 20 });
    expect(session.state().stage).toBe('daily-call-join');
    session.dispatch({ type: 'ended' });
    session.dispatch({ type: 'ended' });
    expect(ends).toHaveLength(1);
    expect(session.state().phase).toBe('ended');
  });
});
