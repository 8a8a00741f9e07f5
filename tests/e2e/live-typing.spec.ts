// Typing to the assistant in the keyed build (npm run build:live-test): the provider's API and the
// call library are local stand-ins in the page, so the call connects and what the client sends to
// the assistant can be read.
import { CALL_LIBRARY_STAND_IN } from './call-library-stand-in';
import { toast } from './demo-helpers';
import { expect, expectNoAxeViolations, test } from './fixtures';
import { answerWebCalls } from './live-provider';

interface StandInSeen {
  created: { audioSource?: unknown; startAudioOff?: boolean }[];
  sent: string[];
}

declare global {
  interface Window {
    vestryCallStandIn?: StandInSeen;
    vestryMicrophoneAsks?: number;
  }
}

test.describe('typing to the assistant, keyed build', () => {
  test.beforeEach(async ({ page }) => {
    // Later routes are tried first: the API and the call library's chunk answer here, nothing else leaves.
    await page.route(
      (url) => url.hostname !== '127.0.0.1',
      (route) => route.abort('internetdisconnected'),
    );
    await answerWebCalls(page, 'call_live_typed');
    await page.route('**/assets/daily-esm-*.js', (route) =>
      route.fulfill({ status: 200, contentType: 'text/javascript', body: CALL_LIBRARY_STAND_IN }),
    );
    await page.addInitScript(() => {
      window.vestryMicrophoneAsks = 0;
      const original = navigator.mediaDevices.getUserMedia.bind(navigator.mediaDevices);
      navigator.mediaDevices.getUserMedia = (constraints) => {
        window.vestryMicrophoneAsks = (window.vestryMicrophoneAsks ?? 0) + 1;
        return original(constraints);
      };
    });
  });

  test('"Start a typed call" joins with the microphone off, and typed words go out as the provider’s add-message user message', async ({
    page,
  }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Start a typed call' }).click();
    await expect(page.getByText('Connected - AI is listening')).toBeVisible({ timeout: 20_000 });
    const seen = () => page.evaluate(() => window.vestryCallStandIn ?? { created: [], sent: [] });
    expect((await seen()).created).toEqual([expect.objectContaining({ audioSource: true, startAudioOff: true })]);
    const field = page.getByRole('textbox', { name: 'Type to the assistant' });
    await expect(field).toBeFocused();
    await expectNoAxeViolations(page);

    await field.fill('Can we book the church hall for a wedding?');
    await field.press('Enter');
    const addMessages = async () => (await seen()).sent.filter((data) => data.startsWith('{')).map((data) => JSON.parse(data) as unknown);
    await expect.poll(addMessages).toEqual([
      {
        type: 'add-message',
        message: { role: 'user', content: 'Can we book the church hall for a wedding?' },
        triggerResponseEnabled: true,
      },
    ]);
    await expect(page.getByTestId('caption-turn').filter({ hasText: 'Can we book the church hall for a wedding?' })).toHaveAttribute(
      'data-role',
      'user',
    );
    await expect(page.getByTestId('spoken-captions')).toHaveText('Helen Nguyen looks after the hall.');

    // The assistant echoed the words in its conversation-update: the summary has them once, and its routing.
    await page.getByRole('button', { name: 'End Call' }).click();
    await expect(toast(page, 'Call Ended')).toBeVisible();
    const summary = page.getByTestId('call-summary');
    await expect(summary.getByTestId('call-routing')).toHaveText('Administration (Helen Nguyen)');
    await expect(summary.getByTestId('call-transcript').locator('li[data-role="user"] span')).toHaveText([
      'Can we book the church hall for a wedding?',
    ]);
    expect(await page.evaluate(() => window.vestryMicrophoneAsks)).toBe(0);
  });

  test('Start Demo Call joins with the microphone on, and the call panel offers typing there too', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Start Demo Call' }).click();
    await expect(page.getByText('Connected - AI is listening')).toBeVisible({ timeout: 20_000 });
    const created = await page.evaluate(() => window.vestryCallStandIn?.created ?? []);
    expect(created).toHaveLength(1);
    expect(created[0]?.startAudioOff).toBeUndefined();
    const field = page.getByRole('textbox', { name: 'Type to the assistant' });
    await field.fill('Hello');
    await page.getByRole('button', { name: 'Send', exact: true }).click();
    await expect
      .poll(() => page.evaluate(() => window.vestryCallStandIn?.sent.filter((data) => data.includes('add-message')).length))
      .toBe(1);
  });
});
