// A local stand-in of the provider API for smoke:live's own test. `POST /call/web` answers a web
// call as the provider does (id, room URL, artifact plan, voice), with CORS for the page.
//
// Its key is the build's public key, and by default it is restricted as the provider's API-key
// guide says a public key should be: one allowed origin (the smoke run's page), the one demo
// assistant, no transient assistants; and a public key is refused the private API (`GET
// /assistant`). Refusals are 401/403 with the provider's error body. `unrestricted` is a key
// with none of that, as a private key would be: it takes any origin and any assistant, and
// `GET /assistant` answers the (empty) list of assistants.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';

export const STAND_IN_ROOM = 'https://vestry-smoke.daily.co/stand-in-room';

export type StandInKey = 'restricted' | 'unrestricted';

export interface ProviderStandInOptions {
  readonly port: number;
  readonly key: StandInKey;
  /** The build's public key: any other bearer is an invalid key. */
  readonly publicKey: string;
  /** The one origin a restricted key allows. */
  readonly allowedOrigin: string;
  /** The one assistant a restricted key allows. */
  readonly assistantId: string;
}

const CORS = {
  'access-control-allow-origin': '*',
  'access-control-allow-headers': '*',
  'access-control-allow-methods': 'GET, POST, OPTIONS',
};

/** The provider's error body. */
function refuse(res: ServerResponse, statusCode: 401 | 403, message: string): void {
  const error = statusCode === 401 ? 'Unauthorized' : 'Forbidden';
  res.writeHead(statusCode, { ...CORS, 'content-type': 'application/json' }).end(JSON.stringify({ message, error, statusCode }));
}

function readJson(req: IncomingMessage): Promise<Record<string, unknown>> {
  return new Promise((resolve) => {
    let text = '';
    req.on('data', (chunk: Buffer) => (text += chunk.toString()));
    req.on('end', () => {
      try {
        const body: unknown = JSON.parse(text);
        resolve(typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {});
      } catch {
        resolve({});
      }
    });
  });
}

/** Why a restricted key refuses this web call, if it does. */
function restriction(options: ProviderStandInOptions, origin: string | undefined, body: Record<string, unknown>): string | null {
  if (options.key === 'unrestricted') return null;
  if (origin !== options.allowedOrigin) return `Origin ${origin ?? '(none)'} is not allowed for this key.`;
  if (body.assistant !== undefined) return 'Transient assistants are not allowed for this key.';
  if (body.assistantId !== options.assistantId) return 'Assistant is not allowed for this key.';
  return null;
}

function webCallAnswer(id: number): string {
  return JSON.stringify({
    id: `call_stand_in_${id}`,
    webCallUrl: STAND_IN_ROOM,
    artifactPlan: { videoRecordingEnabled: false },
    assistant: { voice: { provider: '11labs' } },
  });
}

export function startProviderStandIn(options: ProviderStandInOptions): Promise<Server> {
  let calls = 0;
  const server = createServer((req, res) => {
    const path = new URL(req.url ?? '/', 'http://stand-in').pathname;
    if (req.method === 'OPTIONS') return void res.writeHead(204, CORS).end();
    if (req.headers.authorization !== `Bearer ${options.publicKey}`) return refuse(res, 401, 'Invalid Key.');
    if (req.method === 'GET' && path === '/assistant') {
      if (options.key === 'restricted')
        return refuse(res, 401, 'Invalid Key. Hot tip, you may be using the private key instead of the public key, or vice versa.');
      return void res.writeHead(200, { ...CORS, 'content-type': 'application/json' }).end('[]');
    }
    if (req.method === 'POST' && path === '/call/web') {
      return void readJson(req).then((body) => {
        const refused = restriction(options, req.headers.origin, body);
        if (refused) return refuse(res, 403, refused);
        calls += 1;
        res.writeHead(201, { ...CORS, 'content-type': 'application/json' }).end(webCallAnswer(calls));
      });
    }
    res.writeHead(404, CORS).end();
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, '127.0.0.1', () => resolve(server));
  });
}
