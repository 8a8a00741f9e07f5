// "What your office receives" under a call's summary: the SMS to the leader the call went to, the email
// to the office and the booking for a calendar, built from what the call captured. Checked on the
// typed calls of typing.spec.ts once they have ended, so no call is held for these checks alone.
import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations } from './fixtures';

async function openPreview(page: Page) {
  const preview = page.getByTestId('office-preview');
  await preview.getByText('What your office receives').click();
  await expect(preview.getByTestId('office-sms')).toBeVisible();
  return preview;
}

/** A caller at risk: the SMS to Reverend Taylor starts with URGENT and dials 000 and 13 11 14; the email says so first. */
export async function expectUrgentOffice(page: Page): Promise<void> {
  const preview = await openPreview(page);
  await expect(preview.getByRole('group', { name: 'SMS to Reverend Grace Taylor' })).toBeVisible();
  const sms = preview.getByTestId('office-sms');
  await expect(sms).toHaveText(/^URGENT: St Columba's caller may be at risk\. Given 000 and Lifeline 13 11 14\. Please call back\./);
  expect((await sms.textContent())?.length).toBeLessThanOrEqual(320);
  await expect(sms.getByRole('link', { name: '000' })).toHaveAttribute('href', 'tel:000');
  await expect(sms.getByRole('link', { name: '13 11 14' })).toHaveAttribute('href', 'tel:131114');
  const email = preview.getByTestId('office-email');
  await expect(email).toContainText('Subject: URGENT: Call for Pastoral care, urgent:');
  await expect(email).toContainText('The caller may be at risk. They were given 000 and Lifeline 13 11 14. Please call back today.');
  await expect(email).toContainText('Passed to: Pastoral care, urgent, Reverend Grace Taylor');
  await expect(email).toContainText('Caller: Yes, I can talk. My number is 0400 000 000');
  // Nothing was booked, so there is nothing to put on a calendar.
  await expect(preview.getByTestId('add-to-calendar')).toHaveCount(0);
  await expectNoAxeViolations(page);
}

/**
 * The hall booked: the SMS to Helen Nguyen says when and where, Copy copies it (the clipboard granted), and
 * the calendar file holds the time and place; `outputPath` is where the test keeps the downloaded file.
 */
export async function expectBookedOffice(page: Page, outputPath: string): Promise<void> {
  const preview = await openPreview(page);
  const sms = preview.getByTestId('office-sms');
  await expect(preview.getByRole('group', { name: 'SMS to Helen Nguyen' })).toBeVisible();
  await expect(sms).toHaveText(
    /^St Columba's call for Administration \(Helen Nguyen\)\. Need: Can we book the church hall for a wedding\? Booked: Thursday 2:00 pm with Helen Nguyen, St Columba's church hall\.$/,
  );
  await preview.getByRole('button', { name: 'Copy the SMS' }).click();
  await expect(preview.getByRole('status').filter({ hasText: 'Copied.' })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(await sms.textContent());
  await expect(preview.getByTestId('office-email')).toContainText("Booked: Thursday 2:00 pm with Helen Nguyen, St Columba's church hall");
  const downloaded = page.waitForEvent('download');
  await preview.getByRole('link', { name: 'Add to calendar' }).click();
  const download = await downloaded;
  expect(download.suggestedFilename()).toBe('booking.ics');
  const file = outputPath;
  await download.saveAs(file);
  const ics = await readFile(file, 'utf8');
  expect(ics).toMatch(/^BEGIN:VCALENDAR\r\n/);
  expect(ics).toMatch(/\r\nDTSTART:\d{8}T140000\r\n/);
  expect(ics).toContain("\r\nLOCATION:St Columba's church hall\r\n");
  await expectNoAxeViolations(page);
}
