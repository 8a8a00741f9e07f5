import { firstValueFrom } from 'rxjs';
import { describe, expect, it } from 'vitest';
import { postJson } from '../../streams/contact/send-contact';
import { controllableFetch } from './fake-fetch';

describe('postJson', () => {
  it('POSTs the body as JSON with JSON headers, calling fetch unbound', async () => {
    const { fetch, requests } = controllableFetch();
    const answer = firstValueFrom(postJson(fetch, 'https://forms.test/x', { a: 1 }));
    expect(requests).toHaveLength(1);
    const [request] = requests;
    expect(request?.url).toBe('https://forms.test/x');
    expect(request?.init).toMatchObject({
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: '{"a":1}',
    });
    request?.respond({ ok: true, status: 200 });
    await expect(answer).resolves.toEqual({ ok: true, status: 200 });
  });

  it('does not call fetch until subscribed', () => {
    const { fetch, requests } = controllableFetch();
    postJson(fetch, 'https://forms.test/x', {});
    expect(requests).toHaveLength(0);
  });

  it('aborts the request when unsubscribed before the answer', () => {
    const { fetch, requests } = controllableFetch();
    const subscription = postJson(fetch, 'https://forms.test/x', {}).subscribe();
    const signal = requests[0]?.init.signal;
    expect(signal?.aborted).toBe(false);
    subscription.unsubscribe();
    expect(signal?.aborted).toBe(true);
  });

  it('does not abort once answered', async () => {
    const { fetch, requests } = controllableFetch();
    const answer = firstValueFrom(postJson(fetch, 'https://forms.test/x', {}));
    requests[0]?.respond({ ok: false, status: 500 });
    await answer;
    expect(requests[0]?.init.signal?.aborted).toBe(false);
  });

  it('errors when fetch rejects or throws synchronously', async () => {
    const { fetch, requests } = controllableFetch();
    const answer = firstValueFrom(postJson(fetch, 'https://forms.test/x', {}));
    requests[0]?.fail(new TypeError('Failed to fetch'));
    await expect(answer).rejects.toThrow('Failed to fetch');
    const throwing = () => {
      throw new TypeError('bad url');
    };
    await expect(firstValueFrom(postJson(throwing, 'nope', {}))).rejects.toThrow('bad url');
  });
});
