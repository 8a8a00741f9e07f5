// The Worker as the tests run it: the same handler, with the clock taken from an `X-Test-Now`
// header (so a test can move to the next day), and the day's counts readable. Never deployed.
import type { Env } from '../src/env.ts';
import { handleRequest } from '../src/handler.ts';

export { DailyCounts } from '../src/daily-counts.ts';

export default {
  async fetch(request, env) {
    const url = new URL(request.url);
    if (url.pathname === '/__test/counts') {
      const day = url.searchParams.get('day') ?? '';
      const counts = await env.DAILY_COUNTS.get(env.DAILY_COUNTS.idFromName(day)).counts();
      return Response.json(counts);
    }
    const fakeNow = request.headers.get('X-Test-Now');
    return handleRequest(request, env, fakeNow ? () => Date.parse(fakeNow) : Date.now);
  },
} satisfies ExportedHandler<Env>;
