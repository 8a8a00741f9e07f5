// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { checkEndpoint, judgeEndpoint, MADE_UP_TOKEN } from '../../scripts/smoke-live/endpoint-checks';
import { FOREIGN_ORIGIN } from '../../scripts/smoke-live/key-checks';

const target = { callUrl: 'https://vestry.example/api/demo-call', siteOrigin: 'https://vestry.example' };

describe('a check of the demo-call endpoint', () => {
  it('passes only the Worker’s own refusal for that check, and shows it', () => {
    expect(judgeEndpoint('foreign origin refused', 403, '{"error":"origin"}')).toEqual({
      name: 'foreign origin refused',
      status: 'ok',
      detail: 'refused: 403 {"error":"origin"}',
    });
    expect(judgeEndpoint('unsolved challenge refused', 403, '{"error":"challenge"}').status).toBe('ok');
    // Refused, but for another reason: the check did not reach what it tests.
    expect(judgeEndpoint('unsolved challenge refused', 403, '{"error":"origin"}').detail).toBe(
      'not the Worker\'s refusal (403 "challenge"): 403 {"error":"origin"}',
    );
    for (const [status, text] of [
      [429, '{"error":"rate","retryAfter":60}'],
      [500, '{"error":"misconfigured"}'],
      [403, '<html>blocked by a firewall</html>'],
      [404, ''],
    ] as const)
      expect(judgeEndpoint('foreign origin refused', status, text).status, `${status} ${text}`).toBe('failed');
  });

  it('fails an accepted request, saying what the Worker must be set to', () => {
    const accepted = judgeEndpoint('unsolved challenge refused', 201, '{"callId":"call_1","webCallUrl":"https://x.daily.co/r"}');
    expect(accepted.status).toBe('failed');
    expect(accepted.detail).toMatch(/^ACCEPTED 201 .*: the Worker makes calls without a solved challenge: check its TURNSTILE_SECRET/);
    expect(judgeEndpoint('foreign origin refused', 201, '{}').detail).toMatch(/set its SITE_ORIGIN to the site's origins$/);
  });

  it('asks from a foreign origin, then from the site’s with a made-up token, as JSON; no answer fails both', async () => {
    const seen: { origin: string | null; type: string | null; body: unknown }[] = [];
    const fakeFetch = ((_url: string, init: RequestInit) => {
      const headers = new Headers(init.headers);
      seen.push({ origin: headers.get('origin'), type: headers.get('content-type'), body: JSON.parse(init.body as string) });
      return Promise.resolve(new Response('{"error":"origin"}', { status: 403 }));
    }) as typeof fetch;
    const rows = await checkEndpoint(target, fakeFetch);
    expect(rows.map((row) => row.status)).toEqual(['ok', 'failed']);
    expect(seen).toEqual([
      { origin: FOREIGN_ORIGIN, type: 'application/json', body: { turnstileToken: MADE_UP_TOKEN } },
      { origin: target.siteOrigin, type: 'application/json', body: { turnstileToken: MADE_UP_TOKEN } },
    ]);
    const offline = (() => Promise.reject(new TypeError('fetch failed'))) as typeof fetch;
    expect((await checkEndpoint(target, offline)).map((row) => row.detail)).toEqual([
      'no answer from https://vestry.example: fetch failed',
      'no answer from https://vestry.example: fetch failed',
    ]);
  });
});
