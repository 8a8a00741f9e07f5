// The Worker as the tests run it: the same handler, with the clock taken from an `X-Test-Now`
// header, so a test can move to the next day, and the provider's time limit shortened. Never deployed.
import type { Env } from '../src/env.ts';
import { handleRequest } from '../src/handler.ts';

export { DailyCounts } from '../src/daily-counts.ts';

export default {
  fetch(request, env) {
    const fakeNow = request.headers.get('X-Test-Now');
    const providerTimeout = request.headers.get('X-Test-Provider-Timeout-Ms');
    return handleRequest(request, env, fakeNow ? () => Date.parse(fakeNow) : Date.now, {
      ...(providerTimeout ? { providerTimeoutMs: Number(providerTimeout) } : {}),
    });
  },
} satisfies ExportedHandler<Env>;
