// How the Worker answers and what it logs: JSON that is never cached, CORS for the site's pages only, one log
// line per request.

type Answer = Record<string, string | number>;

type Fields = Record<string, string | number | string[]>;

/** One line per request, for `wrangler tail` and Workers Logs: never an address, a token or a secret. */
export function log(fields: Fields): void {
  console.log(JSON.stringify({ event: 'demo-call', ...fields }));
}

/** CORS for a request from one of the site's pages; none for any other. */
export function corsHeaders(request: Request, origins: readonly string[]): Record<string, string> {
  const origin = request.headers.get('Origin');
  if (!origin || !origins.includes(origin)) return {};
  return { 'Access-Control-Allow-Origin': origin, 'Access-Control-Expose-Headers': 'Retry-After', Vary: 'Origin' };
}

export function replyJson(status: number, body: object | null, headers: Record<string, string>): Response {
  const all: Record<string, string> = { 'Cache-Control': 'no-store', ...headers };
  if (body) all['Content-Type'] = 'application/json';
  return new Response(body ? JSON.stringify(body) : null, { status, headers: all });
}

export const reply = (status: number, body: Answer | null, headers: Record<string, string>) => replyJson(status, body, headers);
