import type { DemoTokenSource } from '../call';
import { requestDemoToken, type DemoTokenFetch } from './demo-token-request';
import { runChallenge, turnstileLoader } from './turnstile';

export interface DemoTokenSourceOptions {
  /** The endpoint (VITE_DEMO_TOKEN_URL). */
  readonly url: string;
  /** Turnstile's site key (VITE_TURNSTILE_SITE_KEY). */
  readonly turnstileSiteKey: string;
  readonly fetch: DemoTokenFetch;
  readonly document: Document;
  /** Where the challenge renders: the demo panel's slot, when it is on the page. */
  readonly container: () => HTMLElement;
}

/** Each call's token: the challenge (its script loaded on the first hover, focus or press), then the endpoint. */
export function createDemoTokenSource(options: DemoTokenSourceOptions): DemoTokenSource {
  const turnstile = turnstileLoader(options.document);
  return {
    preload: () => void turnstile().catch(() => undefined), // the press tries again, and says so if it fails
    get: async (signal) => {
      const api = await turnstile();
      const challenge = await runChallenge(api, options.container(), options.turnstileSiteKey, signal);
      return requestDemoToken(options.url, challenge, options.fetch, signal);
    },
  };
}
