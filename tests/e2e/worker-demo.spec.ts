// The token build against the real demo-token Worker (worker/, in workerd): each call's bearer is
// the Worker's JWT, the provider stand-in verifies it with the test key, and the Worker's own
// Durable Object counts the day. Locally every browser is one address (127.0.0.1), so the tests run
// in order over one day's counts.
import type { Page } from '@playwright/test';
import { jwtVerify } from 'jose';
import { CALL_LIBRARY_STAND_IN } from './call-library-stand-in';
import { ATTEMPTS_KEY, demoButton, toast } from './demo-helpers';
import { expect, expectNoAxeViolations, test } from './fixtures';
import { answerWebCallsWith, standInTurnstile } from './token-stand-ins';
import { WORKER_TEST, tokenUrl, workerPorts } from './worker-site';

const PORTS = workerPorts(Number(process.env.VESTRY_PORT_OFFSET ?? 0));
const ORIGIN = `http://127.0.0.1:${PORTS.site}`;
const KEY = new TextEncoder().encode(WORKER_TEST.privateKey);

interface Provider {
  /** Each POST /call/web's bearer, in order. */
  readonly bearers: string[];
  /** The verified ones: each a JWT the Worker signed for this origin and the demo assistant, and its lifetime. */
  readonly verified: { bearer: string; seconds: number }[];
}

/** The provider's check of a bearer: a JWT the Worker signed with the test key, for this origin and the demo assistant only. */
async function workerToken(bearer: string, provider: Provider): Promise<boolean> {
  try {
    const { payload } = await jwtVerify(bearer, KEY, { algorithms: ['HS256'] });
    expect(payload).toMatchObject({
      orgId: WORKER_TEST.orgId,
      token: {
        tag: 'public',
        restrictions: {
          enabled: true,
          allowedOrigins: [ORIGIN],
          allowedAssistantIds: [WORKER_TEST.assistantId],
          allowTransientAssistant: false,
        },
      },
    });
    provider.verified.push({ bearer, seconds: (payload.exp ?? 0) - (payload.iat ?? 0) });
    return true;
  } catch {
    return false;
  }
}

/** Nothing but this machine is reachable; the call library and Turnstile's script are stand-ins. */
async function standIns(page: Page, provider: Provider): Promise<void> {
  await page.route(
    (url) => url.hostname !== '127.0.0.1',
    (route) => route.abort('internetdisconnected'),
  );
  await page.route('**/assets/daily-esm-*.js', (route) =>
    route.fulfill({ status: 200, contentType: 'text/javascript', body: CALL_LIBRARY_STAND_IN }),
  );
  await standInTurnstile(page);
  await answerWebCallsWith(page, (bearer) => workerToken(bearer, provider), provider.bearers);
}

async function open(page: Page): Promise<void> {
  await page.goto('/');
  await expect(page.getByTestId('attempts-remaining')).toBeVisible();
}

const LIMIT = /^You have used today’s demo calls\. Please come back tomorrow, or call us on \(02\) 5550 1234\.$/;

test.describe.configure({ mode: 'serial' });

test.describe('the token build against the demo-token Worker', () => {
  test('three calls start with the Worker’s tokens; the fourth press is told the day’s calls are used, and makes no web call', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const provider: Provider = { bearers: [], verified: [] };
    await standIns(page, provider);
    const answers: number[] = [];
    page.on('response', (response) => {
      if (response.url() === tokenUrl(PORTS.worker) && response.request().method() === 'POST') answers.push(response.status());
    });
    await open(page);
    for (const left of [2, 1, 0]) {
      await page.getByRole('button', { name: 'Start Demo Call' }).click();
      await expect(page.getByText('Connected - AI is listening')).toBeVisible({ timeout: 20_000 });
      await page.getByRole('button', { name: 'End Call' }).click();
      if (left > 0) await expect(page.getByTestId('attempts-remaining')).toHaveText(`${left} of 3 demo calls left today`);
    }
    expect(provider.bearers).toHaveLength(3);
    expect(provider.verified.map((call) => call.bearer)).toEqual(provider.bearers);
    expect(provider.verified.every((call) => call.seconds > 0 && call.seconds <= 120)).toBe(true);
    // The endpoint's count: none left, so Start is not offered.
    await expect(page.getByText('You have used today’s demo calls. Please come back tomorrow, or call us on')).toBeVisible();
    await expect(demoButton(page)).toHaveAttribute('aria-disabled', 'true');
    // The browser's own record may be cleared: the Worker still says no.
    await page.evaluate((key) => localStorage.removeItem(key), ATTEMPTS_KEY);
    await page.reload();
    await page.getByRole('button', { name: 'Start Demo Call' }).click();
    await expect(page.getByTestId('demo-quota')).toHaveText(LIMIT);
    expect(answers).toEqual([200, 200, 200, 429]);
    expect(provider.bearers).toHaveLength(3);
    await expect(toast(page, 'Call Failed')).toHaveCount(0);
    await expectNoAxeViolations(page);
  });

  test('a fresh browser (no storage) from the same address is still refused, with no web call and no attempt spent', async ({
    browser,
  }) => {
    const context = await browser.newContext();
    const page = await context.newPage();
    const provider: Provider = { bearers: [], verified: [] };
    await standIns(page, provider);
    await open(page);
    await expect(page.getByTestId('attempts-remaining')).toHaveText('3 of 3 demo calls left today');
    await page.getByRole('button', { name: 'Start Demo Call' }).click();
    const note = page.getByTestId('demo-quota');
    await expect(note).toHaveAttribute('data-scope', 'visitor');
    await expect(note).toHaveText(LIMIT);
    expect(provider.bearers).toEqual([]);
    expect(await page.evaluate((key) => localStorage.getItem(key), ATTEMPTS_KEY)).toMatch(/"attempts":0/);
    await context.close();
  });

  test('a Worker whose site budget is 0: today’s calls are all taken, the line and the form offered, no web call', async ({ page }) => {
    const provider: Provider = { bearers: [], verified: [] };
    await standIns(page, provider);
    // The same build, sent to the Worker that has no budget today.
    await page.route(tokenUrl(PORTS.worker), (route) => route.continue({ url: tokenUrl(PORTS.spentWorker) }));
    await open(page);
    await page.getByRole('button', { name: 'Start Demo Call' }).click();
    const note = page.getByTestId('demo-quota');
    await expect(note).toHaveAttribute('data-scope', 'site');
    await expect(note).toContainText('Today’s demo calls are all taken, so please come back tomorrow.');
    await expect(note.getByRole('link', { name: 'or write to our team' })).toHaveAttribute('href', '#contact');
    expect(provider.bearers).toEqual([]);
    await expectNoAxeViolations(page);
  });
});
