import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import OpenAPIBackend, { type Document } from 'openapi-backend';

// A stateful stand-in for the provider's account endpoints that `npm run provision` uses. Every request
// is validated against the committed document (streams/provider-api/openapi.json) by openapi-backend,
// its path, query and body, before the stand-in acts on it; one that fails is answered 400, as the
// provider would, and kept in `invalid` for the test to fail on. The provider does not publish its
// token and org operations (the document's supplement gives them open bodies), but its document does
// define their bodies' schemas: the stand-in holds those requests to UpdateTokenDTO and UpdateOrgDTO.

type Json = Record<string, unknown>;

const SERVED: Readonly<Record<string, readonly string[]>> = {
  '/assistant': ['get', 'post'],
  '/assistant/{id}': ['patch'],
  '/token': ['get'],
  '/token/{id}': ['patch'],
  '/org': ['get'],
  '/org/{id}': ['patch'],
};
const STRICTER_BODIES: Readonly<Record<string, string>> = { '/token/{id}': 'UpdateTokenDTO', '/org/{id}': 'UpdateOrgDTO' };

/**
 * The document as the provider reads it, where JSON Schema would read it otherwise: `oneOf` as `anyOf`
 * (it writes "a known name or any string" as a oneOf of an enum and a string, which a known name
 * matches twice), and a `pattern` written as a JavaScript literal ("/^[a-z]+$/") as the pattern inside.
 */
function asTheProviderReadsIt(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(asTheProviderReadsIt);
  if (typeof node !== 'object' || node === null) return node;
  return Object.fromEntries(
    Object.entries(node)
      .filter(([key]) => key !== 'discriminator')
      .map(([key, value]) => {
        if (key === 'pattern' && typeof value === 'string' && /^\/.+\/$/.test(value)) return [key, value.slice(1, -1)];
        return [key === 'oneOf' ? 'anyOf' : key, asTheProviderReadsIt(value)];
      }),
  );
}

/** The committed document, cut to the operations served (all its schemas kept). */
function servedDocument(): Document {
  const full = JSON.parse(readFileSync(resolve('streams/provider-api/openapi.json'), 'utf8')) as Json & { paths: Record<string, Json> };
  const paths: Record<string, Json> = {};
  for (const [path, methods] of Object.entries(SERVED)) {
    paths[path] = Object.fromEntries(methods.map((method) => [method, full.paths[path]?.[method]]));
    const schema = STRICTER_BODIES[path];
    const patch = paths[path].patch as { requestBody?: { content: Record<string, { schema: Json }> } } | undefined;
    const components = (full.components as { schemas: Json }).schemas;
    if (schema && patch?.requestBody) {
      if (!(schema in components)) throw new Error(`the document has no ${schema}`);
      patch.requestBody.content['application/json'] = { schema: { $ref: `#/components/schemas/${schema}` } };
    }
  }
  return asTheProviderReadsIt({ ...full, paths }) as Document;
}

let shared: Promise<OpenAPIBackend> | undefined;
/**
 * One router and validator for every stand-in of a test file: compiling the validator of the
 * assistant's body (the document's largest schema) takes seconds, so it is done once.
 */
function backend(): Promise<OpenAPIBackend> {
  shared ??= (async () => {
    const api = new OpenAPIBackend({
      definition: servedDocument(),
      quick: true,
      // The provider's schemas are used as published: Ajv's check of the schemas themselves would refuse
      // harmless defects (an enum that lists a voice twice) before validating any request. Unoptimised
      // code compiles the assistant's body in a few seconds instead of twenty.
      ajvOpts: { validateSchema: false, strict: false, code: { optimize: false } },
    });
    await api.init();
    return api;
  })();
  return shared;
}

export interface StandInRequest {
  readonly operation: string;
  readonly body?: unknown;
}

/** What the stand-in's account holds: assistants, keys and orgs, as the provider's API returns them. */
export interface StandInAccount {
  assistants: Json[];
  tokens: Json[];
  orgs: Json[];
}

export function createProviderStandIn(options: { privateKey: string; publicKey?: string }) {
  const orgId = 'org_standin';
  const account: StandInAccount = {
    assistants: [],
    tokens: [
      {
        id: 'tok_private',
        orgId,
        tag: 'private',
        value: options.privateKey,
        createdAt: '2026-01-01T00:00:00.000Z',
        updatedAt: '2026-01-01T00:00:00.000Z',
      },
      ...(options.publicKey
        ? [
            {
              id: 'tok_public',
              orgId,
              tag: 'public',
              value: options.publicKey,
              createdAt: '2026-01-01T00:00:00.000Z',
              updatedAt: '2026-01-01T00:00:00.000Z',
            },
          ]
        : []),
    ],
    orgs: [{ id: orgId, name: 'Demo', concurrencyLimit: 10, createdAt: '2026-01-01T00:00:00.000Z', updatedAt: '2026-01-01T00:00:00.000Z' }],
  };
  const requests: StandInRequest[] = [];
  const invalid: { operation: string; errors: unknown }[] = [];
  /** The next request to each operation answers this status instead (e.g. a 500 midway). */
  const failures = new Map<string, number>();
  let ids = 0;
  const now = () => new Date(Date.UTC(2026, 10, 28, 0, 0, ids)).toISOString();

  const find = (list: Json[], id: unknown) => list.find((item) => item.id === id);
  const answer = (status: number, body: unknown) => ({ status, body });

  type Handler = (request: { params: Json; query: Json; body: Json }) => { status: number; body: unknown };
  const handlers: Record<string, Handler> = {
    AssistantController_findAll: ({ query }) => answer(200, account.assistants.slice(0, Number(query.limit ?? 100))),
    AssistantController_create: ({ body }) => {
      // As the provider may store it: its defaults beside what it was sent, a list of names in its own
      // order, and empty lists left out
      const transcriber = { numerals: false, ...(body.transcriber as Json) };
      // (only those the document says default to empty: a left-out `serverMessages` would mean eleven of them).
      const model = Object.fromEntries(
        Object.entries(body.model as Json).filter(([key, value]) => !(key === 'toolIds' && Array.isArray(value) && value.length === 0)),
      );
      const stored = { ...body, model };
      const clientMessages = [...((body.clientMessages as string[] | undefined) ?? [])].reverse();
      const created = { ...stored, transcriber, clientMessages, id: `asst_${(ids += 1)}`, orgId, createdAt: now(), updatedAt: now() };
      account.assistants.push(created);
      return answer(201, created);
    },
    AssistantController_update: ({ params, body }) => patch(account.assistants, params.id, body),
    'token.findAll': () => answer(200, account.tokens),
    'token.update': ({ params, body }) => patch(account.tokens, params.id, body),
    'org.findAll': () => answer(200, account.orgs),
    'org.update': ({ params, body }) => patch(account.orgs, params.id, body),
  };
  function patch(list: Json[], id: unknown, body: Json) {
    const item = find(list, id);
    if (!item) return answer(404, { message: 'Not Found' });
    Object.assign(item, body, { updatedAt: now() });
    return answer(200, item);
  }

  async function handle(request: Request): Promise<Response> {
    const url = new URL(request.url);
    const text = await request.text();
    const body: unknown = text ? JSON.parse(text) : undefined;
    const operation =
      (await backend()).router.matchOperation({ method: request.method, path: url.pathname, headers: {} })?.operationId ?? '?';
    requests.push({ operation, ...(body === undefined ? {} : { body }) });
    if (request.headers.get('authorization') !== `Bearer ${options.privateKey}`) {
      return Response.json(
        { message: 'Invalid Key. Hot tip, you may be using the private key instead of the public key, or vice versa.' },
        { status: 401 },
      );
    }
    const failure = failures.get(operation);
    if (failure !== undefined) {
      failures.delete(operation);
      return Response.json({ message: 'Internal server error' }, { status: failure });
    }
    const api = await backend();
    const parsed = {
      method: request.method,
      path: url.pathname,
      query: Object.fromEntries(url.searchParams),
      headers: Object.fromEntries(request.headers),
      body,
    };
    const matched = api.router.matchOperation(parsed);
    const handler = matched?.operationId ? handlers[matched.operationId] : undefined;
    if (!matched || !handler) return Response.json({ message: 'Cannot find that route' }, { status: 404 });
    const validation = api.validator.validateRequest(parsed, matched);
    if (!validation.valid) {
      invalid.push({ operation, errors: validation.errors });
      return Response.json({ message: validation.errors, error: 'Bad Request', statusCode: 400 }, { status: 400 });
    }
    const params = api.router.parseRequest(parsed, matched).params as Json;
    const result = handler({ params, query: parsed.query, body: (body ?? {}) as Json });
    return Response.json(result.body, { status: result.status });
  }

  return {
    account,
    requests,
    invalid,
    /** The writes made so far (every request but a read). */
    writes: () => requests.filter((request) => request.body !== undefined),
    failNext: (operation: string, status: number) => failures.set(operation, status),
    fetch: (input: RequestInfo | URL, init?: RequestInit) => handle(new Request(input, init)),
  };
}

export type ProviderStandIn = ReturnType<typeof createProviderStandIn>;
