import type { Page, Request } from '@playwright/test';

// The keyed test build's fake provider and form hosts (npm run build:live-test), and the provider's
// answer to POST /call/web, for the keyed build's browser tests.

export const API = 'https://api.vestry-live.test';
export const CONTACT = 'https://forms.vestry-live.test/f/contact';
export const CORS = { 'access-control-allow-origin': '*', 'access-control-allow-headers': '*' };

/** Answers POST /call/web (and its preflight) with a web call of this id; each POST goes into `seen`. */
export async function answerWebCalls(page: Page, id: string, seen: Request[] = []): Promise<void> {
  await page.route(`${API}/call/web`, (route) => {
    if (route.request().method() === 'OPTIONS') return route.fulfill({ status: 204, headers: CORS });
    seen.push(route.request());
    return route.fulfill({
      status: 201,
      headers: CORS,
      json: {
        id,
        webCallUrl: 'https://vestry-live.daily.co/room',
        artifactPlan: { videoRecordingEnabled: false },
        assistant: { voice: { provider: '11labs' } },
      },
    });
  });
}
