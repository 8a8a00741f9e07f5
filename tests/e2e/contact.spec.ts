import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { toast } from './demo-helpers';

const ENDPOINT = 'https://forms.vestry.example/contact';
const CONTACT_EMAIL = 'hello@vestry.example';

const entry = {
  name: 'Margaret Chen',
  email: 'office@stlukes.org.au',
  church: 'St Luke’s Anglican',
  phone: '02 9000 0000',
  message: 'We would like to try Vestry AI.',
};

async function fill(page: Page, values: Partial<typeof entry>): Promise<void> {
  const form = page.locator('#contact form');
  if (values.name !== undefined) await form.getByLabel(/Name/).fill(values.name);
  if (values.email !== undefined) await form.getByLabel('Email').fill(values.email);
  if (values.church !== undefined) await form.getByLabel('Church').fill(values.church);
  if (values.phone !== undefined) await form.getByLabel('Phone').fill(values.phone);
  if (values.message !== undefined) await form.getByLabel('Message').fill(values.message);
}

async function expectKept(page: Page, values: typeof entry): Promise<void> {
  const form = page.locator('#contact form');
  await expect(form.getByLabel(/Name/)).toHaveValue(values.name);
  await expect(form.getByLabel('Email')).toHaveValue(values.email);
  await expect(form.getByLabel('Church')).toHaveValue(values.church);
  await expect(form.getByLabel('Phone')).toHaveValue(values.phone);
  await expect(form.getByLabel('Message')).toHaveValue(values.message);
}

interface Sent {
  contentType: string | null;
  body: unknown;
}

/**
 * Every submission the contact endpoint received: over the network, or (the built simulated
 * site) by the in-page stand-in, which records what it was handed.
 */
function contactRequests(page: Page): () => Promise<Sent[]> {
  const seen: Sent[] = [];
  page.on('request', (request) => {
    if (request.url() === ENDPOINT && request.method() === 'POST') {
      seen.push({ contentType: request.headers()['content-type'] ?? null, body: request.postDataJSON() as unknown });
    }
  });
  return async () => {
    const inPage = await page.evaluate(
      (endpoint) => (window.vestrySimulatedContact ?? []).filter((sent) => sent.url === endpoint),
      ENDPOINT,
    );
    return [...seen, ...inPage.map(({ contentType, body }) => ({ contentType, body }))];
  };
}

test.describe('the contact form', () => {
  test('sends exactly the six fields with the derived subject, then clears the form', async ({ page }) => {
    const requests = contactRequests(page);
    await page.goto('/');
    // This build has no contact endpoint: the form says so before anything is written.
    await expect(page.getByTestId('contact-sends-nothing')).toHaveText(
      'This version of the site sends no messages: what you write here reaches no one.',
    );
    await expect(page.locator('#contact form')).toHaveAttribute('aria-describedby', 'contact-sends-nothing contact-required-note');
    await fill(page, entry);
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect(toast(page, "Message sent successfully! We'll get back to you within 24 hours")).toBeVisible();
    const sent = await requests();
    expect(sent).toHaveLength(1);
    expect(sent[0]!.contentType).toContain('application/json');
    expect(sent[0]!.body).toEqual({ ...entry, subject: 'New inquiry from St Luke’s Anglican' });
    await expect(page.locator('#contact form').getByLabel(/Name/)).toHaveValue('');
    await expect(page.locator('#contact form').getByLabel('Message')).toHaveValue('');
  });

  test('a message with no email or phone is still sent, and beside Send the form says we cannot reply to it', async ({ page }) => {
    const requests = contactRequests(page);
    await page.goto('/');
    const noReply = page.getByTestId('contact-no-reply');
    await expect(page.locator('#contact form').getByLabel(/Name/)).toBeVisible();
    await expect(noReply).toHaveCount(0);
    await fill(page, { name: 'Anonymous', message: 'Thank you for Sunday.' });
    await expect(noReply).toHaveText('With no email or phone number, we can read your message but cannot reply to it.');
    // This build sends nothing, and says that first.
    await expect(page.getByRole('button', { name: 'Send Message' })).toHaveAccessibleDescription(
      'This version of the site sends no messages: what you write here reaches no one. With no email or phone number, we can read your message but cannot reply to it.',
    );
    await fill(page, { phone: '02 9000 0000' });
    await expect(noReply).toHaveCount(0);
    await fill(page, { phone: '' });
    await expect(noReply).toBeVisible();
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect(toast(page, 'Message sent successfully!')).toBeVisible();
    expect(await requests()).toHaveLength(1);
  });

  test('names the person in the subject when the church is empty', async ({ page }) => {
    const requests = contactRequests(page);
    await page.goto('/');
    await fill(page, { name: 'Anonymous', message: 'Just curious.' });
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect(toast(page, 'Message sent successfully!')).toBeVisible();
    expect((await requests())[0]?.body).toEqual({
      name: 'Anonymous',
      email: '',
      church: '',
      phone: '',
      message: 'Just curious.',
      subject: 'New inquiry from Anonymous',
    });
  });

  for (const [failure, trigger] of [
    ['a 500', '#simulate-500'],
    ['a network failure', '#simulate-network-error'],
  ] as const) {
    test(`${failure} shows the failure toast with the contact email and keeps every field`, async ({ page }) => {
      await page.goto('/');
      const typed = { ...entry, message: `Please call back. ${trigger}` };
      await fill(page, typed);
      await page.getByRole('button', { name: 'Send Message' }).click();
      const failed = toast(page, 'Failed to send message');
      await expect(failed).toBeVisible();
      await expect(failed).toContainText(`Please try again or contact us directly at ${CONTACT_EMAIL}`);
      await expectKept(page, typed);
      await expect(page.getByRole('button', { name: 'Send Message' })).toBeEnabled();
    });
  }

  test('a request that hangs times out with the failure toast and keeps every field', async ({ page }) => {
    test.setTimeout(60_000);
    await page.goto('/');
    const typed = { ...entry, message: 'Hello #simulate-timeout' };
    await fill(page, typed);
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect(page.getByRole('button', { name: 'Sending...' })).toBeDisabled();
    await expect(toast(page, 'Failed to send message')).toBeVisible({ timeout: 25_000 });
    await expectKept(page, typed);
  });

  test('a double click sends once', async ({ page }) => {
    const requests = contactRequests(page);
    await page.goto('/');
    await fill(page, entry);
    await page.getByRole('button', { name: 'Send Message' }).dblclick();
    await expect(toast(page, 'Message sent successfully!')).toBeVisible();
    expect(await requests()).toHaveLength(1);
  });

  test('a missing name is explained, focused, and nothing is sent or lost', async ({ page }) => {
    const requests = contactRequests(page);
    await page.goto('/');
    await fill(page, { ...entry, name: '' });
    await page.getByRole('button', { name: 'Send Message' }).click();
    const name = page.locator('#contact form').getByLabel(/Name/);
    await expect(name).toBeFocused();
    await expect(name).toHaveAttribute('aria-invalid', 'true');
    await expectKept(page, { ...entry, name: '' });
    expect(await requests()).toHaveLength(0);
  });

  test('the draft survives a reload, even straight after typing, until sent', async ({ page }) => {
    await page.goto('/');
    // The app's draft is the subject: typed once the app runs (a busy machine may start it after the load; a reload
    // before then still loses the text, an open gap).
    await expect.poll(() => page.evaluate(() => !('vestryEarlyPresses' in window)), { timeout: 15_000 }).toBe(true);
    await fill(page, entry);
    await page.reload();
    await expectKept(page, entry);
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect(toast(page, 'Message sent successfully!')).toBeVisible();
    await page.reload();
    await expect(page.locator('#contact form').getByLabel(/Name/)).toHaveValue('');
  });

  test('a filled honeypot drops the submission without a request', async ({ page }) => {
    const requests = contactRequests(page);
    await page.goto('/');
    await fill(page, entry);
    await page.locator('input[name="x_leave_empty"]').fill('http://spam.example', { force: true });
    await page.getByRole('button', { name: 'Send Message' }).click();
    // A bot is told what a person is told; nothing leaves the page.
    await expect(toast(page, 'Message sent successfully!')).toBeVisible();
    expect(await requests()).toHaveLength(0);
  });
});
