import { EMPTY, asyncScheduler, fromEvent } from 'rxjs';
import type { VoiceCall } from '../call';
import type { FetchLike } from '../contact';
import { tryGetStorage } from '../shared';
import { browserSpeechRecognition, createRecognisedWords, type RecognisedWords } from '../speech';
import { lazyVoiceCall } from './lazy-voice-call';
import type { SiteDeps } from './site-streams';

// The two environments the site's code builds its streams in besides the tests: a visitor's
// browser, and the prerender at build time. Keyed or simulated is decided once, by the build's
// configuration (config/site-config.ts), compiled in as a literal.

/** What the streams need of the build's configuration. */
export interface SiteStreamsConfig {
  readonly provider: { readonly publicKey: string; readonly assistantId: string } | null;
  readonly apiBaseUrl: string;
  readonly contactEndpoint: string;
  readonly contactEmail: string;
}

const SIMULATED_ASSISTANT = 'simulated-assistant';

// Looked up per call: window.fetch must not be called with a foreign `this`.
const networkFetch: FetchLike = (url, init) => globalThis.fetch(url, init);

/** The simulated assistant and contact service; `__SITE_KEYED__` is a literal, so a keyed build drops this chunk. */
function loadSimulator(config: SiteStreamsConfig, recognisedWords: RecognisedWords) {
  return Promise.all([import('../simulated'), import('../call')]).then(([simulated, call]) =>
    simulated.startSimulator({
      recognisedWords: () => recognisedWords.forCall(),
      contactEndpoint: config.contactEndpoint,
      search: window.location.search,
      network: { createWebCall: call.providerWebCall({ baseUrl: config.apiBaseUrl, token: 'simulated-public-key' }), fetch: networkFetch },
    }),
  );
}

async function loadVoiceCall(config: SiteStreamsConfig, recognisedWords: RecognisedWords): Promise<VoiceCall> {
  const call = await import('../call');
  if (__SITE_KEYED__) {
    return call.createVoiceCall({
      createWebCall: call.providerWebCall({ baseUrl: config.apiBaseUrl, token: config.provider?.publicKey ?? '' }),
    });
  }
  const simulator = await loadSimulator(config, recognisedWords);
  return call.createVoiceCall({
    createWebCall: simulator.createWebCall,
    callObjectFactory: simulator.callObjectFactory,
    isMobile: simulator.isMobile,
  });
}

function contactFetch(config: SiteStreamsConfig, recognisedWords: RecognisedWords): FetchLike {
  if (__SITE_KEYED__) return networkFetch;
  return (url, init) => loadSimulator(config, recognisedWords).then((simulator) => simulator.contactFetch(url, init));
}

/** A visitor's browser: the call client and the simulator load on first use. */
export function browserSiteDeps(config: SiteStreamsConfig): SiteDeps {
  const session = tryGetStorage(() => window.sessionStorage);
  // Only the simulated assistant needs the browser to transcribe; the provider transcribes a keyed call.
  const recognisedWords = createRecognisedWords(__SITE_KEYED__ ? undefined : browserSpeechRecognition(window), session);
  return {
    voiceCall: lazyVoiceCall(() => loadVoiceCall(config, recognisedWords)),
    assistant: config.provider?.assistantId ?? SIMULATED_ASSISTANT,
    simulated: !__SITE_KEYED__,
    scheduler: asyncScheduler,
    storage: { local: tryGetStorage(() => window.localStorage), session },
    contact: { fetch: contactFetch(config, recognisedWords), endpoint: config.contactEndpoint, email: config.contactEmail },
    pageHide$: fromEvent(window, 'pagehide'),
    media: (devices) => devices.browserMedia(),
    recognisedWords,
  };
}

const NEVER_LOADED = (): Promise<VoiceCall> => new Promise<VoiceCall>(() => undefined);
const NO_NETWORK: FetchLike = () => Promise.reject(new Error('The prerender sends nothing.'));

/** The prerender: what a first visit shows before its scripts run; no storage, no network, no call. */
export function prerenderSiteDeps(config: SiteStreamsConfig): SiteDeps {
  return {
    voiceCall: lazyVoiceCall(NEVER_LOADED),
    assistant: config.provider?.assistantId ?? SIMULATED_ASSISTANT,
    simulated: !__SITE_KEYED__,
    scheduler: asyncScheduler,
    storage: { local: undefined, session: undefined },
    contact: { fetch: NO_NETWORK, endpoint: config.contactEndpoint, email: config.contactEmail },
    pageHide$: EMPTY,
  };
}
