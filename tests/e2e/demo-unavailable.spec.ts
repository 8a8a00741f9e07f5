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
    // Start no longer looks like the thing to press, and no count invites it.
    await expect(demoButton(page)).toHaveCSS('filter', 'grayscale(1)');
    await expect(demoButton(page)).toHaveCSS('box-shadow', 'none');
    await expect(page.getByTestId('attempts-remaining')).toHaveCount(0);
    await expect(page.getByTestId('attempts-pending')).toBeEmpty();
    await expectNoAxeViolations(page);
    // The attempt was never spent, and the refusal holds for the visit: a reload says it again, without a toast.
    expect(await page.evaluate(() => localStorage.getItem('vestry.demo-attempts'))).toMatch(/"attempts":0/);
    await page.reload();
    await expect(page.getByTestId('demo-unavailable')).toContainText('The live demo is unavailable right now.');
    await expect(demoButton(page)).toBeDisabled();
    await expect(page.getByTestId('attempts-remaining')).toHaveCount(0);
    await expect(toast(page, 'Live demo unavailable')).toHaveCount(0);
    await page.getByRole('button', { name: 'Start Demo Call' }).click({ force: true });
    await expect(page.locator('[data-demo-status]')).toHaveAttribute('data-demo-status', 'idle');
    await expectNoAxeViolations(page);
  });

  test('a new visit (a new tab’s session) offers the live demo again', async ({ page, context }) => {
    await page.goto('/?simulate-web-call-status=401');
    await page.getByRole('button', { name: 'Start Demo Call' }).click();
    await expect(page.getByTestId('demo-unavailable')).toBeVisible({ timeout: 15_000 });
    const next = await context.newPage();
    await next.goto('/');
    await expect(next.getByTestId('attempts-remaining')).toHaveText('3 of 3 demo calls left today');
    await expect(next.getByTestId('demo-unavailable')).toHaveCount(0);
    await expect(next.getByRole('button', { name: 'Start Demo Call' })).toBeEnabled();
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
