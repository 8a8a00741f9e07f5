import { afterEach, describe, expect, it, vi } from 'vitest';
import { browserSiteDeps, type SiteStreamsConfig } from '../../streams/site/environments';

// A set contact endpoint is always posted to, simulated demo or not; the stand-in answers only when none is set.

const config = (contactSends: boolean): SiteStreamsConfig => ({
  provider: null,
  apiBaseUrl: 'https://api.vapi.ai',
  contactEndpoint: contactSends ? 'https://forms.church.test/f/1' : 'https://forms.vestry.example/contact',
  contactSends,
  contactEmail: 'office@church.test',
  replyWithin: '24 hours',
  analytics: null,
});

const fields = { name: 'Ruth', email: '', phone: '', church: '', message: 'Hello', subject: 'New inquiry from Ruth' };
const message = { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(fields) };

afterEach(() => {
  delete window.vestrySimulatedContact;
});

describe('the contact form in a build with the simulated demo', () => {
  it('posts to a real endpoint over the network when one is set: the stand-in never answers for it', async () => {
    const network = vi.spyOn(globalThis, 'fetch').mockResolvedValue(new Response('{"ok":true}', { status: 200 }));
    const deps = browserSiteDeps(config(true));
    const answer = await deps.contact.fetch('https://forms.church.test/f/1', message);
    expect(answer.status).toBe(200);
    expect(network).toHaveBeenCalledWith('https://forms.church.test/f/1', message);
    expect(window.vestrySimulatedContact).toBeUndefined();
  });

  it('lets the stand-in answer when none is set, and sends nothing', async () => {
    const network = vi.spyOn(globalThis, 'fetch').mockRejectedValue(new Error('no network in this test'));
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const deps = browserSiteDeps(config(false));
    const answer = await deps.contact.fetch('https://forms.vestry.example/contact', message);
    expect(answer.ok).toBe(true);
    expect(window.vestrySimulatedContact).toHaveLength(1);
    expect(network.mock.calls.filter(([url]) => typeof url === 'string' && url.startsWith('https://forms.'))).toEqual([]);
  });
});
