// The entry: tiny, and the browser's side of the composition root (streams/site). The built page adds it after its first paint (see vite.config.ts); it
// preloads the app's chunks (the build lists them on its script element), a few per task, and
// runs them in steps, each in a task of its own, so that none holds the main thread long.

import { siteConfig } from '../config/site';

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from index.html');
const root = container;

// The built site ships prerendered HTML to hydrate; the dev server starts empty.
const prerendered = Boolean(root.firstElementChild);

/**
 * styled-components' markers (which class names the prerendered CSS holds), fetched beside the
 * chunks and put back before styled-components starts, so that it inserts none of those rules
 * again. Without them (a failed request) it inserts them again: the page stays right, only slower.
 */
async function restoreStyledMarkers(): Promise<void> {
  const url = root.dataset.styledMarkers;
  if (!url) return;
  try {
    const response = await fetch(url);
    const markers = response.ok ? await response.text() : '';
    if (markers.startsWith('<style data-styled')) document.head.insertAdjacentHTML('beforeend', markers);
  } catch {
    // Offline or blocked: styled-components inserts the rules again.
  }
}

/**
 * Starts downloading every chunk the steps below need, in parallel. Adding a preload link can
 * take milliseconds (the browser starts its request there and then), so two per task.
 */
async function preloadAppChunks(): Promise<void> {
  const list = document.querySelector<HTMLScriptElement>('script[data-app-chunks]')?.dataset.appChunks ?? '';
  const hrefs = list.split(' ').filter(Boolean);
  for (const [index, href] of hrefs.entries()) {
    if (index > 0 && index % 2 === 0) await nextTask();
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.href = href;
    document.head.append(link);
  }
}

const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

async function boot(): Promise<void> {
  // The build's loader adds this script only after the first paint (vite.config.ts).
  // The first chunks' requests, then the markers' (starting a request costs a slow phone ~5 ms each).
  void preloadAppChunks();
  await nextTask();
  const markers = restoreStyledMarkers();
  // React, the streams' code, the page's code, the visit's streams, hydration: each in a task of its own.
  await import('react-dom/client');
  await nextTask();
  const site = await import('../streams/site');
  await nextTask();
  // The page's code in two chunks (see vite.config.ts): the hero with what the sections share,
  // then the other sections with the boot module. Its styled components have ids given at build
  // time (babel-plugin-styled-components, scripts/styled-components.ts), so the order chunks run in
  // does not change class names.
  await markers;
  await import('./sections/hero/site-header');
  await nextTask();
  const { start } = await import('./boot');
  await nextTask();
  // The visit's streams: the visitor's spoken-words choice, what else they read of the browser, then
  // their composition, then the counting, each a task of its own (each runs much of RxJS for the
  // first time, which is slow on a phone).
  const recognisedWords = site.browserRecognisedWords();
  await nextTask();
  const deps = site.browserSiteDeps(siteConfig, recognisedWords);
  await nextTask();
  const streams = site.createSiteStreams(deps);
  await nextTask();
  // Where the site counts visits (VITE_PLAUSIBLE_DOMAIN), for the whole visit; elsewhere it is empty.
  streams.analytics$.subscribe();
  await nextTask();
  start(root, prerendered, streams);
}

void boot();
