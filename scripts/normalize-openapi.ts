// Known defects of real-world OpenAPI documents, fixed before generation. The provider's own
// OpenAPI 3.0 document (NestJS-generated) has each of them in one published version or another;
// tests/provider-api/fixtures holds small documents reproducing every class. Each fix is reported
// with where it was made.

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
  'duplicate-parameter': 'a parameter declared twice in one operation (same name and place): the repeat dropped',
  'dangling-ref': 'a schema `$ref` to nothing in the document: an open schema (any value)',
  'dangling-mapping': 'a `discriminator.mapping` entry naming a schema that does not exist: dropped',
} as const;

export type DefectKind = keyof typeof DEFECTS;

export interface Fix {
  kind: DefectKind;
  /** JSON pointer of the schema or operation that was fixed. */
  at: string;
  /** For a dangling reference: what it named. */
  target?: string;
}

/** What a pass over the document needs: the whole document (to resolve references) and the fixes so far. */
interface Pass {
  doc: Node;
  fixes: Fix[];
}

const METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'];

function isNode(value: Json | undefined): value is Node {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function pointer(base: string, ...keys: (string | number)[]): string {
  return [base, ...keys.map((key) => String(key).replace(/~/g, '~0').replace(/\//g, '~1'))].join('/');
}

/** The node a local reference (`#/components/schemas/A~1B`) names; undefined when there is none or it is not local. */
function resolvePointer(doc: Node, ref: string): Json | undefined {
  if (!ref.startsWith('#')) return undefined;
  const keys = ref.slice(1).split('/').slice(1);
  let node: Json | undefined = doc;
  for (const raw of keys) {
    let key: string;
    try {
      key = decodeURIComponent(raw).replace(/~1/g, '/').replace(/~0/g, '~');
    } catch {
      return undefined;
    }
    if (Array.isArray(node) && /^\d+$/.test(key)) node = node[Number(key)];
    else if (isNode(node) && Object.hasOwn(node, key)) node = node[key];
    else return undefined;
  }
  return node;
}

/** A discriminator's mapping value is a reference or, per OpenAPI, a bare schema name. */
function mappingReference(value: string): string {
  return value.includes('/') || value.startsWith('#') ? value : `#/components/schemas/${value}`;
}

/** The JSON type all values of an enum share, if they share one. */
function valueType(values: Json[]): 'string' | 'number' | 'boolean' | undefined {
  const types = new Set(values.filter((value) => value !== null).map((value) => typeof value));
  const [only] = types;
  return types.size === 1 && (only === 'string' || only === 'number' || only === 'boolean') ? only : undefined;
}

/** Fixes one schema in place (not its children). */
function fixSchema(schema: Node, at: string, { doc, fixes }: Pass): void {
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
  const mapping = isNode(schema.discriminator) && isNode(schema.discriminator.mapping) ? schema.discriminator.mapping : {};
  for (const [key, value] of Object.entries(mapping)) {
    if (typeof value !== 'string' || resolvePointer(doc, mappingReference(value)) !== undefined) continue;
    delete mapping[key];
    fixes.push({ kind: 'dangling-mapping', at: pointer(at, 'discriminator', 'mapping', key), target: value });
  }
}

// Keywords whose value is a schema, a list of schemas, or a map of names to schemas.
const ONE_SCHEMA = [
  'items',
  'additionalProperties',
  'not',
  'if',
  'then',
  'else',
  'contains',
  'propertyNames',
  'unevaluatedItems',
  'unevaluatedProperties',
];
const SCHEMA_LISTS = ['allOf', 'oneOf', 'anyOf', 'prefixItems'];
const SCHEMA_MAPS = ['properties', 'patternProperties', 'dependentSchemas', '$defs'];

/** Fixes a schema and every schema inside it. A reference to nothing becomes an open schema. */
function visitSchema(schema: Json | undefined, at: string, pass: Pass): void {
  if (!isNode(schema)) return;
  if (typeof schema.$ref === 'string') {
    const target = schema.$ref;
    if (resolvePointer(pass.doc, target) !== undefined) return;
    for (const key of Object.keys(schema)) delete schema[key];
    schema.description = `The provider's document refers to ${target}, which it does not define: any value.`;
    pass.fixes.push({ kind: 'dangling-ref', at, target });
    return;
  }
  fixSchema(schema, at, pass);
  for (const key of ONE_SCHEMA) if (isNode(schema[key])) visitSchema(schema[key], pointer(at, key), pass);
  for (const key of SCHEMA_LISTS) {
    const list = schema[key];
    if (Array.isArray(list)) list.forEach((child, i) => visitSchema(child, pointer(at, key, i), pass));
  }
  for (const key of SCHEMA_MAPS) {
    const map = schema[key];
    if (isNode(map)) for (const [name, child] of Object.entries(map)) visitSchema(child, pointer(at, key, name), pass);
  }
}

/** The schemas of a parameter list, a request body or responses (content and headers). */
function visitHolders(node: Json | undefined, at: string, pass: Pass): void {
  if (Array.isArray(node)) {
    node.forEach((item, i) => visitHolders(item, pointer(at, i), pass));
    return;
  }
  if (!isNode(node)) return;
  if (node.schema !== undefined) visitSchema(node.schema, pointer(at, 'schema'), pass);
  for (const key of ['content', 'headers']) {
    const map = node[key];
    if (isNode(map)) for (const [name, child] of Object.entries(map)) visitHolders(child, pointer(at, key, name), pass);
  }
}

function resolveParameter(doc: Node, parameter: Json): Node | undefined {
  if (!isNode(parameter)) return undefined;
  if (typeof parameter.$ref !== 'string') return parameter;
  const target = resolvePointer(doc, parameter.$ref);
  return isNode(target) ? target : undefined;
}

function declarePathParameters(path: string, item: Node, operation: Node, at: string, { doc, fixes }: Pass): void {
  const declared = [
    ...(Array.isArray(item.parameters) ? item.parameters : []),
    ...(Array.isArray(operation.parameters) ? operation.parameters : []),
  ]
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

// OpenAPI wants each name and place once; a repeat would be sent twice.
function dropRepeatedParameters(operation: Node, at: string, { doc, fixes }: Pass): void {
  if (!Array.isArray(operation.parameters)) return;
  const seen = new Set<string>();
  operation.parameters = operation.parameters.filter((parameter) => {
    const resolved = resolveParameter(doc, parameter);
    if (!resolved) return true;
    const name = typeof resolved.name === 'string' ? resolved.name : '';
    const key = `${typeof resolved.in === 'string' ? resolved.in : ''} ${name}`;
    if (!seen.has(key)) return seen.add(key);
    fixes.push({ kind: 'duplicate-parameter', at: pointer(at, 'parameters', name) });
    return false;
  });
}

/**
 * A fixed copy of the document and the list of what was fixed; the input is left as it was.
 * A reference to nothing outside a schema (a parameter, a request body, a response) is left as
 * it is: there is no open value to put in its place, so generation refuses the document.
 */
export function normalizeDocument<T>(input: T): { document: T; fixes: Fix[] } {
  const doc = structuredClone(input) as unknown as Node;
  const pass: Pass = { doc, fixes: [] };
  const components = isNode(doc.components) ? doc.components : {};
  for (const [name, schema] of Object.entries(isNode(components.schemas) ? components.schemas : {}))
    visitSchema(schema, pointer('#/components/schemas', name), pass);
  for (const section of ['parameters', 'requestBodies', 'responses', 'headers']) {
    const map = components[section];
    if (isNode(map)) for (const [name, holder] of Object.entries(map)) visitHolders(holder, pointer(`#/components/${section}`, name), pass);
  }
  for (const [path, item] of Object.entries(isNode(doc.paths) ? doc.paths : {})) {
    if (!isNode(item)) continue;
    const at = pointer('#/paths', path);
    visitHolders(item.parameters, pointer(at, 'parameters'), pass);
    for (const method of METHODS) {
      const operation = item[method];
      if (!isNode(operation)) continue;
      const opAt = pointer(at, method);
      declarePathParameters(path, item, operation, opAt, pass);
      dropRepeatedParameters(operation, opAt, pass);
      visitHolders(operation.parameters, pointer(opAt, 'parameters'), pass);
      visitHolders(operation.requestBody, pointer(opAt, 'requestBody'), pass);
      if (isNode(operation.responses))
        for (const [status, response] of Object.entries(operation.responses))
          visitHolders(response, pointer(opAt, 'responses', status), pass);
    }
  }
  return { document: doc as unknown as T, fixes: pass.fixes };
}

/** One line per defect class: how many were fixed, and where the first few were. */
export function describeFixes(fixes: readonly Fix[], shown = 3): string[] {
  const byKind = new Map<DefectKind, string[]>();
  for (const { kind, at, target } of fixes)
    byKind.set(kind, [...(byKind.get(kind) ?? []), target === undefined ? at : `${at} → ${target}`]);
  return [...byKind].map(([kind, places]) => {
    const more = places.length > shown ? `, and ${places.length - shown} more` : '';
    return `${String(places.length).padStart(4)} × ${DEFECTS[kind]} (${places.slice(0, shown).join(', ')}${more})`;
  });
}
