import { EMPTY, asyncScheduler, fromEvent, map } from 'rxjs';
import type { DemoCallSource, VoiceCall } from '../call';
import type { FetchLike } from '../contact';
import { tryGetStorage } from '../shared';
import { browserSpeechRecognition, createRecognisedWords, NO_RECOGNISED_WORDS, type RecognisedWords } from '../speech';
import { lazyVoiceCall } from './lazy-voice-call';
import { pageViolation$ } from './page-violations';
import type { SiteAnalytics, SiteDeps } from './site-streams';

// The two environments the site's code builds its streams in besides the tests: a visitor's
// browser, and the prerender at build time. Keyed or simulated is decided once, by the build's
// configuration (config/site-config.ts), compiled in as a literal.

/** What the streams need of the build's configuration. */
export interface SiteStreamsConfig {
  readonly provider: { readonly publicKey: string; readonly assistantId: string } | null;
  /** The demo-call endpoint and its challenge's site key: the Worker makes each call. */
  readonly demoCall?: { readonly url: string; readonly turnstileSiteKey: string };
  readonly apiBaseUrl: string;
  readonly contactEndpoint: string;
  /** A real contact endpoint is set: the form posts to it, simulated demo or not. */
  readonly contactSends: boolean;
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

/** The simulated assistant and contact service; `__SITE_KEYED__` is a literal, so a keyed build drops this chunk. */
function loadSimulator(config: SiteStreamsConfig, recognisedWords: RecognisedWords) {
  // Each chunk's one export taken by name: the bundler then keeps none of its other exports.
  return Promise.all([
    import('../simulated').then(({ startSimulator }) => startSimulator),
    import('../call').then(({ providerWebCall }) => providerWebCall),
  ]).then(([startSimulator, providerWebCall]) =>
    startSimulator({
      recognisedWords: () => recognisedWords.forCall(),
      // A real endpoint is never stood in for: messages to it are sent.
      contactEndpoint: config.contactSends ? null : config.contactEndpoint,
      search: window.location.search,
      network: { createWebCall: providerWebCall({ baseUrl: config.apiBaseUrl, token: 'simulated-public-key' }), fetch: networkFetch },
    }),
  );
}

/** Each call, made by the Worker; its chunk loads with the call client, in builds that have the endpoint. */
async function loadDemoCall(target: NonNullable<SiteStreamsConfig['demoCall']>): Promise<DemoCallSource> {
  const { createDemoCallSource } = await import('../demo-endpoint');
  return createDemoCallSource({
    ...target,
    fetch: (url, init) => globalThis.fetch(url, init),
    document,
    // The demo panel's slot (src/sections/hero/call-stage.tsx), shown while connecting.
    container: () => document.getElementById('demo-challenge'),
  });
}

/**
 * A task of its own for what follows: a press before the client had loaded used to run the chunks' evaluation,
 * the client's making and the start's first steps in one long task (the long-task guard's call start).
 */
const nextTask = (): Promise<void> => new Promise((resolve) => void asyncScheduler.schedule(() => resolve()));

async function loadVoiceCall(
  config: SiteStreamsConfig,
  recognisedWords: RecognisedWords,
  storage: Storage | undefined,
): Promise<VoiceCall> {
  const { createVoiceCall, providerWebCall } = await import('../call');
  if (__SITE_KEYED__) {
    const maker =
      __SITE_DEMO_CALL__ && config.demoCall
        ? { demoCall: await loadDemoCall(config.demoCall) }
        : { createWebCall: providerWebCall({ baseUrl: config.apiBaseUrl, token: config.provider?.publicKey ?? '' }) };
    return createVoiceCall({ ...maker, ...(storage ? { storage } : {}) });
  }
  const simulator = await loadSimulator(config, recognisedWords);
  await nextTask();
  const client = createVoiceCall({
    createWebCall: simulator.createWebCall,
    callObjectFactory: simulator.callObjectFactory,
    isMobile: simulator.isMobile,
    ...(storage ? { storage } : {}),
  });
  await nextTask();
  return client;
}

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

/** The visit's call client, whose code (and the simulator's, in a build without keys) loads with the first press that needs it. */
function browserVoiceCall(config: SiteStreamsConfig, recognisedWords: RecognisedWords, session: Storage | undefined): VoiceCall {
  return lazyVoiceCall(() => loadVoiceCall(config, recognisedWords, session));
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

const NEVER_LOADED = (): Promise<VoiceCall> => new Promise<VoiceCall>(() => undefined);
const NO_NETWORK: FetchLike = () => Promise.reject(new Error('The prerender sends nothing.'));

/** The prerender: what a first visit shows before its scripts run; no storage, no network, no call. */
export function prerenderSiteDeps(config: SiteStreamsConfig): SiteDeps {
  return {
    voiceCall: lazyVoiceCall(NEVER_LOADED),
    assistant: assistantOf(config),
    simulated: !__SITE_KEYED__,
    scheduler: asyncScheduler,
    storage: { local: undefined, session: undefined },
    contact: { fetch: NO_NETWORK, endpoint: config.contactEndpoint, email: config.contactEmail, replyWithin: config.replyWithin },
    pageHide$: EMPTY,
  };
}
