import type { Client } from 'openapi-fetch';
import type { CallOptions, Facade, OperationRow, ProviderApi } from './facade-types';
import { operationTable } from './generated/operations';
import type { paths } from './generated/schema';
import { toFormData } from './multipart';
import { authHeaders, createTransport, unwrap, type ProviderApiOptions } from './transport';

// Rows are dispatched at run time, so the typed client is called through its untyped shape;
// callers only ever see the types derived from `paths` (facade-types.ts).
interface UntypedInit {
  params: { path: Record<string, unknown>; query?: unknown };
  body?: unknown;
  bodySerializer?: (body: unknown) => FormData;
  headers: Record<string, string>;
  signal?: AbortSignal;
}
type UntypedRequest = (method: string, path: string, init: UntypedInit) => Promise<{ data?: unknown; error?: unknown; response: Response }>;

function isRow(node: unknown): node is OperationRow {
  return typeof node === 'object' && node !== null && 'method' in node && 'path' in node;
}

/** Splits positional arguments by the row: path parameters, body, query, options. */
function toInit(row: OperationRow, args: unknown[], token: string | undefined): UntypedInit {
  const rest = args.slice(row.pathParams.length);
  const body = row.body ? rest.shift() : undefined;
  const query = row.query ? rest.shift() : undefined;
  const options = (rest.shift() ?? {}) as CallOptions;
  return {
    params: { path: Object.fromEntries(row.pathParams.map((name, i) => [name, args[i]])), query },
    ...(row.body ? { body } : {}),
    ...(row.body === 'multipart' ? { bodySerializer: toFormData } : {}),
    headers: { ...options.headers, ...authHeaders(token, row.secured) },
    signal: options.signal,
  };
}

function buildGroup(node: object, call: (row: OperationRow) => (...args: unknown[]) => Promise<unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(node).map(([key, child]) => [key, isRow(child) ? call(child) : buildGroup(child as object, call)]));
}

/** The resource-grouped facade over every operation of the document, e.g. `api.call.createWeb(body)`. */
export function createProviderApi(options: ProviderApiOptions = {}): ProviderApi {
  const client: Client<paths> = createTransport(options);
  const request = (client as unknown as { request: UntypedRequest }).request;
  const call = (row: OperationRow) => async (...args: unknown[]) =>
    unwrap(await request(row.method, row.path, toInit(row, args, options.token)));
  return buildGroup(operationTable, call) as Facade<typeof operationTable>;
}
