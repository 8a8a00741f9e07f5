// The provider's published OpenAPI document is the client's source, but it publishes only part of
// the API the product spec lists (section 7): its newest lacks the org, token, credential, template,
// test-suite and voice-library groups, among others. The folder's supplement
// (openapi.supplement.json) holds every spec operation with open shapes; generation adds each one
// the document lacks, so the facade always covers the spec, and the document's own operations,
// names and shapes win wherever it has them.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

const METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'] as const;

interface SupplementDocument {
  paths: Record<string, Partial<Record<(typeof METHODS)[number], { operationId: string }>>>;
  components: { schemas: Record<string, unknown> };
}

export interface OpenDocument {
  paths?: Record<string, Record<string, unknown>>;
  components?: Record<string, Record<string, unknown> | undefined>;
  [key: string]: unknown;
}

/** Marks an added operation in the kept document, so regenerating from it still knows which they are. */
export const UNPUBLISHED = 'x-vestry-unpublished';

/** The supplement every generation applies. */
export function supplementPath(dir: string): string {
  return join(dir, 'openapi.supplement.json');
}

export function readSupplement(file: string): SupplementDocument {
  const parsed = JSON.parse(readFileSync(file, 'utf8')) as Partial<SupplementDocument>;
  if (typeof parsed.paths !== 'object' || typeof parsed.components?.schemas !== 'object') {
    throw new Error('a supplement needs `paths` and `components.schemas`');
  }
  return parsed as SupplementDocument;
}

/** `/test-suite/{id}/run/{runId}` and the provider's `/test-suite/{testSuiteId}/run/{id}` are one endpoint. */
export function templateOf(path: string): string {
  return path.replace(/\{[^{}]+\}/g, '{}');
}

/** Adds the supplement's operations the document lacks; returns the document and their facade operation ids. */
export function supplementDocument<D extends OpenDocument>(document: D, supplement: SupplementDocument): { document: D; added: string[] } {
  const doc = structuredClone(document);
  const paths = (doc.paths ??= {});
  const added: string[] = [];
  const has = new Set(Object.entries(paths).flatMap(([path, item]) => Object.keys(item).map((method) => `${method} ${templateOf(path)}`)));
  for (const [path, item] of Object.entries(supplement.paths)) {
    for (const method of METHODS) {
      const operation = item[method];
      if (!operation || has.has(`${method} ${templateOf(path)}`)) continue;
      paths[path] = { ...paths[path], [method]: { ...structuredClone(operation), [UNPUBLISHED]: true } };
      added.push(operation.operationId);
    }
  }
  if (added.length > 0) {
    const schemas = ((doc.components ??= {}).schemas ??= {});
    for (const [name, schema] of Object.entries(supplement.components.schemas)) {
      if (name in schemas && JSON.stringify(schemas[name]) !== JSON.stringify(schema)) {
        throw new Error(`the document already has a different schema named ${name}`);
      }
      schemas[name] = structuredClone(schema);
    }
  }
  return { document: doc, added };
}
