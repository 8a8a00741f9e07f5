import { catchError, defer, mergeMap, of, type ObservableInput, type OperatorFunction, type SchedulerLike } from 'rxjs';
import { step } from '../shared';
import type { CallError, CallErrorType } from './call-events';
import type { CallConfig } from './call-config';
import type { FatalErrorEvent } from './call-object';
import { sessionError } from './call-errors';
import { event, leave, withSession, type CallState, type CallStep, type SessionFact, type SessionState } from './call-state';
import { MICROPHONE_REFUSED, classifyEndedReason, isFailedEnd } from './ended-reasons';
import { addUserMessage, isCallEndedMessage, typedTranscript, type AppMessage } from './messages';

// The facts of a running call, and what the call machine does with each: its events, messages, video, errors and end.
// A reaction that fails (in-call.ts, assistant-playback.ts) is one more fact the machine charges to the call, never an
// error that would end the call object's listener.

interface Clock {
  readonly scheduler: SchedulerLike;
}

/**
 * Runs a reaction per source value; a failing reaction is reported as a typed error
 * and the source (the Daily listener) lives on.
 */
export function safely<T>(
  reaction: (value: T) => ObservableInput<SessionFact>,
  errorType: CallErrorType,
  ctx: Clock,
): OperatorFunction<T, SessionFact> {
  return mergeMap((value: T) => defer(() => reaction(value)).pipe(catchError((error: unknown) => of(failed(ctx, errorType, error)))));
}

export function failed(ctx: Clock, errorType: CallErrorType, error: unknown): SessionFact {
  return { type: 'failed', errorType, error, at: ctx.scheduler.now() };
}

/** The facts of the in-call reactions and of typing. */
type InCallFact = Exclude<SessionFact, { type: StartFact }>;
type StartFact =
  'progress' | 'web-call-created' | 'call-object-created' | 'recording-requested' | 'started' | 'stage-failed' | 'start-failed';

export function reduceInCallFact(state: CallState, session: SessionState, fact: InCallFact, config: CallConfig): CallStep {
  switch (fact.type) {
    case 'event':
      // A microphone that could not be opened (a typed call's first "Talk instead", refused) is off, as muted$ then says.
      if (fact.event.type === 'camera-error' && session.microphoneOn) {
        return withSession(
          state,
          { ...session, microphoneOn: false },
          [event(fact.event)],
          [{ type: 'set-local-audio', call: session.call, on: false }],
        );
      }
      return step(state, [event(fact.event)]);
    case 'failed':
      return step(state, [event(sessionError(session, fact.errorType, fact.error, fact.at))]);
    case 'app-message':
      return appMessage(state, session, fact.message, fact.at, config);
    case 'video-shown':
      return withSession(state, { ...session, videoParticipants: withVideo(session.videoParticipants, fact.participantId, true) }, [
        event({ type: 'video', track: fact.track }),
      ]);
    case 'participant-left':
      if (!session.videoParticipants.has(fact.participantId)) return step(state);
      return withSession(state, { ...session, videoParticipants: withVideo(session.videoParticipants, fact.participantId, false) }, [
        event({ type: 'video', track: null }),
      ]);
    case 'fatal-error':
      return fatalError(state, session, fact.event, fact.at);
    case 'left-meeting':
      return leave(state, session);
    case 'typed':
      return step(
        state,
        [event({ type: 'message', message: typedTranscript(fact.words) })],
        session.call ? [{ type: 'send-message', call: session.call, data: JSON.stringify(addUserMessage(fact.words)) }] : [],
      );
  }
}

/**
 * An app message goes out as it is. A status-update `ended` is noted (the leave sequence does not
 * say it again); one that ends the call for a failure is followed by an `ended-by-failure` error.
 */
function appMessage(state: CallState, session: SessionState, message: AppMessage, at: number, config: CallConfig): CallStep {
  if (!isCallEndedMessage(message)) return step(state, [event({ type: 'message', message })]);
  const reason = (message as { readonly endedReason?: string }).endedReason;
  const outputs = [event({ type: 'message', message })];
  if (isFailedEnd(reason)) {
    const reasonClass = classifyEndedReason(reason ?? '');
    const unavailable = reasonClass === 'unavailable';
    const failed = sessionError(
      session,
      'ended-by-failure',
      message,
      at,
      reasonClass === 'microphone'
        ? config.endedByFailureMessages.microphone
        : config.endedByFailureMessages[unavailable ? 'unavailable' : 'failure'],
    );
    const marks: Partial<CallError> = {
      ...(reason === undefined ? {} : { endedReason: reason }),
      ...(unavailable
        ? { permanent: true }
        : reasonClass === 'microphone'
          ? { microphone: reason === MICROPHONE_REFUSED ? 'blocked' : 'silent' }
          : {}),
    };
    outputs.push(event(failed.type === 'error' ? { ...failed, error: { ...failed.error, ...marks } } : failed));
  }
  return withSession(state, { ...session, endedStatusSeen: true }, outputs);
}

/**
 * Daily's fatal `error`: a typed error event; once started, the call is over. The other side
 * ending it is `meeting-ended` and ends the call as a normal end; anything else is `daily-error`.
 */
function fatalError(state: CallState, session: SessionState, fatal: FatalErrorEvent, at: number): CallStep {
  const normalEnd = endedByOtherSide(fatal, session);
  const error = event(sessionError(session, normalEnd ? 'meeting-ended' : 'daily-error', fatal, at));
  if (session.phase !== 'started') return step(state, [error]);
  const ended = leave(state, session, normalEnd ? 'meeting-ended' : 'call-library-error');
  return step(ended.state, [error, ...ended.events], ended.effects);
}

/**
 * Whether Daily's fatal error is the other side ending the call: the provider deletes the room
 * when its assistant hangs up (Daily's `ejected`, "Meeting has ended"), or the assistant had
 * already said the call `ended`. Before the start is through, an ejection is a failed start.
 */
export function endedByOtherSide(fatal: FatalErrorEvent, state: Pick<SessionState, 'phase' | 'endedStatusSeen'>): boolean {
  return state.endedStatusSeen || (state.phase === 'started' && (fatal.error?.type === 'ejected' || isDeletedRoom(fatal)));
}

/** A reconnect to the room the provider has deleted: daily-js itself counts `no-room` "deleted" as expected. */
function isDeletedRoom(fatal: FatalErrorEvent): boolean {
  return fatal.error?.type === 'no-room' && typeof fatal.error.msg === 'string' && fatal.error.msg.includes('deleted');
}

function withVideo(participants: ReadonlySet<string>, id: string, shown: boolean): ReadonlySet<string> {
  const next = new Set(participants);
  if (shown) next.add(id);
  else next.delete(id);
  return next;
}
