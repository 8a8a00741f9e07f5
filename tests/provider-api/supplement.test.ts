// @vitest-environment node
// The supplement adds the spec's operations a provider document lacks, and nothing it has.
import { describe, expect, it } from 'vitest';
import { unpublishedNames } from '../../scripts/generate-api';
import { supplementDocument, UNPUBLISHED, type OpenDocument } from '../../scripts/supplement-openapi';

const doc = (d: OpenDocument): OpenDocument => d;
const open = { type: 'object', additionalProperties: true };
const supplement = {
  paths: {
    '/org': { get: { operationId: 'org.findAll' }, post: { operationId: 'org.create' } },
    '/test-suite/{id}/run/{runId}': { get: { operationId: 'testSuiteRun.findOne' } },
  },
  components: { schemas: { SupplementOpenObject: open } },
};

describe('supplementing a provider document', () => {
  it('adds what the document lacks, marked, with the supplement’s schemas', () => {
    const { document, added } = supplementDocument(doc({ paths: {}, components: { schemas: {} } }), supplement);
    expect(added).toEqual(['org.findAll', 'org.create', 'testSuiteRun.findOne']);
    expect(document.paths?.['/org']).toEqual({
      get: { operationId: 'org.findAll', [UNPUBLISHED]: true },
      post: { operationId: 'org.create', [UNPUBLISHED]: true },
    });
    expect(document.components?.schemas).toEqual({ SupplementOpenObject: open });
    expect(unpublishedNames(document)).toEqual(['org.findAll', 'org.create', 'testSuiteRun.findOne']);
  });

  it('keeps the document’s own operation, whatever its path parameters are called', () => {
    const own = { operationId: 'TestSuiteRunController_findOne' };
    const { document, added } = supplementDocument(
      doc({ paths: { '/test-suite/{testSuiteId}/run/{id}': { get: own }, '/org': { get: { operationId: 'OrgController_findAll' } } } }),
      supplement,
    );
    expect(added).toEqual(['org.create']);
    expect(document.paths?.['/test-suite/{testSuiteId}/run/{id}']?.get).toEqual(own);
    expect(document.paths?.['/test-suite/{id}/run/{runId}']).toBeUndefined();
    expect(document.paths?.['/org']?.get).toEqual({ operationId: 'OrgController_findAll' });
    expect(unpublishedNames(document)).toEqual(['org.create']);
  });

  it('adds nothing to a document that has it all, and leaves the input as it was', () => {
    const input = doc({ paths: { '/org': { get: {}, post: {} }, '/test-suite/{a}/run/{b}': { get: {} } } });
    const before = structuredClone(input);
    const { document, added } = supplementDocument(input, supplement);
    expect(added).toEqual([]);
    expect(document).toEqual(before);
    expect(input).toEqual(before);
  });

  it('refuses a schema the document names the same but defines otherwise', () => {
    expect(() => supplementDocument(doc({ components: { schemas: { SupplementOpenObject: { type: 'string' } } } }), supplement)).toThrow(
      /already has a different schema named SupplementOpenObject/,
    );
  });
});
