import { describe, expect, it } from 'vitest';
import { reduceCall } from '../../streams/call/call-machine';
import {
  initialCallState,
  type CallInput,
  type CallOutput,
  type CallState,
  type CallStep,
  type SessionFact,
  type SessionState,
} from '../../streams/call/call-state';
import { endedByOtherSide } from '../../streams/call/in-call-facts';
import { missingDefinitionMessage } from '../../streams/call/start-input';
import type { CallObject } from '../../streams/call/call-object';
import type { WebCall } from '../../streams/provider-api/create-web-call';
import type { CallErrorType } from '../../streams/call/call-events';
import { StageFailure } from '../../streams/telemetry/stage-failure';
import { ProviderApiError } from '../../streams/provider-api/errors';
import { callConfig } from '../../streams/call/call-config';

// The client's reducer as a table: a state and one input in, the next state, the outputs and the effects out.

const webCall = (videoRecordingEnabled: boolean): WebCall => ({
  id: 'call-1',
  webCallUrl: 'https://room.example/x',
  artifactPlan: { videoRecordingEnabled },
});
const call = { name: 'call object' } as unknown as CallObject;
const T0 = 1_000;
const iso = (at: number) => new Date(at).toISOString();

const session = (patch: Partial<SessionState> = {}): SessionState => ({
  id: 1,
  request: 7,
  phase: 'starting',
  stage: 'initialization',
  startedAt: T0,
  definition: { hasAssistant: true, hasSquad: false, hasWorkflow: false },
  recording: false,
  avatarVideo: false,
  microphoneOn: true,
  microphoneUsed: true,
  endedStatusSeen: false,
  videoParticipants: new Set(),
  ...patch,
});
const holding = (patch: Partial<SessionState> = {}): CallState => ({ opened: 1, session: session(patch) });
const connected = (patch: Partial<SessionState> = {}) => holding({ phase: 'started', call, webCall: webCall(false), ...patch });
const reported = (fact: SessionFact, id = 1): CallInput => ({ type: 'reported', session: id, fact });
const start: CallInput = { type: 'start', request: 7, params: { assistant: 'assistant-id' }, at: T0, isMobile: false };
const nothing = (state: CallState): CallStep => ({ state, events: [], effects: [] });
const ended = (reason: string): CallOutput => ({
  kind: 'event',
  event: { type: 'message', message: { type: 'status-update', status: 'ended', endedReason: reason } },
});
const videoTrack = { kind: 'video' } as unknown as MediaStreamTrack;
const callEnd: CallOutput = { kind: 'event', event: { type: 'call-end' } };

interface Row {
  readonly name: string;
  readonly state: CallState;
  readonly input: CallInput;
  readonly expected: CallStep;
}

const startRows: Row[] = [
  {
    name: 'a start with an assistant opens session 1 and runs the start on the microphone it is given',
    state: initialCallState,
    input: { ...start, params: { assistant: 'assistant-id', microphone: 'usb-mic' } },
    expected: {
      state: { opened: 1, session: session() },
      events: [],
      effects: [{ type: 'run-start', session: 1, params: { assistant: 'assistant-id', microphone: 'usb-mic' }, microphone: 'usb-mic' }],
    },
  },
  {
    name: 'a second start while a session holds the slot is refused, with its own answer',
    state: holding(),
    input: { ...start, request: 8 },
    expected: {
      state: holding(),
      events: [
        {
          kind: 'event',
          event: {
            type: 'call-start-progress',
            stage: 'initialization',
            status: 'failed',
            duration: 0,
            timestamp: iso(T0),
            metadata: { reason: 'already-started' },
          },
        },
        { kind: 'start-settled', request: 8, webCall: null },
      ],
      effects: [],
    },
  },
  {
    name: 'a stage that begins is the one a later failure is charged to, and its progress goes out',
    state: holding(),
    input: reported({
      type: 'progress',
      event: { type: 'call-start-progress', stage: 'web-call-creation', status: 'started', duration: 0, timestamp: iso(T0), metadata: {} },
    }),
    expected: {
      state: holding({ stage: 'web-call-creation' }),
      events: [
        {
          kind: 'event',
          event: {
            type: 'call-start-progress',
            stage: 'web-call-creation',
            status: 'started',
            duration: 0,
            timestamp: iso(T0),
            metadata: {},
          },
        },
      ],
      effects: [],
    },
  },
  {
    name: 'the web call sets the recording flag from its artifact plan, and the avatar flag',
    state: holding(),
    input: reported({ type: 'web-call-created', webCall: webCall(true), avatarVideo: true }),
    expected: nothing(holding({ webCall: webCall(true), recording: true, avatarVideo: true })),
  },
  {
    name: 'the recording flag is off when the artifact plan does not enable it',
    state: holding(),
    input: reported({ type: 'web-call-created', webCall: webCall(false), avatarVideo: false }),
    expected: nothing(holding({ webCall: webCall(false) })),
  },
  {
    name: 'a call object is held, with whether the visitor’s microphone is on in it, and the in-call reactions attach to it',
    state: holding(),
    input: reported({ type: 'call-object-created', call, microphoneOn: false }),
    expected: {
      state: holding({ call, microphoneOn: false, microphoneUsed: false }),
      events: [],
      effects: [{ type: 'react-in-call', session: 1, call }],
    },
  },
  {
    name: 'the time recording was asked for is kept for the say-first-message delay',
    state: holding(),
    input: reported({ type: 'recording-requested', at: 1234 }),
    expected: nothing(holding({ recordingRequestedAt: 1234 })),
  },
  {
    name: 'started: call-start-success with the whole start’s duration, start() answers with the web call, and the screen is kept awake',
    state: holding({ call }),
    input: reported({ type: 'started', webCall: webCall(false), at: T0 + 1600 }),
    expected: {
      state: holding({ call, phase: 'started' }),
      events: [
        { kind: 'event', event: { type: 'call-start-success', totalDuration: 1600, callId: 'call-1' } },
        { kind: 'start-settled', request: 7, webCall: webCall(false) },
      ],
      effects: [{ type: 'keep-screen-awake', session: 1 }],
    },
  },
  {
    name: 'a microphone that could not be opened is turned off, and the camera-error goes out',
    state: connected(),
    input: reported({ type: 'event', event: { type: 'camera-error', error: { error: { type: 'permissions' } } } }),
    expected: {
      state: connected({ microphoneOn: false }),
      events: [{ kind: 'event', event: { type: 'camera-error', error: { error: { type: 'permissions' } } } }],
      effects: [{ type: 'set-local-audio', call, on: false }],
    },
  },
  {
    name: 'started only from starting',
    state: connected(),
    input: reported({ type: 'started', webCall: webCall(false), at: T0 + 5000 }),
    expected: nothing(connected()),
  },
];

const refused = new StageFailure('web-call-creation', new ProviderApiError(new Response('{}', { status: 401 }), {}), 120);
const joinRefused = new StageFailure('daily-call-join', new Error('join refused'), 250);

const failureRows: Row[] = [
  {
    name: 'a fatal stage failure: the stage’s error, call-start-failed, start-method-error; the slot is freed and cleaned up',
    state: holding({ call, stage: 'daily-call-join' }),
    input: reported({ type: 'start-failed', error: joinRefused, marks: {}, at: T0 + 900, isMobile: true }),
    expected: {
      state: { opened: 1 },
      events: [
        {
          kind: 'event',
          event: {
            type: 'error',
            error: {
              type: 'daily-call-join-error',
              stage: 'daily-call-join',
              error: joinRefused.cause,
              message: 'join refused',
              duration: 250,
              timestamp: iso(T0 + 900),
            },
          },
        },
        {
          kind: 'event',
          event: {
            type: 'call-start-failed',
            stage: 'daily-call-join',
            totalDuration: 900,
            error: 'join refused',
            errorStack: joinRefused.cause instanceof Error ? joinRefused.cause.stack : undefined,
            context: { hasAssistant: true, hasSquad: false, hasWorkflow: false, isMobile: true },
          },
        },
        {
          kind: 'event',
          event: {
            type: 'error',
            error: {
              type: 'start-method-error',
              stage: 'daily-call-join',
              error: joinRefused.cause,
              message: 'join refused',
              duration: 900,
              timestamp: iso(T0 + 900),
            },
          },
        },
        { kind: 'start-settled', request: 7, webCall: null },
      ],
      effects: [{ type: 'leave', call, stopRecording: false }],
    },
  },
  {
    name: 'a refusal the maker reads as for good (a 401 to POST /call/web) marks each failure event permanent',
    state: holding({ stage: 'web-call-creation' }),
    input: reported({ type: 'start-failed', error: refused, marks: { permanent: true }, at: T0 + 120, isMobile: false }),
    expected: {
      state: { opened: 1 },
      events: [
        {
          kind: 'event',
          event: {
            type: 'error',
            error: {
              type: 'web-call-creation-error',
              stage: 'web-call-creation',
              error: refused.cause,
              message: 'Provider API request failed with HTTP 401',
              duration: 120,
              timestamp: iso(T0 + 120),
              permanent: true,
            },
          },
        },
        {
          kind: 'event',
          event: {
            type: 'call-start-failed',
            stage: 'web-call-creation',
            totalDuration: 120,
            error: 'Provider API request failed with HTTP 401',
            errorStack: refused.cause instanceof Error ? refused.cause.stack : undefined,
            context: { hasAssistant: true, hasSquad: false, hasWorkflow: false, isMobile: false },
            permanent: true,
          },
        },
        {
          kind: 'event',
          event: {
            type: 'error',
            error: {
              type: 'start-method-error',
              stage: 'web-call-creation',
              error: refused.cause,
              message: 'Provider API request failed with HTTP 401',
              duration: 120,
              timestamp: iso(T0 + 120),
              permanent: true,
            },
          },
        },
        { kind: 'start-settled', request: 7, webCall: null },
      ],
      effects: [{ type: 'leave', call: undefined, stopRecording: false }],
    },
  },
  {
    name: 'a non-fatal stage failure is an error event and the start goes on',
    state: holding({ call }),
    input: reported({ type: 'stage-failed', failure: new StageFailure('audio-processing-setup', 'no krisp', 40), at: T0 + 2000 }),
    expected: {
      state: holding({ call }),
      events: [
        {
          kind: 'event',
          event: {
            type: 'error',
            error: {
              type: 'audio-processing-setup-error',
              stage: 'audio-processing-setup',
              error: 'no krisp',
              message: 'no krisp',
              duration: 40,
              timestamp: iso(T0 + 2000),
            },
          },
        },
      ],
      effects: [],
    },
  },
  {
    name: 'a reaction’s failure mid-start is charged to the stage under way, with the time since the start',
    state: holding({ stage: 'daily-call-join' }),
    input: reported({ type: 'failed', errorType: 'media-error', error: 'no track', at: T0 + 300 }),
    expected: {
      state: holding({ stage: 'daily-call-join' }),
      events: [
        {
          kind: 'event',
          event: {
            type: 'error',
            error: {
              type: 'media-error',
              stage: 'daily-call-join',
              error: 'no track',
              message: 'no track',
              duration: 300,
              timestamp: iso(T0 + 300),
            },
          },
        },
      ],
      effects: [],
    },
  },
];

const ejected = { errorMsg: 'Meeting has ended', error: { type: 'ejected', msg: 'Meeting has ended' } };
const dropped = { errorMsg: 'network gone', error: { type: 'connection-error', msg: 'network gone' } };
const voiceFailed = { type: 'status-update', status: 'ended', endedReason: 'pipeline-error-eleven-labs-voice-failed' };
const noCredits = { type: 'status-update', status: 'ended', endedReason: 'call.start.error-subscription-insufficient-credits' };
const deletedRoom = { errorMsg: 'The meeting was deleted', error: { type: 'no-room', msg: 'The meeting was deleted' } };
const inCallError = (type: CallErrorType, error: unknown, message: string, duration: number): CallOutput => ({
  kind: 'event',
  event: { type: 'error', error: { type, stage: 'in-call', error, message, duration, timestamp: iso(T0 + duration) } },
});

const inCallRows: Row[] = [
  {
    name: 'stop: call-end, the visitor’s status-update ended, then cleanup; the slot is free',
    state: connected(),
    input: { type: 'stop' },
    expected: {
      state: { opened: 1 },
      events: [callEnd, ended('customer-ended-call')],
      effects: [{ type: 'leave', call, stopRecording: false }],
    },
  },
  {
    name: 'stop during the start: the same, and start() answers null',
    state: holding(),
    input: { type: 'stop' },
    expected: {
      state: { opened: 1 },
      events: [callEnd, ended('customer-ended-call'), { kind: 'start-settled', request: 7, webCall: null }],
      effects: [{ type: 'leave', call: undefined, stopRecording: false }],
    },
  },
  { name: 'stop with no session does nothing', state: initialCallState, input: { type: 'stop' }, expected: nothing(initialCallState) },
  {
    name: 'a recording that was started is stopped by the cleanup',
    state: connected({ recording: true, recordingRequestedAt: T0 + 800 }),
    input: { type: 'stop' },
    expected: {
      state: { opened: 1 },
      events: [callEnd, ended('customer-ended-call')],
      effects: [{ type: 'leave', call, stopRecording: true }],
    },
  },
  {
    name: 'the assistant’s status-update ended is passed on and not said again at the end',
    state: connected(),
    input: reported({
      type: 'app-message',
      message: { type: 'status-update', status: 'ended', endedReason: 'assistant-ended-call' },
      at: T0 + 3000,
    }),
    expected: {
      state: connected({ endedStatusSeen: true }),
      events: [ended('assistant-ended-call')],
      effects: [],
    },
  },
  {
    name: 'a status-update ending the call for a provider failure is followed by an error that does not blame the visitor',
    state: connected(),
    input: reported({ type: 'app-message', message: voiceFailed, at: T0 + 4000 }),
    expected: {
      state: connected({ endedStatusSeen: true }),
      events: [
        { kind: 'event', event: { type: 'message', message: voiceFailed } },
        {
          kind: 'event',
          event: {
            type: 'error',
            error: {
              type: 'ended-by-failure',
              stage: 'in-call',
              error: voiceFailed,
              message: callConfig.endedByFailureMessages.failure,
              duration: 4000,
              timestamp: iso(T0 + 4000),
              endedReason: voiceFailed.endedReason,
            },
          },
        },
      ],
      effects: [],
    },
  },
  {
    name: 'one ending it because the demo cannot run as configured says the demo is unavailable, charged to the stage under way',
    state: holding({ stage: 'daily-call-join' }),
    input: reported({ type: 'app-message', message: noCredits, at: T0 + 700 }),
    expected: {
      state: holding({ stage: 'daily-call-join', endedStatusSeen: true }),
      events: [
        { kind: 'event', event: { type: 'message', message: noCredits } },
        {
          kind: 'event',
          event: {
            type: 'error',
            error: {
              type: 'ended-by-failure',
              stage: 'daily-call-join',
              error: noCredits,
              message: callConfig.endedByFailureMessages.unavailable,
              duration: 700,
              timestamp: iso(T0 + 700),
              endedReason: noCredits.endedReason,
              permanent: true,
            },
          },
        },
      ],
      effects: [],
    },
  },
  ...(
    [
      ['customer-did-not-give-microphone-permission', 'blocked'],
      ['call.in-progress.error-assistant-did-not-receive-customer-audio', 'silent'],
    ] as const
  ).map(([endedReason, microphone]) => {
    const message = { type: 'status-update', status: 'ended', endedReason } as const;
    return {
      name: `one ending it as ${endedReason} is the visitor's microphone (${microphone}), neither a failure of ours nor the demo unavailable`,
      state: connected(),
      input: reported({ type: 'app-message', message, at: T0 + 5000 }),
      expected: {
        state: connected({ endedStatusSeen: true }),
        events: [
          { kind: 'event', event: { type: 'message', message } },
          {
            kind: 'event',
            event: {
              type: 'error',
              error: {
                type: 'ended-by-failure',
                stage: 'in-call',
                error: message,
                message: callConfig.endedByFailureMessages.microphone,
                duration: 5000,
                timestamp: iso(T0 + 5000),
                endedReason,
                microphone,
              },
            },
          },
        ],
        effects: [],
      },
    } as const;
  }),
  {
    name: 'Daily’s no-room "deleted" after the start (a reconnect to the room the provider closed) is a normal end',
    state: connected(),
    input: reported({ type: 'fatal-error', event: deletedRoom, at: T0 + 2000 }),
    expected: {
      state: { opened: 1 },
      events: [inCallError('meeting-ended', deletedRoom, 'The meeting was deleted', 2000), callEnd, ended('meeting-ended')],
      effects: [{ type: 'leave', call, stopRecording: false }],
    },
  },
  {
    name: 'Daily ejecting a started call is the other side ending it: meeting-ended, then the leave sequence',
    state: connected(),
    input: reported({ type: 'fatal-error', event: ejected, at: T0 + 1600 }),
    expected: {
      state: { opened: 1 },
      events: [inCallError('meeting-ended', ejected, 'Meeting has ended', 1600), callEnd, ended('meeting-ended')],
      effects: [{ type: 'leave', call, stopRecording: false }],
    },
  },
  {
    name: 'any other fatal error of a started call is a daily-error, and the call ends with call-library-error',
    state: connected(),
    input: reported({ type: 'fatal-error', event: dropped, at: T0 + 50 }),
    expected: {
      state: { opened: 1 },
      events: [inCallError('daily-error', dropped, 'network gone', 50), callEnd, ended('call-library-error')],
      effects: [{ type: 'leave', call, stopRecording: false }],
    },
  },
  {
    name: 'a fatal error during the start is only an error event: the start fails on its own',
    state: holding({ stage: 'daily-call-join' }),
    input: reported({ type: 'fatal-error', event: dropped, at: T0 + 50 }),
    expected: {
      state: holding({ stage: 'daily-call-join' }),
      events: [
        {
          kind: 'event',
          event: {
            type: 'error',
            error: {
              type: 'daily-error',
              stage: 'daily-call-join',
              error: dropped,
              message: 'network gone',
              duration: 50,
              timestamp: iso(T0 + 50),
            },
          },
        },
      ],
      effects: [],
    },
  },
  {
    name: 'left-meeting runs the leave sequence',
    state: connected(),
    input: reported({ type: 'left-meeting' }),
    expected: {
      state: { opened: 1 },
      events: [callEnd, ended('customer-ended-call')],
      effects: [{ type: 'leave', call, stopRecording: false }],
    },
  },
  {
    name: 'the assistant’s video is shown and remembered',
    state: connected(),
    input: reported({ type: 'video-shown', participantId: 'p1', track: videoTrack }),
    expected: {
      state: connected({ videoParticipants: new Set(['p1']) }),
      events: [{ kind: 'event', event: { type: 'video', track: videoTrack } }],
      effects: [],
    },
  },
  {
    name: 'a participant with shown video leaves: its video goes',
    state: connected({ videoParticipants: new Set(['p1', 'p2']) }),
    input: reported({ type: 'participant-left', participantId: 'p1' }),
    expected: {
      state: connected({ videoParticipants: new Set(['p2']) }),
      events: [{ kind: 'event', event: { type: 'video', track: null } }],
      effects: [],
    },
  },
  {
    name: 'a participant without video leaves: nothing to say',
    state: connected(),
    input: reported({ type: 'participant-left', participantId: 'p9' }),
    expected: nothing(connected()),
  },
  {
    name: 'a fact from a session that has ended changes nothing',
    state: connected(),
    input: reported({ type: 'left-meeting' }, 0),
    expected: nothing(connected()),
  },
  {
    name: 'a fact with no session in the slot changes nothing',
    state: { opened: 3 },
    input: reported({ type: 'started', webCall: webCall(false), at: T0 }, 3),
    expected: nothing({ opened: 3 }),
  },
];

const intentRows: Row[] = [
  {
    name: 'typed words in a call are checked against the joined call first',
    state: connected(),
    input: { type: 'send-text', text: '  Hello there ' },
    expected: { state: connected(), events: [], effects: [{ type: 'check-joined', session: 1, call, words: 'Hello there' }] },
  },
  { name: 'blank typed words do nothing', state: connected(), input: { type: 'send-text', text: '   ' }, expected: nothing(connected()) },
  {
    name: 'typed words with no call object do nothing',
    state: holding(),
    input: { type: 'send-text', text: 'Hello' },
    expected: nothing(holding()),
  },
  {
    name: 'typed words the joined call takes: the visitor’s turn first, then the provider’s add-message',
    state: connected(),
    input: reported({ type: 'typed', words: 'Hello' }),
    expected: {
      state: connected(),
      events: [
        {
          kind: 'event',
          event: {
            type: 'message',
            message: { type: 'transcript', role: 'user', transcriptType: 'final', transcript: 'Hello', typed: true },
          },
        },
      ],
      effects: [
        {
          type: 'send-message',
          call,
          data: JSON.stringify({ type: 'add-message', message: { role: 'user', content: 'Hello' }, triggerResponseEnabled: true }),
        },
      ],
    },
  },
  {
    name: 'a client message goes to the call as JSON',
    state: connected(),
    input: { type: 'send', message: { type: 'end-call' } },
    expected: { state: connected(), events: [], effects: [{ type: 'send-message', call, data: '{"type":"end-call"}' }] },
  },
  {
    name: 'a client message with no call goes nowhere',
    state: initialCallState,
    input: { type: 'send', message: { type: 'end-call' } },
    expected: nothing(initialCallState),
  },
  {
    name: 'mute asks the call object to turn the microphone off, and the session remembers the visitor wants it off',
    state: connected(),
    input: { type: 'set-muted', muted: true },
    expected: { state: connected({ microphoneOn: false }), events: [], effects: [{ type: 'set-local-audio', call, on: false }] },
  },
  {
    name: 'unmuting a voice call only turns the microphone on',
    state: connected({ microphoneOn: false }),
    input: { type: 'set-muted', muted: false },
    expected: { state: connected(), events: [], effects: [{ type: 'set-local-audio', call, on: true }] },
  },
  {
    name: 'a typed call’s first "Talk instead": the microphone on, and cleaned (noise cancellation) once',
    state: connected({ microphoneOn: false, microphoneUsed: false }),
    input: { type: 'set-muted', muted: false },
    expected: {
      state: connected(),
      events: [],
      effects: [
        { type: 'set-local-audio', call, on: true },
        { type: 'clean-microphone', session: 1, call },
      ],
    },
  },
  {
    name: 'a typed call still starting: the microphone as asked, cleaned at a later "Talk instead" once connected',
    state: holding({ call, microphoneOn: false, microphoneUsed: false }),
    input: { type: 'set-muted', muted: false },
    expected: {
      state: holding({ call, microphoneOn: true, microphoneUsed: false }),
      events: [],
      effects: [{ type: 'set-local-audio', call, on: true }],
    },
  },
  {
    name: 'mute with no call still asks, so the answer comes back',
    state: initialCallState,
    input: { type: 'set-muted', muted: false },
    expected: { state: initialCallState, events: [], effects: [{ type: 'set-local-audio', call: undefined, on: true }] },
  },
  {
    name: 'the microphone chosen mid-call is switched to at once, and no copy of the choice is kept',
    state: connected(),
    input: { type: 'set-microphone', deviceId: 'usb-mic' },
    expected: {
      state: connected(),
      events: [],
      effects: [{ type: 'switch-microphone', call, deviceId: 'usb-mic' }],
    },
  },
  {
    name: 'the default microphone chosen mid-call switches nothing: the next call starts on what its start is given',
    state: connected({}),
    input: { type: 'set-microphone', deviceId: null },
    expected: nothing(connected()),
  },
  {
    name: 'a microphone chosen between calls changes nothing',
    state: initialCallState,
    input: { type: 'set-microphone', deviceId: 'usb-mic' },
    expected: nothing(initialCallState),
  },
  {
    name: 'resumeAudio with a session plays its refused players',
    state: connected(),
    input: { type: 'resume-audio', request: 3 },
    expected: { state: connected(), events: [], effects: [{ type: 'resume-playback', session: 1, request: 3, call }] },
  },
  {
    name: 'resumeAudio with nothing waiting to play answers at once',
    state: initialCallState,
    input: { type: 'resume-audio', request: 3 },
    expected: { state: initialCallState, events: [{ kind: 'resume-settled', request: 3, refused: false }], effects: [] },
  },
];

describe('reduceCall', () => {
  it.each([...startRows, ...failureRows, ...inCallRows, ...intentRows])('$name', ({ state, input, expected }) => {
    expect(reduceCall(state, input)).toEqual(expected);
  });

  it('a start without an assistant, squad or workflow: validation-error, call-start-failed, and start() answers null', () => {
    const next = reduceCall(initialCallState, { ...start, params: {} });
    expect(next.state).toBe(initialCallState);
    expect(next.effects).toEqual([]);
    expect(next.events).toMatchObject([
      {
        event: {
          type: 'error',
          error: { type: 'validation-error', stage: 'input-validation', message: missingDefinitionMessage, duration: 0 },
        },
      },
      {
        event: {
          type: 'call-start-failed',
          stage: 'input-validation',
          totalDuration: 0,
          context: { hasAssistant: false, isMobile: false },
        },
      },
      { kind: 'start-settled', request: 7, webCall: null },
    ]);
  });

  it('never changes the state it is given', () => {
    const before = connected({ videoParticipants: new Set(['p1']) });
    reduceCall(before, reported({ type: 'participant-left', participantId: 'p1' }));
    expect([...(before.session?.videoParticipants ?? [])]).toEqual(['p1']);
  });

  it('endedByOtherSide: an ejection once started, or anything after the ended status', () => {
    expect(endedByOtherSide(ejected, { phase: 'started', endedStatusSeen: false })).toBe(true);
    expect(endedByOtherSide(dropped, { phase: 'starting', endedStatusSeen: true })).toBe(true);
    expect(endedByOtherSide(ejected, { phase: 'starting', endedStatusSeen: false })).toBe(false);
  });
});
