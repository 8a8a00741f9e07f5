// The Worker as the tests run it: the same handler, with the clock taken from an `X-Test-Now`
// header, so a test can move to the next day. Never deployed.
import type { Env } from '../src/env.ts';
import { handleRequest } from '../src/handler.ts';

export { DailyCounts } from '../src/daily-counts.ts';

export default {
  fetch(request, env) {
    const fakeNow = request.headers.get('X-Test-Now');
    return handleRequest(request, env, fakeNow ? () => Date.parse(fakeNow) : Date.now);
  },
} satisfies ExportedHandler<Env>;
