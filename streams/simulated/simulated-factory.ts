import { asyncScheduler, firstValueFrom, timer, type Observable, type SchedulerLike } from 'rxjs';
import type { CallObjectFactory, CallObjectOptions, CreateWebCall, StartStage } from '../call';
import type { FetchLike } from '../contact';
import { simulatedWebCall } from './web-call';
import { createWebAudioMicrophone, type SimulatedMicrophone } from './microphone';
import { SimulatedAssistant } from './simulated-assistant';
import { SimulatedCallObject } from './simulated-call-object';
import type { SimulatedFlags } from './simulated-flags';
import { SimulatedFailure, type SimulatedOptions } from './simulated-options';
import { simulatedScript, type SimulatedScript } from './simulated-script';
import type { SimulatedVoice } from './simulated-voice';
import { createWebAudioVoice } from './web-audio-voice';

/** The call-object factory of the simulated assistant (the emulated room with the assistant in it), with matching web-call and mobile hooks. */
export interface SimulatedCallObjectFactory extends CallObjectFactory {
  create(options?: CallObjectOptions): SimulatedCallObject;
  /** POST /call/web without a network (fails when told to fail at web-call-creation). */
  readonly createWebCall: CreateWebCall;
  /** Not mobile (throws when told to fail at mobile-permissions). */
  readonly isMobile: () => boolean;
  /** Every call object made so far, newest last. */
  readonly created: readonly SimulatedCallObject[];
}

/** What every call object of one factory is made from. */
interface CallParts {
  readonly scheduler: SchedulerLike;
  readonly script: SimulatedScript;
  readonly voice: () => SimulatedVoice;
  readonly microphone: () => SimulatedMicrophone;
}

/**
 * One call object with a microphone of its own, and the assistant in its room with a voice of its
 * own; a call that joins with the microphone off is held by typing.
 */
function simulatedCallObject(parts: CallParts, options: SimulatedOptions, callOptions?: CallObjectOptions): SimulatedCallObject {
  const { scheduler, script, voice, microphone } = parts;
  return new SimulatedCallObject({
    scheduler,
    script,
    assistant: (room) =>
      new SimulatedAssistant(room, {
        scheduler,
        script,
        voice: voice(),
        conversation: options.conversation,
        typedCall: callOptions?.startAudioOff === true,
        recognisedWords: options.recognisedWords,
      }),
    failAt: options.failAt,
    microphone: microphone(),
    audioSource: callOptions?.audioSource ?? true,
    startAudioOff: callOptions?.startAudioOff === true,
  });
}

export function createSimulatedCallObjectFactory(options: SimulatedOptions = {}): SimulatedCallObjectFactory {
  const scheduler = options.scheduler ?? asyncScheduler;
  const script = { ...simulatedScript, ...options.script };
  const voice = options.voice ?? (() => createWebAudioVoice({ clips: script.clips, scheduler }));
  const microphone = options.microphone ?? (() => createWebAudioMicrophone());
  const created: SimulatedCallObject[] = [];
  const fail = (stage: SimulatedOptions['failAt']): boolean => options.failAt === stage;

  return {
    created,
    load: () => (fail('initialization') ? Promise.reject(new SimulatedFailure('initialization')) : Promise.resolve()),
    create: (callOptions) => {
      if (fail('daily-call-object-creation')) throw new SimulatedFailure('daily-call-object-creation');
      const call = simulatedCallObject({ scheduler, script, voice, microphone }, options, callOptions);
      created.push(call);
      return call;
    },
    createWebCall: async (body) => {
      await firstValueFrom(timer(0, scheduler));
      if (fail('web-call-creation')) throw new SimulatedFailure('web-call-creation');
      return simulatedWebCall(body, options);
    },
    isMobile: () => {
      if (fail('mobile-permissions')) throw new SimulatedFailure('mobile-permissions');
      return false;
    },
  };
}

// The simulator: the simulated assistant and contact endpoint, for builds without provider keys.
// Only reached through a dynamic import guarded by the key, so keyed builds never carry it.
// On the dev server MSW answers in a service worker, as a network would (visible in the
// devtools' network panel); a built page answers in the page, so MSW never ships. Where a
// browser blocks the worker (or a hard reload bypasses it), the page answers there too.

/** What answers on a real network: the provider client and `fetch` (MSW's worker answers them on the dev server). */
export interface SimulatorNetwork {
  readonly createWebCall: CreateWebCall;
  readonly fetch: FetchLike;
}

export interface SimulatorOptions {
  /** The contact endpoint the simulator stands in for; null when a real one is set (its messages are sent). */
  readonly contactEndpoint: string | null;
  /** The page's query string: its `simulate-…` flags try the failure paths (see simulated-flags.ts). */
  readonly search: string;
  readonly network: SimulatorNetwork;
  /** The visitor's recognised words for each call, where they allowed it. */
  readonly recognisedWords?: () => Observable<string> | undefined;
}

/** The simulated assistant and contact service, with their requests answered by MSW where it runs, else in the page. */
export interface Simulator {
  readonly callObjectFactory: SimulatedCallObjectFactory;
  readonly isMobile: () => boolean;
  readonly createWebCall: CreateWebCall;
  readonly contactFetch: FetchLike;
}

/** A message as the in-page contact stand-in received it. */
export interface ContactReceived {
  url: string;
  contentType: string | null;
  body: unknown;
}

declare global {
  interface Window {
    /** The simulated assistant's call objects, for developers and end-to-end tests. */
    vestrySimulator?: SimulatedCallObjectFactory;
    /** What the in-page contact stand-in received (no request shows in the network then). */
    vestrySimulatedContact?: ContactReceived[];
  }
}

function parsed(body: RequestInit['body']): unknown {
  try {
    return typeof body === 'string' ? JSON.parse(body) : body;
  } catch {
    return body;
  }
}

/** MSW in a service worker answers POST /call/web and the contact endpoint, as a network would. */
async function startNetwork(contactEndpoint: string | null, failAt: StartStage | undefined): Promise<void> {
  const [{ setupWorker }, { http, HttpResponse }, network] = await Promise.all([
    import('msw/browser'),
    import('msw'),
    import('./msw-handlers'),
  ]);
  const failWebCall = http.post('*/call/web', () =>
    HttpResponse.json({ message: 'Simulated failure at web-call-creation.' }, { status: 500 }),
  );
  const worker = setupWorker(
    ...(failAt === 'web-call-creation' ? [failWebCall] : []),
    ...network.createSimulatedWebCallHandlers(),
    ...(contactEndpoint === null ? [] : network.createSimulatedContactHandlers(contactEndpoint)),
  );
  await worker.start({ onUnhandledFrame: 'bypass', quiet: true });
}

function controlled(): boolean {
  return Boolean(navigator.serviceWorker?.controller);
}

let started: Promise<Simulator> | undefined;

/** Builds the simulated call objects and starts the simulated network, or its in-page stand-in; once a page. */
export function startSimulator(options: SimulatorOptions): Promise<Simulator> {
  started ??= simulate(options);
  // A worker that failed to start may start on the next try.
  started.catch(() => (started = undefined));
  return started;
}

async function simulate({ contactEndpoint, search, network, recognisedWords }: SimulatorOptions): Promise<Simulator> {
  // The flags' parser loads only where the query names one: a visitor's press does not need it.
  const { failAt, script, refusedWebCall }: Partial<SimulatedFlags> = search.includes('simulate-')
    ? (await import('./simulated-flags')).simulatedFlags(search)
    : {};
  const factory = createSimulatedCallObjectFactory({ failAt, recognisedWords, script });
  window.vestrySimulator = factory;
  const received: ContactReceived[] = [];
  window.vestrySimulatedContact = received;
  const inPage = !(await networkStarted(contactEndpoint, failAt));
  return {
    callObjectFactory: factory,
    isMobile: factory.isMobile,
    createWebCall: (body, signal) => {
      if (refusedWebCall) return refusedWebCall();
      return inPage || !controlled() ? factory.createWebCall(body, signal) : network.createWebCall(body, signal);
    },
    contactFetch: (url, init) => {
      if (!inPage && controlled()) return network.fetch(url, init);
      received.push({ url, contentType: new Headers(init.headers).get('content-type'), body: parsed(init.body) });
      // The contact stand-in loads with the first message: a demo press does not need it.
      return import('./in-page-contact').then(({ inPageContactFetch }) => inPageContactFetch(url, init));
    },
  };
}

/** MSW on the dev server; false where it cannot run (a build, or blocked storage and service workers). */
async function networkStarted(contactEndpoint: string | null, failAt: StartStage | undefined): Promise<boolean> {
  // A static condition, so the build drops MSW and its chunks.
  if (!import.meta.env.DEV) return false;
  try {
    await startNetwork(contactEndpoint, failAt);
    return true;
  } catch (error) {
    console.warn('The simulated network is unavailable here; the simulator answers in the page.', error);
    return false;
  }
}
