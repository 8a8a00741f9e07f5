// The captions keep room to be read in every state of a call's panel: at 768 and 1280 px, at least two
// lines of the caption text itself lie inside the caption box, below its fade and above its padding, while
// the talk-over hint shows, and while the sound controls are open (which keep the captions' live region).
// Measured on the words as laid out (each line's box), not on the box's size alone.
import type { Page } from '@playwright/test';
import { connect, hangUp } from './demo-helpers';
import { expect, test } from './fixtures';
import { holdLinesAfterGreeting } from './visitor';

/** The older lines slide out under this fade at the box's top (call-extras.tsx's CaptionBox). */
const FADE_REM = 1.25;

interface Room {
  /** Lines of caption text laid out, in all. */
  readonly lines: number;
  /** Of those, lines wholly in the readable part of the box. */
  readonly readable: number;
  /** Text wider than the box (cut off at the right). */
  readonly cut: boolean;
  /** The sound controls, where open, lie over the caption box. */
  readonly covered: boolean;
}

function room(page: Page): Promise<Room> {
  return page.getByTestId('captions').evaluate((captions, fadeRem) => {
    const box = captions.parentElement!;
    const rect = box.getBoundingClientRect();
    const rem = parseFloat(getComputedStyle(document.documentElement).fontSize);
    const top = rect.top + fadeRem * rem;
    const bottom = rect.bottom - parseFloat(getComputedStyle(box).paddingBottom);
    const range = document.createRange();
    range.selectNodeContents(captions);
    const all = new Set<number>();
    const readable = new Set<number>();
    for (const line of range.getClientRects()) {
      if (line.width < 1 || line.height < 1) continue;
      all.add(Math.round(line.bottom));
      if (line.top >= top - 0.5 && line.bottom <= bottom + 0.5) readable.add(Math.round(line.bottom));
    }
    const panel = document.querySelector('[data-testid="sound-panel"]')?.getBoundingClientRect();
    const covered =
      panel !== undefined && panel.bottom > rect.top && panel.top < rect.bottom && panel.right > rect.left && panel.left < rect.right;
    return { lines: all.size, readable: readable.size, cut: captions.scrollWidth > captions.clientWidth + 1, covered };
  }, FADE_REM);
}

for (const width of [1280, 768]) {
  test(`at ${width} px, two caption lines or more are readable with the talk-over hint and with the sound controls open`, async ({
    page,
  }) => {
    test.setTimeout(60_000);
    await page.setViewportSize({ width, height: 900 });
    await holdLinesAfterGreeting(page);
    await page.goto('/');
    await connect(page);
    // While the greeting is said, with the hint above the captions, once its words fill more lines than the box shows.
    await expect(page.getByTestId('talk-over-hint')).toBeVisible();
    await expect.poll(async () => (await room(page)).lines, { timeout: 20_000 }).toBeGreaterThanOrEqual(3);
    await expect(page.getByTestId('talk-over-hint')).toBeVisible();
    expect(await room(page)).toMatchObject({ cut: false, covered: false });
    expect((await room(page)).readable).toBeGreaterThanOrEqual(2);

    await page.getByRole('button', { name: 'Sound', exact: true }).click();
    await expect(page.getByRole('switch', { name: 'Phone line sound' })).toBeVisible();
    await expect(page.getByTestId('spoken-captions')).toHaveCount(1);
    expect(await room(page)).toMatchObject({ cut: false, covered: false });
    expect((await room(page)).readable).toBeGreaterThanOrEqual(2);
    // Escape closes them from within, back on "Sound".
    await page.getByRole('switch', { name: 'Phone line sound' }).focus();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('switch', { name: 'Phone line sound' })).toBeHidden();
    await expect(page.getByRole('button', { name: 'Sound', exact: true })).toBeFocused();
    await hangUp(page);
  });
}
