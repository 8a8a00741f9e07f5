// The visit's analytics against a build that counts visits (`npm run build:analytics-test`:
// VITE_PLAUSIBLE_DOMAIN=vestry-analytics.test, its API at https://plausible.vestry-analytics.test),
// with the simulated assistant. The tests answer Plausible's Events API themselves: each request is
// `POST {host}/api/event` with the JSON body `{ name, url, domain, props }`, props enumerations and
// numbers only; no request carries anything the visitor typed, and nothing sets a cookie.
import type { BrowserContext, Page, Request } from '@playwright/test';
import { simulatedConversation } from '../../streams/simulated/simulated-script';
import { CONTACT_FAILURES, DEMO_MODES, ENDED_BY, FAILED_STAGES, asDirective, asReason } from '../../streams/analytics/analytics-events';
import { policiesOf } from './csp-helpers';
import { connect, hangUp, toast } from './demo-helpers';
import { contrastToReview, expect, expectNoAxeViolations, test as base } from './fixtures';

const DOMAIN = 'vestry-analytics.test';
const API_HOST = 'https://plausible.vestry-analytics.test';
const ENDPOINT = `${API_HOST}/api/event`;

interface Sent {
  readonly method: string;
  readonly url: string;
  readonly headers: Readonly<Record<string, string>>;
  readonly body: unknown;
  readonly raw: string;
}

interface Body {
  readonly name: string;
  readonly url: string;
  readonly domain: string;
  readonly props?: Readonly<Record<string, string | number>>;
}

/** What one request of the context carried: its address, headers and body. */
interface Outgoing {
  readonly url: string;
  readonly headers: string;
  readonly body: string;
}

interface Analytics {
  /** Every request the stand-in host received, in order. */
  readonly sent: Sent[];
  /** Every request of the test's pages to another host than the site's own. */
  readonly outgoing: Outgoing[];
  /** The bodies received so far. */
  readonly bodies: () => Body[];
  /** Waits until the events named have arrived (in this order, after any earlier ones). */
  readonly expectNames: (names: readonly string[]) => Promise<void>;
}

const YES_NO = ['true', 'false'];
const wholeNumber = (value: unknown) => typeof value === 'number' && Number.isInteger(value) && value >= 0;
const oneOf = (values: readonly string[]) => (value: unknown) => typeof value === 'string' && values.includes(value);

/** Each event's props and the values each may take (streams/analytics' unions); none: no props. */
const PROPS: Readonly<Record<string, Readonly<Record<string, (value: unknown) => boolean>>>> = {
  pageview: {},
  'Demo Start': { mode: oneOf(DEMO_MODES) },
  'Demo Connected': { ms: wholeNumber },
  'Demo Failed': { stage: oneOf(FAILED_STAGES), reason: (value) => asReason(value) !== undefined, permanent: oneOf(YES_NO) },
  'Demo Ended': { by: oneOf(ENDED_BY), reason: (value) => asReason(value) !== undefined, seconds: wholeNumber },
  'Sound Check': {},
  'Demo Rating': { stars: (value) => Number.isInteger(value) && Number(value) >= 1 && Number(value) <= 5 },
  'Contact Sent': {},
  'Contact Failed': { kind: oneOf(CONTACT_FAILURES) },
  'CSP Violation': { directive: (value) => asDirective(value) !== undefined },
};

/** One request as Plausible's Events API documents it, for this site's domain and the page's address. */
function expectDocumentedRequest(sent: Sent, pageUrl: string): void {
  expect(sent.method).toBe('POST');
  expect(sent.url).toBe(ENDPOINT);
  // JSON as text/plain, as Plausible's own script sends it: no CORS preflight.
  expect(sent.headers['content-type']).toBe('text/plain');
  expect(sent.headers.cookie, 'no cookie is sent').toBeUndefined();
  // The browser's own User-Agent, which Plausible counts visitors by.
  expect(sent.headers['user-agent']).toMatch(/Chrome/);
  const body = sent.body as Body;
  expect(typeof body === 'object' && body !== null && !Array.isArray(body), sent.raw).toBe(true);
  const keys = Object.keys(body).sort();
  expect(
    [
      ['domain', 'name', 'url'],
      ['domain', 'name', 'props', 'url'],
    ],
    sent.raw,
  ).toContainEqual(keys);
  expect(body.domain).toBe(DOMAIN);
  // The page's address without its query or fragment.
  expect(body.url).toBe(pageUrl);
  const allowed = PROPS[body.name];
  expect(allowed, `a documented event: ${sent.raw}`).toBeDefined();
  const props = body.props ?? {};
  expect(typeof props === 'object' && props !== null && !Array.isArray(props), sent.raw).toBe(true);
  if ('props' in body) expect(Object.keys(props).length, `props, when sent, are not empty: ${sent.raw}`).toBeGreaterThan(0);
  expect(Object.keys(props).sort(), sent.raw).toEqual(Object.keys(allowed ?? {}).sort());
  for (const [key, value] of Object.entries(props)) expect(allowed?.[key]?.(value), `${key}: ${JSON.stringify(value)}`).toBe(true);
}

async function expectNoCookie(page: Page, context: BrowserContext, setCookies: string[]): Promise<void> {
  if (!page.isClosed()) expect(await page.evaluate(() => document.cookie)).toBe('');
  expect(await context.cookies()).toEqual([]);
  expect(setCookies).toEqual([]);
}

/** The headers the page can put words in: not the browser's own User-Agent and client hints (version numbers). */
function pageHeaders(headers: Readonly<Record<string, string>>): string {
  return JSON.stringify(Object.entries(headers).filter(([name]) => name !== 'user-agent' && !name.startsWith('sec-ch-ua')));
}

/** Describes one request, with its headers and body as text, for the privacy checks. */
async function outgoingOf(request: Request): Promise<Outgoing> {
  const all = await Promise.race([
    request.allHeaders().catch(() => request.headers()),
    new Promise<Record<string, string>>((done) => setTimeout(() => done(request.headers()), 2_000)),
  ]);
  return { url: request.url(), headers: pageHeaders(all), body: request.postData() ?? '' };
}

const test = base.extend<{ analytics: Analytics }>({
  analytics: async ({ context, page, baseURL }, use) => {
    const sent: Sent[] = [];
    const pending: Promise<unknown>[] = [];
    const outgoing: Outgoing[] = [];
    const setCookies: string[] = [];
    const site = new URL(baseURL ?? '').origin;
    context.on('request', (request) => {
      if (new URL(request.url()).origin !== site) pending.push(outgoingOf(request).then((seen) => outgoing.push(seen)));
    });
    context.on('response', (response) => {
      const cookie = response.headers()['set-cookie'];
      if (cookie !== undefined) setCookies.push(`${response.url()}: ${cookie}`);
    });
    // Plausible answers 202; the CORS headers let the page read it (Playwright answers the preflight).
    await context.route(`${API_HOST}/**`, async (route) => {
      const request = route.request();
      const raw = request.postData() ?? '';
      let body: unknown = raw;
      try {
        body = JSON.parse(raw) as unknown;
      } catch {
        // Kept as text: the shape check fails on it.
      }
      sent.push({ method: request.method(), url: request.url(), headers: await request.allHeaders(), body, raw });
      await route.fulfill({ status: 202, contentType: 'text/plain', body: 'ok', headers: { 'access-control-allow-origin': '*' } });
    });
    let seen = 0;
    const bodies = () => sent.map((one) => one.body as Body);
    await use({
      sent,
      outgoing,
      bodies,
      expectNames: async (names) => {
        await expect
          .poll(
            () =>
              bodies()
                .slice(seen)
                .map((body) => body.name),
            { timeout: 15_000 },
          )
          .toEqual(names);
        seen += names.length;
      },
    });
    await Promise.all(pending);
    const pageUrl = new URL('/', baseURL).href;
    for (const one of sent) expectDocumentedRequest(one, pageUrl);
    await expectNoCookie(page, context, setCookies);
  },
});

/** No request of the visit that leaves the site carries any of these words (address, headers or body). */
async function expectNowhere(analytics: Analytics, words: readonly string[]): Promise<void> {
  // The last requests' headers are read asynchronously.
  await new Promise((done) => setTimeout(done, 100));
  expect(analytics.sent.length).toBeGreaterThan(0);
  const carried = [
    ...analytics.sent.map((sent) => `${sent.url} ${pageHeaders(sent.headers)} ${sent.raw}`),
    ...analytics.outgoing.map((request) => `${request.url} ${request.headers} ${request.body}`),
  ];
  for (const word of words) {
    const found = carried.filter((text) => text.toLowerCase().includes(word.toLowerCase()));
    expect(found, `"${word}" was sent`).toEqual([]);
  }
}

const props = (analytics: Analytics, name: string) =>
  analytics
    .bodies()
    .filter((body) => body.name === name)
    .map((body) => body.props);

test.describe('counting visits in Plausible (VITE_PLAUSIBLE_DOMAIN)', () => {
  test('the policy allows exactly the analytics host, in the meta tag and the header', async ({ request }) => {
    const { meta, header } = await policiesOf(await request.get('/'));
    const connect = ["'self'", 'https://api.vapi.ai', 'https://forms.vestry.example', API_HOST];
    expect(meta.get('connect-src')).toEqual(connect);
    expect(header.get('connect-src')).toEqual(connect);
  });

  test('a pageview, the sound check, and a voice call the visitor starts, connects and ends', async ({ page, analytics }) => {
    await page.goto('/#contact');
    await analytics.expectNames(['pageview']);
    await page.getByRole('button', { name: 'Sound check' }).click();
    const panel = page.getByRole('group', { name: 'Sound check' });
    await expect(panel).toBeVisible();
    await analytics.expectNames(['Sound Check']);
    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();
    await connect(page);
    await analytics.expectNames(['Demo Start', 'Demo Connected']);
    await hangUp(page);
    await analytics.expectNames(['Demo Ended']);
    expect(props(analytics, 'Demo Start')).toEqual([{ mode: 'voice' }]);
    expect(props(analytics, 'Demo Ended')).toEqual([{ by: 'visitor', reason: 'customer-ended-call', seconds: expect.any(Number) }]);
  });

  test('a typed call: counted as typed, and none of the typed words is sent', async ({ page, analytics }) => {
    const typed = 'My name is Jane Citizen, my number is 0412 345 678, pastoral care please';
    await page.goto('/');
    await page.getByRole('button', { name: 'Start a typed call' }).click();
    await expect(page.getByText('Connected - AI is listening')).toBeVisible({ timeout: 15_000 });
    await analytics.expectNames(['pageview', 'Demo Start', 'Demo Connected']);
    const field = page.getByRole('textbox', { name: 'Type to the assistant' });
    await expect(page.getByTestId('spoken-captions')).toHaveText(simulatedConversation.turns[0]?.text ?? '', { timeout: 30_000 });
    await field.fill(typed);
    await field.press('Enter');
    await expect(page.getByTestId('caption-turn').filter({ hasText: typed })).toHaveAttribute('data-role', 'user');
    // The assistant answers the need before the visitor leaves.
    await expect(page.getByTestId('caption-turn').last()).toHaveAttribute('data-role', 'assistant', { timeout: 30_000 });
    await hangUp(page);
    await analytics.expectNames(['Demo Ended']);
    expect(props(analytics, 'Demo Start')).toEqual([{ mode: 'typed' }]);
    expect(props(analytics, 'Demo Ended')).toEqual([{ by: 'visitor', reason: 'customer-ended-call', seconds: expect.any(Number) }]);
    await expectNowhere(analytics, [typed, 'Jane', 'Citizen', '0412', '345 678', '345678', 'pastoral']);
  });

  test('a start that fails, one the provider refuses for good, and an error mid-call, never with its message', async ({
    page,
    analytics,
  }) => {
    await page.goto('/?simulate-fail=web-call-creation#hero');
    await page.getByRole('button', { name: 'Start Demo Call' }).click();
    await expect(toast(page, 'Call Failed')).toBeVisible({ timeout: 15_000 });
    await analytics.expectNames(['pageview', 'Demo Start', 'Demo Failed']);

    await page.goto('/?simulate-web-call-status=401');
    await page.getByRole('button', { name: 'Start Demo Call' }).click();
    await expect(toast(page, 'Live demo unavailable')).toBeVisible({ timeout: 15_000 });
    await analytics.expectNames(['pageview', 'Demo Start', 'Demo Failed']);

    // The refusal holds for the visit (sessionStorage): a new visit offers the demo again.
    await page.evaluate(() => sessionStorage.clear());
    await page.goto('/');
    await connect(page);
    await page.evaluate(() => window.vestrySimulator?.created.at(-1)?.simulateFatalError('The line dropped for Jane Citizen'));
    await expect(toast(page, 'Call Error')).toBeVisible();
    await analytics.expectNames(['pageview', 'Demo Start', 'Demo Connected', 'Demo Failed']);

    expect(props(analytics, 'Demo Failed')).toEqual([
      { stage: 'web-call-creation', reason: expect.any(String), permanent: 'false' },
      { stage: 'web-call-creation', reason: expect.any(String), permanent: 'true' },
      { stage: 'in-call', reason: expect.any(String), permanent: 'false' },
    ]);
    await expectNowhere(analytics, ['simulate', 'web-call-status', 'hero', 'line dropped', 'Jane', 'Citizen']);
  });

  test('a message sent and one that fails: counted, and nothing typed into the form is sent', async ({ page, analytics }) => {
    const entry = {
      name: 'Margaret Chen',
      email: 'office@stlukes.org.au',
      church: 'St Luke’s Anglican',
      phone: '02 9000 0000',
      message: 'Please ring Margaret about the Tuesday roster',
    };
    await page.goto('/');
    await analytics.expectNames(['pageview']);
    const form = page.locator('#contact form');
    const send = async (message: string) => {
      await form.getByLabel(/Name/).fill(entry.name);
      await form.getByLabel('Email').fill(entry.email);
      await form.getByLabel('Church').fill(entry.church);
      await form.getByLabel('Phone').fill(entry.phone);
      await form.getByLabel('Message').fill(message);
      await page.getByRole('button', { name: 'Send Message' }).click();
    };
    await send(entry.message);
    await expect(toast(page, 'Message sent successfully!')).toBeVisible();
    await analytics.expectNames(['Contact Sent']);
    await send(`${entry.message} #simulate-500`);
    await expect(toast(page, 'Failed to send message')).toBeVisible();
    await analytics.expectNames(['Contact Failed']);
    expect(props(analytics, 'Contact Failed')).toEqual([{ kind: 'http' }]);
    await expectNowhere(analytics, [...Object.values(entry), 'Margaret', 'Chen', 'stlukes', 'Luke', '9000', 'roster', 'simulate-500']);
  });

  test.describe('what the visitor thought of the demo', () => {
    /** What the in-page contact stand-in received (the built simulated site answers there, without a request). */
    const received = (page: Page) => page.evaluate(() => (window.vestrySimulatedContact ?? []).map((one) => one.body));
    const question = (page: Page) => page.getByRole('group', { name: 'How was this demo?' });

    // 768 px: the narrowest page with the call in it (phones call the demo line instead).
    for (const width of [1280, 768]) {
      test(`at ${width} px: 4 stars by keyboard are counted, and the comment goes to the contact endpoint only at Send`, async ({
        page,
        analytics,
      }) => {
        const comment = 'Lovely voice, Jane Citizen from St Luke’s';
        await page.setViewportSize({ width, height: 900 });
        await page.goto('/');
        await connect(page);
        await analytics.expectNames(['pageview', 'Demo Start', 'Demo Connected']);
        await hangUp(page);
        await analytics.expectNames(['Demo Ended']);
        await expect(question(page)).toBeVisible();
        await expectNoAxeViolations(page);
        expect(await contrastToReview(page, '#hero')).toEqual([]);
        // Tab passes what the office receives (closed), then reaches the group's first star; the arrow keys choose
        // (passing 2 and 3 is not counted).
        await page.getByRole('button', { name: 'Copy transcript' }).focus();
        await page.keyboard.press('Tab');
        await expect(page.getByTestId('office-preview').locator('summary')).toBeFocused();
        await page.keyboard.press('Tab');
        await expect(page.getByRole('radio', { name: '1 star', exact: true })).toBeFocused();
        for (const _ of [2, 3, 4]) await page.keyboard.press('ArrowRight');
        await expect(page.getByRole('radio', { name: '4 stars' })).toBeChecked();
        await analytics.expectNames(['Demo Rating']);
        expect(props(analytics, 'Demo Rating')).toEqual([{ stars: 4 }]);
        const field = page.getByRole('textbox', { name: 'Your comment (optional)' });
        await field.fill(comment);
        await expect(page.getByText(`${comment.length} of 500 characters`)).toBeVisible();
        await expectNoAxeViolations(page);
        await page.waitForTimeout(300);
        expect(await received(page), 'nothing is sent before Send').toEqual([]);
        await field.press('Tab');
        await page.keyboard.press('Enter');
        await expect(page.getByTestId('demo-rating-result')).toHaveText('Thank you, your comment reached us.');
        await expect(field).toHaveValue('');
        expect(await received(page)).toEqual([
          { name: 'Demo visitor', email: '', church: '', phone: '', message: comment, subject: 'Demo feedback: 4 stars' },
        ]);
        await expectNowhere(analytics, ['Lovely', 'Jane', 'Citizen', 'Luke']);
      });
    }

    test('a comment that fails keeps its words, with the contact form’s toast', async ({ page, analytics }) => {
      const comment = 'Too quiet on my laptop #simulate-500';
      await page.goto('/');
      await connect(page);
      await hangUp(page);
      // A press on the second star (its radio is hidden under it).
      await page
        .locator('label')
        .filter({ has: page.getByRole('radio', { name: '2 stars' }) })
        .click();
      await expect(page.getByRole('radio', { name: '2 stars' })).toBeChecked();
      const field = page.getByRole('textbox', { name: 'Your comment (optional)' });
      await field.fill(comment);
      await page.getByRole('button', { name: 'Send', exact: true }).click();
      await expect(toast(page, 'Failed to send message')).toBeVisible();
      await expect(page.getByTestId('demo-rating-result')).toHaveText(/not sent/);
      await expect(field).toHaveValue(comment);
      await analytics.expectNames(['pageview', 'Demo Start', 'Demo Connected', 'Demo Ended', 'Demo Rating']);
      // Counted as the stars only: the contact form's counts are the form's.
      expect(analytics.bodies().filter((body) => body.name.startsWith('Contact'))).toEqual([]);
      expect(await received(page)).toEqual([expect.objectContaining({ subject: 'Demo feedback: 2 stars', message: comment })]);
      await expectNoAxeViolations(page);
    });

    test('is asked once a visit: not again after a dismissal, nor after a reload once answered', async ({ page, analytics }) => {
      await page.goto('/');
      await connect(page);
      await hangUp(page);
      await page.getByRole('button', { name: 'No thanks' }).click();
      await expect(question(page)).toHaveCount(0);
      await expect(page.getByTestId('call-summary')).toBeFocused();
      await connect(page);
      await hangUp(page);
      await expect(page.getByTestId('call-summary')).toBeVisible();
      // The rating's code loaded with the first summary; give this one its moment to ask.
      await page.waitForTimeout(1_000);
      await expect(question(page)).toHaveCount(0);
      await page.reload();
      await connect(page);
      await hangUp(page);
      await expect(page.getByTestId('call-summary')).toBeVisible();
      await expect
        .poll(() => page.evaluate(() => performance.getEntriesByType('resource').some((entry) => /\/feedback-/.test(entry.name))))
        .toBe(true);
      await page.waitForTimeout(1_000);
      await expect(question(page)).toHaveCount(0);
      expect(analytics.bodies().filter((body) => body.name === 'Demo Rating')).toEqual([]);
    });
  });

  test.describe('a policy violation', () => {
    test.use({ allowCspViolations: true });

    test('is counted once a visit by its directive, never with what it blocked', async ({ page, analytics, cspViolations }) => {
      await page.goto('/');
      await analytics.expectNames(['pageview']);
      // Blocked by both policies (the meta tag's and the header's), twice over.
      for (const attempt of [1, 2])
        await page.evaluate((n) => fetch(`https://elsewhere.example/collect?visitor=Jane${n}`).catch(() => undefined), attempt);
      await expect.poll(() => cspViolations.length).toBe(4);
      await analytics.expectNames(['CSP Violation']);
      // Nothing more arrives for the same directive.
      await page.waitForTimeout(300);
      expect(analytics.bodies().map((body) => body.name)).toEqual(['pageview', 'CSP Violation']);
      expect(props(analytics, 'CSP Violation')).toEqual([{ directive: 'connect-src' }]);
      expect(analytics.sent.map((sent) => sent.raw).join('\n')).not.toMatch(/elsewhere|Jane|collect/);
    });
  });
});
