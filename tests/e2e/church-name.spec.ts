// "Your church's name" in the simulated build: kept for the visit, it names the visitor's church in the
// notepad, the summary, the office's SMS and email and the contact form's church field; the simulated
// voice keeps its recorded words, and its captions say exactly what it says.
import { toast } from './demo-helpers';
import { expect, expectNoAxeViolations, test } from './fixtures';
import { greeting } from './typed-call';

const NAME = "St Mary's Anglican, Toowong";

test('the visitor’s church, kept across a reload, in the notepad, the summary, the office’s messages and the contact form', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await page.goto('/');
  // Optional: a press opens the field, which takes the focus.
  const open = page.getByRole('button', { name: "Your church's name" });
  await expect(open).toHaveAttribute('aria-expanded', 'false');
  await expectNoAxeViolations(page);
  await open.click();
  const field = page.getByRole('textbox', { name: "Your church's name" });
  await expect(field).toBeFocused();
  await expect(field).toHaveAccessibleDescription('Optional: for the notes, the summary and the office’s messages.');
  await field.fill('St <Mary>');
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByTestId('church-name')).toContainText("Letters, digits, spaces and ' & . , - only, up to 60.");
  await expectNoAxeViolations(page);
  await field.fill(NAME);
  await expect(field).not.toHaveAttribute('aria-invalid');
  await expectNoAxeViolations(page);

  // Kept for the visit: after a reload the press says it, and the field opens with it as typed.
  await page.reload();
  await expect(page.getByRole('button', { name: `Your church's name: ${NAME}` })).toBeVisible();
  await page.getByRole('button', { name: `Your church's name: ${NAME}` }).click();
  await expect(page.getByRole('textbox', { name: "Your church's name" })).toHaveValue(NAME);

  await page.getByRole('button', { name: 'A hall for a wedding' }).click();
  await expect(page.getByText('Connected - AI is listening')).toBeVisible({ timeout: 15_000 });
  await expect(page.getByTestId('call-notepad').getByTestId('notepad-church')).toHaveText(NAME);
  // The simulated voice says what it recorded, and its captions say just that.
  await expect(page.getByTestId('spoken-captions')).toHaveText(greeting, { timeout: 30_000 });
  await page.getByRole('button', { name: 'End Call' }).click();
  await expect(toast(page, 'Call Ended')).toBeVisible({ timeout: 15_000 });
  await expect(page.getByTestId('call-summary').getByTestId('call-church')).toHaveText(NAME);

  const preview = page.getByTestId('office-preview');
  await preview.getByText('What your office receives').click();
  await expect(preview.getByTestId('office-sms')).toHaveText(new RegExp(`^${NAME} call for Administration \\(Helen Nguyen\\)\\.`));
  await expect(preview.getByTestId('office-email')).toContainText(`A call to ${NAME}, answered by Vestry AI.`);
  await expectNoAxeViolations(page);

  // Into the contact form: its church field, as the call named none.
  await page.getByTestId('write-to-us').click();
  await expect(page.getByRole('textbox', { name: 'Church', exact: true })).toHaveValue(NAME);
});

test('offline, "Your church’s name" stays a press and the page stays; back online, the next press opens the field', async ({ page }) => {
  await page.goto('/');
  // The field's chunk cannot be fetched (the first load came, the connection went).
  await page.route('**/assets/church-name-input-*.js', (route) => route.abort('internetdisconnected'));
  const press = page.getByRole('button', { name: "Your church's name" });
  await press.click();
  await expect(press).toBeVisible();
  await expect(page.getByRole('button', { name: 'Start Demo Call' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.unroute('**/assets/church-name-input-*.js');
  await press.click();
  await expect(page.getByRole('textbox', { name: "Your church's name" })).toBeFocused();
});
