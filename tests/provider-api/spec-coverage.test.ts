// @vitest-environment node
// Spec section 7, copied by hand, group by group: a missing endpoint fails its group.
import { describe, expect, it } from 'vitest';
import { facadeName } from '../../scripts/generate-api';
import { templateOf } from '../../scripts/supplement-openapi';
import { unpublishedOperations } from '../../streams/provider-api/generated/operations';
import { documentOperations } from './document';

const crud = (base: string) => [`POST ${base}`, `GET ${base}`, `GET ${base}/{id}`, `PATCH ${base}/{id}`, `DELETE ${base}/{id}`];

/**
 * Spec group → the facade groups its operations live in (the provider's names where its document
 * has them) → the operations the spec lists. Path parameters may be named differently.
 */
const SPEC_SECTION_7: Record<string, { facadeGroup: string | string[]; operations: string[] }> = {
  assistant: { facadeGroup: 'assistant', operations: [...crud('/assistant'), 'PUT /assistant/{id}', 'GET /assistant/{id}/version'] },
  'paginated (v2)': {
    facadeGroup: ['assistant', 'call', 'phoneNumber'],
    operations: ['GET /v2/assistant', 'GET /v2/call/export', 'GET /v2/call', 'GET /v2/call/metadata', 'GET /v2/phone-number'],
  },
  squad: { facadeGroup: 'squad', operations: crud('/squad') },
  workflow: { facadeGroup: 'workflow', operations: crud('/workflow') },
  call: { facadeGroup: 'call', operations: [...crud('/call'), 'POST /call/phone', 'POST /call/web'] },
  chat: {
    facadeGroup: 'chat',
    operations: [
      'GET /chat',
      'POST /chat',
      'GET /chat/{id}',
      'DELETE /chat/{id}',
      'POST /chat/responses',
      'POST /chat/web',
      'POST /chat/web/responses',
    ],
  },
  campaign: { facadeGroup: 'campaign', operations: crud('/campaign') },
  session: { facadeGroup: 'session', operations: crud('/session') },
  'phone number': {
    facadeGroup: 'phoneNumber',
    operations: ['POST /phone-number/import/twilio', 'POST /phone-number/import/vonage', ...crud('/phone-number')],
  },
  tool: { facadeGroup: 'tool', operations: crud('/tool') },
  file: { facadeGroup: 'file', operations: ['POST /file/upload', ...crud('/file')] },
  'knowledge base': { facadeGroup: 'knowledgeBase', operations: crud('/knowledge-base') },
  'structured output': { facadeGroup: 'structuredOutput', operations: crud('/structured-output') },
  'test suite': {
    facadeGroup: ['testSuite', 'testSuiteTest', 'testSuiteRun'],
    operations: [
      ...crud('/test-suite'),
      ...crud('/test-suite/{id}/test').map((op) => op.replace('/test/{id}', '/test/{testId}')),
      ...crud('/test-suite/{id}/run').map((op) => op.replace('/run/{id}', '/run/{runId}')),
    ],
  },
  org: {
    facadeGroup: 'org',
    operations: [
      ...crud('/org'),
      'GET /org/feature-flag',
      'GET /org/{id}/user',
      'DELETE /org/{id}/leave',
      'DELETE /org/{id}/member/{userId}/leave',
      'POST /org/{id}/invite',
      'PATCH /org/{id}/role',
      'GET /org/{id}/auth',
    ],
  },
  token: { facadeGroup: 'token', operations: crud('/token') },
  credential: {
    facadeGroup: 'credential',
    operations: [...crud('/credential'), 'POST /credential/session', 'POST /credential/webhook', 'POST /credential/trigger'],
  },
  template: { facadeGroup: 'template', operations: [...crud('/template'), 'GET /template/pinned'] },
  'voice library': {
    facadeGroup: 'voiceLibrary',
    operations: [
      'GET /voice-library/{provider}',
      'GET /voice-library/{provider}/accents',
      'POST /voice-library/sync/{provider}',
      'POST /voice-library/sync',
      'POST /voice-library/create-sesame-voice',
    ],
  },
  'provider resources': {
    facadeGroup: ['provider', 'providerResource'],
    operations: [
      'POST /provider/{provider}/{resource}',
      'GET /provider/{provider}/{resource}',
      'GET /provider/{provider}/{resource}/{id}',
      'DELETE /provider/{provider}/{resource}/{id}',
      'PATCH /provider/{provider}/{resource}/{id}',
      'GET /{provider}/workflows',
      'GET /{provider}/workflows/{id}/hooks',
      'GET /{provider}/locations',
      'GET /{provider}/voices/search',
      'GET /{provider}/voice/search',
      'POST /{provider}/voices/add',
      'POST /{provider}/voice/add',
      'POST /11labs/voice/clone',
    ],
  },
  analytics: { facadeGroup: 'analytics', operations: ['POST /analytics'] },
};

const template = (op: string) => templateOf(op);
const inDocument = (facadeGroup: string | string[]) =>
  documentOperations
    .filter((op) => [facadeGroup].flat().includes(facadeName(op.operationId)[0] ?? ''))
    .map((op) => template(`${op.method} ${op.path}`));

describe('the OpenAPI document covers spec section 7', () => {
  it.each(Object.entries(SPEC_SECTION_7))('%s: every listed operation, in its facade group', (_group, { facadeGroup, operations }) => {
    const documented = inDocument(facadeGroup);
    const missing = operations.filter((op) => !documented.includes(template(op)));
    expect({ facadeGroup, missing, count: operations.length - missing.length }).toEqual({
      facadeGroup,
      missing: [],
      count: operations.length,
    });
  });

  it('lists 139 operations in all, none twice', () => {
    const all = Object.values(SPEC_SECTION_7).flatMap((group) => group.operations);
    expect(new Set(all).size).toBe(all.length);
    expect(all).toHaveLength(139);
  });

  it('adds to the provider’s document only what the spec lists', () => {
    const listed = new Set(Object.values(SPEC_SECTION_7).flatMap((group) => group.operations.map(template)));
    const names = new Map(documentOperations.map((op) => [facadeName(op.operationId).join('.'), template(`${op.method} ${op.path}`)]));
    const added = unpublishedOperations.map((name) => names.get(name) ?? name);
    expect(added.length).toBeGreaterThan(0);
    expect(added.filter((op) => !listed.has(op))).toEqual([]);
  });
});

describe('what the spec says about particular operations', () => {
  const find = (method: string, path: string) => documentOperations.find((op) => op.method === method && op.path === path);

  it('secures every operation but POST /credential/webhook', () => {
    expect(documentOperations.filter((op) => !op.secured).map((op) => `${op.method} ${op.path}`)).toEqual(['POST /credential/webhook']);
  });

  it('marks only POST /file/upload deprecated', () => {
    expect(documentOperations.filter((op) => op.deprecated).map((op) => `${op.method} ${op.path}`)).toEqual(['POST /file/upload']);
  });

  it('sends form data exactly where the spec says so', () => {
    const multipart = documentOperations.filter((op) => op.bodyMedia === 'multipart/form-data').map((op) => `${op.method} ${op.path}`);
    expect(multipart.sort()).toEqual(['POST /11labs/voice/clone', 'POST /file', 'POST /file/upload']);
  });

  it.each([
    ['GET', '/assistant'],
    ['GET', '/v2/assistant'],
    ['GET', '/v2/call/export'],
    ['GET', '/v2/call'],
    ['GET', '/v2/call/metadata'],
    ['GET', '/v2/phone-number'],
    ['PATCH', '/structured-output/{id}'],
  ])('%s %s takes query parameters', (method, path) => {
    expect(find(method, path)?.query.length).toBeGreaterThan(0);
  });
});
