import { spawn } from 'node:child_process';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ASSISTANT } from '../../assistant/definition';
import { siteOrigins } from '../../assistant/key-restrictions';
import { provision } from '../../assistant/provision';
import { ProvisionStopped, type ProvisionMode, type ProvisionSettings } from '../../assistant/provision-plan';
import { createProviderApi } from '../../streams/provider-api/create-provider-api';
import { readSettings } from '../../scripts/provision';
import { createProviderStandIn, STAND_IN_ORG_ID, type ProviderStandIn } from '../../scripts/smoke-live/provider-stand-in';

// provision against a stand-in of the provider that validates every request against the committed document, in
// process and, as an owner runs it, over HTTP (VAPI_API_BASE_URL). One file: the stand-in's validator compiles once.

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
    // As created, though the stand-in, as the provider may, keeps the client messages in its own order and no empty tool ids.
    const { clientMessages, model, ...rest } = ASSISTANT;
    const { toolIds: _empty, ...stored } = model as Record<string, unknown>;
    expect(assistant).toMatchObject({ ...rest, model: stored, id: plans[0]?.id });
    expect([...((assistant?.clientMessages as string[]) ?? [])].sort()).toEqual([...(clientMessages ?? [])].sort());
    expect(standIn.account.tokens.find((token) => token.tag === 'public')?.restrictions).toEqual({
      allowedOrigins: ['https://vestry.example', 'https://www.vestry.example', 'http://127.0.0.1:4179'],
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

  it('counts a missing serverMessages as drift: left out, the provider sends its eleven defaults to a server', async () => {
    const standIn = fresh();
    await run(standIn, 'apply');
    delete standIn.account.assistants[0]!.serverMessages;
    const plans = await run(standIn, 'check');
    expect(plans[0]?.changes.map((change) => change.field)).toEqual(['serverMessages']);
  });

  it('a 403 on a write after the reads is that write’s, not the key’s: the run says what the provider answered', async () => {
    const standIn = fresh();
    standIn.failNext('AssistantController_create', 403);
    const stopped = (await run(standIn, 'apply').catch((error: unknown) => error)) as ProvisionStopped;
    expect(stopped).toMatchObject({ unauthorised: false, refused: false, notDone: ['assistant', 'public key', 'account'] });
    expect(stopped.reason).toMatch(/HTTP 403/);
  });

  it('never touches an account that runs other assistants: its limits would be theirs too', async () => {
    const standIn = fresh();
    standIn.account.assistants.push({
      id: 'asst_production',
      orgId: STAND_IN_ORG_ID,
      name: 'Parish line',
      createdAt: '2026-01-01T00:00:00.000Z',
      updatedAt: '2026-01-01T00:00:00.000Z',
    });
    const stopped = await run(standIn, 'apply').catch((error: unknown) => error);
    expect(stopped).toMatchObject({ refused: true, unauthorised: false });
    // Named, with the way to hand a demo assistant made in the dashboard over to provision.
    expect((stopped as ProvisionStopped).reason).toContain(
      'the account runs an assistant without the demo\'s tag (asst_production "Parish line")',
    );
    expect((stopped as ProvisionStopped).reason).toContain(
      'give it the metadata {"vestry":"demo-receptionist"} there and provision takes it over',
    );
    expect(standIn.writes()).toEqual([]);
  });

  it('takes over the demo assistant made in the dashboard once it carries the tag: one update, same id', async () => {
    const standIn = fresh();
    standIn.account.assistants.push({
      id: '5b1e2a9c-0d3f-4c6e-9a1b-7e2d4f6a8c0d',
      orgId: STAND_IN_ORG_ID,
      name: 'Demo',
      metadata: { vestry: 'demo-receptionist' },
      createdAt: '2026-01-01T00:00:00.000Z',
      updatedAt: '2026-01-01T00:00:00.000Z',
    });
    const plans = await run(standIn, 'apply');
    expect(plans[0]).toMatchObject({ action: 'update', id: '5b1e2a9c-0d3f-4c6e-9a1b-7e2d4f6a8c0d' });
    expect(standIn.account.assistants).toHaveLength(1);
    expect(standIn.invalid).toEqual([]);
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

  it('disables every public key when the Worker makes the calls (an edge build), and refuses a public key named beside it', async () => {
    const standIn = fresh();
    const plans = await run(standIn, 'apply', PRIVATE_KEY, { concurrency: 3, callsByWorker: true });
    expect(plans.map((plan) => [plan.resource, plan.action])).toEqual([
      ['assistant', 'create'],
      ['public key', 'update'],
      ['account', 'update'],
    ]);
    const publicToken = standIn.account.tokens.find((token) => token.tag === 'public');
    expect(publicToken?.restrictions).toEqual({ enabled: false });
    // Disabled, the key starts no call.
    const call = await standIn.fetch('https://api.standin.test/call/web', {
      method: 'POST',
      headers: { authorization: `Bearer ${PUBLIC_KEY}`, 'content-type': 'application/json' },
      body: JSON.stringify({ assistantId: plans[0]?.id }),
    });
    expect(call.status).toBe(401);
    const again = await run(standIn, 'check', PRIVATE_KEY, { concurrency: 3, callsByWorker: true });
    expect(again.map((plan) => plan.action)).toEqual(['unchanged', 'unchanged', 'unchanged']);
    expect(() =>
      readSettings({ VAPI_PRIVATE_KEY: 'k', VITE_DEMO_CALL_URL: 'https://x.example/api/demo-call', VITE_VAPI_PUBLIC_KEY: 'pk' }),
    ).toThrow(/VITE_DEMO_CALL_URL and VITE_VAPI_PUBLIC_KEY are both set/);
    expect(standIn.invalid).toEqual([]);
  });

  it('leaves the public key alone when the site names none and no Worker, and the stand-in holds each request to the document', async () => {
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

  it('makes the demo line answer with the demo’s assistant, finds it changed in the dashboard, and refuses a number the account lacks before writing', async () => {
    const LINE = '+61255501234';
    const withLine = { ...settings, demoPhoneNumber: LINE };
    const standIn = createProviderStandIn({ privateKey: PRIVATE_KEY, publicKey: PUBLIC_KEY, phoneNumbers: ['+61299990000', LINE] });
    const plans = await run(standIn, 'apply', PRIVATE_KEY, withLine);
    expect(plans.map((plan) => [plan.resource, plan.action])).toEqual([
      ['assistant', 'create'],
      ['public key', 'update'],
      ['demo line', 'update'],
      ['account', 'update'],
    ]);
    const [other, line] = standIn.account.phoneNumbers;
    expect(line?.assistantId).toBe(plans[0]?.id);
    expect(other?.assistantId).toBeUndefined();
    expect(standIn.invalid).toEqual([]);
    // Given to another assistant in the dashboard: the check names the field, and a run gives it back.
    Object.assign(line!, { assistantId: 'a0000000-0000-4000-8000-000000000009' });
    const check = await run(standIn, 'check', PRIVATE_KEY, withLine);
    expect(check.find((plan) => plan.resource === 'demo line')).toMatchObject({
      action: 'update',
      changes: [{ field: 'assistantId', before: 'a0000000-0000-4000-8000-000000000009', after: plans[0]?.id }],
    });
    await run(standIn, 'apply', PRIVATE_KEY, withLine);
    expect(line?.assistantId).toBe(plans[0]?.id);
    // A number the account does not hold: refused, nothing written.
    const bare = fresh();
    const error = await run(bare, 'apply', PRIVATE_KEY, withLine).catch((stopped: unknown) => stopped);
    expect(error).toBeInstanceOf(ProvisionStopped);
    expect((error as ProvisionStopped).refused).toBe(true);
    expect((error as ProvisionStopped).reason).toBe(
      'VITE_DEMO_PHONE_NUMBER +61255501234 is not a number of this provider account: buy or import it in the dashboard (Phone Numbers), then run provision again',
    );
    expect((error as ProvisionStopped).notDone).toEqual(['assistant', 'public key', 'demo line', 'account']);
    expect(bare.writes()).toEqual([]);
  });
});

// `npm run provision` as an owner runs it.
const cliStandIn = createProviderStandIn({ privateKey: PRIVATE_KEY, publicKey: PUBLIC_KEY });
let server: Server;
let baseUrl = '';

beforeAll(async () => {
  server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const body = chunks.length ? Buffer.concat(chunks) : undefined;
      const headers = Object.fromEntries(Object.entries(request.headers).map(([name, value]) => [name, String(value)]));
      void cliStandIn
        .fetch(`${baseUrl}${request.url}`, { method: request.method, headers, ...(body ? { body } : {}) })
        .then(async (answer) => {
          response.writeHead(answer.status, { 'content-type': 'application/json' });
          response.end(await answer.text());
        });
    });
  });
  await new Promise<void>((ready) => server.listen(0, '127.0.0.1', ready));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((closed) => server.close(() => closed())));

function provisionCli(args: readonly string[], key = PRIVATE_KEY): Promise<{ code: number | null; out: string; err: string }> {
  const env = {
    PATH: process.env.PATH,
    VAPI_PRIVATE_KEY: key,
    VAPI_API_BASE_URL: baseUrl,
    VITE_VAPI_PUBLIC_KEY: PUBLIC_KEY,
    VITE_SITE_URL: 'https://vestry.example/',
    DEMO_CONCURRENCY: '2',
    DEMO_BILLING_LIMIT: '40',
  };
  return new Promise((done) => {
    const child = spawn('node_modules/.bin/tsx', ['scripts/provision.ts', ...args], { env });
    let out = '';
    let err = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (err += chunk.toString()));
    child.on('exit', (code) => done({ code, out, err }));
  });
}

describe('npm run provision', { timeout: 120_000 }, () => {
  it('dry run, apply, check; a field changed on the provider fails the check by name; a refused key is one line; a 500 midway is finished by the next run', async () => {
    const dry = await provisionCli(['--dry-run']);
    expect(dry.code).toBe(0);
    expect(dry.out).toMatch(/^assistant: to create\n {2}name: \(not set\) → "Vestry demo receptionist"/);
    expect(dry.out).toContain('account: to update');
    expect(dry.out).toContain('  concurrencyLimit: 10 → 2');
    expect(dry.out).toContain('Nothing written (--dry-run).');
    expect(cliStandIn.writes()).toEqual([]);

    const applied = await provisionCli([]);
    expect(applied.code).toBe(0);
    const id = String(cliStandIn.account.assistants[0]?.id);
    expect(applied.out).toContain(`assistant: created (${id})`);
    expect(applied.out).toContain(`VITE_VAPI_ASSISTANT_ID=${id}`);
    expect(applied.out).toContain(`DEMO_ASSISTANT_ID=${id}`);

    const checked = await provisionCli(['--check']);
    expect(checked).toMatchObject({ code: 0 });
    expect(checked.out).toContain('The provider account is as this repository says.');

    Object.assign(cliStandIn.account.assistants[0]!, { maxDurationSeconds: 43_200 });
    const drifted = await provisionCli(['--check']);
    expect(drifted.code).toBe(1);
    expect(drifted.out).toContain('  maxDurationSeconds: 43200 → 180');
    expect(drifted.err).toContain('Differs from the repository: assistant maxDurationSeconds.');
    expect(cliStandIn.account.assistants[0]).toMatchObject({ maxDurationSeconds: 43_200 });

    const refused = await provisionCli(['--check'], 'wrong-key');
    expect(refused.code).toBe(1);
    expect(refused.out).toBe('');
    expect(refused.err.trim().split('\n')).toEqual([
      'provision: the provider refused VAPI_PRIVATE_KEY (HTTP 401: {"message":"Invalid Key. Hot tip, you may be using the private key instead of the public key, or vice versa.","error":"Unauthorized","statusCode":401}): set it to a private key of the demo\'s provider account.',
    ]);

    Object.assign(cliStandIn.account.orgs[0]!, { concurrencyLimit: 9 });
    cliStandIn.failNext('org.update', 500);
    const midway = await provisionCli([]);
    expect(midway.code).toBe(1);
    expect(midway.err).toContain('provision stopped: the provider answered HTTP 500');
    expect(midway.out).toContain(`assistant: updated (${id})\n  maxDurationSeconds: 43200 → 180`);
    expect(midway.err).toContain('Not done: account. Run it again to finish');
    const finished = await provisionCli([]);
    expect(finished.code).toBe(0);
    expect(finished.out).toContain('account: updated');
    expect(await provisionCli(['--check'])).toMatchObject({ code: 0 });
    expect(cliStandIn.invalid).toEqual([]);

    // A mistyped flag writes nothing: refused before anything is asked.
    const writes = cliStandIn.writes().length;
    Object.assign(cliStandIn.account.orgs[0]!, { concurrencyLimit: 9 });
    const mistyped = await provisionCli(['--dryrun']);
    expect(mistyped.code).toBe(1);
    expect(mistyped.err).toContain("Unknown option '--dryrun'");
    expect(cliStandIn.writes()).toHaveLength(writes);
    Object.assign(cliStandIn.account.orgs[0]!, { concurrencyLimit: 2 });
  });
});

describe('provision’s settings', () => {
  const env = { VAPI_PRIVATE_KEY: 'k', VITE_VAPI_PUBLIC_KEY: 'p', VITE_SITE_URL: 'https://vestry.example/', DEMO_BILLING_LIMIT: '40' };

  it('takes the site’s https origin, plain http only on this machine', () => {
    expect(readSettings(env)).toMatchObject({ siteOrigin: 'https://vestry.example', concurrency: 3, billingLimit: 40 });
    expect(readSettings({ ...env, VITE_SITE_URL: 'http://127.0.0.1:4179/' }).siteOrigin).toBe('http://127.0.0.1:4179');
    expect(() => readSettings({ ...env, VITE_SITE_URL: 'http://vestry.example/' })).toThrow(/must be the site's https:\/\/ address/);
    expect(() => readSettings({ ...env, VITE_SITE_URL: 'vestry.example' })).toThrow(/must be the site's https:\/\/ address/);
  });

  it('wants a billing limit with a public key, which anyone can use with overrides, and limits in range', () => {
    expect(() => readSettings({ ...env, DEMO_BILLING_LIMIT: '' })).toThrow(/DEMO_BILLING_LIMIT must be too/);
    expect(readSettings({ VAPI_PRIVATE_KEY: 'k' })).toEqual({ privateKey: 'k', baseUrl: 'https://api.vapi.ai', concurrency: 3 });
    expect(() => readSettings({ ...env, DEMO_CONCURRENCY: '11' })).toThrow(/DEMO_CONCURRENCY must be a whole number from 1 to 10/);
    expect(() => readSettings({ ...env, DEMO_BILLING_LIMIT: '5000' })).toThrow(/DEMO_BILLING_LIMIT must be a whole number from 0 to 1000/);
    expect(() => readSettings({})).toThrow(/VAPI_PRIVATE_KEY is not set/);
    // The demo line is rung past the Worker: a billing limit caps those calls, in an edge build too.
    expect(() => readSettings({ VAPI_PRIVATE_KEY: 'k', VITE_DEMO_PHONE_NUMBER: '+61255501234' })).toThrow(
      /VITE_DEMO_PHONE_NUMBER is set, so DEMO_BILLING_LIMIT must be too/,
    );
    expect(readSettings({ VAPI_PRIVATE_KEY: 'k', VITE_DEMO_PHONE_NUMBER: '+61255501234', DEMO_BILLING_LIMIT: '20' })).toMatchObject({
      demoPhoneNumber: '+61255501234',
      billingLimit: 20,
    });
  });

  it('lets a second checkout’s port offset move smoke:live’s origin on a stand-in of this machine, never on the real provider', () => {
    const offset = { ...env, VESTRY_PORT_OFFSET: '100' };
    expect(readSettings(offset).smokeOrigin).toBe('http://127.0.0.1:4179');
    expect(readSettings({ ...offset, VAPI_API_BASE_URL: 'http://127.0.0.1:4281' }).smokeOrigin).toBe('http://127.0.0.1:4279');
  });

  it('allows the site’s www twin, or the bare domain of a www site, and nothing more for a local one', () => {
    expect(siteOrigins('https://www.vestry.example')).toEqual(['https://www.vestry.example', 'https://vestry.example']);
    expect(siteOrigins('https://vestry.example')).toEqual(['https://vestry.example', 'https://www.vestry.example']);
    expect(siteOrigins('http://127.0.0.1:4179')).toEqual(['http://127.0.0.1:4179']);
    expect(siteOrigins('http://localhost:5173')).toEqual(['http://localhost:5173']);
  });
});
