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

/** Starts downloading every chunk the steps below need, in parallel. */
function preloadAppChunks(): void {
  const list = document.querySelector<HTMLScriptElement>('script[data-app-chunks]')?.dataset.appChunks ?? '';
  for (const href of list.split(' ').filter(Boolean)) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.href = href;
    document.head.append(link);
  }
}

const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

async function boot(): Promise<void> {
  if (prerendered) await afterFirstPaint();
  preloadAppChunks();
  // React, the streams' code, the page's code, the visit's streams, hydration: each in a task of its own.
  await import('react-dom/client');
  await nextTask();
  await import('./app/streams/site-streams');
  await nextTask();
  const { start } = await import('./boot');
  await nextTask();
  await start(root, prerendered, nextTask);
}

void boot();
