// The demo in the edge build (npm run build:edge-test): the Worker's demo-call endpoint makes each
// call behind Turnstile, both stood in here (edge-stand-ins.ts), with the call library's chunk, so
// calls connect without a network. The page never asks the provider itself.
import type { BrowserContext, Page } from '@playwright/test';
import { CALL_LIBRARY_STAND_IN } from './call-library-stand-in';
import { ATTEMPTS_KEY, demoButton, toast } from './demo-helpers';
import { expect, expectNoAxeViolations, test } from './fixtures';
import {
  CALL_URL,
  answerDemoCalls,
  standInTurnstile,
  visitorDay,
  watchBearers,
  type CallAnswer,
  type CallEndpoint,
} from './edge-stand-ins';

interface TurnstileSeen {
  rendered: { container: string; sitekey: string; action: string; execution: string; appearance: string }[];
  executed: number;
}

declare global {
  interface Window {
    vestryTurnstile?: TurnstileSeen;
    vestryTurnstileAsks?: boolean;
  }
}

interface Site {
  endpoint: CallEndpoint;
  turnstileRequests: string[];
}

/** A page with every stand-in, nothing else reachable; `site` keeps what they saw (shared across pages, as one address's day is). */
async function standIns(page: Page, next: (n: number) => CallAnswer, site: Site): Promise<void> {
  await page.route(
    (url) => url.hostname !== '127.0.0.1',
    (route) => route.abort('internetdisconnected'),
  );
  await page.route('**/assets/daily-esm-*.js', (route) =>
    route.fulfill({ status: 200, contentType: 'text/javascript', body: CALL_LIBRARY_STAND_IN }),
  );
  await standInTurnstile(page, site.turnstileRequests);
  await answerDemoCalls(page, next, site.endpoint);
}

const newSite = (): Site => ({ endpoint: { posts: [], made: [] }, turnstileRequests: [] });

/** The page once it has hydrated and read the stored count. */
async function open(page: Page): Promise<void> {
  await page.goto('/');
  await expect(page.getByTestId('attempts-remaining')).toBeVisible();
}

async function callAndHangUp(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Start Demo Call' }).click();
  await expect(page.getByText('Connected - AI is listening')).toBeVisible({ timeout: 20_000 });
  await page.getByRole('button', { name: 'End Call' }).click();
  await expect(page.getByRole('button', { name: 'Start Demo Call' })).toBeVisible();
}

async function freshPage(context: BrowserContext, next: (n: number) => CallAnswer, site: Site): Promise<Page> {
  const page = await context.newPage();
  await standIns(page, next, site);
  return page;
}

test.describe('a build whose calls the Worker makes (the demo-call endpoint)', () => {
  test('three calls start, each made by the endpoint, the count from it, no request to the provider and no bearer; then Start is not offered', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    const site = newSite();
    const bearers = watchBearers(page);
    await standIns(page, visitorDay(3), site);
    await open(page);
    await expect(page.getByTestId('attempts-remaining')).toHaveText('3 of 3 demo calls left today');
    for (const left of [2, 1]) {
      await callAndHangUp(page);
      await expect(page.getByTestId('attempts-remaining')).toHaveText(`${left} of 3 demo calls left today`);
    }
    await callAndHangUp(page);
    expect(site.endpoint.made).toEqual(['call_edge_1', 'call_edge_2', 'call_edge_3']);
    // Only the challenge's token goes to the endpoint; nothing goes to the provider, and no request carries a bearer.
    expect(site.endpoint.posts).toEqual(
      [1, 2, 3].map((n) => ({ turnstileToken: expect.stringMatching(new RegExp(`^turnstile-pass-${n}\\.[a-z0-9]+-demo-call$`)) })),
    );
    expect(bearers).toEqual([]);
    const turnstile = await page.evaluate(() => window.vestryTurnstile);
    expect(turnstile?.rendered).toEqual(
      [1, 2, 3].map(() => ({
        container: 'demo-challenge',
        sitekey: '1x00000000000000000000BB',
        action: 'demo-call',
        execution: 'execute',
        appearance: 'interaction-only',
      })),
    );
    await expect(demoButton(page)).toHaveAttribute('aria-disabled', 'true');
    await expect(page.getByText('You have used today’s demo calls. Please come back tomorrow, or call us on')).toBeVisible();
  });

  test('the count is the endpoint’s, not this browser’s: its last call of the day leaves none, though this browser made one', async ({
    page,
  }) => {
    const site = newSite();
    // Other browsers at this address have had two of its three calls.
    site.endpoint.posts.push({}, {});
    await standIns(page, visitorDay(3), site);
    await open(page);
    await expect(page.getByTestId('attempts-remaining')).toHaveText('3 of 3 demo calls left today');
    await page.getByRole('button', { name: 'Start Demo Call' }).click();
    await expect(page.getByText('Connected - AI is listening')).toBeVisible({ timeout: 20_000 });
    await page.getByRole('button', { name: 'End Call' }).click();
    await expect(page.getByText('You have used today’s demo calls. Please come back tomorrow, or call us on')).toBeVisible();
    await expect(demoButton(page)).toHaveAttribute('aria-disabled', 'true');
    expect(site.endpoint.made).toEqual(['call_edge_1']);
  });

  test('a fresh browser from the same address is refused: the visitor’s limit, the demo line, no call made, no attempt spent', async ({
    browser,
  }) => {
    const site = newSite();
    // The endpoint has already given this address its three calls today.
    site.endpoint.posts.push({}, {}, {});
    const context = await browser.newContext();
    const page = await freshPage(context, visitorDay(3), site);
    await open(page);
    await page.getByRole('button', { name: 'Start Demo Call' }).click();
    const note = page.getByTestId('demo-quota');
    await expect(note).toHaveAttribute('data-scope', 'visitor');
    await expect(note).toHaveText(/^You have used today’s demo calls\. Please come back tomorrow, or call us on \(02\) 5550 1234\.$/);
    await expect(note.getByRole('link', { name: '(02) 5550 1234' })).toHaveAttribute('href', 'tel:+61255501234');
    await expect(toast(page, 'Call Failed')).toHaveCount(0);
    await expect(demoButton(page)).toHaveAttribute('aria-disabled', 'true');
    expect(site.endpoint.made).toEqual([]);
    expect(await page.evaluate((key) => localStorage.getItem(key), ATTEMPTS_KEY)).toMatch(/"attempts":0/);
    await expectNoAxeViolations(page);
    await context.close();
  });

  test('the site’s budget spent: today’s calls are all taken, the demo line and the form offered, no call made, no attempt spent', async ({
    page,
  }) => {
    const site = newSite();
    await standIns(page, () => ({ status: 429, scope: 'site' }), site);
    await open(page);
    await page.getByRole('button', { name: 'Start Demo Call' }).click();
    const note = page.getByTestId('demo-quota');
    await expect(note).toHaveAttribute('data-scope', 'site');
    await expect(note).toContainText('Today’s demo calls are all taken, so please come back tomorrow.');
    await expect(note.getByRole('link', { name: '(02) 5550 1234' })).toHaveAttribute('href', 'tel:+61255501234');
    await expect(note.getByRole('link', { name: 'or write to our team' })).toHaveAttribute('href', '#contact');
    await expect(toast(page, 'Call Failed')).toHaveCount(0);
    await expect(demoButton(page)).toHaveAttribute('aria-disabled', 'true');
    expect(site.endpoint.made).toEqual([]);
    await expectNoAxeViolations(page);
    await page.reload();
    await expect(page.getByTestId('attempts-remaining')).toHaveText('3 of 3 demo calls left today');
  });

  test('a failed challenge is a failed start: "Call Failed", no call made, and Start offered again', async ({ page }) => {
    const site = newSite();
    await standIns(page, () => ({ status: 403 }), site);
    await open(page);
    await page.getByRole('button', { name: 'Start Demo Call' }).click();
    await expect(toast(page, 'Call Failed')).toBeVisible({ timeout: 15_000 });
    await expect(page.getByTestId('demo-quota')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Start Demo Call' })).not.toHaveAttribute('aria-disabled');
    await expect(page.getByTestId('attempts-remaining')).toHaveText('3 of 3 demo calls left today');
    expect(site.endpoint.made).toEqual([]);
  });

  test('Turnstile’s script is not in the first load; the first hover of Start fetches it, once', async ({ page }) => {
    const site = newSite();
    await standIns(page, visitorDay(3), site);
    await open(page);
    await page.waitForLoadState('networkidle');
    expect(site.turnstileRequests).toEqual([]);
    expect(await page.locator('script[src*="challenges.cloudflare.com"]').count()).toBe(0);
    await demoButton(page).hover();
    await expect.poll(() => site.turnstileRequests.length).toBe(1);
    await page.mouse.move(0, 0);
    await demoButton(page).hover();
    await page.waitForTimeout(300);
    expect(site.turnstileRequests).toHaveLength(1);
  });

  test('the keyboard’s focus on Start fetches it too', async ({ page }) => {
    const site = newSite();
    await standIns(page, visitorDay(3), site);
    await open(page);
    expect(site.turnstileRequests).toEqual([]);
    await demoButton(page).focus();
    await expect.poll(() => site.turnstileRequests.length).toBe(1);
  });

  test('when Cloudflare asks for an interaction, the check shows in the call space, named, and the call goes on once it is done', async ({
    page,
  }) => {
    const site = newSite();
    await standIns(page, visitorDay(3), site);
    await page.addInitScript(() => (window.vestryTurnstileAsks = true));
    await open(page);
    await page.getByRole('button', { name: 'Start Demo Call' }).click();
    const check = page.getByRole('group', { name: 'A quick check before the call connects' });
    const box = check.getByRole('checkbox', { name: 'Verify you are human' });
    await expect(box).toBeVisible();
    await expect(page.getByTestId('call-stage')).toContainText('Connecting to AI...');
    await expectNoAxeViolations(page);
    // Ticked, the widget passes and is removed at once: a click, not check(), which would wait to see it ticked.
    await box.click();
    await expect(page.getByText('Connected - AI is listening')).toBeVisible({ timeout: 20_000 });
    expect(site.endpoint.made).toEqual(['call_edge_1']);
  });

  test('the policy allows Turnstile and the endpoint, not the provider’s API, and nothing the page does breaks it', async ({
    page,
    request,
  }) => {
    const site = newSite();
    await standIns(page, visitorDay(3), site);
    const response = await request.get('/');
    const policy = (await response.text()).match(/http-equiv="Content-Security-Policy" content="([^"]+)"/)?.[1] ?? '';
    expect(policy).toMatch(/script-src [^;]*https:\/\/challenges\.cloudflare\.com/);
    expect(policy).toMatch(/frame-src https:\/\/challenges\.cloudflare\.com(;|$)/);
    expect(policy).toContain(new URL(CALL_URL).origin);
    expect(policy).not.toMatch(/api\.vapi\.ai|api\.vestry-live\.test/);
    // The fixture fails the test on any violation: a call through the challenge and the endpoint makes none.
    await open(page);
    await callAndHangUp(page);
  });

  test('the connection’s minute: says whose limit, Start not offered, and Start back by itself once Retry-After has passed, without a reload', async ({
    page,
  }) => {
    const site = newSite();
    await standIns(page, (n) => (n === 1 ? { status: 429, rate: true, retryAfter: 3 } : { remainingToday: 2 }), site);
    await open(page);
    await page.getByRole('button', { name: 'Start Demo Call' }).click();
    const note = page.getByTestId('demo-quota');
    await expect(note).toHaveAttribute('data-scope', 'rate');
    await expect(note).toHaveText(
      'Too many demo calls were asked for from your internet connection in the last minute. Start Demo Call comes back by itself in a minute.',
    );
    await expect(demoButton(page)).toHaveAttribute('aria-disabled', 'true');
    await expect(toast(page, 'Call Failed')).toHaveCount(0);
    await expectNoAxeViolations(page);
    // Three seconds on, Start is offered again, with no reload: the next press makes a call.
    await expect(note).toHaveCount(0, { timeout: 10_000 });
    await expect(demoButton(page)).not.toHaveAttribute('aria-disabled');
    await expect(page.getByTestId('attempts-remaining')).toHaveText('3 of 3 demo calls left today');
    await page.getByRole('button', { name: 'Start Demo Call' }).click();
    await expect(page.getByText('Connected - AI is listening')).toBeVisible({ timeout: 20_000 });
    expect(site.endpoint.made).toEqual(['call_edge_1']);
  });

  for (const status of [502, 503] as const) {
    test(`${status}: "Call Failed", try again in a minute; no attempt spent, Start offered again`, async ({ page }) => {
      const site = newSite();
      await standIns(page, () => ({ status }), site);
      await open(page);
      await page.getByRole('button', { name: 'Start Demo Call' }).click();
      const failed = toast(page, 'Call Failed');
      await expect(failed).toContainText('The live demo could not start a call just now. Please try again in a minute.');
      await expect(page.getByTestId('attempts-remaining')).toHaveText('3 of 3 demo calls left today');
      await expect(demoButton(page)).not.toHaveAttribute('aria-disabled');
      expect(site.endpoint.made).toEqual([]);
    });
  }

  test('500 misconfigured: the live demo is unavailable right now, the demo line offered, Start not offered for the visit', async ({
    page,
  }) => {
    const site = newSite();
    await standIns(page, () => ({ status: 500 }), site);
    await open(page);
    await page.getByRole('button', { name: 'Start Demo Call' }).click();
    await expect(toast(page, 'Live demo unavailable')).toContainText('The live demo is unavailable right now.');
    await expect(page.getByTestId('call-stage')).toContainText('The live demo is unavailable right now.');
    await expect(demoButton(page)).toHaveAttribute('aria-disabled', 'true');
    await page.reload();
    await expect(page.getByTestId('call-stage')).toContainText('The live demo is unavailable right now.');
    expect(site.endpoint.posts).toHaveLength(1);
    await expectNoAxeViolations(page);
  });

  test('the privacy page names what the edge build adds: Turnstile, and the Worker’s hashed day counts', async ({ request }) => {
    const privacy = await (await request.get('/privacy')).text();
    expect(privacy).toContain('Cloudflare Turnstile');
    expect(privacy).toContain('keyed hash of your network address');
  });
});
