// What is deployed (dist/, dist-live/) holds no source map, no link to one and no Vite manifest;
// the build keeps them beside it (<outDir>-private/), where `npm run size` reads them.
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { MANIFEST_FILE, privateDirFor, privateFileProblems, SOURCEMAP_DIR } from '../../scripts/private-files';
import { expect, test } from './fixtures';

for (const outDir of ['dist', 'dist-live']) {
  test(`${outDir}/ has no source map, no sourceMappingURL and no .vite/; they are kept in ${outDir}-private/`, () => {
    expect(privateFileProblems(outDir)).toEqual([]);
    const privateDir = privateDirFor(outDir);
    expect(existsSync(join(privateDir, MANIFEST_FILE))).toBe(true);
    expect(readdirSync(join(privateDir, SOURCEMAP_DIR, 'assets')).filter((name) => name.endsWith('.js.map')).length).toBeGreaterThan(0);
  });
}

test('the server answers 404 for the manifest and the maps, and the scripts link none', async ({ request }) => {
  expect((await request.get('/.vite/manifest.json')).status()).toBe(404);
  const html = await (await request.get('/')).text();
  // The entry is added after the first paint by the inline loader, which names it.
  const entry = /["'](\/assets\/index-[\w-]+\.js)["']/.exec(html)?.[1];
  expect(entry).toBeTruthy();
  const script = await request.get(entry ?? '');
  expect(script.status()).toBe(200);
  expect(await script.text()).not.toMatch(/sourceMappingURL/);
  expect((await request.get(`${entry}.map`)).status()).toBe(404);
});
