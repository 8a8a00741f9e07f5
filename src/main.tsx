// The entry: tiny, and the browser's side of the composition root (streams/site). The built page adds it after its first paint (see vite.config.ts); it
// preloads the app's chunks (the build lists them on its script element), a few per task, and
// runs them in steps, each in a task of its own, so that none holds the main thread long.

import { siteConfig } from '../config/site';

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from index.html');
const root = container;

// The built site ships prerendered HTML to hydrate; the dev server starts empty.
const prerendered = Boolean(root.firstElementChild);

/** Runs after the browser has painted the prerendered HTML (or soon, in a tab that does not paint). */
function afterFirstPaint(): Promise<void> {
  return new Promise((resolve) => {
    requestAnimationFrame(() => setTimeout(resolve, 0));
    setTimeout(resolve, 500);
  });
}

/**
 * Starts downloading every chunk the steps below need, in parallel. Adding a preload link can
 * take milliseconds (the browser starts its request there and then), so a few per task.
 */
async function preloadAppChunks(): Promise<void> {
  const list = document.querySelector<HTMLScriptElement>('script[data-app-chunks]')?.dataset.appChunks ?? '';
  const hrefs = list.split(' ').filter(Boolean);
  for (const [index, href] of hrefs.entries()) {
    if (index > 0 && index % 4 === 0) await nextTask();
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.href = href;
    document.head.append(link);
  }
}

const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

async function boot(): Promise<void> {
  if (prerendered) await afterFirstPaint();
  void preloadAppChunks();
  await nextTask();
  // React, the streams' code, the page's code, the visit's streams, hydration: each in a task of its own.
  await import('react-dom/client');
  await nextTask();
  const site = await import('../streams/site');
  await nextTask();
  // The page's code in two chunks (see vite.config.ts): the hero with what the sections share,
  // then the other sections with the boot module. Its styled components have ids given at build
  // time (babel-plugin-styled-components, scripts/styled-components.ts), so the order chunks run in
  // does not change class names.
  await import('./sections/hero/site-header');
  await nextTask();
  const { start } = await import('./boot');
  await nextTask();
  const streams = site.createSiteStreams(site.browserSiteDeps(siteConfig));
  await nextTask();
  start(root, prerendered, streams);
}

void boot();
