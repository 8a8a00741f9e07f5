import { EMPTY, ReplaySubject, switchMap, type Observable } from 'rxjs';
import type { VoiceCall } from '../../../streams/call';

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
  setMuted: 'queue',
  isMuted: { value: false },
  // No call runs before the client loads, so no error can be asked about.
  isFatalError: { value: true },
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

/**
 * The voice-call client, loaded on first use (hover, focus or press of the demo button),
 * so neither the client nor the call library weighs on the page's first load. Its streams
 * (`…$`) are live views that flow once the client has loaded. Its methods follow `beforeLoad`;
 * calls made before the load run once it is there, in the order they were made. If the load
 * fails, the waiting calls fail with it (a stop or say for a call that could not start).
 */
export function lazyVoiceCall(load: () => Promise<VoiceCall>): VoiceCall {
  const client$ = new ReplaySubject<VoiceCall>(1);
  const pending: Pending[] = [];
  let loading: Promise<VoiceCall> | undefined;
  let loaded: VoiceCall | undefined;

  const get = (): Promise<VoiceCall> =>
    (loading ??= load().then(
      (client) => {
        loaded = client;
        pending.splice(0).forEach((call) => settle(() => call.run(client)));
        client$.next(client);
        return client;
      },
      (error: unknown) => {
        loading = undefined; // a chunk that failed to load (offline) may load next time
        console.error('The voice-call client failed to load:', error);
        pending.splice(0).forEach((call) => settle(() => call.fail(error)));
        throw error;
      },
    ));

  const views = new Map<string, Observable<unknown>>();
  const view = (key: string): Observable<unknown> => {
    const known = views.get(key);
    if (known) return known;
    const made = client$.pipe(switchMap((client) => (client as unknown as Record<string, Observable<unknown>>)[key] ?? EMPTY));
    views.set(key, made);
    return made;
  };

  const method = (name: Method) => (...args: unknown[]): unknown => {
    const invoke = (client: VoiceCall): unknown => (client as unknown as Record<Method, (...a: unknown[]) => unknown>)[name](...args);
    if (loaded) return invoke(loaded);
    const policy = beforeLoad[name];
    if (typeof policy === 'object') return policy.value;
    if (policy === 'queue') return void pending.push({ run: invoke, fail: () => undefined });
    const result = new Promise((resolve, reject) => {
      const run = (client: VoiceCall): void => {
        try {
          resolve(invoke(client));
        } catch (error) {
          reject(error instanceof Error ? error : new Error(String(error)));
        }
      };
      pending.push({ run, fail: policy === 'load' ? reject : () => resolve(undefined) });
    });
    get().catch(() => undefined); // the waiting call above carries the failure
    return result;
  };

  return new Proxy({} as VoiceCall, {
    get: (_target, key) => {
      if (typeof key !== 'string') return undefined;
      if (key.endsWith('$')) return view(key);
      return key in beforeLoad ? method(key as Method) : undefined;
    },
  });
}
