/// <reference types="vitest/config" />
import { availableParallelism } from 'node:os';
import { defaultClientConditions, defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { playwright } from '@vitest/browser-playwright';
import { headTags, structuredData } from './src/content/seo.ts';
import { loadSiteConfig } from './config/load-site-config.ts';
import type { SiteConfig } from './config/site-config.ts';
import { minifyInlineScripts } from './scripts/inline-scripts.ts';
import { styledComponents } from './scripts/styled-components.ts';
import { FONTS_PLACEHOLDER, fontsInDev } from './scripts/web-font-files.ts';

const chromiumPath = process.env.CHROME_PATH ?? '/usr/bin/chromium';

/** Head tags, and JSON-LD at the end of the body, from the page's own content constants, in dev and in the build. */
function seoHead({ siteUrl, contactEmail, keyed }: SiteConfig): Plugin {
  return {
    name: 'vestry-seo-head',
    transformIndexHtml: (html) =>
      html
        .replace('<!--app-head-->', headTags({ siteUrl, contactEmail, keyed }))
        .replace('<!--app-data-->', structuredData({ siteUrl, contactEmail, keyed })),
  };
}

/** The dev server serves the fonts whole; a build makes its own from the prerendered pages (scripts/web-fonts.ts). */
function fontsInDevServer(): Plugin {
  let root = process.cwd();
  return {
    name: 'vestry-fonts-in-dev',
    apply: 'serve',
    configResolved(config) {
      root = config.root;
    },
    transformIndexHtml: (html) => html.replace(FONTS_PLACEHOLDER, fontsInDev(root)),
  };
}

/**
 * Nothing of the app loads before the browser has painted the prerendered HTML: the entry's
 * script tag becomes a small inline loader that adds it once the browser reports the first
 * contentful paint (Lighthouse charges that paint with every request made before it), with the
 * list of chunks the entry will need so that it can preload them all at once. The page's inline
 * scripts, this loader included, are minified.
 */
function loadAppAfterPaint(): Plugin {
  return {
    name: 'vestry-load-app-after-paint',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle, chunk }) {
        if (!bundle || !chunk) return html;
        const files = new Set<string>();
        const visit = (fileName: string) => {
          const found = bundle[fileName];
          if (files.has(fileName) || fileName === chunk.fileName || found?.type !== 'chunk') return;
          files.add(fileName);
          found.imports.forEach(visit);
        };
        chunk.dynamicImports.forEach(visit);
        const entryTag = new RegExp(`<script type="module" crossorigin src="/${chunk.fileName}"></script>\\s*`);
        if (!entryTag.test(html)) throw new Error(`the entry's script tag (${chunk.fileName}) is missing from the HTML`);
        const loader = [
          '(function (entry, chunks) {',
          '  var added = false;',
          '  function add() {',
          '    if (added) return;',
          '    added = true;',
          "    var script = document.createElement('script');",
          "    script.type = 'module';",
          '    script.src = entry;',
          '    script.dataset.appChunks = chunks;',
          '    document.head.append(script);',
          '  }',
          // The paint entry arrives a frame or so after the paint; where a browser reports none, the
          // first frame is the paint. The timer is a net for a paint that is never reported.
          '  var types = window.PerformanceObserver && PerformanceObserver.supportedEntryTypes;',
          "  if (types && types.indexOf('paint') >= 0) {",
          '    new PerformanceObserver(function (list, observer) {',
          "      if (list.getEntriesByName('first-contentful-paint').length === 0) return;",
          '      observer.disconnect();',
          '      add();',
          "    }).observe({ type: 'paint', buffered: true });",
          '  } else {',
          '    requestAnimationFrame(function () { setTimeout(add, 0); });',
          '  }',
          '  setTimeout(add, 3000);',
          `})(${JSON.stringify(`/${chunk.fileName}`)}, ${JSON.stringify([...files].map((file) => `/${file}`).join(' '))});`,
        ].join('\n');
        return minifyInlineScripts(html.replace(entryTag, '').replace('</body>', `<script>${loader}</script></body>`));
      },
    },
  };
}

/** The chunks of the first load, by the names the build gives them (the entry, and the groups of codeSplitting below). */
const FIRST_LOAD_CHUNK = /(^|\/)(index|rolldown-runtime|preload-helper|client|site-streams|page-hero|boot)-[\w-]+\.js$/;

export default defineConfig(({ command, mode, isSsrBuild }) => {
  // Parsed once per run: a bad value stops the build, the dev server and the tests alike, naming it.
  const site = loadSiteConfig(mode);
  return {
    plugins: [styledComponents({ displayName: command === 'serve' }), react(), fontsInDevServer(), seoHead(site), loadAppAfterPaint()],
    define: {
      __BUILD_YEAR__: JSON.stringify(new Date().getFullYear()),
      __SITE_CONFIG__: JSON.stringify(site),
      __SITE_KEYED__: JSON.stringify(site.keyed),
      // The unit tests compile the demo-call endpoint's code in (config/compiled.d.ts); it acts only on its answers.
      __SITE_DEMO_CALL__: JSON.stringify(process.env.VITEST ? true : site.demoCall !== undefined),
    },
    // RxJS's ES2015 build: the default (ES5) one carries tslib's helpers and down-levelled classes.
    resolve: { conditions: ['es2015', ...defaultClientConditions] },
    build: {
      target: 'es2020',
      modulePreload: {
        // A lazy chunk's imports that belong to the first load (the entry and the groups below) are
        // always there before any interaction: listing them for preloading in every chunk that
        // imports lazily costs bytes of the first load and fetches nothing.
        resolveDependencies: (_file, deps) => deps.filter((dep) => !FIRST_LOAD_CHUNK.test(dep)),
      },
      // Source maps for the build's own checks and for error tracking, never linked from the code:
      // scripts/build.ts moves them and the manifest out of the deployed folder (see docs/deployment.md, "Source maps").
      sourcemap: 'hidden',
      manifest: true,
      rolldownOptions: isSsrBuild
        ? {}
        : {
            output: {
              // The page's code in two chunks, which src/main.tsx runs one after the other, each in
              // a task of its own: the hero with the code the sections share (components, styling),
              // then the boot chunk with the other sections. React and RxJS keep chunks of their own,
              // run before them. Left to itself the bundler makes a dozen small chunks of what the
              // sections share, each compressed on its own (over 10 kB more).
              codeSplitting: {
                groups: [
                  // Vite's helper for dynamic imports: used by the entry too, which must not load more.
                  { name: 'preload-helper', test: /vite[\\/]preload-helper/, priority: 4 },
                  // React, and the helpers the bundler gives the classes of the libraries (React Router's, Radix's):
                  // left to itself it makes them a chunk of their own, one more request of the first load.
                  { name: 'client', test: /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]|@oxc-project[\\/+]runtime/, priority: 3 },
                  { name: 'site-streams', test: /[\\/]streams[\\/]site[\\/]/, priority: 2 },
                  {
                    name: 'page-hero',
                    // Not the hero's call cards (they load with the first call that connects), nor the sound
                    // check and its device picker, nor the church's name field or the sample calls (they load when first opened), like the toasts.
                    test: /[\\/]src[\\/](sections[\\/]hero(?![\\/](call-cards[\\/]|sound-check(?!-slot)|device-picker|church-name-input|samples[\\/]))|components(?![\\/]ui[\\/](?:toast|accordion)))|[\\/]node_modules[\\/](styled-components|stylis|@emotion)[\\/]/,
                    priority: 1,
                  },
                ],
              },
            },
          },
    },
    test: {
      // No second tries: a test that passes only on one is a failure to fix.
      retry: 0,
      // Vitest's default (a core less than the machine has) leaves a two-core machine a third idle while
      // files wait on jsdom, imports and the browser: 3:02 instead of 4:56 for `vitest run` (2026-11-27).
      maxWorkers: Math.max(3, availableParallelism()),
      projects: [
        {
          extends: true,
          test: {
            name: 'unit',
            environment: 'jsdom',
            include: ['tests/**/*.test.{ts,tsx}'],
            exclude: ['tests/e2e/**', 'tests/browser/**', 'tests/worker/**', 'tests/interleavings/**', 'node_modules/**'],
            setupFiles: ['tests/setup.ts'],
            restoreMocks: true,
            // jsdom component tests take seconds on a busy 2-core machine; 5 s flaked there.
            testTimeout: 20_000,
          },
        },
        {
          // Seeded runs of whole calls in virtual time (a thousand each): in npm test, not in npm run check.
          extends: true,
          test: {
            name: 'interleavings',
            environment: 'jsdom',
            include: ['tests/interleavings/**/*.test.ts'],
            setupFiles: ['tests/setup.ts'],
            testTimeout: 600_000,
          },
        },
        {
          // The demo-call Worker (worker/), run in workerd by Miniflare from Node.
          extends: true,
          test: {
            name: 'worker',
            environment: 'node',
            include: ['tests/worker/**/*.test.ts'],
            testTimeout: 30_000,
          },
        },
        {
          extends: true,
          test: {
            name: 'browser',
            include: ['tests/browser/**/*.test.{ts,tsx}'],
            browser: {
              enabled: true,
              headless: true,
              provider: playwright({
                launchOptions: {
                  executablePath: chromiumPath,
                  args: [
                    '--no-sandbox',
                    '--autoplay-policy=no-user-gesture-required',
                    '--use-fake-ui-for-media-stream',
                    '--use-fake-device-for-media-stream',
                  ],
                },
              }),
              instances: [{ browser: 'chromium' }],
            },
          },
        },
      ],
    },
  };
});
