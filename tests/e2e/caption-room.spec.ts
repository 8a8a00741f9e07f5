// The captions keep room to be read in the call panel at every desktop width: at least two lines of the
// caption text itself lie inside the caption box, below its fade and above its padding, with the sound
// controls open (which keep the captions and their live region, and cover neither Mute microphone nor
// anything outside the call's space); and while the talk-over hint shows, the box has room for two lines.
// Lines are measured on the words as laid out (text fragments merged into lines), not on the box alone.
import type { Page } from '@playwright/test';
import { connect, hangUp } from './demo-helpers';
import { expect, test } from './fixtures';
import { assistantLines, holdLinesAfterGreeting } from './visitor';

interface Room {
  /** Lines of caption text laid out, in all. */
  readonly lines: number;
  /** Of those, lines wholly in the readable part of the box. */
  readonly readable: number;
  /** How many lines the readable part holds, at the captions' line height. */
  readonly capacity: number;
  /** Text wider than the box (cut off at the right). */
  readonly cut: boolean;
}

function room(page: Page): Promise<Room> {
  return page.getByTestId('captions').evaluate((captions) => {
    const box = captions.parentElement!;
    const style = getComputedStyle(box);
    const rect = box.getBoundingClientRect();
    // The fade at the top, as the box's mask says it ("…, rgb(0, 0, 0) 20px)").
    const fade = Number(/(\d+(?:\.\d+)?)px\)\s*$/.exec(style.maskImage || style.webkitMaskImage)?.[1] ?? 0);
    const top = rect.top + fade;
    const bottom = rect.bottom - parseFloat(style.paddingBottom);
    const fragments: DOMRect[] = [];
    const walker = document.createTreeWalker(captions, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (!node.textContent?.trim()) continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      fragments.push(...[...range.getClientRects()].filter((fragment) => fragment.width > 0 && fragment.height > 0));
    }
    // Fragments whose middles fall within one another's height are one line.
    const lines: { top: number; bottom: number }[] = [];
    for (const fragment of fragments.sort((a, b) => a.top - b.top)) {
      const middle = (fragment.top + fragment.bottom) / 2;
      const line = lines.find((candidate) => middle >= candidate.top && middle <= candidate.bottom);
      if (line) {
        line.top = Math.min(line.top, fragment.top);
        line.bottom = Math.max(line.bottom, fragment.bottom);
      } else lines.push({ top: fragment.top, bottom: fragment.bottom });
    }
    const lineHeight = parseFloat(style.lineHeight);
    return {
      lines: lines.length,
      readable: lines.filter((line) => line.top >= top - 0.5 && line.bottom <= bottom + 0.5).length,
      capacity: Math.floor((bottom - top) / lineHeight),
      cut: captions.scrollWidth > captions.clientWidth + 1,
    };
  });
}

/** Whether two elements' boxes overlap. */
async function overlap(page: Page, a: string, b: string): Promise<boolean> {
  const [one, two] = [await page.getByTestId(a).boundingBox(), await page.getByTestId(b).boundingBox()];
  if (!one || !two) return false;
  return one.x < two.x + two.width && two.x < one.x + one.width && one.y < two.y + two.height && two.y < one.y + one.height;
}

for (const width of [768, 1024, 1152, 1280]) {
  test(`at ${width} px, two caption lines or more are readable, with the talk-over hint and with the sound controls open`, async ({
    page,
  }) => {
    test.setTimeout(60_000);
    await page.setViewportSize({ width, height: 900 });
    await holdLinesAfterGreeting(page);
    await page.goto('/');
    await connect(page);
    // While the first line is said, above the captions: room for two lines below it.
    await expect(page.getByTestId('talk-over-hint')).toBeVisible();
    // Polled: the first measure may come before the lazily loaded panel's styles give the box its line height (NaN in CI at 1024 px).
    await expect.poll(async () => (await room(page)).capacity).toBeGreaterThanOrEqual(2);

    // The greeting said, its words fill more lines than the box shows: two or more of them readable.
    await expect(assistantLines(page).first()).toHaveAttribute('data-final', 'true', { timeout: 20_000 });
    await expect.poll(async () => (await room(page)).lines).toBeGreaterThanOrEqual(3);
    expect(await room(page)).toMatchObject({ cut: false });
    expect((await room(page)).readable).toBeGreaterThanOrEqual(2);

    await page.getByRole('button', { name: 'Sound', exact: true }).click();
    await expect(page.getByRole('group', { name: 'Sound' })).toBeVisible();
    await expect(page.getByTestId('spoken-captions')).toHaveCount(1);
    expect(await room(page)).toMatchObject({ cut: false });
    expect((await room(page)).readable).toBeGreaterThanOrEqual(2);
    // Over neither the captions nor Mute microphone, and inside the call's space.
    expect(await overlap(page, 'sound-panel', 'captions')).toBe(false);
    const mute = await page.getByRole('button', { name: 'Mute microphone' }).boundingBox();
    const panel = (await page.getByTestId('sound-panel').boundingBox())!;
    const space = (await page.getByTestId('call-stage').boundingBox())!;
    expect(mute && panel.x + panel.width <= mute.x).toBe(true);
    expect(panel.y).toBeGreaterThanOrEqual(space.y);
    // And what it holds stays inside it: the volume's value, where the panel is narrow.
    const value = (await page.getByTestId('volume-value').boundingBox())!;
    expect(value.x + value.width).toBeLessThanOrEqual(panel.x + panel.width);
    // Escape closes it from within, back on "Sound".
    await page.getByRole('switch', { name: 'Phone line sound' }).focus();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('group', { name: 'Sound' })).toBeHidden();
    await expect(page.getByRole('button', { name: 'Sound', exact: true })).toBeFocused();
    await hangUp(page);
  });
}
