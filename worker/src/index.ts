import type { Env } from './env.ts';
import { handleRequest } from './handler.ts';

export { DailyCounts } from './daily-counts.ts';

export default {
  fetch: (request, env) => handleRequest(request, env, Date.now),
} satisfies ExportedHandler<Env>;
