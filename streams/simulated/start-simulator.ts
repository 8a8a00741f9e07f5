// The simulated assistant and contact endpoint, for builds without provider keys.
// Only reached through a dynamic import guarded by the key, so keyed builds never carry it.
// On the dev server MSW answers in a service worker, as a network would (visible in the
// devtools' network panel); a built page answers in the page, so MSW never ships. Where a
// browser blocks the worker (or a hard reload bypasses it), the page answers there too.
import type { Observable } from 'rxjs';
import type { CreateWebCall, StartStage } from '../call';
import type { FetchLike } from '../contact';
import { createSimulatedCallObjectFactory, type SimulatedCallObjectFactory } from './simulated-factory';
import type { SimulatedFlags } from './simulated-flags';

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
    import('../simulated-network'),
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
