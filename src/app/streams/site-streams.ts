import { EMPTY, asyncScheduler, fromEvent, map, merge, type Observable, type SchedulerLike } from 'rxjs';
import type { CallEvent, StartParams, VoiceCall } from '../../../streams/call';
import { createContactStreams, type ContactStreams, type FetchLike } from '../../../streams/contact';
import { createAttemptStore, createDemoCall, tryGetStorage, type AttemptStore, type DemoCall } from '../../../streams/demo';
import type { Toast } from '../../components/ui/toast-context';
import type { AppConfig } from '../config';
import { SIMULATED_CONTACT_ENDPOINT } from '../config-defaults';
import { lazyVoiceCall } from './lazy-voice-call';

/** Every stream of one visit, built once and handed to React by <StreamsProvider>. */
export interface SiteStreams {
  readonly voiceCall: VoiceCall;
  readonly demo: DemoCall;
  readonly contact: ContactStreams;
  /** Every toast of the demo ("call") and the contact form ("contact"); one kind's toasts replace each other. */
  readonly notifications$: Observable<Toast>;
  /** No provider key: the simulated assistant and contact endpoint answer. */
  readonly simulated: boolean;
}

// Read by its full static name so a keyed build drops every simulated branch and import.
const SIMULATED = !import.meta.env.VITE_VAPI_PUBLIC_KEY;

function loadSimulator() {
  return import('./simulator').then((module) => module.startSimulator(SIMULATED_CONTACT_ENDPOINT));
}

async function loadVoiceCall(config: AppConfig): Promise<VoiceCall> {
  const [call, simulator] = await Promise.all([import('../../../streams/call'), SIMULATED ? loadSimulator() : undefined]);
  const viaApi = call.providerWebCall({ baseUrl: config.vapiApiBaseUrl, token: config.vapiPublicKey ?? 'simulated-public-key' });
  return call.createVoiceCall({
    createWebCall: (body, signal) => (simulator?.inPage() ? simulator.createWebCall(body, signal) : viaApi(body, signal)),
    ...(simulator ? { callObjectFactory: simulator.callObjectFactory, isMobile: simulator.isMobile } : {}),
  });
}

function contactFetch(): FetchLike {
  // Looked up per call: window.fetch must not be called with a foreign `this`.
  const send: FetchLike = (url, init) => globalThis.fetch(url, init);
  if (!SIMULATED) return send;
  return (url, init) => loadSimulator().then((simulator) => (simulator.inPage() ? simulator.contactFetch : send)(url, init));
}

/** The hero's demo over a voice-call client: the one wiring, for the page and its component tests. */
export function createDemoOver(voiceCall: VoiceCall, deps: { assistant: StartParams['assistant']; attempts: AttemptStore; scheduler: SchedulerLike }): DemoCall {
  const { assistant, attempts, scheduler } = deps;
  return createDemoCall<CallEvent>({
    scheduler,
    call: {
      events$: voiceCall.events$,
      start: () => voiceCall.start({ assistant }),
      stop: () => voiceCall.stop(),
      resumeAudio: () => voiceCall.resumeAudio(),
    },
    attempts,
    isNonFatalError: (event) => event.type === 'error' && !voiceCall.isFatalError(event.error),
  });
}

export function createSiteStreams(config: AppConfig, scheduler: SchedulerLike = asyncScheduler): SiteStreams {
  const voiceCall = lazyVoiceCall(() => loadVoiceCall(config));
  const assistant = SIMULATED ? 'simulated-assistant' : config.vapiAssistantId;
  const attempts = createAttemptStore({ storage: tryGetStorage(() => window.localStorage), scheduler });
  const demo = createDemoOver(voiceCall, { assistant, attempts, scheduler });
  const contact = createContactStreams({
    fetch: contactFetch(),
    endpoint: SIMULATED ? SIMULATED_CONTACT_ENDPOINT : (config.contactEndpoint ?? ''),
    contactEmail: config.contactEmail,
    storage: tryGetStorage(() => window.sessionStorage),
    scheduler,
    // A reload right after typing keeps the last keystrokes too.
    flush$: typeof window === 'undefined' ? EMPTY : fromEvent(window, 'pagehide'),
  });
  return { voiceCall, demo, contact, notifications$: merge(
      demo.notifications$.pipe(map((message): Toast => ({ ...message, kind: 'call' }))),
      contact.notifications$.pipe(map((message): Toast => ({ ...message, kind: 'contact' }))),
    ), simulated: SIMULATED };
}
