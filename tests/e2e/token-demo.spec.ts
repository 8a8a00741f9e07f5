// The demo in the token build (npm run build:token-test): each call's bearer comes from the
// demo-token endpoint behind Turnstile, both stood in here (token-stand-ins.ts), with the provider's
// API and the call library's chunk, so calls connect without a network.
import type { BrowserContext, Page } from '@playwright/test';
import { CALL_LIBRARY_STAND_IN } from './call-library-stand-in';
import { ATTEMPTS_KEY, demoButton, toast } from './demo-helpers';
import { expect, expectNoAxeViolations, test } from './fixtures';
import {
  TOKEN_URL,
  answerDemoTokens,
  answerWebCallsWithTokens,
  standInTurnstile,
  visitorDay,
  type TokenAnswer,
  type TokenEndpoint,
} from './token-stand-ins';

interface TurnstileSeen {
  rendered: { container: string; sitekey: string; execution: string; appearance: string }[];
  executed: number;
}

declare global {
  interface Window {
    vestryTurnstile?: TurnstileSeen;
    vestryTurnstileAsks?: boolean;
  }
}

interface Site {
  endpoint: TokenEndpoint;
  bearers: string[];
  turnstileRequests: string[];
}

/** A page with every stand-in, nothing else reachable; `site` keeps what they saw (shared across pages, as one address's day is). */
async function standIns(page: Page, next: (n: number) => TokenAnswer, site: Site): Promise<void> {
  await page.route(
    (url) => url.hostname !== '127.0.0.1',
    (route) => route.abort('internetdisconnected'),
  );
  await page.route('**/assets/daily-esm-*.js', (route) =>
    route.fulfill({ status: 200, contentType: 'text/javascript', body: CALL_LIBRARY_STAND_IN }),
  );
  await standInTurnstile(page, site.turnstileRequests);
  await answerDemoTokens(page, next, site.endpoint);
  await answerWebCallsWithTokens(page, site.endpoint, site.bearers);
}

const newSite = (): Site => ({ endpoint: { posts: [], issued: [] }, bearers: [], turnstileRequests: [] });

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

async function freshPage(context: BrowserContext, next: (n: number) => TokenAnswer, site: Site): Promise<Page> {
  const page = await context.newPage();
  await standIns(page, next, site);
  return page;
}

test.describe('a build whose calls take their bearer from the demo-token endpoint', () => {
  test('three calls start with tokens, each the bearer of its web call, the count from the endpoint; then Start is not offered', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    const site = newSite();
    await standIns(page, visitorDay(3), site);
    await open(page);
    await expect(page.getByTestId('attempts-remaining')).toHaveText('3 of 3 demo calls left today');
    for (const left of [2, 1]) {
      await callAndHangUp(page);
      await expect(page.getByTestId('attempts-remaining')).toHaveText(`${left} of 3 demo calls left today`);
    }
    await callAndHangUp(page);
    expect(site.endpoint.issued).toEqual(['jwt-demo-call-1', 'jwt-demo-call-2', 'jwt-demo-call-3']);
    expect(site.bearers).toEqual(site.endpoint.issued);
    expect(site.endpoint.posts).toEqual([1, 2, 3].map((n) => ({ turnstileToken: `turnstile-pass-${n}` })));
    const turnstile = await page.evaluate(() => window.vestryTurnstile);
    expect(turnstile?.rendered).toEqual(
      [1, 2, 3].map(() => ({
        container: 'demo-challenge',
        sitekey: '1x00000000000000000000BB',
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
    expect(site.bearers).toEqual(['jwt-demo-call-1']);
  });

  test('a fresh browser from the same address is refused: the visitor’s limit, the demo line, no web call, no attempt spent', async ({
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
    expect(site.bearers).toEqual([]);
    expect(await page.evaluate((key) => localStorage.getItem(key), ATTEMPTS_KEY)).toMatch(/"attempts":0/);
    await expectNoAxeViolations(page);
    await context.close();
  });

  test('the site’s budget spent: today’s calls are all taken, the demo line and the form offered, no web call, no attempt spent', async ({
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
    expect(site.bearers).toEqual([]);
    await expectNoAxeViolations(page);
    await page.reload();
    await expect(page.getByTestId('attempts-remaining')).toHaveText('3 of 3 demo calls left today');
  });

  test('a failed challenge is a failed start: "Call Failed", no web call, and Start offered again', async ({ page }) => {
    const site = newSite();
    await standIns(page, () => ({ status: 403 }), site);
    await open(page);
    await page.getByRole('button', { name: 'Start Demo Call' }).click();
    await expect(toast(page, 'Call Failed')).toBeVisible({ timeout: 15_000 });
    await expect(page.getByTestId('demo-quota')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Start Demo Call' })).not.toHaveAttribute('aria-disabled');
    await expect(page.getByTestId('attempts-remaining')).toHaveText('3 of 3 demo calls left today');
    expect(site.bearers).toEqual([]);
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
    expect(site.bearers).toEqual(['jwt-demo-call-1']);
  });

  test('the policy allows Turnstile and the endpoint, and nothing the page does breaks it', async ({ page, request }) => {
    const site = newSite();
    await standIns(page, visitorDay(3), site);
    const response = await request.get('/');
    const policy = (await response.text()).match(/http-equiv="Content-Security-Policy" content="([^"]+)"/)?.[1] ?? '';
    expect(policy).toMatch(/script-src [^;]*https:\/\/challenges\.cloudflare\.com/);
    expect(policy).toMatch(/frame-src https:\/\/challenges\.cloudflare\.com(;|$)/);
    expect(policy).toContain(new URL(TOKEN_URL).origin);
    // The fixture fails the test on any violation: a call through the challenge and the endpoint makes none.
    await open(page);
    await callAndHangUp(page);
  });
});
