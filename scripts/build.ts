// Production build: client bundle, then prerendered HTML for /, /privacy and the 404 page, robots.txt and sitemap.xml.
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { build } from 'vite';
import { readSiteEnv, siteConfigOrExit } from '../config/load-site-config';
import type { SiteConfig } from '../config/site-config';
import type { PrerenderResult } from '../src/entry-server';
import type { PageHead, SeoOptions } from '../src/content/seo';
import { Features, transform } from 'lightningcss';
import { applyContentSecurityPolicy } from './csp';
import { writeNginxSite } from './nginx-site';
import { movePrivateFiles, privateFileProblems, resetPrivateDir } from './private-files';
import { writeWebFonts } from './web-fonts';

const outDir = resolve(process.env.VESTRY_OUT_DIR ?? 'dist');
const ssrDir = resolve('.ssr');
const mode = process.env.NODE_ENV === 'development' ? 'development' : 'production';

async function buildBundles(): Promise<void> {
  await build({ mode, build: { outDir, emptyOutDir: true } });
  await build({
    mode,
    logLevel: 'warn',
    ssr: { noExternal: true },
    build: { ssr: 'src/entry-server.tsx', outDir: ssrDir, emptyOutDir: true, sourcemap: false, copyPublicDir: false },
  });
}

interface ServerEntry {
  preparePages: () => Promise<void>;
  render: (url: string) => PrerenderResult;
  headTags: (options: SeoOptions, page?: PageHead) => string;
  structuredData: (options: SeoOptions) => string;
  homeHead: PageHead;
  privacyPageHead: PageHead;
}

/**
 * A prerendered page. styled-components' markers go into a file of their own, named by its
 * content, that the page's code fetches (the root names it): the HTML keeps only what the first
 * paint needs.
 */
const CSS_TARGETS = { chrome: 80 << 16, edge: 80 << 16, firefox: 78 << 16, safari: 14 << 16, ios_saf: 14 << 16 };
const ALL_FEATURES = Object.values(Features).reduce((all, feature) => all | feature, 0);

/**
 * The first paint's CSS, minified: styled-components writes each rule as its template has it (the spaces in
 * `calc()` and `clamp()`, long colours), and the page's HTML must arrive in the first round trip. 126 B of
 * gzip on 2026-11-29. The markers are left as they are: the page's code reads them.
 */
function minifiedStyles(styles: string): string {
  return styles.replace(/<style>([\s\S]*?)<\/style>/g, (_tag, css: string) => {
    // The browsers of the build's es2020 target: no rule is merged into a form they would drop whole (a selector list
    // with a selector they do not know). Nothing is compiled down: the rules stay as written, only shorter.
    const { code } = transform({ filename: 'page.css', code: Buffer.from(css), minify: true, targets: CSS_TARGETS, exclude: ALL_FEATURES });
    return `<style>${code.toString()}</style>`;
  });
}

function page(template: string, { html, styles, markers }: PrerenderResult): string {
  const markersFile = `assets/styled-markers-${createHash('sha256').update(markers).digest('base64url').slice(0, 10)}.txt`;
  writeFileSync(resolve(outDir, markersFile), markers);
  const filled = template
    .replace('<!--app-styles-->', () => minifiedStyles(styles))
    .replace('<div id="root">', `<div id="root" data-styled-markers="/${markersFile}">`)
    .replace('<!--app-html-->', html);
  if (filled.includes('<!--app-html-->') || !html) throw new Error('prerender produced no HTML');
  if (!filled.includes('data-styled-markers=')) throw new Error('the page template has no <div id="root">');
  return filled;
}

function notFoundHead(html: string): string {
  // The 404 page must not be indexed, nor claim the home page as its canonical.
  return html
    .replace(/<title>[^<]*<\/title>/, '<title>Page not found | Vestry AI</title>\n    <meta name="robots" content="noindex" />')
    .replace(/\s*<link rel="canonical"[^>]*>/, '');
}

/** The template's head and structured data (the home page's) swapped for another page's head, and no FAQ or product data. */
function otherPageHead(html: string, entry: ServerEntry, options: SeoOptions, head: PageHead): string {
  const [homeTags, homeData] = [entry.headTags(options, entry.homeHead), entry.structuredData(options)];
  if (!html.includes(homeTags) || !html.includes(homeData))
    throw new Error('the page template lacks the home page’s head tags or structured data');
  return html.replace(homeTags, entry.headTags(options, head)).replace(homeData, '');
}

/** The prerendered pages: a host serves /privacy from privacy.html (nginx by its own location, scripts/nginx-site.ts). */
const PAGES = ['index.html', 'privacy.html', '404.html'] as const;

async function prerender({ siteUrl, contactEmail, keyed }: SiteConfig): Promise<void> {
  const entry = (await import(pathToFileURL(resolve(ssrDir, 'entry-server.js')).href)) as ServerEntry;
  await entry.preparePages();
  const template = readFileSync(resolve(outDir, 'index.html'), 'utf8');
  writeFileSync(resolve(outDir, 'index.html'), page(template, entry.render('/')));
  const privacy = page(template, entry.render(entry.privacyPageHead.path));
  writeFileSync(resolve(outDir, 'privacy.html'), otherPageHead(privacy, entry, { siteUrl, contactEmail, keyed }, entry.privacyPageHead));
  writeFileSync(resolve(outDir, '404.html'), notFoundHead(page(template, entry.render('/404'))));
}

function crawlerFiles({ siteUrl }: SiteConfig): void {
  writeFileSync(resolve(outDir, 'robots.txt'), `User-agent: *\nAllow: /\n\nSitemap: ${new URL('sitemap.xml', siteUrl).href}\n`);
  writeFileSync(
    resolve(outDir, 'sitemap.xml'),
    `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n  <url><loc>${siteUrl}</loc><changefreq>weekly</changefreq></url>\n  <url><loc>${new URL('privacy', siteUrl).href}</loc><changefreq>monthly</changefreq></url>\n</urlset>\n`,
  );
}

/** Pre-compressed copies for hosts that serve them as they are (nginx gzip_static, sirv, most CDNs). */
function precompress(): void {
  const compressible = /\.(js|css|html|svg|json|xml|txt|map)$/;
  for (const entry of readdirSync(outDir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !compressible.test(entry.name) || entry.name.endsWith('.map')) continue;
    const file = resolve(entry.parentPath, entry.name);
    const body = readFileSync(file);
    writeFileSync(`${file}.gz`, gzipSync(body, { level: 9 }));
    writeFileSync(`${file}.br`, brotliCompressSync(body));
  }
}

/** Nothing private in what is deployed: no source map, no link to one, no Vite manifest. */
function checkDeployable(): void {
  const problems = privateFileProblems(outDir);
  if (problems.length === 0) return;
  for (const problem of problems) console.error(`build: ${problem}`);
  process.exit(1);
}

// Parsed before anything is built: a keyed build missing a value, or a bad value, stops here.
const site = siteConfigOrExit(readSiteEnv(mode), 1);
mkdirSync(outDir, { recursive: true });
const privateDir = resetPrivateDir(outDir);
await buildBundles();
movePrivateFiles(outDir);
// MSW serves the tests and the dev server only; a built page answers its simulated requests in the page.
rmSync(resolve(outDir, 'mockServiceWorker.js'), { force: true });
await prerender(site);
// After the prerender: the fonts are cut to what the finished pages set.
for (const { font, preload, chars, weight, outside } of await writeWebFonts(outDir, [...PAGES])) {
  const missing =
    outside.length > 0
      ? `; not in the file its subset is cut from, so set by another file or the fallback: ${String.fromCodePoint(...outside)}`
      : '';
  console.log(
    `web fonts: ${font.family} for ${chars.length} characters at weight ${weight}: ${preload.url}, ${(preload.bytes / 1000).toFixed(1)} kB, preloaded${missing}`,
  );
}
crawlerFiles(site);
applyContentSecurityPolicy({ outDir, privateDir, config: site });
writeNginxSite(privateDir);
precompress();
checkDeployable();
rmSync(ssrDir, { recursive: true, force: true });
console.log(`built and prerendered into ${outDir}; source maps and the manifest in ${privateDir}`);
