// Known defects of real-world OpenAPI documents, fixed before generation. The provider's own
// OpenAPI 3.0 document (NestJS-generated) has each of them; tests/provider-api/fixtures holds one
// small document reproducing every class. Each fix is reported with where it was made.

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type Node = Record<string, Json>;

export const DEFECTS = {
  'enum-type-mismatch': 'an enum of strings (or numbers, booleans) declared as `type: object`: typed as its values',
  'enum-on-array': 'an enum on an array instead of on its items: moved to the items',
  'items-under-object': '`items` under `type: object`: typed as an array',
  'enum-beside-alternatives': 'an enum beside oneOf/anyOf that hides some alternatives: the enum is dropped',
  'array-without-items': 'an array without `items`: items of any type',
  'empty-enum': 'an empty enum, which no value can meet: dropped',
  'undeclared-path-parameter': 'a path parameter the operation does not declare: declared as a required string',
} as const;

export type DefectKind = keyof typeof DEFECTS;

export interface Fix {
  kind: DefectKind;
  /** JSON pointer of the schema or operation that was fixed. */
  at: string;
}

const METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'];

function isNode(value: Json | undefined): value is Node {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function pointer(base: string, ...keys: (string | number)[]): string {
  return [base, ...keys.map((key) => String(key).replace(/~/g, '~0').replace(/\//g, '~1'))].join('/');
}

/** The JSON type all values of an enum share, if they share one. */
function valueType(values: Json[]): 'string' | 'number' | 'boolean' | undefined {
  const types = new Set(values.filter((value) => value !== null).map((value) => typeof value));
  const [only] = types;
  return types.size === 1 && (only === 'string' || only === 'number' || only === 'boolean') ? only : undefined;
}

/** Fixes one schema in place (not its children). */
function fixSchema(schema: Node, at: string, fixes: Fix[]): void {
  const fix = (kind: DefectKind) => fixes.push({ kind, at });
  const { type } = schema;
  if (Array.isArray(schema.enum) && schema.enum.length === 0) {
    delete schema.enum;
    fix('empty-enum');
  }
  const values = Array.isArray(schema.enum) ? schema.enum : undefined;
  if (values && (Array.isArray(schema.oneOf) || Array.isArray(schema.anyOf))) {
    delete schema.enum;
    fix('enum-beside-alternatives');
  } else if (values && type === 'object' && valueType(values)) {
    schema.type = valueType(values) ?? 'string';
    fix('enum-type-mismatch');
  } else if (values && type === 'array') {
    const items = isNode(schema.items) ? schema.items : {};
    if (!Array.isArray(items.enum) && !items.$ref) items.enum = values;
    schema.items = items;
    delete schema.enum;
    fix('enum-on-array');
  }
  if (schema.type === 'object' && schema.items !== undefined && schema.properties === undefined) {
    schema.type = 'array';
    fix('items-under-object');
  }
  if (schema.type === 'array' && schema.items === undefined) {
    schema.items = {};
    fix('array-without-items');
  }
}

/** Fixes a schema and every schema inside it. */
function visitSchema(schema: Json | undefined, at: string, fixes: Fix[]): void {
  if (!isNode(schema) || typeof schema.$ref === 'string') return;
  fixSchema(schema, at, fixes);
  if (isNode(schema.properties)) for (const [name, child] of Object.entries(schema.properties)) visitSchema(child, pointer(at, 'properties', name), fixes);
  if (isNode(schema.items)) visitSchema(schema.items, pointer(at, 'items'), fixes);
  if (isNode(schema.additionalProperties)) visitSchema(schema.additionalProperties, pointer(at, 'additionalProperties'), fixes);
  if (isNode(schema.not)) visitSchema(schema.not, pointer(at, 'not'), fixes);
  for (const key of ['allOf', 'oneOf', 'anyOf']) {
    const list = schema[key];
    if (Array.isArray(list)) list.forEach((child, i) => visitSchema(child, pointer(at, key, i), fixes));
  }
}

/** The schemas of a parameter list, a request body or responses (content and headers). */
function visitHolders(node: Json | undefined, at: string, fixes: Fix[]): void {
  if (Array.isArray(node)) {
    node.forEach((item, i) => visitHolders(item, pointer(at, i), fixes));
    return;
  }
  if (!isNode(node)) return;
  if (node.schema !== undefined) visitSchema(node.schema, pointer(at, 'schema'), fixes);
  for (const key of ['content', 'headers']) {
    const map = node[key];
    if (isNode(map)) for (const [name, child] of Object.entries(map)) visitHolders(child, pointer(at, key, name), fixes);
  }
}

function resolveParameter(doc: Node, parameter: Json): Node | undefined {
  if (!isNode(parameter)) return undefined;
  if (typeof parameter.$ref !== 'string') return parameter;
  const target = parameter.$ref.replace(/^#\//, '').split('/').reduce<Json | undefined>((node, key) => (isNode(node) ? node[key.replace(/~1/g, '/').replace(/~0/g, '~')] : undefined), doc);
  return isNode(target) ? target : undefined;
}

function declarePathParameters(doc: Node, path: string, item: Node, operation: Node, at: string, fixes: Fix[]): void {
  const declared = [...(Array.isArray(item.parameters) ? item.parameters : []), ...(Array.isArray(operation.parameters) ? operation.parameters : [])]
    .map((parameter) => resolveParameter(doc, parameter))
    .filter((parameter) => parameter?.in === 'path')
    .map((parameter) => parameter?.name);
  for (const [, name = ''] of path.matchAll(/\{([^{}]+)\}/g)) {
    if (declared.includes(name)) continue;
    const parameters = Array.isArray(operation.parameters) ? operation.parameters : [];
    parameters.push({ name, in: 'path', required: true, schema: { type: 'string' } });
    operation.parameters = parameters;
    fixes.push({ kind: 'undeclared-path-parameter', at: pointer(at, 'parameters', name) });
  }
}

/** A fixed copy of the document and the list of what was fixed; the input is left as it was. */
export function normalizeDocument<T>(input: T): { document: T; fixes: Fix[] } {
  const doc = structuredClone(input) as unknown as Node;
  const fixes: Fix[] = [];
  const components = isNode(doc.components) ? doc.components : {};
  for (const [name, schema] of Object.entries(isNode(components.schemas) ? components.schemas : {})) visitSchema(schema, pointer('#/components/schemas', name), fixes);
  for (const section of ['parameters', 'requestBodies', 'responses', 'headers']) {
    const map = components[section];
    if (isNode(map)) for (const [name, holder] of Object.entries(map)) visitHolders(holder, pointer(`#/components/${section}`, name), fixes);
  }
  for (const [path, item] of Object.entries(isNode(doc.paths) ? doc.paths : {})) {
    if (!isNode(item)) continue;
    const at = pointer('#/paths', path);
    visitHolders(item.parameters, pointer(at, 'parameters'), fixes);
    for (const method of METHODS) {
      const operation = item[method];
      if (!isNode(operation)) continue;
      const opAt = pointer(at, method);
      declarePathParameters(doc, path, item, operation, opAt, fixes);
      visitHolders(operation.parameters, pointer(opAt, 'parameters'), fixes);
      visitHolders(operation.requestBody, pointer(opAt, 'requestBody'), fixes);
      if (isNode(operation.responses)) for (const [status, response] of Object.entries(operation.responses)) visitHolders(response, pointer(opAt, 'responses', status), fixes);
    }
  }
  return { document: doc as unknown as T, fixes };
}

/** One line per defect class: how many were fixed, and where the first few were. */
export function describeFixes(fixes: readonly Fix[], shown = 3): string[] {
  const byKind = new Map<DefectKind, string[]>();
  for (const { kind, at } of fixes) byKind.set(kind, [...(byKind.get(kind) ?? []), at]);
  return [...byKind].map(([kind, places]) => {
    const more = places.length > shown ? `, and ${places.length - shown} more` : '';
    return `${String(places.length).padStart(4)} × ${DEFECTS[kind]} (${places.slice(0, shown).join(', ')}${more})`;
  });
}
