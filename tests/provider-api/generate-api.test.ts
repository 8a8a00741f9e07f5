// @vitest-environment node
// The generator on documents like the provider's real one: known defects are fixed and reported,
// the overlay adds what the provider does not publish, the result type-checks and covers every
// operation; a document it cannot use changes nothing.
import { spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { afterAll, describe, expect, it } from 'vitest';
import { applyOverlay, readOverlay } from '../../scripts/apply-overlay';
import {
  apiDir,
  apiFiles,
  generateOperations,
  generateSchema,
  operationRows,
  overlayPath,
  type OpenApiDocument,
} from '../../scripts/generate-api';
import { DEFECTS, describeFixes, normalizeDocument } from '../../scripts/normalize-openapi';
import { readSupplement, supplementDocument, supplementPath } from '../../scripts/supplement-openapi';

const root = fileURLToPath(new URL('../../', import.meta.url));
const fixture = (name: string) => fileURLToPath(new URL(`./fixtures/${name}`, import.meta.url));
const readJson = (path: string) => JSON.parse(readFileSync(path, 'utf8')) as OpenApiDocument;
const defects = readJson(fixture('defects.openapi.json'));
const dangling = readJson(fixture('dangling.openapi.json'));
const overlay = readOverlay(overlayPath(apiDir));

/** Runs `npm run generate:api` as a developer would (tsx, a child process). */
function runGenerator(args: string[]): { status: number | null; stdout: string; stderr: string } {
  const run = spawnSync(join(root, 'node_modules/.bin/tsx'), ['scripts/generate-api.ts', ...args], { cwd: root, encoding: 'utf8' });
  return { status: run.status, stdout: run.stdout, stderr: run.stderr };
}

describe('normalising a document', () => {
  const { document, fixes } = normalizeDocument(defects);
  const schemas = (
    document as unknown as { components: { schemas: Record<string, { properties: Record<string, Record<string, unknown>> }> } }
  ).components.schemas;

  it('fixes one of every defect class the provider’s document has, and says where', () => {
    expect(new Set(fixes.map((fix) => fix.kind))).toEqual(new Set(Object.keys(DEFECTS)));
    expect(fixes).toContainEqual({ kind: 'enum-type-mismatch', at: '#/components/schemas/BackoffPlan/properties/type' });
    expect(fixes).toContainEqual({ kind: 'undeclared-path-parameter', at: '#/paths/~1call~1{id}/delete/parameters/id' });
    expect(describeFixes(fixes).join('\n')).toContain('declared as `type: object`');
  });

  it('gives each the shape the provider meant', () => {
    expect(schemas.BackoffPlan?.properties.type).toMatchObject({ type: 'string', enum: ['fixed', 'exponential'] });
    expect(schemas.Transcriber?.properties.languageCodes).toEqual({
      type: 'array',
      description: 'enum on the array, not its items',
      items: { type: 'string', enum: ['en', 'es'] },
    });
    expect(schemas.Transcriber?.properties.keywords).toEqual({ type: 'array', items: { type: 'string', enum: ['amen', 'hallelujah'] } });
    expect(schemas.TextInsight?.properties.formula).toMatchObject({
      type: 'array',
      items: { $ref: '#/components/schemas/InsightFormula' },
    });
    expect(schemas.Voice?.properties.version).not.toHaveProperty('enum');
    expect(schemas.TransferAssistant?.properties.messages).toMatchObject({ type: 'array', items: {} });
  });

  it('leaves its input alone, and a fixed document needs no more fixes', () => {
    expect(readJson(fixture('defects.openapi.json'))).toEqual(defects);
    expect(normalizeDocument(document).fixes).toEqual([]);
  });

  it('finds nothing to fix in the committed document', () => {
    expect(normalizeDocument(readJson(apiFiles(apiDir).document)).fixes).toEqual([]);
  });

  it('is what lets openapi-typescript read the provider’s document at all', async () => {
    await expect(generateSchema(defects)).rejects.toThrow();
    const schema = await generateSchema(document);
    expect(schema).toMatch(/type: "fixed" \| "exponential";/);
    expect(schema).toMatch(/languageCodes\?: \("en" \| "es"\)\[\];/);
    expect(schema).toMatch(/formula\?: components\["schemas"\]\["InsightFormula"\]\[\];/);
  });
});

describe('references to nothing, as the provider’s document has had them', () => {
  const { document, fixes } = normalizeDocument(dangling);
  const fixed = document as unknown as {
    components: {
      schemas: Record<
        string,
        { properties: Record<string, { items: { oneOf: unknown[]; discriminator: { mapping: Record<string, string> } } }> }
      >;
    };
    paths: Record<
      string,
      Record<
        string,
        {
          responses: Record<
            string,
            { content: Record<string, { schema: { items: { oneOf: unknown[]; discriminator: { mapping: Record<string, string> } } } }> }
          >;
        }
      >
    >;
  };
  const credentials = fixed.components.schemas.CreateAssistantDTO?.properties.credentials?.items;
  const listed = fixed.paths['/credential']?.get?.responses['200']?.content['application/json']?.schema.items;

  it('makes each schema reference to nothing an open schema, and says where and what it named', () => {
    expect(fixes.filter((fix) => fix.kind === 'dangling-ref')).toEqual([
      {
        kind: 'dangling-ref',
        at: '#/components/schemas/CreateAssistantDTO/properties/credentials/items/oneOf/2',
        target: '#/components/schemas/CreateInworldCredentialDTO',
      },
      { kind: 'dangling-ref', at: '#/components/schemas/Assistant/properties/voice', target: '#/components/schemas/InworldVoice' },
      {
        kind: 'dangling-ref',
        at: '#/paths/~1credential/get/responses/200/content/application~1json/schema/items/oneOf/1',
        target: '#/components/schemas/CloudflareCredential',
      },
    ]);
    expect(credentials?.oneOf).toEqual([
      { $ref: '#/components/schemas/CreateOpenAICredentialDTO', title: 'OpenAI' },
      { $ref: '#/components/schemas/CreateTwilioCredentialDTO', title: 'Twilio' },
      {
        description:
          "The provider's document refers to #/components/schemas/CreateInworldCredentialDTO, which it does not define: any value.",
      },
    ]);
  });

  it('drops each discriminator mapping entry naming a schema that does not exist, and keeps the others', () => {
    expect(fixes.filter((fix) => fix.kind === 'dangling-mapping')).toEqual([
      {
        kind: 'dangling-mapping',
        at: '#/components/schemas/CreateAssistantDTO/properties/credentials/items/discriminator/mapping/inworld',
        target: '#/components/schemas/CreateInworldCredentialDTO',
      },
      {
        kind: 'dangling-mapping',
        at: '#/paths/~1credential/get/responses/200/content/application~1json/schema/items/discriminator/mapping/cloudflare',
        target: '#/components/schemas/CloudflareCredential',
      },
    ]);
    expect(credentials?.discriminator.mapping).toEqual({
      openai: '#/components/schemas/CreateOpenAICredentialDTO',
      twilio: '#/components/schemas/CreateTwilioCredentialDTO',
    });
    expect(listed?.discriminator.mapping).toEqual({ openai: '#/components/schemas/OpenAICredential' });
  });

  it('reports them like the other fixes, with what each named', () => {
    const lines = describeFixes(fixes);
    expect(lines).toContain(
      `   3 × ${DEFECTS['dangling-ref']} (#/components/schemas/CreateAssistantDTO/properties/credentials/items/oneOf/2 → #/components/schemas/CreateInworldCredentialDTO, #/components/schemas/Assistant/properties/voice → #/components/schemas/InworldVoice, #/paths/~1credential/get/responses/200/content/application~1json/schema/items/oneOf/1 → #/components/schemas/CloudflareCredential)`,
    );
    expect(lines.join('\n')).toContain(`   2 × ${DEFECTS['dangling-mapping']}`);
  });

  it('leaves references that resolve alone, and a fixed document needs no more fixes', () => {
    expect(fixes).toHaveLength(5);
    expect(normalizeDocument(document).fixes).toEqual([]);
  });

  it('is what lets openapi-typescript read such a document: each class alone stops it', async () => {
    await expect(generateSchema(dangling)).rejects.toThrow(/Can't resolve \$ref/);
    const onlyMapping = normalizeDocument(dangling).document as unknown as typeof fixed;
    const items = onlyMapping.components.schemas.CreateAssistantDTO?.properties.credentials?.items;
    if (items) items.discriminator.mapping.inworld = '#/components/schemas/CreateInworldCredentialDTO';
    await expect(generateSchema(onlyMapping)).rejects.toThrow(/Can't resolve \$ref at .*mapping\/inworld/);
    const schema = await generateSchema(document);
    expect(schema).toMatch(
      /credentials\?: \(components\["schemas"\]\["CreateOpenAICredentialDTO"\] \| components\["schemas"\]\["CreateTwilioCredentialDTO"\] \| unknown\)\[\];/,
    );
    expect(schema).toMatch(/voice\?: unknown;/);
  });
});

describe('npm run generate:api on a document with every defect class', () => {
  const work = join(root, 'node_modules/.cache/vestry-generate-api');
  mkdirSync(work, { recursive: true });
  const copy = join(mkdtempSync(join(work, 'run-')), 'provider-api');
  cpSync(apiDir, copy, { recursive: true });
  afterAll(() => rmSync(join(copy, '..'), { recursive: true, force: true }));

  it('succeeds, reports every fix, and replaces the document and both generated files', async () => {
    const run = runGenerator([fixture('defects.openapi.json'), '--api-dir', copy]);
    expect(run.stderr).not.toMatch(/refused/);
    expect(run.status).toBe(0);
    for (const description of Object.values(DEFECTS)) expect(run.stdout).toContain(description);
    // The fixture's 8 operations, and the spec's operations it lacks from the supplement.
    const supplemented = supplementDocument(normalizeDocument(defects).document, readSupplement(supplementPath(apiDir)));
    expect(supplemented.added).toHaveLength(134);
    expect(run.stdout).toContain('added 134 operations of the product spec the document does not publish');
    expect(run.stdout).toContain('142 operations generated');
    // The document kept is the fixed one with the overlay applied, which replaced the fixture's own web call.
    expect(run.stdout).toContain(
      "applied the overlay (5 actions): POST /call/web, the demo's only call; WebCallCreate and WebCall, its payload and result; it replaced the document's own $.paths['/call/web'].post, $.components.schemas.WebCallCreate, $.components.schemas.WebCall",
    );
    const files = apiFiles(copy);
    const { document } = await applyOverlay(supplemented.document, overlay);
    expect(readJson(files.document)).toEqual(document);
    expect(readFileSync(files.operations, 'utf8')).toBe(generateOperations(document));
  }, 120_000);

  it('gives a facade over every operation of the document', () => {
    const table = readFileSync(apiFiles(copy).operations, 'utf8');
    const operations = Object.entries(defects.paths ?? {}).flatMap(([path, item]) =>
      Object.keys(item).map((method) => `"method":"${method}","path":"${path}"`),
    );
    expect(operations).toHaveLength(operationRows(defects).length);
    for (const operation of operations) expect(table).toContain(operation);
  });

  it('type-checks: the facade takes and returns the fixed shapes', () => {
    const usage = join(copy, 'usage.check.ts');
    writeFileSync(
      usage,
      `
import { createProviderApi, createWebCall } from './index';
export async function use(): Promise<unknown[]> {
  const api = createProviderApi({ token: 't' });
  const call = await api.call.findOne('call-1');
  const kind: 'fixed' | 'exponential' | undefined = call.backoffPlan?.type;
  const version: '1' | '2' | 'latest' | 1 | 2 | undefined = call.voice?.version;
  const removed = await api.call.deleteCallData('call-1', { ids: ['a'] });
  const list = await api.call.findAll({ limit: 10 });
  const insight = await api.insight.createText({ formula: [{ name: 'q' }] });
  const transcriber = await api.transcriber.update({ provider: 'assembly-ai', languageCodes: ['en', 'es'], keywords: ['amen'] });
  const file = await api.file.create({ file: new Blob(['notes']) });
  const assistant = await api.transferAssistant.get();
  const web = await createWebCall({}, { assistantId: 'asst-1' });
  // @ts-expect-error the backoff type is one of two strings
  const wrongKind: 'linear' = call.backoffPlan?.type;
  // @ts-expect-error language codes are a list
  await api.transcriber.update({ provider: 'assembly-ai', languageCodes: 'en' });
  // @ts-expect-error a formula is a list of formulas
  await api.insight.createText({ formula: { name: 'q' } });
  // @ts-expect-error the deleted call's id is a path parameter
  await api.call.deleteCallData({ ids: ['a'] });
  return [kind, version, removed, list, insight, transcriber, file, assistant, web.webCallUrl, wrongKind];
}
`,
    );
    const config = ts.getParsedCommandLineOfConfigFile(
      join(root, 'tsconfig.json'),
      {},
      { ...ts.sys, onUnRecoverableConfigFileDiagnostic: () => undefined },
    );
    const program = ts.createProgram([usage, join(copy, 'index.ts')], config?.options ?? {});
    const errors = ts
      .getPreEmitDiagnostics(program)
      .map((d) => `${d.file?.fileName ?? ''}: ${ts.flattenDiagnosticMessageText(d.messageText, '\n')}`);
    expect(errors).toEqual([]);
  }, 120_000);
});

describe('npm run generate:api on a document it cannot use', () => {
  const snapshot = (dir: string) => ({
    contents: [...Object.values(apiFiles(dir)), overlayPath(dir)].map((path) => readFileSync(path, 'utf8')),
    listing: [readdirSync(dir), readdirSync(join(dir, 'generated'))],
  });
  const files = apiFiles(apiDir);
  const before = snapshot(apiDir);
  // Should a refusal ever write, put the committed files back for the rest of the suite.
  afterAll(() => Object.values(files).forEach((path, i) => writeFileSync(path, before.contents[i] ?? '')));

  const scratch = mkdtempSync(join(tmpdir(), 'vestry-broken-'));
  afterAll(() => rmSync(scratch, { recursive: true, force: true }));
  const notJson = join(scratch, 'not-json.json');
  writeFileSync(notJson, '{ "openapi": "3.0.0", ');
  // Every defect fixed, but without POST /call/web, which the demo's createWebCall needs (as published).
  const withoutWebCall = join(scratch, 'without-web-call.json');
  const trimmed = readJson(fixture('defects.openapi.json'));
  delete trimmed.paths?.['/call/web'];
  writeFileSync(withoutWebCall, JSON.stringify(trimmed));

  // Copies of the API folder with another overlay; they live under the repository so their imports resolve.
  const copies = mkdtempSync(join(root, 'node_modules/.cache/vestry-generate-api-'));
  afterAll(() => rmSync(copies, { recursive: true, force: true }));
  const withOverlay = (name: string, overlayText: string) => {
    const dir = join(copies, name);
    cpSync(apiDir, dir, { recursive: true });
    writeFileSync(overlayPath(dir), overlayText);
    return dir;
  };
  const noActions = withOverlay('no-actions', JSON.stringify({ overlay: '1.0.0', info: { title: 'nothing', version: '1' }, actions: [] }));
  const notOverlay = withOverlay('not-overlay', JSON.stringify({ openapi: '3.0.0', paths: {} }));
  const updatesNothing = withOverlay(
    'updates-nothing',
    JSON.stringify({
      overlay: '1.0.0',
      info: { title: 'webhooks', version: '1' },
      actions: [{ target: '$.webhooks', update: { ended: {} } }],
    }),
  );

  for (const [what, doc, reason, dir] of [
    [
      'a $ref to nothing where no open schema can stand in (a parameter)',
      fixture('broken.openapi.json'),
      /Can't resolve \$ref #\/components\/parameters\/Missing/,
      apiDir,
    ],
    ['a file that is not JSON', notJson, /is not JSON/, apiDir],
    [
      'a client that would not type-check: no POST /call/web in the document nor in the overlay',
      withoutWebCall,
      /does not type-check[\s\S]*create-web-call\.ts/,
      noActions,
    ],
    [
      'an overlay that is not an OpenAPI Overlay 1.0 document',
      fixture('defects.openapi.json'),
      /cannot read the overlay .*not an OpenAPI Overlay 1\.0 document/,
      notOverlay,
    ],
    [
      'an overlay update whose target the document lacks',
      fixture('defects.openapi.json'),
      /does not apply: the document has no \$\.webhooks to update/,
      updatesNothing,
    ],
  ] as const) {
    it(`refuses ${what}: exits non-zero, says why, and leaves the API folder as it was`, () => {
      const unchanged = snapshot(dir);
      const run = runGenerator(dir === apiDir ? [doc] : [doc, '--api-dir', dir]);
      expect(run.status).not.toBe(0);
      expect(run.stderr).toMatch(/generate:api: refused, nothing was changed/);
      expect(run.stderr).toMatch(reason);
      expect(snapshot(dir)).toEqual(unchanged);
      expect(snapshot(apiDir)).toEqual(before);
    }, 120_000);
  }
});
