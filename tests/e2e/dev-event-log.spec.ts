import { expect, test } from './fixtures';

test('the dev server’s call-event log shows the stage waterfall after a simulated call', async ({ page }) => {
  test.setTimeout(90_000);
  await page.goto('/');
  await page.getByRole('button', { name: 'Start Demo Call' }).click({ timeout: 30_000 });
  await expect(page.getByText('Connected - AI is listening')).toBeVisible({ timeout: 30_000 });
  await page.getByRole('button', { name: 'End Call' }).click();

  await page.getByRole('button', { name: 'Call events' }).click();
  const panel = page.getByRole('complementary', { name: 'Call events' });
  await expect(panel).toBeVisible();
  const stages = panel.getByRole('list', { name: 'Start stages' });
  for (const stage of ['initialization', 'web-call-creation', 'daily-call-object-creation', 'daily-call-join', 'audio-observer-setup', 'audio-processing-setup']) {
    await expect(stages).toContainText(stage);
  }
  await expect(panel).toContainText(/Started in/);
  await expect(panel.getByRole('region', { name: 'Event list' })).toContainText('call-end');
  await page.keyboard.press('Escape');
  await expect(page.getByRole('button', { name: 'Call events' })).toBeFocused();
});
