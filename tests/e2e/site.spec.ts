import { SECTION_IDS, expect, expectNoAxeViolations, hydrationProblems, test } from './fixtures';

test.describe('the one long page', () => {
  test('shows the sections in order, each a landmark with its id, and hydrates cleanly', async ({ page, consoleLogs }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Every call to your church, answered');
    // Its text as a search result or a reader view shows it: the subtitle after a space, in the prerender and hydrated.
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(
      'Every call to your church, answered The AI phone receptionist for Australian churches',
    );
    const ids = await page.locator(SECTION_IDS.map((id) => `#${id}`).join(', ')).evaluateAll((elements) => elements.map((el) => el.id));
    expect(ids).toEqual([...SECTION_IDS]);
    for (const id of SECTION_IDS.slice(0, 5)) {
      await expect(page.locator(`section#${id}`)).toHaveAttribute('aria-labelledby', `${id}-title`);
    }
    await expect(page.getByRole('contentinfo')).toHaveAttribute('id', 'footer');
    await expect(page.getByRole('main')).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(hydrationProblems(consoleLogs)).toEqual([]);
    expect(consoleLogs.filter((log) => log.type === 'error')).toEqual([]);
  });

  // A production build of React does not report attribute mismatches: the prerendered class names
  // would silently stay while the styles React's components inject use other names.
  test('hydrates with the prerendered class names', async ({ page }) => {
    await page.goto('/');
    const classes = () =>
      page.locator('#root').evaluate((root) => {
        const elements = [...root.querySelectorAll('*')];
        const props = (element: Element) => {
          const key = Object.keys(element).find((name) => name.startsWith('__reactProps$'));
          return key ? (element as unknown as Record<string, { className?: unknown }>)[key] : undefined;
        };
        return {
          notHydrated: elements.filter((element) => !props(element)).length,
          mismatched: elements
            .filter(
              (element) =>
                typeof props(element)?.className === 'string' && props(element)?.className !== (element.getAttribute('class') ?? ''),
            )
            .map((element) => `${element.tagName}: ${element.getAttribute('class')} / ${String(props(element)?.className)}`),
          styled: elements.filter((element) => typeof props(element)?.className === 'string').length,
        };
      });
    await expect.poll(async () => (await classes()).notHydrated, { timeout: 15_000 }).toBe(0);
    const { mismatched, styled } = await classes();
    expect(styled).toBeGreaterThan(100);
    expect(mismatched).toEqual([]);
  });

  test('shows the spec texts: trust badges, features, plan and free trial', async ({ page }) => {
    await page.goto('/');
    for (const badge of ['Secure & Private', 'Real AI Assistant', 'Church Optimised']) {
      await expect(page.locator('#hero').getByText(badge, { exact: true })).toBeVisible();
    }
    const features = page.locator('#features h3');
    await expect(features).toHaveText([
      'Hyper-Realistic Human Voice',
      'Smart Call Routing',
      'Automatic Call Summaries',
      'Member Engagement & Care',
      'Seamless Appointment Booking',
      'Flexible Call Controls',
    ]);
    const pricing = page.locator('#pricing');
    await expect(pricing.getByRole('heading', { name: 'Starter Plan' })).toBeVisible();
    await expect(pricing).toContainText('$99 per month');
    await expect(pricing).toContainText('100 minutes included per month, then 0.6 cents per minute');
    await expect(pricing).toContainText('No credit card required');
    await expect(pricing).toContainText('30 days or 15 minutes');
    await expect(pricing.getByRole('list', { name: 'Starter Plan includes' }).getByRole('listitem')).toHaveCount(8);
  });

  test('footer quick links reach their sections and move focus there', async ({ page }) => {
    await page.goto('/');
    const quickLinks = page.getByRole('navigation', { name: 'Quick links' });
    // Moving focus is the page's script: wait until React has hydrated the footer (before that a link is a plain jump).
    await expect
      .poll(() =>
        quickLinks
          .getByRole('link')
          .first()
          .evaluate((link) => Object.keys(link).some((key) => key.startsWith('__react'))),
      )
      .toBe(true);
    for (const [label, id] of [
      ['Features', 'features'],
      ['Pricing', 'pricing'],
      ['FAQ', 'faq'],
      ['Contact', 'contact'],
    ] as const) {
      await quickLinks.getByRole('link', { name: label, exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`#${id}$`));
      await expect(page.locator(`#${id}-title`)).toBeFocused();
      await expect(page.locator(`#${id}-title`)).toBeInViewport();
    }
  });

  test('Get Started reaches the contact form', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/');
    await page.locator('#hero').getByRole('link', { name: 'Get Started' }).click();
    await expect(page.locator('#contact-title')).toBeFocused();
    await expect(page.getByLabel('Name')).toBeInViewport();
    // The next Tab continues from the contact section: its first field.
    await page.keyboard.press('Tab');
    await expect(page.getByLabel('Name')).toBeFocused();
  });

  test('FAQ opens one item at a time and collapses', async ({ page }) => {
    await page.goto('/');
    const faq = page.locator('#faq');
    const first = faq.getByRole('button', { name: 'How long does setup take?' });
    const second = faq.getByRole('button', { name: 'Where is our data stored?' });
    const firstAnswer = faq.getByText('Setup takes 3-5 business days.', { exact: false });
    const secondAnswer = faq.getByText('Not in Australia', { exact: false });
    await expect(firstAnswer).toBeHidden();
    await first.click();
    await expect(first).toHaveAttribute('aria-expanded', 'true');
    await expect(firstAnswer).toBeVisible();
    await second.click();
    await expect(secondAnswer).toBeVisible();
    await expect(firstAnswer).toBeHidden();
    await expect(first).toHaveAttribute('aria-expanded', 'false');
    await second.click();
    await expect(secondAnswer).toBeHidden();
    await expect(second).toHaveAttribute('aria-expanded', 'false');
  });

  test('the FAQ holds the five claims of the spec', async ({ page }) => {
    await page.goto('/');
    const faq = page.locator('#faq');
    await expect(faq).toContainText('3-5 business days');
    await expect(faq).toContainText('no extra cost');
    await expect(faq).toContainText('charged separately');
    await expect(faq).toContainText('150-300 minutes per month');
    // The spec's fifth claim, "stored in Australia", is not true of the provider: the answer says where calls are.
    await expect(faq).toContainText(
      'Not in Australia: our AI provider, Vapi, and its call service, Daily, handle and store calls in the United States.',
    );
  });
});

test.describe('the 404 page', () => {
  test('an unknown path shows the 404 text, logs the path, and Return to Home goes back', async ({ page, consoleLogs }) => {
    const response = await page.goto('/no/such-page');
    expect(response?.status()).toBe(404);
    await expect(page.getByText('Oops! Page not found')).toBeVisible();
    await expect.poll(() => consoleLogs.some((log) => log.type === 'error' && log.text.includes('/no/such-page'))).toBe(true);
    expect(hydrationProblems(consoleLogs)).toEqual([]);
    await page.getByRole('link', { name: 'Return to Home' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.locator('#hero')).toBeVisible();
  });
});

test.describe('mobile and desktop demo control', () => {
  test('at 375 px the tel link is shown and the demo button is not', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto('/');
    const callNow = page.getByRole('link', { name: 'Call Now to Try Vestry AI' });
    await expect(callNow).toBeVisible();
    await expect(callNow).toHaveAttribute('href', 'tel:+61491570006');
    await expect(page.getByRole('button', { name: 'Start Demo Call' })).toHaveCount(0);
    await expect(page.getByTestId('demo-button')).toBeHidden();
  });

  test('at 1280 px the demo button is shown and the tel link is not', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('button', { name: 'Start Demo Call' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Call Now to Try Vestry AI' })).toHaveCount(0);
    await expect(page.getByTestId('call-now-link')).toBeHidden();
  });
});

test.describe('accessibility', () => {
  for (const width of [375, 1280]) {
    test(`axe finds no violations on / and the 404 at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 });
      await page.goto('/');
      await expectNoAxeViolations(page);
      await page.locator('#faq').getByRole('button').first().click();
      await expectNoAxeViolations(page);
      await page.goto('/missing');
      await expect(page.getByText('Oops! Page not found')).toBeVisible();
      await expectNoAxeViolations(page);
    });
  }
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('/ still shows every section’s text', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    for (const id of SECTION_IDS) await expect(page.locator(`#${id}`)).toBeVisible();
    await expect(page.getByText('Hyper-Realistic Human Voice')).toBeVisible();
    await expect(page.getByText('Starter Plan', { exact: true })).toBeVisible();
    await expect(page.getByText('Setup takes 3-5 business days.', { exact: false })).toBeVisible();
    await expect(page.getByText('Not in Australia', { exact: false })).toBeVisible();
    await expect(page.getByLabel('Name')).toBeVisible();
    await expect(page.locator('#footer')).toContainText('All rights reserved.');
  });
});

test.describe('the footer', () => {
  test('shows the visitor’s current year, not the year of the build', async ({ page }) => {
    const nextYear = new Date().getFullYear() + 1;
    await page.clock.install({ time: new Date(`${nextYear}-01-15T10:00:00`) });
    await page.goto('/');
    await expect(page.locator('#footer')).toContainText(`© ${nextYear} Vestry AI. All rights reserved.`);
  });
});

test.describe('the safety line', () => {
  // At a phone's width and a desktop's, without scripts too: it is in the prerendered pages.
  for (const { width, javaScriptEnabled } of [
    { width: 375, javaScriptEnabled: true },
    { width: 1280, javaScriptEnabled: true },
    { width: 375, javaScriptEnabled: false },
  ]) {
    test.describe(`at ${width} px${javaScriptEnabled ? '' : ', without JavaScript'}`, () => {
      test.use({ viewport: { width, height: 800 }, javaScriptEnabled });

      test('is under the demo and in the footer of the home page, the privacy page and the 404, each number a link that dials it', async ({
        page,
      }) => {
        for (const path of ['/', '/privacy', '/no-such-page']) {
          await page.goto(path);
          const places = path === '/' ? [page.getByTestId('demo-panel'), page.locator('#footer')] : [page.locator('#footer')];
          for (const place of places) {
            const line = place.getByTestId('safety-line');
            await expect(line).toBeVisible();
            await expect(line).toHaveText('In danger now? Call 000. Lifeline 13 11 14');
            await expect(line.getByRole('link', { name: 'Call 000' })).toHaveAttribute('href', 'tel:000');
            await expect(line.getByRole('link', { name: 'Lifeline 13 11 14' })).toHaveAttribute('href', 'tel:131114');
          }
          if (javaScriptEnabled) await expectNoAxeViolations(page);
        }
      });
    });
  }
});
