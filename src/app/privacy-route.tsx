import { use } from 'react';
import { loadPrivacyPage, loadedPrivacyPage } from './privacy-page-loader';

/** /privacy: the page once its chunk is there; until then it suspends, its prerendered HTML staying in place. */
export function PrivacyRoute() {
  return loadedPrivacyPage() ?? use(loadPrivacyPage());
}
