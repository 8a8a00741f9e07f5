// Switching between talking and typing during a call, and the screen kept awake while connected,
// in the simulated build with the test's visitor at the microphone; keyboard only once the call runs.
import type { Page } from '@playwright/test';
import { simulatedConversation } from '../../streams/simulated/simulated-script';
import { MEDIA, withPage } from './browser-with';
import { countMicrophoneAsks, hangUp, microphoneAsks, microphoneLevel } from './demo-helpers';
import { expect, expectNoAxeViolations, test, expectAxeCleanAtBothWidths } from './fixtures';
import { holdLinesAfterGreeting, PATIENT, TURN_MS, visitor } from './visitor';

declare global {
  interface Window {
    /** What the page asked of the wake-lock stand-in, in order. */
    vestryWakeLock?: string[];
    /** The document's visibility as the stand-in reports it. */
    vestryVisibility?: DocumentVisibilityState;
  }
}

/** Replaces `navigator.wakeLock` with a stand-in that records each request and release, and lets the test hide and show the page. */
async function standInWakeLock(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const seen: string[] = (window.vestryWakeLock = []);
    let locks = 0;
    Object.defineProperty(navigator, 'wakeLock', {
      configurable: true,
      value: {
        request: (type: string) => {
          const n = (locks += 1);
          seen.push(`request ${type}`);
          return Promise.resolve({
            type,
            released: false,
            release: () => (seen.push(`release ${n}`), Promise.resolve()),
          });
        },
      },
    });
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => window.vestryVisibility ?? 'visible' });
  });
}

async function setVisibility(page: Page, state: DocumentVisibilityState): Promise<void> {
  await page.evaluate((visibility) => {
    window.vestryVisibility = visibility;
    document.dispatchEvent(new Event('visibilitychange'));
  }, state);
}

const wakeLockSeen = (page: Page) => page.evaluate(() => window.vestryWakeLock ?? []);

/** Presses Tab until the element with this test id has the focus (at most `limit` presses). */
async function tabTo(page: Page, testId: string, limit = 20): Promise<void> {
  for (let press = 0; press < limit; press += 1) {
    if (await page.getByTestId(testId).evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  await expect(page.getByTestId(testId)).toBeFocused();
}

const greeting = simulatedConversation.turns[0]?.text ?? '';

const field = (page: Page) => page.getByRole('textbox', { name: 'Type to the assistant' });
const mute = (page: Page) => page.getByRole('button', { name: 'Mute microphone' });
const connected = (page: Page) => expect(page.getByText('Connected - AI is listening')).toBeVisible({ timeout: 15_000 });

test.describe('talking or typing during a call, and the screen kept awake', () => {
  test('in a voice call, "Type instead" from the keyboard mutes the microphone and moves to the field; "Talk instead" unmutes it', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    // The call stays connected however long the steps take: the assistant's next line waits.
    await holdLinesAfterGreeting(page);
    await page.goto('/');
    await page.getByRole('button', { name: 'Start Demo Call' }).press('Enter');
    await connected(page);
    await expect(mute(page)).toHaveAttribute('aria-pressed', 'false');
    // The microphone is live: the visitor's meter moves as they speak, through all that follows.
    await visitor(page).startSpeaking();
    await expect.poll(() => microphoneLevel(page), { timeout: 10_000 }).toBeGreaterThan(0);

    await tabTo(page, 'call-mode');
    await expect(page.getByTestId('call-mode')).toHaveText('Type instead');
    await page.keyboard.press('Enter');
    await expect(mute(page)).toHaveAttribute('aria-pressed', 'true');
    await expect(field(page)).toBeFocused();
    await expect(page.getByRole('button', { name: 'Talk instead' })).toBeVisible();
    await expect.poll(() => microphoneLevel(page), { timeout: 5_000 }).toBe(0);
    await expectAxeCleanAtBothWidths(page, () => expect(page.getByTestId('call-mode')).toBeHidden());

    await tabTo(page, 'call-mode');
    await page.keyboard.press('Enter');
    await expect(mute(page)).toHaveAttribute('aria-pressed', 'false');
    await expect(page.getByRole('button', { name: 'Type instead' }).last()).toBeFocused();
    await expect.poll(() => microphoneLevel(page), { timeout: 10_000 }).toBeGreaterThan(0);
    await expectNoAxeViolations(page);

    // Muting with the toggle is typing too: the switch offers talking again.
    await mute(page).press('Enter');
    await expect(page.getByTestId('call-mode')).toHaveText('Talk instead');
    await hangUp(page);
  });

  test('a typed call asks for the microphone only at "Talk instead", and the assistant hears the visitor from then on', async ({
    playwright,
    baseURL,
  }) => {
    test.setTimeout(90_000);
    await withPage(playwright.chromium, baseURL, [MEDIA.grant, MEDIA.fakeDevice], async (page) => {
      await countMicrophoneAsks(page);
      await page.goto(PATIENT);
      await page.getByRole('button', { name: 'Start a typed call' }).press('Enter');
      await connected(page);
      await expect(field(page)).toBeFocused();
      await expect(mute(page)).toHaveAttribute('aria-pressed', 'true');
      await expect(page.getByTestId('call-mode')).toHaveText('Talk instead');
      await expect(page.getByTestId('spoken-captions')).toHaveText(greeting, { timeout: 30_000 });
      // The visitor speaks, but a typed call has not opened the microphone.
      const speaker = visitor(page);
      await speaker.speak();
      expect(await microphoneAsks(page)).toBe(0);
      expect(await speaker.given()).toBe(0);
      await expect(page.getByTestId('caption-turn').and(page.locator('[data-role="user"]'))).toHaveCount(0);
      await expectNoAxeViolations(page);

      await tabTo(page, 'call-mode');
      await page.keyboard.press('Enter');
      await expect.poll(() => microphoneAsks(page)).toBe(1);
      await expect(mute(page)).toHaveAttribute('aria-pressed', 'false');
      await expect(page.getByTestId('call-mode')).toHaveText('Type instead');
      // A turn as `answer` gives one: once the assistant listens, and a turn's length from when the page hears it (a busy
      // machine may first show the level late, and a turn cut to a blip is no turn).
      await expect(page.getByTestId('assistant-state')).toHaveText('Listening', { timeout: 30_000 });
      await speaker.startSpeaking();
      await expect.poll(() => microphoneLevel(page), { timeout: 10_000 }).toBeGreaterThan(0);
      await page.waitForTimeout(TURN_MS);
      await speaker.quiet();
      // The visitor's spoken turn reaches the assistant: their line in the captions, and its answer after.
      const spoken = page.getByTestId('caption-turn').and(page.locator('[data-role="user"]'));
      await expect(spoken.first()).toBeVisible({ timeout: 30_000 });
      await expect(page.getByTestId('spoken-captions')).not.toHaveText(greeting, { timeout: 30_000 });
      await expectNoAxeViolations(page);
      await hangUp(page);
    });
  });

  test('the screen wake lock is asked for on connect, again when the page is shown, and released at the end', async ({ page }) => {
    await standInWakeLock(page);
    await page.goto('/');
    await page.getByRole('button', { name: 'Start Demo Call' }).click();
    await connected(page);
    await expect.poll(() => wakeLockSeen(page)).toEqual(['request screen']);

    await setVisibility(page, 'hidden');
    await setVisibility(page, 'visible');
    await expect.poll(() => wakeLockSeen(page)).toEqual(['request screen', 'request screen', 'release 1']);

    await hangUp(page);
    await expect.poll(() => wakeLockSeen(page)).toEqual(['request screen', 'request screen', 'release 1', 'release 2']);
    // Shown again after the call: nothing more is asked.
    await setVisibility(page, 'hidden');
    await setVisibility(page, 'visible');
    await page.waitForTimeout(200);
    expect(await wakeLockSeen(page)).toHaveLength(4);
  });
});

test('a typed call whose microphone is then refused keeps going, with the microphone guidance', async ({ playwright, baseURL }) => {
  // No --use-fake-ui-for-media-stream: the permission prompt is refused.
  test.setTimeout(90_000);
  await withPage(playwright.chromium, baseURL, [MEDIA.fakeDevice], async (page) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Start a typed call' }).click();
    await connected(page);
    await page.getByTestId('call-mode').press('Enter');
    await expect(page.getByTestId('call-microphone-problem')).toHaveText('Your microphone is blocked for this site', { timeout: 10_000 });
    await expect(page.getByText('Connected - AI is listening')).toBeVisible();
    await expect(page.getByTestId('call-mode')).toHaveText('Talk instead');
    await field(page).fill('My mother is in hospital and would love a visit');
    await field(page).press('Enter');
    await expect(page.getByTestId('caption-turn').filter({ hasText: 'My mother is in hospital' })).toHaveAttribute('data-role', 'user');
    await expectAxeCleanAtBothWidths(page, () => expect(page.getByTestId('call-mode')).toBeHidden());
  });
});
