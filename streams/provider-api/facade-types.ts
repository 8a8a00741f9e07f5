// The facade's types, derived from the generated operation table and `paths`:
// nothing here names an endpoint.
import type { operationTable } from './generated/operations';
import type { paths } from './generated/schema';

/** One row of the generated operation table. */
export interface OperationEntry {
  readonly method: string;
  readonly path: string;
  readonly pathParams: readonly string[];
  readonly query: boolean;
  readonly body: 'json' | 'multipart' | null;
  readonly secured: boolean;
  readonly deprecated: boolean;
}

/** Per-call options, last argument of every facade function. */
export interface CallOptions {
  signal?: AbortSignal;
  headers?: Record<string, string>;
}

/** The generated operation object (`operations["assistant.create"]`) a row points at. */
type OperationOf<R extends OperationEntry> = R['path'] extends keyof paths
  ? R['method'] extends keyof paths[R['path']]
    ? paths[R['path']][R['method']]
    : never
  : never;

type PathParamsOf<R extends OperationEntry> = OperationOf<R> extends { parameters: { path: infer P } } ? P : never;

type PathArgs<Names extends readonly string[], Params> = {
  -readonly [K in keyof Names]: Names[K] extends keyof Params ? Params[Names[K]] : never;
};

type ContentOf<T> = T extends { content: infer C } ? C[keyof C] : undefined;

type BodyArg<R extends OperationEntry> = R['body'] extends null
  ? []
  : OperationOf<R> extends { requestBody?: infer B }
    ? [body: ContentOf<NonNullable<B>>]
    : [];

// openapi-typescript marks `query` optional unless one of its parameters is required.
type QueryArg<R extends OperationEntry> = R['query'] extends false
  ? []
  : OperationOf<R> extends { parameters: { query: infer Q } }
    ? [query: Q]
    : OperationOf<R> extends { parameters: { query?: infer Q } }
      ? [query?: Q]
      : [];

type SuccessStatus = 200 | 201 | 202 | 203 | 204 | 206 | '2XX';

/** The body of the operation's 2xx responses. */
export type OperationResult<R extends OperationEntry> =
  OperationOf<R> extends { responses: infer Rs }
    ? { [S in keyof Rs]: S extends SuccessStatus ? ContentOf<Rs[S]> : never }[keyof Rs]
    : never;

/** Arguments in this order: path parameters (in path order), body, query, options. */
export type OperationArgs<R extends OperationEntry> = [
  ...PathArgs<R['pathParams'], PathParamsOf<R>>,
  ...BodyArg<R>,
  ...QueryArg<R>,
  options?: CallOptions,
];

export type OperationFunction<R extends OperationEntry> = (...args: OperationArgs<R>) => Promise<OperationResult<R>>;

/** Groups mirror the table: `api.testSuiteRun.findAll(suiteId, query)`. */
export type Facade<Table> = {
  readonly [K in keyof Table]: Table[K] extends OperationEntry ? OperationFunction<Table[K]> : Facade<Table[K]>;
};

export type ProviderApi = Facade<typeof operationTable>;
