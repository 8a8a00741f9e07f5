// npm run smoke:live, run here against its local stand-ins (no real services are reachable):
// it must refuse to start without keys, and otherwise run to its report. The keys are those of
// the keyed test build (npm run build:live-test), which it serves.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { expect, test } from './fixtures';

const LIVE_TEST_ENV = {
  VITE_VAPI_PUBLIC_KEY: 'pk_live_test',
  VITE_VAPI_ASSISTANT_ID: 'asst_live_test',
  VITE_VAPI_API_BASE_URL: 'https://api.vestry-live.test',
  VITE_CONTACT_ENDPOINT: 'https://forms.vestry-live.test/f/contact',
  VITE_CONTACT_EMAIL: 'office@vestry-live.test',
  VITE_DEMO_PHONE_NUMBER: '+61255501234',
};

function smoke(args: string[], env: Record<string, string>): Promise<{ code: number | null; out: string; err: string; ms: number }> {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn('npx', ['tsx', 'scripts/smoke-live.ts', ...args], { env: { ...process.env, ...env } });
    let out = '';
    let err = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (err += chunk.toString()));
    child.on('exit', (code) => resolve({ code, out, err, ms: Date.now() - started }));
  });
}

/** The report's row for a step: its status and detail. */
function row(out: string, step: string): string {
  return new RegExp(`^\\| ${step} +\\| (.*)$`, 'm').exec(out)?.[1]?.replace(/\s+\|/, ' |').trim() ?? '';
}

test.describe('npm run smoke:live', () => {
  test('without keys exits non-zero at once, naming every missing variable, and builds nothing', async () => {
    // Blank in the environment wins over any .env.local a developer has.
    const blank = Object.fromEntries(Object.keys(LIVE_TEST_ENV).map((name) => [name, '']));
    const result = await smoke([], { ...blank, VITE_VAPI_ASSISTANT_ID: 'asst_set' });
    expect(result.code).toBe(2);
    expect(result.err).toContain(
      'missing or blank: VITE_VAPI_PUBLIC_KEY, VITE_CONTACT_ENDPOINT, VITE_DEMO_PHONE_NUMBER, VITE_CONTACT_EMAIL.',
    );
    expect(result.out).not.toContain('report');
    expect(existsSync('dist-smoke')).toBe(false);
  });

  test('against the local stand-ins runs to its report: the web call created and the bundle run without a violation, no join', async () => {
    test.setTimeout(60_000);
    const result = await smoke(['--site', 'dist-live', '--stand-in', '--join-timeout', '8'], {
      ...LIVE_TEST_ENV,
      VESTRY_PORT_OFFSET: process.env.VESTRY_PORT_OFFSET ?? '0',
    });
    expect(result.out).toContain('smoke:live report');
    expect(row(result.out, 'web call created')).toMatch(/^ok +\| 201 call_stand_in_1$/);
    expect(row(result.out, 'call machine loaded')).toMatch(
      /^ok +\| 200 https:\/\/c\.daily\.co\/call-machine\/.+\/call-machine-object-bundle\.js$/,
    );
    expect(row(result.out, 'joined')).toMatch(/^failed +\| not connected within 8\.0 s$/);
    expect(row(result.out, 'first assistant audio')).toMatch(/^not reached/);
    expect(row(result.out, 'CSP violations')).toMatch(/^ok +\| none$/);
    expect(row(result.out, 'page errors')).toMatch(/^ok +\| none$/);
    expect(row(result.out, 'call ended')).toMatch(/^not reached/);
    expect(result.out).toContain('FAILED');
    // A failed step is a failed run.
    expect(result.code).toBe(1);
    expect(result.ms).toBeLessThan(45_000);
  });
});
