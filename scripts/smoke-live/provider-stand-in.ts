// A local stand-in of the provider API for smoke:live's own test: `POST /call/web` answers a web
// call as the provider does (id, room URL, artifact plan, voice), with CORS for the page.
import { createServer, type Server } from 'node:http';

export const STAND_IN_ROOM = 'https://vestry-smoke.daily.co/stand-in-room';

const CORS = { 'access-control-allow-origin': '*', 'access-control-allow-headers': '*', 'access-control-allow-methods': 'POST, OPTIONS' };

export function startProviderStandIn(port: number): Promise<Server> {
  let calls = 0;
  const server = createServer((req, res) => {
    if (req.method === 'OPTIONS') {
      res.writeHead(204, CORS).end();
      return;
    }
    if (req.method === 'POST' && req.url === '/call/web') {
      calls += 1;
      const webCall = {
        id: `call_stand_in_${calls}`,
        webCallUrl: STAND_IN_ROOM,
        artifactPlan: { videoRecordingEnabled: false },
        assistant: { voice: { provider: '11labs' } },
      };
      res.writeHead(201, { ...CORS, 'content-type': 'application/json' }).end(JSON.stringify(webCall));
      return;
    }
    res.writeHead(404, CORS).end();
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve(server));
  });
}
