// The assistant's audio when the browser will not play it: the simulated assistant's voice
// plays through the same <audio> element as a keyed build's (streams/call/audio-output.ts).
import type { Page } from '@playwright/test';
import { connect, hangUp, recordToasts, toast, toastsSeen } from './demo-helpers';
import { expect, expectNoAxeViolations, test } from './fixtures';

interface PlayRecord {
  outcome: 'pending' | 'refused' | 'played' | 'failed';
  participant: string;
}

declare global {
  interface Window {
    vestryPlays?: PlayRecord[];
  }
}

/**
 * An autoplay policy as strict as Safari's: `HTMLMediaElement.prototype.play` rejects with
 * `NotAllowedError` unless it is called while a press is being handled, and the `autoplay`
 * attribute starts nothing (this Chromium runs with no-user-gesture-required). Records every call.
 */
function refusePlayOutsidePresses(page: Page): Promise<unknown> {
  return page.addInitScript(() => {
    const original = HTMLMediaElement.prototype.play;
    Object.defineProperty(HTMLMediaElement.prototype, 'autoplay', { configurable: true, get: () => false, set: () => undefined });
    const plays: PlayRecord[] = [];
    window.vestryPlays = plays;
    let pressing = false;
    for (const type of ['pointerdown', 'pointerup', 'click', 'keydown', 'keyup']) {
      document.addEventListener(
        type,
        () => {
          pressing = true;
          setTimeout(() => (pressing = false), 0); // the press's own task only
        },
        true,
      );
    }
    HTMLMediaElement.prototype.play = function play(this: HTMLMediaElement): Promise<void> {
      const record: PlayRecord = { outcome: 'pending', participant: this.dataset.participantId ?? '' };
      plays.push(record);
      if (!pressing) {
        record.outcome = 'refused';
        return Promise.reject(
          new DOMException("play() failed because the user didn't interact with the document first.", 'NotAllowedError'),
        );
      }
      return original.call(this).then(
        () => void (record.outcome = 'played'),
        (error: unknown) => {
          record.outcome = 'failed';
          throw error;
        },
      );
    };
  });
}

const plays = (page: Page): Promise<PlayRecord[]> => page.evaluate(() => window.vestryPlays ?? []);

test.describe('the assistant’s audio refused by the browser', () => {
  test('the call connects and offers one control; pressing it plays the audio and the control goes', async ({ page }) => {
    await refusePlayOutsidePresses(page);
    await recordToasts(page);
    await page.goto('/');
    await connect(page);
    const hear = page.getByRole('button', { name: 'Hear the assistant' });
    await expect(hear).toBeVisible({ timeout: 10_000 });
    expect(await plays(page)).toEqual([{ outcome: 'refused', participant: 'simulated-assistant' }]);
    const paused = () =>
      page.locator('audio[data-participant-id="simulated-assistant"]').evaluate((audio: HTMLAudioElement) => audio.paused);
    expect(await paused()).toBe(true);

    // The call stays up, silent, while the control waits; no error is shown for it.
    await page.waitForTimeout(1_500);
    await expect(page.getByText('Connected - AI is listening')).toBeVisible();
    await expect(hear).toBeVisible();
    await expect(toast(page, 'Call Error')).toHaveCount(0);
    await expectNoAxeViolations(page);

    await hear.click();
    await expect
      .poll(() => plays(page))
      .toEqual([
        { outcome: 'refused', participant: 'simulated-assistant' },
        { outcome: 'played', participant: 'simulated-assistant' },
      ]);
    await expect(hear).toHaveCount(0);
    expect(await paused()).toBe(false);
    await expect(page.getByText('Connected - AI is listening')).toBeVisible();
    await hangUp(page);
    expect((await toastsSeen(page)).filter((text) => /Call Error|Call Failed/.test(text))).toEqual([]);
  });
});
