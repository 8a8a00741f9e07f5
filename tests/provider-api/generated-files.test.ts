// @vitest-environment node
// The committed generated files must be exactly what `npm run generate:api` writes from the document.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { facadeName, generateOperations, generateSchema, type OpenApiDocument } from '../../scripts/generate-api';
import { document } from './document';

const committed = (name: string) => readFileSync(new URL(`../../streams/provider-api/generated/${name}`, import.meta.url), 'utf8');
const REGENERATE = 'out of date with openapi.json: run `npm run generate:api`';

describe('generated files', () => {
  it('schema.d.ts matches openapi-typescript run on the document', async () => {
    expect(
      committed('schema.d.ts') === (await generateSchema(document as unknown as OpenApiDocument)),
      `schema.d.ts is ${REGENERATE}`,
    ).toBe(true);
  });

  it('operations.ts matches the operation table derived from the document', () => {
    expect(
      committed('operations.ts') === generateOperations(document as unknown as OpenApiDocument),
      `operations.ts is ${REGENERATE}`,
    ).toBe(true);
  });

  it('types file parts as Blob, so a File and its name can be sent', () => {
    expect(committed('schema.d.ts')).toMatch(/file: Blob;/);
  });
});

describe('facade names', () => {
  it('are the dotted operationId', () => {
    expect(facadeName('testSuite.run.list')).toEqual(['testSuite', 'run', 'list']);
  });

  it('are derived from NestJS operationIds of the provider’s full document', () => {
    expect(facadeName('TestSuiteRunController_findAllPaginated')).toEqual(['testSuiteRun', 'findAllPaginated']);
  });

  it('refuse an operationId they cannot place', () => {
    expect(() => facadeName('doSomething')).toThrow(/Cannot derive a facade name/);
  });

  it('refuse two operations with one name', () => {
    const op = (operationId: string) => ({ get: { operationId } });
    const clash: OpenApiDocument = { paths: { '/a': op('thing.get'), '/b': op('thing.get') } };
    expect(() => generateOperations(clash)).toThrow(/clash at "thing.get"/);
  });

  it('refuse an operation whose name is also a group', () => {
    const clash: OpenApiDocument = {
      paths: { '/a': { get: { operationId: 'thing.run' } }, '/b': { get: { operationId: 'thing.run.list' } } },
    };
    expect(() => generateOperations(clash)).toThrow(/clash/);
  });
});
