import { describe, expect, it } from 'vitest';
import { webCallMaker } from '../../streams/call/call-deps';
import { ProviderApiError } from '../../streams/provider-api/errors';
import { createCallHarness, failureMarks } from '../fakes/call-harness';

// The page's own POST /call/web (a keyed build without the endpoint): which of its refusals trying
// again will not mend, as the demo reads them from the start's failure events.

const refusal = (status: number) => new ProviderApiError(new Response('{}', { status }), {});
const marks = webCallMaker(() => Promise.reject(new Error('not called'))).marks;

async function refusedStart(status: number) {
  const harness = createCallHarness({ createWebCall: () => Promise.reject(refusal(status)) });
  const pending = harness.client.start({ assistant: 'asst-1' }).catch(() => null);
  await harness.clock.advance(600);
  await pending;
  return failureMarks(harness.events);
}

describe('the page’s web call', () => {
  it.each([400, 401, 402, 403, 404])('POST /call/web answering %i is for good', (status) => {
    expect(marks(refusal(status))).toEqual({ permanent: true });
  });

  it.each([408, 429, 500, 503])('answering %i may mend on a later try', (status) => {
    expect(marks(refusal(status))).toEqual({});
  });

  it('a network failure is not for good', () => {
    expect(marks(new TypeError('Failed to fetch'))).toEqual({});
  });

  it('a 401 fails the start at web-call-creation with each failure event marked permanent; a 503 marks none', async () => {
    const forGood = await refusedStart(401);
    expect(forGood.length).toBeGreaterThanOrEqual(3);
    for (const marked of forGood) expect(marked).toMatchObject({ stage: 'web-call-creation', permanent: true });
    const mendable = await refusedStart(503);
    expect(mendable.length).toBeGreaterThanOrEqual(3);
    for (const marked of mendable) expect(marked).not.toHaveProperty('permanent');
  });

  it('a refusal with a status for good at another stage (the join) is not read as the web call’s', async () => {
    const harness = createCallHarness();
    const pending = harness.client.start({ assistant: 'asst-1' }).catch(() => null);
    await harness.clock.runUntil(() => harness.factory.created.length > 0);
    const call = harness.factory.created[0]!;
    call.join = () => Promise.reject(Object.assign(new Error('join refused'), { status: 403 }));
    await harness.clock.advance(600);
    await pending;
    const failed = failureMarks(harness.events);
    expect(failed.length).toBeGreaterThanOrEqual(3);
    for (const marked of failed) expect(marked).toMatchObject({ stage: 'daily-call-join' });
    for (const marked of failed) expect(marked).not.toHaveProperty('permanent');
  });
});
