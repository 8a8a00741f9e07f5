import { asyncScheduler, type SchedulerLike } from 'rxjs';
import { speechConfig, type SpeechConfig } from '../speech';
import { createDomAudioOutput, type AudioOutput } from './audio-output';
import { callConfig, type CallConfig } from './call-config';
import type { CallObjectFactory } from './call-object';
import { dailyCallObjectFactory } from './daily-call-object';
import type { CallObjectPreferences } from './safe-call-options';
import type { Logger } from './session';
import type { CreateWebCall } from './web-call';

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

/** isMobile for reports: a throwing detector counts as not mobile. */
export function safeIsMobile(deps: Pick<ResolvedDeps, 'isMobile'>): boolean {
  try {
    return deps.isMobile();
  } catch {
    return false;
  }
}
