import { use } from 'react';
import { notFoundPage, privacyPage, type PageLoader } from './page-loaders';

/** The page's element; suspends until its chunk is there. */
const usePage = (page: PageLoader) => page.loaded() ?? use(page.load());

/** /privacy: the page once its chunk is there; until then it suspends. */
export function PrivacyRoute() {
  return usePage(privacyPage);
}

/** Any other path than the home page's and the privacy page's: "Oops! Page not found", loaded the same way. */
export function NotFoundRoute() {
  return usePage(notFoundPage);
}
