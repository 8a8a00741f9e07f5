import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { App } from './app/app';
import { config } from './app/config';
import { replayEarlyPresses } from './app/early-presses';
import { createSession } from './app/session/create-session';

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from index.html');

const session = createSession(config);

const prerendered = Boolean(container.firstElementChild);
const app = (
  <StrictMode>
    <BrowserRouter>
      <App session={session} globalStyle={!prerendered} />
    </BrowserRouter>
  </StrictMode>
);

/** Runs after the browser has painted the prerendered HTML (or soon, in a tab that does not paint). */
function afterFirstPaint(run: () => void): void {
  let done = false;
  const once = () => {
    if (done) return;
    done = true;
    run();
  };
  requestAnimationFrame(() => setTimeout(once, 0));
  setTimeout(once, 500);
}

// The built site ships prerendered HTML to hydrate; the dev server starts empty.
if (prerendered) {
  afterFirstPaint(() => {
    hydrateRoot(container, app);
    replayEarlyPresses();
  });
} else {
  createRoot(container).render(app);
  replayEarlyPresses();
}
