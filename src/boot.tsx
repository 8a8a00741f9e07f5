// Starts the app: loaded by main.tsx after the first paint, with the visit's streams.
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import type { SiteStreams } from '../streams/site';
import { App } from './app/app';
import { replayEarlyPresses } from './app/early-presses';

/** Hydrates the prerendered HTML in `root`, or (the dev server) renders into the empty element. */
export function start(root: HTMLElement, prerendered: boolean, streams: SiteStreams): void {
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
