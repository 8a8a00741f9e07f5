// What the voice-call client is given, and the same with every default filled in: its own module,
// so that the start sequence and its input take the resolved dependencies without importing the client.
import { asyncScheduler, type SchedulerLike } from 'rxjs';
import { createWebCall, type ProviderApiOptions, type WebCall, type WebCallCreate } from '../provider-api';
import { speechConfig, type SpeechConfig } from '../speech';
import { createDomAudioOutput, type AudioOutput } from './audio-output';
import { callConfig, type CallConfig } from './call-config';
import { dailyCallObjectFactory, type CallObjectFactory, type CallObjectPreferences } from './call-object';
import { browserScreenWake, type ScreenWake } from './wake-lock';

export type Logger = Pick<Console, 'log' | 'warn' | 'error'>;

/** POST /call/web, made by the page with the provider's public key. */
export type CreateWebCall = (body: WebCallCreate, signal: AbortSignal) => Promise<WebCall>;

/**
 * POST /call/web through the provider REST client. Imported statically here so the
 * demo's chunk takes only this call, not the rest of the generated client.
 */
export function providerWebCall(options: ProviderApiOptions): CreateWebCall {
  return (body, signal) => createWebCall(options, body, signal);
}

/** A call the Worker made with the provider (its answer to POST /api/demo-call). */
export interface EndpointCall {
  /** Only what the client reads: the id, the room, the recording flag and the voice's vendor. */
  readonly webCall: WebCall;
  /** Demo calls this visitor has left today, this one counted. */
  readonly remainingToday: number;
}

/**
 * Where each call comes from when the site has a demo-call endpoint: the Worker makes it, and the
 * page never asks the provider itself. `create` rejects with the endpoint's refusal: an error with
 * `quota` (and `retryAfter`) for a limit, `busy` for try again in a minute, `permanent` for not
 * during this visit; any other for a failed challenge, a bad answer or no answer.
 */
export interface DemoCallSource {
  /** Fetches what a call needs ahead of the press (the challenge's script); never rejects. */
  preload(): void;
  create(signal: AbortSignal): Promise<EndpointCall>;
}

/**
 * Where each call comes from: POST /call/web made by the page (the provider REST client with the
 * public key, or the simulated one), or the Worker's demo-call endpoint. One of the two, never both.
 */
export type CallMaker =
  | { readonly createWebCall: CreateWebCall; readonly demoCall?: never }
  | { readonly demoCall: DemoCallSource; readonly createWebCall?: never };

export type VoiceCallDeps = CallMaker & VoiceCallOptions;

export interface VoiceCallOptions {
  /** Default: real @daily-co/daily-js through a dynamic import. */
  callObjectFactory?: CallObjectFactory;
  /** Default: asyncScheduler. */
  scheduler?: SchedulerLike;
  /** Default: a mobile user agent. */
  isMobile?: boolean | (() => boolean);
  /** Default: `<audio>` elements in `document.body`. */
  audioOutput?: AudioOutput;
  callObject?: CallObjectPreferences;
  /** `sessionStorage`, or undefined where there is none: the assistant's volume and phone sound are kept for the visit. */
  storage?: Storage;
  config?: CallConfig;
  speech?: SpeechConfig;
  log?: Logger;
  /** The screen's wake lock while connected. Default: `navigator.wakeLock` and the document's visibility. */
  screen?: ScreenWake;
}

export type ResolvedDeps = Required<Omit<VoiceCallOptions, 'isMobile' | 'storage'>> & {
  isMobile: () => boolean;
  /** The call's maker: `web-call-creation` with the first, the `demo-call` stage with the second. */
  maker: { readonly kind: 'web-call'; readonly create: CreateWebCall } | { readonly kind: 'demo-call'; readonly source: DemoCallSource };
};

const mobileAgent = /android|iphone|ipad|ipod|iemobile|blackberry|bada/i;

export function isMobileUserAgent(): boolean {
  return typeof navigator !== 'undefined' && mobileAgent.test(navigator.userAgent);
}

export function resolveDeps(deps: VoiceCallDeps): ResolvedDeps {
  const { isMobile = isMobileUserAgent } = deps;
  return {
    maker: deps.demoCall ? { kind: 'demo-call', source: deps.demoCall } : { kind: 'web-call', create: deps.createWebCall },
    callObjectFactory: deps.callObjectFactory ?? dailyCallObjectFactory,
    scheduler: deps.scheduler ?? asyncScheduler,
    isMobile: typeof isMobile === 'boolean' ? () => isMobile : isMobile,
    audioOutput: deps.audioOutput ?? createDomAudioOutput(),
    callObject: deps.callObject ?? {},
    config: deps.config ?? callConfig,
    speech: deps.speech ?? speechConfig,
    log: deps.log ?? console,
    screen: deps.screen ?? browserScreenWake(),
  };
}
