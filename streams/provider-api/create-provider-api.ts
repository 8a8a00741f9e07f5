import type { Client } from 'openapi-fetch';
import type { CallOptions, Facade, OperationEntry, ProviderApi } from './facade-types';
import { operationTable } from './generated/operations';
import type { paths } from './generated/schema';
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

function isRow(node: unknown): node is OperationEntry {
  return typeof node === 'object' && node !== null && 'method' in node && 'path' in node;
}

/** Splits positional arguments by the row: path parameters, body, query, options. */
function toInit(row: OperationEntry, args: unknown[], token: string | undefined): UntypedInit {
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

function buildGroup(node: object, call: (row: OperationEntry) => (...args: unknown[]) => Promise<unknown>): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(node).map(([key, child]) => [key, isRow(child) ? call(child) : buildGroup(child as object, call)]),
  );
}

/** The resource-grouped facade over every operation of the document, e.g. `api.call.createWeb(body)`. */
export function createProviderApi(options: ProviderApiOptions = {}): ProviderApi {
  const client: Client<paths> = createTransport(options);
  const request = (client as unknown as { request: UntypedRequest }).request;
  const call =
    (row: OperationEntry) =>
    async (...args: unknown[]) =>
      unwrap(await request(row.method, row.path, toInit(row, args, options.token)));
  return buildGroup(operationTable, call) as Facade<typeof operationTable>;
}

/**
 * A multipart body object as FormData: arrays become repeated parts, a File keeps
 * its filename, other values are sent as text (JSON unless already a string). A ready FormData passes through.
 */
export function toFormData(body: unknown): FormData {
  if (body instanceof FormData) return body;
  const form = new FormData();
  for (const [name, value] of Object.entries(body as Record<string, unknown>)) {
    for (const item of Array.isArray(value) ? (value as unknown[]) : [value]) appendPart(form, name, item);
  }
  return form;
}

function appendPart(form: FormData, name: string, value: unknown): void {
  if (value === undefined || value === null) return;
  if (value instanceof Blob) form.append(name, value);
  else form.append(name, typeof value === 'string' ? value : JSON.stringify(value));
}
