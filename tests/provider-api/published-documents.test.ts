// @vitest-environment node
// The generator on the provider's published OpenAPI document (its public docs repository,
// fern/apis/api/openapi.json) at three commits docs/provider-api.md names. They are not committed (2-3 MB
// each): documents of their shapes are built from the fixtures instead. Every published version
// lacks POST /call/web and secures its operations one by one; the one of 2025-07-02 also refers to
// schemas it does not define. With VESTRY_PUBLISHED_OPENAPI=<folder holding <commit>.json>, the
// real documents are generated from as well, and their figures checked against the ones it gives.
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { apiDir, apiFiles, generate, type OpenApiDocument } from '../../scripts/generate-api';
import { normalizeDocument, type DefectKind } from '../../scripts/normalize-openapi';

const root = fileURLToPath(new URL('../../', import.meta.url));
const fixture = (name: string) => JSON.parse(readFileSync(fileURLToPath(new URL(`./fixtures/${name}`, import.meta.url)), 'utf8')) as Doc;

interface Doc extends OpenApiDocument {
  paths: Record<string, Record<string, unknown>>;
  components: { schemas: Record<string, { properties?: Record<string, unknown> }> };
}

/** The classes every one of the three has. */
const COMMON: DefectKind[] = ['enum-type-mismatch', 'enum-on-array', 'enum-beside-alternatives', 'empty-enum', 'array-without-items'];

/** What `npm run generate:api <document>` reported for each (see docs/provider-api.md, "The provider's published documents"). */
const PUBLISHED = [
  {
    commit: 'bcc59ab',
    date: '2025-07-02',
    operations: 73,
    unpublished: 67,
    fixes: 41,
    kinds: [...COMMON, 'dangling-ref', 'dangling-mapping'] as DefectKind[],
  },
  {
    commit: '50426dd',
    date: '2025-12-16',
    operations: 83,
    unpublished: 80,
    fixes: 35,
    kinds: [...COMMON, 'items-under-object', 'undeclared-path-parameter', 'duplicate-parameter'] as DefectKind[],
  },
  {
    commit: '0494c2f',
    date: '2026-08-18',
    operations: 137,
    unpublished: 81,
    fixes: 53,
    kinds: [...COMMON, 'items-under-object', 'undeclared-path-parameter', 'duplicate-parameter'] as DefectKind[],
  },
];

/** The defects fixture as the provider publishes it: no web call, and references to nothing only if that version had them. */
function shapeOf(version: (typeof PUBLISHED)[number]): Doc {
  const doc = fixture('defects.openapi.json');
  delete doc.paths['/call/web'];
  delete doc.components.schemas.WebCallCreate;
  delete doc.components.schemas.WebCall;
  if (!version.kinds.includes('dangling-ref')) {
    delete doc.components.schemas.Call?.properties?.credentials;
    return doc;
  }
  const dangling = fixture('dangling.openapi.json');
  return {
    ...doc,
    paths: { ...doc.paths, ...dangling.paths },
    components: { ...doc.components, schemas: { ...doc.components.schemas, ...dangling.components.schemas } },
  };
}

// The cache folder exists only once another tool has made it: this file may run first.
mkdirSync(join(root, 'node_modules/.cache'), { recursive: true });
const work = mkdtempSync(join(root, 'node_modules/.cache/vestry-published-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

/** Generates from `source` into a fresh copy of the API folder; returns what it reported and the table it wrote. */
async function generateInCopy(name: string, source: string) {
  const dir = join(work, name, 'provider-api');
  cpSync(apiDir, dir, { recursive: true });
  const lines: string[] = [];
  const result = await generate({ source, dir, log: (line) => lines.push(line) });
  return { result, output: lines.join('\n'), table: readFileSync(apiFiles(dir).operations, 'utf8') };
}

describe.each(PUBLISHED)('a document shaped like the published one of $date ($commit)', (version) => {
  const doc = shapeOf(version);
  const source = join(work, `${version.commit}-shape.json`);

  it('has that version’s defects and no POST /call/web', () => {
    const kinds = new Set(normalizeDocument(doc).fixes.map((fix) => fix.kind));
    for (const kind of version.kinds) expect(kinds).toContain(kind);
    expect(kinds.has('dangling-ref')).toBe(version.kinds.includes('dangling-ref'));
    expect(doc.paths['/call/web']).toBeUndefined();
  });

  it('generates, with POST /call/web from the overlay, secured, and type-checks with the facade', async () => {
    writeFileSync(source, JSON.stringify(doc));
    const { result, output, table } = await generateInCopy(`${version.commit}-shape`, source);
    // The spec's operations the shape lacks come from the supplement, and the overlay adds the web call.
    expect(result.added).toBeGreaterThan(0);
    expect(result.operations).toBe(Object.values(doc.paths).flatMap((item) => Object.keys(item)).length + result.added + 1);
    expect(output).toMatch(/type-checked with the facade/);
    expect(table).toContain(
      '"createWeb": {"method":"post","path":"/call/web","pathParams":[],"query":false,"body":"json","secured":true,"deprecated":false}',
    );
  }, 120_000);
});

const publishedDir = process.env.VESTRY_PUBLISHED_OPENAPI;

describe.each(PUBLISHED)('the published document of $date ($commit) itself', (version) => {
  const source = publishedDir ? join(publishedDir, `${version.commit}.json`) : '';

  it.skipIf(!publishedDir || !existsSync(source))(
    'generates with the figures docs/provider-api.md gives',
    async () => {
      const { result, output } = await generateInCopy(version.commit, source);
      expect(result).toEqual({
        operations: version.operations + version.unpublished + 1,
        fixes: version.fixes,
        replaced: 0,
        added: version.unpublished,
      });
      const kinds = new Set(normalizeDocument(JSON.parse(readFileSync(source, 'utf8')) as Doc).fixes.map((fix) => fix.kind));
      expect(kinds).toEqual(new Set(version.kinds));
      expect(output).toContain('applied the overlay');
    },
    300_000,
  );
});
