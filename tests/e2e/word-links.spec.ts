// Links in the words of a call, in the simulated build (the church's number +61 491 570 006, the site
// https://vestry.example/): in the captions, the summary's transcript and the office's email, the
// church's number dials and the site's own addresses open; any other number or address stays text.
import { toast } from './demo-helpers';
import { expect, expectNoAxeViolations, test } from './fixtures';
import { typedCallAtGreeting } from './typed-call';

const WORDS = 'Call me on 0400 000 000, or the office on 0491 570 006. See vestry.example/privacy, not evil.example/vestry.example';

test('the church’s number and the site’s address are links in the captions, the transcript and the office’s email; nothing else is', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await page.goto('/');
  const { field } = await typedCallAtGreeting(page);
  await field.fill(WORDS);
  await field.press('Enter');

  const said = page.getByTestId('caption-turn').filter({ hasText: 'the office on' });
  await expect(said).toHaveAttribute('data-role', 'user');
  // Hidden from screen readers there (the captions are read out apart), so out of the keyboard order too.
  await expect(said.locator('a')).toHaveCount(2);
  await expect(said.getByText('0491 570 006')).toHaveAttribute('href', 'tel:+61491570006');
  await expect(said.getByText('0491 570 006')).toHaveAttribute('tabindex', '-1');
  await expect(said.getByText('vestry.example/privacy')).toHaveAttribute('href', 'https://vestry.example/privacy');

  await page.getByRole('button', { name: 'End Call' }).click();
  await expect(toast(page, 'Call Ended')).toBeVisible({ timeout: 15_000 });
  const transcript = page.getByTestId('call-transcript');
  const turn = transcript.getByRole('listitem').filter({ hasText: 'the office on' });
  expect(await turn.locator('a').evaluateAll((links) => links.map((link) => [link.textContent, link.getAttribute('href')]))).toEqual([
    ['0491 570 006', 'tel:+61491570006'],
    ['vestry.example/privacy', 'https://vestry.example/privacy'],
  ]);

  const preview = page.getByTestId('office-preview');
  await preview.getByText('What your office receives').click();
  const email = preview.getByTestId('office-email');
  await expect(email).toContainText(WORDS);
  // The words are in the email more than once (the need, the transcript): each time with the same two links.
  const links = await email.locator('a').evaluateAll((found) => found.map((link) => `${link.textContent} ${link.getAttribute('href')}`));
  expect(links.length).toBeGreaterThanOrEqual(2);
  expect(new Set(links)).toEqual(new Set(['0491 570 006 tel:+61491570006', 'vestry.example/privacy https://vestry.example/privacy']));
  await expectNoAxeViolations(page);
});
