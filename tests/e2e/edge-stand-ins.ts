import type { Page, Request, Route } from '@playwright/test';

// Stand-ins for the edge build (npm run build:edge-test): the demo-call endpoint (the Worker's
// POST /api/demo-call, which makes each call with the provider) and Turnstile's script. The page
// never asks the provider itself: nothing stands in for POST /call/web, and any request to a
// provider host fails the tests that look.

export const CALL_URL = 'https://demo.vestry-live.test/api/demo-call';
export const TURNSTILE_SCRIPT = 'https://challenges.cloudflare.com/turnstile/v0/api.js?render=explicit';

/** The endpoint's answer to one request: a call (its count of calls left), or a refusal. */
export type CallAnswer =
  | { readonly remainingToday: number }
  | { readonly status: 429; readonly scope: 'visitor' | 'site' }
  | { readonly status: 429; readonly rate: true; readonly retryAfter: number }
  | { readonly status: 403 | 400 | 500 | 502 | 503 };

export interface CallEndpoint {
  /** The body of every POST, in order. */
  readonly posts: unknown[];
  /** Every call made, its id, in order. */
  readonly made: string[];
}

/** CORS for the page's origin only, as the Worker answers. */
function cors(request: Request): Record<string, string> {
  return {
    'access-control-allow-origin': request.headers()['origin'] ?? '',
    'access-control-expose-headers': 'Retry-After',
    'cache-control': 'no-store',
    vary: 'Origin',
  };
}

const ERRORS: Record<number, string> = { 400: 'bad-request', 403: 'challenge', 500: 'misconfigured', 502: 'provider', 503: 'unavailable' };

function fulfilCall(route: Route, answer: CallAnswer, endpoint: CallEndpoint): Promise<void> {
  const headers = cors(route.request());
  if ('remainingToday' in answer) {
    const callId = `call_edge_${endpoint.made.length + 1}`;
    endpoint.made.push(callId);
    const json = {
      callId,
      webCallUrl: 'https://vestry-live.daily.co/room',
      artifactPlan: { videoRecordingEnabled: false },
      assistant: { voice: { provider: '11labs' } },
      remainingToday: answer.remainingToday,
    };
    return route.fulfill({ status: 201, headers, json });
  }
  if ('rate' in answer) {
    const retryAfter = String(answer.retryAfter);
    return route.fulfill({
      status: 429,
      headers: { ...headers, 'retry-after': retryAfter },
      json: { error: 'rate', retryAfter: answer.retryAfter },
    });
  }
  if ('scope' in answer)
    return route.fulfill({
      status: 429,
      headers: { ...headers, 'retry-after': '3600' },
      json: { error: 'quota', scope: answer.scope, retryAfter: 3600 },
    });
  return route.fulfill({ status: answer.status, headers, json: { error: ERRORS[answer.status] ?? 'unexpected' } });
}

/**
 * Answers POST {CALL_URL} (and its preflight) with `next(n)` for the n-th POST (from 1), which may
 * keep state across pages and contexts: like the Worker, it counts by address, not by browser.
 */
export async function answerDemoCalls(page: Page, next: (n: number) => CallAnswer, endpoint: CallEndpoint): Promise<void> {
  await page.route(CALL_URL, (route) => {
    if (route.request().method() === 'OPTIONS')
      return route.fulfill({
        status: 204,
        headers: { ...cors(route.request()), 'access-control-allow-methods': 'POST', 'access-control-allow-headers': 'Content-Type' },
      });
    endpoint.posts.push(route.request().postDataJSON());
    return fulfilCall(route, next(endpoint.posts.length), endpoint);
  });
}

/** A Worker's day for one address: `perDay` calls, counted down, then 429 for the visitor. */
export function visitorDay(perDay = 3): (n: number) => CallAnswer {
  return (n) => (n <= perDay ? { remainingToday: perDay - n } : { status: 429, scope: 'visitor' });
}

/** Every request the page sends that carries an Authorization header, or goes to a provider host (the call library's rooms aside). */
export function watchBearers(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    const authorization = request.headers()['authorization'];
    if (authorization !== undefined) seen.push(`${request.method()} ${url.href} Authorization`);
    if (/(^|\.)api\.|vapi/.test(url.hostname)) seen.push(`${request.method()} ${url.href}`);
  });
  return seen;
}

/**
 * Turnstile's script, standing in: `render` (explicit, execution on demand) records its container
 * and options; `execute` passes at once (a token that names the widget's action), unless `window.vestryTurnstileAsks` is set: then it asks
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
      seen.rendered.push({ container: container.id, sitekey: options.sitekey, action: options.action, execution: options.execution, appearance: options.appearance });
      widgets.set(id, { container, options });
      return id;
    },
    execute(id) {
      seen.executed += 1;
      const { container, options } = widgets.get(id);
      // The token names the action it was rendered with: siteverify's stand-in answers with it, as Cloudflare does.
      // Unique, as Cloudflare's are (the Worker refuses a token it has seen today), after a reload too.
      const pass = () => options.callback('turnstile-pass-' + seen.executed + '.' + Math.random().toString(36).slice(2, 10) + '-' + (options.action || 'none'));
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
