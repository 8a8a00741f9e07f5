// @vitest-environment node
// The overlay (streams/provider-api/openapi.overlay.json) adds what the provider's published
// document lacks, POST /call/web and its schemas, on every generation.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { applyOverlay, readOverlay } from '../../scripts/apply-overlay';
import { apiDir, generateSchema, operationRows, overlayPath, type OpenApiDocument } from '../../scripts/generate-api';
import { normalizeDocument } from '../../scripts/normalize-openapi';
import { document as committed } from './document';

const overlay = readOverlay(overlayPath(apiDir));

interface Doc extends OpenApiDocument {
  paths: Record<string, Record<string, unknown>>;
  components: { securitySchemes?: Record<string, unknown>; schemas: Record<string, unknown> };
}

/** As the provider publishes its document: each operation secured on its own, nothing for the whole document, no web call. */
const published = (): Doc => ({
  openapi: '3.0.0',
  info: { title: 'Provider API', version: '1.0' },
  paths: {
    '/call': {
      get: { operationId: 'CallController_findAll', responses: { 200: { description: '' } }, security: [{ bearer: [] }] },
    },
  },
  components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } }, schemas: { Call: { type: 'object' } } },
});

const committedWebCall = {
  path: committed.paths['/call/web'],
  WebCallCreate: committed.components.schemas?.WebCallCreate,
  WebCall: committed.components.schemas?.WebCall,
};

describe('the overlay', () => {
  it('is an OpenAPI Overlay 1.0 document', () => {
    expect(overlay.overlay).toMatch(/^1\.0\.\d+$/);
    expect(overlay.actions.length).toBeGreaterThan(0);
  });

  it('adds POST /call/web and its schemas, as the committed document has them, and leaves the rest alone', async () => {
    const input = published();
    const { document, report } = await applyOverlay(input, overlay);
    expect(committedWebCall.path).toBeDefined();
    expect(document.paths['/call/web']).toEqual(committedWebCall.path);
    expect(document.components.schemas.WebCallCreate).toEqual(committedWebCall.WebCallCreate);
    expect(document.components.schemas.WebCall).toEqual(committedWebCall.WebCall);
    expect(document.paths['/call']).toEqual(published().paths['/call']);
    expect(document.components.schemas.Call).toEqual({ type: 'object' });
    expect(report).toEqual({
      applied: ["POST /call/web, the demo's only call", 'WebCallCreate and WebCall, its payload and result'],
      replaced: [],
    });
    expect(input).toEqual(published());
  });

  it('secures the web call in a document that secures its operations one by one', async () => {
    const { document } = await applyOverlay(published(), overlay);
    expect(operationRows(document).find((row) => row.path === '/call/web')).toMatchObject({
      name: ['call', 'createWeb'],
      method: 'post',
      secured: true,
      body: 'json',
    });
  });

  it('needs no fixes and refers only to what it defines: openapi-typescript reads the result', async () => {
    const { document } = await applyOverlay(published(), overlay);
    expect(normalizeDocument(document).fixes).toEqual([]);
    await expect(generateSchema(document)).resolves.toMatch(/"\/call\/web": \{/);
  });

  it('is in the committed document already: applying it again changes nothing and replaces nothing', async () => {
    const { document, report } = await applyOverlay(committed, overlay);
    expect(document).toEqual(committed);
    expect(report.replaced).toEqual([]);
  });

  it('replaces a web call the document publishes itself, keeps the path’s other operations, and says what it replaced', async () => {
    const input = published();
    input.paths['/call/web'] = {
      get: { operationId: 'CallController_listWebCalls', responses: { 200: { description: '' } } },
      post: { operationId: 'CallController_createWebCall', tags: ['Calls'], responses: { 201: { description: '' } } },
    };
    input.components.schemas.WebCall = { type: 'object', properties: { url: { type: 'string' } } };
    const { document, report } = await applyOverlay(input, overlay);
    expect(document.paths['/call/web']?.post).toEqual(committedWebCall.path?.post);
    expect(document.paths['/call/web']?.get).toEqual(input.paths['/call/web'].get);
    expect(document.components.schemas.WebCall).toEqual(committedWebCall.WebCall);
    expect(report.replaced).toEqual(["$.paths['/call/web'].post", '$.components.schemas.WebCall']);
  });
});

describe('reading an overlay', () => {
  const scratch = mkdtempSync(join(tmpdir(), 'vestry-overlay-'));
  afterAll(() => rmSync(scratch, { recursive: true, force: true }));
  const write = (name: string, value: unknown) => {
    const path = join(scratch, name);
    writeFileSync(path, typeof value === 'string' ? value : JSON.stringify(value));
    return path;
  };
  const info = { title: 't', version: '1' };

  it.each([
    ['an OpenAPI document', { openapi: '3.0.0', paths: {} }, /not an OpenAPI Overlay 1\.0 document/],
    ['an overlay of another version', { overlay: '2.0.0', info, actions: [] }, /not an OpenAPI Overlay 1\.0 document/],
    ['an overlay without actions', { overlay: '1.0.0', info }, /no `actions` list/],
    [
      'an action without a JSONPath target',
      { overlay: '1.0.0', info, actions: [{ target: 'paths', update: {} }] },
      /action 1 needs a JSONPath target/,
    ],
    [
      'an action that neither updates nor removes',
      {
        overlay: '1.0.0',
        info,
        actions: [
          { target: '$', update: {} },
          { target: '$.paths', remove: false },
        ],
      },
      /action 2 needs/,
    ],
    ['a file that is not JSON', '{ "overlay": ', /JSON/],
  ])('refuses %s', (_what, value, reason) => {
    expect(() => readOverlay(write('overlay.json', value))).toThrow(reason);
  });

  it('refuses to apply an update whose target the document lacks', async () => {
    const lost = readOverlay(write('lost.json', { overlay: '1.0.0', info, actions: [{ target: '$.webhooks', update: { ended: {} } }] }));
    await expect(applyOverlay(published(), lost)).rejects.toThrow('the document has no $.webhooks to update');
  });
});
