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

/** POST /call/web; `bearer`, when given, is this call's token in place of the client's own (a demo token). */
export type CreateWebCall = (body: WebCallCreate, signal: AbortSignal, bearer?: string) => Promise<WebCall>;

/**
 * POST /call/web through the provider REST client. Imported statically here so the
 * demo's chunk takes only this call, not the rest of the generated client.
 */
export function providerWebCall(options: ProviderApiOptions): CreateWebCall {
  return (body, signal, bearer) => createWebCall(bearer === undefined ? options : { ...options, token: bearer }, body, signal);
}

/** A short-lived bearer for one call, from the demo-token endpoint (the Worker's answer). */
export interface DemoToken {
  /** The provider's JWT, restricted to the site's origin and the demo assistant. */
  readonly token: string;
  /** ISO 8601. */
  readonly expiresAt: string;
  /** Demo calls this visitor has left today, this one counted. */
  readonly remainingToday: number;
}

/**
 * Where each call's token comes from when the site has a demo-token endpoint. `get` rejects with
 * the endpoint's refusal: an error with `quota: 'visitor' | 'site'` for a daily limit, any other
 * for a failed challenge, a bad answer or no answer.
 */
export interface DemoTokenSource {
  /** Fetches what a token needs ahead of the press (the challenge's script); never rejects. */
  preload(): void;
  get(signal: AbortSignal): Promise<DemoToken>;
}

export interface VoiceCallDeps {
  /** POST /call/web (the provider REST client, or the simulated one). */
  createWebCall: CreateWebCall;
  /** Each call's bearer, when the site has a demo-token endpoint: the `demo-token` stage asks it. Default: none. */
  demoToken?: DemoTokenSource;
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

export type ResolvedDeps = Required<Omit<VoiceCallDeps, 'isMobile' | 'demoToken' | 'storage'>> & {
  isMobile: () => boolean;
  demoToken: DemoTokenSource | null;
};

const mobileAgent = /android|iphone|ipad|ipod|iemobile|blackberry|bada/i;

export function isMobileUserAgent(): boolean {
  return typeof navigator !== 'undefined' && mobileAgent.test(navigator.userAgent);
}

export function resolveDeps(deps: VoiceCallDeps): ResolvedDeps {
  const { isMobile = isMobileUserAgent } = deps;
  return {
    createWebCall: deps.createWebCall,
    demoToken: deps.demoToken ?? null,
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
