import type { ReactElement } from 'react';

// The privacy page's and the 404 page's code load on their routes only (routes.tsx): the prerender awaits
// them before it renders (src/entry-server.tsx); in the browser a route suspends until its page is there,
// its prerendered HTML staying in place. A visitor of the home page fetches neither.

export interface PageLoader {
  /** The page's chunk, fetched once, as the page's element. */
  load(): Promise<ReactElement>;
  /** The page's element once its chunk is there, else undefined. */
  loaded(): ReactElement | undefined;
}

function pageLoader(importPage: () => Promise<ReactElement>): PageLoader {
  let loading: Promise<ReactElement> | undefined;
  let loaded: ReactElement | undefined;
  return {
    load: () =>
      (loading ??= importPage().then(
        (page) => (loaded = page),
        (error: unknown) => {
          // Offline: the route stays suspended, so its prerendered page stays as it is (its links still work), rather than
          // a thrown error unmounting it; the next navigation tries again.
          console.error('The page could not load:', error);
          loading = undefined;
          return new Promise<ReactElement>(() => undefined);
        },
      )),
    loaded: () => loaded,
  };
}

export const privacyPage = pageLoader(() => import('./privacy-page').then(({ PrivacyPage }) => <PrivacyPage />));
export const notFoundPage = pageLoader(() => import('./not-found-page').then(({ NotFoundPage }) => <NotFoundPage />));
