import { EMPTY, asyncScheduler, fromEvent, map } from 'rxjs';
import type { FetchLike } from '../contact';
import { tryGetStorage } from '../shared';
import { browserSpeechRecognition, createRecognisedWords, NO_RECOGNISED_WORDS, type RecognisedWords } from '../speech';
import { browserVoiceCall, loadSimulator, prerenderVoiceCall, type VoiceCallConfig } from './lazy-voice-call';
import { pageViolation$ } from './page-violations';
import type { SiteAnalytics, SiteDeps } from './site-streams';

// The two environments the site's code builds its streams in besides the tests: a visitor's
// browser, and the prerender at build time. Keyed or simulated is decided once, by the build's
// configuration (config/site-config.ts), compiled in as a literal.

/** What the streams need of the build's configuration. */
export interface SiteStreamsConfig extends VoiceCallConfig {
  readonly contactEmail: string;
  /** The reply time the contact form's sent toast promises (VITE_REPLY_WITHIN); null: none. */
  readonly replyWithin: string | null;
  /** Plausible's site domain and API origin; null: nothing is counted. */
  readonly analytics: { readonly domain: string; readonly apiHost: string } | null;
}

const SIMULATED_ASSISTANT = 'simulated-assistant';
/** Where the Worker makes the call, its DEMO_ASSISTANT_ID names the assistant: the start's input needs a name, and none leaves the page. */
const WORKERS_ASSISTANT = 'demo-call-endpoint';

const assistantOf = (config: SiteStreamsConfig): string =>
  config.provider?.assistantId ?? (config.demoCall ? WORKERS_ASSISTANT : SIMULATED_ASSISTANT);

// Looked up per call: window.fetch must not be called with a foreign `this`.
const networkFetch: FetchLike = (url, init) => globalThis.fetch(url, init);

function contactFetch(config: SiteStreamsConfig, recognisedWords: RecognisedWords): FetchLike {
  if (__SITE_KEYED__ || config.contactSends) return networkFetch;
  return (url, init) => loadSimulator(config, recognisedWords).then((simulator) => simulator.contactFetch(url, init));
}

function browserAnalytics(target: NonNullable<SiteStreamsConfig['analytics']>): SiteAnalytics {
  return {
    target,
    location: window.location,
    fetch: networkFetch,
    cspViolations$: pageViolation$(window).pipe(map((event) => event.effectiveDirective)),
    ...(import.meta.env.DEV ? { warn: (message: string, error: unknown) => console.warn(message, error) } : {}),
  };
}

/**
 * The visitor's choice of spoken words, kept for the visit. Made before the other deps, in a task of
 * its own (src/main.tsx): its subscription for good is the visit's first, which runs much of RxJS's code for the first time.
 */
export function browserRecognisedWords(): RecognisedWords {
  // Only the simulated assistant needs the browser to transcribe; the provider transcribes a keyed call.
  if (__SITE_KEYED__) return NO_RECOGNISED_WORDS;
  return createRecognisedWords(
    browserSpeechRecognition(window),
    tryGetStorage(() => window.sessionStorage),
  );
}

export function browserSiteDeps(config: SiteStreamsConfig, recognisedWords: RecognisedWords = browserRecognisedWords()): SiteDeps {
  const session = tryGetStorage(() => window.sessionStorage);
  return {
    voiceCall: browserVoiceCall(config, recognisedWords, session),
    assistant: assistantOf(config),
    simulated: !__SITE_KEYED__,
    scheduler: asyncScheduler,
    storage: { local: tryGetStorage(() => window.localStorage), session },
    contact: {
      fetch: contactFetch(config, recognisedWords),
      endpoint: config.contactEndpoint,
      email: config.contactEmail,
      replyWithin: config.replyWithin,
    },
    pageHide$: fromEvent(window, 'pagehide'),
    media: (devices) => devices.browserMedia(),
    recognisedWords,
    ...(config.analytics ? { analytics: browserAnalytics(config.analytics) } : {}),
  };
}

const NO_NETWORK: FetchLike = () => Promise.reject(new Error('The prerender sends nothing.'));

/** The prerender: what a first visit shows before its scripts run; no storage, no network, no call. */
export function prerenderSiteDeps(config: SiteStreamsConfig): SiteDeps {
  return {
    voiceCall: prerenderVoiceCall(),
    assistant: assistantOf(config),
    simulated: !__SITE_KEYED__,
    scheduler: asyncScheduler,
    storage: { local: undefined, session: undefined },
    contact: { fetch: NO_NETWORK, endpoint: config.contactEndpoint, email: config.contactEmail, replyWithin: config.replyWithin },
    pageHide$: EMPTY,
  };
}
