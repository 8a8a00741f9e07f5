import { EMPTY, switchMap, type Observable } from 'rxjs';
import { lazyChunk } from '../shared';
import type { VoiceCall } from '../call';

type Method = keyof { [K in keyof VoiceCall as VoiceCall[K] extends (...args: never[]) => unknown ? K : never]: true };

/**
 * What a method does before the client has loaded: `load` loads it and then calls
 * (rejecting if the load fails), `preload` the same but never rejects, `queue` keeps the
 * call to replay in order once the client is there (without loading it), and `{ value }`
 * answers at once. The compiler makes every method of VoiceCall say which.
 */
const beforeLoad: { readonly [K in Method]: 'load' | 'preload' | 'queue' | { readonly value: ReturnType<VoiceCall[K]> } } = {
  start: 'load',
  preload: 'preload',
  stop: 'queue',
  say: 'queue',
  send: 'queue',
  // No call runs before the client loads, so there is no one to type to.
  sendText: { value: undefined },
  setMuted: 'queue',
  // Kept for the client: the next call uses them.
  setMicrophone: 'queue',
  setSpeaker: 'queue',
  setVolume: 'queue',
  setPhoneBand: 'queue',
  isMuted: { value: false },
  // No call runs before the client loads, so there is no microphone to hold.
  setPushToTalk: { value: undefined },
  holdToTalk: { value: undefined },
  // No call runs before the client loads, so no playback waits for a gesture.
  resumeAudio: { value: Promise.resolve() },
};

/** One waiting call failing must not keep the others from running. */
function settle(run: () => void): void {
  try {
    run();
  } catch (error) {
    console.error('A call made before the voice-call client loaded failed:', error);
  }
}

interface Pending {
  run(client: VoiceCall): void;
  fail(error: unknown): void;
}

/** Loads the client once (again after a failure) and runs the calls that waited for it. */
function clientLoader(load: () => Promise<VoiceCall>) {
  const pending: Pending[] = [];
  // The streams first (`loaded$`): a start waiting here emits its first events at once.
  const chunk = lazyChunk(load, {
    arrived: (client) => pending.splice(0).forEach((call) => settle(() => call.run(client))),
    failed: (error) => {
      console.error('The voice-call client failed to load:', error);
      pending.splice(0).forEach((call) => settle(() => call.fail(error)));
    },
  });
  return { client$: chunk.loaded$, get: chunk.load, loaded: chunk.loaded, wait: (call: Pending) => void pending.push(call) };
}

/** A call that waits for the load; `fail` decides what a failed load means for it. */
function waiting(invoke: (client: VoiceCall) => unknown, failWith: boolean): { promise: Promise<unknown>; call: Pending } {
  let call: Pending | undefined;
  const promise = new Promise((resolve, reject) => {
    const run = (client: VoiceCall): void => {
      try {
        resolve(invoke(client));
      } catch (error) {
        reject(error instanceof Error ? error : new Error(String(error)));
      }
    };
    call = { run, fail: failWith ? reject : () => resolve(undefined) };
  });
  return { promise, call: call! };
}

/**
 * The voice-call client, loaded on first use (hover, focus or press of the demo button),
 * so neither the client nor the call library weighs on the page's first load. Its streams
 * (`…$`) are live views that flow once the client has loaded. Its methods follow `beforeLoad`;
 * calls made before the load run once it is there, in the order they were made. If the load
 * fails, the waiting calls fail with it (a stop or say for a call that could not start).
 */
export function lazyVoiceCall(load: () => Promise<VoiceCall>): VoiceCall {
  const loader = clientLoader(load);
  const views = new Map<string, Observable<unknown>>();
  const view = (key: string): Observable<unknown> => {
    if (!views.has(key))
      views.set(key, loader.client$.pipe(switchMap((client) => (client as unknown as Record<string, Observable<unknown>>)[key] ?? EMPTY)));
    return views.get(key) ?? EMPTY;
  };

  const method =
    (name: Method) =>
    (...args: unknown[]): unknown => {
      const invoke = (client: VoiceCall): unknown => (client as unknown as Record<Method, (...a: unknown[]) => unknown>)[name](...args);
      const client = loader.loaded();
      if (client) return invoke(client);
      const policy = beforeLoad[name];
      if (typeof policy === 'object') return policy.value;
      if (policy === 'queue') return loader.wait({ run: invoke, fail: () => undefined });
      const { promise, call } = waiting(invoke, policy === 'load');
      loader.wait(call);
      loader.get().catch(() => undefined); // the waiting call carries the failure
      return promise;
    };

  return new Proxy({} as VoiceCall, {
    get: (_target, key) => {
      if (typeof key !== 'string') return undefined;
      if (key.endsWith('$')) return view(key);
      return key in beforeLoad ? method(key as Method) : undefined;
    },
  });
}
