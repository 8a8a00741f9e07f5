// @vitest-environment node
// Walks the OpenAPI document and calls every operation through the facade against MSW.
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { facadeName } from '../../scripts/generate-api';
import { createProviderApi } from '../../streams/provider-api/create-provider-api';
import { documentOperations, type DocumentOperation, type JsonSchema } from './document';
import { useRecordingServer, type RecordedRequest } from './recording-server';

const BASE_URL = 'https://provider.test/api';
const TOKEN = 'test-token';
const server = useRecordingServer();
const api = createProviderApi({ baseUrl: BASE_URL, token: TOKEN });

// Path parameter values with `/`, spaces and unicode, and their encodings, written out by hand.
const PATH_SAMPLES: [string, string][] = [
  ['a/b c', 'a%2Fb%20c'],
  ['église ✓', '%C3%A9glise%20%E2%9C%93'],
  ['über/ü 1', '%C3%BCber%2F%C3%BC%201'],
];
const QUERY_TEXT: [string, string] = ['a b&c=d/é', 'a%20b%26c%3Dd%2F%C3%A9'];
const JSON_BODY = { assistantId: 'asst 1 ✓', assistantOverrides: { variableValues: { church: 'St Mark’s' } } };

const pathSample = (i: number): [string, string] => PATH_SAMPLES[i % PATH_SAMPLES.length] ?? ['', ''];

function queryFor(op: DocumentOperation): { query: Record<string, unknown>; expected: string[] } {
  const query: Record<string, unknown> = {};
  const expected = op.query.map(({ name, schema }) => {
    if (schema.type === 'integer') return `${name}=${(query[name] = 25)}`;
    if (schema.enum) return `${name}=${(query[name] = schema.enum.at(-1))}`;
    query[name] = QUERY_TEXT[0];
    return `${name}=${QUERY_TEXT[1]}`;
  });
  return { query, expected };
}

function multipartFor(schema: JsonSchema): Record<string, unknown> {
  const file = (name: string) => new File([`contents of ${name} ✓`], name, { type: 'application/pdf' });
  return Object.fromEntries(
    (schema.required ?? []).map((name): [string, unknown] => {
      const prop = schema.properties?.[name] ?? {};
      if (prop.format === 'binary') return [name, file('sermon notes é.pdf')];
      if (prop.items?.format === 'binary') return [name, [file('take 1.mp3'), file('take 2 ü.mp3')]];
      return [name, 'Pastor voice ✓'];
    }),
  );
}

function argsFor(op: DocumentOperation) {
  const path = op.pathParams.map((name, i) => `${pathSample(i)[0]}-${name}`);
  const body = op.bodyMedia === 'multipart/form-data' ? multipartFor(op.bodySchema ?? {}) : JSON_BODY;
  const { query, expected } = queryFor(op);
  const args = [...path, ...(op.bodyMedia ? [body] : []), ...(op.query.length ? [query] : [])];
  const expectedPath = op.path.replace(/\{(\w+)\}/g, (_m, name: string) => `${pathSample(op.pathParams.indexOf(name))[1]}-${name}`);
  return { args, body, expectedQuery: expected, expectedPath: `/api${expectedPath}` };
}

function facadeFunction(operationId: string): (...args: unknown[]) => Promise<unknown> {
  const fn = facadeName(operationId).reduce<unknown>((node, key) => (node as Record<string, unknown> | undefined)?.[key], api);
  if (typeof fn !== 'function') throw new Error(`api.${operationId} is not a function`);
  return fn as (...args: unknown[]) => Promise<unknown>;
}

async function expectMultipart(seen: RecordedRequest, body: Record<string, unknown>) {
  expect(seen.headers.get('content-type')).toMatch(/^multipart\/form-data; boundary=/);
  for (const [name, value] of Object.entries(body)) {
    const sent = (Array.isArray(value) ? value : [value]) as (File | string)[];
    const parts = seen.form?.getAll(name) ?? [];
    expect(parts).toHaveLength(sent.length);
    for (const [i, part] of parts.entries()) {
      const original = sent[i];
      if (original instanceof File) {
        expect(part).toBeInstanceOf(Blob);
        expect((part as File).name).toBe(original.name);
        expect(await (part as File).text()).toBe(await original.text());
      } else expect(part).toBe(original);
    }
  }
}

describe('every operation of the OpenAPI document, through the facade', () => {
  it('walks a document with operations in it', () => {
    expect(documentOperations.length).toBeGreaterThan(100);
  });

  it.each(documentOperations.map((op) => [`${op.method} ${op.path} (${op.operationId})`, op] as const))('%s', async (_name, op) => {
    const answer = { operationId: op.operationId, note: 'réponse ✓' };
    server.respondWith(() => HttpResponse.json(answer, { status: op.successStatus }));
    const { args, body, expectedQuery, expectedPath } = argsFor(op);

    await expect(facadeFunction(op.operationId)(...args)).resolves.toEqual(answer);

    expect(server.requests).toHaveLength(1);
    const seen = server.requests[0] as RecordedRequest;
    expect(seen.method).toBe(op.method);
    expect(seen.url.origin).toBe('https://provider.test');
    expect(seen.url.pathname).toBe(expectedPath);
    expect(seen.url.search.replace(/^\?/, '').split('&').filter(Boolean).sort()).toEqual(expectedQuery.sort());
    expect(seen.headers.get('authorization')).toBe(op.secured ? `Bearer ${TOKEN}` : null);
    if (op.bodyMedia === 'multipart/form-data') await expectMultipart(seen, body);
    else if (op.bodyMedia) {
      expect(seen.headers.get('content-type')).toBe('application/json');
      expect(seen.json).toEqual(JSON_BODY);
    } else {
      expect(seen.headers.get('content-type')).toBeNull();
      expect(seen.text).toBe('');
    }
  });
});
