import { firstValueFrom } from 'rxjs';
import { CHURCH_NAME_VARIABLE } from '../../assistant/church-name';
import type { DemoCallSource } from '../call';
import { challengeSlot } from './challenge-slot';
import { refusalMarks, requestDemoCall, type DemoCallFetch } from './demo-call-request';
import { runChallenge, turnstileLoader } from './turnstile';

export interface DemoCallSourceOptions {
  /** The endpoint (VITE_DEMO_CALL_URL). */
  readonly url: string;
  /** Turnstile's site key (VITE_TURNSTILE_SITE_KEY). */
  readonly turnstileSiteKey: string;
  readonly fetch: DemoCallFetch;
  readonly document: Document;
  /** The demo panel's slot for the challenge, or null while it is not on the page. */
  readonly container: () => HTMLElement | null;
}

/** Each call, made by the Worker: the challenge (its script loaded on the first hover, focus or press), then the endpoint. */
export function createDemoCallSource(options: DemoCallSourceOptions): DemoCallSource {
  const turnstile = turnstileLoader(options.document);
  return {
    preload: () => void turnstile().catch(() => undefined), // the press tries again, and says so if it fails
    create: async (signal, variables) => {
      const [api, slot] = await Promise.all([turnstile(), firstValueFrom(challengeSlot(options.container, options.document.body, signal))]);
      const challenge = await runChallenge(api, slot, options.turnstileSiteKey, signal);
      return requestDemoCall(
        options.url,
        { turnstileToken: challenge, churchName: variables[CHURCH_NAME_VARIABLE] },
        options.fetch,
        signal,
      );
    },
    marks: refusalMarks,
  };
}
