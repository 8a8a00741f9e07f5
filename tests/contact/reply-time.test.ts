import { VirtualTimeScheduler, firstValueFrom } from 'rxjs';
import { describe, expect, it } from 'vitest';
import { parseSiteConfig } from '../../config/parse-site-config';
import type { SiteEnv } from '../../config/site-config';
import { contactIntro, replyPromise } from '../../src/content/contact';
import { nextSteps } from '../../src/content/next-steps';
import { privacySections } from '../../src/content/privacy';
import { CONTACT_MESSAGES, reduceContact, INITIAL_CONTACT_STATE } from '../../streams/contact/contact-machine';
import { createContactStreams } from '../../streams/contact/contact-streams';
import { STORAGE_KEYS } from '../../streams/shared/storage-keys';
import { browserSiteDeps } from '../../streams/site/environments';
import { createSiteStreams } from '../../streams/site/site-streams';
import { createCallHarness } from '../fakes/call-harness';
import { controllableFetch } from './fake-fetch';

// The reply time the owner promises (VITE_REPLY_WITHIN), said the same in every text that promises one:
// the contact section's intro, the line beside the other ways to reach us and in the footer, "What
// happens next", the sent toast and the privacy page's complaints. A build that sends nothing promises
// the spec's 24 hours; "none" promises no time, and each text drops its clause.

const SENDING: SiteEnv = {
  VITE_CONTACT_ENDPOINT: 'https://forms.church.test/f/1',
  VITE_SITE_URL: 'https://church.test/',
  VITE_OPERATOR_NAME: 'Grace Church Services Pty Ltd',
};

/** Every text that promises a reply, for a build's configured time. */
function replyTexts(replyWithin: string | null) {
  const facts = { ...parseSiteConfig({ ...SENDING, VITE_REPLY_WITHIN: 'any' }), replyWithin, storageKeys: STORAGE_KEYS };
  const complaints = privacySections(facts).find((section) => section.heading === 'Complaints');
  // A press, then its success: the toast of the contact machine's move.
  const typed = { ...INITIAL_CONTACT_STATE, draft: { ...INITIAL_CONTACT_STATE.draft, name: 'Ruth' } };
  const sending = reduceContact(typed, { type: 'send-pressed' }, 'office@church.test', replyWithin).state;
  const sent = reduceContact(sending, { type: 'send-settled', outcome: { kind: 'sent' } }, 'office@church.test', replyWithin);
  return {
    intro: contactIntro(replyWithin),
    promise: replyPromise(replyWithin),
    nextStep: nextSteps(replyWithin)[0]?.body,
    complaints: complaints?.paragraphs
      .flat()
      .map((part) => (typeof part === 'string' ? part : part.text))
      .join(''),
    toast: sent.events[0],
  };
}

describe('the reply time', () => {
  it('is the spec’s 24 hours in a build that sends nothing: the spec’s exact toast and texts', () => {
    const config = parseSiteConfig({});
    expect(config.replyWithin).toBe('24 hours');
    expect(CONTACT_MESSAGES.sent).toEqual({
      title: "Message sent successfully! We'll get back to you within 24 hours",
      variant: 'default',
    });
    const texts = replyTexts(config.replyWithin);
    expect(texts.toast).toEqual({ title: "Message sent successfully! We'll get back to you within 24 hours", variant: 'default' });
    expect(texts.intro).toBe('Questions, feedback or ready to start? Send us a note. We’ll get back to you within 24 hours.');
    expect(texts.promise).toBe('We reply to every message within 24 hours.');
    expect(texts.nextStep).toBe('Send us a note. We’ll get back to you within 24 hours.');
    expect(texts.complaints).toContain('We acknowledge your complaint within 24 hours and answer it within 30 days.');
  });

  it('is the owner’s phrase in every text: "two business days"', () => {
    const config = parseSiteConfig({ ...SENDING, VITE_REPLY_WITHIN: ' two business days ' });
    expect(config.replyWithin).toBe('two business days');
    const texts = replyTexts(config.replyWithin);
    expect(texts.toast).toEqual({ title: "Message sent successfully! We'll get back to you within two business days", variant: 'default' });
    expect(texts.intro).toBe('Questions, feedback or ready to start? Send us a note. We’ll get back to you within two business days.');
    expect(texts.promise).toBe('We reply to every message within two business days.');
    expect(texts.nextStep).toBe('Send us a note. We’ll get back to you within two business days.');
    expect(texts.complaints).toContain('We acknowledge your complaint within two business days and answer it within 30 days.');
    expect(JSON.stringify(texts)).not.toContain('24 hours');
  });

  it('"none" promises no time, each text dropping its clause cleanly', () => {
    for (const none of ['none', 'None']) expect(parseSiteConfig({ ...SENDING, VITE_REPLY_WITHIN: none }).replyWithin).toBeNull();
    const texts = replyTexts(null);
    expect(texts.toast).toEqual({ title: 'Message sent successfully!', variant: 'default' });
    expect(texts.intro).toBe('Questions, feedback or ready to start? Send us a note. We’ll get back to you.');
    expect(texts.promise).toBe('We reply to every message.');
    expect(texts.nextStep).toBe('Send us a note. We’ll get back to you.');
    expect(texts.complaints).toContain('We acknowledge your complaint and answer it within 30 days.');
    expect(JSON.stringify(texts)).not.toMatch(/within (?!30 days)/);
  });

  it('reaches the sent toast from the build’s configuration, through the composition root', async () => {
    const config = parseSiteConfig({ ...SENDING, VITE_REPLY_WITHIN: 'two business days' });
    expect(browserSiteDeps(config).contact.replyWithin).toBe('two business days');
    const { fetch, requests } = controllableFetch();
    const harness = createCallHarness();
    const site = createSiteStreams({
      voiceCall: harness.client,
      assistant: 'simulated-assistant',
      simulated: true,
      scheduler: harness.clock.scheduler,
      storage: { local: undefined, session: undefined },
      contact: { fetch, endpoint: config.contactEndpoint, email: 'office@church.test', replyWithin: config.replyWithin },
    });
    const subscription = site.contact.draft$.subscribe();
    site.contact.update({ name: 'Ruth' });
    site.contact.submit();
    const toast = firstValueFrom(site.contact.toasts$);
    requests[0]?.respond({ ok: true, status: 200 });
    expect(await toast).toEqual({ title: "Message sent successfully! We'll get back to you within two business days", variant: 'default' });
    subscription.unsubscribe();
  });

  it('the contact streams alone keep the spec’s toast when no time is handed in', async () => {
    const { fetch, requests } = controllableFetch();
    const form = createContactStreams({
      fetch,
      endpoint: 'https://forms.test/contact',
      contactEmail: 'hello@vestry.example',
      storage: undefined,
      scheduler: new VirtualTimeScheduler(),
    });
    const subscription = form.draft$.subscribe();
    form.update({ name: 'Ruth' });
    form.submit();
    const toast = firstValueFrom(form.toasts$);
    requests[0]?.respond({ ok: true, status: 200 });
    expect(await toast).toEqual(CONTACT_MESSAGES.sent);
    subscription.unsubscribe();
  });
});
