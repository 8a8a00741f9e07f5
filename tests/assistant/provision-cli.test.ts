import { spawn } from 'node:child_process';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProviderStandIn } from '../fakes/provider-stand-in';

// `npm run provision` as an owner runs it, against the stand-in served over HTTP (VAPI_API_BASE_URL).

const PRIVATE_KEY = 'private-standin-key';
const PUBLIC_KEY = 'public-standin-key';
const standIn = createProviderStandIn({ privateKey: PRIVATE_KEY, publicKey: PUBLIC_KEY });
let server: Server;
let baseUrl = '';

beforeAll(async () => {
  server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const body = chunks.length ? Buffer.concat(chunks) : undefined;
      const headers = Object.fromEntries(Object.entries(request.headers).map(([name, value]) => [name, String(value)]));
      void standIn
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

function provision(args: readonly string[], key = PRIVATE_KEY): Promise<{ code: number | null; out: string; err: string }> {
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
    const dry = await provision(['--dry-run']);
    expect(dry.code).toBe(0);
    expect(dry.out).toMatch(/^assistant: to create\n {2}name: \(not set\) → "Vestry demo receptionist"/);
    expect(dry.out).toContain('account: to update');
    expect(dry.out).toContain('  concurrencyLimit: 10 → 2');
    expect(dry.out).toContain('Nothing written (--dry-run).');
    expect(standIn.writes()).toEqual([]);

    const applied = await provision([]);
    expect(applied.code).toBe(0);
    const id = String(standIn.account.assistants[0]?.id);
    expect(applied.out).toContain(`assistant: created (${id})`);
    expect(applied.out).toContain(`VITE_VAPI_ASSISTANT_ID=${id}`);
    expect(applied.out).toContain(`DEMO_ASSISTANT_ID=${id}`);

    const checked = await provision(['--check']);
    expect(checked).toMatchObject({ code: 0 });
    expect(checked.out).toContain('The provider account is as this repository says.');

    Object.assign(standIn.account.assistants[0]!, { maxDurationSeconds: 43_200 });
    const drifted = await provision(['--check']);
    expect(drifted.code).toBe(1);
    expect(drifted.out).toContain('  maxDurationSeconds: 43200 → 180');
    expect(drifted.err).toContain('Differs from the repository: assistant maxDurationSeconds.');
    expect(standIn.account.assistants[0]).toMatchObject({ maxDurationSeconds: 43_200 });

    const refused = await provision(['--check'], 'wrong-key');
    expect(refused.code).toBe(1);
    expect(refused.out).toBe('');
    expect(refused.err.trim().split('\n')).toEqual([
      'provision: the provider refused VAPI_PRIVATE_KEY (HTTP 401: {"message":"Invalid Key. Hot tip, you may be using the private key instead of the public key, or vice versa."}): set it to a private key of the demo\'s provider account.',
    ]);

    Object.assign(standIn.account.orgs[0]!, { concurrencyLimit: 9 });
    standIn.failNext('org.update', 500);
    const midway = await provision([]);
    expect(midway.code).toBe(1);
    expect(midway.err).toContain('provision stopped: the provider answered HTTP 500');
    expect(midway.out).toContain(`assistant: updated (${id})\n  maxDurationSeconds: 43200 → 180`);
    expect(midway.err).toContain('Not done: account. Run it again to finish');
    const finished = await provision([]);
    expect(finished.code).toBe(0);
    expect(finished.out).toContain('account: updated');
    expect(await provision(['--check'])).toMatchObject({ code: 0 });
    expect(standIn.invalid).toEqual([]);
  });
});
