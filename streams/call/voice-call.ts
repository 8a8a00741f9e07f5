import { Subject, asyncScheduler, type SchedulerLike } from 'rxjs';
import { speechConfig, type SpeechConfig } from '../speech';
import { createDomAudioOutput, type AudioOutput } from './audio-output';
import { callConfig, type CallConfig } from './call-config';
import { isFatalCallError, type CallError, type CallEvent } from './call-events';
import { dailyCallObjectFactory, type CallObjectFactory, type CallObjectPreferences } from './call-object';
import { callViews, type CallViews } from './call-views';
import { endSession } from './leaving';
import type { ClientMessage, EndedReason } from './messages';
import { createSessionSlot, type CallSession, type Logger } from './session';
import { mayStart, startSession } from './start-sequence';
import type { CreateWebCall, StartParams, WebCall } from './web-call';

export interface VoiceCall extends CallViews {
  /** Starts a call; resolves with the web call, or null if it did not start (see events$). Never rejects. */
  start(params: StartParams): Promise<WebCall | null>;
  /** Leaves (or abandons a start): call-end, status-update ended once, clean up. */
  stop(): void;
  say(message: string, endCallAfterSpoken?: boolean, interruptionsEnabled?: boolean, interruptAssistantEnabled?: boolean): void;
  send(message: ClientMessage): void;
  setMuted(muted: boolean): void;
  isMuted(): boolean;
  /** Whether an `error` event ends the call (the demo resets on these only). */
  isFatalError(error: CallError): boolean;
  /** Fetches the call library early (hover/focus of the demo button). Never rejects. */
  preload(): Promise<void>;
}

export interface VoiceCallDeps {
  /** POST /call/web (the provider REST client, or the simulated one). */
  createWebCall: CreateWebCall;
  /** Default: real @daily-co/daily-js through a dynamic import. */
  callObjectFactory?: CallObjectFactory;
  /** Default: asyncScheduler. */
  scheduler?: SchedulerLike;
  /** Default: a mobile user agent. */
  isMobile?: boolean | (() => boolean);
  /** Default: `<audio>` elements in `document.body`. */
  audioOutput?: AudioOutput;
  callObject?: CallObjectPreferences;
  config?: CallConfig;
  speech?: SpeechConfig;
  log?: Logger;
}

export type ResolvedDeps = Required<Omit<VoiceCallDeps, 'isMobile'>> & { isMobile: () => boolean };

const mobileAgent = /android|iphone|ipad|ipod|iemobile|blackberry|bada/i;

export function isMobileUserAgent(): boolean {
  return typeof navigator !== 'undefined' && mobileAgent.test(navigator.userAgent);
}

function resolveDeps(deps: VoiceCallDeps): ResolvedDeps {
  const { isMobile = isMobileUserAgent } = deps;
  return {
    createWebCall: deps.createWebCall,
    callObjectFactory: deps.callObjectFactory ?? dailyCallObjectFactory,
    scheduler: deps.scheduler ?? asyncScheduler,
    isMobile: typeof isMobile === 'boolean' ? () => isMobile : isMobile,
    audioOutput: deps.audioOutput ?? createDomAudioOutput(),
    callObject: deps.callObject ?? {},
    config: deps.config ?? callConfig,
    speech: deps.speech ?? speechConfig,
    log: deps.log ?? console,
  };
}

/** The voice-call client over @daily-co/daily-js (or any CallObjectFactory). */
export function createVoiceCall(input: VoiceCallDeps): VoiceCall {
  const deps = resolveDeps(input);
  const events = new Subject<CallEvent>();
  const emit = (event: CallEvent): void => events.next(event);
  const slot = createSessionSlot();
  const mutedAsked = new Subject<void>();

  const end = (session: CallSession, reason?: EndedReason): void => {
    slot.release(session);
    endSession(session, { output: deps.audioOutput, log: deps.log, emit }, reason);
  };
  const call = () => slot.current()?.state().call;
  const send = (message: ClientMessage): void => void call()?.sendAppMessage(JSON.stringify(message));
  const isMuted = (): boolean => call()?.localAudio() === false;

  return {
    ...callViews(events.asObservable(), mutedAsked, isMuted),
    start: (params) => {
      if (!mayStart(params, slot.current() !== undefined, deps, emit)) return Promise.resolve(null);
      const session = slot.open();
      return startSession(params, session, deps, { emit, end: (reason) => end(session, reason), release: () => slot.release(session) });
    },
    stop: () => {
      const session = slot.current();
      if (session) end(session);
    },
    say: (message, endCallAfterSpoken, interruptionsEnabled, interruptAssistantEnabled) =>
      send({ type: 'say', message, endCallAfterSpoken, interruptionsEnabled: interruptionsEnabled ?? false, interruptAssistantEnabled: interruptAssistantEnabled ?? false }),
    send,
    setMuted: (muted) => {
      call()?.setLocalAudio(!muted);
      mutedAsked.next();
    },
    isMuted,
    isFatalError: isFatalCallError,
    preload: () => deps.callObjectFactory.load().catch((error: unknown) => deps.log.warn('Preloading the call library failed:', error)),
  };
}
