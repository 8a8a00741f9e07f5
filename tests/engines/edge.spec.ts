// The edge build (npm run build:engines-edge-test), whose every demo call the Worker makes, in each
// engine: served with its stand-ins by edge-server.ts (the endpoint's answers, the call library's
// chunk); Turnstile's stand-in is the Chromium tests' script, run in the page before the first press.
// The texts are the Chromium suite's (tests/e2e/edge-demo.spec.ts).
import type { CallAnswer } from '../e2e/edge-stand-ins';
import { TURNSTILE_STAND_IN } from '../e2e/edge-stand-ins';
import { expect, test } from './fixtures';
import type { Target } from './page-queries';
import { engineSettings } from './settings';
import type { Site } from './site';
import { attemptsLeft, demoButton, endCall, startCall, toast } from './targets';

const edgeSite = `http://127.0.0.1:${engineSettings.edgeSitePort}`;
const quotaNote: Target = { testId: 'demo-quota' };

test.use({ baseURL: edgeSite });

async function server(path: string, body?: unknown): Promise<unknown> {
  const response = await fetch(`${edgeSite}${path}`, body === undefined ? {} : { method: 'POST', body: JSON.stringify(body) });
  if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
  return response.json();
}

/** The endpoint answers these, in order (then a call with 2 left); what it saw so far is forgotten. */
async function endpointAnswers(answers: readonly CallAnswer[]): Promise<void> {
  await server('/__test/reset', {});
  await server('/__test/answers', answers);
}

/** The body of every POST the endpoint has had. */
const endpointPosts = () => server('/__test/posts') as Promise<unknown[]>;

/** The page, hydrated with the stored count read, and Turnstile's stand-in in place before anything can load Cloudflare's script. */
async function open(site: Site): Promise<void> {
  await site.goto('/');
  await site.hydrated();
  await expect.poll(() => site.textOf(attemptsLeft)).toBe('3 of 3 demo calls left today');
  await site.runScript(TURNSTILE_STAND_IN);
  expect(await site.evaluate(() => 'turnstile' in window, null)).toBe(true);
}

test('a call the endpoint makes: the challenge’s token is all it is sent, the call connects, and the count left is the endpoint’s', async ({
  site,
}) => {
  await endpointAnswers([{ remainingToday: 2 }]);
  await open(site);
  await site.click(startCall);
  await expect.poll(() => site.isVisible({ text: 'Connected - AI is listening' }), { timeout: 20_000 }).toBe(true);
  expect(await endpointPosts()).toEqual([{ turnstileToken: expect.stringMatching(/^turnstile-pass-1\.[a-z0-9]+-demo-call$/) }]);
  // The challenge ran with the page's own script (nothing was fetched from Cloudflare), and the call was the stand-in's.
  expect(await site.count({ css: 'script[src*="challenges.cloudflare.com"]' })).toBe(0);
  expect(
    await site.evaluate(() => {
      const seen = window as unknown as { vestryTurnstile?: { executed: number }; vestryCallStandIn?: { created: unknown[] } };
      return { executed: seen.vestryTurnstile?.executed, created: seen.vestryCallStandIn?.created.length };
    }, null),
  ).toEqual({ executed: 1, created: 1 });
  expect(await site.axeViolations()).toEqual([]);
  await site.click(endCall);
  await expect.poll(() => site.isVisible(startCall)).toBe(true);
  await expect.poll(() => site.textOf(attemptsLeft)).toBe('2 of 3 demo calls left today');
  expect(await endpointPosts()).toHaveLength(1);
});

test('the connection’s minute: the note says whose limit, Start is not offered, and it comes back by itself once Retry-After has passed', async ({
  site,
}) => {
  await endpointAnswers([{ status: 429, rate: true, retryAfter: 3 }, { remainingToday: 2 }]);
  await open(site);
  await site.click(startCall);
  await expect.poll(() => site.isVisible(quotaNote)).toBe(true);
  expect(await site.attribute(quotaNote, 'data-scope')).toBe('rate');
  expect(await site.textOf(quotaNote)).toBe(
    'Too many demo calls were asked for from your internet connection in the last minute. Start Demo Call comes back by itself in a minute.',
  );
  expect(await site.attribute(demoButton, 'aria-disabled')).toBe('true');
  expect(await site.count(toast('Call Failed'))).toBe(0);
  // Three seconds on, Start is offered again, with no reload, and the next press makes a call.
  await expect.poll(() => site.isEnabled(startCall), { timeout: 10_000 }).toBe(true);
  expect(await site.attribute(demoButton, 'aria-disabled')).toBeNull();
  expect(await site.count(quotaNote)).toBe(0);
  expect(await site.textOf(attemptsLeft)).toBe('3 of 3 demo calls left today');
  await site.click(startCall);
  await expect.poll(() => site.isVisible({ text: 'Connected - AI is listening' }), { timeout: 20_000 }).toBe(true);
  expect(await endpointPosts()).toHaveLength(2);
  await site.click(endCall);
  await expect.poll(() => site.textOf(attemptsLeft)).toBe('2 of 3 demo calls left today');
});

test('the visitor’s day used up at the endpoint: the note with the demo line, Start not offered, no "Call Failed"', async ({ site }) => {
  await endpointAnswers([{ status: 429, scope: 'visitor' }]);
  await open(site);
  await site.click(startCall);
  await expect.poll(() => site.isVisible(quotaNote)).toBe(true);
  expect(await site.attribute(quotaNote, 'data-scope')).toBe('visitor');
  expect(await site.textOf(quotaNote)).toBe('You have used today’s demo calls. Please come back tomorrow, or call us on (02) 5550 1234.');
  expect(await site.attribute({ css: '[data-testid="demo-quota"] a' }, 'href')).toBe('tel:+61255501234');
  expect(await site.attribute(demoButton, 'aria-disabled')).toBe('true');
  expect(await site.count(toast('Call Failed'))).toBe(0);
  expect(await site.axeViolations()).toEqual([]);
  expect(await endpointPosts()).toHaveLength(1);
});
