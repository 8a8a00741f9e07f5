import { fileURLToPath } from 'node:url';
import { unstable_readConfig } from 'wrangler';
import { describe, expect, it } from 'vitest';
import { SITE_ORIGIN, TEST_SECRETS, startWorker } from './worker-harness.ts';

// Read as wrangler reads it; its Config type comes from a package the type checker cannot see here.
const config = unstable_readConfig({ config: fileURLToPath(new URL('../../worker/wrangler.jsonc', import.meta.url)) }) as unknown as {
  vars: Record<string, string>;
  ratelimits: unknown;
  observability: unknown;
};

describe('worker/wrangler.jsonc as it ships', () => {
  it('leaves the site origin blank, so a Worker deployed unfilled refuses everything and says what is missing', async () => {
    const vars = config.vars;
    expect(vars.SITE_ORIGIN).toBe('');
    const worker = await startWorker({ ...TEST_SECRETS, ...vars }, 'src/index.ts');
    try {
      const answer = await worker.post({ path: '/api/demo-call', address: '203.0.113.9', origin: SITE_ORIGIN });
      expect(answer.status).toBe(500);
      expect(await answer.json()).toEqual({ error: 'misconfigured' });
      expect(worker.logs).toEqual([expect.stringMatching(/"outcome":"misconfigured","problems":\[[^\]]*"SITE_ORIGIN"/)]);
    } finally {
      await worker.dispose();
    }
  });

  it('binds the rate limit the tests run: ten requests a minute', () => {
    expect(config.ratelimits).toEqual([expect.objectContaining({ name: 'REQUESTS', simple: { limit: 10, period: 60 } })]);
  });

  it("keeps the Worker's own log lines but no invocation logs, which would keep each request's headers and so its address", () => {
    expect(config.observability).toMatchObject({ enabled: true, logs: { invocation_logs: false } });
  });
});
