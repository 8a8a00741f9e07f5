// The sample calls in a test: played faster than life, and opened as a visitor opens them.
import type { Page } from '@playwright/test';
import { expect } from './fixtures';

const TITLES = ['A hospital visit', 'Booking the hall for a wedding', 'A youth camp question', 'Someone at risk, late at night'];

/** Samples play `rate` times faster (each is about a minute); the page follows the audio element's own time. */
export async function playFaster(page: Page, rate = 8) {
  await page.addInitScript((speed) => {
    const play = HTMLMediaElement.prototype.play;
    HTMLMediaElement.prototype.play = function (this: HTMLMediaElement) {
      // The samples' element, kept for the test to read; the call's own audio plays at its speed.
      if (/\.mp3$/.test(this.src)) {
        (window as unknown as { sampleAudio: HTMLMediaElement }).sampleAudio = this;
        this.defaultPlaybackRate = speed;
        this.playbackRate = speed;
      }
      return play.call(this);
    };
  }, rate);
}

/** "Listen to a sample call" pressed: the four samples, in order. */
export async function openSamples(page: Page) {
  const press = page.getByRole('button', { name: 'Listen to a sample call' });
  await expect(press).toHaveAttribute('aria-expanded', 'false');
  await press.click();
  await expect(press).toHaveAttribute('aria-expanded', 'true');
  const samples = page.getByRole('region', { name: 'Listen to a sample call' });
  await expect(samples.getByRole('listitem')).toHaveCount(4);
  for (const [index, title] of TITLES.entries())
    await expect(samples.getByRole('listitem').nth(index).getByRole('button')).toContainText(title);
  return samples;
}
