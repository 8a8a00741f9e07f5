// Generates the provider REST client's committed files from an OpenAPI 3.x JSON document:
//   streams/provider-api/generated/schema.d.ts   types (openapi-typescript)
//   streams/provider-api/generated/operations.ts the operation table the facade is built from
// Usage: npm run generate:api [path-to-provider-openapi.json] [--api-dir <dir>]
// A document given as an argument replaces streams/provider-api/openapi.json, so the
// document, the generated files and the tests always describe the same API.
// Known defects of real documents are fixed first (scripts/normalize-openapi.ts) and reported;
// then the folder's overlay (openapi.overlay.json) adds what the provider does not publish.
// The result must type-check with the facade, and only then are the three files replaced,
// together. Any failure leaves all three as they were and exits non-zero.
import { readFileSync } from 'node:fs';
import { join, resolve as resolvePath } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import openapiTS, { astToString, COMMENT_HEADER, type OpenAPI3 } from 'openapi-typescript';
import ts from 'typescript';
import { typeCheckApi, type OperationRow } from './api-type-check';
import { applyOverlay, readOverlay } from './apply-overlay';
import { describeFixes, normalizeDocument } from './normalize-openapi';
import { replaceFiles } from './replace-files';
import { readSupplement, supplementDocument, supplementPath, UNPUBLISHED } from './supplement-openapi';

export const apiDir = fileURLToPath(new URL('../streams/provider-api/', import.meta.url));
export const documentPath = `${apiDir}openapi.json`;

/** The overlay every generation applies: what the provider's published document lacks. */
export function overlayPath(dir: string): string {
  return join(dir, 'openapi.overlay.json');
}

/** The three files of an API folder that generation replaces. */
export function apiFiles(dir: string): { document: string; schema: string; operations: string } {
  return {
    document: join(dir, 'openapi.json'),
    schema: join(dir, 'generated', 'schema.d.ts'),
    operations: join(dir, 'generated', 'operations.ts'),
  };
}

const METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'] as const;
const MULTIPART = 'multipart/form-data';

interface Ref {
  $ref?: string;
}
interface Parameter extends Ref {
  in?: string;
}
interface Operation {
  operationId?: string;
  deprecated?: boolean;
  parameters?: Parameter[];
  requestBody?: Ref & { content?: Record<string, unknown> };
  security?: Record<string, unknown>[];
  [UNPUBLISHED]?: boolean;
}
type PathItem = Partial<Record<(typeof METHODS)[number], Operation>> & { parameters?: Parameter[] };
export interface OpenApiDocument {
  paths?: Record<string, PathItem>;
  security?: Record<string, unknown>[];
  [key: string]: unknown;
}

/** `assistant.create` as is; NestJS ids of the provider's own document (`TestSuiteRunController_findAll`) as `testSuiteRun.findAll`. */
export function facadeName(operationId: string): string[] {
  if (operationId.includes('.')) return operationId.split('.');
  const nest = /^(\w+?)Controller_(\w+)$/.exec(operationId);
  if (!nest?.[1] || !nest[2]) throw new Error(`Cannot derive a facade name from operationId "${operationId}"`);
  return [nest[1].charAt(0).toLowerCase() + nest[1].slice(1), nest[2]];
}

function resolve<T>(doc: OpenApiDocument, node: T & Ref): T {
  const ref = node.$ref;
  if (!ref) return node;
  const keys = ref
    .replace(/^#\//, '')
    .split('/')
    .map((key) => key.replace(/~1/g, '/').replace(/~0/g, '~'));
  const target = keys.reduce<unknown>(
    (at, key) => (typeof at === 'object' && at !== null ? (at as Record<string, unknown>)[key] : undefined),
    doc,
  );
  if (!ref.startsWith('#/') || target === undefined) throw new Error(`Can't resolve $ref ${ref}: the document has nothing there`);
  return resolve(doc, target as T & Ref);
}

function toRow(doc: OpenApiDocument, path: string, method: string, op: Operation, shared: Parameter[]): OperationRow {
  if (!op.operationId) throw new Error(`${method.toUpperCase()} ${path} has no operationId`);
  const params = [...shared, ...(op.parameters ?? [])].map((p) => resolve(doc, p));
  const content = op.requestBody ? (resolve(doc, op.requestBody).content ?? {}) : undefined;
  const security = op.security ?? doc.security ?? [];
  return {
    name: facadeName(op.operationId),
    method,
    path,
    pathParams: [...path.matchAll(/\{([^{}]+)\}/g)].map((m) => m[1] ?? ''),
    query: params.some((p) => p.in === 'query'),
    body: content === undefined ? null : MULTIPART in content ? 'multipart' : 'json',
    secured: security.some((requirement) => Object.keys(requirement).length > 0),
    deprecated: op.deprecated === true,
  };
}

export function operationRows(doc: OpenApiDocument): OperationRow[] {
  return Object.entries(doc.paths ?? {}).flatMap(([path, item]) =>
    METHODS.flatMap((method) => {
      const op = item[method];
      return op ? [toRow(doc, path, method, op, item.parameters ?? [])] : [];
    }),
  );
}

/** Facade names of the operations the supplement added: the spec lists them, the provider's document does not. */
export function unpublishedNames(doc: OpenApiDocument): string[] {
  return Object.values(doc.paths ?? {}).flatMap((item) =>
    METHODS.flatMap((method) => {
      const op = item[method];
      return op?.[UNPUBLISHED] && op.operationId ? [facadeName(op.operationId).join('.')] : [];
    }),
  );
}

/** Nests rows by name (`testSuite.run.list` → { testSuite: { run: { list } } }); a clash fails loudly. */
function nestRows(rows: OperationRow[]): Record<string, unknown> {
  const root: Record<string, unknown> = {};
  for (const { name, ...row } of rows) {
    let node = root;
    name.slice(0, -1).forEach((key) => {
      node[key] ??= {};
      if ('method' in (node[key] as object)) throw new Error(`Facade name clash at "${name.join('.')}"`);
      node = node[key] as Record<string, unknown>;
    });
    const leaf = name.at(-1) ?? '';
    if (leaf in node) throw new Error(`Facade name clash at "${name.join('.')}"`);
    node[leaf] = row;
  }
  return root;
}

/** Groups indented, one operation per line, so a diff shows exactly which operations changed. */
function printTable(node: Record<string, unknown>, indent = '  '): string {
  const lines = Object.entries(node).map(([key, value]) =>
    'method' in (value as object)
      ? `${indent}${JSON.stringify(key)}: ${JSON.stringify(value)},`
      : `${indent}${JSON.stringify(key)}: ${printTable(value as Record<string, unknown>, `${indent}  `)},`,
  );
  return `{\n${lines.join('\n')}\n${indent.slice(2)}}`;
}

export function generateOperations(doc: OpenApiDocument): string {
  const table = printTable(nestRows(operationRows(doc)));
  const unpublished = unpublishedNames(doc)
    .map((name) => `  ${JSON.stringify(name)},`)
    .join('\n');
  return [
    '// Generated by scripts/generate-api.ts from the OpenAPI document. Do not edit: run `npm run generate:api`.',
    `export const operationTable = ${table} as const;`,
    '',
    "/** Operations of product spec section 7 that the provider's document does not publish: added from openapi.supplement.json, with open shapes. */",
    `export const unpublishedOperations = [${unpublished ? `\n${unpublished}\n` : ''}] as const;`,
    '',
  ].join('\n');
}

// File parts (format: binary) become Blob, so a File keeps its filename.
const BLOB = ts.factory.createTypeReferenceNode('Blob');

export async function generateSchema(doc: OpenApiDocument): Promise<string> {
  // The document was only JSON-parsed; openapi-typescript validates it itself. It writes into what it
  // is given (a discriminator's property gets an enum), so it gets a copy: the kept document stays as fixed.
  const ast = await openapiTS(structuredClone(doc) as unknown as OpenAPI3, {
    silent: true,
    // An object the document gives no properties (an assistant's `metadata`) is free-form, not empty.
    emptyObjectsUnknown: true,
    transform: (schema) => (schema.format === 'binary' ? BLOB : undefined),
  });
  return COMMENT_HEADER + astToString(ast);
}

export interface GenerateOptions {
  /** The OpenAPI document to generate from; defaults to the API folder's own openapi.json. */
  source?: string;
  /** The API folder (streams/provider-api by default). */
  dir?: string;
  log?: (line: string) => void;
}

/** Thrown for every reason generation refuses; nothing has been written when it is. */
export class GenerationRefused extends Error {}

function step<T>(what: string, run: () => T): T {
  try {
    return run();
  } catch (error) {
    throw new GenerationRefused(`${what}: ${error instanceof Error ? error.message : String(error)}`);
  }
}

async function asyncStep<T>(what: string, run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    throw new GenerationRefused(`${what}: ${error instanceof Error ? error.message : String(error)}`);
  }
}

/** Reads, fixes, overlays, generates and type-checks; then replaces the three files together. */
export async function generate({ source, dir = apiDir, log = console.log }: GenerateOptions = {}): Promise<{
  operations: number;
  fixes: number;
  replaced: number;
  added: number;
}> {
  const files = apiFiles(resolvePath(dir));
  const from = resolvePath(source ?? files.document);
  const text = step(`cannot read ${from}`, () => readFileSync(from, 'utf8'));
  const parsed = step(`${from} is not JSON`, () => JSON.parse(text) as OpenApiDocument);
  const { document: fixed, fixes } = normalizeDocument(parsed);
  const supplementFile = supplementPath(resolvePath(dir));
  const supplement = step(`cannot read the supplement ${supplementFile}`, () => readSupplement(supplementFile));
  const { document: supplemented, added } = step('cannot supplement the document', () => supplementDocument(fixed, supplement));
  const overlayFile = overlayPath(resolvePath(dir));
  const overlay = step(`cannot read the overlay ${overlayFile}`, () => readOverlay(overlayFile));
  const { document, report } = await asyncStep(`the overlay ${overlayFile} does not apply`, () => applyOverlay(supplemented, overlay));
  const rows = step('cannot build the operation table', () => operationRows(document));
  const operations = step('cannot build the operation table', () => generateOperations(document));
  let schema: string;
  try {
    schema = await generateSchema(document);
  } catch (error) {
    throw new GenerationRefused(
      `openapi-typescript rejects the document: ${error instanceof Error ? error.message.split('\n')[0] : String(error)}`,
    );
  }
  const errors = typeCheckApi(
    resolvePath(dir),
    new Map([
      [files.schema, schema],
      [files.operations, operations],
    ]),
    rows,
  );
  if (errors.length > 0) {
    const shown = errors
      .slice(0, 5)
      .map((error) => `  ${error}`)
      .join('\n');
    throw new GenerationRefused(`the generated client does not type-check (${errors.length} errors):\n${shown}`);
  }
  // The document kept beside the generated files is the one they were generated from (fixed and overlaid).
  const changed = JSON.stringify(document) !== JSON.stringify(parsed);
  const documentText = changed ? `${JSON.stringify(document, null, 2)}\n` : text;
  replaceFiles([
    ...(from !== files.document || changed ? [{ path: files.document, text: documentText }] : []),
    { path: files.schema, text: schema },
    { path: files.operations, text: operations },
  ]);
  if (added.length > 0)
    log(`provider-api: added ${added.length} operations of the product spec the document does not publish (open shapes)`);
  if (fixes.length > 0) log(`provider-api: fixed ${fixes.length} known defects of the document:\n${describeFixes(fixes).join('\n')}`);
  const replaced = report.replaced.length > 0 ? `; it replaced the document's own ${report.replaced.join(', ')}` : '';
  log(`provider-api: applied the overlay (${overlay.actions.length} actions): ${report.applied.join('; ')}${replaced}`);
  log(`provider-api: ${rows.length} operations generated from ${from}, type-checked with the facade`);
  return { operations: rows.length, fixes: fixes.length, replaced: report.replaced.length, added: added.length };
}

function parseArguments(args: string[]): GenerateOptions {
  const options: GenerateOptions = {};
  for (let i = 0; i < args.length; i += 1) {
    const arg = args[i] ?? '';
    if (arg === '--api-dir') options.dir = args[(i += 1)];
    else if (arg.startsWith('--')) throw new GenerationRefused(`unknown option ${arg}`);
    else options.source = arg;
  }
  return options;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  try {
    await generate(parseArguments(process.argv.slice(2)));
  } catch (error) {
    const reason =
      error instanceof GenerationRefused ? error.message : error instanceof Error ? (error.stack ?? error.message) : String(error);
    console.error(`generate:api: refused, nothing was changed. ${reason}`);
    process.exitCode = 1;
  }
}
