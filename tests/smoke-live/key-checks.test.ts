// @vitest-environment node
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { FOREIGN_ORIGIN, checkKeyRestrictions, judge, type KeyCheckTarget } from '../../scripts/smoke-live/key-checks';
import { keyRestrictions } from '../../assistant/key-restrictions';
import { createProviderStandIn } from '../../scripts/smoke-live/provider-stand-in';

const KEY = 'pk_0123456789abcdef';
const target: KeyCheckTarget = {
  apiBaseUrl: 'https://api.provider.test',
  publicKey: KEY,
  assistantId: 'asst_demo',
  allowedOrigin: 'http://127.0.0.1:4179',
};
const json = (body: unknown) => JSON.stringify(body);

describe('a key check', () => {
  it('passes only a 401 or 403 in the provider’s error body, and shows what it said', () => {
    const forbidden = json({ message: 'Origin not allowed', error: 'Forbidden', statusCode: 403 });
    expect(judge('foreign origin refused', { status: 403, text: forbidden }, KEY)).toEqual({
      name: 'foreign origin refused',
      status: 'ok',
      detail: 'refused: 403 Forbidden "Origin not allowed"',
    });
    const listed = json({ message: ['Invalid Key.'], statusCode: 401 });
    expect(judge('not a private key', { status: 401, text: listed }, KEY).detail).toBe('refused: 401 "Invalid Key."');
  });

  it('fails anything else: an acceptance (saying what to do), another status, or a body that is not the provider’s', () => {
    const accepted = judge('foreign origin refused', { status: 201, text: json({ id: 'call_1' }) }, KEY);
    expect(accepted.status).toBe('failed');
    expect(accepted.detail).toBe(
      'ACCEPTED 201 (web call call_1 made; unjoined, it times out): any web page may start calls on this key: list the site in its Allowed Origins',
    );
    expect(judge('not a private key', { status: 200, text: '[]' }, KEY).detail).toMatch(
      /^ACCEPTED 200: VITE_VAPI_PUBLIC_KEY holds a key that reads the private API/,
    );
    const cases = [
      { status: 400, text: json({ message: 'assistant.model must be an object', error: 'Bad Request', statusCode: 400 }) },
      { status: 404, text: json({ message: 'Not Found', statusCode: 404 }) },
      { status: 403, text: '<html>Blocked by a proxy</html>' },
      { status: 401, text: '' },
      { status: 403, text: json({ message: 'Forbidden', statusCode: 401 }) },
      { status: 403, text: json({ error: 'Forbidden', statusCode: 403 }) },
      { status: 500, text: json({ message: 'Internal server error', statusCode: 500 }) },
    ];
    for (const answer of cases) {
      const row = judge('ad-hoc assistant refused', answer, KEY);
      expect(row.status, `${answer.status} ${answer.text}`).toBe('failed');
      expect(row.detail).toMatch(new RegExp(`^not a refusal in the provider's words: ${answer.status} `));
    }
  });

  it('never shows the key, even when the provider quotes it back', () => {
    const text = json({ message: `Key ${KEY} is not allowed`, error: 'Forbidden', statusCode: 403 });
    expect(judge('foreign origin refused', { status: 403, text }, KEY).detail).toBe('refused: 403 Forbidden "Key [key] is not allowed"');
    expect(judge('foreign origin refused', { status: 200, text: KEY }, KEY).detail).not.toContain(KEY);
  });
});

describe('checking the key’s restrictions', () => {
  it('asks for a web call from a foreign origin, one with an ad-hoc assistant from the allowed origin, and the assistants list', async () => {
    const seen: { url: string; method: string; headers: Headers; body: unknown }[] = [];
    const fakeFetch = ((url: string, init: RequestInit) => {
      seen.push({
        url,
        method: init.method ?? 'GET',
        headers: new Headers(init.headers),
        body: init.body ? JSON.parse(init.body as string) : null,
      });
      return Promise.resolve(new Response(json({ message: 'No', error: 'Forbidden', statusCode: 403 }), { status: 403 }));
    }) as typeof fetch;
    const report = await checkKeyRestrictions({ ...target, apiBaseUrl: 'https://api.provider.test/' }, fakeFetch);
    expect(Object.values(report).map((row) => row.status)).toEqual(['ok', 'ok', 'ok']);
    expect(seen.map(({ method, url }) => `${method} ${url}`)).toEqual([
      'POST https://api.provider.test/call/web',
      'POST https://api.provider.test/call/web',
      'GET https://api.provider.test/assistant?limit=1',
    ]);
    expect(seen.map(({ headers }) => headers.get('authorization'))).toEqual([`Bearer ${KEY}`, `Bearer ${KEY}`, `Bearer ${KEY}`]);
    expect(seen.map(({ headers }) => headers.get('origin'))).toEqual([FOREIGN_ORIGIN, target.allowedOrigin, null]);
    expect(seen[0]?.body).toEqual({ assistantId: 'asst_demo' });
    expect(seen[1]?.body).toHaveProperty('assistant.firstMessage');
  });

  it('fails every check it cannot ask, saying why, without the key', async () => {
    const offline = (() =>
      Promise.reject(new TypeError('fetch failed', { cause: new Error(`getaddrinfo ENOTFOUND ${KEY}`) }))) as typeof fetch;
    const report = await checkKeyRestrictions(target, offline);
    for (const row of Object.values(report)) {
      expect(row.status).toBe('failed');
      expect(row.detail).toBe('no answer from https://api.provider.test: fetch failed (getaddrinfo ENOTFOUND [key])');
    }
  });
});

describe('the provider stand-in', () => {
  let server: Server | undefined;
  afterEach(() => server?.close());

  /**
   * The stand-in on a free port, its account holding the demo assistant and the public key restricted as
   * provision restricts it (`restricted`), or that key's value a private key (`unrestricted`): its origin.
   */
  const start = async (key: 'restricted' | 'unrestricted') => {
    const standIn = createProviderStandIn({
      privateKey: 'sk_private',
      publicKey: KEY,
      publicKeyTag: key === 'restricted' ? 'public' : 'private',
    });
    standIn.account.assistants.push({ id: target.assistantId, name: 'Vestry demo' });
    const publicToken = standIn.account.tokens.find((token) => token.value === KEY)!;
    if (key === 'restricted')
      publicToken.restrictions = keyRestrictions('https://vestry.example', target.assistantId, target.allowedOrigin);
    const listening = await standIn.listen(0);
    server = listening;
    return `http://127.0.0.1:${(listening.address() as AddressInfo).port}`;
  };
  const against = async (key: 'restricted' | 'unrestricted') => checkKeyRestrictions({ ...target, apiBaseUrl: await start(key) });

  it('with the key provision restricts, refuses a foreign origin, an ad-hoc assistant and the private API, as the provider does', async () => {
    const report = await against('restricted');
    expect(Object.values(report).map((row) => `${row.status} ${row.detail}`)).toEqual([
      `ok refused: 403 Forbidden "Origin ${FOREIGN_ORIGIN} is not allowed for this key."`,
      'ok refused: 403 Forbidden "Transient assistants are not allowed for this key."',
      'ok refused: 401 Unauthorized "Invalid Key. Hot tip, you may be using the private key instead of the public key, or vice versa."',
    ]);
  });

  it('with a private key in the public key’s place, accepts all three, so every check fails', async () => {
    const report = await against('unrestricted');
    expect(Object.values(report).map((row) => row.status)).toEqual(['failed', 'failed', 'failed']);
  });

  it('takes the demo assistant’s web call from the allowed origin, and refuses another assistant, another key and a body the document does not allow', async () => {
    const origin = await start('restricted');
    const call = (body: object, key = KEY) =>
      fetch(`${origin}/call/web`, {
        method: 'POST',
        headers: { authorization: `Bearer ${key}`, origin: target.allowedOrigin, 'content-type': 'application/json' },
        body: json(body),
      });
    const demo = await call({ assistantId: 'asst_demo' });
    expect(demo.status).toBe(201);
    expect(await demo.json()).toMatchObject({ id: 'call_stand_in_1' });
    expect((await call({ assistantId: 'asst_other' })).status).toBe(403);
    expect((await call({ assistantId: 'asst_demo' }, 'pk_other')).status).toBe(401);
    expect((await call({ assistantId: 'asst_demo', maxDurationSeconds: 43_200 })).status).toBe(400);
  });
});
