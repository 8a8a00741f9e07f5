// What the voice-call client is given, and the same with every default filled in: its own module,
// so that the start sequence and its input take the resolved dependencies without importing the client.
import { asyncScheduler, type SchedulerLike } from 'rxjs';
import { createWebCall, type ProviderApiOptions, type WebCall, type WebCallCreate } from '../provider-api';
import { fieldOf } from '../shared';
import { speechConfig, type SpeechConfig } from '../speech';
import { createDomAudioOutput, type AudioOutput } from './audio-output';
import { callConfig, type CallConfig } from './call-config';
import { webCallBody, type AssistantVariables, type StartParams } from './start-input';
import type { CallError } from './call-events';
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

/** What a failed start's events carry for the demo: trying again will not help, or a limit, or try again in a minute. */
export type FailureMarks = Pick<CallError, 'permanent' | 'quota' | 'retryAfter' | 'busy'>;

/**
 * Where each call comes from when the site has a demo-call endpoint: the Worker makes it, and the
 * page never asks the provider itself. `create` rejects with the endpoint's refusal, which `marks`
 * reads: whose limit and when it lifts, busy for try again in a minute, permanent for not during
 * this visit; nothing for a failed challenge, a bad answer or no answer.
 */
export interface DemoCallSource {
  /** Fetches what a call needs ahead of the press (the challenge's script); never rejects. */
  preload(): void;
  /** `variables`: the assistant's variable values; the endpoint takes the church's name alone. */
  create(signal: AbortSignal, variables: AssistantVariables): Promise<EndpointCall>;
  marks(cause: unknown): FailureMarks;
}

/**
 * How a start makes its call, resolved from the CallMaker: the stage's name, the making, and what a
 * refusal of it says. The endpoint's refusals are read by its source (streams/demo-endpoint), so a
 * build without the endpoint carries none of that code.
 */
export interface StartMaker {
  readonly stage: 'web-call-creation' | 'demo-call';
  /** The page's POST /call/web is made from the start's params; the Worker makes its calls with its own body, sent only the variable values. */
  make(params: StartParams, signal: AbortSignal): Promise<{ readonly webCall: WebCall; readonly remainingToday?: number }>;
  marks(cause: unknown): FailureMarks;
  preload(): void;
}

/** The provider refused the web call for good: a bad request, a refused key or origin, no credits, no such assistant. */
const permanentStatuses: ReadonlySet<unknown> = new Set([400, 401, 402, 403, 404]);

/** POST /call/web made by the page; trying again will not mend a refusal with one of those statuses. */
export function webCallMaker(create: CreateWebCall): StartMaker {
  return {
    stage: 'web-call-creation',
    make: (params, signal) => create(webCallBody(params), signal).then((webCall) => ({ webCall })),
    marks: (cause) => (permanentStatuses.has(fieldOf(cause, 'status')) ? { permanent: true } : {}),
    preload: () => undefined,
  };
}

/** The Worker's call: of the start's params, only the variable values are sent, for the Worker to check. */
function demoCallMaker(source: DemoCallSource): StartMaker {
  return {
    stage: 'demo-call',
    make: (params, signal) => source.create(signal, params.variableValues ?? {}),
    marks: (cause) => source.marks(cause),
    preload: () => source.preload(),
  };
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
  /** The call's maker: `web-call-creation` with the page's POST /call/web, `demo-call` with the Worker's endpoint. */
  maker: StartMaker;
};

const mobileAgent = /android|iphone|ipad|ipod|iemobile|blackberry|bada/i;

export function isMobileUserAgent(): boolean {
  return typeof navigator !== 'undefined' && mobileAgent.test(navigator.userAgent);
}

export function resolveDeps(deps: VoiceCallDeps): ResolvedDeps {
  const { isMobile = isMobileUserAgent } = deps;
  return {
    maker: deps.demoCall ? demoCallMaker(deps.demoCall) : webCallMaker(deps.createWebCall),
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
