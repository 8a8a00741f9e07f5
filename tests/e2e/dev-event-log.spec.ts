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
  for (const stage of [
    'initialization',
    'web-call-creation',
    'daily-call-object-creation',
    'daily-call-join',
    'audio-observer-setup',
    'audio-processing-setup',
  ]) {
    await expect(stages).toContainText(stage);
  }
  await expect(panel).toContainText(/Started in/);
  await expect(panel.getByRole('region', { name: 'Event list' })).toContainText('call-end');
  await page.keyboard.press('Escape');
  await expect(page.getByRole('button', { name: 'Call events' })).toBeFocused();
});

test.describe('a CSP violation on the dev server', () => {
  // The dev server sends no policy, so the test dispatches the event a browser would.
  test.use({ allowCspViolations: true });

  test('shows in the call-event log', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Call events' }).click({ timeout: 30_000 });
    const list = page.getByRole('complementary', { name: 'Call events' }).getByRole('region', { name: 'Event list' });
    await page.evaluate(() =>
      document.dispatchEvent(
        new SecurityPolicyViolationEvent('securitypolicyviolation', {
          effectiveDirective: 'connect-src',
          violatedDirective: 'connect-src',
          blockedURI: 'https://elsewhere.example/collect',
          originalPolicy: "connect-src 'self'",
          disposition: 'enforce',
          statusCode: 200,
          documentURI: location.href,
        }),
      ),
    );
    await expect(list).toContainText('csp-violation');
    await expect(list).toContainText('connect-src blocked https://elsewhere.example/collect');
  });
});
