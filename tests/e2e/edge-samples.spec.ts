// The sample calls in a build whose calls the Worker makes: recordings, so they play with no endpoint, no
// challenge and no call made.
import { expect, test } from './fixtures';
import { openSamples, playFaster } from './samples';

test('a sample call plays in the edge build: no request to the demo-call endpoint, the notepad as it goes', async ({ page }) => {
  test.setTimeout(60_000);
  const endpoint: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/demo-call')) endpoint.push(request.url());
  });
  await playFaster(page);
  await page.goto('/');
  const samples = await openSamples(page);
  await samples.getByRole('button', { name: /A youth camp question/ }).click();
  await expect(page.getByTestId('notepad-routing')).toHaveText('Youth ministry (Pastor Daniel Okafor)', { timeout: 20_000 });
  expect(endpoint).toEqual([]);
});
