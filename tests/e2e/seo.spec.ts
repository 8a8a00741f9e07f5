import { expect, test } from './fixtures';

test('the prerendered page carries SEO tags and JSON-LD built from the page content', async ({ request }) => {
  const html = await (await request.get('/')).text();
  expect(html).toContain('<html lang="en-AU"');
  expect(html).toMatch(/<title>Vestry AI: [^<]+<\/title>/);
  for (const tag of [
    'name="description"',
    'rel="canonical"',
    'property="og:title"',
    'property="og:image"',
    'name="twitter:card"',
    'rel="icon" href="/favicon.svg"',
  ]) {
    expect(html).toContain(tag);
  }
  const blocks = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map(
    (match) =>
      JSON.parse(match[1] ?? '{}') as { '@type': string; offers?: { price: string; priceCurrency: string }; mainEntity?: unknown[] },
  );
  expect(blocks.map((block) => block['@type'])).toEqual(['Organization', 'Product', 'FAQPage']);
  expect(blocks[1]?.offers).toMatchObject({ price: '99.00', priceCurrency: 'AUD' });
  // Same FAQ as the page renders: every question in the JSON-LD is on the page.
  const questions = (blocks[2]?.mainEntity ?? []) as { name: string }[];
  expect(questions.length).toBeGreaterThanOrEqual(5);
  for (const question of questions) expect(html).toContain(question.name.replace(/&/g, '&amp;'));
  // Styled-components CSS is inlined so the first paint is styled: every styled class on the page has its rules there.
  const css = [...html.matchAll(/<style>([\s\S]*?)<\/style>/g)].map((match) => match[1]).join('');
  const classes = new Set([...html.matchAll(/class="sc-[\w-]+ ([\w ]+)"/g)].flatMap((match) => (match[1] ?? '').split(' ')));
  expect(classes.size).toBeGreaterThan(20);
  for (const name of classes) expect(css).toContain(`.${name}`);
});

test('robots.txt, sitemap.xml, favicon and og image are real files', async ({ request }) => {
  const robots = await request.get('/robots.txt');
  expect(robots.status()).toBe(200);
  expect(await robots.text()).toContain('Sitemap:');
  const sitemap = await request.get('/sitemap.xml');
  expect(await sitemap.text()).toContain('<urlset');
  expect((await request.get('/favicon.svg')).headers()['content-type']).toContain('svg');
  expect((await request.get('/og-image.png')).headers()['content-type']).toContain('png');
});

test('the 404 page is not indexed', async ({ request }) => {
  const response = await request.get('/does-not-exist');
  expect(response.status()).toBe(404);
  const html = await response.text();
  expect(html).toContain('<meta name="robots" content="noindex"');
  expect(html).toContain('Oops! Page not found');
  expect(html).not.toContain('rel="canonical"');
});
