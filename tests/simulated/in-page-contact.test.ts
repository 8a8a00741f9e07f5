import { describe, expect, it } from 'vitest';
import { SIMULATED_CONTACT_TRIGGERS, judgeContactBody } from '../../streams/simulated/contact-service';
import { inPageContactFetch } from '../../streams/simulated/in-page-contact';

const body = {
  name: 'Ruth',
  email: 'ruth@church.test',
  church: 'St Luke’s',
  phone: '',
  message: 'Hello',
  subject: 'New inquiry from St Luke’s',
};
const post = (payload: unknown, signal?: AbortSignal) =>
  inPageContactFetch('https://forms.test/contact', { method: 'POST', body: JSON.stringify(payload), ...(signal ? { signal } : {}) });

describe('the simulated contact service in the page', () => {
  it('accepts exactly the six fields and refuses anything else', async () => {
    expect(judgeContactBody(body)).toBe('accepted');
    expect(judgeContactBody({ ...body, extra: 'x' })).toBe('invalid');
    expect(judgeContactBody({ ...body, name: '  ' })).toBe('invalid');
    await expect(post(body)).resolves.toEqual({ ok: true, status: 200 });
    await expect(post({ name: 'Ruth' })).resolves.toEqual({ ok: false, status: 422 });
    await expect(inPageContactFetch('x', { method: 'POST', body: '{not json' })).resolves.toEqual({ ok: false, status: 422 });
  });

  it('answers the failure triggers: 500, a network error, and a hang that only an abort ends', async () => {
    await expect(post({ ...body, message: SIMULATED_CONTACT_TRIGGERS.serverError })).resolves.toEqual({ ok: false, status: 500 });
    await expect(post({ ...body, message: SIMULATED_CONTACT_TRIGGERS.networkError })).rejects.toThrow(TypeError);
    const controller = new AbortController();
    const hanging = post({ ...body, message: SIMULATED_CONTACT_TRIGGERS.hang }, controller.signal);
    let settled = false;
    void hanging.catch(() => (settled = true));
    await Promise.resolve();
    expect(settled).toBe(false);
    controller.abort();
    await expect(hanging).rejects.toMatchObject({ name: 'AbortError' });
  });
});
