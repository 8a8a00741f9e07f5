import type { Page, Request, Route } from '@playwright/test';
import { API } from './live-provider';

// Stand-ins for the token build (npm run build:token-test): the demo-token endpoint (the Worker's
// POST /api/demo-token), Turnstile's script, and the provider's POST /call/web checking the bearer.
// The endpoint's URL is the build's (VESTRY_DEMO_TOKEN_URL, else the fake host below): to run
// against the real Worker, build with VESTRY_DEMO_TOKEN_URL set to it and leave answerDemoTokens out.

export const TOKEN_URL = process.env.VESTRY_DEMO_TOKEN_URL ?? 'https://demo-token.vestry-live.test/api/demo-token';
export const TURNSTILE_SCRIPT = 'https://challenges.cloudflare.com/turnstile/v0/api.js?render=explicit';

/** The endpoint's answer to one request: a token (its count of calls left), or a refusal. */
export type TokenAnswer =
  | { readonly remainingToday: number }
  | { readonly status: 429; readonly scope: 'visitor' | 'site' }
  | { readonly status: 403 }
  | { readonly status: 400 };

export interface TokenEndpoint {
  /** The body of every POST, in order. */
  readonly posts: unknown[];
  /** Every token issued, in order (the provider stand-in accepts only these). */
  readonly issued: string[];
}

/** CORS for the page's origin only, as the Worker answers. */
function cors(request: Request): Record<string, string> {
  return {
    'access-control-allow-origin': request.headers()['origin'] ?? '',
    'access-control-allow-methods': 'POST',
    'access-control-allow-headers': 'content-type',
    'cache-control': 'no-store',
    vary: 'Origin',
  };
}

function fulfilToken(route: Route, answer: TokenAnswer, endpoint: TokenEndpoint): Promise<void> {
  const headers = cors(route.request());
  if ('remainingToday' in answer) {
    const token = `jwt-demo-call-${endpoint.issued.length + 1}`;
    endpoint.issued.push(token);
    const expiresAt = new Date(Date.now() + 120_000).toISOString();
    return route.fulfill({ status: 200, headers, json: { token, expiresAt, remainingToday: answer.remainingToday } });
  }
  if (answer.status === 429)
    return route.fulfill({ status: 429, headers, json: { error: 'quota', scope: answer.scope, retryAfter: 3600 } });
  return route.fulfill({ status: answer.status, headers, json: { error: answer.status === 403 ? 'challenge' : 'bad-request' } });
}

/**
 * Answers POST {TOKEN_URL} (and its preflight) with `next(n)` for the n-th POST (from 1), which may
 * keep state across pages and contexts: like the Worker, it counts by address, not by browser.
 */
export async function answerDemoTokens(page: Page, next: (n: number) => TokenAnswer, endpoint: TokenEndpoint): Promise<void> {
  await page.route(TOKEN_URL, (route) => {
    if (route.request().method() === 'OPTIONS') return route.fulfill({ status: 204, headers: cors(route.request()) });
    endpoint.posts.push(route.request().postDataJSON());
    return fulfilToken(route, next(endpoint.posts.length), endpoint);
  });
}

/** A Worker's day for one address: `perDay` tokens, counted down, then 429 for the visitor. */
export function visitorDay(perDay = 3): (n: number) => TokenAnswer {
  return (n) => (n <= perDay ? { remainingToday: perDay - n } : { status: 429, scope: 'visitor' });
}

/**
 * Answers POST /call/web only with a bearer `accepts` takes (else 401, as the provider does for a key
 * it does not know); each POST's bearer goes into `bearers`.
 */
export async function answerWebCallsWith(
  page: Page,
  accepts: (bearer: string) => boolean | Promise<boolean>,
  bearers: string[],
): Promise<void> {
  await page.route(`${API}/call/web`, async (route) => {
    const headers = { 'access-control-allow-origin': '*', 'access-control-allow-headers': '*' };
    if (route.request().method() === 'OPTIONS') return route.fulfill({ status: 204, headers });
    const bearer = (route.request().headers()['authorization'] ?? '').replace(/^Bearer /, '');
    bearers.push(bearer);
    if (!(await accepts(bearer))) return route.fulfill({ status: 401, headers, json: { message: 'Invalid Key.' } });
    return route.fulfill({
      status: 201,
      headers,
      json: {
        id: `call_token_${bearers.length}`,
        webCallUrl: 'https://vestry-live.daily.co/room',
        artifactPlan: { videoRecordingEnabled: false },
        assistant: { voice: { provider: '11labs' } },
      },
    });
  });
}

/** Answers POST /call/web only with a bearer the endpoint stand-in issued. */
export function answerWebCallsWithTokens(page: Page, endpoint: TokenEndpoint, bearers: string[]): Promise<void> {
  return answerWebCallsWith(page, (bearer) => endpoint.issued.includes(bearer), bearers);
}

/**
 * Turnstile's script, standing in: `render` (explicit, execution on demand) records its container
 * and options; `execute` passes at once, unless `window.vestryTurnstileAsks` is set: then it asks
 * for an interaction, a checkbox in the container, and passes once it is ticked. What it saw is in
 * `window.vestryTurnstile`.
 */
export const TURNSTILE_STAND_IN = `
(() => {
  const seen = { rendered: [], executed: 0, removed: 0 };
  window.vestryTurnstile = seen;
  const widgets = new Map();
  window.turnstile = {
    render(container, options) {
      const id = 'widget-' + (seen.rendered.length + 1);
      seen.rendered.push({ container: container.id, sitekey: options.sitekey, execution: options.execution, appearance: options.appearance });
      widgets.set(id, { container, options });
      return id;
    },
    execute(id) {
      seen.executed += 1;
      const { container, options } = widgets.get(id);
      const pass = () => options.callback('turnstile-pass-' + seen.executed);
      if (!window.vestryTurnstileAsks) return void setTimeout(pass, 20);
      options['before-interactive-callback']();
      const label = document.createElement('label');
      const box = document.createElement('input');
      box.type = 'checkbox';
      box.addEventListener('change', () => { options['after-interactive-callback'](); pass(); });
      label.append(box, ' Verify you are human');
      container.append(label);
    },
    remove(id) {
      seen.removed += 1;
      const widget = widgets.get(id);
      widget?.container.replaceChildren();
      widgets.delete(id);
    },
  };
})();
`;

/** Serves the stand-in for Turnstile's script; each request for it goes into `requests`. */
export async function standInTurnstile(page: Page, requests: string[] = []): Promise<void> {
  await page.route(TURNSTILE_SCRIPT, (route) => {
    requests.push(route.request().url());
    return route.fulfill({ status: 200, contentType: 'text/javascript', body: TURNSTILE_STAND_IN });
  });
}
