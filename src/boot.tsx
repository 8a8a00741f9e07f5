// Starts the app: loaded by main.tsx after the first paint.
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { App } from './app/app';
import { config } from './app/config';
import { replayEarlyPresses } from './app/early-presses';
import { createSiteStreams } from './app/streams/site-streams';

/** Hydrates the prerendered HTML in `root`, or (the dev server) renders into the empty element. */
export function start(root: HTMLElement, prerendered: boolean): void {
  const streams = createSiteStreams(config);
  const app = (
    <StrictMode>
      <BrowserRouter>
        <App streams={streams} globalStyle={!prerendered} />
      </BrowserRouter>
    </StrictMode>
  );
  if (prerendered) hydrateRoot(root, app);
  else createRoot(root).render(app);
  replayEarlyPresses();
}
