import type { ReactElement } from 'react';

// The privacy page's code loads on its route only (privacy-route.tsx): the prerender awaits it
// before it renders (src/entry-server.tsx); in the browser the route suspends until it is there.

let loading: Promise<ReactElement> | undefined;
let loaded: ReactElement | undefined;

/** The privacy page's chunk, fetched once, as the page's element. */
export function loadPrivacyPage(): Promise<ReactElement> {
  loading ??= import('./privacy-page').then(({ PrivacyPage }) => (loaded = <PrivacyPage />));
  return loading;
}

/** The page's element once its chunk is there, else undefined. */
export function loadedPrivacyPage(): ReactElement | undefined {
  return loaded;
}
