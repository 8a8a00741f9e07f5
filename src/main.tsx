// The entry: tiny. The built page adds it after its first paint (see vite.config.ts); it
// preloads the app's chunks all at once (the build lists them on its script element) and
// runs them in steps, each in a task of its own, so that none holds the main thread long.

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

const pageCode = [
  // The hero and the code it shares with the other sections, then those sections (vite.config.ts).
  () => import('./sections/hero/site-header'),
];

const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

async function boot(): Promise<void> {
  if (prerendered) await afterFirstPaint();
  void preloadAppChunks();
  await nextTask();
  // React, the streams' code, the page's code, the visit's streams, hydration: each in a task of its own.
  await import('react-dom/client');
  await nextTask();
  await import('./app/streams/site-streams');
  await nextTask();
  // The page's code in parts, its sections in the order they hydrate, the rest with the boot
  // module. Its styled components have ids given at build time (scripts/styled-component-ids.ts):
  // class names do not depend on the order in which chunks run, which the prerender cannot know.
  for (const load of pageCode) {
    await load();
    await nextTask();
  }
  const { start } = await import('./boot');
  await nextTask();
  await start(root, prerendered, nextTask);
}

void boot();
