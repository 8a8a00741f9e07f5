// The simulated assistant and contact endpoint, for builds without provider keys.
// Only reached through a dynamic import guarded by the key, so keyed builds never carry it.
// On the dev server MSW answers in a service worker, as a network would (visible in the
// devtools' network panel); a built page answers in the page, so MSW never ships.
import type { CallObjectFactory, CreateWebCall, StartStage } from '../../../streams/call';
import type { FetchLike } from '../../../streams/contact';
import { startStages } from '../../../streams/telemetry';

export interface Simulator {
  callObjectFactory: CallObjectFactory;
  isMobile: () => boolean;
  /**
   * True when no service worker answers for this page (a built page, or on the dev server
   * blocked or bypassed by a hard reload): then the in-page stand-ins below answer.
   */
  inPage: () => boolean;
  createWebCall: CreateWebCall;
  contactFetch: FetchLike;
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
    vestrySimulator?: unknown;
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

function param(name: string): string | null {
  return new URLSearchParams(window.location.search).get(name);
}

/** `?simulate-fail=<stage>` makes the simulated assistant fail at that start stage. */
function failingStage(): StartStage | undefined {
  return startStages.find((stage) => stage === param('simulate-fail'));
}

/** `?simulate-join-ms=<ms>` slows the simulated join, to look at the connecting state. */
function joinDelayMs(): number | undefined {
  const wanted = Number(param('simulate-join-ms'));
  return Number.isFinite(wanted) && wanted > 0 ? wanted : undefined;
}

/** MSW in a service worker answers POST /call/web and the contact endpoint, as a network would. */
async function startNetwork(contactEndpoint: string, failAt: StartStage | undefined): Promise<void> {
  const [{ setupWorker }, { http, HttpResponse }, network] = await Promise.all([
    import('msw/browser'),
    import('msw'),
    import('../../../streams/simulated-network'),
  ]);
  const failWebCall = http.post('*/call/web', () => HttpResponse.json({ message: 'Simulated failure at web-call-creation.' }, { status: 500 }));
  const worker = setupWorker(
    ...(failAt === 'web-call-creation' ? [failWebCall] : []),
    ...network.createSimulatedWebCallHandlers(),
    ...network.createSimulatedContactHandlers(contactEndpoint),
  );
  await worker.start({ onUnhandledRequest: 'bypass', quiet: true });
}

function controlled(): boolean {
  return Boolean(navigator.serviceWorker?.controller);
}

let started: Promise<Simulator> | undefined;

/** Builds the simulated call objects and starts the simulated network, or its in-page stand-in. */
export function startSimulator(contactEndpoint: string): Promise<Simulator> {
  if (started) return started;
  started = (async () => {
    const simulated = await import('../../../streams/simulated');
    const failAt = failingStage();
    const joinMs = joinDelayMs();
    const factory = simulated.createSimulatedCallObjectFactory({ failAt, ...(joinMs ? { script: { joinDelayMs: joinMs } } : {}) });
    window.vestrySimulator = factory;
    const received: ContactReceived[] = [];
    window.vestrySimulatedContact = received;
    let networkUp = false;
    // A static condition, so the build drops MSW and its chunks.
    if (import.meta.env.DEV) {
      try {
        await startNetwork(contactEndpoint, failAt);
        networkUp = true;
      } catch (error) {
        // Blocked cookies block storage and service workers; the demo still works in the page.
        console.warn('The simulated network is unavailable here; the simulator answers in the page.', error);
      }
    }
    return {
      callObjectFactory: factory,
      isMobile: factory.isMobile,
      inPage: () => !networkUp || !controlled(),
      createWebCall: factory.createWebCall,
      contactFetch: (url, init) => {
        received.push({ url, contentType: new Headers(init.headers).get('content-type'), body: parsed(init.body) });
        return simulated.inPageContactFetch(url, init);
      },
    };
  })();
  // A chunk that failed to load may load on the next try.
  started.catch(() => (started = undefined));
  return started;
}
