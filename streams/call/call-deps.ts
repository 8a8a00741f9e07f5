// What the voice-call client is given, and the same with every default filled in: its own module,
// so that the start sequence and its input take the resolved dependencies without importing the client.
import { asyncScheduler, type SchedulerLike } from 'rxjs';
import { createWebCall, type ProviderApiOptions, type WebCall, type WebCallCreate } from '../provider-api';
import { speechConfig, type SpeechConfig } from '../speech';
import { createDomAudioOutput, type AudioOutput } from './audio-output';
import { callConfig, type CallConfig } from './call-config';
import { dailyCallObjectFactory, type CallObjectFactory, type CallObjectPreferences } from './call-object';

export type Logger = Pick<Console, 'log' | 'warn' | 'error'>;

export type CreateWebCall = (body: WebCallCreate, signal: AbortSignal) => Promise<WebCall>;

/**
 * POST /call/web through the provider REST client. Imported statically here so the
 * demo's chunk takes only this call, not the rest of the generated client.
 */
export function providerWebCall(options: ProviderApiOptions): CreateWebCall {
  return (body, signal) => createWebCall(options, body, signal);
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

export function resolveDeps(deps: VoiceCallDeps): ResolvedDeps {
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
