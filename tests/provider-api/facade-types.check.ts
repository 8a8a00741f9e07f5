// A type test, checked by `npm run typecheck` (and by facade-types.test.ts): each
// expect-error directive below must meet a type error, or tsc reports it as unused.
import createClient from 'openapi-fetch';
import { createProviderApi } from '../../streams/provider-api/create-provider-api';
import { createWebCall, type WebCall } from '../../streams/provider-api/create-web-call';
import type { paths } from '../../streams/provider-api/generated/schema';

export async function wellTypedCalls(): Promise<string | undefined> {
  const api = createProviderApi({ token: 'token' });
  const call: WebCall = await api.call.createWeb({ assistantId: 'asst-1', assistantOverrides: { firstMessage: 'Hello' } });
  await api.testSuiteRun.findAll('suite-1', { limit: 10, sortOrder: 'DESC' });
  await api.structuredOutput.update('so-1', { name: 'summary' }, { schemaOverride: 'true' });
  await api.file.create({ file: new File(['notes'], 'notes.pdf') }, { signal: AbortSignal.timeout(1000) });
  await api.voiceLibrary.sync();
  const created = await createWebCall({}, { squad: { members: [] } });
  return call.assistant?.voice?.provider ?? (created.artifactPlan?.videoRecordingEnabled ? created.webCallUrl : undefined);
}

export async function wrongBodies(): Promise<void> {
  const api = createProviderApi();
  // @ts-expect-error wrong body: assistantId is a string id
  await api.call.createWeb({ assistantId: 42 });
  // @ts-expect-error wrong body: the web-call payload has no such field
  await api.call.createWeb({ assistantName: 'Grace' });
  // @ts-expect-error wrong body: a file part is a Blob, not a string
  await api.file.create({ file: 'notes.pdf' });
  // @ts-expect-error wrong body: a JSON body is an object
  await api.assistant.create('assistant');
  // @ts-expect-error missing body
  await api.assistant.create();
  // @ts-expect-error wrong body for the lean createWebCall
  await createWebCall({}, { squadId: 7 });
}

export async function wrongParameters(): Promise<void> {
  const api = createProviderApi();
  // @ts-expect-error wrong query: limit is a number
  await api.testSuiteRun.findAll('suite-1', { limit: 'ten' });
  // @ts-expect-error missing required query parameter schemaOverride
  await api.structuredOutput.update('so-1', {}, {});
  // @ts-expect-error missing path parameter runId
  await api.testSuiteRun.findOne('suite-1');
  // @ts-expect-error no query on this operation
  await api.squad.findOne('sq-1', { limit: 1 });
}

/* eslint-disable @typescript-eslint/no-unsafe-call, @typescript-eslint/no-unsafe-member-access -- calling what does not exist is the point */
export async function unknownPaths(): Promise<void> {
  const api = createProviderApi();
  // @ts-expect-error unknown operation
  await api.assistant.explode('asst-1');
  // @ts-expect-error unknown resource group
  await api.sermon.list();
  const client = createClient<paths>();
  // @ts-expect-error unknown path
  await client.GET('/assistants');
  // @ts-expect-error known path, method it does not have
  await client.PUT('/call/web', { body: {} });
}
/* eslint-enable @typescript-eslint/no-unsafe-call, @typescript-eslint/no-unsafe-member-access */
