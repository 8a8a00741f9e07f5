import { setupServer } from 'msw/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createWebCall } from '../../streams/provider-api/create-web-call';
import { createSimulatedWebCallHandlers, simulatedWebCallHandlers } from '../../streams/simulated/msw-handlers';

const server = setupServer(...simulatedWebCallHandlers);

beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterAll(() => server.close());

describe('simulatedWebCallHandlers', () => {
  it('answers POST /call/web on any host with a web call', async () => {
    const response = await fetch('https://api.example.test/call/web', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ assistantId: 'demo' }),
    });
    expect(response.status).toBe(201);
    expect(await response.json()).toMatchObject({
      id: expect.stringMatching(/^simulated-call-/) as unknown,
      webCallUrl: expect.stringMatching(/^https:\/\/simulated\.invalid\//) as unknown,
      artifactPlan: { videoRecordingEnabled: false },
      assistant: { voice: { provider: 'simulated' } },
    });
  });

  it('refuses a body without assistant, squad or workflow', async () => {
    const response = await fetch('https://api.example.test/call/web', { method: 'POST', body: JSON.stringify({}) });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ message: 'Assistant or Squad or Workflow must be provided.' });
  });

  it('serves the provider REST client', async () => {
    const webCall = await createWebCall({ baseUrl: 'https://api.example.test', token: 'public-key' }, { assistantId: 'demo' });
    expect(webCall.webCallUrl).toMatch(/^https:\/\/simulated\.invalid\//);
  });

  it('can report video recording and an avatar voice', async () => {
    server.use(...createSimulatedWebCallHandlers({ videoRecordingEnabled: true, voiceProvider: 'tavus' }));
    const response = await fetch('https://api.example.test/call/web', {
      method: 'POST',
      body: JSON.stringify({ assistant: { name: 'x' } }),
    });
    expect(await response.json()).toMatchObject({
      artifactPlan: { videoRecordingEnabled: true },
      assistant: { voice: { provider: 'tavus' } },
    });
    server.resetHandlers();
  });
});
