import { describe, expect, it } from 'vitest';
import { ASSISTANT } from '../../assistant/definition';
import { provision, ProvisionStopped, type ProvisionMode, type ProvisionSettings } from '../../assistant/provision';
import { createProviderApi } from '../../streams/provider-api';
import { createProviderStandIn, type ProviderStandIn } from '../fakes/provider-stand-in';

// provision against a stand-in of the provider that validates every request against the committed document.

const PRIVATE_KEY = 'private-standin-key';
const PUBLIC_KEY = 'public-standin-key';
const settings: ProvisionSettings = { publicKey: PUBLIC_KEY, siteOrigin: 'https://vestry.example', concurrency: 3, billingLimit: 50 };

const run = (standIn: ProviderStandIn, mode: ProvisionMode, key = PRIVATE_KEY, with_: ProvisionSettings = settings) =>
  provision(createProviderApi({ baseUrl: 'https://api.standin.test', token: key, fetch: standIn.fetch }), mode, with_);

const fresh = () => createProviderStandIn({ privateKey: PRIVATE_KEY, publicKey: PUBLIC_KEY });

// The first request compiles the validator of the assistant's body: seconds, once per file.
describe('provision', { timeout: 90_000 }, () => {
  it('creates the assistant, restricts the public key to the site and the assistant, and sets the account’s limits', async () => {
    const standIn = fresh();
    const plans = await run(standIn, 'apply');
    expect(plans.map((plan) => [plan.resource, plan.action])).toEqual([
      ['assistant', 'create'],
      ['public key', 'update'],
      ['account', 'update'],
    ]);
    const [assistant] = standIn.account.assistants;
    // As created, though the stand-in, as the provider may, keeps the client messages in its own order and no empty lists.
    const { clientMessages, serverMessages: _none, ...rest } = ASSISTANT;
    expect(assistant).toMatchObject({ ...rest, id: plans[0]?.id });
    expect([...((assistant?.clientMessages as string[]) ?? [])].sort()).toEqual([...(clientMessages ?? [])].sort());
    expect(standIn.account.tokens.find((token) => token.tag === 'public')?.restrictions).toEqual({
      allowedOrigins: ['https://vestry.example', 'http://127.0.0.1:4179'],
      allowedAssistantIds: [assistant?.id],
      allowTransientAssistant: false,
    });
    expect(standIn.account.orgs[0]).toMatchObject({ concurrencyLimit: 3, billingLimit: 50 });
    expect(standIn.invalid).toEqual([]);
  });

  it('a second run writes nothing and finds everything unchanged', async () => {
    const standIn = fresh();
    await run(standIn, 'apply');
    const writes = standIn.writes().length;
    const plans = await run(standIn, 'apply');
    expect(plans.map((plan) => plan.action)).toEqual(['unchanged', 'unchanged', 'unchanged']);
    expect(standIn.writes()).toHaveLength(writes);
  });

  it('a prompt changed on the provider is one update of that field, back to the definition’s', async () => {
    const standIn = fresh();
    await run(standIn, 'apply');
    const assistant = standIn.account.assistants[0] as { model: { messages: { content: string }[] } };
    assistant.model.messages[0]!.content = 'You are a pirate.';
    const before = standIn.writes().length;
    const plans = await run(standIn, 'apply');
    expect(plans[0]).toMatchObject({ action: 'update', changes: [{ field: 'model' }] });
    const patches = standIn.writes().slice(before);
    expect(patches).toEqual([{ operation: 'AssistantController_update', body: { model: ASSISTANT.model } }]);
    expect(standIn.account.assistants[0]).toMatchObject({ model: ASSISTANT.model });
    expect(standIn.invalid).toEqual([]);
  });

  it('--check writes nothing and names each field that differs; --dry-run writes nothing and shows before and after', async () => {
    const standIn = fresh();
    await run(standIn, 'apply');
    Object.assign(standIn.account.assistants[0]!, { maxDurationSeconds: 43_200 });
    Object.assign(standIn.account.orgs[0]!, { concurrencyLimit: 10 });
    const writes = standIn.writes().length;
    for (const mode of ['check', 'dry-run'] as const) {
      const plans = await run(standIn, mode);
      expect(
        plans.flatMap((plan) =>
          plan.changes.map((change) => `${plan.resource} ${change.field}: ${String(change.before)} → ${String(change.after)}`),
        ),
      ).toEqual(['assistant maxDurationSeconds: 43200 → 180', 'account concurrencyLimit: 10 → 3']);
    }
    expect(standIn.writes()).toHaveLength(writes);
  });

  it('a dry run on an empty account plans every write and makes none', async () => {
    const standIn = fresh();
    const plans = await run(standIn, 'dry-run');
    expect(plans.map((plan) => plan.action)).toEqual(['create', 'update', 'update']);
    expect(standIn.writes()).toEqual([]);
    expect(standIn.account.assistants).toEqual([]);
  });

  it('a refused key stops at once, said as such', async () => {
    const standIn = fresh();
    const stopped = await run(standIn, 'apply', 'not-the-key').catch((error: unknown) => error);
    expect(stopped).toBeInstanceOf(ProvisionStopped);
    expect(stopped).toMatchObject({ unauthorised: true, done: [], notDone: ['assistant', 'public key', 'account'] });
  });

  it('a 500 midway says what was done and what was not, and the next run finishes the job', async () => {
    const standIn = fresh();
    standIn.failNext('token.update', 500);
    const stopped = (await run(standIn, 'apply').catch((error: unknown) => error)) as ProvisionStopped;
    expect(stopped).toBeInstanceOf(ProvisionStopped);
    expect(stopped.done.map((plan) => [plan.resource, plan.action])).toEqual([['assistant', 'create']]);
    expect(stopped.notDone).toEqual(['public key', 'account']);
    expect(stopped.reason).toMatch(/HTTP 500/);
    const plans = await run(standIn, 'apply');
    expect(plans.map((plan) => plan.action)).toEqual(['unchanged', 'update', 'update']);
    expect(standIn.account.assistants).toHaveLength(1);
    expect(standIn.invalid).toEqual([]);
  });

  it('refuses a public key that is the account’s private one, which the page would give away', async () => {
    const standIn = fresh();
    const stopped = await run(standIn, 'apply', PRIVATE_KEY, { ...settings, publicKey: PRIVATE_KEY }).catch((error: unknown) => error);
    expect(stopped).toMatchObject({ reason: expect.stringMatching(/not a public key/) as unknown, done: [] });
    // Refused before anything was written.
    expect(standIn.writes()).toEqual([]);
  });

  it('never touches an account that runs other assistants: its limits would be theirs too', async () => {
    const standIn = fresh();
    standIn.account.assistants.push({
      id: 'asst_production',
      orgId: 'org_standin',
      name: 'Parish line',
      createdAt: '2026-01-01T00:00:00.000Z',
      updatedAt: '2026-01-01T00:00:00.000Z',
    });
    const stopped = await run(standIn, 'apply').catch((error: unknown) => error);
    expect(stopped).toMatchObject({
      reason: expect.stringMatching(/holds 1 other assistant: provision works only on a provider account of the demo's own/) as unknown,
    });
    expect(standIn.writes()).toEqual([]);
  });

  it('leaves a disabled public key disabled (an edge build turns it off), restricting it all the same', async () => {
    const standIn = fresh();
    Object.assign(
      standIn.account.tokens.find((token) => token.tag === 'public')!,
      { restrictions: { enabled: false } },
    );
    await run(standIn, 'apply');
    expect(standIn.account.tokens.find((token) => token.tag === 'public')?.restrictions).toMatchObject({
      enabled: false,
      allowTransientAssistant: false,
    });
    expect((await run(standIn, 'check')).map((plan) => plan.action)).toEqual(['unchanged', 'unchanged', 'unchanged']);
  });

  it('leaves the public key alone when the site has none (an edge build), and the stand-in holds each request to the document', async () => {
    const standIn = fresh();
    const plans = await run(standIn, 'apply', PRIVATE_KEY, { concurrency: 3 });
    expect(plans.map((plan) => plan.resource)).toEqual(['assistant', 'account']);
    expect(standIn.account.tokens.find((token) => token.tag === 'public')?.restrictions).toBeUndefined();
    // A body the document does not allow is refused: the stand-in would catch a definition the provider rejects.
    const refused = await standIn.fetch('https://api.standin.test/assistant', {
      method: 'POST',
      headers: { authorization: `Bearer ${PRIVATE_KEY}`, 'content-type': 'application/json' },
      body: JSON.stringify({ maxDurationSeconds: 'forever' }),
    });
    expect(refused.status).toBe(400);
    expect(standIn.invalid).toHaveLength(1);
  });
});
