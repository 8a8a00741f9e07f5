// Reads the committed OpenAPI document directly (not through the generator), so the
// tests check the generated client against the document rather than against itself.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

export interface JsonSchema {
  type?: string;
  format?: string;
  enum?: string[];
  items?: JsonSchema;
  required?: string[];
  properties?: Record<string, JsonSchema>;
  $ref?: string;
}
interface OpenApiParameter {
  name: string;
  in: string;
  required?: boolean;
  schema: JsonSchema;
  $ref?: string;
}
interface OpenApiOperation {
  operationId: string;
  deprecated?: boolean;
  parameters?: OpenApiParameter[];
  security?: Record<string, string[]>[];
  requestBody?: { content: Record<string, { schema: JsonSchema }> };
  responses: Record<string, unknown>;
}
export interface Document {
  security?: Record<string, string[]>[];
  paths: Record<string, Record<string, OpenApiOperation>>;
  components: Record<string, Record<string, unknown>>;
}

export interface DocumentOperation {
  operationId: string;
  method: string;
  path: string;
  pathParams: string[];
  query: OpenApiParameter[];
  bodyMedia: string | undefined;
  bodySchema: JsonSchema | undefined;
  secured: boolean;
  deprecated: boolean;
  successStatus: number;
}

export const documentPath = fileURLToPath(new URL('../../streams/provider-api/openapi.json', import.meta.url));
export const document = JSON.parse(readFileSync(documentPath, 'utf8')) as Document;

export function deref<T>(node: T & { $ref?: string }): T {
  if (!node.$ref) return node;
  const [, section = '', name = ''] = node.$ref.replace('#/components/', '').match(/^([^/]+)\/(.+)$/) ?? [];
  return deref(document.components[section]?.[name] as T & { $ref?: string });
}

function describeOperation(path: string, method: string, op: OpenApiOperation): DocumentOperation {
  const params = (op.parameters ?? []).map((p) => deref(p));
  const [bodyMedia, media] = Object.entries(op.requestBody?.content ?? {})[0] ?? [];
  return {
    operationId: op.operationId,
    method: method.toUpperCase(),
    path,
    pathParams: params.filter((p) => p.in === 'path').map((p) => p.name),
    query: params.filter((p) => p.in === 'query'),
    bodyMedia,
    bodySchema: media ? deref(media.schema) : undefined,
    secured: (op.security ?? document.security ?? []).some((req) => Object.keys(req).length > 0),
    deprecated: op.deprecated === true,
    successStatus: Number(Object.keys(op.responses).find((status) => status.startsWith('2'))),
  };
}

export const documentOperations: DocumentOperation[] = Object.entries(document.paths).flatMap(([path, item]) =>
  Object.entries(item).map(([method, op]) => describeOperation(path, method, op)),
);
