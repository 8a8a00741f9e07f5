import { expect, test } from './fixtures';
import type { Target } from './page-queries';
import type { Site } from './site';
import { toast } from './targets';

// The texts are the Chromium suite's (tests/e2e/contact.spec.ts), from the product spec.
const ENDPOINT = 'https://forms.vestry.example/contact';
const CONTACT_EMAIL = 'hello@vestry.example';
const FIELDS = ['Name', 'Email', 'Church', 'Phone', 'Message'] as const;
type Entry = Record<(typeof FIELDS)[number], string>;

const entry: Entry = {
  Name: 'Margaret Chen',
  Email: 'office@stlukes.org.au',
  Church: 'St Luke Anglican',
  Phone: '02 9000 0000',
  Message: 'We would like to try Vestry AI.',
};

const field = (label: string): Target => ({ label, within: '#contact form' });
const send: Target = { role: 'button', name: 'Send Message', within: '#contact form' };

async function fill(site: Site, values: Entry): Promise<void> {
  for (const label of FIELDS) await site.fill(field(label), values[label]);
}

async function fieldValues(site: Site): Promise<Entry> {
  const values = await Promise.all(FIELDS.map((label) => site.valueOf(field(label))));
  return Object.fromEntries(FIELDS.map((label, i) => [label, values[i]])) as Entry;
}

/** What the in-page stand-in of the contact endpoint received. */
function received(site: Site): Promise<unknown[]> {
  return site.evaluate(
    (endpoint) => (window.vestrySimulatedContact ?? []).filter((sent) => sent.url === endpoint).map((sent) => sent.body),
    ENDPOINT,
  );
}

test.describe('the contact form', () => {
  test.beforeEach(async ({ site }) => {
    await site.goto('/');
    await site.hydrated();
  });

  test('sends the six fields, says so, and clears the form', async ({ site }) => {
    await fill(site, entry);
    expect(await fieldValues(site)).toEqual(entry);
    await site.click(send);
    await expect.poll(() => site.isVisible(toast("Message sent successfully! We'll get back to you within 24 hours"))).toBe(true);
    expect(await received(site)).toEqual([
      {
        name: entry.Name,
        email: entry.Email,
        church: entry.Church,
        phone: entry.Phone,
        message: entry.Message,
        subject: `New inquiry from ${entry.Church}`,
      },
    ]);
    await expect.poll(() => fieldValues(site)).toEqual({ Name: '', Email: '', Church: '', Phone: '', Message: '' });
    expect(await site.axeViolations()).toEqual([]);
  });

  test('a failure says what to do and keeps every field', async ({ site }) => {
    const typed = { ...entry, Message: 'Please call back. #simulate-500' };
    await fill(site, typed);
    await site.click(send);
    const failed = toast('Failed to send message');
    await expect.poll(() => site.isVisible(failed)).toBe(true);
    expect(await site.textOf(failed)).toContain(`Please try again or contact us directly at ${CONTACT_EMAIL}`);
    expect(await fieldValues(site)).toEqual(typed);
    expect(await site.isEnabled(send)).toBe(true);
    expect(await site.axeViolations()).toEqual([]);
  });
});
