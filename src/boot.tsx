// Starts the app: loaded by main.tsx after the first paint.
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { App } from './app/app';
import { config } from './app/config';
import { replayEarlyPresses } from './app/early-presses';
import { createSiteStreams } from './app/streams/site-streams';

/**
 * Hydrates the prerendered HTML in `root`, or (the dev server) renders into the empty element.
 * Builds the visit's streams, then awaits `nextTask` so that React starts in a task of its own.
 */
export async function start(root: HTMLElement, prerendered: boolean, nextTask: () => Promise<void>): Promise<void> {
  const streams = createSiteStreams(config);
  await nextTask();
  const app = (
    <StrictMode>
      <BrowserRouter>
        <App streams={streams} globalStyle={!prerendered} />
      </BrowserRouter>
    </StrictMode>
  );
  // A transition hydrates in slices that yield to the browser; the default lane would render the
  // root's pass in one task. A press still hydrates its part at once (a discrete event).
  if (prerendered) startTransition(() => void hydrateRoot(root, app));
  else createRoot(root).render(app);
  replayEarlyPresses();
}
