// The edge build against the real demo-call Worker (worker/, in workerd): the Worker makes each
// call with the provider's stand-in (its private key, its own fixed body), and its Durable Object
// counts the day. Locally every browser is one address (127.0.0.1), so the tests run in order over
// one day's counts.
import type { APIRequestContext, Page } from '@playwright/test';
import { CALL_LIBRARY_STAND_IN } from './call-library-stand-in';
import { ATTEMPTS_KEY, demoButton, giveChurchName, toast } from './demo-helpers';
import { standInTurnstile, watchBearers } from './edge-stand-ins';
import { expect, expectNoAxeViolations, test } from './fixtures';
import { WORKER_TEST, callUrl, providerCalls, workerPorts } from './worker-site';

const PORTS = workerPorts(Number(process.env.VESTRY_PORT_OFFSET ?? 0));

/** Nothing but this machine is reachable; the call library and Turnstile's script are stand-ins. */
async function standIns(page: Page): Promise<string[]> {
  await page.route(
    (url) => url.hostname !== '127.0.0.1',
    (route) => route.abort('internetdisconnected'),
  );
  await page.route('**/assets/daily-esm-*.js', (route) =>
    route.fulfill({ status: 200, contentType: 'text/javascript', body: CALL_LIBRARY_STAND_IN }),
  );
  await standInTurnstile(page);
  return watchBearers(page);
}

async function open(page: Page): Promise<void> {
  await page.goto('/');
  await expect(page.getByTestId('attempts-remaining')).toBeVisible();
}

/**
 * Sends bodiless requests to the Worker with no budget until its rate limit refuses one. The local limiter's
 * windows are whole minutes of the wall clock, so a minute about to end is waited out first: a count made in
 * it would be gone by the request that follows.
 */
async function useUpTheMinute(request: APIRequestContext): Promise<void> {
  const intoMinute = Date.now() % 60_000;
  if (intoMinute > 50_000) await new Promise((resolve) => setTimeout(resolve, 60_500 - intoMinute));
  let status = 0;
  for (let n = 0; n < 20 && status !== 429; n += 1) {
    const answer = await request.post(callUrl(PORTS.spentWorker), { headers: { 'content-type': 'application/json' }, data: {} });
    status = answer.status();
  }
  expect(status).toBe(429);
}

const CHURCH_NAME = "St Mary's & St Joseph's, Kew";

const LIMIT = /^You have used today’s demo calls\. Please come back tomorrow, or call us on \(02\) 5550 1234\.$/;

test.describe.configure({ mode: 'serial' });

test.describe('the edge build against the demo-call Worker', () => {
  test('three calls made by the Worker, each with its key and the fixed body; the page sends no bearer; the fourth press is told the day’s calls are used', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const bearers = await standIns(page);
    const answers: number[] = [];
    page.on('response', (response) => {
      if (response.url() === callUrl(PORTS.worker) && response.request().method() === 'POST') answers.push(response.status());
    });
    await open(page);
    for (const left of [2, 1, 0]) {
      // The visitor's church, given before the second call, goes with it and the third.
      if (left === 1) await giveChurchName(page, CHURCH_NAME);
      await page.getByRole('button', { name: 'Start Demo Call' }).click();
      await expect(page.getByText('Connected - AI is listening')).toBeVisible({ timeout: 20_000 });
      await page.getByRole('button', { name: 'End Call' }).click();
      if (left > 0) await expect(page.getByTestId('attempts-remaining')).toHaveText(`${left} of 3 demo calls left today`);
    }
    // The provider was asked by the Worker, not by a browser: its key, its body (the church's name its one variable), no Origin.
    const withChurch = { assistantId: WORKER_TEST.assistantId, assistantOverrides: { variableValues: { churchName: CHURCH_NAME } } };
    expect(await providerCalls(PORTS)).toEqual(
      [{ assistantId: WORKER_TEST.assistantId }, withChurch, withChurch].map((body) => ({ keyed: true, body, origin: null })),
    );
    expect(bearers).toEqual([]);
    // The endpoint's count: none left, so Start is not offered.
    await expect(page.getByText('You have used today’s demo calls. Please come back tomorrow, or call us on')).toBeVisible();
    await expect(demoButton(page)).toHaveAttribute('aria-disabled', 'true');
    // The browser's own record may be cleared: the Worker still says no.
    await page.evaluate((key) => localStorage.removeItem(key), ATTEMPTS_KEY);
    await page.reload();
    await page.getByRole('button', { name: 'Start Demo Call' }).click();
    await expect(page.getByTestId('demo-quota')).toHaveText(LIMIT);
    expect(answers).toEqual([201, 201, 201, 429]);
    expect(await providerCalls(PORTS)).toHaveLength(3);
    await expect(toast(page, 'Call Failed')).toHaveCount(0);
    await expectNoAxeViolations(page);
  });

  test('a fresh browser (no storage) from the same address is still refused, with no call made and no attempt spent', async ({
    browser,
  }) => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await standIns(page);
    await open(page);
    await expect(page.getByTestId('attempts-remaining')).toHaveText('3 of 3 demo calls left today');
    await page.getByRole('button', { name: 'Start Demo Call' }).click();
    const note = page.getByTestId('demo-quota');
    await expect(note).toHaveAttribute('data-scope', 'visitor');
    await expect(note).toHaveText(LIMIT);
    expect(await providerCalls(PORTS)).toHaveLength(3);
    expect(await page.evaluate((key) => localStorage.getItem(key), ATTEMPTS_KEY)).toMatch(/"attempts":0/);
    await context.close();
  });

  test('a Worker whose site budget is 0: today’s calls are all taken, the line and the form offered, no call made', async ({ page }) => {
    await standIns(page);
    // The same build, sent to the Worker that has no budget today.
    await page.route(callUrl(PORTS.worker), (route) => route.continue({ url: callUrl(PORTS.spentWorker) }));
    await open(page);
    await page.getByRole('button', { name: 'Start Demo Call' }).click();
    const note = page.getByTestId('demo-quota');
    await expect(note).toHaveAttribute('data-scope', 'site');
    await expect(note).toContainText('Today’s demo calls are all taken, so please come back tomorrow.');
    await expect(note.getByRole('link', { name: 'or write to our team' })).toHaveAttribute('href', '#contact');
    expect(await providerCalls(PORTS)).toHaveLength(3);
    await expectNoAxeViolations(page);
  });

  test('the Worker’s own rate limit, with a short Retry-After: whose limit it was, and Start back by itself without a reload', async ({
    page,
  }) => {
    await standIns(page);
    const request = page.context().request;
    // The page's request goes to the Worker with no budget, its minute's requests used up just before; its refusal
    // comes back as it answered, the wait shortened for the test.
    await page.route(callUrl(PORTS.worker), async (route) => {
      if (route.request().method() !== 'POST') return route.continue({ url: callUrl(PORTS.spentWorker) });
      await useUpTheMinute(request);
      const response = await route.fetch({ url: callUrl(PORTS.spentWorker) });
      const body = (await response.json()) as unknown;
      expect(response.status()).toBe(429);
      expect(body).toEqual({ error: 'rate', retryAfter: 60 });
      expect(response.headers()['retry-after']).toBe('60');
      return route.fulfill({ response, headers: { ...response.headers(), 'retry-after': '2' }, json: { error: 'rate', retryAfter: 2 } });
    });
    await open(page);
    await page.getByRole('button', { name: 'Start Demo Call' }).click();
    const note = page.getByTestId('demo-quota');
    await expect(note).toHaveAttribute('data-scope', 'rate');
    await expect(demoButton(page)).toHaveAttribute('aria-disabled', 'true');
    await expect(note).toHaveCount(0, { timeout: 10_000 });
    await expect(demoButton(page)).not.toHaveAttribute('aria-disabled');
    expect(await providerCalls(PORTS)).toHaveLength(3);
  });
});
