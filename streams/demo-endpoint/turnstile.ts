// Cloudflare Turnstile, explicitly rendered: its script loads only when asked (the first hover,
// focus or press of Start), and each call's challenge runs on demand, invisibly unless Cloudflare
// asks the visitor for an interaction (then the widget shows in its container).

export const TURNSTILE_SCRIPT_URL = 'https://challenges.cloudflare.com/turnstile/v0/api.js?render=explicit';

/** The action the Worker requires of each answer: a token solved for another purpose makes no call. */
export const TURNSTILE_ACTION = 'demo-call';

/** The part of Turnstile's `window.turnstile` this page uses. */
export interface TurnstileApi {
  render(container: HTMLElement, options: TurnstileRenderOptions): string | undefined;
  execute(widget: string): void;
  remove(widget: string): void;
}

export interface TurnstileRenderOptions {
  sitekey: string;
  /** Checked by the Worker against siteverify's answer. */
  action: string;
  /** 'execute': the challenge runs when `execute` is called, not at render. */
  execution: 'execute';
  /** 'interaction-only': nothing shows unless the visitor must interact. */
  appearance: 'interaction-only';
  /** A token is for one call: the widget never retries on its own behind the page's back. */
  retry: 'never';
  'refresh-expired': 'never';
  callback(token: string): void;
  'error-callback'(code?: string): boolean | void;
  'expired-callback'(): void;
  'timeout-callback'(): void;
  'before-interactive-callback'(): void;
  'after-interactive-callback'(): void;
}

export class TurnstileFailure extends Error {
  constructor(readonly reason: string) {
    super(`The challenge gave no token: ${reason}.`);
    this.name = 'TurnstileFailure';
  }
}

type TurnstileWindow = Window & { readonly turnstile?: TurnstileApi };

/**
 * Loads the script once (again after a failure). Resolves with `window.turnstile` once the script
 * has run; rejects when it cannot be loaded.
 */
export function turnstileLoader(document: Document): () => Promise<TurnstileApi> {
  let loading: Promise<TurnstileApi> | undefined;
  const load = (): Promise<TurnstileApi> =>
    new Promise<TurnstileApi>((resolve, reject) => {
      const view = document.defaultView as TurnstileWindow | null;
      if (view?.turnstile) return resolve(view.turnstile);
      const script = document.createElement('script');
      script.src = TURNSTILE_SCRIPT_URL;
      script.addEventListener('load', () => {
        const api = (document.defaultView as TurnstileWindow | null)?.turnstile;
        if (api) resolve(api);
        else reject(new TurnstileFailure('its script ran without window.turnstile'));
      });
      script.addEventListener('error', () => {
        script.remove();
        reject(new TurnstileFailure('its script did not load'));
      });
      document.head.append(script);
    });
  return () =>
    (loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    }));
}

/**
 * One challenge in `container`: rendered, executed, and removed once it settles (a token is good
 * for one call). While Cloudflare asks for an interaction the container carries `data-interactive`.
 */
export function runChallenge(api: TurnstileApi, container: HTMLElement, sitekey: string, signal?: AbortSignal): Promise<string> {
  return new Promise<string>((resolve, reject) => {
    let widget: string | undefined;
    const settle = (outcome: () => void): void => {
      signal?.removeEventListener('abort', aborted);
      delete container.dataset.interactive;
      if (widget !== undefined) api.remove(widget);
      widget = undefined;
      outcome();
    };
    const fail = (reason: string) => () => settle(() => reject(new TurnstileFailure(reason)));
    // The start given up: the abort's reason, as fetch rejects with it.
    const abortReason = (): Error => (signal?.reason instanceof Error ? signal.reason : new TurnstileFailure('aborted'));
    const aborted = (): void => settle(() => reject(abortReason()));
    if (signal?.aborted) return reject(abortReason());
    signal?.addEventListener('abort', aborted, { once: true });
    widget = api.render(container, {
      sitekey,
      action: TURNSTILE_ACTION,
      execution: 'execute',
      appearance: 'interaction-only',
      retry: 'never',
      'refresh-expired': 'never',
      callback: (token) => settle(() => resolve(token)),
      // Returning true tells Turnstile the page has handled the error.
      'error-callback': (code) => (fail(`error ${code ?? 'unknown'}`)(), true),
      'expired-callback': fail('expired'),
      'timeout-callback': fail('the interaction timed out'),
      'before-interactive-callback': () => void (container.dataset.interactive = ''),
      'after-interactive-callback': () => void delete container.dataset.interactive,
    });
    if (widget === undefined) return fail('the widget did not render')();
    api.execute(widget);
  });
}
