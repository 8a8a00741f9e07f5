import { expect, expectNoAxeViolations, test } from './fixtures';
import { demoButton, toast } from './demo-helpers';

// What the visitor is told when POST /call/web fails: for good (the demo as configured is refused),
// or for now (the provider or the network).

test.describe('a demo the provider refuses', () => {
  test('401: the demo is unavailable, the demo line and the contact form offered, no attempt spent, Start not offered again', async ({
    page,
  }) => {
    await page.goto('/?simulate-web-call-status=401');
    await expect(page.getByTestId('attempts-remaining')).toHaveText('3 of 3 demo calls left today');
    await page.getByRole('button', { name: 'Start Demo Call' }).click();
    const unavailable = toast(page, 'Live demo unavailable');
    await expect(unavailable).toBeVisible({ timeout: 15_000 });
    await expect(toast(page, 'Call Failed')).toHaveCount(0);
    const note = page.getByTestId('demo-unavailable');
    await expect(note).toContainText('The live demo is unavailable right now.');
    await expect(note.getByRole('link', { name: /\d/ })).toHaveAttribute('href', /^tel:/);
    await expect(note.getByRole('link', { name: 'or write to our team' })).toHaveAttribute('href', '#contact');
    await expect(demoButton(page)).toBeDisabled();
    await expect(page.getByTestId('attempts-remaining')).toHaveText('3 of 3 demo calls left today');
    await expectNoAxeViolations(page);
    await page.reload();
    await expect(page.getByTestId('attempts-remaining')).toHaveText('3 of 3 demo calls left today');
  });

  test('503: the spec’s "Call Failed", and Start offered again', async ({ page }) => {
    await page.goto('/?simulate-web-call-status=503');
    await page.getByRole('button', { name: 'Start Demo Call' }).click();
    const failed = toast(page, 'Call Failed');
    await expect(failed).toBeVisible({ timeout: 15_000 });
    await expect(failed).toContainText('Failed to start the call. Please try again.');
    await expect(page.getByTestId('demo-unavailable')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Start Demo Call' })).toBeEnabled();
    await expect(page.getByTestId('attempts-remaining')).toHaveText('3 of 3 demo calls left today');
  });
});
