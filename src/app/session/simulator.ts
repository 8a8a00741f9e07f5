// The simulated assistant and contact endpoint, for builds without provider keys.
// Only reached through a dynamic import guarded by the key, so keyed builds never carry it.
import type { CallObjectFactory, CreateWebCall, StartStage } from '../../../streams/call';
import type { FetchLike } from '../../../streams/contact';
import type { SimulatedCallObjectFactory } from '../../../streams/simulated';

export interface Simulator {
  callObjectFactory: CallObjectFactory;
  isMobile: () => boolean;
  /** Set when the simulated network (a service worker) is unavailable: answer in the page. */
  inPage?: { createWebCall: CreateWebCall; contactFetch: FetchLike };
}

declare global {
  interface Window {
    /** The simulated assistant's call objects, for developers and end-to-end tests. */
    vestrySimulator?: unknown;
  }
}

const STAGES: readonly StartStage[] = [
  'initialization', 'web-call-creation', 'daily-call-object-creation', 'mobile-permissions',
  'daily-call-join', 'video-recording-setup', 'audio-observer-setup', 'audio-processing-setup',
];

function param(name: string): string | null {
  return new URLSearchParams(window.location.search).get(name);
}

/** `?simulate-fail=<stage>` makes the simulated assistant fail at that start stage. */
function failingStage(): StartStage | undefined {
  return STAGES.find((stage) => stage === param('simulate-fail'));
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

function inPage(factory: SimulatedCallObjectFactory, contactFetch: FetchLike): Simulator['inPage'] {
  return { createWebCall: factory.createWebCall, contactFetch };
}

let started: Promise<Simulator> | undefined;

/** Builds the simulated call objects and starts the simulated network, or its in-page stand-in. */
export function startSimulator(contactEndpoint: string): Promise<Simulator> {
  started ??= (async () => {
    const simulated = await import('../../../streams/simulated');
    const failAt = failingStage();
    const joinMs = joinDelayMs();
    const factory = simulated.createSimulatedCallObjectFactory({ failAt, ...(joinMs ? { script: { joinDelayMs: joinMs } } : {}) });
    window.vestrySimulator = factory;
    const simulator: Simulator = { callObjectFactory: factory, isMobile: factory.isMobile };
    try {
      await startNetwork(contactEndpoint, failAt);
    } catch (error) {
      // Blocked cookies block storage and service workers; the demo still works in the page.
      console.warn('The simulated network is unavailable here; the simulator answers in the page.', error);
      simulator.inPage = inPage(factory, simulated.inPageContactFetch);
    }
    return simulator;
  })();
  return started;
}
