import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { App } from './app/app';
import { config } from './app/config';
import { createSession } from './app/session/create-session';

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from index.html');

const session = createSession(config);

const app = (
  <StrictMode>
    <BrowserRouter>
      <App session={session} />
    </BrowserRouter>
  </StrictMode>
);

// The built site ships prerendered HTML to hydrate; the dev server starts empty.
if (container.firstElementChild) hydrateRoot(container, app);
else createRoot(container).render(app);
