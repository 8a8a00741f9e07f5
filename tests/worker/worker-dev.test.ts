import { describe, expect, it } from 'vitest';
import { workerEnvFile } from '../../scripts/worker-dev.ts';

const parse = (file: string) =>
  Object.fromEntries(
    file
      .trim()
      .split('\n')
      .map((line) => line.split('=', 2) as [string, string]),
  );

describe('npm run worker:dev', () => {
  it("takes each of the Worker's variables and secrets from the environment when set", () => {
    const file = parse(
      workerEnvFile(
        {
          TURNSTILE_SECRET: 'secret-from-env',
          TURNSTILE_VERIFY_URL: 'http://127.0.0.1:9100/siteverify',
          DAILY_CALLS_SITE_BUDGET: '0',
          PATH: '/bin',
        },
        () => 'made-key',
      ),
    );
    expect(file).toEqual({
      TURNSTILE_SECRET: '"secret-from-env"',
      VAPI_PRIVATE_KEY: '"made-key"',
      VISITOR_HASH_SECRET: '"made-key"',
      TURNSTILE_VERIFY_URL: '"http://127.0.0.1:9100/siteverify"',
      SITE_ORIGIN: '"http://127.0.0.1:5173"',
      DEMO_ASSISTANT_ID: '"asst_development"',
      DAILY_CALLS_PER_VISITOR: '"3"',
      DAILY_CALLS_SITE_BUDGET: '"0"',
    });
  });

  it("uses Cloudflare's test secret, a key of its own and the real siteverify when nothing is set", () => {
    const file = parse(workerEnvFile({ VAPI_PRIVATE_KEY: ' ' }, () => 'made-key'));
    expect(file.TURNSTILE_SECRET).toBe('"1x0000000000000000000000000000000AA"');
    expect(file.VAPI_PRIVATE_KEY).toBe('"made-key"');
    expect(file.VISITOR_HASH_SECRET).toBe('"made-key"');
    expect(file).not.toHaveProperty('TURNSTILE_VERIFY_URL');
    expect(file).not.toHaveProperty('VAPI_API_BASE_URL');
  });

  it('refuses a value the env file cannot hold', () => {
    expect(() => workerEnvFile({ DEMO_ASSISTANT_ID: 'asst"x' }, () => 'k')).toThrow('DEMO_ASSISTANT_ID');
  });
});
