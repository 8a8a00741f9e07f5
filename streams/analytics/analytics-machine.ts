import type { CallSignal, MicrophoneProblem } from '../call';
import type { DemoStatus } from '../demo';
import type { SAMPLE_IDS } from '../samples';
import { step, type Step } from '../shared';
import {
  FAILED_STAGES,
  asDirective,
  asReason,
  type AnalyticsEvent,
  type ContactFailure,
  type FailedStage,
  type Reason,
  type YesNo,
} from './analytics-events';

/** A sample call's name. */
type SampleId = (typeof SAMPLE_IDS)[number];

// The events of one visit, pure: what the page's streams say in, the analytics events out. Each
// demo attempt ends in one `Demo Failed` or one `Demo Ended`, never both.

export type AnalyticsInput =
  /** The demo's view: `connecting` from idle is a start. `at`: the scheduler's clock, in ms. */
  | { readonly type: 'demo'; readonly status: DemoStatus; readonly typing: boolean; readonly at: number }
  /** What a call's event means (streams/call's signals). */
  | { readonly type: 'call'; readonly signal: CallSignal; readonly at: number }
  | { readonly type: 'sound-check-opened' }
  /** The stars the visitor gave the demo. */
  | { readonly type: 'rated'; readonly stars: number }
  /** A sample call begun, by its name. */
  | { readonly type: 'sample-started'; readonly sample: SampleId }
  | { readonly type: 'contact-settled'; readonly outcome: 'sent' | ContactFailure }
  | { readonly type: 'csp-violation'; readonly directive: string };

type Attempt =
  | { readonly phase: 'none' }
  | { readonly phase: 'starting'; readonly typing: boolean; readonly pressedAt: number; readonly reason?: Reason }
  | { readonly phase: 'connected'; readonly typing: boolean; readonly connectedAt: number; readonly reason?: Reason }
  /** The call ended; its reason (the client's status-update) may follow the `call-end`. */
  | { readonly phase: 'ending'; readonly seconds: number; readonly reason?: Reason };

export interface AnalyticsState {
  readonly demoStatus: DemoStatus;
  readonly attempt: Attempt;
  /** The directives already reported: each once a visit, so a blocked report cannot report itself forever. */
  readonly directives: readonly string[];
}

export const INITIAL_ANALYTICS_STATE: AnalyticsState = { demoStatus: 'idle', attempt: { phase: 'none' }, directives: [] };

export type AnalyticsStep = Step<AnalyticsState, AnalyticsEvent, never>;

const NONE: Attempt = { phase: 'none' };
const MAX_DIRECTIVES = 10;

export function reduceAnalytics(state: AnalyticsState, input: AnalyticsInput): AnalyticsStep {
  switch (input.type) {
    case 'demo':
      return reduceDemoView(state, input);
    case 'call':
      return withAttempt(state, reduceCall(state.attempt, input));
    case 'sound-check-opened':
      return step(state, [{ name: 'Sound Check' }]);
    case 'rated':
      return step(state, Number.isInteger(input.stars) && input.stars >= 1 && input.stars <= 5 ? [ratedEvent(input.stars)] : []);
    case 'sample-started':
      return step(state, [{ name: 'Sample Call', props: { name: input.sample } }]);
    case 'contact-settled':
      return step(state, [
        input.outcome === 'sent' ? { name: 'Contact Sent' } : { name: 'Contact Failed', props: { kind: input.outcome } },
      ]);
    case 'csp-violation':
      return reduceViolation(state, input.directive);
  }
}

function ratedEvent(stars: number): AnalyticsEvent {
  return { name: 'Demo Rating', props: { stars } };
}

function reduceDemoView(state: AnalyticsState, input: Extract<AnalyticsInput, { type: 'demo' }>): AnalyticsStep {
  const next = { ...state, demoStatus: input.status };
  if (state.demoStatus !== 'idle' || input.status !== 'connecting') return step(next);
  const attempt: Attempt = { phase: 'starting', typing: input.typing, pressedAt: input.at };
  return step({ ...next, attempt }, [{ name: 'Demo Start', props: { mode: input.typing ? 'typed' : 'voice' } }]);
}

function reduceViolation(state: AnalyticsState, value: string): AnalyticsStep {
  const directive = asDirective(value);
  if (!directive || state.directives.includes(directive) || state.directives.length >= MAX_DIRECTIVES) return step(state);
  return step({ ...state, directives: [...state.directives, directive] }, [{ name: 'CSP Violation', props: { directive } }]);
}

interface AttemptStep {
  readonly attempt: Attempt;
  readonly events?: readonly AnalyticsEvent[];
}

function withAttempt(state: AnalyticsState, next: AttemptStep): AnalyticsStep {
  return step({ ...state, attempt: next.attempt }, next.events ?? []);
}

function reduceCall(attempt: Attempt, input: Extract<AnalyticsInput, { type: 'call' }>): AttemptStep {
  if (attempt.phase === 'none') return { attempt };
  const { signal, at } = input;
  switch (signal.type) {
    case 'started':
      return attempt.phase === 'starting' ? connected(attempt, at) : { attempt };
    case 'ended-reason':
      return endedMessage(attempt, asReason(signal.reason) ?? ('unknown' as Reason));
    case 'failed':
      return errorEvent(attempt, signal);
    case 'microphone-failed':
      return cameraError(attempt, signal.problem);
    case 'ended':
      return callEnd(attempt, at);
    default:
      return { attempt };
  }
}

function connected(attempt: Extract<Attempt, { phase: 'starting' }>, at: number): AttemptStep {
  const ms = Math.max(0, Math.round(at - attempt.pressedAt));
  return {
    attempt: { phase: 'connected', typing: attempt.typing, connectedAt: at, ...(attempt.reason ? { reason: attempt.reason } : {}) },
    events: [{ name: 'Demo Connected', props: { ms } }],
  };
}

/** A status-update `ended` names the reason; once the call has ended, it completes `Demo Ended`. */
function endedMessage(attempt: Attempt, reason: Reason | undefined): AttemptStep {
  if (reason === undefined || attempt.phase === 'none') return { attempt };
  if (attempt.phase === 'ending') return { attempt: NONE, events: [demoEnded(reason, attempt.seconds)] };
  return { attempt: { ...attempt, reason } };
}

function callEnd(attempt: Attempt, at: number): AttemptStep {
  // Before it connected, the demo gave up waiting (its timeout stops the call); nothing else ends a start.
  if (attempt.phase === 'starting') return failed('connecting', 'timed-out' as Reason, 'false');
  if (attempt.phase !== 'connected') return { attempt };
  const seconds = Math.max(0, Math.round((at - attempt.connectedAt) / 1000));
  if (attempt.reason) return { attempt: NONE, events: [demoEnded(attempt.reason, seconds)] };
  return { attempt: { phase: 'ending', seconds } };
}

function demoEnded(reason: Reason, seconds: number): AnalyticsEvent {
  return { name: 'Demo Ended', props: { by: endedByVisitor(reason) ? 'visitor' : 'assistant', reason, seconds } };
}

/** The provider's reasons for the caller's own end; the client says `customer-ended-call` when the visitor leaves. */
function endedByVisitor(reason: Reason): boolean {
  return reason.startsWith('customer-') || reason === 'manually-canceled';
}

/**
 * A fatal error (the other side ending the call is none: streams/call signals no failure for it)
 * fails the attempt, with the provider's ended reason when the assistant ended it for a failure,
 * else the client's error type. Never the error's message: it may carry what the visitor said.
 */
function errorEvent(attempt: Attempt, failure: Extract<CallSignal, { type: 'failed' }>): AttemptStep {
  const type = asReason(failure.kind);
  if (type === undefined || attempt.phase === 'ending' || attempt.phase === 'none') return { attempt };
  const failedStage: FailedStage = isFailedStage(failure.stage) ? failure.stage : 'in-call';
  const ended = failure.endedReason === undefined ? undefined : (asReason(failure.endedReason) ?? ('unknown' as Reason));
  const reason = type === 'ended-by-failure' ? (ended ?? attempt.reason ?? type) : type;
  // The client marks what trying again will not mend (a refused key, no credits, an unavailable assistant).
  const permanent = failedStage === 'input-validation' || failure.refusal?.kind === 'permanent';
  return failed(failedStage, reason, permanent ? 'true' : 'false');
}

/** The visitor's microphone failed a voice call (a typed call never needs it); the demo ends it. */
function cameraError(attempt: Attempt, problem: MicrophoneProblem): AttemptStep {
  if ((attempt.phase !== 'starting' && attempt.phase !== 'connected') || attempt.typing) return { attempt };
  return failed('microphone', problem as Reason, problem === 'blocked' ? 'true' : 'false');
}

function failed(stage: FailedStage, reason: Reason, permanent: YesNo): AttemptStep {
  return { attempt: NONE, events: [{ name: 'Demo Failed', props: { stage, reason, permanent } }] };
}

/** The stages a client error names (its start stages, its input check, the running call). */
const STAGES: ReadonlySet<string> = new Set<string>(FAILED_STAGES.filter((stage) => stage !== 'connecting' && stage !== 'microphone'));

function isFailedStage(value: unknown): value is FailedStage {
  return typeof value === 'string' && STAGES.has(value);
}
