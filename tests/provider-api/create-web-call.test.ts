// @vitest-environment node
// The lean `POST /call/web` the demo uses: same behaviour as the facade, none of its weight.
import { readFileSync } from 'node:fs';
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { createProviderApi } from '../../streams/provider-api/create-provider-api';
import { createWebCall, type WebCall } from '../../streams/provider-api/create-web-call';
import { DEFAULT_PROVIDER_API_BASE_URL } from '../../streams/provider-api/default-base-url';
import { useRecordingServer, type RecordedRequest } from './recording-server';

const server = useRecordingServer();
const webCall: WebCall = {
  id: 'call-1',
  webCallUrl: 'https://vapi.daily.co/room-1',
  artifactPlan: { videoRecordingEnabled: true },
  assistant: { voice: { provider: 'tavus' }, name: 'Receptionist' },
  orgId: 'org-1',
};

describe('createWebCall', () => {
  it('POSTs the payload as JSON to the provider’s public API host by default, with the bearer token', async () => {
    server.respondWith(() => HttpResponse.json(webCall, { status: 201 }));
    const body = { assistantId: 'asst-1', assistantOverrides: { variableValues: { church: 'St Mark’s' } } };
    await expect(createWebCall({ token: 'public-key' }, body)).resolves.toEqual(webCall);
    const seen = server.requests[0] as RecordedRequest;
    expect(DEFAULT_PROVIDER_API_BASE_URL).toBe('https://api.vapi.ai');
    expect(`${seen.method} ${seen.url.href}`).toBe('POST https://api.vapi.ai/call/web');
    expect(seen.headers.get('authorization')).toBe('Bearer public-key');
    expect(seen.headers.get('content-type')).toBe('application/json');
    expect(seen.json).toEqual(body);
  });

  it.each([
    ['a configured base URL', 'https://proxy.example/vapi/', 'https://proxy.example/vapi/call/web'],
    ['an empty base URL (unset env value)', '', 'https://api.vapi.ai/call/web'],
  ])('uses %s', async (_name, baseUrl, expected) => {
    server.respondWith(() => HttpResponse.json(webCall, { status: 201 }));
    await createWebCall({ baseUrl }, { squad: { members: [{ assistantId: 'a' }] } });
    expect(server.requests[0]?.url.href).toBe(expected);
    expect(server.requests[0]?.headers.get('authorization')).toBeNull();
  });

  it('uses an injected fetch, called without a `this` (as window.fetch requires)', async () => {
    const seen: { self: unknown; request?: Request } = { self: 'unset' };
    const injected = function (this: unknown, input: RequestInfo | URL) {
      seen.self = this;
      seen.request = input as Request;
      return Promise.resolve(Response.json(webCall));
    } as typeof fetch;
    await expect(createWebCall({ fetch: injected, baseUrl: 'https://x.test' }, { workflowId: 'wf-1' })).resolves.toEqual(webCall);
    expect(seen.self).toBeUndefined();
    expect(seen.request?.url).toBe('https://x.test/call/web');
    expect(server.requests).toHaveLength(0);
  });

  it('sends what the facade’s call.createWeb sends', async () => {
    server.respondWith(() => HttpResponse.json(webCall, { status: 201 }));
    const body = { workflow: { nodes: [] }, workflowOverrides: { variableValues: { a: 1 } } };
    await createWebCall({ token: 't' }, body);
    await createProviderApi({ token: 't' }).call.createWeb(body);
    const [lean, facade] = server.requests.map((r) => ({
      method: r.method,
      url: r.url.href,
      auth: r.headers.get('authorization'),
      json: r.json,
    }));
    expect(lean).toEqual(facade);
  });
});

describe('bundle weight', () => {
  // Follows relative imports from create-web-call.ts; type-only imports are erased by the build.
  function runtimeImports(file: URL, seen = new Set<string>()): Set<string> {
    const source = readFileSync(file, 'utf8');
    for (const [, spec = ''] of source.matchAll(/^import (?!type )[^;]*?from '(\.[^']+)'/gm)) {
      const target = new URL(`${spec}.ts`, file);
      if (!seen.has(target.pathname)) {
        seen.add(target.pathname);
        runtimeImports(target, seen);
      }
    }
    return seen;
  }

  it('createWebCall reaches neither the facade nor the operation table', () => {
    const reached = [...runtimeImports(new URL('../../streams/provider-api/create-web-call.ts', import.meta.url))].map((p) =>
      p.replace(/.*provider-api\//, ''),
    );
    expect(reached.sort()).toEqual(['default-base-url.ts', 'errors.ts', 'transport.ts']);
  });
});
