// The entry: tiny, so that nothing runs before the browser has painted the prerendered HTML.
// The app's chunks download with the page (the build preloads them) and run after the first
// paint, in steps of their own tasks, so that none holds the main thread long.

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

const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

async function boot(): Promise<void> {
  if (prerendered) await afterFirstPaint();
  // React first, then the streams of the visit, then the page: each evaluated in a task of its own.
  await import('react-dom/client');
  await nextTask();
  await import('./app/session/create-session');
  await nextTask();
  const { start } = await import('./boot');
  start(root, prerendered);
}

void boot();
