import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { resolve } from 'node:path';
import addFormats from 'ajv-formats';
import { OpenAPIBackend, type Document } from 'openapi-backend';

// A stateful stand-in for the provider's API: the account endpoints `npm run provision` uses, and the
// web call a page (with the public key) or the Worker (with the private key) makes. Every request is
// validated against the committed document (streams/provider-api/openapi.json) by openapi-backend, its
// path, query and body, before the stand-in acts on it; one that fails is answered 400, as the provider
// would, and kept in `invalid` for the test to fail on. The provider does not publish its token and org
// operations (the document's supplement gives them open bodies), but its document does define their
// bodies' schemas: the stand-in holds those requests to UpdateTokenDTO and UpdateOrgDTO.
//
// Keys are the account's tokens: a private one may do everything; a public one only web calls, within
// the restrictions its token holds (what provision set), as the provider's API-key guide describes them.

type Json = Record<string, unknown>;

const SERVED: Readonly<Record<string, readonly string[]>> = {
  '/assistant': ['get', 'post'],
  '/assistant/{id}': ['patch'],
  '/token': ['get'],
  '/token/{id}': ['patch'],
  '/org': ['get'],
  '/org/{id}': ['patch'],
  '/call/web': ['post'],
  '/phone-number': ['get'],
  '/phone-number/{id}': ['patch'],
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
      // The document's formats (date-time, uri, uuid…) checked as well, by Ajv's own library of them.
      customizeAjv: (ajv) => {
        addFormats(ajv);
        return ajv;
      },
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
  phoneNumbers: Json[];
}

export interface ProviderStandInOptions {
  readonly privateKey: string;
  readonly publicKey?: string;
  /** What the public key's value really is: a private key pasted in its place reads the private API. */
  readonly publicKeyTag?: 'public' | 'private';
  /** The id the account gives the first assistant made (a build's assistant id), else one of its own. */
  readonly firstAssistantId?: string;
  /** Numbers the account holds (imported from a telephony account), answered by no assistant yet. */
  readonly phoneNumbers?: readonly string[];
}

/** A room the call library's stand-in pretends to join. */
const STAND_IN_ROOM = 'https://vestry-smoke.daily.co/stand-in-room';

const INVALID_KEY = 'Invalid Key. Hot tip, you may be using the private key instead of the public key, or vice versa.';
const REASONS: Readonly<Record<number, string>> = { 400: 'Bad Request', 401: 'Unauthorized', 403: 'Forbidden', 404: 'Not Found' };
/** The provider's error body: `{ message, error, statusCode }`. */
const refusal = (status: number, message: unknown) => ({
  status,
  body: { message, error: REASONS[status] ?? 'Error', statusCode: status },
});
// The provider's API is called from pages (the public-key build's web call), from any origin: the key decides.
const CORS = {
  'access-control-allow-origin': '*',
  'access-control-allow-headers': '*',
  'access-control-allow-methods': 'GET, POST, PATCH, OPTIONS',
};

/** The provider's ids are UUIDs (its document's paths say so): the stand-in's, numbered. */
const uuid = (kind: number, n: number) => `00000000-0000-4000-800${kind}-${String(n).padStart(12, '0')}`;
export const STAND_IN_ORG_ID = uuid(0, 1);

export function createProviderStandIn(options: ProviderStandInOptions) {
  const orgId = STAND_IN_ORG_ID;
  const token = (id: string, tag: string, value: string) => ({
    id,
    orgId,
    tag,
    value,
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
  });
  const account: StandInAccount = {
    assistants: [],
    tokens: [
      token(uuid(1, 1), 'private', options.privateKey),
      ...(options.publicKey ? [token(uuid(1, 2), options.publicKeyTag ?? 'public', options.publicKey)] : []),
    ],
    orgs: [{ id: orgId, name: 'Demo', concurrencyLimit: 10, createdAt: '2026-01-01T00:00:00.000Z', updatedAt: '2026-01-01T00:00:00.000Z' }],
    phoneNumbers: (options.phoneNumbers ?? []).map((number, i) => ({
      id: uuid(3, i + 1),
      orgId,
      provider: 'twilio',
      number,
      status: 'active',
      createdAt: '2026-01-01T00:00:00.000Z',
      updatedAt: '2026-01-01T00:00:00.000Z',
    })),
  };
  const requests: StandInRequest[] = [];
  const invalid: { operation: string; errors: unknown }[] = [];
  /** The next request to each operation answers this status instead (e.g. a 500 midway). */
  const failures = new Map<string, number>();
  let ids = 0;
  let calls = 0;
  const now = () => new Date(Date.UTC(2026, 10, 28, 0, 0, ids)).toISOString();

  const find = (list: Json[], id: unknown) => list.find((item) => item.id === id);
  const answer = (status: number, body: unknown) => ({ status, body });

  type Handler = (request: { params: Json; query: Json; body: Json; key: Json; origin: string | null }) => {
    status: number;
    body: unknown;
  };
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
      ids += 1;
      const id = ids === 1 && options.firstAssistantId ? options.firstAssistantId : uuid(2, ids);
      const created = { ...stored, transcriber, clientMessages, id, orgId, createdAt: now(), updatedAt: now() };
      account.assistants.push(created);
      return answer(201, created);
    },
    AssistantController_update: ({ params, body }) => patch(account.assistants, params.id, body),
    'token.findAll': () => answer(200, account.tokens),
    'token.update': ({ params, body }) => patch(account.tokens, params.id, body),
    'org.findAll': () => answer(200, account.orgs),
    'org.update': ({ params, body }) => patch(account.orgs, params.id, body),
    PhoneNumberController_findAll: ({ query }) => answer(200, account.phoneNumbers.slice(0, Number(query.limit ?? 100))),
    PhoneNumberController_update: ({ params, body }) => {
      const line = find(account.phoneNumbers, params.id);
      // A number's kind is fixed: an update of another kind is refused.
      if (line && body.provider !== undefined && body.provider !== line.provider) return refusal(400, 'provider cannot be changed');
      return patch(account.phoneNumbers, params.id, body);
    },
    'call.createWeb': ({ body, key, origin }) => {
      const refused = key.tag === 'public' ? restricted(key, origin, body) : null;
      if (refused) return refusal(403, refused);
      if (body.assistantId !== undefined && !find(account.assistants, body.assistantId))
        return refusal(400, `Couldn't Get Assistant. \`assistantId\` ${JSON.stringify(body.assistantId)} Does Not Exist.`);
      calls += 1;
      return answer(201, {
        id: `call_stand_in_${calls}`,
        orgId,
        type: 'webCall',
        status: 'queued',
        webCallUrl: STAND_IN_ROOM,
        artifactPlan: { videoRecordingEnabled: false },
        assistant: { voice: { provider: '11labs' } },
      });
    },
  };
  function patch(list: Json[], id: unknown, body: Json) {
    const item = find(list, id);
    if (!item) return refusal(404, 'Not Found');
    Object.assign(item, body, { updatedAt: now() });
    return answer(200, item);
  }

  /** Why a public key's restrictions refuse this web call, if they do. */
  function restricted(key: Json, origin: string | null, body: Json): string | null {
    const limits = (key.restrictions ?? {}) as {
      allowedOrigins?: string[];
      allowedAssistantIds?: string[];
      allowTransientAssistant?: boolean;
    };
    if (limits.allowedOrigins?.length && !limits.allowedOrigins.includes(origin ?? ''))
      return `Origin ${origin ?? '(none)'} is not allowed for this key.`;
    if (body.assistant !== undefined && limits.allowTransientAssistant === false)
      return 'Transient assistants are not allowed for this key.';
    if (limits.allowedAssistantIds?.length && !limits.allowedAssistantIds.includes(String(body.assistantId)))
      return 'Assistant is not allowed for this key.';
    return null;
  }

  async function handle(request: Request): Promise<{ status: number; body: unknown }> {
    const url = new URL(request.url);
    const text = await request.text();
    let body: unknown;
    try {
      body = text ? JSON.parse(text) : undefined;
    } catch {
      return refusal(400, 'Unexpected token in JSON');
    }
    const api = await backend();
    const operation = api.router.matchOperation({ method: request.method, path: url.pathname, headers: {} })?.operationId ?? '?';
    requests.push({ operation, ...(body === undefined ? {} : { body }) });
    const bearer = /^Bearer (.+)$/.exec(request.headers.get('authorization') ?? '')?.[1];
    const key = account.tokens.find((item) => item.value === bearer);
    // A public key (and a disabled one) is refused all but the web call, as an unknown one is refused everything.
    const enabled = (key?.restrictions as { enabled?: boolean } | undefined)?.enabled !== false;
    if (!key || !enabled || (key.tag === 'public' && operation !== 'call.createWeb')) return refusal(401, INVALID_KEY);
    const failure = failures.get(operation);
    if (failure !== undefined) {
      failures.delete(operation);
      return refusal(failure, 'Internal server error');
    }
    const parsed = {
      method: request.method,
      path: url.pathname,
      query: Object.fromEntries(url.searchParams),
      headers: Object.fromEntries(request.headers),
      body,
    };
    const matched = api.router.matchOperation(parsed);
    const handler = matched?.operationId ? handlers[matched.operationId] : undefined;
    if (!matched || !handler) return refusal(404, 'Cannot find that route');
    const validation = api.validator.validateRequest(parsed, matched);
    if (!validation.valid) {
      invalid.push({ operation, errors: validation.errors });
      return refusal(400, validation.errors);
    }
    const params = api.router.parseRequest(parsed, matched).params as Json;
    return handler({ params, query: parsed.query, body: (body ?? {}) as Json, key, origin: request.headers.get('origin') });
  }

  const respond = async (request: Request) => {
    const result = await handle(request);
    return Response.json(result.body, { status: result.status });
  };

  return {
    account,
    requests,
    invalid,
    /** The writes made so far (every request but a read). */
    writes: () => requests.filter((request) => request.body !== undefined),
    failNext: (operation: string, status: number) => failures.set(operation, status),
    fetch: (input: RequestInfo | URL, init?: RequestInit) => respond(new Request(input, init)),
    /** The same over HTTP on 127.0.0.1 (port 0: a free one), with CORS for pages. */
    listen(port: number): Promise<Server> {
      const server = createServer((req, res) => {
        if (req.method === 'OPTIONS') return void res.writeHead(204, CORS).end();
        const chunks: Buffer[] = [];
        req.on('data', (chunk: Buffer) => chunks.push(chunk));
        req.on('end', () => {
          const headers = new Headers();
          for (const [name, value] of Object.entries(req.headers)) if (typeof value === 'string') headers.set(name, value);
          const text = Buffer.concat(chunks).toString();
          const request = new Request(`http://127.0.0.1${req.url ?? '/'}`, {
            method: req.method,
            headers,
            ...(text ? { body: text } : {}),
          });
          void handle(request).then(
            (result) => res.writeHead(result.status, { ...CORS, 'content-type': 'application/json' }).end(JSON.stringify(result.body)),
            (error: unknown) => res.writeHead(500, CORS).end(String(error)),
          );
        });
      });
      return new Promise((resolve, reject) => {
        server.once('error', reject);
        server.listen(port, '127.0.0.1', () => resolve(server));
      });
    },
  };
}

export type ProviderStandIn = ReturnType<typeof createProviderStandIn>;
